// The 9×9 board: 81 <button>s named by coordinate ("e5"), north (rank 9) at the top.
// A square is enabled exactly when it is a legal target for the human to move now.
// The board knows no rules: it draws ui.board / ui.crown and the targets it is handed.
// The targets are one Tab stop; arrow keys move between them (core/roving.js). The last move's
// squares (where the crown came from and where it went) are tinted and named so.

import { h, clear } from "../../core/dom.js";
import { Roving } from "../../core/roving.js";
import { rose, crown } from "./pieces.js";
import { T } from "./strings.js";
import { territoryLayout } from "./territories.js";

export const FILES = "abcdefghi";
export const SIZE = 9;

export function squareName(file, rank) {
  return `${FILES[file]}${rank + 1}`;
}

/** Cell content from ui.board (9 strings, rank 9 first, file a first): ".", "R" or "W". */
export function cellAt(board, file, rank) {
  const row = board && board[SIZE - 1 - rank];
  return row ? row[file] || "." : ".";
}

export class Board {
  /** @param {HTMLElement} root  @param {(square:string)=>void} onSquare */
  constructor(root, onSquare) {
    this.root = root;
    this.onSquare = onSquare;
    this.squares = new Map();
    this.build();
  }

  build() {
    clear(this.root);
    this.root.setAttribute("role", "group");
    this.root.setAttribute("aria-label", T.boardLabel);
    const grid = h("div", { class: "board-grid" });
    const label = (text, cls) => h("div", { class: `coord ${cls}`, "aria-hidden": "true" }, text);
    for (let rank = SIZE - 1; rank >= 0; rank--) {
      grid.append(label(String(rank + 1), "rank-label"));
      for (let file = 0; file < SIZE; file++) {
        const name = squareName(file, rank);
        const descId = `sq-desc-${name}`;
        const btn = h(
          "button",
          {
            type: "button",
            class: `square ${(file + rank) % 2 ? "light" : "dark"}`,
            "aria-label": name,
            "aria-describedby": descId,
            disabled: true,
            dataset: { square: name, key: `sq:${name}`, file: String(file), rank: String(rank) },
            onclick: () => this.onSquare(name),
          },
          h("span", { class: "sq-piece" }),
          h("span", { class: "sq-crown" }),
          h("span", { class: "sq-terr", "aria-hidden": "true" }),
          h("span", { class: "visually-hidden", id: descId }),
        );
        this.squares.set(name, btn);
        grid.append(btn);
      }
    }
    grid.append(label("", "corner"));
    for (let file = 0; file < SIZE; file++) grid.append(label(FILES[file], "file-label"));
    this.root.append(grid);
    this.cache = new Map();
    this.keys = new Roving(this.root, {
      items: "button.square",
      at: (el) => [Number(el.dataset.file), Number(el.dataset.rank)],
      prefer: ".selected",
    });
  }

  /**
   * @param ui       the engine's ui_state (or the JS preview of it)
   * @param view     {targets: Map(square -> [moves]), selected: move|null, territories: bool,
   *                  hint: square suggested by the Hint button or null,
   *                  last: {from, to} squares of the last move or null}
   */
  update(ui, view) {
    const layout = view.territories ? territoryLayout(ui) : new Map();
    for (const [name, btn] of this.squares) {
      const file = FILES.indexOf(name[0]);
      const rank = Number(name.slice(1)) - 1;
      const cell = cellAt(ui.board, file, rank);
      const isCrown = ui.crown === name;
      const moves = view.targets.get(name) || [];
      const isTarget = moves.length > 0;
      const hero = isTarget && moves.every((m) => m.hero);
      const selected = !!(view.selected && view.selected.target === name);
      const terr = layout.get(name) || null;
      const hinted = view.hint === name;
      const lastTo = !!view.last && view.last.to === name;
      const lastFrom = !!view.last && view.last.from === name;
      const key = [cell, isCrown, isTarget, hero, selected, hinted, lastTo, lastFrom, terr ? `${terr.side}:${terr.size}:${terr.edges.join("")}:${terr.label}` : ""].join("|");
      if (this.cache.get(name) === key) continue;
      this.cache.set(name, key);

      const [pieceEl, crownEl, terrEl, descEl] = btn.children;
      clear(pieceEl);
      if (cell === "R") pieceEl.append(rose(0));
      else if (cell === "W") pieceEl.append(rose(1));
      clear(crownEl);
      if (isCrown) crownEl.append(crown());
      terrEl.textContent = terr && terr.label ? T.territoryTag(terr.size, terr.points) : "";

      btn.disabled = !isTarget;
      btn.classList.toggle("target", isTarget);
      btn.classList.toggle("hero-target", hero);
      btn.classList.toggle("selected", selected);
      btn.classList.toggle("has-crown", isCrown);
      btn.classList.toggle("hint", hinted);
      btn.classList.toggle("last-to", lastTo);
      btn.classList.toggle("last-from", lastFrom);
      btn.classList.toggle("terr-red", !!terr && terr.side === 0);
      btn.classList.toggle("terr-white", !!terr && terr.side === 1);
      // an outline on each side where the territory ends (RK-9.1: corners do not connect)
      for (const e of ["n", "e", "s", "w"]) btn.classList.toggle(`terr-${e}`, !!terr && terr.edges.includes(e));

      const desc = [];
      if (cell === "R") desc.push(T.squareDesc.red);
      if (cell === "W") desc.push(T.squareDesc.white);
      if (isCrown) desc.push(T.squareDesc.crown);
      if (selected) desc.push(T.squareDesc.selected);
      else if (hero) desc.push(T.squareDesc.heroTarget);
      else if (isTarget) desc.push(T.squareDesc.target);
      if (hinted) desc.push(T.hintSquare);
      if (lastTo) desc.push(T.squareDesc.lastTo);
      if (lastFrom) desc.push(T.squareDesc.lastFrom);
      if (terr) desc.push(T.squareDesc.territory(terr.size, terr.points));
      descEl.textContent = desc.join(", ");
    }
  }

  /** The square a card under the pointer or the focus would play to, lit (null: none). */
  preview(square) {
    for (const [name, btn] of this.squares) btn.classList.toggle("previewed", name === square);
  }
}
