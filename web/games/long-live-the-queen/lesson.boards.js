// The positions and moves of the Long Live the Queen lesson, shared by its English and German
// texts (lesson.en.js, lesson.de.js), so a position is fixed in one place only. Each
// position string (LQ-12) carries the generator state chosen so that its rolls show the rule
// (checked with the engine; tests/browser/games/long_live_the_queen/test_lesson.py plays them). board() joins a
// board's data with one language's captions into the widget's parameters.

import { lessonLine } from "../../lessons/line.js";

export const QUEEN_BOARDS = {
  // seed 5: the set-up and the start roll (Black starts)
  setup: { seed: "5", moves: ["setup random", "setup random", "roll"] },
  // White rolls 10 (both face down), skips the court, Black rolls 4 (White's Sniper faces a face-down tile)
  turn: {
    position: "lq roll 0 5 - 8:471G369A2A5/3:41G526789AA D:DDUDDUDDDDD/D:DDDDDUDDDDD 0,1,0/1,0,0 - 4ebc9004c02d6c75",
    moves: ["roll", "skip", "roll"],
  },
  // White rolls 6 (Assassin before Clown), skips, Black rolls 11 (two Witches)
  initiative: {
    position: "lq roll 0 7 - 4:3A7G861A592/7:A41G263589A D:DDDDUUDDDUD/D:DDDDUUDDDUD 1,0,1/0,1,1 - 1566e7370b5e8ccd",
    moves: ["roll", "skip", "roll"],
  },
  // White rolls 5: the Sniper on 5 turns Black's Consul on 9 face down
  sniper: {
    position: "lq roll 0 6 - 9:4AG17683A52/4:93A516A728G D:DDDUDUDDDDD/D:DDDDDUDUDDD 0,1,1/1,0,1 - cbe0b0618736b2cb",
    moves: ["roll"],
  },
  // Black rolls 8: its Sniper aims at White's Witch on 6, which the Guard on 5 protects
  guard: {
    position: "lq roll 1 8 - 7:4A3G9681A52/9:G8A456172A3 D:DDDUUUDDDDD/D:DDDDDUUDDDD 1,1,1/1,0,1 - 669b4c24c93570eb",
    moves: ["roll"],
  },
  // White rolls 6: the Princess reveals a tile; only the Guard on 5 protects her from the Sniper on 8
  exPrincess: {
    position: "lq roll 0 9 - 8:4A7G6391A52/4:9GA826173A5 D:DDDDUDDDDDD/D:DDDDDUUDDDD 1,1,0/2,0,1 - 155b24bd53bf6ca0",
    moves: [{ move: "roll", auto: true }, "reveal 5"],
  },
  // Black rolls 3: White's Apprentice acts as its Master, the Sniper, before Black's Consul
  apprentice: {
    position: "lq roll 1 10 - 1:4AG37689A52/8:A74G2613A95 D:DUDDDUDDDDD/D:DUDDDUDDDUD 0,1,1/1,1,0 - 91050c539fa78db2",
    moves: ["roll", "done"],
  },
  // White rolls 10: Cheater against Clown
  tokens: {
    position: "lq roll 0 11 - 3:4A7G96125A8/1:A34G26798A5 D:DDDDDUDDUDD/D:DDDDDUDDUDD 0,1,0/1,0,2 - fd5a1bd7edca9cbb",
    moves: ["roll", "take red", "take yellow"],
  },
  // White rolls 4: the Consul moves the Witch out of the Sniper's aim
  consul: {
    position: "lq roll 0 12 - 3:4A7G869A152/9:734A168GA25 D:DDUDDUUDDDD/D:DDDDUUDDDDD 0,1,1/1,1,0 - 29eb64a97515aec9",
    moves: ["roll", "swap 8-9", "done"],
  },
  // White rolls 11: two Witch swaps bring Black's Princess from 7 to 9, where the Sniper on 5 aims
  exWitch: {
    position: "lq roll 0 13 - 4:3AG1768A592/1:84AG3672A59 D:DDDUDUDDDUD/D:DDDDDUDDDDD 1,0,1/0,1,1 - b5c672c485043882",
    moves: [{ move: "roll", auto: true }, "swap 7-8", "swap 8-9"],
  },
  // White holds five red; its Sniper on 2 takes the sixth
  six: {
    position: "lq roll 0 14 - 9:14AG7683A52/7:3AG9461A528 D:UDDDDUDDDDD/D:DDDDDUDDDDU 5,1,2/0,2,1 - b47e22133c67168a",
    moves: ["roll"],
  },
  // White rolls 4: the Noble's extra token; only blue wins (red would be the sixth)
  exNoble: {
    position: "lq roll 0 15 - 7:3A4G8691A52/2:498AG6371A5 D:DDUDDUDDDDD/D:DDDDDUDDDDD 5,2,2/0,1,1 - 29eb64a97515aec9",
    moves: [{ move: "roll", auto: true }, "take blue"],
  },
  // White rolls 3 (both face down), then makes the Witch on 9 its Master
  court: {
    position: "lq roll 0 16 - 1:4AG37689A52/8:A74G2613A95 D:DDDDDUDUDDD/D:DDDDDUDDDDD 1,0,1/0,1,1 - 91050c539fa78db2",
    moves: ["roll", "master 9"],
  },
  // White's court step after a 3 turned both tiles there face up: the Princess on 9 (Sniper's
  // aim) can only go to 10 (8 faces the Assassin)
  exCourt: {
    position: "lq court 0 17 1,2 7:4AG38916A52/4:9851A623AG7 D:DUDDUDDUDDD/D:DUDUDUUDDDD 1,1,2/2,1,0 - 0123456789abcdef",
    moves: ["swap 9-10"],
  },
  // Black rolls 7: its Sniper faces White's Princess and acts first
  end: {
    position: "lq roll 1 18 - 8:4AG73691A52/9:84AG6173A25 D:DDDDDUDDDDD/D:DDDDUUDDDDD 1,2,1/2,1,1 - cec6339db52356fd",
    moves: ["roll"],
  },
  // both courts arranged (seed 5): the reader plays White from the start roll
  play: {
    position: "lq start 0 0 - 8:47AG36912A5/3:41G52678AA9 D:DDDDDUDDDDD/D:DDDDDUDDDDD 0,0,0/0,0,0 - 71b0a73b45911e44",
    moves: [],
    level: "easy",
  },
};

/**
 * The widget parameters of one board: its data plus this language's texts. t: {mode, caption,
 * task, steps: [{caption, explain, wrong}] in the order of the board's moves}. Always White's view.
 */
export function board(b, t) {
  return {
    mode: t.mode,
    ...(b.position ? { position: b.position } : { game: "long-live-the-queen", seed: b.seed }),
    seat: 0,
    level: b.level,
    caption: t.caption || "",
    task: t.task || "",
    line: lessonLine(b.moves, t.steps),
  };
}
