// The page controller (web/shell/controller.js) as the built site ships it, without a page: its
// commands (a new game, the person seated first, undo, redo, resume, a mode of play) against the
// real rules engine in Pyodide (node-engine.mjs), the features' side effects replaced by hooks
// that record what they were asked. Run: node --test tests/js/ (after python build.py). Rules:
// seeds/table.md (TBL-3.1), seeds/*.md; the undo rule: engine/games/PROTOCOL.md.

import { test, before, beforeEach } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { nodeEngine, DIST } from "./node-engine.mjs";

const load = (file) => import(pathToFileURL(path.join(DIST, ...file.split("/"))).href);
const ctrl = await load("shell/controller.js");
const { app, els } = await load("shell/page-state.js");
const { History } = await load("core/history.js");
const { gameById } = await load("games/index.js");

// What each feature was asked, since the last test began.
const seen = { render: 0, shown: [], modes: [], saves: 0, chances: 0 };
let reviewHooks = null;

before(async () => {
  app.engine = await nodeEngine();
  app.session.engine = app.engine;
  app.ready = true;
  app.lastMove = { announce: () => {} };
  app.advice = { requestWinChance: () => seen.chances++, cancel: () => {} };
  els.endDialog = { open: false, close() {} };
  ctrl.mount({
    // the drawings of a settled page are counted: while the session is still at work, a loaded
    // machine may add one in-between drawing (at most one every RENDER_GAP_MS, controller.js)
    render: () => app.session.settled && seen.render++,
    showGame: (game) => {
      seen.shown.push(game.id);
      app.game = game;
      app.table = { hintText: () => "", endScreen: () => null };
    },
    save: () => seen.saves++,
    savedHistory: async (saved) => History.of(saved.history.states, saved.history.moves, saved.history.index),
    modeShown: (mode) => seen.modes.push(mode ? mode.name : null),
    // the move list's panel as a stand-in: it never holds the game back
    review: (_session, hooks) => ((reviewHooks = hooks), { active: false, mayMove: () => true, moveDelay: (ms) => ms }),
  });
  // moves are not paced in these tests
  app.prefs = { ...app.prefs, computerSpeed: "instant" };
});

beforeEach(() => {
  Object.assign(seen, { render: 0, shown: [], modes: [], saves: 0, chances: 0 });
});

/** The drawings asked once the current task's queued work has run. */
const drawn = () => new Promise((resolve) => setTimeout(() => resolve(seen.render), 0));

/** The first legal action that is not a card draw (or the draw when it is the only one). */
const firstMove = (ui) => ui.legal.find((a) => a !== "draw") ?? ui.legal[0];

/** A two-person game of `game` on the board, dealt from `seed`. */
async function twoPeople(game, seed) {
  assert.equal(await ctrl.newGame({ game, variant: "2p", controllers: ["human", "human"], seed }), true);
}

test("mount refuses a side effect the controller does not have", () => {
  assert.throws(() => ctrl.mount({ draw: () => {} }), /no hook "draw"/);
});

test("a new game: its table shown, its header kept, saved and drawn once, its win chance asked", async () => {
  await twoPeople("rose-king", 31);
  assert.deepEqual(seen.shown, ["rose-king"]);
  assert.deepEqual(seen.modes, [null], "a game on this device is no other mode's");
  assert.equal(app.header.game, "rose-king");
  assert.equal(app.header.seed, 31);
  assert.equal(app.session.index, 0);
  assert.equal(app.session.config.mode, "hotseat");
  assert.equal(seen.saves, 1, "the new position is saved");
  assert.equal(seen.chances, 1, "its win chance is asked");
  assert.equal(await drawn(), 1, "the change and what follows it make one drawing");
  assert.equal(ctrl.modeOwn("ownSave"), null);
});

test("the person is seated where the deal gives the first move (TBL-3.1)", async () => {
  // Bella Rosarum draws its first player by lot (BR-3.6); its first variant has three seats
  const game = gameById("bella-rosarum");
  // the deals of seeds 1..40: at least one gives the first move to another seat than the first
  let moved = null;
  for (let seed = 1; seed <= 40 && moved === null; seed++) {
    const config = { ...ctrl.firstGame(game), seed };
    assert.deepEqual(config.controllers, ["human", "computer", "computer"]);
    assert.equal(await ctrl.newGame(config), true);
    const first = app.session.current.current_player;
    assert.equal(app.session.config.controllers[first], "human", `seed ${seed}: the person moves first`);
    assert.equal(app.session.humanToAct(), true, `seed ${seed}`);
    if (first !== 0) moved = seed;
  }
  assert.notEqual(moved, null, "no deal of seeds 1..40 gave the first move to another seat");
  assert.equal(app.session.config.seatedByDeal, true, `seed ${moved}`);
});

test("undo and redo through the controller: saved after each, one drawing each (RK-4.1)", async () => {
  await twoPeople("rose-king", 32);
  const s = app.session;
  for (let i = 0; i < 2; i++) assert.equal(await s.play(firstMove(s.current)), true);
  const second = s.state;
  seen.saves = 0;
  await drawn();
  seen.render = 0;
  assert.equal(await ctrl.undo(), true);
  assert.equal(s.index, 1);
  assert.equal(seen.saves, 1);
  assert.equal(await drawn(), 1);
  assert.equal(await ctrl.redo(), true);
  assert.equal(s.index, 2);
  assert.deepEqual(s.state, second);
  assert.equal(seen.saves, 2);
  assert.equal(await drawn(), 2);
  assert.equal(await ctrl.redo(), false, "nothing left to redo");
});

test("before the engine is ready undo and redo do nothing", async () => {
  await twoPeople("rose-king", 33);
  await app.session.play(firstMove(app.session.current));
  app.ready = false;
  try {
    assert.equal(await ctrl.undo(), false);
    assert.equal(app.session.index, 1);
  } finally {
    app.ready = true;
  }
});

test("a saved game resumes at its saved index, the undone moves still to redo", async () => {
  await twoPeople("rose-king", 34);
  const s = app.session;
  for (let i = 0; i < 4; i++) await s.play(firstMove(s.current));
  await ctrl.undo();
  const saved = { config: s.config, header: app.header, history: { states: s.history.states, moves: s.history.moves, index: s.index } };
  const at = s.state;
  await twoPeople("rose-king", 35); // another game in between
  assert.equal(await ctrl.resumeSaved(gameById("rose-king"), saved), true);
  assert.equal(s.index, 3);
  assert.deepEqual(s.state, at);
  assert.equal(s.redoTarget(), 4);
  assert.equal(app.endShownFor, null, "a game not over has no end screen");
  assert.equal(app.header.seed, 34);
});

test("a finished game resumed: its end screen counts as seen, no win chance asked", async () => {
  await twoPeople("rose-king", 40);
  const s = app.session;
  for (let i = 0; i < 400 && !s.current.outcome; i++) assert.equal(await s.play(firstMove(s.current)), true);
  assert.ok(s.current.outcome, "the game of seed 40 ended within 400 moves");
  assert.equal(app.endShownFor, s.index, "its end was seen as it was played");
  const saved = { config: s.config, header: app.header, history: { states: s.history.states, moves: s.history.moves, index: s.index } };
  await twoPeople("rose-king", 41);
  seen.chances = 0;
  assert.equal(await ctrl.resumeSaved(gameById("rose-king"), saved), true);
  assert.equal(app.endShownFor, saved.history.index);
  assert.equal(seen.chances, 0, "a finished game has no win chance to ask");
});

test("a start that fails rejects with the engine's words and leaves the game on the board", async () => {
  await twoPeople("rose-king", 36);
  await app.session.play(firstMove(app.session.current));
  const before = app.session.state;
  seen.shown = [];
  const bad = ctrl.startGame(gameById("rose-king"), async () => ({ config: { controllers: ["human", "human"], seed: 1 }, header: {}, states: [await app.engine.call("load_state", { not: "a state" })] }));
  await assert.rejects(bad, (err) => err.name === "EngineRefused" && err.message.length > 0);
  assert.deepEqual(app.session.state, before);
  assert.deepEqual(seen.shown, [], "the table was not shown anew");
});

test("a mode of play: its game is the mode's, its own ways asked of it, other games none", async () => {
  const mode = { name: "by-post", ownSave: true, ownsFile: (r) => !!(r && r.byPost) };
  ctrl.registerMode(mode);
  assert.equal(ctrl.modeOfFile({ byPost: 1 }), mode);
  assert.equal(ctrl.modeOfFile({ game: "rose-king" }), null);
  const record = await app.engine.call("new_record", "rose-king", 37, { variant: "2p" }, null);
  await ctrl.startGame(gameById("rose-king"), async () => ({ mode, config: { controllers: ["human", "human"], seed: 37 }, header: {}, states: [record.start] }));
  assert.deepEqual(seen.modes, ["by-post"]);
  assert.equal(app.session.config.mode, "by-post");
  assert.equal(ctrl.modeOwn("ownSave"), true);
  assert.equal(ctrl.modeOwn("ownForcedMoves"), null, "what a mode leaves out is done as for any game");
  await twoPeople("rose-king", 38);
  assert.equal(app.mode, null);
  assert.equal(ctrl.modeOwn("ownSave"), null);
});

test("the review of a hot-seat game shows a seat only its own view (LQ-10.1)", async () => {
  await twoPeople("long-live-the-queen", 39);
  const s = app.session;
  assert.equal(reviewHooks.live(), -1, "nothing to browse on a hand-over screen");
  s.reveal(s.handoverSeat());
  await s.play("setup random");
  s.reveal(s.handoverSeat());
  const seat = s.viewSeat;
  assert.equal(reviewHooks.live(), s.index);
  const view = await reviewHooks.view(s.index);
  assert.equal(view.viewer, seat);
  const other = 1 - seat;
  // the other seat's face-down tiles are not named in this seat's view
  const down = view.lines[other].filter((tile) => tile.face === "D");
  assert.ok(down.length > 0, "the other seat has face-down tiles");
  for (const tile of down) assert.equal(tile.tile, null);
});
