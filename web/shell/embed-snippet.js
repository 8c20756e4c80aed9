// The app's authoring aid: an "Embed snippet" button (and links to the lessons and the
// authors' page) in the top bar's Menu. It asks the page for the game it shows as it may be handed to
// anyone (shell/share.js: an unfinished game's position and record tell no secret and no future
// draw, by each game's sharing rules) and offers two snippets: the current position to play on, and the whole
// game to step through. Hooked in by one <script> line in index.html.
// Both snippets carry data-lang with the app's language (a note says how to change or drop it).

import { h, replaceChildren } from "./dom.js";
import { sharedGame } from "./share.js";
import { LANG } from "./lang.js";
import { SNIPPET } from "../embed-strings.js";
import { snippet } from "../embed/snippet.js";

/** The game the page shows, shared ({game, position, record, seat}), or null (none yet, or the engine refused). */
async function currentGame() {
  try {
    return await sharedGame();
  } catch {
    return null;
  }
}

function block(label, text, id) {
  const area = h("textarea", { id, readonly: true, rows: 6, spellcheck: "false", class: "snippet-text" });
  area.value = text;
  const note = h("span", { class: "muted", role: "status" });
  const copy = h("button", {
    type: "button",
    onclick: async () => {
      area.select();
      try {
        await navigator.clipboard.writeText(text);
        note.textContent = SNIPPET.copied;
      } catch {
        note.textContent = SNIPPET.copyFailed;
      }
    },
  }, SNIPPET.copy);
  return h("div", { class: "snippet-block" }, h("label", { for: id }, label), area, h("div", { class: "dialog-buttons" }, note, copy));
}

async function open(dialog) {
  const g = await currentGame();
  const parts = [h("h2", { id: "snippet-title" }, SNIPPET.title)];
  if (!g) parts.push(h("p", {}, SNIPPET.noGame));
  else {
    parts.push(h("p", {}, SNIPPET.intro));
    const seat = g.seat === null || g.seat === undefined ? undefined : String(g.seat);
    if (g.position) parts.push(block(SNIPPET.positionLabel, snippet({ game: g.game, mode: "play-from-here", position: g.position, seat, lang: LANG }), "snippet-position"));
    parts.push(block(SNIPPET.gameLabel, snippet({ game: g.game, mode: "step", seat, record: g.record, lang: LANG }), "snippet-game"));
    parts.push(h("p", { class: "muted" }, SNIPPET.langNote));
  }
  parts.push(h("p", {}, h("a", { href: "authors.html" }, SNIPPET.authorsLink)));
  parts.push(h("div", { class: "dialog-buttons" }, h("button", { type: "button", onclick: () => dialog.close() }, SNIPPET.close)));
  replaceChildren(dialog, parts);
  dialog.showModal();
}

function install() {
  // in the top bar's Menu (shell/menu.js) where there is one
  const bar = document.querySelector("#menu-extra") || document.querySelector(".topbar");
  if (!bar) return;
  const dialog = h("dialog", { class: "dialog snippet-dialog", "aria-labelledby": "snippet-title" });
  document.body.append(dialog);
  bar.append(
    h(
      "nav",
      { class: "toolbar extra-links", "aria-label": SNIPPET.lessonsLink },
      h("button", { type: "button", id: "btn-embed", onclick: () => open(dialog) }, SNIPPET.button),
      h("a", { href: "lessons/index.html", class: "toolbar-link" }, SNIPPET.lessonsLink),
    ),
  );
}

install();
