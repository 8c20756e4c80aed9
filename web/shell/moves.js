// The move list: the sentences the engine tells for each move, in the page language, drawn as
// an ordered list (moves after the board's position are struck through, for redo). The engine
// tells a move once when it is made, again when a record is imported, and again after a
// language switch for moves saved in the other language.

import { h, replaceChildren } from "./dom.js";
import { S } from "./strings.js";
import { LANG } from "./lang.js";
import { errorText, toldInPageLang } from "./engine.js";

/** The story of a move when the record's chance outcome is the engine's own, else its sentence. */
async function tell(engine, state, action, entry) {
  const res = await engine.call("step", state, action, LANG);
  if (JSON.stringify(res.entry) === JSON.stringify(entry)) return res.text;
  return engine.call("describe_action", state, action, LANG);
}

/** The moves of replayed states as the move list holds them. */
export async function movesOf(engine, states, entries, game) {
  const moves = [];
  for (let i = 0; i < entries.length; i++) {
    const action = entries[i].action;
    const seat = await engine.call("current_player", states[i]);
    const auto = game.isAutomatic ? game.isAutomatic(action) : false;
    moves.push({ action, entry: entries[i], desc: await tell(engine, states[i], action, entries[i]), lang: LANG, seat, ...(auto ? { auto: true } : {}) });
  }
  return moves;
}

/** Moves as the list shows them: a sentence still in the other language waits for retellMoves. */
export function shownMoves(moves) {
  return moves.map((m) => (toldInPageLang(m) ? m : { ...m, desc: S.movePending }));
}

/** After a language switch: the engine tells the saved moves again, in the page language. */
export async function retellMoves(engine, hist) {
  for (let i = 0; i < hist.moves.length; i++) {
    const m = hist.moves[i];
    if (toldInPageLang(m)) continue;
    let desc = m.desc; // a state the engine refuses keeps its old sentence rather than losing the game
    try {
      desc = await tell(engine, hist.states[i], m.action, m.entry);
    } catch (err) {
      console.warn("rosarium: a saved move could not be re-told:", errorText(err));
    }
    hist.moves[i] = { ...m, desc, lang: LANG };
  }
}

/** Draws `moves` into `root`; the first `index` are played. */
export function renderMoveList(root, moves, index) {
  const items = moves.map((m, i) => h("li", { class: i < index ? "done" : "undone" }, S.moveEntry(i + 1, m.desc)));
  replaceChildren(root, h("h2", {}, S.moveListTitle), items.length ? h("ol", { class: "moves" }, items) : h("p", { class: "muted" }, S.noMoves));
  const list = root.querySelector("ol");
  if (list) {
    const done = list.querySelectorAll("li.done");
    const el = done[done.length - 1];
    if (el) list.scrollTop = Math.max(0, el.offsetTop - list.offsetTop - list.clientHeight / 2);
  }
}
