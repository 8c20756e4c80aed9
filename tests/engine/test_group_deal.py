"""Dealing secret cards among three or more seats (engine/remote/group_deal.py): a whole deal
gives each drawer a card of the deck and no card twice; every forged step is refused at once
(or, for a forgery that keeps the deck's product, when its card is drawn); and a coalition of
every seat but the drawer, holding all it received and all its own keys, tells a drawn card by
its quadratic residuosity no better than chance, while the same attack on the plain scheme
(codes not squares, odd keys) always succeeds: the control that shows the test can fail. Every
random choice comes from the seed the test names."""

import random

import pytest

from engine.remote import group_deal as D
from tests.seeded import secret_hex

CARDS = [f"card-{i}" for i in range(12)]


def seeds(seats, name):
    return [bytes.fromhex(secret_hex(f"{name} {s}")) for s in range(seats)]


def dealt(seats, name, number=0):
    """A deck shuffled by every seat in turn, each pass checked: (seeds, deck)."""
    ss = seeds(seats, name)
    deck = [D.card_code(c) for c in CARDS]
    for s in range(seats):
        after, proof = D.shuffle_step(deck, ss[s], number, ("t", s))
        D.check_shuffle_step(deck, after, D.public_key(D.keys(ss[s], number)[0]), proof, ("t", s))
        deck = after
    return ss, deck


def draw(ss, deck, position, drawer, number=0):
    """Every other seat removes its layer (each step checked), then the drawer its own."""
    value = deck[position]
    for s in range(len(ss)):
        if s == drawer:
            continue
        out, proof = D.unlock_step(value, ss[s], number, ("t", position))
        D.check_unlock_step(value, out, D.public_key(D.keys(ss[s], number)[0]), proof, ("t", position))
        value = out
    code, proof = D.unlock_step(value, ss[drawer], number, ("open", position))
    return D.card_of(code, CARDS), value


def test_a_whole_deal_gives_each_drawer_a_card_and_no_card_twice():
    ss, deck = dealt(3, "deal whole")
    got = [draw(ss, deck, k, k % 3)[0] for k in range(len(CARDS))]
    assert sorted(got) == sorted(CARDS)
    assert got != CARDS  # the order is no seat's alone: not the order of the cards


def test_a_forged_unlock_step_is_refused():
    ss, deck = dealt(3, "deal forged unlock")
    key1 = D.public_key(D.keys(ss[1], 0)[0])
    key2 = D.public_key(D.keys(ss[2], 0)[0])
    out, proof = D.unlock_step(deck[0], ss[1], 0, ("t", 0))
    D.check_unlock_step(deck[0], out, key1, proof, ("t", 0))
    other, _ = D.unlock_step(deck[1], ss[1], 0, ("t", 1))
    # another card's value in its place, another seat's key, another position: each refused
    for bad in ((deck[0], other, key1, proof, ("t", 0)),
                (deck[0], out, key2, proof, ("t", 0)),
                (deck[0], out, key1, proof, ("t", 5))):
        with pytest.raises(D.DealRefused) as exc:
            D.check_unlock_step(*bad)
        assert exc.value.field == "unlock"


def test_a_shuffle_that_drops_doubles_or_swaps_a_card_is_refused():
    seed = seeds(1, "forged shuffle")[0]
    deck = [D.card_code(c) for c in CARDS]
    after, proof = D.shuffle_step(deck, seed, 0, "c")
    key = D.public_key(D.keys(seed, 0)[0])
    e = D.keys(seed, 0)[1]
    doubled = after[:-1] + [after[0]]
    swapped = [pow(D.card_code("card-0"), e, D.P)] + after[1:]  # a chosen card in place of another
    if swapped == after:
        swapped = [pow(D.card_code("card-1"), e, D.P)] + after[1:]
    for bad in (after[:-1], doubled, swapped, [1] + after[1:]):
        with pytest.raises(D.DealRefused) as exc:
            D.check_shuffle_step(deck, bad, key, proof, "c")
        assert exc.value.field == "shuffle"


def test_each_deck_takes_a_new_key():
    seed = seeds(1, "keys per deck")[0]
    assert D.keys(seed, 0) != D.keys(seed, 1)
    d, e = D.keys(seed, 0)
    assert d * e % D.Q == 1 and d.bit_length() == 256


def test_a_forgery_that_keeps_the_product_is_caught_when_its_card_is_drawn():
    ss, deck = dealt(3, "deal kept product")
    # two entries changed so that the product holds: each now decrypts to no card
    x = D.card_code("not a card")
    forged = [deck[0] * x % D.P, deck[1] * pow(x, -1, D.P) % D.P] + deck[2:]
    assert D._product(forged) == D._product(deck)
    assert draw(ss, forged, 0, 2)[0] is None


def is_residue(x):
    """The attacker's residuosity test (the Jacobi symbol, as the module's own check)."""
    return D.in_group(x % D.P)


def residuosity_attack(trials, seed, plain):
    """The coalition's guess, over ``trials`` draws of one of two cards, from the last value it
    sees (the card under the drawer's key alone) and the two candidate codes: the candidate
    whose quadratic residuosity the value shows. ``plain``: the scheme without its repair
    (codes not squares, keys odd, as plain SRA needs them prime to P - 1)."""
    rnd = random.Random(seed)
    right = 0
    for k in range(trials):
        if plain:
            codes = [pow(2 + rnd.randrange(D.P - 3), 2, D.P), None]  # one residue
            while codes[1] is None:  # and one non-residue
                y = 2 + rnd.randrange(D.P - 3)
                codes[1] = y if not is_residue(y) else None
            e = 2 * rnd.randrange(D.Q) + 1
            while e % D.Q == 0:
                e = 2 * rnd.randrange(D.Q) + 1
        else:
            codes = [D.card_code(f"a{rnd.random()}"), D.card_code(f"b{rnd.random()}")]
            e = D.keys(rnd.randbytes(32), k)[0]  # a seat's d: its layer, from the other side
        secret = rnd.randrange(2)
        seen = pow(codes[secret], e, D.P)
        residue = is_residue(seen)
        guesses = [k for k in (0, 1) if is_residue(codes[k]) == residue]
        guess = guesses[0] if len(guesses) == 1 else rnd.randrange(2)
        right += guess == secret
    return right / trials


@pytest.mark.attack
def test_a_coalition_tells_a_drawn_card_no_better_than_chance_the_plain_scheme_fails():
    # the repaired scheme: every code and every value a residue, the attack is a coin
    share = residuosity_attack(300, "residuosity repaired", plain=False)
    assert 0.4 <= share <= 0.6, share  # 300 fair coins fall outside this once in about 2,400 seeds
    # the control: the plain scheme leaks the card's residuosity, and the attack always wins
    assert residuosity_attack(60, "residuosity plain", plain=True) == 1.0
