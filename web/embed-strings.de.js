// Every German text of the embeddable board, the rules lessons, the authors' page and the app's
// Einbettungscode aid: the twin of the English tables in embed-strings.js, key for key and with the
// same function arities (tests/browser/test_embed_lang.py checks both, and that positions and moves
// are the same). The words for game things are fixed by seeds/glossary-de.md; the notation of a
// game (its moves and squares) stays as it is. Readers are addressed with "du", like the German
// rules text of the game.


// a reason told as a sentence of its own, before what to do about it
const closed = (msg) => (/[.!?…]$/.test(String(msg)) ? msg : `${msg}.`);

const EMBED = {
  regionLabel: (game) => `Rosarium-Brett: ${game}`,

  loading: "Die Regel-Engine wird geladen …",
  waiting: "Die Regel-Engine wird geladen, sobald du dieses Brett erreichst.",
  engineFailed: (msg) => `Die Regel-Engine konnte nicht starten: ${closed(msg)} Lade die Seite neu, um es noch einmal zu versuchen, oder nimm einen anderen Browser.`,
  engineSlow: (s) => `Die Regel-Engine ist nach ${s} s noch nicht gestartet. Warte etwas oder lade die Seite neu; startet sie nie, nimm einen anderen Browser.`,

  // fehlerhafte Parameter (im Brett angezeigt, nie geworfen)
  errorTitle: "Dieses Brett kann nicht angezeigt werden",
  badGame: (g, known) => `Unbekanntes Spiel „${g}“: erlaubt sind ${known}.`,
  badMode: (m) => `Unbekannter Modus „${m}“: erlaubt sind static, step, try und play-from-here.`,
  bothSources: "Bitte entweder eine Stellung oder eine Partie angeben, nicht beides.",
  badRecordJson: (msg) => `Die Partie ist kein gültiges JSON (${msg}).`,
  badLineJson: (msg) => `Die Zugfolge ist kein gültiges JSON (${msg}).`,
  badLineShape: "Die Zugfolge muss eine JSON-Liste von Zügen sein, jeder so geschrieben wie in der Zugliste des Spiels: [\"…\", {\"move\": \"…\", \"caption\": \"…\"}].",
  badLineItem: (i) => `Schritt ${i} der Zugfolge enthält keinen Zug (den Zug so, wie ihn die Zugliste schreibt, oder {"move": "…"}).`,
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
  notForGame: (param, game) => `Bretter von „${game}“ kennen keinen Parameter „${param}“.`,
  badUiJson: (msg) => `Das Bild des Bretts (ui) ist kein gültiges JSON (${msg}).`,
  badUi: (game) => `Das Bild des Bretts (ui) ist beschädigt: Es passt nicht zum Tisch von „${game}“. Erzeuge den Code neu oder lass ui weg, dann zeichnet die Regel-Engine die Stellung.`,

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
  pictureLabel: "Die aktuelle Stellung als Bild (lädt keine Regel-Engine)",
  picturePending: "Das Bild des Bretts (ui) wird in die Codes eingefügt …",
  pictureAdded: "Jeder Code enthält das Bild des Bretts (data-ui): Das Brett erscheint sofort, noch bevor die Regel-Engine geladen ist; ein statisches Brett lädt sie nie.",
  pictureMissing: "Das Bild des Bretts ließ sich nicht erzeugen: Die Codes funktionieren auch ohne, mit der Regel-Engine.",
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
  gamesTitle: "Die Spiele und ihre Quellen",
  gamesIntro: "Rosariums Regeln sind in eigenen Worten aus den unten genannten Regeltexten wiedergegeben; kein Satz daraus ist übernommen. Wo ein Text schweigt, offen ist oder nicht aufgeht, nennt Rosariums Regelzusammenfassung die getroffene Entscheidung.",
  howTitle: "So wird eingebettet",
  howSteps: [
    "Setze ein div mit dem Attribut data-rosarium an die Stelle, an der das Brett erscheinen soll, und beschreibe das Brett mit data-Attributen (siehe unten).",
    "Lade embed.js einmal, aus dem Ordner, aus dem die Rosarium-Seite ausgeliefert wird.",
    "Auf derselben Website wird jedes Brett direkt in die Seite gezeichnet. Auf einer anderen Website setzt embed.js jedes Brett in einen Rahmen (embed.html), der dieselben Parameter in seiner Adresse bekommt, nach dem # (einem Teil der Adresse, den der Browser nie an den Server schickt: Das Bild eines Bretts ergibt eine Adresse von über 10.000 Zeichen, die viele Server ablehnen). Der Rahmen nimmt die Höhe seines Bretts an, und ein darin gelöstes try-Brett sendet rosarium-solved vom Element des Bretts auf deiner Seite, wie ein in die Seite gezeichnetes Brett.",
  ],
  paramsTitle: "Parameter",
  paramsIntro: "Als data-Attribute (data-mode=\"step\") oder, bei embed.html, in der Adresse (#mode=step, oder ?mode=step für kurze). Die Werte sind reiner Text: Sie werden nie als Markup gelesen.",
  paramCols: ["Parameter", "Werte", "Bedeutung"],
  onlyFor: (game, meaning) => `Nur für ${game}: ${meaning}`,
  params: [
    ["game", (games) => games.map((g) => g.id).join(" | "), "Das Spiel. Kann fehlen, wenn die Stellung oder die Partie es verrät."],
    ["position", "eine Stellung als Text", (games) => `Die gezeigte Stellung (die App liefert sie mit „Link kopieren“). Ihr erstes Wort nennt das Spiel: ${games.map((g) => `${g.prefix} (${g.name})`).join(", ")}.`],
    ["record", "eine Partie (JSON)", "Eine ganze Partie, wie die App sie exportiert. Im Modus step blättert man durch ihre Züge."],
    ["at", "eine Zugnummer", "Mit einer Partie: Die Stellung nach so vielen Zügen ist der Anfang (im Modus step 0, sonst das Ende)."],
    ["seed", "eine Zahl oder ein Text", "Ohne Stellung und Partie: eine neue Partie, mit diesem Startwert gemischt."],
    ["mode", "static | step | try | play-from-here", "static: nur die Stellung. step: mit Zurück / Weiter durch die Zugfolge. try: Die Züge der Zugfolge müssen gefunden werden; falsche Züge werden erklärt und zurückgenommen. play-from-here: Man spielt gegen den Computer weiter."],
    ["line", "JSON-Liste", "Die vorgegebenen Züge, jeder so geschrieben wie in der Zugliste des Spiels: [\"…\", {\"move\": \"…\", \"caption\": \"…\", \"auto\": true, \"wrong\": {\"…\": \"…\"}}]. caption erscheint nach dem Zug; auto (Modus try) spielt den Zug von selbst (die Antwort der Gegenseite); wrong erklärt bestimmte falsche Züge."],
    ["caption", "Text", "Erscheint zur ersten Stellung."],
    ["task", "Text", "Die Frage eines try-Bretts („Finde den Zug, der die meisten Punkte bringt“)."],
    ["score", "true | false", "Bei einem Spiel, dessen Tisch die Punkte laufend zählen kann: zeigt diese Zählung auf dem Brett."],
    ["seat", "0, 1, …", "Bei einem Spiel mit verdeckten Teilen: wessen Teile man sieht. play-from-here: der eigene Platz (sonst der Platz, der am Zug ist)."],
    ["level", "easy | medium | hard | max", "play-from-here: die Spielstärke des Computers (sonst easy)."],
    ["title", "Text", "Der zugängliche Name des Bretts."],
    ["ui", "JSON (ui_state der Regel-Engine)", "Was das Brett zeigt, so wie es der Einbettungscode der App und die Beispiele unten schreiben. Ein statisches Brett mit ui zeichnet allein der Tisch des Spiels, ohne die Regel-Engine zu laden (Pyodide und die Regeln: gut 5 MB); die anderen Modi zeigen es, bis die Regel-Engine bereit ist, die geladen wird, sobald man das Brett erreicht. Ein ui, das nicht zum Spiel passt, erscheint als Meldung."],
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
};

// ---------------------------------------------------------------- Regel-Lektionen (web/lessons/)
// Der Rahmen jeder Lektion; die Lektion eines Spiels steht in seinem Ordner (web/games/<game>/lesson.*.js).

const LESSONS = {
  indexTitle: "Regel-Lektionen",
  indexIntro: "Lerne ein Spiel direkt am Brett: Zu jeder Regel gehört eine Stellung, die sie zeigt, und kleine Übungen prüfen, ob sie sitzt.",
  back: "Zurück zum Spiel",
  authors: "Bretter in eigene Seiten einbetten",
  lessonsNav: "Alle Lektionen",
  progress: (n, total) => `Gelöste Übungen: ${n} von ${total}.`,
  complete: "Lektion geschafft: Du kennst alle Regeln dieses Spiels.",
  playNow: "Eine Partie spielen",
  exercise: "Übung",
  langGroup: "Sprache",
  langProblem: (l) => `Unbekannte Sprache „${l}“ in der Adresse: Die Seite erscheint auf Deutsch.`,
};

/** The German tables, one per block, in the shape of embed-strings.js's EN. */
export const DE = { EMBED, SNIPPET, AUTHORS, LESSONS };
