// Bella Rosarum's table component for the registry (web/games/index.js, which adds the engine's id,
// prefix and variants): what the shell shows of it (name, the variants of 3 to 6 players it offers,
// seat names), its table, strings; its stylesheet is table.css. Rules: seeds/bella-rosarum.md
// (BR-…); the engine package is engine/games/bella_rosarum/. Hidden cards: ui_state answers for one
// seat (it has `viewer`), so the shell shows one seat's screen and hands the device over between
// human seats (BR-14).

import { T, STRINGS } from "./strings.js";
import { uiSchema } from "./ui-schema.js";

export default {
  about: () => import("./about.js"), // its rule sources and what is ours (the authors' page), loaded when shown
  get name() {
    return T.gameName;
  },
  // BR-3.1: 3 to 6 players, and the duel for 2 (a decision of ours, the table says so)
  variantLabel: (variant) => (variant.seats === 2 ? T.duelLabel : T.variantLabel(variant.seats)),
  // the duel is ours, so the New game dialog says what it is beside its choice (BR-3.1, BR-3.2)
  variantNote: (variant) => (variant.seats === 2 ? T.duelNote : null),
  // the New game dialog's choices of this game's own (web/shell/dialogs.js): the engine option
  // `first_turn_combat` off is the rule text's no-combat first round for new players (BR-3.7)
  get newGameOptions() {
    return [{ option: "first_turn_combat", label: T.noCombatFirst, when: false, note: T.noCombatNote }];
  },
  seatName: (seat) => T.seatName(seat),
  sideOf: (_ui, seat) => seat,
  sideName: (_ui, seat) => T.seatName(seat),
  // the hand-over screen names what it hides: the cards in hand (BR-14.1)
  get handoverWords() {
    return { text: T.handoverText, button: T.handoverButton };
  },
  uiSchema, // a saved ui_state is drawn before the engine runs only if it fits (web/core/ui-check.js)
  table: () => import("./table.js").then((m) => m.BellaRosarumTable), // loaded when first shown (games/index.js loadTable)
  embedParams: ["region"], // the map cut to a part of it (region.js)
  // each embed parameter's [values, meaning] in the page's language, for the authors' page
  get embedHelp() {
    return T.embedHelp;
  },
  strings: STRINGS,
  // its rules lesson (web/lessons/lesson.html?game=<id>) and authors' page examples, loaded when shown
  lesson: { en: () => import("./lesson.en.js"), de: () => import("./lesson.de.js") },
  get exportName() {
    return T.exportName;
  },
};
