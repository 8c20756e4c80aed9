// What just happened, for everyone at the table, in every game: the engine's sentence for each
// action (its narration, the move list's words, in the page's language).
// - A polite live region tells a screen reader every action of every seat as it is played,
//   the person's own, the other seat's and the computer's alike. It is a log: a computer turn of
//   several actions in a row is read action by action, none replaced by the next before it is
//   heard. It keeps the last few sentences only. A hand-over screen (hot-seat with secrets)
//   empties it, and the seat that takes the device hears the last move again.
// - A one-line strip names the move that led to the position shown (the last move, or the move
//   browsed in the review). It is fixed at the foot of the window, so a phone shows it whatever
//   part of the table is scrolled into view; the board itself marks the move (each table).

import { h, replaceChildren } from "../core/dom.js";
import { S } from "./strings.js";

const KEEP = 6; // sentences the live region holds: enough for one computer turn

export class LastMove {
  constructor(doc = document) {
    this.log = h("div", { id: "move-news", class: "visually-hidden", role: "log", "aria-live": "polite", "aria-relevant": "additions", "aria-label": S.moveNewsLabel });
    this.text = h("span", { class: "last-move-text" });
    this.label = h("span", { class: "last-move-label" });
    this.strip = h("p", { id: "last-move", class: "last-move-strip", hidden: true }, h("span", { class: "last-move-body" }, this.label, " ", this.text));
    doc.body.append(this.strip, this.log);
    doc.body.classList.add("has-last-move");
    this.handedOver = false; // a hand-over screen emptied the page's moves
  }

  /** A move was just played: read out its sentence (the page language's; the move list's). */
  announce(text) {
    if (!text) return;
    this.log.append(h("p", {}, text));
    while (this.log.children.length > KEEP) this.log.firstElementChild.remove();
  }

  /** A hand-over screen: nothing of the moves stays in the page, not even public sentences
   * (the screen names no seat's tiles at all); the next screen reads the last move out again. */
  hide() {
    replaceChildren(this.log);
    this.text.textContent = "";
    this.strip.hidden = true;
    this.handedOver = true;
  }

  /** The strip: `move` ({n, desc}) led to the position shown; `browsing`: the review shows it. */
  show(move, browsing = false) {
    if (this.handedOver) {
      // the person now at the device hears what was played before they took it
      this.handedOver = false;
      if (move && !browsing) this.announce(move.desc);
    }
    this.strip.hidden = !move;
    if (!move) return;
    const label = browsing ? S.shownMove(move.n) : S.lastMoveLabel;
    if (this.label.textContent !== label) this.label.textContent = label;
    if (this.text.textContent !== move.desc) this.text.textContent = move.desc;
  }
}
