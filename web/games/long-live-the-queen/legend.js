// Long Live the Queen's legend: every mark the board draws on a tile (initiative disc, colour
// edge, stripes and the FACE DOWN / SEEN corner, backs, aim "→ p", the red ×, the Guard's
// shield, the rolled number, the rings of a choice), each beside a sample drawn with the
// board's own pieces (badges.js) and explained in strings.js. Shown under a toggle button.

import { h } from "../../core/dom.js";
import { T as LQ } from "./strings.js";
import { aimBadge, faceMark, hitBadge, initiativeBadge } from "./badges.js";

function sample(cls, ...children) {
  return h("span", { class: `lq-tile lq-sample ${cls}`, "aria-hidden": "true" }, children);
}

function rows() {
  const L = LQ.legend;
  return [
    [sample("up c-red", initiativeBadge(1)), L.init],
    [sample("up c-blue lq-sample-edge"), L.colour],
    [sample("down mine c-yellow", faceMark("D")), L.down],
    [sample("down known c-blue", faceMark("K")), L.seen],
    [sample("back seat-1", h("span", { class: "lq-back-mark" }, "✿")), L.back],
    [sample("up c-red", aimBadge(9, null)), L.aim],
    [sample("up threatened c-none", hitBadge(false)), L.hit],
    [sample("up c-none", hitBadge(true)), L.guard],
    [h("span", { class: "lq-num lq-sample-num rolled", "aria-hidden": "true" }, "8"), L.rolled],
    [sample("up c-none source"), L.pick],
  ];
}

/** The toggle and the legend; `open` and `onToggle(open)` keep its state across redraws. */
export function renderLegend(id, open, onToggle) {
  const button = h(
    "button",
    { type: "button", class: "lq-legend-toggle", "aria-expanded": open ? "true" : "false", "aria-controls": id, onclick: () => onToggle(!open) },
    LQ.legendButton,
  );
  const region = h(
    "section",
    { class: "lq-legend", id, role: "region", "aria-label": LQ.legendLabel, hidden: !open },
    h("ul", {}, rows().map(([s, text]) => h("li", {}, s, h("span", {}, text)))),
    h("p", { class: "muted" }, LQ.legendHint),
  );
  return h("div", { class: "lq-legend-box" }, button, region);
}
