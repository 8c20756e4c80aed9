// The fields of Bella Rosarum's ui_state its table reads (engine/games/bella_rosarum/__init__.py,
// README.md), described for web/core/ui-check.js: a saved ui_state is drawn before the engine
// runs only if it fits. Fields added later (per-noble figures, entry costs) are optional, so a
// save from before them is still drawn.

const OR_NULL = (d) => ["or", d, "null"];
const SEAT = OR_NULL("int");

export const uiSchema = {
  game: "str",
  seats: "int",
  viewer: SEAT,
  phase: "str",
  to_move: "int",
  round: "int",
  current_player: SEAT,
  event: OR_NULL("str"),
  nobles: ["map", { seat: "int", loc: "str", cards: ["arr", "str"], "troops?": "int", "influence?": "int" }],
  royals: ["map", { place: OR_NULL("str"), crowned: "bool", controller: SEAT, alive: "bool" }],
  owners: ["map", "int"],
  sieges: ["map", { by: "int", from: "str" }],
  stacks: ["arr", { loc: "str", seat: "int", nobles: ["arr", "str"], troops: "int", influence: "int" }],
  hands: ["arr", ["arr", "str"]],
  deck_size: "int",
  chancery: ["arr", "str"],
  hold: OR_NULL({ seat: "int", royal: "str", turns: "int" }),
  out: ["arr", "int"],
  legal: ["arr", "str"],
  odds: ["map", { attacker: "int", defender: "int", column: "int", victory: "num" }],
  "entry_costs?": ["map", ["map", "int"]],
  "events_left?": ["arr", "str"],
  "shut?": ["arr", "str"],
  outcome: OR_NULL({ winner: SEAT, reason: "str" }),
  position: "str",
};
