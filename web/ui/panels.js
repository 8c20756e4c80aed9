// Side panels: each seat's hand and heroes, the piles (with the "Draw card" button),
// roses on board and the live score per side. Pure drawing from ui_state + view.

import { h, replaceChildren } from "./dom.js";
import { cardButton, cardFace } from "./cards.js";
import { heroIcon, rose } from "./pieces.js";
import { S } from "./strings.js";

export function seatNames(ui) {
  const n = ui.seats || (ui.hands ? ui.hands.length : 2);
  return Array.from({ length: n }, (_, i) => S.seatName(i, n, ui.teams));
}

export function sideOf(ui, seat) {
  return ui.teams ? ui.teams[seat] : seat % 2;
}

/**
 * view: {activeSeat, playableCards: Map(card -> [moves]), selected, controllers, onCard,
 *        hint: {seat, card} suggested by the Hint button, or null}
 */
export function renderSeats(root, ui, view) {
  const names = seatNames(ui);
  const panels = names.map((name, seat) => {
    const side = sideOf(ui, seat);
    const hand = (ui.hands && ui.hands[seat]) || [];
    const isActive = ui.to_move === seat && !ui.outcome;
    const ctl = view.controllers ? view.controllers[seat] : "human";
    const cards = hand.map((card) => {
      const moves = view.activeSeat === seat ? view.playableCards.get(card) || [] : [];
      return cardButton(card, {
        enabled: moves.length > 0,
        selected: !!(view.selected && view.selected.card === card && view.activeSeat === seat),
        hero: moves.length > 0 && moves.every((m) => m.hero),
        hint: !!(view.hint && view.hint.seat === seat && view.hint.card === card),
        onClick: () => view.onCard(card),
      });
    });
    const heroes = (ui.heroes && ui.heroes[seat]) ?? 0;
    const heroRow = h(
      "div",
      { class: "heroes", role: "img", "aria-label": S.heroesLeftLong(name, heroes) },
      Array.from({ length: heroes }, () => heroIcon(side)),
      h("span", { class: "hero-count", "aria-hidden": "true" }, S.heroesLeft(heroes)),
    );
    return h(
      "section",
      { class: `seat side-${side}${isActive ? " active" : ""}`, "aria-label": name, dataset: { seat: String(seat) } },
      h(
        "h2",
        { class: "seat-name" },
        h("span", { class: "seat-rose", "aria-hidden": "true" }, rose(side)),
        name,
        h("span", { class: "seat-ctl" }, ctl === "computer" ? ` (${S.computerTag})` : ""),
      ),
      h(
        "div",
        { class: "hand", role: "group", "aria-label": S.handLabel(name) },
        cards.length ? cards : h("span", { class: "muted" }, S.noCards),
      ),
      h("div", { class: "seat-meta" }, heroRow, h("span", { class: "hand-count" }, S.handCount(hand.length, ui.hand_limit ?? 5))),
    );
  });
  replaceChildren(root, panels);
}

/** view: {canDraw, onDraw, hintDraw} */
export function renderPiles(root, ui, view) {
  const drawBtn = h(
    "button",
    {
      type: "button",
      class: `draw-pile${view.hintDraw ? " hint" : ""}`,
      "aria-label": S.drawCard,
      disabled: !view.canDraw,
      dataset: { key: "draw" },
      onclick: view.onDraw,
    },
    h("span", { class: "pile-back", "aria-hidden": "true" }),
    h("span", { class: "pile-text", "aria-hidden": "true" }, S.drawCard),
    h("span", { class: "pile-count", "aria-hidden": "true" }, String(ui.draw_count ?? "–")),
  );
  const discard = h(
    "div",
    { class: "discard", role: "img", "aria-label": `${S.discardTop}: ${ui.discard_top || S.discardEmpty}` },
    ui.discard_top ? h("span", { class: "card face-only" }, cardFace(ui.discard_top)) : h("span", { class: "card empty" }),
  );
  replaceChildren(
    root,
    h("div", { class: "pile" }, drawBtn, h("span", { class: "pile-caption" }, S.drawPile(ui.draw_count ?? 0))),
    h("div", { class: "pile" }, discard, h("span", { class: "pile-caption" }, S.discardPile(ui.discard_count ?? 0))),
    h("p", { class: "tokens" }, S.tokens(ui.tokens_on_board ?? 0, ui.tokens_total ?? 52)),
  );
}

export function renderScore(root, ui) {
  const rows = (ui.score || []).map((sc, side) =>
    h(
      "li",
      { class: `score-side side-${side}` },
      h("span", { class: "score-rose", "aria-hidden": "true" }, rose(side)),
      h("strong", {}, S.sideName(side)),
      " ",
      h("span", { class: "score-points" }, S.scoreLine(sc.points, sc.largest, sc.tokens)),
    ),
  );
  replaceChildren(root, h("h2", {}, S.scoreTitle), h("ul", { class: "score-list" }, rows));
}

/** entries: [{seat, desc}] ; index: how many are applied (the rest are redo-able) */
export function renderMoveList(root, entries, index, names) {
  const items = entries.map((e, i) =>
    h("li", { class: i < index ? "done" : "undone" }, S.moveEntry(i + 1, names[e.seat] ?? "?", e.desc)),
  );
  replaceChildren(
    root,
    h("h2", {}, S.moveListTitle),
    items.length ? h("ol", { class: "moves" }, items) : h("p", { class: "muted" }, S.noMoves),
  );
  const list = root.querySelector("ol");
  if (list) {
    const done = list.querySelectorAll("li.done");
    const el = done[done.length - 1];
    if (el) list.scrollTop = Math.max(0, el.offsetTop - list.offsetTop - list.clientHeight / 2);
  }
}
