// The computer seat. Uses the engine's `choose_action(state, level, seed)` when the engine
// offers it; otherwise picks one of the legal actions with a choice seeded by (game seed,
// ply). Either way a game against the computer is reproducible from its seed.

export const LEVELS = ["easy", "medium", "hard"];
export const DEFAULT_LEVEL = "medium";

let engineHasChooser = null; // unknown until first try

/** 32-bit FNV-1a of a string. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32 step → float in [0, 1). */
function random01(seed) {
  let t = (seed + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Seeded pick among legal actions: prefers placing a rose, then a hero play, then drawing. */
export function seededPick(legal, seed, ply) {
  if (!legal.length) return null;
  const plain = legal.filter((a) => a !== "draw" && a !== "pass" && !a.startsWith("hero "));
  const hero = legal.filter((a) => a.startsWith("hero "));
  const r = random01(hash(`${seed}:${ply}`));
  let pool = plain.length ? plain : hero.length ? hero : legal;
  // now and then draw instead, to keep the hand full
  if (legal.includes("draw") && plain.length && r < 0.2) pool = ["draw"];
  if (hero.length && plain.length && r > 0.92) pool = hero;
  return pool[Math.floor(random01(hash(`${seed}:${ply}:pick`)) * pool.length)];
}

/**
 * @param engine  {call(fn, ...args)}
 * @param state   engine state
 * @param ui      its ui_state (for `legal`)
 * @param seed    game seed (string)
 * @param ply     number of moves played so far
 * @param level   "easy" | "medium" | "hard"
 */
export async function chooseAction(engine, state, ui, seed, ply, level = DEFAULT_LEVEL) {
  if (ui.legal.length === 1) return ui.legal[0];
  if (engineHasChooser !== false) {
    try {
      const action = await engine.call("choose_action", state, level, `${seed}:${ply}`);
      engineHasChooser = true;
      if (typeof action === "string" && ui.legal.includes(action)) return action;
      if (action && typeof action.action === "string" && ui.legal.includes(action.action)) return action.action;
    } catch (err) {
      if (engineHasChooser === null) engineHasChooser = false;
    }
  }
  return seededPick(ui.legal, seed, ply);
}
