"""Errors that teach: each one names the rule or the field that was broken."""

from __future__ import annotations

CATEGORIES = ("malformed", "game_over", "not_your_turn", "wrong_phase", "rule")


class IllegalAction(ValueError):
    """An action the rules forbid in this state; the message names the rule.

    ``category`` says what kind of mistake it is, in the order core checks them:

    - ``malformed``: not an action of this game at all (unknown kind, bad argument names or types);
    - ``game_over``: the game has ended;
    - ``not_your_turn``: another seat decides now;
    - ``wrong_phase``: a move of another phase (``rule`` cites the phase's line);
    - ``rule``: the game's own rules forbid it here (``rule`` cites the line).
    """

    def __init__(
        self, message: str, *, rule: str = "", action: object = None, category: str = "rule"
    ) -> None:
        if category not in CATEGORIES:
            raise ValueError(f"unknown IllegalAction category {category!r}; one of {CATEGORIES}")
        self.rule = rule
        self.action = action
        self.category = category
        self.message = message  # without the rule: Game.explain shows it in the reader's language
        text = f"{message} [{rule}]" if rule else message
        super().__init__(text)


class ScenarioError(ValueError):
    """A scenario file or override that cannot be used; names the bad field."""

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        super().__init__(f"{field}: {message}")


class DataError(ValueError):
    """A component data file that breaks its own schema; names the record and field."""


class StateError(ValueError):
    """A state (from JSON, a position builder or a scenario) that breaks the game's invariants.

    ``field`` names the offending part as a dotted path (e.g. ``seats.1.goods``), so a teacher
    editing a position sees which line to fix.
    """

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        self.detail = message
        super().__init__(f"{field}: {message}" if field else message)


class OptionError(ValueError):
    """A ``new_game`` argument that is not allowed; names the argument and what is allowed."""

    def __init__(self, argument: str, message: str) -> None:
        self.argument = argument
        super().__init__(f"{argument}: {message}")


def refuse(action: object, message: str, rule: str) -> IllegalAction:
    """The usual refusal of a game's ``why_not``: the move, what is wrong with it, the rulebook line."""
    return IllegalAction(f"{action}: {message}", rule=rule, action=action)
