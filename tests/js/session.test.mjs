// The game session (web/session/session.js) and its history (web/core/history.js), as the
// built site ships them (dist/), driven without a page against the real rules engine in Pyodide
// (node-engine.mjs). Run: node --test tests/js/ (after python build.py). Rules: seeds/*.md; the
// undo rule: engine/games/PROTOCOL.md, "Secrets and chance".

import { test, before } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { nodeEngine, DIST } from "./node-engine.mjs";

const { GameSession } = await import(pathToFileURL(path.join(DIST, "session", "session.js")).href);
const { History } = await import(pathToFileURL(path.join(DIST, "core", "history.js")).href);

let engine;
before(async () => {
  engine = await nodeEngine();
});

/** A session of `game` dealt from `seed`, every seat a person's, on the board. */
async function started(game, seed, seats = 2) {
  const session = new GameSession(engine, { lang: "en" });
  const record = await engine.call("new_record", game, seed, { variant: "2p" }, null);
  const controllers = Array(seats).fill("human");
  const ok = await session.start(async () => ({ config: { game, controllers, seed }, states: [record.start] }));
  assert.equal(ok, true);
  return session;
}

/** The first legal action that is not `draw` (or `draw` when it is the only one). */
function firstMove(ui) {
  return ui.legal.find((a) => a !== "draw") ?? ui.legal[0];
}

test("a history: a move after an undo drops the moves that could be redone", () => {
  const h = new History("s0");
  h.push({ action: "a" }, "s1");
  h.push({ action: "b" }, "s2");
  h.index = 1; // undone once
  assert.equal(h.canRedo(), true);
  h.push({ action: "c" }, "s3");
  assert.deepEqual(h.states, ["s0", "s1", "s3"]);
  assert.deepEqual(h.moves.map((m) => m.action), ["a", "c"]);
  assert.equal(h.canRedo(), false);
  const copy = History.of(h.states, h.moves, 1);
  copy.push({ action: "d" }, "s4");
  assert.equal(h.moves.length, 2, "History.of keeps its own lists");
});

test("The Rose King: moves, undo to the last person's decision, redo (RK-4.1)", async () => {
  const s = await started("rose-king", 11);
  for (let i = 0; i < 2; i++) assert.equal(await s.play(firstMove(s.current)), true);
  assert.equal(s.index, 2);
  const second = s.state;
  assert.equal(await s.undo(), true);
  assert.equal(s.index, 1);
  assert.equal(s.current.current_player, s.history.moves[1].seat);
  assert.equal(await s.redo(), true);
  assert.deepEqual(s.state, second);
  // a move after an undo replaces the move undone
  await s.undo();
  const other = s.current.legal.filter((a) => a !== s.history.moves[1].action && a !== "draw")[0];
  assert.equal(await s.play(other), true);
  assert.equal(s.history.moves.length, 2);
  assert.equal(s.history.moves[1].action, other);
  assert.equal(s.redoTarget(), -1);
});

test("The Rose King: undo never goes back past a drawn card (RK-6.1, RK-6.3)", async () => {
  const s = await started("rose-king", 5);
  // play on until drawing a card is legal, then draw
  for (let i = 0; i < 40 && !s.current.legal.includes("draw"); i++) await s.play(firstMove(s.current));
  assert.ok(s.current.legal.includes("draw"), "drawing became legal");
  assert.equal(await s.play("draw"), true);
  const drawn = s.history.moves[s.index - 1];
  assert.equal(drawn.barrier, true, "the engine marks a draw as a barrier");
  assert.equal(s.undoStop(), s.index);
  assert.equal(s.undoTarget(), -1);
  assert.equal(await s.undo(), false);
  assert.equal(s.history.moves[s.index - 1], drawn);
  assert.equal(s.mayPlayFrom(s.index - 1), false);
});

test("a newer operation drops the answer of the one under way", async () => {
  const s = await started("rose-king", 8);
  const before = s.state;
  const move = s.play(firstMove(s.current)); // its answer comes after the new game's start
  const record = await engine.call("new_record", "rose-king", 9, { variant: "2p" }, null);
  const restarted = s.start(async () => ({ config: { game: "rose-king", controllers: ["human", "human"], seed: 9 }, states: [record.start] }));
  assert.equal(await move, false, "the move was superseded");
  assert.equal(await restarted, true);
  assert.equal(s.history.moves.length, 0);
  assert.notDeepEqual(s.state, before);
  assert.deepEqual(s.state, record.start);
});

test("Long Live the Queen hot-seat: each seat's screen waits behind a hand-over (LQ-10.1)", async () => {
  const s = await started("long-live-the-queen", 21);
  assert.equal(s.hidden, true);
  assert.equal(s.handoverSeat(), 0, "the first screen is the hand-over to White");
  assert.equal(s.humanToAct(), false);
  assert.equal(s.undoStop(), s.index, "nothing to take back on a hand-over screen");
  s.reveal(0);
  assert.equal(s.handoverSeat(), null);
  assert.equal(s.current.viewer, 0);
  assert.equal(await s.play("setup random"), true);
  // Black decides next: the device is handed over, and White's court is not on Black's screen
  assert.equal(s.handoverSeat(), 1);
  s.reveal(1);
  assert.equal(s.current.viewer, 1);
  for (const tile of s.current.lines[0]) if (tile.face === "D") assert.equal(tile.tile, null);
  // Black's undo never reaches White's set-up (another seat's secret move)
  assert.equal(s.undoTarget(), -1);
});

test("an engine refusal rejects the move and leaves the game as it was", async () => {
  const s = await started("rose-king", 12);
  const before = s.state;
  let failed = null;
  s.hooks.failed = (err) => (failed = err);
  assert.equal(await s.play("not-a-move"), false);
  assert.ok(failed && /not-a-move|illegal|legal/i.test(failed.message), String(failed && failed.message));
  assert.deepEqual(s.state, before);
  assert.equal(s.history.moves.length, 0);
  assert.equal(s.settled, true);
});

test("Bella Rosarum: a computer turn's pause runs beside its search, and the drawn card's pause beside the next search (BR-4.1)", async () => {
  // every seat the computer's; a stand-in for the search that plays the first legal action and
  // notes where the history stood when it was asked
  const asked = [];
  let moved = null;
  const two = new Promise((resolve) => (moved = resolve));
  const computer = {
    lastFallback: null,
    cancel() {},
    async choose(state, ui, seed, ply) {
      asked.push({ ply, index: s.index });
      const legal = await engine.call("legal_actions", state);
      return legal.find((a) => a !== "concede");
    },
  };
  // a long pause before the turn's first action (the card drawn, BR-5), none after it
  const s = new GameSession(engine, {
    lang: "en",
    computer,
    delay: (kind) => (kind === "computer" && s.index === 0 ? 1500 : 0),
    moved: () => s.index >= 2 && moved(),
  });
  const record = await engine.call("new_record", "bella-rosarum", 31, { variant: "3p" }, null);
  const controllers = ["computer", "computer", "computer"];
  assert.equal(await s.start(async () => ({ config: { game: "bella-rosarum", controllers, seed: 31 }, states: [record.start] })), true);
  await two;
  s.stop();
  const [card, move] = s.history.moves;
  assert.equal(card.action, "event");
  assert.equal(move.seat, card.seat, "the seat drew its event card, then moved");
  // the move after the card was searched while the card's pause ran (the card not yet on the
  // board), once: the move played is that search's
  const second = asked.filter((a) => a.ply === 1);
  assert.deepEqual(second, [{ ply: 1, index: 0 }]);
});

test("Bella Rosarum: a computer's turn and the next computer's are searched during its pause, each decision once, the moves the same (BR-4.1)", async () => {
  // a stand-in for the search that plays the first legal action and notes what it chose and
  // where the history stood when asked; it tells the plies whose action passes the turn on
  const standIn = (asked, passes) => ({
    lastFallback: null,
    cancel() {},
    async choose(state, ui, seed, ply) {
      const at = { ply, index: this.session.index };
      const legal = await engine.call("legal_actions", state);
      const action = legal.find((a) => a !== "concede");
      asked.push({ ...at, action });
      const seat = await engine.call("current_player", state);
      if ((await engine.call("current_player", await engine.call("apply", state, action))) !== seat) passes(ply);
      return action;
    },
  });
  const record = await engine.call("new_record", "bella-rosarum", 31, { variant: "3p" }, null);
  const controllers = ["computer", "computer", "computer"];
  // plays with `pause` before the first seat's first move (none after it) until two turns have
  // been searched to their end
  const play = async (pause) => {
    const asked = [];
    const passed = [];
    let twice = null;
    const turnsSearched = new Promise((resolve) => (twice = resolve));
    const computer = standIn(asked, (ply) => passed.push(ply) === 2 && twice());
    const s = new GameSession(engine, { lang: "en", computer, delay: (kind) => (kind === "computer" && s.index === 0 ? pause : 0) });
    computer.session = s;
    assert.equal(await s.start(async () => ({ config: { game: "bella-rosarum", controllers, seed: 31 }, states: [record.start] })), true);
    await turnsSearched;
    return { s, asked, passed };
  };

  // the first seat's first move waits out a pause that never ends in this test: every decision
  // of its turn after the first, and of the next seat's turn, is asked while the first is not yet
  // on the board, once, in order; the search ahead stops there (the third turn's first decision
  // is not asked)
  const held = await play(3_600_000);
  await Promise.all(held.s.ahead.map((e) => e.stepped));
  held.s.stop();
  const [first, second] = held.passed;
  assert.equal(held.s.index, 0, "nothing played while the pause runs");
  assert.ok(first >= 3 && second - first >= 3, `two turns of several decisions (${held.passed})`);
  assert.deepEqual(held.asked.map(({ ply, index }) => ({ ply, index })), Array.from({ length: second + 1 }, (_, ply) => ({ ply, index: 0 })));

  // a short pause: the turns are played from those searches, each decision asked once, and the
  // moves on the board are the actions chosen
  const short = await play(50);
  await new Promise((resolve) => {
    const check = () => (short.s.history.moves.length > second + 1 ? resolve() : setTimeout(check, 20));
    check();
  });
  short.s.stop();
  const turns = short.asked.filter((a) => a.ply <= second);
  assert.deepEqual(turns.map((a) => a.ply), Array.from({ length: second + 1 }, (_, ply) => ply));
  assert.deepEqual(short.s.history.moves.slice(0, second + 1).map((m) => m.action), turns.map((a) => a.action));
  assert.deepEqual(turns.map((a) => a.action), held.asked.map((a) => a.action));
});
