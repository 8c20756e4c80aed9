// What browser tests and the measuring tools (tools/measure_*.py) read of a running page, as
// window.rosarium: the engine's state and view, the history as undo sees it, the review, the
// computer's and the moves' timings, the workers. Read-only getters, so the rules stay in the
// engine: a test asks the page what it shows rather than computing it in JS.

import { currentPosition } from "./page-state.js";

/** The getters over the page's `app` and its game `session` (page-state.js). */
export function pageInspector(app, session) {
  return {
    get game() {
      return app.game ? app.game.id : null;
    },
    get state() {
      return session.state;
    },
    get ui() {
      return session.current;
    },
    get config() {
      return session.config;
    },
    get handover() {
      return session.handoverSeat();
    },
    // the moves played as undo sees them: [{seat, barrier, auto, action, desc}], and the earliest position undo may reach
    get moves() {
      return session.history ? session.history.moves.map((m) => ({ seat: m.seat, barrier: m.barrier !== false, auto: !!m.auto, action: m.action, desc: m.desc })) : [];
    },
    get index() {
      return session.history ? session.index : null;
    },
    get undoStop() {
      return session.history ? session.undoStop() : null;
    },
    // the review panel: {cursor, viewer, paused, replaying, analysis: {running, points, marked, done,
    // total, ms (the whole analysis in the page, once done), reused (positions not searched again)}}
    get review() {
      return app.review.summary();
    },
    get settled() {
      return app.ready && session.settled && !app.previews;
    },
    // computer moves timed in the page: [{level, ms, ply, action}] (tools/lab/measure_ai.py)
    get aiTimes() {
      return app.computer ? app.computer.times : [];
    },
    // every move played in this page: [{seat, at}] (performance.now), the turns' lengths (tools/lab/measure_turns.py)
    get moveTimes() {
      return app.moveTimes;
    },
    get thinking() {
      return session.thinking;
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
    // how the rules worker started, once it has: {snapshot (restored from the memory snapshot),
    // snapshot_wanted (the page makes one later), startup_ms, timings}, or null (tools/lab/measure_network.py)
    get engineStart() {
      const info = app.engine && app.engine.client.info;
      return info ? { snapshot: !!info.snapshot, snapshot_wanted: !!info.snapshot_wanted, startup_ms: info.startup_ms, timings: info.timings || null } : null;
    },
    // test hook: the rules worker as it runs now (a test terminates it to check the restart)
    get engineWorker() {
      return app.engine ? app.engine.client.worker : null;
    },
    // test hook: whether the search worker has started (until then the rules worker searches)
    get searchWarm() {
      return !!(app.computer && app.computer.warm);
    },
    // test hook: the search worker as it runs now (null before it starts; computer.js)
    get searchWorker() {
      return app.computer && app.computer.client ? app.computer.client.worker : null;
    },
  };
}
