"""The Rose King's controls for the browser tests: the board's squares, the cards, hero plays and
drawing, found by the names a person reads (web/games/rose-king/strings*.js).

The page opens The Rose King when no game is asked for, so the shell's own tests (tests/browser/)
drive the shell through this game too: the ``app`` fixture is a RoseKingApp.
"""

from __future__ import annotations

from tests.browser.pagedriver import App, new_game

BOARD = "Board, north at the top"  # the board group's accessible name

# The game's words, per page language.
TEXTS = {
    "en": {
        "board": BOARD,
        "confirm_hero": "Confirm hero play",
        "draw": "Draw card",
        "teams": "4 players in teams (Red 1 + Red 2 against White 1 + White 2)",
        "seats": ("Red 1", "White 1", "Red 2", "White 2"),
    },
    "de": {
        "board": "Spielbrett, Norden oben",
        "confirm_hero": "Heldenzug bestätigen",
        "draw": "Karte ziehen",
        "teams": "4 Spieler in Teams (Rot 1 + Rot 2 gegen Weiß 1 + Weiß 2)",
        "seats": ("Rot 1", "Weiß 1", "Rot 2", "Weiß 2"),
    },
}


# a card's accessible name: its direction and distance in words (web/games/rose-king/strings*.js)
CARD_WORDS = {
    "en": {"N": "north", "NE": "north-east", "E": "east", "SE": "south-east", "S": "south", "SW": "south-west", "W": "west", "NW": "north-west"},
    "de": {"N": "Nord", "NE": "Nordost", "E": "Ost", "SE": "Südost", "S": "Süd", "SW": "Südwest", "W": "West", "NW": "Nordwest"},
}


def card_name(notation, lang="en"):
    """The accessible name of the card `notation` ("SW1" -> "south-west 1")."""
    return f"{CARD_WORDS[lang][notation[:-1]]} {notation[-1]}"


class RoseKingApp(App):
    """The shell's App with The Rose King's board and hand."""

    def __init__(self, page, base_url, lang="en"):
        super().__init__(page, base_url, lang)
        self.t = TEXTS[lang]

    def speak(self, lang):
        super().speak(lang)
        self.t = TEXTS[lang]

    # reading
    def board(self):
        return self.page.get_by_role("group", name=self.t["board"])

    def square(self, name):
        return self.page.get_by_role("button", name=name, exact=True)

    def card(self, notation):
        """A card by its notation ("SW1"), found by the name a person hears ("south-west 1")."""
        return self.page.get_by_role("button", name=card_name(notation, self.lang), exact=True)

    def enabled_squares(self):
        loc = self.board().get_by_role("button", disabled=False)
        return sorted(loc.evaluate_all("els => els.map(e => e.getAttribute('aria-label'))"))

    # acting
    def new_game(self, mode, seed="42", play_as=None, computer_seats=None, level=None, game=None):
        """mode: 'hotseat' | 'computer' | 'teams' | 'cvc'; computer_seats: the seats the computer
        plays in a game of teams (the others are people)."""
        seats = None if computer_seats is None else {s: s in computer_seats for s in self.t["seats"]}
        new_game(self.page, game=game, mode=self.t.get(mode, mode), seed=seed, level=level,
                 play_as=play_as, computer_seats=seats, lang=self.lang)

    def play_first_target(self):
        """Click the first enabled square; confirm if it is a hero play. Returns the square."""
        sq = self.enabled_squares()[0]
        before = self.page.evaluate("window.rosarium.index")
        self.square(sq).click()
        confirm = self.page.get_by_role("button", name=self.t["confirm_hero"])
        if confirm.count():
            confirm.click()
        self.played_since(before)
        return sq

    def human_turn(self):
        """One move for the human to move: a rose if possible, else draw."""
        if self.enabled_squares():
            return self.play_first_target()
        before = self.page.evaluate("window.rosarium.index")
        self.button(self.t["draw"]).click()
        self.played_since(before)
        return "draw"

    def check_targets_match_engine(self):
        """Squares enabled exactly at the engine's legal targets for the human to move."""
        ui = self.ui
        expected = sorted({m["target"] for m in ui["moves"]})
        assert self.enabled_squares() == expected
        assert self.button(self.t["draw"]).is_enabled() == ("draw" in ui["legal"])
