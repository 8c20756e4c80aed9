// Every German text of the embeddable board, the rules lessons, the authors' page and the app's
// Einbettungscode aid: the twin of the English tables in embed-strings.js, key for key and with
// the same function arities (tests/browser/test_embed_lang.py checks both, and that positions
// and moves are the same). The words for game things are fixed by seeds/glossary-de.md; the
// notation (e5, NE2, hero S1) stays as it is. Readers are addressed with "du", like the German
// rules text of the game.

import { RK_START, RK_JOIN, RK_LATE, RK_HERO, RK_GAIN } from "./lessons/positions.js";

const side = (s) => (s === 0 ? "Rot" : "Weiß");

const EMBED = {
  regionLabel: (game) => `Rosarium-Brett: ${game}`,

  loading: "Die Regel-Engine wird geladen …",
  engineFailed: (msg) => `Die Regel-Engine konnte nicht starten: ${msg}`,

  // fehlerhafte Parameter (im Brett angezeigt, nie geworfen)
  errorTitle: "Dieses Brett kann nicht angezeigt werden",
  badGame: (g, known) => `Unbekanntes Spiel „${g}“: erlaubt sind ${known}.`,
  badMode: (m) => `Unbekannter Modus „${m}“: erlaubt sind static, step, try und play-from-here.`,
  bothSources: "Bitte entweder eine Stellung oder eine Partie angeben, nicht beides.",
  badRecordJson: (msg) => `Die Partie ist kein gültiges JSON (${msg}).`,
  badLineJson: (msg) => `Die Zugfolge ist kein gültiges JSON (${msg}).`,
  badLineShape: "Die Zugfolge muss eine JSON-Liste von Zügen sein: [\"NE2\", {\"move\": \"hero S1\", \"caption\": \"…\"}].",
  badLineItem: (i) => `Schritt ${i} der Zugfolge enthält keinen Zug (etwa "NE2" oder {"move": "NE2"}).`,
  tryNeedsLine: "Der Modus try braucht eine Zugfolge mit den Zügen, die gefunden werden sollen.",
  badSeat: (s) => `„${s}“ ist keine Platznummer (0, 1, …).`,
  badLevel: (l) => `Unbekannte Spielstärke „${l}“: erlaubt sind easy, medium, hard und max.`,
  badAt: (a) => `„at“ muss eine Zugnummer der Partie sein, nicht „${a}“.`,
  gameMismatch: (want, got) => `Die Stellung stammt aus „${got}“, angegeben ist aber das Spiel „${want}“.`,
  badPosition: (msg) => `Die Stellung konnte nicht gelesen werden: ${msg}`,
  badRecord: (msg) => `Die Partie konnte nicht nachgespielt werden: ${msg}`,
  badStep: (i, move, msg) => `Schritt ${i} der Zugfolge (${move}) kann nicht gespielt werden: ${msg}`,
  tooLong: (what, n) => `Der Parameter ${what} ist zu lang (mehr als ${n} Zeichen).`,
  badLang: (l) => `Unbekannte Sprache „${l}“: erlaubt sind de und en.`,

  // Bedienelemente
  previous: "Zurück",
  next: "Weiter",
  stepCount: (i, n) => `Stellung ${i} von ${n}`,
  startPosition: "Ausgangsstellung.",
  showAnswer: "Lösung zeigen",
  startAgain: "Von vorn",

  frameTitle: "Rosarium-Brett",

  // Statuszeile
  toMove: (who) => `${who} ist am Zug.`,
  yourMove: (who) => `${who} ist am Zug: Du bist dran.`,
  findMove: (who) => `${who} ist am Zug: Finde den Zug.`,
  computerThinking: (who) => `${who} (Computer) überlegt …`,
  right: (text) => `Richtig! ${text}`,
  wrong: (text) => `Nicht dieser Zug – ${text}`,

  takenBack: "Der Zug wurde zurückgenommen: Versuch es noch einmal.",
  answerShown: (text) => `Die Lösung: ${text}`,
  solved: "Gelöst.",

  actionFailed: (msg) => `Die Regel-Engine hat das abgelehnt: ${msg}`,

};

// ---------------------------------------------------------------- Einbettungscode in der App

const SNIPPET = {
  button: "Einbettungscode",
  lessonsLink: "Regel-Lektionen",
  authorsLink: "Hilfe zum Einbetten",
  title: "Dieses Spiel in eine Webseite einbetten",
  intro: "Füge diesen Code in eine Seite derselben Website wie Rosarium ein (oder in jede andere Seite: Dort erscheint das Brett in einem Rahmen).",
  positionLabel: "Die aktuelle Stellung (zum Weiterspielen gegen den Computer)",
  gameLabel: "Die ganze Partie, Zug für Zug (Zurück / Weiter)",
  copy: "Kopieren",
  copied: "Kopiert.",
  copyFailed: "Markiere den Text und kopiere ihn von Hand.",
  close: "Schließen",
  noGame: "Noch gibt es keine Partie zum Einbetten.",
  langNote:
    "Das Brett spricht die Sprache dieser Seite (data-lang=\"de\"). Mit data-lang=\"en\" erscheint es auf Englisch; ohne das Attribut richtet es sich nach dem <html lang> der Seite, in die du es einfügst.",
};

// ---------------------------------------------------------------- Seite für Autorinnen und Autoren

const AUTHORS = {
  title: "Rosarium-Bretter einbetten",
  back: "Zurück zum Spiel",
  lessons: "Regel-Lektionen",
  nav: "Seiten",
  langGroup: "Sprache",
  langProblem: (l) => `Unbekannte Sprache „${l}“ in der Adresse: Die Seite erscheint auf Deutsch.`,
  intro: [
    "Jede Webseite kann ein Rosarium-Brett zeigen: eine Stellung, eine Partie, Zug für Zug zum Durchblättern, eine Aufgabe oder eine Partie gegen den Computer. Die Regeln laufen im Browser der Lesenden; ein Server ist nicht beteiligt.",
    "Die Seite braucht ein Skript und ein Element je Brett. Alle Bretter einer Seite teilen sich eine einzige Regel-Engine.",
  ],
  howTitle: "So wird eingebettet",
  howSteps: [
    "Setze ein div mit dem Attribut data-rosarium an die Stelle, an der das Brett erscheinen soll, und beschreibe das Brett mit data-Attributen (siehe unten).",
    "Lade embed.js einmal, aus dem Ordner, aus dem die Rosarium-Seite ausgeliefert wird.",
    "Auf derselben Website wird jedes Brett direkt in die Seite gezeichnet. Auf einer anderen Website setzt embed.js jedes Brett in einen Rahmen (embed.html), der dieselben Parameter in seiner Adresse bekommt.",
  ],
  paramsTitle: "Parameter",
  paramsIntro: "Als data-Attribute (data-mode=\"step\") oder, bei embed.html, in der Adresse (?mode=step). Die Werte sind reiner Text: Sie werden nie als Markup gelesen.",
  paramCols: ["Parameter", "Werte", "Bedeutung"],
  params: [
    ["game", "rose-king | long-live-the-queen", "Das Spiel. Kann fehlen, wenn die Stellung oder die Partie es verrät."],
    ["position", "eine Stellung als Text", "Die gezeigte Stellung (die App liefert sie mit „Link kopieren“; Stellungen aus Rosenkönig beginnen mit rk, solche aus Lang lebe die Königin mit lq)."],
    ["record", "eine Partie (JSON)", "Eine ganze Partie, wie die App sie exportiert. Im Modus step blättert man durch ihre Züge."],
    ["at", "eine Zugnummer", "Mit einer Partie: Die Stellung nach so vielen Zügen ist der Anfang (im Modus step 0, sonst das Ende)."],
    ["seed", "eine Zahl oder ein Text", "Ohne Stellung und Partie: eine neue Partie, mit diesem Startwert gemischt."],
    ["mode", "static | step | try | play-from-here", "static: nur die Stellung. step: mit Zurück / Weiter durch die Zugfolge. try: Die Züge der Zugfolge müssen gefunden werden; falsche Züge werden erklärt und zurückgenommen. play-from-here: Man spielt gegen den Computer weiter."],
    ["line", "JSON-Liste", "Die vorgegebenen Züge: [\"NE2\", {\"move\": \"hero S1\", \"caption\": \"…\", \"auto\": true, \"wrong\": {\"W3\": \"…\"}}]. caption erscheint nach dem Zug; auto (Modus try) spielt den Zug von selbst (die Antwort der Gegenseite); wrong erklärt bestimmte falsche Züge."],
    ["caption", "Text", "Erscheint zur ersten Stellung."],
    ["task", "Text", "Die Frage eines try-Bretts („Finde den Heldenzug, der die meisten Punkte bringt“)."],
    ["score", "true | false", "Zeigt die Gebiete auf dem Brett und laufend die Punkte beider Seiten (Rosenkönig)."],
    ["seat", "0, 1, …", "Lang lebe die Königin: wessen Plättchen man sieht. play-from-here: der eigene Platz (sonst der Platz, der am Zug ist)."],
    ["level", "easy | medium | hard | max", "play-from-here: die Spielstärke des Computers (sonst easy)."],
    ["title", "Text", "Der zugängliche Name des Bretts."],
    ["lang", "en | de", "Die Sprache der Texte und Zugbeschreibungen des Bretts (die Notation ist in beiden gleich). Ohne den Parameter richtet sich das Brett nach dem <html lang> der Seite: Deutsch, wenn er mit de beginnt, sonst Englisch. Bretter einer Seite dürfen verschiedene Sprachen haben."],
  ],
  examplesTitle: "Beispiele",
  exampleCopy: "Kopieren",
  exampleCopied: "Kopiert.",
  exampleLive: "So sieht es aus:",
  snippetTitle: "Aus der App",
  snippetText: "Im Spiel macht die Schaltfläche Einbettungscode aus der laufenden Partie ein fertiges Element: die aktuelle Stellung zum Weiterspielen oder die ganze Partie zum Durchblättern.",
  eventsTitle: "Ereignisse",
  eventsText: "Ein try-Brett sendet das Ereignis rosarium-solved (es steigt von seinem div auf), sobald alle Züge gefunden sind.",
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
    {
      title: "Lang lebe die Königin, eine neue Partie",
      params: {
        game: "long-live-the-queen",
        mode: "step",
        seed: "5",
        seat: "0",
        caption: "Aus der Sicht von Weiß: Die Plättchen von Schwarz bleiben verdeckt, bis sie aufgedeckt werden.",
        line: ["setup random", "setup random", "roll", { move: "roll", caption: "Beide Plättchen auf Position 8 werden aufgedeckt." }, "roll"],
      },
    },
  ],
};

// ---------------------------------------------------------------- Regel-Lektionen (web/lessons/)
// Eigene Worte, nach seeds/rose-king.md (RK-1 … RK-10) und den Begriffen der deutschen Regel.

const LESSONS = {
  indexTitle: "Regel-Lektionen",
  indexIntro: "Lerne ein Spiel direkt am Brett: Zu jeder Regel gehört eine Stellung, die sie zeigt, und kleine Übungen prüfen, ob sie sitzt.",
  back: "Zurück zum Spiel",
  authors: "Bretter in eigene Seiten einbetten",
  lessonsNav: "Alle Lektionen",
  list: [
    { href: "rose-king.html", title: "Rosenkönig", text: "Machtkarten, die Krone, Helden und wie Gebiete zählen. Drei Übungen, etwa zehn Minuten." },
    { href: "long-live-the-queen.html", title: "Lang lebe die Königin", text: "Die Zahlenleiste, die Würfel, die Fähigkeit jeder Figur, Prestige und der Hofstaat. Vier Übungen, etwa fünfzehn Minuten." },
  ],
  progress: (n, total) => `Gelöste Übungen: ${n} von ${total}.`,
  complete: "Lektion geschafft: Du kennst alle Regeln von Rosenkönig.",
  playNow: "Eine Partie spielen",
  exercise: "Übung",
  langGroup: "Sprache",
  langProblem: (l) => `Unbekannte Sprache „${l}“ in der Adresse: Die Seite erscheint auf Deutsch.`,

  roseKing: {
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
  },
};

/** The German tables, one per block, in the shape of embed-strings.js's EN. */
export const DE = { EMBED, SNIPPET, AUTHORS, LESSONS };
