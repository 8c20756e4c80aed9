// The embeddable board (docs: web/authors.html). mountWidget(host, get) reads the parameters
// through get(name) (data- attributes or the address of embed.html), draws the position at
// once (before Python is up) and then asks the one shared engine worker for everything
// rules-related. Parameters are data: they only ever reach the page as textContent.
//
// Modes: static, step (Previous/Next through the line), try (find the line's moves; wrong
// moves are explained and taken back), play-from-here (against the computer, choose_action).
//
// Language: each widget has its own (the lang parameter, else the host page's <html lang>), so
// two boards of one page may differ. Its texts come from its own table (stringsFor), the shared
// drawing modules (board, panels, LLTQ view) are called inside withLang, and the engine gets the
// language as the last argument of step.

import { EngineClient } from "../engine-client.mjs";
import { h, replaceChildren } from "../ui/dom.js";
import { Board } from "../ui/board.js";
import { renderSeats, renderPiles } from "../ui/panels.js";
import { rose } from "../ui/pieces.js";
import { errorText as engineErrorText } from "../ui/engine.js";
import { withLang, langOfTag } from "../ui/lang.js";
import * as lqView from "../lltq/view.js";
import { stringsFor } from "../embed-strings.js";
import { previewPosition, previewState } from "./preview.js";

export const MODES = ["static", "step", "try", "play-from-here"];
export const GAMES = ["rose-king", "long-live-the-queen"];
const LEVELS = ["easy", "medium", "hard", "max"];
const PREFIX = { rk: "rose-king", lq: "long-live-the-queen" };
const MAX_TEXT = 400_000; // characters per parameter
const AUTO_DELAY = 450; // ms before an automatic reply / pass / computer move is shown
const TIME_MS = { easy: null, medium: 1200, hard: 1200, max: 5000 };
// A language tag the lang parameter accepts: en or de, optionally with a region (de-AT).
const LANG_TAG = /^(en|de)(?:-[a-z0-9]{1,8})*$/i;

// The single file (tools/single_file.py) carries the sheets itself and hands out blob: URLs.
const sheetUrl = (p) => globalThis.ROSARIUM_INLINE?.fileUrl(p) ?? new URL(`../${p}`, import.meta.url).href;
export const STYLES = ["style.css", "lltq.css", "embed.css"].map(sheetUrl);

// ---------------------------------------------------------------- the shared engine

let shared = null;

/** One EngineClient for every widget of the page; calls are queued, one at a time. */
export function sharedEngine() {
  if (shared) return shared;
  const client = new EngineClient();
  let chain = Promise.resolve();
  shared = {
    client,
    ready: client.ready,
    call(fn, ...args) {
      const p = chain.then(() => client.call(fn, ...args));
      chain = p.catch(() => {});
      return p;
    },
  };
  return shared;
}

/** The engine's message without the Python module path ("engine.errors.InvalidState: "). */
function errorText(e) {
  return engineErrorText(e).replace(/^(?:[a-z_]+\.)+[A-Za-z]+:\s*/, "");
}

// ---------------------------------------------------------------- parameters

function parseJson(text, bad) {
  try {
    return { value: JSON.parse(text) };
  } catch (e) {
    return { error: bad(String(e.message || e).slice(0, 120)) };
  }
}

function normaliseLine(list, EMBED) {
  if (!Array.isArray(list)) return { error: EMBED.badLineShape };
  const out = [];
  for (let i = 0; i < list.length; i++) {
    const it = list[i];
    const move = typeof it === "string" ? it : it && typeof it === "object" && typeof it.move === "string" ? it.move : null;
    if (!move || !move.trim()) return { error: EMBED.badLineItem(i + 1) };
    const text = (k) => (it && typeof it === "object" && typeof it[k] === "string" ? it[k] : "");
    const wrong = it && typeof it === "object" && it.wrong && typeof it.wrong === "object" && !Array.isArray(it.wrong) ? it.wrong : {};
    out.push({ move: move.trim(), caption: text("caption"), explain: text("explain"), auto: !!(it && it.auto === true), wrong });
  }
  return { value: out };
}

/**
 * Reads and checks every parameter; {error} names the first problem. The widget's language
 * comes first (lang, else `fallback`: the host page's), so every message is already in it;
 * the result carries it as `lang` either way.
 */
export function parseParams(get, fallback = "en") {
  let lang = fallback;
  const rawLang = get("lang");
  if (rawLang !== null && rawLang !== undefined && String(rawLang).trim() !== "") {
    const m = LANG_TAG.exec(String(rawLang).trim());
    if (!m) return { lang, error: stringsFor(lang).EMBED.badLang(String(rawLang).slice(0, 60)) };
    lang = m[1].toLowerCase();
  }
  return { ...readParams(get, stringsFor(lang).EMBED), lang };
}

function readParams(get, EMBED) {
  const raw = {};
  for (const k of ["game", "position", "record", "line", "mode", "caption", "task", "seat", "level", "at", "seed", "score", "title"]) {
    const v = get(k);
    if (v === null || v === undefined) continue;
    const s = String(v);
    if (s.length > MAX_TEXT) return { error: EMBED.tooLong(k, MAX_TEXT) };
    raw[k] = s;
  }
  const p = { caption: raw.caption || "", task: raw.task || "", title: raw.title || "" };
  p.mode = (raw.mode || "static").trim();
  if (!MODES.includes(p.mode)) return { error: EMBED.badMode(p.mode) };
  const position = raw.position !== undefined ? raw.position.trim() : "";
  const recordText = raw.record !== undefined ? raw.record.trim() : "";
  if (position && recordText) return { error: EMBED.bothSources };
  let inferred = null;
  if (position) {
    p.position = position;
    inferred = PREFIX[position.split(/\s+/)[0]] || null;
  }
  if (recordText) {
    const r = parseJson(recordText, EMBED.badRecordJson);
    if (r.error) return r;
    p.record = r.value;
    if (r.value && typeof r.value === "object" && GAMES.includes(r.value.game)) inferred = r.value.game;
  }
  const game = raw.game !== undefined ? raw.game.trim() : "";
  if (game && !GAMES.includes(game)) return { error: EMBED.badGame(game) };
  if (game && inferred && game !== inferred) return { error: EMBED.gameMismatch(EMBED.gameNames[game], EMBED.gameNames[inferred]) };
  p.game = game || inferred || "rose-king";
  p.line = [];
  if (raw.line !== undefined && raw.line.trim()) {
    const l = parseJson(raw.line, EMBED.badLineJson);
    if (l.error) return l;
    const n = normaliseLine(l.value, EMBED);
    if (n.error) return n;
    p.line = n.value;
  }
  if (p.mode === "try" && !p.line.length) return { error: EMBED.tryNeedsLine };
  if (raw.seat !== undefined && raw.seat.trim() !== "") {
    if (!/^\d+$/.test(raw.seat.trim())) return { error: EMBED.badSeat(raw.seat) };
    p.seat = Number(raw.seat);
  }
  p.level = (raw.level || "easy").trim();
  if (!LEVELS.includes(p.level)) return { error: EMBED.badLevel(p.level) };
  if (raw.at !== undefined && raw.at.trim() !== "") {
    if (!/^\d+$/.test(raw.at.trim())) return { error: EMBED.badAt(raw.at) };
    p.at = Number(raw.at);
  }
  if (raw.seed !== undefined && raw.seed.trim() !== "") p.seed = /^\d{1,15}$/.test(raw.seed.trim()) ? Number(raw.seed) : raw.seed.trim();
  p.score = raw.score !== undefined && raw.score.trim() !== "false" && raw.score.trim() !== "0";
  return p;
}

// ---------------------------------------------------------------- mounting

/**
 * Turns `host` into a board. get(name) gives a parameter's text or null. With shadow (default)
 * the widget lives in host's shadow root with its own copy of the styles (ids and styles stay
 * apart from the page's and the other widgets'). hostLang: the language tag of the page around
 * it (default: this document's <html lang>), used when there is no lang parameter.
 */
export function mountWidget(host, get, { shadow = true, engine = null, hostLang = null } = {}) {
  let root = host;
  if (shadow) {
    root = host.shadowRoot || host.attachShadow({ mode: "open" });
    replaceChildren(root, STYLES.map((href) => h("link", { rel: "stylesheet", href })));
  }
  const box = h("div", { class: "rw-host" });
  root.append(box);
  const fallback = langOfTag(hostLang ?? document.documentElement.lang);
  let params;
  try {
    params = parseParams(get, fallback);
  } catch (e) {
    params = { error: errorText(e), lang: fallback };
  }
  if (params.error) {
    const EMBED = stringsFor(params.lang).EMBED;
    let title = null;
    try {
      title = get("title");
    } catch {
      // no title: the region is named after the game
    }
    renderError(host, box, params.error, title || EMBED.regionLabel(EMBED.gameNames["rose-king"]), params.lang);
    return null;
  }
  const w = new Widget(host, box, params, engine || sharedEngine());
  w.start();
  return w;
}

function renderError(host, box, message, label, lang) {
  host.dataset.rwState = "error";
  host.dataset.rwBusy = "false";
  replaceChildren(
    box,
    h(
      "section",
      { class: "rw rw-failed", role: "region", "aria-label": label, lang },
      h("p", { class: "rw-error-title" }, stringsFor(lang).EMBED.errorTitle),
      h("div", { class: "rw-status status", role: "status", "aria-live": "polite" }, h("p", { class: "rw-move" }, message)),
    ),
  );
}

// ---------------------------------------------------------------- the widget

class Widget {
  constructor(host, box, params, engine) {
    this.host = host;
    this.box = box;
    this.p = params;
    this.lang = params.lang;
    this.T = stringsFor(this.lang).EMBED;
    // the engine's move sentences in the widget's language; English is the engine's default
    // and is left implicit, so an English board also works with an engine that has no lang
    this.langArgs = this.lang === "en" ? [] : [this.lang];
    this.engine = engine;
    this.rk = params.game === "rose-king";
    this.ready = false;
    this.busy = false;
    this.gen = 0;
    this.cur = null; // {state, ui}
    this.frames = []; // step mode: [{state, ui, text, caption}]
    this.index = 0; // step: frame shown; try: next line step to find
    this.message = null; // {text, kind: "right"|"wrong"|"info"}
    this.selectedCard = null;
    this.choice = null;
    this.solved = false;
    this.history = []; // play-from-here: states since the start
    this.human = null;
    this.timer = null;
    this.preview = this.rk ? previewPosition(params.position) || (params.record ? previewState(params.record.start) : null) : null;
    withLang(this.lang, () => this.build());
  }

  // ------------------------------------------------------------ skeleton

  build() {
    const EMBED = this.T;
    const game = EMBED.gameNames[this.p.game];
    this.statusMove = h("p", { class: "rw-move" });
    this.statusCaption = h("p", { class: "rw-caption" });
    this.status = h("div", { class: "rw-status status", role: "status", "aria-live": "polite", "aria-atomic": "true" }, this.statusMove, this.statusCaption);
    this.choiceEl = h("div", { class: "rw-choice", hidden: true });
    this.controls = h("div", { class: "rw-controls" });
    this.table = h("div", { class: `rw-table ${this.rk ? "rw-rk" : "rw-lq lq"}` });
    if (this.rk) {
      const boardEl = h("div", { class: "board rw-board" });
      this.seatsEl = h("div", { class: "seats rw-seats" });
      this.pilesEl = h("div", { class: "piles rw-piles" });
      this.scoreEl = this.p.score ? h("div", { class: "rw-score" }) : null;
      replaceChildren(this.table, h("div", { class: "rw-boardbox" }, boardEl), h("div", { class: "rw-side" }, this.seatsEl, this.pilesEl, this.scoreEl));
      this.board = new Board(boardEl, (sq) => this.onSquare(sq));
    }
    replaceChildren(
      this.box,
      h(
        "section",
        { class: "rw", role: "region", "aria-label": this.p.title || EMBED.regionLabel(game), lang: this.lang, dataset: { mode: this.p.mode, game: this.p.game, lang: this.lang } },
        this.p.task ? h("p", { class: "rw-task" }, this.p.task) : null,
        this.status,
        this.table,
        this.choiceEl,
        this.controls,
      ),
    );
    this.setState("loading");
    this.render();
  }

  setState(s) {
    this.host.dataset.rwState = s;
  }

  fail(message) {
    clearTimeout(this.timer);
    this.gen += 1;
    renderError(this.host, this.box, message, this.p.title || this.T.regionLabel(this.T.gameNames[this.p.game]), this.lang);
  }

  // ------------------------------------------------------------ engine

  call(fn, ...args) {
    return this.engine.call(fn, ...args);
  }

  /** One action through the engine: the new state, the record entry and the sentence (in the widget's language). */
  step(state, action) {
    return this.call("step", state, action, ...this.langArgs);
  }

  uiOf(state) {
    return this.rk ? this.call("ui_state", state) : this.call("ui_state", state, this.viewSeat ?? 0);
  }

  async start() {
    const EMBED = this.T;
    try {
      await this.engine.ready;
    } catch (e) {
      return this.fail(EMBED.engineFailed(errorText(e)));
    }
    let base;
    let recordLine = [];
    const p = this.p;
    try {
      if (p.position) base = await this.call("from_position", p.position);
      else if (p.record) {
        let states;
        try {
          states = await this.call("replay", p.record);
        } catch (e) {
          return this.fail(EMBED.badRecord(errorText(e)));
        }
        const plies = states.length - 1;
        const at = p.at ?? (p.mode === "step" && !p.line.length ? 0 : plies);
        if (at > plies) return this.fail(EMBED.badAt(String(p.at)));
        base = states[at];
        if (p.mode === "step" && !p.line.length) recordLine = (p.record.actions || []).slice(at).map((e) => ({ move: e.action, caption: "", wrong: {}, entry: e }));
      } else base = await this.call("new_game", p.game, p.seed ?? 1);
    } catch (e) {
      return this.fail(EMBED.badPosition(errorText(e)));
    }
    if (base.game !== p.game) return this.fail(EMBED.gameMismatch(EMBED.gameNames[p.game], EMBED.gameNames[base.game] || base.game));
    this.line = p.line.length ? p.line : recordLine;
    try {
      const first = await this.call("ui_state", base, ...(this.rk ? [] : [0]));
      const seats = first.seats || 2;
      if (p.seat !== undefined && p.seat >= seats) return this.fail(EMBED.badSeat(String(p.seat)));
      const mover = first.current_player ?? first.to_move ?? 0;
      this.human = p.seat ?? mover;
      this.viewSeat = this.rk ? null : p.seat ?? (p.mode === "play-from-here" || p.mode === "try" ? mover : 0);
      // every step of the line, checked by the engine now (a bad step is a bad parameter)
      this.lineStates = [];
      let s = base;
      for (let i = 0; i < this.line.length; i++) {
        try {
          const res = await this.step(s, this.line[i].move);
          this.lineStates.push(res);
          s = res.state;
        } catch (e) {
          return this.fail(EMBED.badStep(i + 1, this.line[i].move, errorText(e)));
        }
      }
      this.base = { state: base, ui: await this.uiOf(base) };
      if (p.mode === "step") {
        this.frames = [{ ...this.base, text: "", caption: p.caption }];
        for (let i = 0; i < this.lineStates.length; i++) {
          const res = this.lineStates[i];
          this.frames.push({ state: res.state, ui: await this.uiOf(res.state), text: res.text, caption: this.line[i].caption });
        }
      }
    } catch (e) {
      return this.fail(EMBED.badPosition(errorText(e)));
    }
    this.ready = true;
    this.restart();
  }

  /** Back to the first position (Start again). */
  restart() {
    this.gen += 1;
    clearTimeout(this.timer);
    this.busy = false;
    this.cur = this.base;
    this.index = 0;
    this.solved = false;
    this.selectedCard = null;
    this.choice = null;
    this.history = [this.base];
    this.message = this.p.caption ? { text: this.p.caption, kind: "info" } : null;
    this.setState("ready");
    this.render();
    if (this.p.mode === "try") this.autoSteps();
    if (this.p.mode === "play-from-here") this.afterPlay();
  }

  // ------------------------------------------------------------ modes

  go(i) {
    if (!this.ready || i < 0 || i >= this.frames.length) return;
    this.index = i;
    this.cur = this.frames[i];
    this.render();
  }

  actor(ui) {
    if (!ui || ui.outcome) return null;
    return ui.current_player ?? ui.to_move ?? null;
  }

  canAct() {
    const ui = this.cur && this.cur.ui;
    if (!this.ready || this.busy || !ui || ui.outcome || this.actor(ui) === null) return false;
    if (this.p.mode === "try") return !this.solved && this.index < this.line.length && !this.line[this.index].auto;
    if (this.p.mode === "play-from-here") return this.actor(ui) === this.human;
    return false;
  }

  async act(action) {
    if (!this.canAct()) return;
    this.selectedCard = null;
    this.choice = null;
    if (this.p.mode === "try") return this.tryMove(action);
    return this.playMove(action);
  }

  async tryMove(action) {
    const EMBED = this.T;
    const step = this.line[this.index];
    const g = this.gen;
    if (action === step.move) return this.advance(g);
    this.busy = true;
    this.render();
    let text;
    try {
      const res = await this.step(this.cur.state, action);
      text = res.text;
      if (step.wrong && typeof step.wrong[action] === "string") text = `${text} ${step.wrong[action]}`;
      else if (step.explain) text = `${text} ${step.explain}`;
      if (this.rk) {
        const after = await this.call("ui_state", res.state);
        const sc = after.score || [];
        if (sc.length === 2) text = `${text} ${EMBED.wrongPoints(sc[0].points, sc[1].points)}`;
      }
    } catch (e) {
      text = EMBED.actionFailed(errorText(e));
    }
    if (g !== this.gen) return;
    this.busy = false;
    this.message = { text: `${EMBED.wrong(text)} ${EMBED.takenBack}`, kind: "wrong" };
    this.render();
  }

  /** try: the expected step is played (found by the reader, or shown, or automatic). */
  async advance(g, how = "right") {
    const i = this.index;
    const res = this.lineStates[i];
    this.busy = true;
    this.render();
    const ui = await this.uiOf(res.state);
    if (g !== this.gen) return;
    this.cur = { state: res.state, ui };
    this.index = i + 1;
    this.busy = false;
    const said = [res.text, this.line[i].caption].filter(Boolean).join(" ");
    if (how === "auto") {
      // the automatic reply follows what was said about the move before it
      const before = this.message && this.message.kind !== "wrong" && this.index > 1 ? this.message : null;
      this.message = { text: before ? `${before.text} ${said}` : said, kind: before ? before.kind : "info" };
    } else this.message = { text: how === "right" ? this.T.right(said) : this.T.answerShown(said), kind: "right" };
    this.render();
    this.autoSteps();
  }

  autoSteps() {
    if (this.index >= this.line.length) return this.finish();
    if (!this.line[this.index].auto) return;
    const g = this.gen;
    this.busy = true;
    this.render();
    this.timer = setTimeout(() => g === this.gen && this.advance(g, "auto"), AUTO_DELAY);
  }

  finish() {
    if (this.solved) return;
    this.solved = true;
    this.setState("solved");
    this.render();
    this.host.dispatchEvent(new CustomEvent("rosarium-solved", { bubbles: true, composed: true }));
  }

  showAnswer() {
    if (!this.ready || this.solved || this.busy || this.index >= this.line.length) return;
    this.advance(this.gen, "answer");
  }

  async playMove(action) {
    const g = this.gen;
    this.busy = true;
    this.render();
    try {
      const res = await this.step(this.cur.state, action);
      const ui = await this.uiOf(res.state);
      if (g !== this.gen) return;
      this.cur = { state: res.state, ui };
      this.history.push(this.cur);
      this.message = { text: res.text, kind: "info" };
    } catch (e) {
      if (g !== this.gen) return;
      this.message = { text: this.T.actionFailed(errorText(e)), kind: "wrong" };
    }
    this.busy = false;
    this.render();
    this.afterPlay();
  }

  /** play-from-here: automatic passes and the computer's moves. */
  afterPlay() {
    const ui = this.cur.ui;
    const who = this.actor(ui);
    if (who === null) return;
    const g = this.gen;
    const pass = this.rk && ui.must_pass;
    if (who === this.human && !pass) return;
    this.busy = true;
    this.render();
    this.timer = setTimeout(async () => {
      if (g !== this.gen) return;
      let action = "pass";
      if (!pass) {
        try {
          action = await this.call("choose_action", this.cur.state, this.p.level, `${this.p.seed ?? "embed"}:${this.history.length}`, TIME_MS[this.p.level]);
        } catch (e) {
          if (g !== this.gen) return;
          this.busy = false;
          this.message = { text: this.T.actionFailed(errorText(e)), kind: "wrong" };
          return this.render();
        }
      }
      if (g !== this.gen) return;
      this.busy = false;
      this.playMoveAs(action);
    }, AUTO_DELAY);
  }

  playMoveAs(action) {
    this.selectedCard = null;
    this.choice = null;
    this.playMove(action);
  }

  // ------------------------------------------------------------ input (The Rose King)

  maps(ui) {
    const targets = new Map();
    const cards = new Map();
    if (!this.canAct()) return { targets, cards };
    for (const m of ui.moves || []) {
      if (!m.target) continue;
      if (!cards.has(m.card)) cards.set(m.card, []);
      cards.get(m.card).push(m);
      if (this.selectedCard && m.card !== this.selectedCard) continue;
      if (!targets.has(m.target)) targets.set(m.target, []);
      targets.get(m.target).push(m);
    }
    return { targets, cards };
  }

  onCard(card) {
    if (!this.canAct()) return;
    this.selectedCard = this.selectedCard === card ? null : card;
    this.choice = null;
    this.render();
  }

  onSquare(square) {
    if (!this.canAct()) return;
    const moves = this.maps(this.cur.ui).targets.get(square) || [];
    if (!moves.length) return;
    if (moves.length === 1 && !moves[0].hero) return this.act(moves[0].action);
    this.choice = { target: square, moves };
    this.render();
    const first = this.choiceEl.querySelector("button");
    if (first) first.focus();
  }

  // ------------------------------------------------------------ drawing

  statusLine(ui) {
    const EMBED = this.T;
    if (!this.ready) return EMBED.loading;
    if (this.p.mode === "step") {
      const f = this.frames[this.index];
      return `${EMBED.stepCount(this.index + 1, this.frames.length)}: ${f.text || EMBED.startPosition}`;
    }
    if (ui.outcome) return this.rk ? EMBED.gameOverRk(ui.outcome) : lqView.statusText(ui, {});
    const who = this.seatName(ui, this.actor(ui));
    if (this.p.mode === "try" && !this.solved) {
      if (this.busy || (this.index < this.line.length && this.line[this.index].auto)) return EMBED.toMove(who);
      return EMBED.findMove(who);
    }
    if (this.p.mode === "play-from-here") {
      if (this.actor(ui) !== this.human) return EMBED.computerThinking(who);
      return this.rk ? EMBED.yourMove(who) : lqView.statusText(ui, {});
    }
    if (this.solved) return EMBED.solved;
    return this.rk ? EMBED.toMove(who) : lqView.statusText(ui, {});
  }

  seatName(ui, seat) {
    if (seat === null || seat === undefined) return "";
    if (this.rk) return this.T.seatName(seat, ui.seats || (ui.hands ? ui.hands.length : 2), ui.teams);
    return lqView.names()[seat] || "";
  }

  render() {
    withLang(this.lang, () => this.draw());
  }

  draw() {
    const ui = (this.cur && this.cur.ui) || this.preview;
    const stepMode = this.p.mode === "step";
    let caption = "";
    if (stepMode && this.ready) caption = this.frames[this.index].caption || "";
    else if (this.message) caption = this.message.text;
    else if (!this.ready) caption = this.p.caption;
    const line = this.statusLine(ui || {});
    if (this.statusMove.textContent !== line) this.statusMove.textContent = line;
    if (this.statusCaption.textContent !== caption) this.statusCaption.textContent = caption;
    this.status.dataset.kind = (this.message && !stepMode && this.message.kind) || "info";
    this.host.dataset.rwBusy = this.busy || !this.ready ? "true" : "false";

    const active = this.box.getRootNode().activeElement;
    const focusKey = active && active.dataset ? active.dataset.key : null;
    if (this.rk) this.renderRk(ui);
    else this.renderLq(ui);
    this.renderChoice();
    this.renderControls();
    if (focusKey && (!active.isConnected || active.disabled)) {
      const again = this.box.querySelector(`[data-key="${CSS.escape(focusKey)}"]`);
      if (again && !again.disabled) again.focus();
    }
  }

  renderRk(ui) {
    const EMBED = this.T;
    ui = ui || { board: [], hands: [[], []], score: [] };
    const { targets, cards } = this.maps(ui);
    this.board.update(ui, { targets, selected: null, territories: this.p.score, hint: null });
    const canAct = this.canAct();
    renderSeats(this.seatsEl, ui, {
      activeSeat: canAct ? ui.to_move : null,
      playableCards: cards,
      selected: this.selectedCard ? { card: this.selectedCard } : null,
      controllers: this.p.mode === "play-from-here" && this.human !== null ? (ui.hands || []).map((_, s) => (s === this.human ? "human" : "computer")) : null,
      onCard: (c) => this.onCard(c),
      hint: null,
    });
    const canDraw = canAct && (ui.legal || []).includes("draw");
    renderPiles(this.pilesEl, ui, { canDraw, onDraw: () => this.act("draw"), hintDraw: false });
    if (canAct && (ui.legal || []).includes("pass")) {
      this.pilesEl.append(h("button", { type: "button", class: "rw-pass", onclick: () => this.act("pass") }, EMBED.pass));
    }
    if (this.scoreEl) {
      const rows = (ui.score || []).map((sc, side) => {
        const sizes = sc.territories || [];
        const formula = EMBED.scoreFormula(sizes, sc.points ?? 0);
        return h(
          "li",
          { class: `score-side side-${side}`, "aria-label": EMBED.scoreLabel(EMBED.scoreSide(side), formula) },
          h("span", { class: "score-rose", "aria-hidden": "true" }, rose(side)),
          h("strong", { "aria-hidden": "true" }, EMBED.scoreSide(side)),
          h("span", { class: "score-points", "aria-hidden": "true" }, formula),
        );
      });
      replaceChildren(this.scoreEl, h("h3", {}, EMBED.scoreTitle), h("ul", { class: "score-list" }, rows));
    }
  }

  renderLq(ui) {
    const EMBED = this.T;
    if (!ui) {
      replaceChildren(this.table, h("p", { class: "muted rw-wait" }, EMBED.loading));
      return;
    }
    const model = {
      draft: null,
      controllers: this.p.mode === "play-from-here" ? [0, 1].map((s) => (s === this.human ? "human" : "computer")) : null,
    };
    let actions = null;
    if (this.canAct()) {
      if (ui.phase === "setup") {
        actions = h("div", { class: "lq-actions", role: "group", "aria-label": EMBED.actions }, h("button", { type: "button", class: "lq-act primary", onclick: () => this.act("setup random") }, EMBED.randomSetup));
      } else {
        actions = lqView.renderActions(ui, { canAct: true, onAction: (a) => this.act(a) });
      }
    }
    replaceChildren(this.table, h("div", { class: "lq-top" }, lqView.renderDice(ui, false), lqView.renderInfo(ui)), lqView.renderBoard(ui, model), actions);
  }

  renderChoice() {
    const EMBED = this.T;
    const c = this.choice;
    if (!c || !this.canAct()) {
      replaceChildren(this.choiceEl);
      this.choiceEl.hidden = true;
      return;
    }
    replaceChildren(
      this.choiceEl,
      h("p", {}, c.moves.length > 1 ? EMBED.chooseCard(c.target) : EMBED.selectionHero(c.moves[0].card, c.target, 1 - ((this.cur.ui.teams || [0, 1])[this.cur.ui.to_move] ?? 0))),
      h(
        "div",
        { class: "sel-buttons" },
        c.moves.map((m) => h("button", { type: "button", class: m.hero ? "primary hero" : "primary", onclick: () => this.act(m.action) }, EMBED.playAction(m.card, m.hero))),
        h("button", { type: "button", onclick: () => ((this.choice = null), this.render()) }, EMBED.cancel),
      ),
    );
    this.choiceEl.hidden = false;
  }

  renderControls() {
    const EMBED = this.T;
    const mode = this.p.mode;
    const btn = (label, onclick, disabled, cls = "") => h("button", { type: "button", class: cls, onclick, disabled }, label);
    const parts = [];
    if (mode === "step") {
      const n = this.frames.length;
      parts.push(
        btn(EMBED.previous, () => this.go(this.index - 1), !this.ready || this.index <= 0),
        btn(EMBED.next, () => this.go(this.index + 1), !this.ready || this.index >= n - 1, "primary"),
      );
    } else if (mode === "try") {
      parts.push(
        btn(EMBED.showAnswer, () => this.showAnswer(), !this.ready || this.solved || this.busy),
        btn(EMBED.startAgain, () => this.restart(), !this.ready),
      );
    } else if (mode === "play-from-here") {
      parts.push(btn(EMBED.startAgain, () => this.restart(), !this.ready));
    }
    // keep the buttons (and their focus) when nothing changed
    const key = parts.map((b) => `${b.textContent}:${b.disabled}`).join("|");
    if (this.controls.dataset.key === key) return;
    const focused = this.box.getRootNode().activeElement;
    const refocus = focused && this.controls.contains(focused) ? focused.textContent : null;
    this.controls.dataset.key = key;
    replaceChildren(this.controls, parts);
    this.controls.hidden = !parts.length;
    if (refocus) {
      const again = [...this.controls.querySelectorAll("button")].find((b) => b.textContent === refocus && !b.disabled);
      if (again) again.focus();
    }
  }
}
