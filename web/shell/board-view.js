// Drawing the page from the game session: the status line, the top bar's buttons, the table (or
// the hand-over screen, which shows nothing of any seat's secrets), the advice bar and the move
// list. The table of the game shown is mounted here; it reports the actions a person chooses.

import { S } from "./strings.js";
import { R } from "./review-strings.js";
import { replaceChildren } from "../core/dom.js";
import * as storage from "./storage.js";
import { renderHandover } from "./dialogs.js";
import { errorText } from "../core/engine.js";
import { shownMoves } from "./moves.js";
import { tableOf } from "../games/index.js";
import { boardData } from "../embed/fixed-data.js";
import { app, els, humanCanAct, currentPosition } from "./page-state.js";
import { keepDamaged, claimGame } from "./autosave.js";
import { openNewGame, modeOwn } from "./controller.js";

// The engine once it is up: tables that need fixed data of their game (a map) ask through ctx.call.
let engineUp;
const engineReady = new Promise((resolve) => (engineUp = resolve));
export const engineStarted = (engine) => engineUp(engine);

// User Timing marks of the page's first usable moments, once each (tools/lab/measure_network.py
// reads them in every browser engine, where a tool cannot inject a script of its own):
// "rosarium-board" when #table first has content, "rosarium-legal" when the engine is first
// ready with the page settled (window.rosarium.settled), so that the person to move can move.
// Each is marked once the task that got there has ended (the drawing done, the browser free to
// show it), not in its midst.
const marked = new Set();
function markOnce(name) {
  if (marked.has(name)) return;
  marked.add(name);
  setTimeout(() => {
    try {
      performance.mark(name);
    } catch {
      // a browser without User Timing: the page works the same
    }
  }, 0);
}
function noteUsable() {
  if (els.table && els.table.firstElementChild) markOnce("rosarium-board");
  if (app.ready && !app.failed && app.session.settled && !app.previews) markOnce("rosarium-legal");
}
// a preview or fixed data just arrived: the table draws it next, then the page may be settled
const previewDone = () => ((app.previews -= 1), app.previews || setTimeout(noteUsable, 0));

/** Show `game`'s table (mounting a fresh one when the game changes). */
export function showGame(game) {
  if (app.game === game && app.table) return;
  app.game = game;
  document.body.dataset.game = game.id;
  els.main.dataset.game = game.id;
  storage.saveCurrentGame(game.id);
  claimGame(game.id);
  replaceChildren(els.title, S.appTitle, " ", els.games.button(game));
  document.title = `${S.appTitle} — ${game.name}`;
  els.rulesLink.href = game.lesson ? `lessons/lesson.html?game=${encodeURIComponent(game.id)}` : "lessons/index.html";
  els.rulesLink.setAttribute("aria-label", S.rulesOf(game.name));
  mountTable();
  setTools();
}

/** The top bar: New game, Undo, Redo always; the table's tools and the file and link buttons
 * where they fit (menu.js). */
function setTools() {
  els.menu.setTools(els.shellTools, [...(app.table.tools || []), ...els.ioTools], [els.rulesLink]);
}

/** A fresh table of the game shown in #table (also after a hand-over screen emptied it). */
function mountTable() {
  replaceChildren(els.table);
  els.table.className = "";
  app.table = new (tableOf(app.game))(els.table, {
    act: (action) => {
      if (!humanCanAct()) return false;
      const own = modeOwn("act"); // a mode of play may play it its own way (a game with a friend)
      return own ? own(action) : app.session.play(action);
    },
    newGame: () => openNewGame(),
    // a table that shows the result itself offers the review and analysis there
    review: { label: R.reviewGame, open: () => app.review.start() },
    // the screen an action would lead to, nothing played: only the seat's own view, never the state
    // (counted while under way: the page is not settled until the table has drawn it)
    preview: (action) => {
      app.previews += 1;
      return app.session
        .probe(action)
        .then((r) => r.ui)
        .finally(previewDone);
    },
    redraw: () => render(),
    // a game's fixed data from the build's copy: a map is drawn without waiting for the engine
    // (counted while under way, as a preview is: the table draws with it)
    call: (fn, ...args) => {
      const engineCall = (f, ...a) => engineReady.then((engine) => engine.call(f, ...a));
      if (fn !== "board_data") return engineCall(fn, ...args);
      app.previews += 1;
      return boardData(args[0], engineCall).finally(previewDone);
    },
    prefs: app.prefs,
    savePrefs: () => storage.savePrefs(app.prefs),
  });
  app.tableShown = true;
  noteUsable();
}

function statusText(ui, handover) {
  const s = app.session;
  if (app.failed) return S.engineFailed(app.failed);
  if (!app.ready && app.slowStart) return S.engineSlow(Math.round(app.slowStart / 1000));
  if (handover !== null) return S.handoverStatus(app.game.seatName(handover, ui.seats, ui));
  if (!app.ready || !s.history || !ui || ui.preview) return S.loading;
  if (app.review.active) return R.reviewStatus(app.review.cursor, s.history.index);
  const own = modeOwn("status");
  const said = own ? own() : null;
  if (said) return said;
  const text = app.table.status(ui, { controllers: s.config.controllers });
  // the person is told when the computer's move was a seeded legal one, not the engine's
  const note = s.note ? S.computerFallback(app.game.seatName(s.note.seat, ui.seats, ui), errorText(s.note.error)) : null;
  return note ? `${text} ${note}` : text;
}

export function render() {
  if (!app.table) return;
  const s = app.session;
  const review = app.review;
  const ui = s.ui;
  const hist = s.history;
  const live = !!(app.ready && hist && ui);
  const handover = s.handoverSeat();
  review.sync(handover !== null);
  document.body.dataset.review = review.active ? "on" : "off";
  document.body.dataset.engine = app.failed ? "failed" : app.ready ? "ready" : "loading";
  document.body.dataset.busy = s.busy || s.timer ? "true" : "false";
  document.body.dataset.turn = humanCanAct() ? "human" : "wait";

  const text = statusText(ui, handover);
  if (els.status.textContent !== text) els.status.textContent = text;
  const ownStatus = modeOwn("status");
  const toMove = ui && !ui.outcome && !ui.preview && handover === null && !(ownStatus && ownStatus()) ? ui.current_player : null;
  if (toMove === null || toMove === undefined) delete els.status.dataset.side;
  else els.status.dataset.side = String(app.game.sideOf(ui, toMove));

  const target = live ? s.undoTarget() : -1;
  els["btn-undo"].disabled = target < 0;
  els["btn-undo"].title = live && target < 0 && s.undoStop() > 0 ? S.undoBlocked : "";
  els["btn-redo"].disabled = !live || !hist.canRedo() || handover !== null;
  els["btn-save"].disabled = !live;
  els["btn-share"].disabled = !live || handover !== null;
  els["btn-import"].disabled = !app.ready;
  els["btn-link"].disabled = !live || !ui.position || handover !== null;
  els["btn-new"].disabled = !app.ready;

  // hand-over: nothing of any seat's secrets is on the page (table, advice, move list)
  els.handover.hidden = handover === null;
  els.table.hidden = handover !== null;
  els.moves.hidden = handover !== null;
  if (handover !== null) {
    // emptied, not only hidden: page text must not name a secret (the table keeps no state
    // worth keeping across a change of seat, and is mounted afresh)
    if (app.tableShown) replaceChildren(els.table);
    app.tableShown = false;
    replaceChildren(els.moves);
    app.lastMove.hide();
    replaceChildren(els.handover, renderHandover(app.game.seatName(handover, ui.seats, ui), app.ready, () => app.ready && s.reveal(handover), app.game.handoverWords || {}));
    app.advice.render(null, { gone: true });
    if (app.ready && !document.querySelector("dialog[open]")) {
      const b = els.handover.querySelector("button");
      if (b && document.activeElement !== b) b.focus();
    }
    noteUsable();
    return;
  }
  replaceChildren(els.handover);
  if (!app.tableShown) {
    const tools = app.table.tools || [];
    mountTable();
    if (tools.length) setTools();
  }
  const shown = ui || (app.game.emptyUi ? app.game.emptyUi() : null);
  const pos = currentPosition();
  const hint = app.advice.hintFor(pos);
  const reviewed = review.shown();
  if (reviewed) drawTable(reviewed.ui, { action: reviewed.hint }, false, reviewed.index);
  else if (shown && !app.ready && s.ui) {
    // a saved ui_state (checked by drawableUi): should the table still fail on it, the board
    // waits empty for the engine rather than the page stopping here
    try {
      drawTable(shown, hint, live);
    } catch (err) {
      s.ui = null;
      mountTable();
      if (app.savedText) keepDamaged(app.game, app.savedText, S.saveField("ui"), true);
    }
  } else if (shown) drawTable(shown, hint, live);
  app.advice.render(live && !ui.preview && !review.active ? pos : null, { available: !!app.computer, over: !!(ui && ui.outcome) });
  const moves = shownMoves(playedMoves());
  review.render(els.moves, moves, hist ? hist.index : moves.length);
  const at = reviewed ? reviewed.index : hist ? hist.index : moves.length;
  app.lastMove.show(at > 0 && moves[at - 1] ? { n: at, desc: moves[at - 1].desc } : null, !!reviewed);
  noteUsable();
}

/** The moves of the game on the table (the autosaved ones until the engine has taken it up). */
function playedMoves() {
  const hist = app.session.history;
  return hist ? hist.moves : app.savedMoves || [];
}

/** The move that led to position `index` as a table marks it: {action, seat, index}, or null. No
 * record entry: a set-up's entry holds a seat's secrets. */
function lastMoveAt(index) {
  const m = index > 0 ? playedMoves()[index - 1] : null;
  return m ? { action: m.action, seat: m.seat, index } : null;
}

function drawTable(shown, hint, live, index = app.session.uiIndex) {
  app.table.render(shown, {
    canAct: humanCanAct(),
    controllers: app.session.config ? app.session.config.controllers : null,
    hint: hint && hint.action ? hint.action : null,
    index,
    last: lastMoveAt(index),
    live,
    // the moves up to the position shown ({seat, desc, action, ...}): a table may retell them
    moves: app.session.history ? app.session.history.moves.slice(0, index) : [],
  });
}
