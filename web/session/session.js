// One game being played, without any page: its history (states, moves, undo and redo), who plays
// each seat (a person or the computer), the position on the board and the ui_state its screen
// shows. Used by the page (shell/controller.js), the embedded boards (embed/widget.js) and through them
// the lessons; it names no game (web/PROTOCOL.md).
//
// A move is one round trip to the rules worker: the engine's `step_screen` steps and returns the new
// state's screen in the same answer. Automatic actions (the table's autoAction: a forced pass)
// and the computer's moves follow by themselves after a pause.
//
// Cancellation: every change of position (a move, undo, redo, a jump, a new game) is one
// operation; starting one supersedes the one under way, whose answer is then dropped, and a jump
// or a new game also stops the searches under way (their worker restarts). The one check of
// staleness is in run(): nothing else has to ask whether an answer still counts.

import { History } from "../core/history.js";
import { hasHiddenInformation } from "./views.js";

export class GameSession {
  /**
   * engine: {call(fn, ...args)} behind the one engine policy (core/engine.js startEngine).
   * hooks (all optional):
   *   computer        {choose(state, ui, seed, ply, level) → action|null, cancel(), lastFallback}
   *   lang            the language of the move sentences (the engine's default when absent)
   *   autoAction(ui)  an action the table plays by itself (a forced pass), or null
   *   mayMove()       whether the computer may move now (the review's replay pauses it)
   *   delay(kind)     ms before an automatic ("auto") or computer ("computer") move
   *   changed()       redraw: something shown changed (busy, thinking, the position)
   *   settled()       a new position is on the board and nothing is under way
   *   moved(move, res) a move was played (res: the engine's play answer)
   *   failed(err)     a move or jump the engine refused or could not make
   *   stopped()       the searches were stopped (a jump or a new game)
   */
  constructor(engine, hooks = {}) {
    this.engine = engine;
    this.hooks = hooks;
    // {controllers[], level, computer: {seat: level}, seed, seat, ...the caller's}; seat: the one
    // seat whose screen this always is (an embedded board), else the screen follows the people
    this.config = null;
    this.history = null;
    this.ui = null; // ui_state of the position on the board, for viewSeat
    this.uiIndex = -1; // the history index `ui` belongs to
    this.viewSeat = null; // a game with secrets: the seat whose screen this is (null: all open)
    this.revealed = null; // hot-seat with secrets: the seat that said "show my tiles"
    this.hidden = false; // whether this game's ui_state is one seat's view
    this.busy = false;
    this.thinking = false; // the computer is choosing a move
    this.note = null; // {seat, error}: the last computer move was a seeded legal one
    this.op = null; // the operation under way (run)
    this.timer = null;
    this.pauseTimer = null; // a computer move's pause (computerMove)
    // the computer's next decisions of its turn, searched before they are due (searchAhead):
    // [{state, choice, stepped, key}], each the position after the one before
    this.ahead = [];
    this.aheadHeld = null; // where the search ahead stopped at a turn's end (searchAhead)
  }

  // ---------------------------------------------------------------- reading

  get state() {
    return this.history ? this.history.state : null;
  }

  get index() {
    return this.history ? this.history.index : -1;
  }

  /** The ui_state of the position on the board, or null while another is being loaded. */
  get current() {
    return this.history && this.ui && this.uiIndex === this.history.index ? this.ui : null;
  }

  /** Nothing under way and the board shows the position of the history's index. */
  get settled() {
    return !this.busy && !this.timer && !!this.current;
  }

  controllerOf(seat) {
    const c = this.config && this.config.controllers;
    return (c && c[seat]) || "human";
  }

  humanSeats() {
    return ((this.config && this.config.controllers) || []).flatMap((c, s) => (c === "human" ? [s] : []));
  }

  levelOf(seat) {
    const c = this.config || {};
    return (c.computer && c.computer[seat]) || c.level;
  }

  /** Hot-seat with secrets: the seat the device must be handed to (null: none). */
  handoverSeat() {
    const ui = this.ui;
    if (!this.hidden || !ui || ui.outcome || this.humanSeats().length < 2 || this.fixedSeat() !== null) return null;
    return this.revealed === this.viewSeat ? null : this.viewSeat;
  }

  /** Whether a person may act on the board now (the caller adds its own conditions). */
  humanToAct() {
    const ui = this.current;
    if (this.busy || !ui || ui.outcome || ui.current_player === null || ui.current_player === undefined) return false;
    if (this.hidden && ui.current_player !== ui.viewer) return false;
    if (this.controllerOf(ui.current_player) !== "human") return false;
    if (this.hooks.autoAction && this.hooks.autoAction(ui)) return false;
    return this.handoverSeat() === null;
  }

  // ---------------------------------------------------------------- the undo rule

  /** A position where a person decides (a human seat, not an automatic action). */
  isHumanDecision(i) {
    const hist = this.history;
    const seat = i < hist.moves.length ? hist.moves[i].seat : this.ui && this.uiIndex === i ? this.ui.current_player : null;
    if (seat === null || seat === undefined || this.controllerOf(seat) !== "human") return false;
    return !(i < hist.moves.length && hist.moves[i].auto);
  }

  /**
   * The earliest position undo (or "Play from here") may go back to: undo takes back only what
   * tells no one anything new (engine/games/PROTOCOL.md, "Secrets and chance"). Never past a move
   * that drew a chance outcome or showed a secret (the engine marks it, `barrier`; a saved move
   * without the mark counts as one); in a game whose seats hold secrets, never past another
   * seat's move, so a seat takes back only its own moves of the turn; nothing on a hand-over screen.
   */
  undoStop() {
    const hist = this.history;
    if (!hist) return 0;
    if (this.handoverSeat() !== null) return hist.index;
    const own = this.hidden ? this.viewSeat : null;
    for (let i = hist.index - 1; i >= 0; i--) {
      const m = hist.moves[i];
      if (m.barrier !== false || (own !== null && m.seat !== own)) return i + 1;
    }
    return 0;
  }

  /** The position undo goes back to (the last decision of a person it may reach), or -1. */
  undoTarget() {
    const hist = this.history;
    if (!hist) return -1;
    const stop = this.undoStop();
    for (let i = hist.index - 1; i >= stop; i--) if (this.isHumanDecision(i)) return i;
    return -1;
  }

  /** The position redo goes to (the next decision of a person), or -1. */
  redoTarget() {
    const hist = this.history;
    if (!hist || !hist.canRedo() || this.handoverSeat() !== null) return -1;
    let i = hist.index + 1;
    while (i < hist.moves.length && !this.isHumanDecision(i)) i++;
    return i;
  }

  /** Review's "Play from here": a past position of an unfinished game follows the undo rule. */
  mayPlayFrom(i) {
    return !!this.history && (!!(this.ui && this.ui.outcome) || i >= this.undoStop());
  }

  // ---------------------------------------------------------------- operations

  /**
   * Starts a game: `prepare()` (awaited inside the operation, so a newer one drops it) gives
   * {config, states, moves, index, begin(), screen}; begin() is called as the game is put in
   * place, and the screen of states[index] is loaded (unless `screen` gives it). Resolves true once it
   * is on the board, false when superseded; rejects with the engine's error.
   */
  start(prepare) {
    return this.run(
      async () => {
        const got = await prepare();
        if (!got) return null;
        const hist = History.of(got.states, got.moves || [], got.index ?? (got.moves || []).length);
        return async (op) => {
          if (got.begin) got.begin(); // the caller's part of putting the game in place
          this.config = got.config;
          this.history = hist;
          this.revealed = null;
          this.ui = null;
          this.uiIndex = -1;
          this.hidden = await hasHiddenInformation(this.engine, hist.states[0]);
          // a screen the caller knows already ({ui, seat}) needs no call
          const r = got.screen ? { revealed: false, ...got.screen } : await this.engine.call("screen", hist.state, ...this.viewArgs(hist.index, null));
          return op === this.op && (() => this.show(r, hist.index));
        };
      },
      { stop: true, rethrow: true },
    );
  }

  /** One action of the seat to move (a person's, the computer's or an automatic one). */
  play(action, { auto = false } = {}) {
    const hist = this.history;
    const ui = this.current;
    if (!ui || this.op) return Promise.resolve(false);
    const seat = ui.current_player;
    return this.run(async () => {
      const res = await this.step(action, seat);
      return () => this.played(hist, action, seat, res, auto);
    });
  }

  /** The engine's answer to `seat`'s `action` in the position on the board (nothing played yet). */
  step(action, seat) {
    return this.stepFrom(this.history.state, action, this.history.index + 1, seat);
  }

  /** The engine's answer to `seat`'s `action` in `state`, drawn as position `i`'s screen. */
  stepFrom(state, action, i, seat) {
    return this.engine.call("step_screen", state, action, this.hooks.lang || "en", ...this.viewArgs(i, seat));
  }

  /** `action`, stepped to `res`, goes on the board and is told. */
  played(hist, action, seat, res, auto = false) {
    const move = { action, entry: res.entry, desc: res.text, lang: this.hooks.lang || "en", seat, barrier: !!res.undo_barrier, ...(auto ? { auto: true } : {}) };
    hist.push(move, res.state);
    this.show(res, hist.index);
    if (this.hooks.moved) this.hooks.moved(move, res);
  }

  /** The engine's answer to `action` here, nothing played: {text, state, ui, ...} (a wrong move
   * of an exercise, shown and taken back). Rejects with the engine's refusal. */
  async probe(action) {
    const ui = this.current;
    const seat = ui ? ui.current_player : null;
    return this.step(action, seat);
  }

  /** Undo, redo and Review's jumps: position i of the history; the searches under way stop. */
  jump(i) {
    const hist = this.history;
    if (!hist || i < 0 || i > hist.moves.length) return Promise.resolve(false);
    const from = hist.index;
    // a jump past another seat's move shows the hand-over screen again in hot-seat play with
    // secrets: whoever holds the device now has not said who they are; a seat taking back or
    // redoing its own moves of the turn keeps its screen
    const lo = Math.min(from, i);
    const hi = Math.max(from, i);
    const revealed = hist.moves.slice(lo, hi).every((m) => m.seat === this.revealed) ? this.revealed : null;
    return this.run(
      async () => {
        this.revealed = revealed;
        hist.index = i;
        const r = await this.engine.call("screen", hist.states[i], ...this.viewArgs(i, null));
        return () => this.show(r, i);
      },
      { stop: true },
    );
  }

  undo() {
    const i = this.undoTarget();
    return i >= 0 ? this.jump(i) : Promise.resolve(false);
  }

  redo() {
    const i = this.redoTarget();
    return i >= 0 ? this.jump(i) : Promise.resolve(false);
  }

  /** Hot-seat with secrets: the person at the device says they are `seat`. */
  reveal(seat) {
    if (this.viewSeat !== seat || !this.current) return;
    this.revealed = seat;
    this.settle();
  }

  /** Stops what is under way (a move's answer, a pending computer move, the searches). */
  stop() {
    this.op = null;
    this.busy = false;
    this.thinking = false;
    this.clearTimer();
    // a computer move waiting out its pause is dropped with its operation
    if (this.pauseTimer) clearTimeout(this.pauseTimer);
    this.pauseTimer = null;
    this.stopSearches();
  }

  /** Look again for an automatic or computer move (the review let the computer move again). */
  resume() {
    if (!this.op) this.settle();
  }

  // ---------------------------------------------------------------- inside

  /** The seat whose screen this always is (config.seat), or null. */
  fixedSeat() {
    const seat = this.config && this.config.seat;
    return seat === null || seat === undefined ? null : seat;
  }

  /** The `screen`/`step_screen` arguments for position i: whose view a screen of it shows. */
  viewArgs(i, mover) {
    if (!this.hidden) return [null, false];
    if (this.fixedSeat() !== null) return [this.fixedSeat(), false];
    const humans = this.humanSeats();
    if (humans.length === 1) return [humans[0], false];
    if (humans.length === 0) return [0, false]; // watching computers: the first seat's screen
    // hot-seat: the seat to move; else the one holding the device, else the one that moved
    const hist = this.history;
    return [this.revealed ?? mover ?? (i > 0 && hist.moves[i - 1] ? hist.moves[i - 1].seat : 0), true];
  }

  /** The engine's screen ({ui, seat, revealed}) of history position i goes on the board. */
  show(r, i) {
    const humans = this.humanSeats();
    // over: every secret shown, drawn from the side of the person who played (else the first seat)
    this.ui = r.revealed ? { ...r.ui, viewer: humans.length ? humans[0] : 0, revealed: true } : r.ui;
    this.viewSeat = r.seat;
    this.uiIndex = i;
    if (this.ui.outcome && humans.length >= 2) this.revealed = r.seat; // over: nothing left to hide
  }

  /**
   * The one place where an answer is checked for staleness. `work()` runs as the operation under
   * way (any older one is superseded; `stop` also stops the searches) and gives a function that
   * puts its result on the board; it is applied only while this operation is still the latest.
   * A function given back may itself be async (a second step of the same operation).
   */
  async run(work, { stop = false, rethrow = false, then = null } = {}) {
    this.clearTimer();
    if (stop) this.stopSearches();
    const op = {};
    this.op = op;
    this.busy = true;
    let done = false;
    try {
      // the work's engine call is sent before the page is redrawn as busy: the two overlap
      const working = work(op);
      this.changed();
      let apply = await working;
      while (typeof apply === "function" && op === this.op) {
        const next = apply(op);
        if (!(next && typeof next.then === "function")) break;
        apply = await next;
      }
      done = op === this.op && apply !== false && apply !== null;
      return done;
    } catch (err) {
      if (op !== this.op) return false;
      if (rethrow) throw err;
      if (this.hooks.failed) this.hooks.failed(err);
      return false;
    } finally {
      if (op === this.op) {
        this.op = null;
        this.busy = false;
        // `then`: the operation goes on with another (the computer's chosen move is played)
        if (done && then) then();
        else this.settle();
      }
    }
  }

  stopSearches() {
    this.dropAhead();
    if (this.hooks.computer) this.hooks.computer.cancel();
    this.thinking = false;
    this.note = null;
    if (this.hooks.stopped) this.hooks.stopped();
  }

  clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  changed() {
    if (this.hooks.changed) this.hooks.changed();
  }

  /** After any change of position: tell the caller, then let an automatic action or the computer move. */
  settle() {
    this.clearTimer();
    const ui = this.current;
    if (ui && !ui.outcome) {
      const auto = this.hooks.autoAction ? this.hooks.autoAction(ui) : null;
      const seat = ui.current_player;
      const delay = (kind) => (this.hooks.delay ? this.hooks.delay(kind) : 0);
      if (auto) this.timer = setTimeout(() => ((this.timer = null), this.play(auto, { auto: true })), delay("auto"));
      else if (seat !== null && seat !== undefined && this.controllerOf(seat) === "computer" && this.hooks.computer && (!this.hooks.mayMove || this.hooks.mayMove())) {
        // the pause runs beside the computer's search (computerMove), not before it
        const pause = delay("computer");
        this.timer = setTimeout(() => ((this.timer = null), this.computerMove(pause)), 0);
      }
    }
    this.changed();
    if (this.hooks.settled && ui) this.hooks.settled(ui);
  }

  /**
   * The computer's move for the seat to move: searched (in the search worker), then played, no
   * sooner than `pause` ms after it became due. The pause is the person's time to see the last
   * move (and whose turn begins); the search runs during it, not after it. When the move is
   * chosen within the pause, its answer from the rules worker is fetched and the same seat's
   * next decisions, while its turn goes on, are searched one after another (`ahead`): a turn
   * that opens with a forced action (a card drawn) then costs its pause once, not its pause and
   * its searches after it, and no search waits for the board to be drawn.
   */
  async computerMove(pause = 0) {
    const ui = this.current;
    if (!ui || this.op) return;
    const hist = this.history;
    const seat = ui.current_player;
    const computer = this.hooks.computer;
    const due = Date.now() + pause;
    let action = null;
    let stepped = false;
    let entry = null; // the search ahead of this position, if there was one
    // a search cancelled without a change of position (the review's analysis) is searched
    // again (settle); a chosen action is played at once, as the next operation
    await this.run(
      async (op) => {
        // the last move's note (a seeded legal move) stays on while this search runs beside the
        // pause: the move played next sets or drops it
        this.thinking = true;
        let missed = null;
        try {
          const k = this.ahead.findIndex((e) => e.state === hist.state);
          entry = k >= 0 ? this.ahead[k] : null;
          if (entry) this.ahead = this.ahead.slice(k);
          else this.dropAhead();
          const got = entry ? await entry.choice : null;
          if (got && got.action) ({ action, missed } = got);
          else {
            action = await computer.choose(hist.state, ui, this.config.seed, hist.index, this.levelOf(seat));
            // the person is told when the computer's move is a seeded legal one, not the engine's
            missed = computer.lastFallback;
          }
        } finally {
          this.thinking = false;
        }
        if (!action) return null;
        const noted = () => {
          this.note = missed ? { seat, error: missed.error } : null;
        };
        if (op !== this.op) return noted;
        // the answer the search ahead already fetched, when it was fetched for this screen
        let res = entry && entry.action === action && entry.key === this.stepKey(hist.index + 1, seat) ? await entry.stepped : null;
        if (op !== this.op) return null;
        if (!res) {
          this.dropAhead();
          if (Date.now() >= due) return noted; // played at once (play steps it)
          res = await this.step(action, seat);
          if (op !== this.op) return null;
        }
        this.ahead = this.ahead.filter((e) => e !== entry);
        const held = this.aheadHeld;
        if (!this.ahead.length) {
          this.aheadHeld = null;
          this.searchAhead(res, hist.index + 1, seat);
        } else if (held && res.ui && res.ui.current_player !== seat) {
          // a turn begins on the board: the search ahead goes on into the turn after it
          this.aheadHeld = null;
          this.searchAhead(held.res, held.i, held.from);
        }
        const left = due - Date.now();
        if (left > 0) await new Promise((resolve) => (this.pauseTimer = setTimeout(resolve, left)));
        return () => {
          stepped = true;
          noted();
          this.played(hist, action, seat, res);
        };
      },
      { then: () => (stepped ? this.settle() : this.play(action)) },
    );
  }

  dropAhead() {
    this.ahead = [];
    this.aheadHeld = null;
  }

  /** What a step's answer depends on besides the position and the action: the page's language
   * and the screen it is drawn for (viewArgs). */
  stepKey(i, seat) {
    return JSON.stringify([this.hooks.lang || "en", ...this.viewArgs(i, seat)]);
  }

  /** The position `res` (history index `i`, not on the board yet) is a computer's decision:
   * its search starts now, for computerMove to take up once the position is on the board. The
   * chosen action's answer is fetched from the rules worker as soon as it is chosen, and the
   * decision after it searched in turn, through the rest of this turn and the next (`turns`:
   * how many more times the seat to move may change), until a person is to move or the
   * searches stop. Nothing of it is shown before it is played. */
  searchAhead(res, i, from, turns = 1) {
    const ui = res.ui;
    const computer = this.hooks.computer;
    const seat = ui ? ui.current_player : null;
    if (!ui || ui.outcome || seat === null || seat === undefined || !computer) return;
    if (this.controllerOf(seat) !== "computer") return;
    if (seat !== from && turns-- <= 0) return void (this.aheadHeld = { res, i, from });
    if (this.hooks.autoAction && this.hooks.autoAction(ui)) return;
    const choice = computer.choose(res.state, ui, this.config.seed, i, this.levelOf(seat)).then(
      (action) => ({ action, missed: computer.lastFallback }),
      () => null,
    );
    const entry = { state: res.state, choice, action: null, stepped: null, key: null };
    const live = () => this.ahead.includes(entry);
    entry.stepped = choice.then(async (got) => {
      if (!got || !got.action || !live()) return null;
      entry.action = got.action;
      entry.key = this.stepKey(i + 1, seat); // what the step below is drawn for
      const next = await this.stepFrom(res.state, got.action, i + 1, seat).catch(() => null);
      if (!next || !live()) return null;
      this.searchAhead(next, i + 1, seat, turns);
      return next;
    });
    this.ahead.push(entry);
  }
}
