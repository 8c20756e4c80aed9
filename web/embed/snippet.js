// Embed snippets as text: <div data-rosarium data-…></div> plus the embed.js script tag.
// Only text: the page shows it with textContent (and the reader pastes it elsewhere).

import { GAMES } from "../games/index.js";

// a game's own parameters (its table component's embedParams) after the widget's; ui (the
// board's picture: the engine's ui_state, JSON) goes last, being the longest
const OWN = [...new Set(GAMES.flatMap((g) => g.embedParams || []))];
const ORDER = ["game", "mode", "position", "record", "at", "seed", "line", "caption", "task", "score", "seat", "level", "title", ...OWN, "lang", "ui"];
const JSON_PARAMS = ["line", "record", "ui"]; // written in single quotes (JSON has double ones)

function attr(value, quote) {
  const s = String(value).replace(/&/g, "&amp;");
  return quote === "'" ? s.replace(/'/g, "&#39;") : s.replace(/"/g, "&quot;");
}

/** params: {mode, position, record (object), line (list), ui (object), …} → the element's HTML text. */
export function snippetElement(params) {
  const parts = ["<div data-rosarium"];
  for (const k of ORDER) {
    let v = params[k];
    if (v === undefined || v === null || v === "") continue;
    if (typeof v === "object") v = JSON.stringify(v);
    const quote = JSON_PARAMS.includes(k) ? "'" : '"';
    parts.push(`data-${k}=${quote}${attr(v, quote)}${quote}`);
  }
  return `${parts.join("\n     ")}></div>`;
}

/** The script tag loading embed.js; `base` is the site's root (default: the page's folder,
 * right for index.html and authors.html). */
export function snippetScript(base = new URL(".", location.href).href) {
  return `<script src="${attr(new URL("embed.js", base).href, '"')}"></script>`;
}

export function snippet(params, base) {
  return `${snippetElement(params)}\n${snippetScript(base)}`;
}
