"""Writes engine/games/bella_rosarum/data/cards.json and events.json (BR-1.4, BR-1.7).

Names and categories come from the seed or from history; troops, influence, areas and the event
deck's battle rows are our design, and each card says so in ``src``. Run once; the JSON files are
the data the engine reads (this script documents how they were made).
"""

import json
import os

HERE = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                    "engine", "games", "bella_rosarum", "data")

# (id, English, German, troops, influence, seat place id)
DUKES = [
    ("buckingham", "Humphrey Stafford, Duke of Buckingham", "Humphrey Stafford, Herzog von Buckingham", 250, 20, "stafford"),
    ("norfolk", "John Mowbray, Duke of Norfolk", "John Mowbray, Herzog von Norfolk", 200, 15, "framlingham"),
    ("somerset", "Beaufort, Duke of Somerset", "Beaufort, Herzog von Somerset", 200, 15, "corfe"),
    ("exeter", "Henry Holland, Duke of Exeter", "Henry Holland, Herzog von Exeter", 150, 10, "dartington"),
    ("suffolk", "John de la Pole, Duke of Suffolk", "John de la Pole, Herzog von Suffolk", 150, 10, "wingfield"),
]
EARLS = [
    ("warwick", "Richard Neville, Earl of Warwick", "Richard Neville, Graf von Warwick", 300, 20, "warwick"),
    ("salisbury", "Richard Neville, Earl of Salisbury", "Richard Neville, Graf von Salisbury", 200, 15, "middleham"),
    ("northumberland", "Henry Percy, Earl of Northumberland", "Henry Percy, Graf von Northumberland", 250, 15, "alnwick"),
    ("devon", "Thomas Courtenay, Earl of Devon", "Thomas Courtenay, Graf von Devon", 150, 10, "tiverton"),
    ("shrewsbury", "John Talbot, Earl of Shrewsbury", "John Talbot, Graf von Shrewsbury", 150, 10, "sheffield"),
    ("oxford", "John de Vere, Earl of Oxford", "John de Vere, Graf von Oxford", 150, 10, "hedingham"),
    ("pembroke", "Jasper Tudor, Earl of Pembroke", "Jasper Tudor, Graf von Pembroke", 150, 10, "pembroke"),
]
VISCOUNTS = [
    ("beaumont", "John, Viscount Beaumont", "John, Viscount Beaumont", 100, 10, "leicester"),
]
BARONS = [  # the last four were raised by the seed's Baronies cards
    ("clifford", "Lord Clifford", "Lord Clifford", 100, 5, "skipton"),
    ("scrope", "Lord Scrope of Bolton", "Lord Scrope von Bolton", 50, 5, "raby"),
    ("cromwell", "Lord Cromwell", "Lord Cromwell", 50, 5, "newark"),
    ("berkeley", "Lord Berkeley", "Lord Berkeley", 50, 5, "gloucester"),
    ("roos", "Lord Roos", "Lord Roos", 50, 5, "richmond"),
    ("dacre", "Lord Dacre", "Lord Dacre", 100, 5, "carlisle"),
    ("grey-ruthin", "Lord Grey of Ruthin", "Lord Grey von Ruthin", 50, 5, "ruthin"),
    ("audley", "Lord Audley", "Lord Audley", 50, 5, "shrewsbury"),
    ("rivers", "Richard Woodville, Lord Rivers", "Richard Woodville, Lord Rivers", 50, 5, "grafton-regis"),
    ("stanley", "Thomas, Lord Stanley", "Thomas, Lord Stanley", 150, 10, "lathom"),
    ("hastings", "William, Lord Hastings", "William, Lord Hastings", 100, 10, "ashby"),
    ("howard", "John, Lord Howard", "John, Lord Howard", 100, 5, "stoke-by-nayland"),
    ("herbert", "William, Lord Herbert", "William, Lord Herbert", 100, 5, "raglan"),
]
BARONY_SEED = {"stanley", "hastings", "howard", "herbert"}
# Nobles whose own seat is not on our map start at the nearest place of the right sort (design).
STAND_IN = {"beaumont", "scrope", "cromwell", "berkeley", "roos", "dacre", "audley"}
EARLDOMS = [
    ("earldom-essex", "Earldom of Essex", "Grafschaft Essex", 50, 5, None, "seed"),
    ("earldom-kent", "Earldom of Kent", "Grafschaft Kent", 50, 5, None, "seed"),
    ("earldom-derby", "Earldom of Derby", "Grafschaft Derby", 50, 5, None, "seed"),
    ("earldom-wiltshire", "Earldom of Wiltshire", "Grafschaft Wiltshire", 50, 5, None, "design"),
]
# (id, en, de, troops, influence, area, name source); rank = precedence (BR-3.6)
OFFICES = [
    ("chancellor", "Chancellor of England", "Kanzler von England", 0, 20, "london", "seed", 2),
    ("treasurer", "Treasurer of England", "Schatzmeister von England", 0, 15, "london", "seed", 4),
    ("privy-seal", "Keeper of the Privy Seal", "Bewahrer des Geheimsiegels", 0, 10, "london", "history", 5),
    ("great-chamberlain", "Lord Great Chamberlain", "Lord Großkämmerer", 50, 10, "london", "history", 6),
    ("constable", "Constable of England", "Konstabler von England", 100, 10, "london", "seed", 7),
    ("marshal", "Earl Marshal", "Earl Marshal", 100, 10, "london", "history", 8),
    ("admiral", "Admiral of England", "Admiral von England", 100, 5, "sea", "seed", 9),
    ("steward", "Steward of the Household", "Haushofmeister", 50, 10, "london", "history", 10),
    ("chamberlain", "Chamberlain of the Household", "Kämmerer des Haushalts", 50, 10, "london", "history", 11),
    ("warden-east-march", "Warden of the East March", "Wächter der Ostmark", 150, 5, "east-march", "seed", None),
    ("warden-west-march", "Warden of the West March", "Wächter der Westmark", 150, 5, "west-march", "seed", None),
    ("captain-calais", "Captain of Calais", "Hauptmann von Calais", 200, 5, "calais", "seed", None),
    ("lieutenant-ireland", "Lieutenant of Ireland", "Statthalter von Irland", 150, 5, "ireland", "seed", None),
    ("warden-cinque-ports", "Warden of the Cinque Ports", "Wächter der Cinque Ports", 100, 5, "cinque-ports", "history", None),
    ("justiciar-north-wales", "Justiciar of North Wales", "Justitiar von Nordwales", 100, 5, "north-wales", "history", None),
    ("justiciar-south-wales", "Justiciar of South Wales", "Justitiar von Südwales", 100, 5, "south-wales", "history", None),
    ("steward-lancaster", "Steward of the Duchy of Lancaster", "Verwalter des Herzogtums Lancaster", 100, 5, "lancaster", "history", None),
    ("constable-tower", "Constable of the Tower", "Konstabler des Towers", 100, 5, "london", "history", None),
]
CLERICS = [  # (id, en, de, troops, influence, see place id, rank)
    ("abp-canterbury", "Archbishop of Canterbury", "Erzbischof von Canterbury", 50, 20, "canterbury", 1),
    ("abp-york", "Archbishop of York", "Erzbischof von York", 100, 15, "york", 3),
    ("bp-durham", "Bishop of Durham", "Bischof von Durham", 100, 10, "durham", None),
    ("bp-norwich", "Bishop of Norwich", "Bischof von Norwich", 50, 5, "norwich", None),
    ("bp-carlisle", "Bishop of Carlisle", "Bischof von Carlisle", 50, 5, "carlisle", None),
    ("bp-lincoln", "Bishop of Lincoln", "Bischof von Lincoln", 50, 5, "lincoln", None),
]
MERCENARIES = [  # (id, en, de, troops, foreign power)
    ("merc-burgundian", "Burgundian handgunners", "Burgundische Handbüchsenschützen", 200, "burgundy"),
    ("merc-flemish", "Flemish pikemen", "Flämische Pikeniere", 150, "burgundy"),
    ("merc-french", "French men-at-arms", "Französische Gewappnete", 300, "france"),
    ("merc-breton", "Breton soldiers", "Bretonische Soldaten", 150, "brittany"),
    ("merc-scots", "Scottish borderers", "Schottische Grenzkrieger", 200, "scotland"),
    ("merc-irish", "Irish kerns", "Irische Kerne", 100, "ireland"),
    ("merc-gascon", "Gascon crossbowmen", "Gascognische Armbrustschützen", 100, "france"),
]
CONSTABLES = [  # (id, town place id, en town, starred)
    ("constable-nottingham", "nottingham", "Nottingham", False),
    ("constable-kenilworth", "kenilworth", "Kenilworth", False),
    ("constable-bristol", "bristol", "Bristol", False),
    ("constable-harlech", "harlech", "Harlech", False),
    ("constable-conwy", "conwy", "Conwy", False),
    ("constable-pontefract", "pontefract", "Pontefract", False),
    ("constable-rochester", "rochester", "Rochester", False),
    ("constable-bamburgh", "bamburgh", "Bamburgh", True),
    ("constable-caernarfon", "caernarfon", "Caernarfon", True),
    ("constable-carmarthen", "carmarthen", "Carmarthen", True),
    ("constable-chester", "chester", "Chester", True),
]
GOVERNORS = [
    ("governor-berwick", "berwick", "Berwick", False),
    ("governor-carlisle", "carlisle", "Carlisle", False),
    ("governor-newcastle", "newcastle", "Newcastle", False),
    ("governor-southampton", "southampton", "Southampton", False),
    ("governor-coventry", "coventry", "Coventry", True),
    ("governor-exeter", "exeter", "Exeter", True),
    ("governor-gloucester", "gloucester", "Gloucester", True),
    ("governor-lincoln", "lincoln", "Lincoln", True),
    ("governor-norwich", "norwich", "Norwich", True),
]
LORDS = [
    ("lord-isle-of-wight", "Lord of the Isle of Wight", "Herr der Isle of Wight", 50, 5, "carisbrooke"),
    ("lord-richmond", "Honour of Richmond", "Honour of Richmond", 100, 5, "richmond"),
    ("lord-brecknock", "Lordship of Brecknock", "Herrschaft Brecknock", 100, 5, "brecon"),
]
# The seed's ship counters that come with offices (BR-18.1): their number and strength are the seed's.
OFFICE_SHIPS = {"admiral": [100] * 4, "warden-cinque-ports": [150] * 2, "captain-calais": [100] * 2,
                "lieutenant-ireland": [150]}
SHIPS = [
    ("ship-valentyne", "la Valentyne", 100), ("ship-giles", "le Giles", 100),
    ("ship-petyr", "la Petyr", 100), ("ship-mare-clyffe", "la Mare Clyffe", 150),
    ("ship-cristofre", "le Cristofre", 150),
]
ROYALTY = [  # card id, royal counter id, en, de
    ("royal-york", "york", "Richard, Duke of York", "Richard, Herzog von York"),
    ("royal-march", "march", "Edward, Earl of March", "Edward, Graf von March"),
    ("royal-rutland", "rutland", "Edmund, Earl of Rutland", "Edmund, Graf von Rutland"),
    ("royal-clarence", "clarence", "George, Duke of Clarence", "George, Herzog von Clarence"),
    ("royal-gloucester", "gloucester", "Richard, Duke of Gloucester", "Richard, Herzog von Gloucester"),
    ("royal-edward-pw", "edward", "Edward, Prince of Wales", "Edward, Prinz von Wales"),
]


# BR-3.6: the precedence ranks the seed states (the others are ours, after the Act of Precedence)
SEED_RANKS = {1, 2, 3, 4, 7, 9}


def card(cid, category, en, de, troops, influence, name_src, **extra):
    src = {"category": "seed", "name": name_src, "troops": "design", "influence": "design"}
    out = {"id": cid, "category": category, "name": {"en": en, "de": de}, "troops": troops,
           "influence": influence}
    for k, v in extra.items():
        if v is not None:
            out[k] = v
            src[k] = "history" if k in ("seat", "see", "power", "town") else "design" if k != "star" else "seed"
    if extra.get("rank") in SEED_RANKS:
        src["rank"] = "seed"
    out["src"] = src
    return out


def cards():
    out = []
    for cat, rows in (("duke", DUKES), ("earl", EARLS), ("viscount", VISCOUNTS), ("baron", BARONS)):
        for cid, en, de, tr, inf, seat in rows:
            extra = {"seat": seat}
            if cid in BARONY_SEED:
                extra["barony"] = True
            c = card(cid, cat, en, de, tr, inf, "seed" if cid in BARONY_SEED else "history", **extra)
            if cid in STAND_IN:
                c["src"]["seat"] = "design"
            if cid == "somerset":
                c["heir"] = "beaufort"
                c["src"]["heir"] = "seed"
            if cid == "pembroke":
                c["heir"] = "tudor"
                c["src"]["heir"] = "seed"
            out.append(c)
    for cid, en, de, tr, inf, _, src in EARLDOMS:
        out.append(card(cid, "earldom", en, de, tr, inf, src))
    for cid, en, de, tr, inf, area, src, rank in OFFICES:
        c = card(cid, "office", en, de, tr, inf, src, area=area, rank=rank)
        if cid in OFFICE_SHIPS:
            c["ships"] = OFFICE_SHIPS[cid]
            c["src"]["ships"] = "seed"
        out.append(c)
    for cid, en, de, tr, inf, see, rank in CLERICS:
        out.append(card(cid, "cleric", en, de, tr, inf, "seed", see=see, area=see, rank=rank))
    for cid, en, de, tr, power in MERCENARIES:
        out.append(card(cid, "mercenary", en, de, tr, 0, "design", power=power))
    for cat, rows, en_t, de_t in (("constable", CONSTABLES, "Constable of {}", "Konstabler von {}"),
                                   ("governor", GOVERNORS, "Governor of {}", "Gouverneur von {}")):
        for cid, town, name, star in rows:
            out.append(card(cid, cat, en_t.format(name), de_t.format(name), 100 if not star else 50, 5,
                            "history", town=town, star=star))
    for cid, en, de, tr, inf, area in LORDS:
        out.append(card(cid, "lord", en, de, tr, inf, "seed", area=area))
    for cid, name, tr in SHIPS:
        # BR-18.1: a ship card is one ship of that strength; it carries troops and adds none
        c = card(cid, "ship", name, name, 0, 0, "seed")
        c["ships"] = [tr]
        c["src"]["ships"] = "design"
        out.append(c)
    for cid, royal, en, de in ROYALTY:
        c = card(cid, "royalty", en, de, 0, 0, "seed", royal=royal)
        c["src"]["royal"] = "seed"
        out.append(c)
    return out


# --- events (BR-1.7, BR-7.3) -------------------------------------------------------------------
BANDS = ["<1:2", "1:2", "1:1", "3:2", "2:1", "3:1"]
# Design: how many of the 90 cards give victory in each ratio column (cumulative, monotone).
WINS = [4, 14, 32, 50, 64, 78]
PLAGUE = ["tower-of-london", "york", "bristol", "coventry", "norwich", "lincoln", "exeter", "chester",
          "salisbury", "winchester", "canterbury", "gloucester", "southampton", "newcastle",
          "oxford", "leicester", "nottingham"]
REVOLT = ["rochester", "lincoln", "york", "norwich", "coventry", "exeter", "gloucester",
          "cambridge", "salisbury", "reading"]
FRENCH = ["southampton", "dover", "rochester", "exeter", "carisbrooke"]
SCOTS = ["berwick", "carlisle", "newcastle", "alnwick", "bamburgh"]
WALES = ["denbigh", "ruthin", "brecon", "raglan", "pembroke", "cardiff", "carmarthen", "harlech",
         "caernarfon", "conwy"]
# Design: the foreign power each Embassy makes peace with (BR-17.2: the mercenaries' `power`s) and
# the sea zone each Piracy strikes (BR-18.6).
EMBASSY = ["burgundy", "france", "brittany", "scotland", "ireland", "france"]
PIRACY = ["channel", "irish-sea"]
# The kinds and counts follow the published game's deck proportions: a design choice after the
# original (tagged design), except the kinds the seed names (tagged seed); every count is ours.
KINDS = [  # (kind, count, en, de, src)
    ("plague", 17, "Plague", "Pest", "design"), ("storms", 10, "Storms at Sea", "Seestürme", "design"),
    ("revolt", 10, "Peasant Revolt", "Bauernaufstand", "design"), ("writ", 10, "Writ", "Ladungsschreiben", "seed"),
    ("free-move", 10, "Free Move", "Freier Zug", "design"), ("embassy", 6, "Embassy", "Gesandtschaft", "seed"),
    ("french-raid", 5, "French Raid", "Französischer Überfall", "design"),
    ("scots-raid", 5, "Scots Raid", "Schottischer Überfall", "design"),
    ("parliament", 4, "Parliament", "Parlament", "seed"), ("piracy", 2, "Piracy", "Piraterie", "design"),
    ("revolt-wales", 1, "Revolt in Wales", "Aufstand in Wales", "design"),
    ("bad-weather", 8, "Bad Weather", "Schlechtes Wetter", "seed"),
    ("royal-summons", 2, "Royal Summons", "Königliche Ladung", "seed"),
]


def battle_rows(n):
    """One row per card: a victory threshold column per card, spread so that the deck gives the
    cumulative WINS; below the threshold the column next to it is inconclusive, further ones defeat;
    two columns above it a rout. '+' marks: attacker deaths on about 1 card in 4 where the result is
    not a rout, defender deaths on about 1 card in 3 where it is not a defeat (design)."""
    thresholds = []
    prev = 0
    for col, w in enumerate(WINS):
        thresholds += [col] * (w - prev)
        prev = w
    thresholds += [len(BANDS)] * (n - prev)  # cards that never give victory
    # interleave so that neighbouring cards (and each kind) get a mix of thresholds
    order = sorted(range(n), key=lambda i: (i * 37) % n)
    rows = [None] * n
    for k, i in enumerate(order):
        t = thresholds[k]
        row = []
        for col in range(len(BANDS)):
            if col >= t + 2:
                r = "R"
            elif col >= t:
                r = "V"
            elif col == t - 1:
                r = "I"
            else:
                r = "D"
            before = "+" if r != "R" and (i * 31 + col * 17) % 4 == 0 else ""
            after = "+" if r != "D" and (i * 13 + col * 29) % 3 == 0 else ""
            row.append(before + r + after)
        rows[i] = row
    return rows


def events():
    out = []
    lists = {"plague": PLAGUE, "revolt": REVOLT, "french-raid": FRENCH, "scots-raid": SCOTS}
    for kind, count, en, de, src in KINDS:
        for k in range(count):
            e = {"id": f"{kind}-{k + 1}", "kind": kind, "name": {"en": en, "de": de}}
            s = {"kind": src, "count": "design", "battle": "design"}
            if kind in lists:
                e["place"] = lists[kind][k]
                s["place"] = "design"
            if kind == "embassy":
                e["power"] = EMBASSY[k]
                s["power"] = "design"
            if kind == "piracy":
                e["zone"] = PIRACY[k]
                s["zone"] = "design"
            if kind == "revolt-wales":
                e["places"] = WALES
                s["places"] = "history"
            e["src"] = s
            out.append(e)
    rows = battle_rows(len(out))
    for e, row in zip(out, rows):
        e["battle"] = row
    return out


def main():
    with open(os.path.join(HERE, "cards.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump({"note": "Crown deck of Rosarium's unofficial introductory Bella Rosarum (BR-1.4). "
                           "Names and categories: seed 004 and history; troops, influence, areas: our design.",
                   "cards": cards()}, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    with open(os.path.join(HERE, "events.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump({"note": "Event deck of Rosarium's Bella Rosarum (BR-1.7): proportions after the "
                           "original's published counts plus the seed's cards; battle rows are our design.",
                   "columns": BANDS, "events": events()}, fh, ensure_ascii=False, indent=1)
        fh.write("\n")


if __name__ == "__main__":
    main()
