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

/**
 * Draws `moves` into `root`; the first `index` are played. With `pick` (review.js) each played
 * move is a button showing the position after it (one tab stop: the current one; arrows move);
 * `cursor` is the position shown, `marks` (move index → {text, betterLabel}) the moves the
 * analysis marked, `better(i)` shows the better move for move i; `heading: false` leaves out the title.
 */
export function renderMoveList(root, moves, index, { cursor = null, pick = null, marks = null, better = null, heading = true } = {}) {
  const at = cursor ?? index; // the position shown: after move `at`
  const items = moves.map((m, i) => {
    const text = S.moveEntry(i + 1, m.desc);
    const mark = marks && marks.get(i);
    const here = i + 1 === at;
    const label = pick && i < index ? h("button", { type: "button", class: "move-pick", tabindex: here || (at === 0 && i === 0) ? "0" : "-1", "aria-current": here ? "step" : false, dataset: { ply: String(i + 1) }, onclick: () => pick(i + 1) }, text) : text;
    const extra = mark ? [h("span", { class: "move-lost" }, mark.text), better ? h("button", { type: "button", class: "inline move-better", "aria-label": mark.betterLabel, onclick: () => better(i) }, mark.betterText) : null] : [];
    return h("li", { class: `${i < index ? "done" : "undone"}${here ? " current" : ""}${mark ? " lost" : ""}` }, label, extra);
  });
  const focused = root.contains(document.activeElement) && document.activeElement.dataset ? document.activeElement.dataset.ply : null;
  replaceChildren(root, heading ? h("h2", {}, S.moveListTitle) : null, items.length ? h("ol", { class: "moves" }, items) : h("p", { class: "muted" }, S.noMoves));
  const list = root.querySelector("ol");
  if (list) {
    const current = at === 0 ? list.firstChild : list.querySelector("li.current") || [...list.querySelectorAll("li.done")].pop();
    if (current) list.scrollTop = Math.max(0, current.offsetTop - list.offsetTop - list.clientHeight / 2);
    // the move a person was on keeps the focus across a redraw (or the one now shown)
    if (focused) {
      const b = list.querySelector(`button[data-ply="${at}"]`) || list.querySelector(`button[data-ply="${focused}"]`);
      if (b) b.focus();
    }
  }
}
