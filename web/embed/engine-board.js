// What the embedded board (widget.js) needs only with the rules engine, loaded with it (a page of
// pictures fetches none of it): the board's position, line and frames from the engine, and the
// game session that plays the moves of the try and play-from-here modes. Each function takes the
// board (a widget.js Widget) it works for.

export { startEngine } from "../core/engine.js";
import { errorText } from "../core/engine.js";
import { hasHiddenInformation } from "../session/views.js";
import { withLang } from "../core/lang.js";
import { Computer, LEVELS } from "../core/computer.js";
import { GameSession } from "../session/session.js";
import { stringsFor } from "../embed-strings.js";
import { openPosition, openRecord, openingSeed } from "../core/share.js";
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

/**
 * What the engine says of this board (Widget.prepare): its first position, the line's steps
 * (each checked now: a bad step is a bad parameter) and, in step mode, every frame. {error,
 * engine?} when the board cannot be shown (engine: the engine itself did not start).
 */
export async function enginePrepare(w) {
  const EMBED = w.T;
  const p = w.p;
  try {
    await w.engine.ready;
  } catch (e) {
    return { error: EMBED.engineFailed(errorText(e)), engine: true };
  }
  try {
    await w.tableMade;
  } catch (e) {
    return { error: EMBED.engineFailed(errorText(e)), engine: true };
  }
  // a static board opens a shared position with the picture's seed: the one its carried ui shows
  const opened = await openBoard(w.engine, p, EMBED, p.mode === "static" ? p.seed ?? PICTURE_SEED : undefined);
  if (opened.error) return opened;
  // the game's own parameters (p.own), checked by its table once it has its fixed data
  if (w.table.paramProblem) {
    await w.table.loaded;
    const problem = withLang(w.lang, () => w.table.paramProblem());
    if (problem) return { error: problem };
  }
  const r = { hidden: opened.hidden, human: opened.human, viewSeat: opened.viewSeat, line: p.line.length ? p.line : opened.recordLine, lineStates: [], frames: [] };
  const uiOf = (state) => (r.hidden ? w.call("ui_state", state, r.viewSeat ?? 0) : w.call("ui_state", state));
  try {
    let s = opened.state;
    for (let i = 0; i < r.line.length; i++) {
      try {
        const res = await w.stepOf(s, r.line[i].move);
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
}

/** The session that plays this board's moves (try, play-from-here), from its first position:
 * the reader's seat is the board's, the other seats the computer's in play-from-here; in try
 * the line's automatic steps play themselves. */
export function startSession(w) {
  const p = w.p;
  if (!w.session) {
    const engine = { call: (fn, ...args) => w.call(fn, ...args) };
    w.session = new GameSession(engine, {
      lang: w.lang,
      // an embedded board searches in the page's one engine worker: no second Pyodide
      computer: p.mode === "play-from-here" ? new Computer(engine, { worker: false }) : null,
      autoAction: (ui) => autoAction(w, ui),
      delay: () => AUTO_DELAY,
      changed: () => follow(w),
      moved: (move) => moved(w, move),
      settled: () => p.mode === "try" && w.step >= w.line.length && finish(w),
      failed: (e) => {
        w.message = { text: w.T.actionFailed(errorText(e)), kind: "wrong" };
        w.render();
      },
    });
  }
  const seats = w.base.ui.seats || 2;
  const controllers = Array.from({ length: seats }, (_, s) => (p.mode === "play-from-here" && s !== w.human ? "computer" : "human"));
  const config = { controllers, seat: w.viewSeat, level: p.level, seed: p.seed ?? "embed" };
  // the first position's screen is known already: the session starts without a call
  const screen = { ui: w.base.ui, seat: w.viewSeat };
  w.session.start(async () => ({ config, states: [w.base.state], screen })).catch((e) => w.fail(w.T.engineFailed(errorText(e))));
}

/** The session's position goes on the board. */
function follow(w) {
  const s = w.session;
  if (s.current) w.cur = { state: s.state, ui: s.current, index: s.index };
  w.render();
}

/** try: the line's automatic step; play-from-here: the table's (a forced pass). */
function autoAction(w, ui) {
  if (w.p.mode !== "try") return w.table.autoAction ? w.table.autoAction(ui) : null;
  const step = w.line[w.step];
  return step && step.auto && !w.solved ? step.move : null;
}

/** What is said of a move the session played (the line's caption with it in try). */
function moved(w, move) {
  if (w.p.mode !== "try") {
    w.message = { text: move.desc, kind: "info" };
    return;
  }
  const said = [move.desc, w.line[w.step - 1].caption].filter(Boolean).join(" ");
  if (move.auto) {
    // the automatic reply follows what was said about the move before it
    const before = w.message && w.message.kind !== "wrong" && w.step > 1 ? w.message : null;
    w.message = { text: before ? `${before.text} ${said}` : said, kind: before ? before.kind : "info" };
  } else w.message = { text: w.how === "right" ? w.T.right(said) : w.T.answerShown(said), kind: "right" };
}

/** try: the line's move is played; any other is explained and taken back. */
export async function tryMove(w, action) {
  const EMBED = w.T;
  const step = w.line[w.step];
  if (action === step.move) return advance(w, "right");
  const session = w.session;
  const at = session.history;
  w.probing = true;
  w.render();
  let text;
  try {
    const res = await session.probe(action);
    text = res.text;
    if (step.wrong && typeof step.wrong[action] === "string") text = `${text} ${step.wrong[action]}`;
    else if (step.explain) text = `${text} ${step.explain}`;
    // what the wrong move would have led to, in the game's words (e.g. the points)
    if (w.table.afterNote) {
      const said = withLang(w.lang, () => w.table.afterNote(res.ui));
      if (said) text = `${text} ${said}`;
    }
  } catch (e) {
    text = EMBED.actionFailed(errorText(e));
  }
  w.probing = false;
  if (session.history !== at) return w.render(); // started again meanwhile
  w.message = { text: `${EMBED.wrong(text)} ${EMBED.takenBack}`, kind: "wrong" };
  w.render();
}

/** try: the expected step is played (found by the reader, or shown). */
function advance(w, how) {
  w.how = how;
  return w.session.play(w.line[w.step].move);
}

function finish(w) {
  if (w.solved) return;
  w.solved = true;
  w.setState("solved");
  w.render();
  w.host.dispatchEvent(new CustomEvent("rosarium-solved", { bubbles: true, composed: true }));
}

export function showAnswer(w) {
  if (!w.ready || w.solved || w.busy || w.step >= w.line.length) return;
  advance(w, "answer");
}
