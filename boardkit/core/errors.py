"""Errors that teach: each one names the rule or the field that was broken."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules forbid in this state; the message names the rule."""

    def __init__(self, message: str, *, rule: str = "", action: object = None) -> None:
        self.rule = rule
        self.action = action
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
        super().__init__(f"{field}: {message}")
