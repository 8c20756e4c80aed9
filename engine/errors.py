"""The engine's error types: every bad input raises one of these, with a message a player can read."""


class EngineError(ValueError):
    """Base class of the engine's input errors (a ValueError, so callers may catch either)."""


class InvalidState(EngineError):
    """A state, position string or record from outside failed validation.

    ``field`` names the offending field so the page can say exactly what is wrong.
    """

    def __init__(self, field, message):
        self.field = field
        super().__init__(f"{field}: {message}")


class IllegalAction(EngineError):
    """An action that is not legal in the given state; the message lists the legal ones."""

    def __init__(self, action, legal):
        self.action = action
        self.legal = list(legal)
        shown = ", ".join(self.legal) if self.legal else "none (the game is over)"
        super().__init__(f"illegal action {action!r}; legal actions: {shown}")


class UnknownGame(EngineError):
    """The game name is not one the engine knows."""


class UnknownLanguage(EngineError):
    """A sentence was asked for in a language the engine does not speak; names the accepted ones."""

    def __init__(self, lang, accepted):
        self.lang = lang
        self.accepted = tuple(accepted)
        super().__init__(f"unknown language {lang!r}; accepted languages: {', '.join(self.accepted)}")


class InvalidArgument(EngineError):
    """An argument other than a state (a level, a time budget, a seed) is out of its bounds.

    ``argument`` names it so the page can say which one; the message says what is accepted.
    """

    def __init__(self, argument, message):
        self.argument = argument
        super().__init__(f"{argument}: {message}")
