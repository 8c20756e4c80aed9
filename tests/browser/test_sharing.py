"""What the page hands to other people tells no secret and no future (seeds/
rose-king.md RK-14, seeds/long-live-the-queen.md LQ-14): Share game, Copy link and the Embed
snippet of an unfinished game carry the engine's shared record and position, and opening a
shared link or file deals what it withholds afresh (a fresh random seed) into a playable game.

The real secrets are read from the page's full state through the test hook ``window.rosarium``
and looked for in what the page hands out; the public parts are compared with the CPython engine's
``share_position`` of both states.
"""

from __future__ import annotations

import json
import re
from html import unescape
from urllib.parse import parse_qs, urlparse

from engine import api
from tests.browser.games.rose_king.driver import RoseKingApp
from tests.browser.pagedriver import bar_button, open_file
from tests.browser.test_embed import serve_page
from tests.browser.games.long_live_the_queen.test_table import Queen

MESSAGES = "#messages"


def exported(page, tmp_path, name="game.json"):
    with page.expect_download() as dl:
        page.get_by_role("button", name="Share game", exact=True).click()
    path = tmp_path / name
    dl.value.save_as(path)
    return path, path.read_text()


def copied_link(page):
    bar_button(page, "Copy link").click()
    return page.get_by_role("textbox", name="Copy link").input_value()


def link_position(link):
    return parse_qs(urlparse(link).query)["position"][0]


def snippets(page):
    page.get_by_role("button", name="Menu", exact=True).click()  # an authors' tool: in the Menu
    page.get_by_role("button", name="Embed snippet", exact=True).click()
    dlg = page.get_by_role("dialog")
    pos = dlg.get_by_label("The current position (the reader plays on against the computer)").input_value()
    game = dlg.get_by_label("The whole game, move by move (Previous / Next)").input_value()
    dlg.get_by_role("button", name="Close", exact=True).click()
    return pos, game


def snippet_record(text):
    return json.loads(unescape(re.search(r"data-record='([^']*)'", text).group(1)))


def snippet_position(text):
    return unescape(re.search(r'data-position="([^"]*)"', text).group(1))


COMPASS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")


def card_order(card):
    """A pile listed sorted (RK-14.1): by direction clockwise from north, then by distance."""
    return COMPASS.index(card.rstrip("0123456789")), int(card[len(card.rstrip("0123456789")):])


def rose_king_secrets(state):
    """The future of a Rose King state: the draw pile's order (RK-11.5) and its generator."""
    pile = state["draw_pile"]
    assert len(pile) >= 3 and pile != sorted(pile, key=card_order)  # an order worth hiding
    rng = api.to_position(state).split()[-1]
    return ",".join(pile), rng


def assert_no_rose_king_future(text, state):
    order, rng = rose_king_secrets(state)
    assert order not in text
    assert rng not in text


def test_rose_king_against_the_computer_shares_no_future(page, server, context, browser, guard, tmp_path):
    app = RoseKingApp(page, server.url).open()
    app.new_game("computer", seed="42")
    for _ in range(4):
        app.human_turn()
        app.settle()
    state = app.state
    assert not app.ui["outcome"]
    public = api.share_position(state)

    # Export: the shared record (RK-14.1): no seed, sorted pile, no generator
    path, text = exported(page, tmp_path)
    assert_no_rose_king_future(text, state)
    record = json.loads(text)
    assert record["shared"] is True and record["seed"] is None and record["result"] is None
    assert record["start"]["draw_pile"] == sorted(record["start"]["draw_pile"], key=card_order) and record["start"]["rng"] is None
    assert record["computer"] == {"1": "easy"}
    assert len(record["actions"]) == len(app.move_texts())

    # Copy link: the shared position (RK-14.4)
    link = copied_link(page)
    assert_no_rose_king_future(link, state)
    assert link_position(link) == public and link_position(link).endswith(" ?")

    # Embed snippet: both snippets shared
    pos_snip, game_snip = snippets(page)
    for t in (pos_snip, game_snip):
        assert_no_rose_king_future(t, state)
    assert snippet_position(pos_snip) == public
    assert snippet_record(game_snip) == record

    # both snippets open in a page of the same site (no service worker there, which would answer
    # the made-up page's address with a 404): the shared position and record dealt afresh
    ctx = browser.new_context(service_workers="block", locale="en-US")
    embed = ctx.new_page()
    guard.watch(embed)
    serve_page(embed, server, "sharing-test.html",
               f'<!doctype html><html><head><link rel="icon" href="icon.svg"></head><body>{pos_snip}{game_snip}</body></html>')
    assert embed.evaluate("[...document.querySelectorAll('[data-rosarium]')].map(e => e.dataset.rwState)") == ["ready", "ready"]
    ctx.close()

    # the link opens a playable game: same board and hands, a pile dealt afresh, the computer still plays
    other = context.new_page()
    app2 = RoseKingApp(other, server.url)
    other.goto(link + "&delay=0")
    app2.wait_ready()
    # the page says that the pile was dealt anew, not only that a position was loaded
    assert "Position loaded from the link: what it withholds (the hidden parts and the draws to come) was dealt anew." in other.locator(MESSAGES).inner_text()
    opened = app2.state
    assert api.share_position(opened) == public
    assert opened["board"] == state["board"] and opened["hands"] == state["hands"]
    assert sorted(opened["draw_pile"]) == sorted(state["draw_pile"])
    assert other.evaluate("window.rosarium.config.controllers") == ["human", "computer"]
    before = len(app2.move_texts())
    app2.human_turn()
    app2.settle()
    assert len(app2.move_texts()) >= before + 2  # the person's move and the computer's answer
    other.close()

    # the file imports into a playable game with the same public position and the same moves
    moves = app.move_texts()
    app.new_game("hotseat", seed="7")
    open_file(page, path)
    page.wait_for_function("document.querySelector('#messages').textContent.includes('imported')")
    app.settle()
    imported = app.state
    assert api.share_position(imported) == public
    assert imported["board"] == state["board"] and imported["hands"] == state["hands"]
    assert app.move_texts() == moves
    assert page.evaluate("window.rosarium.config.controllers") == ["human", "computer"]
    # the opened game's own export is shared again, and play goes on
    _, again = exported(page, tmp_path, "again.json")
    assert_no_rose_king_future(again, imported)
    app.human_turn()
    app.settle()
    assert len(app.move_texts()) >= len(moves) + 2


def secret_places(state):
    """Per seat, the face-down places of the court (LQ-10.1): (master?, index) with the tile there."""
    out = []
    for seat in (0, 1):
        if state["masters"][seat] is not None and state["master_faces"][seat] == "D":
            out.append((seat, "master", None, state["masters"][seat]))
        for i, (tile, face) in enumerate(zip(state["lines"][seat], state["faces"][seat])):
            if face == "D":
                out.append((seat, "line", i, tile))
    return out


def assert_queen_position_public(text, state):
    """A shared position (LQ-14.2): every face-down tile and Master of both seats is `?`, and so is the generator."""
    fields = text.split()
    assert fields[-1] == "?"
    faces = next(i for i, f in enumerate(fields) if re.fullmatch(r"[A-Z]:[A-Z]+/[A-Z]:[A-Z]+", f))
    courts = fields[faces - 1]
    for seat, court in enumerate(courts.split("/")):
        master, line = court.split(":")
        for s, where, i, _tile in secret_places(state):
            if s != seat:
                continue
            assert (master if where == "master" else line[i]) == "?", (text, where, i)


def assert_queen_record_public(record, state):
    """A shared record (LQ-14.1): its start is the public view (face-down tiles of both seats withheld)."""
    assert record["shared"] is True and record["seed"] is None
    start = record["start"]
    assert start["viewer"] is None
    for seat in (0, 1):
        assert all(t is None for t, f in zip(start["lines"][seat], start["faces"][seat]) if f == "D")
        if start["master_faces"][seat] == "D":
            assert start["masters"][seat] is None


def test_queen_hot_seat_shares_no_secret_tile(page, server, context, tmp_path):
    q = Queen(page, server.url).open()
    q.new_game("hotseat", seed="21")
    for _ in range(8):
        if page.evaluate("window.rosarium.handover") is not None:
            page.get_by_role("button", name=re.compile("show my tiles")).click()
            q.settle()
        q.act()
    if page.evaluate("window.rosarium.handover") is not None:
        page.get_by_role("button", name=re.compile("show my tiles")).click()
        q.settle()
    state = page.evaluate("window.rosarium.state")
    assert not q.ui["outcome"]
    places = secret_places(state)
    assert {s for s, *_ in places} == {0, 1}  # both seats hold face-down tiles

    _, text = exported(page, tmp_path)
    record = json.loads(text)
    assert_queen_record_public(record, state)
    # the set-up entries are the secret arrangements: a shared record keeps no move (LQ-14.1)
    assert record["actions"] == []
    assert api.share_position(record["start"]) == api.share_position(state)

    link = copied_link(page)
    position = link_position(link)
    assert_queen_position_public(position, state)
    assert position == api.share_position(state)
    assert api.to_position(state) not in link

    # both open to the same public position, with both courts dealt afresh (LQ-14.3)
    path = tmp_path / "game.json"
    path.write_text(text)
    other = context.new_page()
    other.goto(link + "&delay=0")
    q2 = Queen(other, server.url)
    q2.settle(timeout=120_000)
    assert api.share_position(other.evaluate("window.rosarium.state")) == position
    assert "was dealt anew" in other.locator(MESSAGES).inner_text()
    other.close()
    q.new_game("hotseat", seed="5")
    open_file(page, path)
    page.get_by_role("alert").filter(has_text="imported").wait_for()
    q.settle()
    assert api.share_position(page.evaluate("window.rosarium.state")) == position
    assert page.evaluate("window.rosarium.handover") is not None  # hot-seat: the next seat is asked for
    page.get_by_role("button", name=re.compile("show my tiles")).click()
    q.settle()
    q.act()
