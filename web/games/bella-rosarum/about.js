// What the authors' page (web/authors.js) says of Bella Rosarum: an unofficial introductory
// edition, its rule source and which of its data is ours, by layer (seeds/bella-rosarum.md, the
// `src` of every value in engine/games/bella_rosarum/data/), in both languages.

export const ABOUT = {
  en: [
    "Three to six players.",
    "An unofficial introductory edition, built on the introductory rules of Bella Rosarum v2 (a revision of Kingmaker), restated in our own words. Those rules name the components and procedures but give no map, no card values and no event deck.",
    "Ours: the map, the cards and the event deck, each value labelled with the layer it comes from: seed (numbers and names the rules state), history (public historical facts: places, family seats, offices, bishoprics, roads of the period) or design (our own choices: the grid, troop values, the event deck, the battle table). Nothing is taken from a published map, card or event file. The coastline is Natural Earth (public domain, through world-atlas, ISC licence).",
    "Rosarium's digest gives every rule a numbered id (BR-…) and every decision its reason; the game's Sources screen lists the layers and the decisions.",
  ],
  de: [
    "Drei bis sechs Spieler.",
    "Eine inoffizielle Einsteigerausgabe, gebaut auf den Einsteigerregeln von Bella Rosarum v2 (einer Überarbeitung von Kingmaker), in eigenen Worten wiedergegeben. Diese Regeln nennen Spielmaterial und Abläufe, aber keine Karte, keine Kartenwerte und keinen Ereignisstapel.",
    "Von uns: die Karte, die Karten und der Ereignisstapel; jeder Wert ist mit seiner Herkunft gekennzeichnet: seed (Zahlen und Namen aus den Regeln), history (öffentliche historische Tatsachen: Orte, Familiensitze, Ämter, Bistümer, Straßen der Zeit) oder design (unsere eigene Wahl: das Raster, die Truppenwerte, der Ereignisstapel, die Kampftabelle). Nichts stammt aus einer veröffentlichten Karte, Karten- oder Ereignisdatei. Die Küstenlinie ist Natural Earth (gemeinfrei, über world-atlas, ISC-Lizenz).",
    "Rosariums Zusammenfassung gibt jeder Regel eine Nummer (BR-…) und jeder Entscheidung ihren Grund; der Bildschirm „Quellen“ im Spiel zeigt die Herkunftsschichten und die Entscheidungen.",
  ],
};
