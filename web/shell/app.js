// The table shell's entry: it boots the page for every game in the registry (web/games/index.js)
// and nothing imports it. The game being played (history, undo and redo, who plays each seat, the
// position and its screen, the computer's moves) is a headless session (web/session/session.js);
// the commands that start games and follow their changes are the page controller's
// (controller.js); the features hand it their side effects here (mount). This module starts the
// engine, opens the first game (a game with a friend, a link, the autosave or a new one) and
// hands the test hooks to the window (inspector.js). The shell names no game and no game field: what it reads of ui_state is
// the protocol's common part (current_player, legal, outcome, position, seats) and, for
// hidden-information games, viewer (web/PROTOCOL.md). Drawing is board-view.js's, the skeleton
// skeleton.js's, autosave and other tabs autosave.js's, files and links game-files.js's. The
// language switch saves the other language and reloads; the autosaved game comes back with its
// move list re-told in the new language.

import { S } from "./strings.js";
import { $ } from "../core/dom.js";
import * as storage from "./storage.js";
import { Computer } from "../core/computer.js";
import { settings, linkPosition, linkGame, linkComputer, dropLinkParams } from "./config.js";
import { startEngine, errorText } from "../core/engine.js";
import { LANG } from "../core/lang.js";
import { gameById, defaultGame, loadTable } from "../games/index.js";
import { mountOffline } from "./offline.js";
import { watchForUpdates, noteBuild } from "./update.js";
import { app, markStarted, modeOf } from "./page-state.js";
import { showMessage, showNotice } from "./messages.js";
import { mount, newGame, resumeSaved, firstGame } from "./controller.js";
import { save, keepDamaged, problemText, savedHistory } from "./autosave.js";
import { drawableUi } from "../core/ui-check.js";
import { openLinkPosition, playOnAnew } from "./game-files.js";
import { render, showGame, engineStarted } from "./board-view.js";
import { buildPage, reportUrlProblems } from "./skeleton.js";
import { mountRemote, openAtStart, askInvitation, askGroupInvitation, remoteShown } from "../remote/remote.js";
import { pageInspector } from "./inspector.js";
import { Review } from "./review.js";

const session = app.session;

mount({ render, showGame, save, savedHistory, modeShown: remoteShown, askInvitation, askGroupInvitation, playAnew: playOnAnew, review: (s, hooks) => new Review(s, hooks) });

// ------------------------------------------------------------------ start-up

async function main() {
  buildPage();
  mountRemote();
  let ranBuild;
  mountOffline($("#menu-extra"), new Promise((resolve) => (ranBuild = resolve)));
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
    ranBuild((started && started.build) || null);
    engineStarted(app.engine);
    // The searches get a worker of their own (a second Pyodide, ~32 MB): startGame starts it once
    // a game with a computer seat is on the board, else the first hint or win chance does
    // (Computer.call); started here, it would slow the first screen on two cores.
    app.computer = new Computer(app.engine, { hardMs: settings.hardMs, maxMs: settings.maxMs });
    session.hooks.computer = app.computer;
  } catch (err) {
    ranBuild(null);
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

window.rosarium = pageInspector(app, session);

main().finally(markStarted);
