"""(D) Pass: take a free pass space, do its action, then the docks' rewards top to bottom (l.266-290).

Also the ``road`` phase: the road tile of the lowest pass space is laid on an empty cell (l.282, l.290).
"""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .flow import resolve
from .moves import PASS, ROAD, SKIP
from .scholars import MEDICINE, holds, reward
from .state import SantaMariaState, index, own

MEDITATION = "meditation"


def meditates(s: SantaMariaState, p: int) -> bool:
    """Meditation (an expansion scholar): its holder may pass onto a space another player holds (l.1003)."""
    return s.kingdoms and holds(s, p, MEDITATION)


def main_legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    if meditates(s, p):
        return list(PASS[p][: len(s.pass_spaces)])  # a free space or one already taken (l.1003)
    return [PASS[p][k] for k, q in enumerate(s.pass_spaces) if q < 0]


def main_apply(s: SantaMariaState, a: Action) -> None:
    p, k = a.player, a["space"]
    own(s, p).passed = k
    reward(s, p, MEDICINE, "pass_gain", "l.266")
    action = s.data.pass_actions[k - 1]
    if (
        s.pass_spaces[k - 1] >= 0
    ):  # Meditation: the first marker keeps the space and its precedence (RULINGS A36)
        s.say(
            "pass", p, "l.1003", "passes onto pass space {0} ({1}), already taken, with Meditation", k, action
        )
        if k == len(s.pass_spaces):  # the lowest: its road tile, then a free space's action (l.1003)
            s.pending = ((action, 0), ("meditation", 0), ("docks", 0))
        else:
            s.pending = ((action, 0), ("docks", 0))
        resolve(s)
        return
    spaces = list(s.pass_spaces)
    spaces[k - 1] = p
    s.pass_spaces = tuple(spaces)
    s.say("pass", p, "l.268", "passes onto pass space {0} ({1})", k, action)
    s.pending = ((action, 0), ("docks", 0))  # the space first, then the docks (l.266, l.284)
    resolve(s)


def main_why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    k = a["space"]
    if not 1 <= k <= len(s.pass_spaces):
        return refuse(a, "there are five pass spaces", "l.268")
    return refuse(a, f"pass space {k} is taken; one marker per space (only Meditation joins one)", "l.268")


# --- the road phase -------------------------------------------------------------------------------


def legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    cells, g = s.seats[p].cells, s.seats[p].governor
    out = [ROAD[p][i] for i in range(36) if cells[i] == "" and i != g]  # not under the governor (RULINGS A43)
    out.append(SKIP[p])
    return out


def apply(s: SantaMariaState, a: Action) -> None:
    p = a.player
    s.phase = "turn"
    if a.kind == "skip":
        s.say("skip", p, "l.270", "lays no road tile")
        resolve(s)
        return
    i = index(*a["cell"])
    seat = own(s, p)
    cells, colonists = list(seat.cells), list(seat.colonists)
    cells[i] = "road"
    colonists[i] = s.data.n["road_colonists"]  # RULINGS A13
    seat.cells, seat.colonists = tuple(cells), tuple(colonists)
    s.roads -= 1
    s.say("road", p, "l.282", "lays a road tile at row {0}, column {1}", *a["cell"])
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    r, c = a["cell"]
    if not (1 <= r <= 6 and 1 <= c <= 6):
        return refuse(a, "rows and columns run 1-6", "l.87")
    return refuse(a, "a road tile goes on a free (empty) cell", "l.282")
