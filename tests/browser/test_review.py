"""Review and analysis in the shell (web/shell/review.js), found by role and accessible name.

Browsing jumps to any position without undoing and comes back with one button; a finished
game replays step by step; a game of computers pauses and steps; the analysis draws a
win-chance graph with a point per position and marks the moves that lost the most; browsing a
hot-seat Long Live the Queen game shows only what the seat holding the device may see.
Games are short and searches small (`chance_ms=50`, easy computers) so the module stays fast.
"""

from __future__ import annotations

import json
import random

from engine import api
from tests.browser.games.rose_king.driver import RoseKingApp

QUICK = "delay=0&chance_ms=50&hard_ms=50&review_ms=50"


def review(page):
    return page.evaluate("window.rosarium.review")


def button(page, name):
    return page.get_by_role("button", name=name, exact=True)


def played(page):
    return page.locator("#movelist li.done").count()


def test_jump_to_a_move_and_back_to_the_game_without_undoing(page, server):
    app = RoseKingApp(page, server.url).open(QUICK)
    app.new_game("hotseat", seed="7")
    for _ in range(6):
        app.human_turn()
    n = played(page)
    assert n >= 6
    live_state = app.state
    moves = page.get_by_role("list").filter(has=page.locator("li.done")).first
    # the second move of the list: the board shows the position after it, moves are off
    moves.get_by_role("button", name=app.move_texts()[1], exact=True).click()
    page.wait_for_function("() => window.rosarium.review.cursor === 2 && document.body.dataset.review === 'on'")
    assert "after move 2 of" in app.status()
    assert app.enabled_squares() == []
    assert played(page) == n, "browsing undid moves"
    # the keyboard steps through the positions
    moves.get_by_role("button", name=app.move_texts()[1], exact=True).press("ArrowLeft")
    page.wait_for_function("() => window.rosarium.review.cursor === 1")
    button(page, "Next move").click()
    button(page, "Next move").click()
    page.wait_for_function("() => window.rosarium.review.cursor === 3")
    button(page, "First").click()
    page.wait_for_function("() => window.rosarium.review.cursor === 0")
    assert button(page, "Previous move").is_disabled()
    # one button back: the live position, unchanged, playable
    button(page, "Back to the game").click()
    page.wait_for_function("() => window.rosarium.review.cursor === null && document.body.dataset.review === 'off'")
    assert app.state == live_state
    assert played(page) == n
    app.human_turn()
    assert played(page) > n
    # "Play from here" takes over from an earlier position (as undo does: later moves redo-able),
    # as far back as undo may go: never before a card drawn (RK-14)
    stop = page.evaluate("window.rosarium.undoStop")
    if stop > 0:
        button(page, "First").click()
        page.wait_for_function("() => window.rosarium.review.cursor === 0")
        assert button(page, "Play from here").is_disabled()
        page.locator(f'#movelist button.move-pick[data-ply="{stop}"]').click()
    else:
        button(page, "First").click()
    page.wait_for_function(f"() => window.rosarium.review.cursor === {stop}")
    button(page, "Play from here").click()
    app.settle()
    page.wait_for_function("() => window.rosarium.review.cursor === null")
    assert played(page) == stop
    assert app.ui["current_player"] == 0 and app.enabled_squares()
    assert not button(page, "Redo").is_disabled()


def finished_record(game, seed, options, tmp_path):
    """A game played to its end by seeded random moves through the engine, as a record file."""
    rng = random.Random(seed)
    rec = api.new_record(game, seed, options, None)
    state = rec["start"]
    while api.outcome(state) is None:
        res = api.step(state, rng.choice(api.legal_actions(state)))
        rec["actions"].append(res["entry"])
        state = res["state"]
    rec["result"] = api.outcome(state)
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps(rec))
    return path, len(rec["actions"])


def import_record(page, path, end="Close"):
    """Import the finished game at `path`; its end screen (if the game has one) is left with the button `end`."""
    with page.expect_file_chooser() as chooser:
        button(page, "Open file").click()
    chooser.value.set_files(str(path))
    page.wait_for_function("() => window.rosarium.settled && window.rosarium.ui && window.rosarium.ui.outcome", timeout=60_000)
    if end:
        page.get_by_role("dialog").get_by_role("button", name=end).click()


def test_computer_game_pauses_and_steps(page, server):
    # paced (Fast: a quarter of it), so that the game is still going when Pause is pressed again
    RoseKingApp(page, server.url).open(QUICK.replace("delay=0", "delay=200"))
    button(page, "New game").click()
    dlg = page.get_by_role("dialog")
    dlg.get_by_role("radio", name="Long Live the Queen").check()
    dlg.get_by_role("radio", name="Computer against computer (watch)").check()
    dlg.get_by_label("Computer strength").select_option(label="Easy")
    dlg.get_by_label("Seed (same seed, same deal)").fill("3")
    computers = page.get_by_role("group", name="Computer against computer")
    dlg.get_by_role("button", name="Start", exact=True).click()
    # paused at once: no computer moves until Step, one move per Step
    computers.get_by_role("button", name="Pause").click()
    page.wait_for_function("() => window.rosarium.review.paused && window.rosarium.settled && !window.rosarium.thinking")
    n = played(page)
    page.wait_for_timeout(500)
    assert played(page) == n, "a computer moved while paused"
    computers.get_by_role("button", name="Step").click()
    page.wait_for_function(f"() => document.querySelectorAll('#movelist li.done').length === {n + 1} && window.rosarium.settled")
    page.wait_for_timeout(500)
    assert played(page) == n + 1
    computers.get_by_role("button", name="Fast").click()
    assert computers.get_by_role("button", name="Fast").get_attribute("aria-pressed") == "true"
    computers.get_by_role("button", name="Resume").click()
    page.wait_for_function(f"() => document.querySelectorAll('#movelist li.done').length >= {n + 4}")
    computers.get_by_role("button", name="Pause").click()
    page.wait_for_function("() => window.rosarium.settled && !window.rosarium.thinking")
    m = played(page)
    page.wait_for_timeout(500)
    assert played(page) == m


def test_a_finished_game_replays_step_by_step(page, server, tmp_path):
    path, total = finished_record("rose-king", 12, {"variant": "2p"}, tmp_path)
    app = RoseKingApp(page, server.url).open(QUICK)
    import_record(page, path, end="Review and analyse")
    # the end screen's review: the start of the game, Next focused
    page.wait_for_function("() => window.rosarium.review.cursor === 0")
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "Next move"
    page.keyboard.press("Enter")
    page.wait_for_function("() => window.rosarium.review.cursor === 1")
    assert played(page) == total
    button(page, "Back to the game").click()
    # from the board's position, Replay starts at the beginning
    button(page, "Replay").click()
    page.wait_for_function("() => window.rosarium.review.replaying && window.rosarium.review.cursor !== null")
    button(page, "Pause replay").click()
    at = review(page)["cursor"]
    assert not review(page)["replaying"] and at < total - 3
    button(page, "Next move").click()
    page.wait_for_function(f"() => window.rosarium.review.cursor === {at + 1}")
    # on from a move near the end, stepping on its own, back at the game's end
    page.locator("#movelist").get_by_role("button", name=app.move_texts()[total - 4], exact=True).click()
    page.wait_for_function(f"() => window.rosarium.review.cursor === {total - 3}")
    button(page, "Replay").click()
    page.wait_for_function("() => window.rosarium.review.cursor === null && !window.rosarium.review.replaying", timeout=60_000)
    assert played(page) == total and app.ui["outcome"]


def analysed_game(page, server, tmp_path):
    """A finished two-player Rose King game opened from its file and analysed to the end:
    (the app, the Analysis region, the number of moves)."""
    path, total = finished_record("rose-king", 12, {"variant": "2p"}, tmp_path)
    app = RoseKingApp(page, server.url).open(QUICK)
    import_record(page, path)
    analysis = page.get_by_role("region", name="Analysis")
    analysis.get_by_role("button", name="Analyse the game").click()
    page.wait_for_function("() => { const r = window.rosarium.review; return r.analysis && !r.analysis.running; }", timeout=180_000)
    return app, analysis, total


def test_analysis_graph_and_the_better_move(page, server, tmp_path):
    app, analysis, total = analysed_game(page, server, tmp_path)
    assert "Analysed" in analysis.inner_text()
    graph = analysis.get_by_role("slider", name="Win chance graph of Red")
    assert graph.is_visible()
    assert graph.locator("circle.wc-point").count() == total + 1
    # its text: a table with a row per position
    analysis.get_by_text("Win chance as a table").click()
    table = analysis.get_by_role("table", name="Win chance after each move")
    assert table.get_by_role("row").count() == total + 2  # the head and a row per position
    marked = review(page)["analysis"]["marked"]
    assert marked, "no move of a random game marked"
    first = min(marked)
    better = page.get_by_role("button", name=f"Better move for move {first + 1}", exact=True)
    better.click()
    page.wait_for_function(f"() => window.rosarium.review.cursor === {first}")
    # the reviewed position comes from the worker: its line and mark follow once it is drawn
    line = analysis.locator(".analysis-better")
    line.filter(has_text="choice here is marked on the board").wait_for()
    # the better move is marked on the board (the table's hint mark)
    page.locator("#table .hint").first.wait_for()
    assert app.enabled_squares() == []


def test_the_graph_has_axes_a_legend_and_a_readout_linked_to_the_moves(page, server, tmp_path):
    app, analysis, total = analysed_game(page, server, tmp_path)
    graph = analysis.get_by_role("slider", name="Win chance graph of Red")
    # the axes: 0, 50 and 100 % up the side, move numbers along the bottom; the legend names the side
    ticks = graph.locator("text.wc-tick").all_text_contents()
    assert {"0 %", "50 %", "100 %"} <= set(ticks)
    numbers = [int(v) for v in ticks if v.isdigit()]
    assert numbers[0] == 0 and len(numbers) >= 3 and numbers[-1] <= total
    assert graph.locator("text.wc-axis").text_content() == "move"
    legend = analysis.locator(".wc-legend")
    assert "Red's win chance" in legend.inner_text() and "White ahead" in legend.inner_text()
    # the slider stands on the position on the board; the keyboard moves it and the review with it
    assert graph.get_attribute("aria-valuenow") == str(total)
    assert graph.get_attribute("aria-valuemax") == str(total)
    graph.focus()
    graph.press("ArrowLeft")
    page.wait_for_function(f"() => window.rosarium.review.cursor === {total - 1}")
    graph.press("ArrowLeft")
    page.wait_for_function(f"() => window.rosarium.review.cursor === {total - 2}")
    assert graph.get_attribute("aria-valuenow") == str(total - 2)
    text = graph.get_attribute("aria-valuetext")
    sentence = app.move_texts()[total - 3].split(". ", 1)[1].rstrip(".")
    assert text.startswith(f"After move {total - 2}, {sentence}: Red's win chance "), text
    assert text == analysis.locator(".wc-readout").inner_text()
    # the move list follows: the move shown is the current one
    current = page.locator("#movelist li.current")
    assert current.count() == 1 and app.move_texts()[total - 3] in current.inner_text()
    graph.press("Home")
    page.wait_for_function("() => window.rosarium.review.cursor === 0")
    assert graph.get_attribute("aria-valuetext").startswith("Start: Red's win chance")
    assert page.evaluate("document.activeElement.getAttribute('role')") == "slider"
    # a move picked in the list moves the slider's mark
    page.locator("#movelist").get_by_role("button", name=app.move_texts()[4], exact=True).click()
    page.wait_for_function("() => window.rosarium.review.cursor === 5")
    assert graph.get_attribute("aria-valuenow") == "5"
    assert graph.locator("circle.wc-point.current").count() == 1
    # hovering the graph shows that position's readout on the graph and picks it
    graph.scroll_into_view_if_needed()
    box = graph.locator("svg").bounding_box()
    page.mouse.move(box["x"] + box["width"] * 0.5, box["y"] + box["height"] * 0.5)
    page.wait_for_function("() => window.rosarium.review.cursor !== 5")
    at = review(page)["cursor"]
    assert abs(at - total / 2) <= total / 8
    assert graph.locator(".wc-tip-text").text_content().startswith(f"move {at} · ")
    assert analysis.locator(".wc-readout").inner_text().startswith(f"After move {at}, ")


def test_progress_is_told_and_moves_are_reviewed_while_the_analysis_runs(page, server, tmp_path):
    path, total = finished_record("rose-king", 12, {"variant": "2p"}, tmp_path)
    # a long analysis (half a second a position), so it is still running while we look
    app = RoseKingApp(page, server.url).open("delay=0&review_level=max&review_ms=500&review_total_ms=600000")
    import_record(page, path)
    analysis = page.get_by_role("region", name="Analysis")
    analysis.get_by_role("button", name="Analyse the game").click()
    status = analysis.locator(".analysis-progress")
    assert status.get_attribute("aria-live") == "polite"  # told to a screen reader as it changes
    page.wait_for_function("() => window.rosarium.review.analysis && window.rosarium.review.analysis.done >= 1", timeout=60_000)
    told = status.inner_text()
    assert told.startswith("Analysing… ") and told.endswith(f" of {total + 1} positions"), told
    assert analysis.get_by_role("progressbar", name="Analysis progress").is_visible()
    # the moves can be gone through meanwhile: the board shows them, the analysis goes on
    page.locator("#movelist").get_by_role("button", name=app.move_texts()[2], exact=True).click()
    page.wait_for_function("() => window.rosarium.review.cursor === 3 && document.body.dataset.review === 'on'")
    button(page, "Next move").click()
    page.wait_for_function("() => window.rosarium.review.cursor === 4")
    assert review(page)["analysis"]["running"]
    # the graph fills in as the positions come: drawn already, the later points not yet
    page.wait_for_function("() => window.rosarium.review.analysis.points >= 2", timeout=60_000)
    graph = analysis.get_by_role("slider", name="Win chance graph of Red")
    assert graph.is_visible()
    done = review(page)["analysis"]["points"]
    assert done < total + 1
    # a later count is told as it goes, and Stop keeps what was found
    page.wait_for_function(f"() => window.rosarium.review.analysis.done > {done}", timeout=60_000)
    assert status.inner_text() != told
    analysis.get_by_role("button", name="Stop the analysis").click()
    page.wait_for_function("() => !window.rosarium.review.analysis.running")
    assert "Analysis stopped after" in status.inner_text()
    assert review(page)["analysis"]["points"] >= done


def test_the_analysis_reuses_the_win_chances_of_the_game(page, server):
    # the win-chance meter searched the positions during play: the analysis does not search them again
    app = RoseKingApp(page, server.url).open(QUICK)
    app.new_game("hotseat", seed="7")
    button(page, "Win chance").click()
    for n in range(1, 4):
        page.wait_for_function("() => window.rosarium.advice.win !== null", timeout=60_000)
        app.human_turn()
        page.wait_for_function(f"() => window.rosarium.index === {n}")
    page.wait_for_function("() => window.rosarium.advice.win !== null", timeout=60_000)
    analysis = page.get_by_role("region", name="Analysis")
    analysis.get_by_role("button", name="Analyse the game").click()
    page.wait_for_function("() => { const r = window.rosarium.review; return r.analysis && !r.analysis.running; }", timeout=120_000)
    got = review(page)["analysis"]
    assert got["points"] == 4
    assert got["reused"] == 4, got  # each of the four positions had its estimate from the meter


def test_browsing_a_hot_seat_queen_game_shows_only_the_seat_on_the_device(page, server):
    from tests.browser.games.long_live_the_queen.test_table import queen  # noqa: PLC0415  (the Long Live the Queen driver)

    q = queen(page, server).open(QUICK)
    q.new_game("hotseat", seed="21")
    # play until Black is handed the device after a few decisions
    acts = 0
    for _ in range(60):
        seat = page.evaluate("window.rosarium.handover")
        if seat is not None:
            if seat == 1 and acts >= 4:
                break
            q.button(f"I am {['White', 'Black'][seat]}, show my tiles").click()
            q.settle()
            continue
        q.act()
        acts += 1
    # the hand-over screen offers no browsing: the move list is empty
    assert button(page, "Previous move").count() == 0
    q.button("I am Black, show my tiles").click()
    q.settle()
    n = played(page)
    assert n >= 4 and not q.ui["outcome"]
    # no analysis of an unfinished game of secrets (a seat's best move would tell them)
    analysis = page.get_by_role("region", name="Analysis")
    assert analysis.get_by_role("button", name="Analyse the game").count() == 0
    assert "when the game is over" in analysis.inner_text()
    for back in range(1, n + 1):
        button(page, "Previous move").click()
        page.wait_for_function(f"() => window.rosarium.review.cursor === {n - back} && window.rosarium.review.viewer !== null")
        # every earlier position, White's turns too, is drawn as Black may see it
        assert review(page)["viewer"] == 1
        assert q.choices() == []
        if n - back >= 2:  # both courts arranged: White's Master is a face-down back
            assert page.get_by_role("button", name="White's Master, face down").count() == 1
    assert played(page) == n
    button(page, "Back to the game").click()
    q.settle()
    assert q.ui["viewer"] == 1 and review(page)["cursor"] is None
    assert q.choices()


def test_the_better_move_of_a_queen_game_is_marked_on_the_table(page, server, tmp_path):
    # a finished Long Live the Queen game: the computer's better choice at a marked move is
    # marked on the table itself (its tiles or its choice button), not only told in words, and
    # browsing still allows no move
    path, total = finished_record("long-live-the-queen", 3, {}, tmp_path)  # better moves on tiles and a button
    # a time cap the search's own iteration budget stays under: the same marks on a busy machine
    RoseKingApp(page, server.url).open("delay=0&advice_level=medium&review_ms=20000&review_total_ms=600000&hard_ms=50")
    import_record(page, path, end=None)  # the game's result is drawn on the table, no end screen
    analysis = page.get_by_role("region", name="Analysis")
    analysis.get_by_role("button", name="Analyse the game").click()
    page.wait_for_function("() => { const r = window.rosarium.review; return r.analysis && !r.analysis.running; }", timeout=180_000)
    marked = review(page)["analysis"]["marked"]
    assert marked, "no move of a random game marked"
    table = page.locator("#table")
    shown, buttons = 0, 0
    for i in sorted(marked):
        page.get_by_role("button", name=f"Better move for move {i + 1}", exact=True).click()
        page.wait_for_function(f"() => window.rosarium.review.cursor === {i} && window.rosarium.review.viewer !== null")
        assert "choice here is marked on the board" in analysis.inner_text()
        if "arrange your court" in analysis.inner_text():
            continue  # a whole set-up is told in words only
        hinted = table.get_by_role("button").and_(table.locator("[aria-description~='suggested']"))
        # the table draws the reviewed position (and its mark) once the worker has given it
        # (its line names this move: the table beside it is drawn for this position too)
        page.wait_for_function("n => document.querySelector('.analysis-better').textContent.startsWith(`Move ${n} lost`)"
                               " && document.querySelectorAll(\"#table button[aria-description~='suggested']\").length > 0",
                               arg=i + 1, timeout=10_000)
        assert hinted.count() >= 1, f"the better move at move {i + 1} is not marked on the table"
        assert hinted.count() == table.locator("button.hint").count()
        shown += 1
        buttons += hinted.and_(table.locator(".lq-act")).count()
        # marked, not playable: the choice buttons are disabled, picking a tile does nothing
        assert all(b.is_disabled() for b in table.locator("button.lq-act").all())
        tiles = hinted.and_(table.locator(".lq-tile"))
        if tiles.count():
            tiles.first.click()
            page.wait_for_timeout(200)
            assert review(page)["cursor"] == i and table.locator(".lq-tile.selected").count() == 0
    assert shown, "every marked move was a set-up"
    assert buttons, "no better move among the choice buttons (seed 3 has one)"
    assert played(page) == total
