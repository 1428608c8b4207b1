"""(A) Expand the colony: buy a development tile from the display, then place it on empty cells (l.97-106).

The main action ``expand`` picks and pays for the tile; the ``place`` phase lays it, turned as the player likes.
"""

from __future__ import annotations

from functools import cache

from boardkit.core import Action, IllegalAction, refuse

from . import scholars
from .colony import empty_mask, fits_somewhere, placements
from .effects import can_pay, pay
from .flow import end_turn
from .moves import move
from .state import SantaMariaState, own
from .town_halls import next_hall


def cost(s: SantaMariaState, tile: str) -> dict[str, int]:
    """2 wood for a double tile, 2 wood and 1 grain for a triple (l.97-98)."""
    n = s.data.n
    if s.data.tiles[tile].size == "double":
        return {"wood": n["double_wood"]}
    return {"wood": n["triple_wood"], "grain": n["triple_grain"]}


def main_legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    seat = s.seats[p]
    # A double needs 2 wood, a triple 1 grain more; gold stands for either (l.97-98, l.206).
    short = max(0, 2 - seat.wood)
    afford = {"double": short <= seat.gold, "triple": short + (seat.grain < 1) <= seat.gold}
    special = bool(s.special_display) and seat.coins >= s.data.k["special_coins"]  # 4 coins (l.513)
    if not afford["double"] and not special:
        return []
    empty = empty_mask(seat)
    tiles = s.data.tiles
    out = []
    if afford["double"]:
        for t in s.display:
            tile = tiles[t]
            if afford[tile.size] and fits_somewhere(tile, empty):
                out.append(move("expand", p, ("tile", t)))
    if special:
        for t in s.special_display:
            if fits_somewhere(tiles[t], empty):
                out.append(move("expand", p, ("tile", t)))
    return out


def main_apply(s: SantaMariaState, a: Action) -> None:
    t = a["tile"]
    if t in s.special_display:  # a special tile instead of a normal one, for 4 coins (l.513)
        own(s, a.player).coins -= s.data.k["special_coins"]
        s.special_display = tuple(x for x in s.special_display if x != t)
        s.placing = t
        s.phase = "place"
        s.say("expand", a.player, "l.513", "buys special development tile {0} for 4 coins", t)
        scholars.expand_steps(s, a.player)
        return
    pay(s, a.player, cost(s, t))
    s.display = tuple(x for x in s.display if x != t)
    s.placing = t
    s.phase = "place"
    s.say("expand", a.player, "l.104", "takes development tile {0} from the display", t)
    scholars.expand_steps(s, a.player)


def main_why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    t = a["tile"]
    if t in s.special_display:
        if s.seats[a.player].coins < s.data.k["special_coins"]:
            return refuse(a, "a special development tile costs 4 coins", "l.513")
        return refuse(a, f"{t} fits on no empty cells of the colony", "l.104")
    if t not in s.display:
        if t in s.data.special_tiles:
            return refuse(a, f"special tile {t} is not face up in the display", "l.513")
        if t in s.data.tiles:
            return refuse(a, f"{t} is not in the display; the display is not refilled during a year", "l.106")
        return refuse(a, f"there is no development tile {t}", "l.21")
    if not can_pay(s.seats[a.player], cost(s, t)):
        return refuse(
            a, "a double tile costs 2 wood, a triple 2 wood and 1 grain (gold stands for either)", "l.97-98"
        )
    return refuse(a, f"{t} fits on no empty cells of the colony", "l.104")


# --- the place phase ------------------------------------------------------------------------------


def _tile(s: SantaMariaState):
    return s.data.tiles.get(s.placing) or s.data.town_halls[s.placing]


def legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    empty = empty_mask(s.seats[p])
    return [a for m, a in _place_moves(_tile(s).offsets, p) if m & empty == m]


@cache
def _spots(offsets: tuple[tuple[int, int], ...]) -> dict[tuple[int, int, int], tuple]:
    """A shape's placements by (row, column, turn)."""
    return {x[:3]: x for x in placements(offsets)}


@cache
def _place_moves(offsets: tuple[tuple[int, int], ...], p: int) -> tuple[tuple[int, Action], ...]:
    """Every placement of a shape as (cells mask, seat ``p``'s move), in the order of ``placements``."""
    return tuple(
        (m, move("place", p, ("cell", (r, c)), ("turn", turn)))
        for r, c, turn, m, _cells in placements(offsets)
    )


def apply(s: SantaMariaState, a: Action) -> None:
    tile = _tile(s)
    r, c = a["cell"]
    turn = a["turn"]
    spot = _spots(tile.offsets)[r, c, turn]  # a legal move: it lies on empty cells
    seat = own(s, a.player)
    cells, colonists = list(seat.cells), list(seat.colonists)
    for i, what, n in zip(spot[4], tile.cells, tile.colonists, strict=True):
        cells[i] = what
        colonists[i] = n
    seat.cells, seat.colonists = tuple(cells), tuple(colonists)
    seat.tiles = (*seat.tiles, tile.id)
    s.placing = ""
    s.say(
        "place",
        a.player,
        "l.104" if tile.id in s.data.tiles else "l.398",
        "places {0} at row {1}, column {2}, turned {3}",
        tile.id,
        r,
        c,
        turn,
    )
    if s.hall_order:
        next_hall(s)
        return
    end_turn(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    r, c = a["cell"]
    if not (1 <= r <= 6 and 1 <= c <= 6) or a["turn"] not in (0, 1, 2, 3):
        return refuse(a, "rows and columns run 1-6, turns 0-3", "l.87")
    return refuse(
        a, "the tile must lie on empty cells inside the colony, over no tile or printed building", "l.104"
    )
