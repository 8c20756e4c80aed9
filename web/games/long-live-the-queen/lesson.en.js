// The Long Live the Queen rules lesson in English, shown by web/lessons/ (the game's table
// component names this file): our own words, restated from the rules digest
// seeds/long-live-the-queen.md (LQ-1 … LQ-8). The shape every game's lesson has (web/PROTOCOL.md,
// "Lessons"); the German twin is lesson.de.js. Positions and moves live in lesson.boards.js; here
// only the words around them. `examples` are this game's boards on the authors' page.

import { QUEEN_BOARDS as B, board } from "./lesson.boards.js";

export const LESSON = {
  summary: "The number bar, the dice, every character's ability, prestige and the court. Four exercises, about fifteen minutes.",
  title: "Long Live the Queen — the rules, step by step",
  intro:
    "Two courts, White and Black, scheme for the throne. Each side lines up its character tiles along a number bar, and every roll of the dice wakes up the two tiles on one position. Hold three prestige tokens of every colour, or see the other side's Princess turned face down, and you win.",
  complete: "Lesson complete: you know every rule of Long Live the Queen.",
  sections: [
    {
      id: "bar",
      title: "1. The number bar and the two courts",
      text: [
        "Between the players lies a number bar with the positions 2 to 12 — every total that two dice can show. Both sides, White and Black, own the same twelve character tiles. Each puts eleven of them in a row along the bar, one per position: that row is its court.",
        "The Princess always starts face up on 7. The other ten tiles go face down on the remaining positions, in whatever order their owner likes. The twelfth tile, the Master, is set aside face down. Only a tile with a prestige colour can be the Master: the Sniper, Assassin, Schemer, Noble, Consul, Clown or Witch.",
        "You may look at your own face-down tiles at any time; the other side's stay secret until they turn face up. The number on a tile is its initiative; the coloured edge along its top shows the prestige colour it collects. This board shows White's view of a set-up: press Next.",
      ],
      board: board(B.setup, {
        mode: "step",
        caption: "Before play: nothing is arranged yet.",
        steps: [
          { caption: "White's court: the Princess face up on 7, ten tiles face down, the Master aside. White sees its own tiles; Black never does." },
          { caption: "Black has arranged its court too. From White's side its face-down tiles are just backs." },
          { caption: "Both sides roll both dice; the higher total starts." },
        ],
      }),
    },
    {
      id: "turn",
      title: "2. A turn: the dice pick a position",
      text: [
        "On your turn you roll both dice. Their total is the active position — in both courts at once, so the other side's tile there takes part too, whoever rolled.",
        "Then look at the two tiles facing each other on that position. Both face down: both turn face up, and that is all (case A). One face up, one face down: the face-up tile's ability acts, and afterwards the face-down tile turns face up (case C). Both face up: both abilities act, one after the other (case B, next section).",
      ],
      board: board(B.turn, {
        mode: "step",
        caption: "White is on turn. White's Sniper on 4 is face up; apart from the two Princesses everything else is face down.",
        steps: [
          { caption: "Both tiles on 10 were face down: they just turn face up, and no ability acts (case A)." },
          { caption: "After the roll White may rearrange its court (section 10); here it leaves it as it is. Now Black rolls." },
          { caption: "Black rolled 4, and 4 counts for both courts: White's face-up Sniper acts, taking a red token and turning Black's Witch on 10 face down. Only then does Black's tile on 4 turn face up (case C)." },
        ],
      }),
    },
    {
      id: "initiative",
      title: "3. Two face-up tiles: who acts first",
      text: [
        "When both tiles on the active position are face up, the one with the lower initiative acts first, then the other.",
        "A tile that is turned face down before its turn to act does not act at all, and it is not turned face up again as part of that activation.",
        "With equal initiative neither tile acts. The Guard has no initiative and no ability: facing a Guard, the other tile acts alone; two Guards do nothing.",
      ],
      board: board(B.initiative, {
        mode: "step",
        caption: "White to roll. On 6 White's Clown (8) faces Black's Assassin (2); on 11 the two Witches (9) face each other, all face up.",
        steps: [
          { caption: "2 is lower than 8, so the Assassin acts first: a red token for Black, and White's Clown goes face down. The Clown never acts." },
          { caption: "White leaves its court as it is; Black rolls." },
          { caption: "Both Witches have initiative 9: neither acts." },
        ],
      }),
    },
    {
      id: "red",
      title: "4. The Sniper and the Assassin",
      text: [
        "Every tile with a prestige colour first takes one token of its colour from the supply and then does its own thing. The two red tiles turn enemy tiles face down.",
        "The Assassin (2) turns the opposing tile — the other side's tile on the same position — face down.",
        "The Sniper (1) shoots across the bar: it turns face down the other side's tile on the mirror position, 14 minus its own. From 2 it hits 12, from 3 it hits 11, and from 7 it hits 7. The board marks a face-up Sniper's or Assassin's target with an arrow on the shooter and a cross on the target.",
        "Turning face down only affects a face-up tile; a tile that is already face down stays as it is.",
      ],
      board: board(B.sniper, {
        mode: "step",
        caption: "White's Sniper stands face up on 5. Which of Black's tiles will it hit when a 5 comes up? Work out 14 − 5, then press Next.",
        steps: [
          { caption: "14 − 5 = 9: the Sniper takes a red token and turns Black's Consul on 9 face down. Then Black's tile on 5 turns face up." },
        ],
      }),
    },
    {
      id: "guard",
      title: "5. The Guard and the Princess",
      text: [
        "The Guard protects its neighbours: while it is face up, the tiles on the positions right beside it in its own court cannot be turned face down. It does not protect itself, nor anything in the other court.",
        "The Princess (6) has no colour. When she acts, her owner turns one of their own face-down tiles face up.",
        "Keep her safe: a side whose Princess lies face down has lost (section 11).",
      ],
      board: board(B.guard, {
        mode: "step",
        caption: "Black to roll. Black's Sniper on 8 aims at White's Witch on 6 — but White's Guard stands face up on 5, right beside it.",
        steps: [{ caption: "The Sniper still takes its red token, but the Witch stays face up: the Guard on 5 protects it." }],
      }),
    },
    {
      id: "exercise-princess",
      title: "Exercise: protect the Princess",
      exercise: true,
      text: [
        "White's Princess has been moved to 6, and Black's Sniper on 8 aims straight at her (14 − 8 = 6). White rolls a 6, so the Princess acts: White may turn one of its face-down tiles face up. Which one keeps her safe? Your own face-down tiles show their names.",
      ],
      board: board(B.exPrincess, {
        mode: "try",
        task: "White's Princess acts: turn up the tile that protects her.",
        steps: [
          {},
          {
            caption: "The Guard on 5 is face up now, right beside the Princess: Black's Sniper can no longer turn her face down. Its mark stays on 6 — it still aims there, it just cannot hit.",
            explain: "Only a face-up Guard right beside her protects the Princess. Where is your Guard?",
          },
        ],
      }),
    },
    {
      id: "apprentice",
      title: "6. The Apprentice and the Master",
      text: [
        "Each side has two Apprentices. An Apprentice has no ability of its own: it copies its Master, both the initiative and what the Master does.",
        "When a face-up Apprentice stands on the active position, its Master is turned face up first (and stays face up), and only then are the initiatives compared. An Apprentice copying the Sniper aims from its own position.",
      ],
      board: board(B.apprentice, {
        mode: "step",
        caption: "Black to roll. On 3 White's face-up Apprentice faces Black's Consul (7). White's Master is still face down.",
        steps: [
          { caption: "White's Master turns up: the Sniper. So the Apprentice acts first, with initiative 1: a red token for White, and Black's Witch on 11 (14 − 3) goes face down. Then Black's Consul takes a blue token and may swap." },
          { caption: "Black decides not to swap." },
        ],
      }),
    },
    {
      id: "tokens",
      title: "7. Taking and giving prestige",
      text: [
        "Schemer (3, yellow): takes a yellow token, then sends one of the other side's tokens back to the supply; the Schemer's owner picks the colour.",
        "Noble (4, yellow): takes a yellow token and then one more token of any colour from the supply.",
        "Cheater (5, no colour): takes two tokens of any colours from the other side — only one if that is all the other side has.",
        "Clown (8, blue): takes a blue token, then gives one of its owner's tokens to the other side, then takes one of the other side's tokens. It may give away the token it has just taken, and take back the one it has just given.",
        "Every choice belongs to the owner of the acting tile, even when it is not their turn. When only one answer is possible, it is made automatically. Watch the token counts beside each side and in the supply.",
      ],
      board: board(B.tokens, {
        mode: "step",
        caption: "White to roll. On 10 White's Cheater faces Black's Clown. White holds 1 yellow; Black 1 red and 2 blue.",
        steps: [
          { caption: "The Cheater (5) acts before the Clown (8). White chooses which of Black's tokens to take first." },
          { caption: "White takes the red one; the second can only be blue. Then the Clown: a blue token from the supply for Black, and Black must give White a blue one — blue is all Black holds." },
          { caption: "Last, Black chooses one of White's tokens to take: yellow." },
        ],
      }),
    },
    {
      id: "swaps",
      title: "8. The Consul and the Witch",
      text: [
        "Consul (7, blue): takes a blue token; then its owner may swap two neighbouring tiles of their own court, and may do so a second time.",
        "Witch (9, blue): takes a blue token; then its owner may swap two neighbouring tiles of the other side's court, up to two times.",
        "Both swaps are optional. Tiles keep their faces when they move, and any tile may be moved — the Princess too.",
      ],
      board: board(B.consul, {
        mode: "step",
        caption: "White to roll. Black's Sniper on 6 aims at White's face-up Witch on 8 (14 − 6 = 8).",
        steps: [
          { caption: "A 4: White's Consul takes a blue token, and White may now swap in its own court." },
          { caption: "White swaps 8 and 9: the Witch steps out of the Sniper's aim, and a face-down tile takes its place — which the Sniper cannot turn face down." },
          { caption: "One swap is enough. Then Black's face-down tile on 4 turns face up." },
        ],
      }),
    },
    {
      id: "exercise-witch",
      title: "Exercise: aim the Sniper",
      exercise: true,
      text: [
        "White's Sniper stands face up on 5, and White has just rolled 11, where its Witch stands face up. Use the Witch's two swaps in Black's court to bring Black's Princess to the position the Sniper aims at.",
      ],
      board: board(B.exWitch, {
        mode: "try",
        task: "White's Witch acts: two swaps in Black's court.",
        steps: [
          {},
          {
            caption: "Black's Princess is on 8 now. One more swap.",
            explain: "Your Sniper on 5 aims at 14 − 5 = 9 in Black's court. The Princess stands on 7: which swap takes her one step towards 9?",
          },
          {
            caption: "Black's Princess stands on 9, right in the Sniper's aim: the next 5 rolled turns her face down and wins — unless Black moves her away first.",
            explain: "She is on 8; the Sniper on 5 aims at 9.",
          },
        ],
      }),
    },
    {
      id: "prestige",
      title: "9. Prestige tokens",
      text: [
        "There are 18 prestige tokens, six red, six yellow and six blue, in one common supply. Whatever the sides hold comes out of it; the counts beside each side and under the dice change live.",
        "A token the supply has run out of is simply not taken. In the same way nothing happens when the other side has no token to take, to return or to give.",
        "Careful with a colour you already hold five of: a side that comes to hold all six tokens of one colour must put all six back into the supply at once.",
      ],
      board: board(B.six, {
        mode: "step",
        caption: "White holds five red tokens, and its Sniper stands face up on 2. White rolls.",
        steps: [
          { caption: "The Sniper takes the sixth red token — so White returns all six red tokens to the supply at once. Then it turns Black's Clown on 12 face down." },
        ],
      }),
    },
    {
      id: "exercise-noble",
      title: "Exercise: three of every colour",
      exercise: true,
      text: [
        "A side holding at least three tokens of each colour wins at once. White holds 5 red, 2 yellow and 2 blue. White rolls a 4: its face-up Noble there takes a yellow token and then lets White take one more token of any colour. Which one?",
      ],
      board: board(B.exNoble, {
        mode: "try",
        task: "White's Noble acts: take the token that wins.",
        steps: [
          {},
          {
            caption: "5 red, 3 yellow, 3 blue: three of every colour, and White wins at once.",
            explain: "Count each colour: which one is still below three?",
            wrong: {
              "take red": "A sixth red token sends all six back to the supply.",
              "take yellow": "Yellow already has three; another colour is still short.",
            },
          },
        ],
      }),
    },
    {
      id: "court",
      title: "10. Manipulating the court",
      text: [
        "After the tiles on the active position are done, the side on turn may manipulate its court in one of two ways — or leave it as it is.",
        "It may swap two neighbouring tiles of its own court; faces travel with the tiles, and the Princess may move too.",
        "Or it may change its Master: a face-up tile with a prestige colour is set aside face down as the new Master, and the old Master takes its place, face up. From then on the Apprentices copy the new Master.",
        "The side that starts the game has no court step on its very first turn.",
      ],
      board: board(B.court, {
        mode: "step",
        caption: "White to roll. White's Witch stands face up on 9; White's Master is the Sniper.",
        steps: [
          { caption: "Both tiles on 3 were face down and turn face up. Now White may manipulate its court." },
          { caption: "White sets the Witch aside as its new Master; the Sniper comes back face up on 9. White's Apprentices now act as Witches." },
        ],
      }),
    },
    {
      id: "exercise-court",
      title: "Exercise: out of the line of fire",
      exercise: true,
      text: [
        "White's Princess has ended up on 9. Black's Sniper on 5 aims at 9, and Black's Assassin on 8 would hit whatever stands on White's 8. It is White's court step: one swap brings her somewhere safe.",
      ],
      board: board(B.exCourt, {
        mode: "try",
        task: "White manipulates the court: move the Princess out of danger.",
        steps: [
          {
            caption: "On 10 no face-up Black tile can reach her: the Sniper aims at 9, the Assassin at 8.",
            explain: "Black's Sniper on 5 aims at 14 − 5 = 9; Black's Assassin on 8 hits your 8.",
            wrong: {
              "swap 8-9": "On 8 she would face Black's Assassin.",
              skip: "She stays on 9, in the Sniper's aim.",
              "master 6": "A new Master does not move the Princess: she stays on 9.",
            },
          },
        ],
      }),
    },
    {
      id: "end",
      title: "11. How the game ends",
      text: [
        "The game ends the moment one of two things happens: a side's Princess lies face down — that side loses; or a side holds at least three tokens of every colour — that side wins.",
        "Both are checked after every single effect: each token taken or given, each tile turned, each swap. Whatever was still to come in that turn is dropped. A return of six tokens belongs to the token that caused it, so it comes before the check.",
        "There is no draw and no limit on the number of turns.",
      ],
      board: board(B.end, {
        mode: "step",
        caption: "Black's Princess has left 7, and Black's Sniper now stands face up there, facing White's Princess. Black rolls.",
        steps: [
          { caption: "A 7. The Sniper (1) acts before the Princess (6): it takes its red token and turns the tile on 14 − 7 = 7 face down — White's Princess. Black wins at once; she never acts." },
        ],
      }),
    },
    {
      id: "play",
      title: "12. Play a game",
      text: ["You know every rule now. Play White against the computer, from the start roll on."],
      board: board(B.play, { mode: "play-from-here", caption: "You play White. Roll to decide who starts." }),
    },
  ],
  examples: [
    {
      title: "Long Live the Queen, from a new game",
      params: {
        game: "long-live-the-queen",
        mode: "step",
        seed: "5",
        seat: "0",
        caption: "White's view: Black's tiles stay hidden until they turn face up.",
        line: ["setup random", "setup random", "roll", { move: "roll", caption: "Both tiles on 8 turn face up." }, "roll"],
      },
    },
  ],
};
