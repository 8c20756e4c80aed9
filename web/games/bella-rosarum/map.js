// Bella Rosarum's map: the coastline, the faint grid of land cells, the roads and the off-map
// boxes drawn once in SVG from engine.api.board_data; over it one real <button> per place (and
// per open field that holds a stack or is a legal target), named by place, with the owner, the
// stack and its troops and the royals there in its accessible name. Which buttons are targets
// comes from the table (ui_state's legal actions); the map holds no rules.

import { h, svg, replaceChildren } from "../../shell/dom.js";
import { Roving } from "../../shell/roving.js";
import { T } from "./strings.js";
import { cellOf, locName, royalName, kindName, nameOf } from "./names.js";
import { placeLabels, shortName } from "./labels.js";

const pct = (v, of) => `${((v / of) * 100).toFixed(3)}%`;

function ringPath(ring) {
  return ring.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join("") + "Z";
}

/** The background SVG: coast (land filled), the land cells' grid, the roads, the boxes. */
function background(board, frames) {
  const { cols, rows } = board;
  const land = board.coast.polygons.map((p) =>
    svg("path", { class: `br-land br-land-${p.landmass}`, d: p.rings.map(ringPath).join(""), "fill-rule": "evenodd" }),
  );
  let grid = "";
  board.land.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      if (ch === "#") grid += `M${x} ${y}h1v1h-1Z`;
    });
  });
  const roads = [];
  for (const r of board.roads) {
    for (const leg of r.legs) {
      const d = leg.cells.map(([x, y], i) => `${i ? "L" : "M"}${x + 0.5} ${y + 0.5}`).join("");
      roads.push(svg("path", { class: "br-road", d }, svg("title", {}, nameOf(r.name))));
    }
  }
  const boxes = board.boxes.map((b, i) => {
    const f = frames[i];
    const [x0, y0, w, ht] = [f.x0, f.y0, f.x1 - f.x0, f.y1 - f.y0];
    return svg("g", { class: "br-box" }, svg("rect", { x: x0, y: y0, width: w, height: ht, rx: 0.2 }), svg("text", { x: x0 + w / 2, y: y0 - 0.12, "text-anchor": "middle" }, nameOf(b.name)));
  });
  return svg(
    "svg",
    { class: "br-svg", viewBox: `0 0 ${cols} ${rows}`, preserveAspectRatio: "none", "aria-hidden": "true", focusable: "false" },
    svg("rect", { class: "br-sea", x: 0, y: 0, width: cols, height: rows }),
    svg("g", {}, land),
    svg("path", { class: "br-grid", d: grid }),
    svg("g", {}, roads),
    svg("g", {}, boxes),
  );
}

export class BrMap {
  /** onLoc(loc): a map button was pressed */
  constructor(el, onLoc) {
    this.el = el;
    this.onLoc = onLoc;
    this.board = null;
    el.classList.add("br-map");
    this.marks = h("div", { class: "br-marks", role: "group", "aria-label": T.mapLabel });
    // the places are one Tab stop; arrow keys go to the nearest place that way (shell/roving.js)
    this.keys = new Roving(this.marks, { items: "button.br-loc", at: (b) => [b._cell[0], -b._cell[1]], prefer: ".selected" });
    this.note = h("p", { class: "br-map-note muted" }, T.mapLoading);
    replaceChildren(el, this.note);
  }

  setBoard(board) {
    if (this.board === board) return;
    this.board = board;
    this.labels = placeLabels(board); // each name on the side free of other marks
    this.el.style.setProperty("--cols", board.cols);
    this.el.style.setProperty("--rows", board.rows);
    this.marks.setAttribute("aria-label", T.mapLabel);
    replaceChildren(this.el, background(board, this.labels.frames), this.marks);
  }

  failed() {
    replaceChildren(this.el, h("p", { class: "br-map-note" }, T.mapMissing));
  }

  /**
   * ui: ui_state; opts: {targets: Map(loc → "move"|"attack"|"give"), selected: loc|null,
   * pickable: Set(loc) (own stacks that may act), seatName(seat)}
   */
  update(ui, opts) {
    const board = this.board;
    if (!board) return;
    const { targets, selected, pickable, seatName } = opts;
    const eventAt = opts.eventAt || new Map();
    const stacks = new Map((ui.stacks || []).map((s) => [s.loc, s]));
    const royalsAt = new Map();
    for (const [id, r] of Object.entries(ui.royals || {})) {
      if (!r.alive || !r.place) continue;
      if (!royalsAt.has(r.place)) royalsAt.set(r.place, []);
      royalsAt.get(r.place).push({ id, ...r, house: board.royals[id] ? board.royals[id].house : "" });
    }
    const locs = new Set(Object.keys(board.places));
    for (const loc of [...stacks.keys(), ...royalsAt.keys(), ...targets.keys()]) locs.add(loc);
    const buttons = [];
    for (const loc of locs) {
      const cell = cellOf(board, loc);
      if (!cell) continue;
      const place = board.places[loc] || null;
      const owner = ui.owners ? ui.owners[loc] : undefined;
      const stack = stacks.get(loc) || null;
      const royals = royalsAt.get(loc) || [];
      const target = targets.get(loc) || null;
      const siege = ui.sieges ? ui.sieges[loc] : null;
      const parts = [locName(board, loc)];
      if (place) {
        parts.push(kindName(board, place.kind));
        parts.push(owner === undefined || owner === null ? T.neutral : T.heldBy(seatName(owner)));
        if (place.box) parts.push(T.box);
      }
      if (siege) parts.push(T.besieged(seatName(siege.by)));
      if (eventAt.has(loc)) parts.push(T.eventHere(eventAt.get(loc)));
      if (stack) parts.push(T.stackOf(seatName(stack.seat), stack.nobles.length, stack.troops));
      if (royals.length) parts.push(T.royalsHere(royals.map((r) => royalName(board, r.id) + (r.crowned ? ` (${T.crownedTag})` : "")).join(", ")));
      if (target) parts.push(target === "move" ? T.targetMove : target === "attack" ? T.targetAttack : T.targetGive);
      if (selected === loc) parts.push(T.selectedTag);
      if (opts.hint === loc) parts.push(T.hintTag);
      const cls = ["br-loc", place ? `kind-${place.kind}` : "field"];
      if (owner !== undefined && owner !== null) cls.push(`own-${owner}`);
      if (target) cls.push("target", `target-${target}`);
      if (selected === loc) cls.push("selected");
      if (pickable.has(loc)) cls.push("pickable");
      if (place && place.box) cls.push("in-box");
      if (eventAt.has(loc)) cls.push("event-here");
      if (opts.hint === loc) cls.push("hint");
      const [x, y] = cell;
      const btn = h(
          "button",
          {
            type: "button",
            class: cls.join(" "),
            style: `left:${pct(x, board.cols)};top:${pct(y, board.rows)}`,
            "aria-label": parts.join("; "),
            "aria-pressed": selected === loc ? "true" : undefined,
            dataset: { loc, key: `loc:${loc}` },
            onclick: () => this.onLoc(loc),
          },
          place ? h("span", { class: "br-pin", "aria-hidden": "true" }) : null,
          place ? h("span", { class: `br-name at-${this.labels.sides[loc] || "below"}${this.labels.crowded.has(loc) ? " crowded" : ""}`, "aria-hidden": "true" }, shortName(place)) : null,
          stack ? h("span", { class: `br-stack seat-${stack.seat}`, "aria-hidden": "true" }, String(stack.troops)) : null,
          royals.length
            ? h("span", { class: "br-royals", "aria-hidden": "true" }, royals.map((r) => h("span", { class: `br-royal house-${r.house}${r.crowned ? " crowned" : ""}` }, r.crowned ? "♛" : "♚")))
            : null,
          siege ? h("span", { class: "br-siege", "aria-hidden": "true" }, "⚔") : null,
        );
      btn._cell = cell;
      buttons.push(btn);
    }
    // reading order, north to south and west to east (CSS lifts targets above their neighbours)
    buttons.sort((a, b) => a._cell[1] - b._cell[1] || a._cell[0] - b._cell[0]);
    replaceChildren(this.marks, buttons);
    this.keys.refresh();
  }
}
