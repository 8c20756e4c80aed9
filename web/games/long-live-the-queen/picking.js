// Long Live the Queen's tiles as controls: which tiles answer the open choice and what picking
// them does. Every answer comes from the engine's legal moves (ui.moves); this module only maps
// them onto tiles, so a rule never lives here. A tile is named by its key: "<seat>:<position>"
// or "<seat>:m" for a Master.
//   swap p-q (LQ-5.7, LQ-5.9, LQ-7.1): the two neighbours, picked one after the other;
//   master p (LQ-7.2): the tile on p and the own Master, in either order;
//   reveal p (LQ-5.6): the one tile.
// At set-up the seat's own draft is arranged by swapping any two tiles (the set-up stays one
// action the engine validates, LQ-3.5); the Master slot takes only the names the engine lists
// as Masters (ui.setup.masters).

export const POSITIONS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export const keyOf = (seat, position) => `${seat}:${position === null ? "m" : position}`;

/** {seat, position|null} of a key */
export function parseKey(key) {
  const [s, p] = key.split(":");
  return { seat: Number(s), position: p === "m" ? null : Number(p) };
}

function link(pairs, a, b, answer) {
  if (!pairs.has(a)) pairs.set(a, new Map());
  if (!pairs.has(b)) pairs.set(b, new Map());
  pairs.get(a).set(b, answer);
  pairs.get(b).set(a, answer);
}

/** The tiles of one legal move (for the Hint's marks too). */
export function moveKeys(ui, m) {
  const cp = ui.current_player;
  if (m.kind === "swap") return m.positions.map((p) => keyOf(m.line, p));
  if (m.kind === "master") return [keyOf(cp, m.position), keyOf(cp, null)];
  if (m.kind === "reveal") return [keyOf(cp, m.position)];
  return [];
}

/**
 * The tile answers of the open choice: {pairs: Map(key → Map(key → answer)), singles: Map(key →
 * answer)}, an answer being {action} (a legal action string) or {swap: [key, key]} (a set-up draft).
 */
export function tileAnswers(ui, draft) {
  const pairs = new Map();
  const singles = new Map();
  for (const m of ui.moves || []) {
    const keys = moveKeys(ui, m);
    if (keys.length === 2) link(pairs, keys[0], keys[1], { action: m.action });
    else if (keys.length === 1) singles.set(keys[0], { action: m.action });
  }
  if (draft && ui.phase === "setup" && ui.setup) {
    const me = ui.viewer;
    const slots = [null, ...POSITIONS.filter((p) => p !== 7)]; // LQ-3.1: the Princess stays on 7
    const nameAt = (p) => (p === null ? draft.master : draft[String(p)]);
    const masterOk = (name) => ui.setup.masters.includes(name);
    slots.forEach((a, i) => {
      for (const b of slots.slice(i + 1)) {
        if (nameAt(a) === nameAt(b)) continue; // the two Apprentices: a swap changes nothing
        if (a === null && !masterOk(nameAt(b))) continue;
        link(pairs, keyOf(me, a), keyOf(me, b), { swap: [keyOf(me, a), keyOf(me, b)] });
      }
    });
  }
  return { pairs, singles };
}

/** What the board marks: the picked tile, the tiles that can be picked, the picked tile's partners. */
export function marks(answers, selected) {
  const sources = new Set([...answers.pairs.keys(), ...answers.singles.keys()]);
  const targets = selected && answers.pairs.has(selected) ? new Set(answers.pairs.get(selected).keys()) : new Set();
  return { selected: sources.has(selected) ? selected : null, sources, targets };
}

/**
 * What picking `key` does with `selected` picked before: {act: answer} to answer the choice,
 * {select: key|null} to change the pick, or {} (the tile is no answer: it only shows its card).
 */
export function pick(answers, selected, key) {
  if (selected && selected !== key && answers.pairs.get(selected)?.has(key)) return { act: answers.pairs.get(selected).get(key) };
  if (answers.singles.has(key)) return { act: answers.singles.get(key) };
  if (answers.pairs.has(key)) return { select: key === selected ? null : key };
  return selected ? { select: null } : {};
}
