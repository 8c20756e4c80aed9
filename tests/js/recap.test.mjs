// Bella Rosarum's turn recap (web/games/bella-rosarum/recap.js) against whole games of the real
// engine (node-engine.mjs): where each recap begins, and what it tells the viewer that it lost
// since its last turn, checked against the engine's own states (not its views). Run: node --test
// tests/js/ (after python build.py). Rules: seeds/bella-rosarum.md (BR-7 battles, BR-8 sieges,
// BR-11 royals).

import { test, before } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { nodeEngine, DIST } from "./node-engine.mjs";

const { recapStart, sinceLastTurn, holdings, losses } = await import(pathToFileURL(path.join(DIST, "games", "bella-rosarum", "recap.js")).href);

let engine;
before(async () => {
  engine = await nodeEngine();
});

/** A 3-player game of three easy computers dealt from `seed`, `plies` actions long (or to its
 * end): the moves ({seat, action}), seat 0's view after each and the engine's states. */
async function played(seed, plies) {
  let st = await engine.call("new_game", "bella-rosarum", seed, { variant: "3p" });
  const moves = [], views = [await engine.call("ui_state", st, 0)], states = [st];
  for (let i = 0; i < plies; i++) {
    const seat = await engine.call("current_player", st);
    if (seat === null || seat < 0) break;
    const action = await engine.call("choose_action", st, "easy", `${seed}:${i}`, null);
    st = await engine.call("apply", st, action);
    moves.push({ seat, action });
    views.push(await engine.call("ui_state", st, 0));
    states.push(st);
  }
  return { moves, views, states };
}

/** What seat 0 had in an engine state, read from the state itself (not a view). */
function truth(st) {
  const nobles = Object.entries(st.nobles).filter(([, n]) => n.seat === 0).map(([id]) => id);
  const royals = Object.entries(st.royals).filter(([, r]) => r.alive && r.controller === 0).map(([id]) => id);
  const places = Object.entries(st.owners).filter(([, s]) => s === 0).map(([id]) => id);
  return { nobles, royals, places };
}

test("each recap of seat 0 tells exactly what it lost since its last action", async () => {
  const seen = { noble: 0, royal: 0, place: 0 };
  for (const seed of ["recap-1", "recap-2"]) {
    const { moves, views, states } = await played(seed, 500);
    for (let i = 1; i <= moves.length; i++) {
      if (views[i].current_player !== 0) continue; // a recap is read on the viewer's turn
      const so_far = moves.slice(0, i);
      const items = sinceLastTurn(so_far, 0);
      const start = recapStart(so_far, 0);
      assert.ok(items.every((m) => m.seat !== 0) && (start === 0 || so_far[start - 1].seat === 0), `${seed}@${i}: a recap starts after seat 0's action`);
      assert.deepEqual(so_far.slice(start, start + items.length), items);
      const lost = losses(holdings(views[start], 0), views[i], 0);
      const [was, now] = [truth(states[start]), truth(states[i])];
      const want = [
        ...was.nobles.filter((n) => !now.nobles.includes(n)).map((id) => ({ kind: "noble", id, dead: !(id in states[i].nobles) })),
        ...was.royals.filter((r) => !now.royals.includes(r)).map((id) => ({ kind: "royal", id, dead: !states[i].royals[id].alive })),
        ...was.places.filter((p) => !now.places.includes(p)).map((id) => ({ kind: "place", id, dead: false })),
      ];
      assert.deepEqual(lost, want, `${seed}@${i}`);
      for (const l of lost) seen[l.kind] += 1;
    }
  }
  // the games did take things from seat 0: the check above compared real losses
  assert.ok(seen.noble > 0 && seen.place > 0, JSON.stringify(seen));
});
