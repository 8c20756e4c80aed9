"""Following the game, in English and German: every action of every seat read out in words in a
polite live region (the engine's narration), the last move marked on the board (The Rose King's
squares and card, Long Live the Queen's tiles and numbers), a strip naming the last move that a
390×844 phone shows without scrolling, and the dialogs: the end screen modal, closed by Escape,
the focus back where it was.

Controls are found by role and accessible name; what a screen reader is told is read from the
accessibility tree (Playwright's aria snapshot), not only from roles.
"""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest

from engine import api
from tests.browser.pagedriver import HUMAN_OR_OVER, new_game, open_page, settle, shot_dir
from tests.browser.test_every_game import person_moves

LOG = {"en": "Moves as they are played", "de": "Züge, während sie gespielt werden"}
LAST = {"en": "Last move:", "de": "Letzter Zug:"}
RK_BOARD = {"en": "Board, north at the top", "de": "Spielbrett, Norden oben"}
RK = {"en": "The Rose King", "de": "Rosenkönig"}
LQ = {"en": "Long Live the Queen", "de": "Lang lebe die Königin"}
BR = {"en": "Bella Rosarum", "de": "Bella Rosarum"}
# the direction of a card in the engine's sentence, in words (RK-5.1)
DIRECTION = {
    "en": {"N": "north", "NE": "north-east", "E": "east", "SE": "south-east", "S": "south", "SW": "south-west", "W": "west", "NW": "north-west"},
    "de": {"N": "Norden", "NE": "Nordosten", "E": "Osten", "SE": "Südosten", "S": "Süden", "SW": "Südwesten", "W": "Westen", "NW": "Nordwesten"},
}
CARD_NAME = {
    "en": {"N": "north", "NE": "north-east", "E": "east", "SE": "south-east", "S": "south", "SW": "south-west", "W": "west", "NW": "north-west"},
    "de": {"N": "Nord", "NE": "Nordost", "E": "Ost", "SE": "Südost", "S": "Süd", "SW": "Südwest", "W": "West", "NW": "Nordwest"},
}
STEP = {"N": (0, 1), "NE": (1, 1), "E": (1, 0), "SE": (1, -1), "S": (0, -1), "SW": (-1, -1), "W": (-1, 0), "NW": (-1, 1)}
PHONE = {"width": 390, "height": 844}


@pytest.fixture
def phone(browser, guard, server):
    """A page of a 390×844 phone-sized window."""
    ctx = browser.new_context(viewport=PHONE, locale="en-US", bypass_csp=True, has_touch=True)
    ctx.on("page", guard.watch)
    yield ctx.new_page()
    ctx.close()


def log(page, lang):
    return page.get_by_role("log", name=LOG[lang])


def played(page):
    """The move list's sentences (without their numbers), the engine's narration of each move."""
    return [re.sub(r"^\d+\.\s*", "", t).strip() for t in page.locator("#movelist li.done").all_inner_texts()]


def computer_sentences(page):
    """The sentences of the moves the computer seats made."""
    moves = page.evaluate("window.rosarium.moves")
    controllers = page.evaluate("window.rosarium.config.controllers")
    return [s for s, m in zip(played(page), moves) if controllers[m["seat"]] == "computer"]


def heard(page, lang):
    """What the live region holds, read from the accessibility tree."""
    snap = log(page, lang).aria_snapshot()
    assert snap.startswith(f'- log "{LOG[lang]}"'), snap
    return snap


def strip_in_view(page, lang, sentence):
    """The strip names `sentence` and is inside the window, nothing to scroll."""
    strip = page.locator("#last-move")
    assert strip.is_visible()
    assert strip.inner_text().startswith(LAST[lang])
    assert sentence[:40] in strip.inner_text().replace("\n", " ")
    box = strip.bounding_box()
    view = page.viewport_size
    assert box["y"] >= 0 and box["y"] + box["height"] <= view["height"] + 0.5, (box, view)
    assert box["x"] >= 0 and box["x"] + box["width"] <= view["width"] + 0.5, (box, view)


def square_before(card, to):
    """Where the crown stood before `card` took it to `to` (RK-5.1)."""
    m = re.fullmatch(r"(N|NE|E|SE|S|SW|W|NW)([123])", card)
    df, dr = STEP[m.group(1)]
    dist = int(m.group(2))
    return f"{'abcdefghi'['abcdefghi'.index(to[0]) - df * dist]}{int(to[1:]) - dr * dist}"


def description(page, locator):
    """A control's accessible description (aria-describedby's text, else aria-description)."""
    return locator.evaluate(
        "el => el.getAttribute('aria-describedby') ? el.ownerDocument.getElementById(el.getAttribute('aria-describedby')).textContent"
        " : (el.getAttribute('aria-description') || '')"
    )


def rose_king_computer_moves(page, lang, rounds=3):
    """Red (a person) plays the first legal square, White (the computer) answers, `rounds` times;
    after each answer the live region and the board are checked."""
    for _ in range(rounds):
        page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
        if page.evaluate("!!window.rosarium.ui.outcome"):
            return
        before = len(played(page))
        moves = page.evaluate("window.rosarium.ui.moves")
        plain = [t for t in {m["target"] for m in moves} if [m["hero"] for m in moves if m["target"] == t] == [False]]
        if plain:  # a square one card reaches, no hero: played at once
            page.get_by_role("group", name=RK_BOARD[lang]).get_by_role("button", name=sorted(plain)[0], exact=True).click()
        else:
            page.get_by_role("button", name={"en": "Draw card", "de": "Karte ziehen"}[lang], exact=True).click()
        page.wait_for_function(f"() => ({HUMAN_OR_OVER}) && window.rosarium.moves.length >= {before + 2}", timeout=60_000)
        ui = page.evaluate("window.rosarium.ui")
        sentences = played(page)
        action = page.evaluate("window.rosarium.aiTimes.at(-1).action")
        last = sentences[-1]
        # the computer's move in words: its seat and the card's direction (not "SW1")
        assert last.startswith({"en": "White ", "de": "Weiß "}[lang]), last
        card = action.replace("hero ", "")
        if card not in ("draw", "pass"):
            assert DIRECTION[lang][re.match(r"[A-Z]+", card).group(0)] in last, (action, last)
        # every action of both seats, the person's and the computer's, read out
        snap = heard(page, lang)
        for s in sentences[-2:]:
            assert s in snap, (s, snap)
        # marked on the board: the crown's square and the one it came from, named so
        if card not in ("draw", "pass"):
            board = page.get_by_role("group", name=RK_BOARD[lang])
            to = board.get_by_role("button", name=ui["crown"], exact=True)
            assert "last-to" in to.get_attribute("class").split()
            assert {"en": "last move: the crown went here", "de": "letzter Zug: Die Krone zog hierher"}[lang] in description(page, to)
            frm = board.get_by_role("button", name=square_before(card, ui["crown"]), exact=True)
            assert "last-from" in frm.get_attribute("class").split()
        strip_in_view(page, lang, last)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_rose_king_moves_heard_and_marked(page, server, lang):
    open_page(page, server.url, f"lang={lang}")
    new_game(page, RK[lang], "computer", seed="31", lang=lang, game_id="rose-king")
    # the cards are named in words in the accessibility tree, the notation stays in data-card
    hand = page.locator("#seats button.card").first
    notation = hand.get_attribute("data-card")
    m = re.fullmatch(r"([A-Z]+)([123])", notation)
    words = f"{CARD_NAME[lang][m.group(1)]} {m.group(2)}"
    assert hand.aria_snapshot().startswith(f'- button "{words}"'), hand.aria_snapshot()
    rose_king_computer_moves(page, lang)
    # the log is polite, never assertive
    assert log(page, lang).get_attribute("aria-live") == "polite"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_rose_king_last_move_in_view_on_a_phone(phone, server, lang):
    open_page(phone, server.url, f"lang={lang}")
    new_game(phone, RK[lang], "computer", seed="32", lang=lang, game_id="rose-king")
    rose_king_computer_moves(phone, lang, rounds=2)
    # the marked square (or the pile drawn from) is on the screen too, above the strip
    marked = phone.locator("#board button.last-to, .draw-pile.last-move")
    assert marked.count() == 1
    box = marked.bounding_box()
    strip = phone.locator("#last-move").bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= strip["y"], (box, strip)


LQ_WORDS = {
    "en": {"random": "Random court", "confirm": "Confirm set-up", "roll": "Roll dice", "skip": "Skip", "done": "No more swaps",
           "choices": "Your choices", "bar": "Number bar with both courts", "black": "Black", "review": "Review and analyse",
           "goal": "Three tokens of every colour win; a face-down Princess loses.", "use": "Use this court",
           "shown": "A random court is laid out."},
    "de": {"random": "Zufälliger Hofstaat", "confirm": "Aufstellung bestätigen", "roll": "Würfeln", "skip": "Auslassen",
           "done": "Nicht weiter tauschen", "choices": "Deine Wahl", "bar": "Zahlenleiste mit beiden Hofstaaten", "black": "Schwarz",
           "review": "Nachspielen und analysieren",
           "goal": "Drei Prestigemarker jeder Farbe gewinnen; eine verdeckte Prinzessin verliert.", "use": "Diesen Hofstaat nehmen",
           "shown": "Ein zufälliger Hofstaat liegt aus."},
}


def queen_decides(page, lang):
    """One decision of the person: the plain choices first, a Princess's reveal on a tile."""
    w = LQ_WORDS[lang]
    group = page.get_by_role("group", name=w["choices"])
    names = group.get_by_role("button").evaluate_all("els => els.map(e => e.textContent)") if group.count() else []
    if not names:
        person_moves(page)
        return
    for prefer in (w["confirm"], w["roll"], w["skip"], w["done"]):
        if prefer in names:
            group.get_by_role("button", name=prefer, exact=True).click()
            break
    else:
        group.get_by_role("button").first.click()
    settle(page)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_queen_moves_heard_marked_and_set_up_previewed(page, server, lang):
    w = LQ_WORDS[lang]
    open_page(page, server.url, f"lang={lang}")
    new_game(page, LQ[lang], "computer", seed="8", level={"en": "Easy", "de": "Leicht"}[lang], lang=lang, game_id="long-live-the-queen")
    # the goal is on the table
    assert page.get_by_text(w["goal"]).is_visible()
    # a random court is laid out first (a preview on the own line), sent only with Confirm
    page.get_by_role("group", name=w["choices"]).get_by_role("button", name=w["random"], exact=True).click()
    page.get_by_role("group", name=w["choices"]).get_by_text(w["shown"]).wait_for()
    assert page.evaluate("window.rosarium.ui.lines[0]") is None
    assert page.evaluate("window.rosarium.moves.length") == 0
    page.get_by_role("button", name=w["confirm"], exact=True).click()
    settle(page)
    # the computer's set-up and each of its actions after it are read out as they come
    for _ in range(30):
        page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
        said = computer_sentences(page)
        rolled = [s for s in said if re.match({"en": r"Black rolls \d", "de": r"Schwarz würfelt \d"}[lang], s)]
        if rolled:
            break
        queen_decides(page, lang)
    else:
        raise AssertionError("the computer never rolled")
    snap = heard(page, lang)
    assert said[-1] in snap, (said[-1], snap)
    assert {"en": "Black has arranged the court.", "de": "Schwarz hat den Hofstaat aufgestellt."}[lang] in played(page)
    # the computer's roll is marked on the bar: its number, named as the last move
    total = int(re.search(r"= (\d+)", rolled[-1]).group(1))
    bar = page.get_by_role("group", name=w["bar"])
    number = bar.get_by_role("img", name=re.compile(rf"^{total}, .*{ {'en': 'the last move', 'de': 'letzter Zug'}[lang] }$"))
    assert number.count() == 1, bar.aria_snapshot()
    strip_in_view(page, lang, played(page)[-1])


def test_queen_hint_court_taken_with_one_click(page, server):
    w = LQ_WORDS["en"]
    open_page(page, server.url, "advice_level=medium")
    new_game(page, LQ["en"], "computer", seed="9", game_id="long-live-the-queen")
    page.get_by_role("button", name="Hint", exact=True).click()
    page.wait_for_function("window.rosarium.advice.hint", timeout=60_000)
    hint = page.evaluate("window.rosarium.advice.hint.action")
    assert hint.startswith("setup ") and hint != "setup random"
    page.get_by_role("group", name=w["choices"]).get_by_role("button", name=w["use"], exact=True).click()
    # the proposed court is on the line (the draft), and Confirm takes the focus
    court = dict(kv.split("=") for kv in hint[len("setup "):].split())
    bar = page.get_by_role("group", name=w["bar"])
    for p in ("2", "12"):
        assert bar.get_by_role("button", name=re.compile(rf"^White's {court[p]} on {p}, ")).count() == 1
    assert page.evaluate("document.activeElement.textContent") == w["confirm"]
    page.keyboard.press("Enter")
    settle(page)
    assert page.evaluate("window.rosarium.ui.masters[0].tile") == court["master"]


def test_bella_rosarum_computer_moves_heard(page, server):
    for lang in ("en", "de"):
        open_page(page, server.url, f"lang={lang}")
        # the person plays the third seat: the first two seats' turns are the computer's
        new_game(page, BR[lang], "computer", seed="5", level={"en": "Easy", "de": "Leicht"}[lang], lang=lang, game_id="bella-rosarum",
                 play_as={"en": "Player 3", "de": "Spieler 3"}[lang])
        page.wait_for_function(HUMAN_OR_OVER, timeout=120_000)
        said = computer_sentences(page)
        assert said, "no computer move"
        snap = heard(page, lang)
        for s in said[-3:]:
            assert s in snap, (s, snap)
        strip_in_view(page, lang, played(page)[-1])


def rk_near_end():
    """A Rose King position where Red ends the game by playing a card on a square only that card
    reaches (no hero): (position string, that square), found by playing a seeded game on."""
    for seed in ("end", "end2", "end3"):
        state = api.new_game("rose-king", seed)
        for _ in range(400):
            if api.outcome(state) is not None:
                break
            acts = api.legal_actions(state)
            if api.current_player(state) == 0:
                moves = api.ui_state(state)["moves"]
                for m in moves:
                    alone = [x for x in moves if x["target"] == m["target"]] == [m]
                    if alone and not m["hero"] and api.outcome(api.apply(state, m["action"])) is not None:
                        return api.to_position(state), m["target"]
            plays = [a for a in acts if a not in ("draw", "pass") and not a.startswith("hero ")]
            state = api.apply(state, (plays or acts)[0])
    return None, None


def test_end_dialog_is_modal_escape_closes_and_focus_returns(page, server):
    link, square = rk_near_end()
    assert link, "no position one move from the end"
    open_page(page, server.url, f"position={quote(link)}")
    page.get_by_role("group", name=RK_BOARD["en"]).get_by_role("button", name=square, exact=True).click()
    dialog = page.get_by_role("dialog", name="Game over")
    dialog.wait_for()
    # modal: the page behind it is out of reach (a click on the top bar's New game reaches nothing)
    assert page.evaluate("document.querySelector('#end-dialog').matches(':modal')")
    box = page.locator("#btn-new").bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    assert dialog.is_visible() and not page.locator("#new-game-dialog").is_visible()
    page.keyboard.press("Escape")
    assert not dialog.is_visible()
    # the square is disabled now (the game is over): the focus goes back to the board it was on
    assert page.evaluate("!!document.activeElement.closest('#table')"), page.evaluate("document.activeElement.outerHTML")
    # Close gives the focus back to where it was when the dialog opened
    page.get_by_role("button", name="Undo", exact=True).click()
    settle(page)
    page.get_by_role("button", name="Show territories", exact=True).focus()
    page.keyboard.press("Control+y")
    dialog.wait_for()
    dialog.get_by_role("button", name="Close", exact=True).click()
    assert page.evaluate("document.activeElement.id") == "btn-terr"


def in_view(page, locator, what):
    """The element's whole box lies inside the viewport."""
    box = locator.bounding_box()
    size = page.viewport_size
    assert box and box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= size["width"] + 0.5 and box["y"] + box["height"] <= size["height"] + 0.5, (what, box, size)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_end_dialog_fits_a_phone(page, server, lang):
    """On 390×844 the end dialog opens at its top, its heading focused, its heading and every
    button on screen (the account with its territory map scrolls between them); still modal,
    Escape closes it and the focus goes back to the table."""
    link, square = rk_near_end()
    assert link, "no position one move from the end"
    page.set_viewport_size({"width": 390, "height": 844})
    open_page(page, server.url, f"lang={lang}&position={quote(link)}")
    page.get_by_role("group", name=RK_BOARD[lang]).get_by_role("button", name=square, exact=True).click()
    title, close, review, new = {"en": ("Game over", "Close", "Review and analyse", "New game"),
                                 "de": ("Spielende", "Schließen", "Nachspielen und analysieren", "Neues Spiel")}[lang]
    dialog = page.get_by_role("dialog", name=title)
    dialog.wait_for()
    assert page.evaluate("document.querySelector('#end-dialog').matches(':modal')")
    heading = dialog.get_by_role("heading", name=title)
    assert page.evaluate("document.activeElement.id") == "end-title"
    in_view(page, heading, "the end dialog's heading")
    for name in (close, review, new):
        button = dialog.get_by_role("button", name=name, exact=True)
        in_view(page, button, f"the end dialog's {name}")
        assert button.bounding_box()["height"] >= 44, name
    page.screenshot(path=str(shot_dir() / f"end-dialog-phone-{lang}.png"))
    page.keyboard.press("Escape")
    assert not dialog.is_visible()
    assert page.evaluate("!!document.activeElement.closest('#table')")


def test_skip_link_hint_key_and_rules_in_the_bar(page, server):
    open_page(page, server.url, "advice_level=medium")
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to the board")
    assert page.evaluate("document.activeElement.textContent") == "Skip to the board"
    skip.press("Enter")
    assert page.evaluate("!!document.activeElement.closest('#table')")
    page.keyboard.press("h")
    page.wait_for_function("window.rosarium.advice.hint", timeout=60_000)
    assert page.locator("#hint-text").inner_text().startswith("Hint: ")
    rules = page.get_by_role("navigation", name="Game menu").get_by_role("link", name="Rules lesson: The Rose King")
    assert rules.get_attribute("href") == "lessons/lesson.html?game=rose-king"
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Keyboard shortcuts").click()
    assert "Hint: the computer suggests a move for you" in page.get_by_role("dialog", name="Keyboard shortcuts").inner_text()


def test_hint_line_moves_nothing(page, server):
    open_page(page, server.url, "advice_level=medium")
    top = page.locator("#board").bounding_box()["y"]
    page.get_by_role("button", name="Win chance", exact=True).click()
    page.get_by_role("button", name="Hint", exact=True).click()
    page.wait_for_function("window.rosarium.advice.hint && window.rosarium.advice.win", timeout=60_000)
    assert page.locator("#hint-text").inner_text()
    assert page.locator("#board").bounding_box()["y"] == top


def test_new_game_dialog_escape_gives_the_focus_back(page, server):
    open_page(page, server.url)
    new = page.get_by_role("button", name="New game", exact=True)
    new.focus()
    page.keyboard.press("Enter")
    dialog = page.get_by_role("dialog", name="New game")
    dialog.wait_for()
    assert page.evaluate("document.querySelector('#new-game-dialog').matches(':modal')")
    page.keyboard.press("Escape")
    assert not dialog.is_visible()
    assert page.evaluate("document.activeElement.id") == "btn-new"
