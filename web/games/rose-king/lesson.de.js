// Die Regel-Lektion zu Rosenkönig auf Deutsch: the German twin of lesson.en.js (same sections,
// same boards), in our own words from seeds/rose-king.md (RK-1 … RK-10) and the words of the
// German rules (seeds/glossary-de.md).

import { RK_START, RK_JOIN, RK_LATE, RK_HERO, RK_GAIN } from "./positions.js";

export const LESSON = {
  summary: "Machtkarten, die Krone, Helden und wie Gebiete zählen. Drei Übungen, etwa zehn Minuten.",
  complete: "Lektion geschafft: Du kennst alle Regeln von Rosenkönig.",
  title: "Rosenkönig – die Regeln Schritt für Schritt",
  intro: "Zwei Seiten, Rot und Weiß, ringen um die Krone Englands. Abwechselnd ziehen sie mit Machtkarten eine gemeinsame Krone über ein Brett mit 9 × 9 Feldern, und wo die Krone landet, bleibt eine Rose in der Farbe der ziehenden Seite liegen. Am Ende zählen große zusammenhängende Gruppen weit mehr als verstreute Rosen.",
  sections: [
    {
      id: "board",
      title: "1. Das Brett, die Krone und die Karten",
      text: [
        "Das Brett hat 9 × 9 Felder, benannt wie beim Schach: die Linien a bis i von Westen nach Osten, die Reihen 1 bis 9 von Süden nach Norden. Norden – der Rand mit dem goldenen Streifen – ist immer oben.",
        "Auf dem Brett steht eine einzige Krone; sie beginnt auf dem Mittelfeld e5. Dazu gibt es 52 Machtsteine, auf der einen Seite eine rote, auf der anderen eine weiße Rose; beide Seiten nehmen sie aus demselben Vorrat.",
        "Es gibt 24 Machtkarten: jede der acht Himmelsrichtungen mit den Weiten 1, 2 und 3 (als I, II und III gezeichnet). Jede Seite hat fünf davon offen vor sich liegen, du siehst also immer die Karten der Gegenseite. Die übrigen bilden den Nachziehstapel. Die Richtungen gehören zum Brett, nicht zur Seite: N zeigt immer zur Reihe 9. O steht für Osten (NO, O, SO).",
      ],
      board: { mode: "static", position: RK_START, caption: "Der Anfang: die Krone auf e5, fünf Karten für jede Seite, vierzehn im Nachziehstapel." },
    },
    {
      id: "play",
      title: "2. Eine Machtkarte spielen",
      text: [
        "Wer am Zug ist, spielt eine Karte: Die Krone zieht genau so viele Felder in die angegebene Richtung – nie weniger. Sie darf dabei über Rosen hinwegziehen, muss aber auf dem Brett bleiben, und ihr Zielfeld muss leer sein.",
        "Auf das Zielfeld kommt eine Rose deiner Farbe und obendrauf die Krone; die Karte wandert auf den Ablagestapel. Eine neue Karte gibt es dafür nicht. Blättere durch die ersten Züge einer Partie.",
      ],
      board: {
        mode: "step",
        position: RK_START,
        caption: "Rot beginnt. Die Karten von Rot liegen oben rechts; drücke Weiter.",
        line: [
          { move: "NE2", caption: "Mit NO2 zieht die Krone zwei Felder nach Nordosten, von e5 nach g7. Dort liegt jetzt eine rote Rose." },
          { move: "N1", caption: "Weiß zieht mit N1 dieselbe Krone ein Feld nach Norden, auf g8." },
          { move: "S3", caption: "Rot spielt S3: drei Felder nach Süden, über g7 und g6 hinweg bis g5. NO2 könnte Rot nicht noch einmal spielen – die Karte liegt jetzt auf dem Ablagestapel." },
        ],
      },
    },
    {
      id: "exercise-join",
      title: "Übung: Rosen aneinanderlegen",
      exercise: true,
      text: [
        "Rosen einer Farbe, die sich an einer Kante berühren (nicht nur an einer Ecke), bilden ein Gebiet. Rot hat eine Rose auf h2. Welche Karte von Rot legt die neue Rose direkt daneben?",
      ],
      board: {
        mode: "try",
        score: true,
        position: RK_JOIN,
        task: "Rot ist am Zug: Lege eine Rose, die die rote Rose auf h2 berührt.",
        line: [{ move: "SE2", caption: "i2 liegt östlich von h2: Die beiden Rosen bilden jetzt ein Gebiet aus 2 Feldern." }],
        explain: "Zähle die Felder von der Krone auf g4 aus entlang des Pfeils jeder Karte.",
      },
    },
    {
      id: "draw",
      title: "3. Eine Karte ziehen – und passen",
      text: [
        "Statt zu spielen, darfst du die oberste Karte des Nachziehstapels ziehen – aber nur, solange du weniger als fünf Karten hast. Ist der Nachziehstapel leer, wird der Ablagestapel gemischt und bildet den neuen Nachziehstapel.",
        "Kannst du weder eine Karte spielen noch eine ziehen (fünf Karten, keine davon spielbar), musst du passen. Die andere Seite zieht so lange weiter, bis du wieder etwas tun kannst. Hier hält Rot fünf Karten, die alle über den Rand oder auf besetzte Felder zeigen, und hat keine Helden mehr.",
      ],
      board: {
        mode: "step",
        position: RK_LATE,
        caption: "Weiß ist am Zug und hat nur zwei Karten.",
        line: [
          { move: "draw", caption: "Weiß zieht eine Karte und hat jetzt drei." },
          { move: "pass", caption: "Rot kann nichts tun: volle Hand, keine spielbare Karte, keine Helden. Rot passt, und Weiß ist wieder am Zug." },
        ],
      },
    },
    {
      id: "heroes",
      title: "4. Helden",
      text: [
        "Jede Seite hat außerdem vier Heldenkarten. Ein Held wird zusammen mit einer Machtkarte gespielt, auf deren Zielfeld eine gegnerische Rose liegt: Diese Rose wird auf deine Farbe umgedreht, und die Krone landet darauf. Aus dem Vorrat kommt keine neue Rose dazu. Die Heldenkarte ist danach für immer verbraucht.",
        "Auf einer Rose deiner eigenen Farbe darf die Krone nie landen – auch nicht mit einem Helden. Zeigt eine Karte auf eine gegnerische Rose und hast du noch einen Helden, markiert das Brett dieses Feld mit gekreuzten Schwertern.",
      ],
    },
    {
      id: "exercise-hero",
      title: "Übung: der beste Held",
      exercise: true,
      text: [
        "Rot hat hier zwei Heldenzüge. Die Gebietswertung unter den Karten zeigt, was die Rosen jeder Seite wert sind. Wähle den Heldenzug, der Rot am meisten bringt.",
      ],
      board: {
        mode: "try",
        score: true,
        position: RK_HERO,
        task: "Rot ist am Zug: Spiele den Helden, der die meisten Punkte bringt.",
        line: [{ move: "hero S1", caption: "g7 wird rot: Die Rose schließt an f7 an (Rot 4 Punkte mehr) und zerteilt die weiße Reihe g6–g8 in einzelne Rosen (Weiß 7 weniger)." }],
        explain: "Achte auf die Summen beider Seiten: Ein Held kann deine Rosen verbinden und die der Gegenseite trennen.",
      },
    },
    {
      id: "scoring",
      title: "5. Die Wertung",
      text: [
        "Jedes Gebiet bringt das Quadrat seiner Größe an Punkten: eine einzelne Rose 1 Punkt, zwei sich berührende Rosen 4, drei 9, fünf 25. Die Punkte einer Seite sind die Summe über alle ihre Gebiete – Gruppen zu verbinden lohnt sich also viel mehr, als die Rosen zu verstreuen.",
        "Die Gebietswertung zählt laufend mit: Nach jedem Zug siehst du jedes Gebiet und die Summe.",
      ],
    },
    {
      id: "exercise-score",
      title: "Übung: der größte Gewinn",
      exercise: true,
      text: ["Rot kann hier mehrere Karten spielen. Welche bringt die meisten Punkte?"],
      board: {
        mode: "try",
        score: true,
        position: RK_GAIN,
        task: "Rot ist am Zug: Spiele die Karte, die die meisten Punkte bringt.",
        line: [{ move: "W3", caption: "f4 berührt f5 darüber und f3 darunter: Die Viererreihe und f3 verbinden sich zu einem Gebiet aus sechs Feldern, das 36 Punkte wert ist." }],
        explain: "Vergleiche die Größen der Gebiete: Welches Feld verbindet zwei rote Gruppen?",
      },
    },
    {
      id: "end",
      title: "6. Das Spielende",
      text: [
        "Die Partie endet sofort, wenn die letzte der 52 Rosen gesetzt ist oder keine Seite mehr etwas tun kann.",
        "Es gewinnt, wer mehr Punkte hat. Bei Gleichstand entscheidet das größte Gebiet; ist es auf beiden Seiten gleich groß, gewinnt die Seite mit mehr Steinen auf dem Brett; sonst endet die Partie unentschieden.",
        "Im Teamspiel zu viert sitzen sich die Partner gegenüber, haben je drei Karten und je zwei Helden; die Rosen des Partners zählen wie die eigenen.",
        "Spiele diese späte Stellung gegen den Computer zu Ende.",
      ],
      board: {
        mode: "play-from-here",
        score: true,
        position: RK_LATE,
        caption: "Du spielst Weiß.",
      },
    },
  ],
  examples: [
    {
      title: "Eine Stellung",
      params: { mode: "static", position: RK_START, caption: "Der Anfang einer Partie." },
    },
    {
      title: "Eine Zugfolge mit Erläuterungen durchblättern",
      params: {
        mode: "step",
        position: RK_START,
        line: [{ move: "NE2", caption: "Rot eröffnet nach Nordosten." }, { move: "N1", caption: "Weiß antwortet." }],
      },
    },
    {
      title: "Eine Aufgabe",
      params: {
        mode: "try",
        score: "true",
        position: RK_GAIN,
        task: "Rot ist am Zug: Welche Karte bringt die meisten Punkte?",
        line: [{ move: "W3", caption: "Auf f4 wachsen zwei rote Gruppen zusammen.", wrong: { NW3: "f7 berührt keine rote Rose." } }],
      },
    },
    {
      title: "Gegen den Computer weiterspielen",
      params: { mode: "play-from-here", score: "true", level: "easy", position: RK_LATE },
    },
  ],
};
