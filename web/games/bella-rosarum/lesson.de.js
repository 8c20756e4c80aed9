// Die Bella-Rosarum-Regellektion auf Deutsch: the twin of lesson.en.js with the same shape and
// the same boards (lesson.boards.js), our own words restated from seeds/bella-rosarum.md.
// Readers are addressed with "du", like the other lessons; the words for game things are the
// table's (strings.de.js).

import { BR_BOARDS as B, board } from "./lesson.boards.js";

export const LESSON = {
  summary: "Ziehen auf Straßen, Einfluss und verschlossene Orte, Schlachten und ihre Aussichten, Belagerungen, eine Krönung, das Parlament, Kronkarten auf der Hand und die Hinrichtung eines Königlichen. Drei Übungen, etwa fünfzehn Minuten.",
  title: "Bella Rosarum — die Regeln Schritt für Schritt",
  intro:
    "Drei bis sechs Spieler führen Parteien von Adligen durch die Rosenkriege. Die Adligen ziehen durch England und Wales, nehmen Burgen und Städte ein, schlagen Schlachten und bringen die königlichen Erben in ihre Gewalt. Wer am Ende den letzten lebenden Königlichen hält und ihn hat krönen lassen, regiert das Reich.",
  complete: "Lektion geschafft: du kennst die Grundregeln von Bella Rosarum.",
  sections: [
    {
      id: "map",
      title: "1. Die Karte, die Stapel und der Zug",
      text: [
        "Die Karte ist ein Gitter aus quadratischen Feldern, jedes etwa 35 km breit, über England, Wales, Calais und der irischen Pale. Darauf liegen die Orte: Großstädte, Städte, Festungen, Adelsburgen und befestigte Herrenhäuser, jeder mit dem Einfluss, den ein Stapel zum Betreten braucht. Straßen verbinden manche von ihnen (BR-1.1, BR-1.2).",
        "Deine Spielfiguren sind Adlige. Jede andere Karte — ein Titel, ein Amt, ein Bistum, Söldner, ein Schiff — gehört einem deiner Adligen und reist mit ihm. Alle Adligen eines Spielers auf einem Ort oder freien Feld bilden einen Stapel; zwei Spieler teilen sich nie einen (BR-1.5, BR-2.2).",
        "Ein Zug hat feste Phasen: Ereigniskarte ziehen, ziehen, kämpfen, vielleicht ein Parlament, vielleicht eine Krönung, zuletzt eine Kronkarte ziehen (BR-4.1). Die Bretter dieser Lektion zeigen nur den Teil der Karte, auf den es ankommt, immer aus der Sicht von Spieler 1.",
      ],
      board: board({ ...B.roads, moves: [] }, { mode: "static", caption: "Der Norden: Spieler 1 (rot) hält Sheffield, Doncaster, Pontefract, York, Durham und Newcastle." }),
    },
    {
      id: "exercise-road",
      title: "Übung: die Great North Road hinauf",
      exercise: true,
      text: [
        "In der Bewegungsphase darf jeder deiner Stapel einmal ziehen. Querfeldein geht er von Feld zu Nachbarfeld, auch schräg, insgesamt höchstens fünf Schritte. Auf einer Straße reist er umsonst, so weit sie reicht — solange ihn jeder Ort unterwegs hineinlässt (BR-6.1 – BR-6.3).",
        "Dein Graf von Shrewsbury steht in Sheffield. Newcastle liegt sechs Reihen weiter nördlich: querfeldein zu weit. Aber die Great North Road führt durch Doncaster, zwei Schritte entfernt, und jeder Ort an ihr bis Newcastle gehört dir. Wähle den Stapel, dann sein Ziel.",
      ],
      board: board(B.roads, {
        mode: "try",
        task: "Zieh den Stapel aus Sheffield nach Newcastle.",
        steps: [
          {
            caption: "Zwei Schritte bis zur Straße in Doncaster, dann umsonst über Pontefract, York und Durham: Newcastle in einem Zug.",
            explain: "Newcastle liegt an der Küste im Nordosten: die Straße ab Doncaster führt dorthin.",
          },
        ],
      }),
    },
    {
      id: "influence",
      title: "2. Einfluss: welche Orte dich einlassen",
      text: [
        "Ein Ort, der dir gehört, steht dir immer offen, ebenso eine offene Stadt. Jeder andere Ort verlangt Einfluss: Die Summe des Einflusses auf den Karten des Stapels muss den Wert des Ortes erreichen — 30 für eine Großstadt, 20 für eine Festung, 15 für eine Stadt, 10 für eine Adelsburg oder ein Herrenhaus. Gehört der Ort einem anderen Spieler und ist keiner seiner Adligen darin, kostet er das Doppelte. Wo ein Adliger eines anderen Spielers steht, kommst du gar nicht hinein: dort musst du angreifen (BR-1.2, BR-6.4).",
        "Mit Einfluss kommst du nur hinein; der Ort wird dadurch nicht deiner. Orte wechseln den Besitzer allein durch Belagerung (BR-8.4).",
        "Weitere Gründe, warum ein Ort verschlossen bleibt: In der ersten Runde darf kein Stapel einen Ort betreten oder durchqueren, an dem ein Königlicher ohne jemanden an seiner Seite wartet — so haben alle Spieler ihre Stapel aufgestellt, bevor die Königlichen genommen werden können (BR-6.9); und ein von einer Belagerung eingeschlossener Stapel kann gar nicht ziehen (BR-6.8). Am Tisch zeigt das Feld eines Ortes, welchen Einfluss er verlangt und wem er gehört, und sagt, wenn die erste Runde ihn verschließt.",
      ],
      board: board(B.influence, {
        mode: "step",
        caption: "Lord Hastings mit der Grafschaft Kent: 10 + 5 = Einfluss 15. Leicester ist eine neutrale Stadt (15): offen. Nottingham (Festung, 20) und Coventry (Großstadt, 30) nicht, Lichfield auch nicht: Es gehört Spieler 2, und niemand ist darin, also kostet es 2 × 15 = 30.",
        steps: [{ caption: "Der Stapel zieht in Leicester ein. Er steht darin, aber die Stadt bleibt neutral." }],
      }),
    },
    {
      id: "battle",
      title: "3. Schlachten und ihre Aussichten",
      text: [
        "In der Kampfphase darf jeder deiner Stapel einmal angreifen: eine Schlacht gegen den Stapel eines anderen Spielers auf freiem Feld, höchstens ein Feld entfernt (BR-7.1).",
        "Zähl die Truppen beider Seiten zusammen: die der Adligen selbst und die ihrer Karten (Ämter und Bischöfe zählen nur, solange sie aktiv sind, BR-16). Teile die Truppen des Angreifers durch die des Verteidigers: Das Verhältnis wählt eine von sechs Spalten, unter 1:2, 1:2, 1:1, 3:2, 2:1 und ab 3:1 (BR-7.2, BR-7.3).",
        "Dann wird die oberste Ereigniskarte gezogen und ihre Schlachtzeile in dieser Spalte gelesen. R (Flucht) oder V (Sieg): Jeder verteidigende Adlige stirbt, und die Königlichen bei ihm wechseln die Seite. I (unentschieden) oder D (Niederlage): Niemand stirbt. Ein + vor dem Buchstaben kostet den Angreifer einen Adligen, ein + dahinter den Verteidiger (BR-7.3, BR-7.4). Je höher die Spalte, desto mehr Karten zeigen Sieg: Der Tisch nennt dir die Chance, bevor du bestätigst.",
      ],
    },
    {
      id: "exercise-battle",
      title: "Übung: die bessere Schlacht",
      exercise: true,
      text: [
        "Dein Graf von Warwick führt 600 Truppen: seine eigenen 300 und 300 französische Gewappnete. Neben ihm stehen zwei feindliche Stapel auf freiem Feld: der Graf von Salisbury von Spieler 2 mit 200 Truppen und der Herzog von Buckingham von Spieler 3 mit 350. Greif dort an, wo die Aussichten am besten sind.",
      ],
      board: board(B.battle, {
        mode: "try",
        task: "Kampfphase von Spieler 1: Greif den Stapel an, den du am ehesten schlägst.",
        steps: [
          {
            caption: "600 gegen 200 ist 3:1, die beste Spalte: Etwa 87 % der Karten bringen den Sieg. Diese auch, und Salisbury fällt.",
            explain: "Vergleiche die Verhältnisse: 600 gegen 350 reicht nur für 3:2, wo viel weniger Karten den Sieg bringen.",
          },
        ],
      }),
    },
    {
      id: "siege",
      title: "4. Belagerungen und schlechtes Wetter",
      text: [
        "Ein Stapel höchstens ein Feld von einem Ort entfernt, der ihm nicht gehört, darf ihn belagern, wenn seine Truppen mindestens die Besatzung des Ortes (eine Stadt 150, eine Festung 200, eine Großstadt 300) plus einen Stapel darin erreichen (BR-1.3, BR-8.1).",
        "Eine Ereigniskarte wird gezogen, doch ihre Schlachtzeile zählt nicht: Außer bei schlechtem Wetter gelingt die Belagerung. Der Belagerer nimmt den Ort ein und zieht hinein, jeder Adlige darin stirbt, und die Königlichen dort wechseln den Herrn (BR-8.2).",
        "Schlechtes Wetter hält den Sturm auf: Der Ort steht dann unter Belagerung. Die Belagerer dürfen es in einer späteren Kampfphase wieder versuchen; der eingeschlossene Stapel kann nicht ziehen und nur einen Ausfall gegen sie wagen (BR-8.3). Als Ereignis des Zuges verkürzt schlechtes Wetter außerdem jeden Zug querfeldein auf zwei Schritte (BR-5.5).",
      ],
      board: board(B.siege, {
        mode: "step",
        caption: "Spieler 1 hat zwei Stapel auf freiem Feld: Warwicks 600 bei Gloucester und Buckinghams 250 bei Salisbury. Beide Städte haben eine Besatzung von 150.",
        steps: [
          { caption: "Die Karte zeigt schlechtes Wetter: Gloucester hält stand und steht nun unter Belagerung (⚔ auf der Karte)." },
          { caption: "Die nächste Karte ist kein schlechtes Wetter: Salisbury fällt, Buckingham zieht ein, und die Stadt gehört Spieler 1." },
        ],
      }),
    },
    {
      id: "exercise-crown",
      title: "Übung: Richard von York holen und krönen",
      exercise: true,
      text: [
        "Ein Königlicher ohne Adligen an seiner Seite ist frei: Der erste Stapel, der auf seinen Ort zieht, bekommt ihn in seine Gewalt, und er zieht von da an mit diesem Stapel (BR-6.7, BR-9.1). Königliche gewinnt man auch durch Siege und Belagerungen.",
        "Gekrönt werden kann nur der Erbe, der als Erster an der Reihe ist, und nur solange niemand seines Hauses eine Krone trägt: für York ist das Richard, Herzog von York, solange er lebt (BR-10.1, BR-10.2). In der Krönungsphase krönst du ihn, wenn ein Adliger seines Stapels ein Bistum hält und der Stapel in London oder am Bischofssitz dieses Bischofs steht (BR-10.3).",
        "Lord Scrope hat den Erzbischof von York bei sich und steht in Pontefract. Richard wartet frei in York. Zieh dorthin; die Bewegungsphase endet in dieser Übung von selbst, danach folgt die Krönung.",
      ],
      board: board(B.crown, {
        mode: "try",
        task: "Bring Richard, Herzog von York, in deine Gewalt und kröne ihn.",
        steps: [
          {
            caption: "Richard gehört dir: Von jetzt an zieht er mit Scropes Stapel.",
            explain: "Richard, Herzog von York, wartet in York, gleich nördlich von Pontefract.",
          },
          { caption: "Die Bewegungsphase ist vorbei; es gibt nichts zu bekämpfen, also folgt die Krönungsphase." },
          {
            caption: "York ist der Sitz des Erzbischofs: Richard, Herzog von York, wird zum König gekrönt.",
            explain: "Kröne den Erben, den du hältst.",
          },
        ],
      }),
    },
    {
      id: "parliament",
      title: "5. Das Parlament",
      text: [
        "Der Spieler, dessen Adliger beim einzigen gekrönten König steht, darf in der Parlamentsphase das Parlament einberufen. Solange niemand einen solchen König hält, darf der Kanzler es einberufen, wenn die Ereigniskarte des Zuges ein Ladungsschreiben ist (oder der Schatzmeister mit einer königlichen Vorladung) (BR-19.1).",
        "Jeder Adlige höchstens fünf Felder von London entfernt nimmt teil, außer eine feindliche Belagerung schließt ihn ein. Für jeden anwesenden Adligen kommt eine Karte aus der Kanzlei, dem Stapel der Titel, Ämter und Bistümer, die niemand hält (BR-1.8, BR-19.2, BR-19.3).",
        "Wer einberufen hat, bietet jede Karte einem anwesenden Adligen an, gleich welcher Partei, oder lehnt sie ab. Dann stimmen die Häuser ab: Bei den Lords zählt jeder Spieler den Einfluss seiner anwesenden Adligen, bei den Commons den aller seiner Adligen auf der Karte. Der Einberufer und der Spieler des genannten Adligen stimmen dafür, alle anderen dagegen; ein Haus stimmt zu, wenn mindestens so viele Stimmen dafür wie dagegen sind. Ein Titel oder ein Amt braucht beide Häuser, ein Bistum nur die Lords. Eine abgelehnte Karte geht zurück in die Kanzlei (BR-19.4, BR-19.5).",
        "Denk an die Gefahr der Kanzlei: Liegen alle Bistümer dort, kann niemand gekrönt werden, bis ein Parlament eines vergibt (BR-19.6).",
      ],
      board: board(B.parliament, {
        mode: "step",
        caption: "Der Graf von Oxford (Spieler 1) steht in London bei Heinrich VI., dem einzigen gekrönten König. Oxford, Lord Howard (Spieler 2) und Lord Rivers (Spieler 3) sind höchstens fünf Felder entfernt; der Graf von Northumberland (Spieler 2) ist weit weg im Norden.",
        steps: [
          { caption: "Drei Adlige sind anwesend, aber die Kanzlei hat nur zwei Karten: die Grafschaft Kent und den Erzbischof von Canterbury." },
          { caption: "Ein Titel braucht beide Häuser. Die Lords stehen 10 : 10, das genügt, aber bei den Commons zählt auch Northumberlands Einfluss für Spieler 2: 10 : 25. Die Grafschaft geht zurück in die Kanzlei." },
          { caption: "Ein Bistum braucht nur die Lords: Spieler 1 und Spieler 3 haben zusammen 15 gegen Howards 5. Der Bischof geht an Lord Rivers, einen Adligen einer anderen Partei." },
        ],
      }),
    },
    {
      id: "hand",
      title: "6. Kronkarten auf der Hand",
      text: [
        "Dein Zug endet mit einer Kronkarte: Du ziehst die oberste Karte des Kronstapels auf deine Hand, die die anderen Spieler nicht sehen. Ist der Stapel aufgebraucht, wird der Ablagestapel zu einem neuen gemischt (BR-12.1).",
        "Danach darfst du Karten von deiner Hand ausspielen, offen für alle: Ein Titel, ein Amt, ein Bistum, Söldner oder ein Schiff gehen an einen deiner Adligen auf der Karte und reisen von da an mit ihm; eine Adelskarte kommt zu einem deiner Stapel. Du darfst eine Karte auch für später aufheben: Eine Söldnertruppe, im richtigen Zug ausgespielt, kann die Spalte einer Schlacht verschieben (BR-12.2).",
        "Eine Königskarte wird sofort gespielt, wenn du sie ziehst: Lebt ihr Königlicher und hält ihn niemand, kommt er zu deinem Adligen, der ihm am nächsten steht (BR-12.3).",
      ],
    },
    {
      id: "death",
      title: "7. Einen Königlichen hinrichten",
      text: [
        "Königliche sterben an der Pest und durch die Hand derer, die sie halten. In der Krönungsphase darfst du einen Königlichen, den du hältst, hinrichten lassen, wenn du auch einen lebenden Königlichen des anderen Hauses hältst: Lancasters Heinrich VI., Margarete und ihren Sohn gegen Yorks Richard und seine Söhne (BR-9.2, BR-9.3).",
        "Wozu? Gekrönt werden kann nur der erste Erbe eines Hauses, und du gewinnst, wenn du den letzten lebenden gekrönten Königlichen hältst: Jeder hingerichtete Erbe der Gegenseite bringt deinen König näher daran, der einzige zu sein (BR-10.2, BR-13.1). Außerdem bleibt ein Königlicher weniger, den dir ein anderer abnehmen kann.",
      ],
    },
    {
      id: "end",
      title: "8. Wie man gewinnt",
      text: [
        "Du gewinnst, wenn du den letzten noch lebenden Königlichen hältst und er gekrönt ist. Ein solcher Sieg für York verlangt zusätzlich, dass der Herzog von Somerset, der Erbe der Beauforts, nicht mehr auf der Karte steht (BR-13.1).",
        "Du gewinnst auch, wenn du am Ende von vier deiner eigenen Züge hintereinander den einzigen lebenden gekrönten Königlichen hältst — jeden außer Heinrich VI. (BR-13.2).",
        "Nach dreißig Runden endet die Partie: Wer jeden lebenden gekrönten Königlichen hält, gewinnt; sonst niemand (BR-13.4).",
      ],
    },
  ],
  examples: [
    {
      title: "Bella Rosarum, eine Belagerung im Westen (Kartenausschnitt)",
      params: {
        mode: "step",
        position: B.siege.position,
        seat: "0",
        region: B.siege.region,
        caption: "Spieler 1 belagert Gloucester und Salisbury.",
        line: B.siege.moves,
      },
    },
  ],
};
