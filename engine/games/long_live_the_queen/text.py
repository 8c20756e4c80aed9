"""Words for players: seat names, one sentence per action, and the story of what an action did.

``describe_action`` speaks before the action and never names a tile that is secret (LQ-10.4):
it can be shown to either seat. ``narrate`` tells what happened after it (dice, activations,
tokens), naming only tiles that were face up when they acted or turned — public by then.
"""

from .rules import apply_events, current_player, illegal_error, is_legal, outcome
from .tiles import SEAT_NAMES


def seat_name(state, seat):
    return SEAT_NAMES[seat]


def _tile(seat, name):
    return f"{SEAT_NAMES[seat]}'s {name}"


def describe_action(state, action):
    """One sentence for ``action`` by the deciding seat; reveals nothing secret (LQ-10.4)."""
    if not is_legal(state, action):
        raise illegal_error(state, action)
    who = SEAT_NAMES[current_player(state)]
    phase = state["phase"]
    if phase == "setup":
        how = "at random" if action == "setup random" else "in secret"
        return f"{who} arranges the court {how}."
    if phase == "start":
        return "The dice are rolled to decide who starts."
    if action == "roll":
        return f"{who} rolls the dice."
    verb, _, what = action.partition(" ")
    if action in ("skip", "done"):
        return f"{who} leaves the court as it is." if action == "skip" else f"{who} makes no more swaps."
    if verb == "swap":
        a, b = what.split("-")
        line = state["pending"][0].split(" ")[2] if phase == "resolve" else str(current_player(state))
        whose = "their own" if int(line) == current_player(state) else f"{SEAT_NAMES[int(line)]}'s"
        return f"{who} swaps the tiles on {a} and {b} in {whose} line."
    if verb == "master":
        return f"{who} makes the face-up tile on {what} the Master; the old Master returns face up on {what}."
    if verb == "reveal":
        return f"{who} turns the face-down tile on {what} face up."
    if verb == "take":
        src = "the supply" if state["pending"][0].startswith("pick") else SEAT_NAMES[1 - current_player(state)]
        return f"{who} takes a {what} token from {src}."
    if verb == "return":
        return f"{who} returns one of {SEAT_NAMES[1 - current_player(state)]}'s {what} tokens to the supply."
    if verb == "give":
        return f"{who} gives a {what} token to {SEAT_NAMES[1 - current_player(state)]}."
    return f"{who}: {action}."


def _event(e):
    kind = e[0]
    if kind == "setup":
        return f"{SEAT_NAMES[e[1]]} has arranged the court."
    if kind == "start":
        a, b = e[1]
        if a == b:
            return f"Start roll: White {a}, Black {b} — a tie, roll again."
        return f"Start roll: White {a}, Black {b} — {SEAT_NAMES[0 if a > b else 1]} starts."
    if kind == "roll":
        d = e[2]
        return f"{SEAT_NAMES[e[1]]} rolls {d[0]}+{d[1]} = {e[3]}."
    if kind == "case":
        return {"A": f"Both tiles on {e[2]} are face down.",
                "B": f"Both tiles on {e[2]} are face up.",
                "C": f"One tile on {e[2]} is face up."}[e[1]]
    if kind == "tie":
        return f"Equal initiative ({e[2]}): neither acts."
    if kind == "master":
        return f"{SEAT_NAMES[e[1]]}'s Master is turned face up: the {e[2]}."
    if kind == "activate":
        seat, pos, name, acts = e[1:]
        if name == "Guard":
            return f"{_tile(seat, 'Guard')} on {pos} has no ability."
        as_ = f" (as the {acts})" if name != acts else ""
        return f"{_tile(seat, name)} on {pos} acts{as_}."
    if kind == "skipped":
        return f"{SEAT_NAMES[e[1]]}'s tile on {e[2]} was turned face down and does not act."
    if kind == "up":
        return f"{SEAT_NAMES[e[1]]}'s tile on {e[2]} turns face up: the {e[3]}."
    if kind == "down":
        return f"{_tile(e[1], e[3])} on {e[2]} is turned face down."
    if kind == "guarded":
        return f"{_tile(e[1], e[3])} on {e[2]} is protected by a Guard."
    if kind == "miss":
        return f"{SEAT_NAMES[e[1]]}'s tile on {e[2]} is already face down."
    if kind == "gain":
        return f"{SEAT_NAMES[e[1]]} takes a {e[2]} token from the supply."
    if kind == "empty":
        return f"No {e[2]} token is left in the supply for {SEAT_NAMES[e[1]]}."
    if kind == "six":
        return f"{SEAT_NAMES[e[1]]} holds all six {e[2]} tokens and returns them to the supply."
    if kind == "steal":
        return f"{SEAT_NAMES[e[1]]} takes a {e[2]} token from {SEAT_NAMES[1 - e[1]]}."
    if kind == "give":
        return f"{SEAT_NAMES[e[1]]} gives a {e[2]} token to {SEAT_NAMES[1 - e[1]]}."
    if kind == "return":
        return f"{SEAT_NAMES[e[1]]} returns a {e[2]} token of {SEAT_NAMES[1 - e[1]]}'s to the supply."
    if kind == "swap":
        whose = "their own" if e[1] == e[2] else f"{SEAT_NAMES[e[2]]}'s"
        return f"{SEAT_NAMES[e[1]]} swaps the tiles on {e[3]} and {e[3] + 1} in {whose} line."
    if kind == "done":
        return f"{SEAT_NAMES[e[1]]} makes no more swaps."
    if kind == "nothing":
        return f"{SEAT_NAMES[e[2]]} has nothing to {'take' if e[1] in ('pick', 'steal') else e[1]}."
    if kind == "master_change":
        seat, pos, new, old = e[1:]
        return f"{SEAT_NAMES[seat]} makes the {new} on {pos} the Master; the old Master, the {old}, returns face up on {pos}."
    if kind == "skip":
        return f"{SEAT_NAMES[e[1]]} leaves the court as it is."
    raise AssertionError(kind)


def narrate(state, action, entry=None):
    """What ``action`` did, in sentences (chance outcomes from ``entry`` when given)."""
    recorded = None
    if entry is not None:
        recorded = {k: entry[k] for k in ("dice", "setup") if k in entry} or None
    new, _, events = apply_events(state, action, recorded)
    lines = [_event(e) for e in events]
    if new["phase"] == "over":
        res = outcome(new)
        why = "the Princess of " + SEAT_NAMES[res["loser"]] + " is face down" if res["reason"] == "princess face down" \
            else "three tokens of every colour"
        lines.append(f"{SEAT_NAMES[res['winner']]} wins: {why}.")
    return " ".join(lines)
