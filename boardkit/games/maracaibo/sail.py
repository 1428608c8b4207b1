"""Phase A (l.177-189): 1-7 moves along the arrows, stopping at stop-symbol locations and doorsteps."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, IllegalAction, refuse

from .acts import act
from .components import LEGACY, ROUTE, next_on_route
from .effects import count_effect, gain_doubloons, gain_sailors, gain_vp, queue, upd
from .flow import advance, declined_on_the_way

MAX_MOVES = 7  # l.165, l.179
TOLL = 2  # l.1236

_ROUTES: dict[tuple, tuple[tuple[str, ...], ...]] = {}
HARD_ROUTE = 3  # movement points along a route a legacy tile makes difficult (l.1220)


def routes(
    loc: str, round_: int, hard: frozenset[str] = frozenset(), opened: frozenset[str] = frozenset()
) -> tuple[tuple[str, ...], ...]:
    """Every way to sail from ``loc``: 1-7 movement points, never past a stop location (l.187, l.200, l.408);
    ``hard`` routes ("a>b") cost 3 points each (l.1220); ``opened`` legacy locations are on the map."""
    key = (loc, round_, hard, opened)
    found = _ROUTES.get(key)
    if found is None:
        out: list[tuple[str, ...]] = []

        def walk(path: tuple[str, ...], at: str, spent: int) -> None:
            for n in next_on_route(at, round_, opened):
                cost = spent + (HARD_ROUTE if f"{at}>{n}" in hard else 1)
                if cost > MAX_MOVES:
                    continue
                step = (*path, n)
                out.append(step)
                if not ROUTE[n].stop:
                    walk(step, n, cost)

        walk((), loc, 0)
        found = _ROUTES[key] = tuple(out)
    return found


def movement_points(start: str, route: tuple[str, ...], hard: frozenset[str]) -> int:
    """The points a route costs; they count as the moves made (village actions, quests: RULINGS A44)."""
    total, at = 0, start
    for n in route:
        total += HARD_ROUTE if f"{at}>{n}" in hard else 1
        at = n
    return total


_HARD: dict[tuple[str, ...], frozenset[str]] = {}  # by the legacy tiles laid: a few per campaign


def hard_routes(s: Any) -> frozenset[str]:
    """Routes of 3 movement points: L2-type tiles (l.1220) and the way to and from L4 (l.1232)."""
    if not s.legacy:
        return frozenset()
    found = _HARD.get(s.legacy)
    if found is not None:
        return found
    hard = {LEGACY[t]["location"] for t in s.legacy if LEGACY[t]["effect"] == "route3"}
    if "L4" in s.legacy:
        hard |= {f"{k}>L4" for k, loc in ROUTE.items() if "L4" in loc.next} | {
            f"L4>{n}" for n in ROUTE["L4"].next
        }
    if len(_HARD) > 10_000:
        _HARD.clear()
    found = _HARD[s.legacy] = frozenset(hard)
    return found


def opened(s: Any) -> frozenset[str]:
    return frozenset(t for t in s.legacy if t in ("L4", "L7"))


def gated(s: Any, explorer: int) -> frozenset[str]:
    """New cities this explorer may not sail to yet (l.1232: past space 4; l.1238: space 11)."""
    return frozenset(t for t in opened(s) if explorer < LEGACY[t]["gate"])


def toll_at(s: Any) -> str:
    """Where skipping a legacy tile costs 2 doubloons (L11, l.1236), or ""."""
    for t in s.legacy:
        if LEGACY[t]["effect"] == "discs_toll":
            return LEGACY[t]["location"]
    return ""


_SAILS: dict[tuple, list[Action]] = {}


def legal(s: Any) -> list[Action]:
    p = s.current_player
    if s.legacy:  # legacy tiles change routes and tolls (l.1220, l.1236): kept per tiles, purse and explorer
        seat = s.seats[p]
        poor = seat.doubloons < TOLL
        key = (p, seat.ship, s.round, s.legacy, poor, seat.explorer)
        found = _SAILS.get(key)
        if found is None:
            if len(_SAILS) > 50_000:
                _SAILS.clear()
            toll = toll_at(s)
            shut = gated(s, seat.explorer)
            found = _SAILS[key] = [
                act("sail", p, route=r)
                for r in routes(seat.ship, s.round, hard_routes(s), opened(s))
                if not (poor and toll in r[:-1]) and not shut.intersection(r)
            ]
        return list(found)
    key = (p, s.seats[p].ship, s.round)
    found = _SAILS.get(key)
    if found is None:
        found = _SAILS[key] = [act("sail", p, route=r) for r in routes(key[1], key[2])]
    return list(found)


_FORKS: dict[tuple, frozenset[tuple[str, ...]]] = {}


def _forked(s: Any, route: tuple[str, ...]) -> bool:
    """Another legal route of the same length ends where this one does (a fork: the log names the way)."""
    if s.legacy:  # the legal routes depend on the tiles: counted afresh
        return sum(1 for x in legal(s) if len(x["route"]) == len(route) and x["route"][-1] == route[-1]) > 1
    key = (s.seats[s.current_player].ship, s.round)
    forks = _FORKS.get(key)
    if forks is None:
        ends: dict[tuple[int, str], int] = {}
        for r in routes(*key):
            ends[len(r), r[-1]] = ends.get((len(r), r[-1]), 0) + 1
        forks = _FORKS[key] = frozenset(r for r in routes(*key) if ends[len(r), r[-1]] > 1)
    return route in forks


def apply(s: Any, a: Action) -> None:
    p = a.player
    route = a["route"]
    start = s.seats[p].ship
    forked = _forked(s, route)
    upd(s, p, ship=route[-1])
    s.steps = movement_points(start, route, hard_routes(s)) if s.legacy else len(route)
    if s.legacy and toll_at(s) in route[:-1]:
        gain_doubloons(s, p, -TOLL)  # l.1236: skipping L11 costs 2 doubloons
        s.say("legacy", p, "l.1236", "pays {0} doubloons to sail past L11", TOLL)
    if forked:
        # two ways of the same length to one place (a fork): the log names the way taken
        way = ", ".join(ROUTE[x].name for x in route[:-1])
        s.say("sail", p, "l.165", "sails {0} moves to {1} by {2}", len(route), ROUTE[route[-1]].name, way)
    else:
        s.say("sail", p, "l.165", "sails {0} moves to {1}", len(route), ROUTE[route[-1]].name)
    declined_on_the_way(s, p)
    assistant_income(s, route[-1])
    if s.legacy:
        legacy_arrival(s, p, route[-1])
    s.phase = "main"
    advance(s)


def legacy_arrival(s: Any, p: int, location: str) -> None:
    """Legacy tiles where the voyage ends, before the main action (l.1224-1226, l.1234)."""
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
        elif rule["effect"] in ("discs", "discs_toll") and not tile_full(s, tile):
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
