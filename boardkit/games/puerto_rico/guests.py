"""Guest house: up to 2 guests, placed in the mayor phase, may later move onto any empty circle (l.867-871).

The engine offers the move whenever the owner has a decision outside the mayor phase (the text allows
"at the start, during or at the end" of any later phase; a player can only act when it is their decision).
"""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .actions import act
from .catalog import bid
from .flow import bump, set_memo
from .mayor import ISLAND_KINDS, target_key, target_name
from .optional import BENEFITS
from .state import PRState

GUEST_HOUSE, STOREHOUSE = bid("guest_house"), bid("storehouse")
WAREHOUSE_TYPES = {bid("small_warehouse"): 1, bid("large_warehouse"): 2}
NO_GUESTS = frozenset({"mayor", "draft", "game_over"})
KINDS = ("guest",)  # a move open in any phase where the owner has a decision (core's ANYTIME)


def legal(s: PRState) -> list[Action]:
    return moves(s) if s.new_buildings else []


def moves(s: PRState) -> list[Action]:
    p = s.current_player
    seat = s.seats[p]
    if seat.built[GUEST_HOUSE] <= 0 or s.phase in NO_GUESTS or s.step in BENEFITS:
        return []  # not while a benefit is pending: a guest could take the very circle it would fill
    out = [act("guest", p, target=target_name(k)) for k in ISLAND_KINDS if seat.tiles[k] > seat.staffed[k]]
    out.extend(
        act("guest", p, target=target_name(100 + b))
        for b in seat.city
        if b != GUEST_HOUSE and s.data.circles[b] > seat.built[b]
    )
    return out


def apply(s: PRState, a: Action) -> None:
    p = a.player
    seat = s.seat(p)
    key = target_key(a["target"])
    built = list(seat.built)
    built[GUEST_HOUSE] -= 1
    if key < 100:
        seat.staffed = bump(seat.staffed, key)
    else:
        b = key - 100
        built[b] += 1
        if built[b] == 1 and s.phase == "captain_storage":
            # A guest who starts work in a store during the storage step counts at once (l.871).
            if b == STOREHOUSE:
                set_memo(s, single_goods_left=s.memo["single_goods_left"] + 3)
            elif b in WAREHOUSE_TYPES:
                set_memo(s, warehouse_kinds_left=s.memo["warehouse_kinds_left"] + WAREHOUSE_TYPES[b])
    seat.built = tuple(built)
    s.say("guest", p, "l.869", "Guest house: a guest moves to {0}", a["target"])


def why_not(s: PRState, a: Action) -> IllegalAction | None:
    return refuse(
        a,
        "only guests of an occupied Guest house move, onto an empty circle, outside the mayor phase",
        "l.869",
    )
