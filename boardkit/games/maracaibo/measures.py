"""Numbers what-if questions compare beside score and rank."""

from __future__ import annotations

from typing import Any

from boardkit.core.measures import Measure

from .effects import upgrades_done


def _upgrades(s: Any, seat: int) -> int:
    return upgrades_done(s.seats[seat])


MEASURES = (
    Measure("doubloons", lambda s, seat: s.seats[seat].doubloons, "doubloons at the end", "l.265"),
    Measure(
        "quest_tiles", lambda s, seat: len(s.seats[seat].quests), "quest tiles on the ship", "l.374",
        en="quest tiles", ru="жетоны квеста",
    ),
    Measure("upgrades", _upgrades, "ship upgrades completed", "l.551", en="ship upgrades", ru="улучшения корабля"),
    Measure(
        "influence", lambda s, seat: sum(s.seats[seat].influence), "influence on the three tracks", "l.317",
        en="influence", ru="влияние",
    ),
)  # fmt: skip
