"""Module A, the governor (l.541-591): a die used on his row or column moves him first, right for white and
down for blue; he activates the free building he reaches, scores the colonists of a road, blocks his cell,
and scores by the end-game grid. With the scholar Navigation he may go on from a road for a coin (l.1009)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .colony import is_building
from .flow import resolve
from .moves import SKIP, move
from .state import SantaMariaState, cell_of, own

RIGHT, DOWN = 1, 6  # a white die moves him one cell right, a blue one one cell down (l.563-564)
NAVIGATION = "navigation"


def target(seat, step: int) -> int:
    """The cell one ``step`` on, or -1 where he cannot go: off the colony or onto a die or coins (l.567, l.583;
    RULINGS A42)."""
    g = seat.governor
    if step == RIGHT and g % 6 == 5 or step == DOWN and g >= 30:
        return -1
    t = g + step
    if seat.coins_on[t] or seat.dice_on[t]:
        return -1
    return t


def move_on(s: SantaMariaState, p: int, step: int, rule: str) -> None:
    """Move ``p``'s governor one ``step`` if he can and queue what the cell gives (l.565-567), before the line."""
    seat = s.seats[p]
    t = target(seat, step)
    if t < 0:
        s.say("governor", p, "l.583", "the governor cannot move: his cell is not activated")
        return
    seat = own(s, p)
    seat.governor = t
    content = seat.cells[t]
    r, c = cell_of(t)
    s.say("governor", p, rule, "the governor moves to row {0}, column {1}", r, c)
    steps = []
    if is_building(content):  # a free building: activated at once, before the row or column (l.565)
        steps.append(("building", t))
    elif content == "road":
        if seat.colonists[t]:
            seat.points += seat.colonists[t]  # 1 point per colonist on the road (l.566)
            s.say(
                "governor",
                p,
                "l.566",
                "the governor visits {0} colonist(s): gains {0} happiness",
                seat.colonists[t],
            )
        steps.append(("navigate", step))  # Navigation may take him on (l.1009)
    s.pending = (*steps, *s.pending)


def on_die(s: SantaMariaState, p: int, color: str, line: tuple[int, ...]) -> None:
    """A die used: the governor moves first if he stands in its line (l.561); Philosophy's blue column counts as
    white (l.1005): the caller passes "white" for it. A die turned with cocoa moves him too (RULINGS A45)."""
    seat = s.seats[p]
    if seat.governor in line:
        move_on(s, p, RIGHT if color == "white" else DOWN, "l.563" if color == "white" else "l.564")


def has_navigation(s: SantaMariaState, p: int) -> bool:
    """Navigation is a player's with a monk on it, or as the private scholar of the advanced setup (l.222, l.398;
    RULINGS A44)."""
    return (NAVIGATION in s.monks_at and p in s.monks_at[NAVIGATION]) or s.seats[p].scholar == NAVIGATION


def can_navigate(s: SantaMariaState, p: int, step: int) -> bool:
    seat = s.seats[p]
    return seat.coins >= 1 and has_navigation(s, p) and target(seat, step) >= 0


def score(s: SantaMariaState, p: int) -> int:
    """Points (or a loss) by the governor's final cell (l.589-591; RULINGS A41)."""
    g = s.seats[p].governor
    return s.data.governor_grid[g // 6][g % 6] if g >= 0 else 0


# --- the navigate phase (l.1009-1011) ---------------------------------------------------------------


def legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    # free trades may be made while deciding, so the coin is checked again now
    return [move("navigate", p), SKIP[p]] if s.seats[p].coins >= 1 else [SKIP[p]]


def apply(s: SantaMariaState, a: Action) -> None:
    p = a.player
    if a.kind == "skip":
        s.say("skip", p, "l.1009", "leaves the governor on the road")
        resolve(s)
        return
    step = s.step[1]
    own(s, p).coins -= 1
    s.say("navigate", p, "l.1009", "pays 1 coin: Navigation takes the governor on")
    move_on(s, p, step, "l.1009")
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    return refuse(a, "Navigation: 1 coin to move the governor on from a road", "l.1009")
