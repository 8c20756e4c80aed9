"""Play by links in a group (web/remote/group.js, web/REMOTE.md "Playing in a group", BR-14.4):
three browser contexts with no shared storage play a whole 3-player game of Bella Rosarum only by
passing links, every message delivered to every other player; a tampered or foreign link is
refused with a message and the running game stays as it was.

Moves are chosen from each seat's legal moves by a random generator of a named seed, mostly the
action that ends the phase; seats 1 and 2 concede (BR-13.3) from the round CONCEDE_FROM on, so that the game ends soon, as in
tests/engine/group_play.py. The controls of group play are found by role and name."""

import json
import random
import re

from engine.remote import group as GR
from tests.browser.pagedriver import open_page
from tests.browser.test_remote import _side
from tests.seeded import secret_hex

STEP_MS = 120_000
CONCEDE_FROM = 2
# the actions that end a phase of a turn (seeds/bella-rosarum.md BR-4.1) or answer a battle with nothing (BR-20.3)
PHASE_ENDS = {"event", "end move", "end combat", "end parliament", "end coronation", "draw", "end turn", "pass"}
NAMES = ["Ann", "Bo", "Cy"]
# the seat's document as this browser keeps it
STORED = "() => Object.entries(localStorage).filter(([k]) => k.includes('group.v1.')).map(([, v]) => JSON.parse(v).doc)[0]"


def _g(page, key):
    return page.evaluate(f"window.rosariumGroup && window.rosariumGroup.{key}")


def _idle(page):
    page.wait_for_function("() => window.rosariumGroup && !window.rosariumGroup.busy && window.rosariumGroup.phase !== null"
                           " && window.rosarium.settled", timeout=STEP_MS)


def link_field(page):
    return page.get_by_role("textbox", name="Your last message as a link, for every player")


def invite(page, name, seats="3"):
    page.get_by_role("button", name="New game").click()
    page.get_by_role("button", name="Play in a group…").click()
    page.get_by_role("combobox", name="Players").select_option(seats)
    page.get_by_role("textbox", name="Your name (shown to the others)").fill(name)
    page.get_by_role("button", name="Make the invitation").click()
    page.wait_for_function("() => window.rosariumGroup && window.rosariumGroup.phase === 'joining'", timeout=STEP_MS)
    return link_field(page).input_value()


def open_link(page, link):
    """``link`` opened as a person who clicked it: the page's fragment changes to it."""
    page.evaluate("l => { location.hash = new URL(l).hash; }", link)


def join(page, link, name, fresh=False):
    """``page`` joins from ``link``: clicked in the running page, or (``fresh``) the page opened
    anew at the link's address, as a link opened from a chat does."""
    if fresh:
        page.goto("about:blank")
        page.goto(link.replace("#group=", "?delay=0#group="))
    else:
        open_link(page, link)
    name_box = page.get_by_role("textbox", name="Your name (shown to the others)")
    name_box.wait_for(timeout=STEP_MS)
    name_box.fill(name)
    page.get_by_role("button", name="Join", exact=True).click()
    page.wait_for_function("() => window.rosariumGroup && window.rosariumGroup.me !== null && !window.rosariumGroup.busy",
                           timeout=STEP_MS)
    _idle(page)
    return link_field(page).input_value()


def paste(page, link):
    """``link`` pasted into the panel's (or the dialog's) box and opened with its button."""
    box = page.get_by_role("textbox", name="Paste a link from another player")
    if not box.first.is_visible():
        page.locator("#group-panel summary").click()
    box.first.fill(link)
    page.get_by_role("button", name="Open link").first.click()


def deliver(link, count, pages):
    """Every page in ``pages`` opens ``link`` (message ``count``) and settles with it in."""
    for p in pages:
        open_link(p, link)
    for p in pages:
        p.wait_for_function(f"() => window.rosariumGroup.count >= {count} && !window.rosariumGroup.busy", timeout=STEP_MS)
        _idle(p)


def start(browser, guard, server):
    players = [_side(browser, guard, server) for _ in range(3)]
    pages = [p for _, p in players]
    link = invite(pages[0], NAMES[0])
    for k in (1, 2):
        # each joins from the newest link: the last join's, which holds the whole game so far
        link = join(pages[k], link, NAMES[k], fresh=k == 2)
        deliver(link, k, [p for i, p in enumerate(pages) if i != k and i < k])
    return players, pages


def new_message(pages, delivered):
    """(sender, link, number) of a message not yet delivered, or None."""
    for i, p in enumerate(pages):
        link, count = _g(p, "link"), _g(p, "count")
        if link and count > delivered:
            return i, link, count
    return None


def to_first_move(pages):
    """Messages go round (the deal, the deck's shuffle) until a seat has a move to choose; the
    number of the last message delivered."""
    delivered = 2
    while not any(_g(p, "phase") == "move" for p in pages):
        got = new_message(pages, delivered)
        assert got is not None
        sender, link, count = got
        deliver(link, count, [p for i, p in enumerate(pages) if i != sender])
        delivered = count
    return delivered


def test_three_players_play_a_whole_game_only_by_links(browser, guard, server):
    players, pages = start(browser, guard, server)
    rnd = random.Random("group page whole")
    try:
        delivered = 2
        moves = 0
        while True:
            for p in pages:
                _idle(p)
            if all(_g(p, "phase") == "over" for p in pages):
                break
            got = new_message(pages, delivered)
            if got is not None:
                sender, link, count = got
                deliver(link, count, [p for i, p in enumerate(pages) if i != sender])
                delivered = count
                continue
            movers = [i for i, p in enumerate(pages) if _g(p, "phase") == "move"]
            assert len(movers) == 1, [_g(p, "phase") for p in pages]  # exactly one seat owes
            i = movers[0]
            page = pages[i]
            legal = _g(page, "legal")
            view = _g(page, "view")
            if view["round"] >= CONCEDE_FROM and i != 0 and "concede" in legal:
                action = "concede"  # BR-13.3
            else:
                # mostly the action that ends the phase (BR-4.1), so that a turn is a few messages
                # and the whole game stays short; now and then any other legal move
                ends = [a for a in legal if a in PHASE_ENDS]
                rest = [a for a in legal if a != "concede"] or legal
                action = rnd.choice(ends) if ends and rnd.random() < 0.75 else rnd.choice(rest)
            # the board is this seat's own view (BR-14.1): its hand named, the others' hidden
            ui = page.evaluate("window.rosarium.ui")
            assert ui["viewer"] == i
            # (a move may leave the seat a further choice: its message goes once it has none)
            assert page.evaluate("a => window.rosariumGroup.act(a)", action)
            _idle(page)
            moves += 1
            assert moves < 300
        # every page holds the same finished game, each in its own storage
        counts = {_g(p, "count") for p in pages}
        assert len(counts) == 1, counts
        outcome = [p.evaluate("window.rosarium.ui.outcome") for p in pages]
        assert outcome[0] is not None and outcome[0] == outcome[1] == outcome[2]
        assert outcome[0]["winner"] == 0 and outcome[0]["reason"] == "last-seat"  # BR-13.3
        # chance values, moves, shuffle passes, draws and openings all went by link (BR-14.4)
        doc = pages[0].evaluate(STORED)
        kinds = {st[0] for m in doc["msgs"][3:] for st in m["steps"]}
        assert kinds >= set("rasuo"), kinds
        # the seats see each other's names, signed with their joins
        panel = pages[1].get_by_role("region", name=re.compile("in a group"))
        for name in NAMES:
            assert name in panel.inner_text()
        # a reload keeps the game
        pages[2].reload()
        pages[2].wait_for_function("() => document.body.dataset.engine === 'ready' && window.rosariumGroup"
                                   " && window.rosariumGroup.phase === 'over'", timeout=STEP_MS)
        assert _g(pages[2], "count") == counts.pop()
    finally:
        for ctx, _ in players:
            ctx.close()


def test_tampered_and_foreign_links_are_refused_with_the_game_unchanged(browser, guard, server):
    players, pages = start(browser, guard, server)
    # another game's message (its second seat's join, without the invitation)
    inv = GR.invite("bella-rosarum", {"variant": "3p"}, secret_hex("group page foreign 0"), secret_hex("group page foreign", 16))
    foreign = GR.encode(inv["doc"]["gid"], GR.join([inv["link"]], secret_hex("group page foreign 1"))["doc"]["msgs"][1:])
    try:
        to_first_move(pages)
        target = next(i for i, p in enumerate(pages) if _g(p, "phase") != "move")
        page = pages[target]
        doc = page.evaluate(STORED)
        before = (page.evaluate("() => JSON.stringify(window.rosariumGroup.view)"), _g(page, "count"), json.dumps(doc, sort_keys=True))
        base = page.evaluate("location.origin + location.pathname") + "#group="
        refusals = _g(page, "refused")

        def refused(link, words):
            nonlocal refusals
            paste(page, link)
            page.wait_for_function(f"() => window.rosariumGroup.refused > {refusals}", timeout=STEP_MS)
            refusals += 1
            _idle(page)
            text = page.inner_text("#messages")
            assert words in text and "The game is as it was" in text, text
            after = (page.evaluate("() => JSON.stringify(window.rosariumGroup.view)"), _g(page, "count"),
                     json.dumps(page.evaluate(STORED), sort_keys=True))
            assert after == before

        # a message of this game changed on its way (its first message's anchor)
        msg0 = dict(doc["msgs"][0], anchor="0" * 64)
        refused(base + GR.encode(doc["gid"], [msg0]), "changes a message")
        # a message changed and hashed again by someone without its sender's key
        msg1 = dict(doc["msgs"][-1], steps=[["r", "ab" * 32]])
        msg1["hash"] = GR._hash(msg1)
        refused(base + GR.encode(doc["gid"], doc["msgs"][:-1] + [msg1]), "changes a message")
        # an old link: a message this seat holds already
        refused(base + GR.encode(doc["gid"], doc["msgs"][1:2]), "opened it already")
        # a message of another game this browser does not hold
        refused(base + foreign, "not in this browser")
        # not a group link at all
        refused(base + "g1.bm90IGEgbGluaw", "damaged")
        # the game goes on: the seat to move plays, and its true message still opens here
        mover = pages[next(i for i, p in enumerate(pages) if _g(p, "phase") == "move")]
        count = _g(mover, "count")
        rnd = random.Random("group page refused")
        while _g(mover, "phase") == "move":
            legal = _g(mover, "legal")
            assert mover.evaluate("a => window.rosariumGroup.act(a)", rnd.choice([a for a in legal if a != "concede"]))
            _idle(mover)
        deliver(_g(mover, "link"), count + 1, [page])
        assert _g(page, "count") >= count + 1  # (and it may have answered at once: a step it owed)
    finally:
        for ctx, _ in players:
            ctx.close()


def test_group_strings_have_the_same_keys_and_arities_in_english_and_german(page, server):
    open_page(page, server.url)
    shape = page.evaluate("""async () => {
      const { STRINGS } = await import(new URL("remote/group-strings.js", location.href).href);
      const flat = (t, p, out) => { for (const [k, v] of Object.entries(t)) {
        const key = p + "." + k;
        if (typeof v === "function") out[key] = "f" + v.length;
        else if (v && typeof v === "object") flat(v, key, out);
        else out[key] = typeof v === "string" && v.trim() ? "s" : "empty"; } return out; };
      return { en: flat(STRINGS.en, "", {}), de: flat(STRINGS.de, "", {}) };
    }""")
    assert shape["en"] == shape["de"]
    assert "empty" not in shape["en"].values()


def test_the_others_end_a_game_whose_seat_to_move_stays_silent(browser, guard, server):
    players, pages = start(browser, guard, server)
    try:
        to_first_move(pages)
        silent = next(i for i, p in enumerate(pages) if _g(p, "phase") == "move")
        assert all(_g(p, "owes") == silent for p in pages)  # every page says whom the game waits for
        others = [i for i in range(3) if i != silent]
        for k, i in enumerate(others):
            page = pages[i]
            page.get_by_role("button", name=re.compile(r"^Ask to end the game")).click()
            page.get_by_role("dialog").get_by_role("button", name="Ask to end", exact=True).click()
            page.wait_for_function("() => window.rosariumGroup.link !== null && !window.rosariumGroup.busy", timeout=STEP_MS)
            deliver(_g(page, "link"), _g(page, "count"), [p for j, p in enumerate(pages) if j != i])
            if k == 0:  # one ask is not enough: the game goes on, and the asker cannot ask twice
                assert _g(pages[silent], "phase") == "move"
                assert page.get_by_role("button", name=re.compile(r"^Ask to end the game")).count() == 0
        for p in pages:
            assert _g(p, "phase") == "over"
        panel = pages[others[0]].get_by_role("region", name=re.compile("in a group")).inner_text()
        assert "ended with no winner" in panel and "stayed silent" in panel
    finally:
        for ctx, _ in players:
            ctx.close()
