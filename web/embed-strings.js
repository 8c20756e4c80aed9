// Every English string of the embeddable widget (web/embed/*, web/embed.js), the rules lessons
// (web/lessons/*), the authors' page (web/authors.*) and the app's "Embed snippet" aid
// (web/ui/embed-snippet.js); the German twin with the same shape is embed-strings.de.js.
// EMBED, SNIPPET, AUTHORS and LESSONS answer in the page's language (ui/lang.js pick(), which
// follows withLang while a widget of another language is drawn); a widget takes its own table
// from stringsFor(lang). Functions take the values to insert. What belongs to one game (its
// lesson, its example boards) is in that game's folder (web/games/<game>/lesson.*.js).

import { pick, langTable } from "./core/lang.js";

// a reason told as a sentence of its own, before what to do about it
const closed = (msg) => (/[.!?…]$/.test(String(msg)) ? msg : `${msg}.`);

const EMBED_EN = {
  regionLabel: (game) => `Rosarium board: ${game}`,

  loading: "Loading the rules engine…",
  waiting: "The rules engine loads when you reach this board.",
  engineFailed: (msg) => `The rules engine could not start: ${closed(msg)} Reload the page to try again, or try another browser.`,
  engineSlow: (s) => `The rules engine has not started after ${s} s. Wait a little, or reload the page; if it never starts, try another browser.`,

  // bad parameters (shown in the widget, never thrown)
  errorTitle: "This board cannot be shown",
  badGame: (g, known) => `Unknown game “${g}”: use one of ${known}.`,
  badMode: (m) => `Unknown mode “${m}”: use static, step, try or play-from-here.`,
  bothSources: "Give either a position or a record, not both.",
  badRecordJson: (msg) => `The record is not valid JSON (${msg}).`,
  badLineJson: (msg) => `The line of moves is not valid JSON (${msg}).`,
  badLineShape: "The line must be a JSON list of moves, each as the game's move list writes it: [\"…\", {\"move\": \"…\", \"caption\": \"…\"}].",
  badLineItem: (i) => `Step ${i} of the line has no move (write the move as the game's move list does, or {"move": "…"}).`,
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
  notForGame: (param, game) => `${game} boards take no parameter “${param}”.`,
  badUiJson: (msg) => `The board's picture (ui) is not valid JSON (${msg}).`,
  badUi: (game) => `The board's picture (ui) is damaged: it does not fit the table of ${game}. Make the snippet again, or leave ui out to draw the position with the rules engine.`,

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
  pictureLabel: "The current position as a picture (loads no rules engine)",
  picturePending: "Adding the board's picture (ui) to the snippets…",
  pictureAdded: "Each snippet carries the board's picture (data-ui): the board is drawn at once, before the rules engine loads; a static board never loads it.",
  pictureMissing: "The board's picture could not be made: the snippets work without it, with the rules engine.",
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
  gamesTitle: "The games and their sources",
  gamesIntro: "Rosarium's rules are restated in our own words from the rule texts named below; no sentence of them is copied. Where a text is silent, open or does not add up, Rosarium's rules digest states the decision it took.",
  howTitle: "How to embed",
  howSteps: [
    "Put a div with the attribute data-rosarium where the board should appear and describe it with data- attributes (below).",
    "Load embed.js once, from the folder the Rosarium site is served from.",
    "On the same site the boards are drawn into the page. On another site embed.js puts each board into a frame (embed.html), which takes the same parameters in its address, after the # (a part of an address the browser never sends to the server: a board's picture makes an address of over 10,000 characters, which many servers refuse). The frame takes its board's height, and a try board solved in it sends rosarium-solved from the board's element on your page, as a board drawn in the page does.",
  ],
  paramsTitle: "Parameters",
  paramsIntro: "As data- attributes (data-mode=\"step\") or, for embed.html, in the address (#mode=step, or ?mode=step for short ones). Values are plain text: they are never read as markup.",
  paramCols: ["Parameter", "Values", "Meaning"],
  onlyFor: (game, meaning) => `Only for ${game}: ${meaning}`, // a game's own parameter (its table component's embedParams)
  params: [
    ["game", (games) => games.map((g) => g.id).join(" | "), "Which game. Optional when a position or record says it."],
    ["position", "a position string", (games) => `The position to show (the app's Copy link gives one). Its first word names the game: ${games.map((g) => `${g.prefix} (${g.name})`).join(", ")}.`],
    ["record", "a game record (JSON)", "A whole game as exported by the app. In step mode the reader steps through its moves."],
    ["at", "a move number", "With a record: the position after that many moves is the start (step mode: 0, otherwise the end)."],
    ["seed", "a number or text", "Without position and record: a new game dealt with this seed."],
    ["mode", "static | step | try | play-from-here", "static: just the position. step: Previous / Next through the line. try: the reader must find the line's moves; wrong moves are explained and taken back. play-from-here: the reader plays on against the computer."],
    ["line", "JSON list", "The scripted moves, each as the game's move list writes it: [\"…\", {\"move\": \"…\", \"caption\": \"…\", \"auto\": true, \"wrong\": {\"…\": \"…\"}}]. caption is shown after the move; auto (try mode) plays the move for the reader (the opponent's reply); wrong explains particular wrong moves."],
    ["caption", "text", "Shown with the first position."],
    ["task", "text", "The question of a try board (\"Find the move that gains the most points\")."],
    ["score", "true | false", "In a game whose table can count points as they change: show that count on the board."],
    ["seat", "0, 1, …", "In a game with hidden pieces: whose the reader sees. play-from-here: the reader's seat (default: the seat to move)."],
    ["level", "easy | medium | hard | max", "play-from-here: the computer's strength (default easy)."],
    ["title", "text", "The board's accessible name."],
    ["ui", "JSON (the engine's ui_state)", "What the board draws, as the app's Embed snippet and the examples below write it. A static board with ui is drawn by the game's table alone and loads no rules engine (Pyodide and the rules: over 5 MB); the other modes show it until the engine, loaded when the reader reaches the board, is ready. A ui that does not fit the game is shown as a message."],
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
};

// ---------------------------------------------------------------- rules lessons (web/lessons/)
// The frame of every lesson page; each game's lesson is in its folder (web/games/<game>/lesson.*.js).

const LESSONS_EN = {
  indexTitle: "Rules lessons",
  indexIntro: "Learn a game on the board itself: every rule comes with a position that shows it, and small exercises check that it stuck.",
  back: "Back to the game",
  authors: "Embed boards in your own pages",
  lessonsNav: "All lessons",
  progress: (n, total) => `Exercises solved: ${n} of ${total}.`,
  complete: "Lesson complete: you know every rule of this game.",
  playNow: "Play a game",
  exercise: "Exercise",
  langGroup: "Language",
  langProblem: (l) => `Unknown language “${l}” in the address: the page is shown in English.`,
};

// ---------------------------------------------------------------- by language

/** English tables, one per block (the German twin: DE in embed-strings.de.js). */
export const EN = { EMBED: EMBED_EN, SNIPPET: SNIPPET_EN, AUTHORS: AUTHORS_EN, LESSONS: LESSONS_EN };

/** Every language's tables, for a widget of its own language and for the parity test. */
export const TABLES = { en: EN, de: null };
await langTable("de", () => import("./embed-strings.de.js"), (m) => { TABLES.de = m.DE; });

/** The tables of `lang` ("en" or "de"). */
export function stringsFor(lang) {
  return TABLES[lang] || EN;
}

// a block's German table is read when asked for: it may load after this module (loadLang)
const block = (name) => ({ en: EN[name], get de() { return TABLES.de && TABLES.de[name]; } });
export const EMBED = pick(block("EMBED"));
export const SNIPPET = pick(block("SNIPPET"));
export const AUTHORS = pick(block("AUTHORS"));
export const LESSONS = pick(block("LESSONS"));
