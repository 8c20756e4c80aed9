// The page controller: the commands that change what the page plays (start a game, resume the
// autosaved one, a new game, undo, redo), what follows a change (saved, the end screen, the win
// chance) and when the page is drawn. It holds the session's hooks and what the move list's panel asks of the page. The
// page's state is page-state.js's; the drawing, the autosave and the game with a friend are
// features that hand the controller their side effects once (mount) and call its commands: none
// of them imports the entry module (app.js, which only boots the page), and the controller imports
// none of them.

import { S } from "./strings.js";
import { paceOf } from "./config.js";
import { askNewGame, showEndScreen } from "./dialogs.js";
import { headerOf, underRules } from "./record-io.js";
import { retellMoves } from "./moves.js";
import { R } from "./review-strings.js";
import { LANG } from "../core/lang.js";
import { DEFAULT_LEVEL } from "../core/computer.js";
import { randomSeed } from "../core/seeds.js";
import { GAMES, gameById, defaultGame, loadTable } from "../games/index.js";
import { app, els, currentPosition, modeOf, computerSeats, seatNamesFor, humanCanAct } from "./page-state.js";
import { showMessage, drawMessages, failText } from "./messages.js";

// What the features do for the controller, set once at boot (mount): until then, nothing.
const hooks = {
  render: () => {}, // draw the page now (board-view.js)
  showGame: (_game) => {}, // mount a game's table (board-view.js)
  save: () => {}, // autosave the game on the board (autosave.js)
  savedHistory: null, // (saved) => the History of an autosave, checked by the engine (autosave.js)
  modeShown: (_mode) => {}, // a game of another mode of play is on the board, or none (remote.js)
  askInvitation: null, // (gameId) => the invitation dialog of a game with a friend (remote.js)
  askGroupInvitation: null, // (gameId) => the invitation dialog of a game in a group (remote.js loads it)
  playAnew: null, // (i) => play on from position i of a finished game, dealt anew (game-files.js)
  review: null, // (session, hooks) => the move list's panel, made once (review.js)
};

// The modes of play other than a game on this device (a game with a friend, web/remote/remote.js).
// A mode says only what it does its own way; what it leaves out is done as for any game:
//   act(action)        a person's action on the board (else the session plays it)
//   ownForcedMoves     it sends forced moves itself (else the table's autoAction is played)
//   ownSave            it keeps the game itself (else the autosave does)
//   saveFile()         "Save game"          shareFile()   "Share game"
//   sharedRecord()     the record of the game anyone may see (a promise)
//   publicPositionOnly a link to a finished game carries its public position too
//   status()           the status line's words instead of the table's, or null (a game the
//                      mode ended outside its rules)
// and, for files of its own kind opened from Open file: ownsFile(record), openFile(record).
const MODES = [];

/** A mode of play joins the page (at boot). */
export function registerMode(mode) {
  MODES.push(mode);
}

/** The mode whose kind of file `record` is, or null (a record of any game). */
export function modeOfFile(record) {
  return MODES.find((m) => m.ownsFile && m.ownsFile(record)) || null;
}

/** What the mode of the game on the board does its own way for `key`, or null. */
export function modeOwn(key) {
  return (app.mode && app.mode[key]) || null;
}

/** The features' side effects (the keys of `hooks` above). */
export function mount(features) {
  for (const [key, fn] of Object.entries(features)) {
    if (!(key in hooks)) throw new Error(`the page controller has no hook "${key}"`);
    hooks[key] = fn;
  }
  if (features.review) app.review = features.review(session, reviewHooks);
}

/** Draw the page now. */
export function render() {
  hooks.render();
}

const session = app.session;
Object.assign(session.hooks, {
  lang: LANG,
  // a mode may send its forced moves itself (a game with a friend: as turns)
  autoAction: (ui) => (app.table && app.table.autoAction && !modeOwn("ownForcedMoves") ? app.table.autoAction(ui) : null),
  mayMove: () => app.review.mayMove(),
  delay: (kind) => {
    const pause = paceOf(app.prefs.computerSpeed, kind, newTurn());
    return kind === "auto" ? pause : app.review.moveDelay(pause);
  },
  changed: () => renderSoon(),
  // every action of every seat is read out as it is played (last-move.js), and timed
  moved: (move) => {
    app.moveTimes.push({ seat: move.seat, at: Math.round(performance.now()) });
    app.lastMove.announce(move.desc);
  },
  settled: (ui) => afterChange(ui),
  failed: (err) => showMessage(failText(err)),
  stopped: () => app.advice && app.advice.cancel(),
});

// What the move list's panel (browsing the positions, replay, computer games paused, the
// analysis) asks of the page; the panel itself is a feature the page mounts (review.js).
const reviewHooks = {
  // nothing to browse on a hand-over screen (the seat holding the device is not known yet)
  live: () => (app.ready && session.current && session.handoverSeat() === null ? session.index : -1),
  view: (i) => reviewView(i),
  game: () => app.game,
  hintText: (action, ui) => app.table.hintText(action, ui),
  redraw: () => hooks.render(),
  message: (text) => showMessage(S.actionFailed(text)),
  playAnew: (i) => hooks.playAnew && hooks.playAnew(i),
};

// While the computer plays on, the page is drawn at most every RENDER_GAP_MS: a computer turn of
// many quick actions would otherwise spend most of its time redrawing positions nobody can see.
// A settled page, or one where a person may act, is drawn at once (tests and people read it then).
const RENDER_GAP_MS = 150;
// A computer paced slower than that (normal speed, a ?delay=) is drawn at once as well.
// The calls of one task (a settled move: the session's change, then the page's own after it)
// make one drawing, at the task's end: a map's table lays its page out as it draws.
let renderTimer = null;
let renderQueued = false;
function renderSoon() {
  if (session.settled || humanCanAct() || session.hooks.delay("computer") >= RENDER_GAP_MS) {
    if (renderTimer) clearTimeout(renderTimer);
    renderTimer = null;
    if (!renderQueued) {
      renderQueued = true;
      queueMicrotask(renderQueuedNow);
    }
    return;
  }
  if (!renderTimer) renderTimer = setTimeout(() => ((renderTimer = null), hooks.render()), RENDER_GAP_MS);
}

/** The drawing renderSoon queued, now (a dialog about to open keeps the focus the table gave). */
function renderQueuedNow() {
  if (!renderQueued) return;
  renderQueued = false;
  hooks.render();
}

/** Whether the seat to move is not the one that made the last move: a turn begins. */
function newTurn() {
  const hist = session.history;
  const ui = session.current;
  if (!hist || !ui || hist.index === 0) return true;
  return hist.moves[hist.index - 1].seat !== ui.current_player;
}

/** The ui_state of position i for the review: what the seat whose screen it is may see there;
 * once the game is over, everything, drawn from the side of the person who played. */
async function reviewView(i) {
  const state = session.history.states[i];
  if (!session.hidden) return app.engine.call("ui_state", state);
  if (session.ui && session.ui.outcome) {
    const humans = session.humanSeats();
    return { ...(await app.engine.call("ui_state", state)), viewer: humans.length ? humans[0] : 0, revealed: true };
  }
  return app.engine.call("ui_state", state, session.viewSeat ?? 0);
}

/** A new position is on the board: saved, its end screen shown once, the win chance asked. */
function afterChange(ui) {
  hooks.save();
  if (ui.outcome) {
    renderQueuedNow();
    if (app.endShownFor !== session.index) {
      app.endShownFor = session.index;
      const body = app.table.endScreen ? app.table.endScreen(ui) : null;
      if (body) showEndScreen(els.endDialog, body, () => openNewGame(), { label: R.reviewGame, open: () => app.review.start() }, els.table);
    }
    return;
  }
  app.endShownFor = null;
  if (els.endDialog.open) els.endDialog.close();
  if (app.ready) app.advice.requestWinChance(currentPosition());
  renderSoon();
}

/** Undo and redo work while the computer thinks: the jump cancels its search. Each resolves
 * to whether it moved the game (false before the engine is ready). */
export async function undo() {
  return app.ready ? session.undo() : false;
}

export async function redo() {
  return app.ready ? session.redo() : false;
}

/** The record header with the computer seats of `config` ({"<seat>": "<level>"}). */
function withComputer(header, config) {
  const computer = computerSeats(config);
  const { computer: _old, ...rest } = header;
  return Object.keys(computer).length ? { ...rest, computer } : rest;
}

/**
 * Show `game` and play from what `prepare()` gives ({config, header, states, moves, index}); the
 * searches and timers of the old game stop. `endSeen`: a finished game's end screen was seen
 * before (a reload). Rejects with the engine's error.
 */
export function startGame(game, prepare, { endSeen = false } = {}) {
  let shown = null; // the game's config once it is put in place
  const started = session.start(async () => {
    const got = await prepare();
    await loadTable(game);
    // a game of another mode of play (got.mode, registerMode) is that mode's: no seat is the
    // computer's, nothing to watch
    const config = { ...got.config, game: game.id, mode: got.mode ? got.mode.name : modeOf(got.config.controllers) };
    const begin = () => {
      app.mode = got.mode || null;
      hooks.modeShown(app.mode);
      hooks.showGame(game);
      app.header = withComputer(got.header, config);
      app.savedMoves = null;
      app.endShownFor = endSeen ? got.index ?? (got.moves || []).length : null;
      shown = config;
    };
    return { ...got, config, begin };
  });
  // A max computer's search worker (a second Python) warms up once the board is drawn, not beside
  // the rules worker's first screen: on two cores it would slow that screen. Other levels start it
  // at their first search (computer.js wantsWorkerAhead).
  return started.then((ok) => {
    if (ok && shown && app.computer && Object.values(computerSeats(shown)).some((l) => app.computer.wantsWorkerAhead(l))) app.computer.start();
    return ok;
  });
}

/** A new game of `config` ({game, variant, controllers, level, seed, options, personFirst}). */
export function newGame(config) {
  const game = gameById(config.game) || defaultGame();
  return startGame(game, async () => {
    const record = await app.engine.call("new_record", game.id, config.seed, { ...(config.options || {}), variant: config.variant }, seatNamesFor(game, config.controllers.length));
    const seated = config.personFirst ? await seatPersonFirst(config, record.start) : config;
    return { config: seated, header: headerOf(record), states: [record.start] };
  });
}

/** The first game of `game` a page deals by itself: its first variant, the person against the
 * computer at every other seat, seated where the deal gives the first move (TBL-3.1). */
export function firstGame(game) {
  const first = game.variants[0];
  return { game: game.id, variant: first.id, controllers: ["human", ...Array(first.seats - 1).fill("computer")], level: DEFAULT_LEVEL, seed: randomSeed(), personFirst: true };
}

/** The opening game's one person takes the seat the deal gives the first move, the computer the
 * others (seeds/table.md TBL-3.1): a first visit starts with the person's own move. */
async function seatPersonFirst(config, start) {
  const { personFirst: _, ...rest } = config;
  const first = await app.engine.call("current_player", start);
  const n = rest.controllers.length;
  if (!Number.isInteger(first) || first < 0 || first >= n || rest.controllers[first] === "human") return rest;
  if (rest.controllers.filter((c) => c === "human").length !== 1) return rest;
  // (marked: the New game dialog does not take this seat for the person's own choice)
  return { ...rest, controllers: rest.controllers.map((_c, s) => (s === first ? "human" : "computer")), seatedByDeal: true };
}

/** The autosaved game, at its saved index (undone moves stay redo-able), its moves re-told in the page language. */
export function resumeSaved(game, saved) {
  const prepare = async () => {
    const hist = await hooks.savedHistory(saved);
    await retellMoves(app.engine, hist);
    // a save from before saves said their rules: from now on it says them, and the person is
    // told once when the game goes on under older rules than new games
    const { header, older } = underRules(game, saved.header, hist.states[0]);
    if (older !== null && saved.header.rules === undefined) showMessage(S.olderRules(game.name, older));
    return { config: saved.config, header, states: hist.states, moves: hist.moves, index: hist.index };
  };
  return startGame(game, prepare, { endSeen: true });
}

/** The New game dialog; "Play this position" keeps the game and changes who plays each seat. */
export async function openNewGame() {
  if (!app.ready) return;
  if (els.endDialog.open) els.endDialog.close();
  const ui = session.ui;
  const seats = ui ? ui.seats || session.config.controllers.length : 0;
  const position = session.history && ui && !ui.outcome ? { game: app.game, seats, names: seatNamesFor(app.game, seats) } : null;
  const config = await askNewGame(els.newDialog, { current: session.config, games: GAMES, position, friend: true });
  if (!config) return;
  if (config.mode === "friend") return hooks.askInvitation(config.game);
  if (config.mode === "group") return hooks.askGroupInvitation(config.game);
  drawMessages(null); // the last message spoke of the game before ("Game record imported.")
  try {
    if (config.mode === "position") {
      const hist = session.history;
      const kept = { config: { ...session.config, controllers: config.controllers, level: config.level, computer: null }, header: app.header };
      await startGame(app.game, async () => ({ ...kept, states: hist.states.slice(0, hist.index + 1), moves: hist.moves.slice(0, hist.index) }));
    } else await newGame(config);
  } catch (err) {
    showMessage(failText(err));
  }
}
