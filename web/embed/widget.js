// The embeddable board (docs: web/authors.html). mountWidget(host, get) reads the parameters
// through get(name) (data- attributes or the address of embed.html), draws the position at
// once (before Python is up) and then asks the one shared engine worker for everything
// rules-related. Parameters are data: they only ever reach the page as textContent.
//
// Modes: static, step (Previous/Next through the line), try (find the line's moves; wrong
// moves are explained and taken back), play-from-here (against the computer). The moves of try
// and play-from-here are played by a game session (web/session/session.js, made in
// engine-board.js): the widget has no move loop of its own.
//
// The engine (Pyodide: tens of megabytes) starts only when a board needs it. A static board with
// its picture (`ui`: the engine's ui_state when the snippet was made, checked against the
// table's uiSchema, else refused with a message) is drawn by the table alone; if another board
// starts the engine, the picture is compared with the engine's and redrawn if they differ. A
// static board without `ui` starts the engine at once. The other modes start it when the reader
// reaches (IntersectionObserver) or touches the board, or when another board has. board_data
// comes from the build's embed/board-data.json.gz meanwhile; what only the engine needs
// (engine-board.js) is loaded with it.
//
// Language: each widget has its own (the lang parameter, else the host page's <html lang>), so
// two boards of one page may differ. Its texts come from its own table (stringsFor), the shared
// drawing modules (board, panels, LLTQ view) are called inside withLang, and the engine gets the
// language with every move.

import { h, replaceChildren } from "../core/dom.js";
import { withLang, langOfTag, hasLang, loadLang } from "../core/lang.js";
import { drawableUi } from "../core/ui-check.js";
import { stringsFor } from "../embed-strings.js";
import { fixedBoardData } from "./fixed-data.js";
import { GAMES as REGISTERED, gameById, gameOfPosition, defaultGame, loadTable, tableOf } from "../games/index.js";

export const MODES = ["static", "step", "try", "play-from-here"];
export const GAMES = REGISTERED.map((g) => g.id);
const MAX_TEXT = 400_000; // characters per parameter
// A language tag the lang parameter accepts: en or de, optionally with a region (de-AT).
const LANG_TAG = /^(en|de)(?:-[a-z0-9]{1,8})*$/i;
// Parameters that belong to a game's table (a component lists those it reads in `embedParams`;
// its table checks their values, web/PROTOCOL.md): any other game refuses them by name.
export const GAME_PARAMS = [...new Set(REGISTERED.flatMap((g) => g.embedParams || []))];
// How far outside the view a waiting board starts the engine (IntersectionObserver's rootMargin).
const NEAR_VIEW = "100px 0px";

// The single file (tools/build/single_file.py) carries the sheets itself and hands out blob: URLs.
const sheetUrl = (p) => globalThis.ROSARIUM_INLINE?.fileUrl(p) ?? new URL(`../${p}`, import.meta.url).href;

/** A board's style sheets: the page's, its game's only (none for an unknown game), the widget's. */
function stylesFor(game) {
  return ["style.css", ...(game ? [game.css] : []), "embed.css"].map(sheetUrl);
}

// ---------------------------------------------------------------- the shared engine

let engineMods = null;
let E = null; // engine-board.js, once loaded

/** What only a board with the engine needs (engine-board.js: the engine's client, its error
 * texts, sharing, the computer's levels, and what the board asks of the engine), loaded with the
 * engine: a page of pictures fetches none of it. */
function engineModules() {
  engineMods ??= import("./engine-board.js").then((m) => {
    E = m;
    return m;
  });
  return engineMods;
}

/** An error as people read it (core/engine.js errorText once the engine's modules are in). */
function errorText(e) {
  return E ? E.errorText(e) : String((e && e.message) || e || "");
}

let shared = null;
const engineWaiters = new Set(); // told once the page's shared engine has been started

/** One engine worker for every widget of the page, behind the one engine policy
 * (core/engine.js: calls one at a time, a deadline, a dead or hung worker replaced once). Made
 * on the first call (that starts the worker and Pyodide); the boards waiting for it are then told. */
export function sharedEngine() {
  if (shared) return shared;
  const made = engineModules().then((m) => m.startEngine());
  shared = {
    ready: made.then((engine) => engine.ready),
    slow: made.then((engine) => engine.slow),
    call: (fn, ...args) => made.then((engine) => engine.call(fn, ...args)),
  };
  const waiting = [...engineWaiters];
  engineWaiters.clear();
  queueMicrotask(() => waiting.forEach((f) => f(shared)));
  return shared;
}

/** f(engine) once the page's shared engine has been started: now if it has. */
function whenEngineStarts(f) {
  if (shared) queueMicrotask(() => f(shared));
  else engineWaiters.add(f);
}


/** Two JSON values alike (object keys in any order). */
function canonical(x) {
  if (Array.isArray(x)) return `[${x.map(canonical).join(",")}]`;
  if (x && typeof x === "object") return `{${Object.keys(x).sort().map((k) => `${JSON.stringify(k)}:${canonical(x[k])}`).join(",")}}`;
  return JSON.stringify(x) ?? "null";
}

function sameUi(a, b) {
  return canonical(a) === canonical(b);
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
  return { ...withLang(lang, () => readParams(get, stringsFor(lang).EMBED)), lang };
}

/** A registered game's name in the language being drawn (its id if the registry has none). */
function nameOf(id) {
  const g = gameById(id);
  return g ? g.name : String(id);
}

function readParams(get, EMBED) {
  const raw = {};
  for (const k of ["game", "position", "record", "line", "mode", "caption", "task", "seat", "level", "at", "seed", "score", "title", "ui", ...GAME_PARAMS]) {
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
  p.level = (raw.level || "easy").trim(); // checked with the engine (the computer's levels)
  if (raw.at !== undefined && raw.at.trim() !== "") {
    if (!/^\d+$/.test(raw.at.trim())) return { error: EMBED.badAt(raw.at) };
    p.at = Number(raw.at);
  }
  if (raw.seed !== undefined && raw.seed.trim() !== "") p.seed = /^\d{1,15}$/.test(raw.seed.trim()) ? Number(raw.seed) : raw.seed.trim();
  p.score = raw.score !== undefined && raw.score.trim() !== "false" && raw.score.trim() !== "0";
  // the picture the board carries (the engine's ui_state when the snippet was made): checked
  // against the game's table before anything is drawn from it
  if (raw.ui !== undefined && raw.ui.trim()) {
    const u = parseJson(raw.ui, EMBED.badUiJson);
    if (u.error) return u;
    if (!drawableUi(gameById(p.game), u.value)) return { error: EMBED.badUi(nameOf(p.game)) };
    p.ui = u.value;
  }
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
  const fallback = langOfTag(hostLang ?? document.documentElement.lang);
  let params;
  try {
    params = parseParams(get, fallback);
  } catch (e) {
    params = { error: errorText(e), lang: fallback };
  }
  if (!hasLang(params.lang)) {
    // a board added after the page loaded, in a language no board had: its texts come first
    loadLang(params.lang).then(() => mountWidget(host, get, { shadow, engine, hostLang }));
    return null;
  }
  if (shadow) {
    root = host.shadowRoot || host.attachShadow({ mode: "open" });
    // the sheets of this board's game only (a page of one game loads no other game's)
    replaceChildren(root, stylesFor(params.error ? null : gameById(params.game)).map((href) => h("link", { rel: "stylesheet", href })));
  }
  const box = h("div", { class: "rw-host" });
  root.append(box);
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
  const w = new Widget(host, box, params, engine ? () => engine : sharedEngine, !!engine);
  w.start();
  return w;
}

/**
 * The ui_state a board with these parameters is drawn with at its start, as the engine gives it
 * (what the Embed snippet and the authors' page carry in `ui`): `params` as the widget takes them
 * ({mode, position, record, seat, …}; objects for record and line). A shared position or record
 * is opened with engine-board.js's PICTURE_SEED, as a static board does. `engine`: anything with
 * call(fn, ...args) and ready. Rejects with the board's message when it cannot be shown.
 */
export async function boardUi(engine, params, lang = "en") {
  const text = (k) => (params[k] === undefined || params[k] === null ? null : typeof params[k] === "object" ? JSON.stringify(params[k]) : String(params[k]));
  const p = parseParams((k) => (k === "ui" ? null : text(k)), lang);
  if (p.error) throw new Error(p.error);
  return (await engineModules()).boardUi(engine, p);
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
  /** engineOf(): the engine this board uses (calling it starts the page's shared one); engineGiven:
   * the caller handed one in (it is running: the board uses it at once). */
  constructor(host, box, params, engineOf, engineGiven = false) {
    this.host = host;
    this.box = box;
    this.p = params;
    this.lang = params.lang;
    this.T = stringsFor(this.lang).EMBED;
    // the engine's move sentences in the widget's language; English is the engine's default
    // and is left implicit, so an English board also works with an engine that has no lang
    this.langArgs = this.lang === "en" ? [] : [this.lang];
    this.engineOf = engineOf;
    this.engineGiven = engineGiven;
    this.engineHandle = null; // the engine, once this board has asked for it
    this.game = gameById(params.game);
    this.table = null; // the game's table, once its module is in (start)
    this.tableMade = null; // settles when it is
    this.ready = false;
    this.waiting = false; // an interactive board that has not started the engine yet
    this.stopWaiting = null; // ends the waiting (waitForReader)
    this.booting = false; // boot() under way or done
    this.checking = false; // check() under way or done
    this.failed = false; // the board shows a message instead
    this.prepared = null; // the engine's answer for this board (prepare), once asked
    this.session = null; // try and play-from-here: the game session playing the moves
    this.probing = false; // try: a wrong move is being shown
    this.cur = null; // {state, ui, index}
    this.frames = []; // step mode: [{state, ui, text, caption}]
    this.index = 0; // step: the frame shown
    this.message = null; // {text, kind: "right"|"wrong"|"info"}
    this.solved = false;
    this.human = null;
    this.viewSeat = null;
    // what is drawn before the engine has answered: the carried ui (checked in readParams), else
    // the game's own preview of the parameters, if it has one
    this.carried = params.ui ? { state: null, ui: params.ui, index: 0 } : null;
    this.preview = this.game.preview ? this.game.preview(params) : null;
    withLang(this.lang, () => this.build());
  }

  /** A move or a wrong move's answer is under way, or an automatic or computer move is due. */
  get busy() {
    return this.probing || (!!this.session && (this.session.busy || !!this.session.timer));
  }

  /** try: the step of the line to find next (the number of line moves played). */
  get step() {
    return this.session ? this.session.index : 0;
  }

  /** The engine (asking for it starts the page's shared one). */
  get engine() {
    this.engineHandle ??= this.engineOf();
    return this.engineHandle;
  }

  // ------------------------------------------------------------ skeleton

  build() {
    const EMBED = this.T;
    this.statusMove = h("p", { class: "rw-move" });
    this.statusCaption = h("p", { class: "rw-caption" });
    this.status = h("div", { class: "rw-status status", role: "status", "aria-live": "polite", "aria-atomic": "true" }, this.statusMove, this.statusCaption);
    this.controls = h("div", { class: "rw-controls" });
    this.tableEl = h("div", { class: "rw-table" });
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

  /** The same table component as the page's (web/games/<game>/), without the page's extras. */
  makeTable() {
    this.table = new (tableOf(this.game))(this.tableEl, { act: (a) => this.act(a), redraw: () => this.render(), call: (fn, ...args) => this.call(fn, ...args) }, { ids: false, score: this.p.score, tools: false, editor: false, grabFocus: false, params: this.p.own });
  }

  setState(s) {
    this.host.dataset.rwState = s;
  }

  fail(message) {
    if (this.session) this.session.stop();
    this.failed = true;
    if (this.stopWaiting) this.stopWaiting();
    renderError(this.host, this.box, message, this.p.title || this.T.regionLabel(withLang(this.lang, () => this.game.name)), this.lang);
  }

  // ------------------------------------------------------------ engine

  /** A page function of the engine. The fixed data a table asks for comes from the build's copy
   * while this board has not started the engine (a carried picture needs no Python). */
  async call(fn, ...args) {
    if (fn === "board_data" && !this.engineHandle) {
      const data = await fixedBoardData();
      if (data && Object.hasOwn(data, args[0])) return data[args[0]];
    }
    return this.engine.call(fn, ...args);
  }

  /** One action through the engine: the new state, the record entry and the sentence (in the widget's language). */
  stepOf(state, action) {
    return this.call("step", state, action, ...this.langArgs);
  }

  async start() {
    // the game's table module, fetched when a board of that game is first shown
    this.tableMade = loadTable(this.game).then(() => withLang(this.lang, () => this.makeTable()));
    try {
      await this.tableMade;
    } catch (e) {
      return this.fail(this.T.engineFailed(errorText(e)));
    }
    const p = this.p;
    if (p.mode === "static" && this.carried) {
      // the picture alone: no engine. The game's own parameters (a map region) are checked by
      // its table once it has its fixed data.
      if (this.table.paramProblem) {
        await this.table.loaded;
        const problem = withLang(this.lang, () => this.table.paramProblem());
        if (problem) return this.fail(problem);
      }
      this.base = this.carried;
      this.ready = true;
      this.restart();
      // another board of the page starts the engine: check the picture against it
      if (this.engineGiven) this.check();
      else whenEngineStarts(() => this.check());
      return;
    }
    if (p.mode === "static" || this.engineGiven) return this.boot();
    this.waitForReader();
  }

  /**
   * An interactive board waits for its reader before it starts the engine: until the board comes
   * into view (or near it) or is touched. If the page's engine is started meanwhile (by another
   * board), this one gets ready too.
   */
  waitForReader() {
    this.waiting = true;
    this.setState("waiting");
    this.render();
    const go = () => {
      if (!this.waiting) return;
      this.stopWaiting();
      this.boot();
    };
    const events = ["pointerdown", "focusin", "keydown"];
    let seen = null;
    this.stopWaiting = () => {
      this.waiting = false;
      events.forEach((t) => this.host.removeEventListener(t, go, true));
      if (seen) seen.disconnect();
      engineWaiters.delete(go);
    };
    events.forEach((t) => this.host.addEventListener(t, go, true));
    if (typeof IntersectionObserver === "function") {
      seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), { rootMargin: NEAR_VIEW });
      seen.observe(this.host);
    } else queueMicrotask(go);
    whenEngineStarts(go);
  }

  /** Starts the engine for this board (if not yet) and shows the board once it has answered. */
  async boot() {
    if (this.booting || this.failed) return;
    this.booting = true;
    this.waiting = false;
    this.setState("loading");
    this.render();
    Promise.resolve(this.engine && this.engine.slow).then((ms) => {
      if (!ms || this.ready || this.failed) return;
      this.slowStart = ms;
      this.render();
    });
    const r = await this.prepareOnce();
    if (r.error) return this.fail(r.error);
    this.adopt(r);
    this.ready = true;
    this.restart();
  }

  /** A static board drawn from its carried ui, once the page's engine runs: the engine draws the
   * same position for the same seat; where it draws anything else, the board shows the engine's. */
  async check() {
    if (this.checking || this.failed) return;
    this.checking = true;
    const r = await this.prepareOnce();
    if (r.error) {
      // the engine refuses the position: the board says so. An engine that cannot start leaves
      // the picture as it is.
      if (!r.engine) this.fail(r.error);
      this.host.dataset.rwChecked = "unchecked";
      return;
    }
    const same = sameUi(r.base.ui, this.carried.ui);
    this.host.dataset.rwChecked = same ? "same" : "redrawn";
    this.adopt(r);
    if (!same) this.restart();
  }

  /** Takes the engine's answer for this board. */
  adopt(r) {
    this.hidden = r.hidden;
    this.human = r.human;
    this.viewSeat = r.viewSeat;
    this.line = r.line;
    this.lineStates = r.lineStates;
    this.base = r.base;
    this.frames = r.frames;
  }

  prepareOnce() {
    this.prepared ??= this.prepare();
    return this.prepared;
  }

  /** What the engine says of this board (engine-board.js enginePrepare, loaded with the engine). */
  async prepare() {
    try {
      await engineModules();
    } catch (e) {
      return { error: this.T.engineFailed(errorText(e)), engine: true };
    }
    return E.enginePrepare(this);
  }

  /**
   * The ui_state the engine draws this board's first position with (the authors' page puts it
   * into the example's snippet): starts the engine, and gets this board ready with it. null when
   * the board cannot be shown.
   */
  async engineUi() {
    if (this.p.mode === "static" && this.carried) this.check();
    else if (this.waiting) {
      this.stopWaiting();
      this.boot();
    }
    const r = await this.prepareOnce();
    return r.error ? null : r.base.ui;
  }

  /** Back to the first position (Start again). */
  restart() {
    this.cur = this.base;
    this.index = 0;
    this.solved = false;
    this.probing = false;
    this.message = this.p.caption ? { text: this.p.caption, kind: "info" } : null;
    this.setState("ready");
    // try and play-from-here: the session plays from the first position (engine-board.js)
    if (this.p.mode === "try" || this.p.mode === "play-from-here") E.startSession(this);
    this.render();
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

  // Whose turn it is, whether the seat is a person's, whether an automatic step comes first: the
  // game session's to say (its controllers and its autoAction hook, engine-board.js); a try
  // board adds only that its line is not done.
  canAct() {
    if (!this.ready || this.busy || !this.session) return false;
    if (this.p.mode === "try" && (this.solved || this.step >= this.line.length)) return false;
    return this.session.humanToAct();
  }

  async act(action) {
    if (!this.canAct()) return;
    if (this.p.mode === "try") return E.tryMove(this, action);
    return this.session.play(action);
  }

  // ------------------------------------------------------------ drawing

  statusLine(ui) {
    const EMBED = this.T;
    if (!this.ready) return this.waiting ? EMBED.waiting : this.slowStart ? EMBED.engineSlow(Math.round(this.slowStart / 1000)) : EMBED.loading;
    if (this.p.mode === "step") {
      const f = this.frames[this.index];
      return `${EMBED.stepCount(this.index + 1, this.frames.length)}: ${f.text || EMBED.startPosition}`;
    }
    if (ui.outcome) return this.table.status(ui, {});
    const who = this.seatName(ui, this.actor(ui));
    if (this.p.mode === "try" && !this.solved) {
      if (this.busy || (this.step < this.line.length && this.line[this.step].auto)) return EMBED.toMove(who);
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
    const ui = (this.cur && this.cur.ui) || (this.carried && this.carried.ui) || this.preview;
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
    if (ui && this.table) {
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
        btn(EMBED.showAnswer, () => E.showAnswer(this), !this.ready || this.solved || this.busy),
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
