"""Module D, the Maya city (l.714-969): setting the city up, the Maya's storage tokens and gold, the city's
free buildings and roads, temple levels, drawing cards, the end of a year, and the Maya's scores.

The Maya plays the last seat (RULINGS A58): a seat with no colony whose filled storage tokens are its
resources (wood, grain, cocoa, gem, sugar) and whose gold lies in the temple of gold, not in the seat.
"""

from __future__ import annotations

from typing import Any

from boardkit.core.rng import dice, take_rng

from .maya_data import STORES
from .state import SantaMariaState, own

FREE = ""  # nothing on a site


def is_maya(s: SantaMariaState, p: int) -> bool:
    return s.maya_on and p == s.maya_seat


def setup(s: SantaMariaState, shuffled) -> None:
    """The city, temples, buildings, storage tokens, cards and gold (l.724-798)."""
    d = s.data
    m, city = d.m, d.city
    p = s.maya_seat
    large = shuffled(s, d.temple_sizes["large"])
    s.temple_top = tuple(large[: m["temple_sites"]])  # one large token on each temple, resources up (l.734)
    s.temples = (0,) * len(city.districts)
    s.medium_stack = tuple(shuffled(s, d.temple_sizes["medium"]))  # two face-down stacks (l.740)
    s.small_stack = tuple(shuffled(s, d.temple_sizes["small"]))
    s.city = city.printed
    s.city_on = (FREE,) * len(city.sites)
    s.buildings_left = tuple(sorted(b for b, r in d.maya_buildings.items() if r["kind"] != "printed"))
    s.stores = tuple(d.maya_start[k][0] for k in STORES)  # l.770
    s.spare = tuple(d.maya_spare.get(k, 0) for k in STORES)
    deck = shuffled(s, sorted(d.cards))  # l.774
    k = m["start_hand"]
    s.tucked = ((),) * len(city.card_districts)
    s.maya_deck = tuple(deck[k:])
    s.gold_temple = m["gold_per_player"] * s.players  # l.796
    seat = own(s, p)
    seat.hand = tuple(deck[:k])
    for r in ("wood", "grain", "gem", "sugar"):
        setattr(seat, r, d.maya_start[r][1])  # l.772
    seat.cocoa, seat.cocoa_stores = d.maya_start["cocoa"][1], d.maya_start["cocoa"][0]
    seat.coins = m["start_coins"]  # l.798
    seat.monks = 0  # the Maya has no monks: a monk symbol gives a card or a storage (l.820-823)
    seat.blue_owned = m["start_blue"]  # l.794 (RULINGS A60)
    seat.blue = tuple(sorted(dice(take_rng(s), seat.blue_owned)))
    s.say("roll", p, "l.794", "rolls a blue die: {0}", seat.blue[0])


def capacity(s: SantaMariaState, what: str) -> int:
    return s.stores[STORES.index(what)]


def gain_store(s: SantaMariaState, what: str, n: int, rule: str) -> None:
    """Flip empty storage tokens to filled; with none empty nothing happens, no coins instead (l.805-806)."""
    p = s.maya_seat
    seat = own(s, p)
    have = getattr(seat, what)
    kept = max(0, min(n, capacity(s, what) - have))
    if kept:
        setattr(seat, what, have + kept)
        s.say("gain", p, rule, "gains {0} {1}", kept, what)
    if n > kept:
        s.say("store", p, "l.806", "has no empty {0} storage: it is lost", what)


def gold_in(s: SantaMariaState, n: int, rule: str) -> None:
    """Gold the Maya gains goes to the temple of gold's storage; it is no resource (l.812)."""
    s.gold_temple += n
    s.say("gold", s.maya_seat, rule, "puts {0} gold in the temple of gold", n)


def gold_out(s: SantaMariaState, p: int, n: int) -> None:
    """A colonist's gold comes from the Maya's gold storage first, then the supply (l.814)."""
    taken = min(n, s.gold_temple)
    if taken:
        s.gold_temple -= taken
        s.say("gold", p, "l.814", "takes {0} gold from the temple of gold", taken)


def protected(s: SantaMariaState, space: int) -> bool:
    """The Maya's warrior crossed this gold symbol first: a colonist gets no gold there (l.813)."""
    return s.seats[s.maya_seat].conquistador >= space


def free_sites(s: SantaMariaState) -> int:
    """A bit per site with a building and nothing on it (l.841); kept per (buildings, what lies on them), which
    the legal moves of a Maya turn and every step of a walk ask again."""
    key = (s.city, s.city_on)
    mask = _FREE.get(key)
    if mask is not None:
        return mask
    mask = 0
    for i, (b, on) in enumerate(zip(s.city, s.city_on, strict=True)):
        if b and not on:
            mask |= 1 << i
    if len(_FREE) > 50_000:  # playouts meet many cities: keep the memory bounded
        _FREE.clear()
    _FREE[key] = mask
    return mask


_FREE: dict[tuple[tuple[str, ...], tuple[str, ...]], int] = {}


def reachable(s: SantaMariaState, start: int, seen: tuple[int, ...]) -> bool:
    """A free building lies at ``start`` or down the roads from it without turning back (l.843)."""
    free = free_sites(s)
    city = s.data.city
    stack, visited = [start], set(seen)
    while stack:
        i = stack.pop()
        if i in visited:
            continue
        visited.add(i)
        if free >> i & 1:
            return True
        stack.extend(city.neighbours(i, s.city_roads))
    return False


def can_pay(s: SantaMariaState, cost: dict[str, int]) -> bool:
    seat = s.seats[s.maya_seat]
    return all(getattr(seat, k) >= n for k, n in cost.items())


def pay(s: SantaMariaState, cost: dict[str, int]) -> None:
    """Flip filled tokens to empty (l.804); the Maya never pays with gold (l.812)."""
    seat = own(s, s.maya_seat)
    for k, n in cost.items():
        setattr(seat, k, getattr(seat, k) - n)


def draw(s: SantaMariaState, n: int, rule: str) -> None:
    """Cards from the top of the deck into the hand, while it lasts."""
    n = min(n, len(s.maya_deck))
    if not n:
        return
    seat = own(s, s.maya_seat)
    seat.hand = tuple(sorted((*seat.hand, *s.maya_deck[:n])))
    s.maya_deck = s.maya_deck[n:]
    s.say("draw", s.maya_seat, rule, "draws {0} action cards", n)


def tuck(s: SantaMariaState, card: str, district: str) -> None:
    """The played card goes under the city at that district, its action showing (l.881)."""
    seat = own(s, s.maya_seat)
    hand = list(seat.hand)
    hand.remove(card)
    seat.hand = tuple(hand)
    k = s.data.city.card_districts.index(district)
    tucked = list(s.tucked)
    tucked[k] = (*tucked[k], card)
    s.tucked = tuple(tucked)


def payable_temples(s: SantaMariaState, districts: tuple[int, ...]) -> list[int]:
    """Districts among ``districts`` whose temple has a level to build that the Maya can pay (l.863-865)."""
    d = s.data
    return [k for k in districts if s.temple_top[k] and can_pay(s, d.temples[s.temple_top[k]]["cost"])]


def complete_level(s: SantaMariaState, k: int, rule: str) -> str:
    """Pay the token's resources, turn it over, lay the next smaller one on top (l.865); the reward's kind."""
    d = s.data
    token = s.temple_top[k]
    pay(s, d.temples[token]["cost"])
    levels, top = list(s.temples), list(s.temple_top)
    levels[k] += 1
    s.temples_done = (*s.temples_done, token)
    if levels[k] == 1 and s.medium_stack:
        top[k], s.medium_stack = s.medium_stack[0], s.medium_stack[1:]
    elif levels[k] == 2 and s.small_stack:
        top[k], s.small_stack = s.small_stack[0], s.small_stack[1:]
    else:
        top[k] = ""  # three levels: no more tokens here (l.865)
    s.temples, s.temple_top = tuple(levels), tuple(top)
    district = d.city.districts[k]
    s.say("temple", s.maya_seat, rule, "completes level {0} of the {1} temple", levels[k], district)
    return d.city.reward[district]


def priests_free(s: SantaMariaState) -> int:
    """High priests not laid this year (they come back each year: RULINGS A63)."""
    return s.priests - sum(1 for x in s.city_on if x == "priest")


def temple_points(s: SantaMariaState) -> int:
    """On passing: cards in a district times its temple levels, and the gold temple's levels times its gold (l.955-959)."""
    city = s.data.city
    total = 0
    for k, cards in enumerate(s.tucked):
        if cards:
            total += len(cards) * s.temples[city.districts.index(city.card_districts[k])]
    total += s.temples[city.districts.index("gold")] * s.gold_temple
    return total


def year_end(s: SantaMariaState) -> None:
    """Dice and high priests off the city, 3 cards drawn (l.965-967); the new year's gold (l.967)."""
    d = s.data
    s.city_on = (FREE,) * len(s.city_on)
    draw(s, d.m["year_draw"], "l.967")


def year_start(s: SantaMariaState) -> None:
    """Years 2 and 3 begin with 1 gold a player into the temple of gold (l.967; the supply never runs out, RULINGS A61)."""
    n = s.data.m["gold_per_player"] * s.players
    s.gold_temple += n
    s.say("gold", s.maya_seat, "l.967", "the temple of gold gets {0} gold", n)


def score_row(s: SantaMariaState, p: int, columns: tuple[str, ...]) -> dict[str, Any]:
    """The Maya's final row: happiness taken (temples included); resources sold at 1 coin each, then
    1 point per 3 coins (l.969; RULINGS A64); no colony, monks or docks."""
    seat = s.seats[p]
    sale = sum(getattr(seat, r) for r in STORES) * s.data.m["final_sale"]
    row = {c: 0 for c in columns}
    row["happiness"] = seat.points
    row["coins"] = (seat.coins + sale) // s.data.n["coins_per_point"]
    row["total"] = row["happiness"] + row["coins"]
    return row


def where(s: SantaMariaState, i: int) -> tuple[int, int]:
    """Site ``i`` as the log names it: its place along its road, and the road (its die number, l.841)."""
    return s.data.city.step_of[i], s.data.city.road_of[i]
