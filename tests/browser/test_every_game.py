"""Every registered game through the one table shell (web/shell/), with no per-game code.

The games come from the engine's registry (engine/games/__init__.py); the page's registry
(web/games/index.js) must list the same ones, and gives each game's name and seat names as the
page shows them. A person is played by role and name: on their turn they press the enabled
buttons of the game's table (#table) until the engine's state changes, which covers a square,
a card and its Confirm panel, or a choice button. Each test fails on a console error.
"""

from __future__ import annotations

import json
import re

import pytest

from engine import api
from engine.games import GAMES as ENGINE_GAMES
from tests.browser.pagedriver import HUMAN_OR_OVER, SETTLED, bar_button, new_game, new_game_dialog, open_file, open_page, settle, wait_ready

pytestmark = pytest.mark.browser

GAME_IDS = sorted(ENGINE_GAMES)

# "styled": the game's stylesheet is linked from the page, or its whole text is in a sheet that is
# (build.py joins the game page's sheets into page.css, in their order, without their comments and
# indentation: both are compared so)
REGISTRY = """async () => {
  const reg = await import(new URL("games/index.js", location.href).href);
  const lean = (t) => t.replace(/\\/\\*[\\s\\S]*?\\*\\//g, "").split("\\n").map((l) => l.trim()).filter(Boolean).join("\\n");
  const text = async (href) => lean(await (await fetch(href)).text());
  const linked = await Promise.all([...document.querySelectorAll("link[rel=stylesheet]")].map((l) => text(l.href)));
  return Promise.all(reg.GAMES.map(async (g) => {
    const own = (await text(g.css)).trim();
    return { id: g.id, name: g.name, seats: g.variants[0].seats,
      styled: own.length > 0 && linked.some((t) => t.includes(own)),
      seatNames: Array.from({ length: g.variants[0].seats }, (_, s) => g.seatName(s, g.variants[0].seats, null)) };
  }));
}"""


def public_position(page):
    """The position on the board as anyone may see it (RK-14.4, LQ-14.2): opening a shared
    link or export deals what it withholds afresh, so only this part comes back unchanged."""
    return api.share_position(page.evaluate("window.rosarium.state"))


def against(game):
    """Seat 0 a person, every other seat the computer (the New game dialog's "Against the computer")."""
    return ["human"] + ["computer"] * (game["seats"] - 1)


def registry(page):
    return {g["id"]: g for g in page.evaluate(REGISTRY)}


def against_the_computer(page, game, seed):
    """A new game of ``game`` (the page's registry entry): the first seat a person, every other
    seat the computer at its fastest level (these tests need a game, not a strong one)."""
    new_game(page, game["name"], "computer", seed=seed, level="Easy", play_as=game["seatNames"][0], game_id=game["id"])


def show_my_screen(page):
    """Hot-seat with hidden information: the seat whose screen it is says so (hand-over screen)."""
    if page.evaluate("window.rosarium.handover") is not None:
        page.get_by_role("button", name=re.compile(r", show my ")).click()
        settle(page)


def person_moves(page):
    """The person to move presses enabled buttons of the table until the position changes."""
    before = json.dumps(page.evaluate("window.rosarium.state"), sort_keys=True)
    tried = set()
    for _ in range(40):
        buttons = page.locator("#table").get_by_role("button", disabled=False)
        names = buttons.evaluate_all("els => els.map(e => e.getAttribute('aria-label') || e.textContent)")
        fresh = [i for i, n in enumerate(names) if n not in tried]
        assert fresh, f"no button changes the position; tried {sorted(tried)}"
        i = fresh[0]
        tried.add(names[i])
        buttons.nth(i).click()
        settle(page)
        if json.dumps(page.evaluate("window.rosarium.state"), sort_keys=True) != before:
            return names[i]
    raise AssertionError("forty presses and the position never changed")


@pytest.fixture
def games(page, server):
    open_page(page, server.url)
    reg = registry(page)
    assert sorted(reg) == GAME_IDS, "the page's registry and the engine's list different games"
    assert all(g["styled"] for g in reg.values()), "index.html must link every game's stylesheet"
    return reg


METADATA = """async () => {
  const reg = await import(new URL("games/index.js", location.href).href);
  // German texts load only on a page that shows them (lang.js): load them to read both names
  await (await import(new URL("core/lang.js", location.href).href)).loadLang("de");
  return reg.GAMES.map((g) => ({ id: g.id, prefix: g.prefix,
    names: { en: g.strings.en.gameName, de: g.strings.de.gameName },
    variants: g.variants.map((v) => [v.id, v.seats]) }));
}"""


def test_the_new_game_dialog_offers_what_the_engine_registers(page, server):
    """The New game dialog is built from the page's registry before the engine starts; that
    registry must say what the engine's metadata (api.games(), GameInfo) says: the same games in
    the same order, their position prefixes and names in both languages, and only variants the
    engine has, with its seat counts, in its order (a table may leave one out)."""
    open_page(page, server.url)
    web = page.evaluate(METADATA)
    engine = api.games()
    assert [g["id"] for g in web] == [g["id"] for g in engine]
    for w, e in zip(web, engine):
        assert w["prefix"] == e["position_prefix"], w["id"]
        assert w["names"] == {lang: e["names"][lang] for lang in ("en", "de")}, w["id"]
        known = [[v["id"], v["seats"]] for v in e["variants"]]
        assert w["variants"] and all(v in known for v in w["variants"]), (w["id"], w["variants"], known)
        assert w["variants"] == sorted(w["variants"], key=known.index), f"{w['id']}: variants out of the engine's order"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_opening_game_starts_with_the_persons_move(page, server, game_id):
    """TBL-3.1: the game a page opens by itself (nothing saved) seats its one person where the
    deal gives the first move; nothing is played for the person before it. A game whose deal
    decides who moves first gets fresh deals until one gives it to a seat other than the first."""
    dealt = len({api.current_player(api.new_record(game_id, f"s{i}", None, None)["start"]) for i in range(12)}) > 1
    seats = set()
    for _ in range(8 if dealt else 1):
        page.goto("about:blank")
        open_page(page, server.url, f"game={game_id}", game=game_id)
        got = page.evaluate("() => ({ ui: window.rosarium.ui, config: window.rosarium.config, index: window.rosarium.index })")
        ui, controllers = got["ui"], got["config"]["controllers"]
        first = ui["current_player"]
        assert controllers.count("human") == 1 and controllers[first] == "human", (first, controllers)
        assert got["index"] == 0 and ui["legal"], "the person's first move is open at once"
        seats.add(first)
        if seats - {0}:
            break
        page.evaluate("() => localStorage.clear()")  # no saved game: the next visit deals anew
    assert seats - {0} or not dealt, "eight deals all gave the first move to the first seat"
    # the New game dialog offers the first seat again, not the one the deal gave
    dlg = new_game_dialog(page)
    dlg.get_by_role("radio", name="Against the computer", exact=True).check()
    assert dlg.get_by_label("Play as").input_value() == "0"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_new_game_against_the_computer_to_the_end(page, games, game_id):
    game = games[game_id]
    # Seed 11: Bella Rosarum ends by the rules in round 11 (about 300 moves); seeds 2 and 3 run
    # to the turn cap (round 30, about 730 moves), and the page redraws its table after every move.
    against_the_computer(page, game, seed="11")
    assert game["name"] in page.title()
    assert page.get_by_text(f"{game['seatNames'][1]} (computer)").count() >= 1
    presses = 0
    for _ in range(1500):
        page.wait_for_function(HUMAN_OR_OVER, timeout=120_000)
        if page.evaluate("!!window.rosarium.ui.outcome"):
            break
        assert page.evaluate("window.rosarium.ui.current_player") == 0  # only the person's seat waits for a person
        person_moves(page)
        presses += 1
    ui = page.evaluate("window.rosarium.ui")
    assert ui["outcome"], "the game did not end"
    assert presses > 3
    assert page.get_by_role("status").inner_text().startswith("Game over")
    assert page.locator("#movelist li.done").count() > presses


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hint_and_win_chance_answer(page, games, game_id):
    game = games[game_id]
    against_the_computer(page, game, seed="12")
    page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
    hint = page.get_by_role("button", name="Hint", exact=True)
    assert hint.is_enabled()
    hint.click()
    page.wait_for_function("window.rosarium.advice.hint", timeout=60_000)
    advice = page.evaluate("window.rosarium.advice")
    assert advice["hint"]["action"], advice
    text = page.locator("#hint-text").inner_text()
    assert text == advice["hint"]["text"] and text.startswith("Hint: ")
    # the table marks the suggestion where it can: at least one element of the table says so
    if advice["hint"]["action"] in page.evaluate("window.rosarium.ui.legal"):
        assert page.locator("#table .hint").count() >= 1
    switch = page.get_by_role("button", name="Win chance", exact=True)
    switch.click()
    assert switch.get_attribute("aria-pressed") == "true"
    page.wait_for_function("window.rosarium.advice.win", timeout=60_000)
    meter = page.get_by_role("meter", name=f"Win chance for {game['seatNames'][0]} (to move)")
    assert 0.0 <= float(meter.get_attribute("value")) <= 1.0
    assert page.locator(".win-text").inner_text().startswith(f"{game['seatNames'][0]} to move: about ")
    # the hinted action is one the engine accepts here: playing it through the page works
    assert person_moves(page)


def views_load(game_id):
    """Whether the engine loads a seat's view back into a state (engine/games/PROTOCOL.md "Views"):
    the page's link of a game with hidden information is made that way, so it holds no secret."""
    state = api.new_game(game_id, 5)
    for _ in range(4):  # a few plies in, where a seat holds secrets
        if api.outcome(state) is None:
            state = api.apply(state, api.legal_actions(state)[0])
    try:
        api.load_state(json.dumps(api.view(state, 0)))
    except ValueError:
        return False
    return True


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_copy_link_keeps_position_and_computer_seat(page, context, games, game_id):
    game = games[game_id]
    assert views_load(game_id), "the engine must load a seat's view back (PROTOCOL.md, Views): the link is made that way"
    against_the_computer(page, game, seed="21")
    page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
    person_moves(page)
    page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
    position = public_position(page)
    bar_button(page, "Copy link").click()
    link = page.get_by_role("textbox", name="Copy link").input_value()
    assert "position=" in link and "computer=1%3Aeasy" in link

    other = context.new_page()
    other.goto(link + "&delay=0")
    wait_ready(other)
    assert other.evaluate("window.rosarium.game") == game_id
    assert public_position(other) == position
    assert other.evaluate("window.rosarium.config.controllers") == against(game)
    assert other.get_by_text(f"{game['seatNames'][1]} (computer)").count() >= 1
    assert "Position loaded" in other.locator("#messages").inner_text()
    assert "computer=" not in other.url and "position=" not in other.url

    # a refused computer seat is named, and the position opens with people at every seat
    other.goto(f"{link.split('&computer=')[0]}&computer=9%3Ahard&delay=0")
    wait_ready(other)
    message = other.locator("#messages").inner_text()
    assert "9:hard" in message and "ignored" in message
    assert other.evaluate("window.rosarium.config.controllers") == ["human"] * game["seats"]

    # New game → Play this position: every seat but the first goes to the computer, the position stays
    other.get_by_role("button", name="New game", exact=True).click()
    dlg = other.get_by_role("dialog")
    dlg.get_by_role("radio", name="Play this position").check()
    for name in game["seatNames"][1:]:
        dlg.get_by_role("checkbox", name=name, exact=True).check()
    dlg.get_by_role("button", name="Start", exact=True).click()
    other.wait_for_function(f"{SETTLED} && window.rosarium.config.controllers[1] === 'computer'", timeout=60_000)
    assert other.evaluate("window.rosarium.config.controllers") == against(game)
    other.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
    assert other.evaluate("window.rosarium.handover") is None  # one person: no hand-over screens


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_import_of_an_export_keeps_computer_seats(page, games, game_id, tmp_path):
    game = games[game_id]
    against_the_computer(page, game, seed="33")
    for _ in range(2):
        page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
        person_moves(page)
    page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
    moves = page.locator("#movelist li.done").all_inner_texts()
    position = public_position(page)
    with page.expect_download() as dl:
        page.get_by_role("button", name="Share game", exact=True).click()
    path = tmp_path / "game.json"
    dl.value.save_as(path)
    record = json.loads(path.read_text())
    assert record["game"] == game_id and record["computer"] == {str(s): "easy" for s in range(1, game["seats"])}

    new_game(page, game["name"], f"{game['seats']} players, hot-seat", seed="34", game_id=game["id"])
    assert page.evaluate("window.rosarium.config.controllers") == ["human"] * game["seats"]
    open_file(page, path)
    page.get_by_role("alert").filter(has_text="imported").wait_for()
    settle(page)
    assert page.evaluate("window.rosarium.config.controllers") == against(game)
    assert public_position(page) == position
    # a shared record keeps the moves it can without a secret (all: RK-14.1; none: LQ-14.1, BR-14.2)
    assert page.locator("#movelist li.done").all_inner_texts() == moves[: len(record["actions"])]

    # a record whose computer seats cannot be used: named in the message, the moves still load
    record["computer"] = {"1": "grandmaster"}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    open_file(page, bad)
    page.get_by_role("alert").filter(has_text="grandmaster").wait_for()
    settle(page)
    assert page.evaluate("window.rosarium.config.controllers") == ["human"] * game["seats"]
    show_my_screen(page)
    assert page.locator("#movelist li.done").all_inner_texts() == moves[: len(record["actions"])]
