"""Never lose a game, never hang: damaged saves, two tabs, a full storage,
a dead rules worker, refused address parameters, engine messages without Python internals."""

import json
import re

import pytest

from tests.browser.games.rose_king.driver import RoseKingApp
from tests.browser.pagedriver import open_file, page_url

pytestmark = pytest.mark.browser

KEY = "rosarium.game.v2.rose-king"
BACKUPS = "Object.keys(localStorage).filter(k => k.startsWith('rosarium.backup.v1.rose-king.'))"


def messages(app):
    return app.page.locator("#messages").inner_text()


def saved_text(app):
    return app.page.evaluate(f"localStorage.getItem({json.dumps(KEY)})")


def play_some(app, seed, moves=3):
    app.open()
    app.new_game("hotseat", seed=seed)
    for _ in range(moves):
        app.human_turn()


def damage(text, kind):
    """The save `text` damaged the way `kind` says."""
    if kind == "not json":
        return text[: len(text) // 2]
    data = json.loads(text)
    if kind == "unknown version":
        data["v"] = 99
    elif kind == "index past the moves":
        data["index"] = len(data["moves"]) + 5
    elif kind == "state the engine refuses":
        data["header"]["start"]["crown"] = "z99"
    elif kind == "malformed ui":
        data["ui"]["score"] = "s"
    elif kind == "malformed config":
        data["config"]["controllers"] = "human"
    return json.dumps(data)


# damaged saves whose record (start and moves) is still whole: their export opens as the game
RECORD_WHOLE = ("unknown version", "index past the moves", "malformed ui", "malformed config")


@pytest.mark.parametrize(
    "kind",
    ["not json", "unknown version", "index past the moves", "state the engine refuses", "malformed ui", "malformed config"],
)
def test_damaged_save_is_kept_announced_and_exportable(app, kind, tmp_path):
    play_some(app, "d1")
    bad = damage(saved_text(app), kind)
    app.page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, bad])
    app.page.reload()
    app.wait_ready()
    text = messages(app)
    if kind == "malformed ui":
        # the board's saved drawing is damaged, the game is not: restored from its states
        assert "board could not be drawn" in text
        assert len(app.move_texts()) == 3
    else:
        assert "could not be restored" in text and "backup" in text
        assert app.move_texts() == []
    assert "Traceback" not in text and "engine." not in text
    # the damaged save, unchanged, under a backup key of its own
    keys = app.page.evaluate(BACKUPS)
    assert len(keys) == 1
    assert app.page.evaluate("k => localStorage.getItem(k)", keys[0]) == bad
    # offered as a file, exactly as it was
    with app.page.expect_download() as dl:
        app.button("Export the damaged save").click()
    out = tmp_path / "damaged.json"
    dl.value.save_as(out)
    assert out.read_text() == bad
    # the page is usable: a new game starts and is played
    app.new_game("hotseat", seed="d2")
    app.human_turn()
    assert len(app.move_texts()) == 1
    # the backup is never overwritten by later saves
    assert app.page.evaluate("k => localStorage.getItem(k)", keys[0]) == bad
    # the exported file opens as the game it holds where its record is whole, else is refused
    # with a reason, the game on the table kept
    before = app.move_texts()
    open_file(app.page, out)
    app.page.get_by_role("alert").filter(has_text="imported" if kind in RECORD_WHOLE else "kept").wait_for()
    app.settle()
    if kind in RECORD_WHOLE:
        assert len(app.move_texts()) == 3
    else:
        assert app.move_texts() == before


def test_second_damaged_save_gets_a_backup_of_its_own(app):
    play_some(app, "d3", moves=1)
    for n in range(2):
        app.page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, f"not json {n}"])
        app.page.reload()
        app.wait_ready()
    keys = app.page.evaluate(BACKUPS)
    values = sorted(app.page.evaluate("ks => ks.map(k => localStorage.getItem(k))", keys))
    assert values == ["not json 0", "not json 1"]


def saved_index(app):
    """The save's move index as `app`'s page reads it. Two pages of one browser may run in two
    processes whose copies of localStorage agree only a moment after a write: a test reads a
    write through the page that made it (or, to check a page did not write, through that page)."""
    return json.loads(saved_text(app))["index"]


def test_two_tabs_one_writes_the_other_says_so_and_can_take_over(app, context):
    """One tab owns a game's save; the other says so at once, saves nothing, and takes over on
    request with the newer game or its own (the other's then kept as a backup copy)."""
    play_some(app, "t1", moves=2)
    other = RoseKingApp(context.new_page(), app.base).open()
    assert len(other.move_texts()) == 2
    other.page.get_by_text("open in another tab").wait_for(timeout=10_000)
    # B plays a move: not saved, A's save stands
    other.human_turn()
    assert saved_index(other) == 2
    # A plays on: saved as always
    app.human_turn()
    app.human_turn()
    assert saved_index(app) == 4
    a_position = app.ui["position"]

    # B takes over with the newer game (A's): A is told at once and saves no more
    other.button("Load the newer game").click()
    other.page.get_by_text("newer game from the other tab is loaded").wait_for(timeout=30_000)
    other.settle()
    assert other.ui["position"] == a_position
    app.page.get_by_text("has taken this game over").wait_for(timeout=5_000)
    app.human_turn()
    assert saved_index(app) == 4
    other.human_turn()
    other.human_turn()  # B two moves on, A one: two different games
    assert saved_index(other) == 6 and json.loads(saved_text(other))["ui"]["position"] == other.ui["position"]
    b_position = other.ui["position"]
    # B's write has reached A's page (a moment later, as for a person who then presses a button)
    app.page.wait_for_function("([k, i]) => JSON.parse(localStorage.getItem(k)).index === i", arg=[KEY, 6], timeout=10_000)

    # A takes it back with its own game: B's save is kept as a copy first
    app.button("Keep this game").click()
    app.page.get_by_text("kept as a copy").wait_for()
    assert json.loads(saved_text(app))["ui"]["position"] == app.ui["position"] != b_position
    backups = app.page.evaluate(BACKUPS)
    assert len(backups) == 1
    assert json.loads(app.page.evaluate("k => localStorage.getItem(k)", backups[0]))["ui"]["position"] == b_position
    other.page.get_by_text("has taken this game over").wait_for(timeout=5_000)
    app.human_turn()
    assert saved_index(app) == 6 and json.loads(saved_text(app))["ui"]["position"] == app.ui["position"]


def test_keep_this_game_never_takes_back_a_draw_the_other_tab_made(app, context):
    """Tab B shows the game as it was before tab A drew a card: "Keep this game" in B would go
    back before the draw, with the drawn card known on top of the pile. B plays on the newer game
    instead and says why (seeds/table.md TBL-5.2), also when pressed before its engine is up;
    a reload keeps the draw."""
    play_some(app, "k7", moves=2)
    assert app.button("Draw card").is_enabled(), "the player to move may draw"
    # tab B's engine is held back until "Keep this game" is pressed: B's board comes from the save
    # at once, with the notice and its buttons, while the moves it needs are still to come
    held = []
    page = context.new_page()
    page.route(re.compile(r"/worker\.mjs(\?|$)"), lambda route: held.append(route))
    page.goto(page_url(app.base))
    other = RoseKingApp(page, app.base)
    other.page.get_by_text("open in another tab").wait_for(timeout=30_000)

    app.button("Draw card").click()
    app.played_since(2)
    assert app.page.evaluate("window.rosarium.moves[2].barrier")
    drawn = app.ui["position"]
    assert saved_index(app) == 3

    other.button("Keep this game").click()
    assert held, "tab B asked for its engine's worker"
    for route in held:
        route.continue_()
    page.unroute(re.compile(r"/worker\.mjs(\?|$)"))
    other.page.get_by_text("keeping this copy would take that back").wait_for(timeout=60_000)
    other.settle()
    assert other.ui["position"] == drawn
    assert saved_index(other) == 3
    other.page.reload()
    other.wait_ready()
    assert other.ui["position"] == drawn


FILL = """() => {
  // the browser's storage filled to the last character, as a very long game would
  const fill = (size) => { let n = 0; try { for (;; n++) localStorage.setItem(`junk.${size}.${n}`, 'j'.repeat(size)); } catch (e) {} };
  for (const size of [1 << 20, 1 << 14, 1 << 10, 64, 1]) fill(size);
}"""
EMPTY = "() => Object.keys(localStorage).filter(k => k.startsWith('junk.')).forEach(k => localStorage.removeItem(k))"


def test_a_full_storage_is_announced_and_a_reload_says_the_save_is_older(app):
    play_some(app, "q1", moves=2)
    app.page.evaluate(FILL)
    app.human_turn()
    text = messages(app)
    assert "could not be saved" in text and "storage is full" in text
    assert app.button("Export this game now").is_visible()
    assert app.button("Saved games").is_visible()
    app.human_turn()  # no second notice, play goes on
    assert len(app.move_texts()) == 4
    app.page.reload()
    app.wait_ready()
    # the older game comes back, with a word, although not even a small note fitted any more
    assert len(app.move_texts()) == 2
    assert "were not saved" in messages(app) and "after move 2" in messages(app)
    # said once: with room again the save is good, and the next start says nothing
    app.page.evaluate(EMPTY)
    app.human_turn()
    app.page.reload()
    app.wait_ready()
    assert "were not saved" not in messages(app)


def test_saved_games_lists_sizes_and_deletes_backups(app, tmp_path):
    play_some(app, "s1", moves=2)
    app.page.evaluate("([k, v]) => localStorage.setItem(k, v)", ["rosarium.backup.v1.rose-king.1700000000000", "old copy"])
    app.page.get_by_role("button", name="Menu", exact=True).click()
    app.button("Saved games").click()
    dlg = app.page.get_by_role("dialog", name="Saved games")
    assert "KB of the about 5,000 KB" in dlg.inner_text()
    # the game on the table can be exported, not deleted; the backup both
    assert dlg.get_by_role("button", name="Delete The Rose King, autosave", exact=False).count() == 0
    with app.page.expect_download() as dl:
        dlg.get_by_role("button", name="Export The Rose King, backup copy", exact=False).click()
    out = tmp_path / "copy.json"
    dl.value.save_as(out)
    assert out.read_text() == "old copy"
    dlg.get_by_role("button", name="Delete The Rose King, backup copy", exact=False).click()
    assert app.page.evaluate(BACKUPS) == []
    assert dlg.get_by_role("button", name="Export The Rose King, backup copy", exact=False).count() == 0
    dlg.get_by_role("button", name="Close", exact=True).click()


def test_unknown_fields_of_an_imported_record_are_not_saved(app, tmp_path):
    from engine import api  # noqa: PLC0415

    record = api.new_record("rose-king", 3, {"variant": "2p"})
    record["junk"] = "x" * 200_000
    path = tmp_path / "junk.json"
    path.write_text(json.dumps(record))
    app.open()
    open_file(app.page, path)
    app.page.get_by_role("alert").filter(has_text="imported").wait_for()
    app.settle()
    assert "junk" not in saved_text(app) and len(saved_text(app)) < 50_000


def test_dead_rules_worker_is_restarted_and_the_move_played(app):
    app.open("delay=0&call_ms=2000")
    app.new_game("hotseat", seed="w1")
    app.page.evaluate("window.rosarium.engineWorker.terminate()")
    app.human_turn()
    assert len(app.move_texts()) == 1
    assert app.page.evaluate("window.rosarium.engineRestarts") == 1
    assert "restarted" in messages(app)
    app.human_turn()  # the new worker plays on
    assert len(app.move_texts()) == 2


def test_hung_rules_worker_twice_the_move_is_refused_and_the_page_usable(app):
    app.open("delay=0&call_ms=1500")
    app.new_game("hotseat", seed="w2")
    before = app.ui["position"]
    # every worker swallows its messages: the call and its retry both get no answer
    app.page.evaluate(
        """() => {
          const proto = Worker.prototype, real = proto.postMessage;
          window.__hang = true;
          proto.postMessage = function (m, ...rest) {
            if (window.__hang && m && m.fn) return;
            return real.call(this, m, ...rest);
          };
        }"""
    )
    sq = app.enabled_squares()[0]
    app.square(sq).click()
    confirm = app.page.get_by_role("button", name="Confirm hero play")
    if confirm.count():
        confirm.click()
    app.page.get_by_text("even after a restart").wait_for(timeout=90_000)
    app.settle()
    assert app.ui["position"] == before and app.move_texts() == []
    app.page.evaluate("window.__hang = false")
    app.human_turn()
    assert len(app.move_texts()) == 1


@pytest.mark.parametrize(
    "query, named",
    [
        ("max_ms=100000000", "max_ms=100000000"),
        ("hard_ms=1e308", "hard_ms=1e308"),
        ("chance_ms=-5", "chance_ms=-5"),
        ("delay=Infinity", "delay=Infinity"),
        ("call_ms=1", "call_ms=1"),
        ("review_ms=0", "review_ms=0"),
        ("review_total_ms=10", "review_total_ms=10"),
    ],
)
def test_time_budgets_from_the_address_are_bounded(app, query, named):
    app.open(f"{query}")
    text = messages(app)
    assert named in text and "it takes a number from" in text


def test_advice_level_from_the_address_is_one_of_the_levels(app):
    app.open("advice_level=ab5h")
    text = messages(app)
    assert "advice_level=ab5h" in text and "medium, hard, max" in text
    app.open("delay=0&advice_level=hard&review_ms=400")
    assert "was ignored" not in messages(app)
    app.open("review_level=ab5h")
    text = messages(app)
    assert "review_level=ab5h" in text and "medium, hard, max" in text


def test_time_budget_in_bounds_is_taken_silently(app):
    app.open("delay=0&max_ms=3000&hard_ms=800")
    assert "was ignored" not in messages(app)


def test_engine_messages_hold_no_python_internals(app, tmp_path):
    app.open()
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": 1, "game": "rose-king", "actions": "x"}))
    open_file(app.page, bad)
    app.page.wait_for_function("document.querySelector('#messages').textContent.includes('refused')")
    text = messages(app)
    assert "engine." not in text and "InvalidRecord" not in text and "Traceback" not in text
    # the one function the page and the embed widget use
    shown = app.page.evaluate(
        """async () => {
          const { errorText } = await import('./core/engine.js');
          return [
            errorText({ name: 'InvalidRecord', message: 'engine.record.InvalidRecord: actions: must be a list' }),
            errorText({ name: 'InvalidState', message: 'engine.errors.InvalidState: turn: too large' }),
            errorText({ name: 'IllegalAction', message: 'IllegalAction: NE9 is not legal' }),
            errorText({ name: 'ValueError', message: 'Traceback (most recent call last):\\n  File "x.py", line 1\\nengine.errors.InvalidState: crown: bad' }),
            errorText({ name: 'TypeError', message: "'NoneType' object is not subscriptable" }),
            errorText({ name: 'InvalidState', message: 'options.variant: unknown' }),
          ];
        }"""
    )
    assert shown[:4] == ["actions: must be a list", "turn: too large", "NE9 is not legal", "crown: bad"]
    assert "NoneType" not in shown[4] and "internal error" in shown[4]
    assert shown[5] == "options.variant: unknown"


def test_damaged_saved_board_of_the_queen_is_not_drawn(app):
    """Every field of the saved ui_state is checked (the game's uiSchema) before it is drawn."""
    app.open("delay=0&game=long-live-the-queen")
    key = "rosarium.game.v2.long-live-the-queen"
    data = json.loads(app.page.evaluate("k => localStorage.getItem(k)", key))
    data["ui"]["lines"] = "s"
    bad = json.dumps(data)
    app.page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, bad])
    app.page.reload()
    app.wait_ready()
    assert "board could not be drawn" in messages(app)
    assert app.ui["game"] == "long-live-the-queen" and isinstance(app.ui["lines"], list)
    keys = app.page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('rosarium.backup.v1.long-live-the-queen.'))")
    assert [app.page.evaluate("k => localStorage.getItem(k)", k) for k in keys] == [bad]
