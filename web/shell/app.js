// The table shell: one page for every game in the registry (web/games/index.js). The game being
// played (history, undo and redo, who plays each seat, the position and its screen, the
// computer's moves) is a headless session (web/session/session.js); this module wires it to the
// page: starting games (new, resumed, imported, from a link), the end screen, the review panel,
// the start-up and the test hooks. The shell names no game and no game field: what it reads of
// ui_state is the protocol's common part (current_player, legal, outcome, position, seats) and,
// for hidden-information games, viewer (web/PROTOCOL.md). Drawing is board-view.js's, the
// skeleton skeleton.js's, autosave and other tabs autosave.js's, files and links game-files.js's.
// The language switch saves the other language and reloads; the autosaved game comes back with
// its move list re-told in the new language.

import { S } from "./strings.js";
import { $ } from "./dom.js";
import * as storage from "./storage.js";
import { Computer, DEFAULT_LEVEL } from "./computer.js";
import { settings, paceOf, linkPosition, linkGame, linkComputer, dropLinkParams } from "./config.js";
import { askNewGame, showEndScreen, randomSeed } from "./dialogs.js";
import { headerOf } from "./record-io.js";
import { startEngine, errorText } from "./engine.js";
import { retellMoves } from "./moves.js";
import { Review } from "./review.js";
import { R } from "./review-strings.js";
import { LANG } from "./lang.js";
import { GAMES, gameById, defaultGame, loadTable } from "../games/index.js";
import { mountOffline } from "./offline.js";
import { app, els, currentPosition, modeOf, hasComputerSeat, seatNamesFor, humanCanAct } from "./page-state.js";
import { showMessage, showNotice, drawMessages, failText } from "./messages.js";
import { save, keepDamaged, problemText, usableUi, savedHistory } from "./autosave.js";
import { openLinkPosition } from "./game-files.js";
import { render, showGame, engineStarted } from "./board-view.js";
import { buildPage, reportUrlProblems } from "./skeleton.js";
import { mountRemote, openAtStart, askInvitation, remoteShown } from "../remote/remote.js";

const session = app.session;
Object.assign(session.hooks, {
  lang: LANG,
  // a game with a friend sends its forced moves itself, as turns (web/remote/remote.js)
  autoAction: (ui) => (app.table && app.table.autoAction && !app.remote ? app.table.autoAction(ui) : null),
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

// The move list's panel: browsing the positions, replay, computer games paused, the analysis (review.js).
app.review = new Review(session, {
  // nothing to browse on a hand-over screen (the seat holding the device is not known yet)
  live: () => (app.ready && session.current && session.handoverSeat() === null ? session.index : -1),
  view: (i) => reviewView(i),
  game: () => app.game,
  hintText: (action, ui) => app.table.hintText(action, ui),
  redraw: () => render(),
  message: (text) => showMessage(S.actionFailed(text)),
});

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
  if (!renderTimer) renderTimer = setTimeout(() => ((renderTimer = null), render()), RENDER_GAP_MS);
}

/** The drawing renderSoon queued, now (a dialog about to open keeps the focus the table gave). */
function renderQueuedNow() {
  if (!renderQueued) return;
  renderQueued = false;
  render();
}

app.moveTimes = []; // every move played in this page: {seat, at} (performance.now), for tools/measure_turns.py

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
  save();
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

/** Undo and redo work while the computer thinks: the jump cancels its search. */
export function undo() {
  if (app.ready) session.undo();
}

export function redo() {
  if (app.ready) session.redo();
}

/** The record header with the computer seats of `config` ({"<seat>": "<level>"}). */
function withComputer(header, config) {
  const computer = {};
  config.controllers.forEach((c, s) => c === "computer" && (computer[String(s)] = (config.computer && config.computer[s]) || config.level || DEFAULT_LEVEL));
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
    // a game with a friend is its own mode: no seat is the computer's, nothing to watch
    const config = { ...got.config, game: game.id, mode: got.remote ? "remote" : modeOf(got.config.controllers) };
    const begin = () => {
      app.remote = got.remote || null;
      remoteShown(app.remote);
      showGame(game);
      app.header = withComputer(got.header, config);
      app.savedMoves = null;
      app.endShownFor = endSeen ? got.index ?? (got.moves || []).length : null;
      shown = config;
    };
    return { ...got, config, begin };
  });
  // The search worker (a second Python) warms up for the computer's first move once the board is
  // drawn, not beside the rules worker's first screen: on two cores it would slow that screen.
  // (A computer seat that moves at once starts it itself.)
  return started.then((ok) => {
    if (ok && shown && app.computer && hasComputerSeat(shown)) app.computer.start();
    return ok;
  });
}

function newGame(config) {
  const game = gameById(config.game) || defaultGame();
  return startGame(game, async () => {
    const record = await app.engine.call("new_record", game.id, config.seed, { ...(config.options || {}), variant: config.variant }, seatNamesFor(game, config.controllers.length));
    const seated = config.personFirst ? await seatPersonFirst(config, record.start) : config;
    return { config: seated, header: headerOf(record), states: [record.start] };
  });
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
    const hist = await savedHistory(saved);
    await retellMoves(app.engine, hist);
    return { config: saved.config, header: saved.header, states: hist.states, moves: hist.moves, index: hist.index };
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
  if (config.mode === "friend") return askInvitation(config.game);
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

// ------------------------------------------------------------------ start-up

async function main() {
  buildPage();
  mountRemote();
  mountOffline($("#menu-extra"));
  reportUrlProblems();
  const game = gameById(linkGame) || gameById(storage.loadCurrentGame()) || defaultGame();
  await loadTable(game);
  showGame(game);
  const got = storage.readGame(game.id, game.legacySaveKeys || []);
  const saved = got.data || null;
  if (got.problem) keepDamaged(game, got.text, problemText(got.problem));
  const unsaved = storage.unsavedNote(game.id);
  if (unsaved) showNotice("unsaved", S.unsavedBefore(new Date(unsaved.at).toLocaleString(LANG), saved ? saved.history.index : 0));
  if (saved) {
    // Draw the saved position at once; play waits for the engine. A hot-seat game of hidden
    // information waits too: its saved screen belongs to one seat.
    session.config = saved.config;
    app.savedMoves = saved.history.moves.slice(0, saved.history.index);
    app.savedText = got.text; // for the notice should the saved board still fail to draw
    if (saved.ui !== undefined && saved.ui !== null && !usableUi(game, saved.ui)) keepDamaged(game, got.text, S.saveField("ui"), true);
    else if (saved.ui && !(saved.viewSeat !== null && saved.viewSeat !== undefined && modeOf(saved.config.controllers) === "hotseat")) session.ui = saved.ui;
  }
  render();
  app.savedText = null;
  // The Menu's embed snippet and lesson links: asked for once the board is drawn, not before it
  import("./embed-snippet.js").catch((err) => console.warn("rosarium: the embed snippet did not load:", err));

  try {
    app.engine = startEngine({ callMs: settings.callMs, startNoticeMs: settings.startMs, onRestart: () => showMessage(S.engineRestarted) });
    session.engine = app.engine;
    app.engine.slow.then((ms) => {
      if (app.ready || app.failed) return;
      app.slowStart = ms;
      render();
    });
    await app.engine.ready;
    app.ready = true;
    engineStarted(app.engine);
    // The searches get a worker of their own (a second Pyodide, ~32 MB): startGame starts it once
    // a game with a computer seat is on the board, else the first hint or win chance does
    // (Computer.call); started here, it would slow the first screen on two cores.
    app.computer = new Computer(app.engine);
    session.hooks.computer = app.computer;
  } catch (err) {
    app.failed = errorText(err);
    render();
    return;
  }

  try {
    if (await openAtStart()) return dropLinkParams();
  } catch (err) {
    showMessage(errorText(err));
  }
  const link = linkPosition();
  dropLinkParams();
  if (link !== null) {
    try {
      const problems = await openLinkPosition(link, linkComputer());
      showMessage([S.linkLoaded, ...problems].join(" "));
      return;
    } catch (err) {
      showMessage(S.linkBad(errorText(err)));
    }
  }

  if (saved) {
    try {
      await resumeSaved(game, saved);
      return;
    } catch (err) {
      session.stop();
      Object.assign(session, { config: null, history: null, ui: null });
      app.savedMoves = null;
      keepDamaged(game, got.text, errorText(err));
    }
  }
  try {
    const first = app.game.variants[0];
    await newGame({ game: app.game.id, variant: first.id, controllers: ["human", ...Array(first.seats - 1).fill("computer")], level: DEFAULT_LEVEL, seed: randomSeed(), personFirst: true });
  } catch (err) {
    app.failed = errorText(err);
    render();
  }
}

// test hook: lets browser tests read the current engine state and view without rules in JS
window.rosarium = {
  get game() {
    return app.game ? app.game.id : null;
  },
  get state() {
    return session.state;
  },
  get ui() {
    return session.current;
  },
  get config() {
    return session.config;
  },
  get handover() {
    return session.handoverSeat();
  },
  // the moves played as undo sees them: [{seat, barrier, auto, action, desc}], and the earliest position undo may reach
  get moves() {
    return session.history ? session.history.moves.map((m) => ({ seat: m.seat, barrier: m.barrier !== false, auto: !!m.auto, action: m.action, desc: m.desc })) : [];
  },
  get index() {
    return session.history ? session.index : null;
  },
  get undoStop() {
    return session.history ? session.undoStop() : null;
  },
  // the review panel: {cursor, viewer, paused, replaying, analysis: {running, points, marked, done,
  // total, ms (the whole analysis in the page, once done), reused (positions not searched again)}}
  get review() {
    return app.review.summary();
  },
  get settled() {
    return app.ready && session.settled && !app.previews;
  },
  // computer moves timed in the page: [{level, ms, ply, action}] (tools/measure_ai.py)
  get aiTimes() {
    return app.computer ? app.computer.times : [];
  },
  // every move played in this page: [{seat, at}] (performance.now), the turns' lengths (tools/measure_turns.py)
  get moveTimes() {
    return app.moveTimes;
  },
  get thinking() {
    return session.thinking;
  },
  get searchRestarts() {
    return app.computer ? app.computer.restarts : 0;
  },
  get advice() {
    return app.advice.summary(currentPosition());
  },
  // how often the rules worker was replaced (a dead or hung worker, engine.js)
  get engineRestarts() {
    return app.engine ? app.engine.restarts : 0;
  },
  // how the rules worker started, once it has: {snapshot (restored from the memory snapshot),
  // snapshot_wanted (the page makes one later), startup_ms, timings}, or null (tools/measure_network.py)
  get engineStart() {
    const info = app.engine && app.engine.client.info;
    return info ? { snapshot: !!info.snapshot, snapshot_wanted: !!info.snapshot_wanted, startup_ms: info.startup_ms, timings: info.timings || null } : null;
  },
  // test hook: the rules worker as it runs now (a test terminates it to check the restart)
  get engineWorker() {
    return app.engine ? app.engine.client.worker : null;
  },
  // test hook: whether the search worker has started (until then the rules worker searches)
  get searchWarm() {
    return !!(app.computer && app.computer.warm);
  },
  // test hook: the search worker as it runs now (null before it starts; computer.js)
  get searchWorker() {
    return app.computer && app.computer.client ? app.computer.client.worker : null;
  },
};

main();
