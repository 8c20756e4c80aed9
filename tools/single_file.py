"""Write dist/rosarium-single.html: the whole game in one file that plays from file://.

Called by build.py after dist/ is complete (python build.py; skip with --no-single).

Browsers load neither module scripts nor workers from file://, so:
  * every page module (index.html's module scripts and what they import, found by following
    relative import specifiers) is embedded base64-encoded; its relative specifiers are
    rewritten to "rosarium:/<path>", and a classic bootstrap script maps those names to
    blob: URLs with an import map before any module loads;
  * style sheets become <style>, the icon a data: URL;
  * the worker source, the manifest and the runtime assets (Pyodide, the engine wheel, the
    memory snapshot) go into globalThis.ROSARIUM_INLINE, which web/engine-client.mjs picks up:
    it starts the worker from a blob: URL and hands it the assets in memory (see worker.mjs).
The big assets sit at the end of <body> and are decoded only when the engine starts.
"""
from __future__ import annotations

import base64
import html
import json
import posixpath
import re
from pathlib import Path

SPEC_RE = re.compile(r"""(\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)(["'])(\.{1,2}/[^"'\n]+)\2""")
MODULE_TAG_RE = re.compile(r"""<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["'][^>]*>\s*</script>""", re.I)
STYLE_TAG_RE = re.compile(r"""<link\b[^>]*\brel=["']stylesheet["'][^>]*>""", re.I)
ICON_TAG_RE = re.compile(r"""<link\b[^>]*\brel=["'](?:icon|shortcut icon|apple-touch-icon)["'][^>]*>""", re.I)
HREF_RE = re.compile(r"""\bhref=["']([^"']+)["']""", re.I)
MANIFEST_LINK_RE = re.compile(r"""<link\b[^>]*\brel=["']manifest["'][^>]*>\s*""", re.I)

RUNTIME = ["pyodide/pyodide.mjs", "pyodide/pyodide.asm.mjs", "pyodide/pyodide.asm.wasm",
           "pyodide/python_stdlib.zip"]

BOOTSTRAP = r"""
(() => {
  const text = (b64) => {
    const bin = atob(b64.trim());
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return new TextDecoder().decode(bytes);
  };
  const imports = {};
  for (const el of document.querySelectorAll("script[data-rz-module]")) {
    const blob = new Blob([text(el.textContent)], { type: "text/javascript" });
    imports["rosarium:/" + el.dataset.rzModule] = URL.createObjectURL(blob);
  }
  const map = document.createElement("script");
  map.type = "importmap";
  map.textContent = JSON.stringify({ imports });
  document.currentScript.after(map);
  const assets = {};
  for (const path of __ASSET_PATHS__) {
    assets[path] = () => document.querySelector(`script[data-rz-asset="${path}"]`).textContent;
  }
  globalThis.ROSARIUM_INLINE = {
    workerSource: text(document.querySelector("script[data-rz-worker]").textContent),
    manifest: JSON.parse(text(document.querySelector("script[data-rz-manifest]").textContent)),
    assets,
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


def build(dist: Path, with_snapshot: bool = True) -> Path:
    index = (dist / "index.html").read_text(encoding="utf-8")
    # build.py's early-start line imports ./engine-client.mjs by path, which file:// cannot
    # load; here the page's own first EngineClient starts the worker.
    index = re.sub(r'<script type="module">import \{ prestart \}[^<]*</script>\n?', "", index)
    manifest = json.loads((dist / "manifest.json").read_text())

    entries = MODULE_TAG_RE.findall(index)
    if not entries:
        raise SystemExit("single file: index.html has no <script type=module src=...>")
    modules = _collect_modules(dist, [posixpath.normpath(e.lstrip("./") or e) for e in entries])

    def inline_style(m: re.Match) -> str:
        href = HREF_RE.search(m.group(0)).group(1)
        css = (dist / href).read_text(encoding="utf-8").replace("</style", "<\\/style")
        return f"<style>\n{css}\n</style>"

    def inline_icon(m: re.Match) -> str:
        tag = m.group(0)
        href = HREF_RE.search(tag).group(1)
        p = dist / href
        if not p.is_file():
            return tag
        mime = "image/svg+xml" if p.suffix == ".svg" else "image/png" if p.suffix == ".png" else "image/x-icon"
        return tag.replace(href, f"data:{mime};base64,{_b64(p.read_bytes())}")

    page = STYLE_TAG_RE.sub(inline_style, index)
    page = ICON_TAG_RE.sub(inline_icon, page)
    page = MANIFEST_LINK_RE.sub("", page)

    single_manifest = {k: v for k, v in manifest.items() if k != "files"}
    assets = RUNTIME + [manifest["wheel"]]
    if manifest.get("snapshot") and with_snapshot:
        assets.append(manifest["snapshot"]["file"])
    else:
        single_manifest["snapshot"] = None

    head_parts = [f'<script type="text/plain" data-rz-module="{html.escape(p)}">{_b64(s.encode())}</script>\n'
                  for p, s in sorted(modules.items())]
    head_parts.append(_data_tag("data-rz-worker", _b64((dist / "worker.mjs").read_bytes())))
    head_parts.append(_data_tag("data-rz-manifest", _b64(json.dumps(single_manifest).encode())))
    head_parts.append("<script>" + BOOTSTRAP.replace("__ASSET_PATHS__", json.dumps(assets)) + "</script>\n")
    first = entries[0]
    head_parts.append(f'<script type="module">import "rosarium:/{posixpath.normpath(first)}";</script>\n')

    # Replace the first module tag with the bootstrap, drop the others (all are imported by it).
    count = 0

    def replace_module(m: re.Match) -> str:
        nonlocal count
        count += 1
        return "".join(head_parts) if count == 1 else ""

    page = MODULE_TAG_RE.sub(replace_module, page)
    if len(entries) > 1:
        extra = "".join(f'import "rosarium:/{posixpath.normpath(e)}";' for e in entries[1:])
        page = page.replace(f'import "rosarium:/{posixpath.normpath(first)}";',
                            f'import "rosarium:/{posixpath.normpath(first)}";{extra}', 1)

    tail = "".join(_data_tag(f'data-rz-asset="{html.escape(a)}"', _b64((dist / a).read_bytes())) for a in assets)
    if "</body>" in page:
        page = page.replace("</body>", tail + "</body>", 1)
    else:
        page += tail
    out = dist / "rosarium-single.html"
    out.write_text(page, encoding="utf-8")
    return out
