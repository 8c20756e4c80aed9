// The registry of games the page, the embed widget and the lessons can show: one line per game.
// What the engine knows of a game (its id, position prefix, variants and their seats) comes from
// the engine itself: build.py writes games/info.js from engine.api.games(). Here each is joined
// to its table component (web/games/<id>/index.js; web/PROTOCOL.md "Table components"), the one
// thing that is the page's own. The engine's first game is the one a new visitor gets.

import { pick } from "../core/lang.js";
import { ENGINE_GAMES } from "./info.js";
import roseKing from "./rose-king/index.js";
import longLiveTheQueen from "./long-live-the-queen/index.js";
import bellaRosarum from "./bella-rosarum/index.js";

const COMPONENTS = { "rose-king": roseKing, "long-live-the-queen": longLiveTheQueen, "bella-rosarum": bellaRosarum };

/** A component completed with the engine's metadata of its game (in place: its getters stay
 * live). `variants` are those the table offers (`offers(variant)`, default all), each with a
 * `label()` in the page's language (the component's `variantLabel(variant)`, else the engine's)
 * and a `note()`: a line saying what the variant is, where it differs from the game as the rule
 * text gives it (the component's `variantNote(variant)`, else null). */
function join(info) {
  const component = COMPONENTS[info.id];
  if (!component) throw new Error(`the engine's game ${info.id} has no table component in web/games/index.js`);
  const offered = info.variants.filter((v) => !component.offers || component.offers(v));
  return Object.assign(component, {
    id: info.id,
    prefix: info.position_prefix,
    info,
    variants: offered.map((v) => ({ id: v.id, seats: v.seats, label: () => (component.variantLabel && component.variantLabel(v)) || pick(v.names), note: () => (component.variantNote && component.variantNote(v)) || null })),
    css: `games/${info.id}/table.css`, // from the site's root; build.py links it from index.html
  });
}

export const GAMES = ENGINE_GAMES.map(join);

export function gameById(id) {
  return GAMES.find((g) => g.id === id) || null;
}

export function defaultGame() {
  return GAMES[0];
}

/** The game whose position strings start with this text's first word (its prefix), or null. */
export function gameOfPosition(text) {
  const prefix = String(text || "").trim().split(/\s+/)[0];
  return GAMES.find((g) => g.prefix === prefix) || null;
}

const loading = new Map(); // game id -> the one import of its table component's class
const tables = new Map(); // game id -> its table component's class, once loaded

/** A game's table class, its module (and what only it imports) fetched when the game is first
 * shown: a page showing one game loads no other game's table. Every board of a page asks at once,
 * and all of them wait on the first one's import: a table module waits for its strings' top-level
 * await, and an engine may hand a second import() of a module still waiting there its namespace
 * before the module's body has run (WebKit does: the table's class is then read uninitialised).
 * A failed import is forgotten, so a later board tries again. */
export function loadTable(game) {
  if (!loading.has(game.id)) {
    const made = game.table().then(
      (Table) => (tables.set(game.id, Table), Table),
      (e) => {
        loading.delete(game.id);
        throw e;
      },
    );
    loading.set(game.id, made);
  }
  return loading.get(game.id);
}

/** The table class of a game whose loadTable has finished. */
export function tableOf(game) {
  const Table = tables.get(game.id);
  if (!Table) throw new Error(`the table of ${game.id} is not loaded yet (loadTable)`);
  return Table;
}

/** Every game's stylesheet (web/games/<id>/table.css), as paths from the site's root. build.py
 * links each of them from index.html (so the single-file build inlines them); the embed widget
 * copies them into its shadow root. */
export const GAME_STYLES = GAMES.map((g) => g.css);

/** A game's rules lesson in the page's language (the LESSON its `lesson` module exports: title,
 * summary, intro, sections, examples; web/PROTOCOL.md), or null when it has none. Loaded only
 * when asked for (the lessons and the authors' page). */
export async function lessonOf(game) {
  return game && game.lesson ? (await pick(game.lesson)()).LESSON : null;
}
