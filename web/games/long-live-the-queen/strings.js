// Long Live the Queen's texts (English): tiles, prestige, dice, statuses, choices, set-up editor,
// result. Colours and tile names come from the engine as codes and are phrased here.
// strings.de.js has the same keys in German (tests/browser/test_language.py checks the shape).

import { pick, langTable } from "../../core/lang.js";

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
  goalTitle: "Goal:",
  lastMoveMark: "changed in the last move",
  lastMoveNumber: "the last move",
  useHintCourt: "Use this court",
  randomShown: "A random court is laid out. Confirm it, deal another, or swap tiles first.",
  hintShown: "The suggested court is laid out. Confirm it, or swap tiles first.",
  winHint: "Three tokens of every colour win; a face-down Princess loses.",
  diceTitle: "Dice",
  diceNone: "Not rolled yet",
  diceLabel: (a, b) => `Dice: ${a} and ${b}, total ${a + b}`,
  diceStart: (w, b) => `Start roll: White ${w[0]}+${w[1]}, Black ${b[0]}+${b[1]}`,
  diceTotal: (n) => `= ${n}`,
  turnLine: (n, who) => (n > 0 ? `Turn ${n} · ${who}'s turn` : "Before play"),
  statusSetup: (who) => `${who} arranges the court in secret.`,
  statusSetupYou: (who) => `${who}: arrange your court (pick two tiles to swap them), then confirm; or take a random court.`,
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
  browsedLabel: "The choices at this position",
  roll: "Roll dice",
  randomSetup: "Random court",
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

  // the Hint (shell advice bar): the suggested choice, or a whole set-up
  hintAction: (label) => `Hint: ${label}`,
  hintSetup: (master, tiles) => `Hint: arrange your court with the ${master} as Master and ${tiles}`,

  // set-up by swaps (the tiles are the controls)
  editorTitle: "Arrange your court",
  editorHelp:
    "Pick a tile, then another: the two change places (or drag one onto the other). The Master, set aside, needs a prestige colour; the Princess stays face up on 7.",
  editorMaster: "Master",

  // the tiles as controls: prompts while a choice is open
  tileCanPick: "can be picked",
  tileTarget: (from) => `pick to answer ${from}`,
  tilePicked: "picked",
  hintMark: "suggested move",
  promptSwap: "Pick a tile, then the neighbour it swaps with.",
  promptCourt: "To swap: pick a tile of your court, then its neighbour. To change the Master: pick a face-up tile with a prestige colour, then your Master. Or skip.",
  promptReveal: "Pick one of your face-down tiles to turn it face up.",
  promptPicked: (name) => `${name} picked: now pick a marked tile, or the same tile again to let go.`,
  pickedName: (name, p) => (p === null ? `${name} (Master)` : `${name} on ${p}`),
  tileOf: (who) => `${who}'s tile`,

  // ability cards (seeds/long-live-the-queen.md LQ-5, restated)
  cardLabel: "Ability card",
  cardFacts: (init, colour) =>
    [init === null || init === undefined ? "no initiative" : `initiative ${init}`, colour ? `${colour} prestige` : "no prestige colour"].join(" · "),
  cardMasterOk: "Can be the Master.",
  abilities: {
    Sniper: "Takes a red token. Then the other court's tile on the mirror position (14 minus its own: 2↔12, 3↔11, 4↔10, 5↔9, 6↔8, 7↔7) turns face down.",
    Assassin: "Takes a red token. Then the tile facing it (same position, other court) turns face down.",
    Schemer: "Takes a yellow token. Then its owner sends one of the opponent's tokens back to the supply.",
    Noble: "Takes a yellow token, then one more token of any colour from the supply.",
    Cheater: "Takes two tokens of the owner's choice from the opponent (only one if they hold one).",
    Princess: "Turns one face-down tile of its own court face up. A seat whose Princess is face down loses at once.",
    Consul: "Takes a blue token. Then its owner may swap two neighbouring tiles of the own court, and may do it a second time.",
    Clown: "Takes a blue token. Then gives one of its owner's tokens to the opponent and takes one of theirs.",
    Witch: "Takes a blue token. Then its owner may swap two neighbouring tiles of the opponent's court, up to two times.",
    Apprentice: "Acts with its Master's ability and initiative. When it acts, its Master turns face up first and stays so.",
    Guard: "No ability, no initiative. While it is face up, the tiles next to it in its own court cannot be turned face down.",
  },
  cardApprentice: (master) => `Its Master now: ${master}.`,
  cardWhen: "A face-up tile acts when the dice hit its position; the lower initiative acts first, equal initiatives do nothing.",
  cardBack: "A face-down tile nobody has shown you yet.",
  cardUnknown: (names) => `Still unplaced for you: ${names}.`,

  // the legend of marks on the tiles
  legendButton: "What the marks mean",
  legendLabel: "Legend",
  legend: {
    init: "Initiative: when both tiles on the rolled position act, the lower number goes first; equal numbers: neither acts. – means none.",
    colour: "Prestige colour of the tile (red, yellow, blue; grey: none). Only a tile with a colour can be the Master.",
    down: "Striped with FACE DOWN: your own face-down tile; only you know it.",
    seen: "SEEN: face down, but both players saw it face up earlier.",
    back: "A face-down tile of the opponent you have not seen.",
    aim: "→ 9: a face-up Sniper or Assassin (or an Apprentice acting as one); when it acts, the other court's tile on 9 turns face down.",
    hit: "Red × and a dashed red frame: this tile is aimed at and would turn face down.",
    guard: "Shield: aimed at, but a face-up Guard next to it keeps it face up.",
    rolled: "Gold number: the position just rolled.",
    pick: "Green ring: a tile you can pick now; the picked one is lifted, its possible partners are marked.",
  },
  legendHint: "Hover, focus or long-press a tile for its ability card.",

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

export const STRINGS = { en: T_EN, de: null };
await langTable("de", () => import("./strings.de.js"), (m) => { STRINGS.de = m.T; });
export const T = pick(STRINGS);
