// Roving tabindex for a table's grids and rows (a board, a hand, a court): the whole group is
// one Tab stop, the arrow keys move between its enabled items, Home and End go to the first and
// last; Enter and Space are the items' own (they are <button>s). A table calls refresh() after
// each redraw, then keep(): when a move disabled or replaced the focused item, focus goes back
// into the group (to its Tab stop, or to the group itself while nothing in it can be chosen),
// so keyboard play never falls to the page. Used by every game's table component.

const ARROWS = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

export class Roving {
  /**
   * root: the group (kept across redraws; its items may be replaced).
   * opts.items: CSS selector of its items (buttons).
   * opts.at(el) → [x, y] (x east, y north) for a 2-D grid; without it the items are a row in
   *   document order (Left/Up: previous, Right/Down: next, wrapping).
   * opts.key(el) → a name of the item that survives a redraw (default: data-key).
   * opts.prefer: selector of the item to offer as the Tab stop when the group is not focused
   *   (a selected target), ahead of the one last focused; or a list of them, tried in turn.
   * opts.first: selector (or a function giving it) of the item to offer when neither is there
   *   (default: the first item).
   * opts.line(el) → a name of the item's line (a seat's row of a board): Home and End then go to
   *   the first and last item of the focused item's line, in reading order of `at` (north
   *   first, then west first); without it, to the first and last of the group.
   */
  constructor(root, opts) {
    this.root = root;
    this.opts = opts;
    this.key = opts.key || ((el) => el.dataset.key);
    this.current = null; // key of the item last focused
    this.holds = false; // the person's focus is in this group (a redraw must not lose it)
    const doc = root.ownerDocument;
    root.setAttribute("tabindex", "-1"); // the holding place while no item is enabled
    root.addEventListener("keydown", (ev) => this.onKey(ev));
    root.addEventListener("focusin", (ev) => {
      this.holds = true;
      const item = ev.target.closest && ev.target.closest(opts.items);
      if (item && root.contains(item)) this.setStop(item);
    });
    // focus elsewhere, or a click outside: the group lets go (the path, not the target: inside
    // the embed widget's shadow root the document sees the host as the target)
    const away = (ev) => {
      if (!ev.composedPath().includes(root)) this.holds = false;
    };
    doc.addEventListener("focusin", away);
    doc.addEventListener("pointerdown", away);
  }

  /** The enabled items, in document order. */
  enabled() {
    return [...this.root.querySelectorAll(this.opts.items)].filter((el) => !el.disabled && !el.hidden);
  }

  setStop(item) {
    this.current = this.key(item);
    for (const el of this.root.querySelectorAll(this.opts.items)) el.tabIndex = el === item ? 0 : -1;
  }

  /** The item that is the group's Tab stop now (null: nothing to choose). */
  stop() {
    const items = this.enabled();
    if (!items.length) return null;
    const prefer = this.holds ? [] : [this.opts.prefer || []].flat();
    for (const sel of prefer) {
      const preferred = items.find((el) => el.matches(sel));
      if (preferred) return preferred;
    }
    const last = items.find((el) => this.key(el) === this.current);
    if (last) return last;
    const first = typeof this.opts.first === "function" ? this.opts.first() : this.opts.first;
    return (first && items.find((el) => el.matches(first))) || items[0];
  }

  /** After a redraw: exactly one Tab stop among the enabled items. */
  refresh() {
    const s = this.stop();
    if (s) this.setStop(s);
    else for (const el of this.root.querySelectorAll(this.opts.items)) el.tabIndex = -1;
  }

  /** After a redraw: focus back into the group if it held it and lost it. True when placed. */
  keep() {
    if (!this.holds) return false;
    const doc = this.root.ownerDocument;
    if (doc.querySelector("dialog[open]")) return false;
    const now = this.root.getRootNode().activeElement;
    const lost = !now || now === doc.body || !now.isConnected || now.disabled || now === this.root;
    if (!lost) return false;
    const s = this.stop();
    const target = s || this.root;
    if (target !== now) target.focus({ preventScroll: true });
    return true;
  }

  /** Focus the group's Tab stop (or the group). */
  focus() {
    this.refresh();
    (this.stop() || this.root).focus({ preventScroll: true });
  }

  onKey(ev) {
    if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const from = ev.target.closest && ev.target.closest(this.opts.items);
    const items = this.enabled();
    if (!items.length || (!from && ev.target !== this.root)) return;
    let next = null;
    if (ev.key === "Home" || ev.key === "End") {
      const line = from ? this.lineOf(items, from) : items;
      next = ev.key === "Home" ? line[0] : line[line.length - 1];
    }
    else if (ARROWS[ev.key]) next = from ? this.step(items, from, ARROWS[ev.key]) : items[0];
    if (!next) return;
    ev.preventDefault();
    this.setStop(next);
    next.focus();
  }

  /** The enabled items of from's line (opts.line), in reading order when placed (opts.at). */
  lineOf(items, from) {
    if (!this.opts.line) return items;
    const name = this.opts.line(from);
    const line = items.filter((el) => this.opts.line(el) === name);
    if (!this.opts.at) return line;
    const at = new Map(line.map((el) => [el, this.opts.at(el)]));
    return line.sort((a, b) => at.get(b)[1] - at.get(a)[1] || at.get(a)[0] - at.get(b)[0]);
  }

  /** The nearest enabled item in direction d (grid), or the next/previous one (row). */
  step(items, from, d) {
    if (!this.opts.at) {
      const i = items.indexOf(from);
      const forward = d[0] > 0 || d[1] < 0;
      if (i < 0) return items[0];
      return items[(i + (forward ? 1 : -1) + items.length) % items.length];
    }
    const [x0, y0] = this.opts.at(from);
    let best = null;
    let bestScore = Infinity;
    for (const el of items) {
      const [x, y] = this.opts.at(el);
      const along = (x - x0) * d[0] + (y - y0) * d[1];
      if (along <= 0) continue;
      const across = Math.abs((x - x0) * d[1]) + Math.abs((y - y0) * d[0]);
      const score = along + across * 3;
      if (score < bestScore) (bestScore = score), (best = el);
    }
    return best;
  }
}
