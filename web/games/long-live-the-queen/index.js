// Long Live the Queen's table component for the registry (web/games/index.js): metadata for the
// shell (name, position prefix, variant and seats, seat names), its table, strings and
// stylesheet. Rules: seeds/long-live-the-queen.md (LQ-…); the engine package is
// engine/games/long_live_the_queen/. Hidden tiles: the shell learns from ui_state that the
// game shows one seat's view and hands the device over between seats.

import { T, STRINGS } from "./strings.js";
import { uiSchema } from "./ui-schema.js";

export default {
  id: "long-live-the-queen",
  prefix: "lq", // LQ-12
  about: () => import("./about.js"), // its rule sources and what is ours (the authors' page), loaded when shown
  get name() {
    return T.gameName;
  },
  variants: [{ id: "2p", seats: 2 }],
  seatName: (seat) => T.seatName(seat),
  sideOf: (_ui, seat) => seat,
  sideName: (_ui, seat) => T.seatName(seat),
  legacySaveKeys: ["rosarium.lltq.v1"], // where the page kept this game's autosave before the table shell
  uiSchema, // a saved ui_state is drawn before the engine runs only if it fits (web/shell/ui-check.js)
  table: () => import("./table.js").then((m) => m.QueenTable), // loaded when first shown (games/index.js loadTable)
  strings: STRINGS,
  // its rules lesson (web/lessons/lesson.html?game=<id>) and authors' page examples, loaded when shown
  lesson: { en: () => import("./lesson.en.js"), de: () => import("./lesson.de.js") },
  css: "games/long-live-the-queen/table.css", // from the site's root; build.py links it from index.html
  get exportName() {
    return T.exportName;
  },
};
