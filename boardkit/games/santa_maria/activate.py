"""(B) Activate one building with coins: the k-th this year costs k coins, left on it until the year ends (l.110-114)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .colony import free_mask, is_building
from .flow import resolve
from .moves import ACTIVATE
from .state import SantaMariaState, index, own


def price(s: SantaMariaState, p: int) -> int:
    """1 coin for the first activation of the year, each next one 1 more (l.112; RULINGS A24)."""
    return s.seats[p].activations + 1


def main_legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    seat = s.seats[p]
    if seat.coins < seat.activations + 1:
        return []
    moves = ACTIVATE[p]
    out = []
    free = free_mask(seat)  # the free buildings, lowest cell first (l.110)
    while free:
        low = free & -free
        out.append(moves[low.bit_length() - 1])
        free ^= low
    return out


def main_apply(s: SantaMariaState, a: Action) -> None:
    p = a.player
    i = index(*a["cell"])
    cost = price(s, p)
    seat = own(s, p)
    seat.coins -= cost
    on = list(seat.coins_on)
    on[i] = cost
    seat.coins_on = tuple(on)
    seat.activations += 1
    s.say(
        "activate",
        p,
        "l.110",
        "puts {0} coin(s) on the {1} at row {2}, column {3}",
        cost,
        seat.cells[i],
        *a["cell"],
    )
    s.pending = (("building", i),)
    resolve(s)


def main_why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    r, c = a["cell"]
    if not (1 <= r <= 6 and 1 <= c <= 6):
        return refuse(a, "rows and columns run 1-6", "l.87")
    seat = s.seats[a.player]
    i = index(r, c)
    if not is_building(seat.cells[i]):
        return refuse(a, "roads and empty cells are no buildings and are never activated", "l.254")
    if i == seat.governor:
        return refuse(a, "the governor's cell is occupied: it cannot be activated", "l.585")
    if seat.coins_on[i] or seat.dice_on[i]:
        return refuse(a, "only a free building, with no die and no coin on it, can be activated", "l.110")
    return refuse(a, f"this year's next activation costs {price(s, a.player)} coin(s)", "l.112")
