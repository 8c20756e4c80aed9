// What to draw before the engine is ready and no game was saved: the empty board,
// crown on e5, no hands yet. Shaped like the engine's ui_state.

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
