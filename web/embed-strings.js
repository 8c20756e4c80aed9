// Every string of the embeddable widget (web/embed/*), the rules lessons (web/lessons/*), the
// authors' page (web/authors.*) and the app's "Embed snippet" aid (web/ui/embed-snippet.js).
// One place, so a translation can be added later (e.g. a DE twin of each block chosen by
// language). Functions take the values to insert. Lesson positions are data, not text.

export const EMBED = {
  regionLabel: (game) => `Rosarium board: ${game}`,
  gameNames: { "rose-king": "The Rose King", "long-live-the-queen": "Long Live the Queen" },
  loading: "Loading the rules engine…",
  engineFailed: (msg) => `The rules engine could not start: ${msg}`,

  // bad parameters (shown in the widget, never thrown)
  errorTitle: "This board cannot be shown",
  badGame: (g) => `Unknown game “${g}”: use rose-king or long-live-the-queen.`,
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

  // controls
  previous: "Previous",
  next: "Next",
  stepCount: (i, n) => `Position ${i} of ${n}`,
  startPosition: "Start position.",
  showAnswer: "Show the answer",
  startAgain: "Start again",
  drawCard: "Draw card",
  pass: "Pass",
  actions: "Your choices",
  randomSetup: "Random set-up",

  // status
  toMove: (who) => `${who} to move.`,
  yourMove: (who) => `${who} to move: your turn.`,
  findMove: (who) => `${who} to move: find the move.`,
  computerThinking: (who) => `${who} (computer) is thinking…`,
  right: (text) => `Right! ${text}`,
  wrong: (text) => `Not this one — ${text}`,
  wrongPoints: (red, white) => `After it Red would have ${red} and White ${white} points.`,
  takenBack: "The move was taken back: try again.",
  answerShown: (text) => `The answer: ${text}`,
  solved: "Solved.",
  passes: (text) => text,
  gameOverRk: (o) =>
    o.winner === null || o.winner === undefined
      ? `Game over: a draw (${o.scores[0]} to ${o.scores[1]} points).`
      : `Game over: ${o.winner === 0 ? "Red" : "White"} wins, ${o.scores[0]} to ${o.scores[1]} points.`,
  actionFailed: (msg) => `The engine refused that: ${msg}`,

  // live territory count
  scoreTitle: "Territories",
  scoreLabel: (side, formula) => `${side}: ${formula} points`,
  scoreSide: (side) => (side === 0 ? "Red" : "White"),
  scoreFormula: (sizes, points) =>
    sizes.length ? `${sizes.map((s) => `${s}²`).join(" + ")} = ${points}` : `no territories = ${points}`,
};

// ---------------------------------------------------------------- the app's authoring aid

export const SNIPPET = {
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
};

// ---------------------------------------------------------------- authors' page

export const AUTHORS = {
  title: "Embedding Rosarium boards",
  back: "Back to the game",
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
    { title: "A position", mode: "static" },
    { title: "Step through a line with captions", mode: "step" },
    { title: "A puzzle", mode: "try" },
    { title: "Play on against the computer", mode: "play-from-here" },
  ],
};
