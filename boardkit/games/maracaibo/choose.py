"""The "choose" phase: a choice an effect needs (which nation, which disc, how far the explorer walks, ...)."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, IllegalAction, refuse

from .acts import act
from .components import NATIONS, QUESTS, SYNERGY, UPGRADE_IDS
from .effects import (
    NATION,
    disc_spaces,
    gain_doubloons,
    gain_influence,
    gain_synergy,
    gain_vp,
    queue,
    take_disc,
    to_next_rank,
)
from .explore import landing, move_explorer
from .flow import advance
from .quests import can_pay, fulfil

RULE = {
    "influence_choice": "l.942",
    "disc": "l.941",
    "explore": "l.1204",
    "space_quest": "l.344",
    "bonus": "l.597",
    "rank": "l.597",
    "synergy": "l.958",
    "combat": "l.1203",
}
BONUS_STEPS = 2  # U11's expedition names no number of steps (RULINGS A11)


def options(s: Any, head: tuple[Any, ...]) -> list[str]:
    who = s.current_player
    seat = s.seats[who]
    kind = head[0]
    if kind == "influence_choice" or kind == "rank":
        return list(NATIONS)
    if kind == "disc":
        return [UPGRADE_IDS[i] for i in disc_spaces(seat)]
    if kind == "explore":
        return [str(k) for k in landing(s, who, head[1])]
    if kind == "space_quest":
        tile = dict(s.space_quests).get(head[1])
        ok = tile is not None and can_pay(s, who, QUESTS[tile].cost)
        return ["fulfil", "skip"] if ok else []
    if kind == "bonus":
        return ["expedition", "money", "rank"]
    if kind == "synergy":
        return [k for k in SYNERGY if k not in seat.synergy]
    if kind == "combat":
        piles = [str(i) for i, p in enumerate(s.combat_piles) if p]
        return piles or ["none"]
    raise ValueError(f"unknown pending choice {kind!r}")


def legal(s: Any) -> list[Action]:
    p = s.current_player
    return [act("choose", p, option=o) for o in options(s, s.pending[0])]


def apply(s: Any, a: Action) -> None:
    who = a.player
    head, s.pending = s.pending[0], s.pending[1:]
    kind, o = head[0], a["option"]
    rule = RULE[kind]
    if kind == "influence_choice":
        gain_influence(s, who, NATION[o], head[1])
    elif kind == "rank":
        to_next_rank(s, who, NATION[o])
    elif kind == "disc":
        s.say("disc", who, rule, "removes a disc from {0}", o)
        take_disc(s, who, UPGRADE_IDS.index(o))
    elif kind == "explore":
        move_explorer(s, who, int(o))
    elif kind == "space_quest":
        if o == "fulfil":
            tile = dict(s.space_quests)[head[1]]
            s.space_quests = tuple(q for q in s.space_quests if q[0] != head[1])
            s.removed_spaces = tuple(sorted((*s.removed_spaces, head[1])))
            fulfil(s, who, tile, rule)
    elif kind == "bonus":
        if o == "expedition":
            queue(s, ("explore", BONUS_STEPS, 0))
        elif o == "money":
            gain_doubloons(s, who, 4)
            gain_vp(s, who, 4)
            s.say("upgrade", who, rule, "+4 doubloons and 4 VP")
        else:
            queue(s, ("rank",))
    elif kind == "synergy":
        gain_synergy(s, who, o)
    elif kind == "combat":
        from .combat import begin

        begin(s, who, -1 if o == "none" else int(o))
    advance(s)


def why_not(s: Any, a: Action) -> IllegalAction | None:
    head = s.pending[0]
    allowed = options(s, head)
    return refuse(a, f"choose one of {', '.join(allowed)}", RULE[head[0]])
