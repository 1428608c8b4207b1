"""The expansion's scholar Archery (l.993-999): using a die showing 1 or 6 (after any change), its holder may pay
1 coin to activate a diagonal instead of the row or column; the governor moves only if he stands on it.

With Module C (l.999): the taker of an ambassador die may take it onto a diagonal (move ``ambassador_archery``);
the others follow on the row or column, but a holder of Archery among them may pay 1 coin for the diagonal
instead (phase ``envoy_archery``), whoever took the die and however they used it (RULINGS A57)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .colony import free_mask
from .dice import activate_line, available, take_and_use
from .effects import cocoa_short
from .moves import SKIP, move
from .scholars import holds
from .state import SantaMariaState, Seat, own

ARCHERY = "archery"
# "As shown on the token" (l.993): a 1 takes the diagonal from the top-left corner, a 6 the one from the
# top-right corner, both top to bottom (RULINGS A57).
DIAGONALS = {1: (0, 7, 14, 21, 28, 35), 6: (5, 10, 15, 20, 25, 30)}
MASKS = {v: sum(1 << i for i in cells) for v, cells in DIAGONALS.items()}


def has_archery(s: SantaMariaState, p: int) -> bool:
    return holds(s, p, ARCHERY)


def _purse(seat: Seat) -> tuple[int, int, bool]:
    """The coins, the free buildings (bits) and whether a cocoa (or gold for it) can turn the die."""
    return seat.coins, free_mask(seat), cocoa_short(seat) <= seat.gold


def main_legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    if not has_archery(s, p):
        return []
    coins, free, cocoa = _purse(s.seats[p])
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


# --- Module C: the ambassador die on a diagonal (l.999) ---------------------------------------------------------


def ambassador_legal(s: SantaMariaState) -> list[Action]:
    """The taker's ambassador die turned to 1 or 6 (coins or a cocoa) and 1 coin more: the diagonal (l.999)."""
    p = s.current_player
    if not has_archery(s, p):
        return []
    coins, free, cocoa = _purse(s.seats[p])
    out = []
    for k, face in enumerate(s.ambassadors):
        if not face:
            continue
        color = ("white", "blue")[k]
        for value in (1, 6):
            if not free & MASKS[value]:
                continue  # a free building to hold the die (RULINGS A14)
            if abs(value - face) + 1 <= coins:
                out.append(_ambassador(p, color, value, False))
            if cocoa and value != face and coins >= 1:
                out.append(_ambassador(p, color, value, True))
    return out


def _ambassador(p: int, color: str, value: int, cocoa: bool) -> Action:
    return move("ambassador_archery", p, ("color", color), ("value", value), ("cocoa", cocoa))


def ambassador_apply(s: SantaMariaState, a: Action) -> None:
    from .ambassadors import take

    take(s, a, diagonal=True)


def ambassador_why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    if not s.ambassadors_on:
        return refuse(a, "ambassador dice belong to Module C", "l.688")
    if not has_archery(s, a.player):
        return refuse(a, "only the holder of the scholar Archery activates a diagonal", "l.999")
    if a["value"] not in (1, 6):
        return refuse(a, "Archery needs a die showing 1 or 6", "l.993")
    return refuse(
        a,
        "the ambassador die must be free, its change and 1 coin more paid, and the diagonal hold it",
        "l.999",
    )


def may_follow_on_diagonal(s: SantaMariaState, q: int, value: int) -> bool:
    """Another player's ambassador die at 1 or 6: ``q``, holding Archery with a coin, may take the diagonal (l.999)."""
    return value in MASKS and s.seats[q].coins >= 1 and has_archery(s, q)


# the envoy_archery phase: the holder chooses the diagonal for 1 coin, or skips to the row or column (l.999)


def legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    if s.seats[p].coins < 1:  # a free action at this decision may have spent the coin (RULINGS A11)
        return [SKIP[p]]
    return [move("diagonal", p), SKIP[p]]


def apply(s: SantaMariaState, a: Action) -> None:
    from .ambassadors import follow
    from .flow import resolve

    code = s.step[1] if s.step else 0
    q, k, value = code // 100, code // 10 % 10, code % 10
    s.phase = "turn"
    if a.kind == "skip":
        follow(s, q, k, value)
    else:
        seat = own(s, q)
        seat.coins -= 1
        s.say(
            "archery",
            q,
            "l.999",
            "pays 1 coin for Archery: follows the ambassador die on the diagonal from the {0} corner",
            "top-left" if value == 1 else "top-right",
        )
        activate_line(s, q, ("white", "blue")[k], value, leave=False, diagonal=True)
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    return refuse(a, "the diagonal costs 1 coin (Archery), or follow the row or column", "l.999")
