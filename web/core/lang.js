// The page language (English or German), chosen once when the page loads.
// Order: a `lang` URL parameter, then the player's saved choice, then the browser's languages,
// then English. Every page (app, lessons, authors' page, embed) reads LANG from here, so a
// switch is one saved value and a reload; the board notation is the same in both languages.
// Embedded boards may differ from their page (data-lang): a widget draws inside withLang(its
// language, …), and every table made with pick() answers in the language current at that moment.

import { siteKey } from "../site.mjs";

export const LANGS = ["en", "de"];
export const LANG_KEY = siteKey("lang");

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

// A page that loaded embed.js belongs to someone else: its <html lang> is the author's (and is
// what the boards on it default to), so only Rosarium's own pages set it.
if (typeof document !== "undefined" && !globalThis.RosariumEmbed) document.documentElement.lang = LANG;

// ---------------------------------------------------------------- loading a language's texts
// English is in every strings module; another language's twin (strings.de.js) is a module of
// its own, fetched only when a page shows that language: a tutorial page of English boards
// then never downloads the German texts.

/** Whether this page shows `lang` from the start: its own language, or on a page with
 * embedded boards, the host page's language or a board's data-lang. */
function wantedAtStart(lang) {
  if (lang === LANG) return true;
  if (typeof document === "undefined" || !globalThis.RosariumEmbed) return false;
  if (langOfTag(document.documentElement.lang) === lang) return true;
  return Array.prototype.some.call(document.querySelectorAll("[data-rosarium][data-lang]"),
    (el) => langOfTag(el.getAttribute("data-lang")) === lang);
}

const loaded = new Set(LANGS.filter((l) => l === "en" || wantedAtStart(l)));
const pending = new Map(); // language -> loaders of the strings modules that have not loaded it

/**
 * A strings module's twin in `lang`: load() imports it, fill(module) puts its table in place.
 * Awaited at the module's top level: a language the page shows is there before any text is
 * looked up; any other waits for loadLang(lang).
 */
export async function langTable(lang, load, fill) {
  let done = null;
  const run = () => (done ??= load().then(fill));
  if (loaded.has(lang)) return run();
  if (!pending.has(lang)) pending.set(lang, []);
  pending.get(lang).push(run);
}

/** Whether every strings module loaded so far has its `lang` texts. */
export function hasLang(lang) {
  return loaded.has(lang);
}

/** Loads `lang`'s texts into every strings module (and the ones loaded later). */
export async function loadLang(lang) {
  if (!LANGS.includes(lang)) throw new Error(`unknown language ${lang}`);
  loaded.add(lang);
  const runs = pending.get(lang) || [];
  pending.delete(lang);
  await Promise.all(runs.map((run) => run()));
}

let scoped = null; // the language of the widget being drawn right now (withLang), else null

/** The language texts are looked up in at this moment: a widget's inside withLang, else LANG. */
export function currentLang() {
  return scoped || LANG;
}

/** Runs fn() with `lang` as the current language (synchronous code only: drawing a widget). */
export function withLang(lang, fn) {
  const before = scoped;
  scoped = LANGS.includes(lang) ? lang : null;
  try {
    return fn();
  } finally {
    scoped = before;
  }
}

/** "de" for a language tag of German (de, de-AT, DE-ch), else "en": e.g. a host page's <html lang>. */
export function langOfTag(tag) {
  return /^de(?:-|$)/i.test(String(tag || "").trim()) ? "de" : "en";
}

/**
 * One value per language: pick({en: EN, de: DE}) → the current language's. A table of objects
 * (or functions) gives a live view that follows currentLang(), so modules holding it need no
 * change for a widget of another language; plain values are fixed at LANG.
 */
export function pick(table) {
  const en = table.en;
  const now = () => table[currentLang()] || en;
  if (typeof en === "function") {
    return function (...args) {
      return now().apply(this, args);
    };
  }
  if (en === null || typeof en !== "object") return table[LANG] ?? en;
  // The proxy's own target is an empty twin, not a table: a frozen table's properties would
  // otherwise pin every answer to English (proxy invariants).
  return new Proxy(Array.isArray(en) ? [] : {}, {
    get: (_, key) => Reflect.get(now(), key),
    has: (_, key) => key in now(),
    ownKeys: () => Reflect.ownKeys(now()),
    getOwnPropertyDescriptor: (target, key) => {
      const d = Reflect.getOwnPropertyDescriptor(now(), key);
      if (!d) return undefined;
      if (Array.isArray(target) && key === "length") return { value: d.value, writable: true, enumerable: false, configurable: false };
      return { ...d, configurable: true };
    },
    set: (_, key, value) => Reflect.set(now(), key, value),
  });
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
