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
  goalTitle: "Ziel:",
  lastMoveMark: "im letzten Zug verändert",
  lastMoveNumber: "letzter Zug",
  useHintCourt: "Diesen Hofstaat nehmen",
  randomShown: "Ein zufälliger Hofstaat liegt aus. Bestätige ihn, lass einen neuen legen oder tausche erst Plättchen.",
  hintShown: "Der vorgeschlagene Hofstaat liegt aus. Bestätige ihn oder tausche erst Plättchen.",
  winHint: "Drei Prestigemarker jeder Farbe gewinnen; eine verdeckte Prinzessin verliert.",
  diceTitle: "Würfel",
  diceNone: "Noch nicht gewürfelt",
  diceLabel: (a, b) => `Würfel: ${a} und ${b}, zusammen ${a + b}`,
  diceStart: (w, b) => `Startwurf: Weiß ${w[0]}+${w[1]}, Schwarz ${b[0]}+${b[1]}`,
  diceTotal: (n) => `= ${n}`,
  turnLine: (n, who) => (n > 0 ? `Runde ${n} · ${who} ist am Zug` : "Vor dem Spiel"),
  statusSetup: (who) => `${who} stellt den Hofstaat geheim auf.`,
  statusSetupYou: (who) =>
    `${who}: Stelle deinen Hofstaat auf (wähle zwei Plättchen, um sie zu tauschen) und bestätige; oder nimm einen zufälligen Hofstaat.`,
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
  browsedLabel: "Die Wahl in dieser Stellung",
  roll: "Würfeln",
  randomSetup: "Zufälliger Hofstaat",
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

  // the Hint (shell advice bar): the suggested choice, or a whole set-up
  hintAction: (label) => `Tipp: ${label}`,
  hintSetup: (master, tiles) => `Tipp: ordne deinen Hof mit ${master} als Meister und ${tiles}`,

  // set-up by swaps (the tiles are the controls)
  editorTitle: "Stelle deinen Hofstaat auf",
  editorHelp:
    "Wähle ein Plättchen, dann ein zweites: die beiden tauschen die Plätze (oder ziehe eines auf das andere). Der beiseitegelegte Meister braucht eine Prestigefarbe; die Prinzessin bleibt offen auf 7.",
  editorMaster: "Meister",

  // the tiles as controls: prompts while a choice is open
  tileCanPick: "wählbar",
  tileTarget: (from) => `wählen als Antwort auf ${from}`,
  tilePicked: "gewählt",
  hintMark: "vorgeschlagener Zug",
  promptSwap: "Wähle ein Plättchen, dann den Nachbarn, mit dem es tauscht.",
  promptCourt:
    "Tauschen: wähle ein Plättchen deines Hofstaats, dann seinen Nachbarn. Meister wechseln: wähle ein offenes Plättchen mit Prestigefarbe, dann deinen Meister. Oder auslassen.",
  promptReveal: "Wähle eines deiner verdeckten Plättchen, um es aufzudecken.",
  promptPicked: (name) => `${name} gewählt: wähle jetzt ein markiertes Plättchen oder dasselbe noch einmal, um es loszulassen.`,
  pickedName: (name, p) => (p === null ? `${name} (Meister)` : `${name} auf ${p}`),
  tileOf: (who) => `Plättchen von ${who}`,

  // ability cards (seeds/long-live-the-queen.md LQ-5, restated)
  cardLabel: "Fähigkeitskarte",
  cardFacts: (init, colour) =>
    [init === null || init === undefined ? "keine Initiative" : `Initiative ${init}`, colour ? `Prestigefarbe ${colour}` : "keine Prestigefarbe"].join(" · "),
  cardMasterOk: "Kann Meister sein.",
  abilities: {
    Sniper:
      "Nimmt einen roten Prestigemarker. Dann wird das Plättchen des anderen Hofstaats auf der Spiegelposition verdeckt (14 minus die eigene: 2↔12, 3↔11, 4↔10, 5↔9, 6↔8, 7↔7).",
    Assassin: "Nimmt einen roten Prestigemarker. Dann wird das gegenüberliegende Plättchen (gleiche Position, anderer Hofstaat) verdeckt.",
    Schemer: "Nimmt einen gelben Prestigemarker. Dann schickt sein Besitzer einen Prestigemarker des Gegners in den Vorrat zurück.",
    Noble: "Nimmt einen gelben Prestigemarker und danach noch einen beliebiger Farbe aus dem Vorrat.",
    Cheater: "Nimmt dem Gegner zwei Prestigemarker nach Wahl des Besitzers weg (nur einen, wenn er nur einen hat).",
    Princess: "Deckt ein verdecktes Plättchen des eigenen Hofstaats auf. Wessen Prinzessin verdeckt liegt, verliert sofort.",
    Consul: "Nimmt einen blauen Prestigemarker. Dann darf sein Besitzer zwei benachbarte Plättchen im eigenen Hofstaat tauschen, auch ein zweites Mal.",
    Clown: "Nimmt einen blauen Prestigemarker. Dann gibt er dem Gegner einen Prestigemarker seines Besitzers und nimmt ihm einen weg.",
    Witch: "Nimmt einen blauen Prestigemarker. Dann darf ihr Besitzer bis zu zweimal zwei benachbarte Plättchen im Hofstaat des Gegners tauschen.",
    Apprentice: "Handelt mit Fähigkeit und Initiative seines Meisters. Handelt er, wird zuerst sein Meister aufgedeckt und bleibt offen.",
    Guard: "Keine Fähigkeit, keine Initiative. Solange sie offen liegt, können die Plättchen neben ihr im eigenen Hofstaat nicht verdeckt werden.",
  },
  cardApprentice: (master) => `Sein Meister zurzeit: ${master}.`,
  cardWhen: "Ein offenes Plättchen handelt, wenn die Würfel seine Position treffen; die kleinere Initiative zuerst, gleiche Initiativen tun nichts.",
  cardBack: "Ein verdecktes Plättchen, das dir noch niemand gezeigt hat.",
  cardUnknown: (names) => `Für dich noch ohne Platz: ${names}.`,

  // the legend of marks on the tiles
  legendButton: "Was die Zeichen bedeuten",
  legendLabel: "Legende",
  legend: {
    init: "Initiative: handeln beide Plättchen auf der gewürfelten Position, beginnt die kleinere Zahl; bei gleichen Zahlen handelt keines. – heißt keine.",
    colour: "Prestigefarbe des Plättchens (rot, gelb, blau; grau: keine). Nur ein Plättchen mit Farbe kann Meister sein.",
    down: "Gestreift mit VERDECKT: dein eigenes verdecktes Plättchen; nur du kennst es.",
    seen: "GESEHEN: verdeckt, aber beide haben es schon offen gesehen.",
    back: "Ein verdecktes Plättchen des Gegners, das du nicht gesehen hast.",
    aim: "→ 9: ein offener Scharfschütze oder Attentäter (oder ein Lehrling als einer davon); handelt er, wird das Plättchen des anderen Hofstaats auf 9 verdeckt.",
    hit: "Rotes × und roter gestrichelter Rahmen: dieses Plättchen ist im Visier und würde verdeckt.",
    guard: "Schild: im Visier, aber eine offene Wache daneben hält es offen.",
    rolled: "Goldene Zahl: die eben gewürfelte Position.",
    pick: "Grüner Ring: ein Plättchen, das du jetzt wählen kannst; das gewählte ist angehoben, seine möglichen Partner sind markiert.",
  },
  legendHint: "Fahre über ein Plättchen, fokussiere es oder drücke lange darauf, um seine Fähigkeitskarte zu sehen.",

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
