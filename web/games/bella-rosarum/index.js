// Bella Rosarum's table component for the registry (web/games/index.js): metadata for the shell
// (name, position prefix, variants of 3 to 6 players, seat names), its table, strings and
// stylesheet. Rules: seeds/bella-rosarum.md (BR-…); the engine package is
// engine/games/bella_rosarum/. Hidden cards: ui_state answers for one seat (it has `viewer`), so
// the shell shows one seat's screen and hands the device over between human seats (BR-14).

import { T, STRINGS } from "./strings.js";
import { uiSchema } from "./ui-schema.js";

const variant = (n) => ({ id: `${n}p`, seats: n, label: () => T.variantLabel(n) });

export default {
  id: "bella-rosarum",
  prefix: "br", // BR-15.2
  about: () => import("./about.js"), // its rule sources and what is ours (the authors' page), loaded when shown
  get name() {
    return T.gameName;
  },
  // BR-3.1: 3 to 6 players (the engine's duel variant for 2 is not offered at this table)
  variants: [variant(3), variant(4), variant(5), variant(6)],
  seatName: (seat) => T.seatName(seat),
  sideOf: (_ui, seat) => seat,
  sideName: (_ui, seat) => T.seatName(seat),
  // the hand-over screen names what it hides: the cards in hand (BR-14.1)
  get handoverWords() {
    return { text: T.handoverText, button: T.handoverButton };
  },
  uiSchema, // a saved ui_state is drawn before the engine runs only if it fits (web/shell/ui-check.js)
  table: () => import("./table.js").then((m) => m.BellaRosarumTable), // loaded when first shown (games/index.js loadTable)
  embedParams: ["region"], // the map cut to a part of it (region.js)
  strings: STRINGS,
  // its rules lesson (web/lessons/lesson.html?game=<id>) and authors' page examples, loaded when shown
  lesson: { en: () => import("./lesson.en.js"), de: () => import("./lesson.de.js") },
  css: "games/bella-rosarum/table.css", // from the site's root; build.py links it from index.html
  get exportName() {
    return T.exportName;
  },
};
