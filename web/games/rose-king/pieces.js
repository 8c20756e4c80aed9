// Inline SVG pieces: the two roses (different in shape, not only colour), the crown,
// and the hero emblem. All built with createElementNS, all decorative (aria-hidden):
// the squares and buttons carry the accessible names.

import { svg } from "../../core/dom.js";

function frame(cls) {
  return svg("svg", { viewBox: "-50 -50 100 100", class: cls, "aria-hidden": "true", focusable: "false" });
}

/** Red rose: five solid rounded petals around a golden heart (Lancaster). */
export function redRose() {
  const s = frame("piece rose rose-red");
  const g = svg("g", { class: "petals" });
  for (let i = 0; i < 5; i++) {
    const a = (i * 72 - 90) * (Math.PI / 180);
    g.append(svg("circle", { cx: (Math.cos(a) * 20).toFixed(2), cy: (Math.sin(a) * 20).toFixed(2), r: 19 }));
  }
  s.append(g);
  s.append(svg("circle", { class: "inner", r: 13 }));
  s.append(svg("circle", { class: "heart", r: 6 }));
  return s;
}

/** White rose: a ring around eight pointed petals with a hollow centre (York). */
export function whiteRose() {
  const s = frame("piece rose rose-white");
  s.append(svg("circle", { class: "ring", r: 41 }));
  const pts = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * 22.5 - 90) * (Math.PI / 180);
    const r = i % 2 === 0 ? 34 : 18;
    pts.push(`${(Math.cos(a) * r).toFixed(2)},${(Math.sin(a) * r).toFixed(2)}`);
  }
  s.append(svg("polygon", { class: "petals", points: pts.join(" ") }));
  s.append(svg("circle", { class: "heart", r: 8 }));
  return s;
}

export function rose(side) {
  return side === 0 ? redRose() : whiteRose();
}

/** The crown (drawn over the square it stands on). */
export function crown() {
  const s = frame("piece crown");
  s.append(
    svg("path", {
      class: "crown-body",
      d: "M-30 18 L-34 -14 L-17 2 L0 -24 L17 2 L34 -14 L30 18 Z",
    }),
  );
  s.append(svg("rect", { class: "crown-band", x: -31, y: 14, width: 62, height: 10, rx: 2 }));
  for (const [x, y] of [[-34, -16], [0, -27], [34, -16]]) s.append(svg("circle", { class: "crown-jewel", cx: x, cy: y, r: 5 }));
  return s;
}

/** A small knight's helm standing for a hero card. */
export function heroIcon(side) {
  const s = frame(`piece hero ${side === 0 ? "hero-red" : "hero-white"}`);
  s.append(svg("path", { class: "hero-shield", d: "M-30 -36 H30 V2 C30 24 12 36 0 44 C-12 36 -30 24 -30 2 Z" }));
  s.append(svg("path", { class: "hero-cross", d: "M-5 -28 H5 V-4 H22 V6 H5 V34 H-5 V6 H-22 V-4 H-5 Z" }));
  return s;
}
