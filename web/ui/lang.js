// The page language (English or German), chosen once when the page loads.
// Order: a `lang` URL parameter, then the player's saved choice, then the browser's languages,
// then English. Every page (app, lessons, authors' page, embed) reads LANG from here, so a
// switch is one saved value and a reload; the board notation is the same in both languages.

export const LANGS = ["en", "de"];
export const LANG_KEY = "rosarium.lang";

/** The language names as shown on the switch, each in its own language. */
export const LANG_NAMES = { en: "English", de: "Deutsch" };

function saved() {
  try {
    const v = localStorage.getItem(LANG_KEY);
    return LANGS.includes(v) ? v : null;
  } catch {
    return null; // storage blocked (private mode, file://): the choice simply is not remembered
  }
}

function fromBrowser() {
  const prefs = (typeof navigator !== "undefined" && (navigator.languages || [navigator.language])) || [];
  for (const p of prefs) {
    const code = String(p || "").slice(0, 2).toLowerCase();
    if (LANGS.includes(code)) return code;
  }
  return null;
}

function resolve() {
  let param = null;
  try {
    param = new URL(location.href).searchParams.get("lang");
  } catch {
    param = null;
  }
  if (param !== null) {
    const code = param.trim().toLowerCase();
    if (LANGS.includes(code)) return { lang: code, bad: null };
    // A bad parameter loses nothing: the page falls back and shows LANG_PROBLEM to the player.
    return { lang: saved() || fromBrowser() || "en", bad: param };
  }
  return { lang: saved() || fromBrowser() || "en", bad: null };
}

const resolved = resolve();

/** "en" or "de". */
export const LANG = resolved.lang;

/** The refused value of a bad `lang` URL parameter (null when there was none). */
export const LANG_PROBLEM = resolved.bad;

if (typeof document !== "undefined") document.documentElement.lang = LANG;

/** One value per language: pick({en: EN, de: DE}) → the current language's. */
export function pick(table) {
  return table[LANG] || table.en;
}

/** Save `lang` and reload the page in it (the game itself is autosaved, so nothing is lost). */
export function setLang(lang) {
  if (!LANGS.includes(lang)) throw new Error(`unknown language ${lang}`);
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // storage blocked: the URL parameter below still carries the choice
  }
  const url = new URL(location.href);
  if (url.searchParams.has("lang") || saved() !== lang) url.searchParams.set("lang", lang);
  location.replace(url.href);
}

/** The language other than the current one (the switch offers it). */
export function otherLang() {
  return LANG === "en" ? "de" : "en";
}
