"""German words of Bella Rosarum's sentences (the keys are the same in text_en.py)."""

SEAT = "Spieler {n}"
COLUMNS = ("unter 1:2", "1:2", "1:1", "3:2", "2:1", "3:1")
RESULTS = {"R": "Flucht", "V": "Sieg", "I": "unentschieden", "D": "Niederlage"}
AND = "und"
# an open field, named as the map names it: distance and compass point from the nearest place
FIELD = "den Feldern {dist} km {dir} von {near}"
FIELD_BY = "den Feldern bei {near}"  # the field in a place's own cell
OPEN_COUNTRY = "freiem Land"
CELL_DISTANCE = 35  # a map cell, in the unit of FIELD
COMPASS = ['nördlich', 'nordnordöstlich', 'nordöstlich', 'ostnordöstlich', 'östlich', 'ostsüdöstlich', 'südöstlich', 'südsüdöstlich', 'südlich', 'südsüdwestlich', 'südwestlich', 'westsüdwestlich', 'westlich', 'westnordwestlich', 'nordwestlich', 'nordnordwestlich']
SENTENCES = {
    "event": "{who} zieht die Ereigniskarte.",
    "move": "{who} zieht den Stapel von {src} ({nobles}) nach {dst}.",
    "move_one": "{who} zieht {noble} von {src} nach {dst}.",
    "end move": "{who} beendet die Bewegungsphase.",
    "concede": "{who} gibt auf.",
    "battle": "{who} greift von {src} aus den Stapel bei {dst} an ({att} gegen {dfn} Truppen, Siegchance etwa {odds}).",
    "battle_one": "{who} greift von {src} aus allein mit {noble} den Stapel bei {dst} an ({att} gegen {dfn} Truppen, Siegchance etwa {odds}).",
    "siege": "{who} belagert {dst} von {src} aus ({att} Truppen gegen {dfn}).",
    "sally": "{who} macht aus {src} einen Ausfall gegen die Belagerer.",
    "end combat": "{who} beendet die Kampfphase.",
    "crown": "{who} krönt {royal}.",
    "execute": "{who} lässt {royal} hinrichten.",
    "end parliament": "{who} lässt die Parlamentsphase aus.",
    "summon": "{who} beruft das Parlament ein.",
    "grant": "{who} beantragt beim Parlament {card} für {noble}.",
    "refuse": "{who} legt {card} in die Kanzlei zurück.",
    "pass": "{who} erklärt keine weiteren Karten.",
    "fight": "{who} schlägt die Schlacht.",
    "withdraw": "{who} bricht den Angriff ab.",
    "end coronation": "{who} beendet die Krönungsphase.",
    "draw": "{who} zieht eine Kronkarte.",
    "play_seat": "{who} spielt Karte {k} der Hand.",
    "play": "{who} spielt Karte {k} der Hand zu {noble}.",
    "end turn": "{who} beendet den Zug.",
    "ev_event": "Ereignis: {card}.",
    "ev_event_place": "Ereignis: {card} in {place}.",
    "ev_dies": "{noble} ({who}) stirbt.",
    "ev_royal_dies": "{royal} stirbt.",
    "ev_plague_kills": "Die Pest rafft alle in {place} hin: {dead}.",
    "ev_plague_none": "In {place} ist niemand; die Pest tötet keinen.",
    "ev_place_lost": "{place} gehört nicht mehr {who}.",
    "ev_battle": "Schlacht: die Karte {card} zeigt {cell} bei {column} ({result}).",
    "ev_sally": "Ausfall: die Karte {card} zeigt {cell} bei {column} ({result}).",
    "ev_siege_held": "Schlechtes Wetter: {place} wird belagert.",
    "ev_siege_failed": "Schlechtes Wetter: der Versuch, {place} von innen zu nehmen, scheitert; niemand wird eingeschlossen.",
    "ev_siege_won": "Die Belagerung von {place} gelingt: Die gezogene Karte, {card}, ist kein Schlechtes Wetter.",
    "ev_place_won": "{place} gehört jetzt {who}.",
    "ev_royal_taken": "{who} hat jetzt {royal} in der Hand.",
    "ev_crowned": "{royal} wird gekrönt.",
    "ev_executed": "{royal} wird hingerichtet.",
    "ev_drew": "{who} behält eine Karte verdeckt.",
    "ev_royalty_card": "{card}: {royal} schließt sich {noble} an.",
    "ev_royalty_card_none": "{card} bleibt ohne Wirkung.",
    "ev_royalty_card_dead": "{who} zieht die Königskarte {card}, aber {royal} ist tot: Die Karte bleibt ohne Wirkung und wird abgelegt.",
    "ev_royalty_card_held": "{who} zieht die Königskarte {card}, aber {royal} wird schon von {holder} kontrolliert; die Karte bringt nur einen Königlichen, den niemand kontrolliert, bleibt also ohne Wirkung und wird abgelegt.",
    "ev_royalty_card_alone": "{who} zieht die Königskarte {card}, hat aber keinen Adligen mehr, dem sich {royal} anschließen könnte: Die Karte bleibt ohne Wirkung und wird abgelegt.",
    "ev_played_noble": "{noble} erscheint in {place}.",
    "ev_played": "Es ist {card}, jetzt bei {noble}.",
    "ev_played_lost": "Es ist {card}; sie kann nicht ins Spiel kommen und wird abgelegt.",
    "ev_move": "",
    "ev_announced": "Der Angriff ist angesagt; {who} darf zuerst Karten erklären.",
    "ev_withdrawn": "Der Angriff auf {dst} wird abgebrochen.",
    "ev_summoned": "Das Parlament tagt: {n} Adlige anwesend; {k} Karte(n) kommen aus der Kanzlei.",
    "ev_granted": "Das Parlament stimmt zu (Lords {ly}:{ln}, Commons {cy}:{cn}): {card} geht an {noble}.",
    "ev_denied": "Das Parlament lehnt ab (Lords {ly}:{ln}, Commons {cy}:{cn}): {card} geht zurück in die Kanzlei.",
    "ev_refused": "{card} geht zurück in die Kanzlei.",
    "ev_parliament_ends": "Das Parlament geht auseinander.",
    "ev_piracy": "Piraten ({zone}): {cards} verloren.",
    "ev_piracy_none": "Piraten ({zone}): dort segelt in diesem Zug kein Schiff.",
    "ev_peace": "Gesandtschaft: Frieden mit {power}; {cards} verlassen das Spiel.",
    "ev_peace_none": "Gesandtschaft: Frieden mit {power}; keine ihrer Söldner sind im Spiel.",
    "ev_concede": "{who} verlässt das Spiel.",
    "ev_hold": "{who} hält die einzige Krone ({royal}) seit {n} Zug/Zügen.",
    "ev_turn": "Runde {round}: {who} ist am Zug.",
    "over_win": "{who} gewinnt ({reason}).",
    "over_none": "Das Spiel endet ohne Sieger ({reason}).",
}
POWERS = {"burgundy": "Burgund", "france": "Frankreich", "brittany": "der Bretagne", "scotland": "Schottland",
          "ireland": "den irischen Herren"}
REASONS = {"last-royal": "der letzte gekrönte Royal", "four-turns": "vier Züge mit der einzigen Krone",
           "last-seat": "als letzter übrig", "turn-cap": "die Zuggrenze", "no-royals": "kein Royal mehr am Leben"}

# was eine Karte tut, wo sie gezeigt wird (die Hand, die Kanzlei); {area}: wo sie aktiv ist
CARD_HELP = {
    "noble": "Ein Adliger: {troops} Truppen, Einfluss {influence}. Gespielt kommt er in den Stapel eines deiner Adligen auf der Karte (ist keiner dort, auf seinen Sitz {seat}).",
    "earldom": "Ein Titel für einen deiner Adligen: {troops} Truppen und Einfluss {influence}, immer.",
    "office": "Ein Amt für einen deiner Adligen: Einfluss {influence} immer; seine {troops} Truppen zählen nur, solange es aktiv ist, nachdem der Adlige seine Bewegung in {area} beendet.",
    "office_none": "Ein Amt für einen deiner Adligen: Einfluss {influence}; es fügt keine Truppen hinzu. Aktiv wird es, nachdem der Adlige seine Bewegung in {area} beendet.",
    "office_ships": " Es bringt Schiffe für {ships} Truppen auf See, aktiv oder nicht.",
    "cleric": "Ein Bistum für einen deiner Adligen: Einfluss {influence} immer; seine {troops} Truppen zählen nur, nachdem der Adlige seine Bewegung in {area} beendet. Damit kann ein Stapel einen Erben, den er hält, in {see} oder in London krönen.",
    "town": "Bringt {town} auf deine Seite, wenn gespielt (außer ein Adliger eines anderen Spielers steht dort), und fügt {troops} Truppen hinzu{where}.",
    "town_always": ", immer",
    "town_star": ", nur solange sein Adliger die Bewegung in {town} beendet (ein niederer Posten)",
    "lord": "Eine Herrschaft: bringt {town} auf deine Seite, wenn gespielt; ihre {troops} Truppen zählen nur, solange ihr Adliger die Bewegung dort beendet.",
    "mercenary": "Söldner von {power}: {troops} Truppen, immer, bis eine Gesandtschaft Frieden mit {power} schließt und sie heimschickt.",
    "ship": "Ein Schiff für {ships} Truppen auf See. Es fügt einem Stapel oder einer Schlacht keine Truppen hinzu.",
    "royalty": "Wird beim Ziehen sofort gespielt: {royal} schließt sich deinem nächsten Adligen an, wenn lebendig und von niemandem gehalten.",
    "or": "oder",
    "many": "einem von {n} Orten ({first}, …)",
}
