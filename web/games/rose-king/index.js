// The Rose King's table component for the registry (web/games/index.js, which adds the engine's id,
// prefix and variants): what the shell shows of it (name, variant labels, seat and side names), its
// table, its strings; its stylesheet is table.css. Rules: seeds/rose-king.md (RK-…); the engine
// package is engine/games/rose_king/.

import { T, STRINGS } from "./strings.js";
import { emptyUi, previewOf } from "./preview.js";
import { sideOf } from "./panels.js";
import { uiSchema } from "./ui-schema.js";

export default {
  about: () => import("./about.js"), // its rule sources and what is ours (the authors' page), loaded when shown
  get name() {
    return T.gameName;
  },
  // RK-10: the four-seat game is played in two teams (the engine's variants: games/index.js)
  variantLabel: (variant) => (variant.seats === 4 ? T.modeTeams : null),
  seatName: (seat, seats, ui) => T.seatName(seat, seats, ui && ui.teams),
  sideOf,
  sideName: (ui, seat) => T.sideName(sideOf(ui, seat)),
  // a recorded pass was forced (RK-4.2), so undo steps over it
  isAutomatic: (action) => action === "pass",
  emptyUi,
  preview: previewOf,
  legacySaveKeys: ["rosarium.game.v1"], // where the page kept this game's autosave before the table shell
  uiSchema, // a saved ui_state is drawn before the engine runs only if it fits (web/core/ui-check.js)
  table: () => import("./table.js").then((m) => m.RoseKingTable), // loaded when first shown (games/index.js loadTable)
  strings: STRINGS,
  // its rules lesson (web/lessons/lesson.html?game=<id>) and authors' page examples, loaded when shown
  lesson: { en: () => import("./lesson.en.js"), de: () => import("./lesson.de.js") },
  get exportName() {
    return T.exportName;
  },
};
