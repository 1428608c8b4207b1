"""The turn's course between decisions (l.232-248): release, the automatic phase 3, the balance queue,
the Actions rounds, the development turns, the end of a turn, and the end of the game.

Phases without decisions (release l.250, population effects l.262) are played here at once; the
state then waits in the next phase that has a decision.
"""

from __future__ import annotations

from typing import Any

from .board import buildings_of, controller, unit_index
from .catalog import BACKS, CARDS, OBJECTIVE, RESOURCES, WHEEL_ZONES
from .components import DEFAULT
from .economy import independence, labor_row, move_labor, move_rebellion, row_of, seat_set, stability_row
from .state import BOX, WONDER, ArchipelagoState

SINGULAR = {"cities": "city", "ports": "port", "markets": "market", "churches": "church"}
ROUND_ACTION, ROUND_CARD, ROUND_BUILDING, EXPLORE_REJECTED = 1, 2, 4, 8
# cards used in this round that change its Exploration or Migration (bits 4-7 hold the x2 resource)
PIONEER, MISSIONARY, ADMIRAL, ROADS = 256, 512, 1024, 2048


def next_in_order(s: ArchipelagoState, seat: int) -> int:
    i = s.order.index(seat)
    return s.order[(i + 1) % s.players]


# --- phase 1 and 2 ------------------------------------------------------------------------------------


def begin_turn(s: ArchipelagoState) -> None:
    """Phase 1, release (l.250-252), then the bids of phase 2 open."""
    s.turn += 1
    s.round = s.turn
    s.units = tuple(
        u.but(spot="" if u.spot == "icon" else u.spot, icon=-1, lying=False, busy=False, moved=False)
        if (u.lying or u.busy or u.spot == "icon" or u.moved)
        else u
        for u in s.units
    )
    s.seats = tuple(
        seat.but(rotated=(), passed=False) if seat.rotated or seat.passed else seat for seat in s.seats
    )
    s.say("release", None, "l.252", "turn {0}: cards, harvesters and strikers are released", s.turn)
    open_bids(s, tuple(s.order))


def open_bids(s: ArchipelagoState, bidders: tuple[int, ...]) -> None:
    s.phase, s.step = "bidding", "bid"
    s.bidders = bidders
    s.current_player = bidders[0]


# --- phase 3 ----------------------------------------------------------------------------------------


def population_effects(s: ArchipelagoState) -> None:
    """Phase 3 (l.280): boards I, II, III, IV in that order; every zone reads the row of its last cube."""
    for r in range(6):
        n = s.internal[r]
        if n:
            _, _, lab, reb = row_of("internal", r, n - 1, s.data.zones)
            move_labor(s, lab)
            move_rebellion(s, reb)
            if independence(s):
                return
    for r in range(6):
        n = s.external[r]
        if n:
            move_labor(s, row_of("external", r, n - 1, s.data.zones)[2])  # l.304: labor surplus only
    _, _, lab, reb = stability_row(s.population, s.data.stability)  # l.314
    move_labor(s, lab)
    move_rebellion(s, reb)
    if independence(s):
        return
    move_rebellion(s, labor_row(s.labor, s.data.labor_rows)[3])  # l.328
    s.say(
        "population",
        None,
        "l.280",
        "population effects: labor surplus {0}, rebellion {1}",
        s.labor,
        s.rebellion,
    )


def after_order(s: ArchipelagoState) -> None:
    """Phases 3 and 4 follow the turn order (l.234-239); phase 4 is skipped in turn 1 (l.336)."""
    population_effects(s)
    if finished(s) or check_end(s, immediate=True):
        return
    if s.turn > 1 and s.top_back >= 0:
        back = s.top_back
        zones = [z for z in ("top", "bottom") if not zone_of(back, z)["red"]]  # l.350, l.400
        # l.376: the internal crisis first, then the external one, events where they stand
        zones.sort(key=lambda z: {"internal": 0, "external": 1, "event": 2}[zone_of(back, z)["kind"]])
        s.queue = tuple(f"{z}:{back}" for z in zones)
    run_queue(s, "actions")


def zone_of(back: int, half: str) -> dict:
    return BACKS[back].top if half == "top" else BACKS[back].bottom


# --- crises and events ------------------------------------------------------------------------------


def run_queue(s: ArchipelagoState, resume: str) -> None:
    """Resolve queued events; stop at the next crisis (it needs decisions), else go on to ``resume``."""
    if resume:
        s.resume = resume
    while s.queue and not s.over:
        item, s.queue = s.queue[0], s.queue[1:]
        half, _, back = item.partition(":")
        z = zone_of(int(back), half)
        if z["kind"] == "event":
            play_event(s, z["event"])
            if finished(s):
                return
            continue
        start_crisis(s, z)
        return
    enter(s, s.resume)


def play_event(s: ArchipelagoState, event: str) -> None:
    churches, cities = buildings_of(s, "church"), buildings_of(s, "city")
    if event == "church_minus2":
        move_rebellion(s, -2 * churches)  # l.396 (all churches: RULINGS A6)
        s.say("event", None, "l.396", "event: rebellion -2 per church (churches: {0})", churches)
    elif event == "church_minus1":
        move_rebellion(s, -churches)  # l.780
        s.say("event", None, "l.780", "event: rebellion -1 per church (churches: {0})", churches)
    elif event == "city_plus1":
        move_rebellion(s, cities)  # l.787
        s.say("event", None, "l.787", "event: rebellion +1 per city (cities: {0})", cities)
    else:
        raise ValueError(f"unknown event {event!r}")


def start_crisis(s: ArchipelagoState, z: dict) -> None:
    s.phase = "crisis"
    s.step = z["kind"]
    s.detail = f"{z['resource']}:{z.get('per', z.get('count', 0))}"
    s.crisis_seat = 0
    s.crisis_done = 0
    if z["kind"] == "internal":
        # l.360: every inhabitant lies down, except in churches (l.687); ships are not affected
        s.units = tuple(
            u.but(lying=True) if (not u.ship and u.region >= 0 and u.spot != "church" and not u.lying) else u
            for u in s.units
        )
        s.say(
            "crisis",
            None,
            "l.354",
            "internal crisis: {0}, one cube per {1} inhabitant(s)",
            z["resource"],
            z["per"],
        )
    else:
        s.say("crisis", None, "l.382", "export crisis: {0} {1} cube(s)", z["count"], z["resource"])
    s.current_player = s.order[0]
    opportunity(s)


def crisis_resource(s: ArchipelagoState) -> tuple[int, int]:
    res, _, n = s.detail.partition(":")
    return RESOURCES.index(res), int(n)


def lying(s: ArchipelagoState) -> list[int]:
    return [k for k, u in enumerate(s.units) if u.lying and u.region >= 0]


def opportunity(s: ArchipelagoState) -> None:
    """The current crisis seat's turn starts: its churches raise their regions for free (l.687)."""
    if s.step == "internal":
        church_raise(s, s.current_player)
        if not lying(s):  # l.376: everyone stands, the crisis is over
            end_crisis(s)


def church_raise(s: ArchipelagoState, p: int) -> None:
    """Each church ``p`` controls raises every inhabitant of its region, any colour (l.687, RULINGS A9)."""
    raised = 0
    for i, r in enumerate(s.regions):
        if "church" in r.buildings and controller(s, i, "church") == p:
            units = list(s.units)
            for k, u in enumerate(units):
                if u.lying and u.region == i:
                    units[k] = u.but(lying=False)
                    raised += 1
            s.units = tuple(units)
    if raised:
        s.say("church", p, "l.687", "churches raise {0} inhabitant(s)", raised)


def raise_for(s: ArchipelagoState, p: int, n: int) -> int:
    """One consumed cube raises ``n`` lying inhabitants (l.370): the spender's own first, city dwellers
    first among them, then the other colours in turn order (RULINGS A8)."""
    units = list(s.units)
    down = [k for k in lying(s)]
    rank = {seat: i for i, seat in enumerate(s.order)}
    me = rank[p]

    def key(k: int) -> tuple:
        u = units[k]
        return ((rank[u.owner] - me) % s.players, u.spot != "city", k)

    picked = sorted(down, key=key)[:n]
    for k in picked:
        units[k] = units[k].but(lying=False)
    s.units = tuple(units)
    return len(picked)


def next_opportunity(s: ArchipelagoState) -> None:
    """The crisis passes to the next player in turn order (l.364), or ends after the last."""
    s.crisis_seat += 1
    if s.crisis_seat >= s.players:
        end_crisis(s)
        return
    s.current_player = s.order[s.crisis_seat]
    opportunity(s)


def end_crisis(s: ArchipelagoState) -> None:
    res, n = crisis_resource(s)
    if s.step == "internal":
        strikers = len(lying(s))
        move_rebellion(s, strikers)  # l.378
        s.say("crisis", None, "l.378", "{0} striker(s): rebellion +{0}", strikers)
    else:
        missing = max(0, n - s.crisis_done)
        move_rebellion(s, missing)  # l.388
        s.say("crisis", None, "l.388", "{0} cube(s) missing for export: rebellion +{0}", missing)
    if finished(s):
        return
    if s.step == "internal":
        s.crisis_seat = 0
        if next_evictor(s):
            return
    run_queue(s, "")


def evictable(s: ArchipelagoState, p: int) -> list[int]:
    """Strikers of other colours in a port or market of a region whose city ``p`` controls (l.715)."""
    out = []
    for k, u in enumerate(s.units):
        if u.lying and u.owner != p and u.spot in ("port", "market") and controller(s, u.region, "city") == p:
            out.append(k)
    return out


def next_evictor(s: ArchipelagoState) -> bool:
    """After an internal crisis each city holder, in turn order, may evict strikers (l.715, RULINGS A36): the step
    ``evict`` waits for the next one who can; False when nobody can (the crisis is then over)."""
    while s.crisis_seat < s.players:
        p = s.order[s.crisis_seat]
        if evictable(s, p):
            s.step, s.current_player = "evict", p
            return True
        s.crisis_seat += 1
    return False


def evict(s: ArchipelagoState, p: int, k: int) -> None:
    """The striker leaves the building, still lying, for open ground in its region (l.715); the city's
    holder controls the building from now on (l.701)."""
    units = list(s.units)
    spot = units[k].spot
    units[k] = units[k].but(spot="")
    s.units = tuple(units)
    s.say("evict", p, "l.715", "evicts the striker of P{0} from the {1}", units[k].owner + 1, spot)
    if not evictable(s, p):
        end_evictions(s)


def end_evictions(s: ArchipelagoState) -> None:
    """The current city holder is done evicting; the next one, or the rest of the balance phase."""
    s.crisis_seat += 1
    if not next_evictor(s):
        run_queue(s, "")


# --- phase 5 ----------------------------------------------------------------------------------------


def enter(s: ArchipelagoState, phase: str) -> None:
    if phase == "actions":
        s.phase, s.step, s.flags, s.detail, s.counter, s.mover = "actions", "round", 0, "", 0, -1
        s.wheel = (0,) * len(WHEEL_ZONES)
        s.reproduced = ()
        s.used_buildings = ()
        s.permits = ()
        s.current_player = s.order[0]
        s.seats = tuple(seat.but(passed=False) for seat in s.seats)
    elif phase == "round":  # back into the round of the player whose card turned up the crisis
        s.phase, s.step, s.detail = "actions", "round", ""
        s.current_player, s.mover = s.mover, -1
    elif phase == "development":
        next_developer(s)  # an immediate crisis came between two players' development turns (l.770)
    else:
        raise ValueError(f"no phase {phase!r} to resume")


def end_round(s: ArchipelagoState, did_nothing: bool) -> None:
    """A round is over; the next player who has not passed plays (l.441). A player who ends a round
    having done nothing is out of this phase (RULINGS A12)."""
    p = s.current_player
    if did_nothing:
        seat_set(s, p, passed=True)
    s.flags, s.detail, s.step, s.counter, s.mover = 0, "", "round", 0, -1
    s.permits = ()  # leave to harvest lasts for the asker's round (RULINGS A33)
    if check_end(s, immediate=False):
        return
    q = p
    for _ in range(s.players):
        q = next_in_order(s, q)
        if not s.seats[q].passed:
            s.current_player = q
            return
    start_development(s)


# --- phase 6 ----------------------------------------------------------------------------------------


def start_development(s: ArchipelagoState) -> None:
    """Discs come back, the wheel's coins go to the bank (l.729); then each player in order (l.733)."""
    s.bank_money += sum(seat.wheel_coins for seat in s.seats)
    s.seats = tuple(seat.but(discs_used=0, wheel_coins=0) for seat in s.seats)
    s.phase, s.step, s.counter, s.detail, s.mover = "development", "choose", 0, "", 0
    s.current_player = s.order[0]
    s.say("development", None, "l.729", "discs return; development cards")


def next_developer(s: ArchipelagoState) -> None:
    """The next player in order buys or turns cards; after the last, the next turn begins.

    ``mover`` holds the place in the turn order of the player who just finished."""
    if check_end(s, immediate=True):
        return
    i = s.mover + 1
    if i >= s.players:
        begin_turn(s)
        return
    s.phase, s.step, s.counter, s.detail, s.mover = "development", "choose", 0, "", i
    s.current_player = s.order[i]


# --- the end ------------------------------------------------------------------------------------------


def finished(s: ArchipelagoState) -> bool:
    """Independence ends the game at once (l.425, l.892)."""
    if s.phase == "over":
        return True
    if independence(s):
        s.ended_by = "independence"
        s.phase, s.step = "over", ""
        s.current_player = -1
        s.say(
            "end",
            None,
            "l.425",
            "the rebellion overtakes the population: the archipelago declares independence",
        )
        return True
    return False


def in_play(s: ArchipelagoState) -> list[str]:
    """The objective cards whose end conditions can end the game: held ones and open ones (l.175, l.1033)."""
    return [o for seat in s.seats for o in seat.objectives] + list(s.open_objectives)


# the card kind an end condition counts ('' every card)
_COUNTED = {"cards": "", "characters": "character", "progress": "progress"}
_KIND = tuple(card.kind for card in CARDS)  # card index -> its kind


# (objective, players) -> (end condition, threshold, k) with the shipped data: asked 2-3 times a decision
_TESTS: dict[tuple[str, int], tuple[str, Any, int]] = {}


def condition_met(s: ArchipelagoState, oid: str) -> bool:
    """An objective's end condition (l.1131-1370; thresholds: RULINGS A14)."""
    data = s.data
    test = _TESTS.get((oid, s.players)) if data is DEFAULT else None
    if test is None:
        o = OBJECTIVE[oid]
        test = (o.end, data.thresholds[oid].get(str(s.players)), o.k)  # correctable: new_game(data=...)
        if data is DEFAULT:
            _TESTS[(oid, s.players)] = test
    end, t, k = test
    if end in SINGULAR:
        return buildings_of(s, SINGULAR[end]) >= t
    if end == "ships":
        return sum(len(ships) for fleet in unit_index(s).fleets.values() for ships in fleet.values()) >= t
    counted = _COUNTED.get(end)
    if counted is not None:
        if not counted:
            return sum(len(seat.cards) for seat in s.seats) >= t
        kind = _KIND
        return sum(1 for seat in s.seats for c in seat.cards if kind[c] == counted) >= t
    if end == "stacks_empty":
        return sum(1 for n in s.explorers if n == 0) >= k
    if end == "bank_resources_out":
        return sum(1 for n in s.bank_cubes if n == 0) >= k
    if end == "bank_money_out":
        return s.bank_money <= 0
    if end == "labor_above":
        return s.labor > k
    if end == "population":
        return s.population >= t
    raise ValueError(f"unknown end condition {end!r}")


def check_end(s: ArchipelagoState, immediate: bool) -> bool:
    """An end condition met ends the game once the active player's round is over (l.898); outside the
    Actions phase, at once (RULINGS A15). Returns True when the game is over."""
    if finished(s):
        return True
    if not s.end_pending:
        for oid in in_play(s):
            if condition_met(s, oid):
                s.end_pending = True
                s.ended_by = oid
                s.say("end", None, "l.898", "the end condition of {0} is met", oid)
                break
    if s.end_pending and (immediate or s.step == "round"):
        s.phase, s.step = "over", ""
        s.current_player = -1
        return True
    return False


def units_on_archipelago(s: ArchipelagoState) -> int:
    return sum(1 for u in s.units if not u.ship and u.region not in (BOX, WONDER))
