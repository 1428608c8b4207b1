"""Setting up (l.92-111) and dealing for the first discovery (l.113-117), the trend (l.151) and the
objectives (l.155-159), with the 2-player rules (l.1008-1015) and the variants (l.1017-1051)."""

from __future__ import annotations

from typing import Any

from boardkit.core import EventLog
from boardkit.core.rng import initial_seed, take_rng

from .board import start_geometry
from .catalog import (
    BACKS,
    CARDS,
    CUBES_PER_TYPE,
    DESERT,
    EXPLORER_STACKS,
    HEX_FACES,
    INHABITANTS,
    MONEY_TOTAL,
    OBJECTIVES,
    OPEN_SEA,
    RESOURCES,
    SECRET_ROLES,
    SHIPS,
    START_DISCS,
    START_MONEY,
    TRACK_SLOTS,
    TRENDS,
    WHEEL_ZONES,
)
from .components import DEFAULT, ArchipelagoData
from .state import ArchipelagoState, Region, Seat, Unit

LENGTHS = ("short", "medium", "long")  # l.157-159


def colours(players: int) -> int:
    """Colours per player: two with 2 players (l.1014), else one; limits count per player (RULINGS A26)."""
    return 2 if players == 2 else 1


def unit_ids(players: int, seat: int) -> range:
    """The unit ids of a seat: its inhabitants, then its ships."""
    per = colours(players) * (INHABITANTS + SHIPS)
    return range(seat * per, (seat + 1) * per)


def keep_count(players: int) -> int:
    """Objective cards each player keeps: 2 with 2 players (l.1013), else 1 (l.159)."""
    return 2 if players == 2 else 1


def objective_deck(players: int, length: str, without_roles: bool) -> list[str]:
    """The chosen deck (l.155-159) less the Pacifist and Separatist with 2 players (l.1012) or in the
    variants that remove them (l.1033, l.1049), and less the cards not used with 2 players (l.1283)."""
    out = []
    for o in OBJECTIVES:
        if o.deck != length:
            continue
        if (without_roles or players == 2) and o.criterion in SECRET_ROLES:
            continue
        if o.end == "population" and o.threshold(players) is None:
            continue
        out.append(o.id)
    return out


# the centre (l.113, l.1025); records are never changed once built, so every game starts from the same one
_START_REGIONS = {desert: (Region(DESERT if desert else OPEN_SEA, (0, 0), 0),) for desert in (False, True)}
_START_UNITS: dict[tuple[int, bool], tuple[Unit, ...]] = {}  # (players, desert) -> the units, shared


def start_units(players: int, desert: bool) -> tuple[Unit, ...]:
    """Every unit of every colour at the start: in the box, or at the centre (l.109, l.1025)."""
    found = _START_UNITS.get((players, desert))
    if found is not None:
        return found
    units = []
    for p in range(players):
        for c in range(colours(players)):
            for k in range(INHABITANTS):
                # l.1025: in the desert each player starts with 2 inhabitants in the village
                units.append(Unit(p, False, 0 if desert and c == 0 and k < 2 else -1))
        for c in range(colours(players)):
            for k in range(SHIPS):
                units.append(Unit(p, True, 0 if not desert and c == 0 and k == 0 else -1))  # l.109, l.1025
    found = _START_UNITS[(players, desert)] = tuple(units)
    return found


def new_state(
    players: int, seed: int | str, options: dict[str, Any], data: ArchipelagoData = DEFAULT
) -> ArchipelagoState:
    desert = options["desert_start"]
    s = ArchipelagoState(
        players,
        0,
        "discovery",
        0,
        initial_seed(seed),
        EventLog(),
        options=dict(options),
        data=data,
        turn=0,
        order=tuple(range(players)),
        seats=tuple(Seat(START_MONEY, (0,) * 6, 0, START_DISCS) for _ in range(players)),
        units=(),
        regions=_START_REGIONS[desert],
        population=0,
        rebellion=0,
        labor=5 if desert else 0,  # l.100; the desert village's 5 huts (l.1025)
        internal=(1,) * 6,  # l.97
        external=(0,) * 6,
        bank_cubes=tuple(n - 1 for n in CUBES_PER_TYPE),
        bank_money=MONEY_TOTAL - START_MONEY * players,
        explorers=EXPLORER_STACKS,
        hex_stack=(),
        hex_top="",
        hex_discard=(),
        hands=((),) * players,
        drawn="",
        deck=(),
        top_back=-1,
        track=(-1,) * TRACK_SLOTS,
        turns=(0,) * TRACK_SLOTS,
        dev_discard=(),
        shown=(),
        trends=(),
        objective_pool=(),
        open_objectives=(),
        wheel=(0,) * len(WHEEL_ZONES),
        reproduced=(),
        used_buildings=(),
        step="place",
        mover=-1,
        counter=0,
        detail="",
        flags=0,
        queue=(),
        crisis_seat=0,
        crisis_done=0,
        resume="",
        bidders=(),
        tied=(),
        shown_bids=(),
        ended_by="",
        end_pending=False,
    )
    s._geo = start_geometry(s.regions)
    rng = take_rng(s)
    s.units = start_units(players, desert)
    if desert:
        s.population = 2 * players  # RULINGS A22: the marker counts every inhabitant on the archipelago
    order = list(range(players))
    rng.shuffle(order)  # l.115
    s.order = tuple(order)
    hexes = [HEX_FACES[h][rng.randrange(2)] for h in sorted(HEX_FACES)]
    rng.shuffle(hexes)  # l.117
    s.hands = tuple(tuple(hexes[3 * i : 3 * i + 3]) for i in range(players))
    s.hex_stack = tuple(hexes[3 * players :])
    s.hex_top = s.hex_stack[0] if s.hex_stack else ""
    deck = list(range(len(CARDS)))
    rng.shuffle(deck)  # l.103
    s.deck = tuple(deck)
    s.top_back = CARDS[deck[0]].back
    # trend cards (l.151, l.1037, l.1049; none without secrets, l.1033)
    trends = [t["id"] for t in TRENDS]
    rng.shuffle(trends)
    if options["no_secrets"]:
        s.trends = ()
    elif options["benefactor"]:
        others = [t for t in trends if t != "trend_benefactor"]
        s.trends = ("trend_benefactor", *others[: 1 + options["more_control"]])
    else:
        s.trends = tuple(trends[: 2 if options["more_control"] else 1])
    # objectives (l.155-159, l.1013, l.1033, l.1041)
    without_roles = options["no_secrets"] or options["benefactor"]
    pool = objective_deck(players, options["length"], without_roles)
    rng.shuffle(pool)
    if options["no_secrets"]:
        s.open_objectives = tuple(pool[:players])
        pool = pool[players:]
    else:
        each = keep_count(players) + options["more_spice"]  # l.1041: one more, keep as usual (RULINGS A32)
        seats = list(s.seats)
        for p in range(players):
            seats[p] = seats[p].but(objectives=tuple(pool[:each]))
            pool = pool[each:]
        s.seats = tuple(seats)
    s.objective_pool = tuple(sorted(pool))
    s.current_player = s.order[0]
    if options["choose_trend"]:
        s.phase, s.step = "trend", "choose"
    s.say("setup", None, "l.115", "turn order for the discovery: {0}", " ".join(f"P{p + 1}" for p in s.order))
    return s


def reveal_track(s: ArchipelagoState) -> None:
    """Five cards face up on the track, upright (l.147); their backs' red zones are not played (RULINGS A7)."""
    deck = list(s.deck)
    s.track = tuple(deck.pop(0) if deck else -1 for _ in range(TRACK_SLOTS))
    s.turns = (0,) * TRACK_SLOTS
    s.deck = tuple(deck)
    s.top_back = CARDS[deck[0]].back if deck else -1


__all__ = ["BACKS", "LENGTHS", "RESOURCES", "new_state", "reveal_track", "unit_ids"]
