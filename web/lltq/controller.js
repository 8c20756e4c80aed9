// Long Live the Queen page controller: its own table under the shared top bar. Holds the game
// (full engine states only to hand them back to the engine), asks the engine for one seat's
// view (ui_state(state, seat)) and draws only that. Hot-seat: a hand-over screen hides both
// lines whenever the deciding seat changes. No rules live here.
// Move sentences come from the engine in the page language (LANG); a saved game whose sentences
// are in the other language (after the language switch) has them re-told when it is restored.

import { S, LQ } from "../ui/strings.js";
import { h, replaceChildren, $ } from "../ui/dom.js";
import { History } from "../ui/history.js";
import * as storage from "../ui/storage.js";
import { seededPick, DEFAULT_LEVEL } from "../ui/computer.js";
import { settings } from "../ui/config.js";
import { buildRecord, headerOf, headerFromState, downloadJSON } from "../ui/record-io.js";
import { errorText, toldInPageLang } from "../ui/engine.js";
import { LANG } from "../ui/lang.js";
import * as view from "./view.js";

export const GAME = "long-live-the-queen";
const SAVE_KEY = "rosarium.lltq.v1";
const POSITIONS = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12];

const lq = {
  engine: null,
  ready: false,
  active: false,
  config: null, // {game, mode: "computer"|"hotseat", human?, controllers, seed, level}
  header: null,
  history: null,
  ui: null, // ui_state(state, viewSeat) of the current position
  viewSeat: null,
  revealed: null, // hot-seat: the seat whose tiles the screen shows (null: hand-over screen)
  savedMoves: null, // before the engine is up
  busy: false,
  timer: null,
  gen: 0,
  draft: null, // set-up editor {master, "2": name, ...}
  rolled: -1, // history index whose roll was last animated
  diceKey: null,
  aiWorks: null,
  hooks: {},
};
const els = {};

// ------------------------------------------------------------------ page parts

function buildPage() {
  els.toolbar = h("nav", { id: "lq-toolbar", class: "toolbar", "aria-label": S.moreActions });
  const tb = (id, label, onclick, extra = {}) => (els[id] = h("button", { type: "button", id, onclick, ...extra }, label));
  replaceChildren(
    els.toolbar,
    tb("lq-new", S.newGame, () => lq.hooks.openNewGame && lq.hooks.openNewGame()),
    tb("lq-undo", S.undo, () => undo(), { "aria-keyshortcuts": "Control+Z" }),
    tb("lq-redo", S.redo, () => redo(), { "aria-keyshortcuts": "Control+Y" }),
    tb("lq-export", S.exportGame, () => exportGame()),
    tb("lq-import", S.importGame, () => $("#import-file") && $("#import-file").click()),
  );
  const topbar = $(".topbar");
  topbar.append(els.toolbar);
  els.status = h("p", { id: "lq-status", class: "status", role: "status", "aria-live": "polite", "aria-atomic": "true" });
  els.dice = h("div", { class: "lq-dice-box" });
  els.info = h("div", { class: "lq-info-box" });
  els.actions = h("div", { class: "lq-actions-box" });
  els.stage = h("div", { class: "lq-stage" });
  els.result = h("div", { class: "lq-result-box" });
  els.moves = h("div", { class: "movelist lq-moves" });
  els.root = h(
    "main",
    { id: "lltq", class: "lq" },
    h("section", { class: "lq-main" }, els.status, h("div", { class: "lq-top" }, els.dice, els.info), els.result, els.actions, els.stage),
    h("aside", { class: "lq-side" }, els.moves),
  );
  const rkMain = $("main.table");
  rkMain.after(els.root);
  document.addEventListener("keydown", (ev) => {
    if (!lq.active) return;
    if ((ev.ctrlKey || ev.metaKey) && !ev.altKey && ev.target.tagName !== "INPUT" && ev.target.tagName !== "SELECT") {
      if (ev.key === "z" && !ev.shiftKey) (ev.preventDefault(), undo());
      else if (ev.key === "y" || (ev.key === "Z" && ev.shiftKey)) (ev.preventDefault(), redo());
    }
  });
}

/** Show this table (and its toolbar) instead of The Rose King's. */
function activate(on) {
  lq.active = on;
  document.body.dataset.game = on ? GAME : "rose-king";
  storage.saveCurrentGame(on ? GAME : "rose-king");
  const sub = $("#app-title .subtitle");
  if (sub) sub.textContent = on ? LQ.gameName : S.gameName;
  document.title = `${S.appTitle} — ${on ? LQ.gameName : S.gameName}`;
  if (!on) clearTimer();
  if (on) render();
}

// ------------------------------------------------------------------ who sees what

function controllerOf(seat) {
  return lq.config && lq.config.controllers ? lq.config.controllers[seat] || "human" : "human";
}

function hotseat() {
  return !!lq.config && lq.config.mode === "hotseat";
}

/** The seat that must decide at position i of the history (null at the end of a finished game). */
function deciderAt(i) {
  const hist = lq.history;
  if (i < hist.moves.length) return hist.moves[i].seat;
  return lq.ui && lq.viewIndex === i ? lq.ui.current_player : null;
}

function handoverSeat() {
  if (!hotseat() || !lq.ui || lq.ui.outcome) return null;
  return lq.revealed === lq.viewSeat ? null : lq.viewSeat;
}

function humanCanAct() {
  const ui = lq.ui;
  return !!(
    lq.ready &&
    !lq.busy &&
    ui &&
    lq.history &&
    lq.viewIndex === lq.history.index &&
    !ui.outcome &&
    ui.current_player !== null &&
    ui.current_player === ui.viewer &&
    controllerOf(ui.current_player) === "human" &&
    handoverSeat() === null
  );
}

/** Ask the engine for the view of the seat whose screen this is. */
async function loadView() {
  const hist = lq.history;
  const state = hist.state;
  let seat;
  if (!hotseat()) seat = lq.config.human ?? 0;
  else {
    const cp = await lq.engine.call("current_player", state);
    seat = cp ?? lq.revealed ?? (hist.index > 0 ? hist.moves[hist.index - 1].seat : 0);
  }
  const ui = await lq.engine.call("ui_state", state, seat);
  return { ui, seat };
}

function setView(ui, seat, index) {
  lq.ui = ui;
  lq.viewSeat = seat;
  lq.viewIndex = index;
  if (hotseat() && ui.outcome) lq.revealed = seat; // the game is over: nothing left to hide
  if (ui.phase === "setup" && ui.current_player === seat && !lq.draft) lq.draft = defaultDraft(ui);
  if (ui.phase !== "setup") lq.draft = null;
}

// ------------------------------------------------------------------ drawing

function render() {
  if (!els.root) return;
  const ui = lq.ui;
  const hist = lq.history;
  document.body.dataset.lqBusy = lq.busy || lq.timer ? "true" : "false";
  const live = lq.ready && !!hist;
  els["lq-undo"].disabled = !live || undoTarget() < 0;
  els["lq-redo"].disabled = !live || !hist.canRedo();
  els["lq-export"].disabled = !live;
  els["lq-import"].disabled = !lq.ready;
  els["lq-new"].disabled = !lq.ready;

  const moves = hist ? hist.moves : lq.savedMoves || [];
  const handover = handoverSeat();
  let status;
  if (!ui) status = lq.ready ? "" : LQ.loading;
  else if (handover !== null) status = LQ.handoverStatus(view.names()[handover]);
  else status = view.statusText(ui, { controllers: lq.config && lq.config.controllers });
  if (!lq.ready && ui) status = `${LQ.loading} ${status}`;
  if (els.status.textContent !== status) els.status.textContent = status;

  if (!ui || handover !== null) {
    // hand-over: nothing of either court is on the page (tiles, dice story, move list)
    replaceChildren(els.stage, ui ? view.renderHandover(handover, lq.ready, reveal) : null);
    replaceChildren(els.dice);
    replaceChildren(els.info);
    replaceChildren(els.actions);
    replaceChildren(els.result);
    replaceChildren(els.moves);
    lq.diceKey = null;
    els.root.dataset.view = handover !== null ? "handover" : "empty";
    if (handover !== null && lq.ready) {
      const b = els.stage.querySelector("button");
      if (b && document.activeElement !== b && !document.querySelector("dialog[open]")) b.focus();
    }
    return;
  }
  els.root.dataset.view = "table";
  const focusedAction = document.activeElement && els.actions.contains(document.activeElement) ? document.activeElement.textContent : null;
  const focusedKey = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : null;

  const diceKey = `${lq.viewIndex}:${(ui.dice || []).join(",")}`;
  if (diceKey !== lq.diceKey) {
    const animate = lq.rolled === lq.viewIndex;
    replaceChildren(els.dice, view.renderDice(ui, animate));
    lq.diceKey = diceKey;
  }
  replaceChildren(els.info, view.renderInfo(ui));
  const draft = humanCanAct() ? lq.draft : null;
  replaceChildren(els.stage, view.renderBoard(ui, { controllers: lq.config && lq.config.controllers, draft }));
  const canAct = humanCanAct();
  replaceChildren(
    els.actions,
    view.renderActions(ui, {
      canAct,
      draft: lq.draft,
      onAction: (a) => humanCanAct() && commit(a),
      onDraft: setDraft,
      onConfirmSetup: () => humanCanAct() && commit(draftAction()),
      onShuffle: shuffleDraft,
    }),
  );
  replaceChildren(els.result, view.renderResult(ui, () => lq.hooks.openNewGame && lq.hooks.openNewGame(), S.newGame));
  view.renderMoves(els.moves, S.moveListTitle, S.noMoves, shownMoves(moves), hist ? hist.index : moves.length);

  // keyboard: keep focus in the choices across redraws
  const now = document.activeElement;
  const lost = !now || now === document.body || !now.isConnected;
  if (lost && canAct && !document.querySelector("dialog[open]")) {
    let target = null;
    if (focusedKey) target = els.actions.querySelector(`[data-key="${CSS.escape(focusedKey)}"]`);
    if (!target && focusedAction) target = [...els.actions.querySelectorAll("button")].find((b) => b.textContent === focusedAction);
    if (!target) target = els.actions.querySelector("button.primary, button");
    if (target) target.focus();
  }
}

function showMessage(text) {
  const box = $("#messages");
  replaceChildren(
    box,
    h("div", { class: "message" }, h("p", {}, text), h("button", { type: "button", class: "dismiss", onclick: () => replaceChildren(box) }, S.dismiss)),
  );
}

// ------------------------------------------------------------------ set-up editor (no rules: the engine validates)

function defaultDraft(ui) {
  const tiles = ui.setup.tiles.filter((t) => t !== "Princess");
  const master = ui.setup.masters[0];
  tiles.splice(tiles.indexOf(master), 1);
  const d = { master };
  POSITIONS.forEach((p, i) => (d[String(p)] = tiles[i]));
  return d;
}

/** Put `name` on `key`; the slot that held it gets the old tile (a swap). */
function setDraft(key, name) {
  const d = lq.draft;
  const old = d[key];
  if (old === name) return;
  const other = ["master", ...POSITIONS.map(String)].find((k) => k !== key && d[k] === name);
  d[key] = name;
  if (other) d[other] = old;
  render();
  const sel = document.getElementById(`lq-ed-${key}`);
  if (sel) sel.focus();
}

function shuffleDraft() {
  const keys = POSITIONS.map(String);
  const names = keys.map((k) => lq.draft[k]);
  const r = new Uint32Array(names.length);
  crypto.getRandomValues(r);
  for (let i = names.length - 1; i > 0; i--) {
    const j = r[i] % (i + 1);
    [names[i], names[j]] = [names[j], names[i]];
  }
  keys.forEach((k, i) => (lq.draft[k] = names[i]));
  render();
}

function draftAction() {
  const d = lq.draft;
  return ["setup", `master=${d.master}`, ...POSITIONS.map((p) => `${p}=${d[String(p)]}`)].join(" ");
}

// ------------------------------------------------------------------ moves

function reveal(seat) {
  if (!lq.ready || lq.viewSeat !== seat) return;
  lq.revealed = seat;
  afterChange();
}

async function commit(action) {
  const hist = lq.history;
  if (!lq.ready || lq.busy || !hist || !lq.ui) return;
  const g = lq.gen;
  const seat = lq.ui.current_player;
  clearTimer();
  lq.busy = true;
  render();
  try {
    const res = await lq.engine.call("step", hist.state, action, LANG);
    if (g !== lq.gen) return;
    hist.push({ action, entry: res.entry, desc: res.text, lang: LANG, seat }, res.state, null);
    if (action === "roll") lq.rolled = hist.index;
    if (action.startsWith("setup")) lq.draft = null;
    const { ui, seat: vs } = await loadView();
    if (g !== lq.gen) return;
    setView(ui, vs, hist.index);
    save();
  } catch (err) {
    if (g === lq.gen) showMessage(S.actionFailed(errorText(err)));
  } finally {
    if (g === lq.gen) {
      lq.busy = false;
      afterChange();
    }
  }
}

function clearTimer() {
  if (lq.timer) clearTimeout(lq.timer);
  lq.timer = null;
}

async function computerAction(ui) {
  const hist = lq.history;
  const ply = hist.index;
  const seed = lq.config.seed;
  if (ui.legal.length === 1) return ui.legal[0];
  if (lq.aiWorks !== false) {
    try {
      const a = await lq.engine.call("choose_action", hist.state, lq.config.level || DEFAULT_LEVEL, `${seed}:${ply}`);
      const action = typeof a === "string" ? a : a && a.action;
      if (ui.legal.includes(action) || (typeof action === "string" && action.startsWith("setup "))) {
        lq.aiWorks = true;
        return action;
      }
    } catch {
      if (lq.aiWorks === null) lq.aiWorks = false; // no computer player for this game yet
    }
  }
  return seededPick(ui.legal, seed, ply);
}

/** After any change: draw, then let a computer seat act. */
function afterChange() {
  render();
  clearTimer();
  const ui = lq.ui;
  if (!lq.active || !lq.ready || !ui || !lq.history || ui.outcome) return;
  const cp = ui.current_player;
  if (cp === null || controllerOf(cp) !== "computer") return;
  const g = lq.gen;
  lq.timer = setTimeout(async () => {
    lq.timer = null;
    if (g !== lq.gen) return;
    lq.busy = true;
    render();
    let action = null;
    try {
      action = await computerAction(ui);
    } finally {
      if (g === lq.gen) lq.busy = false;
    }
    if (g === lq.gen && action) commit(action);
  }, settings.computerDelay);
  render();
}

// ------------------------------------------------------------------ undo / redo

function isHumanDecision(i) {
  const seat = deciderAt(i);
  return seat !== null && seat !== undefined && controllerOf(seat) === "human";
}

function undoTarget() {
  const hist = lq.history;
  if (!hist) return -1;
  for (let i = hist.index - 1; i >= 0; i--) if (isHumanDecision(i)) return i;
  return -1;
}

async function jumpTo(i) {
  const hist = lq.history;
  lq.gen += 1;
  clearTimer();
  lq.draft = null;
  hist.index = i;
  const g = lq.gen;
  lq.busy = true;
  render();
  try {
    const { ui, seat } = await loadView();
    if (g !== lq.gen) return;
    setView(ui, seat, i);
    save();
  } catch (err) {
    showMessage(S.actionFailed(errorText(err)));
  } finally {
    if (g === lq.gen) {
      lq.busy = false;
      afterChange();
    }
  }
}

function undo() {
  if (!lq.ready || !lq.history || lq.busy) return;
  const i = undoTarget();
  if (i >= 0) jumpTo(i);
}

function redo() {
  const hist = lq.history;
  if (!lq.ready || !hist || !hist.canRedo() || lq.busy) return;
  let i = hist.index + 1;
  while (i < hist.moves.length && !isHumanDecision(i)) i++;
  jumpTo(i);
}

// ------------------------------------------------------------------ games

function save() {
  if (!lq.history) return;
  storage.saveGame(
    { config: lq.config, header: lq.header, history: lq.history.toJSON(), ui: lq.ui, viewSeat: lq.viewSeat },
    SAVE_KEY,
  );
}

async function startGame(config, header, states, moves) {
  lq.gen += 1;
  clearTimer();
  const g = lq.gen;
  lq.busy = true;
  activate(true);
  try {
    const hist = new History(states[0]);
    hist.states = states.slice();
    hist.uis = states.map(() => null);
    hist.moves = moves.slice();
    hist.index = moves.length;
    lq.config = config;
    lq.header = header;
    lq.history = hist;
    lq.savedMoves = null;
    lq.revealed = null;
    lq.draft = null;
    lq.ui = null;
    const { ui, seat } = await loadView();
    if (g !== lq.gen) return;
    setView(ui, seat, hist.index);
    save();
  } finally {
    if (g === lq.gen) {
      lq.busy = false;
      afterChange();
    }
  }
}

/** config from the New game dialog ({game, mode, human, controllers, seed, level}). */
export async function newGame(config) {
  const cfg = { ...config, game: GAME, variant: "2p" };
  if (cfg.mode === "cvc") {
    cfg.controllers = ["computer", "computer"];
    cfg.human = 0; // whose view the screen shows
  } else if (cfg.mode === "computer") {
    cfg.human = cfg.human === 1 ? 1 : 0;
    cfg.controllers = cfg.human === 1 ? ["computer", "human"] : ["human", "computer"];
  } else {
    cfg.mode = "hotseat";
    cfg.controllers = ["human", "human"];
  }
  const record = await lq.engine.call("new_record", GAME, cfg.seed, { variant: "2p" }, view.names());
  await startGame(cfg, headerOf(record), [record.start], []);
}

async function exportGame() {
  if (!lq.history) return;
  downloadJSON(buildRecord(lq.header, lq.history, lq.ui && lq.ui.outcome), LQ.exportName);
}

/** A position from a link (a state the engine made from `lq …`): a hot-seat game from there. */
export async function openPosition(state) {
  const config = { game: GAME, mode: "hotseat", variant: "2p", controllers: ["human", "human"], seed: String(Date.now() % 1000000), level: DEFAULT_LEVEL };
  await startGame(config, headerFromState(state, view.names()), [state], []);
}

/** An imported record (already parsed) of this game; refuses a broken one, keeping the game. */
export async function importRecord(record, seedFallback) {
  try {
    const states = await lq.engine.call("replay", record);
    if (!Array.isArray(states) || !states.length) throw new Error(S.recordEmpty);
    const entries = record.actions || [];
    const moves = [];
    for (let i = 0; i < entries.length; i++) {
      const action = entries[i].action;
      const seat = await lq.engine.call("current_player", states[i]);
      moves.push({ action, entry: entries[i], desc: await tell(states[i], action, entries[i]), lang: LANG, seat });
    }
    const config = { game: GAME, mode: "hotseat", variant: "2p", controllers: ["human", "human"], seed: record.seed ?? seedFallback, level: DEFAULT_LEVEL };
    const header = { ...headerOf(record), start: states[0] };
    await startGame(config, header, states, moves);
    showMessage(S.importDone);
  } catch (err) {
    showMessage(S.importRefused(errorText(err)));
    render();
  }
}

/** The story of a move when the record's chance outcome is the engine's own, else its sentence. */
async function tell(state, action, entry) {
  const res = await lq.engine.call("step", state, action, LANG);
  if (JSON.stringify(res.entry) === JSON.stringify(entry)) return res.text;
  return lq.engine.call("describe_action", state, action, LANG);
}

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
      desc = await tell(hist.states[i], m.action, m.entry);
    } catch (err) {
      console.warn("rosarium: a saved move could not be re-told:", errorText(err));
    }
    hist.moves[i] = { ...m, desc, lang: LANG };
  }
}

// ------------------------------------------------------------------ start-up (called by app.js)

/** Build the table (hidden) and, if the last game was this one, show its saved position now. */
export function install(hooks) {
  lq.hooks = hooks || {};
  buildPage();
  const wasLast = storage.loadCurrentGame() === GAME;
  const saved = storage.loadGame(SAVE_KEY);
  if (saved) {
    try {
      lq.savedHistory = History.fromJSON(saved.history);
      lq.saved = saved;
      lq.config = saved.config;
      lq.savedMoves = lq.savedHistory.moves.slice(0, lq.savedHistory.index);
      // draw the saved position before the engine is up (vs computer only: hot-seat asks first)
      if (saved.ui && saved.config && saved.config.mode !== "hotseat") {
        lq.ui = saved.ui;
        lq.viewSeat = saved.viewSeat;
        lq.viewIndex = null;
      }
    } catch {
      lq.saved = null;
    }
  }
  if (wasLast) activate(true);
  else activate(false);
  return wasLast;
}

/** The engine is up: resume the saved game (or start one vs the computer) when shown. */
export async function start(engine) {
  lq.engine = engine;
  lq.ready = true;
  if (!lq.active) return;
  if (lq.saved) {
    try {
      lq.busy = true; // not settled until the move list speaks the page language
      const state = await engine.call("load_state", lq.savedHistory.state);
      lq.savedHistory.states[lq.savedHistory.index] = state;
      const moves = lq.savedHistory.moves;
      const hist = lq.savedHistory;
      await retellMoves(hist);
      lq.busy = false;
      lq.gen += 1;
      const g = lq.gen;
      lq.config = lq.saved.config;
      lq.header = lq.saved.header;
      lq.history = hist;
      lq.savedMoves = null;
      lq.revealed = null;
      const { ui, seat } = await loadView();
      if (g !== lq.gen) return;
      setView(ui, seat, hist.index);
      void moves;
      save(); // keeps the re-told sentences
      afterChange();
      return;
    } catch (err) {
      lq.busy = false;
      showMessage(S.restoreFailed(errorText(err)));
    }
  }
  await newGame({ mode: "computer", human: 0, seed: String(Date.now() % 1000000), level: DEFAULT_LEVEL });
}

/** Hide this table (The Rose King was chosen). */
export function deactivate() {
  lq.gen += 1;
  activate(false);
}

export function isActive() {
  return lq.active;
}

export function currentConfig() {
  return lq.config ? { ...lq.config, game: GAME } : { game: GAME, mode: "computer", human: 0, controllers: ["human", "computer"], seed: "" };
}

// test hook (like window.rosarium): the seat's view and whether the page is settled
window.rosariumLltq = {
  get ui() {
    return lq.ui;
  },
  get config() {
    return lq.config;
  },
  get active() {
    return lq.active;
  },
  get handover() {
    return handoverSeat();
  },
  get settled() {
    return lq.ready && !lq.busy && !lq.timer && !!lq.ui && lq.viewIndex === (lq.history ? lq.history.index : -1);
  },
};
