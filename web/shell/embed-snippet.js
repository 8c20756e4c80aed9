// The app's authoring aid: an "Embed snippet" button (and links to the lessons and the
// authors' page) in the top bar's Menu. It asks the page for the game it shows as it may be handed to
// anyone (core/share.js: an unfinished game's position and record tell no secret and no future
// draw, by each game's sharing rules) and offers two snippets: the current position to play on, and the whole
// game to step through. Loaded by shell/app.js once the board is drawn (the first view needs none of it).
// Both snippets carry data-lang with the app's language (a note says how to change or drop it).
// Each snippet also carries the board's picture, data-ui (embed/widget.js boardUi: from the shared
// position, never the game's own secrets); a third, static one loads no rules engine at all. The
// pictures come from an engine worker of the dialog's own, stopped once they are made.

import { h, replaceChildren } from "../core/dom.js";
import { sharedGame } from "../core/share.js";
import { LANG } from "../core/lang.js";
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

let pictureImports = null; // the imports picturesModules() started, once asked

/** What making the pictures needs, imported once: the dialog opened again while the first imports
 * still run waits for them. A second import() of a module whose graph is still at a top-level
 * await (the widget's strings) may be handed the module before its body has run (WebKit does). A
 * failed import is forgotten, so the next opening tries again. */
function picturesModules() {
  pictureImports ??= Promise.all([import("../embed/widget.js"), import("../engine-client.mjs"), import("../core/engine.js")]).catch((e) => {
    pictureImports = null;
    throw e;
  });
  return pictureImports;
}

/**
 * The picture (ui) of each board of `list` (snippet parameters), made by an engine worker started
 * for this and stopped after: one ui per board, or null where it could not be made.
 */
async function pictures(list) {
  let client = null;
  try {
    const [{ boardUi }, { EngineClient }, { startEngine }] = await picturesModules();
    client = new EngineClient(undefined, { serviceWorker: false });
    const engine = startEngine({ client });
    const out = [];
    for (const params of list) {
      try {
        out.push(await boardUi(engine, params, LANG));
      } catch {
        out.push(null);
      }
    }
    return out;
  } catch {
    return list.map(() => null);
  } finally {
    if (client) client.terminate();
  }
}

/** A labelled snippet with its Copy button; set(text) replaces the text. */
function block(label, id) {
  const area = h("textarea", { id, readonly: true, rows: 6, spellcheck: "false", class: "snippet-text" });
  let text = "";
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
  const set = (t) => {
    text = t;
    area.value = t;
  };
  return { el: h("div", { class: "snippet-block" }, h("label", { for: id }, label), area, h("div", { class: "dialog-buttons" }, note, copy)), set };
}

async function open(dialog) {
  const g = await currentGame();
  const parts = [h("h2", { id: "snippet-title" }, SNIPPET.title)];
  if (!g) parts.push(h("p", {}, SNIPPET.noGame));
  else {
    parts.push(h("p", {}, SNIPPET.intro));
    const seat = g.seat === null || g.seat === undefined ? undefined : String(g.seat);
    const boards = [];
    if (g.position) {
      boards.push([SNIPPET.positionLabel, "snippet-position", { game: g.game, mode: "play-from-here", position: g.position, seat, lang: LANG }]);
      boards.push([SNIPPET.pictureLabel, "snippet-picture", { game: g.game, mode: "static", position: g.position, seat, lang: LANG }]);
    }
    boards.push([SNIPPET.gameLabel, "snippet-game", { game: g.game, mode: "step", seat, record: g.record, lang: LANG }]);
    const blocks = boards.map(([label, id, params]) => {
      const b = block(label, id);
      b.set(snippet(params));
      return b;
    });
    const said = h("p", { class: "muted", role: "status" }, SNIPPET.picturePending);
    parts.push(blocks.map((b) => b.el), said, h("p", { class: "muted" }, SNIPPET.langNote));
    pictures(boards.map((b) => b[2])).then((uis) => {
      uis.forEach((ui, i) => ui && blocks[i].set(snippet({ ...boards[i][2], ui })));
      said.textContent = uis.every(Boolean) ? SNIPPET.pictureAdded : SNIPPET.pictureMissing;
    });
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
