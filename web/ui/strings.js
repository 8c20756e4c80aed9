// Every string the page shows lives here, so a later issue can add other languages.
// Functions take the values to insert; nothing else in web/ builds user-facing text.

export const S = {
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
  modeTeams: "4 players in teams (Red 1 + Red 2 against White 1 + White 2)",
  playAs: "Play as",
  computerSeats: "Computer-controlled seats",
  levelLabel: "Computer strength",
  levelName: { easy: "Easy", medium: "Medium", hard: "Hard" },
  seedLabel: "Seed (same seed, same deal)",
  seedHint: "Leave empty for a random deal.",
  start: "Start",

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
};
