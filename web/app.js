// Rosarium page controller: holds the game (engine states, undo/redo, config), asks the
// engine for everything rules-related and redraws. No rules live here.
// The page speaks the language ui/lang.js chose (English or German); the switch in the top bar
// saves the other one and reloads, and the autosaved game comes back with its move list
// re-told in the new language.

import { S } from "./ui/strings.js";
import { h, replaceChildren, $ } from "./ui/dom.js";
import { Board } from "./ui/board.js";
import { renderSeats, renderPiles, renderScore, renderMoveList, seatNames } from "./ui/panels.js";
import { History } from "./ui/history.js";
import * as storage from "./ui/storage.js";
import { Computer, DEFAULT_LEVEL } from "./ui/computer.js";
import { buildAdvice, renderAdvice, hintSentence } from "./ui/advice.js";
import { settings, linkPosition, linkGame, dropLinkParams, positionLink, URL_PROBLEMS } from "./ui/config.js";
import { askNewGame, showEndScreen, randomSeed } from "./ui/dialogs.js";
import { buildRecord, headerFromState, headerOf, downloadJSON, readFileText } from "./ui/record-io.js";
import { startEngine, errorText, toldInPageLang, GAME } from "./ui/engine.js";
import { LANG, LANG_PROBLEM, LANGS, LANG_NAMES, otherLang, setLang } from "./ui/lang.js";
import { emptyUi } from "./ui/preview.js";
import * as lltq from "./lltq/controller.js"; // Long Live the Queen: its own table and toolbar

const app = {
  engine: null,
  ready: false,
  failed: null,
  config: null, // {mode, variant, controllers[], seed, human?}
  header: null, // record header (engine record without actions/result)
  history: null,
  savedHistory: null, // the autosaved game, shown until the engine confirms it
  preview: emptyUi(),
  selected: null, // a move {action, card, hero, target}
  choice: null, // {target, moves}
  busy: false,
  gen: 0, // bumps on every jump (undo, new game...) so stale async results are dropped
  timer: null,
  endShownFor: null,
  focusKey: null, // data-key of the last focused square/card/pile, to restore focus after redraws
  prefs: storage.loadPrefs(),
  computer: null, // ui/computer.js: computer moves, hints and win chances, in a search worker
  thinking: null, // token of the computer move being searched
  hint: null, // {state, text, action, card, target, seat, draw} for the position it was asked in
  hintPending: null, // {state}
  win: null, // {state, side, value} or {state, side, error}: the last win-chance estimate
  winPending: null, // {state}
};

const els = {};

// ------------------------------------------------------------------ page skeleton

function buildPage() {
  document.title = `${S.appTitle} — ${S.gameName}`;
  els.title = $("#app-title");
  replaceChildren(els.title, S.appTitle, " ", h("span", { class: "subtitle" }, S.gameName));
  els.toolbar = $("#toolbar");
  els.toolbar.setAttribute("aria-label", S.moreActions);
  const tb = (id, label, onclick, extra = {}) => {
    const b = h("button", { type: "button", id, onclick, ...extra }, label);
    els[id] = b;
    return b;
  };
  replaceChildren(
    els.toolbar,
    tb("btn-new", S.newGame, () => openNewGame()),
    tb("btn-undo", S.undo, () => undo(), { "aria-keyshortcuts": "Control+Z" }),
    tb("btn-redo", S.redo, () => redo(), { "aria-keyshortcuts": "Control+Y" }),
    tb("btn-terr", S.showTerritories, () => toggleTerritories(), { "aria-pressed": app.prefs.territories ? "true" : "false" }),
    tb("btn-export", S.exportGame, () => exportGame()),
    tb("btn-import", S.importGame, () => els.file.click()),
    tb("btn-link", S.copyLink, () => copyLink()),
  );
  buildLangSwitch();
  els.file = $("#import-file");
  els.file.addEventListener("change", () => {
    const f = els.file.files && els.file.files[0];
    els.file.value = "";
    if (f) importFile(f);
  });
  els.status = $("#status");
  els.advice = h("div", { id: "advice" });
  els.status.after(els.advice);
  els.adviceParts = buildAdvice(els.advice, { onHint: () => askHint(), onWinChance: () => toggleWinChance() });
  els.messages = $("#messages");
  els.selection = $("#selection");
  els.seats = $("#seats");
  els.piles = $("#piles");
  els.score = $("#score");
  els.moves = $("#movelist");
  els.newDialog = $("#new-game-dialog");
  els.endDialog = $("#end-dialog");
  app.board = new Board($("#board"), onSquare);

  // a click outside the board and hands ends keyboard focus tracking
  document.addEventListener("pointerdown", (ev) => {
    if (!(ev.target instanceof Element) || !ev.target.closest("[data-key]")) app.focusKey = null;
  });
  document.addEventListener("keydown", (ev) => {
    if (lltq.isActive()) return; // its table handles its own keys
    if (ev.key === "Escape" && (app.selected || app.choice)) {
      clearSelection();
      render();
    } else if ((ev.ctrlKey || ev.metaKey) && !ev.altKey && ev.target.tagName !== "INPUT") {
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
  const place = () => $(".topbar").append(nav);
  place();
  document.addEventListener("DOMContentLoaded", place, { once: true });
}

/** Address parameters the page refused (?lang=, ?game=, the timing hooks), in one message, in the
 * language the page fell back to; nothing else changes. */
function reportUrlProblems() {
  const lines = [];
  if (LANG_PROBLEM !== null) lines.push(S.langUnknown(LANG_PROBLEM, LANGS.map((l) => LANG_NAMES[l])));
  for (const p of URL_PROBLEMS) lines.push(S.paramBad(p.name, p.value, p.allowed));
  if (lines.length) showMessage(lines.join(" "));
}

// ------------------------------------------------------------------ derived view

function currentUi() {
  return (app.history && app.history.ui) || app.preview;
}

function hasComputerSeat(config) {
  return Array.isArray(config.controllers) && config.controllers.includes("computer");
}

function controllerOf(seat) {
  return app.config && app.config.controllers ? app.config.controllers[seat] || "human" : "human";
}

function humanCanAct() {
  const ui = app.history && app.history.ui;
  return !!(
    app.ready &&
    !app.busy &&
    ui &&
    !ui.preview &&
    !ui.outcome &&
    !ui.must_pass &&
    ui.to_move !== null &&
    controllerOf(ui.to_move) === "human"
  );
}

function legalMaps(ui) {
  const targets = new Map();
  const cards = new Map();
  if (!humanCanAct()) return { targets, cards };
  for (const m of ui.moves || []) {
    if (!m.target) continue;
    if (!targets.has(m.target)) targets.set(m.target, []);
    targets.get(m.target).push(m);
    if (!cards.has(m.card)) cards.set(m.card, []);
    cards.get(m.card).push(m);
  }
  return { targets, cards };
}

function statusText(ui, names) {
  if (app.failed) return S.engineFailed(app.failed);
  if (!app.ready || !app.history || ui.preview) return S.loading;
  if (ui.outcome) return S.gameOver(S.resultLine(ui.outcome, [S.sideName(0), S.sideName(1)]));
  const who = names[ui.to_move];
  if (ui.must_pass) return S.mustPass(who);
  if (controllerOf(ui.to_move) === "computer") return S.thinking(who);
  return S.toMoveHint(who);
}

// ------------------------------------------------------------------ drawing

function render() {
  const ui = currentUi();
  const names = seatNames(ui);
  const { targets, cards } = legalMaps(ui);
  if (app.selected && !targets.has(app.selected.target)) app.selected = null;
  const active = document.activeElement;
  if (active && active.dataset && active.dataset.key) app.focusKey = active.dataset.key;

  document.body.dataset.engine = app.failed ? "failed" : app.ready ? "ready" : "loading";
  document.body.dataset.busy = app.busy || app.timer ? "true" : "false";
  document.body.dataset.turn = humanCanAct() ? "human" : "wait";

  const hint = currentHint();
  app.board.update(ui, { targets, selected: app.selected, territories: !!app.prefs.territories, hint: hint && hint.target });
  renderSeats(els.seats, ui, {
    activeSeat: humanCanAct() ? ui.to_move : null,
    playableCards: cards,
    selected: app.selected,
    controllers: app.config ? app.config.controllers : null,
    onCard,
    hint: hint && hint.card ? { seat: hint.seat, card: hint.card } : null,
  });
  const canDraw = humanCanAct() && (ui.legal || []).includes("draw");
  renderPiles(els.piles, ui, { canDraw, onDraw: () => humanCanAct() && commit("draw"), hintDraw: !!(hint && hint.draw) });
  renderAdviceBar(ui, names);
  renderScore(els.score, ui);
  const shownHistory = app.history || app.savedHistory; // the saved moves show before the engine is up
  renderMoveList(els.moves, shownHistory ? shownMoves(shownHistory.moves) : [], shownHistory ? shownHistory.index : 0, names);
  renderSelection(ui, names);

  const text = statusText(ui, names);
  if (els.status.textContent !== text) els.status.textContent = text;
  els.status.classList.toggle("side-0", ui.to_move !== null && (ui.teams || [0, 1])[ui.to_move] === 0 && !ui.outcome);
  els.status.classList.toggle("side-1", ui.to_move !== null && (ui.teams || [0, 1])[ui.to_move] === 1 && !ui.outcome);

  const live = app.ready && app.history;
  els["btn-undo"].disabled = !live || undoTarget() < 0;
  els["btn-redo"].disabled = !live || !app.history.canRedo();
  els["btn-export"].disabled = !live;
  els["btn-import"].disabled = !app.ready;
  els["btn-link"].disabled = !live || !ui.position;
  els["btn-new"].disabled = !app.ready;
  els["btn-terr"].setAttribute("aria-pressed", app.prefs.territories ? "true" : "false");

  // keep keyboard focus on the board/hands across redraws and moves
  const now = document.activeElement;
  const lost = !now || now === document.body || !now.isConnected || now.disabled;
  if (app.focusKey && lost) {
    const again = document.querySelector(`[data-key="${CSS.escape(app.focusKey)}"]`);
    if (again && !again.disabled) again.focus();
    else if (humanCanAct()) focusSomethingPlayable();
  }
}

/** Keyboard play: when the focused square/card went away with a move, land on a playable one. */
function focusSomethingPlayable() {
  const next =
    els.seats.querySelector("button.card:not(:disabled)") ||
    els.piles.querySelector("button:not(:disabled)") ||
    document.querySelector("#board button:not(:disabled)");
  if (next) next.focus();
}

function renderSelection(ui, names) {
  const box = els.selection;
  if (app.choice) {
    replaceChildren(
      box,
      h("p", {}, S.chooseCard(app.choice.target)),
      h(
        "div",
        { class: "sel-buttons" },
        app.choice.moves.map((m) =>
          h("button", { type: "button", class: m.hero ? "hero" : "", onclick: () => commit(m.action) }, S.playAction(m.card, m.hero)),
        ),
        h("button", { type: "button", onclick: () => (clearSelection(), render()) }, S.cancel),
      ),
    );
    box.hidden = false;
    return;
  }
  const m = app.selected;
  if (!m) {
    replaceChildren(box);
    box.hidden = true;
    return;
  }
  const victimSide = 1 - (ui.teams || [0, 1])[ui.to_move];
  replaceChildren(
    box,
    h("p", { class: m.hero ? "hero-warning" : "" }, m.hero ? S.selectionHero(m.card, m.target, S.sideName(victimSide)) : S.selectionPlay(m.card, m.target)),
    h(
      "div",
      { class: "sel-buttons" },
      h("button", { type: "button", class: `primary${m.hero ? " hero" : ""}`, id: "btn-confirm", onclick: () => commit(m.action) }, m.hero ? S.confirmHero : S.confirm),
      h("button", { type: "button", onclick: () => (clearSelection(), render()) }, S.cancel),
    ),
  );
  box.classList.toggle("hero", !!m.hero);
  box.hidden = false;
}

function clearSelection() {
  app.selected = null;
  app.choice = null;
}

// ------------------------------------------------------------------ messages

function showMessage(text, ...extra) {
  replaceChildren(
    els.messages,
    h("div", { class: "message" }, h("p", {}, text, ...extra), h("button", { type: "button", class: "dismiss", onclick: () => replaceChildren(els.messages) }, S.dismiss)),
  );
}

// ------------------------------------------------------------------ input

function onCard(card) {
  if (!humanCanAct()) return;
  const { cards } = legalMaps(currentUi());
  const moves = cards.get(card);
  if (!moves || !moves.length) return;
  if (app.selected && app.selected.card === card) return commit(app.selected.action);
  app.choice = null;
  app.selected = moves[0];
  render();
}

function onSquare(square) {
  if (!humanCanAct()) return;
  const { targets } = legalMaps(currentUi());
  const moves = targets.get(square) || [];
  if (!moves.length) return;
  if (app.selected && app.selected.target === square) return commit(app.selected.action);
  if (moves.length === 1 && !moves[0].hero) return commit(moves[0].action);
  if (moves.length === 1) {
    app.choice = null;
    app.selected = moves[0];
    render();
    const confirm = $("#btn-confirm");
    if (confirm) confirm.focus();
    return;
  }
  app.selected = null;
  app.choice = { target: square, moves };
  render();
}

// ------------------------------------------------------------------ moves

async function commit(action) {
  const hist = app.history;
  if (!app.ready || app.busy || !hist) return;
  const g = app.gen;
  const before = hist.state;
  const seat = before.to_move;
  clearSelection();
  clearTimer();
  app.busy = true;
  render();
  try {
    const res = await app.engine.call("step", before, action, LANG);
    const ui = await app.engine.call("ui_state", res.state);
    if (g !== app.gen) return;
    hist.push({ action, entry: res.entry, desc: res.text, lang: LANG, seat }, res.state, ui);
    save();
  } catch (err) {
    if (g === app.gen) showMessage(S.actionFailed(errorText(err)));
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

/** After any change of position: draw, then let the computer / an automatic pass act. */
function afterChange() {
  render();
  const ui = app.history && app.history.ui;
  clearTimer();
  if (!app.ready || !ui || ui.preview) return;
  if (ui.outcome) {
    if (app.endShownFor !== app.history.index) {
      app.endShownFor = app.history.index;
      showEndScreen(els.endDialog, ui.outcome, seatNames(ui), () => openNewGame());
    }
    return;
  }
  app.endShownFor = null;
  if (els.endDialog.open) els.endDialog.close();
  const g = app.gen;
  if (ui.must_pass) {
    app.timer = setTimeout(() => {
      app.timer = null;
      if (g === app.gen && !lltq.isActive()) commit("pass");
    }, settings.passDelay);
  } else if (controllerOf(ui.to_move) === "computer") {
    const hist = app.history;
    const state = hist.state;
    const ply = hist.index;
    app.timer = setTimeout(async () => {
      app.timer = null;
      if (g !== app.gen || hist.state !== state || lltq.isActive()) return; // paused while the other game is shown
      app.busy = true;
      const token = {};
      app.thinking = token;
      let action = null;
      try {
        action = await app.computer.choose(state, ui, app.config.seed, ply, levelOf(ui.to_move));
      } finally {
        if (app.thinking === token) app.thinking = null;
        if (g === app.gen) app.busy = false;
      }
      // never a stale move: the search was for this very position, still on the board
      if (g === app.gen && app.history === hist && hist.state === state && action && !lltq.isActive()) commit(action);
      else if (g === app.gen) render();
    }, settings.computerDelay);
  }
  requestWinChance();
  render();
}

function levelOf(_seat) {
  return (app.config && app.config.level) || DEFAULT_LEVEL;
}

/** Undo, redo, new game, import, link: stop the searches under way (restarting their worker). */
function cancelSearches() {
  if (app.computer) app.computer.cancel();
  app.thinking = null;
  app.hintPending = null;
  app.winPending = null;
}

// ------------------------------------------------------------------ hint and win chance

function hasComputer(ui) {
  return !!app.computer && (!ui.game || ui.game === GAME) && !lltq.isActive();
}

/** The hint for the position on the board, if one was asked for it. */
function currentHint() {
  const hist = app.history;
  return app.hint && hist && app.hint.state === hist.state ? app.hint : null;
}

async function askHint() {
  const hist = app.history;
  if (!humanCanAct() || (app.hintPending && app.hintPending.state === hist.state) || !hasComputer(hist.ui)) return;
  const state = hist.state;
  const ui = hist.ui;
  const g = app.gen;
  const token = { state };
  app.hintPending = token;
  app.hint = null;
  render();
  let hint;
  try {
    const res = await app.computer.analyse(state, "hard", `${app.config.seed}:${hist.index}:hint`, settings.hardMs);
    if (!res) return; // cancelled
    const m = (ui.moves || []).find((x) => x.action === res.action);
    hint = {
      state,
      action: res.action,
      text: hintSentence(res.action, ui),
      seat: ui.to_move,
      card: m ? m.card : null,
      target: m ? m.target : null,
      draw: res.action === "draw",
    };
  } catch (err) {
    hint = { state, text: S.hintFailed(errorText(err)) };
  } finally {
    if (app.hintPending === token) app.hintPending = null;
  }
  if (g !== app.gen || app.history !== hist || hist.state !== state) return render();
  app.hint = hint;
  render();
}

function toggleWinChance() {
  app.prefs.winChance = !app.prefs.winChance;
  storage.savePrefs(app.prefs);
  requestWinChance();
  render();
}

/** With the switch on: estimate the side to move's win chance here, in the search worker. */
function requestWinChance() {
  const hist = app.history;
  const ui = hist && hist.ui;
  if (!app.prefs.winChance || !app.ready || !ui || ui.preview || ui.outcome || ui.to_move === null || !hasComputer(ui)) return;
  const state = hist.state;
  if ((app.win && app.win.state === state) || (app.winPending && app.winPending.state === state)) return;
  const token = { state };
  app.winPending = token;
  const side = (ui.teams || [0, 1])[ui.to_move];
  app.computer
    .analyse(state, "medium", `${app.config.seed}:${hist.index}:chance`, settings.chanceMs)
    .then(
      (res) => res && { state, side, value: res.win_chance },
      (err) => ({ state, side, error: errorText(err) }),
    )
    .then((win) => {
      if (app.winPending === token) app.winPending = null;
      if (!win || app.history !== hist || hist.state !== state) return;
      app.win = win;
      render();
    });
}

function renderAdviceBar(ui, names) {
  const live = !!(app.ready && app.history && !ui.preview);
  els.advice.hidden = !live || !hasComputer(ui);
  const hint = currentHint();
  const hist = app.history;
  let hintText = "";
  const hintBusy = !!(app.hintPending && hist && app.hintPending.state === hist.state);
  if (hint) hintText = hint.text;
  else if (hintBusy) hintText = S.hintThinking;
  const on = !!app.prefs.winChance;
  let winText = "";
  let win = null;
  let stale = false;
  if (on && live && !ui.outcome) {
    const fresh = app.win && app.win.state === hist.state;
    if (fresh && app.win.error) winText = S.winChanceFailed(app.win.error);
    else if (fresh) {
      win = { side: S.sideName(app.win.side), value: app.win.value };
      winText = S.winChanceText(win.side, Math.round(app.win.value * 100));
    } else {
      winText = S.winChanceThinking;
      if (app.win && !app.win.error) (win = { side: S.sideName(app.win.side), value: app.win.value }), (stale = true);
    }
  }
  renderAdvice(els.adviceParts, { canHint: humanCanAct(), hintBusy, hintText, winOn: on, win, winText, winStale: stale });
}

// ------------------------------------------------------------------ undo / redo

/** A position where a person decides (a human seat to move that does not just pass). */
function isHumanDecision(i) {
  const hist = app.history;
  const seat = hist.states[i].to_move;
  if (controllerOf(seat) !== "human") return false;
  if (i < hist.moves.length && hist.moves[i].action === "pass") return false;
  return true;
}

function undoTarget() {
  const hist = app.history;
  if (!hist) return -1;
  for (let i = hist.index - 1; i >= 0; i--) if (isHumanDecision(i)) return i;
  return -1;
}

async function jumpTo(i) {
  const hist = app.history;
  app.gen += 1;
  cancelSearches();
  clearTimer();
  app.busy = false;
  clearSelection();
  hist.index = i;
  if (!hist.ui) {
    const g = app.gen;
    app.busy = true;
    render();
    try {
      const ui = await app.engine.call("ui_state", hist.state);
      if (g !== app.gen) return;
      hist.uis[i] = ui;
    } catch (err) {
      showMessage(S.actionFailed(errorText(err)));
    } finally {
      if (g === app.gen) app.busy = false;
    }
    if (g !== app.gen) return;
  }
  save();
  afterChange();
}

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

function save() {
  if (!app.history) return;
  storage.saveGame({ config: app.config, header: app.header, history: app.history.toJSON(), ui: app.history.ui });
}

async function startGame(config, header, states = null, moves = []) {
  app.gen += 1;
  cancelSearches();
  clearTimer();
  clearSelection();
  app.busy = true;
  const g = app.gen;
  try {
    const all = states || [header.start];
    const last = all[all.length - 1];
    const ui = await app.engine.call("ui_state", last);
    if (g !== app.gen) return false;
    const hist = new History(all[0]);
    hist.states = all.slice();
    hist.uis = all.map(() => null);
    hist.moves = moves.slice();
    hist.index = moves.length;
    hist.uis[hist.index] = ui;
    app.config = config;
    app.header = header;
    app.history = hist;
    app.endShownFor = null;
    if (app.computer && hasComputerSeat(config)) app.computer.start(); // warm before its first move
    replaceChildren(els.moves);
    save();
    return true;
  } finally {
    if (g === app.gen) {
      app.busy = false;
      afterChange();
    }
  }
}

async function newGame(config) {
  app.gen += 1;
  cancelSearches();
  clearTimer();
  app.busy = true; // not settled while the deal is being made
  render();
  let record;
  try {
    record = await app.engine.call("new_record", GAME, config.seed, { variant: config.variant }, seatNamesFor(config));
  } catch (err) {
    app.busy = false;
    render();
    throw err;
  }
  return startGame(config, headerOf(record));
}

function seatNamesFor(config) {
  const n = config.variant === "4p" ? 4 : 2;
  return Array.from({ length: n }, (_, s) => S.seatName(s, n, null));
}

async function openNewGame() {
  if (!app.ready) return;
  if (els.endDialog.open) els.endDialog.close();
  const config = await askNewGame(els.newDialog, lltq.isActive() ? lltq.currentConfig() : app.config && { ...app.config, game: GAME });
  if (!config) return;
  try {
    if (config.game === lltq.GAME) {
      cancelSearches(); // The Rose King's computer stops while the other game is shown
      return await lltq.newGame(config);
    }
    lltq.deactivate();
    await newGame(config);
  } catch (err) {
    showMessage(S.actionFailed(errorText(err)));
  }
}

function toggleTerritories() {
  app.prefs.territories = !app.prefs.territories;
  storage.savePrefs(app.prefs);
  render();
}

// ------------------------------------------------------------------ export / import / link

async function exportGame() {
  if (!app.history) return;
  const record = buildRecord(app.header, app.history, app.history.ui && app.history.ui.outcome);
  downloadJSON(record, S.exportName);
}

async function importFile(file) {
  let record;
  try {
    record = JSON.parse(await readFileText(file));
  } catch {
    showMessage(S.importBadJson);
    return;
  }
  if (record && record.game === lltq.GAME) return lltq.importRecord(record, randomSeed());
  try {
    if (!record || typeof record !== "object" || Array.isArray(record)) throw new Error(S.recordNotObject);
    const states = await app.engine.call("replay", record);
    if (!Array.isArray(states) || !states.length) throw new Error(S.recordEmpty);
    const entries = record.actions || [];
    const moves = [];
    for (let i = 0; i < entries.length; i++) {
      const desc = await app.engine.call("describe_action", states[i], entries[i].action, LANG);
      moves.push({ action: entries[i].action, entry: entries[i], desc, lang: LANG, seat: states[i].to_move });
    }
    const n = states[0].hands.length;
    const config = { mode: "hotseat", variant: states[0].variant, controllers: Array(n).fill("human"), seed: record.seed ?? randomSeed() };
    const header = { ...headerOf(record), start: states[0] };
    await startGame(config, header, states, moves);
    lltq.deactivate();
    showMessage(S.importDone);
  } catch (err) {
    showMessage(S.importRefused(errorText(err)));
    render();
  }
}

async function copyLink() {
  const ui = app.history && app.history.ui;
  if (!ui || !ui.position) return;
  const link = positionLink(ui.position);
  const field = h("input", { type: "text", readonly: true, value: link, class: "link-field", "aria-label": S.copyLink, onfocus: (e) => e.target.select() });
  try {
    await navigator.clipboard.writeText(link);
    showMessage(S.linkCopied, " ", field);
  } catch {
    showMessage(S.linkShow, " ", field);
  }
}

async function openLinkPosition(text) {
  const state = await app.engine.call("from_position", text);
  if (state.game === lltq.GAME) {
    cancelSearches(); // The Rose King's computer stops while the other game is shown
    return lltq.openPosition(state);
  }
  const n = state.hands.length;
  const config = { mode: "hotseat", variant: state.variant, controllers: Array(n).fill("human"), seed: randomSeed() };
  const header = headerFromState(state, Array.from({ length: n }, (_, s) => S.seatName(s, n, null)));
  await startGame(config, header);
  lltq.deactivate(); // the link's game is shown even when the other game was open
}

// ------------------------------------------------------------------ start-up

/** Moves as the list shows them: a sentence still in the other language waits for retellMoves. */
function shownMoves(moves) {
  return moves.map((m) => (toldInPageLang(m) ? m : { ...m, desc: S.movePending }));
}

/** After a language switch: the engine tells the saved moves again, in the page language. */
async function retellMoves(hist) {
  for (let i = 0; i < hist.moves.length; i++) {
    const m = hist.moves[i];
    if (toldInPageLang(m)) continue;
    let desc = m.desc; // a state the engine refuses keeps its old sentence rather than losing the game
    try {
      desc = await app.engine.call("describe_action", hist.states[i], m.action, LANG);
    } catch (err) {
      console.warn("rosarium: a saved move could not be re-told:", errorText(err));
    }
    hist.moves[i] = { ...m, desc, lang: LANG };
  }
}

function restoreSaved() {
  const saved = storage.loadGame();
  if (!saved) return null;
  try {
    const hist = History.fromJSON(saved.history);
    if (saved.ui && !saved.ui.preview) hist.uis[hist.index] = saved.ui;
    return { config: saved.config, header: saved.header, history: hist };
  } catch {
    return null;
  }
}

async function main() {
  buildPage();
  reportUrlProblems();
  // ?game= picks the table before either game restores or starts one
  if (linkGame) storage.saveCurrentGame(linkGame);
  lltq.install({ openNewGame: () => openNewGame() });
  const saved = restoreSaved();
  if (saved) {
    // Draw the saved position at once (board, hands, seats, moves); play waits for the engine.
    app.preview = saved.history.ui || app.preview;
    app.savedHistory = saved.history;
    app.config = saved.config;
  }
  render();

  try {
    app.engine = startEngine();
    await app.engine.ready;
    lltq.start(app.engine);
    app.ready = true;
    // The searches get a worker of their own (a second Pyodide, ~32 MB): started now when the
    // game has a computer seat, else on the first hint or win chance (Computer.call starts it).
    app.computer = new Computer(app.engine);
    if (!app.config || hasComputerSeat(app.config)) app.computer.start();
  } catch (err) {
    app.failed = errorText(err);
    render();
    return;
  }

  const link = linkPosition();
  dropLinkParams();
  if (link !== null) {
    try {
      await openLinkPosition(link);
      showMessage(S.linkLoaded);
      render(); // a Long Live the Queen link leaves this table unrendered, and the page must say it is ready
      return;
    } catch (err) {
      showMessage(S.linkBad(errorText(err)));
    }
  }

  if (saved) {
    try {
      app.busy = true; // not settled until the move list speaks the page language
      const state = await app.engine.call("load_state", saved.history.state);
      const ui = await app.engine.call("ui_state", state);
      await retellMoves(saved.history);
      app.busy = false;
      app.config = saved.config;
      app.header = saved.header;
      app.history = saved.history;
      app.history.uis[app.history.index] = ui;
      save(); // keeps the re-told sentences
      // a finished game's end screen was seen before the reload
      if (ui.outcome) app.endShownFor = app.history.index;
      afterChange();
      return;
    } catch (err) {
      app.busy = false;
      showMessage(S.restoreFailed(errorText(err)));
    }
  }
  try {
    if (!lltq.isActive()) await newGame({ mode: "computer", variant: "2p", human: 0, controllers: ["human", "computer"], seed: randomSeed() });
    else render(); // the page says the engine is ready even with no Rose King game saved yet
  } catch (err) {
    app.failed = errorText(err);
    render();
  }
}

// test hook: lets browser tests read the current engine state and ui without rules in JS
window.rosarium = {
  get state() {
    return app.history ? app.history.state : null;
  },
  get ui() {
    return app.history ? app.history.ui : null;
  },
  get config() {
    return app.config;
  },
  get settled() {
    return app.ready && !app.busy && !app.timer;
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
    const hint = currentHint();
    const hist = app.history;
    return {
      hint: hint ? { action: hint.action || null, text: hint.text } : null,
      hintPending: !!app.hintPending,
      win: app.win && hist && app.win.state === hist.state ? { side: app.win.side, value: app.win.value ?? null } : null,
      winPending: !!app.winPending,
    };
  },
};

main();
