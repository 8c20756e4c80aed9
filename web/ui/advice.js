// The advice bar under the status line: the Hint button, the Win chance switch, the hint's
// sentence and the win-chance meter. Pure drawing; app.js asks the engine (ui/computer.js).

import { h, replaceChildren } from "./dom.js";
import { S } from "./strings.js";

/** Builds the bar inside `root`; returns its parts for renderAdvice. */
export function buildAdvice(root, { onHint, onWinChance }) {
  const hintBtn = h("button", { type: "button", id: "btn-hint", title: S.hintTitle, onclick: onHint }, S.hint);
  const winBtn = h(
    "button",
    { type: "button", id: "btn-winchance", title: S.winChanceTitle, "aria-pressed": "false", onclick: onWinChance },
    S.winChance,
  );
  const hintText = h("span", { class: "hint-text", id: "hint-text" });
  const meter = h("meter", { min: "0", max: "1", low: "0.35", high: "0.65", optimum: "1", value: "0.5", class: "win-meter" });
  const winText = h("span", { class: "win-text" });
  const winBox = h("span", { class: "win-box", hidden: true }, meter, winText);
  // one polite live region for both texts, so a screen reader hears the hint when it arrives
  const live = h("p", { class: "advice-text", "aria-live": "polite" }, hintText, winBox);
  replaceChildren(root, h("div", { class: "advice-buttons" }, hintBtn, winBtn), live);
  root.classList.add("advice");
  return { hintBtn, winBtn, hintText, meter, winText, winBox };
}

/**
 * view: {canHint, hintBusy, hintText, winOn, win: {side, value}|null, winText, winStale}
 *   hintText / winText: the sentence to show ("" for none)
 */
export function renderAdvice(parts, view) {
  parts.hintBtn.disabled = !view.canHint;
  // stays enabled (and focused) while the search runs; a second press is ignored
  parts.hintBtn.setAttribute("aria-busy", view.hintBusy ? "true" : "false");
  parts.winBtn.setAttribute("aria-pressed", view.winOn ? "true" : "false");
  if (parts.hintText.textContent !== view.hintText) parts.hintText.textContent = view.hintText;
  parts.winBox.hidden = !view.winOn || !view.winText;
  if (view.win) {
    parts.meter.value = view.win.value;
    parts.meter.setAttribute("aria-label", S.winChanceLabel(view.win.side));
  }
  parts.meter.hidden = !view.win;
  parts.winBox.classList.toggle("stale", !!view.winStale);
  if (parts.winText.textContent !== view.winText) parts.winText.textContent = view.winText;
}

/** The hint's sentence for an engine action and the ui_state it was found in. */
export function hintSentence(action, ui) {
  if (action === "draw") return S.hintDraw;
  if (action === "pass") return S.hintPass;
  const m = (ui.moves || []).find((x) => x.action === action);
  if (!m) return S.hintPlay(action, "?");
  return m.hero ? S.hintHero(m.card, m.target) : S.hintPlay(m.card, m.target);
}
