// Side panels: each seat's hand and heroes, the piles (with the "Draw card" button),
// roses on board and the live score per side. Pure drawing from ui_state + view.

import { h, replaceChildren } from "../../core/dom.js";
import { cardButton, cardFace } from "./cards.js";
import { heroIcon, rose } from "./pieces.js";
import { T } from "./strings.js";
import { S } from "../../shell/strings.js";

export function seatNames(ui) {
  const n = ui.seats || (ui.hands ? ui.hands.length : 2);
  return Array.from({ length: n }, (_, i) => T.seatName(i, n, ui.teams));
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
        // where the card goes, said and shown before the click that plays it
        goesTo: moves.length ? moves[0].target : null,
        onClick: () => view.onCard(card),
        onPreview: view.onPreview ? (on) => view.onPreview(on ? card : null) : null,
      });
    });
    const heroes = (ui.heroes && ui.heroes[seat]) ?? 0;
    const heroRow = h(
      "div",
      { class: "heroes", role: "img", "aria-label": T.heroesLeftLong(name, heroes) },
      Array.from({ length: heroes }, () => heroIcon(side)),
      h("span", { class: "hero-count", "aria-hidden": "true" }, T.heroesLeft(heroes)),
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
        { class: "hand", role: "group", "aria-label": T.handLabel(name) },
        cards.length ? cards : h("span", { class: "muted" }, T.noCards),
      ),
      h("div", { class: "seat-meta" }, heroRow, h("span", { class: "hand-count" }, T.handCount(hand.length, ui.hand_limit ?? 5))),
    );
  });
  replaceChildren(root, panels);
}

/** view: {canDraw, onDraw, hintDraw, last: "play" | "draw" | null (what the last move did)} */
export function renderPiles(root, ui, view) {
  const drawBtn = h(
    "button",
    {
      type: "button",
      class: `draw-pile${view.hintDraw ? " hint" : ""}${view.last === "draw" ? " last-move" : ""}`,
      "aria-label": T.drawCard,
      "aria-description": view.last === "draw" ? T.lastDrawn : null,
      disabled: !view.canDraw,
      dataset: { key: "draw" },
      onclick: view.onDraw,
    },
    h("span", { class: "pile-back", "aria-hidden": "true" }),
    h("span", { class: "pile-text", "aria-hidden": "true" }, T.drawCard),
    h("span", { class: "pile-count", "aria-hidden": "true" }, String(ui.draw_count ?? "–")),
  );
  const discard = h(
    "div",
    {
      class: `discard${view.last === "play" ? " last-move" : ""}`,
      role: "img",
      "aria-label": `${T.discardTop}: ${ui.discard_top ? T.cardName(ui.discard_top) : T.discardEmpty}${view.last === "play" ? `, ${T.lastPlayed}` : ""}`,
    },
    ui.discard_top ? h("span", { class: "card face-only" }, cardFace(ui.discard_top)) : h("span", { class: "card empty" }),
  );
  replaceChildren(
    root,
    h("div", { class: "pile" }, drawBtn, h("span", { class: "pile-caption" }, T.drawPile(ui.draw_count ?? 0))),
    h("div", { class: "pile" }, discard, h("span", { class: "pile-caption" }, T.discardPile(ui.discard_count ?? 0))),
    h("p", { class: "tokens" }, T.tokens(ui.tokens_on_board ?? 0, ui.tokens_total ?? 52)),
  );
}

/** Each side's points as its territory sizes squared (RK-9), named for screen readers. */
export function renderScore(root, ui) {
  const rows = (ui.score || []).map((sc, side) => {
    const sizes = [...(sc.territories || [])].sort((a, b) => b - a);
    const formula = T.territoryFormula(sizes, sc.points ?? 0);
    return h(
      "li",
      { class: `score-side side-${side}`, "aria-label": T.scoreLabel(T.sideName(side), formula) },
      h("span", { class: "score-rose", "aria-hidden": "true" }, rose(side)),
      h("strong", { "aria-hidden": "true" }, T.sideName(side)),
      " ",
      h("span", { class: "score-formula", "aria-hidden": "true" }, formula),
      h("span", { class: "score-points", "aria-hidden": "true" }, T.scoreLine(sc.points, sc.largest, sc.tokens)),
    );
  });
  replaceChildren(root, h("h2", {}, T.scoreTitle), h("ul", { class: "score-list" }, rows));
}
