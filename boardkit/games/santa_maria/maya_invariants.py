"""What a state with the Maya city obeys (l.714-969): storage tokens, cards, temples, buildings, dice and
high priests on the city, road tokens and gold, all accounted for."""

from __future__ import annotations

from collections import Counter

from boardkit.core import StateError
from boardkit.core.bounds import whole

from .maya_data import STORES
from .state import SantaMariaState, Seat

WALKING = ("city", "temple", "religion", "city_choice")  # phases in which a die may be on its way


def seat(s: SantaMariaState, p: int, seat: Seat) -> None:
    """The Maya's seat: no colony, storage tokens for resources, its dice on the city (l.727, l.802; RULINGS A70)."""
    d = s.data
    f = f"seats.{p}"
    for name in ("stores", "spare"):  # read by kind below: a loaded state may have lost entries
        if len(getattr(s, name)) != len(STORES):
            raise StateError(name, f"one count per storage kind {', '.join(STORES)} (l.772)")
    if seat.board or any(seat.cells) or seat.tiles or any(seat.dice_on) or any(seat.coins_on):
        raise StateError(f"{f}.cells", "the Maya has a city, no colony (l.727)")
    if seat.gold:
        raise StateError(f"{f}.gold", "the Maya's gold lies in the temple of gold (l.812)")
    if seat.monks or seat.ships or seat.scholar or seat.hired or seat.improvements or seat.governor != -1:
        raise StateError(
            f"{f}", "the Maya has no monks, sea trade, scholar, specialists or governor (l.820, l.975)"
        )
    for k, r in enumerate(STORES):
        whole(getattr(seat, r), f"{f}.{r}", 0, s.stores[k])  # a filled token is one resource (l.802)
    if seat.cocoa_stores != s.stores[STORES.index("cocoa")]:
        raise StateError(f"{f}.cocoa_stores", "the Maya's cocoa storage is its cocoa tokens")
    whole(seat.coins, f"{f}.coins")
    whole(seat.points, f"{f}.points")
    whole(seat.religion, f"{f}.religion", 1, d.religion_end)
    whole(seat.conquistador, f"{f}.conquistador", 1, d.conquistador_end)
    whole(seat.blue_owned, f"{f}.blue_owned", d.m["start_blue"], d.n["blue_dice_per_player"])
    limit = d.k["ambassador_white_per_year"]
    whole(seat.white_used, f"{f}.white_used", 0, limit)
    walking = s.walk_die  # taken, still on its way along the road (l.843)
    on = Counter(s.city_on)
    if on["white"] + (walking == "white") != seat.white_used:
        raise StateError(f"{f}.white_used", "the white dice the Maya took lie on the city (l.841)")
    if len(seat.blue) + on["blue"] + (walking == "blue") != seat.blue_owned:
        raise StateError(f"{f}.blue", "each blue die of the Maya's is beside the city or on it (l.794)")
    if seat.activations or seat.passed < 0:
        raise StateError(f"{f}.activations", "the Maya never activates with coins (l.808)")


def city(s: SantaMariaState) -> None:
    d = s.data
    city = d.city
    n = len(city.sites)
    if len(s.city) != n or len(s.city_on) != n:
        raise StateError("city", f"{n} building sites on the city (data/maya/city.json)")
    for i, b in enumerate(s.city):
        if city.printed[i] and b != city.printed[i]:
            raise StateError(f"city.{i}", "a printed building never changes")
        if b and b not in d.maya_buildings:
            raise StateError(f"city.{i}", f"no building {b!r}")
        if s.city_on[i] not in ("", "white", "blue", "ambassador", "priest"):
            raise StateError(f"city_on.{i}", f"a die or a high priest, not {s.city_on[i]!r}")
        if s.city_on[i] and not b:
            raise StateError(f"city_on.{i}", "dice and high priests lie on buildings (l.841, l.893)")
    tokens = [b for b, r in d.maya_buildings.items() if r["kind"] != "printed"]
    laid = [b for i, b in enumerate(s.city) if b and not city.printed[i]]
    _once([*laid, *s.buildings_left], tokens, "buildings_left", "building tokens")
    hand = s.seats[s.maya_seat].hand + s.seats[s.maya_seat].aside
    tucked = [c for cards in s.tucked for c in cards]
    _once([*s.maya_deck, *hand, *tucked], list(d.cards), "maya_deck", "action cards")
    for k, cards in enumerate(s.tucked):
        district = city.card_districts[k]
        if any(district not in d.cards[c]["districts"] for c in cards):
            raise StateError(f"tucked.{k}", f"a card under {district} shows that action (l.881)")
    if len(s.temples) != len(city.districts) or len(s.temple_top) != len(city.districts):
        raise StateError("temples", "five temples (l.734)")
    for k, (lv, top) in enumerate(zip(s.temples, s.temple_top, strict=True)):
        whole(lv, f"temples.{k}", 0, d.m["temple_levels"])
        want = ("large", "medium", "small", "")[lv]
        if (d.temples[top]["size"] if top else "") != want:
            raise StateError(
                f"temple_top.{k}", f"a temple with {lv} levels shows a {want or 'no'} token (l.865)"
            )
    if len(s.temples_done) != sum(s.temples):
        raise StateError("temples_done", "one turned token per level built (l.865)")
    every = [*(t for t in s.temple_top if t), *s.temples_done, *s.medium_stack, *s.small_stack]
    _once(every, list(d.temples), "temple_top", "temple tokens")
    if any(d.temples[t]["size"] != "medium" for t in s.medium_stack) or any(
        d.temples[t]["size"] != "small" for t in s.small_stack
    ):
        raise StateError("medium_stack", "the stacks are sorted by size (l.740)")
    tokens_total = sum(s.stores) + sum(s.spare)
    if tokens_total != d.m["storage_tokens"] or any(x < 0 for x in s.spare):
        raise StateError("stores", f"10 storage tokens, laid out or aside (l.762), counted {tokens_total}")
    whole(s.priests, "priests", 0, d.m["priests"])
    if s.city_on.count("priest") > s.priests:
        raise StateError("priests", "high priests laid are the Maya's (l.893)")
    if len(set(s.city_roads)) != len(s.city_roads) or any(f not in city.forks for f in s.city_roads):
        raise StateError("city_roads", "a road token lies on a fork, one a fork (l.872)")
    whole(len(s.city_roads), "city_roads", 0, d.m["road_tokens"])
    whole(s.gold_temple, "gold_temple")
    if bool(s.offer) != (s.phase == "consent") or (s.offer and int(s.offer[0]) != s.current_player):
        raise StateError("offer", "an offer waits exactly while the player asked decides (l.927)")
    if s.walk_die and s.phase not in WALKING:
        raise StateError("walk_die", "a die walks only while the Maya moves it (l.841)")


def _once(items: list[str], expected: list[str], field: str, what: str) -> None:
    if Counter(items) != Counter(expected):
        raise StateError(field, f"{what}: each once, in one place")


def ambassador_on_city(s: SantaMariaState) -> int:
    walking = s.walk_die == "ambassador"
    return s.city_on.count("ambassador") + walking
