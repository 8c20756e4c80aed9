// The small marks drawn on Long Live the Queen's tiles (aim, hit, Guard's shield, face marks),
// built once here for the board (view.js) and its legend (legend.js), so the legend shows exactly
// what the board draws. The shield is an inline SVG built with DOM calls: the "⛨" character has
// no glyph in common fonts.

import { h, svg } from "../../core/dom.js";
import { T as LQ } from "./strings.js";

/** The Guard's shield (LQ-5.11), sized by the text around it. */
export function shield() {
  return svg(
    "svg",
    { class: "lq-shield", viewBox: "0 0 16 16", width: "1em", height: "1em", "aria-hidden": "true", focusable: "false" },
    svg("path", { d: "M8 1.2 14 3.4V8c0 3.3-2.5 5.8-6 7-3.5-1.2-6-3.7-6-7V3.4Z", fill: "currentColor" }),
    svg("path", { d: "M8 3.4v9.4", stroke: "#fff", "stroke-width": "1.4", fill: "none" }),
  );
}

/** "→ p" on a face-up Sniper or Assassin: the position its ability would turn face down. */
export function aimBadge(target, title) {
  return h("span", { class: "lq-threat-from", title, "aria-hidden": "true" }, LQ.threatMark(target));
}

/** On the tile aimed at: a red × , or the shield when a Guard keeps it face up. */
export function hitBadge(guarded) {
  return h("span", { class: `lq-threat-to${guarded ? " guarded" : ""}`, "aria-hidden": "true" }, guarded ? shield() : "×");
}

/** The corner mark of a face-down tile the viewer knows: own secret (D) or seen by both (K). */
export function faceMark(face) {
  return h("span", { class: "lq-mark", "aria-hidden": "true" }, face === "K" ? LQ.knownMark : LQ.faceDownMark);
}

/** The initiative disc. */
export function initiativeBadge(n) {
  return h("span", { class: "lq-init", "aria-hidden": "true" }, LQ.initiative(n));
}
