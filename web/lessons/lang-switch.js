// The language switch of the lessons and the authors' page, like the app's: one real button
// named by the other language in that language ("Deutsch" on an English page, "English" on a
// German one), marked with that language so it is read out correctly. Saving the choice and
// reloading is core/lang.js's setLang; the same choice then holds for the app and every page.

import { h } from "../core/dom.js";
import { LANG_NAMES, LANG_PROBLEM, otherLang, setLang } from "../core/lang.js";

/** The switch button; `label` (e.g. "Language") is its tooltip, in the page's language. */
export function langSwitch(label) {
  const other = otherLang();
  return h("button", { type: "button", class: "lang-switch", lang: other, title: label, onclick: () => setLang(other) }, LANG_NAMES[other]);
}

/** A note when the address asked for a language we do not have (null otherwise). */
export function langProblemNote(text) {
  return LANG_PROBLEM === null ? null : h("p", { class: "lang-problem muted", role: "note" }, text(LANG_PROBLEM));
}
