"""Activating the characters on the rolled position (LQ-4, LQ-5, LQ-6, LQ-8.3): the step machine.

A roll turns into a queue of small steps kept in the state's ``pending`` list (LQ-11.3), so a
turn can stop half-way for a decision of either seat and carry on after it. Automatic steps run
at once; a decision step waits at the head of the queue until its seat chooses, unless it offers
fewer than two choices (LQ-9.2). After every step the end of the game is checked (LQ-8.3).

All functions here change the state copy they are given (rules.apply copies first) and append
events (tuples) to ``events`` for the move-list sentences (text.narrate). Events only name tiles
that are face up at that moment, so they never reveal a secret tile (LQ-10.4).
"""

from .standing import DECISIONS, loser_by_princess, supply, winner_by_prestige
from .tiles import (COLOURS, FIRST, LAST, PER_COLOUR, UP, KNOWN, index, initiative,
                    neighbours, sniper_target)

COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
UNOPENED = "?"  # prefix of a face-down tile whose name this state does not hold (below)


class Unopened(Exception):
    """The rules are about to show a face-down tile whose name the state does not hold.

    Played at a distance (engine/remote, web/REMOTE.md) neither side's state holds the other's
    secret tiles (face ``D``, LQ-10.1): each stands as ``?<slot>``, the slot naming the
    commitment its owner sent at set-up. The moment the rules turn such a tile face up (LQ-4.2,
    LQ-5.6, LQ-4.6, LQ-7.2) they stop here, and its owner owes the opening; no rule reads a
    secret tile in any other way, since every other read is of a face-up tile. In ordinary play
    every tile is named and this never happens.
    """

    def __init__(self, seat, slot):
        super().__init__(f"seat {seat}'s face-down tile {slot} must be opened")
        self.seat, self.slot = seat, slot


def shown(seat, name):
    """``name`` of a tile the rules are turning face up; Unopened when the state lacks it."""
    if name.startswith(UNOPENED):
        raise Unopened(seat, name[len(UNOPENED):])
    return name
POSITION_STEPS = ("activate", "up", "down")  # steps naming a tile by (seat, position)


_PARSED = {}


def parse(step):
    """(word, args) of a step string; args are ints except colours. Memoised: few distinct steps."""
    got = _PARSED.get(step)
    if got is None:
        word, *args = step.split(" ")
        got = _PARSED[step] = (word, tuple(a if a in COLOUR_INDEX else int(a) for a in args))
    return got


def set_face(s, seat, pos, face):
    i = index(pos)
    f = s["faces"][seat]
    s["faces"][seat] = f[:i] + face + f[i + 1:]


def game_over(s):
    return loser_by_princess(s) is not None or winner_by_prestige(s) is not None


# ---------------------------------------------------------------- prestige (LQ-6)

def _arrive(s, seat, c, events):
    """A token of colour index ``c`` reached ``seat``: LQ-6.4 returns all six at once."""
    if s["prestige"][seat][c] == PER_COLOUR:
        s["prestige"][seat][c] = 0
        events.append(("six", seat, COLOURS[c]))


def gain(s, seat, colour, events):
    """Take one token of ``colour`` from the supply; none left means none taken (LQ-6.2)."""
    c = COLOUR_INDEX[colour]
    if supply(s)[c] == 0:
        events.append(("empty", seat, colour))
        return
    s["prestige"][seat][c] += 1
    events.append(("gain", seat, colour))
    _arrive(s, seat, c, events)


def transfer(s, giver, taker, colour, events, kind):
    """Move one token between the seats (Cheater, Clown); ``kind`` names it for the text."""
    c = COLOUR_INDEX[colour]
    s["prestige"][giver][c] -= 1
    s["prestige"][taker][c] += 1
    events.append((kind, taker if kind == "steal" else giver, colour))
    _arrive(s, taker, c, events)


# ---------------------------------------------------------------- abilities (LQ-5)

# LQ-5.1..5.9 (LQ-5.11: the Guard has none): each ability as steps in the order of its text.
# {s} is the acting seat, {o} the other, {p} the acting tile's position, {t} the Sniper's target.
ABILITIES = {
    "Sniper": ("gain {s} red", "down {o} {t}"),             # LQ-5.1
    "Assassin": ("gain {s} red", "down {o} {p}"),           # LQ-5.2
    "Schemer": ("gain {s} yellow", "return {s}"),           # LQ-5.3
    "Noble": ("gain {s} yellow", "pick {s}"),               # LQ-5.4
    "Cheater": ("steal {s}", "steal {s}"),                  # LQ-5.5
    "Princess": ("reveal {s}",),                            # LQ-5.6
    "Consul": ("gain {s} blue", "swap {s} {s} 2"),          # LQ-5.7
    "Clown": ("gain {s} blue", "give {s}", "steal {s}"),    # LQ-5.8
    "Witch": ("gain {s} blue", "swap {s} {o} 2"),           # LQ-5.9
    "Guard": (),                                            # LQ-5.11
}


def ability_steps(name, seat, pos):
    """The steps of ``name``'s ability acting for ``seat`` from ``pos``."""
    return [t.format(s=seat, o=1 - seat, p=pos, t=sniper_target(pos)) for t in ABILITIES[name]]


def acting_as(s, seat, pos):
    """(tile name, the character whose ability and initiative it uses): LQ-5.10 Apprentice."""
    name = s["lines"][seat][index(pos)]
    return name, (s["masters"][seat] if name == "Apprentice" else name)


def reveal_master(s, seat, events):
    """LQ-4.6: the set-aside Master is turned face up (if it is not already)."""
    if s["master_faces"][seat] != UP:
        shown(seat, s["masters"][seat])
        s["master_faces"][seat] = UP
        events.append(("master", seat, s["masters"][seat]))


def protected(s, seat, pos):
    """LQ-5.11: a face-up Guard next to ``pos`` in the same line keeps it from turning face down."""
    line, faces = s["lines"][seat], s["faces"][seat]
    return any(line[index(q)] == "Guard" and faces[index(q)] == UP for q in neighbours(pos))


# ---------------------------------------------------------------- automatic steps

def _activate(s, seat, pos, events):
    if s["faces"][seat][index(pos)] != UP:  # LQ-4.5: turned face down earlier this turn
        events.append(("skipped", seat, pos))
        return
    name, acts = acting_as(s, seat, pos)
    if name == "Apprentice":
        reveal_master(s, seat, events)
    events.append(("activate", seat, pos, name, acts))
    s["pending"][0:0] = ability_steps(acts, seat, pos)


def _up(s, seat, pos, events):
    if s["faces"][seat][index(pos)] != UP:
        shown(seat, s["lines"][seat][index(pos)])
        set_face(s, seat, pos, UP)
        events.append(("up", seat, pos, s["lines"][seat][index(pos)]))


def _down(s, seat, pos, events):
    i = index(pos)
    if s["faces"][seat][i] != UP:  # already face down: nothing happens
        events.append(("miss", seat, pos))
        return
    if protected(s, seat, pos):
        events.append(("guarded", seat, pos, s["lines"][seat][i]))
        return
    set_face(s, seat, pos, KNOWN)  # everyone saw which tile it was (LQ-10.1)
    events.append(("down", seat, pos, s["lines"][seat][i]))


def _gain(s, seat, colour, events):
    gain(s, seat, colour, events)


AUTOMATIC = {"activate": _activate, "up": _up, "down": _down, "gain": _gain}


# ---------------------------------------------------------------- decisions (LQ-9)

def options(s, word, args):
    """The actions a decision step offers its seat (LQ-9.1)."""
    seat = args[0]
    if word == "pick":  # LQ-5.4: any colour still in the supply
        return [f"take {c}" for c, n in zip(COLOURS, supply(s)) if n]
    if word in ("steal", "return"):  # LQ-5.5, LQ-5.8 / LQ-5.3: a colour the opponent holds
        verb = "take" if word == "steal" else "return"
        return [f"{verb} {c}" for c, n in zip(COLOURS, s["prestige"][1 - seat]) if n]
    if word == "give":  # LQ-5.8
        return [f"give {c}" for c, n in zip(COLOURS, s["prestige"][seat]) if n]
    if word == "reveal":  # LQ-5.6: any face-down tile of the own line
        return [f"reveal {p}" for p, f in zip(range(FIRST, LAST + 1), s["faces"][seat]) if f != UP]
    if word == "swap":  # LQ-5.7, LQ-5.9: up to two adjacent swaps, each may be declined
        return [f"swap {p}-{p + 1}" for p in range(FIRST, LAST)] + ["done"]
    raise AssertionError(word)


def swap_tiles(s, seat, pos, events, actor):
    """Swap the tiles on ``pos`` and ``pos + 1`` of ``seat``'s line, faces travelling with them.

    Pending steps that name one of the two tiles follow it (LQ-9.4).
    """
    i = index(pos)
    line, f = s["lines"][seat], s["faces"][seat]
    line[i], line[i + 1] = line[i + 1], line[i]
    s["faces"][seat] = f[:i] + f[i + 1] + f[i] + f[i + 2:]
    moved = {pos: pos + 1, pos + 1: pos}
    for k, step in enumerate(s["pending"]):
        word, args = parse(step)
        if word in POSITION_STEPS and args[0] == seat and args[1] in moved:
            s["pending"][k] = f"{word} {seat} {moved[args[1]]}"
    events.append(("swap", actor, seat, pos))


def decide(s, word, args, action, events):
    """Carry out the chosen ``action`` of the decision step ``word args`` (already popped)."""
    seat = args[0]
    verb, _, what = action.partition(" ")
    if word == "pick":
        gain(s, seat, what, events)
    elif word == "steal":
        transfer(s, 1 - seat, seat, what, events, "steal")
    elif word == "return":
        c = COLOUR_INDEX[what]
        s["prestige"][1 - seat][c] -= 1
        events.append(("return", seat, what))
    elif word == "give":
        transfer(s, seat, 1 - seat, what, events, "give")
    elif word == "reveal":
        _up(s, seat, int(what), events)
    elif word == "swap":
        line_seat, left = args[1], args[2]
        if action == "done":
            events.append(("done", seat))
            return
        if left > 1:
            s["pending"].insert(0, f"swap {seat} {line_seat} {left - 1}")
        swap_tiles(s, line_seat, int(what.split("-")[0]), events, seat)


# ---------------------------------------------------------------- the machine

def run(s, events):
    """Run pending steps until a decision needs a seat, the queue is empty or the game ends.

    Sets ``phase`` to "resolve" (waiting), "over", or leaves it to the caller (queue empty;
    returns True then).
    """
    pending = s["pending"]
    while pending:
        word, args = parse(pending[0])
        if word in DECISIONS:
            opts = options(s, word, args)
            if len(opts) >= 2:
                s["phase"] = "resolve"
                return False
            pending.pop(0)
            if opts:  # LQ-9.2: a single possible choice is made for the seat
                decide(s, word, args, opts[0], events)
            else:
                events.append(("nothing", word, args[0]))
        else:
            pending.pop(0)
            AUTOMATIC[word](s, *args, events)
        if game_over(s):  # LQ-8.3: checked after every single effect
            del pending[:]
            s["phase"] = "over"
            return False
    return True


def initiative_at(s, seat, pos):
    """LQ-4.3: the initiative the tile on ``pos`` acts with (None: Guard, no initiative)."""
    return initiative(acting_as(s, seat, pos)[1])


def roll_steps(s, pos, events):
    """LQ-4.2: the first steps for the rolled position, by cases A, B and C."""
    i = index(pos)
    turn = s["to_move"]
    seats = (turn, 1 - turn)
    up = {x: s["faces"][x][i] == UP for x in seats}
    if not any(up.values()):  # A: both face down -> both face up
        events.append(("case", "A", pos))
        return [f"up {x} {pos}" for x in seats]
    events.append(("case", "B" if all(up.values()) else "C", pos))
    for x in seats:  # LQ-4.6: a face-up Apprentice here shows its Master before anything else
        if up[x] and s["lines"][x][i] == "Apprentice":
            reveal_master(s, x, events)
    if all(up.values()):  # B: both face up -> abilities, lower initiative first
        ini = {x: initiative_at(s, x, pos) for x in seats}
        acting = [x for x in seats if ini[x] is not None]
        if len(acting) == 2 and ini[acting[0]] == ini[acting[1]]:  # LQ-4.4
            events.append(("tie", pos, ini[acting[0]]))
            return []
        acting.sort(key=ini.__getitem__)
        return [f"activate {x} {pos}" for x in acting]
    # C: the face-up tile acts, then the face-down one turns face up
    x = turn if up[turn] else 1 - turn
    return [f"activate {x} {pos}", f"up {1 - x} {pos}"]
