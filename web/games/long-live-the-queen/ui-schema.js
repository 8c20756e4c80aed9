// The fields of Long Live the Queen's ui_state its table reads (web/PROTOCOL.md), described for
// web/core/ui-check.js: a saved ui_state is drawn before the engine runs only if it fits.

const OR_NULL = (d) => ["or", d, "null"];
const TILE = { tile: OR_NULL("str"), up: "bool", face: "str" };

export const uiSchema = {
  game: "str",
  variant: "str",
  seats: "int",
  viewer: "int",
  phase: "str",
  to_move: "int",
  current_player: OR_NULL("int"),
  turn: "int",
  dice: ["arr", "int"],
  lines: ["arr", OR_NULL(["arr", { position: "int", ...TILE }])],
  masters: ["arr", OR_NULL(TILE)],
  unknown: ["arr", ["arr", "str"]],
  prestige: ["arr", ["map", "int"]],
  supply: ["map", "int"],
  decision: OR_NULL({ kind: "str", seat: "int", "line?": "int", "swaps_left?": "int" }),
  legal: ["arr", "str"],
  moves: ["arr", { action: "str", kind: "str", "positions?": ["arr", "int"], "line?": "int", "position?": "int", "colour?": "str" }],
  setup: OR_NULL({ template: "str", masters: ["arr", "str"], tiles: ["arr", "str"] }),
  "threats?": ["arr", { seat: "int", position: "int", tile: "str", acts: "str", target_seat: "int", target: "int", protected: "bool" }],
  characters: ["map", { initiative: OR_NULL("int"), colour: OR_NULL("str") }],
  outcome: OR_NULL({ winner: OR_NULL("int"), "loser?": OR_NULL("int"), reason: "str", "turn?": "int", "prestige?": "any" }),
  position: "str",
};
