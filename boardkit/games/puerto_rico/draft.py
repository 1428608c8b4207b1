"""New Buildings: the draft of the beige buildings onto the board spaces of their cost (l.806-808, l.840-842)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .actions import act
from .catalog import B_IDS, B_INDEX, BEIGE, LARGE, SET, bid
from .state import PRState


def legal(s: PRState) -> list[Action]:
    p = s.current_player
    open_costs = set(s.draft_open)
    taken = s.memo
    out = []
    cost = s.data.cost
    for b, name in enumerate(B_IDS):
        ok = BEIGE[b] and SET[b] in ("base", "new_buildings") and not taken.get(name)
        if ok and cost[b] in open_costs and LARGE[b] == (cost[b] >= 10):
            out.append(act("draft", p, building=name))
    return out


def apply(s: PRState, a: Action) -> None:
    name = a["building"]
    b = bid(name)
    spaces = list(s.draft_open)
    spaces.remove(s.data.cost[b])
    s.draft_open = tuple(spaces)
    s.memo = {**s.memo, name: 1}
    supply = list(s.supply)
    supply[b] = s.data.copies(b, s.players, s.new_buildings, s.nobles)[
        0
    ]  # small ones in pairs except with 2 (l.806)
    s.supply = tuple(supply)
    s.say("draft", a.player, "l.806", "puts {0} on the board", name)
    if s.draft_open:
        s.current_player = (s.current_player + 1) % s.players
        return
    s.memo = {}
    s.phase = "role_selection"
    s.step = "role"
    s.current_player = s.governor


def why_not(s: PRState, a: Action) -> IllegalAction | None:
    name = a["building"]
    if name not in B_INDEX or not BEIGE[bid(name)]:
        return refuse(a, f"{name!r} is not a beige building of the draft", "l.806")
    if s.memo.get(name):
        return refuse(a, f"{name} is already on the board", "l.806")
    return refuse(a, f"no empty board space costs {s.data.cost[bid(name)]}", "l.806-808")
