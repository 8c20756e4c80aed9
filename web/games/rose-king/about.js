// What the authors' page (web/authors.js) says of The Rose King: its rule sources and what in
// Rosarium's version is our own, in both languages (picked by the page's language).

export const ABOUT = {
  en: [
    "Two players, or four in two teams.",
    "Rules: restated in our own words from two English rule texts (the second adds the tie-breaks and the team game for four) and the German rules of an online version. Rosarium's digest gives every rule a numbered id (RK-…) and says where the texts are silent or disagree and what Rosarium decided.",
    "Ours: the board, cards and pieces on screen, the notation, the computer players and the lessons.",
  ],
  de: [
    "Zwei Spieler, oder vier in zwei Teams.",
    "Regeln: in eigenen Worten wiedergegeben aus zwei englischen Regeltexten (der zweite ergänzt die Gleichstandsregeln und das Teamspiel zu viert) und den deutschen Regeln einer Online-Version. Rosariums Zusammenfassung gibt jeder Regel eine Nummer (RK-…) und sagt, wo die Texte schweigen oder sich widersprechen und was Rosarium entschieden hat.",
    "Von uns: Brett, Karten und Steine auf dem Bildschirm, die Notation, die Computerspieler und die Lektionen.",
  ],
};
