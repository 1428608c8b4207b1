"""The position builder's Module D part: the Maya city described by names (sites "4.2", districts, cards).

    g.position(players=3, maya=True, kingdoms=True, ambassadors=True, current="P3",
               city={"hand": ["card_03"], "stores": {"gem": 1}, "buildings": {"4.2": "wooden_1"},
                     "temples": {"construction": 2}, "tucked": {"construction": ["card_05"]}, "gold_temple": 4})

Cards come out of the deck (or the hand), building tokens out of the reserve, temple tokens off their
stacks: nothing is created. Keys: coins, points, religion, conquistador, arrived, blue (faces), stores
(kind -> filled, or [tokens, filled] taking spare tokens), hand, buildings (site -> token), temples
(district -> levels), tucked (card district -> cards), gold_temple, priests, roads (forks), on (site -> what).
"""

from __future__ import annotations

from typing import Any

from boardkit.core import StateError

from .maya_data import STORES
from .state import SantaMariaState, own

KEYS = {
    "coins", "points", "religion", "conquistador", "arrived", "blue", "stores", "hand", "buildings", "temples",
    "tucked", "gold_temple", "priests", "roads", "on",
}  # fmt: skip


def describe(s: SantaMariaState, city: dict[str, Any]) -> None:
    if not s.maya_on:
        raise StateError("city", "the Maya city comes with the option maya (l.714)")
    bad = sorted(set(city) - KEYS)
    if bad:
        raise StateError("city", f"unknown keys {bad}; known: {sorted(KEYS)}")
    d, p = s.data, s.maya_seat
    seat = own(s, p)
    for k in ("coins", "points", "religion", "conquistador", "arrived"):
        if k in city:
            setattr(seat, k, city[k])
    if "blue" in city:
        seat.blue = tuple(sorted(city["blue"]))
        seat.blue_owned = len(seat.blue)
    for r, v in city.get("stores", {}).items():
        if r not in STORES:
            raise StateError("city.stores", f"storage kinds are {list(STORES)}, not {r!r}")
        tokens, filled = v if isinstance(v, list | tuple) else (s.stores[STORES.index(r)], v)
        k = STORES.index(r)
        more = tokens - s.stores[k]
        if more > s.spare[k]:
            raise StateError("city.stores", f"only {s.spare[k]} spare {r} storage tokens (l.762)")
        stores, spare = list(s.stores), list(s.spare)
        stores[k], spare[k] = tokens, spare[k] - more
        s.stores, s.spare = tuple(stores), tuple(spare)
        setattr(seat, r, filled)
        if r == "cocoa":
            seat.cocoa_stores = tokens
    if "hand" in city:
        cards = list(city["hand"])
        pool = [*s.maya_deck, *seat.hand]
        if any(c not in pool for c in cards):
            raise StateError(
                "city.hand", f"cards come from the deck or the hand: {sorted(set(cards) - set(pool))}"
            )
        rest = [c for c in pool if c not in cards]
        seat.hand, s.maya_deck = tuple(sorted(cards)), tuple(rest)
    for district, cards in city.get("tucked", {}).items():
        if district not in d.city.card_districts:
            raise StateError("city.tucked", f"cards go under {list(d.city.card_districts)}, not {district!r}")
        k = d.city.card_districts.index(district)
        for c in cards:
            if c not in (*s.maya_deck, *seat.hand) or district not in d.cards.get(c, {}).get("districts", ()):
                raise StateError(
                    "city.tucked", f"{c!r} is not in the deck or hand, or shows no {district} action (l.881)"
                )
            s.maya_deck = tuple(x for x in s.maya_deck if x != c)
            seat.hand = tuple(x for x in seat.hand if x != c)
        tucked = list(s.tucked)
        tucked[k] = (*tucked[k], *cards)
        s.tucked = tuple(tucked)
    for site, token in city.get("buildings", {}).items():
        i = _site(s, site)
        if s.city[i] or token not in s.buildings_left:
            raise StateError("city.buildings", f"{token!r} from the reserve on an unbuilt site, not {site!r}")
        s.city = (*s.city[:i], token, *s.city[i + 1 :])
        s.buildings_left = tuple(b for b in s.buildings_left if b != token)
    for district, levels in city.get("temples", {}).items():
        if district not in d.city.districts or not 0 <= levels <= d.m["temple_levels"]:
            raise StateError("city.temples", f"district -> 0..3 levels, districts {list(d.city.districts)}")
        k = d.city.districts.index(district)
        for _ in range(levels - s.temples[k]):
            _level(s, k)
    if "gold_temple" in city:
        s.gold_temple = city["gold_temple"]
    if "priests" in city:
        s.priests = city["priests"]
    for fork in city.get("roads", []):
        if fork not in d.city.forks or fork in s.city_roads:
            raise StateError("city.roads", f"road tokens go on the forks {list(d.city.forks)}, one each")
        s.city_roads = (*s.city_roads, fork)
    for site, what in city.get("on", {}).items():
        i = _site(s, site)
        on = list(s.city_on)
        on[i] = what
        s.city_on = tuple(on)
        if what == "white":
            seat.white_used += 1
            pool = list(s.white)
            if not pool:
                raise StateError("city.on", "no white die left below the board")
            pool.pop()
            s.white = tuple(pool)
        elif what == "blue":
            if not seat.blue:
                raise StateError("city.on", "the Maya has no blue die beside the city")
            seat.blue = seat.blue[1:]


def _site(s: SantaMariaState, name: Any) -> int:
    if name not in s.data.city.index:
        raise StateError("city", f"sites are named {', '.join(s.data.city.sites)}, not {name!r}")
    return s.data.city.index[name]


def _level(s: SantaMariaState, k: int) -> None:
    """A level built (without paying): the top token turned, the next smaller laid (l.865)."""
    levels, top = list(s.temples), list(s.temple_top)
    s.temples_done = (*s.temples_done, top[k])
    levels[k] += 1
    if levels[k] == 1:
        top[k], s.medium_stack = s.medium_stack[0], s.medium_stack[1:]
    elif levels[k] == 2:
        top[k], s.small_stack = s.small_stack[0], s.small_stack[1:]
    else:
        top[k] = ""
    s.temples, s.temple_top = tuple(levels), tuple(top)
