"""Declaring crown cards once an attack is announced (BR-20.3, the seed's FAQ): the defender
may play cards from its hand to the attacked stack, then the attacker may answer and still
fight or withdraw; the battle's (or siege's) event card is drawn only after that. A siege may
be fought only while the besiegers still match the garrison and the defenders (BR-8.1).

The announced battle is the state's ``attack`` ({``by``, ``from``, ``to``, ``kind``, ``step``,
``declared``} or null) during the ``declare`` phase; ``to_move`` is the seat whose step it is.
"""

from . import data as D
from .state import nobles_at, siege_defence, troops


def defender(s, tloc):
    """The seat of the stack at ``tloc``."""
    return s["nobles"][nobles_at(s, tloc)[0]]["seat"]


def announce(s, seat, loc, tloc, kind, events, noble=None):
    """BR-20.3: the attack is announced; True if the defender may declare cards first (it
    keeps a card in hand), else the battle is fought at once. ``noble``: the one noble that
    attacks alone out of its stack (BR-7.1), kept in the announced attack."""
    d = defender(s, tloc)
    events.append(["announced", kind, loc, tloc, d, bool(s["hands"][d])])
    if not s["hands"][d]:
        return False
    s["attack"] = {"by": seat, "from": loc, "to": tloc, "kind": kind, "step": "defender",
                   "declared": False}
    if noble is not None:
        s["attack"]["noble"] = noble
    s["phase"] = "declare"
    s["to_move"] = d
    return True


def siege_holds(s, a):
    """BR-8.1 after declaring: the besiegers' troops still reach the garrison plus the troops
    of the stack inside (the defender's declared cards may have made the siege impossible)."""
    return troops(s, nobles_at(s, a["from"], a["by"])) >= siege_defence(s, a["to"], a["by"])


def stack_of_step(s):
    a = s["attack"]
    return a["to"] if a["step"] == "defender" else a["from"]


def declare_actions(s):
    """The defender: ``pass`` or play a kept card to a noble of the attacked stack; the attacker
    (only if the defender declared something): ``fight``, ``withdraw`` or play to its own stack."""
    a = s["attack"]
    seat = s["to_move"]
    nobles = nobles_at(s, stack_of_step(s), seat)
    if a["step"] == "attacker" and a.get("noble"):  # BR-7.1: only the noble that attacks
        nobles = [a["noble"]]
    plays = [f"play {k} {n}" for k in range(1, len(s["hands"][seat]) + 1) for n in nobles]
    if a["step"] == "defender":
        return ["pass"] + plays
    fight = ["fight"] if a["kind"] != "siege" or siege_holds(s, a) else []
    return fight + ["withdraw"] + plays


def after_pass(s):
    """The defender is done: the attacker answers if the defender declared a card; returns True
    when the battle is to be fought now."""
    a = s["attack"]
    if a["declared"]:
        a["step"] = "attacker"
        s["to_move"] = a["by"]
        return False
    return True


def close(s):
    """The announced battle is over (fought or withdrawn): the attacker's combat phase goes on."""
    a = s["attack"]
    s["attack"] = None
    s["to_move"] = a["by"]
    s["phase"] = "combat"
    return a

