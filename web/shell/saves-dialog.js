// "Saved games": every autosave and backup copy the page keeps in this browser, each with its
// game, date and size, and how much of the browser's storage they take together. A person
// exports any of them as a file and deletes backups and other games' saves; the save of the
// game on the table is not offered for deletion (the next move would write it again). Backups
// are never deleted without a person asking.

import { h, replaceChildren } from "../core/dom.js";
import { S } from "./strings.js";
import { LANG } from "../core/lang.js";
import { downloadText } from "./record-io.js";

const kb = (chars) => Math.max(1, Math.round(chars / 1000)).toLocaleString(LANG);

/**
 * hooks: {list() → storage.savedGames(), current() → the game id on the table, nameOf(id),
 * text(key) → the saved text, remove(key)}.
 */
export function showSavedGames(dialog, hooks) {
  const draw = () => {
    const { items, used, budget } = hooks.list();
    const rows = items.map((it) => {
      const name = hooks.nameOf(it.game);
      const when = it.at ? new Date(it.at).toLocaleString(LANG) : "—";
      const what = it.kind === "game" ? S.savedKindGame : S.savedKindBackup;
      const label = `${name}, ${what}, ${when}`;
      const mine = it.kind === "game" && it.game === hooks.current();
      const file = `rosarium-${it.kind === "game" ? "save" : "backup"}-${it.game}-${it.at || "x"}.json`;
      return h(
        "li",
        { class: "saved-item" },
        h("span", { class: "saved-what" }, label, mine ? ` ${S.savedOnTable}` : ""),
        h("span", { class: "saved-size" }, S.savedSize(kb(it.chars))),
        h("button", { type: "button", "aria-label": S.exportSaved(label), onclick: () => downloadText(hooks.text(it.key) || "", file) }, S.exportSavedShort),
        mine ? null : h("button", { type: "button", "aria-label": S.deleteSaved(label), onclick: () => (hooks.remove(it.key), draw()) }, S.deleteSavedShort),
      );
    });
    replaceChildren(
      dialog,
      h("h2", { id: "saves-title" }, S.savedGames),
      h("p", { id: "saves-use" }, S.savedUse(kb(used), kb(budget))),
      rows.length ? h("ul", { class: "saved-list" }, rows) : h("p", {}, S.savedNone),
      h("div", { class: "dialog-buttons" }, h("button", { type: "button", onclick: () => dialog.close() }, S.close)),
    );
  };
  draw();
  dialog.setAttribute("aria-labelledby", "saves-title");
  dialog.setAttribute("aria-describedby", "saves-use");
  if (!dialog.open) dialog.showModal();
}
