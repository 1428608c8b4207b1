"""Phase 5, Actions (l.435-725): rounds in turn order. In a round a player may, in any order, take one
wheel action with a disc, use one development card (or build a wonder), and use one port or market
(l.242-246, l.653, l.800, l.870), then ``end_round``.

Steps inside a round: ``round`` (the menu), ``hex``/``place``/``enter``/``settle`` (exploration),
``recruiting``, ``migrating``, ``trading`` (port, market, free trades), ``shift`` (cubes moved by a
card), ``free_build`` (a build without a disc).
"""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from . import cards, characters, explore, flow, migration, negotiation, settle
from .board import (
    city_blocks,
    controlled,
    controller,
    free_icons,
    geometry,
    inhabitants_in,
    occupant,
    unit_index,
)
from .catalog import (
    BUILDING_POOLS,
    FACE,
    RESOURCES,
    TAX_PER_UNIT,
    ZONE_SIZE,
    hex_icons,
)
from .economy import (
    bank_to_screen,
    bump,
    buy_price,
    can_pay,
    move_labor,
    move_rebellion,
    pay,
    recruit_cost,
    seat_set,
    sell_price,
    set_zone,
    take_explorer,
    zone,
)
from .flow import EXPLORE_REJECTED, MISSIONARY, PIONEER, ROUND_ACTION, ROUND_BUILDING, ROUND_CARD
from .moves import act, act0, act1, act2, placed
from .state import BOX, ArchipelagoState, Region, Unit
from .wheel import HARVEST_IDS, ZONE_INDEX, shut_zones

FISH = RESOURCES.index("fish")
BOARDS = ("internal", "external")
KINDS = (
    "harvest",
    "taxes",
    "trade",
    "explore",
    "reproduce",
    "recruit",
    "migrate",
    "build",
    "use_port",
    "use_market",
    "use_card",
    "build_wonder",
    "end_round",
    "keep_hex",
    "reject_hex",
    "place_region",
    "explore_fail",
    "enter",
    "settle",
    "move_unit",
    "shift",
    "pick_card",
    "stop",
    *characters.KINDS,
    *negotiation.KINDS,
)


# --- what a player may do -----------------------------------------------------------------------------


def has_disc(s: ArchipelagoState, p: int) -> bool:
    seat = s.seats[p]
    return seat.discs_used < seat.discs


def harvesters(s: ArchipelagoState, p: int, r: int) -> list[int]:
    """Units of ``p`` that can work a free ``r`` icon now, one per icon: inhabitants on land icons, ships
    on fish (RULINGS A11), active and free (l.451, l.455), not under another's city (l.459)."""
    fish = r == FISH
    out: list[int] = []
    per_region: dict[int, int] = {}
    for k, u in enumerate(s.units):
        if u.owner != p or u.region < 0 or u.lying or u.busy or u.ship != fish or u.spot:
            continue
        left = per_region.get(u.region)
        if left is None:
            left = 0 if city_blocks(s, p, u.region) else free_icons(s, u.region, r)
        if left > 0:
            out.append(k)
            left -= 1
        per_region[u.region] = left
    return out


def harvest_counts(s: ArchipelagoState, p: int) -> list[int]:
    """How many units ``p`` could send to harvest each resource (one pass over the units)."""
    index = unit_index(s)
    idle = index.idle.get(p)  # (region, ship) -> free active units
    counts = [0] * 6
    if not idle:
        return counts
    worked = index.icons  # (region, resource) -> units harvesting it
    if s.plundered:
        worked = dict(worked)
        for key in s.plundered:  # a Barbarian's coin stays on the icon (l.1069)
            worked[key] = worked.get(key, 0) + 1
    regions = s.regions
    for (i, ship), n in idle.items():
        if city_blocks(s, p, i):
            continue
        for r, printed in ICON_COUNTS[(regions[i].face, ship)]:
            counts[r] += min(n, printed - worked.get((i, r), 0))
    return counts


# (face, ship) -> (resource, icons printed) for the icons such a unit works: ships fish, inhabitants the rest
ICON_COUNTS = {
    (face.id, ship): tuple((r, face.icons.count(r)) for r in sorted(set(face.icons)) if (r == FISH) == ship)
    for face in FACE.values()
    for ship in (False, True)
}


def reproduction(s: ArchipelagoState, p: int) -> list[int]:
    """Regions where ``p`` has exactly 2 active inhabitants and no third (l.545-551)."""
    index = unit_index(s)
    active = index.active.get(p, {})  # region -> active inhabitants
    total = index.people  # (seat, region) -> inhabitants, striking or not
    regions = sorted(i for i, n in active.items() if n == 2 and total[(p, i)] == 2)
    return regions[: in_box(s, p, False)]


def in_box(s: ArchipelagoState, p: int, ship: bool) -> int:
    return unit_index(s).boxed.get((p, ship), 0)


def recruit_regions(s: ArchipelagoState, p: int) -> list[int]:
    """Regions with an active unit of ``p`` (a ship counts, l.571, l.723) and fewer than 3 of his
    inhabitants (l.571); nothing when the surplus is 0 (l.577) or money is short."""
    if s.labor == 0 or s.seats[p].money < recruit_cost(s.labor, s.data.labor_rows) or not in_box(s, p, False):
        return []
    index = unit_index(s)
    people = index.people
    regions = set(index.active.get(p, ()))  # active inhabitants, and active ships:
    regions.update(
        i for i, ships in index.fleets.get(p, {}).items() if any(not s.units[k].lying for k in ships)
    )
    return sorted(i for i in regions if people.get((p, i), 0) < 3)


def builders(s: ArchipelagoState, p: int, region: int, ship_ok: bool) -> list[int]:
    """Active unoccupied units of ``p`` on open ground in ``region`` that may build (l.615, l.631; A28)."""
    return [
        k
        for k, u in enumerate(s.units)
        if u.owner == p
        and u.region == region
        and not u.lying
        and not u.busy
        and not u.spot
        and (ship_ok or not u.ship)
    ]


def has_sea(s: ArchipelagoState, region: int) -> bool:
    return SEA_FACES[s.regions[region].face]


SEA_FACES = {face.id: "s" in face.edges for face in FACE.values()}  # face -> it shows a sea edge


def pool_left(s: ArchipelagoState, kind: str) -> bool:
    """Tokens are double-sided: 13 market/port and 13 city/church (l.77, l.619)."""
    pair = ("market", "port") if kind in ("market", "port") else ("city", "church")
    counted = geometry(s).built  # kept with the regions tuple, as the counts per kind
    built = counted.get(pair)
    if built is None:
        built = counted[pair] = sum(1 for r in s.regions for b in r.buildings if b in pair)
    return built < BUILDING_POOLS[kind]


def build_options(s: ArchipelagoState, p: int, only: str = "") -> list[tuple[str, int]]:
    """(building, region) pairs ``p`` may build now (l.613-637)."""
    idle = unit_index(s).idle.get(p)  # (region, ship) -> free units: a builder stands on open ground
    if not idle:
        return []
    kinds = [k for k in ("city", "port", "market", "church", "ship") if not only or k == only]
    kinds = [k for k in kinds if can_pay(s, p, *s.data.build_cost[k])]
    if not kinds:
        return []
    if "ship" in kinds and not in_box(s, p, True):
        kinds.remove("ship")
    kinds = [k for k in kinds if k == "ship" or pool_left(s, k)]
    here: dict[int, list[bool]] = {}  # region -> [an inhabitant can build, a ship can build]
    for region, ship in idle:
        here.setdefault(region, [False, False])[1 if ship else 0] = True
    out = []
    regions = s.regions
    for i in sorted(here):
        inh, ship = here[i]
        reg = regions[i]
        sea = SEA_FACES[reg.face]
        for kind in kinds:
            if kind == "ship":
                ok = inh and sea
            elif kind in reg.buildings:
                ok = False
            elif kind == "port":
                ok = sea and (inh or ship)
            else:
                ok = inh
            if ok:
                out.append((kind, i))
    return out


def moves_of(s: ArchipelagoState, p: int, k: int) -> list[tuple[int, str]]:
    """Where unit ``k`` may go in a Migration (l.583-593; migration.py)."""
    return migration.destinations(s, p, k)


def migrants(s: ArchipelagoState, p: int) -> list[int]:
    return [
        k
        for k, u in enumerate(s.units)
        if u.owner == p and u.region >= 0 and not u.lying and not u.busy and not u.moved
    ]


def _migrants(s: ArchipelagoState, p: int):  # noqa: ANN202 - a generator of unit ids
    """``migrants`` one at a time: the menu stops at the first that can move."""
    for k, u in enumerate(s.units):
        if u.owner == p and u.region >= 0 and not u.lying and not u.busy and not u.moved:
            yield k


def legal(s: ArchipelagoState) -> list[Action]:
    p = s.current_player
    step = s.step
    if step == "round":
        return _round_moves(s, p)
    if step == "hex":
        out = [act("keep_hex", p)]
        if not s.flags & EXPLORE_REJECTED and explore.can_draw(s):
            out.append(act("reject_hex", p))
        return out
    if step == "place":
        out = [placed("place_region", p, f, c, r) for f, c, r in explore.placements(s, p)]
        return out or [act("explore_fail", p)]
    if step == "enter":
        return [act("enter", p, unit=k) for k in explore.entrants(s, p, explore.touching_new(s))]
    if step == "settle":
        return settle.legal(s)
    if step == "recruiting":
        return [*(act("recruit", p, region=i) for i in recruit_regions(s, p)), act("stop", p)]
    if step == "migrating":
        out = [
            act("move_unit", p, unit=k, region=j, spot=b)
            for k in migrants(s, p)
            if s.detail != "prophet" or not s.units[k].ship
            for j, b in moves_of(s, p, k)
        ]
        return [*out, act("stop", p)]
    if step == "trading":
        return [*_trades(s, p), act("stop", p)]
    if step == "shift":
        return [*cards.shifts(s, p), act("stop", p)]
    if step == "pick":
        return cards.picks(s, p)
    if step in characters.STEPS:
        return characters.legal(s, p)
    if step == "leave":
        return negotiation.answers(s, p)
    if step == "free_build":
        return [
            *(act("build", p, building=b, region=i) for b, i in build_options(s, p, s.detail)),
            act("stop", p),
        ]
    raise ValueError(f"no step {step!r} in the Actions phase")


def _trades(s: ArchipelagoState, p: int) -> list[Action]:
    board, _, only = s.detail.partition(":")
    boards = BOARDS if not board else (board,)
    seat = s.seats[p]
    money, cubes, tokens, bank, bank_money = seat.money, seat.cubes, seat.tokens, s.bank_cubes, s.bank_money
    prices = s.data.trade_prices
    out = []
    for b in boards:
        z = s.internal if b == "internal" else s.external  # zone(s, b)
        sizes = ZONE_SIZE[b]
        buys, sells = _trade_rows(p, b)
        for r, res in enumerate(RESOURCES):
            if only and only != "*" and only != res:
                continue
            n = z[r]
            buying, selling = prices[(b, r)]
            if n and money >= (buying[n] if n < len(buying) else buy_price(b, r, n, s.data.zones)):
                out.append(buys[r])
            # the bank must be able to pay (RULINGS A27)
            if (
                n < sizes[r]
                and (cubes[r] or (tokens and bank[r]))  # a token needs the bank's cube (A37)
                and bank_money >= (selling[n] if n < len(selling) else sell_price(b, r, n, s.data.zones))
            ):
                out.append(sells[r])
    return out


# (seat, board) -> its buy moves and its sell moves, one per resource
_TRADE_ROWS: dict[tuple[int, str], tuple[tuple[Action, ...], ...]] = {}


def _trade_rows(p: int, board: str) -> tuple[tuple[Action, ...], ...]:
    found = _TRADE_ROWS.get((p, board))
    if found is None:
        found = _TRADE_ROWS[(p, board)] = tuple(
            tuple(act("trade", p, board=board, resource=res, buy=buy) for res in RESOURCES)
            for buy in (True, False)
        )
    return found


_HARVESTS: dict[tuple[int, str, int], list[Action]] = {}  # (seat, resource, units) -> the harvest moves


def _harvests(p: int, res: str, n: int) -> list[Action]:
    found = _HARVESTS.get((p, res, n))
    if found is None:
        found = _HARVESTS[(p, res, n)] = [act("harvest", p, resource=res, count=c) for c in range(1, n + 1)]
    return found


def _round_moves(s: ArchipelagoState, p: int) -> list[Action]:
    out = []
    flags = s.flags
    seat = s.seats[p]
    if not flags & ROUND_ACTION and seat.discs_used < seat.discs:  # a disc left (has_disc)
        shut = shut_zones(s)
        counts = harvest_counts(s, p)
        bank = s.bank_cubes
        for r, res in enumerate(RESOURCES):
            n = counts[r]
            if n and bank[r] and HARVEST_IDS[r] not in shut:
                out += _harvests(p, res, n)
        out += negotiation.asks(s, p)  # l.709: leave to harvest under another's city, for florins
        if "taxes" not in shut:
            out.append(act0("taxes", p))
        if "trade" not in shut:
            out += _trades(s, p)
        if "exploration" not in shut and explore.can_draw(s):
            out.append(act0("explore", p))
        if "reproduction" not in shut and p not in s.reproduced and reproduction(s, p):
            out.append(act0("reproduce", p))
        if "recruitment" not in shut:
            out += [act1("recruit", p, "region", i) for i in recruit_regions(s, p)]
        if "migration" not in shut and any(migration.can_move(s, p, k) for k in _migrants(s, p)):
            out.append(act0("migrate", p))
        if "build" not in shut:
            out += [act2("build", p, "building", b, "region", i) for b, i in build_options(s, p)]
    if not flags & ROUND_BUILDING and seat.money >= 1:
        used = s.used_buildings
        for kind, move in (("port", "use_port"), ("market", "use_market")):
            for i in controlled(s, p, kind):
                if (i, kind) not in used:
                    out.append(act1(move, p, "region", i))
    if not flags & ROUND_CARD:
        out += cards.uses(s, p)
        out += cards.wonders(s, p)
    out.append(act0("end_round", p))
    return out


# --- what it does -------------------------------------------------------------------------------------


def _disc(s: ArchipelagoState, p: int, zone_id: str) -> None:
    """A disc on the wheel zone (l.441)."""
    seat = s.seats[p]
    seat_set(s, p, discs_used=seat.discs_used + 1)
    s.wheel = bump(s.wheel, ZONE_INDEX[zone_id], 1)
    s.flags |= ROUND_ACTION


def apply(s: ArchipelagoState, a: Action) -> None:
    p = a.player
    kind = a.kind
    if kind == "end_round":
        flow.end_round(s, did_nothing=s.flags & (ROUND_ACTION | ROUND_CARD | ROUND_BUILDING) == 0)
        return
    if kind == "stop" and s.step == "pick":
        cards.pick(s, a, p)  # the Researcher or Detective buys nothing: the cards are discarded
        return
    if kind == "stop":
        s.step, s.counter, s.detail, s.mover = "round", 0, "", -1
        return
    handler = _HANDLERS[kind]
    handler(s, a, p)


def _harvest(s: ArchipelagoState, a: Action, p: int) -> None:
    r = RESOURCES.index(a["resource"])
    workers = harvesters(s, p, r)[: a["count"]]  # the first eligible units (RULINGS A5)
    _disc(s, p, f"harvest_{a['resource']}")
    units = list(s.units)
    for k in workers:
        units[k] = units[k].but(spot="icon", icon=r, busy=True)  # l.451
    s.units = tuple(units)
    double = cards.boost(s) == r  # l.854
    got = bank_to_screen(s, p, r, len(workers) * (2 if double else 1))  # l.461
    s.say("harvest", p, "l.449", "harvests {0} {1} with {2} unit(s)", got, a["resource"], len(workers))


def tax_base(s: ArchipelagoState, p: int) -> int:
    """Active inhabitants, ships, cities and churches ``p`` controls (l.471, l.473)."""
    units = sum(1 for u in s.units if u.owner == p and u.region >= 0 and not u.lying)
    return units + len(controlled(s, p, "city")) + len(controlled(s, p, "church"))


def _taxes(s: ArchipelagoState, a: Action, p: int) -> None:
    _disc(s, p, "taxes")
    move_rebellion(s, 1)  # l.471
    gain = min(s.bank_money, TAX_PER_UNIT * tax_base(s, p))
    s.bank_money -= gain
    seat_set(s, p, money=s.seats[p].money + gain)
    s.say("taxes", p, "l.471", "collects {0} florin(s) in taxes; rebellion +1", gain)


def _trade(s: ArchipelagoState, a: Action, p: int) -> None:
    if s.step == "round":
        _disc(s, p, "trade")
    board, res, buy = a["board"], a["resource"], a["buy"]
    r = RESOURCES.index(res)
    z = zone(s, board)
    seat = s.seats[p]
    if buy:
        price = buy_price(board, r, z[r], s.data.zones)
        set_zone(s, board, bump(z, r, -1))
        seat_set(s, p, money=seat.money - price, cubes=bump(seat.cubes, r, 1))
        s.bank_money += price
        s.say("trade", p, "l.483", "buys {0} on the {1} for {2}", res, board, price)
    else:
        price = sell_price(board, r, z[r], s.data.zones)
        if seat.cubes[r]:
            seat_set(s, p, money=seat.money + price, cubes=bump(seat.cubes, r, -1))
        else:  # l.433: an explorer token turned into the cube it sells
            seat_set(s, p, money=seat.money + price, tokens=seat.tokens - 1)
            s.bank_cubes = bump(s.bank_cubes, r, -1)
        set_zone(s, board, bump(z, r, 1))
        s.bank_money -= price
        s.say("trade", p, "l.483", "sells {0} on the {1} for {2}", res, board, price)
    if s.step == "trading":
        s.counter -= 1
        board_only, _, only = s.detail.partition(":")
        if only == "*":
            s.detail = f"{board_only}:{res}"  # l.1460: one resource only
        if s.counter <= 0:
            s.step, s.counter, s.detail = "round", 0, ""


def _explore(s: ArchipelagoState, a: Action, p: int) -> None:
    _disc(s, p, "exploration")
    if s.flags & PIONEER:  # l.1390: three hexes, one chosen
        characters.draw_three(s)
        s.say("explore", p, "l.1390", "explores with the Pioneer: {0} hex(es) drawn", len(s.hex_choice))
        return
    s.drawn = explore.draw(s)
    s.step = "hex"
    s.say("explore", p, "l.501", "explores: the top hex, icons: {0}", hex_icons(s.drawn))


def _keep_hex(s: ArchipelagoState, a: Action, p: int) -> None:
    s.step = "place"


def _reject_hex(s: ArchipelagoState, a: Action, p: int) -> None:
    s.hex_discard = (*s.hex_discard, s.drawn)
    s.drawn = explore.draw(s)
    s.flags |= EXPLORE_REJECTED
    s.step = "place"  # RULINGS A4: the next hex must be taken
    s.say("explore", p, "l.501", "turns it down and takes the next hex, icons: {0}", hex_icons(s.drawn))


def _place_region(s: ArchipelagoState, a: Action, p: int) -> None:
    s.regions = (*s.regions, Region(a["face"], a["cell"], a["rot"]))
    s.drawn = ""
    s.step = "enter"
    s.say("discover", p, "l.507", "discovers region {0}", len(s.regions) - 1)


def _explore_fail(s: ArchipelagoState, a: Action, p: int) -> None:
    s.hex_discard = (*s.hex_discard, s.drawn)
    s.drawn = ""
    s.step = "round"
    s.say("explore", p, "l.517", "cannot place the hex: the exploration fails")


def _enter(s: ArchipelagoState, a: Action, p: int) -> None:
    i = len(s.regions) - 1
    units = list(s.units)
    units[a["unit"]] = units[a["unit"]].but(region=i, spot="")  # l.513
    s.units = tuple(units)
    take_explorer(s, p)  # l.521
    if s.flags & MISSIONARY and _missionary(s, p, i):
        settle.huts(s, i, "l.1448", spared=1)
    else:
        settle.huts(s, i, "l.536")
    if settle.choices(s, i):
        s.step, s.mover = "settle", i
    else:
        s.step = "round"


def _missionary(s: ArchipelagoState, p: int, i: int) -> bool:
    """One hut of the new region gives an active inhabitant instead of a labor surplus (l.1448), when the
    region has a hut and the limits allow (10 inhabitants l.551, 3 in a region l.555)."""
    if not s.data.huts[s.regions[i].face] or not in_box(s, p, False) or inhabitants_in(s, p, i) >= 3:
        return False
    units = list(s.units)
    k = next(k for k, u in enumerate(units) if u.owner == p and not u.ship and u.region == BOX)
    units[k] = Unit(p, False, i)
    s.units = tuple(units)
    s.population += 1
    s.say("missionary", p, "l.1448", "a hut gives an inhabitant instead of labor surplus")
    return True


def _settle(s: ArchipelagoState, a: Action, p: int) -> None:
    settle.apply(s, a, "l.527")
    s.step, s.mover = "round", -1


def _reproduce(s: ArchipelagoState, a: Action, p: int) -> None:
    _disc(s, p, "reproduction")
    regions = reproduction(s, p)
    units = list(s.units)
    for i in regions:
        k = next(k for k, u in enumerate(units) if u.owner == p and not u.ship and u.region == BOX)
        units[k] = Unit(p, False, i)
    s.units = tuple(units)
    s.population += len(regions)  # l.545
    s.reproduced = (*s.reproduced, p)
    s.say("reproduce", p, "l.545", "reproduces: {0} new inhabitant(s)", len(regions))


def _recruit(s: ArchipelagoState, a: Action, p: int) -> None:
    if s.step == "round":
        _disc(s, p, "recruitment")
        s.step, s.counter = "recruiting", 99
    cost = recruit_cost(s.labor, s.data.labor_rows)  # l.565, re-read for every worker (l.569)
    seat = s.seats[p]
    seat_set(s, p, money=seat.money - cost)
    s.bank_money += cost
    units = list(s.units)
    k = next(k for k, u in enumerate(units) if u.owner == p and not u.ship and u.region == BOX)
    units[k] = Unit(p, False, a["region"])
    s.units = tuple(units)
    move_labor(s, -1)  # l.573
    s.population += 1
    s.counter -= 1
    s.say("recruit", p, "l.565", "recruits a worker for {0} florin(s)", cost)
    if s.counter <= 0 or not recruit_regions(s, p):
        s.step, s.counter = "round", 0


def _migrate(s: ArchipelagoState, a: Action, p: int) -> None:
    _disc(s, p, "migration")
    s.step = "migrating"
    s.say("migrate", p, "l.583", "migrates")


def start_migration(s: ArchipelagoState) -> None:
    s.step = "migrating"


def _move_unit(s: ArchipelagoState, a: Action, p: int) -> None:
    units = list(s.units)
    k = a["unit"]
    units[k] = units[k].but(region=a["region"], spot=a["spot"], moved=True)
    s.units = tuple(units)
    if s.detail == "prophet":  # the False Prophet's moves are counted (l.1420)
        s.counter -= 1
        if s.counter <= 0:
            s.step, s.detail, s.counter = "round", "", 0
    where = a["spot"] or "open ground"
    if units[k].ship:
        s.say("move", p, "l.583", "moves a ship to region {0} ({1})", a["region"], where)
    else:
        s.say("move", p, "l.583", "moves an inhabitant to region {0} ({1})", a["region"], where)


def _build(s: ArchipelagoState, a: Action, p: int) -> None:
    kind, i = a["building"], a["region"]
    if s.step == "round":
        _disc(s, p, "build")
    cubes, money = s.data.build_cost[kind]  # correctable: new_game(data=...)
    pay(s, p, cubes, money)  # l.621
    units = list(s.units)
    if kind == "ship":
        k = next(k for k, u in enumerate(units) if u.owner == p and u.ship and u.region == BOX)
        units[k] = Unit(p, True, i)  # l.633-635: usable at once; the builder stays free
        s.units = tuple(units)
        s.say("build", p, "l.631", "builds a ship in region {0}", i)
    else:
        k = builders(s, p, i, kind == "port")[0]
        units[k] = units[k].but(spot=kind, busy=True)  # l.625
        s.units = tuple(units)
        regions = list(s.regions)
        regions[i] = regions[i].but(buildings=(*regions[i].buildings, kind))
        s.regions = tuple(regions)
        if kind == "church" and "trend_benefactor" in s.trends and s.bank_money > 0:
            s.bank_money -= 1  # l.968
            seat_set(s, p, benefactor=s.seats[p].benefactor + 1)
        s.say("build", p, "l.621", "builds a {0} in region {1}", kind, i)
    if s.step == "free_build":
        s.step, s.detail = "round", ""


def _use_building(s: ArchipelagoState, a: Action, p: int) -> None:
    kind = "port" if a.kind == "use_port" else "market"
    i = a["region"]
    seat = s.seats[p]
    seat_set(s, p, money=seat.money - 1, wheel_coins=seat.wheel_coins + 1)  # l.653, l.671
    s.used_buildings = (*s.used_buildings, (i, kind))
    s.flags |= ROUND_BUILDING
    k = occupant(s, i, kind)  # control suffices, even if that unit is occupied (RULINGS A29)
    if k < 0 or s.units[k].owner != p:
        k = occupant(s, i, "city")  # used from the city (l.707)
    if k >= 0:
        units = list(s.units)
        units[k] = units[k].but(busy=True)  # l.657, l.677
        s.units = tuple(units)
    s.step, s.counter = "trading", 2  # l.649, l.665
    s.detail = "external" if kind == "port" else "internal"
    s.say("use", p, "l.653", "uses the {0} in region {1}", kind, i)


_HANDLERS = {
    "harvest": _harvest,
    "taxes": _taxes,
    "trade": _trade,
    "explore": _explore,
    "keep_hex": _keep_hex,
    "reject_hex": _reject_hex,
    "place_region": _place_region,
    "explore_fail": _explore_fail,
    "enter": _enter,
    "settle": _settle,
    "reproduce": _reproduce,
    "recruit": _recruit,
    "migrate": _migrate,
    "move_unit": _move_unit,
    "build": _build,
    "use_port": _use_building,
    "use_market": _use_building,
    "use_card": cards.use,
    "build_wonder": cards.build_wonder,
    "shift": cards.shift,
    "pick_card": cards.pick,
    **dict.fromkeys(characters.KINDS, characters.apply),
    **dict.fromkeys(negotiation.KINDS, negotiation.apply),
}

_RULE = {
    "harvest": ("l.449", "no free icon of that resource for your active free units, or no disc"),
    "taxes": ("l.467", "the tax zone is full or you have no disc left"),
    "trade": ("l.483-487", "that zone is empty or full, or you cannot pay, or you have no such cube"),
    "explore": ("l.497", "the exploration zone is full, no disc, or no hex left"),
    "reproduce": (
        "l.541-551",
        "you reproduced this turn or no region has exactly 2 of your active inhabitants",
    ),
    "recruit": ("l.571-577", "no labor surplus, money, inhabitant or region with your active unit and room"),
    "migrate": ("l.583", "no active free unit can move"),
    "build": ("l.613-621", "no active unoccupied unit there, the building exists, or you cannot pay"),
    "use_port": ("l.653", "you do not control that port, used it, or used a port or market this round"),
    "use_market": (
        "l.653, l.669",
        "you do not control that market, used it, or used a port or market this round",
    ),
    "use_card": ("l.800", "that card cannot be used now"),
    "build_wonder": ("l.870-874", "that wonder cannot be built now"),
    "move_unit": ("l.583-591", "that unit cannot move there"),
    "place_region": ("l.507-513", "the face must touch two regions, match every edge, and let a unit in"),
    "enter": ("l.513", "that unit cannot reach the new region"),
    "reject_hex": ("l.501", "a hex was turned down already in this exploration"),
    "shift": ("l.1484, l.1508, l.1540", "that cube cannot move"),
}


def why_not(s: ArchipelagoState, a: Action) -> IllegalAction:
    if s.step != "round" and a.kind in ("harvest", "taxes", "explore", "reproduce", "migrate", "end_round"):
        return refuse(a, f"finish the {s.step} step first", "l.441")
    if s.step == "round" and a.kind in (
        "keep_hex",
        "reject_hex",
        "place_region",
        "explore_fail",
        "enter",
        "settle",
        "move_unit",
        "shift",
        "pick_card",
        "stop",
        *characters.KINDS,
        "answer",
    ):
        return refuse(a, "that belongs to an action under way; start one first", "l.441")
    if a.kind in ("harvest", "taxes", "explore", "reproduce", "migrate") and s.flags & ROUND_ACTION:
        return refuse(a, "one action per round", "l.441")
    if a.kind in ("use_card", "build_wonder") and s.flags & ROUND_CARD:
        return refuse(a, "one development card per round", "l.800")
    if a.kind in ("use_port", "use_market") and s.flags & ROUND_BUILDING:
        return refuse(a, "one port or market per round", "l.653")
    if a.kind in ("harvest", "taxes", "explore", "reproduce", "migrate") and not has_disc(s, a.player):
        return refuse(a, "you have no action disc left", "l.441")
    if a.kind == "harvest" and a["resource"] not in RESOURCES:
        return refuse(a, f"resources are {', '.join(RESOURCES)}", "l.449")
    rule, text = _RULE.get(a.kind, ("l.441", "not possible now"))
    return refuse(a, text, rule)


__all__ = ["apply", "controller", "legal", "start_migration", "why_not"]
