// The registry of games the page, the embed widget and the lessons can show: one line per game.
// Each entry is a game's table component (web/games/<game>/index.js; web/PROTOCOL.md "Table
// components"). The first is the one a new visitor gets.

import { pick } from "../shell/lang.js";
import roseKing from "./rose-king/index.js";
import longLiveTheQueen from "./long-live-the-queen/index.js";
import bellaRosarum from "./bella-rosarum/index.js";

export const GAMES = [roseKing, longLiveTheQueen, bellaRosarum];

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

const tables = new Map(); // game id -> its table component's class, once loaded

/** A game's table class, its module (and what only it imports) fetched when the game is first
 * shown: a page showing one game loads no other game's table. */
export async function loadTable(game) {
  if (!tables.has(game.id)) tables.set(game.id, await game.table());
  return tables.get(game.id);
}

/** The table class of a game whose loadTable has finished. */
export function tableOf(game) {
  const Table = tables.get(game.id);
  if (!Table) throw new Error(`the table of ${game.id} is not loaded yet (loadTable)`);
  return Table;
}

/** Every game's stylesheet, as paths from the site's root. build.py links each of them from
 * index.html (so the single-file build inlines them; it reads each component's css field); the
 * embed widget copies them into its shadow root. */
export const GAME_STYLES = GAMES.map((g) => g.css);

/** A game's rules lesson in the page's language (the LESSON its `lesson` module exports: title,
 * summary, intro, sections, examples; web/PROTOCOL.md), or null when it has none. Loaded only
 * when asked for (the lessons and the authors' page). */
export async function lessonOf(game) {
  return game && game.lesson ? (await pick(game.lesson)()).LESSON : null;
}
