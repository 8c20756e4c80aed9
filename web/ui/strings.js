// Every string the page shows lives here (English) and in strings.de.js (German, same shape),
// so a language is one file and nothing else in web/ builds user-facing text. Importers keep
// using S and LQ: they are the current language's tables, chosen once by ui/lang.js; STRINGS
// holds both languages for the parity test (tests/browser/test_language.py).
// Functions take the values to insert. Board notation (e5, NE2, positions) is never translated.

import { pick } from "./lang.js";
import { S as S_DE, LQ as LQ_DE } from "./strings.de.js";

const S_EN = {
  appTitle: "Rosarium",
  gameName: "The Rose King",

  // sides and seats
  sideName: (side) => (side === 0 ? "Red" : "White"),
  seatName: (seat, seats, teams) => {
    const side = teams ? teams[seat] : seat % 2;
    const base = side === 0 ? "Red" : "White";
    return seats > 2 ? `${base} ${Math.floor(seat / 2) + 1}` : base;
  },
  computerTag: "computer",
  youTag: "human",

  // toolbar
  newGame: "New game",
  undo: "Undo",
  redo: "Redo",
  exportGame: "Export game",
  importGame: "Import game",
  copyLink: "Copy link",
  showTerritories: "Show territories",
  moreActions: "Game menu",

  // board
  boardLabel: "Board, north at the top",
  squareDesc: {
    crown: "crown",
    red: "red rose",
    white: "white rose",
    target: "legal target",
    heroTarget: "hero target: flips this rose",
    selected: "selected target",
    territory: (n) => `territory of ${n}`,
  },

  // status line (the single role=status element)
  loading: "Loading the rules engine… the board is shown, moves start when it is ready.",
  engineFailed: (msg) => `The rules engine could not start: ${msg}`,
  toMove: (who) => `${who} to move.`,
  toMoveHint: (who) => `${who} to move: pick a card or a highlighted square.`,
  thinking: (who) => `${who} (computer) is thinking…`,
  mustPass: (who) => `${who} cannot move and must pass.`,
  working: "Working…",
  gameOver: (result) => `Game over. ${result}`,
  resultLine: (o, names) => {
    const [r, w] = o.scores;
    const scores = `${names[0]} ${r}, ${names[1]} ${w} points`;
    if (o.winner === null || o.winner === undefined) return `Draw — ${scores}.`;
    return `${names[o.winner]} wins — ${scores}.`;
  },

  // seat panels and piles
  handLabel: (who) => `${who}'s power cards`,
  heroesLeft: (n) => `Heroes: ${n}`,
  heroesLeftLong: (who, n) => `${who} has ${n} hero card${n === 1 ? "" : "s"} left`,
  handCount: (n, limit) => `${n} of ${limit} cards`,
  noCards: "No power cards",
  drawCard: "Draw card",
  drawPile: (n) => `Draw pile: ${n}`,
  discardPile: (n) => `Discard: ${n}`,
  discardTop: "Top of discard",
  discardEmpty: "empty",
  tokens: (n, total) => `Roses on board: ${n} / ${total}`,
  scoreTitle: "Score",
  scoreLine: (points, largest, tokens) => `${points} pts · largest ${largest} · ${tokens} roses`,
  moveListTitle: "Moves",
  noMoves: "No moves yet.",
  moveEntry: (n, who, text) => `${n}. ${text}`,

  // selection panel
  selectionPlay: (card, target) => `Play ${card}: the crown moves to ${target} and a rose is placed there.`,
  selectionHero: (card, target, victim) =>
    `Hero play with ${card}: the crown moves to ${target} and ${victim}'s rose there is flipped to your colour.`,
  chooseCard: (target) => `More than one card reaches ${target}. Choose one:`,
  playAction: (card, hero) => (hero ? `Play ${card} with a hero` : `Play ${card}`),
  confirm: "Confirm",
  confirmHero: "Confirm hero play",
  cancel: "Cancel",

  // new game dialog
  newGameTitle: "New game",
  modeLabel: "Players",
  modeHotseat: "2 players, hot-seat",
  modeComputer: "Against the computer",
  modeComputerVsComputer: "Computer against computer (watch)",
  modeTeams: "4 players in teams (Red 1 + Red 2 against White 1 + White 2)",
  playAs: "Play as",
  computerSeats: "Computer-controlled seats",
  levelLabel: "Computer strength",
  levelName: { easy: "Easy", medium: "Medium", hard: "Hard", max: "Maximum (thinks about 5 s a move)" },
  seedLabel: "Seed (same seed, same deal)",
  seedHint: "Leave empty for a random deal.",
  start: "Start",

  // hint and win chance (the advice bar under the status line)
  hint: "Hint",
  hintTitle: "Suggest a move for the side to move",
  hintThinking: "Looking for a good move…",
  hintPlay: (card, target) => `Hint: ${card} to ${target}`,
  hintHero: (card, target) => `Hint: hero play ${card} to ${target} (flips the rose there)`,
  hintDraw: "Hint: draw a card",
  hintPass: "Hint: pass",
  hintFailed: (msg) => `No hint: ${msg}`,
  hintSquare: "suggested move",
  winChance: "Win chance",
  winChanceTitle: "Show the estimated win chance of the side to move after each move",
  winChanceLabel: (side) => `Win chance for ${side} (to move)`,
  winChanceText: (side, pct) => `${side} to move: about ${pct}% win chance`,
  winChanceThinking: "Estimating the win chance…",
  winChanceFailed: (msg) => `No win chance: ${msg}`,

  // end screen
  endTitle: "Game over",
  endReason: (reason) =>
    ({
      "last token placed": "The game ended when the last of the 52 roses was placed.",
      "no one can act": "The game ended because no one could act any more.",
    })[reason] || `The game ended: ${reason}.`,
  decidedBy: {
    points: "Decided on points.",
    "largest territory": "Points were equal, so the largest territory decided.",
    "tokens on board": "Points and largest territory were equal, so the number of roses on the board decided.",
    draw: "Points, largest territory and roses on board were all equal: the game is a draw.",
  },
  territoryFormula: (sizes, points) =>
    sizes.length ? `${sizes.map((s) => `${s}²`).join(" + ")} = ${points}` : `no territories = ${points}`,
  endColSide: "Side",
  endColTerritories: "Territories (size²)",
  endColPoints: "Points",
  endColLargest: "Largest",
  endColTokens: "Roses",
  close: "Close",

  // messages (role=alert)
  dismiss: "Dismiss",
  importBadJson: "That file is not a Rosarium game record (it is not valid JSON). Your current game is kept.",
  importRefused: (msg) => `That game record was refused: ${msg}. Your current game is kept.`,
  importDone: "Game record imported.",
  linkBad: (msg) => `The position in the link could not be used: ${msg}. Your game is kept.`,
  linkLoaded: "Position loaded from the link.",
  linkCopied: "Link copied to the clipboard.",
  linkShow: "Copy this link:",
  restoreFailed: (msg) => `The saved game could not be restored (${msg}); a new game was started.`,
  actionFailed: (msg) => `The engine refused that: ${msg}`,
  notReady: "The rules engine is still loading.",
  exportName: "rosarium-game.json",
  recordNotObject: "the file must hold a JSON object",
  recordEmpty: "the record holds no positions",
  unknownError: "unknown error",
  // a saved move whose sentence is in the other language, until the engine has re-told it
  movePending: "…",

  // language switch (the button itself shows the other language's name, ui/lang.js LANG_NAMES)
  language: "Language",
  paramBad: (name, value, allowed) =>
    `The address parameter “${name}=${value}” was ignored: ${allowed ? `it takes one of ${allowed.join(", ")}` : "it takes a number, 0 or more"}.`,
  langUnknown: (code, available) =>
    `The language “${code}” is not available, so the page is shown in English. Available languages: ${available.join(", ")}.`,
};

// ---------------------------------------------------------------- Long Live the Queen
// Strings of the Long Live the Queen table (web/lltq/*) and the game choice of the New game
// dialog. Colours and tile names come from the engine as codes/names and are phrased here.

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

const LQ_EN = {
  gameName: "Long Live the Queen",
  gameLabel: "Game",
  gameNames: { "rose-king": "The Rose King", "long-live-the-queen": "Long Live the Queen" },
  seatName: (seat) => (seat === 0 ? "White" : "Black"),
  colourName: (c) => ({ red: "red", yellow: "yellow", blue: "blue" })[c] || c,
  // the engine names tiles by identifier ("Sniper"); the page always shows them through here
  tileNames: {
    Sniper: "Sniper",
    Assassin: "Assassin",
    Schemer: "Schemer",
    Noble: "Noble",
    Cheater: "Cheater",
    Princess: "Princess",
    Consul: "Consul",
    Clown: "Clown",
    Witch: "Witch",
    Apprentice: "Apprentice",
    Guard: "Guard",
  },
  tileName: (name) => LQ_EN.tileNames[name] || name,
  // the name printed on a tile (aria-hidden; the tile's accessible name uses tileName)
  tileFace: (name) => LQ_EN.tileName(name),

  // table
  tableLabel: "Number bar with both courts",
  barLabel: "Number bar, positions 2 to 12",
  lineLabel: (who) => `${who}'s line`,
  masterLabel: (who) => `${who}'s Master`,
  you: "you",
  computer: "computer",
  onTurn: "on turn",
  deciding: "deciding",
  positionActive: (p) => `${p}, rolled`,
  tileUp: (who, name, p) => `${who}'s ${name} on ${p}, face up`,
  tileDownOwn: (who, name, p) => `${who}'s ${name} on ${p}, face down (secret)`,
  tileDownKnown: (who, name, p) => `${who}'s ${name} on ${p}, face down (seen before)`,
  tileBack: (who, p) => `${who}'s face-down tile on ${p}`,
  tileEmpty: (p) => `no tile on ${p}`,
  masterUp: (who, name) => `${who}'s Master: ${name}, face up`,
  masterDownOwn: (who, name) => `${who}'s Master: ${name}, face down (secret)`,
  masterDownKnown: (who, name) => `${who}'s Master: ${name}, face down (seen before)`,
  masterBack: (who) => `${who}'s Master, face down`,
  notArranged: "not arranged yet",
  threatened: (who, tile, p) => `threatened by ${who}'s ${tile} on ${p}`,
  threatenedGuarded: (who, tile, p) => `aimed at by ${who}'s ${tile} on ${p}, but protected by a Guard`,
  threatMark: (p) => `→ ${p}`,
  threatTitle: (tile, p) => `${tile}: threatens ${p}`,
  faceDownMark: "face down",
  knownMark: "seen",
  initiative: (n) => (n === null || n === undefined ? "–" : String(n)),

  // prestige and dice
  supplyTitle: "Supply",
  prestigeOf: (who) => `${who}'s prestige`,
  tokenCount: (c, n) => `${n} ${c}`,
  prestigeLabel: (who, p) => `${who} holds ${p.red} red, ${p.yellow} yellow, ${p.blue} blue`,
  supplyLabel: (p) => `Supply: ${p.red} red, ${p.yellow} yellow, ${p.blue} blue`,
  winHint: "Three tokens of every colour win; a face-down Princess loses.",
  diceTitle: "Dice",
  diceNone: "Not rolled yet",
  diceLabel: (a, b) => `Dice: ${a} and ${b}, total ${a + b}`,
  diceStart: (w, b) => `Start roll: White ${w[0]}+${w[1]}, Black ${b[0]}+${b[1]}`,
  diceTotal: (n) => `= ${n}`,
  turnLine: (n, who) => (n > 0 ? `Turn ${n} · ${who}'s turn` : "Before play"),

  // status line
  loading: "Loading the rules engine… play starts when it is ready.",
  statusSetup: (who) => `${who} arranges the court in secret.`,
  statusSetupYou: (who) => `${who}: arrange your court (pick the Master and place the tiles), or use a random set-up.`,
  statusStart: (who) => `${who}: roll to decide who starts.`,
  statusRoll: (who) => `${who} to roll the dice.`,
  statusCourt: (who) => `${who} may change the court: swap two neighbouring tiles, change the Master, or skip.`,
  statusDecision: {
    pick: (who) => `${who} chooses a token to take from the supply.`,
    steal: (who, other) => `${who} chooses a token to take from ${other}.`,
    return: (who, other) => `${who} chooses one of ${other}'s tokens to return to the supply.`,
    give: (who, other) => `${who} chooses a token to give to ${other}.`,
    reveal: (who) => `${who} chooses a face-down tile of their line to turn face up.`,
    swap: (who, other, own, left) =>
      `${who} may swap two neighbouring tiles in ${own ? "their own" : `${other}'s`} line (${left} swap${left === 1 ? "" : "s"} left).`,
  },
  statusComputer: (who) => `${who} (computer) is deciding…`,
  statusOver: (text) => `Game over. ${text}`,
  notYourTurn: (who) => `Waiting for ${who}.`,

  // actions (accessible names of the buttons)
  actionsLabel: "Your choices",
  roll: "Roll dice",
  randomSetup: "Random set-up",
  confirmSetup: "Confirm set-up",
  take: (c) => `Take ${c} prestige`,
  takeFrom: (c, other) => `Take ${c} prestige from ${other}`,
  returnTo: (c, other) => `Return ${other}'s ${c} prestige to the supply`,
  give: (c, other) => `Give ${c} prestige to ${other}`,
  reveal: (p) => `Reveal tile on ${p}`,
  swap: (a, b) => `Swap ${a} and ${b}`,
  swapIn: (a, b, who) => `Swap ${a} and ${b} in ${who}'s line`,
  done: "No more swaps",
  master: (p) => `Make the tile on ${p} the Master`,
  skip: "Skip",
  swapGroup: "Swap two neighbouring tiles",
  masterGroup: "Change the Master",

  // set-up editor
  editorTitle: "Arrange your court",
  editorHelp: "Pick the Master (a tile with a prestige colour) and the tile for each position; choosing a tile that is placed elsewhere swaps the two. The Princess stays face up on 7.",
  editorMaster: "Master",
  editorPosition: (p) => `Tile on ${p}`,
  editorShuffle: "Shuffle",

  // hand-over (hot-seat)
  handoverTitle: (who) => `Pass the device to ${who}`,
  handoverText: (who) => `The tiles are hidden. Only ${who} should look at the screen now.`,
  handoverButton: (who) => `I am ${who}, show my tiles`,
  handoverStatus: (who) => `Hand the device to ${who}.`,

  // result
  resultTitle: (who) => `${who} wins`,
  resultReason: (o, names) =>
    o.reason === "princess face down"
      ? `${names[o.loser]}'s Princess is face down.`
      : `${names[o.winner]} holds three tokens of every colour.`,
  resultTurn: (n) => `Ended on turn ${n}.`,
  resultLine: (o, names) => `${names[o.winner]} wins: ${LQ_EN.resultReason(o, names)}`,

  // misc
  moveEntry: (n, text) => `${n}. ${text}`,
  exportName: "rosarium-long-live-the-queen.json",
  cap,
};

/** Both languages' tables, for the parity test and for pages that need a fixed language. */
export const STRINGS = { en: { S: S_EN, LQ: LQ_EN }, de: { S: S_DE, LQ: LQ_DE } };

export const S = pick({ en: S_EN, de: S_DE });
export const LQ = pick({ en: LQ_EN, de: LQ_DE });
