// The analysis's win-chance graph (web/shell/review.js draws it): axes (positions by move
// number, 0–100 %), a legend naming whose chance the line is, and a readout of one position
// linked to the move list. The graph is one focusable slider over the positions: Left/Right,
// Home/End and Page Up/Down pick a position (the review shows it on the board and in the move
// list), its aria-valuetext says the position in words; hovering a point does the same with the
// mouse, with the readout drawn on the graph. Its text alternative is the table review.js adds.

import { h, svg, replaceChildren } from "../core/dom.js";
import { R } from "./review-strings.js";

// viewBox units; the graph scales with the panel's width
const W = 360;
const H = 150;
const PAD = { left: 34, right: 8, top: 8, bottom: 24 };

/** Move-number ticks from 0 to `last`: about six, on a step of 1, 2, 5 × 10ⁿ. */
export function ticks(last) {
  const rough = Math.max(1, last / 6);
  const p = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= rough);
  const out = [];
  for (let v = 0; v <= last; v += step) out.push(v);
  return out;
}

export class WinGraph {
  /**
   * hooks: {pick(i): show position i (the review's cursor), text(i): the position's readout in
   * words, or null where it has no estimate}
   */
  constructor(hooks) {
    this.hooks = hooks;
    this.data = null;
    this.hover = null;
    this.legend = h("p", { class: "wc-legend" });
    this.slider = h("div", {
      class: "wc-slider",
      role: "slider",
      tabindex: "0",
      "aria-orientation": "horizontal",
      "aria-valuemin": "0",
      onkeydown: (ev) => this.onKey(ev),
    });
    this.readout = h("p", { class: "wc-readout" });
    this.root = h("div", { class: "wc-box" }, this.legend, this.slider, this.readout);
    this.slider.addEventListener("pointermove", (ev) => this.onPointer(ev));
    this.slider.addEventListener("pointerdown", (ev) => this.onPointer(ev, true));
    this.slider.addEventListener("pointerleave", () => this.setHover(null));
  }

  /**
   * Draws the graph. d: {last (the position on the board), at (the position shown), series:
   * [{k, name, points: [{i, v}]}] (a line per side), dots: [{i, v, k, lost}], label (the
   * slider's name), legend (its text), sides: [{k, name}] (the swatches)}.
   */
  update(d) {
    this.data = d;
    const { last, at } = d;
    const span = Math.max(1, last);
    const x = (i) => PAD.left + (i / span) * (W - PAD.left - PAD.right);
    const y = (v) => PAD.top + (1 - v) * (H - PAD.top - PAD.bottom);
    this.x = x;
    const kids = [];
    // the axes: 0, 50 and 100 % across, the move numbers below
    for (const v of [0, 0.25, 0.5, 0.75, 1]) {
      kids.push(svg("line", { class: v === 0.5 ? "wc-even" : "wc-grid", x1: PAD.left, x2: W - PAD.right, y1: y(v), y2: y(v) }));
      if (v * 100 % 50 === 0) kids.push(svg("text", { class: "wc-tick wc-tick-side", x: PAD.left - 4, y: y(v) + 3 }, R.percent(v)));
    }
    for (const t of ticks(last)) {
      kids.push(svg("line", { class: "wc-grid", x1: x(t), x2: x(t), y1: PAD.top, y2: H - PAD.bottom + 3 }));
      kids.push(svg("text", { class: "wc-tick", x: x(t), y: H - PAD.bottom + 12, "text-anchor": "middle" }, String(t)));
    }
    kids.push(svg("text", { class: "wc-axis", x: W - PAD.right, y: H - 2 }, R.axisMoves));
    kids.push(svg("line", { class: "wc-axis-line", x1: PAD.left, x2: PAD.left, y1: PAD.top, y2: H - PAD.bottom }));
    kids.push(svg("line", { class: "wc-axis-line", x1: PAD.left, x2: W - PAD.right, y1: H - PAD.bottom, y2: H - PAD.bottom }));
    for (const s of d.series) {
      if (s.points.length > 1) kids.push(svg("polyline", { class: `wc-line side-${s.k}`, points: s.points.map((p) => `${x(p.i).toFixed(1)},${y(p.v).toFixed(1)}`).join(" ") }));
    }
    // the position shown: a line across the whole height
    kids.push(svg("line", { class: "wc-cursor", x1: x(at), x2: x(at), y1: PAD.top, y2: H - PAD.bottom }));
    for (const p of d.dots) {
      kids.push(svg("circle", { class: `wc-point side-${p.k}${p.lost ? " lost" : ""}${p.i === at ? " current" : ""}`, cx: x(p.i).toFixed(1), cy: y(p.v).toFixed(1), r: p.lost ? 4 : p.i === at ? 3.5 : 2.2, dataset: { i: String(p.i) } }));
    }
    this.hoverLayer = svg("g", { class: "wc-hover" });
    kids.push(this.hoverLayer);
    this.y = y;
    const graph = svg("svg", { class: "wc-graph", viewBox: `0 0 ${W} ${H}`, "aria-hidden": "true", focusable: "false", dataset: { points: String(d.dots.length) } }, kids);
    replaceChildren(this.slider, graph);
    replaceChildren(this.legend, d.sides.map((s) => h("span", { class: "wc-key" }, h("span", { class: `wc-swatch side-${s.k}`, "aria-hidden": "true" }), s.name)), d.legend ? h("span", { class: "wc-legend-note" }, d.legend) : null);
    this.slider.setAttribute("aria-label", d.label);
    this.slider.setAttribute("aria-valuemax", String(last));
    this.slider.setAttribute("aria-valuenow", String(at));
    const text = this.hooks.text(at);
    this.slider.setAttribute("aria-valuetext", text);
    this.shownText = text;
    this.drawHover();
  }

  /** The position under the pointer: hovering shows it in the readout, on the board and in the list. */
  onPointer(ev, press = false) {
    if (!this.data) return;
    const box = this.slider.firstChild && this.slider.firstChild.getBoundingClientRect();
    if (!box || !box.width) return;
    const ux = ((ev.clientX - box.left) / box.width) * W;
    const span = Math.max(1, this.data.last);
    const i = Math.max(0, Math.min(this.data.last, Math.round(((ux - PAD.left) / (W - PAD.left - PAD.right)) * span)));
    if (ev.pointerType === "touch" && !press) return;
    this.setHover(i);
    if (i !== this.data.at) this.hooks.pick(i);
  }

  setHover(i) {
    if (this.hover === i) return;
    this.hover = i;
    this.drawHover();
  }

  /** The readout: at the hovered position (a label on the graph) or the position shown. */
  drawHover() {
    if (!this.data) return;
    const i = this.hover ?? this.data.at;
    const text = this.hooks.text(i) || "";
    if (this.readout.textContent !== text) this.readout.textContent = text;
    if (!this.hoverLayer) return;
    if (this.hover === null) return replaceChildren(this.hoverLayer);
    const dot = this.data.dots.find((p) => p.i === i);
    const x = this.x(i);
    const label = dot ? `${i === 0 ? R.start : R.moveShort(i)} · ${R.percent(dot.v)}` : i === 0 ? R.start : R.moveShort(i);
    const wide = label.length * 5.6 + 10;
    const lx = Math.max(PAD.left, Math.min(W - PAD.right - wide, x - wide / 2));
    replaceChildren(
      this.hoverLayer,
      svg("line", { class: "wc-hover-line", x1: x, x2: x, y1: PAD.top, y2: H - PAD.bottom }),
      dot ? svg("circle", { class: "wc-hover-dot", cx: x, cy: this.y(dot.v), r: 4.5 }) : null,
      svg("rect", { class: "wc-tip", x: lx, y: PAD.top + 1, width: wide, height: 14, rx: 3 }),
      svg("text", { class: "wc-tip-text", x: lx + wide / 2, y: PAD.top + 11, "text-anchor": "middle" }, label),
    );
  }

  onKey(ev) {
    if (!this.data || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const { last, at } = this.data;
    const big = Math.max(2, Math.round(last / 10));
    const to = { ArrowLeft: at - 1, ArrowDown: at - 1, ArrowRight: at + 1, ArrowUp: at + 1, Home: 0, End: last, PageDown: at - big, PageUp: at + big }[ev.key];
    if (to === undefined) return;
    // the slider's own keys: the page's review keys (skeleton.js) must not step a second time
    ev.preventDefault();
    ev.stopPropagation();
    this.setHover(null);
    const i = Math.max(0, Math.min(last, to));
    if (i !== at) this.hooks.pick(i);
  }
}
