// The Rose King's texts (English): board, hands, piles, score, selection, end screen, hints.
// strings.de.js has the same keys in German (tests/browser/test_language.py checks the shape).

import { pick, langTable } from "../../core/lang.js";

const T_EN = {
  gameName: "The Rose King",

  // sides and seats
  sideName: (side) => (side === 0 ? "Red" : "White"),
  seatName: (seat, seats, teams) => {
    const side = teams ? teams[seat] : seat % 2;
    const base = side === 0 ? "Red" : "White";
    return seats > 2 ? `${base} ${Math.floor(seat / 2) + 1}` : base;
  },
  youTag: "human",
  // a card as a person reads it; the notation ("NE2") stays in actions, records and links
  cardLabel: (card) => card,
  // a card's accessible name, in words: "south-west 1"
  cardName: (card) => {
    const m = /^(N|NE|E|SE|S|SW|W|NW)([123])$/.exec(card || "");
    const dirs = { N: "north", NE: "north-east", E: "east", SE: "south-east", S: "south", SW: "south-west", W: "west", NW: "north-west" };
    return m ? `${dirs[m[1]]} ${m[2]}` : String(card);
  },
  dirLabel: (dir) => dir,
  showTerritories: "Show territories",

  // board
  boardLabel: "Board, north at the top",
  squareDesc: {
    crown: "crown",
    red: "red rose",
    white: "white rose",
    target: "legal target",
    heroTarget: "hero target: flips this rose",
    selected: "selected target",
    lastTo: "last move: the crown went here",
    lastFrom: "last move: the crown came from here",
    territory: (n, points) => `territory of ${n}, ${points} point${points === 1 ? "" : "s"}`,
  },
  toMove: (who) => `${who} to move.`,
  toMoveHint: (who) => `${who} to move: pick a card or a highlighted square.`,
  toMoveDraw: (who) => `${who} to move: no card can be played, draw a card.`,
  mustPass: (who) => `${who} cannot move and must pass.`,
  working: "Working…",
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
  lastPlayed: "played in the last move",
  lastDrawn: "the last move drew a card",
  tokens: (n, total) => `Roses on board: ${n} / ${total}`,
  scoreLabel: (who, formula) => `${who}: ${formula} points`,
  pass: "Pass",
  wrongPoints: (red, white) => `After it Red would have ${red} and White ${white} points.`,
  scoreTitle: "Score",
  scoreLine: (points, largest, tokens) => `${points} pts · largest ${largest} · ${tokens} roses`,

  // selection panel
  selectionPlay: (card, target) => `Play ${card}: the crown moves to ${target} and a rose is placed there.`,
  selectionHero: (card, target, victim) =>
    `Hero play with ${card}: the crown moves to ${target} and ${victim}'s rose there is flipped to your colour.`,
  chooseCard: (target) => `More than one card reaches ${target}. Choose one:`,
  playAction: (card, hero) => (hero ? `Play ${card} with a hero` : `Play ${card}`),
  confirm: "Confirm",
  cardGoesTo: (target) => `plays to ${target}`,
  cardGoesHero: (target) => `hero play to ${target}, asks to confirm`,
  confirmHero: "Confirm hero play",
  modeTeams: "4 players in teams (Red 1 + Red 2 against White 1 + White 2)",
  hintPlay: (card, target) => `Hint: ${card} to ${target}`,
  hintHero: (card, target) => `Hint: hero play ${card} to ${target} (flips the rose there)`,
  hintDraw: "Hint: draw a card",
  hintPass: "Hint: pass",
  hintSquare: "suggested move",
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
  territoryTag: (n, points) => `${n}²=${points}`,
  territoryMapLabel: (what) => `Territories at the end of the game. ${what}.`,
  territoryOf: (n, points, square) => `${n} from ${square} (${points} point${points === 1 ? "" : "s"})`,
  noTerritories: "no territories",
  territoryMapNote: "Each territory is outlined; its label is size² = points.",
  endColSide: "Side",
  endColTerritories: "Territories (size²)",
  endColPoints: "Points",
  endColLargest: "Largest",
  endColTokens: "Roses",
  exportName: "rosarium-game.json",
};

export const STRINGS = { en: T_EN, de: null };
await langTable("de", () => import("./strings.de.js"), (m) => { STRINGS.de = m.T; });
export const T = pick(STRINGS);
