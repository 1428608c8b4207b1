"""Builder phase: one building each, the builder 1 doubloon cheaper (l.232-246, l.278-294, l.499-505)."""

from __future__ import annotations

from itertools import combinations, product

from boardkit.core import Action, IllegalAction, refuse

from . import optional
from .actions import act, act1
from .catalog import (
    B_IDS,
    B_INDEX,
    CITY_SPACES,
    FOREST,
    GOODS,
    LARGE,
    QUARRY,
    SPACES,
    TILES,
    bid,
)
from .flow import (
    bump,
    by_colonist,
    by_noble,
    colonist_from_supply_or_ship,
    finish_role,
    gain_vp,
    occupied,
    order_from,
    pay,
    pieces,
)
from .state import PRState, Seat

UNIVERSITY, CHURCH, BLACK_MARKET = bid("university"), bid("church"), bid("black_market")
BUILDING_OFFICE, LIBRARY = bid("building_office"), bid("library")


def start(s: PRState) -> None:
    s.phase = "builder"
    s.step = "build"
    s.queue = order_from(s, s.role_player)
    s.memo = {}
    s.current_player = s.queue[0]


def price(s: PRState, p: int, b: int) -> int:
    """Cost minus the builder's privilege, occupied quarries up to the column cap (l.244-246), forests (l.824), Building office (l.1008)."""
    seat = s.seats[p]
    d = s.data.cost[b] - min(seat.staffed[QUARRY], s.data.cap[b])
    if p == s.role_player:
        d -= 2 if s.new_buildings and occupied(seat, LIBRARY) else 1
    if s.new_buildings:
        d -= seat.tiles[FOREST] // 2
    if s.nobles:
        if LARGE[b]:
            if by_noble(seat, BUILDING_OFFICE):
                d -= 2
        elif by_colonist(seat, BUILDING_OFFICE):
            d -= 1
    return d if d > 0 else 0


def colonist_places(seat: Seat) -> list[str]:
    """Where a colonist can leave for the Black market: anywhere but the Black market itself (l.855, l.897).

    The windrose ("san_juan"), an occupied island tile kind, or a building with a piece on it (the Guest
    house's guests too). With Nobles a noble counts as a colonist here (l.1074, A36).
    """
    out = ["san_juan"] if seat.san_juan > 0 else []
    out.extend(TILES[k] for k in range(6) if seat.staffed[k])
    out.extend(B_IDS[b] for b in seat.city if b != BLACK_MARKET and seat.built[b] > 0)
    return out


def _returns(s: PRState, seat: Seat, short: int) -> list[tuple[str, ...]]:
    """Black market: exactly the shortfall in returned items, at most one colonist, one good, one VP chip (l.855-859).

    A colonist is named by where it stands ("colonist:<place>"): which one leaves matters, e.g. the Church's
    colonist leaving unoccupies the Church before it would pay for the new building (l.881).
    """
    colonists = [f"colonist:{place}" for place in colonist_places(seat)]
    goods = [f"good:{GOODS[g]}" for g in range(5) if seat.goods[g]]
    out: list[tuple[str, ...]] = []
    for picks in combinations([colonists, ["vp"] if seat.vp > 0 else [], goods], short):
        out.extend(product(*picks))
    return out


def legal(s: PRState) -> list[Action]:
    p = s.current_player
    if s.step == optional.UNIVERSITY:
        return optional.choice(p, optional.UNIVERSITY)
    seat = s.seats[p]
    out = []
    room = CITY_SPACES - seat.city_used
    cash = seat.doubloons
    built = seat.built
    supply = s.supply
    # The discounts that do not depend on the building, computed once (the terms of price()).
    flat = 0
    if p == s.role_player:
        flat += 2 if s.new_buildings and occupied(seat, LIBRARY) else 1
    black = False
    if s.new_buildings:
        flat += seat.tiles[FOREST] // 2
        black = occupied(seat, BLACK_MARKET)
    quarries = seat.staffed[QUARRY]
    office = s.nobles and occupied(seat, BUILDING_OFFICE)
    caps, costs = s.data.cap, s.data.cost  # quarry cap of each building's column (l.244), corrected data
    for b in range(len(supply)):
        if supply[b] and built[b] < 0 and SPACES[b] <= room:
            if office:
                cost = price(s, p, b)
            else:
                cap = caps[b]
                cost = costs[b] - flat - (quarries if quarries < cap else cap)
            if cost <= cash:
                out.append(act1("build", p, "building", B_IDS[b]))
            elif black and cost - cash <= 3:
                for ret in _returns(s, seat, cost - cash):
                    out.append(act("build", p, building=B_IDS[b], black_market=ret))
    out.append(act("pass", p))
    return out


def apply(s: PRState, a: Action) -> None:
    p = a.player
    if a.kind == "build":
        b = bid(a["building"])
        cost = price(s, p, b)
        ret = a.get("black_market", ())
        if ret:
            _black_market(s, p, ret)
            cost -= len(ret)
        pay(s, p, cost)
        s.supply = bump(s.supply, b, -1)
        seat = s.seat(p)
        built = list(seat.built)
        built[b] = 0
        seat.built = tuple(built)
        seat.city = (*seat.city, b)
        seat.city_used += SPACES[b]
        s.say("build", p, "l.234", "builds {0} for {1} doubloon(s)", a["building"], cost)
        if (
            s.data.circles[b]
            and occupied(seat, UNIVERSITY)
            and (s.colonist_supply > 0 or s.colonist_ship > 0)
        ):
            s.memo = {"university_building": b}
            s.step = optional.UNIVERSITY  # the owner "may" staff the new building (l.644)
            return
        _built(s, p, b)
    elif a.kind in ("use", "decline"):
        b = s.memo["university_building"]
        if a.kind == "use":
            colonist_from_supply_or_ship(s)  # from the supply, else from the ship (l.648)
            seat = s.seat(p)
            built = list(seat.built)
            built[b] = 1
            seat.built = tuple(built)
            s.say("university", p, "l.644", "University: a colonist goes onto the new building")
        else:
            s.say("decline", p, "l.644", "declines the {0}", optional.UNIVERSITY)
        s.memo = {}
        s.step = "build"
        _built(s, p, b)
    else:
        s.say("pass", p, "l.280", "builds nothing")
    _next(s)


def _built(s: PRState, p: int, b: int) -> None:
    """What follows a new building: the Church's VP (l.881), the 12th city space ending the game (l.446)."""
    seat = s.seats[p]
    if s.new_buildings and b != CHURCH and occupied(seat, CHURCH):
        vp = s.data.church_bonus[s.data.column[b] - 1]
        if vp:
            gain_vp(s, p, vp)
            s.say("church", p, "l.881", "Church: +{0} VP", vp)
    if seat.city_used >= CITY_SPACES and not s.end_triggered:
        s.end_triggered = True
        s.say("end_trigger", p, "l.446", "the 12th city space is built: the game ends after this round")


def _next(s: PRState) -> None:
    s.queue = s.queue[1:]
    if s.queue:
        s.current_player = s.queue[0]
    else:
        finish_role(s)


def _black_market(s: PRState, p: int, ret: tuple[str, ...]) -> None:
    seat = s.seat(p)
    said = []
    for item in ret:
        if item.startswith("colonist:"):
            place = item.partition(":")[2]
            noble = _noble_leaves(seat, place)
            if place == "san_juan":
                seat.san_juan -= 1
            elif place in TILES:
                seat.staffed = bump(seat.staffed, TILES.index(place), -1)
            else:
                b = bid(place)
                seat.built = bump(seat.built, b, -1)
                seat.noble_in = tuple(x for x in seat.noble_in if x != b)
            if noble:
                seat.nobles -= 1
                s.noble_supply += 1
                item = f"noble:{place}"
            else:
                s.colonist_supply += 1
        elif item == "vp":
            seat.vp -= 1
            s.vp_supply += 1
        else:
            g = GOODS.index(item.split(":")[1])
            seat.goods = bump(seat.goods, g, -1)
            s.goods_supply = bump(s.goods_supply, g)
        said.append(item)
    s.say("black_market", p, "l.855", "Black market: returns {0}", ", ".join(said))


def _noble_leaves(seat: Seat, place: str) -> bool:
    """Whether the piece leaving ``place`` is a noble (l.1074 lets one go, A36).

    A dual-mode building records its noble (A18); elsewhere the engine does not record where nobles stand,
    so a colonist leaves while the player has one, and a noble only when all their other pieces are nobles.
    """
    if place in B_INDEX and bid(place) in seat.noble_in:
        return True
    return pieces(seat) - seat.nobles <= 0


def why_not(s: PRState, a: Action) -> IllegalAction | None:
    if a.kind in ("use", "decline"):
        return optional.why_not(s, a)
    if a.kind != "build":
        return None
    seat = s.seats[a.player]
    name = a["building"]
    if name not in B_INDEX:
        return refuse(a, f"no building called {name!r}", "l.240")
    b = bid(name)
    if seat.built[b] >= 0:
        return refuse(a, f"you already own {name}; each building only once", "l.501")
    if not s.supply[b]:
        return refuse(a, f"no {name} is left on the board", "l.234")
    if seat.city_used + SPACES[b] > CITY_SPACES:
        return refuse(a, "not enough empty city spaces", "l.294, l.234")
    return refuse(
        a, f"{name} costs you {price(s, a.player, b)} doubloon(s), you have {seat.doubloons}", "l.234, l.244"
    )
