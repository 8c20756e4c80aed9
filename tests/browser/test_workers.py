"""A worker that dies is noticed at once, not by a deadline (web/engine-client.mjs, the policies
at the top of web/core/engine.js and web/core/computer.js): the rules worker is replaced and
the call asked once more, and when the fresh worker dies too the move is refused at once; the
search worker is replaced and the search asked once more before any random fallback move.

A worker "dies" here as the browser reports a crash: it is terminated and its `error` event
fires. (A worker that is alive but silent is the deadline's business: test_robust.py.)"""

import pytest

pytestmark = pytest.mark.browser

# The browser's report of a dead worker: it stops, and its `error` event reaches the page.
KILL = """w => {
  w.terminate();
  setTimeout(() => w.dispatchEvent(new ErrorEvent("error", { message: "killed by the test" })), 0);
}"""

# While window.__kill is set, every worker dies as soon as it is asked anything.
KILL_ON_CALL = f"""() => {{
  const kill = {KILL};
  const proto = Worker.prototype, real = proto.postMessage;
  window.__kill = true;
  proto.postMessage = function (m, ...rest) {{
    if (window.__kill && m && m.fn) return kill(this);
    return real.call(this, m, ...rest);
  }};
}}"""


def messages(app):
    return app.page.locator("#messages").inner_text()


def click_a_move(app):
    """A person's move on the board: the first square they may play (confirmed if a hero play)."""
    app.square(app.enabled_squares()[0]).click()
    confirm = app.page.get_by_role("button", name="Confirm hero play")
    if confirm.count():
        confirm.click()


# Each test sets the longest call deadline the page takes (`call_ms`, 60 s) and waits at most half
# of it: an answer that comes at all came from noticing the death, never from a deadline.
LONG_DEADLINE = "delay=0&call_ms=60000"
NOTICED_MS = 30_000
# a search's deadline is its budget and a grace of 30 s (SEARCH_GRACE_MS in web/core/computer.js)
SEARCH_NOTICED_MS = 25_000


def play_a_move(app):
    """A person's move on the board, waited for until it stands as the first of the list."""
    click_a_move(app)
    app.page.wait_for_function("document.querySelectorAll('#movelist li.done').length === 1", timeout=NOTICED_MS)


def test_rules_worker_and_its_replacement_die_the_move_is_refused_at_once(app):
    app.open(LONG_DEADLINE)
    app.new_game("hotseat", seed="dead-1")
    before = app.ui["position"]
    app.page.evaluate(KILL_ON_CALL)
    click_a_move(app)  # the worker dies; its replacement dies on the second try
    app.page.get_by_text("even after a restart").wait_for(timeout=NOTICED_MS)
    app.settle()
    assert app.ui["position"] == before and app.move_texts() == []
    assert app.page.evaluate("window.rosarium.engineRestarts") >= 1

    # the next move is played at once by a fresh worker, not after the dead one's deadline
    app.page.evaluate("window.__kill = false")
    play_a_move(app)
    app.settle()
    assert app.ui["position"] != before


def test_rules_worker_that_died_between_moves_is_replaced_at_the_next_move(app):
    app.open(LONG_DEADLINE)
    app.new_game("hotseat", seed="dead-2")
    app.page.evaluate(f"({KILL})(window.rosarium.engineWorker)")
    play_a_move(app)
    app.settle()
    assert app.page.evaluate("window.rosarium.engineRestarts") == 1
    assert "restarted" in messages(app)
    app.human_turn()  # the fresh worker plays on
    assert len(app.move_texts()) == 2


def test_search_worker_dying_mid_search_the_move_still_comes_from_the_engine(app):
    app.open(LONG_DEADLINE)
    # the computer (Red) moves first: its search worker is up before the search that dies
    app.new_game("computer", seed="dead-3", play_as="White", level="Hard")
    assert len(app.move_texts()) == 1 and len(app.page.evaluate("window.rosarium.aiTimes")) == 1
    # until the search worker has started, the rules worker searches (computer.js): wait for it
    app.page.wait_for_function("window.rosarium.searchWarm", timeout=60_000)
    click_a_move(app)
    # the search worker dies while the computer searches (checked and killed in one turn)
    app.page.wait_for_function(
        f"""() => {{
          const r = window.rosarium;
          if (!r.thinking || !r.searchWorker) return false;
          ({KILL})(r.searchWorker);
          return true;
        }}""",
        timeout=60_000,
        polling=20,
    )
    app.page.wait_for_function("document.querySelectorAll('#movelist li.done').length === 3", timeout=SEARCH_NOTICED_MS)
    app.settle()
    # the engine's own choice (timed like every engine move), not the seeded fallback, which the
    # status line would tell the person
    times = app.page.evaluate("window.rosarium.aiTimes")
    assert len(times) == 2 and times[-1]["ply"] == 2
    assert "random legal move" not in app.status()
    assert app.page.evaluate("window.rosarium.searchRestarts") == 1
    # the fresh search worker goes on searching
    app.human_turn()
    assert len(app.page.evaluate("window.rosarium.aiTimes")) == 3
    assert app.page.evaluate("window.rosarium.searchRestarts") == 1
