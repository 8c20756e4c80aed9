// The table shell: one controller for every game in the registry (web/games/index.js). It holds
// the game (engine states, undo/redo, who plays each seat), asks the engine for everything
// rules-related, and hands the game's table component (web/games/<game>/) the view to draw; the
// component reports the actions a person chooses. The shell names no game and no game field:
// what it reads of ui_state is the protocol's common part (current_player, legal, outcome,
// position, seats) and, for hidden-information games, viewer (web/PROTOCOL.md).
// Hot-seat play of a hidden-information game shows a hand-over screen whenever the seat whose
// screen it is changes. The language switch saves the other language and reloads; the autosaved
// game comes back with its move list re-told in the new language.

import { S } from "./strings.js";
import { h, replaceChildren, $ } from "./dom.js";
import { History } from "./history.js";
import * as storage from "./storage.js";
import { Computer, DEFAULT_LEVEL } from "./computer.js";
import { Advice } from "./advice.js";
import { settings, linkPosition, linkGame, linkComputer, dropLinkParams, positionLink, URL_PROBLEMS } from "./config.js";
import { askNewGame, askConfirm, showEndScreen, randomSeed, renderHandover } from "./dialogs.js";
import { showSavedGames } from "./saves-dialog.js";
import { Owner } from "./owner.js";
import { buildRecord, headerFromState, headerOf, downloadJSON, downloadText, readFileText, computerSeats, recordHeader, recordOfSave } from "./record-io.js";
import { startEngine, errorText, hasHiddenInformation, uiFor } from "./engine.js";
import { movesOf, retellMoves, shownMoves } from "./moves.js";
import { Review } from "./review.js";
import { R } from "./review-strings.js";
import { shareRecord, sharePosition, openPosition, openRecord, openingSeed, offerShared } from "./share.js";
import { fits } from "./ui-check.js";
import { TopMenu } from "./menu.js";
import { installShortcuts } from "./shortcuts.js";
import { LANG, LANG_PROBLEM, LANGS, LANG_NAMES, otherLang, setLang } from "./lang.js";
import { GAMES, gameById, defaultGame, gameOfPosition, loadTable, tableOf } from "../games/index.js";
import { mountOffline } from "./offline.js";

const app = {
  engine: null,
  ready: false,
  failed: null,
  game: null, // the component of the game shown (registry entry)
  table: null, // its table, mounted in #table
  tableShown: false, // false while a hand-over screen has emptied #table
  config: null, // {game, variant, controllers[], level, seed, mode}
  header: null, // record header (engine record without actions/result)
  history: null,
  ui: null, // ui_state of the position on the board, for viewSeat
  uiIndex: -1, // the history index `ui` belongs to
  viewSeat: null, // hidden information: the seat whose screen this is (null: everything is open)
  revealed: null, // hot-seat with hidden information: the seat that said "show my tiles"
  savedMoves: null, // the autosaved moves, shown until the engine confirms the game
  busy: false,
  gen: 0, // bumps on every jump (undo, new game...) so stale async results are dropped
  timer: null,
  endShownFor: null,
  hidden: new Map(), // game id → whether its ui_state is one seat's view (learned from the engine)
  prefs: storage.loadPrefs(),
  computer: null, // computer moves, hints and win chances, in the search worker
  thinking: null, // token of the computer move being searched
  computerNote: null, // said in the status line: the last computer move was a random legal one
  advice: null,
  notices: [], // messages that stay until dismissed (a damaged save, a failed autosave, another tab)
  saveBlocked: false, // a damaged save could not be backed up: it is never overwritten
  saveFailed: false, // the last autosave failed (storage full)
};

const els = {};

// The move list's panel: browsing the positions, replay, computer games paused, the analysis (review.js).
const review = new Review({
  history: () => app.history,
  // nothing to browse on a hand-over screen (the seat holding the device is not known yet)
  live: () => (app.ready && app.history && app.ui && app.uiIndex === app.history.index && handoverSeat() === null ? app.history.index : -1),
  over: () => !!(app.ui && app.ui.outcome),
  hiddenGame: () => isHidden(),
  viewKey: () => app.viewSeat,
  view: (i) => reviewView(i),
  engine: () => app.engine,
  computer: () => app.computer,
  game: () => app.game,
  seed: () => app.config.seed,
  hintText: (action, ui) => app.table.hintText(action, ui),
  playFrom: (i) => mayPlayFrom(i) && jumpTo(i),
  mayPlayFrom: (i) => mayPlayFrom(i),
  cvc: () => !!app.config && app.config.mode === "cvc",
  moveNow: () => (clearTimer(), afterChange()),
  redraw: () => render(),
  message: (text) => showMessage(S.actionFailed(text)),
});

// The engine once it is up: tables that need fixed data of their game (a map) ask through ctx.call.
let engineUp;
const engineReady = new Promise((resolve) => (engineUp = resolve));

// ------------------------------------------------------------------ page skeleton

function buildPage() {
  els.title = $("#app-title");
  els.toolbar = $("#toolbar");
  els.toolbar.setAttribute("aria-label", S.moreActions);
  const tb = (id, label, onclick, extra = {}) => (els[id] = h("button", { type: "button", id, onclick, ...extra }, label));
  els.shellTools = [
    tb("btn-new", S.newGame, () => openNewGame()),
    tb("btn-undo", S.undo, () => undo(), { "aria-keyshortcuts": "Control+Z" }),
    tb("btn-redo", S.redo, () => redo(), { "aria-keyshortcuts": "Control+Y" }),
  ];
  els.ioTools = [
    tb("btn-save", S.saveGame, () => saveGameFile()),
    tb("btn-share", S.shareGame, () => shareGameFile()),
    tb("btn-import", S.importGame, () => els.file.click()),
    tb("btn-link", S.copyLink, () => copyLink()),
  ];
  els.menu = new TopMenu($(".topbar"), els.toolbar, S.menu);
  installShortcuts($("#menu-extra"));
  els.savesDialog = h("dialog", { class: "dialog saves-dialog" });
  document.body.append(els.savesDialog);
  $("#menu-extra").append(h("button", { type: "button", id: "btn-saves", onclick: () => openSavedGames() }, S.savedGames));
  buildLangSwitch();
  els.file = $("#import-file");
  els.file.addEventListener("change", () => {
    const f = els.file.files && els.file.files[0];
    els.file.value = "";
    if (f) importFile(f);
  });
  els.main = $("#game");
  els.status = $("#status");
  els.table = $("#table");
  els.handover = $("#handover");
  els.moves = $("#movelist");
  els.messages = $("#messages");
  els.newDialog = $("#new-game-dialog");
  els.endDialog = $("#end-dialog");
  els.confirmDialog = h("dialog", { class: "dialog confirm-dialog" });
  document.body.append(els.confirmDialog);
  app.advice = new Advice($("#advice"), {
    engine: () => app.computer,
    position: () => currentPosition(),
    canHint: () => humanCanAct(),
    hintText: (action, ui) => app.table.hintText(action, ui),
    sideName: (ui) => app.game.sideName(ui, ui.current_player),
    redraw: () => render(),
    prefs: app.prefs,
    savePrefs: () => storage.savePrefs(app.prefs),
  });
  document.addEventListener("keydown", (ev) => {
    if (app.table && app.table.onKey && app.table.onKey(ev)) return;
    if (review.onKey(ev, els.moves)) return;
    if ((ev.ctrlKey || ev.metaKey) && !ev.altKey && ev.target.tagName !== "INPUT" && ev.target.tagName !== "SELECT") {
      if (ev.key === "z" && !ev.shiftKey) (ev.preventDefault(), undo());
      else if (ev.key === "y" || (ev.key === "Z" && ev.shiftKey)) (ev.preventDefault(), redo());
    }
  });
}

/** The language switch: one button named, in its own language, after the language it offers. */
function buildLangSwitch() {
  const to = otherLang();
  const btn = h("button", { type: "button", id: "btn-lang", lang: to, onclick: () => setLang(to) }, LANG_NAMES[to]);
  const nav = h("nav", { class: "toolbar lang-switch", "aria-label": S.language }, btn);
  // Shown at once; moved to the end of the top bar once every module has added its bar
  // (the embed snippet's), which they all have by DOMContentLoaded.
  const place = () => ($(".topbar").append(nav), els.menu.fit());
  place();
  document.addEventListener("DOMContentLoaded", place, { once: true });
}

/** Address parameters the page refused (?lang=, ?game=, the timing hooks), in one message, in the
 * language the page fell back to; nothing else changes. */
function reportUrlProblems() {
  const lines = [];
  if (LANG_PROBLEM !== null) lines.push(S.langUnknown(LANG_PROBLEM, LANGS.map((l) => LANG_NAMES[l])));
  for (const p of URL_PROBLEMS) lines.push(S.paramBad(p.name, p.value, p.allowed, p.range));
  if (lines.length) showMessage(lines.join(" "));
}

/** Show `game`'s table (mounting a fresh one when the game changes). */
function showGame(game) {
  if (app.game === game && app.table) return;
  app.game = game;
  document.body.dataset.game = game.id;
  els.main.dataset.game = game.id;
  storage.saveCurrentGame(game.id);
  claimGame(game.id);
  replaceChildren(els.title, S.appTitle, " ", h("span", { class: "subtitle" }, game.name));
  document.title = `${S.appTitle} — ${game.name}`;
  mountTable();
  setTools();
}

/** The top bar: New game, Undo, Redo always; the table's tools and the file and link buttons
 * where they fit (menu.js). */
function setTools() {
  els.menu.setTools(els.shellTools, [...(app.table.tools || []), ...els.ioTools]);
}

/** A fresh table of the game shown in #table (also after a hand-over screen emptied it). */
function mountTable() {
  replaceChildren(els.table);
  els.table.className = "";
  app.table = new (tableOf(app.game))(els.table, {
    act: (action) => humanCanAct() && commit(action),
    newGame: () => openNewGame(),
    redraw: () => render(),
    call: (fn, ...args) => engineReady.then((engine) => engine.call(fn, ...args)),
    prefs: app.prefs,
    savePrefs: () => storage.savePrefs(app.prefs),
  });
  app.tableShown = true;
}

// ------------------------------------------------------------------ who sees and acts

function controllerOf(seat) {
  return app.config && app.config.controllers ? app.config.controllers[seat] || "human" : "human";
}

function humanSeats() {
  return ((app.config && app.config.controllers) || []).flatMap((c, s) => (c === "human" ? [s] : []));
}

function hasComputerSeat(config) {
  return !!config && Array.isArray(config.controllers) && config.controllers.includes("computer");
}

/** "hotseat" (two or more people share the device), "computer" (one person) or "cvc" (watching). */
function modeOf(controllers) {
  const humans = controllers.filter((c) => c === "human").length;
  return humans >= 2 ? "hotseat" : humans === 1 ? "computer" : "cvc";
}

function isHidden() {
  return !!app.game && app.hidden.get(app.game.id) === true;
}

/** Hot-seat with hidden information: the seat the device must be handed to (null: none). */
function handoverSeat() {
  const ui = app.ui;
  if (!isHidden() || !ui || ui.outcome || humanSeats().length < 2) return null;
  return app.revealed === app.viewSeat ? null : app.viewSeat;
}

function humanCanAct() {
  const ui = app.ui;
  return !!(
    app.ready &&
    !app.busy &&
    ui &&
    app.history &&
    app.uiIndex === app.history.index &&
    !review.active &&
    !ui.outcome &&
    ui.current_player !== null &&
    ui.current_player !== undefined &&
    (!isHidden() || ui.current_player === ui.viewer) &&
    controllerOf(ui.current_player) === "human" &&
    !(app.table.autoAction && app.table.autoAction(ui)) &&
    handoverSeat() === null
  );
}

/** The position on the board, for the searches: {state, ui, index, seed}, or null. */
function currentPosition() {
  const hist = app.history;
  if (!app.ready || !hist || !app.ui || app.uiIndex !== hist.index) return null;
  return { state: hist.state, ui: app.ui, index: hist.index, seed: app.config.seed, hidden: handoverSeat() !== null };
}

/** Whether the game shown keeps secrets per seat (learned from the engine once per game). */
async function learnHidden(game, state) {
  app.hidden.set(game.id, await hasHiddenInformation(app.engine, state));
}

/** The ui_state to draw at history index i: the whole table, or the view of the seat whose screen it is. */
async function loadView(i) {
  const hist = app.history;
  const state = hist.states[i];
  await learnHidden(app.game, state);
  if (!isHidden()) return { ui: await app.engine.call("ui_state", state), seat: null };
  const humans = humanSeats();
  let seat;
  if (humans.length === 1) seat = humans[0];
  else if (humans.length === 0) seat = 0; // watching two computers: the first seat's screen
  else {
    const cp = await app.engine.call("current_player", state);
    seat = cp ?? app.revealed ?? (i > 0 ? hist.moves[i - 1].seat : 0);
  }
  const ui = await app.engine.call("ui_state", state, seat);
  // over: nothing is secret any more, the whole table is shown
  return ui.outcome ? { ui: await revealedView(state, humans), seat: null } : { ui, seat };
}

/** A finished game's table: every secret shown (every hand, tile and the unused pile), drawn
 * from the side of the person who played (the first person's seat, else the first seat). */
async function revealedView(state, humans = humanSeats()) {
  const ui = await app.engine.call("ui_state", state);
  return { ...ui, viewer: humans.length ? humans[0] : 0, revealed: true };
}

/** The ui_state of position i for the review: what the seat whose screen it is may see there;
 * once the game is over, everything. */
function reviewView(i) {
  const state = app.history.states[i];
  if (!isHidden()) return app.engine.call("ui_state", state);
  if (app.ui && app.ui.outcome) return revealedView(state);
  return app.engine.call("ui_state", state, app.viewSeat ?? 0);
}

function setView(ui, seat, index) {
  app.ui = ui;
  app.viewSeat = seat;
  app.uiIndex = index;
  if (ui.outcome && humanSeats().length >= 2) app.revealed = seat; // over: nothing left to hide
}

// ------------------------------------------------------------------ drawing

function statusText(ui, handover) {
  if (app.failed) return S.engineFailed(app.failed);
  if (handover !== null) return S.handoverStatus(app.game.seatName(handover, ui.seats, ui));
  if (!app.ready || !app.history || !ui || ui.preview) return S.loading;
  if (review.active) return R.reviewStatus(review.cursor, app.history.index);
  const text = app.table.status(ui, { controllers: app.config.controllers });
  return app.computerNote ? `${text} ${app.computerNote}` : text;
}

function render() {
  if (!app.table) return;
  const ui = app.ui;
  const hist = app.history;
  const live = !!(app.ready && hist && ui);
  const handover = handoverSeat();
  review.sync(handover !== null);
  document.body.dataset.review = review.active ? "on" : "off";
  document.body.dataset.engine = app.failed ? "failed" : app.ready ? "ready" : "loading";
  document.body.dataset.busy = app.busy || app.timer ? "true" : "false";
  document.body.dataset.turn = humanCanAct() ? "human" : "wait";

  const text = statusText(ui, handover);
  if (els.status.textContent !== text) els.status.textContent = text;
  const toMove = ui && !ui.outcome && !ui.preview && handover === null ? ui.current_player : null;
  if (toMove === null || toMove === undefined) delete els.status.dataset.side;
  else els.status.dataset.side = String(app.game.sideOf(ui, toMove));

  const target = live ? undoTarget() : -1;
  els["btn-undo"].disabled = target < 0;
  els["btn-undo"].title = live && target < 0 && undoStop() > 0 ? S.undoBlocked : "";
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
    replaceChildren(els.handover, renderHandover(app.game.seatName(handover, ui.seats, ui), app.ready, () => reveal(handover), app.game.handoverWords || {}));
    app.advice.render(null);
    if (app.ready && !document.querySelector("dialog[open]")) {
      const b = els.handover.querySelector("button");
      if (b && document.activeElement !== b) b.focus();
    }
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
  else if (shown && !app.ready && app.ui) {
    // a saved ui_state (checked by usableUi): should the table still fail on it, the board
    // waits empty for the engine rather than the page stopping here
    try {
      drawTable(shown, hint, live);
    } catch (err) {
      app.ui = null;
      mountTable();
      if (app.savedText) keepDamaged(app.game, app.savedText, S.saveField("ui"), true);
    }
  } else if (shown) drawTable(shown, hint, live);
  app.advice.render(live && !ui.preview && !review.active ? pos : null, { available: !!app.computer, over: !!(ui && ui.outcome) });
  const moves = hist ? hist.moves : app.savedMoves || [];
  review.render(els.moves, shownMoves(moves), hist ? hist.index : moves.length);
}

function drawTable(shown, hint, live, index = app.uiIndex) {
  app.table.render(shown, {
    canAct: humanCanAct(),
    controllers: app.config ? app.config.controllers : null,
    hint: hint && hint.action ? hint.action : null,
    index,
    live,
  });
}

/** The message area: the notices that stay, then the latest message; one Dismiss clears it. */
function drawMessages(latest) {
  if (latest !== undefined) app.message = latest;
  const parts = [...app.notices.map((n) => n.node), ...(app.message ? [app.message] : [])];
  if (!parts.length) return replaceChildren(els.messages);
  const dismiss = () => {
    // a question another tab raised stays until it is answered (this tab saves nothing till then)
    app.notices = app.notices.filter((n) => n.kind === "other-tab" && app.game && !owner.owns(app.game.id));
    app.message = null;
    drawMessages();
  };
  replaceChildren(els.messages, h("div", { class: "message" }, parts, h("button", { type: "button", class: "dismiss", onclick: dismiss }, S.dismiss)));
}

function showMessage(text, ...extra) {
  drawMessages(h("p", {}, text, ...extra));
}

/** A message that stays when later ones come (until dismissed or replaced by one of the same `kind`). */
function showNotice(kind, text, ...extra) {
  app.notices = app.notices.filter((n) => n.kind !== kind);
  app.notices.push({ kind, node: h("p", { class: "notice", dataset: { notice: kind } }, text, ...extra) });
  drawMessages();
}

function dropNotice(kind) {
  const before = app.notices.length;
  app.notices = app.notices.filter((n) => n.kind !== kind);
  if (app.notices.length !== before) drawMessages();
}

const noticeButton = (label, onclick) => h("button", { type: "button", class: "inline", onclick }, label);

/** The text of a failed engine call: a stopped engine says so itself, a refusal is "refused". */
function failText(err) {
  return err && err.name === "EngineStopped" ? errorText(err) : S.actionFailed(errorText(err));
}

// ------------------------------------------------------------------ moves

function reveal(seat) {
  if (!app.ready || app.viewSeat !== seat) return;
  app.revealed = seat;
  afterChange();
}

/** One action through the engine (a person's, the computer's or an automatic one). */
async function commit(action, auto = false) {
  const hist = app.history;
  if (!app.ready || app.busy || !hist || !app.ui) return;
  const g = app.gen;
  const seat = app.ui.current_player;
  clearTimer();
  app.busy = true;
  render();
  try {
    const res = await app.engine.call("step", hist.state, action, LANG);
    if (g !== app.gen) return;
    hist.push({ action, entry: res.entry, desc: res.text, lang: LANG, seat, barrier: !!res.undo_barrier, ...(auto ? { auto: true } : {}) }, res.state);
    const { ui, seat: vs } = await loadView(hist.index);
    if (g !== app.gen) return;
    setView(ui, vs, hist.index);
    save();
  } catch (err) {
    if (g === app.gen) showMessage(failText(err));
  } finally {
    if (g === app.gen) {
      app.busy = false;
      afterChange();
    }
  }
}

function clearTimer() {
  if (app.timer) clearTimeout(app.timer);
  app.timer = null;
}

/** After any change of position: draw, then let the computer or an automatic action move. */
function afterChange() {
  render();
  clearTimer();
  const ui = app.ui;
  const hist = app.history;
  if (!app.ready || !ui || !hist || app.uiIndex !== hist.index) return;
  if (ui.outcome) {
    if (app.endShownFor !== hist.index) {
      app.endShownFor = hist.index;
      const body = app.table.endScreen ? app.table.endScreen(ui) : null;
      if (body) showEndScreen(els.endDialog, body, () => openNewGame(), { label: R.reviewGame, open: () => review.start() });
    }
    return;
  }
  app.endShownFor = null;
  if (els.endDialog.open) els.endDialog.close();
  const g = app.gen;
  const auto = app.table.autoAction ? app.table.autoAction(ui) : null;
  const seat = ui.current_player;
  if (auto) {
    app.timer = setTimeout(() => {
      app.timer = null;
      if (g === app.gen) commit(auto, true);
    }, settings.passDelay);
  } else if (seat !== null && seat !== undefined && controllerOf(seat) === "computer" && !app.thinking && review.mayMove()) {
    const state = hist.state;
    const ply = hist.index;
    app.timer = setTimeout(async () => {
      app.timer = null;
      if (g !== app.gen || hist.state !== state) return;
      app.busy = true;
      const token = {};
      app.thinking = token;
      render();
      let action = null;
      app.computerNote = null;
      try {
        action = await app.computer.choose(state, ui, app.config.seed, ply, levelOf(seat));
        // the person is told when the computer's move is a random legal one, not the engine's
        const missed = app.computer.lastFallback;
        if (missed && g === app.gen) app.computerNote = S.computerFallback(app.game.seatName(seat, ui.seats, ui), missed.error ? errorText(missed.error) : S.unknownError);
      } finally {
        if (app.thinking === token) app.thinking = null;
        if (g === app.gen) app.busy = false;
      }
      // never a stale move: the search was for this very position, still on the board
      if (g === app.gen && app.history === hist && hist.state === state && action) commit(action);
      else if (g === app.gen) afterChange(); // cancelled without a jump (the analysis stopped): search again
    }, review.moveDelay(settings.computerDelay));
  }
  app.advice.requestWinChance(currentPosition());
  render();
}

function levelOf(seat) {
  const c = app.config || {};
  return (c.computer && c.computer[seat]) || c.level || DEFAULT_LEVEL;
}

/** Undo, redo, new game, import, link: stop the searches under way (restarting their worker). */
function cancelSearches() {
  if (app.computer) app.computer.cancel();
  app.computerNote = null;
  app.thinking = null;
  app.advice.cancel();
}

// ------------------------------------------------------------------ undo / redo

/** A position where a person decides (a human seat, not an automatic action). */
function isHumanDecision(i) {
  const hist = app.history;
  const seat = i < hist.moves.length ? hist.moves[i].seat : app.ui && app.uiIndex === i ? app.ui.current_player : null;
  if (seat === null || seat === undefined || controllerOf(seat) !== "human") return false;
  return !(i < hist.moves.length && hist.moves[i].auto);
}

/**
 * The earliest position undo (or "Play from here") may go back to: undo takes back only what
 * tells no one anything new (engine/games/PROTOCOL.md, "Secrets and chance"). Never past a move
 * that drew a chance outcome or showed a secret (the engine marks it, `barrier`; a saved move
 * without the mark counts as one); in a game whose seats hold secrets, never past another seat's
 * move, so a seat takes back only its own moves of the turn; nothing on a hand-over screen.
 */
function undoStop() {
  const hist = app.history;
  if (!hist) return 0;
  if (handoverSeat() !== null) return hist.index;
  const own = isHidden() ? app.viewSeat : null;
  for (let i = hist.index - 1; i >= 0; i--) {
    const m = hist.moves[i];
    if (m.barrier !== false || (own !== null && m.seat !== own)) return i + 1;
  }
  return 0;
}

function undoTarget() {
  const hist = app.history;
  if (!hist) return -1;
  const stop = undoStop();
  for (let i = hist.index - 1; i >= stop; i--) if (isHumanDecision(i)) return i;
  return -1;
}

/** Review's "Play from here": a past position of an unfinished game follows the undo rule. */
function mayPlayFrom(i) {
  return !!app.history && (!!(app.ui && app.ui.outcome) || i >= undoStop());
}

async function jumpTo(i) {
  const hist = app.history;
  const from = hist.index;
  app.gen += 1;
  cancelSearches();
  clearTimer();
  hist.index = i;
  // a jump past another seat's move shows the hand-over screen again in hot-seat play of hidden
  // information: whoever holds the device now has not said who they are; a seat taking back or
  // redoing its own moves of the turn keeps its screen
  const lo = Math.min(from, i);
  const hi = Math.max(from, i);
  if (!hist.moves.slice(lo, hi).every((m) => m.seat === app.revealed)) app.revealed = null;
  const g = app.gen;
  app.busy = true;
  render();
  try {
    const { ui, seat } = await loadView(i);
    if (g !== app.gen) return;
    setView(ui, seat, i);
    save();
  } catch (err) {
    showMessage(failText(err));
  } finally {
    if (g === app.gen) {
      app.busy = false;
      afterChange();
    }
  }
}

/** Undo and redo work while the computer thinks: the jump cancels its search. */
function undo() {
  if (!app.ready || !app.history) return;
  const i = undoTarget();
  if (i >= 0) jumpTo(i);
}

function redo() {
  const hist = app.history;
  if (!app.ready || !hist || !hist.canRedo()) return;
  let i = hist.index + 1;
  while (i < hist.moves.length && !isHumanDecision(i)) i++;
  jumpTo(i);
}

// ------------------------------------------------------------------ games

/**
 * Autosave, by the tab that owns the game (owner.js) only; never over a damaged save that could
 * not be backed up; a failed write (storage full) is announced once, with the export offered.
 */
function save() {
  if (!app.history || !app.game || !owner.owns(app.game.id) || app.saveBlocked) return;
  const id = app.game.id;
  const hist = app.history;
  const res = storage.saveGame(id, { config: app.config, header: app.header, moves: hist.moves, index: hist.index, ui: app.ui, viewSeat: app.viewSeat });
  if (res.ok) {
    if (app.saveFailed) (app.saveFailed = false), dropNotice("save-failed");
  } else if (!app.saveFailed) {
    app.saveFailed = true;
    const manage = res.reason === "quota" ? [" ", noticeButton(S.savedGames, () => openSavedGames())] : [];
    showNotice("save-failed", res.reason === "quota" ? S.saveFull : S.saveUnavailable, " ", noticeButton(S.exportNow, () => saveGameFile()), ...manage);
  }
}

// ------------------------------------------------------------------ other tabs

// One tab writes each game's save (owner.js); another tab showing the same game says so and
// offers to play on there, with the owner's newer game or with its own.
const owner = new Owner((id) => app.game && app.game.id === id && otherTab(S.tabTaken));

function otherTab(text) {
  showNotice("other-tab", text, " ", noticeButton(S.loadNewer, () => loadNewer()), " ", noticeButton(S.keepMine, () => keepMine()));
}

/** Own the save of game `id` if no other tab does (then save what is shown), else say so. */
async function claimGame(id) {
  const mine = await owner.claim(id);
  if (!app.game || app.game.id !== id) return;
  if (!mine) return otherTab(S.tabElsewhere);
  dropNotice("other-tab");
  save();
}

/** "Load the newer game": this tab takes the game over with the save the other tab wrote. */
async function loadNewer() {
  if (!app.ready) return;
  dropNotice("other-tab");
  const id = app.game.id;
  await owner.claim(id, true);
  const got = storage.readGame(id);
  const saved = got.data || null;
  if (!saved) return keepDamaged(app.game, got.text, got.problem ? problemText(got.problem) : S.saveGone);
  cancelSearches();
  clearTimer();
  try {
    await resumeSaved(saved);
    showMessage(S.loadedNewer);
  } catch (err) {
    app.busy = false;
    keepDamaged(app.game, got.text, errorText(err));
    render();
  }
}

/** "Keep this game": this tab takes the game over with its own game; the other tab's save is
 * kept under a backup key first. */
async function keepMine() {
  dropNotice("other-tab");
  const id = app.game.id;
  await owner.claim(id, true);
  const text = storage.readGame(id).text;
  const key = text === null ? "none" : storage.backupGame(id, text);
  if (key === null) {
    // the other tab's game cannot be copied (storage full): it stays, and this one is offered as a file
    app.saveBlocked = true;
    showNotice("other-tab", S.keepMineFull, " ", noticeButton(S.exportNow, () => saveGameFile()), " ", noticeButton(S.savedGames, () => openSavedGames()));
    return;
  }
  app.saveBlocked = false;
  save();
  if (key !== "none") showNotice("kept-copy", S.keptCopy, " ", noticeButton(S.exportCopy, () => downloadText(storage.readBackup(key) || "", `rosarium-other-tab-${id}.json`)));
}

// ------------------------------------------------------------------ saves the page cannot restore

function problemText(problem) {
  if (problem.kind === "json") return S.saveNotJson;
  if (problem.kind === "version") return S.saveVersion(problem.detail);
  return S.saveField(problem.detail);
}

/**
 * A save that cannot be restored: copied unchanged to a backup key before anything may replace
 * it, announced with the reason and an export of the damaged text. If even the copy fails, the
 * save stays where it is and this game is not autosaved (said so in the message).
 */
function keepDamaged(game, text, reason, gameKept = false) {
  if (text === null || text === undefined) return;
  const key = storage.backupGame(game.id, text);
  if (!key) app.saveBlocked = true;
  const name = `rosarium-damaged-save-${game.id}.json`;
  const said = gameKept ? S.saveUiDamaged(reason) : key ? S.saveDamaged(reason) : S.saveDamagedKept(reason);
  showNotice("damaged", said, " ", noticeButton(S.exportDamaged, () => downloadText(text, name)));
}

/** A saved ui_state the page may draw before the engine runs: the common part checked here, the
 * rest against the game's uiSchema (every field its table reads); anything else is not drawn (the engine redraws it). */
function usableUi(game, ui) {
  if (!ui || typeof ui !== "object" || Array.isArray(ui)) return false;
  const seat = (x) => x === null || x === undefined || (Number.isInteger(x) && x >= 0 && x < 64);
  if (ui.game !== undefined && ui.game !== game.id) return false;
  if (!Number.isInteger(ui.seats) || ui.seats < 1 || ui.seats > 64) return false;
  if (!seat(ui.current_player) || !seat(ui.viewer)) return false;
  if (!Array.isArray(ui.legal) || !ui.legal.every((a) => typeof a === "string")) return false;
  if (!(ui.outcome === null || ui.outcome === undefined || (typeof ui.outcome === "object" && !Array.isArray(ui.outcome)))) return false;
  if (!(ui.position === undefined || ui.position === null || typeof ui.position === "string")) return false;
  return game.uiSchema ? fits(ui, game.uiSchema) : true;
}

/** The record header with the computer seats of `config` ({"<seat>": "<level>"}). */
function withComputer(header, config) {
  const computer = {};
  config.controllers.forEach((c, s) => c === "computer" && (computer[String(s)] = levelOf(s)));
  const { computer: _old, ...rest } = header;
  return Object.keys(computer).length ? { ...rest, computer } : rest;
}

/** Show `game` and play from states/moves with `config`; the searches and timers of the old game stop. */
async function startGame(game, config, header, states, moves = []) {
  await loadTable(game);
  app.gen += 1;
  cancelSearches();
  clearTimer();
  const g = app.gen;
  app.busy = true;
  showGame(game);
  try {
    const hist = History.of(states, moves);
    app.config = { ...config, game: game.id, mode: modeOf(config.controllers) };
    app.header = withComputer(header, app.config);
    app.history = hist;
    app.savedMoves = null;
    app.revealed = null;
    app.ui = null;
    app.uiIndex = -1;
    app.endShownFor = null;
    const { ui, seat } = await loadView(hist.index);
    if (g !== app.gen) return false;
    setView(ui, seat, hist.index);
    if (app.computer && hasComputerSeat(app.config)) app.computer.start(); // warm before its first move
    save();
    return true;
  } finally {
    if (g === app.gen) {
      app.busy = false;
      afterChange();
    }
  }
}

function seatNamesFor(game, n) {
  return Array.from({ length: n }, (_, s) => game.seatName(s, n, null));
}

async function newGame(config) {
  const game = gameById(config.game) || defaultGame();
  app.gen += 1;
  cancelSearches();
  clearTimer();
  app.busy = true; // not settled while the deal is being made
  render();
  let record;
  try {
    record = await app.engine.call("new_record", game.id, config.seed, { variant: config.variant }, seatNamesFor(game, config.controllers.length));
  } catch (err) {
    app.busy = false;
    render();
    throw err;
  }
  return startGame(game, config, headerOf(record), [record.start]);
}

/** The New game dialog; "Play this position" keeps the game and changes who plays each seat. */
async function openNewGame() {
  if (!app.ready) return;
  if (els.endDialog.open) els.endDialog.close();
  const position = app.history && app.ui && !app.ui.outcome ? { game: app.game, seats: app.ui.seats || app.config.controllers.length, names: seatNamesFor(app.game, app.ui.seats || app.config.controllers.length) } : null;
  const config = await askNewGame(els.newDialog, { current: app.config, games: GAMES, position });
  if (!config) return;
  drawMessages(null); // the last message spoke of the game before ("Game record imported.")
  try {
    if (config.mode === "position") {
      const hist = app.history;
      await startGame(app.game, { ...app.config, controllers: config.controllers, level: config.level, computer: null }, app.header, hist.states.slice(0, hist.index + 1), hist.moves.slice(0, hist.index));
    } else await newGame(config);
  } catch (err) {
    showMessage(failText(err));
  }
}

// ------------------------------------------------------------------ export / import / link

/** The record of the game on the board as it may be handed to anyone (share.js). */
function sharedRecordOfGame() {
  return shareRecord(app.engine, buildRecord(app.header, app.history, app.ui && app.ui.outcome));
}

/** "Save game": a private file that resumes exactly this game (its start with every secret and
 * the generator, its moves, its computer seats), said to hold every seat's secrets. */
function saveGameFile() {
  if (!app.history) return;
  downloadJSON(buildRecord(app.header, app.history, app.ui && app.ui.outcome), `${app.game.exportName.replace(/\.json$/, "")}-private-save.json`);
  showMessage(S.savedPrivate);
}

/** "Share game": the record as anyone may see it (share.js): no secret, no future, no seed. */
async function shareGameFile() {
  if (!app.history || handoverSeat() !== null) return;
  let record;
  try {
    record = await sharedRecordOfGame();
  } catch (err) {
    showMessage(S.actionFailed(errorText(err)));
    return;
  }
  downloadJSON(record, app.game.exportName);
  showMessage(S.sharedFile);
}

async function importFile(file) {
  let record;
  try {
    record = JSON.parse(await readFileText(file));
  } catch {
    showMessage(S.importBadJson);
    return;
  }
  if (record && typeof record === "object" && !Array.isArray(record) && "shared" in record) {
    // what a shared file withholds is dealt anew: said, and agreed to, before anything is replaced
    const go = await askConfirm(els.confirmDialog, { title: S.sharedAskTitle, text: S.sharedAsk, yes: S.sharedOpen, no: S.cancel });
    if (!go) return;
  }
  try {
    if (!record || typeof record !== "object" || Array.isArray(record)) throw new Error(S.recordNotObject);
    // an autosave exported from this page is the record it holds; only the record's own fields
    // are kept, so nothing else rides into the saves
    record = recordHeader(recordOfSave(record));
    // the computer seats are the page's to check (against the seat count): a value it cannot
    // use is named and dropped, and the moves still load with people at every seat
    const { computer: asked, ...given } = record;
    // a shared record (an unfinished game) is dealt afresh from a fresh seed (each game's sharing rules);
    // the opened record is the game from here on: header, replay and moves
    const seed = openingSeed();
    const plain = await openRecord(app.engine, given, seed);
    const states = await app.engine.call("replay", plain);
    if (!Array.isArray(states) || !states.length) throw new Error(S.recordEmpty);
    const game = gameById(states[0].game);
    if (!game) throw new Error(S.gameNotShown(String(states[0].game)));
    const moves = await movesOf(app.engine, states, plain.actions || [], game);
    const seats = (await uiFor(app.engine, states[0], 0)).seats;
    const problems = [];
    const { controllers, computer } = computerSeats(asked, seats, problems);
    const config = { variant: states[0].variant, controllers, computer, level: DEFAULT_LEVEL, seed: plain.seed ?? seed };
    await startGame(game, config, { ...headerOf(plain), start: states[0] }, states, moves);
    showMessage([plain !== given ? S.importShared : S.importPrivate, ...problems].join(" "));
  } catch (err) {
    showMessage(S.importRefused(errorText(err)));
    render();
  }
}

/**
 * The position a link may carry: a finished game's whole position, an unfinished game's shared
 * one, with no secret of any seat and no future draw (each game's sharing rules, web/PROTOCOL.md).
 */
function shareablePosition() {
  return sharePosition(app.engine, app.history.state, !!app.ui.outcome);
}

async function copyLink() {
  const ui = app.ui;
  if (!ui || !ui.position || handoverSeat() !== null) return;
  let position;
  try {
    position = await shareablePosition();
  } catch (err) {
    showMessage(S.linkSecret(errorText(err)));
    return;
  }
  const link = positionLink(position, app.header.computer || null);
  const field = h("input", { type: "text", readonly: true, value: link, class: "link-field", "aria-label": S.copyLink, onfocus: (e) => e.target.select() });
  try {
    await navigator.clipboard.writeText(link);
    showMessage(S.linkCopied, " ", field);
  } catch {
    showMessage(S.linkShow, " ", field);
  }
}

/** The game on the board for the embed snippet (share.js): what it may hand to anyone. */
async function sharedForSnippet() {
  if (!app.ready || !app.history || !app.ui || app.uiIndex !== app.history.index) return null;
  const ui = app.ui;
  const [position, record] = await Promise.all([ui.preview || !ui.position ? null : shareablePosition(), sharedRecordOfGame()]);
  return { game: app.game.id, position, record, seat: app.viewSeat ?? undefined };
}
offerShared(sharedForSnippet);

/** A position from a link: a game from there, with the link's computer seats. */
async function openLinkPosition(text, computerRaw) {
  const seed = openingSeed(); // what a shared position withholds is dealt afresh (each game's sharing rules)
  const state = await openPosition(app.engine, text, seed);
  const game = gameById(state.game) || gameOfPosition(text);
  if (!game) throw new Error(S.gameNotShown(String(state.game)));
  const seats = (await uiFor(app.engine, state, 0)).seats;
  const problems = [];
  const { controllers, computer } = computerSeats(computerRaw, seats, problems);
  const config = { variant: state.variant, controllers, computer, level: DEFAULT_LEVEL, seed };
  await startGame(game, config, headerFromState(state, seatNamesFor(game, seats)), [state]);
  return problems;
}

// ------------------------------------------------------------------ start-up

/** The History of a save: its states replayed from the record it holds (a version-1 save kept
 * them all: its current one is checked by the engine). */
async function savedHistory(saved) {
  const { moves, index, states: kept } = saved.history;
  let states;
  if (kept) {
    states = kept.slice();
    states[index] = await app.engine.call("load_state", states[index]);
  } else states = await app.engine.call("replay", { ...saved.header, actions: moves.map((m) => m.entry), result: null });
  return History.of(states, moves, index);
}

/** "Saved games": every save and backup in this browser, with its size against the budget. */
function openSavedGames() {
  showSavedGames(els.savesDialog, {
    list: () => storage.savedGames(),
    current: () => (app.game ? app.game.id : null),
    nameOf: (id) => (gameById(id) ? gameById(id).name : id),
    text: (key) => storage.readBackup(key),
    remove: (key) => storage.deleteSaved(key),
  });
}

async function main() {
  buildPage();
  mountOffline($("#menu-extra"));
  reportUrlProblems();
  const game = gameById(linkGame) || gameById(storage.loadCurrentGame()) || defaultGame();
  await loadTable(game);
  showGame(game);
  const got = storage.readGame(game.id, game.legacySaveKeys || []);
  let saved = got.data || null;
  if (got.problem) keepDamaged(game, got.text, problemText(got.problem));
  const unsaved = storage.unsavedNote(game.id);
  if (unsaved) showNotice("unsaved", S.unsavedBefore(new Date(unsaved.at).toLocaleString(LANG), saved ? saved.history.index : 0));
  if (saved) {
    // Draw the saved position at once; play waits for the engine. A hot-seat game of hidden
    // information waits too: its saved screen belongs to one seat.
    app.config = saved.config;
    app.savedMoves = saved.history.moves.slice(0, saved.history.index);
    app.savedText = got.text; // for the notice should the saved board still fail to draw
    if (saved.ui !== undefined && saved.ui !== null && !usableUi(game, saved.ui)) keepDamaged(game, got.text, S.saveField("ui"), true);
    else if (saved.ui && !(saved.viewSeat !== null && saved.viewSeat !== undefined && modeOf(saved.config.controllers) === "hotseat")) app.ui = saved.ui;
  }
  render();
  app.savedText = null;

  try {
    app.engine = startEngine({ callMs: settings.callMs, onRestart: () => showMessage(S.engineRestarted) });
    await app.engine.ready;
    app.ready = true;
    engineUp(app.engine);
    // The searches get a worker of their own (a second Pyodide, ~32 MB): started now when the
    // game has a computer seat, else on the first hint or win chance (Computer.call starts it).
    app.computer = new Computer(app.engine);
    if (!saved || hasComputerSeat(saved.config)) app.computer.start();
  } catch (err) {
    app.failed = errorText(err);
    render();
    return;
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
      await resumeSaved(saved);
      return;
    } catch (err) {
      app.busy = false;
      app.config = null;
      app.history = null;
      app.ui = null;
      app.savedMoves = null;
      keepDamaged(game, got.text, errorText(err));
    }
  }
  try {
    await newGame({ game: app.game.id, variant: app.game.variants[0].id, controllers: ["human", ...Array(app.game.variants[0].seats - 1).fill("computer")], level: DEFAULT_LEVEL, seed: randomSeed() });
  } catch (err) {
    app.failed = errorText(err);
    render();
  }
}

/** The autosaved game, at its saved index (undone moves stay redo-able). */
async function resumeSaved(saved) {
  app.busy = true; // not settled until the move list speaks the page language
  const hist = await savedHistory(saved);
  await retellMoves(app.engine, hist);
  app.gen += 1;
  const g = app.gen;
  app.config = saved.config;
  app.header = saved.header;
  app.history = hist;
  app.savedMoves = null;
  app.revealed = null;
  try {
    const { ui, seat } = await loadView(hist.index);
    if (g !== app.gen) return;
    setView(ui, seat, hist.index);
    if (ui.outcome) app.endShownFor = hist.index; // a finished game's end screen was seen before the reload
    save(); // keeps the re-told sentences
  } finally {
    if (g === app.gen) {
      app.busy = false;
      afterChange();
    }
  }
}

// test hook: lets browser tests read the current engine state and view without rules in JS
window.rosarium = {
  get game() {
    return app.game ? app.game.id : null;
  },
  get state() {
    return app.history ? app.history.state : null;
  },
  get ui() {
    return app.history && app.uiIndex === app.history.index ? app.ui : null;
  },
  get config() {
    return app.config;
  },
  get handover() {
    return handoverSeat();
  },
  // the moves played as undo sees them: [{seat, barrier}], and the earliest position undo may reach
  get moves() {
    return app.history ? app.history.moves.map((m) => ({ seat: m.seat, barrier: m.barrier !== false, auto: !!m.auto })) : [];
  },
  get index() {
    return app.history ? app.history.index : null;
  },
  get undoStop() {
    return app.history ? undoStop() : null;
  },
  // the review panel: {cursor, viewer, paused, replaying, analysis: {running, points, marked}}
  get review() {
    return review.summary();
  },
  get settled() {
    return app.ready && !app.busy && !app.timer && !!app.history && !!app.ui && app.uiIndex === app.history.index;
  },
  // computer moves timed in the page: [{level, ms, ply, action}] (tools/measure_ai.py)
  get aiTimes() {
    return app.computer ? app.computer.times : [];
  },
  get thinking() {
    return !!app.thinking;
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
  // test hook: the rules worker as it runs now (a test terminates it to check the restart)
  get engineWorker() {
    return app.engine ? app.engine.client.worker : null;
  },
  // test hook: the search worker as it runs now (null before it starts; computer.js)
  get searchWorker() {
    return app.computer && app.computer.client ? app.computer.client.worker : null;
  },
};

main();
