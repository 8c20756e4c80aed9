// German texts of the page: the same shape as the English tables in strings.js (same keys, same
// function parameters; tests/browser/test_language.py checks it). The words follow the glossary
// seeds/glossary-de.md so a move list, a lesson and a button never name one thing two ways.
// Board notation stays as in English: squares e5, cards NE2, positions 2–12.
// Imported only by strings.js, which picks the table of the page language.

export const S = {
  appTitle: "Rosarium",
  gameName: "Rosenkönig",

  // sides and seats
  sideName: (side) => (side === 0 ? "Rot" : "Weiß"),
  seatName: (seat, seats, teams) => {
    const side = teams ? teams[seat] : seat % 2;
    const base = side === 0 ? "Rot" : "Weiß";
    return seats > 2 ? `${base} ${Math.floor(seat / 2) + 1}` : base;
  },
  computerTag: "Computer",
  youTag: "Mensch",

  // toolbar
  newGame: "Neues Spiel",
  undo: "Zurück",
  redo: "Vor",
  exportGame: "Partie exportieren",
  importGame: "Partie importieren",
  copyLink: "Link kopieren",
  showTerritories: "Gebiete zeigen",
  moreActions: "Spielmenü",

  // board
  boardLabel: "Spielbrett, Norden oben",
  squareDesc: {
    crown: "Krone",
    red: "rote Rose",
    white: "weiße Rose",
    target: "erlaubtes Ziel",
    heroTarget: "Heldenziel: dreht diese Rose um",
    selected: "gewähltes Ziel",
    territory: (n) => `Gebiet der Größe ${n}`,
  },

  // status line (the single role=status element)
  loading: "Die Regel-Engine lädt … Das Brett ist schon zu sehen, gezogen wird, sobald sie bereit ist.",
  engineFailed: (msg) => `Die Regel-Engine konnte nicht starten: ${msg}`,
  toMove: (who) => `${who} ist am Zug.`,
  toMoveHint: (who) => `${who} ist am Zug: Wähle eine Karte oder ein markiertes Feld.`,
  thinking: (who) => `${who} (Computer) denkt nach …`,
  mustPass: (who) => `${who} kann nicht ziehen und muss passen.`,
  working: "Einen Moment …",
  gameOver: (result) => `Spielende. ${result}`,
  resultLine: (o, names) => {
    const [r, w] = o.scores;
    const scores = `${names[0]} ${r}, ${names[1]} ${w} Punkte`;
    if (o.winner === null || o.winner === undefined) return `Unentschieden – ${scores}.`;
    return `${names[o.winner]} gewinnt – ${scores}.`;
  },

  // seat panels and piles
  handLabel: (who) => `Machtkarten von ${who}`,
  heroesLeft: (n) => `Helden: ${n}`,
  heroesLeftLong: (who, n) => `${who} hat noch ${n} ${n === 1 ? "Heldenkarte" : "Heldenkarten"}`,
  handCount: (n, limit) => `${n} von ${limit} Karten`,
  noCards: "Keine Machtkarten",
  drawCard: "Karte ziehen",
  drawPile: (n) => `Nachziehstapel: ${n}`,
  discardPile: (n) => `Ablagestapel: ${n}`,
  discardTop: "Oberste Karte des Ablagestapels",
  discardEmpty: "leer",
  tokens: (n, total) => `Rosen auf dem Brett: ${n} / ${total}`,
  scoreTitle: "Punktestand",
  scoreLine: (points, largest, tokens) => `${points} Pkt. · größtes Gebiet ${largest} · ${tokens} Rosen`,
  moveListTitle: "Züge",
  noMoves: "Noch keine Züge.",
  moveEntry: (n, who, text) => `${n}. ${text}`,

  // selection panel
  selectionPlay: (card, target) => `${card} spielen: Die Krone zieht auf ${target}, dort wird eine Rose gesetzt.`,
  selectionHero: (card, target, victim) =>
    `Heldenzug mit ${card}: Die Krone zieht auf ${target}, und die Rose von ${victim} dort wird auf deine Farbe umgedreht.`,
  chooseCard: (target) => `Mehr als eine Karte erreicht ${target}. Wähle eine:`,
  playAction: (card, hero) => (hero ? `${card} mit einem Helden spielen` : `${card} spielen`),
  confirm: "Bestätigen",
  confirmHero: "Heldenzug bestätigen",
  cancel: "Abbrechen",

  // new game dialog
  newGameTitle: "Neues Spiel",
  modeLabel: "Spieler",
  modeHotseat: "2 Spieler an einem Gerät",
  modeComputer: "Gegen den Computer",
  modeComputerVsComputer: "Computer gegen Computer (zuschauen)",
  modeTeams: "4 Spieler in Teams (Rot 1 + Rot 2 gegen Weiß 1 + Weiß 2)",
  playAs: "Spielen als",
  computerSeats: "Vom Computer gespielte Plätze",
  levelLabel: "Spielstärke des Computers",
  levelName: { easy: "Leicht", medium: "Mittel", hard: "Schwer", max: "Maximal (denkt etwa 5 s pro Zug)" },
  seedLabel: "Startwert (gleicher Startwert, gleiche Karten)",
  seedHint: "Leer lassen für eine zufällige Verteilung.",
  start: "Starten",

  // hint and win chance (the advice bar under the status line)
  hint: "Tipp",
  hintTitle: "Einen Zug für die Seite am Zug vorschlagen",
  hintThinking: "Suche einen guten Zug …",
  hintPlay: (card, target) => `Tipp: ${card} nach ${target}`,
  hintHero: (card, target) => `Tipp: Heldenzug ${card} nach ${target} (dreht die Rose dort um)`,
  hintDraw: "Tipp: eine Karte ziehen",
  hintPass: "Tipp: passen",
  hintFailed: (msg) => `Kein Tipp: ${msg}`,
  hintSquare: "vorgeschlagener Zug",
  winChance: "Gewinnchance",
  winChanceTitle: "Nach jedem Zug die geschätzte Gewinnchance der Seite am Zug zeigen",
  winChanceLabel: (side) => `Gewinnchance für ${side} (am Zug)`,
  winChanceText: (side, pct) => `${side} am Zug: etwa ${pct} % Gewinnchance`,
  winChanceThinking: "Schätze die Gewinnchance …",
  winChanceFailed: (msg) => `Keine Gewinnchance: ${msg}`,

  // end screen
  endTitle: "Spielende",
  endReason: (reason) =>
    ({
      "last token placed": "Das Spiel endete, als die letzte der 52 Rosen gesetzt wurde.",
      "no one can act": "Das Spiel endete, weil niemand mehr ziehen konnte.",
    })[reason] || `Das Spiel endete: ${reason}.`,
  decidedBy: {
    points: "Nach Punkten entschieden.",
    "largest territory": "Die Punkte waren gleich, daher entschied das größte Gebiet.",
    "tokens on board": "Punkte und größtes Gebiet waren gleich, daher entschied die Zahl der Rosen auf dem Brett.",
    draw: "Punkte, größtes Gebiet und Rosen auf dem Brett waren gleich: Das Spiel endet unentschieden.",
  },
  territoryFormula: (sizes, points) =>
    sizes.length ? `${sizes.map((s) => `${s}²`).join(" + ")} = ${points}` : `keine Gebiete = ${points}`,
  endColSide: "Seite",
  endColTerritories: "Gebiete (Größe²)",
  endColPoints: "Punkte",
  endColLargest: "Größtes",
  endColTokens: "Rosen",
  close: "Schließen",

  // messages (role=alert)
  dismiss: "Ausblenden",
  importBadJson: "Diese Datei ist keine Rosarium-Partie (sie enthält kein gültiges JSON). Deine laufende Partie bleibt erhalten.",
  importRefused: (msg) => `Diese Partie wurde abgelehnt: ${msg}. Deine laufende Partie bleibt erhalten.`,
  importDone: "Partie importiert.",
  linkBad: (msg) => `Die Stellung aus dem Link ließ sich nicht verwenden: ${msg}. Deine Partie bleibt erhalten.`,
  linkLoaded: "Stellung aus dem Link geladen.",
  linkCopied: "Link in die Zwischenablage kopiert.",
  linkShow: "Diesen Link kopieren:",
  restoreFailed: (msg) => `Die gespeicherte Partie ließ sich nicht wiederherstellen (${msg}); ein neues Spiel wurde begonnen.`,
  actionFailed: (msg) => `Die Engine hat das abgelehnt: ${msg}`,
  notReady: "Die Regel-Engine lädt noch.",
  exportName: "rosarium-partie.json",
  recordNotObject: "die Datei muss ein JSON-Objekt enthalten",
  recordEmpty: "die Partie enthält keine Stellungen",
  unknownError: "unbekannter Fehler",
  movePending: "…",

  // language switch
  language: "Sprache",
  paramBad: (name, value, allowed) =>
    `Der Adressparameter „${name}=${value}“ wurde nicht beachtet: ${allowed ? `erlaubt sind ${allowed.join(", ")}` : "erlaubt ist eine Zahl ab 0"}.`,
  langUnknown: (code, available) =>
    `Die Sprache „${code}“ gibt es hier nicht, deshalb wird die Seite auf Deutsch angezeigt. Verfügbare Sprachen: ${available.join(", ")}.`,
};

// ---------------------------------------------------------------- Lang lebe die Königin

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

export const LQ = {
  gameName: "Lang lebe die Königin",
  gameLabel: "Spiel",
  gameNames: { "rose-king": "Rosenkönig", "long-live-the-queen": "Lang lebe die Königin" },
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
  tileName: (name) => LQ.tileNames[name] || name,
  // printed on the narrow tiles: soft hyphens (U+00AD) let the long German names break in two
  tileFace: (name) =>
    ({
      Sniper: "Scharf\u00ADschütze",
      Assassin: "Atten\u00ADtäter",
      Schemer: "Intri\u00ADgant",
      Cheater: "Betrü\u00ADger",
      Princess: "Prin\u00ADzessin",
      Apprentice: "Lehr\u00ADling",
    })[name] || LQ.tileName(name),

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

  // status line
  loading: "Die Regel-Engine lädt … gespielt wird, sobald sie bereit ist.",
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

  // set-up editor
  editorTitle: "Stelle deinen Hofstaat auf",
  editorHelp:
    "Wähle den Meister (ein Plättchen mit einer Prestigefarbe) und das Plättchen für jede Position; wählst du ein Plättchen, das schon anderswo liegt, tauschen die beiden die Plätze. Die Prinzessin bleibt offen auf 7.",
  editorMaster: "Meister",
  editorPosition: (p) => `Plättchen auf ${p}`,
  editorShuffle: "Mischen",

  // hand-over (one device)
  handoverTitle: (who) => `Gib das Gerät an ${who} weiter`,
  handoverText: (who) => `Die Plättchen sind verborgen. Nur ${who} sollte jetzt auf den Bildschirm schauen.`,
  handoverButton: (who) => `Ich bin ${who}, zeig meine Plättchen`,
  handoverStatus: (who) => `Gib das Gerät an ${who} weiter.`,

  // result
  resultTitle: (who) => `${who} gewinnt`,
  resultReason: (o, names) =>
    o.reason === "princess face down"
      ? `Die Prinzessin von ${names[o.loser]} ist verdeckt.`
      : `${names[o.winner]} hat drei Prestigemarker jeder Farbe.`,
  resultTurn: (n) => `Beendet in Runde ${n}.`,
  resultLine: (o, names) => `${names[o.winner]} gewinnt: ${LQ.resultReason(o, names)}`,

  // misc
  moveEntry: (n, text) => `${n}. ${text}`,
  exportName: "rosarium-lang-lebe-die-koenigin.json",
  cap,
};
