// What The Rose King's table draws before the engine is ready, shaped like ui_state: the empty
// board (crown on e5, no hands yet), or a position string (RK-12) or a record's start state
// read as notation only (no rules). Anything it cannot read gives null; the engine then says
// what is wrong.

export function emptyUi(variant = "2p") {
  const four = variant === "4p";
  const seats = four ? 4 : 2;
  const zero = { points: 0, largest: 0, tokens: 0, territories: [], squares: [] };
  return {
    game: "rose-king",
    variant,
    seats,
    teams: four ? [0, 1, 0, 1] : [0, 1],
    board: Array.from({ length: 9 }, () => "........."),
    crown: "e5",
    to_move: 0,
    hands: Array.from({ length: seats }, () => []),
    heroes: Array.from({ length: seats }, () => (four ? 2 : 4)),
    hand_limit: four ? 3 : 5,
    draw_count: 24 - seats * (four ? 3 : 5),
    discard_top: null,
    discard_count: 0,
    tokens_on_board: 0,
    tokens_total: 52,
    legal: [],
    moves: [],
    must_pass: false,
    score: [zero, zero],
    outcome: null,
    position: null,
    preview: true,
  };
}

const CARD = /^(N|NE|E|SE|S|SW|W|NW)[123]$/;

function cards(field) {
  if (field === "-") return [];
  const list = field.split(",");
  return list.every((c) => CARD.test(c)) ? list : null;
}

function board(field) {
  const ranks = field.split("/");
  if (ranks.length !== 9) return null;
  const rows = [];
  for (const r of ranks) {
    let row = "";
    for (const ch of r) {
      if (/[1-9]/.test(ch)) row += ".".repeat(Number(ch));
      else if (ch === "R" || ch === "W") row += ch;
      else return null;
    }
    if (row.length !== 9) return null;
    rows.push(row);
  }
  return rows;
}

function fromFields(b, crown, hands, heroes, toMove, draw, discard) {
  const n = hands.length;
  if (!b || !/^[a-i][1-9]$/.test(crown) || (n !== 2 && n !== 4) || hands.some((h) => !h)) return null;
  if (!draw || !discard || heroes.length !== n || heroes.some((x) => !Number.isInteger(x))) return null;
  const ui = emptyUi(n === 4 ? "4p" : "2p");
  const tokens = b.join("").replace(/\./g, "").length;
  return {
    ...ui,
    board: b,
    crown,
    hands,
    heroes,
    to_move: Number.isInteger(toMove) && toMove >= 0 && toMove < n ? toMove : 0,
    draw_count: draw.length,
    discard_top: discard.length ? discard[discard.length - 1] : null,
    discard_count: discard.length,
    tokens_on_board: tokens,
  };
}

/** Rose King position string → preview ui, or null. */
export function previewPosition(text) {
  if (typeof text !== "string") return null;
  const p = text.trim().split(/\s+/);
  if (p[0] !== "rk" || p.length < 8) return null;
  const hands = p[3].split("/").map(cards);
  const heroes = p[4].split("/").map(Number);
  return fromFields(board(p[1]), p[2], hands, heroes, Number(p[5]), cards(p[6]), cards(p[7]));
}

/** A Rose King state dict (a record's start) → preview ui, or null. */
export function previewState(s) {
  if (!s || typeof s !== "object" || s.game !== "rose-king") return null;
  if (!Array.isArray(s.board) || !Array.isArray(s.hands) || !Array.isArray(s.heroes)) return null;
  const ok = (l) => Array.isArray(l) && l.every((c) => CARD.test(c));
  const b = s.board.every((r) => typeof r === "string" && /^[.RW]{9}$/.test(r)) && s.board.length === 9 ? s.board : null;
  return fromFields(
    b,
    String(s.crown),
    s.hands.map((h) => (ok(h) ? h : null)),
    s.heroes,
    s.to_move,
    ok(s.draw_pile) ? s.draw_pile : null,
    ok(s.discard_pile) ? s.discard_pile : null,
  );
}

/** The embed widget's parameters ({position} or {record}) → preview ui, or null. */
export function previewOf(params) {
  return previewPosition(params.position) || (params.record ? previewState(params.record.start) : null);
}
