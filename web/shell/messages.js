// The page's message area: notices that stay until dismissed (a damaged save, a failed
// autosave, another tab) and the latest message, with one Dismiss button.

import { S } from "./strings.js";
import { h, replaceChildren } from "../core/dom.js";
import { errorText } from "../core/engine.js";
import { app, els } from "./page-state.js";

/** Draws the notices, then the latest message (`latest` replaces it when given). Dismiss clears
 * them, but a question another tab raised stays until it is answered (setDismissable). */
export function drawMessages(latest) {
  if (latest !== undefined) app.message = latest;
  const parts = [...app.notices.map((n) => n.node), ...(app.message ? [app.message] : [])];
  if (!parts.length) return replaceChildren(els.messages);
  const dismiss = () => {
    app.notices = app.notices.filter((n) => n.kind === "other-tab" && app.game && !dismissable(n));
    app.message = null;
    drawMessages();
  };
  // the texts one under another (several at once read in order, on a phone too), Dismiss beside them
  replaceChildren(els.messages, h("div", { class: "message" }, h("div", { class: "message-texts" }, parts), h("button", { type: "button", class: "dismiss", onclick: dismiss }, S.dismiss)));
}

let dismissable = () => true;

/** Which "other-tab" notices a Dismiss may drop (autosave.js: only once this tab owns the game). */
export function setDismissable(f) {
  dismissable = f;
}

export function showMessage(text, ...extra) {
  drawMessages(h("p", {}, text, ...extra));
}

/** A message that stays when later ones come (until dismissed or replaced by one of the same `kind`). */
export function showNotice(kind, text, ...extra) {
  app.notices = app.notices.filter((n) => n.kind !== kind);
  app.notices.push({ kind, node: h("p", { class: "notice", dataset: { notice: kind } }, text, ...extra) });
  drawMessages();
}

export function dropNotice(kind) {
  const before = app.notices.length;
  app.notices = app.notices.filter((n) => n.kind !== kind);
  if (app.notices.length !== before) drawMessages();
}

export const noticeButton = (label, onclick) => h("button", { type: "button", class: "inline", onclick }, label);

/** The text of a failed engine call: a stopped engine says so itself, a refusal is "refused". */
export function failText(err) {
  return err && err.name === "EngineStopped" ? errorText(err) : S.actionFailed(errorText(err));
}
