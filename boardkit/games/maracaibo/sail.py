"""Phase A (l.177-189): 1-7 moves along the arrows, stopping at stop-symbol locations and doorsteps."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, IllegalAction, refuse

from .acts import act
from .components import ROUTE, next_on_route
from .effects import count_effect, gain_vp, upd
from .flow import advance, declined_on_the_way

MAX_MOVES = 7  # l.165, l.179

_ROUTES: dict[tuple[str, int], tuple[tuple[str, ...], ...]] = {}


def routes(loc: str, round_: int) -> tuple[tuple[str, ...], ...]:
    """Every way to sail from ``loc``: 1-7 moves, never past a stop location (l.187, l.200, l.408)."""
    key = (loc, round_)
    found = _ROUTES.get(key)
    if found is None:
        out: list[tuple[str, ...]] = []

        def walk(path: tuple[str, ...], at: str) -> None:
            if len(path) == MAX_MOVES:
                return
            for n in next_on_route(at, round_):
                step = (*path, n)
                out.append(step)
                if not ROUTE[n].stop:
                    walk(step, n)

        walk((), loc)
        found = _ROUTES[key] = tuple(out)
    return found


_SAILS: dict[tuple[int, str, int], list[Action]] = {}


def legal(s: Any) -> list[Action]:
    p = s.current_player
    key = (p, s.seats[p].ship, s.round)
    found = _SAILS.get(key)
    if found is None:
        found = _SAILS[key] = [act("sail", p, route=r) for r in routes(key[1], key[2])]
    return list(found)


def apply(s: Any, a: Action) -> None:
    p = a.player
    route = a["route"]
    upd(s, p, ship=route[-1])
    s.steps = len(route)
    s.say("sail", p, "l.165", "sails {0} moves to {1}", len(route), ROUTE[route[-1]].name)
    declined_on_the_way(s, p)
    assistant_income(s, route[-1])
    if s.legacy:
        legacy_arrival(s, p, route[-1])
    s.phase = "main"
    advance(s)


def legacy_arrival(s: Any, p: int, location: str) -> None:
    """Legacy tiles where the voyage ends, before the main action (l.1224-1226, l.1234)."""
    from .components import LEGACY
    from .effects import gain_sailors, queue
    from .story import tile_full

    for tile in s.legacy:
        rule = LEGACY[tile]
        if rule["location"] != location:
            continue
        if rule["effect"] == "vp6":
            gain_vp(s, p, 6)  # l.1226 (each voyage that ends there: RULINGS A40)
            s.say("legacy", p, "l.1226", "{0}: 6 VP", tile)
        elif rule["effect"] == "sailor":
            gain_sailors(s, p, 1)  # l.1234
            s.say("legacy", p, "l.1234", "{0}: a sailor from the general supply", tile)
        elif rule["effect"] == "discs" and not tile_full(s, tile):
            queue(s, ("legacy_disc", int(tile[1:])))  # l.1224: may move a disc there for the reward


def assistant_income(s: Any, location: str) -> None:
    """Any ship ending here pays 1 VP to each owner of the card with an assistant here, once (l.898)."""
    for q, seat in enumerate(s.seats):
        if count_effect(seat, "assistant_income") and any(loc == location for loc, _ in seat.assistants):
            gain_vp(s, q, 1)  # the icon is a picture: VP designed (RULINGS A34)
            s.say("assistant", q, "l.898", "an assistant's inn: 1 VP")


def why_not(s: Any, a: Action) -> IllegalAction | None:
    route = a["route"]
    if not 1 <= len(route) <= MAX_MOVES:
        return refuse(a, "sail 1 to 7 moves", "l.179")
    if any(loc not in ROUTE for loc in route):
        return refuse(a, "no such location on the route", "l.183")
    return refuse(a, "follow the arrows and stop at every stop location", "l.184-187")
