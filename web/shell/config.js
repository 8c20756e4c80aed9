// Page settings read from the URL. Test hook: `?delay=0` makes computer moves and
// automatic passes instant; without it the person's computer speed (SPEEDS, paceOf) sets them.
// Search budgets (ms, see computer.js): `?hard_ms=` caps a medium/hard move and a hint
// (default 1200, so a hard move stays under ~1.5 s), `?max_ms=` is the max level's time
// (default 2000), `?chance_ms=` caps a win-chance estimate (default 600); each has bounds
// (below), and a value outside them is refused and named, never half-used.
// `?advice_level=` is the level behind the Hint, the Win chance and the review's analysis
// (default max: the strongest level, bounded by their time; medium or hard end on their own
// budget, which tests use for the same answer on a busy machine). The review's analysis:
// `?review_total_ms=` is the search time of a whole game (default 3500, shared among its
// positions, so a game of any length is analysed in a few seconds), `?review_ms=` caps one
// position (default 300) and `?review_level=` is the level (default hard, whose own budget ends
// many searches before their share; an `advice_level` given alone sets it too).
// `?position=<engine position string>` opens that position (see "Copy link"), with the seats of
// `?computer=1:medium,…` played by the computer (seat:level pairs; the shell checks them against
// the position's seats); `?game=<id of a registered game>` shows that game (its saved game, else
// a new one).
// A value the page cannot use is ignored and reported (URL_PROBLEMS), never half-used.

import { GAMES as REGISTERED } from "../games/index.js";
import { SPEEDS, DEFAULT_SPEED } from "../core/speeds.js";
import { HARD_MS, MAX_MS } from "../core/computer.js";
import { computerParam } from "./record-io.js";

// (a page without an address, such as the unit tests under node, has the defaults)
const params = new URLSearchParams(globalThis.location ? location.search : "");

export const GAMES = REGISTERED.map((g) => g.id);

/** Parameters whose value was refused: {name, value, allowed, range} (allowed: a list of values,
 * or null with range [min, max]: a number in that range). */
export const URL_PROBLEMS = [];

function refuse(name, value, allowed, range = null) {
  // shown as text only; a long value is cut so the message stays readable
  URL_PROBLEMS.push({ name, value: value.length > 40 ? `${value.slice(0, 40)}…` : value, allowed, range });
}

/** One of `allowed` (a level name): anything else is refused. */
function pick(name, fallback, allowed) {
  if (!params.has(name)) return fallback;
  const raw = params.get(name);
  if (allowed.includes(raw)) return raw;
  refuse(name, raw, allowed);
  return fallback;
}

/** A number parameter in [min, max] (ms): anything else (text, 1e308, a negative) is refused. */
function num(name, fallback, min, max) {
  if (!params.has(name)) return fallback;
  const raw = params.get(name);
  const n = Number(raw);
  if (/^\s*\d+(?:\.\d+)?\s*$/.test(raw) && n >= min && n <= max) return n;
  refuse(name, raw, null, [min, max]);
  return fallback;
}

// The bounds of the timing parameters: a delay up to 10 s; a search budget up to a minute (the
// engine bounds its own searches too), never so small that no move can be found; the rules
// worker's deadline per call (`call_ms`, a test hook: how soon a dead worker is noticed); the
// engine's start bound (`start_ms`: after it the page says the start is late and what to do).
const computerDelay = num("delay", 400, 0, 10_000);
const adviceLevel = pick("advice_level", "max", ["medium", "hard", "max"]);
export const settings = {
  computerDelay,
  // a pass is shown a little longer than a computer move so people see why
  passDelay: num("pass_delay", params.has("delay") ? computerDelay * 2 : 900, 0, 10_000),
  hardMs: num("hard_ms", HARD_MS, 50, 60_000),
  maxMs: num("max_ms", MAX_MS, 50, 60_000),
  chanceMs: num("chance_ms", 600, 50, 60_000),
  reviewMs: num("review_ms", 300, 20, 60_000),
  reviewTotalMs: num("review_total_ms", 3500, 500, 600_000),
  adviceLevel,
  reviewLevel: pick("review_level", params.has("advice_level") ? adviceLevel : "hard", ["medium", "hard", "max"]),
  callMs: num("call_ms", 10_000, 500, 60_000),
  // how long the engine's start may take before the page says it is late (a test hook too)
  startMs: num("start_ms", 30_000, 1000, 600_000),
};

// The computer speed a person chooses (prefs.computerSpeed, speeds.js): the pause before a computer's action
// (`action`), before the first action of a seat's turn (`newTurn`) and before an automatic pass
// (`auto`). "fast" paces by turn: a computer's actions follow each other at once (the table tells
// them in words) and one short pause marks whose turn begins, so a whole turn of many actions
// stays within a few seconds. A computer thinks during its pause, not after it (session.js
// computerMove): the pause is the least time between two of its moves, not time added to its search.
const PACE = {
  instant: { action: 0, newTurn: 0, auto: 0 },
  fast: { action: 0, newTurn: 500, auto: 150 },
  normal: { action: 400, newTurn: 400, auto: 900 },
};

/** ms before a computer move (`kind` "computer") or an automatic pass ("auto"); `newTurn`: the
 * move begins another seat's turn. A `?delay=` in the address wins (tests). */
export function paceOf(speed, kind, newTurn) {
  if (params.has("delay") || params.has("pass_delay")) return kind === "auto" ? settings.passDelay : settings.computerDelay;
  const pace = PACE[SPEEDS.includes(speed) ? speed : DEFAULT_SPEED];
  if (kind === "auto") return pace.auto;
  return newTurn ? pace.newTurn : pace.action;
}

export function linkPosition() {
  return params.has("position") ? params.get("position") : null;
}

function readGame() {
  if (!params.has("game")) return null;
  const value = params.get("game");
  if (GAMES.includes(value)) return value;
  refuse("game", value, GAMES);
  return null;
}

/** The game the link asks for (one of GAMES), or null. */
export const linkGame = readGame();

/** The computer seats a position link asks for (raw text, checked by the shell), or null. */
export function linkComputer() {
  return params.has("computer") ? params.get("computer") : null;
}

const ONE_SHOT = ["position", "game", "computer"];

/** Remove one-shot parameters (position, game, computer) from the address bar, keeping the others. */
export function dropLinkParams() {
  if (!ONE_SHOT.some((k) => params.has(k))) return;
  const url = new URL(location.href);
  for (const k of ONE_SHOT) url.searchParams.delete(k);
  history.replaceState(null, "", url.href);
}

/** A link to this page that opens `position`, with the computer seats {seat: level} if any. */
export function positionLink(position, computer = null) {
  const url = new URL(location.href);
  url.search = "";
  url.hash = "";
  url.searchParams.set("position", position);
  if (computer && Object.keys(computer).length) url.searchParams.set("computer", computerParam(computer));
  return url.href;
}
