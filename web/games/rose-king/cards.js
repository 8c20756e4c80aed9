// Power cards: an arrow rotated to the card's direction and the distance as I / II / III.
// A card is a <button> whose accessible name is the card in words in the page language
// ("north-east 2", German "Nordost 2"); its data-card keeps the notation of actions and records.

import { h, svg } from "../../core/dom.js";
import { T } from "./strings.js";

const ANGLE = { N: 0, NE: 45, E: 90, SE: 135, S: 180, SW: 225, W: 270, NW: 315 };
const ROMAN = { 1: "I", 2: "II", 3: "III" };

// one square's step in each direction: [files east, ranks north]
const STEP = { N: [0, 1], NE: [1, 1], E: [1, 0], SE: [1, -1], S: [0, -1], SW: [-1, -1], W: [-1, 0], NW: [-1, 1] };

export function parseCard(notation) {
  const m = /^(N|NE|E|SE|S|SW|W|NW)([123])$/.exec(notation || "");
  return m ? { dir: m[1], dist: Number(m[2]) } : null;
}

export function arrow(dir) {
  const s = svg("svg", { viewBox: "-50 -50 100 100", class: "card-arrow", "aria-hidden": "true", focusable: "false" });
  const g = svg("g", { transform: `rotate(${ANGLE[dir] ?? 0})` });
  g.append(svg("path", { d: "M0 -40 L24 -10 H9 V38 H-9 V-10 H-24 Z" }));
  s.append(g);
  return s;
}

/** The face of a card (arrow + numeral), used in buttons and in the discard pile. */
export function cardFace(notation) {
  const c = parseCard(notation);
  if (!c) return h("span", { class: "card-face", "aria-hidden": "true" }, notation);
  return h(
    "span",
    { class: "card-face", "aria-hidden": "true" },
    arrow(c.dir),
    h("span", { class: "card-dist" }, ROMAN[c.dist]),
    h("span", { class: "card-dir" }, T.dirLabel(c.dir)),
  );
}

/**
 * A card button. opts: {enabled, selected, hero, hint, goesTo (its target square), onClick,
 * onPreview(on) (pointer or focus on it / off it)}
 * Disabled cards stay buttons (named like the card) so every seat's hand is readable.
 */
export function cardButton(notation, opts = {}) {
  const b = h(
    "button",
    {
      type: "button",
      class: `card${opts.selected ? " selected" : ""}${opts.enabled ? " playable" : ""}${opts.hero ? " hero-only" : ""}${opts.hint ? " hint" : ""}`,
      "aria-label": T.cardName(notation),
      // a hero-only card is picked first and confirmed (a toggle); any other card plays at once
      "aria-pressed": opts.selected ? "true" : opts.enabled && opts.hero ? "false" : undefined,
      "aria-description": opts.enabled && opts.goesTo ? (opts.hero ? T.cardGoesHero(opts.goesTo) : T.cardGoesTo(opts.goesTo)) : undefined,
      disabled: !opts.enabled,
      dataset: { key: `card:${notation}`, card: notation },
      onclick: opts.onClick,
    },
    cardFace(notation),
  );
  if (opts.enabled && opts.onPreview) {
    for (const [ev, on] of [["mouseenter", true], ["focus", true], ["mouseleave", false], ["blur", false]]) b.addEventListener(ev, () => opts.onPreview(on));
  }
  return b;
}

/** The square the crown left when `card` brought it to `to` (RK-5.1: it moves in the card's
 * direction by exactly its distance), or null. */
export function squareBefore(card, to) {
  const c = parseCard(card);
  const m = /^([a-i])([1-9])$/.exec(to || "");
  if (!c || !m) return null;
  const [df, dr] = STEP[c.dir];
  const file = "abcdefghi".indexOf(m[1]) - df * c.dist;
  const rank = Number(m[2]) - dr * c.dist;
  return file >= 0 && file < 9 && rank >= 1 && rank <= 9 ? `${"abcdefghi"[file]}${rank}` : null;
}
