// The advice bar under the status line, for every game: the Hint button and the Win chance
// switch. Both search in the search worker (core/computer.js) at the strongest level within
// their time (settings.adviceLevel, default max): the hint with
// analyse(state, level, "<seed>:<ply>:hint", hard_ms), the win chance (of the side to move)
// with analyse(state, level, "<seed>:<ply>:chance", chance_ms) after each move. A result
// counts only for the very position it was asked in; the game's table words the hint.

import { h, replaceChildren } from "../core/dom.js";
import { S } from "./strings.js";
import { settings } from "./config.js";
import { errorText } from "../core/engine.js";

export class Advice {
  /**
   * hooks: {engine() → Computer|null, position() → {state, ui, index, seed}|null, canHint(),
   *         hintText(action, ui, why: the engine's reason or null), sideName(ui), redraw(), prefs, savePrefs()}
   */
  constructor(root, hooks) {
    this.root = root;
    this.hooks = hooks;
    this.hint = null; // {state, action, text} for the position it was asked in
    this.hintPending = null; // {state}
    this.win = null; // {state, side, value} or {state, side, error}
    this.winPending = null; // {state}
    this.hintBtn = h("button", { type: "button", id: "btn-hint", title: S.hintTitle, "aria-keyshortcuts": "H", onclick: () => this.askHint() }, S.hint);
    this.winBtn = h("button", { type: "button", id: "btn-winchance", title: S.winChanceTitle, "aria-pressed": "false", onclick: () => this.toggleWinChance() }, S.winChance);
    this.hintTextEl = h("span", { class: "hint-text", id: "hint-text" });
    this.meter = h("meter", { min: "0", max: "1", low: "0.35", high: "0.65", optimum: "1", value: "0.5", class: "win-meter" });
    this.winTextEl = h("span", { class: "win-text" });
    this.winBox = h("span", { class: "win-box", hidden: true }, this.meter, this.winTextEl);
    // one polite live region for both texts, so a screen reader hears the hint when it arrives
    const live = h("p", { class: "advice-text", "aria-live": "polite" }, this.hintTextEl, this.winBox);
    replaceChildren(root, h("div", { class: "advice-buttons" }, this.hintBtn, this.winBtn), live);
    root.classList.add("advice");
  }

  /** The hint for the position on the board, if one was asked for it. */
  hintFor(pos) {
    return this.hint && pos && this.hint.state === pos.state ? this.hint : null;
  }

  /** Undo, redo, new game, import, link: results still under way no longer count. */
  cancel() {
    this.hintPending = null;
    this.winPending = null;
  }

  async askHint() {
    const pos = this.hooks.position();
    const computer = this.hooks.engine();
    if (!pos || !computer || !this.hooks.canHint() || (this.hintPending && this.hintPending.state === pos.state)) return;
    const token = { state: pos.state };
    this.hintPending = token;
    this.hint = null;
    this.hooks.redraw();
    let hint;
    try {
      const res = await computer.analyse(pos.state, settings.adviceLevel, `${pos.seed}:${pos.index}:hint`, settings.hardMs);
      if (!res) return; // cancelled
      hint = { state: pos.state, action: res.action, text: this.hooks.hintText(res.action, pos.ui, res.why || null) };
    } catch (err) {
      hint = { state: pos.state, action: null, text: S.hintFailed(errorText(err)) };
    } finally {
      if (this.hintPending === token) this.hintPending = null;
    }
    const now = this.hooks.position();
    if (now && now.state === pos.state) this.hint = hint;
    this.hooks.redraw();
  }

  toggleWinChance() {
    this.hooks.prefs.winChance = !this.hooks.prefs.winChance;
    this.hooks.savePrefs();
    this.requestWinChance(this.hooks.position());
    this.hooks.redraw();
  }

  /** With the switch on: estimate the side to move's win chance at `pos`, in the search worker. */
  requestWinChance(pos) {
    const computer = this.hooks.engine();
    if (!this.hooks.prefs.winChance || !pos || pos.hidden || !computer || pos.ui.outcome || pos.ui.current_player === null) return;
    const state = pos.state;
    if ((this.win && this.win.state === state) || (this.winPending && this.winPending.state === state)) return;
    const token = { state };
    this.winPending = token;
    const side = this.hooks.sideName(pos.ui);
    computer
      .analyse(state, settings.adviceLevel, `${pos.seed}:${pos.index}:chance`, settings.chanceMs)
      .then(
        (res) => res && { state, side, value: res.win_chance },
        (err) => ({ state, side, error: errorText(err) }),
      )
      .then((win) => {
        if (this.winPending === token) this.winPending = null;
        const now = this.hooks.position();
        if (!win || !now || now.state !== state) return;
        this.win = win;
        this.hooks.redraw();
      });
  }

  /** Draws the bar for `pos` (null: nothing to advise on, e.g. before the engine or in the
   * review: the bar keeps its room, so the board under it does not move); `gone`: a hand-over
   * screen, no room kept. */
  render(pos, { available = false, over = false, gone = false } = {}) {
    this.root.hidden = gone;
    this.root.classList.toggle("advice-off", !pos || !available);
    if (!pos) {
      // nothing of the last seat's advice stays in the page (a hand-over screen may follow)
      this.hintTextEl.textContent = "";
      this.winTextEl.textContent = "";
      return;
    }
    const hint = this.hintFor(pos);
    const hintBusy = !!(this.hintPending && this.hintPending.state === pos.state);
    const hintText = hint ? hint.text : hintBusy ? S.hintThinking : "";
    const on = !!this.hooks.prefs.winChance;
    let winText = "";
    let win = null;
    let stale = false;
    if (on && !over) {
      const fresh = this.win && this.win.state === pos.state;
      if (fresh && this.win.error) winText = S.winChanceFailed(this.win.error);
      else if (fresh) {
        win = this.win;
        winText = S.winChanceText(win.side, Math.round(win.value * 100));
      } else {
        winText = S.winChanceThinking;
        if (this.win && !this.win.error) (win = this.win), (stale = true);
      }
    }
    // a hint the person asked for is shown whole, its reason too: the bar grows to hold it
    this.root.classList.toggle("advice-open", !!(hint && hint.text));
    this.hintBtn.disabled = !this.hooks.canHint();
    // stays enabled (and focused) while the search runs; a second press is ignored
    this.hintBtn.setAttribute("aria-busy", hintBusy ? "true" : "false");
    this.winBtn.setAttribute("aria-pressed", on ? "true" : "false");
    if (this.hintTextEl.textContent !== hintText) this.hintTextEl.textContent = hintText;
    this.winBox.hidden = !on || !winText;
    if (win) {
      this.meter.value = win.value;
      this.meter.setAttribute("aria-label", S.winChanceLabel(win.side));
    }
    this.meter.hidden = !win;
    this.winBox.classList.toggle("stale", stale);
    if (this.winTextEl.textContent !== winText) this.winTextEl.textContent = winText;
  }

  /** For the test hook: what the bar knows about `pos`. */
  summary(pos) {
    const hint = this.hintFor(pos);
    return {
      hint: hint ? { action: hint.action || null, text: hint.text } : null,
      hintPending: !!this.hintPending,
      win: this.win && pos && this.win.state === pos.state ? { side: this.win.side, value: this.win.value ?? null } : null,
      winPending: !!this.winPending,
    };
  }
}
