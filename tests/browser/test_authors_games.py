"""The authors' page lists every registered game with its rule sources and what is ours (each
game's web/games/<game>/about.js), in English and German: Bella Rosarum as an unofficial
introductory edition whose map, cards and events are ours, labelled by layer (seeds/bella-rosarum.md,
BR-1; ../shared/bella-rosarum/facts.md)."""

from __future__ import annotations

import pytest

from tests.browser.pagedriver import ENGINE_TIMEOUT_MS

pytestmark = pytest.mark.browser

BUILT = "!document.body.dataset.building"


@pytest.mark.parametrize("lang, title, words", [
    ("en", "The games and their sources", {
        "rose-king": ["two English rule texts", "RK-"],
        "long-live-the-queen": ["rulebook text", "LQ-"],
        "bella-rosarum": ["unofficial introductory edition", "Bella Rosarum v2", "seed", "history", "design", "BR-"],
    }),
    ("de", "Die Spiele und ihre Quellen", {
        "rose-king": ["zwei englischen Regeltexten", "RK-"],
        "long-live-the-queen": ["Regeltext", "LQ-"],
        "bella-rosarum": ["inoffizielle Einsteigerausgabe", "Bella Rosarum v2", "seed", "history", "design", "BR-"],
    }),
])
def test_authors_page_lists_the_games_and_their_sources(page, server, lang, title, words):
    page.goto(f"{server.url}authors.html?lang={lang}")
    page.wait_for_function(BUILT, timeout=ENGINE_TIMEOUT_MS)
    assert page.get_by_role("heading", name=title, level=2).is_visible()
    # every registered game, by its name in the page's language
    games = page.evaluate("import('./games/index.js').then(m => m.GAMES.map(g => [g.id, g.name]))")
    assert sorted(g for g, _ in games) == sorted(words)
    for game, name in games:
        section = page.get_by_role("region", name=name, exact=True)
        assert section.count() == 1, name
        text = section.inner_text()
        for word in words[game]:
            assert word in text, (game, word)
