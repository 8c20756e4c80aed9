// A lesson board's line of moves with one language's words: the games' lessons keep their
// moves in one place (lesson.boards.js) and their captions per language (lesson.en.js,
// lesson.de.js); this joins the two into the embed widget's `line` parameter.

/**
 * moves: ["move" | {move, auto}]; steps: [{caption, explain, wrong}] in the order of the moves.
 * null when there are no moves (the widget's parameter is then left out).
 */
export function lessonLine(moves, steps = []) {
  const line = moves.map((m, i) => {
    const move = typeof m === "string" ? { move: m } : { ...m };
    const s = steps[i] || {};
    return { ...move, caption: s.caption || "", explain: s.explain || "", wrong: s.wrong || {} };
  });
  return line.length ? line : null;
}
