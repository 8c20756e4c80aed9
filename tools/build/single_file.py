"""Write dist/rosarium-single.html: the whole site in one file that plays from file://, offline.

Called by build.py after dist/ is complete (python build.py; skip with --no-single).

Browsers load neither module scripts nor workers from file://, and a file:// page cannot open
its neighbours' scripts, so one file carries every page:
  * the pages: index.html (the game) and every other page of dist/ but embed.html (the lessons,
    the authors' page). `?page=lessons/index.html` on the file's address picks one (none:
    the game). Each page's module scripts, and what they import (followed through relative
    import specifiers), are embedded base64-encoded with their relative specifiers rewritten to
    "rosarium:/<path>"; a static import map maps those names to data: URLs of the modules (so
    the file's Content-Security-Policy can allow the map by its hash, tools/build/csp.py). Links between the pages (`<a href="lessons/index.html">`, also
    those added later by the pages' scripts) are rewritten to the single file's own address
    with the page parameter, so a page's links work as they do on a server;
  * every style sheet becomes a <style> (only the page's own apply); the board widgets of the
    lessons get theirs as blob: URLs from ROSARIUM_INLINE.fileUrl (see web/embed/widget.js);
  * the worker source, the manifest and the runtime assets (Pyodide, the engine wheel and,
    the full standard library for a module the page's cut lacks) go into globalThis.ROSARIUM_INLINE, which
    web/engine-client.mjs picks up: it starts the worker from a data: URL and hands it the
    assets in memory (see worker.mjs). The file is windows-1252, so these go in as raw bytes
    (a few escaped, PAYLOAD_ESCAPES), gzip-compressed when that pays; the worker turns the
    text back into bytes and inflates them with DecompressionStream.
The big assets sit at the end of <body> and are decoded only when the engine starts.

No memory snapshot goes in: a file:// page has no cache to make one in, and one would more than
double the file; the compiled standard library keeps its start short.
"""
from __future__ import annotations

import base64
import gzip
import html
import json
import posixpath
import re
from pathlib import Path

SPEC_RE = re.compile(r"""(\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)(["'])(\.{1,2}/[^"'\n]+)\2""")
MODULE_TAG_RE = re.compile(r"""<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["'][^>]*>\s*</script>\s*""", re.I)
INLINE_SCRIPT_RE = re.compile(r"""<script\b(?![^>]*\bsrc=)[^>]*>.*?</script>\s*""", re.I | re.S)
STYLE_TAG_RE = re.compile(r"""<link\b[^>]*\brel=["']stylesheet["'][^>]*>\s*""", re.I)
ICON_TAG_RE = re.compile(r"""<link\b[^>]*\brel=["'](?:icon|shortcut icon|apple-touch-icon)["'][^>]*>""", re.I)
HREF_RE = re.compile(r"""\bhref=["']([^"']+)["']""", re.I)
# build.py's PRESTART: an inline script that starts ./worker.mjs (by path: file:// cannot)
PRESTART_RE = re.compile(r'<script>[^<]*\bROSARIUM_PRESTART\b[^<]*</script>\n?')
# build.py's page_preload: modulepreload links by path (the single file carries the modules)
PRELOAD_RE = re.compile(r'<script>/\* ROSARIUM_PRELOAD \*/[^<]*</script>\n?')
MANIFEST_LINK_RE = re.compile(r"""<link\b[^>]*\brel=["']manifest["'][^>]*>\s*""", re.I)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)
BODY_RE = re.compile(r"<body\b([^>]*)>", re.I)
ATTR_RE = re.compile(r"""([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?""")

RUNTIME = ["pyodide/pyodide.mjs", "pyodide/pyodide.asm.mjs", "pyodide/pyodide.asm.wasm",
           "pyodide/python_stdlib.zip", "pyodide/python_stdlib_full.zip"]
# Pages that make sense only inside another site's frame.
NOT_PAGES = {"embed.html", "rosarium-single.html"}
# An asset is stored gzip-compressed when that saves at least this share of its bytes (the
# stdlib zip and the wheel are compressed already).
GZIP_MIN_SAVING = 0.1
# The file is declared windows-1252, so the runtime assets go in as raw bytes (base64 would add a
# third): each byte is one character of the page's text. Only NUL and CR (which the HTML parser
# replaces) and "<" (which could end the <script>) are escaped, with "=" as the escape character.
PAYLOAD_ESCAPES = [(b"=", b"=3"), (b"\0", b"=0"), (b"\r", b"=1"), (b"<", b"=2")]

BOOTSTRAP = r"""
(() => {
  const PAGES = __PAGES__;
  const VBASE = "http://rosarium.invalid/"; // pages' own addresses, to resolve their links against
  const asked = new URLSearchParams(location.search).get("page");
  const name = asked && Object.hasOwn(PAGES, asked) ? asked : "index.html";
  const page = PAGES[name];
  if (asked && name !== asked) console.warn(`rosarium: no page ${asked} in this file; showing the game`);
  const text = (b64) => {
    const bin = atob(b64.trim());
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return new TextDecoder().decode(bytes);
  };
  // this page's style sheets, in document order; the others stay off
  for (const el of document.querySelectorAll("style[data-rz-style]")) {
    el.media = page.styles.includes(el.dataset.rzStyle) ? "all" : "not all";
  }
  let hide = null;
  if (name !== "index.html") { // the game's markup is in the file: not shown under another page
    hide = document.createElement("style");
    hide.textContent = "body { visibility: hidden; }";
    document.head.append(hide);
  }
  // the modules: the file's static import map names each as a data: URL (its policy hashes
  // the map, which a map made here from blob: URLs could not be)

  // a link to one of the file's pages -> the file's own address with ?page= (null: not one)
  const pageLink = (href) => {
    let u;
    try { u = new URL(href, VBASE + name); } catch { return null; }
    const path = u.origin + "/" === VBASE ? u.pathname.slice(1) : null;
    if (path === null || !Object.hasOwn(PAGES, path)) return null;
    const out = new URL(location.href);
    const rest = u.search.slice(1);
    out.search = path === "index.html" ? rest : `page=${encodeURI(path)}${rest ? "&" + rest : ""}`;
    out.hash = u.hash;
    return out.href;
  };
  const fixLinks = (root) => {
    const links = root.matches?.("a[href]") ? [root] : [];
    for (const a of links.concat([...(root.querySelectorAll?.("a[href]") || [])])) {
      const to = pageLink(a.getAttribute("href"));
      if (to) a.setAttribute("href", to);
    }
  };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === "attributes") fixLinks(r.target);
      else for (const n of r.addedNodes) fixLinks(n);
    }
  }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ["href"] });

  const held = {}; // payload elements, kept when a page replaces the body's children
  const payload = (path) => (held[path] ??= document.querySelector(`script[data-rz-asset="${path}"]`));
  const fileUrls = {};
  globalThis.ROSARIUM_INLINE = {
    page: name,
    workerSource: text(document.querySelector("script[data-rz-worker]").textContent),
    manifest: JSON.parse(text(document.querySelector("script[data-rz-manifest]").textContent)),
    assets: Object.fromEntries(__ASSET_PATHS__.map((p) => [p, () => payload(p).textContent])),
    encodings: __ENCODINGS__,
    /** A blob: URL of one of the file's style sheets (dist-relative path), for shadow roots. */
    fileUrl(path) {
      const el = document.querySelector(`style[data-rz-style="${path}"]`);
      if (!el) throw new Error(`rosarium: no ${path} in this file`);
      return (fileUrls[path] ??= URL.createObjectURL(new Blob([el.textContent], { type: "text/css" })));
    },
    /** Run by the file's module script once the document is parsed: the page's own modules. */
    async start() {
      for (const p of __ASSET_PATHS__) payload(p);
      fixLinks(document.documentElement);
      if (name !== "index.html") {
        const body = document.body;
        try {
          for (const n of [...body.childNodes]) if (!n.matches?.("script[data-rz-asset]")) n.remove();
          for (const a of [...body.attributes]) body.removeAttribute(a.name);
          for (const [k, v] of Object.entries(page.body)) body.setAttribute(k, v);
          document.title = page.title;
        } finally {
          hide.remove(); // whatever happens, the page is not left blank
        }
      }
      // the engine worker starts while the page's modules load (build.py's prestart)
      (await import("rosarium:/engine-client.mjs")).prestart();
      for (const entry of page.entries) await import("rosarium:/" + entry);
    },
  };
})();
"""


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _collect_modules(dist: Path, entries: list[str]) -> dict[str, str]:
    """path -> rewritten source, for the entry modules and everything they import."""
    out: dict[str, str] = {}
    todo = list(entries)
    while todo:
        path = todo.pop()
        if path in out:
            continue
        src = (dist / path).read_text(encoding="utf-8")
        base = posixpath.dirname(path)

        def rewrite(m: re.Match) -> str:
            target = posixpath.normpath(posixpath.join(base, m.group(3)))
            if not (dist / target).is_file():
                raise SystemExit(f"single file: {path} imports {m.group(3)}, not in dist/")
            todo.append(target)
            return f"{m.group(1)}{m.group(2)}rosarium:/{target}{m.group(2)}"

        out[path] = SPEC_RE.sub(rewrite, src)
    return out


def _data_tag(attr: str, payload: str) -> str:
    return f'<script type="application/octet-stream" {attr}>{payload}</script>\n'


def _resolve(page: str, href: str) -> str:
    return posixpath.normpath(posixpath.join(posixpath.dirname(page), href))


def _read_page(dist: Path, path: str) -> dict:
    """What the single file needs of one page: title, style sheets, module entries, <body> attributes."""
    src = (dist / path).read_text(encoding="utf-8")
    # build.py's early-start line starts ./worker.mjs by path, which file:// cannot load;
    # the single file's start() does the same from the bundle (engine-client's prestart()).
    src = PRESTART_RE.sub("", src)
    src = PRELOAD_RE.sub("", src)
    stray = [m.group(0)[:80] for m in INLINE_SCRIPT_RE.finditer(src)]
    if stray:
        raise SystemExit(f"single file: {path} has inline scripts it cannot carry: {stray}")
    body = BODY_RE.search(src)
    attrs = {m.group(1): html.unescape(next((g for g in m.group(2, 3, 4) if g is not None), ""))
             for m in ATTR_RE.finditer(body.group(1) if body else "")}
    title = TITLE_RE.search(src)
    return {
        "title": html.unescape(title.group(1).strip()) if title else "Rosarium",
        "styles": [_resolve(path, HREF_RE.search(t).group(1)) for t in STYLE_TAG_RE.findall(src)],
        "entries": [_resolve(path, s) for s in MODULE_TAG_RE.findall(src)],
        "body": attrs,
        "html": src,
    }


def _style_order(pages: dict[str, dict], dist: Path) -> list[str]:
    """Every style sheet of dist/ once, in an order that keeps each page's own order."""
    order: list[str] = []
    for info in pages.values():
        at = -1
        for s in info["styles"]:
            if s in order:
                if order.index(s) < at:
                    raise SystemExit(f"single file: style sheets in conflicting orders ({s})")
                at = order.index(s)
            else:
                order.insert(at + 1, s)
                at += 1
    extra = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*.css"))
    return order + [s for s in extra if s not in order]


def _encode_asset(data: bytes) -> tuple[bytes, str | None]:
    """(payload bytes, encoding): gzip when it pays (see GZIP_MIN_SAVING), then the bytes as they
    are, but for the four the HTML parser would change or stop at (payloadBytes in worker.mjs)."""
    packed = gzip.compress(data, compresslevel=9, mtime=0)
    encoding = None
    if len(packed) <= len(data) * (1 - GZIP_MIN_SAVING):
        data, encoding = packed, "gzip"
    for raw, escaped in PAYLOAD_ESCAPES:  # "=" first: the escapes themselves start with it
        data = data.replace(raw, escaped)
    return data, encoding


def _css_ascii(css: str) -> str:
    """CSS with every non-ASCII character written as a CSS escape (the file is windows-1252)."""
    return re.sub(r"[^\x00-\x7f]", lambda m: f"\\{ord(m.group(0)):06X}", css)


def _asset_bytes(dist: Path, rel: str) -> bytes:
    """An asset's bytes: dist/ stores Pyodide's biggest files only gzipped (build.py)."""
    path = dist / rel
    return path.read_bytes() if path.exists() else gzip.decompress((dist / (rel + ".gz")).read_bytes())


def build(dist: Path) -> Path:
    found = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*.html"))
    names = ["index.html"] + [n for n in found if n != "index.html" and n not in NOT_PAGES
                              and not n.startswith("pyodide/")]
    pages = {n: _read_page(dist, n) for n in names}
    if not pages["index.html"]["entries"]:
        raise SystemExit("single file: index.html has no <script type=module src=...>")
    manifest = json.loads((dist / "manifest.json").read_text())
    modules = _collect_modules(dist, [e for info in pages.values() for e in info["entries"]])
    if "engine-client.mjs" not in modules:
        raise SystemExit("single file: no page imports engine-client.mjs")
    styles = _style_order(pages, dist)

    page = pages["index.html"]["html"]
    page = ICON_TAG_RE.sub(lambda m: _inline_icon(m, dist), page)
    page = MANIFEST_LINK_RE.sub("", page)
    # Every style sheet and the bootstrap go where the first style sheet or module script was.
    first = min(m.start() for r in (STYLE_TAG_RE, MODULE_TAG_RE) for m in [r.search(page)] if m)
    page = page[:first] + "\0" + page[first:]
    page = MODULE_TAG_RE.sub("", STYLE_TAG_RE.sub("", page))

    single_manifest = {k: v for k, v in manifest.items() if k != "files"}
    assets = RUNTIME + [manifest.get("engine") or manifest["wheel"]]
    single_manifest["snapshot"] = None
    encoded = {a: _encode_asset(_asset_bytes(dist, a)) for a in assets}
    # Everything but the payloads is ASCII, so the page reads the same in windows-1252 (character
    # references, which <style> text would not decode: index.html's own <style> must be ASCII).
    if any(not m.group(0).isascii() for m in re.finditer(r"<style\b.*?</style>", page, re.I | re.S)):
        raise SystemExit("single file: a <style> in index.html has non-ASCII text; use CSS escapes")
    page = page.encode("ascii", "xmlcharrefreplace").decode("ascii")
    page = re.sub(r'<meta charset=["\']?utf-8["\']?\s*/?>', '<meta charset="windows-1252">', page, count=1, flags=re.I)
    if 'charset="windows-1252"' not in page:
        raise SystemExit("single file: index.html has no <meta charset=utf-8> to replace")
    encodings = {a: enc for a, (_, enc) in encoded.items() if enc}

    table = {n: {k: info[k] for k in ("title", "styles", "entries", "body")} for n, info in pages.items()}
    css = {s: _css_ascii((dist / s).read_text(encoding="utf-8")).replace("</style", "<\\/style") for s in styles}
    head = [f'<style data-rz-style="{html.escape(s)}" media="not all">\n{text}\n</style>\n'
            for s, text in css.items()]
    imports = {f"rosarium:/{p}": "data:text/javascript;base64," + _b64(src.encode()) for p, src in sorted(modules.items())}
    head.append('<script type="importmap">' + json.dumps({"imports": imports}) + "</script>\n")
    head.append(_data_tag("data-rz-worker", _b64((dist / "worker.mjs").read_bytes())))
    head.append(_data_tag("data-rz-manifest", _b64(json.dumps(single_manifest).encode())))
    script = (BOOTSTRAP.replace("__PAGES__", json.dumps(table))
              .replace("__ASSET_PATHS__", json.dumps(assets)).replace("__ENCODINGS__", json.dumps(encodings)))
    head.append("<script>" + script.replace("</script", "<\\/script") + "</script>\n")
    head.append('<script type="module">await globalThis.ROSARIUM_INLINE.start();</script>\n')
    page = page.replace("\0", "".join(head), 1)

    if not page.isascii():
        raise SystemExit("single file: non-ASCII text outside the payloads")
    page = _csp().apply(page, single=True)  # index.html's policy, with what this file needs
    if "</body>" not in page:
        page += "</body>"
    before, after = page.split("</body>", 1)
    parts = [before.encode("ascii")]
    for a, (data, _) in encoded.items():
        parts += [f'<script type="application/octet-stream" data-rz-asset="{html.escape(a)}">'.encode("ascii"),
                  data, b"</script>\n"]
    parts.append(("</body>" + after).encode("ascii"))
    out = dist / "rosarium-single.html"
    out.write_bytes(b"".join(parts))
    return out


def _csp():
    from . import csp  # noqa: PLC0415 (tools/build/csp.py, beside this file)
    return csp


def _inline_icon(m: re.Match, dist: Path) -> str:
    tag = m.group(0)
    href = HREF_RE.search(tag).group(1)
    p = dist / href
    if not p.is_file():
        return tag
    mime = "image/svg+xml" if p.suffix == ".svg" else "image/png" if p.suffix == ".png" else "image/x-icon"
    return tag.replace(href, f"data:{mime};base64,{_b64(p.read_bytes())}")
