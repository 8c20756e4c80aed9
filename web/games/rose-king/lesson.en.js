// The Rose King rules lesson in English, shown by web/lessons/ (lesson.html?game=rose-king; the
// game's table component names this file): our own words, restated from seeds/rose-king.md
// (RK-1 … RK-10). Each section: title, paragraphs, and the board it shows (widget parameters as
// data). `examples` are this game's boards on the authors' page (web/authors.js). The German twin
// with the same shape is lesson.de.js.

import { RK_START, RK_JOIN, RK_LATE, RK_HERO, RK_GAIN } from "./positions.js";

export const LESSON = {
  summary: "Power cards, the crown, heroes and how territories score. Three exercises, about ten minutes.",
  complete: "Lesson complete: you know every rule of The Rose King.",
  title: "The Rose King — the rules, step by step",
  intro: "Two sides, Red and White, fight for the crown of England. You move a shared crown across a 9 × 9 board with power cards and leave a rose of your colour wherever it lands. At the end, big groups of roses count for much more than scattered ones.",
  sections: [
    {
      id: "board",
      title: "1. The board, the crown and the cards",
      text: [
        "The board has 9 × 9 squares, named like a chess board: files a to i from west to east, ranks 1 to 9 from south to north. North — the edge with the gold stripe — is always at the top.",
        "One crown stands on the board; it starts on the centre square e5. There are 52 roses, red on one side and white on the other, shared by both players.",
        "There are 24 power cards: each of the eight compass directions with the distances 1, 2 and 3 (drawn as I, II and III). Each player holds five, face up, so you always see your opponent's hand. The rest form the draw pile. Directions belong to the board, not to the player: N always points to rank 9.",
      ],
      board: { mode: "static", position: RK_START, caption: "The start: the crown on e5, five cards for each side, fourteen in the draw pile." },
    },
    {
      id: "play",
      title: "2. Playing a power card",
      text: [
        "On your turn you play one card: the crown moves exactly that many squares in that direction — never fewer. It may pass over roses, but it must stay on the board and its landing square must be empty.",
        "You put one of your roses on the landing square, the crown on top of it, and the card goes to the discard pile. You do not draw a replacement. Step through the first moves of a game.",
      ],
      board: {
        mode: "step",
        position: RK_START,
        caption: "Red moves first. Red's cards are at the top right; press Next.",
        line: [
          { move: "NE2", caption: "NE2 takes the crown two squares north-east, from e5 to g7. Red's rose goes there." },
          { move: "N1", caption: "White's N1 moves the same crown one square north, to g8." },
          { move: "S3", caption: "Red plays S3: three squares south, jumping over g7 and g6, to g5. Red could not play NE2 again — it is in the discard pile now." },
        ],
      },
    },
    {
      id: "exercise-join",
      title: "Exercise: make your roses touch",
      exercise: true,
      text: [
        "Roses of one colour that touch along an edge (not just at a corner) form a territory. Red has a rose on h2. Which of Red's cards puts the new rose right next to it?",
      ],
      board: {
        mode: "try",
        score: true,
        position: RK_JOIN,
        task: "Red to move: place a rose that touches Red's rose on h2.",
        line: [{ move: "SE2", caption: "i2 lies east of h2: the two roses now form a territory of 2." }],
        explain: "Count the squares from the crown on g4 along each card's arrow.",
      },
    },
    {
      id: "draw",
      title: "3. Drawing a card, and passing",
      text: [
        "Instead of playing, you may draw the top card of the draw pile — but only while you hold fewer than five cards. When the draw pile is empty, the discard pile is shuffled to make a new one.",
        "If you can neither play a card nor draw (five cards, none of them playable), you pass. The other side keeps moving until you can act again. Here Red holds five cards that all point off the board or at occupied squares, and has no heroes left.",
      ],
      board: {
        mode: "step",
        position: RK_LATE,
        caption: "White to move, with only two cards.",
        line: [
          { move: "draw", caption: "White draws: now three cards." },
          { move: "pass", caption: "Red cannot act: a full hand, no playable card, no heroes. Red passes and White moves again." },
        ],
      },
    },
    {
      id: "heroes",
      title: "4. Heroes",
      text: [
        "Each player also has four hero cards. A hero is played together with a power card whose landing square holds an enemy rose: that rose is turned over to your colour, and the crown lands on it. No new rose comes from the supply. The hero card is then gone for good.",
        "The crown may never land on a rose of your own colour — not even with a hero. When a card points at an enemy rose and you have a hero left, the board marks that square with crossed swords.",
      ],
    },
    {
      id: "exercise-hero",
      title: "Exercise: the best hero",
      exercise: true,
      text: [
        "Red has two hero plays here. The territory count below the hands shows what each side's roses are worth. Pick the hero play that gains Red the most.",
      ],
      board: {
        mode: "try",
        score: true,
        position: RK_HERO,
        task: "Red to move: play the hero that gains the most points.",
        line: [{ move: "hero S1", caption: "g7 turns red: it joins f7 (Red 4 more points) and cuts White's column g6–g8 into single roses (White 7 fewer)." }],
        explain: "Watch both sides' totals: a hero can join your roses and split the enemy's.",
      },
    },
    {
      id: "scoring",
      title: "5. Scoring",
      text: [
        "Every territory is worth its size squared: a single rose 1 point, two touching roses 4, three 9, five 25. A side's score is the sum over all its territories, so joining groups pays far more than spreading out.",
        "The territory panel counts live: with each move you see every territory and the sum.",
      ],
    },
    {
      id: "exercise-score",
      title: "Exercise: the biggest gain",
      exercise: true,
      text: ["Several of Red's cards can be played here. Which one scores the most points?"],
      board: {
        mode: "try",
        score: true,
        position: RK_GAIN,
        task: "Red to move: play the card that gains the most points.",
        line: [{ move: "W3", caption: "f4 touches f5 above and f3 below: the row of four and f3 join into one territory of six, worth 36." }],
        explain: "Compare the territory sizes: which square connects two red groups?",
      },
    },
    {
      id: "end",
      title: "6. The end of the game",
      text: [
        "The game ends at once when the last of the 52 roses is placed, or when neither side can do anything any more.",
        "More points wins. With equal points the side with the larger biggest territory wins; if that is equal too, the side with more roses on the board; otherwise it is a draw.",
        "In the four-player team game, partners sit opposite each other, hold three cards each and two heroes each; a partner's roses count as your own.",
        "Play this late position to the end against the computer.",
      ],
      board: {
        mode: "play-from-here",
        score: true,
        position: RK_LATE,
        caption: "You play White.",
      },
    },
  ],
  examples: [
    {
      title: "A position",
      params: { mode: "static", position: RK_START, caption: "The start of a game." },
    },
    {
      title: "Step through a line with captions",
      params: {
        mode: "step",
        position: RK_START,
        line: [{ move: "NE2", caption: "Red opens to the north-east." }, { move: "N1", caption: "White answers." }],
      },
    },
    {
      title: "A puzzle",
      params: {
        mode: "try",
        score: "true",
        position: RK_GAIN,
        task: "Red to move: which card scores the most?",
        line: [{ move: "W3", caption: "Two red groups join on f4.", wrong: { NW3: "f7 touches no red rose." } }],
      },
    },
    {
      title: "Play on against the computer",
      params: { mode: "play-from-here", score: "true", level: "easy", position: RK_LATE },
    },
  ],
};
