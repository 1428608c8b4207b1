"""Numbers what-if questions compare beside score and rank."""

from __future__ import annotations

from boardkit.core.measures import Measure

MEASURES = (
    Measure(
        "money",
        lambda s, seat: s.seats[seat].money,
        "florins behind the screen at the end",
        "l.980",
        en="money",
        ru="деньги за ширмой",
    ),
    Measure(
        "rebellion",
        lambda s, seat: s.rebellion,
        "the rebellion marker at the end",
        "l.218",
        en="rebellion",
        ru="мятежные настроения",
    ),
    Measure(
        "cards",
        lambda s, seat: len(s.seats[seat].cards),
        "development cards owned",
        "l.744",
        en="development cards",
        ru="карты развития",
    ),
    Measure(
        "turns",
        lambda s, seat: s.turn,
        "the turn in which the game ended: how long the colony lasted",
        "l.234",
        en="turns played",
        ru="сыграно ходов",
    ),
)
