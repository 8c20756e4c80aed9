// Long Live the Queen's texts (English): tiles, prestige, dice, statuses, choices, set-up editor,
// result. Colours and tile names come from the engine as codes and are phrased here.
// strings.de.js has the same keys in German (tests/browser/test_language.py checks the shape).

import { pick } from "../../shell/lang.js";
import { T as T_DE } from "./strings.de.js";

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

const T_EN = {
  gameName: "Long Live the Queen",
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
  tileName: (name) => T_EN.tileNames[name] || name,
  // the name printed on a tile (aria-hidden; the tile's accessible name uses tileName)
  tileFace: (name) => T_EN.tileName(name),

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

  // the Hint (shell advice bar): the suggested choice, or a whole set-up
  hintAction: (label) => `Hint: ${label}`,
  hintSetup: (master, tiles) => `Hint: arrange your court with the ${master} as Master and ${tiles}`,

  // set-up editor
  editorTitle: "Arrange your court",
  editorHelp: "Pick the Master (a tile with a prestige colour) and the tile for each position; choosing a tile that is placed elsewhere swaps the two. The Princess stays face up on 7.",
  editorMaster: "Master",
  editorPosition: (p) => `Tile on ${p}`,
  editorShuffle: "Shuffle",

  // result
  resultTitle: (who) => `${who} wins`,
  resultReason: (o, names) =>
    o.reason === "princess face down"
      ? `${names[o.loser]}'s Princess is face down.`
      : `${names[o.winner]} holds three tokens of every colour.`,
  resultTurn: (n) => `Ended on turn ${n}.`,
  resultLine: (o, names) => `${names[o.winner]} wins: ${T_EN.resultReason(o, names)}`,

  // misc
  exportName: "rosarium-long-live-the-queen.json",
  cap,
};

export const STRINGS = { en: T_EN, de: T_DE };
export const T = pick(STRINGS);
