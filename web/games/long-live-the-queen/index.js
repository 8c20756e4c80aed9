// Long Live the Queen's table component for the registry (web/games/index.js, which adds the
// engine's id, prefix and variant): what the shell shows of it (name, seat names), its table,
// strings; its stylesheet is table.css. Rules: seeds/long-live-the-queen.md (LQ-…); the engine
// package is engine/games/long_live_the_queen/. Hidden tiles: the shell learns from ui_state that
// the game shows one seat's view and hands the device over between seats.

import { T, STRINGS } from "./strings.js";
import { uiSchema } from "./ui-schema.js";

export default {
  about: () => import("./about.js"), // its rule sources and what is ours (the authors' page), loaded when shown
  get name() {
    return T.gameName;
  },
  seatName: (seat) => T.seatName(seat),
  sideOf: (_ui, seat) => seat,
  sideName: (_ui, seat) => T.seatName(seat),
  legacySaveKeys: ["rosarium.lltq.v1"], // where the page kept this game's autosave before the table shell
  uiSchema, // a saved ui_state is drawn before the engine runs only if it fits (web/core/ui-check.js)
  table: () => import("./table.js").then((m) => m.QueenTable), // loaded when first shown (games/index.js loadTable)
  strings: STRINGS,
  // its rules lesson (web/lessons/lesson.html?game=<id>) and authors' page examples, loaded when shown
  lesson: { en: () => import("./lesson.en.js"), de: () => import("./lesson.de.js") },
  get exportName() {
    return T.exportName;
  },
};
