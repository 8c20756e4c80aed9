// The keyboard shortcuts list: a dialog named by its heading, opened by "?" anywhere outside a
// text field, or by its button in the top bar's Menu. The keys themselves are handled where they
// act (core/roving.js for the board and hands, controller.js for undo and redo).

import { h, replaceChildren } from "../core/dom.js";
import { S } from "./strings.js";

export function installShortcuts(slot) {
  const doc = slot.ownerDocument;
  const dialog = h("dialog", { class: "dialog shortcuts-dialog", "aria-labelledby": "shortcuts-title" });
  doc.body.append(dialog);
  const open = () => {
    if (dialog.open) return;
    replaceChildren(
      dialog,
      h("h2", { id: "shortcuts-title" }, S.shortcuts),
      h("dl", { class: "shortcut-list" }, S.shortcutKeys.map(([keys, what]) => [h("dt", {}, h("kbd", {}, keys)), h("dd", {}, what)])),
      h("div", { class: "dialog-buttons" }, h("button", { type: "button", onclick: () => dialog.close() }, S.close)),
    );
    dialog.showModal();
  };
  slot.append(h("button", { type: "button", id: "btn-shortcuts", "aria-keyshortcuts": "Shift+?", onclick: open }, S.shortcuts));
  doc.addEventListener("keydown", (ev) => {
    if (ev.key !== "?" || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const t = ev.target;
    if (t instanceof Element && t.closest("input, textarea, select, [contenteditable]")) return;
    if (doc.querySelector("dialog[open]")) return;
    ev.preventDefault();
    open();
  });
}
