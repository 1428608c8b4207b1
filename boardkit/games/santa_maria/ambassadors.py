"""Module C, the ambassadors (l.678-710): one white and one blue ambassador die beside the board. A player may
take one instead of a normal die and use it as usual (coins or cocoa may turn it); then every other player in
turn activates the same row or column in their own colony, unchanged and leaving no die (l.696-700)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from . import archery, dice  # module objects: both are still loading when flow imports this one
from .colony import COLUMN_MASKS, ROW_MASKS, free_mask
from .effects import cocoa_short
from .maya import free_sites
from .moves import move
from .state import SantaMariaState, own

COLORS = ("white", "blue")
MARK = "ambassador"  # what lies on the building the ambassador die was left on (l.696; RULINGS A54)


def main_legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    seat = s.seats[p]
    free = free_mask(seat)
    cocoa = s.kingdoms and cocoa_short(seat) <= seat.gold
    out = []
    for k, face in enumerate(s.ambassadors):
        if not face:
            continue
        color = COLORS[k]
        masks = COLUMN_MASKS if color == "white" else ROW_MASKS
        for value in range(1, 7):
            if not free & masks[value - 1]:
                continue  # a free building to hold the die (l.256; RULINGS A14)
            if abs(value - face) <= seat.coins:
                out.append(move("ambassador", p, ("color", color), ("value", value), ("cocoa", False)))
            if cocoa and value != face:
                out.append(move("ambassador", p, ("color", color), ("value", value), ("cocoa", True)))
    return out


def main_apply(s: SantaMariaState, a: Action) -> None:
    take(s, a)


def take(s: SantaMariaState, a: Action, diagonal: bool = False) -> None:
    """Take the ambassador die of move ``a`` (turned with coins or a cocoa), use it; the others follow (l.696-700).
    ``diagonal``: its taker pays 1 coin more for Archery's diagonal (l.993, l.999)."""
    p, color, value = a.player, a["color"], a["value"]
    k = COLORS.index(color)
    face = s.ambassadors[k]
    seat = own(s, p)
    faces, holders = list(s.ambassadors), list(s.ambassador_by)
    faces[k], holders[k] = 0, p
    s.ambassadors, s.ambassador_by = tuple(faces), tuple(holders)
    # the token goes with the die until the next year (RULINGS A56)
    s.say("ambassador", p, "l.698", "takes the {0} ambassador die ({1}) and its token", color, face)
    change = 0
    if a["cocoa"]:
        if seat.cocoa:
            seat.cocoa -= 1
        else:
            seat.gold -= 1
        s.say("cocoa", p, "l.696", "pays a cocoa to turn the {0} ambassador die to {1}", color, value)
    else:
        change = abs(value - face)
    if diagonal:
        seat.coins -= 1
        s.say("archery", p, "l.999", "pays 1 coin for Archery: the diagonal instead")
    others = tuple(("envoy", q * 100 + k * 10 + value) for q in clockwise(s, p)) + (("envoy_end", p),)
    dice.take_and_use(s, p, color, face, value, change, source=MARK, after=others, diagonal=diagonal)


def clockwise(s: SantaMariaState, p: int) -> list[int]:
    """The other players in turn, clockwise from the taker, passed or not (RULINGS A53)."""
    return [(p + k) % s.players for k in range(1, s.players)]


def main_why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    color, value = a["color"], a["value"]
    if not s.ambassadors_on:
        return refuse(a, "ambassador dice belong to Module C", "l.688")
    if color not in COLORS or not 1 <= value <= 6:
        return refuse(a, "an ambassador die is white or blue and shows 1-6", "l.688")
    face = s.ambassadors[COLORS.index(color)]
    if not face:
        return refuse(a, f"the {color} ambassador die is taken this year", "l.698")
    seat = s.seats[a.player]
    if a["cocoa"]:
        if not s.kingdoms or cocoa_short(seat) > seat.gold:
            return refuse(a, "turning a die with cocoa costs 1 cocoa, or a gold in its place", "l.696")
        if value == face:
            return refuse(a, "cocoa turns the die to another value", "l.521")
    elif abs(value - face) > seat.coins:
        return refuse(a, "changing a die costs 1 coin per pip", "l.130")
    return refuse(a, "that line has no free building to activate and hold the die", "l.256")


def envoy(s: SantaMariaState, code: int) -> bool:
    """Another player activates the same line in their colony, as if they had used the die: no change of value,
    no die left (l.700); their governor moves (l.708)."""
    q, k, value = code // 100, code // 10 % 10, code % 10
    s.current_player = q
    if s.maya_on and q == s.maya_seat:  # the Maya may walk the same value through the city (l.977)
        if not free_sites(s):
            return False
        s.walk, s.walk_die, s.walk_value, s.tech_used = (), "envoy", value, False
        s.say("envoy", q, "l.977", "may walk the ambassador die of {0} through the city", value)
        s.phase = "city"
        return True
    # another's ambassador die: Archery's holder may choose (l.999)
    if s.kingdoms and archery.may_follow_on_diagonal(s, q, value):
        s.phase = "envoy_archery"
        return True
    follow(s, q, k, value)
    return False


def follow(s: SantaMariaState, q: int, k: int, value: int) -> None:
    """``q`` activates the taker's row or column in their own colony (l.700)."""
    color = COLORS[k]
    s.say(
        "envoy",
        q,
        "l.700",
        "activates the same {0} {1} with the ambassador die",
        "column" if k == 0 else "row",
        value,
    )
    dice.activate_line(s, q, color, value, leave=False)  # no hire for them (l.710; RULINGS A55)


def envoy_end(s: SantaMariaState, p: int) -> bool:
    s.current_player = p  # the turn was the taker's: the next player follows them
    return False
