"""Module B, the specialists (l.604-674): six face up a year beside the white dice's values; taking a white die
you may hire the one at its (changed) value. Production specialists cost 1/2/3 coins for 1/2/3 of their
resource or conquistador steps; an improvement is a building laid for 1 coin on a built cell or 3 on an empty one."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .effects import LIMIT, conquistador_step
from .flow import resolve
from .moves import CELLS, SKIP, move
from .state import SantaMariaState, cell_of, index, own

BUILT_COST, EMPTY_COST = 1, 3  # l.664, l.666


def price(s: SantaMariaState, p: int, sp: str) -> int:
    """The k-th specialist of a kind costs k coins (l.643); an improvement at least 1 (l.664)."""
    d = s.data.specialists
    kind = d[sp]["kind"]
    if kind == "improvement":
        return BUILT_COST
    return 1 + sum(1 for x in s.seats[p].hired if d[x]["kind"] == kind)


def improvement_cells(s: SantaMariaState, p: int) -> list[tuple[int, int]]:
    """(cell, cost) where an improvement may go: no coins, die or governor there (l.668, l.674)."""
    seat = s.seats[p]
    out = []
    for i in range(36):
        if seat.coins_on[i] or seat.dice_on[i] or i == seat.governor or i in seat.improved:
            continue  # nor over another improvement (RULINGS A48)
        cost = EMPTY_COST if seat.cells[i] == "" else BUILT_COST
        if cost <= seat.coins:
            out.append((i, cost))
    return out


def can_hire(s: SantaMariaState, p: int, value: int) -> bool:
    """A specialist lies at this white value and ``p`` can pay for it (l.641)."""
    sp = s.specialist_row[value - 1] if s.specialist_row else ""
    if not sp:
        return False
    if s.data.specialists[sp]["kind"] == "improvement":
        return bool(improvement_cells(s, p))
    return price(s, p, sp) <= s.seats[p].coins


def deal(s: SantaMariaState) -> None:
    """At the start of a year one specialist face up beside each white value 1-6 (l.633; RULINGS A46)."""
    k = len(s.specialist_row) if s.specialist_row else 6
    s.specialist_row = tuple((*s.specialist_stack[:k], *("",) * k)[:k])
    s.specialist_stack = s.specialist_stack[k:]


def clear(s: SantaMariaState) -> None:
    """At the end of a year the specialists left go to the box (l.633)."""
    s.specialist_box = (*s.specialist_box, *(x for x in s.specialist_row if x))
    s.specialist_row = ("",) * len(s.specialist_row)


# --- the specialist phase ----------------------------------------------------------------------------


def legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    sp = s.specialist_row[s.step[1] - 1]
    if s.data.specialists[sp]["kind"] == "improvement":
        out = [move("improve", p, ("cell", CELLS[i])) for i, _cost in improvement_cells(s, p)]
    elif price(s, p, sp) <= s.seats[p].coins:  # free actions may have spent the coins meanwhile
        out = [move("hire", p)]
    else:
        out = []
    out.append(SKIP[p])
    return out


def _take(s: SantaMariaState) -> str:
    value = s.step[1]
    sp = s.specialist_row[value - 1]
    row = list(s.specialist_row)
    row[value - 1] = ""
    s.specialist_row = tuple(row)
    return sp


def apply(s: SantaMariaState, a: Action) -> None:
    p = a.player
    if a.kind == "skip":
        s.say("skip", p, "l.641", "hires no specialist")
        resolve(s)
        return
    if a.kind == "hire":
        k = price(s, p, s.specialist_row[s.step[1] - 1])
        sp = _take(s)
        rec = s.data.specialists[sp]
        seat = own(s, p)
        seat.coins -= k
        seat.hired = (*seat.hired, sp)
        s.say("hire", p, "l.643", "hires the {0} for {1} coin(s)", rec["kind"], k)
        if rec["gain"] == "conquistador":
            for _ in range(k):
                conquistador_step(s, p, "l.656")  # the soldier (RULINGS A51)
        else:
            # the full price is paid even when the storage takes less: no coins back (l.645; RULINGS A47)
            have = getattr(seat, rec["gain"])
            kept = min(k, LIMIT - have)
            setattr(seat, rec["gain"], have + kept)
            s.say("gain", p, "l.645", "gains {0} {1} of {2}", kept, rec["gain"], k)
        resolve(s)
        return
    i = index(*a["cell"])
    seat = s.seats[p]
    cost = EMPTY_COST if seat.cells[i] == "" else BUILT_COST
    sp = _take(s)
    building = s.data.specialists[sp]["building"]
    seat = own(s, p)
    seat.coins -= cost
    cells = list(seat.cells)
    seat.covered = (*seat.covered, cells[i])
    cells[i] = building
    seat.cells = tuple(cells)
    seat.improvements = (*seat.improvements, sp)
    seat.improved = (*seat.improved, i)
    # the covered road's colonists stay: the improvement counts as a road (l.670; RULINGS A49)
    s.say(
        "improve",
        p,
        "l.664" if cost == BUILT_COST else "l.666",
        "lays improvement {0} at row {1}, column {2} for {3} coin(s)",
        sp,
        *cell_of(i),
        cost,
    )
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    if a.kind == "improve":
        r, c = a["cell"]
        if not (1 <= r <= 6 and 1 <= c <= 6):
            return refuse(a, "rows and columns run 1-6", "l.87")
        return refuse(
            a,
            "an improvement costs 1 coin on a built cell, 3 on an empty one, never on coins, a die or the governor",
            "l.664-668",
        )
    sp = s.specialist_row[s.step[1] - 1]
    if s.data.specialists[sp]["kind"] == "improvement":
        return refuse(a, "the specialist at this value is an improvement: lay it with improve(cell)", "l.662")
    return refuse(a, f"this specialist costs {price(s, a.player, sp)} coin(s) and you cannot pay", "l.641")
