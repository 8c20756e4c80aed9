// Territories drawn for people (RK-9.1, RK-9.2): which squares belong to which territory, the
// sides of each square where its territory ends (so two territories that touch only at a corner
// are outlined apart), and a label with its size and points on each territory of two or more
// squares (the squares' descriptions name every one). The board marks
// its squares with this layout; the end screen draws it as a small map of its own.

import { h, svg } from "../../core/dom.js";
import { rose } from "./pieces.js";
import { T } from "./strings.js";

const FILES = "abcdefghi";
const SIZE = 9;
const EDGES = [["n", 0, 1], ["e", 1, 0], ["s", 0, -1], ["w", -1, 0]];

/** The label square of a territory: its northernmost square, the westernmost of those. */
function labelSquare(squares) {
  const rank = (sq) => Number(sq.slice(1));
  return [...squares].sort((a, b) => rank(b) - rank(a) || a.charCodeAt(0) - b.charCodeAt(0))[0];
}

/**
 * From ui.score[side].squares (each territory a list of squares, RK-9.1): Map square ->
 * {side, size, points, edges: ["n", "w", ...] where the territory ends, label: bool (its label square)}.
 */
export function territoryLayout(ui) {
  const cells = new Map();
  (ui.score || []).forEach((side, s) => {
    (side.squares || []).forEach((terr, id) => {
      const top = labelSquare(terr);
      // a lone rose is outlined but not labelled (1²=1 on every single rose would hide the board)
      const label = terr.length > 1 ? top : null;
      for (const sq of terr) cells.set(sq, { side: s, id, size: terr.length, points: terr.length * terr.length, label: sq === label });
    });
  });
  for (const [sq, cell] of cells) {
    const f = FILES.indexOf(sq[0]);
    const r = Number(sq.slice(1));
    cell.edges = EDGES.filter(([, df, dr]) => {
      const other = cells.get(`${FILES[f + df] || "?"}${r + dr}`);
      return !other || other.side !== cell.side || other.id !== cell.id;
    }).map(([name]) => name);
  }
  return cells;
}

/** The end screen's map: every territory tinted and outlined, labelled "size²=points" from two squares up. */
export function territoryMap(ui) {
  const cells = territoryLayout(ui);
  const U = 20; // one square
  const map = svg("svg", { viewBox: `0 0 ${SIZE * U} ${SIZE * U}`, class: "terr-map", "aria-hidden": "true", focusable: "false" });
  for (let rank = SIZE; rank >= 1; rank--) {
    for (let f = 0; f < SIZE; f++) {
      const sq = `${FILES[f]}${rank}`;
      const x = f * U;
      const y = (SIZE - rank) * U;
      const cell = cells.get(sq);
      map.append(svg("rect", { x, y, width: U, height: U, class: cell ? `cell side-${cell.side}` : "cell" }));
      if (!cell) continue;
      const line = { n: [x, y, x + U, y], e: [x + U, y, x + U, y + U], s: [x, y + U, x + U, y + U], w: [x, y, x, y + U] };
      for (const e of cell.edges) {
        const [x1, y1, x2, y2] = line[e];
        map.append(svg("line", { x1, y1, x2, y2, class: `edge side-${cell.side}` }));
      }
    }
  }
  // labels last, above every outline
  for (const [sq, cell] of cells) {
    if (!cell.label) continue;
    const x = FILES.indexOf(sq[0]) * U + 2;
    const y = (SIZE - Number(sq.slice(1))) * U + 8;
    map.append(svg("text", { x, y, class: `terr-label side-${cell.side}` }, T.territoryTag(cell.size, cell.points)));
  }
  const legend = [0, 1].map((s) =>
    h("span", { class: `terr-key side-${s}` }, h("span", { class: "score-rose", "aria-hidden": "true" }, rose(s)), T.sideName(s)),
  );
  return h("figure", { class: "terr-figure", role: "img", "aria-label": T.territoryMapLabel(mapSentence(ui)) }, map, h("figcaption", {}, legend, " ", T.territoryMapNote));
}

/** What the map shows, for a screen reader: each side's territories with their squares. */
function mapSentence(ui) {
  return (ui.score || [])
    .map((side, s) => `${T.sideName(s)}: ${[...(side.squares || [])].sort((a, b) => b.length - a.length).map((t) => T.territoryOf(t.length, t.length * t.length, labelSquare(t))).join("; ") || T.noTerritories}`)
    .join(". ");
}
