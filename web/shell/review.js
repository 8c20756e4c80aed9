// Review and analysis, for every game of the registry (the shell's move-list panel).
//
// Review: a cursor over the positions of the game (0 = the start, i = after move i, up to the
// position on the board). While it is set the table draws the position at the cursor with no
// move allowed; "Back to the game" drops it, "Play from here" hands the position to the shell
// (the same jump as undo, with its hand-over screen). Nothing is undone by browsing. What is
// drawn comes from the shell's `view(i)`: the view of the seat whose screen it is (the shell
// hides the panel on a hand-over screen, and the cursor never goes past the position on the
// board, so no future draw is ever shown).
//
// Replay steps the cursor forward at the chosen speed; a game of computers only can be paused,
// stepped and slowed (the shell asks `mayMove()` and `moveDelay()` before each computer move).
//
// Analysis: every position up to the one on the board is searched in the search worker (the
// same worker as the computer's moves, no other), a few positions per round trip with
// analyse_positions(states, level, ["<seed>:<i>:review", …], ms) at the review's level
// (settings.reviewLevel, default hard), each search capped at its share of the whole game's
// time (review_total_ms over the positions to search, at most review_ms), so a long game is
// analysed in the same few seconds as a short one, each position a little less deeply. A position whose win
// chance the game already searched (a hint, the win-chance meter: Computer.knownAnalysis) is
// not searched again. The batches are short, so the progress is told as it goes, the positions
// can be browsed meanwhile and a computer move waits at most one batch; Stop ends the analysis
// after the batch under way (what was found stays and a second press goes on); an undo or a new
// game cancels it with the other searches. The graph (review-graph.js) shows the win chance
// over the positions with its axes, legend and a readout linked to the move list, and a table
// as its text; a move whose mover's chance fell most from before it to the next position where
// that side's chance is known is marked, with the computer's preferred move shown on the board
// at the position before it. A game with secrets per seat is analysed only once it is over
// (the preferred move of a seat would tell its secrets).

import { h, svg, replaceChildren } from "../core/dom.js";
import { R } from "./review-strings.js";
import { WinGraph } from "./review-graph.js";
import { S } from "./strings.js";
import { settings } from "./config.js";
import { errorText } from "../core/engine.js";
import { renderMoveList } from "./moves.js";

const LOSS_MARK = 0.1; // a move is marked when its mover's chance fell by this much or more
const MAX_MARKS = 3; // ... and it is among this many that lost the most
// positions per round trip: as many as fit in this much search time, so the progress moves
// and a computer's move waits at most about this long
const BATCH_MS = 600;
const MAX_BATCH = 12;
const MIN_POSITION_MS = 20; // the least share of one position (the engine's first ply is done anyway)

/** The pause between two replayed positions or computer moves at `speed`. */
function delayOf(speed) {
  const normal = settings.computerDelay;
  if (speed === "slow") return normal * 4 + 800;
  if (speed === "fast") return Math.round(normal / 4);
  return normal;
}

/** A returns() value in [-1, 1] as a chance in [0, 1]: a win is 1, a loss 0, a draw ½. */
const chanceOfReturn = (r) => (r > 0 ? 1 : r < 0 ? 0 : 0.5);

export class Review {
  /**
   * session: the game on the board (web/session/session.js): its history, the undo rule for
   * "Play from here", its searches and its computer moves.
   * hooks: {live() → index on the board or -1, view(i) → Promise<ui>, game(),
   *   hintText(action, ui), redraw(), message(text)}
   */
  /** The game on the board is over. */
  get over() {
    return !!(this.session.ui && this.session.ui.outcome);
  }

  /** Only computers play (the replay can be paused and slowed). */
  get cvc() {
    return !!this.session.config && this.session.config.mode === "cvc";
  }

  constructor(session, hooks) {
    this.session = session;
    this.hooks = hooks;
    this.hist = null; // the History the cursor and the analysis belong to
    this.cursor = null;
    this.ui = null;
    this.uiKey = null;
    this.gen = 0;
    this.replayTimer = null;
    this.paused = false;
    this.stepOnce = false;
    this.speed = "normal";
    this.analysis = null;
    this.analysisDrawn = null;
    const b = (label, onclick, extra = {}) => h("button", { type: "button", onclick, ...extra }, label);
    // the four steps show arrows; their names (and tooltips) are words
    const arrow = (shapes, label, onclick, key) => b(svg("svg", { viewBox: "0 0 16 16", width: 16, height: 16, "aria-hidden": "true", focusable: "false" }, shapes.map((d) => svg("path", { d }))), onclick, { "aria-label": label, title: label, "aria-keyshortcuts": key, class: "review-step" });
    const LEFT = "M12 3 L5 8 L12 13 Z";
    const RIGHT = "M4 3 L11 8 L4 13 Z";
    this.btn = {
      first: arrow(["M3 3 h2 v10 h-2 Z", "M13 3 L6 8 L13 13 Z"], R.first, () => this.go(0), "Home"),
      previous: arrow([LEFT], R.previous, () => this.step(-1), "ArrowLeft"),
      next: arrow([RIGHT], R.next, () => this.step(1), "ArrowRight"),
      last: arrow(["M3 3 L10 8 L3 13 Z", "M11 3 h2 v10 h-2 Z"], R.last, () => this.exit(), "End"),
      replay: b(R.replay, () => this.toggleReplay(), { "aria-pressed": "false" }),
      back: b(R.backToGame, () => this.exit(), { class: "primary", "aria-keyshortcuts": "Escape" }),
      playHere: b(R.playFromHere, () => this.playHere()),
      pause: b(R.pause, () => this.togglePause(), { "aria-pressed": "false" }),
      stepMove: b(R.step, () => this.stepComputer()),
      analyse: b(R.analyse, () => this.analyse()),
      stop: b(R.stopAnalysis, () => this.stopAnalysis()),
    };
    this.speedBtns = Object.keys(R.speeds).map((s) => b(R.speeds[s], () => this.setSpeed(s), { "aria-pressed": "false", dataset: { speed: s } }));
    this.nav = h("div", { class: "review-nav", role: "group", "aria-label": R.reviewLabel }, this.btn.first, this.btn.previous, this.btn.next, this.btn.last, this.btn.replay, this.btn.back, this.btn.playHere);
    this.cvcBox = h("div", { class: "review-cvc", role: "group", "aria-label": R.computersLabel }, this.btn.pause, this.btn.stepMove, h("span", { class: "review-speed", role: "group", "aria-label": R.speedLabel }, h("span", { "aria-hidden": "true" }, `${R.speedLabel}:`), this.speedBtns));
    this.heading = h("h2", {}, S.moveListTitle);
    this.listBox = h("div", { class: "review-list" });
    // a polite live region (not a second role=status: the page's status line is the one)
    this.progress = h("p", { class: "analysis-progress", "aria-live": "polite" });
    this.bar = h("progress", { class: "analysis-bar", max: "1", value: "0", "aria-label": R.progressLabel, hidden: true });
    this.graph = new WinGraph({ pick: (i) => this.go(i), text: (i) => this.readout(i) });
    this.tableBox = h("details", { hidden: true }, h("summary", {}, R.tableToggle));
    // the better-move line comes after the graph: appearing, it never moves the graph under the pointer
    this.graphBox = h("div", { class: "analysis-graph", hidden: true }, this.graph.root);
    this.betterLine = h("p", { class: "analysis-better", "aria-live": "polite" });
    this.analysisBox = h("section", { class: "analysis", "aria-label": R.analysisTitle }, h("h3", {}, R.analysisTitle), h("div", { class: "analysis-buttons" }, this.btn.analyse, this.btn.stop), this.progress, this.bar, this.graphBox, this.betterLine, this.tableBox);
  }

  get active() {
    return this.cursor !== null;
  }

  // ---------------------------------------------------------------- the cursor

  /** Show position i (0 = start); the position on the board ends the review. */
  go(i) {
    const live = this.hooks.live();
    if (live < 0) return;
    const to = Math.max(0, Math.min(live, i));
    if (to === live) return this.exit();
    this.cursor = to;
    this.load();
    this.hooks.redraw();
  }

  /** From the end screen: the start of the game, the panel in view and its Next button focused. */
  start() {
    this.go(0);
    this.btn.next.scrollIntoView({ block: "nearest" });
    this.btn.next.focus();
  }

  step(d) {
    const live = this.hooks.live();
    if (live < 0) return;
    this.go((this.cursor ?? live) + d);
  }

  /** Back to the position on the board (`quiet`: the caller is drawing already). */
  exit(quiet = false) {
    const was = !quiet && (this.cursor !== null || this.replayTimer);
    this.cursor = null;
    this.ui = null;
    this.uiKey = null;
    this.gen += 1;
    this.stopReplay();
    if (was) this.hooks.redraw();
  }

  playHere() {
    const i = this.cursor;
    if (i === null || !this.session.mayPlayFrom(i)) return;
    this.exit();
    // a finished game's position before its last chance outcome or reveal: the person has seen
    // what came after it, so the page deals it anew (TBL-5.1) instead of playing on the same future
    if (i < this.session.undoStop()) return this.hooks.playAnew(i);
    if (this.session.mayPlayFrom(i)) this.session.jump(i);
  }

  load() {
    const i = this.cursor;
    const key = `${i}:${this.session.viewSeat}`;
    if (this.uiKey === key) return;
    const g = ++this.gen;
    this.hooks.view(i).then(
      (ui) => {
        if (g !== this.gen || this.cursor !== i) return;
        this.ui = ui;
        this.uiKey = key;
        this.hooks.redraw();
      },
      (err) => g === this.gen && (this.exit(), this.hooks.message(errorText(err))),
    );
  }

  /**
   * Called on every redraw of the shell: a new game drops the cursor and the analysis, a cursor
   * past the position on the board (an undo) or a hand-over screen ends the review, a change of
   * the seat whose screen it is loads that seat's view.
   */
  sync(handover) {
    const hist = this.session.history;
    if (hist !== this.hist) {
      this.hist = hist;
      this.analysis = null;
      this.exit(true);
    }
    if (this.cursor === null) return;
    if (handover || this.cursor >= this.hooks.live()) return this.exit(true);
    this.load();
  }

  /** What the table draws while reviewing: {ui, index, hint}, or null (the live position). */
  shown() {
    if (this.cursor === null || !this.ui) return null;
    const mark = this.marks().get(this.cursor);
    return { ui: this.ui, index: this.cursor, hint: mark ? mark.best : null };
  }

  /** Arrows, Home, End and Escape on the move list or the page itself (not in the table). */
  onKey(ev, panel) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || ev.shiftKey) return false;
    const t = ev.target;
    if (!(t === document.body || t === document.documentElement || (panel && panel.contains(t)))) return false;
    if (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA") return false;
    const live = this.hooks.live();
    if (live <= 0) return false;
    // back (Left, Home) from the board's position; forward (Right, End, Escape) only while reviewing
    const act = { ArrowLeft: () => this.step(-1), Home: () => this.go(0) }[ev.key] || (this.cursor !== null && { ArrowRight: () => this.step(1), End: () => this.exit(), Escape: () => this.exit() }[ev.key]);
    if (!act) return false;
    ev.preventDefault();
    act();
    return true;
  }

  // ---------------------------------------------------------------- replay and computer games

  toggleReplay() {
    if (this.replayTimer) return this.stopReplay(), this.hooks.redraw();
    const live = this.hooks.live();
    if (live <= 0) return;
    if (this.cursor === null) this.go(0);
    const tick = () => {
      this.replayTimer = null;
      if (this.cursor === null) return this.hooks.redraw();
      this.step(1);
      if (this.cursor !== null) this.replayTimer = setTimeout(tick, Math.max(150, delayOf(this.speed)));
      else this.hooks.redraw();
    };
    this.replayTimer = setTimeout(tick, Math.max(150, delayOf(this.speed)));
    this.hooks.redraw();
  }

  stopReplay() {
    if (this.replayTimer) clearTimeout(this.replayTimer);
    this.replayTimer = null;
  }

  togglePause() {
    this.paused = !this.paused;
    this.stepOnce = false;
    this.session.resume();
  }

  stepComputer() {
    if (!this.paused) return;
    this.stepOnce = true;
    this.session.resume();
  }

  setSpeed(s) {
    this.speed = s;
    this.hooks.redraw();
  }

  /** Whether a computer may move now in a game of computers (paused: only a Step lets one). */
  mayMove() {
    if (!this.cvc || !this.paused) return true;
    if (!this.stepOnce) return false;
    this.stepOnce = false;
    return true;
  }

  /** The pause before a computer move in a game of computers, at the chosen speed. */
  moveDelay(normal) {
    return this.cvc ? delayOf(this.speed) : normal;
  }

  // ---------------------------------------------------------------- analysis

  canAnalyse() {
    return !!this.session.history && this.hooks.live() >= 0 && (!this.session.hidden || this.over);
  }

  async analyse() {
    const hist = this.session.history;
    const live = this.hooks.live();
    const computer = this.session.hooks.computer;
    if (!this.canAnalyse() || !computer || (this.analysis && this.analysis.running)) return;
    if (!this.analysis || this.analysis.hist !== hist) this.analysis = { hist, points: [], states: [], sides: null };
    const a = this.analysis;
    const token = {};
    const todo = [];
    for (let i = 0; i <= live; i++) if (!(a.points[i] && a.states[i] === hist.states[i])) todo.push(i);
    Object.assign(a, { running: token, stopped: false, error: null, total: live + 1, done: live + 1 - todo.length, started: performance.now(), ms: null });
    this.hooks.redraw();
    const seed = this.session.config.seed;
    const fresh = todo.filter((i) => !computer.knownAnalysis(hist.states[i])).length;
    const ms = Math.max(MIN_POSITION_MS, Math.min(settings.reviewMs, Math.floor(settings.reviewTotalMs / Math.max(1, fresh))));
    const per = Math.max(1, Math.min(MAX_BATCH, Math.floor(BATCH_MS / ms)));
    try {
      if (!a.sides) a.sides = await this.sidesOf(await this.hooks.view(0));
      while (todo.length) {
        if (a.running !== token) return;
        const batch = todo.splice(0, per);
        const states = batch.map((i) => hist.states[i]);
        const known = states.map((s) => computer.knownAnalysis(s));
        const seeds = batch.map((i, k) => (known[k] ? null : `${seed}:${i}:review`));
        a.reused = (a.reused || 0) + known.filter(Boolean).length;
        const res = await computer.analyseMany(states, settings.reviewLevel, seeds, ms);
        if (!res) return this.stopped(token); // cancelled with the other searches (an undo, a new game)
        // kept even when stopped meanwhile: what was found stays
        batch.forEach((i, k) => {
          a.points[i] = this.pointOf(res[k], known[k], a.sides);
          a.states[i] = states[k];
        });
        if (a.running !== token) return this.hooks.redraw();
        a.done += batch.length;
        this.hooks.redraw();
      }
      a.running = null;
      a.ms = Math.round(performance.now() - a.started);
    } catch (err) {
      if (a.running === token) Object.assign(a, { running: null, error: errorText(err) });
    }
    this.hooks.redraw();
  }

  stopped(token) {
    const a = this.analysis;
    if (a && a.running === token) Object.assign(a, { running: null, stopped: true });
    this.hooks.redraw();
  }

  /** Ends the analysis after the batch under way (the search worker is not restarted for it). */
  stopAnalysis() {
    const a = this.analysis;
    if (a && a.running) this.stopped(a.running);
  }

  /** The sides of the game (the side of each seat and its name), from a ui_state of it. */
  async sidesOf(ui) {
    const game = this.hooks.game();
    const seats = ui.seats || 2;
    const of = Array.from({ length: seats }, (_, s) => game.sideOf(ui, s));
    const ids = [...new Set(of)];
    const names = ids.map((id) => game.sideName(ui, of.indexOf(id)));
    return { of, ids, names };
  }

  /**
   * One position's point from its analyse_positions answer `r` (and `known`, an earlier search
   * of it): {side, chance (of the side to move), best, forced}, {values by side} at the end, or
   * {none: true}.
   */
  pointOf(r, known, sides) {
    if (r.over) return { values: sides.ids.map((id) => chanceOfReturn(r.returns[sides.of.indexOf(id)])) };
    if (r.none) return { none: true };
    const src = known || r;
    // a game whose computer plays by rules, without a search, has no estimate (playouts 0)
    const chance = src.playouts > 0 ? src.win_chance : null;
    return { side: sides.ids.indexOf(sides.of[r.player]), chance, best: src.action, forced: r.forced };
  }

  /** The analysed points of the positions still on the board's path: [{i, point}]. */
  points() {
    const a = this.analysis;
    const hist = this.session.history;
    if (!a || !hist || a.hist !== hist) return [];
    const live = this.hooks.live();
    const out = [];
    for (let i = 0; i <= live && i < a.points.length; i++) if (a.points[i] && a.states[i] === hist.states[i]) out.push({ i, point: a.points[i] });
    return out;
  }

  /** The chance of side `k` at a point, or undefined when the point does not tell it. */
  chanceOf(point, k) {
    if (point.values) return point.values[k];
    if (point.none || point.chance === null) return undefined;
    if (point.side === k) return point.chance;
    return this.analysis.sides.ids.length === 2 ? 1 - point.chance : undefined;
  }

  /** The marked moves: move index → {loss, best, text, betterLabel, betterText}. */
  marks() {
    const hist = this.session.history;
    const pts = this.points();
    const byIndex = new Map(pts.map((p) => [p.i, p.point]));
    const found = [];
    for (const { i, point } of pts) {
      if (point.values || point.none || point.chance === null || point.forced || i >= hist.moves.length) continue;
      const move = hist.moves[i];
      if (move.auto || point.best === move.action) continue;
      let after;
      for (let j = i + 1; byIndex.has(j) && after === undefined; j++) after = this.chanceOf(byIndex.get(j), point.side);
      if (after === undefined) continue;
      const loss = point.chance - after;
      if (loss >= LOSS_MARK) found.push({ i, loss, best: point.best });
    }
    found.sort((x, y) => y.loss - x.loss);
    return new Map(found.slice(0, MAX_MARKS).map((m) => [m.i, { ...m, text: R.lostMark(m.loss), betterLabel: R.betterFor(m.i + 1), betterText: R.betterMove }]));
  }

  /** How the graph reads the points: two sides show the first side's chance, more the mover's. */
  reading() {
    const { ids, names } = this.analysis.sides;
    const two = ids.length === 2;
    const valueOf = (p) => (two ? this.chanceOf(p, 0) : p.values ? Math.max(...p.values) : p.chance ?? undefined);
    const sideOf = (p) => (two ? 0 : p.values ? p.values.indexOf(Math.max(...p.values)) : p.side);
    return { ids, names, two, valueOf, sideOf };
  }

  /** The readout of position i in words (the graph's hover and its slider's value). */
  readout(i) {
    const moves = this.movesShown || [];
    // the move's sentence without its full stop: the readout goes on after it
    const desc = i === 0 ? "" : ((moves[i - 1] || {}).desc || "").replace(/\.\s*$/, "");
    const a = this.analysis;
    const point = a && a.sides ? (this.points().find((p) => p.i === i) || {}).point : null;
    if (!point) return R.readoutPending(i, desc);
    const { names, two, valueOf, sideOf } = this.reading();
    const v = valueOf(point);
    if (v === undefined) return R.readoutNone(i, desc);
    const lost = this.marks().get(i - 1);
    return R.readout(i, desc, names[sideOf(point)], v, lost ? lost.loss : null, two);
  }

  /** The win-chance graph and its table, from the analysed points (drawn as they come in). */
  drawGraph(moves, tableToo) {
    const pts = this.points();
    const a = this.analysis;
    this.movesShown = moves;
    this.graphBox.hidden = this.tableBox.hidden = true; // until there is something to draw
    if (!pts.length || !a.sides) return;
    const { ids, names, two, valueOf, sideOf } = this.reading();
    const shown = pts.filter((p) => valueOf(p.point) !== undefined);
    // no estimates (a game whose computer does not search, or only the result): no graph
    if (!shown.length || (!a.running && shown.length < 2)) return;
    this.graphBox.hidden = this.tableBox.hidden = false;
    const marks = this.marks();
    const live = this.hooks.live();
    // a line per side through the positions where its chance is known (two sides: the first's)
    const series = [];
    for (let k = 0; k < (two ? 1 : ids.length); k++) {
      series.push({ k, points: pts.filter((p) => this.chanceOf(p.point, k) !== undefined).map((p) => ({ i: p.i, v: this.chanceOf(p.point, k) })) });
    }
    const dots = shown.map(({ i, point }) => ({ i, v: valueOf(point), k: sideOf(point), lost: marks.has(i - 1) }));
    const sides = two ? [{ k: 0, name: R.chanceOfSide(names[0]) }] : names.map((name, k) => ({ k, name }));
    this.graph.update({
      last: Math.max(0, live),
      at: this.cursor ?? live,
      series,
      dots,
      sides,
      legend: two ? R.legendTwo(names[0], names[1]) : R.legendSides,
      label: two ? R.graphLabel(names[0]) : R.graphSides,
    });
    if (!tableToo) return;
    const head = two ? [R.colPosition, R.colMove, R.colChance(names[0]), R.colLost] : [R.colPosition, R.colMove, R.colMover, R.colMoverChance, R.colLost];
    const rows = shown.map(({ i, point }) => {
      const move = i === 0 ? "" : (moves[i - 1] || {}).desc || "";
      const lost = marks.get(i - 1);
      const cells = two ? [R.percent(valueOf(point))] : [names[sideOf(point)], R.percent(valueOf(point))];
      return h("tr", {}, h("th", { scope: "row" }, i === 0 ? R.start : String(i)), h("td", {}, move), cells.map((c) => h("td", {}, c)), h("td", {}, lost ? R.percent(lost.loss) : ""));
    });
    const table = h("table", { class: "wc-table" }, h("caption", {}, R.tableCaption), h("thead", {}, h("tr", {}, head.map((c) => h("th", { scope: "col" }, c)))), h("tbody", {}, rows));
    replaceChildren(this.tableBox, h("summary", {}, R.tableToggle), table);
  }

  // ---------------------------------------------------------------- drawing

  /** Draws the panel into `root` (the move-list section): controls, the move list, the analysis. */
  render(root, moves, index) {
    const live = this.hooks.live();
    const on = this.cursor !== null;
    const at = on ? this.cursor : live;
    this.btn.first.disabled = live <= 0 || at === 0;
    this.btn.previous.disabled = live <= 0 || at === 0;
    this.btn.next.disabled = !on;
    this.btn.last.disabled = !on;
    this.btn.replay.disabled = live <= 0;
    this.btn.replay.setAttribute("aria-pressed", this.replayTimer ? "true" : "false");
    this.btn.replay.textContent = this.replayTimer ? R.pauseReplay : R.replay;
    this.btn.back.hidden = !on;
    this.btn.playHere.hidden = !on;
    // a past position of an unfinished game is played from only where undo could go (controller.js)
    this.btn.playHere.disabled = on && !this.session.mayPlayFrom(this.cursor);
    const cvc = this.cvc && !this.over;
    this.cvcBox.hidden = !cvc;
    this.btn.pause.textContent = this.paused ? R.resume : R.pause;
    this.btn.pause.setAttribute("aria-pressed", this.paused ? "true" : "false");
    this.btn.stepMove.disabled = !this.paused;
    for (const b of this.speedBtns) b.setAttribute("aria-pressed", b.dataset.speed === this.speed ? "true" : "false");

    const marks = this.marks();
    renderMoveList(this.listBox, moves, index, { cursor: this.cursor, pick: this.session.history ? (i) => this.go(i) : null, marks, better: (i) => this.go(i), heading: false });
    this.renderAnalysis(moves, marks);
    // the panel's parts stay the same nodes (a focused button keeps its focus across redraws)
    if (root.firstChild !== this.heading) replaceChildren(root, this.heading, this.nav, this.cvcBox, this.analysisBox, this.listBox);
  }

  renderAnalysis(moves, marks) {
    const a = this.analysis;
    const can = this.canAnalyse();
    const running = !!(a && a.running);
    const live = this.hooks.live();
    const pts = this.points();
    const complete = pts.length === live + 1 && live >= 0;
    this.btn.analyse.hidden = running || !can || complete;
    this.btn.analyse.textContent = pts.length ? R.analyseMore : R.analyse;
    this.btn.stop.hidden = !running;
    let text = "";
    if (!can) text = this.session.history ? R.analysisHidden : "";
    else if (running) text = R.analysing(a.done, a.total);
    else if (a && a.error) text = R.analysisFailed(a.error);
    else if (a && a.stopped) text = R.analysisStopped(pts.length, live + 1);
    else if (complete && !pts.some((p) => p.point.chance !== undefined && p.point.chance !== null)) text = R.analysisNoEstimate;
    else if (complete) text = R.analysisDone(pts.length, marks.size);
    else text = R.analysisIntro;
    if (this.progress.textContent !== text) this.progress.textContent = text;
    this.bar.hidden = !running;
    if (running) this.bar.value = a.total ? a.done / a.total : 0;
    const shown = this.shown();
    const mark = shown && marks.get(shown.index);
    const better = mark ? R.betterLine(mark.i + 1, mark.loss, this.hooks.hintText(mark.best, shown.ui)) : "";
    if (this.betterLine.textContent !== better) this.betterLine.textContent = better;
    // redrawn when the analysis, the cursor or the moves changed; the table only with the analysis
    this.movesShown = moves;
    const data = `${pts.length}:${pts.map((p) => p.point.chance ?? "e").join(",")}:${live}:${moves.length}:${moves.length ? moves[moves.length - 1].desc : ""}:${running}`;
    const key = `${data}:${this.cursor}`;
    if (key !== this.analysisDrawn) {
      this.analysisDrawn = key;
      this.drawGraph(moves, data !== this.tableDrawn);
      this.tableDrawn = data;
    }
  }

  /** For the test hook. */
  summary() {
    const pts = this.points();
    return {
      cursor: this.cursor,
      viewer: this.ui ? (this.ui.viewer ?? null) : null,
      paused: this.paused,
      replaying: !!this.replayTimer,
      analysis: this.analysis
        ? { running: !!this.analysis.running, points: pts.length, marked: [...this.marks().keys()], done: this.analysis.done, total: this.analysis.total, ms: this.analysis.ms ?? null, reused: this.analysis.reused || 0 }
        : null,
    };
  }
}
