// The site's games, one press from the page's title: the game shown is named there as a button
// that opens the list of every game (a disclosure panel under the bar), each with the players it
// takes and its rules lesson. Choosing one shows it as it was left, else deals a first game
// against the computer (chooseGame, autosave.js). On a narrow bar the title's button folds away
// with the subtitle; the Menu's "Games" opens the same list.

import { closeOnEscapeOrOutside, h, replaceChildren } from "../core/dom.js";

export class GamesMenu {
  /**
   * bar: the .topbar; opts: {games, current() (the game shown), choose(game), label (the list's
   * name), buttonName(game) (the title button's accessible name), players(game) (the players a
   * game takes, in words), lesson(game) (the link's words, or null: no lesson)}.
   */
  constructor(bar, opts) {
    this.bar = bar;
    this.opts = opts;
    this.toggle = h("button", { type: "button", class: "subtitle games-switch", "aria-expanded": "false", "aria-controls": "games-panel" });
    this.toggle.addEventListener("click", () => (this.isOpen() ? this.close(false) : this.open()));
    this.panel = h("div", { id: "games-panel", class: "games-panel", role: "group", "aria-label": opts.label, hidden: true });
    bar.append(this.panel);
    closeOnEscapeOrOutside(bar.ownerDocument, {
      isOpen: () => this.isOpen(),
      close: (refocus) => this.close(refocus),
      inside: (path) => path.includes(this.panel) || path.includes(this.toggle) || path.includes(this.opener),
    });
    this.opener = null; // the Menu's "Games" button, when the list was opened from there
  }

  /** The title's button, naming `game` (board-view.js puts it in the title). */
  button(game) {
    replaceChildren(this.toggle, game.name);
    this.toggle.setAttribute("aria-label", this.opts.buttonName(game));
    return this.toggle;
  }

  isOpen() {
    return !this.panel.hidden;
  }

  /** Opens the list, the game shown first in focus; `from`: the control that opened it (focus
   * goes back there on Escape). */
  open(from = this.toggle) {
    this.opener = from;
    const shown = this.opts.current();
    const rows = this.opts.games.map((game) => {
      const players = this.opts.players(game);
      // (named in one phrase: its two lines are two blocks, which a name from content would space oddly)
      const pick = h("button", { type: "button", class: "games-pick", "aria-label": `${game.name}, ${players}`, onclick: () => this.pick(game) }, h("span", { class: "games-name" }, game.name), h("span", { class: "games-players" }, players));
      if (game === shown) pick.setAttribute("aria-current", "true");
      const words = this.opts.lesson(game);
      const link = words ? h("a", { class: "games-lesson", href: `lessons/lesson.html?game=${encodeURIComponent(game.id)}` }, words) : null;
      return h("li", {}, pick, link);
    });
    replaceChildren(this.panel, h("ul", {}, rows));
    this.panel.hidden = false;
    this.toggle.setAttribute("aria-expanded", "true");
    const first = this.panel.querySelector('[aria-current="true"]') || this.panel.querySelector("button");
    if (first) first.focus();
  }

  close(refocus) {
    this.panel.hidden = true;
    this.toggle.setAttribute("aria-expanded", "false");
    const back = this.opener && this.opener.isConnected && this.opener.offsetParent ? this.opener : this.toggle;
    if (refocus && back.isConnected) back.focus();
  }

  pick(game) {
    this.close(false);
    if (game !== this.opts.current()) this.opts.choose(game);
  }
}
