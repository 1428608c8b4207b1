"""(C) Activate a row with a blue die or a column with a white die, after changing its value with coins (l.126-152).

One move says which die (colour and face) and the value it is turned to: 1 coin per pip, no wrapping (l.130).
"""

from __future__ import annotations

from collections.abc import Iterable

from boardkit.core import Action, IllegalAction, refuse

from .colony import COLUMN_MASKS, COLUMNS, ROW_MASKS, ROWS, free_buildings, free_mask
from .effects import cocoa_short
from .flow import resolve
from .governor import on_die
from .moves import COCOA_DIE, DIE
from .scholars import tax
from .specialists import can_hire
from .state import SantaMariaState, own

WHITE_LIMIT_RULE = "l.128"


def available(s: SantaMariaState, p: int) -> list[tuple[str, tuple[int, ...]]]:
    """The dice ``p`` may take now, by colour: white below the board (3 a year, l.128), blue beside the colony (l.126)."""
    seat = s.seats[p]
    out = []
    limit = s.data.k["ambassador_white_per_year"] if s.ambassadors_on else s.data.n["white_dice_per_year"]
    if s.white and seat.white_used < limit:  # 3 a year, 2 with the ambassadors (l.128, l.704)
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
        usable = _usable(free, COLUMN_MASKS if color == "white" else ROW_MASKS)
        key = (p, color, faces, coins if coins < 5 else 5, usable)
        moves = _DIE_MOVES.get(key)
        if moves is None:
            moves = _keep(
                key,
                (
                    DIE[p, color, face, value]
                    for face in sorted(set(faces))
                    for value in range(max(1, face - coins), min(6, face + coins) + 1)
                    if usable >> (value - 1) & 1
                ),
            )
        out += moves
    return out


# (seat, colour, faces, coins up to 5, usable lines) -> the use_die moves: playouts meet the same few often;
# (seat, colour, faces, usable lines) -> the cocoa_die moves
_DIE_MOVES: dict[tuple, tuple[Action, ...]] = {}


def _keep(key: tuple, moves: Iterable[Action]) -> tuple[Action, ...]:
    """Keep a die's move list; the table is emptied past 100,000 keys so a long simulation stays bounded."""
    if len(_DIE_MOVES) > 100_000:
        _DIE_MOVES.clear()
    kept = _DIE_MOVES[key] = tuple(moves)
    return kept


def _usable(free: int, masks: tuple[int, ...]) -> int:
    """The lines (6 bits, line 1 lowest) with a free building, not the governor's, to hold a die (RULINGS A14, A40)."""
    return (
        (free & masks[0] and 1)
        | (free & masks[1] and 2)
        | (free & masks[2] and 4)
        | (free & masks[3] and 8)
        | (free & masks[4] and 16)
        | (free & masks[5] and 32)
    )


def cocoa_legal(s: SantaMariaState) -> list[Action]:
    """American Kingdoms: on your turn pay 1 cocoa (gold stands for it) to turn one die to any value and use it (l.521, l.524; RULINGS A30)."""
    p = s.current_player
    seat = s.seats[p]
    if not s.kingdoms or cocoa_short(seat) > seat.gold:
        return []
    dice = available(s, p)
    if not dice:
        return []
    free = free_mask(seat)
    out = []
    for color, faces in dice:
        usable = _usable(free, COLUMN_MASKS if color == "white" else ROW_MASKS)
        key = (p, color, faces, usable)
        moves = _DIE_MOVES.get(key)
        if moves is None:
            moves = _keep(
                key,
                (
                    COCOA_DIE[p, color, face, value]
                    for face in sorted(set(faces))
                    for value in range(1, 7)
                    if value != face and usable >> (value - 1) & 1
                ),
            )
        out += moves
    return out


def cocoa_apply(s: SantaMariaState, a: Action) -> None:
    p = a.player
    seat = own(s, p)
    if seat.cocoa:
        seat.cocoa -= 1
        what = "a cocoa"
    else:
        seat.gold -= 1
        what = "a gold for cocoa"
    s.say(
        "cocoa",
        p,
        "l.521",
        "pays {0} to turn a {1} die from {2} to {3}",
        what,
        a["color"],
        a["face"],
        a["value"],
    )
    _use(s, p, a["color"], a["face"], a["value"], 0)


def cocoa_why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    if not s.kingdoms:
        return refuse(a, "cocoa belongs to the American Kingdoms expansion", "l.515")
    seat = s.seats[a.player]
    if cocoa_short(seat) > seat.gold:
        return refuse(a, "turning a die to any value costs 1 cocoa, or a gold in its place", "l.521")
    if a["face"] == a["value"]:
        return refuse(a, "cocoa turns the die to another value; use the die as it lies", "l.521")
    return main_why_not(s, a)


def main_apply(s: SantaMariaState, a: Action) -> None:
    p, color, face, value = a.player, a["color"], a["face"], a["value"]
    _use(s, p, color, face, value, abs(value - face))


def _use(s: SantaMariaState, p: int, color: str, face: int, value: int, change: int) -> None:
    take_and_use(s, p, color, face, value, change)


def take_and_use(
    s: SantaMariaState,
    p: int,
    color: str,
    face: int,
    value: int,
    change: int,
    source: str = "",
    after: tuple = (),
    diagonal: bool = False,
    column: bool = False,
) -> None:
    """Take the die (paying ``change`` coins to turn it), leave it on the line's last free building, activate
    (l.126-152). ``source`` "ambassador": the die came from an ambassador token (l.696); ``after``: what follows."""
    seat = own(s, p)
    seat.coins -= change
    if source:
        pass  # the ambassador die was taken off its token (ambassadors.py)
    elif color == "white":
        pool = list(s.white)
        pool.remove(face)
        s.white = tuple(pool)
        seat.white_used += 1
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
    if change:
        s.say(
            "change",
            p,
            "l.130",
            "pays {0} coin(s) to turn a {1} die from {2} to {3}",
            change,
            color,
            face,
            value,
        )
    # hired before the governor and the column (l.641, l.674; RULINGS A50)
    if s.specialists_on and color == "white" and can_hire(s, p, value):
        # the line to come: the value, 10 more for an ambassador die, 100 more for a diagonal
        code = value + (10 if source else 0) + (100 if diagonal else 0)
        s.pending = (("hire", value), ("line", code), *after)
        resolve(s)
        return
    s.pending = after
    activate_line(s, p, color, value, mark=source or color, diagonal=diagonal, column=column)
    resolve(s)


def activate_line(
    s: SantaMariaState,
    p: int,
    color: str,
    value: int,
    mark: str = "",
    leave: bool = True,
    diagonal: bool = False,
    column: bool = False,
) -> None:
    """The governor moves first (l.561); the die stays on the line's last free building; its buildings queued.
    ``column``: a blue die on a column (Philosophy, l.1005), white for the governor."""
    column = column or color == "white"
    line = COLUMNS[value - 1] if column else ROWS[value - 1]
    if diagonal:
        from .archery import DIAGONALS

        line = DIAGONALS[value]
    rest, s.pending = s.pending, ()
    if s.governor_on:
        on_die(s, p, "white" if column else "blue", line)
    if s.seats[p].scholar or s.monks_at.get("taxation"):
        tax(s, p, line)
    seat = own(s, p)
    todo = free_buildings(seat, line)
    if leave:  # the die stays on the last free building, used or not (l.132, l.134, l.252; RULINGS A1)
        dice = list(seat.dice_on)
        dice[todo[-1]] = mark or color
        seat.dice_on = tuple(dice)
    where = "diagonal" if diagonal else "column" if column else "row"
    if leave:  # another player's ambassador line is logged by ambassadors.envoy
        s.say(
            "use_die",
            p,
            "l.132" if color == "white" else "l.134",
            "uses a {0} {1} on {2} {1}: {3} building(s)",
            color,
            value,
            where,
            len(todo),
        )
    s.pending = (*s.pending, *(("building", i) for i in todo), *rest)


def main_why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    color, face, value = a["color"], a["face"], a["value"]
    if color not in ("white", "blue") or not (1 <= face <= 6 and 1 <= value <= 6):
        return refuse(a, "a die is white or blue and shows 1-6", "l.126")
    seat = s.seats[a.player]
    limit = s.data.k["ambassador_white_per_year"] if s.ambassadors_on else s.data.n["white_dice_per_year"]
    if color == "white" and seat.white_used >= limit:
        return refuse(a, f"nobody may use more than {limit} white dice in a year", WHITE_LIMIT_RULE)
    if color == "blue" and s.shared_blue_dice and seat.blue_used >= seat.blue_owned:
        return refuse(a, "no more shared blue dice this year than you have unlocked", "l.402")
    faces = dict(available(s, a.player)).get(color, ())
    if face not in faces:
        return refuse(a, f"no {color} die shows {face} now", "l.126")
    if a.kind == "use_die" and abs(value - face) > seat.coins:
        return refuse(a, "changing a die costs 1 coin per pip, and 1 and 6 are 5 apart", "l.130")
    return refuse(a, "that line has no free building to activate and hold the die", "l.256")
