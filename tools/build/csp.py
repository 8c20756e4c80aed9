"""The Content-Security-Policy every page of dist/ carries, as a <meta> tag (no server to send headers).

build.py applies it to each page after its last change (the engine's early start is an inline
script whose hash goes in); tools/build/single_file.py applies it to rosarium-single.html with what that
file needs on top. One policy, the inline scripts of each page allowed by their sha256 hashes:
  * scripts: the site's own files, those hashes, and 'wasm-unsafe-eval' (Pyodide compiles its
    WebAssembly; nothing else may eval);
  * workers: the site's own files (the rules and search workers);
  * connections: the site's own origin (Pyodide's files, the wheel, the snapshot);
  * no plugins (object-src), no <base> (base-uri), nothing else unless listed here.
Style sheets may be inline (the pages set style attributes; the single file's sheets are <style>
elements); images may be data: URLs (the icon).
The single file (file://, where 'self' matches nothing useful) runs its modules from data: URLs
named by its static import map, its worker from a data: URL, and the worker imports Pyodide from
blob: URLs it makes, or data: URLs where the browser refuses those (a data: URL worker inherits
the page's policy; see single_file.py): those two schemes are allowed there, for scripts and
workers, and nowhere else.
"""
from __future__ import annotations

import base64
import hashlib
import re

CSP_META_RE = re.compile(r"""<meta\s+http-equiv=["']Content-Security-Policy["'][^>]*>\n?""", re.I)
CHARSET_RE = re.compile(r"""<meta\s+charset=["']?[\w-]+["']?\s*/?>\n?""", re.I)
SCRIPT_RE = re.compile(r"""<script\b([^>]*)>(.*?)</script>""", re.I | re.S)
TYPE_RE = re.compile(r"""\btype=["']?([^"'\s>]+)""", re.I)
# script types the browser runs (and so the policy must allow); data blocks are not run
RUN_TYPES = {"", "module", "text/javascript", "application/javascript", "importmap"}


def inline_hashes(html: str) -> list[str]:
    """'sha256-…' of every inline script of `html` the browser would run, in page order."""
    out = []
    for m in SCRIPT_RE.finditer(html):
        attrs, body = m.group(1), m.group(2)
        if re.search(r"\bsrc=", attrs, re.I):
            continue
        t = TYPE_RE.search(attrs)
        if (t.group(1).lower() if t else "") not in RUN_TYPES:
            continue
        digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode("ascii")
        h = f"'sha256-{digest}'"
        if h not in out:
            out.append(h)
    return out


def policy(hashes: list[str], single: bool = False) -> str:
    extra = " blob: data:" if single else ""
    script = " ".join(["'self'", *hashes, "'wasm-unsafe-eval'"]) + extra
    return "; ".join([
        "default-src 'self'",
        f"script-src {script}",
        f"worker-src 'self'{extra}",
        "connect-src 'self'" + (" blob: data:" if single else ""),
        "style-src 'self' 'unsafe-inline'" + (" blob:" if single else ""),
        "img-src 'self' data: blob:",
        "object-src 'none'",
        "base-uri 'none'",
    ])


def apply(html: str, single: bool = False, extra_hashes: list[str] = ()) -> str:
    """`html` with its policy meta (any earlier one replaced) right after <meta charset>, ahead
    of every script. `extra_hashes`: inline scripts the page adds itself (an import map)."""
    html = CSP_META_RE.sub("", html)
    tag = f'<meta http-equiv="Content-Security-Policy" content="{policy(inline_hashes(html) + list(extra_hashes), single)}">\n'
    m = CHARSET_RE.search(html)
    if not m:
        raise SystemExit("csp: a page without <meta charset>")
    return html[: m.end()] + ("" if html[m.end() - 1] == "\n" else "\n") + tag + html[m.end():]
