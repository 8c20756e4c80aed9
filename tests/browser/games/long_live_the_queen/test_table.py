"""Long Live the Queen in the page (web/shell/ with web/games/long-live-the-queen/): played by role and accessible name, like a person.

Each test fails on a console error (conftest guard). The page's test hook ``window.rosarium``
(web/shell/app.js) gives both the whole state (``state``, every court included: the engine runs in
this page, so a page against the computer or hot-seat holds every secret anyway) and the shown
seat's view (``ui``, ui_state(state, seat)); tests check what is drawn against ``ui`` and know from
it when the page is settled. A game with a friend holds only its own side's secrets (web/REMOTE.md).
"""

from __future__ import annotations

import json
import re

from engine import api
from tests.browser.pagedriver import ENGINE_TIMEOUT_MS, MOVE_TIMEOUT_MS, App, new_game, open_file, settle, shot_dir

TILES = ("Sniper", "Assassin", "Schemer", "Noble", "Cheater", "Princess", "Consul", "Clown", "Witch",
         "Apprentice", "Guard")
GAME = "Long Live the Queen"  # the game's name in the New game dialog
GAME_ID = "long-live-the-queen"


class Queen(App):
    """The shell's App with the Long Live the Queen table: its choices and tiles."""

    def settle(self, timeout=MOVE_TIMEOUT_MS):
        settle(self.page, game=GAME_ID, timeout=timeout)

    def new_game(self, mode, seed="11", play_as=None):
        """mode: 'hotseat' | 'computer' (at the fastest level)."""
        new_game(self.page, GAME, mode, seed=seed, level="Easy" if mode == "computer" else None,
                 play_as=play_as, game_id=GAME_ID)

    def choices(self):
        group = self.page.get_by_role("group", name="Your choices")
        if not group.count():
            return []
        return group.get_by_role("button").evaluate_all("els => els.map(e => e.textContent)")

    def tile_at(self, seat, position):
        """The tile button at a place of the bar, found by its accessible name (seat and position)."""
        who = ["White", "Black"][seat]
        return self.page.get_by_role("group", name="Number bar with both courts").get_by_role(
            "button", name=re.compile(rf"^{who}'s (.+ )?(on {position}|tile on {position})(,|$)"))

    def act(self):
        """One decision of the human whose screen this is: plain choices, no court changes; a
        Princess's reveal (no buttons, LQ-5.6) by picking the first tile the engine allows."""
        names = self.choices()
        before = self.page.evaluate("window.rosarium.index")
        if not names:
            ui = self.ui
            reveal = next(m for m in ui["moves"] if m["kind"] == "reveal")
            self.tile_at(ui["current_player"], reveal["position"]).click()
            self.played_since(before)
            return reveal["action"]
        for prefer in ("Random court", "Skip", "No more swaps", "Roll dice"):
            if prefer in names:
                pick = prefer
                break
        else:
            pick = names[0]
        self.button(pick).click()
        if pick == "Random court":  # laid out first (the engine's own random court), then sent
            self.page.get_by_text("A random court is laid out.").wait_for()
            self.button("Confirm set-up").click()
        self.played_since(before)
        return pick

    def identities_shown(self):
        """Tile names anywhere in the page text or in an accessible name/title."""
        shown = self.page.evaluate(
            "() => document.body.textContent + ' ' + [...document.querySelectorAll('[aria-label],[title]')]"
            ".map(e => (e.getAttribute('aria-label') || '') + ' ' + (e.getAttribute('title') || '')).join(' ')"
        )
        return [t for t in TILES if t in shown]


def queen(page, server):
    return Queen(page, server.url)


def test_full_game_against_the_computer_to_the_end(page, server):
    q = queen(page, server).open()
    q.new_game("computer", seed="5")
    assert "Long Live the Queen" in page.title()
    ui = q.ui
    assert ui["game"] == "long-live-the-queen" and ui["viewer"] == 0 and ui["phase"] == "setup"
    # the computer's court is never shown: its face-down tiles come as backs
    for _ in range(500):
        ui = q.ui
        if ui["outcome"]:
            break
        assert ui["viewer"] == 0
        if ui["lines"][1]:
            secret = [s for s in ui["lines"][1] if s["face"] == "D"]
            assert all(s["tile"] is None for s in secret)
        q.act()
    ui = q.ui
    assert ui["outcome"], "the game did not end"
    winner = ["White", "Black"][ui["outcome"]["winner"]]
    result = page.get_by_role("region", name=f"{winner} wins")
    assert result.is_visible()
    assert q.status().startswith("Game over.")
    assert q.choices() == []
    assert len(q.move_texts()) > 10
    page.screenshot(path=str(shot_dir() / "lltq-end-desktop.png"), full_page=True)


def test_hot_seat_hides_both_courts_between_seats(page, server):
    q = queen(page, server).open()
    q.new_game("hotseat", seed="21")
    assert page.get_by_role("heading", name="Pass the device to White").is_visible()
    assert q.identities_shown() == []
    q.button("I am White, show my tiles").click()
    q.settle()
    assert q.ui["viewer"] == 0
    q.act()  # White's random set-up
    # Black decides next: the screen hides everything until Black says so
    assert page.get_by_role("heading", name="Pass the device to Black").is_visible()
    assert q.identities_shown() == []
    assert page.get_by_role("group", name="Your choices").count() == 0
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(shot_dir() / "lltq-handover-phone.png"))
    page.set_viewport_size({"width": 1280, "height": 900})
    q.button("I am Black, show my tiles").click()
    q.settle()
    ui = q.ui
    assert ui["viewer"] == 1
    # White's secret set-up stays secret from Black: only backs, no names
    assert all(s["tile"] is None for s in ui["lines"][0] if s["position"] != 7)
    backs = page.get_by_role("button", name="White's face-down tile on 2", exact=True)
    assert backs.count() == 1
    assert page.get_by_role("button", name="White's Master, face down", exact=True).count() == 1
    q.act()  # Black's random set-up; White rolls for the start
    assert page.get_by_role("heading", name="Pass the device to White").is_visible()
    # play on through hand-overs (each one checked), as far as six of them after the set-up; a
    # whole game is played to its end above, and the end's reveal of every face-down tile in
    # test_trust.py (both against the computer)
    handovers = 0
    for _ in range(400):
        ui = q.ui
        if ui["outcome"] or handovers == 6:
            break
        seat = page.evaluate("window.rosarium.handover")
        if seat is not None:
            assert q.identities_shown() == [], "a tile name shows on the hand-over screen"
            name = ["White", "Black"][seat]
            q.button(f"I am {name}, show my tiles").click()
            q.settle()
            assert q.ui["viewer"] == seat
            # the seat on the device sees the other's face-down tiles only from the back
            assert all(t["tile"] is None for t in q.ui["lines"][1 - seat] if t["face"] == "D")
            handovers += 1
            continue
        assert ui["current_player"] == ui["viewer"]
        q.act()
    assert handovers == 6, f"{handovers} hand-overs"
    page.screenshot(path=str(shot_dir() / "lltq-hotseat-desktop.png"), full_page=True)


def test_reload_resumes_and_records_round_trip(page, server, tmp_path):
    q = queen(page, server).open()
    q.new_game("computer", seed="9")
    for _ in range(8):
        q.act()
    moves = q.move_texts()
    position = q.ui["position"]
    stop = page.evaluate("window.rosarium.undoStop")
    page.reload()
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=ENGINE_TIMEOUT_MS)
    q.settle()
    assert "Long Live the Queen" in page.title()
    assert q.move_texts() == moves
    assert q.ui["position"] == position
    # undo reaches as far as before the reload (only White's own moves since Black's last, never
    # past a roll: engine/games/PROTOCOL.md "Secrets and chance"); redo brings them back
    assert page.evaluate("window.rosarium.undoStop") == stop
    if q.button("Undo").is_enabled():
        q.button("Undo").click()
        q.settle()
        assert len(q.move_texts()) < len(moves)
        q.button("Redo").click()
        q.settle()
    assert q.move_texts() == moves
    # export, then import it back; a tampered copy is refused and the game kept. An unfinished
    # game is exported as its public view with no moves (LQ-14.1): the set-ups are secrets
    public = api.share_position(page.evaluate("window.rosarium.state"))
    with page.expect_download() as dl:
        q.button("Share game").click()
    path = tmp_path / "game.json"
    dl.value.save_as(path)
    record = json.loads(path.read_text())
    assert record["game"] == "long-live-the-queen" and record["shared"] is True and record["actions"] == []
    assert record["start"]["dice"], "the position shown has dice rolled"
    bad = json.loads(json.dumps(record))
    bad["start"]["dice"] = [7, 1]
    bad_path = tmp_path / "bad.json"
    bad_path.write_text(json.dumps(bad))
    open_file(page, bad_path)
    page.get_by_role("alert").filter(has_text="refused").wait_for()
    assert q.move_texts() == moves
    page.get_by_role("button", name="Dismiss").click()
    open_file(page, path)
    page.get_by_role("alert").filter(has_text="imported").wait_for()
    q.settle()
    # the record keeps who the computer played: the game goes on against it, White's screen
    assert record["computer"] == {"1": "easy"}
    assert page.evaluate("window.rosarium.config.controllers") == ["human", "computer"]
    assert q.move_texts() == [] and q.ui["viewer"] == 0
    assert api.share_position(page.evaluate("window.rosarium.state")) == public
    # a record without computer seats is played hot-seat: it opens on the hand-over screen
    page.get_by_role("button", name="Dismiss").click()
    del record["computer"]
    people = tmp_path / "people.json"
    people.write_text(json.dumps(record))
    open_file(page, people)
    page.get_by_role("alert").filter(has_text="imported").wait_for()
    q.settle()
    assert q.identities_shown() == []
    page.get_by_role("button", name="show my tiles").click()
    q.settle()
    assert q.move_texts() == []
    assert api.share_position(page.evaluate("window.rosarium.state")) == public
    assert page.evaluate("window.rosarium.config.mode") == "hotseat"


def test_game_choice_switches_back_to_the_rose_king(page, server):
    q = queen(page, server).open()
    q.new_game("computer", seed="2")
    assert page.get_by_role("group", name="Number bar with both courts").is_visible()
    q.button("New game").click()
    dlg = page.get_by_role("dialog")
    assert dlg.get_by_role("radio", name="Long Live the Queen").is_checked()
    dlg.get_by_role("radio", name="The Rose King").check()
    dlg.get_by_role("radio", name="2 players, hot-seat").check()
    dlg.get_by_role("button", name="Start").click()
    page.wait_for_function("window.rosarium.settled && window.rosarium.ui && window.rosarium.ui.game === 'rose-king'")
    assert page.get_by_role("group", name="Board, north at the top").is_visible()
    assert page.get_by_role("group", name="Number bar with both courts").count() == 0
    page.reload()
    page.wait_for_function("document.body.dataset.engine === 'ready' && window.rosarium.settled && window.rosarium.ui")
    assert page.get_by_role("group", name="Board, north at the top").is_visible()


def test_keyboard_only_decisions(page, server):
    """Every decision is taken with Tab, arrow keys and Enter (no pointer): a choice button, or
    on the board (one Tab stop, arrows walk the tiles) a tile the engine allows."""
    q = queen(page, server).open()
    q.new_game("computer", seed="4")
    choices = page.get_by_role("group", name="Your choices").get_by_role("button")
    taken = []
    for _ in range(12):
        ui = q.ui
        if ui["outcome"]:
            break
        tiles_only = not q.choices()
        for _ in range(120):
            page.keyboard.press("Tab")
            on_tile = page.evaluate("!!(document.activeElement.dataset && document.activeElement.dataset.key)")
            if (tiles_only and on_tile) or (not tiles_only and choices.evaluate_all("els => els.includes(document.activeElement)")):
                break
        else:
            raise AssertionError("Tab never reached a choice")
        if tiles_only:  # the reveal: the Tab stop is the first tile that answers it
            assert "lq-tile" in page.evaluate("document.activeElement.className")
        name = page.evaluate("document.activeElement.getAttribute('aria-label') || document.activeElement.textContent")
        page.keyboard.press("Enter")
        q.settle()
        assert q.ui != ui, f"Enter on {name!r} changed nothing"
        taken.append(name)
    assert len(taken) >= 4, taken
    assert len(q.move_texts()) >= 4
