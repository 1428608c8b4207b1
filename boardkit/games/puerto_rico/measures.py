"""Numbers to compare between what-if branches beside score and rank (core.measures)."""

from __future__ import annotations

import re

from boardkit.core.measures import Measure

from .state import PRState

# Log lines that ship goods and how many each ships: (kind -> the argument holding the count or 1).
_SHIPPING = {"load": 0, "wharf": 0, "small_wharf": 0, "supply_center": None}
_FIRST_NUMBER = re.compile(r"\d+")


def shipped_goods(s: PRState, seat: int) -> int:
    """Goods shipped by ``seat``: on cargo ships (l.390), by Wharf (l.658), Small wharf (l.887) and Supply center (l.1038)."""
    n = 0
    for e in s.log:
        if e.player != seat or e.kind not in _SHIPPING:
            continue
        at = _SHIPPING[e.kind]
        if at is None:
            n += 1
        elif e.args:
            n += e.args[at]
        else:  # a log read back from JSON keeps only the text, whose first number is the count
            n += int(_FIRST_NUMBER.search(e.text).group())
    return n


def doubloons(s: PRState, seat: int) -> int:
    return s.seats[seat].doubloons


def buildings(s: PRState, seat: int) -> int:
    return len(s.seats[seat].city)


MEASURES = (
    Measure("doubloons", doubloons, "doubloons in hand at the end (they break ties, l.461)", "l.461"),
    Measure(
        "shipped_goods",
        shipped_goods,
        "goods shipped during the game, 1 VP each on the ships (l.390)",
        "l.390",
        en="goods shipped",
        ru="отгружено товаров",
    ),
    Measure(
        "buildings",
        buildings,
        "buildings in the city at the end (l.234)",
        "l.234",
        en="buildings",
        ru="здания",
    ),
)
