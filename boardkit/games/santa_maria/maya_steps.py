"""Module D's pending effects, resolved by flow.resolve: a handler returns True when the Maya must decide."""

from __future__ import annotations

from .effects import conquistador_step, gain_all
from .maya import payable_temples, temple_points
from .maya_data import STORES
from .state import SantaMariaState, own


def activation(s: SantaMariaState, i: int) -> tuple[tuple[str, int], ...]:
    """What the building on site ``i`` does (l.851-859): production, religion (a decision) or warrior."""
    effect = s.data.maya_buildings[s.city[i]]["effect"]
    if effect == "religion":
        return (("religion", 0),)
    return (("city_" + effect, i),)


def _production(s: SantaMariaState, i: int) -> bool:
    gain_all(s, s.maya_seat, s.data.maya_buildings[s.city[i]]["gain"], "l.851")
    return False


def _warrior(s: SantaMariaState, _i: int) -> bool:
    conquistador_step(s, s.maya_seat, "l.859")
    return False


def _walk(s: SantaMariaState, _arg: int) -> bool:
    s.phase = "city"
    return True


def end_walk(s: SantaMariaState) -> None:
    s.walk, s.walk_die, s.walk_value, s.tech_used = (), "", 0, False


def districts_for(s: SantaMariaState, site: int) -> tuple[int, ...]:
    """Beside the building reached (l.863); -1 (pass space 5): any temple (l.951)."""
    if site < 0:
        return tuple(range(len(s.temples)))
    return s.data.city.beside[site]


def _temple(s: SantaMariaState, site: int) -> bool:
    if payable_temples(s, districts_for(s, site)):
        s.phase = "temple"
        return True
    end_walk(s)
    return False


def empty_stores(s: SantaMariaState) -> list[str]:
    seat = s.seats[s.maya_seat]
    return [r for k, r in enumerate(STORES) if getattr(seat, r) < s.stores[k]]


def free_forks(s: SantaMariaState) -> list[str]:
    if len(s.city_roads) >= s.data.m["road_tokens"]:
        return []
    return [f for f in s.data.city.forks if f not in s.city_roads]


def _choice(test):
    def run(s: SantaMariaState, _arg: int) -> bool:
        if test(s):
            s.phase = "city_choice"
            return True
        s.say("nothing", s.maya_seat, "l.806", "has nothing to take here")
        return False

    return run


def _score(s: SantaMariaState, _arg: int) -> bool:
    pts = temple_points(s)
    if pts:
        own(s, s.maya_seat).points += pts
    s.say("score", s.maya_seat, "l.953", "scores {0} for the temples on passing", pts)
    return False


def _phase(name: str):
    def run(s: SantaMariaState, _arg: int) -> bool:
        s.phase = name
        return True

    return run


HANDLERS = {
    "city_production": _production,
    "city_warrior": _warrior,
    "city_walk": _walk,
    "city_temple": _temple,
    "city_fill": _choice(lambda s: bool(empty_stores(s))),  # pass space 4 (l.951)
    "maya_monk": _choice(lambda s: bool(empty_stores(s) or s.maya_deck)),  # l.820-823
    "city_store": _choice(lambda s: any(s.spare)),  # l.871
    "city_fork": _choice(lambda s: bool(free_forks(s))),  # l.872
    "city_score": _score,
    "city_trade": _phase("city_trade"),
    "city_build": _phase("city_build"),
}
