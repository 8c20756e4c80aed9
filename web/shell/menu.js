// The top bar on one row at any width: the main actions stay in the bar, and what does not fit
// goes into the Menu (a disclosure button with its panel), first the game's own tools and the
// export/import/link buttons, then the kept ones (the rules lesson's link), then the language
// switch. The Menu always holds the keyboard
// shortcuts and what other modules add to #menu-extra (the authors' Embed snippet, the lessons).
// fit() runs again whenever the window's width or the tools change, once per frame before it is
// drawn: measuring the bar forces a layout of the whole page, so several changes in one task
// (the start: language switch, table, tools) cost one layout instead of one each.

import { $, closeOnEscapeOrOutside } from "../core/dom.js";

export class TopMenu {
  /** bar: the .topbar; toolbar: its main nav; label: the Menu button's name */
  constructor(bar, toolbar, label) {
    this.bar = bar;
    this.toolbar = toolbar;
    this.button = $("#btn-menu", bar);
    this.panel = $("#menu-panel", bar);
    this.folded = $("#menu-tools", bar); // the tools that did not fit in the bar
    this.button.textContent = label;
    this.primary = [];
    this.secondary = [];
    this.kept = [];
    this.button.addEventListener("click", () => this.toggle());
    // an item chosen, Escape, or a click elsewhere closes the panel
    this.panel.addEventListener("click", (ev) => {
      const item = ev.target instanceof Element ? ev.target.closest("button, a") : null;
      if (item && !item.hasAttribute("data-keep-open")) this.close(false);
    });
    closeOnEscapeOrOutside(bar.ownerDocument, {
      isOpen: () => this.isOpen(),
      close: (refocus) => this.close(refocus),
      inside: (path) => path.includes(this.button.parentElement),
    });
    this.pending = 0;
    if (bar.ownerDocument.fonts) bar.ownerDocument.fonts.ready.then(() => this.fit()); // widths change with the font
    window.addEventListener("resize", () => this.fit());
  }

  isOpen() {
    return this.button.getAttribute("aria-expanded") === "true";
  }

  toggle() {
    if (this.isOpen()) return this.close(false);
    this.button.setAttribute("aria-expanded", "true");
    this.panel.hidden = false;
    const first = this.panel.querySelector("button:not(:disabled), a");
    if (first) first.focus();
  }

  close(refocus) {
    this.button.setAttribute("aria-expanded", "false");
    this.panel.hidden = true;
    if (refocus) this.button.focus();
  }

  /** primary: always in the bar; secondary: in the bar when they fit, else in the Menu; kept:
   * after the primary ones, folded only when the bar holds no secondary one and still overflows. */
  setTools(primary, secondary, kept = this.kept) {
    this.primary = primary;
    this.secondary = secondary;
    this.kept = kept;
    this.unfold(); // the new tools are in place at once; folded before the next frame
    this.fit();
  }

  overflows() {
    return this.bar.scrollWidth > this.bar.clientWidth + 1;
  }

  /** Everything back in the bar (no measuring); returns the language switch. */
  unfold() {
    const lang = $(".lang-switch", this.bar.ownerDocument);
    this.bar.classList.remove("compact");
    this.toolbar.replaceChildren(...this.primary, ...this.kept, ...this.secondary);
    this.folded.replaceChildren();
    if (lang && lang.parentElement !== this.bar) this.bar.append(lang);
    return lang;
  }

  /** Fit the bar before the next frame is drawn (one fitting for any number of calls until then). */
  fit() {
    if (!this.pending) {
      this.pending = requestAnimationFrame(() => {
        this.pending = 0;
        this.fitNow();
      });
    }
  }

  /** Fold step by step until the bar is one row: the secondary tools one by one from the last,
   * then the game's name (the way to the other games: the Menu's "Games" has it too), the kept
   * tools, the language. */
  fitNow() {
    const lang = this.unfold();
    const over = this.bar.scrollWidth - this.bar.clientWidth;
    if (over > 1 && this.secondary.length) {
      // how many to fold, read in this one layout (not one layout a tool): folding the tools from
      // the k-th on frees the room from the right edge of the one before it to the last one's
      const right = (el) => el.getBoundingClientRect().right;
      const before = [...this.primary, ...this.kept];
      const edge = (k) => (k > 0 ? right(this.secondary[k - 1]) : before.length ? right(before[before.length - 1]) : this.toolbar.getBoundingClientRect().left);
      const end = right(this.secondary[this.secondary.length - 1]);
      let k = this.secondary.length - 1;
      while (k > 0 && end - edge(k) < over) k--;
      this.toolbar.replaceChildren(...before, ...this.secondary.slice(0, k));
      this.folded.replaceChildren(...this.secondary.slice(k));
    }
    if (this.overflows()) this.bar.classList.add("compact");
    if (this.overflows() && this.kept.length) {
      this.toolbar.replaceChildren(...this.primary);
      this.folded.prepend(...this.kept);
    }
    if (this.overflows() && lang) this.folded.append(lang);
  }
}
