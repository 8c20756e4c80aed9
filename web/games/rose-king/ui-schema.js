// The fields of The Rose King's ui_state its table reads (web/PROTOCOL.md), described for
// web/core/ui-check.js: a saved ui_state is drawn before the engine runs only if it fits.

const OR_NULL = (d) => ["or", d, "null"];
const SIDE = { points: "int", largest: "int", tokens: "int", territories: ["arr", "int"], "squares?": ["arr", ["arr", "str"]] };

export const uiSchema = {
  game: "str",
  variant: "str",
  seats: "int",
  teams: ["arr", "int"],
  board: ["arr", "str"],
  crown: "str",
  to_move: "int",
  current_player: OR_NULL("int"),
  hands: ["arr", ["arr", "str"]],
  heroes: ["arr", "int"],
  hand_limit: "int",
  draw_count: "int",
  discard_top: OR_NULL("str"),
  discard_count: "int",
  tokens_on_board: "int",
  tokens_total: "int",
  legal: ["arr", "str"],
  moves: ["arr", { action: "str", card: "str", hero: "bool", target: "str" }],
  must_pass: "bool",
  score: ["arr", SIDE],
  outcome: OR_NULL({ winner: OR_NULL("int"), reason: "str", decided_by: "str", scores: ["arr", "int"], sides: ["arr", SIDE] }),
  position: "str",
};
