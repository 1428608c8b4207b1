"""(C) Activate a row with a blue die or a column with a white die, after changing its value with coins (l.126-152).

One move says which die (colour and face) and the value it is turned to: 1 coin per pip, no wrapping (l.130).
"""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .colony import COLUMN_MASKS, COLUMNS, ROW_MASKS, ROWS, free_buildings, free_mask
from .flow import resolve
from .moves import DIE
from .state import SantaMariaState, own

WHITE_LIMIT_RULE = "l.128"


def available(s: SantaMariaState, p: int) -> list[tuple[str, tuple[int, ...]]]:
    """The dice ``p`` may take now, by colour: white below the board (3 a year, l.128), blue beside the colony (l.126)."""
    seat = s.seats[p]
    out = []
    if s.white and seat.white_used < s.data.n["white_dice_per_year"]:
        out.append(("white", s.white))
    if s.shared_blue_dice:
        if s.shared_blue and seat.blue_used < seat.blue_owned:  # no more than unlocked (l.402; RULINGS A19)
            out.append(("blue", s.shared_blue))
    elif seat.blue:
        out.append(("blue", seat.blue))
    return out


def main_legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    seat = s.seats[p]
    coins = seat.coins
    out = []
    dice = available(s, p)
    if not dice:
        return out
    free = free_mask(seat)
    for color, faces in dice:
        usable = [free & m for m in (COLUMN_MASKS if color == "white" else ROW_MASKS)]
        for face in sorted(set(faces)):
            for value in range(max(1, face - coins), min(6, face + coins) + 1):
                if usable[value - 1]:  # a line with a free building to hold the die (l.256; RULINGS A14)
                    out.append(DIE[p, color, face, value])
    return out


def main_apply(s: SantaMariaState, a: Action) -> None:
    p, color, face, value = a.player, a["color"], a["face"], a["value"]
    seat = own(s, p)
    change = abs(value - face)
    seat.coins -= change
    if color == "white":
        pool = list(s.white)
        pool.remove(face)
        s.white = tuple(pool)
        seat.white_used += 1
        line = COLUMNS[value - 1]
    else:
        if s.shared_blue_dice:
            pool = list(s.shared_blue)
            pool.remove(face)
            s.shared_blue = tuple(pool)
            seat.blue_used += 1
        else:
            pool = list(seat.blue)
            pool.remove(face)
            seat.blue = tuple(pool)
        line = ROWS[value - 1]
    if change:
        s.say(
            "change",
            p,
            "l.130",
            "pays {0} coins to turn a {1} die from {2} to {3}",
            change,
            color,
            face,
            value,
        )
    todo = free_buildings(seat, line)
    dice = list(seat.dice_on)
    dice[todo[-1]] = (
        color  # the die stays on the last free building, used or not (l.132, l.134, l.252; RULINGS A1)
    )
    seat.dice_on = tuple(dice)
    where = "column" if color == "white" else "row"
    s.say(
        "use_die",
        p,
        "l.132" if color == "white" else "l.134",
        "uses a {0} {1} on {2} {1}: {3} buildings",
        color,
        value,
        where,
        len(todo),
    )
    s.pending = tuple(("building", i) for i in todo)
    resolve(s)


def main_why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    color, face, value = a["color"], a["face"], a["value"]
    if color not in ("white", "blue") or not (1 <= face <= 6 and 1 <= value <= 6):
        return refuse(a, "a die is white or blue and shows 1-6", "l.126")
    seat = s.seats[a.player]
    if color == "white" and seat.white_used >= s.data.n["white_dice_per_year"]:
        return refuse(a, "nobody may use more than 3 white dice in a year", WHITE_LIMIT_RULE)
    if color == "blue" and s.shared_blue_dice and seat.blue_used >= seat.blue_owned:
        return refuse(a, "no more shared blue dice this year than you have unlocked", "l.402")
    faces = dict(available(s, a.player)).get(color, ())
    if face not in faces:
        return refuse(a, f"no {color} die shows {face} now", "l.126")
    if abs(value - face) > seat.coins:
        return refuse(a, "changing a die costs 1 coin per pip, and 1 and 6 are 5 apart", "l.130")
    return refuse(a, "that line has no free building to activate and hold the die", "l.256")
