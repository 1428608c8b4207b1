"""Numbers what-if questions compare beside score and rank (core/measures.py)."""

from __future__ import annotations

from boardkit.core.measures import Measure

from .colony import colonist_points
from .state import SantaMariaState


def _colonists(s: SantaMariaState, p: int) -> int:
    return colonist_points(s.seats[p])


def _ships(s: SantaMariaState, p: int) -> int:
    return len(s.seats[p].ships)


def _religion(s: SantaMariaState, p: int) -> int:
    return s.seats[p].religion


def _monks(s: SantaMariaState, p: int) -> int:
    """The special places with ``p``'s monk (l.216): counted there, since the Maya has no monks to subtract from."""
    return sum(1 for seats in s.monks_at.values() if p in seats)


def _tiles(s: SantaMariaState, p: int) -> int:
    return sum(1 for t in s.seats[p].tiles if t in s.data.tiles)


MEASURES = (
    Measure(
        "colonist_points",
        _colonists,
        "points for colonists in full rows and columns",
        "l.347",
        en="colonist points",
        ru="очки за колонистов",
    ),
    Measure(
        "sea_trade_tiles",
        _ships,
        "sea-trade tiles taken",
        "l.178",
        en="sea-trade tiles",
        ru="жетоны морской торговли",
    ),
    Measure(
        "religion_space",
        _religion,
        "space reached on the religion track",
        "l.194",
        en="religion space",
        ru="клетка на шкале религии",
    ),
    Measure(
        "monks_placed",
        _monks,
        "monks placed on special places",
        "l.216",
        en="monks placed",
        ru="размещено монахов",
    ),
    Measure(
        "development_tiles",
        _tiles,
        "development tiles in the colony",
        "l.104",
        en="development tiles",
        ru="жетоны развития",
    ),
)
