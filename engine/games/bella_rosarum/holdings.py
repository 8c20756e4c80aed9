"""What held cards do beyond their printed numbers (BR-16, BR-17): offices and clerics turned
active in their areas and back, constables' and governors' towns, mercenaries and Embassies.

The state keeps the active cards in ``active`` (card ids); ``state.card_troops`` reads it.
"""

from . import data as D


def activate(s, seat):
    """BR-16.2: at the end of the seat's movement phase, every office or cleric of its nobles
    whose noble stands in the card's area is turned (active)."""
    on = set(s["active"])
    for nid in D.sort_cards(s["nobles"]):
        nb = s["nobles"][nid]
        if nb["seat"] != seat:
            continue
        for c in nb["cards"]:
            if c in D.ACTIVATED and nb["loc"] in D.ACTIVATED[c] and c not in on:
                s["active"].append(c)
                on.add(c)


def leave_area(s, nid, dest):
    """BR-16.3: a card turns back when its noble moves out of the card's area."""
    cards = s["nobles"][nid]["cards"]
    s["active"] = [c for c in s["active"] if c not in cards or dest in D.ACTIVATED[c]]


def stand_down(s, nobles):
    """BR-16.3: after a battle or siege the active cards of the nobles who fought turn back."""
    cards = {c for n in nobles if n in s["nobles"] for c in s["nobles"][n]["cards"]}
    s["active"] = [c for c in s["active"] if c not in cards]


def make_peace(s, power, events):
    """BR-17.2: an Embassy makes peace with a foreign power: every mercenary of that power held
    by a noble leaves play for the crown discard pile (cards kept in hands stay there)."""
    gone = []
    for nid in D.sort_cards(s["nobles"]):
        cards = s["nobles"][nid]["cards"]
        for c in [c for c in cards if D.CARDS[c].get("power") == power]:
            cards.remove(c)
            s["discard"].append(c)
            gone.append(c)
    events.append(["peace", power, gone])


def piracy(s, zone, events):
    """BR-18.6: pirates take the ship cards of every noble standing in a port on ``zone`` (the
    offices' ship counters stay: they are the Crown's)."""
    taken = []
    for nid in D.sort_cards(s["nobles"]):
        nb = s["nobles"][nid]
        if D.PLACES.get(nb["loc"], {}).get("port") != zone:
            continue
        for c in [c for c in nb["cards"] if D.CARDS[c]["category"] == "ship"]:
            nb["cards"].remove(c)
            s["discard"].append(c)
            taken.append(c)
    events.append(["piracy", zone, taken])
