// Die Texte des Rosenkönigs: the same keys as strings.js, words from seeds/glossary-de.md.

const DIR_DE = { NE: "NO", E: "O", SE: "SO" }; // N, S, SW, W, NW are the same letters

export const T = {
  gameName: "Rosenkönig",

  // sides and seats
  sideName: (side) => (side === 0 ? "Rot" : "Weiß"),
  seatName: (seat, seats, teams) => {
    const side = teams ? teams[seat] : seat % 2;
    const base = side === 0 ? "Rot" : "Weiß";
    return seats > 2 ? `${base} ${Math.floor(seat / 2) + 1}` : base;
  },
  youTag: "Mensch",
  // Karten mit deutschen Buchstaben (O wie Ost: „NO2“); die Notation („NE2“) bleibt in Zügen, Berichten und Links
  cardLabel: (card) => String(card).replace(/^(NE|SE|E)(?=[123]$)/, (d) => DIR_DE[d]),
  dirLabel: (dir) => DIR_DE[dir] || dir,
  // der zugängliche Name einer Karte, in Worten: „Südwest 1“
  cardName: (card) => {
    const m = /^(N|NE|E|SE|S|SW|W|NW)([123])$/.exec(card || "");
    const dirs = { N: "Nord", NE: "Nordost", E: "Ost", SE: "Südost", S: "Süd", SW: "Südwest", W: "West", NW: "Nordwest" };
    return m ? `${dirs[m[1]]} ${m[2]}` : String(card);
  },
  showTerritories: "Gebiete zeigen",

  // board
  boardLabel: "Spielbrett, Norden oben",
  squareDesc: {
    crown: "Krone",
    red: "rote Rose",
    white: "weiße Rose",
    target: "erlaubtes Ziel",
    heroTarget: "Heldenziel: dreht diese Rose um",
    selected: "gewähltes Ziel",
    lastTo: "letzter Zug: Die Krone zog hierher",
    lastFrom: "letzter Zug: Die Krone kam von hier",
    territory: (n, points) => `Gebiet der Größe ${n}, ${points} ${points === 1 ? "Punkt" : "Punkte"}`,
  },
  toMove: (who) => `${who} ist am Zug.`,
  toMoveHint: (who) => `${who} ist am Zug: Wähle eine Karte oder ein markiertes Feld.`,
  toMoveDraw: (who) => `${who} ist am Zug: Keine Karte ist spielbar, ziehe eine Karte.`,
  mustPass: (who) => `${who} kann nicht ziehen und muss passen.`,
  working: "Einen Moment …",
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
  lastPlayed: "im letzten Zug gespielt",
  lastDrawn: "im letzten Zug wurde eine Karte gezogen",
  tokens: (n, total) => `Rosen auf dem Brett: ${n} / ${total}`,
  scoreLabel: (who, formula) => `${who}: ${formula} Punkte`,
  pass: "Passen",
  wrongPoints: (red, white) => `Danach hätte Rot ${red} und Weiß ${white} Punkte.`,
  scoreTitle: "Punktestand",
  scoreLine: (points, largest, tokens) => `${points} Pkt. · größtes Gebiet ${largest} · ${tokens} Rosen`,

  // selection panel
  selectionPlay: (card, target) => `${card} spielen: Die Krone zieht auf ${target}, dort wird eine Rose gesetzt.`,
  selectionHero: (card, target, victim) =>
    `Heldenzug mit ${card}: Die Krone zieht auf ${target}, und die Rose von ${victim} dort wird auf deine Farbe umgedreht.`,
  chooseCard: (target) => `Mehr als eine Karte erreicht ${target}. Wähle eine:`,
  playAction: (card, hero) => (hero ? `${card} mit einem Helden spielen` : `${card} spielen`),
  confirm: "Bestätigen",
  cardGoesTo: (target) => `spielt nach ${target}`,
  cardGoesHero: (target) => `Heldenzug nach ${target}, fragt nach Bestätigung`,
  confirmHero: "Heldenzug bestätigen",
  modeTeams: "4 Spieler in Teams (Rot 1 + Rot 2 gegen Weiß 1 + Weiß 2)",
  hintPlay: (card, target) => `Tipp: ${card} nach ${target}`,
  hintHero: (card, target) => `Tipp: Heldenzug ${card} nach ${target} (dreht die Rose dort um)`,
  hintDraw: "Tipp: eine Karte ziehen",
  hintPass: "Tipp: passen",
  hintSquare: "vorgeschlagener Zug",
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
  territoryTag: (n, points) => `${n}²=${points}`,
  territoryMapLabel: (what) => `Gebiete am Ende der Partie. ${what}.`,
  territoryOf: (n, points, square) => `${n} ab ${square} (${points} ${points === 1 ? "Punkt" : "Punkte"})`,
  noTerritories: "keine Gebiete",
  territoryMapNote: "Jedes Gebiet ist umrandet; die Zahl zeigt Größe² = Punkte.",
  endColSide: "Seite",
  endColTerritories: "Gebiete (Größe²)",
  endColPoints: "Punkte",
  endColLargest: "Größtes",
  endColTokens: "Rosen",
  exportName: "rosarium-partie.json",
};
