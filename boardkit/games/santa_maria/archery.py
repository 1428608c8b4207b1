"""The expansion's scholar Archery (l.993-999): using a die showing 1 or 6 (after any change), its holder may pay
1 coin to activate a diagonal instead of the row or column; the governor moves only if he stands on it."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .dice import available, take_and_use
from .effects import cocoa_short
from .moves import move
from .state import SantaMariaState, own

ARCHERY = "archery"
# "As shown on the token" (l.993): a 1 takes the diagonal from the top-left corner, a 6 the one from the
# top-right corner, both top to bottom (RULINGS A57).
DIAGONALS = {1: (0, 7, 14, 21, 28, 35), 6: (5, 10, 15, 20, 25, 30)}
MASKS = {v: sum(1 << i for i in cells) for v, cells in DIAGONALS.items()}


def has_archery(s: SantaMariaState, p: int) -> bool:
    """A scholar's ability is its holder's: a monk on it or the private scholar (l.222, l.398; RULINGS A44)."""
    return (ARCHERY in s.monks_at and p in s.monks_at[ARCHERY]) or s.seats[p].scholar == ARCHERY


def main_legal(s: SantaMariaState) -> list[Action]:
    from .colony import free_mask

    p = s.current_player
    if not has_archery(s, p):
        return []
    seat = s.seats[p]
    coins, free = seat.coins, free_mask(seat)
    cocoa = cocoa_short(seat) <= seat.gold
    out = []
    for color, faces in available(s, p):
        for face in sorted(set(faces)):
            for value in (1, 6):
                if not free & MASKS[value]:
                    continue  # a free building to hold the die (RULINGS A14)
                if abs(value - face) + 1 <= coins:
                    out.append(_move(p, color, face, value, False))
                if cocoa and value != face and coins >= 1:
                    out.append(_move(p, color, face, value, True))
    return out


def _move(p: int, color: str, face: int, value: int, cocoa: bool) -> Action:
    return move("archery", p, ("color", color), ("face", face), ("value", value), ("cocoa", cocoa))


def main_apply(s: SantaMariaState, a: Action) -> None:
    p, color, face, value = a.player, a["color"], a["face"], a["value"]
    seat = own(s, p)
    change = 0
    if a["cocoa"]:
        if seat.cocoa:
            seat.cocoa -= 1
        else:
            seat.gold -= 1
        s.say("cocoa", p, "l.521", "pays a cocoa to turn a {0} die from {1} to {2}", color, face, value)
    else:
        change = abs(value - face)
    seat.coins -= 1
    s.say("archery", p, "l.993", "pays 1 coin for Archery: the diagonal instead")
    take_and_use(s, p, color, face, value, change, diagonal=True)


def main_why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    if not has_archery(s, a.player):
        return refuse(a, "only the holder of the scholar Archery activates a diagonal", "l.993")
    if a["value"] not in (1, 6):
        return refuse(a, "Archery needs a die showing 1 or 6", "l.993")
    return refuse(
        a, "the die, its change and 1 coin more must be paid, and the diagonal needs a free building", "l.993"
    )
