"""Final scoring (l.451-461): VP chips, building VP, bonuses of occupied large buildings, nobles (l.988, l.1054)."""

from __future__ import annotations

from .catalog import BEIGE, CLOISTER_BONUS, LARGE_PRODUCTION, PRODUCTION, RESIDENCE_BONUS, bid
from .flow import occupied, pieces
from .state import PRState, Seat

GUILD, RESIDENCE, FORTRESS = bid("guild_hall"), bid("residence"), bid("fortress")
CUSTOMS, CITY_HALL, CLOISTER, ROYAL_GARDEN = (
    bid("customs_house"),
    bid("city_hall"),
    bid("cloister"),
    bid("royal_garden"),
)


def large_bonus(seat: Seat) -> int:
    """Bonus VP of the occupied large buildings (l.459)."""
    vp = 0
    if occupied(seat, GUILD):  # l.702
        vp += sum(2 if LARGE_PRODUCTION[b] else 1 for b in seat.city if PRODUCTION[b])
    if occupied(seat, RESIDENCE):  # l.708; forests are island tiles too (A25)
        vp += RESIDENCE_BONUS[max(9, sum(seat.tiles))]
    if occupied(seat, FORTRESS):  # l.714
        vp += pieces(seat) // 3
    if occupied(seat, CUSTOMS):  # l.720: chips only, paper included
        vp += (seat.vp + seat.vp_paper) // 4
    if occupied(seat, CITY_HALL):  # l.726: itself included
        vp += sum(1 for b in seat.city if BEIGE[b])
    if occupied(seat, CLOISTER):  # l.951
        sets = sum(n // 3 for n in seat.tiles)
        vp += CLOISTER_BONUS[min(sets, len(CLOISTER_BONUS) - 1)]
    if occupied(seat, ROYAL_GARDEN):  # l.1054
        vp += seat.nobles
    return vp


def score_row(s: PRState, seat: Seat) -> dict[str, int]:
    row = {
        "vp_chips": seat.vp + seat.vp_paper,
        "building_vp": sum(s.data.vp[b] for b in seat.city),
        "large_bonus": large_bonus(seat),
    }
    if s.nobles:
        row["nobles"] = seat.nobles  # 1 VP per noble (l.1018)
    row["total"] = sum(row.values())
    return row


def tiebreak_key(s: PRState, p: int) -> tuple[int]:
    """Tied totals: more doubloons plus goods wins, 1 doubloon = 1 good (l.461)."""
    seat = s.seats[p]
    return (seat.doubloons + sum(seat.goods),)
