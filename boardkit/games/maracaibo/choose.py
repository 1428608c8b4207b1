"""The "choose" phase: a choice an effect needs (which nation, which disc, how far the explorer walks, ...)."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, IllegalAction, refuse

from .acts import act1
from .components import LEGACY, NATIONS, QUESTS, ROUTE, SYNERGY, UPGRADE_IDS, VILLAGES
from .effects import (
    NATION,
    disc_spaces,
    gain_dincome,
    gain_doubloons,
    gain_influence,
    gain_synergy,
    gain_vp,
    place_marker,
    queue,
    take_disc,
    to_next_rank,
    upd,
)
from .explore import landing, move_explorer
from .flow import advance
from .quests import can_pay, fulfil, pay

RULE = {
    "influence_choice": "l.942",
    "disc": "l.941",
    "explore": "l.1204",
    "space_quest": "l.344",
    "bonus": "l.597",
    "rank": "l.597",
    "synergy": "l.958",
    "combat": "l.1203",
    "marker_village": "l.940",
    "village_rank": "l.962",
    "sailor_income": "l.966",
    "resail": "l.998, l.1038",
    "legacy_disc": "l.1224",
    "sailor_vp": "l.1232",
}


def _free_villages(s: Any) -> list[str]:
    from .effects import owner_at

    return [v for v in VILLAGES if owner_at(s, v) < 0]


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
    if kind in ("marker_village", "village_rank"):  # the player picks the village (RULINGS A37)
        spots = [f"{n}@{v}" for i, n in enumerate(NATIONS) if s.markers_left[i] for v in _free_villages(s)]
        if kind == "village_rank" and not spots:
            return list(NATIONS)  # no free village: the rank step still happens (RULINGS A33)
        return spots
    if kind == "sailor_income":
        return [str(k) for k in range(seat.sailors + 1)]
    if kind == "sailor_vp":  # optionally a sailor back to the supply for 5 VP (l.1232)
        return ["return", "keep"] if seat.sailors else []
    if kind == "legacy_disc":  # pay the tile's cost, a disc from the ship onto it; or not (l.1224)
        cost = tuple(LEGACY[f"L{head[1]}"]["cost"])  # L10 costs nothing (l.1224)
        if cost and not can_pay(s, who, cost):
            return ["skip"]
        return [UPGRADE_IDS[i] for i in disc_spaces(seat)] + ["skip"]
    if kind == "resail":
        from .sail import routes

        return [">".join(r) for r in routes(seat.ship, s.round) if len(r) <= head[1]]
    raise ValueError(f"unknown pending choice {kind!r}")


def legal(s: Any) -> list[Action]:
    p = s.current_player
    return [act1("choose", p, "option", o) for o in options(s, s.pending[0])]


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
        from .flow import defer

        defer(s, s.pending)
        begin(s, who, -1 if o == "none" else int(o))
    elif kind in ("marker_village", "village_rank"):
        nation, _, village = o.partition("@")
        if village:
            place_marker(s, NATION[nation], village)
            s.say("marker", who, rule, "puts a {0} marker in {1}", nation, ROUTE[village].name)
        if kind == "village_rank":
            to_next_rank(s, who, NATION[nation])
    elif kind == "sailor_income":  # each sailor on the card: +2 doubloon income (l.966)
        k = int(o)
        seat = s.seats[who]
        upd(s, who, sailors=seat.sailors - k, income_sailors=seat.income_sailors + k)
        gain_dincome(s, who, 2 * k)
    elif kind == "sailor_vp" and o == "return":
        from .effects import return_sailor

        return_sailor(s, who)
        gain_vp(s, who, 5)
    elif kind == "legacy_disc" and o != "skip":
        tile = f"L{head[1]}"
        if LEGACY[tile]["cost"]:
            pay(s, who, tuple(LEGACY[tile]["cost"]))  # the indicated cost first (l.1224)
        discs = dict(s.legacy_discs)
        discs[tile] = (*discs[tile], who)
        s.legacy_discs = tuple(sorted(discs.items()))
        s.say("legacy", who, rule, "puts a disc from {0} on {1}", o, tile)
        from .effects import reward as gain

        gain(s, who, tuple(LEGACY[tile]["reward"]), rule)
        take_disc(s, who, UPGRADE_IDS.index(o))
    elif kind == "resail":  # sail 1-2 more moves, then a main action there (l.998, l.1038, RULINGS A36)
        route = tuple(o.split(">"))
        upd(s, who, ship=route[-1])
        s.steps, s.delivered, s.main_done = len(route), False, False
        s.say("sail", who, rule, "sails {0} more moves to {1}", len(route), ROUTE[route[-1]].name)
        from .flow import declined_on_the_way

        declined_on_the_way(s, who)
    advance(s)


def why_not(s: Any, a: Action) -> IllegalAction | None:
    head = s.pending[0]
    allowed = options(s, head)
    return refuse(a, f"choose one of {', '.join(allowed)}", RULE[head[0]])
