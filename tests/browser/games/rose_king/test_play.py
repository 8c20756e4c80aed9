"""Playing through the page: against the computer, hot-seat, four players, keyboard, phone."""

import re
from urllib.parse import quote

import pytest

from tests.browser.games.rose_king.driver import card_name

pytestmark = pytest.mark.browser

MAX_TURNS = 400  # a Rose King game has at most a few hundred actions


def play_to_the_end(app, check_every=5):
    human_turns = 0
    for _ in range(MAX_TURNS):
        app.settle()
        ui = app.ui
        if ui["outcome"]:
            return ui, human_turns
        assert app.page.evaluate("document.body.dataset.turn") == "human", app.status()
        if human_turns % check_every == 0:
            app.check_targets_match_engine()
        app.human_turn()
        human_turns += 1
    raise AssertionError("game did not end")


def check_end_screen(app, ui):
    out = ui["outcome"]
    red, white = out["scores"]
    status = app.status()
    assert status.startswith("Game over."), status
    assert f"Red {red}" in status and f"White {white}" in status
    if out["winner"] is None:
        assert "Draw" in status
    else:
        assert f"{['Red', 'White'][out['winner']]} wins" in status
    end = app.page.get_by_role("dialog", name="Game over")
    assert end.is_visible()
    text = end.inner_text()
    for side in out["sides"]:
        sizes = sorted(side["territories"], reverse=True)
        formula = " + ".join(f"{s}²" for s in sizes) + f" = {side['points']}" if sizes else ""
        assert formula in text
    decided = {
        "points": "Decided on points.",
        "largest territory": "the largest territory decided",
        "tokens on board": "number of roses on the board decided",
        "draw": "the game is a draw",
    }[out["decided_by"]]
    assert decided in text
    # once over, nothing on the board is playable
    assert app.enabled_squares() == []
    assert not app.button("Draw card").is_enabled()


def test_single_status_and_named_controls(app):
    app.open()
    assert app.page.get_by_role("status").count() == 1
    squares = app.board().get_by_role("button")
    assert squares.count() == 81
    names = squares.evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert sorted(names) == sorted(f"{f}{r}" for f in "abcdefghi" for r in range(1, 10))
    assert app.square("e5").is_disabled()  # the crown's square is never a target
    assert app.button("Draw card").count() == 1
    # every card of every hand is a button named by its notation
    ui = app.ui
    for hand in ui["hands"]:
        for c in hand:
            assert app.card(c).count() == 1
    # every button has a non-empty accessible name
    unnamed = app.page.evaluate(
        """() => [...document.querySelectorAll('button')]
             .filter(b => b.offsetParent !== null)
             .filter(b => !(b.getAttribute('aria-label') || b.textContent).trim()).length"""
    )
    assert unnamed == 0
    # no HTML parsing anywhere in the page's own scripts
    shell = tuple(f"shell/{m}.js" for m in ("app", "board-view", "skeleton", "messages", "autosave", "game-files", "advice",
                                              "dialogs", "record-io", "embed-snippet"))
    core = tuple(f"core/{m}.js" for m in ("dom", "lang", "history", "seeds", "ui-check", "roving", "speeds"))
    rose_king = tuple(f"games/rose-king/{m}.js" for m in ("table", "board", "cards", "panels", "pieces", "preview"))
    queen = tuple(f"games/long-live-the-queen/{m}.js" for m in ("table", "view", "picking", "badges", "ability-card", "legend"))
    for path in shell + core + rose_king + queen + ("games/index.js", "embed/widget.js", "embed/engine-board.js", "session/session.js"):
        src = app.page.evaluate(f"fetch('{path}').then(r => r.ok ? r.text() : Promise.reject(new Error(r.status)))")
        for bad in ("innerHTML", "insertAdjacentHTML", "outerHTML", "document.write"):
            assert bad not in src, f"{bad} in {path}"


def test_vs_computer_to_the_end(app):
    app.open()
    app.new_game("computer", seed="7", play_as="Red")
    assert "Red to move" in app.status()
    assert app.page.get_by_text("White (computer)").count() == 1
    ui, human_turns = play_to_the_end(app)
    assert human_turns > 5
    moves = app.move_texts()
    assert len(moves) >= 2 * human_turns - 1
    assert any("White" in m for m in moves)
    check_end_screen(app, ui)


def test_vs_computer_as_white_computer_opens(app):
    app.open()
    app.new_game("computer", seed="3", play_as="White")
    # the computer (Red) moves first on its own
    app.page.wait_for_function("window.rosarium.ui && window.rosarium.ui.to_move === 1 && window.rosarium.settled")
    assert app.status().startswith("White to move")
    assert len(app.move_texts()) == 1
    assert app.move_texts()[0].startswith("1. Red")


def test_hotseat_card_then_square_then_draw(app):
    app.open()
    app.new_game("hotseat", seed="5")
    assert app.status().startswith("Red to move")
    ui = app.ui
    move = next(m for m in ui["moves"] if not m["hero"])
    # a card names its whole move (TBL-1.1): it says where it goes, lights its square under the
    # pointer, and one press plays it; no Confirm
    card = app.page.get_by_role("group", name="Red's power cards").get_by_role("button", name=card_name(move["card"]), exact=True)
    assert card.get_attribute("aria-description") == f"plays to {move['target']}"
    assert card.get_attribute("aria-pressed") is None  # plays, is not a toggle
    card.hover()
    assert "previewed" in app.square(move["target"]).get_attribute("class")
    card.click()
    app.settle()
    assert app.page.locator("#selection").is_hidden()
    assert app.status().startswith("White to move")
    assert app.card(move["card"]).count() == 0 or app.card(move["card"]).is_disabled()
    assert "red rose" in app.page.locator(f"#sq-desc-{move['target']}").inner_text()
    assert app.state["crown"] == move["target"]

    # White clicks a target square directly
    ui = app.ui
    target = next(m for m in ui["moves"] if not m["hero"])["target"]
    app.square(target).click()
    app.settle()
    assert app.state["crown"] == target
    assert "white rose" in app.page.locator(f"#sq-desc-{target}").inner_text()

    # Red now holds 4 of 5 cards and may draw
    assert app.button("Draw card").is_enabled()
    before = len(app.ui["hands"][0])
    count_before = app.ui["draw_count"]
    app.button("Draw card").click()
    app.settle()
    ui = app.ui
    assert len(ui["hands"][0]) == before + 1
    assert ui["draw_count"] == count_before - 1
    assert ui["to_move"] == 1
    moves = app.move_texts()
    assert len(moves) == 3
    assert "draws" in moves[2]
    # territories with their sizes, on request
    terr = app.button("Show territories")
    assert terr.get_attribute("aria-pressed") == "false"
    terr.click()
    assert terr.get_attribute("aria-pressed") == "true"
    assert "territory of 1" in app.page.locator(f"#sq-desc-{target}").inner_text()
    terr.click()
    assert "territory" not in app.page.locator(f"#sq-desc-{target}").inner_text()
    # the keyboard does what the pointer does (TBL-1.5): Enter on a focused card plays it
    ui = app.ui
    move = next(m for m in ui["moves"] if not m["hero"])
    app.card(move["card"]).focus()
    assert "previewed" in app.square(move["target"]).get_attribute("class")
    app.page.keyboard.press("Enter")
    app.settle()
    assert app.state["crown"] == move["target"]
    assert app.page.locator("#selection").is_hidden()


def test_hero_play_is_shown_before_confirming(app):
    """A position where Red's only target holds a white rose: a hero play, confirmed explicitly."""
    # Red on e5? No: crown on e5 (start), a white rose on e6, Red holds only N1.
    pos = "rk 9/9/9/4W4/9/9/9/9/9 e5 N1/S1,S2 4/4 0 N2,N3,NE1,NE2,NE3,E1,E2,E3,SE1,SE2,SE3,S3,SW1,SW2,SW3,W1,W2,W3,NW1,NW2,NW3 -"
    app.open(query=f"delay=0&position={quote(pos)}")
    assert app.ui["moves"] == [{"action": "hero N1", "card": "N1", "hero": True, "target": "e6"}]
    assert app.enabled_squares() == ["e6"]
    assert "hero" in app.page.locator("#sq-desc-e6").inner_text()
    app.square("e6").click()
    panel = app.page.locator("#selection")
    assert "Hero play with N1" in panel.inner_text()
    assert app.state["board"][3][4] == "W"  # nothing happened yet
    # picking the hero's card instead shows the same panel (TBL-1.3); Escape drops it
    app.page.keyboard.press("Escape")
    assert app.page.locator("#selection").is_hidden()
    card = app.page.get_by_role("group", name="Red's power cards").get_by_role("button", name="north 1", exact=True)
    assert card.get_attribute("aria-description") == "hero play to e6, asks to confirm"
    assert card.get_attribute("aria-pressed") == "false"
    card.click()
    assert card.get_attribute("aria-pressed") == "true"
    assert "Hero play with N1" in panel.inner_text()
    assert app.state["board"][3][4] == "W"
    # the focus is on the panel's Confirm (TBL-1.5)
    assert app.page.evaluate("document.activeElement.textContent") == "Confirm hero play"
    app.button("Confirm hero play").click()
    app.settle()
    st = app.state
    assert st["board"][3][4] == "R"
    assert st["heroes"][0] == 3
    assert "hero" in app.move_texts()[-1]


def test_must_pass_is_announced_and_automatic(app):
    """White cannot act (full hand pointing off the board / at own roses): the page passes for it."""
    # crown on a1 (a red rose), White holds SW1..SW3,W1,S1 (all off-board) with a full hand
    pos = "rk 9/9/9/9/9/9/9/9/R8 a1 N1,N2/SW1,SW2,SW3,W1,S1 4/4 1 N3,NE1,NE2,NE3,E1,E2,E3,SE1,SE2,SE3,S2,S3,W2,W3,NW1,NW2,NW3 -"
    app.page.goto(f"{app.base}?pass_delay=1500&delay=0&position={quote(pos)}")
    app.page.wait_for_function("document.body.dataset.engine === 'ready' && window.rosarium.ui")
    app.page.wait_for_function("document.querySelector('[role=status]').textContent.includes('must pass')")
    assert "White cannot move and must pass" in app.status()
    app.settle(timeout=15_000)
    assert app.ui["to_move"] == 0
    assert "passes" in app.move_texts()[-1]


def test_four_players_with_computer_seats_to_the_end(app):
    app.open()
    app.new_game("teams", seed="11", computer_seats={"White 1", "Red 2", "White 2"})
    ui = app.ui
    assert ui["seats"] == 4 and ui["hand_limit"] == 3
    for seat in ("Red 1", "White 1", "Red 2", "White 2"):
        assert app.page.get_by_role("region", name=seat).count() == 1
    assert app.status().startswith("Red 1 to move")
    ui, human_turns = play_to_the_end(app, check_every=3)
    assert human_turns > 3
    assert any(m.split(". ", 1)[1].startswith("White 2") for m in app.move_texts())
    check_end_screen(app, ui)


def test_all_computer_four_player_game_runs_itself(app):
    app.open()
    app.new_game("teams", seed="2", computer_seats={"Red 1", "White 1", "Red 2", "White 2"})
    app.page.wait_for_function("window.rosarium.ui && window.rosarium.ui.outcome", timeout=120_000)
    app.settle()
    check_end_screen(app, app.ui)


def test_keyboard_only(app):
    app.open()
    app.new_game("hotseat", seed="9")
    page = app.page
    ui = app.ui
    move = next(m for m in ui["moves"] if not m["hero"])
    # Tab to the hand (one Tab stop), arrow keys to the playable card, then Enter plays it (TBL-1.5)
    focused = "document.activeElement.getAttribute('aria-label')"
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate("(name) => !!document.activeElement.closest(`[aria-label=\"${name}\"]`)", "Red's power cards"):
            break
    else:
        raise AssertionError("the hand never reached by Tab")
    for _ in range(6):
        if page.evaluate(focused) == card_name(move["card"]):
            break
        page.keyboard.press("ArrowRight")
    assert page.evaluate(focused) == card_name(move["card"])
    assert "previewed" in app.square(move["target"]).get_attribute("class")
    page.keyboard.press("Enter")
    app.settle()
    assert app.state["crown"] == move["target"]
    # focus did not fall back to the page: it is on something White can play
    focused = page.evaluate("document.activeElement.getAttribute('aria-label')")
    ui = app.ui
    assert focused in {card_name(m["card"]) for m in ui["moves"]} | {m["target"] for m in ui["moves"]} | {"Draw card"}
    # White: Tab to a board square, move among targets with arrow keys, Enter plays
    targets = app.enabled_squares()
    for _ in range(80):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.getAttribute('aria-label')") in targets:
            break
    else:
        raise AssertionError("no square reached by Tab")
    for key in ("ArrowRight", "ArrowUp", "ArrowLeft", "ArrowDown"):
        page.keyboard.press(key)
        assert page.evaluate("document.activeElement.getAttribute('aria-label')") in targets
    chosen = page.evaluate("document.activeElement.getAttribute('aria-label')")
    page.keyboard.press("Enter")
    app.settle()
    assert app.state["crown"] == chosen
    # Ctrl+Z undoes
    page.keyboard.press("Control+z")
    app.settle()
    assert app.state["crown"] == move["target"]


def test_phone_screen_touch(browser, server, guard):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True, device_scale_factor=2, bypass_csp=True)
    ctx.on("page", guard.watch)
    try:
        page = ctx.new_page()
        from tests.browser.games.rose_king.driver import RoseKingApp

        app = RoseKingApp(page, server.url).open()
        app.new_game("hotseat", seed="4")
        # the board fits the screen width
        box = app.board().bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390 + 1
        target = app.enabled_squares()[0]
        app.square(target).tap()
        app.settle()
        assert app.state["crown"] == target
        assert re.match(r"White to move", app.status())
    finally:
        ctx.close()
