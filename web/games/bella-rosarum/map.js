// Bella Rosarum's map: the coastline, the faint grid of land cells, the roads and the off-map
// boxes drawn once in SVG from engine.api.board_data; over it one real <button> per place (and
// per open field that holds a stack or is a legal target), named in words by place, owner,
// stack, nobles and royals in its accessible name; each stack as a counter (its owner's colour,
// its nobles' short names, its troops, its royals as pieces). The map zooms and pans in its frame
// (view.js); names and counters keep their size on screen and are laid out again at every zoom
// (labels.js), the most important first, so more show the closer one looks. Which buttons are
// targets comes from the table (ui_state's legal actions); the map holds no rules.
//
// For the turn recap: `map.highlight(marks, {follow})` marks what just happened (see its comment).

import { siteKey } from "../../site.mjs";
import { h, svg, replaceChildren } from "../../core/dom.js";
import { Roving } from "../../core/roving.js";
import { T } from "./strings.js";
import { cellOf, locName, royalName, royalShort, nobleShort, kindName, nameOf } from "./names.js";
import { layout, shortName, importance, NAME_PX, CORNER } from "./labels.js";
import { MapView, TAP_CELL } from "./view.js";

function ringPath(ring) {
  return ring.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join("") + "Z";
}

/** The background SVG: coast (land filled), the land cells' grid, the roads, the boxes. */
function background(board) {
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
  const boxes = board.boxes.map((b) => svg("g", { class: "br-box" }, svg("rect", { rx: 0.2 }), svg("text", { "text-anchor": "middle" }, nameOf(b.name))));
  return svg(
    "svg",
    { class: "br-svg", viewBox: `0 0 ${cols} ${rows}`, preserveAspectRatio: "none", "aria-hidden": "true", focusable: "false" },
    svg("rect", { class: "br-sea", x: 0, y: 0, width: cols, height: rows }),
    svg("g", {}, land),
    svg("path", { class: "br-grid", d: grid }),
    svg("g", {}, roads),
    svg("g", { class: "br-boxes" }, boxes),
  );
}

const VIEW_KEY = siteKey("br-map-view.v1"); // localStorage: the table's last view (keepView)

let canvas = null;
const widths = new Map(); // the same names are measured at every lay-out: once each is enough
/** A text's width in px in the map's font (a canvas measures it; a rough guess without one). */
function measure(text, px, bold) {
  const key = `${px}${bold ? "b" : ""}:${text}`;
  let w = widths.get(key);
  if (w !== undefined) return w;
  try {
    canvas ||= document.createElement("canvas").getContext("2d");
    canvas.font = `${bold ? "700 " : ""}${px}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
    w = canvas.measureText(text).width;
  } catch {
    return text.length * px * 0.56;
  }
  widths.set(key, w);
  return w;
}

export class BrMap {
  /** onLoc(loc): a map button was pressed */
  constructor(el, onLoc) {
    this.el = el;
    this.onLoc = onLoc;
    this.board = null;
    this.mine = null; // the viewer's seat (its stacks are "mine")
    this.marksOn = [];
    el.classList.add("br-map");
    el.brMap = this; // region.js finds the map of an element
    this.plane = h("div", { class: "br-plane" });
    this.marks = h("div", { class: "br-marks", role: "group", "aria-label": T.mapLabel });
    // the places are one Tab stop; arrow keys go to the nearest place that way (core/roving.js)
    this.keys = new Roving(this.marks, { items: "button.br-loc", at: (b) => [b._cell[0], -b._cell[1]], prefer: ".selected" });
    // the view follows the keyboard: a place that gets the focus is panned into the frame
    this.marks.addEventListener("focusin", (ev) => {
      const b = ev.target.closest && ev.target.closest("button.br-loc");
      if (b && b._cell) this.view.reveal(b._cell[0], b._cell[1]);
    });
    this.view = new MapView(el, (zoomed) => this.place(zoomed));
    el.tabIndex = 0; // the frame itself: arrow keys pan, + and − zoom (view.js)
    el.setAttribute("role", "group");
    el.setAttribute("aria-label", T.mapView);
    // each tool's name in words; a narrow frame shows only its sign (table.css)
    const tool = (key, label, sign, fn) =>
      h("button", { type: "button", class: `br-tool br-tool-${key}`, "aria-label": label, title: label, dataset: { key: `map:${key}` }, onclick: fn }, h("span", { class: "br-tool-sign", "aria-hidden": "true" }, sign), key === "in" || key === "out" ? null : h("span", { class: "br-tool-text", "aria-hidden": "true" }, label));
    this.tools = h(
      "div",
      { class: "br-tools", role: "group", "aria-label": T.mapTools },
      tool("in", T.zoomIn, "+", () => this.view.zoomBy(1.3)),
      tool("out", T.zoomOut, "−", () => this.view.zoomBy(1 / 1.3)),
      tool("whole", T.wholeMap, "⤢", () => this.wholeMap()),
      tool("mine", T.centreMine, "◎", () => this.centreMine()),
    );
    // what the marks mean, drawn with the map's own classes: shown on demand below the bar
    this.keyBtn = tool("key", T.mapKey, "?", () => this.toggleKey());
    this.keyBtn.setAttribute("aria-expanded", "false");
    this.tools.append(this.keyBtn);
    this.keyPanel = mapKey();
    this.keyPanel.hidden = true;
    this.note = h("p", { class: "br-map-note muted" }, T.mapLoading);
    replaceChildren(el, this.note);
    const win = el.ownerDocument.defaultView;
    if (win) win.addEventListener("resize", () => this.fitHeight());
    // a notice shown or dismissed above the map moves its top: the page's height changes then.
    // The frame is fitted in the next frame, not in the callback: its new height changes the
    // body's, which the observer would have to report again while it is still reporting (the
    // browser gives up on that loop with an error); next frame it reports it once, and the
    // height, fitted already, stays.
    if (win && win.ResizeObserver) {
      let fitting = false;
      new win.ResizeObserver(() => {
        if (fitting) return;
        fitting = true;
        win.requestAnimationFrame(() => {
          fitting = false;
          this.fitHeight();
        });
      }).observe(el.ownerDocument.body);
    }
    if (win && win.ResizeObserver) {
      this.lastSize = "";
      new win.ResizeObserver(() => {
        const size = `${el.clientWidth}x${el.clientHeight}`;
        if (!this.board || size === this.lastSize || !el.clientWidth || !el.clientHeight) return;
        this.lastSize = size;
        // the whole map stays the whole map (a phone's map is shorter while the person chooses);
        // any other view keeps its zoom in the new frame
        const whole = this.homed && this.lastFit && Math.abs(this.view.cell - this.lastFit) < 0.5;
        if (!this.homed) this.home();
        else if (whole) this.wholeMap();
        else this.view.zoomTo(this.view.cell);
        this.lastFit = this.view.fitCell();
      }).observe(el);
    }
  }

  setBoard(board) {
    if (this.board === board) return;
    this.board = board;
    this.view.setGrid(board.cols, board.rows);
    this.bg = background(board);
    this.over = svg("svg", { class: "br-over", viewBox: `0 0 ${board.cols} ${board.rows}`, preserveAspectRatio: "none", "aria-hidden": "true", focusable: "false" });
    this.marks.setAttribute("aria-label", T.mapLabel);
    replaceChildren(this.plane, this.bg, this.over, this.marks);
    // the tools are a bar above the frame, never over a place, a name or a counter
    replaceChildren(this.el, this.plane);
    if (this.el.parentNode) this.el.before(this.tools, this.keyPanel);
    else this.el.append(this.tools, this.keyPanel);
    this.tools.hidden = !!this.regionKey;
    this.keyPanel.hidden = this.tools.hidden || this.keyBtn.getAttribute("aria-expanded") !== "true";
    this.homed = false;
  }

  failed() {
    this.tools.hidden = true;
    this.keyPanel.hidden = true;
    replaceChildren(this.el, h("p", { class: "br-map-note" }, T.mapMissing));
  }

  // ------------------------------------------------------------------ the view

  /** The smallest zoom (at least the whole map's) at which every important name shows. */
  readableCell() {
    const fit = this.view.fitCell();
    for (let c = fit; c < TAP_CELL * 1.6; c *= 1.08) {
      const lay = this.layoutAt(c);
      const hidden = Object.entries(lay.names).some(([id, b]) => b.hidden && important(this.board.places[id]));
      if (!hidden) return c;
    }
    return TAP_CELL;
  }

  /** The first view: on a wide frame the zoom where every important name reads, on the
   * person's stacks; on a narrow one (a phone) the whole map. */
  home() {
    // (before the first position is drawn the person's stacks are not known: home waits for it)
    if (!this.board || !this.ui || this.view.rect) return;
    const { w } = this.view.size();
    this.homed = true;
    const mine = this.mineBox();
    if (w < 600) {
      // a phone's table opens at finger size on the person's stacks, so that every place in
      // sight is tapped as a button of 44 px or more; the whole map is one tap away (TBL-6.1)
      if (mine && this.atTable()) return void this.centreMine(TAP_CELL);
      return this.wholeMap();
    }
    if (this.restoreView(mine)) return;
    const cell = this.readableCell();
    const box = mine || { x0: 0, y0: 0, x1: this.view.cols, y1: this.view.rows };
    // centred on the middle of the person's stacks (at this zoom they may not all fit)
    const [cx, cy] = [(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2];
    this.view.show({ x0: cx - 0.5, y0: cy - 0.5, x1: cx + 0.5, y1: cy + 0.5 }, cell);
  }

  /** Whether this map is the table's own (not a lesson's or an embedded board). */
  atTable() {
    return !this.regionKey && !!this.el.closest("main.game");
  }

  /** The view last shown at the table, when the frame has the same size and the person's stacks
   * stand where they stood then (a game resumed): shown again. True when it was. */
  restoreView(mine) {
    if (!this.atTable()) return false;
    let kept = null;
    try {
      kept = JSON.parse(this.el.ownerDocument.defaultView.localStorage.getItem(VIEW_KEY) || "null");
    } catch {
      return false; // no storage here, or a damaged entry: the first view is found again
    }
    const { w, h } = this.view.size();
    if (!kept || kept.w !== w || kept.h !== h || JSON.stringify(kept.mine) !== JSON.stringify(mine)) return false;
    if (![kept.cell, kept.x, kept.y].every(Number.isFinite) || kept.cell <= 0) return false;
    const v = this.view;
    const zoomed = Math.abs(kept.cell - v.cell) > 0.01;
    [v.cell, v.x, v.y] = [kept.cell, kept.x, kept.y];
    v.clamp();
    v.changed(zoomed);
    return true;
  }

  /** Keeps the view shown at the table (restoreView). */
  keepView(w, h) {
    if (!this.homed || !this.atTable()) return;
    const v = this.view;
    const text = JSON.stringify({ w, h, mine: this.mineBox(), cell: v.cell, x: v.x, y: v.y });
    if (text === this.keptView) return;
    this.keptView = text;
    try {
      this.el.ownerDocument.defaultView.localStorage.setItem(VIEW_KEY, text);
    } catch {
      // no storage: the next visit finds its first view again
    }
  }

  /** On a wide screen the frame reaches down to the window's bottom edge (CSS cannot know how
   * much the status and notices above take). */
  fitHeight() {
    const win = this.el.ownerDocument.defaultView;
    // (at the table only: an embedded board keeps the shape its page gives it)
    if (!win || this.regionKey || win.innerWidth < 1000 || !this.el.closest("main.game")) return (this.el.style.height = "");
    const height = `${Math.max(384, Math.round(win.innerHeight - this.flowTop(win) - 10))}px`;
    if (this.el.style.height !== height) this.el.style.height = height;
  }

  /** The frame's top in the page as it lies with the page scrolled to its top. A sticky column
   * that the page has scrolled along reads its stuck place instead (the review scrolls the move
   * list into view): the frame would be fitted to the window's foot from there, as short as allowed. */
  flowTop(win) {
    const top = this.el.getBoundingClientRect().top + win.scrollY;
    if (!win.scrollY) return top;
    let sticky = null;
    for (let n = this.el.parentElement; n && n !== this.el.ownerDocument.body && !sticky; n = n.parentElement) {
      if (win.getComputedStyle(n).position === "sticky") sticky = n;
    }
    if (!sticky) return top;
    sticky.style.position = "static";
    const flow = this.el.getBoundingClientRect().top + win.scrollY;
    sticky.style.position = "";
    return flow;
  }

  /** Shows or hides the map key. */
  toggleKey() {
    const on = this.keyBtn.getAttribute("aria-expanded") !== "true";
    this.keyBtn.setAttribute("aria-expanded", on ? "true" : "false");
    this.keyPanel.hidden = !on;
    // the frame moves down by the key's height (or back up): the page's own height may not change
    this.fitHeight();
    if (on && this.onKeyShown) this.onKeyShown();
  }

  wholeMap() {
    this.view.show({ x0: 0, y0: 0, x1: this.view.cols, y1: this.view.rows }, this.view.fitCell());
  }

  /** The rectangle of cells around the person's stacks (null: none on the map). */
  mineBox() {
    const cells = (this.ui && this.ui.stacks ? this.ui.stacks : []).filter((s) => s.seat === this.mine).map((s) => cellOf(this.board, s.loc)).filter(Boolean);
    if (!cells.length) return null;
    return { x0: Math.min(...cells.map((c) => c[0])), y0: Math.min(...cells.map((c) => c[1])), x1: Math.max(...cells.map((c) => c[0])) + 1, y1: Math.max(...cells.map((c) => c[1])) + 1 };
  }

  /** "Centre on my stacks". A wide frame shows all of them, at a zoom where their places can be
   * tapped if they fit (else as far out as needed); a phone's frame (or a given `cell`) keeps that
   * zoom and shows the largest group of them it can hold. */
  centreMine(cell) {
    const box = this.mineBox();
    if (!box) {
      this.flash(T.noStacksMine);
      return false;
    }
    const { w, h } = this.view.size();
    if (!cell && w >= 600) {
      this.view.show(grow(box, 1), Math.max(this.view.cell, TAP_CELL));
      return true;
    }
    const c = cell || Math.max(this.view.cell, TAP_CELL);
    const cells = this.ui.stacks.filter((s) => s.seat === this.mine).map((s) => cellOf(this.board, s.loc)).filter(Boolean);
    const [hw, hh] = [w / c / 2 - 1, h / c / 2 - 1];
    let best = [];
    for (const [x, y] of cells) {
      const group = cells.filter(([a, b]) => Math.abs(a - x) <= hw && Math.abs(b - y) <= hh);
      if (group.length > best.length) best = group;
    }
    const cx = best.reduce((a, q) => a + q[0], 0) / best.length + 0.5;
    const cy = best.reduce((a, q) => a + q[1], 0) / best.length + 0.5;
    this.view.show({ x0: cx - 0.5, y0: cy - 0.5, x1: cx + 0.5, y1: cy + 0.5 }, c);
    return true;
  }

  /** The phone's larger map: on (a taller frame, zoomed to finger size on the person's stacks) or off. */
  larger(on) {
    this.el.classList.toggle("br-large", on);
    // the frame's new height first, then the view
    const raf = this.el.ownerDocument.defaultView.requestAnimationFrame;
    raf(() => (on ? this.centreMine(TAP_CELL) || this.view.zoomTo(TAP_CELL) : this.wholeMap()));
  }

  flash(text) {
    const note = h("p", { class: "br-flash", role: "status" }, text);
    this.el.append(note);
    setTimeout(() => note.remove(), 2500);
  }

  /** A region (region.js): the frame shows the rectangle of cells {x, y, w, h} (null: all). */
  setRegion(rect) {
    const key = rect ? `${rect.x},${rect.y},${rect.w},${rect.h}` : "";
    if (this.regionKey === key) return this.place(false);
    this.regionKey = key;
    this.el.style.height = ""; // the region's shape comes from CSS
    this.el.classList.toggle("br-region", !!rect);
    this.tools.hidden = !!rect; // a region shows its cells, no zoom or pan
    if (rect) this.keyPanel.hidden = true;
    if (rect) {
      this.el.style.setProperty("--cols", rect.w);
      this.el.style.setProperty("--rows", rect.h);
    }
    this.view.setRect(rect);
    if (rect) this.view.cell = 0; // measured once the frame has its size
    this.place(true);
  }

  // ------------------------------------------------------------------ drawing

  /**
   * ui: ui_state; opts: {targets: Map(loc → "move"|"attack"|"give"), selected: loc|null,
   * pickable: Set(loc) (own stacks that may act), seatName(seat)}
   */
  update(ui, opts) {
    const board = this.board;
    if (!board) return;
    this.ui = ui;
    this.mine = ui.viewer === undefined ? null : ui.viewer;
    const { targets, selected, pickable, seatName } = opts;
    const eventAt = opts.eventAt || new Map();
    if (opts.marks !== undefined) this.marksOn = markList(opts.marks);
    // what a mark says of its places, in their accessible names (the arrow and light are visual)
    const noted = new Map();
    for (const m of this.marksOn) {
      if (m.from && m.fromNote) noted.set(m.from, m.fromNote);
      if (m.to && m.toNote) noted.set(m.to, m.toNote);
    }
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
    const drawn = new Map((this.buttons || []).map((b) => [b.dataset.loc, b])); // by place, as last drawn
    this.chips = [];
    this.force = new Set([...targets.keys(), selected, opts.hint].filter(Boolean));
    for (const loc of namedMarks(this.marksOn)) this.force.add(loc);
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
      if (stack) {
        parts.push(T.stackOf(seatName(stack.seat), stack.nobles.length, stack.troops));
        parts.push(T.stackNobles(stack.nobles.map((n) => nobleShort(board, n)).join(", ")));
      }
      if (royals.length) parts.push(T.royalsHere(royals.map((r) => royalName(board, r.id) + (r.crowned ? ` (${T.crownedTag})` : "")).join(", ")));
      if (target) parts.push(target === "move" ? T.targetMove : target === "attack" ? T.targetAttack : T.targetGive);
      if (selected === loc) parts.push(T.selectedTag);
      if (opts.hint === loc) parts.push(T.hintTag);
      if (noted.has(loc)) parts.push(noted.get(loc));
      const cls = ["br-loc", place ? `kind-${place.kind}` : "field"];
      if (owner !== undefined && owner !== null) cls.push(`own-${owner}`);
      if (target) cls.push("target", `target-${target}`);
      if (selected === loc) cls.push("selected");
      if (pickable.has(loc)) cls.push("pickable");
      if (place && place.box) cls.push("in-box");
      if (eventAt.has(loc)) cls.push("event-here");
      if (opts.hint === loc) cls.push("hint");
      if (stack && stack.seat === this.mine) cls.push("mine");
      // an open field in a place's own cell (a stack outside its walls): its marks keep to a corner
      if (!place && placeAt(board, cell)) cls.push("beside-place");
      // a counter: the nobles (the first and how many more), the troops, the royals as pieces
      const first = stack ? nobleShort(board, stack.nobles[0]) + (stack.nobles.length > 1 ? ` +${stack.nobles.length - 1}` : "") : royals.length ? royalShort(board, royals[0].id) : "";
      const line2 = stack ? String(stack.troops) : "";
      const counter = stack || royals.length ? { first, line2, pieces: royals.length, mine: !!stack && stack.seat === this.mine } : null;
      // a button whose every word and class are as last drawn is kept as it is (a new screen of
      // the same position then changes nothing the page must lay out again)
      const key = JSON.stringify([cls, parts, selected === loc, stack && stack.seat, royals.map((r) => [r.id, r.house, r.crowned]), !!siege, first, line2]);
      const kept = drawn.get(loc);
      if (kept && kept._key === key) {
        if (counter) this.chips.push({ loc, cellXY: cell, text: [first, line2], pieces: counter.pieces, mine: counter.mine, el: kept._chip });
        buttons.push(kept);
        continue;
      }
      let chip = null;
      if (counter) {
        const pieces = royals.map((r) => h("span", { class: `br-royal house-${r.house}${r.crowned ? " crowned" : ""}`, title: royalName(board, r.id) }, r.crowned ? "♛" : "♚"));
        chip = h(
          "span",
          { class: `br-chip${stack ? ` seat-${stack.seat}` : " royals-only"}${stack && stack.seat === this.mine ? " mine" : ""}`, "aria-hidden": "true" },
          h("span", { class: "br-chip-name" }, first),
          h("span", { class: "br-chip-line" }, line2 ? h("span", { class: "br-troops" }, line2) : null, pieces),
        );
        this.chips.push({ loc, cellXY: cell, text: [first, line2], pieces: counter.pieces, mine: counter.mine, el: chip });
      }
      const btn = h(
        "button",
        {
          type: "button",
          class: cls.join(" "),
          "aria-label": parts.join("; "),
          "aria-pressed": selected === loc ? "true" : undefined,
          dataset: { loc, key: `loc:${loc}` },
          onclick: () => this.onLoc(loc),
        },
        h("span", { class: place ? "br-pin" : "br-pin br-field-pin", "aria-hidden": "true" }),
        place ? h("span", { class: "br-name", "aria-hidden": "true" }, shortName(place)) : null,
        chip,
        siege ? h("span", { class: "br-siege", "aria-hidden": "true" }, "⚔") : null,
      );
      btn._cell = cell;
      btn._chip = chip;
      btn._key = key;
      buttons.push(btn);
    }
    // reading order, north to south and west to east (CSS lifts targets above their neighbours)
    // (an open field before a place in the same cell: the place is on top, table.css)
    buttons.sort((a, b) => a._cell[1] - b._cell[1] || a._cell[0] - b._cell[0] || b.classList.contains("field") - a.classList.contains("field"));
    const same = this.buttons && this.buttons.length === buttons.length && buttons.every((b, i) => b === this.buttons[i]);
    this.buttons = buttons;
    if (!same) replaceChildren(this.marks, buttons);
    this.keys.refresh();
    // the key's own stack in the person's colour, its other stack in another's
    if (Number.isInteger(this.mine) && this.keySeat !== this.mine) {
      this.keySeat = this.mine;
      this.keyPanel.querySelector(".br-key-mine").className = `br-chip seat-${this.mine} mine br-key-mine`;
      this.keyPanel.querySelector(".br-key-other").className = `br-chip seat-${this.mine === 1 ? 0 : 1} br-key-other`;
    }
    this.fitHeight();
    if (!this.homed && this.el.clientWidth && this.el.clientHeight) this.home();
    this.place(true);
    // a stack chosen in the panel's list may lie outside the frame: it comes into view
    if (selected && selected !== this.lastSelected && cellOf(board, selected)) this.view.reveal(...cellOf(board, selected));
    this.lastSelected = selected;
  }

  /** The lay-out at `cell` px per cell; the last one is kept, as a new screen of the same
   * position (its counters, the same things forced into view) lays out the same. */
  layoutAt(cell) {
    const chips = this.chips || [];
    const force = this.force || new Set();
    const key = JSON.stringify([cell, chips, [...force]]);
    if (this.laidOut && this.laidOut.board === this.board && this.laidOut.key === key) return this.laidOut.lay;
    const lay = layout(this.board, { cell, measure, chips, force });
    this.laidOut = { board: this.board, key, lay };
    return lay;
  }

  /** Positions everything at the view's zoom (zoomed: lay out the names and counters again). */
  place(zoomed) {
    const board = this.board;
    if (!board || !this.buttons) return;
    const v = this.view;
    if (v.rect && !v.cell) {
      v.setRect(v.rect);
      if (!v.cell) return;
    }
    const c = v.cell;
    // the frame's size read before anything is written (a read after a write lays the page out)
    const { w, h } = v.size();
    const fit = v.fitCell();
    this.keepView(w, h);
    this.plane.style.width = `${board.cols * c}px`;
    this.plane.style.height = `${board.rows * c}px`;
    this.plane.style.transform = `translate(${v.x}px, ${v.y}px)`;
    this.el.classList.toggle("br-tappable", c >= TAP_CELL - 0.5);
    this.el.classList.toggle("br-zoomed-in", c > fit + 0.5);
    if (!zoomed && this.placedAt === c && this.placedFor === this.buttons) return;
    this.placedAt = c;
    this.placedFor = this.buttons;
    const lay = this.layoutAt(c);
    const rect = v.rect;
    for (const b of this.buttons) {
      const [x, y] = b._cell;
      // An open field in a place's own cell takes the cell's lower right corner, above the
      // place's button, which keeps the rest (its pin in the middle): at every zoom a click
      // reaches either.
      const off = b.classList.contains("beside-place") ? Math.round(c * CORNER) : 0;
      const [bx, by] = [x * c + off, y * c + off];
      b.style.left = `${bx}px`;
      b.style.top = `${by}px`;
      b.style.width = `${c - off}px`;
      b.style.height = `${c - off}px`;
      b.hidden = !!rect && !(x >= rect.x && x < rect.x + rect.w && y >= rect.y && y < rect.y + rect.h);
      const loc = b.dataset.loc;
      const name = b.querySelector(".br-name");
      const nb = lay.names[loc];
      if (name && nb) {
        name.style.left = `${nb.x0 - bx}px`;
        name.style.top = `${nb.y0 - by}px`;
        name.classList.toggle("hidden", nb.hidden);
      }
      const cb = lay.chips[loc];
      if (b._chip && cb) {
        b._chip.style.left = `${cb.x0 - bx}px`;
        b._chip.style.top = `${cb.y0 - by}px`;
        b._chip.classList.toggle("hidden", cb.hidden);
        b._chip.classList.toggle("one-line", cb.lines === 1 && !cb.hidden);
      }
    }
    // the boxes' frames and titles (frames widened to hold the names inside)
    const gs = this.bg.querySelectorAll(".br-box");
    board.boxes.forEach((bx, i) => {
      const f = lay.frames[i];
      const [rectEl, text] = gs[i].children;
      rectEl.setAttribute("x", f.x0);
      rectEl.setAttribute("y", f.y0);
      rectEl.setAttribute("width", f.x1 - f.x0);
      rectEl.setAttribute("height", f.y1 - f.y0);
      text.setAttribute("x", lay.titles[i].x);
      text.setAttribute("y", lay.titles[i].y);
      text.setAttribute("font-size", NAME_PX / c);
    });
    this.el.style.setProperty("--cell", `${c}px`);
    this.drawMarks();
  }

  // ------------------------------------------------------------------ highlights for the recap

  /**
   * Marks what just happened on the map, for the turn recap (and anyone else):
   *   map.highlight({from, to, kind})             one move, battle, siege, event…
   *   map.highlight([{from, to, kind}, …])        several at once
   *   map.highlight(null)                         clears
   * from, to: locations as in the action notation ("york", "@12,10"); either may be missing (an
   * event at a place: {to: "york", kind: "event"}). kind: "move", "battle", "siege", "sally",
   * "event", "plague", "crown" or any word (CSS class br-hl-<kind> on the arrow and the places);
   * seat, if given: whose action it was (class br-hl-by<seat>: the places in that seat's colour).
   * A mark with both ends draws an arrow; its places are lit and their names always shown;
   * fromNote / toNote, if given, are added to that place's accessible name; showNames: false
   * leaves its names to the layout (a recap of many moves would crowd them). The same marks can
   * come with update()'s `marks` option (the table's own redraw: no second layout).
   * opts.follow: pan (keeping the zoom) so the marks are in view. The marks stay through redraws
   * until the next call.
   */
  highlight(marks, opts = {}) {
    this.marksOn = markList(marks);
    if (this.buttons) {
      for (const loc of namedMarks(this.marksOn)) this.force.add(loc);
      this.placedFor = null; // the lit names must show: lay out again
      this.place(true);
    }
    if (opts.follow && this.board) {
      const cells = this.marksOn.flatMap((m) => [m.from, m.to]).filter(Boolean).map((l) => cellOf(this.board, l)).filter(Boolean);
      if (cells.length && !cells.every(([x, y]) => this.view.sees(x, y))) {
        const box = { x0: Math.min(...cells.map((q) => q[0])), y0: Math.min(...cells.map((q) => q[1])), x1: Math.max(...cells.map((q) => q[0])) + 1, y1: Math.max(...cells.map((q) => q[1])) + 1 };
        this.view.show(grow(box, 1), this.view.cell);
      }
    }
  }

  drawMarks() {
    if (!this.over) return;
    const c = this.view.cell || 1;
    const kids = [];
    const lit = new Map();
    for (const m of this.marksOn) {
      const kind = String(m.kind || "move").replace(/[^a-z-]/gi, "");
      const a = m.from && cellOf(this.board, m.from);
      const b = m.to && cellOf(this.board, m.to);
      if (a && b && (a[0] !== b[0] || a[1] !== b[1])) {
        const [x0, y0, x1, y1] = [a[0] + 0.5, a[1] + 0.5, b[0] + 0.5, b[1] + 0.5];
        const len = Math.hypot(x1 - x0, y1 - y0);
        const head = Math.min(0.45, 12 / c + 0.1);
        const ux = (x1 - x0) / len;
        const uy = (y1 - y0) / len;
        const ex = x1 - ux * 0.25;
        const ey = y1 - uy * 0.25;
        kids.push(
          svg("path", { class: `br-arrow br-hl-${kind}`, d: `M${x0} ${y0}L${ex - ux * head} ${ey - uy * head}` }),
          svg("path", { class: `br-arrowhead br-hl-${kind}`, d: `M${ex} ${ey}L${ex - ux * head - uy * head * 0.6} ${ey - uy * head + ux * head * 0.6}L${ex - ux * head + uy * head * 0.6} ${ey - uy * head - ux * head * 0.6}Z` }),
        );
      }
      const by = Number.isInteger(m.seat) && m.seat >= 0 && m.seat < 6 ? ` br-hl-by${m.seat}` : "";
      if (m.from) lit.set(m.from, `hl-from br-hl-${kind}${by}`);
      if (m.to) lit.set(m.to, `hl-to br-hl-${kind}${by}`);
    }
    replaceChildren(this.over, kids);
    for (const b of this.buttons || []) {
      b.className = b.className.replace(/ ?\b(hl-from|hl-to|br-hl-[a-z0-9-]+)\b/g, "");
      const l = lit.get(b.dataset.loc);
      if (l) b.className += ` ${l}`;
    }
  }
}

/** The places whose names the marks always show. */
function namedMarks(marks) {
  return marks.filter((m) => m.showNames !== false).flatMap((m) => [m.from, m.to]).filter(Boolean);
}

/** highlight()'s argument as a list of marks with at least one end. */
function markList(marks) {
  return (marks ? [marks].flat() : []).filter((m) => m && (m.from || m.to));
}

/** Major cities, royal houses' seats, fortresses and cities: the names the first view shows. */
const important = (place) => !!place && importance(place) <= 3;

let cellsOf = null;
/** Whether a place stands in this cell. */
function placeAt(board, [x, y]) {
  if (!cellsOf || cellsOf.board !== board) cellsOf = { board, set: new Set(Object.values(board.places).filter((p) => p.cell).map((p) => `${p.cell[0]},${p.cell[1]}`)) };
  return cellsOf.set.has(`${x},${y}`);
}

function grow(box, by) {
  return { x0: box.x0 - by, y0: box.y0 - by, x1: box.x1 + by, y1: box.y1 + by };
}

// the key's sample counter: a noble's name reads the same in every language
const KEY_NOBLES = "Warwick +3";

/** The map key: each kind of mark as the map draws it (its classes), and what it means in words. */
function mapKey() {
  const row = (sample, words) => h("li", {}, h("span", { class: "br-key-sample", "aria-hidden": "true" }, sample), h("span", {}, words));
  const chip = (cls, name, troops) =>
    h("span", { class: `br-chip ${cls}` }, h("span", { class: "br-chip-name" }, name), h("span", { class: "br-chip-line" }, h("span", { class: "br-troops" }, troops)));
  const royal = (house, crowned) => h("span", { class: `br-royal house-${house}${crowned ? " crowned" : ""}` }, crowned ? "♛" : "♚");
  const pin = (cls) => h("span", { class: `br-key-loc ${cls}` }, h("span", { class: "br-pin" }));
  const box = (cls) => h("span", { class: `br-key-loc ${cls}` });
  return h(
    "div",
    { class: "br-key", role: "group", "aria-label": T.mapKey },
    h(
      "ul",
      {},
      row(chip("seat-1 br-key-other", KEY_NOBLES, "450"), T.keyStack),
      row(chip("seat-0 mine br-key-mine", KEY_NOBLES, "450"), T.keyMine),
      row(h("span", { class: "br-chip hidden seat-1" }, h("span", { class: "br-chip-line" }, h("span", { class: "br-troops" }, "450"))), T.keyFar),
      row([royal("lancaster"), royal("york"), royal("lancaster", true)], T.keyRoyals),
      row([pin("kind-major-city"), pin("kind-major-city own-1")], T.keyPlace),
      row(h("span", { class: "br-key-siege" }, "⚔"), T.keySiege),
      row([box("target target-move"), box("target target-attack")], T.keyTargets),
      row([box("hl-to br-hl-move br-hl-by1"), box("hl-to br-hl-left br-hl-by1"), box("hl-to br-hl-siege br-hl-by1")], T.keyRecap),
    ),
  );
}
