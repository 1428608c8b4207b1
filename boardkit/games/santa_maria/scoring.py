"""Final scoring in the printed order (l.338-376): coins, colonists, monks, docks, sea-trade tiles; the tie-breaker."""

from __future__ import annotations

from typing import Any

from .colony import colonist_points, full_lines
from .effects import resource_value
from .governor import score as governor_score
from .maya import score_row
from .state import SantaMariaState, Seat

STEPS = ("coins", "colonists", "monks", "docks", "ships")


def coin_points(s: SantaMariaState, seat: Seat) -> int:
    """Sell every resource, then 1 point per 3 coins, rounded down (l.340)."""
    return (seat.coins + resource_value(seat)) // s.data.n["coins_per_point"]


def bishop_count(s: SantaMariaState, p: int, what: str) -> int:
    """What a bishop's requirement counts (data/bishops.json, assumed: RULINGS A5)."""
    seat = s.seats[p]
    if what == "tiles":
        return sum(1 for t in seat.tiles if t in s.data.tiles)
    if what == "ships":
        return len(seat.ships)
    if what == "religion":
        return seat.religion - 1
    if what == "full_lines":
        rows, cols = full_lines(seat)
        return len(rows) + len(cols)
    if what == "colonists":
        return sum(seat.colonists)
    if what == "large_tiles":  # 3-cell development tiles, special ones included (l.1019)
        return sum(1 for t in seat.tiles if t in s.data.tiles and len(s.data.tiles[t].offsets) == 3)
    if what == "ship_gems":  # gems printed on the sea-trade tiles taken (l.1023; RULINGS A28)
        return sum(s.data.sea[t]["cost"].get("gem", 0) for t in seat.ships)
    if what == "conquistador_twice":  # scores at the end of year 3, not in the final scoring (l.1015)
        return 0
    return seat.blue_owned  # blue_dice


def monk_points(s: SantaMariaState, p: int) -> int:
    """Scholars with your monk score their points; each bishop first -2, then its requirement (l.360; RULINGS A8)."""
    d = s.data
    total = sum(d.scholars[x] for x in s.scholars if p in s.monks_at[x])
    if s.seats[p].scholar:
        total += d.scholars[s.seats[p].scholar]
    # no bishop penalty with the expansion (l.537; RULINGS A38)
    penalty = d.k["bishop_penalty"] if s.kingdoms else d.n["bishop_penalty"]
    for b in s.bishops:
        if p in s.monks_at[b]:
            rec = d.bishops[b]
            total += min(rec["max"], rec["per"] * bishop_count(s, p, rec["counts"])) - penalty
    return total


def dock_points(s: SantaMariaState, seat: Seat) -> int:
    """3 points per full set: one tile in each of the four docks (l.367)."""
    return s.data.n["dock_set"] * min(seat.dock_counts())


def ship_points(s: SantaMariaState, seat: Seat) -> int:
    """The points printed on the tiles, turned face up at the end (l.369, l.380)."""
    return sum(s.data.sea[t]["points"] for t in seat.ships)


def score_parts(s: SantaMariaState, p: int) -> dict[str, Any]:
    """One row: happiness taken during play, then each final step; before the end, as if the game ended now."""
    seat = s.seats[p]
    if s.maya_on and p == s.maya_seat:
        return score_row(s, p, ("happiness", *STEPS, *(("governor",) if s.governor_on else ())))
    row = {
        "happiness": seat.points,
        "coins": coin_points(s, seat),
        "colonists": colonist_points(seat),
        "monks": monk_points(s, p),
        "docks": dock_points(s, seat),
        "ships": ship_points(s, seat),
    }
    if s.governor_on:
        row["governor"] = governor_score(s, p)  # the end-game grid (l.589)
    row["total"] = sum(row.values())
    return row


def tiebreak(s: SantaMariaState, p: int) -> tuple:
    """Among tied totals the marker higher on the pass spaces wins (l.376); on a space shared through Meditation
    the marker that came first (RULINGS A36)."""
    k = s.seats[p].passed
    return (-k if k else -99, 1 if k and s.pass_spaces[k - 1] == p else 0)


def bishop_points(s: SantaMariaState, p: int) -> int:
    """What the bishops' requirements give, before the -2 each (l.360)."""
    d = s.data
    return sum(
        min(d.bishops[b]["max"], d.bishops[b]["per"] * bishop_count(s, p, d.bishops[b]["counts"]))
        for b in s.bishops
        if p in s.monks_at[b]
    )


def one_kind_line(seat: Seat) -> bool:
    """A full row or column whose buildings are all of one type, roads aside (l.418)."""
    from .colony import COLUMNS, ROWS

    rows, cols = full_lines(seat)
    for line in [ROWS[k] for k in rows] + [COLUMNS[k] for k in cols]:
        kinds = {seat.cells[i] for i in line if seat.cells[i] != "road"}
        if len(kinds) == 1:
            return True
    return False


def solo_achievements(s: SantaMariaState) -> dict[str, bool]:
    """The solo goals (l.410-422): 100 points wins; the achievements beside it."""
    seat = s.seats[0]
    parts = score_parts(s, 0)
    return {
        "victory": parts["total"] >= 100,  # l.410
        "communism": parts["colonists"] >= 28,  # l.412
        "capitalism": min(seat.dock_counts()) >= 4,  # l.414
        "theocracy": bishop_points(s, 0) >= 30,  # l.416
        "goatocracy": one_kind_line(seat),  # l.418
        "democracy": parts["total"] >= 120,  # l.420
        "utopia": parts["total"] >= 150,  # l.422
    }
