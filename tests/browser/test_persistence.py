"""Undo/redo, autosave + reload, export/import of records, position links."""

import json
from urllib.parse import quote

import pytest

from engine import api
from tests.browser.games.rose_king.driver import RoseKingApp
from tests.browser.pagedriver import open_file

pytestmark = pytest.mark.browser

MESSAGES = "#messages"


def position(app):
    return app.ui["position"]


def public(app):
    """The position as anyone may see it (RK-14.4): opening a shared game deals the pile afresh."""
    return api.share_position(app.state)


def test_undo_redo_hotseat(app):
    app.open()
    app.new_game("hotseat", seed="21")
    positions = [position(app)]
    for _ in range(3):
        app.human_turn()
        positions.append(position(app))
    assert len(app.move_texts()) == 3
    assert app.button("Redo").is_disabled()

    app.button("Undo").click()
    app.settle()
    assert position(app) == positions[2]
    app.button("Undo").click()
    app.settle()
    assert position(app) == positions[1]
    assert len(app.move_texts()) == 1
    # undone moves stay listed, struck through, until replaced
    assert app.page.locator("#movelist li.undone").count() == 2
    app.button("Redo").click()
    app.settle()
    assert position(app) == positions[2]
    app.button("Redo").click()
    app.settle()
    assert position(app) == positions[3]
    assert app.button("Redo").is_disabled()

    # a new move after undo drops the redo branch
    app.button("Undo").click()
    app.settle()
    app.button("Undo").click()
    app.settle()
    app.human_turn()
    assert app.button("Redo").is_disabled()
    assert len(app.move_texts()) == 2
    assert app.page.locator("#movelist li.undone").count() == 0


def test_undo_against_computer_returns_to_my_turn(app):
    app.open()
    app.new_game("computer", seed="8", play_as="Red")
    start = position(app)
    app.human_turn()  # Red moves, the computer answers
    app.settle()
    assert app.ui["to_move"] == 0
    assert len(app.move_texts()) == 2
    app.button("Undo").click()
    app.settle()
    # back before my move, my turn, and the computer does not move on its own
    assert position(app) == start
    assert app.status().startswith("Red to move")
    assert app.button("Undo").is_disabled()
    app.button("Redo").click()
    app.settle()
    assert len(app.move_texts()) == 2
    assert app.ui["to_move"] == 0


def test_reload_resumes_same_position(app):
    app.open()
    app.new_game("computer", seed="13", play_as="Red")
    for _ in range(4):
        app.human_turn()
    app.settle()
    before = position(app)
    moves = app.move_texts()
    state = app.state
    stop = app.page.evaluate("window.rosarium.undoStop")

    # autosave alone must bring everything back
    app.page.reload()
    # drawn from the autosave before the engine is ready: same roses on the board
    app.page.wait_for_selector("#board .square svg.rose")
    app.wait_ready()
    assert position(app) == before
    assert app.state == state
    assert app.move_texts() == moves
    assert app.page.get_by_text("White (computer)").count() == 1
    assert app.status().startswith("Red to move")
    # undo reaches back as far as before the reload (never past a card drawn, RK-14): as far
    # as the person's move before the computer's when nothing was drawn since
    assert app.page.evaluate("window.rosarium.undoStop") == stop
    if stop <= len(moves) - 2:
        app.button("Undo").click()
        app.settle()
        assert len(app.move_texts()) == len(moves) - 2
    else:
        assert app.button("Undo").is_disabled()


def test_a_save_under_the_old_key_is_resumed_after_an_update(app):
    """Saves written before the table shell (key rosarium.game.v1) come back, and stay."""
    app.open()
    app.new_game("computer", seed="13", play_as="Red")
    for _ in range(3):
        app.human_turn()
    app.settle()
    before = position(app)
    moves = app.move_texts()
    text = app.page.evaluate("localStorage.getItem('rosarium.game.v2.rose-king')")
    assert text and json.loads(text)["moves"]
    app.page.evaluate("(t) => { localStorage.clear(); localStorage.setItem('rosarium.game.v1', t); }", text)
    app.page.reload()
    app.wait_ready()
    app.settle()
    assert position(app) == before
    assert app.move_texts() == moves
    assert app.page.evaluate("localStorage.getItem('rosarium.game.v1')") == text  # never deleted


def test_export_then_import_round_trip(app, tmp_path):
    app.open()
    app.new_game("hotseat", seed="31")
    for _ in range(6):
        app.human_turn()
    with app.page.expect_download() as dl:
        app.button("Share game").click()
    path = tmp_path / "game.json"
    dl.value.save_as(path)
    record = json.loads(path.read_text())
    assert record["format"] == 1 and record["game"] == "rose-king"
    assert len(record["actions"]) == 6
    # an unfinished game is exported shared (RK-14.1): no seed, nothing of the future
    assert record["seed"] is None and record["shared"] is True
    saved_position = public(app)
    saved_moves = app.move_texts()

    # start something else, then import the file
    app.new_game("hotseat", seed="32")
    assert position(app) != saved_position
    open_file(app.page, path)
    app.page.wait_for_function("document.querySelector('#messages').textContent.includes('imported')")
    app.settle()
    assert public(app) == saved_position
    assert app.move_texts() == saved_moves
    # and the imported game can be undone move by move
    app.button("Undo").click()
    app.settle()
    assert len(app.move_texts()) == 5


@pytest.mark.parametrize(
    "tamper",
    ["not json", "drawn card", "illegal action", "wrong result", "start state"],
)
def test_import_of_bad_or_tampered_file_is_refused(app, tmp_path, tamper):
    app.open()
    app.new_game("hotseat", seed="41")
    for i in range(8):
        if i in (2, 3):  # both sides draw once, so the record holds drawn cards
            app.button("Draw card").click()
            app.settle()
        else:
            app.human_turn()
    with app.page.expect_download() as dl:
        app.button("Share game").click()
    good = tmp_path / "good.json"
    dl.value.save_as(good)
    record = json.loads(good.read_text())
    bad = tmp_path / "bad.json"
    if tamper == "not json":
        bad.write_text('{"format": 1, "actions": [')
    else:
        if tamper == "drawn card":
            entry = next(e for e in record["actions"] if "drawn" in e)
            entry["drawn"] = "N1" if entry["drawn"] != "N1" else "S1"
        elif tamper == "illegal action":
            record["actions"][3]["action"] = "hero NE3"
        elif tamper == "wrong result":
            record["result"] = {"winner": 0, "reason": "last token placed", "decided_by": "points", "scores": [99, 0], "sides": []}
        elif tamper == "start state":
            record["start"]["hands"][0] = ["N1", "N1"]
        bad.write_text(json.dumps(record))
    before_position = position(app)
    before_moves = app.move_texts()

    open_file(app.page, bad)
    msg = app.page.locator(MESSAGES)
    app.page.wait_for_function("document.querySelector('#messages').textContent.includes('current game is kept')")
    text = msg.inner_text()
    assert "refused" in text or "not a Rosarium game record" in text
    app.settle()
    assert position(app) == before_position
    assert app.move_texts() == before_moves
    # still playable
    app.human_turn()
    assert len(app.move_texts()) == len(before_moves) + 1


def test_copy_link_reproduces_position(app, context):
    app.open()
    app.new_game("hotseat", seed="51")
    for _ in range(5):
        app.human_turn()
    pos = public(app)
    app.bar_button("Copy link").click()
    field = app.page.get_by_role("textbox", name="Copy link")
    link = field.input_value()
    assert "position=" in link

    other = context.new_page()
    app2 = RoseKingApp(other, app.base)
    other.goto(link + "&delay=0")
    app2.wait_ready()
    assert public(app2) == pos
    assert "Position loaded" in other.locator(MESSAGES).inner_text()
    # the parameter is consumed: a reload resumes the (autosaved) linked game
    assert "position=" not in other.url


def test_bad_link_parameter_keeps_current_game(app):
    app.open()
    app.new_game("hotseat", seed="61")
    app.human_turn()
    pos = position(app)
    app.page.goto(f"{app.base}?delay=0&position={quote('rk 9/9/9 e5 nonsense')}")
    app.wait_ready()
    assert "could not be used" in app.page.locator(MESSAGES).inner_text()
    assert position(app) == pos


def test_saved_position_is_drawn_before_the_engine_runs(app, guard):
    """With the engine unable to start, the autosaved position is still drawn (and inert)."""
    app.open()
    app.new_game("hotseat", seed="91")
    for _ in range(4):
        app.human_turn()
    ui = app.ui
    moves = app.move_texts()
    app.page.route("**/worker.mjs*", lambda route: route.abort())  # also "worker.mjs?early" (a first visit's)
    app.page.reload()
    app.page.wait_for_function("document.body.dataset.engine === 'failed'", timeout=30_000)
    assert "could not start" in app.status()
    # the saved roses and crown are on the board, the hands are shown, nothing is playable
    for r, row in enumerate(ui["board"]):
        for f, cell in enumerate(row):
            if cell != ".":
                name = "abcdefghi"[f] + str(9 - r)
                colour = "red rose" if cell == "R" else "white rose"
                assert colour in app.page.locator(f"#sq-desc-{name}").inner_text()
    assert "crown" in app.page.locator(f"#sq-desc-{ui['crown']}").inner_text()
    assert app.enabled_squares() == []
    for c in ui["hands"][0]:
        assert app.card(c).is_disabled()
    assert app.button("Undo").is_disabled()
    assert app.move_texts() == moves
    # the refused worker load is the only thing allowed in the console
    guard.errors[:] = [e for e in guard.errors if "worker" not in e.lower() and "ERR_FAILED" not in e]


def test_same_seed_same_deal(app):
    app.open()
    app.new_game("hotseat", seed="seed-x")
    first = app.ui["position"]
    app.new_game("computer", seed="seed-x", play_as="Red")
    assert app.ui["position"] == first
    app.new_game("hotseat", seed="seed-y")
    assert app.ui["position"] != first
