// Long Live the Queen's ability card: what a tile does (LQ-5, restated in strings.js), shown
// next to a tile on hover, keyboard focus and long-press (phones), hidden on leaving, blur or
// Escape. One card per table, a role="tooltip" element the tile points to with aria-describedby
// while it shows. Texts are filled with textContent only.

import { h, replaceChildren } from "../../core/dom.js";

const LONG_PRESS_MS = 450;
let counter = 0;

export class AbilityCard {
  /** describe(key) → {title, lines: [string]} or null (no card for that tile) */
  constructor(root, describe) {
    this.describe = describe;
    this.id = `lq-card-${++counter}`;
    this.el = h("div", { class: "lq-card", role: "tooltip", id: this.id, hidden: true });
    root.append(this.el);
    this.owner = null; // the tile the card is about
    this.timer = null;
    this.pressed = false; // a long-press showed the card: the click that follows only shows it
  }

  /** Listens on `container` (the board) for tiles: buttons with data-key. */
  attach(container) {
    const tileOf = (ev) => ev.target.closest && ev.target.closest("button[data-key]");
    // keyboard focus only: a tap focuses the tile too, and the card must not cover the partners
    // the player is about to tap (touch has the long-press, a mouse the hover)
    container.addEventListener("focusin", (ev) => {
      const t = tileOf(ev);
      if (t && t.matches(":focus-visible")) this.show(t);
    });
    container.addEventListener("focusout", (ev) => {
      if (tileOf(ev) === this.owner) this.hide();
    });
    container.addEventListener("pointerover", (ev) => {
      const t = tileOf(ev);
      if (t && ev.pointerType === "mouse") this.show(t);
    });
    container.addEventListener("pointerout", (ev) => {
      const t = tileOf(ev);
      if (t && ev.pointerType === "mouse" && t === this.owner && !t.contains(ev.relatedTarget) && !t.matches(":focus-visible")) this.hide();
    });
    container.addEventListener("pointerdown", (ev) => {
      const t = tileOf(ev);
      this.pressed = false;
      if (!t || ev.pointerType === "mouse") return;
      clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        this.pressed = true;
        this.show(t);
      }, LONG_PRESS_MS);
    });
    for (const type of ["pointerup", "pointercancel", "pointermove"]) {
      container.addEventListener(type, (ev) => {
        if (type === "pointermove" && ev.pointerType === "mouse") return;
        clearTimeout(this.timer);
      });
    }
    // the click ending a long-press is not a pick
    container.addEventListener(
      "click",
      (ev) => {
        if (this.pressed && tileOf(ev)) {
          ev.stopPropagation();
          ev.preventDefault();
          this.pressed = false;
        }
      },
      true,
    );
    container.addEventListener("contextmenu", (ev) => {
      if (tileOf(ev)) ev.preventDefault(); // a long-press shows the card, not the browser's menu
    });
    container.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape" && this.owner) this.hide();
    });
  }

  show(tile) {
    const info = this.describe(tile.dataset.key);
    if (!info) return this.hide();
    if (this.owner && this.owner !== tile) this.owner.removeAttribute("aria-describedby");
    this.owner = tile;
    replaceChildren(this.el, h("strong", { class: "lq-card-title" }, info.title), info.lines.map((l) => h("p", {}, l)));
    tile.setAttribute("aria-describedby", this.id);
    this.el.hidden = false;
    this.place(tile);
  }

  hide() {
    if (this.owner) this.owner.removeAttribute("aria-describedby");
    this.owner = null;
    this.el.hidden = true;
    replaceChildren(this.el); // no stale text left in the page
  }

  /** Below the tile, or above it when the screen ends first; never past the sides. */
  place(tile) {
    const r = tile.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const c = this.el.getBoundingClientRect();
    let top = r.bottom + 6;
    if (top + c.height > vh && r.top - c.height - 6 >= 0) top = r.top - c.height - 6;
    const left = Math.max(4, Math.min(r.left + r.width / 2 - c.width / 2, vw - c.width - 4));
    this.el.style.top = `${Math.round(top)}px`;
    this.el.style.left = `${Math.round(left)}px`;
  }

  /** After a redraw the old tile is gone: the card goes too (a tile focused again brings it back). */
  drop() {
    if (this.owner && !this.owner.isConnected) this.hide();
  }
}
