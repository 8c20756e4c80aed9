"""Trust at the table (engine/games/PROTOCOL.md, "Secrets and chance"; rule ids RK-14, LQ-10,
LQ-14, BR-14): no path shows a seat another seat's secret or anyone a chance outcome before it
is drawn, and a private save resumes exactly.

- Undo (button and Ctrl+Z), Redo and review's "Play from here" never go back past a move that
  drew a card or a die or showed a secret, and in a game whose seats hold secrets never past
  another seat's move; on a hand-over screen none of them acts.
- "Save game" writes a file that resumes the same game (the same secrets and the same future);
  "Share game" writes one with no seed, no generator and no secret, and opening it asks first.
- A new game's seed is 128 bits from the browser's cryptographic generator.
- At the end of a game every secret is on the table.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from tests.browser.games.rose_king.driver import RoseKingApp
from tests.browser.games.long_live_the_queen.test_table import Queen
from tests.browser.pagedriver import new_game, open_page, settle

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from engine import api  # noqa: E402

pytestmark = pytest.mark.browser

GAMES = {"rose-king": "The Rose King", "long-live-the-queen": "Long Live the Queen", "bella-rosarum": "Bella Rosarum"}
HEX32 = re.compile(r"^[0-9a-f]{32}$")

# Every array crypto.getRandomValues fills, kept where the test can read it.
RECORD_RANDOM = """
(() => {
  const real = crypto.getRandomValues.bind(crypto);
  window.__random = [];
  crypto.getRandomValues = (a) => { const out = real(a); window.__random.push(Array.from(new Uint8Array(out.buffer, out.byteOffset, out.byteLength))); return out; };
})();
"""


def hooks(page):
    return page.evaluate("({moves: window.rosarium.moves, index: window.rosarium.index, stop: window.rosarium.undoStop, handover: window.rosarium.handover})")


def undo_is_safe(page):
    """The undo rule, read off the page: what Undo may reach takes back no barrier and, in a
    game whose seats hold secrets, no other seat's move."""
    h = hooks(page)
    taken = h["moves"][h["stop"]:h["index"]]
    assert not any(m["barrier"] for m in taken), f"undo could take back a draw, a die or a reveal: {h}"
    viewer = page.evaluate("window.rosarium.ui && window.rosarium.ui.viewer")
    if viewer is not None:
        assert all(m["seat"] == viewer for m in taken), f"undo could take back another seat's move: {h}"
    return h


def press_undo_every_way(page):
    """Undo by button (when enabled) and by Ctrl+Z, neither crossing the stop; then Redo back
    to where the game was (Redo shows only what was on the board before)."""
    h = undo_is_safe(page)
    page.locator("body").press("Control+z")
    settle(page)
    assert page.evaluate("window.rosarium.index") >= h["stop"]
    btn = page.get_by_role("button", name="Undo", exact=True)
    if btn.is_enabled():
        btn.click()
        settle(page)
        assert page.evaluate("window.rosarium.index") >= h["stop"]
    redo = page.get_by_role("button", name="Redo", exact=True)
    while page.evaluate("window.rosarium.index") < h["index"] and redo.is_enabled():
        redo.click()
        settle(page)
    assert page.evaluate("window.rosarium.index") == h["index"]


def download(page, name, tmp_path, stem):
    with page.expect_download() as dl:
        page.get_by_role("button", name=name, exact=True).click()
    path = tmp_path / f"{stem}.json"
    dl.value.save_as(path)
    return path, json.loads(path.read_text(encoding="utf-8"))


# ------------------------------------------------------------------ undo and hand-over

def test_queen_hot_seat_undo_never_shows_the_other_court(page, server):
    """LQ-10: on a hand-over screen Undo, Redo and Ctrl+Z do nothing; after "show my tiles" a
    seat takes back only its own moves since the other seat's last one, never past a roll."""
    q = Queen(page, server.url).open()
    q.new_game("hotseat", seed="21")
    handovers = 0
    for _ in range(40):
        seat = page.evaluate("window.rosarium.handover")
        if seat is not None:
            handovers += 1
            before = hooks(page)
            assert page.get_by_role("button", name="Undo", exact=True).is_disabled()
            assert page.get_by_role("button", name="Redo", exact=True).is_disabled()
            page.locator("body").press("Control+z")
            page.locator("body").press("Control+y")
            q.settle()
            after = hooks(page)
            assert after["index"] == before["index"] and after["handover"] == seat
            assert q.identities_shown() == []
            q.button(f"I am {['White', 'Black'][seat]}, show my tiles").click()
            q.settle()
            assert q.ui["viewer"] == seat
            continue
        press_undo_every_way(page)
        # whoever holds the device is still the seat that showed its tiles: no other court shown
        viewer = q.ui["viewer"]
        assert q.ui["current_player"] == viewer or q.ui["outcome"]
        q.act()
    assert handovers >= 6


def test_bella_rosarum_hot_seat_undo_never_shows_another_hand(page, server):
    """BR-14.1: three people on one device; on each hand-over screen Undo, Redo and Ctrl+Z do
    nothing, and after "show my cards" a seat takes back only its own moves, never past a card
    drawn, an event or a fight's card."""
    from tests.browser.games.bella_rosarum.test_table import person_turn_step  # noqa: PLC0415

    open_page(page, server.url, "game=bella-rosarum")
    new_game(page, "Bella Rosarum", "3 players, hot-seat", seed=9, game_id="bella-rosarum")
    seen = []
    for _ in range(3):
        page.wait_for_function("() => window.rosarium.settled && window.rosarium.handover !== null", timeout=60_000)
        seat = page.evaluate("window.rosarium.handover")
        seen.append(seat)
        before = hooks(page)
        assert page.get_by_role("button", name="Undo", exact=True).is_disabled()
        assert page.get_by_role("button", name="Redo", exact=True).is_disabled()
        page.locator("body").press("Control+z")
        page.locator("body").press("Control+y")
        settle(page)
        assert hooks(page)["index"] == before["index"] and page.evaluate("window.rosarium.handover") == seat
        assert page.locator("#table").inner_text() == ""
        page.get_by_role("button", name=f"I am Player {seat + 1}, show my cards", exact=True).click()
        page.wait_for_function("() => window.rosarium.settled && window.rosarium.handover === null")
        checked = {"moved"}
        for _ in range(60):
            press_undo_every_way(page)
            u = page.evaluate("window.rosarium.ui")
            assert u["viewer"] == seat and all(c == "?" for s, hand in enumerate(u["hands"]) if s != seat for c in hand)
            person_turn_step(page, checked)
            settle(page)
            if page.evaluate("window.rosarium.handover") is not None or page.evaluate("window.rosarium.ui.to_move") != seat:
                break
    assert len(set(seen)) == 3


def test_rose_king_undo_stops_at_a_draw_against_the_computer(server, page):
    """RK-14: a card drawn is never taken back, so Undo cannot show the next card before a move."""
    app = RoseKingApp(page, server.url).open()
    app.new_game("computer", seed="5")
    draw = page.get_by_role("button", name=app.t["draw"], exact=True)
    for _ in range(30):
        assert not page.evaluate("window.rosarium.ui.outcome")
        press_undo_every_way(page)
        if draw.is_enabled():
            draw.click()
            settle(page)
            break
        app.human_turn()
    else:
        raise AssertionError("the draw pile was never open to the person in 30 turns")
    h = hooks(page)
    mine = max(i for i, m in enumerate(h["moves"][:h["index"]]) if m["seat"] == 0)
    assert h["moves"][mine]["barrier"], "the draw is not marked"
    assert h["stop"] > mine
    press_undo_every_way(page)
    assert page.evaluate("window.rosarium.index") == h["index"]


def test_review_play_from_here_follows_the_undo_rule(server, page):
    """A past position of an unfinished game before its last draw cannot be played from; one
    after it can."""
    app = RoseKingApp(page, server.url).open()
    app.new_game("computer", seed="5")
    for _ in range(40):
        app.human_turn()
        h = hooks(page)
        if any(m["barrier"] for m in h["moves"][:h["index"]]) and h["index"] > h["stop"] + 1:
            break
    h = hooks(page)
    assert 0 < h["stop"] < h["index"], h
    here = page.get_by_role("button", name="Play from here", exact=True)
    # the position just after the stop (move `stop` of the list): may be played from
    page.locator(f'#movelist button.move-pick[data-ply="{h["stop"]}"]').click()
    here.wait_for()
    assert page.evaluate("window.rosarium.review.cursor") == h["stop"]
    assert here.is_enabled()
    # one position earlier, before the card was drawn: refused, by the button and by a forced click
    page.get_by_role("button", name="Previous move", exact=True).click()
    assert page.evaluate("window.rosarium.review.cursor") == h["stop"] - 1
    assert here.is_disabled()
    here.click(force=True)
    settle(page)
    assert page.evaluate("window.rosarium.index") == h["index"]
    # from the allowed one the game goes on there
    page.get_by_role("button", name="Next move", exact=True).click()
    here.click()
    settle(page)
    assert page.evaluate("window.rosarium.index") == h["stop"]


def test_play_from_here_after_the_end_deals_what_was_hidden_anew(server, page, tmp_path):
    """A finished game shows everything; playing on from one of its early positions deals the
    hidden parts and the chances to come anew, as a shared game opens, and says so (TBL-5.1): the
    same position on the table, another court and other dice than the finished game's."""
    open_page(page, server.url, "game=long-live-the-queen")
    new_game(page, "Long Live the Queen", "cvc", seed="21", level="Easy", game_id="long-live-the-queen")
    over = "() => window.rosarium.settled && !!(window.rosarium.ui && window.rosarium.ui.outcome)"

    def finished_record(name):
        page.wait_for_function(over, timeout=300_000)
        with page.expect_download() as dl:
            page.get_by_role("button", name="Save game", exact=True).click()
        path = tmp_path / name
        dl.value.save_as(path)
        return json.loads(path.read_text())

    first = finished_record("first.json")
    old = api.replay(first)
    ply = 3
    assert ply < page.evaluate("window.rosarium.undoStop")
    page.locator(f'#movelist button.move-pick[data-ply="{ply}"]').click()
    here = page.get_by_role("button", name="Play from here", exact=True)
    here.wait_for()
    assert here.is_enabled()
    here.click()
    page.get_by_role("alert").filter(has_text="dealt anew").wait_for()

    # the computers play the new game to its end: it began at that position, dealt anew
    second = finished_record("second.json")
    start = api.replay(second)[0]
    assert api.share_position(start) == api.share_position(old[ply])
    assert start != old[ply], "the same secrets and the same future as the finished game"
    # the chance outcomes from there on are not the finished game's
    assert second["actions"] != first["actions"][ply:ply + len(second["actions"])]


# ------------------------------------------------------------------ seeds

@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_new_game_is_dealt_from_128_random_bits(context, server, game):
    page = context.new_page()
    page.add_init_script(RECORD_RANDOM)
    open_page(page, server.url, f"game={game}")
    new_game(page, GAMES[game], "computer", seed="", game_id=game)  # an empty seed: the page's own
    seed = page.evaluate("window.rosarium.config.seed")
    assert HEX32.match(seed), seed
    drawn = ["".join(f"{b:02x}" for b in a) for a in page.evaluate("window.__random") if len(a) == 16]
    assert seed in drawn, "the seed is not 16 bytes of crypto.getRandomValues"
    assert HEX32.match(page.evaluate("window.rosarium.state.rng"))  # the 128-bit game generator


# ------------------------------------------------------------------ save and share

def play_plies(page, game, plies):
    """A computer-against-computer game, paused once `plies` moves are on the board."""
    new_game(page, GAMES[game], "cvc", seed="", game_id=game)
    page.wait_for_function(f"() => window.rosarium.index >= {plies}", timeout=240_000)
    page.get_by_role("button", name="Pause", exact=True).click()
    settle(page)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_save_resumes_exactly_and_share_hides_secrets(browser, server, game, tmp_path, guard):
    def fresh():
        ctx = browser.new_context(viewport={"width": 1280, "height": 900}, accept_downloads=True, locale="en-US", bypass_csp=True)
        ctx.on("page", guard.watch)
        return ctx

    one = fresh()
    page = one.new_page()
    open_page(page, server.url, f"game={game}&delay=250")  # slow enough for Pause to be pressed
    play_plies(page, game, 10)
    state = page.evaluate("window.rosarium.state")
    index = page.evaluate("window.rosarium.index")
    moves = page.locator("#movelist li.done").all_inner_texts()

    path, saved = download(page, "Save game", tmp_path, "private")
    page.get_by_role("alert").filter(has_text="holds every seat's secrets").wait_for()
    assert HEX32.match(saved["seed"]) and len(saved["actions"]) == index
    assert api.replay(saved)[-1] == state  # the file is this game, secrets and generator included

    share_path, shared = download(page, "Share game", tmp_path, "shared")
    page.get_by_role("alert").filter(has_text="hidden parts dealt anew").wait_for()
    assert shared == api.share_record(saved)
    assert shared["seed"] is None and shared["shared"] is True
    text = share_path.read_text(encoding="utf-8")
    assert state["rng"] not in text and saved["seed"] not in text
    # a view writes no generator, or the games' fixed placeholder for one
    assert set(re.findall(r'"rng": ("[0-9a-f]*"|null)', text)) <= {"null", '"0123456789abcdef"'}
    one.close()

    # another browser (empty storage): the private save is the same game, the same future; its
    # computers wait (delay) so that the position can be read as it was loaded
    two = fresh()
    page = two.new_page()
    open_page(page, server.url, f"game={game}&delay=10000&pass_delay=10000", wait=False)
    page.set_input_files("#import-file", str(path))
    page.get_by_role("alert").filter(has_text="Saved game imported").wait_for()
    page.wait_for_function(f"() => window.rosarium.index === {index}")
    assert page.evaluate("window.rosarium.state") == state
    assert page.locator("#movelist li.done").all_inner_texts() == moves
    assert page.evaluate("window.rosarium.config.computer") == saved.get("computer")

    # a shared file asks first; Cancel keeps the game as it is
    page.set_input_files("#import-file", str(share_path))
    ask = page.get_by_role("dialog", name="Open a shared game?")
    ask.wait_for()
    assert "dealt anew" in ask.inner_text()
    ask.get_by_role("button", name="Cancel", exact=True).click()
    assert not ask.is_visible()
    assert page.evaluate("window.rosarium.state") == state
    page.set_input_files("#import-file", str(share_path))
    page.get_by_role("dialog", name="Open a shared game?").get_by_role("button", name="Open with new hidden parts").click()
    page.get_by_role("alert").filter(has_text="dealt anew").wait_for()
    opened = page.evaluate("window.rosarium.state")
    assert opened["rng"] != state["rng"] and HEX32.match(opened["rng"])
    two.close()


# ------------------------------------------------------------------ the end

def test_queen_end_shows_the_computers_court(server, page):
    """LQ-10: undo never takes back the computer's moves or a roll; at the end of the game
    every face-down tile is shown."""
    q = Queen(page, server.url).open()
    q.new_game("computer", seed="3")
    for i in range(400):
        if q.ui and q.ui["outcome"]:
            break
        if i % 4 == 0:  # against the computer too: only the own moves since the computer's last
            press_undo_every_way(page)
        q.act()
    ui = q.ui
    assert ui["outcome"]
    for seat in (0, 1):
        assert all(t["tile"] for t in ui["lines"][seat]), f"seat {seat} still has a hidden tile"
        assert ui["masters"][seat]["tile"]
    assert ui["viewer"] == 0
    names = {t["tile"] for t in ui["lines"][1]}
    board = page.get_by_role("group", name="Number bar with both courts").inner_text()
    assert sum(n in board for n in names) >= len(names) - 1
