"""A coalition of every seat but one, holding every message of a whole three-seat game of
Bella Rosarum by links and all its members' own secrets, tries to name each crown card before
or as it is drawn (the deck's order, a hand, BR-14.1): it follows the card through the
shuffle passes it knows (its own) and guesses the rest did nothing, and keeps only candidates
whose quadratic residuosity matches what it sees. It names no more cards than chance would;
given the one permutation it lacks, the same attack names every card (the control: a shuffle
that leaked its order would fail this test)."""

import pytest

from engine.remote import group as G, group_deal as deal
from tests.engine.test_group_play import game

pytestmark = pytest.mark.attack


def _guesses(docs, secrets, knows):
    """(right, tried) over every crown card drawn in the game, for each seat left out of the
    coalition; ``knows(seat, left_out)`` whether the attack has that seat's permutation."""
    t = G.Transcript(docs[0]["msgs"])
    gid, n = t.gid, t.N
    passes = [m["from"] for m in docs[0]["msgs"][n:] for st in m["steps"] if st[0] == "s"]
    rounds = [passes[k:k + n] for k in range(0, len(passes), n)]  # deck g: its seats in order
    right = tried = 0
    for tok, card in sorted(t.named.items()):
        g, i = (int(x) for x in tok[1:].split("."))
        cards = t.cards_of[g]
        for left_out in range(n):
            idx = i
            for seat in reversed(rounds[g]):
                if knows(seat, left_out):
                    order = deal.permutation(G._deal_seed(secrets[seat]), (gid, g, seat), len(cards))
                    idx = order[idx]
            guess = cards[idx]
            # what the coalition sees of the card under the last layer: every code a residue
            seen = t.values[tok]
            candidates = [c for c in cards if deal.in_group(deal.card_code(c)) == deal.in_group(seen)]
            right += guess == card and guess in candidates
            tried += 1
    return right, tried


def test_a_coalition_names_no_crown_card_better_than_chance_and_the_control_names_all():
    secrets, docs, _, _ = game()
    right, tried = _guesses(docs, secrets, lambda seat, left_out: seat != left_out)
    t = G.Transcript(docs[0]["msgs"])
    assert tried >= 12, tried
    # chance is one card in the deck's size (about 1 in 39): over this game's draws at most
    # 3 right guesses by luck (a binomial tail under one in three thousand)
    assert right <= 3, (right, tried, len(t.cards_of[0]))
    control, tried = _guesses(docs, secrets, lambda seat, left_out: True)
    assert control == tried
