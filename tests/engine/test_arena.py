"""The one arena (engine/arena.py) over any number of seats: two sides swap seats on a deal;
with more seats, each for itself, level a's seat goes round the table on one deal."""

import pytest

from engine import arena


class Enough(Exception):
    """Stops a game once every seat has moved a few times: the seating is known by then."""


def seats_of_a(game, variant, index, seed="5", plies=40):
    """Which seats level a played, and the deal's first state, in the first plies of game
    `index` of a match."""
    seen, first = set(), []

    def watch(state, ply, who, mine, action):
        if not first:
            first.append(state)
        if mine:
            seen.add(who)
        if ply >= plies:
            raise Enough

    with pytest.raises(Enough):
        arena.play_game((game, "random", "random", seed, index, None, None, variant), watch=watch)
    return seen, first[0]


def result(won, decided=True, parties=3):
    return {"score": 1.0 if won else 0.25, "margin": 0, "won": won, "decided": decided,
            "parties": parties, "times": {"a": [], "b": []}}


def test_two_sides_swap_seats_on_one_deal():
    a0, start0 = seats_of_a("rose-king", None, 0)
    a1, start1 = seats_of_a("rose-king", None, 1)
    assert a0 == {0} and a1 == {1}
    assert start0 == start1  # the same deal, seats swapped


def test_teams_play_the_even_seats_against_the_odd_ones():
    a0, _ = seats_of_a("rose-king", "4p", 0)  # RK-10: two teams
    a1, _ = seats_of_a("rose-king", "4p", 1)
    assert a0 == {0, 2} and a1 == {1, 3}


def test_with_three_seats_a_goes_round_the_table_on_one_deal():
    runs = [seats_of_a("bella-rosarum", "3p", i, plies=150) for i in range(4)]
    assert [a for a, _ in runs] == [{0}, {1}, {2}, {0}]
    assert runs[0][1] == runs[1][1] == runs[2][1]  # one deal for the three games
    assert runs[3][1] != runs[0][1]                # the next deal


def test_a_whole_game_reports_its_parties():
    r = arena.play_game(("rose-king", "random", "random", "5", 0, None, None, None))
    assert r["parties"] == 2 and r["plies"] > 0 and 0.0 <= r["score"] <= 1.0


def test_summary_gives_the_win_share_against_the_fair_share():
    results = [result(True), result(False), result(False), result(False, decided=False)]
    text = arena.summary(results, "hard", "medium")
    assert "a win share 0.250" in text and "fair share 0.333" in text
    assert "1 games without a winner" in text
    assert "win share" not in arena.summary([result(True, parties=2)], "hard", "medium")
