// The shell's texts in German: the same keys and function parameters as strings.js, words from
// seeds/glossary-de.md. Imported only by strings.js.

// a reason told as a sentence of its own, before what to do about it
const closed = (msg) => (/[.!?…]$/.test(String(msg)) ? msg : `${msg}.`);

// named in the messages that point people to it
const S_OFFLINE = "Zum Offline-Spielen speichern";

export const S = {
  appTitle: "Rosarium",
  computerTag: "Computer",

  // Sprunglink, Regel-Lektion in der oberen Leiste, letzter Zug (last-move.js)
  skipToBoard: "Zum Spielbrett springen",
  rules: "Regeln",
  rulesOf: (game) => `Regeln – Lektion: ${game}`,
  games: "Spiele",
  gameSwitch: (game) => `${game}: Spiel wählen`,
  playersOf: (seats) => (seats.length === 1 ? `${seats[0]} Spieler` : seats.every((n, i) => i === 0 || n === seats[i - 1] + 1) ? `${seats[0]} bis ${seats[seats.length - 1]} Spieler` : `${seats.slice(0, -1).join(", ")} oder ${seats[seats.length - 1]} Spieler`),
  moveNewsLabel: "Züge, während sie gespielt werden",
  lastMoveLabel: "Letzter Zug:",
  shownMove: (n) => `Zug ${n}:`,

  // toolbar
  newGame: "Neues Spiel",
  playFriend: "Mit einem Freund spielen…",
  playGroup: "In der Gruppe spielen…",
  undo: "Zurück",
  redo: "Vor",
  saveGame: "Speichern",
  shareGame: "Teilen",
  importGame: "Datei öffnen",
  copyLink: "Link kopieren",
  moreActions: "Spielmenü",
  menu: "Menü",
  shortcuts: "Tastenkürzel",
  shortcutKeys: [
    ["Tab", "Zum nächsten Teil des Tisches: Spielbrett, eigene Hand, Stapel, Schaltflächen"],
    ["← ↑ → ↓", "Zwischen den Wahlmöglichkeiten auf dem Brett, in der eigenen Hand oder an einem Hof wechseln"],
    ["Pos1 / Ende", "Zum ersten oder letzten davon"],
    ["Eingabe / Leertaste", "Das Feld, die Karte oder das Plättchen im Fokus spielen (eine Karte: wählen, dann noch einmal zum Spielen)"],
    ["Esc", "Den gewählten Zug verwerfen; einen Dialog oder das Menü schließen"],
    ["Strg+Z / Strg+Y", "Zug zurück / wieder vor"],
    ["H", "Tipp: Der Computer schlägt dir einen Zug vor"],
    ["?", "Diese Liste"],
  ],

  // Spielen ohne Netz (offline.js): die Einzeldatei und der Hinweis des Service Workers
  offlineLabel: "Spielen ohne Netz",
  saveOffline: S_OFFLINE,
  offlineHow: (file) => `Lädt ${file} herunter: Öffne die Datei aus deinem Download-Ordner (doppelklicken oder in ein Browserfenster ziehen), dann läuft das Spiel ohne Netz.`,
  offlineSaving: (file) => `${file} wird heruntergeladen. Öffne die Datei aus deinem Download-Ordner, um ohne Netz zu spielen; ihre Partien speichert der Browser, der sie öffnet.`,
  offlineMissing: "Die Offline-Datei gehört nicht zu dieser Ausgabe der Seite.",
  offlineNoNetwork: "Kein Netz: Die Offline-Datei kann gerade nicht geladen werden.",
  updateReady: "Eine neue Version von Rosarium ist bereit. Deine Partie ist gespeichert und kommt in ihr wieder.",
  updateApply: "Jetzt verwenden",
  updated: "Rosarium wurde seit deinem letzten Spiel hier auf eine neue Version gebracht. Deine gespeicherten Partien bleiben erhalten.",
  offlineReady: "Bereit zum Offline-Spielen: Dieser Browser hat die ganze Seite gespeichert, sie öffnet sich auch ohne Netz.",

  // status line (the single role=status element)
  loading: "Die Regel-Engine lädt … Das Brett ist schon zu sehen, gezogen wird, sobald sie bereit ist.",
  engineFailed: (msg) => `Die Regel-Engine konnte nicht starten: ${closed(msg)} Laden Sie die Seite neu, um es noch einmal zu versuchen. Startet sie weiter nicht, nehmen Sie einen anderen Browser oder die Einzeldatei (Menü, „${S_OFFLINE}“).`,
  engineSlow: (s) => `Die Regel-Engine ist nach ${s} s noch nicht gestartet. Vielleicht startet sie noch: warten Sie etwas oder laden Sie die Seite neu. Startet sie nie, nehmen Sie einen anderen Browser oder die Einzeldatei (Menü, „${S_OFFLINE}“).`,
  thinking: (who) => `${who} (Computer) denkt nach …`,
  computerFallback: (who, why) => `Der Computer konnte für ${who} keinen Zug wählen (${why}) und hat stattdessen einen zufälligen erlaubten Zug gespielt.`,
  gameOver: (result) => `Spielende. ${result}`,
  moveListTitle: "Züge",
  noMoves: "Noch keine Züge.",
  cancel: "Abbrechen",

  // new game dialog
  newGameTitle: "Neues Spiel",
  modeLabel: "Spieler",
  modeHotseat: "2 Spieler an einem Gerät",
  modeHotseatMany: (n) => `${n} Spieler an einem Gerät`,
  modeComputer: "Gegen den Computer",
  modeComputerVsComputer: "Computer gegen Computer (zuschauen)",
  playAs: "Spielen als",
  gameOptions: "Regeln dieses Spiels",
  computerSeats: "Vom Computer gespielte Plätze",
  levelLabel: "Spielstärke des Computers",
  levelName: { easy: "Leicht", medium: "Mittel", hard: "Schwer", max: "Maximal (denkt bis zu 2 s pro Zug)" },
  seedLabel: "Startwert (gleicher Startwert, gleiche Karten)",
  seedHint: "Leer lassen für eine Verteilung, die niemand vorhersehen kann. Wer einen eingetippten Startwert kennt, kennt jede kommende Karte und jeden Wurf.",
  start: "Starten",

  // hint and win chance (the advice bar under the status line)
  hint: "Tipp",
  hintTitle: "Einen Zug für die Seite am Zug vorschlagen",
  hintThinking: "Suche einen guten Zug …",
  hintFailed: (msg) => `Kein Tipp: ${msg}`,
  winChance: "Gewinnchance",
  winChanceTitle: "Nach jedem Zug die geschätzte Gewinnchance der Seite am Zug zeigen",
  winChanceLabel: (side) => `Gewinnchance für ${side} (am Zug)`,
  winChanceText: (side, pct) => `${side} am Zug: etwa ${pct} % Gewinnchance`,
  winChanceThinking: "Schätze die Gewinnchance …",
  winChanceFailed: (msg) => `Keine Gewinnchance: ${msg}`,

  // end screen
  endTitle: "Spielende",
  close: "Schließen",

  // messages (role=alert)
  dismiss: "Ausblenden",
  importBadJson: "Diese Datei ist keine Rosarium-Partie (sie enthält kein gültiges JSON). Deine laufende Partie bleibt erhalten.",
  importRefused: (msg) => `Diese Partie wurde abgelehnt: ${msg}. Deine laufende Partie bleibt erhalten.`,
  savedPrivate: "Gespeichert. Diese Datei enthält die Geheimnisse aller Plätze und alle kommenden Ziehungen: Behalte sie für dich. Mit „Datei öffnen“ geht genau diese Partie weiter.",
  sharedFile: "Geteilte Datei gespeichert. Sie enthält keine Geheimnisse und keine kommenden Ziehungen: Wer sie öffnet, spielt von der öffentlichen Stellung weiter, die verdeckten Teile neu verteilt.",
  importPrivate: "Gespeicherte Partie importiert: dieselbe Partie, mit denselben Geheimnissen und denselben kommenden Ziehungen.",
  importShared: "Geteilte Partie importiert: Die verdeckten Teile und die kommenden Ziehungen wurden neu verteilt.",
  playOnAnew: "Weiter ab dieser Stellung: Was dort verdeckt war und alle kommenden Ziehungen wurden neu verteilt (die beendete Partie hatte sie gezeigt).",
  importPositionOnly: "Die Datei enthält diese Stellung, nicht die Züge davor: Die Zugliste beginnt hier.",
  olderRules: (game, version) => `Diese Partie wurde nach einer früheren Fassung der Regeln von ${game} begonnen (Fassung ${version}) und wird nach ihr weitergespielt; eine neue Partie gilt nach den heutigen Regeln.`,
  sharedAskTitle: "Geteilte Partie öffnen?",
  sharedAsk: "Diese Datei ist eine geteilte Partie. Sie enthält die verdeckten Teile nicht (Handkarten, verdeckte Plättchen, die Reihenfolge der Stapel): Sie werden neu verteilt, es ist also nicht die Partie, wie ihre Spieler sie kannten. Deine aktuelle Partie wird ersetzt.",
  sharedOpen: "Mit neu verteilten verdeckten Teilen öffnen",
  undoBlocked: "Weiter zurück geht es nicht: Der Zug davor zeigte eine Ziehung, einen Wurf oder ein Geheimnis.",
  linkBad: (msg) => `Die Stellung aus dem Link ließ sich nicht verwenden: ${msg}. Deine Partie bleibt erhalten.`,
  linkLoaded: "Stellung aus dem Link geladen.",
  linkDealt: "Stellung aus dem Link geladen: Was er zurückhält (die verdeckten Teile und die kommenden Ziehungen), wurde neu verteilt.",
  linkSecret: (msg) => `Kein Link für diese Stellung: ihre verdeckten Teile lassen sich noch nicht weglassen (${msg}).`,
  linkCopied: "Link kopiert. Er enthält kein Geheimnis und keine kommende Ziehung.",
  linkShow: "Diesen Link kopieren:",
  actionFailed: (msg) => `Die Engine hat das abgelehnt: ${msg}`,
  notReady: "Die Regel-Engine lädt noch.",
  recordNotObject: "die Datei muss ein JSON-Objekt enthalten",
  gameNotShown: (id) => `diese Seite hat keinen Tisch für das Spiel „${id}“`,
  recordEmpty: "die Partie enthält keine Stellungen",
  movePending: "…",

  // language switch
  language: "Sprache",
  paramBad: (name, value, allowed, range) =>
    `Der Adressparameter „${name}=${value}“ wurde nicht beachtet: ${allowed ? `erlaubt sind ${allowed.join(", ")}` : `erlaubt ist eine Zahl von ${range[0]} bis ${range[1]}`}.`,
  langUnknown: (code, available) =>
    `Die Sprache „${code}“ gibt es hier nicht, deshalb wird die Seite auf Deutsch angezeigt. Verfügbare Sprachen: ${available.join(", ")}.`,

  // hand-over (one device)
  handoverTitle: (who) => `Gib das Gerät an ${who} weiter`,
  handoverText: (who) => `Die Plättchen sind verborgen. Nur ${who} sollte jetzt auf den Bildschirm schauen.`,
  handoverButton: (who) => `Ich bin ${who}, zeig meine Plättchen`,
  handoverStatus: (who) => `Gib das Gerät an ${who} weiter.`,

  // the game choice of the New game dialog and a position's seats (after an import or a link)
  moveEntry: (n, text) => `${n}. ${text}`,
  gameLabel: "Spiel",
  modePosition: "Diese Stellung spielen (aus dem Link oder der importierten Partie)",
  positionSeats: "Vom Computer gespielte Plätze in dieser Stellung",
  // computer seats in a link (?computer=) or a record header ("computer": {"seat": "level"})
  computerBad: (value, seats, levels) =>
    `Die Computer-Plätze „${value}“ wurden nicht beachtet: erlaubt sind Paare Platz:Stärke wie 1:medium, Plätze 0 bis ${seats - 1}, Stärken ${levels.join(", ")}.`,
  handoverLabel: "Gerät weitergeben",

  // Autosave, andere Tabs und der Zustand der Engine (Hinweise bleiben bis zum Ausblenden)
  saveNotJson: "sie ist kein gültiges JSON",
  saveVersion: (v) => `sie stammt aus einer anderen Version der Seite (Speicherversion ${v})`,
  saveField: (field) => `ihr Teil „${field}“ ist beschädigt`,
  saveGone: "sie ist nicht mehr da",
  saveDamaged: (reason) =>
    `Die gespeicherte Partie ließ sich nicht wiederherstellen: ${reason}. Sie bleibt unverändert als Sicherung in diesem Browser (nichts überschreibt sie), und ein neues Spiel wurde begonnen.`,
  saveDamagedKept: (reason) =>
    `Die gespeicherte Partie ließ sich nicht wiederherstellen: ${reason}. Der Speicher des Browsers ist zu voll, um sie zu kopieren; sie bleibt, wie sie ist, und diese Partie wird nicht automatisch gespeichert. Exportiere die beschädigte Speicherung, um sie als Datei zu behalten.`,
  saveUiDamaged: (reason) =>
    `Das gespeicherte Spielbrett ließ sich nicht zeichnen: ${reason}. Die Partie wurde aus ihren Zügen wiederhergestellt, und die Speicherung bleibt unverändert als Sicherung in diesem Browser.`,
  exportDamaged: "Beschädigte Speicherung exportieren",
  saveFull: "Diese Partie konnte nicht gespeichert werden: Der Speicher des Browsers ist voll. Beim Neuladen oder Schließen der Seite käme eine ältere gespeicherte Partie zurück. Exportiere diese Partie, um sie zu behalten.",
  saveUnavailable: "Diese Partie konnte nicht gespeichert werden: Der Browser lässt die Seite nichts speichern. Exportiere sie, um sie zu behalten.",
  savedGames: "Gespeicherte Partien",
  savedKindGame: "automatisch gespeichert",
  savedKindBackup: "Sicherungskopie",
  savedOnTable: "(die Partie auf dem Tisch)",
  savedSize: (kb) => `${kb} KB`,
  savedUse: (used, budget) => `Gespeicherte Partien belegen ${used} KB der etwa ${budget} KB, die dieser Browser der Seite gibt.`,
  savedNone: "In diesem Browser ist nichts gespeichert.",
  exportSaved: (what) => `${what} exportieren`,
  exportSavedShort: "Exportieren",
  deleteSaved: (what) => `${what} löschen`,
  deleteSavedShort: "Löschen",
  exportNow: "Diese Partie jetzt exportieren",
  unsavedBefore: (when, moves) =>
    `Die letzten Änderungen an dieser Partie wurden nicht gespeichert (der Speicher des Browsers war am ${when} voll). Gezeigt wird die zuletzt gespeicherte Partie, nach Zug ${moves}.`,
  tabElsewhere: "Diese Partie ist in einem anderen Tab oder Fenster offen, das sie speichert; dieser Tab speichert sie nicht. Um hier weiterzuspielen:",
  tabTaken: "Ein anderer Tab oder ein anderes Fenster hat diese Partie übernommen und speichert sie jetzt; dieser Tab speichert sie nicht mehr. Um hier weiterzuspielen:",
  loadNewer: "Neuere Partie laden",
  keepMine: "Diese Partie behalten",
  keepMineFull: "Die Partie des anderen Tabs lässt sich nicht kopieren (der Speicher des Browsers ist voll); sie bleibt, und dieser Tab speichert nicht. Exportiere diese Partie, um sie zu behalten.",
  keptCopy: "Diese Partie ist gespeichert; die Partie aus dem anderen Tab bleibt als Kopie in diesem Browser.",
  exportCopy: "Partie des anderen Tabs exportieren",
  loadedNewer: "Die neuere Partie aus dem anderen Tab ist geladen.",
  keepMineRefused: "Die Partie im anderen Tab ist seitdem über eine Ziehung, einen Wurf oder ein Aufdecken hinaus: Diese Kopie zu behalten, würde das zurücknehmen, darum spielt dieser Tab die neuere Partie weiter.",
  engineRestarted: "Die Regel-Engine antwortete nicht mehr und wurde neu gestartet.",
};
