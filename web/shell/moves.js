// The move list: the sentences the engine tells for each move, in the page language, drawn as
// an ordered list (moves after the board's position are struck through, for redo). The engine
// tells a move once when it is made, again when a record is imported, and again after a
// language switch for moves saved in the other language.

import { h, replaceChildren } from "../core/dom.js";
import { S } from "./strings.js";
import { LANG } from "../core/lang.js";
import { errorText, toldInPageLang } from "../core/engine.js";

/** The story of a move when the record's chance outcome is the engine's own, else its sentence;
 * `barrier`: undo must not go back past it (the engine's mark; a recorded chance outcome other
 * than the engine's own counts as one). */
async function tell(engine, state, action, entry) {
  const res = await engine.call("step", state, action, LANG);
  if (JSON.stringify(res.entry) === JSON.stringify(entry)) return { text: res.text, barrier: !!res.undo_barrier };
  return { text: await engine.call("describe_action", state, action, LANG), barrier: true };
}

/** The moves of replayed states as the move list holds them. */
export async function movesOf(engine, states, entries, game) {
  const moves = [];
  for (let i = 0; i < entries.length; i++) {
    const action = entries[i].action;
    const seat = await engine.call("current_player", states[i]);
    const auto = game.isAutomatic ? game.isAutomatic(action) : false;
    const told = await tell(engine, states[i], action, entries[i]);
    moves.push({ action, entry: entries[i], desc: told.text, lang: LANG, seat, barrier: told.barrier, ...(auto ? { auto: true } : {}) });
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
    let barrier = m.barrier !== false;
    try {
      ({ text: desc, barrier } = await tell(engine, hist.states[i], m.action, m.entry));
    } catch (err) {
      console.warn("rosarium: a saved move could not be re-told:", errorText(err));
    }
    hist.moves[i] = { ...m, desc, lang: LANG, barrier };
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
  // A long game (hundreds of moves) redraws its list after every move: an item whose look has
  // not changed is kept, so a move costs one new item, not the whole list. The buttons call the
  // latest pick/better through `hooks`, since a kept item outlives the call that drew it.
  const hooks = root._moveHooks || (root._moveHooks = {});
  hooks.pick = pick;
  hooks.better = better;
  const old = root._moveItems || [];
  const items = moves.map((m, i) => {
    const text = S.moveEntry(i + 1, m.desc);
    const mark = marks && marks.get(i);
    const here = i + 1 === at;
    const pickable = Boolean(pick) && i < index;
    const tab = here || (at === 0 && i === 0) ? "0" : "-1";
    const cls = `${i < index ? "done" : "undone"}${here ? " current" : ""}${mark ? " lost" : ""}`;
    const key = JSON.stringify([text, cls, pickable, pickable && tab, mark ? [mark.text, mark.betterLabel, mark.betterText, Boolean(better)] : null]);
    if (old[i] && old[i].key === key) return old[i];
    const label = pickable ? h("button", { type: "button", class: "move-pick", tabindex: tab, "aria-current": here ? "step" : false, dataset: { ply: String(i + 1) }, onclick: () => hooks.pick(i + 1) }, text) : text;
    const extra = mark ? [h("span", { class: "move-lost" }, mark.text), better ? h("button", { type: "button", class: "inline move-better", "aria-label": mark.betterLabel, onclick: () => hooks.better(i) }, mark.betterText) : null] : [];
    return { key, li: h("li", { class: cls }, label, extra) };
  });
  root._moveItems = items;
  const focused = root.contains(document.activeElement) && document.activeElement.dataset ? document.activeElement.dataset.ply : null;
  let list = root.querySelector("ol.moves");
  const shape = `${LANG}:${heading}:${items.length > 0}`;
  if (root._moveShape !== shape || (items.length && !list)) {
    root._moveShape = shape;
    replaceChildren(root, heading ? h("h2", {}, S.moveListTitle) : null, items.length ? h("ol", { class: "moves" }, items.map((it) => it.li)) : h("p", { class: "muted" }, S.noMoves));
    list = root.querySelector("ol.moves");
  } else if (list) {
    items.forEach((it, i) => {
      const child = list.children[i];
      if (child !== it.li) child ? list.replaceChild(it.li, child) : list.append(it.li);
    });
    while (list.children.length > items.length) list.lastChild.remove();
  }
  if (list) {
    const current = at === 0 ? list.firstChild : list.querySelector("li.current") || [...list.querySelectorAll("li.done")].pop();
    if (current) list.scrollTop = Math.max(0, current.offsetTop - list.offsetTop - list.clientHeight / 2);
    // the move a person was on keeps the focus across a redraw (or the one now shown); the list
    // scrolls itself (above), the page does not: a page that jumped would move the graph away
    // from a pointer hovering it
    if (focused) {
      const b = list.querySelector(`button[data-ply="${at}"]`) || list.querySelector(`button[data-ply="${focused}"]`);
      if (b) b.focus({ preventScroll: true });
    }
  }
}
