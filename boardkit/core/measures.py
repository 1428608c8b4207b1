"""Game-specific measures: numbers read off a finished game, compared beside score and rank.

A game declares them once (``Game.MEASURES``); ``simulate`` and what-if branches add a column per
measure, so every game, the coming ones included, gets them in its tables and plots for free.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Measure:
    """One number per seat of a finished (or any) state: ``read(state, seat) -> int | float``.

    ``name`` is an English identifier and a glossary term; ``en``/``ru`` add the term to the game's
    glossary when it is not there yet. ``rule`` is the rulebook line the number comes from.
    """

    name: str
    read: Callable[[Any, int], float]
    summary: str
    rule: str
    en: str | None = None
    ru: str | None = None

    def __post_init__(self) -> None:
        if (self.en is None) != (self.ru is None):
            raise ValueError(f"measure {self.name!r}: give both en and ru, or neither (the glossary has it)")


def glossary_terms(measures: tuple[Measure, ...]) -> dict[str, dict[str, str]]:
    """The glossary entries the measures bring with them."""
    return {m.name: {"en": m.en, "ru": m.ru} for m in measures if m.en is not None and m.ru is not None}


def read_all(game: Any, state: Any, seat: int) -> dict[str, float]:
    """Every declared measure of ``seat`` in ``state``, by name; a measure that is not a number is refused."""
    out: dict[str, float] = {}
    for m in game.MEASURES:
        value = m.read(state, seat)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise TypeError(f"{game.slug}: measure {m.name!r} gave {value!r}, not a number")
        out[m.name] = value
    return out
