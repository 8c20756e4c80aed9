// Die Regel-Lektion zu Lang lebe die Königin auf Deutsch: the German twin of
// lesson.en.js (same sections, same boards), in our own words from
// seeds/long-live-the-queen.md. Every game word is the one fixed in seeds/glossary-de.md
// (Scharfschütze, Hofstaat, Prestigemarker, Vorrat, offen/verdeckt, …).

import { QUEEN_BOARDS as B, board } from "./lesson.boards.js";

export const LESSON = {
  summary: "Die Zahlenleiste, die Würfel, die Fähigkeit jeder Figur, Prestige und der Hofstaat. Vier Übungen, etwa fünfzehn Minuten.",
  title: "Lang lebe die Königin — die Regeln Schritt für Schritt",
  intro:
    "Zwei Hofstaaten, Weiß und Schwarz, ringen um den Thron. Jede Seite reiht ihre Figurenplättchen an einer Zahlenleiste auf, und jeder Wurf weckt die beiden Plättchen auf einer Position. Wer von jeder Farbe drei Prestigemarker hält oder die Prinzessin der anderen Seite verdeckt sieht, gewinnt.",
  complete: "Lektion geschafft: Du kennst alle Regeln von Lang lebe die Königin.",
  sections: [
    {
      id: "bar",
      title: "1. Die Zahlenleiste und die beiden Hofstaaten",
      text: [
        "Zwischen den Spielern liegt eine Zahlenleiste mit den Positionen 2 bis 12 — jede Summe, die zwei Würfel zeigen können. Beide Seiten, Weiß und Schwarz, besitzen dieselben zwölf Figurenplättchen. Jede legt elf davon in einer Reihe an die Leiste, eines pro Position: diese Reihe ist ihr Hofstaat.",
        "Die Prinzessin beginnt immer offen auf der 7. Die anderen zehn Plättchen kommen verdeckt auf die übrigen Positionen, in beliebiger Reihenfolge. Das zwölfte Plättchen, der Meister, liegt verdeckt beiseite. Meister kann nur ein Plättchen mit Prestigefarbe werden: Scharfschütze, Attentäter, Intrigant, Adliger, Konsul, Narr oder Hexe.",
        "Die eigenen verdeckten Plättchen darfst du jederzeit ansehen; die der anderen Seite bleiben geheim, bis sie offen liegen. Die Zahl auf einem Plättchen ist seine Initiative; der farbige Rand oben zeigt die Prestigefarbe, die es sammelt. Dieses Brett zeigt einen Aufbau aus der Sicht von Weiß; die Knöpfe unter dem Brett gehen Schritt für Schritt weiter.",
      ],
      board: board(B.setup, {
        mode: "step",
        caption: "Vor dem Spiel: noch ist nichts aufgebaut.",
        steps: [
          { caption: "Der Hofstaat von Weiß: die Prinzessin offen auf der 7, zehn Plättchen verdeckt, der Meister beiseite. Weiß sieht seine eigenen Plättchen, Schwarz nie." },
          { caption: "Auch Schwarz hat aufgebaut. Von Weiß aus sind seine verdeckten Plättchen nur Rückseiten." },
          { caption: "Beide Seiten würfeln mit beiden Würfeln; die höhere Summe beginnt." },
        ],
      }),
    },
    {
      id: "turn",
      title: "2. Ein Zug: die Würfel wählen eine Position",
      text: [
        "In deinem Zug würfelst du mit beiden Würfeln. Die Summe ist die aktive Position — in beiden Hofstaaten zugleich; das Plättchen der anderen Seite dort spielt also mit, egal wer gewürfelt hat.",
        "Dann zählen die beiden Plättchen, die sich auf dieser Position gegenüberliegen. Beide verdeckt: beide werden aufgedeckt, sonst geschieht nichts (Fall A). Eines offen, eines verdeckt: die Fähigkeit des offenen wirkt, danach wird das verdeckte aufgedeckt (Fall C). Beide offen: beide Fähigkeiten wirken, nacheinander (Fall B, nächster Abschnitt).",
      ],
      board: board(B.turn, {
        mode: "step",
        caption: "Weiß ist am Zug. Der Scharfschütze von Weiß auf der 4 liegt offen; außer den beiden Prinzessinnen ist alles andere verdeckt.",
        steps: [
          { caption: "Beide Plättchen auf der 10 waren verdeckt: sie werden nur aufgedeckt, keine Fähigkeit wirkt (Fall A)." },
          { caption: "Nach dem Wurf darf Weiß seinen Hofstaat umbauen (Abschnitt 10); hier lässt Weiß ihn, wie er ist. Jetzt würfelt Schwarz." },
          { caption: "Schwarz hat eine 4 gewürfelt, und die 4 gilt für beide Hofstaaten: Der offene Scharfschütze von Weiß wirkt, nimmt einen roten Prestigemarker und dreht die Hexe von Schwarz auf der 10 um. Erst danach wird das Plättchen von Schwarz auf der 4 aufgedeckt (Fall C)." },
        ],
      }),
    },
    {
      id: "initiative",
      title: "3. Zwei offene Plättchen: wer wirkt zuerst",
      text: [
        "Liegen beide Plättchen auf der aktiven Position offen, wirkt das mit der niedrigeren Initiative zuerst, dann das andere.",
        "Ein Plättchen, das verdeckt wird, bevor es an der Reihe ist, wirkt gar nicht und wird dabei auch nicht wieder aufgedeckt.",
        "Bei gleicher Initiative wirkt keines von beiden. Die Wache hat weder Initiative noch Fähigkeit: Gegen eine Wache wirkt das andere Plättchen allein; zwei Wachen tun nichts.",
      ],
      board: board(B.initiative, {
        mode: "step",
        caption: "Weiß würfelt. Auf der 6 steht der Narr von Weiß (8) dem Attentäter von Schwarz (2) gegenüber, auf der 11 die beiden Hexen (9), alle offen.",
        steps: [
          { caption: "2 ist niedriger als 8, also wirkt der Attentäter zuerst: ein roter Prestigemarker für Schwarz, und der Narr von Weiß wird verdeckt. Der Narr wirkt nicht mehr." },
          { caption: "Weiß lässt seinen Hofstaat, wie er ist; Schwarz würfelt." },
          { caption: "Beide Hexen haben Initiative 9: keine wirkt." },
        ],
      }),
    },
    {
      id: "red",
      title: "4. Scharfschütze und Attentäter",
      text: [
        "Jedes Plättchen mit Prestigefarbe nimmt zuerst einen Prestigemarker seiner Farbe aus dem Vorrat und tut dann seine eigene Sache. Die beiden roten Plättchen verdecken gegnerische Plättchen.",
        "Der Attentäter (2) verdeckt das gegenüberliegende Plättchen — das Plättchen der anderen Seite auf derselben Position.",
        "Der Scharfschütze (1) schießt quer über die Leiste: Er verdeckt das Plättchen der anderen Seite auf der Spiegelposition, 14 minus seiner eigenen. Von der 2 trifft er die 12, von der 3 die 11, von der 7 die 7. Das Brett zeigt das Ziel eines offenen Scharfschützen oder Attentäters mit einem Pfeil am Schützen und einem Kreuz am Ziel.",
        "Verdecken wirkt nur auf ein offenes Plättchen; ein schon verdecktes bleibt, wie es ist.",
      ],
      board: board(B.sniper, {
        mode: "step",
        caption: "Der Scharfschütze von Weiß liegt offen auf der 5. Welches Plättchen von Schwarz trifft er, wenn eine 5 fällt? Rechne 14 − 5, dann geh einen Schritt weiter.",
        steps: [
          { caption: "14 − 5 = 9: Der Scharfschütze nimmt einen roten Prestigemarker und verdeckt den Konsul von Schwarz auf der 9. Dann wird das Plättchen von Schwarz auf der 5 aufgedeckt." },
        ],
      }),
    },
    {
      id: "guard",
      title: "5. Die Wache und die Prinzessin",
      text: [
        "Die Wache schützt ihre Nachbarn: Solange sie offen liegt, können die Plättchen auf den Positionen direkt neben ihr im eigenen Hofstaat nicht verdeckt werden. Sich selbst schützt sie nicht, den anderen Hofstaat auch nicht.",
        "Die Prinzessin (6) hat keine Farbe. Wenn sie wirkt, deckt ihre Seite eines ihrer eigenen verdeckten Plättchen auf.",
        "Pass auf sie auf: Eine Seite, deren Prinzessin verdeckt liegt, hat verloren (Abschnitt 11).",
      ],
      board: board(B.guard, {
        mode: "step",
        caption: "Schwarz würfelt. Der Scharfschütze von Schwarz auf der 8 zielt auf die Hexe von Weiß auf der 6 — doch die Wache von Weiß liegt offen auf der 5, direkt daneben.",
        steps: [{ caption: "Der Scharfschütze nimmt trotzdem seinen roten Prestigemarker, aber die Hexe bleibt offen: Die Wache auf der 5 schützt sie." }],
      }),
    },
    {
      id: "exercise-princess",
      title: "Übung: Schütze die Prinzessin",
      exercise: true,
      text: [
        "Die Prinzessin von Weiß wurde auf die 6 verschoben, und der Scharfschütze von Schwarz auf der 8 zielt genau auf sie (14 − 8 = 6). Weiß würfelt eine 6, also wirkt die Prinzessin: Weiß darf eines seiner verdeckten Plättchen aufdecken. Welches hält sie in Sicherheit? Deine eigenen verdeckten Plättchen zeigen ihre Namen.",
      ],
      board: board(B.exPrincess, {
        mode: "try",
        task: "Die Prinzessin von Weiß wirkt: decke das Plättchen auf, das sie schützt.",
        steps: [
          {},
          {
            caption: "Die Wache auf der 5 liegt jetzt offen, direkt neben der Prinzessin: Der Scharfschütze von Schwarz kann sie nicht mehr verdecken. Seine Markierung auf der 6 bleibt — er zielt weiter dorthin, trifft aber nicht.",
            explain: "Nur eine offene Wache direkt neben ihr schützt die Prinzessin. Wo liegt deine Wache?",
          },
        ],
      }),
    },
    {
      id: "apprentice",
      title: "6. Der Lehrling und der Meister",
      text: [
        "Jede Seite hat zwei Lehrlinge. Ein Lehrling hat keine eigene Fähigkeit: Er ahmt seinen Meister nach, dessen Initiative ebenso wie dessen Fähigkeit.",
        "Liegt ein offener Lehrling auf der aktiven Position, wird zuerst sein Meister aufgedeckt (und bleibt offen); erst dann werden die Initiativen verglichen. Ein Lehrling, der den Scharfschützen nachahmt, zielt von seiner eigenen Position aus.",
      ],
      board: board(B.apprentice, {
        mode: "step",
        caption: "Schwarz würfelt. Auf der 3 steht der offene Lehrling von Weiß dem Konsul von Schwarz (7) gegenüber. Der Meister von Weiß ist noch verdeckt.",
        steps: [
          { caption: "Der Meister von Weiß wird aufgedeckt: der Scharfschütze. Also wirkt der Lehrling zuerst, mit Initiative 1: ein roter Prestigemarker für Weiß, und die Hexe von Schwarz auf der 11 (14 − 3) wird verdeckt. Dann nimmt der Konsul von Schwarz einen blauen Prestigemarker und darf tauschen." },
          { caption: "Schwarz verzichtet aufs Tauschen." },
        ],
      }),
    },
    {
      id: "tokens",
      title: "7. Prestige nehmen und geben",
      text: [
        "Intrigant (3, gelb): nimmt einen gelben Prestigemarker und schickt dann einen Prestigemarker der anderen Seite in den Vorrat zurück; die Farbe wählt die Seite des Intriganten.",
        "Adliger (4, gelb): nimmt einen gelben Prestigemarker und danach noch einen beliebiger Farbe aus dem Vorrat.",
        "Betrüger (5, ohne Farbe): nimmt der anderen Seite zwei Prestigemarker beliebiger Farben weg — nur einen, wenn sie nur einen hat.",
        "Narr (8, blau): nimmt einen blauen Prestigemarker, gibt dann einen eigenen an die andere Seite und nimmt danach einen von ihr. Er darf den eben genommenen weitergeben und den eben gegebenen zurücknehmen.",
        "Jede Wahl trifft die Seite des wirkenden Plättchens, auch wenn sie gerade nicht am Zug ist. Ist nur eine Antwort möglich, wird sie von selbst gewählt. Achte auf die Zahlen neben jeder Seite und im Vorrat.",
      ],
      board: board(B.tokens, {
        mode: "step",
        caption: "Weiß würfelt. Auf der 10 steht der Betrüger von Weiß dem Narren von Schwarz gegenüber. Weiß hält 1 gelben Prestigemarker, Schwarz 1 roten und 2 blaue.",
        steps: [
          { caption: "Der Betrüger (5) wirkt vor dem Narren (8). Weiß wählt, welchen Prestigemarker von Schwarz es zuerst nimmt." },
          { caption: "Weiß nimmt den roten; der zweite kann nur blau sein. Dann der Narr: ein blauer Prestigemarker aus dem Vorrat für Schwarz, und Schwarz muss Weiß einen blauen geben — Schwarz hält nur blaue." },
          { caption: "Zuletzt wählt Schwarz einen Prestigemarker von Weiß: gelb." },
        ],
      }),
    },
    {
      id: "swaps",
      title: "8. Konsul und Hexe",
      text: [
        "Konsul (7, blau): nimmt einen blauen Prestigemarker; dann darf seine Seite zwei benachbarte Plättchen im eigenen Hofstaat tauschen, und das ein zweites Mal.",
        "Hexe (9, blau): nimmt einen blauen Prestigemarker; dann darf ihre Seite bis zu zweimal zwei benachbarte Plättchen im Hofstaat der anderen Seite tauschen.",
        "Beide Tausche sind freiwillig. Plättchen behalten beim Tauschen ihre Seite, offen oder verdeckt, und jedes Plättchen darf bewegt werden — auch die Prinzessin.",
      ],
      board: board(B.consul, {
        mode: "step",
        caption: "Weiß würfelt. Der Scharfschütze von Schwarz auf der 6 zielt auf die offene Hexe von Weiß auf der 8 (14 − 6 = 8).",
        steps: [
          { caption: "Eine 4: Der Konsul von Weiß nimmt einen blauen Prestigemarker, und Weiß darf im eigenen Hofstaat tauschen." },
          { caption: "Weiß tauscht 8 und 9: Die Hexe verlässt das Ziel des Scharfschützen, und ein verdecktes Plättchen rückt nach — das kann er nicht verdecken." },
          { caption: "Ein Tausch genügt. Dann wird das verdeckte Plättchen von Schwarz auf der 4 aufgedeckt." },
        ],
      }),
    },
    {
      id: "exercise-witch",
      title: "Übung: Richte den Scharfschützen aus",
      exercise: true,
      text: [
        "Der Scharfschütze von Weiß liegt offen auf der 5, und Weiß hat eine 11 gewürfelt, wo seine Hexe offen liegt. Bring die Prinzessin von Schwarz mit den zwei Tauschen der Hexe im Hofstaat von Schwarz auf die Position, auf die der Scharfschütze zielt.",
      ],
      board: board(B.exWitch, {
        mode: "try",
        task: "Die Hexe von Weiß wirkt: zwei Tausche im Hofstaat von Schwarz.",
        steps: [
          {},
          {
            caption: "Die Prinzessin von Schwarz steht jetzt auf der 8. Noch ein Tausch.",
            explain: "Dein Scharfschütze auf der 5 zielt auf 14 − 5 = 9 im Hofstaat von Schwarz. Die Prinzessin steht auf der 7: Welcher Tausch bringt sie einen Schritt näher an die 9?",
          },
          {
            caption: "Die Prinzessin von Schwarz steht auf der 9, genau im Ziel des Scharfschützen: Die nächste gewürfelte 5 verdeckt sie und entscheidet das Spiel — wenn Schwarz sie nicht vorher wegbewegt.",
            explain: "Sie steht auf der 8; der Scharfschütze auf der 5 zielt auf die 9.",
          },
        ],
      }),
    },
    {
      id: "prestige",
      title: "9. Prestigemarker",
      text: [
        "Es gibt 18 Prestigemarker, je sechs rote, gelbe und blaue, in einem gemeinsamen Vorrat. Was die Seiten halten, stammt daraus; die Zahlen neben jeder Seite und unter den Würfeln ändern sich mit jedem Schritt.",
        "Ein Prestigemarker, den der Vorrat nicht mehr hat, wird einfach nicht genommen. Ebenso geschieht nichts, wenn die andere Seite nichts zum Nehmen, Zurückgeben oder Geben hat.",
        "Vorsicht bei einer Farbe, von der du schon fünf hältst: Wer alle sechs Prestigemarker einer Farbe hält, muss alle sechs sofort in den Vorrat zurücklegen.",
      ],
      board: board(B.six, {
        mode: "step",
        caption: "Weiß hält fünf rote Prestigemarker, und sein Scharfschütze liegt offen auf der 2. Weiß würfelt.",
        steps: [
          { caption: "Der Scharfschütze nimmt den sechsten roten Prestigemarker — also legt Weiß sofort alle sechs roten in den Vorrat zurück. Dann verdeckt er den Narren von Schwarz auf der 12." },
        ],
      }),
    },
    {
      id: "exercise-noble",
      title: "Übung: drei von jeder Farbe",
      exercise: true,
      text: [
        "Wer mindestens drei Prestigemarker jeder Farbe hält, gewinnt sofort. Weiß hält 5 rote, 2 gelbe und 2 blaue. Weiß würfelt eine 4: Der offene Adlige dort nimmt einen gelben Prestigemarker, und dann darf Weiß noch einen beliebiger Farbe nehmen. Welchen?",
      ],
      board: board(B.exNoble, {
        mode: "try",
        task: "Der Adlige von Weiß wirkt: nimm den Prestigemarker, der gewinnt.",
        steps: [
          {},
          {
            caption: "5 rote, 3 gelbe, 3 blaue: drei von jeder Farbe, und Weiß gewinnt sofort.",
            explain: "Zähle jede Farbe: Welche hat noch keine drei?",
            wrong: {
              "take red": "Ein sechster roter schickt alle sechs in den Vorrat zurück.",
              "take yellow": "Gelb hat schon drei; eine andere Farbe fehlt noch.",
            },
          },
        ],
      }),
    },
    {
      id: "court",
      title: "10. Den Hofstaat umbauen",
      text: [
        "Wenn die Plättchen auf der aktiven Position fertig sind, darf die Seite am Zug ihren Hofstaat auf eine von zwei Arten umbauen — oder es auslassen.",
        "Sie darf zwei benachbarte Plättchen im eigenen Hofstaat tauschen; sie bleiben dabei offen oder verdeckt, und auch die Prinzessin darf wandern.",
        "Oder sie wechselt den Meister: Ein offenes Plättchen mit Prestigefarbe kommt verdeckt als neuer Meister beiseite, und der alte Meister nimmt offen seinen Platz ein. Von da an ahmen die Lehrlinge den neuen Meister nach.",
        "Die Seite, die das Spiel beginnt, baut in ihrem allerersten Zug nicht um.",
      ],
      board: board(B.court, {
        mode: "step",
        caption: "Weiß würfelt. Die Hexe von Weiß liegt offen auf der 9; Meister von Weiß ist der Scharfschütze.",
        steps: [
          { caption: "Beide Plättchen auf der 3 waren verdeckt und werden aufgedeckt. Jetzt darf Weiß seinen Hofstaat umbauen." },
          { caption: "Weiß legt die Hexe als neuen Meister beiseite; der Scharfschütze kommt offen auf die 9 zurück. Die Lehrlinge von Weiß wirken jetzt als Hexen." },
        ],
      }),
    },
    {
      id: "exercise-court",
      title: "Übung: Raus aus der Schusslinie",
      exercise: true,
      text: [
        "Die Prinzessin von Weiß ist auf der 9 gelandet. Der Scharfschütze von Schwarz auf der 5 zielt auf die 9, und der Attentäter von Schwarz auf der 8 würde treffen, was auf der 8 von Weiß steht. Weiß darf jetzt den Hofstaat umbauen: Ein Tausch bringt sie in Sicherheit.",
      ],
      board: board(B.exCourt, {
        mode: "try",
        task: "Weiß baut den Hofstaat um: bring die Prinzessin aus der Gefahr.",
        steps: [
          {
            caption: "Auf der 10 erreicht sie kein offenes Plättchen von Schwarz: Der Scharfschütze zielt auf die 9, der Attentäter auf die 8.",
            explain: "Der Scharfschütze von Schwarz auf der 5 zielt auf 14 − 5 = 9; der Attentäter von Schwarz auf der 8 trifft deine 8.",
            wrong: {
              "swap 8-9": "Auf der 8 stünde sie dem Attentäter von Schwarz gegenüber.",
              skip: "Sie bleibt auf der 9, im Ziel des Scharfschützen.",
              "master 6": "Ein neuer Meister bewegt die Prinzessin nicht: Sie bleibt auf der 9.",
            },
          },
        ],
      }),
    },
    {
      id: "end",
      title: "11. Wie das Spiel endet",
      text: [
        "Das Spiel endet in dem Moment, in dem eines von zwei Dingen eintritt: Die Prinzessin einer Seite liegt verdeckt — diese Seite verliert; oder eine Seite hält mindestens drei Prestigemarker jeder Farbe — diese Seite gewinnt.",
        "Beides wird nach jeder einzelnen Wirkung geprüft: nach jedem genommenen oder gegebenen Prestigemarker, jedem umgedrehten Plättchen, jedem Tausch. Was in diesem Zug noch gekommen wäre, entfällt. Das Zurücklegen von sechs Prestigemarkern gehört zu dem Marker, der es ausgelöst hat, und kommt daher vor der Prüfung.",
        "Ein Unentschieden gibt es nicht, eine Begrenzung der Züge auch nicht.",
      ],
      board: board(B.end, {
        mode: "step",
        caption: "Die Prinzessin von Schwarz hat die 7 verlassen, und dort liegt jetzt der Scharfschütze von Schwarz offen, der Prinzessin von Weiß gegenüber. Schwarz würfelt.",
        steps: [
          { caption: "Eine 7. Der Scharfschütze (1) wirkt vor der Prinzessin (6): Er nimmt seinen roten Prestigemarker und verdeckt das Plättchen auf 14 − 7 = 7 — die Prinzessin von Weiß. Schwarz gewinnt sofort; sie wirkt nicht mehr." },
        ],
      }),
    },
    {
      id: "play",
      title: "12. Spiel eine Partie",
      text: ["Jetzt kennst du alle Regeln. Spiel als Weiß gegen den Computer, vom Startwurf an."],
      board: board(B.play, { mode: "play-from-here", caption: "Du spielst Weiß. Würfle aus, wer beginnt." }),
    },
  ],
  examples: [
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
