"""A person's move costs one round trip to the rules worker (web/session/session.js plays it
with the engine's `step_screen`, which answers with the new state and its screen): counted at the
worker's door, in a game every seat sees whole (The Rose King) and in hot-seat play with secrets
(Long Live the Queen), where the screen follows the seat to move."""

import pytest

from tests.browser.games.long_live_the_queen.test_table import Queen

pytestmark = pytest.mark.browser

# Every call sent to the rules worker from now on, by function name, in window.__calls.
COUNT_CALLS = """() => {
  const proto = Worker.prototype, real = proto.postMessage;
  window.__calls = [];
  proto.postMessage = function (m, ...rest) {
    if (m && m.fn && this === window.rosarium.engineWorker) window.__calls.push(m.fn);
    return real.call(this, m, ...rest);
  };
}"""


def test_a_move_in_an_open_game_is_one_call(app):
    app.open("delay=0")
    app.new_game("hotseat", seed="7")
    app.page.evaluate(COUNT_CALLS)
    app.human_turn()
    assert len(app.move_texts()) == 1
    assert app.page.evaluate("window.__calls") == ["step_screen"]


def test_a_hot_seat_move_with_secrets_is_one_call(page, server):
    q = Queen(page, server.url).open()
    q.new_game("hotseat", seed="21")
    seat = page.evaluate("window.rosarium.handover")
    if seat is not None:
        q.button(f"I am {('White', 'Black')[seat]}, show my tiles").click()
        q.settle()
    # the set-up: Random court first lays a court out (a preview of the seat's own screen, not a
    # move); the move is Confirm set-up
    assert "Random court" in q.choices()
    q.button("Random court").click()
    page.get_by_text("A random court is laid out.").wait_for()
    q.settle()
    before = page.evaluate("window.rosarium.index")
    page.evaluate(COUNT_CALLS)
    q.button("Confirm set-up").click()
    q.settle()
    assert page.evaluate("window.rosarium.index") == before + 1
    assert page.evaluate("window.__calls") == ["step_screen"]


def test_an_embedded_board_plays_each_move_in_one_call(page, server):
    from tests.browser.test_embed import LATE, board, serve_page, status

    html = (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>One board</title></head><body>'
            f'{board(position=LATE, mode="play-from-here", title="Play board")}<script src="embed.js"></script></body></html>')
    serve_page(page, server, "session-board.html", html)
    page.evaluate(COUNT_CALLS.replace("this === window.rosarium.engineWorker", "true"))
    assert "White to move: your turn." in status(page, "Play board")
    page.get_by_role("region", name="Play board").get_by_role("button", name="Draw card").click()
    # the reader's draw, then Red's forced pass (the table's automatic action): a call each
    page.wait_for_function(
        "(() => { const s = document.querySelector('[data-rosarium]').shadowRoot.querySelector('[role=status]').textContent;"
        " return s.includes('your turn') && s.includes('Red cannot act and passes'); })()",
        timeout=60_000,
    )
    assert page.evaluate("window.__calls") == ["step_screen", "step_screen"]
