// What the embedded board (widget.js) needs only with the rules engine, loaded with it (a page of
// pictures fetches none of it): widget.js puts ENGINE_METHODS on its Widget class (the board's
// position, line and frames from the engine; the try and play-from-here modes).

export { EngineClient } from "../engine-client.mjs";
import { errorText, hasHiddenInformation } from "../shell/engine.js";
import { withLang } from "../shell/lang.js";
import { LEVELS, timeFor } from "../shell/computer.js";
import { stringsFor } from "../embed-strings.js";
import { openPosition, openRecord, openingSeed } from "../shell/share.js";
import { gameById } from "../games/index.js";

export { errorText };

// A static board opens a shared position (or record) with this seed rather than a random one:
// nobody plays on it, and so the picture is the same every time, the one its carried ui shows.
export const PICTURE_SEED = 1;
const AUTO_DELAY = 450; // ms before an automatic reply / pass / computer move is shown

/** A registered game's name in the language being drawn (its id if the registry has none). */
function nameOf(id) {
  const g = gameById(id);
  return g ? g.name : String(id);
}

/**
 * The ui_state a board is drawn with at its start, as the engine gives it (widget.js boardUi):
 * `p` its parameters as parseParams gives them. A shared position or record is opened with
 * PICTURE_SEED, as a static board does. Rejects with the board's message.
 */
export async function boardUi(engine, p) {
  await engine.ready;
  const opened = await openBoard(engine, p, stringsFor(p.lang).EMBED, PICTURE_SEED);
  if (opened.error) throw new Error(opened.error);
  return opened.ui;
}

/**
 * A board's first position and how it is seen: {state, ui, hidden, viewSeat, human,
 * recordLine} or {error} (a message for the board). `seed`: what a shared position or record
 * is opened with (undefined: a fresh random one). The computer's level is checked here too.
 */
export async function openBoard(engine, p, EMBED, seed) {
  if (!LEVELS.includes(p.level)) return { error: EMBED.badLevel(p.level) };
  const call = (fn, ...args) => engine.call(fn, ...args);
  let base;
  let recordLine = [];
  try {
    // a shared position or record (an unfinished game) has what it withholds dealt afresh
    // from a fresh random seed (each game's sharing rules): the author cannot know the reader's future
    if (p.position) base = await openPosition(engine, p.position, seed ?? openingSeed());
    else if (p.record) {
      let states;
      let record;
      try {
        record = await openRecord(engine, p.record, seed ?? openingSeed());
        states = await call("replay", record);
      } catch (e) {
        return { error: EMBED.badRecord(errorText(e)) };
      }
      const plies = states.length - 1;
      const at = p.at ?? (p.mode === "step" && !p.line.length ? 0 : plies);
      if (at > plies) return { error: EMBED.badAt(String(p.at)) };
      base = states[at];
      if (p.mode === "step" && !p.line.length) recordLine = (record.actions || []).slice(at).map((e) => ({ move: e.action, caption: "", wrong: {}, entry: e }));
    } else {
      // a fresh game to play against the computer is dealt from 128 random bits unless the
      // author fixed a seed; a board that steps through an author's line keeps seed 1, the deal
      // its line was written for
      const fresh = p.seed ?? (p.mode === "play-from-here" && !p.line.length ? openingSeed() : 1);
      base = await call("new_game", p.game, fresh);
    }
  } catch (e) {
    return { error: EMBED.badPosition(errorText(e)) };
  }
  if (base.game !== p.game) return { error: EMBED.gameMismatch(withLang(p.lang, () => nameOf(p.game)), withLang(p.lang, () => nameOf(base.game))) };
  try {
    const hidden = await hasHiddenInformation(engine, base);
    const first = await call("ui_state", base, ...(hidden ? [0] : []));
    const seats = first.seats || 2;
    if (p.seat !== undefined && p.seat >= seats) return { error: EMBED.badSeat(String(p.seat)) };
    const mover = first.current_player ?? 0;
    const human = p.seat ?? mover;
    const viewSeat = !hidden ? null : p.seat ?? (p.mode === "play-from-here" || p.mode === "try" ? mover : 0);
    const ui = !hidden || viewSeat === 0 ? first : await call("ui_state", base, viewSeat);
    return { state: base, ui, hidden, viewSeat, human, recordLine };
  } catch (e) {
    return { error: EMBED.badPosition(errorText(e)) };
  }
}

/** The Widget's methods that need the engine (widget.js puts them on its class once this is in). */
export const ENGINE_METHODS = {
  /**
   * What the engine says of this board (Widget.prepare): its first position, the line's steps
   * (each checked now: a bad step is a bad parameter) and, in step mode, every frame. {error,
   * engine?} when the board cannot be shown (engine: the engine itself did not start).
   */
  async enginePrepare() {
    const EMBED = this.T;
    const p = this.p;
    try {
      await this.engine.ready;
    } catch (e) {
      return { error: EMBED.engineFailed(errorText(e)), engine: true };
    }
    try {
      await this.tableMade;
    } catch (e) {
      return { error: EMBED.engineFailed(errorText(e)), engine: true };
    }
    // a static board opens a shared position with the picture's seed: the one its carried ui shows
    const opened = await openBoard(this.engine, p, EMBED, p.mode === "static" ? p.seed ?? PICTURE_SEED : undefined);
    if (opened.error) return opened;
    // the game's own parameters (p.own), checked by its table once it has its fixed data
    if (this.table.paramProblem) {
      await this.table.loaded;
      const problem = withLang(this.lang, () => this.table.paramProblem());
      if (problem) return { error: problem };
    }
    const r = { hidden: opened.hidden, human: opened.human, viewSeat: opened.viewSeat, line: p.line.length ? p.line : opened.recordLine, lineStates: [], frames: [] };
    const uiOf = (state) => (r.hidden ? this.call("ui_state", state, r.viewSeat ?? 0) : this.call("ui_state", state));
    try {
      let s = opened.state;
      for (let i = 0; i < r.line.length; i++) {
        try {
          const res = await this.step(s, r.line[i].move);
          r.lineStates.push(res);
          s = res.state;
        } catch (e) {
          return { error: EMBED.badStep(i + 1, r.line[i].move, errorText(e)) };
        }
      }
      r.base = { state: opened.state, ui: opened.ui, index: 0 };
      if (p.mode === "step") {
        r.frames = [{ ...r.base, text: "", caption: p.caption }];
        for (let i = 0; i < r.lineStates.length; i++) {
          const res = r.lineStates[i];
          r.frames.push({ state: res.state, ui: await uiOf(res.state), index: i + 1, text: res.text, caption: r.line[i].caption });
        }
      }
    } catch (e) {
      return { error: EMBED.badPosition(errorText(e)) };
    }
    return r;
  },

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
  },

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
  },

  autoSteps() {
    if (this.index >= this.line.length) return this.finish();
    if (!this.line[this.index].auto) return;
    const g = this.gen;
    this.busy = true;
    this.render();
    this.timer = setTimeout(() => g === this.gen && this.advance(g, "auto"), AUTO_DELAY);
  },

  finish() {
    if (this.solved) return;
    this.solved = true;
    this.setState("solved");
    this.render();
    this.host.dispatchEvent(new CustomEvent("rosarium-solved", { bubbles: true, composed: true }));
  },

  showAnswer() {
    if (!this.ready || this.solved || this.busy || this.index >= this.line.length) return;
    this.advance(this.gen, "answer");
  },

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
  },

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
  },
};
