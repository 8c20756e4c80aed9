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
import { h, replaceChildren } from "../shell/dom.js";
import { errorText, hasHiddenInformation } from "../shell/engine.js";
import { withLang, langOfTag } from "../shell/lang.js";
import { LEVELS, timeFor } from "../shell/computer.js";
import { stringsFor } from "../embed-strings.js";
import { openPosition, openRecord, openingSeed } from "../shell/share.js";
import { GAMES as REGISTERED, gameById, gameOfPosition, defaultGame, GAME_STYLES, loadTable, tableOf } from "../games/index.js";

// every game's table, before any board is mounted (mountWidget makes its board at once)
await Promise.all(REGISTERED.map(loadTable));

export const MODES = ["static", "step", "try", "play-from-here"];
export const GAMES = REGISTERED.map((g) => g.id);
const MAX_TEXT = 400_000; // characters per parameter
const AUTO_DELAY = 450; // ms before an automatic reply / pass / computer move is shown
// A language tag the lang parameter accepts: en or de, optionally with a region (de-AT).
const LANG_TAG = /^(en|de)(?:-[a-z0-9]{1,8})*$/i;
// Parameters that belong to a game's table (a component lists those it reads in `embedParams`;
// its table checks their values, web/PROTOCOL.md): any other game refuses them by name.
export const GAME_PARAMS = ["region"];

// The single file (tools/single_file.py) carries the sheets itself and hands out blob: URLs.
const sheetUrl = (p) => globalThis.ROSARIUM_INLINE?.fileUrl(p) ?? new URL(`../${p}`, import.meta.url).href;
export const STYLES = ["style.css", ...GAME_STYLES, "embed.css"].map(sheetUrl);

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

/** A registered game's name in the language being drawn (its id if the registry has none). */
function nameOf(id) {
  const g = gameById(id);
  return g ? g.name : String(id);
}

function readParams(get, EMBED) {
  const raw = {};
  for (const k of ["game", "position", "record", "line", "mode", "caption", "task", "seat", "level", "at", "seed", "score", "title", ...GAME_PARAMS]) {
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
    const g = gameOfPosition(position);
    inferred = g ? g.id : null;
  }
  if (recordText) {
    const r = parseJson(recordText, EMBED.badRecordJson);
    if (r.error) return r;
    p.record = r.value;
    if (r.value && typeof r.value === "object" && GAMES.includes(r.value.game)) inferred = r.value.game;
  }
  const game = raw.game !== undefined ? raw.game.trim() : "";
  if (game && !GAMES.includes(game)) return { error: EMBED.badGame(game, GAMES.join(", ")) };
  if (game && inferred && game !== inferred) return { error: EMBED.gameMismatch(nameOf(game), nameOf(inferred)) };
  p.game = game || inferred || defaultGame().id;
  // the game's own parameters, handed to its table as they are (its table checks them)
  p.own = {};
  const takes = gameById(p.game).embedParams || [];
  for (const k of GAME_PARAMS) {
    const v = raw[k] !== undefined ? raw[k].trim() : "";
    if (!v) continue;
    if (!takes.includes(k)) return { error: EMBED.notForGame(k, nameOf(p.game)) };
    p.own[k] = v;
  }
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
    renderError(host, box, params.error, title || EMBED.regionLabel(withLang(params.lang, () => defaultGame().name)), params.lang);
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
    this.game = gameById(params.game);
    this.ready = false;
    this.busy = false;
    this.gen = 0;
    this.cur = null; // {state, ui, index}
    this.frames = []; // step mode: [{state, ui, text, caption}]
    this.index = 0; // step: frame shown; try: next line step to find
    this.message = null; // {text, kind: "right"|"wrong"|"info"}
    this.solved = false;
    this.history = []; // play-from-here: states since the start
    this.human = null;
    this.viewSeat = null;
    this.timer = null;
    this.preview = this.game.preview ? this.game.preview(params) : null;
    withLang(this.lang, () => this.build());
  }

  // ------------------------------------------------------------ skeleton

  build() {
    const EMBED = this.T;
    this.statusMove = h("p", { class: "rw-move" });
    this.statusCaption = h("p", { class: "rw-caption" });
    this.status = h("div", { class: "rw-status status", role: "status", "aria-live": "polite", "aria-atomic": "true" }, this.statusMove, this.statusCaption);
    this.controls = h("div", { class: "rw-controls" });
    this.tableEl = h("div", { class: "rw-table" });
    // the same table component as the page's (web/games/<game>/), without the page's extras
    this.table = new (tableOf(this.game))(this.tableEl, { act: (a) => this.act(a), redraw: () => this.render(), call: (fn, ...args) => this.call(fn, ...args) }, { ids: false, score: this.p.score, tools: false, editor: false, grabFocus: false, params: this.p.own });
    replaceChildren(
      this.box,
      h(
        "section",
        { class: "rw", role: "region", "aria-label": this.p.title || EMBED.regionLabel(this.game.name), lang: this.lang, dataset: { mode: this.p.mode, game: this.p.game, lang: this.lang } },
        this.p.task ? h("p", { class: "rw-task" }, this.p.task) : null,
        this.status,
        this.tableEl,
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
    renderError(this.host, this.box, message, this.p.title || this.T.regionLabel(withLang(this.lang, () => this.game.name)), this.lang);
  }

  // ------------------------------------------------------------ engine

  call(fn, ...args) {
    return this.engine.call(fn, ...args);
  }

  /** One action through the engine: the new state, the record entry and the sentence (in the widget's language). */
  step(state, action) {
    return this.call("step", state, action, ...this.langArgs);
  }

  /** The table of an open game, else the view of the seat this board belongs to. */
  uiOf(state) {
    return this.hidden ? this.call("ui_state", state, this.viewSeat ?? 0) : this.call("ui_state", state);
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
      // a shared position or record (an unfinished game) has what it withholds dealt afresh
      // from a fresh random seed (each game's sharing rules): the author cannot know the reader's future
      if (p.position) base = await openPosition(this.engine, p.position);
      else if (p.record) {
        let states;
        let record;
        try {
          record = await openRecord(this.engine, p.record);
          states = await this.call("replay", record);
        } catch (e) {
          return this.fail(EMBED.badRecord(errorText(e)));
        }
        const plies = states.length - 1;
        const at = p.at ?? (p.mode === "step" && !p.line.length ? 0 : plies);
        if (at > plies) return this.fail(EMBED.badAt(String(p.at)));
        base = states[at];
        if (p.mode === "step" && !p.line.length) recordLine = (record.actions || []).slice(at).map((e) => ({ move: e.action, caption: "", wrong: {}, entry: e }));
      } else {
        // a fresh game to play against the computer is dealt from 128 random bits unless the
        // author fixed a seed; a board that steps through an author's line keeps seed 1, the deal
        // its line was written for
        const seed = p.seed ?? (p.mode === "play-from-here" && !p.line.length ? openingSeed() : 1);
        base = await this.call("new_game", p.game, seed);
      }
    } catch (e) {
      return this.fail(EMBED.badPosition(errorText(e)));
    }
    if (base.game !== p.game) return this.fail(EMBED.gameMismatch(withLang(this.lang, () => nameOf(p.game)), withLang(this.lang, () => nameOf(base.game))));
    // the game's own parameters (p.own), checked by its table once it has its fixed data
    if (this.table.paramProblem) {
      await this.table.loaded;
      const problem = withLang(this.lang, () => this.table.paramProblem());
      if (problem) return this.fail(problem);
    }
    this.line = p.line.length ? p.line : recordLine;
    try {
      this.hidden = await hasHiddenInformation(this.engine, base);
      const first = await this.call("ui_state", base, ...(this.hidden ? [0] : []));
      const seats = first.seats || 2;
      if (p.seat !== undefined && p.seat >= seats) return this.fail(EMBED.badSeat(String(p.seat)));
      const mover = first.current_player ?? 0;
      this.human = p.seat ?? mover;
      this.viewSeat = !this.hidden ? null : p.seat ?? (p.mode === "play-from-here" || p.mode === "try" ? mover : 0);
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
      this.base = { state: base, ui: await this.uiOf(base), index: 0 };
      if (p.mode === "step") {
        this.frames = [{ ...this.base, text: "", caption: p.caption }];
        for (let i = 0; i < this.lineStates.length; i++) {
          const res = this.lineStates[i];
          this.frames.push({ state: res.state, ui: await this.uiOf(res.state), index: i + 1, text: res.text, caption: this.line[i].caption });
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
    return ui.current_player ?? null;
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
      // what the wrong move would have led to, in the game's words (e.g. the points)
      if (this.table.afterNote) {
        const after = await this.uiOf(res.state);
        const said = withLang(this.lang, () => this.table.afterNote(after));
        if (said) text = `${text} ${said}`;
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
    this.cur = { state: res.state, ui, index: i + 1 };
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
      this.cur = { state: res.state, ui, index: this.history.length };
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

  /** play-from-here: automatic actions (a forced pass) and the computer's moves. */
  afterPlay() {
    const ui = this.cur.ui;
    const who = this.actor(ui);
    if (who === null) return;
    const g = this.gen;
    const auto = this.table.autoAction ? this.table.autoAction(ui) : null;
    if (who === this.human && !auto) return;
    this.busy = true;
    this.render();
    this.timer = setTimeout(async () => {
      if (g !== this.gen) return;
      let action = auto;
      if (!auto) {
        try {
          action = await this.call("choose_action", this.cur.state, this.p.level, `${this.p.seed ?? "embed"}:${this.history.length}`, timeFor(this.p.level));
        } catch (e) {
          if (g !== this.gen) return;
          this.busy = false;
          this.message = { text: this.T.actionFailed(errorText(e)), kind: "wrong" };
          return this.render();
        }
      }
      if (g !== this.gen) return;
      this.busy = false;
      this.playMove(action);
    }, AUTO_DELAY);
  }

  // ------------------------------------------------------------ drawing

  statusLine(ui) {
    const EMBED = this.T;
    if (!this.ready) return EMBED.loading;
    if (this.p.mode === "step") {
      const f = this.frames[this.index];
      return `${EMBED.stepCount(this.index + 1, this.frames.length)}: ${f.text || EMBED.startPosition}`;
    }
    if (ui.outcome) return this.table.status(ui, {});
    const who = this.seatName(ui, this.actor(ui));
    if (this.p.mode === "try" && !this.solved) {
      if (this.busy || (this.index < this.line.length && this.line[this.index].auto)) return EMBED.toMove(who);
      return EMBED.findMove(who);
    }
    if (this.p.mode === "play-from-here") {
      if (this.actor(ui) !== this.human) return EMBED.computerThinking(who);
      return EMBED.yourMove(who);
    }
    if (this.solved) return EMBED.solved;
    return EMBED.toMove(who);
  }

  seatName(ui, seat) {
    if (seat === null || seat === undefined) return "";
    return this.game.seatName(seat, ui.seats || 2, ui);
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
    if (ui) {
      const controllers = this.p.mode === "play-from-here" && this.human !== null ? Array.from({ length: ui.seats || 2 }, (_, s) => (s === this.human ? "human" : "computer")) : null;
      this.tableEl.hidden = false;
      this.table.render(ui, { canAct: this.canAct(), controllers, hint: null, index: this.cur ? this.cur.index : 0, territories: !!this.p.score });
    } else this.tableEl.hidden = true;
    this.renderControls();
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
