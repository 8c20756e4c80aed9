// Die Texte von Lang lebe die Königin: the same keys as strings.js, words (tile names too) from
// seeds/glossary-de.md.

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

export const T = {
  gameName: "Lang lebe die Königin",
  seatName: (seat) => (seat === 0 ? "Weiß" : "Schwarz"),
  colourName: (c) => ({ red: "rot", yellow: "gelb", blue: "blau" })[c] || c,
  tileNames: {
    Sniper: "Scharfschütze",
    Assassin: "Attentäter",
    Schemer: "Intrigant",
    Noble: "Adliger",
    Cheater: "Betrüger",
    Princess: "Prinzessin",
    Consul: "Konsul",
    Clown: "Narr",
    Witch: "Hexe",
    Apprentice: "Lehrling",
    Guard: "Wache",
  },
  tileName: (name) => T.tileNames[name] || name,
  // printed on the narrow tiles: soft hyphens (U+00AD) let the long German names break in two
  tileFace: (name) =>
    ({
      Sniper: "Scharf\u00ADschütze",
      Assassin: "Atten\u00ADtäter",
      Schemer: "Intri\u00ADgant",
      Cheater: "Betrü\u00ADger",
      Princess: "Prin\u00ADzessin",
      Apprentice: "Lehr\u00ADling",
    })[name] || T.tileName(name),

  // table
  tableLabel: "Zahlenleiste mit beiden Hofstaaten",
  barLabel: "Zahlenleiste, Positionen 2 bis 12",
  lineLabel: (who) => `Hofstaat von ${who}`,
  masterLabel: (who) => `Meister von ${who}`,
  you: "du",
  computer: "Computer",
  onTurn: "am Zug",
  deciding: "entscheidet",
  positionActive: (p) => `${p}, gewürfelt`,
  tileUp: (who, name, p) => `${name} von ${who} auf ${p}, offen`,
  tileDownOwn: (who, name, p) => `${name} von ${who} auf ${p}, verdeckt (geheim)`,
  tileDownKnown: (who, name, p) => `${name} von ${who} auf ${p}, verdeckt (schon gesehen)`,
  tileBack: (who, p) => `verdecktes Plättchen von ${who} auf ${p}`,
  tileEmpty: (p) => `kein Plättchen auf ${p}`,
  masterUp: (who, name) => `Meister von ${who}: ${name}, offen`,
  masterDownOwn: (who, name) => `Meister von ${who}: ${name}, verdeckt (geheim)`,
  masterDownKnown: (who, name) => `Meister von ${who}: ${name}, verdeckt (schon gesehen)`,
  masterBack: (who) => `Meister von ${who}, verdeckt`,
  notArranged: "noch nicht aufgestellt",
  threatened: (who, tile, p) => `bedroht durch ${tile} von ${who} auf ${p}`,
  threatenedGuarded: (who, tile, p) => `im Visier von ${tile} von ${who} auf ${p}, aber von einer Wache geschützt`,
  threatMark: (p) => `→ ${p}`,
  threatTitle: (tile, p) => `${tile}: bedroht ${p}`,
  faceDownMark: "verdeckt",
  knownMark: "gesehen",
  initiative: (n) => (n === null || n === undefined ? "–" : String(n)),

  // prestige and dice
  supplyTitle: "Vorrat",
  prestigeOf: (who) => `Prestige von ${who}`,
  tokenCount: (c, n) => `${n} ${c}`,
  prestigeLabel: (who, p) => `${who} hat Prestigemarker: ${p.red} rot, ${p.yellow} gelb, ${p.blue} blau`,
  supplyLabel: (p) => `Vorrat: ${p.red} rot, ${p.yellow} gelb, ${p.blue} blau`,
  winHint: "Drei Prestigemarker jeder Farbe gewinnen; eine verdeckte Prinzessin verliert.",
  diceTitle: "Würfel",
  diceNone: "Noch nicht gewürfelt",
  diceLabel: (a, b) => `Würfel: ${a} und ${b}, zusammen ${a + b}`,
  diceStart: (w, b) => `Startwurf: Weiß ${w[0]}+${w[1]}, Schwarz ${b[0]}+${b[1]}`,
  diceTotal: (n) => `= ${n}`,
  turnLine: (n, who) => (n > 0 ? `Runde ${n} · ${who} ist am Zug` : "Vor dem Spiel"),
  statusSetup: (who) => `${who} stellt den Hofstaat geheim auf.`,
  statusSetupYou: (who) =>
    `${who}: Stelle deinen Hofstaat auf (wähle den Meister und lege die Plättchen) oder nimm eine zufällige Aufstellung.`,
  statusStart: (who) => `${who}: Würfle aus, wer beginnt.`,
  statusRoll: (who) => `${who} ist mit dem Würfeln an der Reihe.`,
  statusCourt: (who) =>
    `${who} darf den Hofstaat umbauen: zwei benachbarte Plättchen tauschen, den Meister wechseln oder auslassen.`,
  statusDecision: {
    pick: (who) => `${who} wählt einen Prestigemarker aus dem Vorrat.`,
    steal: (who, other) => `${who} wählt einen Prestigemarker, der ${other} weggenommen wird.`,
    return: (who, other) => `${who} wählt einen Prestigemarker von ${other}, der in den Vorrat zurückgeht.`,
    give: (who, other) => `${who} wählt einen Prestigemarker, der an ${other} geht.`,
    reveal: (who) => `${who} wählt ein verdecktes Plättchen im eigenen Hofstaat, das aufgedeckt wird.`,
    swap: (who, other, own, left) =>
      `${who} darf zwei benachbarte Plättchen ${own ? "im eigenen Hofstaat" : `im Hofstaat von ${other}`} tauschen (noch ${left}-mal).`,
  },
  statusComputer: (who) => `${who} (Computer) entscheidet …`,
  statusOver: (text) => `Spielende. ${text}`,
  notYourTurn: (who) => `Warten auf ${who}.`,

  // actions (accessible names of the buttons); colours come as "rot", "gelb", "blau"
  actionsLabel: "Deine Wahl",
  roll: "Würfeln",
  randomSetup: "Zufällige Aufstellung",
  confirmSetup: "Aufstellung bestätigen",
  take: (c) => `Einen ${c}en Prestigemarker nehmen`,
  takeFrom: (c, other) => `Einen ${c}en Prestigemarker von ${other} nehmen`,
  returnTo: (c, other) => `Den ${c}en Prestigemarker von ${other} in den Vorrat zurücklegen`,
  give: (c, other) => `Einen ${c}en Prestigemarker an ${other} geben`,
  reveal: (p) => `Plättchen auf ${p} aufdecken`,
  swap: (a, b) => `${a} und ${b} tauschen`,
  swapIn: (a, b, who) => `${a} und ${b} im Hofstaat von ${who} tauschen`,
  done: "Nicht weiter tauschen",
  master: (p) => `Plättchen auf ${p} zum Meister machen`,
  skip: "Auslassen",
  swapGroup: "Zwei benachbarte Plättchen tauschen",
  masterGroup: "Meister wechseln",

  // the Hint (shell advice bar): the suggested choice, or a whole set-up
  hintAction: (label) => `Tipp: ${label}`,
  hintSetup: (master, tiles) => `Tipp: ordne deinen Hof mit ${master} als Meister und ${tiles}`,

  // set-up editor
  editorTitle: "Stelle deinen Hofstaat auf",
  editorHelp:
    "Wähle den Meister (ein Plättchen mit einer Prestigefarbe) und das Plättchen für jede Position; wählst du ein Plättchen, das schon anderswo liegt, tauschen die beiden die Plätze. Die Prinzessin bleibt offen auf 7.",
  editorMaster: "Meister",
  editorPosition: (p) => `Plättchen auf ${p}`,
  editorShuffle: "Mischen",

  // result
  resultTitle: (who) => `${who} gewinnt`,
  resultReason: (o, names) =>
    o.reason === "princess face down"
      ? `Die Prinzessin von ${names[o.loser]} ist verdeckt.`
      : `${names[o.winner]} hat drei Prestigemarker jeder Farbe.`,
  resultTurn: (n) => `Beendet in Runde ${n}.`,
  resultLine: (o, names) => `${names[o.winner]} gewinnt: ${T.resultReason(o, names)}`,

  // misc
  exportName: "rosarium-lang-lebe-die-koenigin.json",
  cap,
};
