// The one handle on a rules-engine worker (web/engine-client.mjs runs it), for every caller: the
// page's rules calls, the search worker (computer.js), the embedded boards and the lessons.
// Everything rules-related goes through `call(fn, ...args)`; see web/PROTOCOL.md. The engine's
// sentences (play, step, describe_action) come in the caller's language: callers pass it.
//
// One policy for a worker that fails, whoever calls: calls go to the worker one at a time, and
// each call's deadline counts from when it is sent (a call queued behind a long search is not
// "hung"). A worker that dies (its error event, a failed start, Pyodide's crash) is noticed at
// once by EngineClient, which rejects the call under way at once; a worker that hangs is given
// up when the call's deadline passes. Either way the worker is replaced, once however many calls
// saw it fail, and the call is asked once more of the fresh worker (calls are pure: state in,
// result out, so asking again is safe). If that second try fails too (the fresh worker dies,
// hangs, or does not start within RESTART_MS), the call rejects at once with name
// "EngineStopped" (its words: nothing was changed), and the next call starts from a fresh
// worker again. A worker that died between calls is replaced before the next call is sent. A
// refusal by the rules is the caller's at once, never retried. cancel() drops every call queued
// or under way ("Cancelled"), replacing the worker if one was running: a long search really stops.

import { EngineClient } from "../engine-client.mjs";
import { LANG, pick } from "./lang.js";

// The engine's own sentences, in the language being shown (an embedded board's may differ from
// its page's: lang.js pick); both languages are here, they are few.
const S = pick({
  en: {
    unknownError: "unknown error",
    engineStopped: "The rules engine stopped answering, even after a restart. Nothing was changed; try again, or reload the page.",
    engineInternal: "the rules engine failed on this input (an internal error)",
  },
  de: {
    unknownError: "unbekannter Fehler",
    engineStopped: "Die Regel-Engine antwortet auch nach einem Neustart nicht. Nichts wurde geändert; versuche es noch einmal oder lade die Seite neu.",
    engineInternal: "die Regel-Engine ist an dieser Eingabe gescheitert (ein interner Fehler)",
  },
});

const RESTARTABLE = new Set(["EngineTimeout", "EngineUnavailable", "EngineCrashed"]);
// How long a fresh worker may take to start (Pyodide without its snapshot on a slow machine).
// A fresh worker that dies while starting is noticed at once, not after this.
const RESTART_MS = 60_000;
// The calls that replay whole games get the long deadline.
// (a group's steps: a shuffle pass of the crown deck takes seconds in the page)
const SLOW = new Set(["replay", "new_record", "replay_final", "group_play", "group_receive", "group_join", "group_screen"]);

function withDeadline(promise, ms, name, message) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(message), { name })), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const cancelled = () => Object.assign(new Error("engine call cancelled"), { name: "Cancelled" });

/**
 * An engine worker behind the policy above: {client, ready, call(fn, ...args),
 * callWithin(ms, fn, ...args), cancel(), busy, restarts, slow}. `slow` resolves when the start
 * has taken longer than `startNoticeMs` (EngineClient's bound). `callMs` is every call's deadline
 * (`slowCallMs` for the calls that replay whole games); callWithin sets one call's own.
 * `onRestart(err)` is told each time a failed worker is replaced; `restarts` counts every
 * replacement (a failure's or a cancel's).
 */
export function startEngine({ callMs = 10_000, slowCallMs = 60_000, onRestart = null, client = null, startNoticeMs = undefined } = {}) {
  client ??= new EngineClient(undefined, { startNoticeMs });
  let chain = Promise.resolve();
  let epoch = 0; // bumps on cancel(): queued calls of an older epoch are dropped
  let running = 0; // calls sent and not yet answered
  const engine = {
    client,
    ready: Promise.resolve(client.ready),
    // resolves (with the bound in ms) when the first start has taken longer than it should
    slow: client.slow || new Promise(() => {}),
    restarts: 0,
    get busy() {
      return running > 0;
    },
  };
  // a fresh worker in place of worker `gen`, unless another call has started one already
  const replace = (gen, err) => {
    if (!client.renew(gen)) return;
    engine.restarts += 1;
    if (onRestart && err) onRestart(err);
  };
  const once = (ms, fn, args) => client.callWithin(ms, fn, ...args);
  const attempt = async (ms, fn, args) => {
    if (client.dead && RESTARTABLE.has(client.dead.name)) replace(client.generation, client.dead);
    const gen = client.generation;
    try {
      return await once(ms, fn, args);
    } catch (err) {
      if (!err || !RESTARTABLE.has(err.name)) throw err;
      replace(gen, err);
      try {
        await withDeadline(client.ready, RESTART_MS, "EngineTimeout", "the rules engine did not start again");
        return await once(ms, fn, args);
      } catch (again) {
        if (!again || !RESTARTABLE.has(again.name)) throw again;
        throw Object.assign(new Error(S.engineStopped), { name: "EngineStopped" });
      }
    }
  };
  engine.callWithin = (ms, fn, ...args) => {
    const mine = epoch;
    const p = chain.then(async () => {
      if (mine !== epoch) throw cancelled();
      running += 1;
      try {
        return await attempt(ms, fn, args);
      } finally {
        if (mine === epoch) running -= 1; // a cancel counted it out already
      }
    });
    chain = p.catch(() => {});
    return p.catch((err) => {
      throw mine !== epoch ? cancelled() : err;
    });
  };
  engine.call = (fn, ...args) => engine.callWithin(SLOW.has(fn) ? slowCallMs : callMs, fn, ...args);
  engine.cancel = () => {
    epoch += 1;
    chain = Promise.resolve();
    if (running > 0) {
      running = 0;
      client.restart(); // the calls under way reject ("Cancelled"): no retry
      engine.restarts += 1;
    }
  };
  return engine;
}

/** Whether a saved move's sentence is in the page language (a move saved without a `lang` is English). */
export function toldInPageLang(move) {
  return (move.lang || "en") === LANG;
}

// Python's exception classes whose message is meant for people (the engine's ValueError
// subclasses name the bad field); anything else is an internal failure, told without its details.
const DOTTED_CLASS = /^(?:[a-z_][a-z0-9_]*\.)+[A-Z][A-Za-z0-9_]*$/; // engine.errors.InvalidState
const BARE_CLASS = /^(?:[A-Z][A-Za-z0-9]*(?:Error|Exception)|(?:Invalid|Illegal|Unknown)[A-Z][A-Za-z]*)$/;
const MAX_TEXT = 300;

/**
 * The one place where an engine error becomes the text people read (the page, the embed widget,
 * the lessons): no Python module path ("engine.record.InvalidRecord: "), no traceback, no
 * internal exception (a TypeError or RecursionError inside the engine is "the engine failed"),
 * never longer than a few lines.
 */
export function errorText(err) {
  if (!err) return S.unknownError;
  let text = typeof err === "string" ? err : err.error && err.error.message ? err.error.message : err.message || String(err);
  text = String(text);
  if (/Traceback \(most recent call last\)|^\s+File "/m.test(text)) {
    // a whole traceback: only its last line says what happened
    const lines = text.trim().split("\n").filter((l) => l.trim());
    text = lines[lines.length - 1] || "";
  }
  // "engine.errors.InvalidState: turn: …" → "turn: …" (also when the class is named twice)
  for (;;) {
    const m = /^\s*([A-Za-z_][\w.]*)\s*:\s*/.exec(text);
    if (!m || !(DOTTED_CLASS.test(m[1]) || BARE_CLASS.test(m[1]))) break;
    text = text.slice(m[0].length);
  }
  const type = typeof err === "object" ? (err.error && err.error.type) || err.name : null;
  if (type && INTERNAL.has(type)) return S.engineInternal;
  text = text.trim() || S.unknownError;
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

// Python exceptions that are the engine's own faults, not a refusal of the input: their
// message means nothing to a player.
const INTERNAL = new Set(["TypeError", "AttributeError", "KeyError", "IndexError", "RecursionError", "OverflowError", "ZeroDivisionError", "AssertionError", "NameError", "RuntimeError", "MemoryError", "SystemError", "PythonError", "UnboundLocalError", "NotImplementedError"]);
