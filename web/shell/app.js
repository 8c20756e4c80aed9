// The table shell's entry: it boots the page for every game in the registry (web/games/index.js)
// and nothing imports it. The game being played (history, undo and redo, who plays each seat, the
// position and its screen, the computer's moves) is a headless session (web/session/session.js);
// the commands that start games and follow their changes are the page controller's
// (controller.js); the features hand it their side effects here (mount). This module starts the
// engine, opens the first game (a game with a friend, a link, the autosave or a new one) and
// keeps the test hooks. The shell names no game and no game field: what it reads of ui_state is
// the protocol's common part (current_player, legal, outcome, position, seats) and, for
// hidden-information games, viewer (web/PROTOCOL.md). Drawing is board-view.js's, the skeleton
// skeleton.js's, autosave and other tabs autosave.js's, files and links game-files.js's. The
// language switch saves the other language and reloads; the autosaved game comes back with its
// move list re-told in the new language.

import { S } from "./strings.js";
import { $ } from "./dom.js";
import * as storage from "./storage.js";
import { Computer } from "./computer.js";
import { settings, linkPosition, linkGame, linkComputer, dropLinkParams } from "./config.js";
import { startEngine, errorText } from "./engine.js";
import { LANG } from "./lang.js";
import { gameById, defaultGame, loadTable } from "../games/index.js";
import { mountOffline } from "./offline.js";
import { watchForUpdates, noteBuild } from "./update.js";
import { app, currentPosition, markStarted, modeOf } from "./page-state.js";
import { showMessage, showNotice } from "./messages.js";
import { mount, newGame, resumeSaved, firstGame } from "./controller.js";
import { save, keepDamaged, problemText, savedHistory } from "./autosave.js";
import { drawableUi } from "./ui-check.js";
import { openLinkPosition, playOnAnew } from "./game-files.js";
import { render, showGame, engineStarted } from "./board-view.js";
import { buildPage, reportUrlProblems } from "./skeleton.js";
import { mountRemote, openAtStart, askInvitation, remoteShown } from "../remote/remote.js";

const session = app.session;

mount({ render, showGame, save, savedHistory, modeShown: remoteShown, askInvitation, playAnew: playOnAnew });

// ------------------------------------------------------------------ start-up

async function main() {
  buildPage();
  mountRemote();
  mountOffline($("#menu-extra"));
  // a new version is put in place only when no computer is thinking and no dialog is open
  watchForUpdates(() => app.ready && session.settled && !app.previews && !document.querySelector("dialog[open]"));
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
    if (saved.ui !== undefined && saved.ui !== null && !drawableUi(game, saved.ui, { gameMayBeAbsent: true })) keepDamaged(game, got.text, S.saveField("ui"), true);
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
    const started = await app.engine.ready;
    app.ready = true;
    noteBuild(started && started.build);
    engineStarted(app.engine);
    // The searches get a worker of their own (a second Pyodide, ~32 MB): startGame starts it once
    // a game with a computer seat is on the board, else the first hint or win chance does
    // (Computer.call); started here, it would slow the first screen on two cores.
    app.computer = new Computer(app.engine, { hardMs: settings.hardMs, maxMs: settings.maxMs });
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
      showMessage((await openLinkPosition(link, linkComputer())).join(" "));
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
    await newGame(firstGame(app.game));
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

main().finally(markStarted);
