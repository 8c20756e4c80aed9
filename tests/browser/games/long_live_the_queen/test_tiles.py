"""Long Live the Queen's tiles as the controls, in English and German: the court
arranged at set-up by swapping tiles (click and drag) or by one tap on the random court, ability
choices answered by picking a tile and then its partner (LQ-5.9 Witch swaps, LQ-5.6 the Princess's
reveal), the ability card on keyboard focus, the legend and the Guard's shield (an SVG, not a
character common fonts lack).

Every control is found by role and accessible name, as a person would find it. The decision
positions are built with the engine (api.load_state) and opened by a position link (LQ-12).
"""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest

from engine import api
from tests.browser import pagedriver
from tests.browser.pagedriver import new_game, shot_dir

pytestmark = pytest.mark.browser

BAR = {"en": "Number bar with both courts", "de": "Zahlenleiste mit beiden Hofstaaten"}
LINES = [["Guard", "Apprentice", "Witch", "Noble", "Cheater", "Princess", "Clown", "Consul", "Assassin", "Apprentice", "Schemer"],
         ["Noble", "Consul", "Apprentice", "Guard", "Schemer", "Princess", "Witch", "Sniper", "Assassin", "Apprentice", "Cheater"]]


def decision_link(dice, faces, pending):
    """A position where White decides (phase resolve), loaded by the engine, as a position string."""
    state = api.load_state({
        "format": 1, "game": "long-live-the-queen", "variant": "2p", "phase": "resolve", "to_move": 0, "turn": 3,
        "dice": dice, "lines": LINES, "faces": faces, "masters": ["Sniper", "Clown"], "master_faces": ["D", "D"],
        "prestige": [[0, 0, 1], [0, 0, 0]], "pending": pending, "rng": "4385e5fc4ca84572",
    })
    return api.to_position(state)


GAME_ID = "long-live-the-queen"
NAMES = {"en": "Long Live the Queen", "de": "Lang lebe die Königin"}  # in the New game dialog


def settle(page):
    pagedriver.settle(page, game=GAME_ID)


def open_page(page, server, query):
    pagedriver.open_page(page, server.url, query, game=GAME_ID)


def new_game_against_the_computer(page, server, lang="en", seed="3"):
    pagedriver.open_page(page, server.url, f"lang={lang}")
    new_game(page, NAMES[lang], "computer", seed=seed, lang=lang, game_id=GAME_ID)


def board(page, lang="en"):
    return page.get_by_role("group", name=BAR[lang])


def tile(page, pattern, lang="en"):
    """The one tile button whose accessible name matches `pattern` (a regular expression)."""
    found = board(page, lang).get_by_role("button", name=re.compile(pattern))
    assert found.count() == 1, (pattern, found.count())
    return found


def name_of(locator):
    return locator.get_attribute("aria-label")


def own_line(page, lang="en"):
    """White's draft as the tiles name it: {position: tile name} and the Master."""
    labels = board(page, lang).get_by_role("button").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    line, master = {}, None
    for label in labels:
        m = re.fullmatch(r"White's (.+) on (\d+), face .*", label) or re.fullmatch(r"(.+) von Weiß auf (\d+), .*", label)
        if m:
            line[int(m.group(2))] = m.group(1)
        m = re.fullmatch(r"White's Master: (.+), face down \(secret\)", label) or re.fullmatch(r"Meister von Weiß: (.+), verdeckt \(geheim\)", label)
        if m:
            master = m.group(1)
    return line, master


def test_set_up_by_random_court(page, server):
    new_game_against_the_computer(page, server, seed="6")
    assert page.get_by_role("heading", name="Arrange your court").is_visible()
    choices = page.get_by_role("group", name="Your choices")
    choices.get_by_role("button", name="Random court", exact=True).click()
    # laid out on the own line first, nothing sent; Confirm sends it (LQ-3.5)
    choices.get_by_text("A random court is laid out.").wait_for()
    assert page.evaluate("window.rosarium.ui.lines[0]") is None
    shown, master = own_line(page)
    choices.get_by_role("button", name="Confirm set-up", exact=True).click()
    settle(page)
    ui = page.evaluate("window.rosarium.ui")
    assert ui["masters"][0]["tile"] in ("Sniper", "Assassin", "Schemer", "Noble", "Consul", "Clown", "Witch")  # LQ-3.2
    # the line and its Master are the whole set of tiles (LQ-3.1), whatever the deal
    assert sorted([s["tile"] for s in ui["lines"][0]] + [ui["masters"][0]["tile"]]) == sorted(LINES[0] + ["Sniper"])
    # the court sent is the one shown
    assert {s["position"]: s["tile"] for s in ui["lines"][0]} == shown and ui["masters"][0]["tile"] == master
    assert "White has arranged the court." in " ".join(page.locator("#movelist li.done").all_inner_texts())
    assert page.get_by_role("heading", name="Arrange your court").count() == 0


def test_set_up_by_swapping_tiles_click_and_drag(page, server):
    new_game_against_the_computer(page, server)
    line, master = own_line(page)
    assert len(line) == 11 and line[7] == "Princess" and master
    # click the tile on 2, then the tile on 12: they change places (the set-up is still a draft)
    first = tile(page, r"^White's .+ on 2, ")
    first.click()
    assert first.get_attribute("aria-pressed") == "true"
    assert "picked" in page.get_by_role("group", name="Your choices").inner_text()
    tile(page, r"^White's .+ on 12, ").click()
    after, _ = own_line(page)
    assert (after[2], after[12]) == (line[12], line[2])
    assert page.evaluate("window.rosarium.ui.lines[0]") is None  # nothing sent to the engine yet
    # the Master takes only a tile with a prestige colour (the engine's list, LQ-3.2): picking the
    # Guard after the Master picks the Guard instead of swapping
    guard = [p for p, n in after.items() if n == "Guard"][0]
    tile(page, r"^White's Master: ").click()
    tile(page, rf"^White's Guard on {guard}, ").click()
    assert own_line(page)[1] == master
    assert tile(page, rf"^White's Guard on {guard}, ").get_attribute("aria-pressed") == "true"
    tile(page, rf"^White's Guard on {guard}, ").click()  # picked again: let go
    assert board(page).locator("[aria-pressed=true]").count() == 0
    witch = [p for p, n in own_line(page)[0].items() if n == "Witch"][0]
    tile(page, r"^White's Master: ").click()
    tile(page, rf"^White's Witch on {witch}, ").click()
    line, master = own_line(page)
    assert master == "Witch"
    # drag the tile on 3 onto the tile on 4
    tile(page, r"^White's .+ on 3, ").drag_to(tile(page, r"^White's .+ on 4, "))
    dragged, _ = own_line(page)
    assert (dragged[3], dragged[4]) == (line[4], line[3])
    # one action, validated by the engine (LQ-3.5)
    page.get_by_role("button", name="Confirm set-up", exact=True).click()
    settle(page)
    ui = page.evaluate("window.rosarium.ui")
    assert ui["masters"][0]["tile"] == "Witch"
    assert {s["position"]: s["tile"] for s in ui["lines"][0]} == dragged
    page.screenshot(path=str(shot_dir() / "lltq-setup-swaps.png"))


def test_witch_swaps_and_princess_reveal_by_clicking_tiles(page, server):
    # White's face-up Witch on 4 acts (LQ-5.9): up to two swaps in Black's line, then Black's 4 turns up
    link = decision_link([2, 2], ["DDUDDUDDDDD", "DDDDDUDDDDD"], ["swap 0 1 2", "up 1 4"])
    open_page(page, server, f"position={quote(link)}")
    settle(page)
    page.get_by_role("button", name="I am White, show my tiles").click()
    settle(page)
    assert "swap two neighbouring tiles in Black's line" in page.get_by_role("status").inner_text()
    # no row of "Swap 6 and 7" buttons: the choices keep only "No more swaps"
    choices = page.get_by_role("group", name="Your choices").get_by_role("button")
    assert choices.evaluate_all("els => els.map(e => e.textContent)") == ["No more swaps"]
    six = tile(page, r"^Black's face-down tile on 6$")
    six.click()
    assert six.get_attribute("aria-pressed") == "true"
    # its partners are the neighbours the engine lists (swap 5-6, swap 6-7)
    marked = board(page).locator(".lq-tile.target").evaluate_all("els => els.map(e => e.dataset.key).sort()")
    assert marked == ["1:5", "1:7"]
    tile(page, r"^Black's Princess on 7, face up$").click()
    settle(page)
    ui = page.evaluate("window.rosarium.ui")
    line = {s["position"]: s for s in ui["lines"][1]}
    assert line[6]["tile"] == "Princess" and line[6]["face"] == "U"
    assert ui["decision"]["swaps_left"] == 1
    # focus stays on the board, on the place picked last
    assert page.evaluate("document.activeElement.dataset.key") == "1:7"
    page.get_by_role("button", name="No more swaps", exact=True).click()
    settle(page)
    assert page.evaluate("window.rosarium.ui.decision") is None

    # the Princess's reveal (LQ-5.6): one tap on the own face-down tile
    link = decision_link([3, 4], ["DDUDDUDDDDD", "DDDDDUDDDDD"], ["reveal 0"])
    open_page(page, server, f"position={quote(link)}")
    settle(page)
    page.get_by_role("button", name="I am White, show my tiles").click()
    settle(page)
    assert page.get_by_role("group", name="Your choices").get_by_role("button").count() == 0
    assert "Pick one of your face-down tiles" in page.get_by_role("group", name="Your choices").inner_text()
    tile(page, r"^White's Noble on 5, face down \(secret\)$").click()
    settle(page)
    ui = page.evaluate("window.rosarium.ui")
    assert {s["position"]: s["face"] for s in ui["lines"][0]}[5] == "U"
    assert tile(page, r"^White's Noble on 5, face up$").count() == 1


def test_ability_card_on_focus_legend_and_guard_shield(page, server):
    # White's face-up Sniper on 3 aims at Black's 11 (LQ-5.1); Black's face-up Assassin on 8 aims at
    # White's 8, kept face up by White's face-up Guard on 9 (LQ-5.2, LQ-5.11)
    link = api.to_position(api.load_state({
        "format": 1, "game": "long-live-the-queen", "variant": "2p", "phase": "roll", "to_move": 0, "turn": 3,
        "dice": [], "lines": [["Consul", "Sniper", "Apprentice", "Noble", "Cheater", "Princess", "Clown", "Guard", "Assassin", "Apprentice", "Schemer"],
                              ["Noble", "Consul", "Apprentice", "Guard", "Schemer", "Princess", "Assassin", "Witch", "Sniper", "Apprentice", "Cheater"]],
        "faces": ["DUDDDUDUDDD", "DDDUDUUDDDD"], "masters": ["Witch", "Clown"], "master_faces": ["D", "D"],
        "prestige": [[1, 0, 0], [0, 0, 0]], "pending": [], "rng": "4385e5fc4ca84572",
    }))
    open_page(page, server, f"position={quote(link)}")
    settle(page)
    page.get_by_role("button", name="I am White, show my tiles").click()
    settle(page)
    # the marks: White's Sniper on 3 aims at 11 (LQ-5.1); Black's Assassin on 8 at White's 8 (LQ-5.2)
    assert tile(page, r"^Black's face-down tile on 11, threatened by White's Sniper on 3$").count() == 1
    assert tile(page, r"^White's Clown on 8, face down \(secret\), aimed at by Black's Assassin on 8, but protected by a Guard$").count() == 1
    assert board(page).locator("svg.lq-shield").count() == 1  # drawn, not a "⛨" character (no glyph in common fonts)
    # keyboard: Tab reaches the board (one Tab stop), arrow keys walk the tiles, the card follows focus
    card = page.get_by_role("tooltip")
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("!!(document.activeElement.dataset && document.activeElement.dataset.key)"):
            break
    else:
        raise AssertionError("Tab never reached a tile")
    assert card.is_visible()
    page.keyboard.press("Home")
    assert page.evaluate("document.activeElement.getAttribute('aria-label')").startswith("White's Master: Witch")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "White's Sniper on 3, face up"
    assert card.is_visible()
    text = card.inner_text()
    assert "Sniper" in text and "initiative 1" in text and "mirror position" in text
    assert page.evaluate("document.activeElement.getAttribute('aria-describedby')") == card.get_attribute("id")
    page.keyboard.press("ArrowRight")  # the Apprentice acts as its Master (LQ-5.10): the card names it
    assert "Apprentice" in card.inner_text() and "Its Master now: Witch." in card.inner_text()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowUp")  # to the other court: a back says what is still unplaced
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "Black's face-down tile on 3"
    assert "nobody has shown you" in card.inner_text()
    page.keyboard.press("Escape")
    assert card.is_hidden()
    # a mouse hovering shows it too, and a long-press of a finger (pointer events of a touch)
    tile(page, r"^White's Guard on 9, face up$").hover()
    assert card.is_visible() and "No ability, no initiative" in card.inner_text()
    page.mouse.move(0, 0)
    assert card.is_hidden()
    tile(page, r"^White's Princess on 7, face up$").dispatch_event("pointerdown", {"pointerType": "touch", "isPrimary": True, "bubbles": True})
    card.wait_for(state="visible", timeout=3000)
    assert "Princess" in card.inner_text()
    tile(page, r"^White's Princess on 7, face up$").dispatch_event("pointerup", {"pointerType": "touch", "bubbles": True})
    page.get_by_role("button", name="What the marks mean", exact=True).click()
    legend = page.get_by_role("region", name="Legend")
    assert legend.is_visible()
    for words in ("Initiative", "FACE DOWN", "SEEN", "→ 9", "Red ×", "Shield", "Gold number", "Green ring"):
        assert words in legend.inner_text(), words
    assert legend.locator("svg.lq-shield").count() == 1
    assert "⛨" not in page.evaluate("document.body.textContent")
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(shot_dir() / "lltq-legend-phone.png"), full_page=True)


def test_tiles_card_and_legend_in_german(page, server):
    new_game_against_the_computer(page, server, lang="de")
    assert page.get_by_role("heading", name="Stelle deinen Hofstaat auf").is_visible()
    line, master = own_line(page, "de")
    assert line[7] == "Prinzessin"
    tile(page, r"^.+ von Weiß auf 2, verdeckt \(geheim\)$", "de").click()
    tile(page, r"^.+ von Weiß auf 5, verdeckt \(geheim\)$", "de").click()
    after, _ = own_line(page, "de")
    assert (after[2], after[5]) == (line[5], line[2])
    # the card on keyboard focus, in German
    card = page.get_by_role("tooltip")
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("!!(document.activeElement.dataset && document.activeElement.dataset.key)"):
            break
    page.keyboard.press("Home")
    assert card.is_visible()
    assert "Initiative" in card.inner_text() and "Prestigemarker" in card.inner_text()
    page.get_by_role("button", name="Was die Zeichen bedeuten", exact=True).click()
    legend = page.get_by_role("region", name="Legende")
    assert "GESEHEN" in legend.inner_text() and "Schild" in legend.inner_text()
    for english in ("FACE DOWN", "Shield", "Gold number"):
        assert english not in legend.inner_text(), english
    page.get_by_role("button", name="Aufstellung bestätigen", exact=True).click()
    settle(page)
    ui = page.evaluate("window.rosarium.ui")
    assert ui["lines"][0] is not None
    # the Witch's swaps in German, by tiles
    link = decision_link([2, 2], ["DDUDDUDDDDD", "DDDDDUDDDDD"], ["swap 0 1 2", "up 1 4"])
    open_page(page, server, f"lang=de&position={quote(link)}")
    settle(page)
    page.get_by_role("button", name="Ich bin Weiß, zeig meine Plättchen").click()
    settle(page)
    tile(page, r"^Prinzessin von Schwarz auf 7, offen$", "de").click()
    assert "gewählt" in page.get_by_role("group", name="Deine Wahl").inner_text()
    tile(page, r"^verdecktes Plättchen von Schwarz auf 8$", "de").click()
    settle(page)
    line = {s["position"]: s["tile"] for s in page.evaluate("window.rosarium.ui.lines[1]")}
    assert line[8] == "Princess"
