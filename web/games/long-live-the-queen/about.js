// What the authors' page (web/authors.js) says of Long Live the Queen: its rule source and what
// in Rosarium's version is our own, in both languages (picked by the page's language).

export const ABOUT = {
  en: [
    "Two players.",
    "Rules: restated in our own words from one full rulebook text (character tiles, the number bar, dice, prestige, the characters' abilities). Rosarium's digest gives every rule a numbered id (LQ-…) and states a decision wherever the text is silent or open.",
    "Ours: the tiles and the court as drawn on screen, the notation, the computer players and the lessons.",
  ],
  de: [
    "Zwei Spieler.",
    "Regeln: in eigenen Worten wiedergegeben aus einem vollständigen Regeltext (Charakterplättchen, Zahlenleiste, Würfel, Prestige, die Fähigkeiten der Charaktere). Rosariums Zusammenfassung gibt jeder Regel eine Nummer (LQ-…) und nennt eine Entscheidung, wo der Text schweigt oder offen ist.",
    "Von uns: die Plättchen und der Hof, wie sie auf dem Bildschirm gezeichnet sind, die Notation, die Computerspieler und die Lektionen.",
  ],
};
