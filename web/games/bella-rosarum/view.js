// The zoom and pan of Bella Rosarum's map: which part of the map the frame shows and how large.
// State: `cell`, the size of one map cell in CSS px, and the offset of the map's top-left corner
// in the frame. Input: the wheel (zoom about the pointer), one pointer dragging (pan), two
// pointers (pinch: zoom and pan), the keyboard (arrow keys pan while the frame itself has the
// focus; + and − zoom anywhere in the map), and calls from the map's buttons. Every change goes
// to `onChange(zoomed)` once per animation frame; a drag swallows the click it ends with, so a
// pan never presses a place. No rules and no drawing here.

export const MAX_CELL = 110; // px: about five cells across a phone
export const TAP_CELL = 46; // px: a cell as large as a finger (a tap target of 44 px or more)
const DRAG = 6; // px a pointer moves before a press becomes a drag

export class MapView {
  /** frame: the element that clips the map; onChange(zoomed): redraw (zoomed: the cell changed) */
  constructor(frame, onChange) {
    this.frame = frame;
    this.onChange = onChange;
    this.cols = 20;
    this.rows = 21;
    this.cell = 20;
    this.x = 0; // the map's top-left corner in the frame, px (≤ 0 when the map is larger)
    this.y = 0;
    this.rect = null; // a region (region.js): the frame shows this rectangle, no zoom or pan
    this.pointers = new Map();
    this.dragged = false;
    this.queued = null;
    frame.addEventListener("wheel", (ev) => this.onWheel(ev), { passive: false });
    frame.addEventListener("pointerdown", (ev) => this.onDown(ev));
    frame.addEventListener("pointermove", (ev) => this.onMove(ev));
    frame.addEventListener("pointerup", (ev) => this.onUp(ev));
    frame.addEventListener("pointercancel", (ev) => this.onUp(ev));
    // a drag's (or a finger's zooming tap's) click does not press the place under it
    frame.addEventListener("click", (ev) => {
      if (this.dragged) {
        ev.preventDefault();
        ev.stopPropagation();
        this.dragged = false;
      }
    }, true);
    frame.addEventListener("keydown", (ev) => this.onKey(ev));
  }

  size() {
    return { w: this.frame.clientWidth || 1, h: this.frame.clientHeight || 1 };
  }

  /** The cell at which the whole map fits the frame. */
  fitCell() {
    const { w, h } = this.size();
    return Math.max(4, Math.min(w / this.cols, h / this.rows));
  }

  setGrid(cols, rows) {
    this.cols = cols;
    this.rows = rows;
  }

  /** Keeps the map covering the frame (or centred where it is smaller than the frame). */
  clamp() {
    const { w, h } = this.size();
    const mw = this.cols * this.cell;
    const mh = this.rows * this.cell;
    this.x = mw <= w ? (w - mw) / 2 : Math.min(0, Math.max(w - mw, this.x));
    this.y = mh <= h ? (h - mh) / 2 : Math.min(0, Math.max(h - mh, this.y));
  }

  changed(zoomed) {
    this.zoomedSince = this.zoomedSince || zoomed;
    if (this.queued) return;
    const raf = this.frame.ownerDocument.defaultView.requestAnimationFrame;
    this.queued = raf(() => {
      this.queued = null;
      const z = this.zoomedSince;
      this.zoomedSince = false;
      this.onChange(z);
    });
  }

  /** Sets the cell size, keeping the map point under (px, py) of the frame where it is. */
  zoomTo(cell, px, py) {
    if (this.rect) return;
    const { w, h } = this.size();
    if (px === undefined) [px, py] = [w / 2, h / 2];
    const c = Math.max(Math.min(this.fitCell(), TAP_CELL), Math.min(MAX_CELL, cell));
    const mx = (px - this.x) / this.cell;
    const my = (py - this.y) / this.cell;
    const zoomed = Math.abs(c - this.cell) > 0.01;
    this.cell = c;
    this.x = px - mx * c;
    this.y = py - my * c;
    this.clamp();
    this.changed(zoomed);
  }

  zoomBy(factor, px, py) {
    this.zoomTo(this.cell * factor, px, py);
  }

  panBy(dx, dy) {
    if (this.rect) return;
    this.x += dx;
    this.y += dy;
    this.clamp();
    this.changed(false);
  }

  /** Shows the rectangle of cells {x0, y0, x1, y1} whole, at `cell` px if it fits (else smaller). */
  show(box, cell) {
    if (this.rect) return;
    const { w, h } = this.size();
    const bw = Math.max(1, box.x1 - box.x0);
    const bh = Math.max(1, box.y1 - box.y0);
    const c = Math.max(Math.min(this.fitCell(), TAP_CELL), Math.min(MAX_CELL, cell || this.cell, w / bw, h / bh));
    const zoomed = Math.abs(c - this.cell) > 0.01;
    this.cell = c;
    this.x = w / 2 - ((box.x0 + box.x1) / 2) * c;
    this.y = h / 2 - ((box.y0 + box.y1) / 2) * c;
    this.clamp();
    this.changed(zoomed);
  }

  /** Whether a cell's middle is inside the frame now. */
  sees(x, y) {
    const { w, h } = this.size();
    const px = this.x + (x + 0.5) * this.cell;
    const py = this.y + (y + 0.5) * this.cell;
    return px >= 0 && px <= w && py >= 0 && py <= h;
  }

  /** Pans (if needed) so that cell (x, y) is inside the frame with a cell's margin. */
  reveal(x, y) {
    if (this.rect) return;
    const { w, h } = this.size();
    const c = this.cell;
    const px = this.x + x * c;
    const py = this.y + y * c;
    let dx = 0;
    let dy = 0;
    if (px < c * 0.5) dx = c * 0.5 - px;
    else if (px + c > w - c * 0.5) dx = w - c * 1.5 - px;
    if (py < c * 0.5) dy = c * 0.5 - py;
    else if (py + c > h - c * 0.5) dy = h - c * 1.5 - py;
    if (dx || dy) this.panBy(dx, dy);
  }

  /** A region: the frame shows exactly this rectangle of cells (its shape set by CSS). */
  setRect(rect) {
    this.rect = rect;
    if (!rect) return;
    const { w } = this.size();
    this.cell = w / rect.w;
    this.x = -rect.x * this.cell;
    this.y = -rect.y * this.cell;
    this.changed(true);
  }

  onWheel(ev) {
    if (this.rect) return;
    ev.preventDefault();
    const r = this.frame.getBoundingClientRect();
    // a line or a page of scroll: one step; a touchpad's pixels: in proportion
    const dy = ev.deltaMode ? ev.deltaY * 40 : ev.deltaY;
    this.zoomBy(Math.exp(-dy / 300), ev.clientX - r.left, ev.clientY - r.top);
  }

  onDown(ev) {
    if (this.rect || (ev.pointerType === "mouse" && ev.button !== 0)) return;
    this.pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY, x0: ev.clientX, y0: ev.clientY });
    this.moved = false;
    this.dragged = false;
  }

  onMove(ev) {
    const p = this.pointers.get(ev.pointerId);
    if (!p) return;
    const r = this.frame.getBoundingClientRect();
    if (this.pointers.size === 2) {
      const [a, b] = [...this.pointers.values()];
      const before = Math.hypot(a.x - b.x, a.y - b.y);
      const mid0 = [(a.x + b.x) / 2, (a.y + b.y) / 2];
      p.x = ev.clientX;
      p.y = ev.clientY;
      const after = Math.hypot(a.x - b.x, a.y - b.y);
      const mid1 = [(a.x + b.x) / 2, (a.y + b.y) / 2];
      this.moved = this.dragged = true;
      if (before > 0) this.zoomBy(after / before, mid0[0] - r.left, mid0[1] - r.top);
      this.panBy(mid1[0] - mid0[0], mid1[1] - mid0[1]);
      return;
    }
    const dx = ev.clientX - p.x;
    const dy = ev.clientY - p.y;
    if (!this.moved && Math.hypot(ev.clientX - p.x0, ev.clientY - p.y0) < DRAG) return;
    if (!this.moved) {
      this.moved = true;
      try {
        this.frame.setPointerCapture(ev.pointerId);
      } catch {
        // a pointer that is already gone: nothing to capture
      }
    }
    this.dragged = true;
    p.x = ev.clientX;
    p.y = ev.clientY;
    this.panBy(dx, dy);
  }

  onUp(ev) {
    const p = this.pointers.get(ev.pointerId);
    this.pointers.delete(ev.pointerId);
    if (!p || this.moved || ev.type === "pointercancel") return;
    // a finger's tap on a map too small to tap a place with: it zooms in there, and presses
    // nothing (places are pressed at a cell of TAP_CELL px or more)
    if (ev.pointerType === "touch" && this.cell < TAP_CELL - 0.5 && !this.rect) {
      const r = this.frame.getBoundingClientRect();
      this.dragged = true;
      this.zoomTo(TAP_CELL, ev.clientX - r.left, ev.clientY - r.top);
    }
  }

  onKey(ev) {
    if (this.rect || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const step = Math.max(40, this.cell * 2);
    if (ev.key === "+" || ev.key === "=") this.zoomBy(1.25);
    else if (ev.key === "-" || ev.key === "_") this.zoomBy(0.8);
    else if (ev.target === this.frame && ev.key.startsWith("Arrow")) {
      const d = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] }[ev.key];
      this.panBy(d[0], d[1]);
    } else return;
    ev.preventDefault();
  }
}
