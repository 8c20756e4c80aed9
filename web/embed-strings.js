// Every English string of the embeddable widget (web/embed/*, web/embed.js), the rules lessons
// (web/lessons/*), the authors' page (web/authors.*) and the app's "Embed snippet" aid
// (web/ui/embed-snippet.js); the German twin with the same shape is embed-strings.de.js.
// EMBED, SNIPPET, AUTHORS and LESSONS answer in the page's language (ui/lang.js pick(), which
// follows withLang while a widget of another language is drawn); a widget takes its own table
// from stringsFor(lang). Functions take the values to insert. Positions are data (lessons/positions.js).

import { pick } from "./shell/lang.js";
import { DE } from "./embed-strings.de.js";
import { RK_START, RK_JOIN, RK_LATE, RK_HERO, RK_GAIN } from "./lessons/positions.js";

const EMBED_EN = {
  regionLabel: (game) => `Rosarium board: ${game}`,

  loading: "Loading the rules engine…",
  engineFailed: (msg) => `The rules engine could not start: ${msg}`,

  // bad parameters (shown in the widget, never thrown)
  errorTitle: "This board cannot be shown",
  badGame: (g, known) => `Unknown game “${g}”: use one of ${known}.`,
  badMode: (m) => `Unknown mode “${m}”: use static, step, try or play-from-here.`,
  bothSources: "Give either a position or a record, not both.",
  badRecordJson: (msg) => `The record is not valid JSON (${msg}).`,
  badLineJson: (msg) => `The line of moves is not valid JSON (${msg}).`,
  badLineShape: "The line must be a JSON list of moves: [\"NE2\", {\"move\": \"hero S1\", \"caption\": \"…\"}].",
  badLineItem: (i) => `Step ${i} of the line has no move (write "NE2" or {"move": "NE2"}).`,
  tryNeedsLine: "Mode try needs a line with the move(s) the reader must find.",
  badSeat: (s) => `Seat “${s}” is not a seat number (0, 1, …).`,
  badLevel: (l) => `Unknown computer level “${l}”: use easy, medium, hard or max.`,
  badAt: (a) => `“at” must be a move number of the record, not “${a}”.`,
  gameMismatch: (want, got) => `The position is a ${got} position, but the game is ${want}.`,
  badPosition: (msg) => `The position could not be read: ${msg}`,
  badRecord: (msg) => `The record could not be replayed: ${msg}`,
  badStep: (i, move, msg) => `Step ${i} of the line (${move}) cannot be played: ${msg}`,
  tooLong: (what, n) => `The ${what} is too long (more than ${n} characters).`,
  badLang: (l) => `Unknown language “${l}”: use en or de.`,

  // controls
  previous: "Previous",
  next: "Next",
  stepCount: (i, n) => `Position ${i} of ${n}`,
  startPosition: "Start position.",
  showAnswer: "Show the answer",
  startAgain: "Start again",

  /** embed.js's frame title (a classic script keeps a copy; tests/browser/test_embed_lang.py compares). */
  frameTitle: "Rosarium board",

  // status
  toMove: (who) => `${who} to move.`,
  yourMove: (who) => `${who} to move: your turn.`,
  findMove: (who) => `${who} to move: find the move.`,
  computerThinking: (who) => `${who} (computer) is thinking…`,
  right: (text) => `Right! ${text}`,
  wrong: (text) => `Not this one — ${text}`,

  takenBack: "The move was taken back: try again.",
  answerShown: (text) => `The answer: ${text}`,
  solved: "Solved.",

  actionFailed: (msg) => `The engine refused that: ${msg}`,

};

// ---------------------------------------------------------------- the app's authoring aid

const SNIPPET_EN = {
  button: "Embed snippet",
  lessonsLink: "Rules lessons",
  authorsLink: "Embedding help",
  title: "Embed this game in a web page",
  intro: "Paste this into a page on the same site as Rosarium (or any page: it then shows the board in a frame).",
  positionLabel: "The current position (the reader plays on against the computer)",
  gameLabel: "The whole game, move by move (Previous / Next)",
  copy: "Copy",
  copied: "Copied.",
  copyFailed: "Select the text and copy it by hand.",
  close: "Close",
  noGame: "There is no game to embed yet.",
  langNote:
    "The board speaks the language this page shows (data-lang=\"en\"). Write data-lang=\"de\" for German, or leave the attribute out: then the board follows the <html lang> of the page it is pasted into.",
};

// ---------------------------------------------------------------- authors' page

const AUTHORS_EN = {
  title: "Embedding Rosarium boards",
  back: "Back to the game",
  lessons: "Rules lessons",
  nav: "Pages",
  langGroup: "Language",
  langProblem: (l) => `Unknown language “${l}” in the address: the page is shown in English.`,
  intro: [
    "Any web page can show a Rosarium board: a position, a game stepped through move by move, a puzzle or a game against the computer. The rules run in the reader's browser; no server is involved.",
    "Add one script to the page and one element per board. Every board on the page shares a single rules engine.",
  ],
  howTitle: "How to embed",
  howSteps: [
    "Put a div with the attribute data-rosarium where the board should appear and describe it with data- attributes (below).",
    "Load embed.js once, from the folder the Rosarium site is served from.",
    "On the same site the boards are drawn into the page. On another site embed.js puts each board into a frame (embed.html), which takes the same parameters in its address.",
  ],
  paramsTitle: "Parameters",
  paramsIntro: "As data- attributes (data-mode=\"step\") or, for embed.html, in the address (?mode=step). Values are plain text: they are never read as markup.",
  paramCols: ["Parameter", "Values", "Meaning"],
  params: [
    ["game", "rose-king | long-live-the-queen", "Which game. Optional when a position or record says it."],
    ["position", "a position string", "The position to show (the app's Copy link gives one; Rose King positions start with rk, Long Live the Queen ones with lq)."],
    ["record", "a game record (JSON)", "A whole game as exported by the app. In step mode the reader steps through its moves."],
    ["at", "a move number", "With a record: the position after that many moves is the start (step mode: 0, otherwise the end)."],
    ["seed", "a number or text", "Without position and record: a new game dealt with this seed."],
    ["mode", "static | step | try | play-from-here", "static: just the position. step: Previous / Next through the line. try: the reader must find the line's moves; wrong moves are explained and taken back. play-from-here: the reader plays on against the computer."],
    ["line", "JSON list", "The scripted moves: [\"NE2\", {\"move\": \"hero S1\", \"caption\": \"…\", \"auto\": true, \"wrong\": {\"W3\": \"…\"}}]. caption is shown after the move; auto (try mode) plays the move for the reader (the opponent's reply); wrong explains particular wrong moves."],
    ["caption", "text", "Shown with the first position."],
    ["task", "text", "The question of a try board (\"Find the hero play that gains the most points\")."],
    ["score", "true | false", "Show the territories on the board and a live count of each side's points (The Rose King)."],
    ["seat", "0, 1, …", "Long Live the Queen: whose tiles the reader sees. play-from-here: the reader's seat (default: the seat to move)."],
    ["level", "easy | medium | hard | max", "play-from-here: the computer's strength (default easy)."],
    ["title", "text", "The board's accessible name."],
    ["lang", "en | de", "The language of the board's texts and move sentences (the notation is the same in both). Without it the board follows the page's <html lang>: German when it starts with de, otherwise English. Boards on one page may differ."],
  ],
  examplesTitle: "Examples",
  exampleCopy: "Copy",
  exampleCopied: "Copied.",
  exampleLive: "What it looks like:",
  snippetTitle: "From the app",
  snippetText: "In the game, the button Embed snippet turns the current game into a ready-made element: the current position to play on, or the whole game to step through.",
  eventsTitle: "Events",
  eventsText: "A try board sends the event rosarium-solved (bubbling, from its div) when the reader has found every move.",
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

// ---------------------------------------------------------------- rules lessons (web/lessons/)
// Our own words, restated from seeds/rose-king.md (RK-1 … RK-10).
// Each section: title, paragraphs, and the board it shows (widget parameters as data).

const LESSONS_EN = {
  indexTitle: "Rules lessons",
  indexIntro: "Learn a game on the board itself: every rule comes with a position that shows it, and small exercises check that it stuck.",
  back: "Back to the game",
  authors: "Embed boards in your own pages",
  lessonsNav: "All lessons",
  list: [{ href: "rose-king.html", title: "The Rose King", text: "Power cards, the crown, heroes and how territories score. Three exercises, about ten minutes." }, { href: "long-live-the-queen.html", title: "Long Live the Queen", text: "The number bar, the dice, every character's ability, prestige and the court. Four exercises, about fifteen minutes." }],
  progress: (n, total) => `Exercises solved: ${n} of ${total}.`,
  complete: "Lesson complete: you know every rule of The Rose King.",
  playNow: "Play a game",
  exercise: "Exercise",
  langGroup: "Language",
  langProblem: (l) => `Unknown language “${l}” in the address: the page is shown in English.`,

  roseKing: {
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
  },
};

// ---------------------------------------------------------------- by language

/** English tables, one per block (the German twin: DE in embed-strings.de.js). */
export const EN = { EMBED: EMBED_EN, SNIPPET: SNIPPET_EN, AUTHORS: AUTHORS_EN, LESSONS: LESSONS_EN };

/** Every language's tables, for a widget of its own language and for the parity test. */
export const TABLES = { en: EN, de: DE };

/** The tables of `lang` ("en" or "de"). */
export function stringsFor(lang) {
  return TABLES[lang] || EN;
}

export const EMBED = pick({ en: EN.EMBED, de: DE.EMBED });
export const SNIPPET = pick({ en: EN.SNIPPET, de: DE.SNIPPET });
export const AUTHORS = pick({ en: EN.AUTHORS, de: DE.AUTHORS });
export const LESSONS = pick({ en: EN.LESSONS, de: DE.LESSONS });
