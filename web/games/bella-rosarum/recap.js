// Bella Rosarum's turn recap: what the other seats did since the viewer's last turn, in the
// engine's own sentences (each move's `desc`, told by engine/games/bella_rosarum/text.py), grouped
// by seat, with the computer speed the person chooses; and the places those actions touched,
// as marks for the map (a stack's from and to, a battle's or siege's target). No
// rules: it reads the moves played and their action strings (BR-2's notation).

import { h, replaceChildren } from "../../core/dom.js";
import { SPEEDS, DEFAULT_SPEED } from "../../core/speeds.js";
import { T } from "./strings.js";
import { parseAction } from "./names.js";

/** [start, end) of the recap of `moves` for `viewer`: the other seats' moves before the viewer's
 * turn now (or since the viewer's last move while others play). */
function recapWindow(moves, viewer) {
  let end = moves.length;
  while (end > 0 && moves[end - 1].seat === viewer) end--;
  let start = end;
  while (start > 0 && moves[start - 1].seat !== viewer) start--;
  return [start, end];
}

/** The recap's moves: [{seat, desc, action}]. */
export function sinceLastTurn(moves, viewer) {
  return moves.slice(...recapWindow(moves, viewer));
}

/** Where the recap begins: the index of the position its first action was played from (that
 * is, after the viewer's last action before it). */
export function recapStart(moves, viewer) {
  return recapWindow(moves, viewer)[0];
}

/** What `viewer` holds in a ui_state: its nobles, the places it owns, the living royals it
 * controls (null for a view of no seat). */
export function holdings(ui, viewer) {
  if (viewer === null || viewer === undefined) return null;
  const mine = (map, test) => Object.entries(map || {}).filter(([, v]) => test(v)).map(([id]) => id);
  return {
    nobles: mine(ui.nobles, (n) => n.seat === viewer),
    places: mine(ui.owners, (s) => s === viewer),
    royals: mine(ui.royals, (r) => r.alive && r.controller === viewer),
  };
}

/** What `before` (holdings) had that `ui` no longer gives `viewer`, nobles first:
 * [{kind: "noble"|"place"|"royal", id, dead}]. */
export function losses(before, ui, viewer) {
  const out = [];
  for (const id of before.nobles) {
    const n = ui.nobles ? ui.nobles[id] : null;
    if (!n || n.seat !== viewer) out.push({ kind: "noble", id, dead: !n });
  }
  for (const id of before.royals) {
    const r = ui.royals ? ui.royals[id] : null;
    if (!r || !r.alive || r.controller !== viewer) out.push({ kind: "royal", id, dead: !r || !r.alive });
  }
  for (const loc of before.places) if (!ui.owners || ui.owners[loc] !== viewer) out.push({ kind: "place", id: loc, dead: false });
  return out;
}

/** What the recap's actions did on the map, as marks for the map's highlight (map.js): the places
 * a stack left and reached, a battle's or siege's target, a sally; each place's part told in
 * words, each mark the seat whose action it was (drawn in its colour: several players' turns).
 * One place a mark, no arrows: a turn of many moves would cross the map with them. */
export function recapMarks(items) {
  const say = T.changedTag;
  const at = new Map(); // place -> [kind, words, seat]; a later action wins, but a stack's arrival stays
  for (const m of items) {
    const o = parseAction(m.action);
    if (o.verb === "move") {
      if (!at.has(o.from)) at.set(o.from, ["left", say.from, m.seat]);
      at.set(o.to, ["move", say.to, m.seat]);
    } else if (o.verb === "battle") at.set(o.to, ["battle", say.battle, m.seat]);
    else if (o.verb === "siege") at.set(o.to, ["siege", say.siege, m.seat]);
    else if (o.verb === "sally") at.set(o.from, ["battle", say.battle, m.seat]);
  }
  // their names keep to the map's layout: a turn of many moves would crowd them
  return [...at].map(([to, [kind, toNote, seat]]) => ({ to, kind, toNote, seat, showNames: false }));
}

/**
 * Draws the recap section. opts: {moves, viewer, seatName(s), controllers, prefs, savePrefs,
 * sheet, onClose, lost, named} — without `prefs` (an embedded board) there is no speed choice;
 * `sheet`: shown as a sheet over the foot of a phone's screen (CSS) with a Close button calling
 * onClose(); `lost` (losses(), or null when not known): what the viewer lost in these actions,
 * told first, each by `named(loss)`.
 */
export function renderRecap(box, opts) {
  const { moves, viewer, seatName, controllers } = opts;
  const items = sinceLastTurn(moves || [], viewer);
  const lost = items.length && opts.lost && opts.lost.length ? opts.lost : [];
  // drawn again only when it changes: a computer turn redraws the table after every action
  const last = items.length ? items[items.length - 1] : null;
  const sign = JSON.stringify([items.length, last && last.desc, viewer, !!opts.sheet, opts.prefs && opts.prefs.computerSpeed, lost]);
  if (box.dataset.sign === sign) return items;
  box.dataset.sign = sign;
  const kids = [h("h2", { id: "br-recap-title" }, T.recapTitle)];
  // what happened to the viewer stands first, above the speed and the others' actions
  if (lost.length) kids.push(h("p", { class: "br-recap-you" }, h("strong", {}, T.recapYouLost), " ", lost.map((l) => T.recapLoss(l.kind, opts.named(l), l.dead)).join("; "), "."));
  if (opts.prefs && opts.savePrefs) {
    const speed = SPEEDS.includes(opts.prefs.computerSpeed) ? opts.prefs.computerSpeed : DEFAULT_SPEED;
    const select = h(
      "select",
      {
        id: "br-speed",
        dataset: { key: "speed" },
        onchange: (ev) => {
          opts.prefs.computerSpeed = ev.target.value;
          opts.savePrefs();
        },
      },
      SPEEDS.map((s) => h("option", { value: s, selected: s === speed }, T.speedNames[s])),
    );
    kids.push(h("p", { class: "br-speed" }, h("label", { for: "br-speed" }, T.speedLabel, " "), select));
  }
  if (!items.length) kids.push(h("p", { class: "muted" }, T.recapNone));
  else {
    // one group per run of a seat's actions, in the order played
    const groups = [];
    for (const m of items) {
      if (!groups.length || groups[groups.length - 1].seat !== m.seat) groups.push({ seat: m.seat, lines: [] });
      groups[groups.length - 1].lines.push(m.desc);
    }
    // the log's box keeps its newest line in view by itself (column-reverse, CSS): no scroll
    // position to set, which would make the browser lay the page out at every action
    const log = h(
      "div",
      { class: "br-recap-log", tabindex: "0", role: "region", "aria-labelledby": "br-recap-title" },
      h("div", {}, groups.map((g) =>
        h(
          "section",
          { class: `br-recap-turn seat-${g.seat}` },
          h("h3", {}, controllers && controllers[g.seat] === "computer" ? T.recapSeatComputer(seatName(g.seat)) : seatName(g.seat)),
          h("ol", {}, g.lines.map((line) => h("li", {}, line))),
        ),
      )),
    );
    kids.push(log);
  }
  box.classList.toggle("sheet", !!opts.sheet && items.length > 0);
  if (opts.sheet && items.length) kids.push(h("button", { type: "button", class: "br-recap-close", dataset: { key: "recap-close" }, onclick: () => opts.onClose() }, T.recapClose));
  replaceChildren(box, kids);
  return items;
}
