"""How well a seat stands, for the heuristic and search bots: the score so far plus our estimate of
what the position is worth later (not from the rulebook): money, cards and controlled buildings.

And the colony's peril: independence makes every seat lose (l.906), so a careful player keeps the
rebellion well behind the population (l.218). The peril reads only what the table shows (markers,
boards, lying inhabitants, the crisis under way) and the seat's own objective."""

from __future__ import annotations

from .board import buildings_of, controlled, inhabitants_in
from .catalog import BACKS, LABOR_MAX, OBJECTIVE, RES
from .economy import labor_row, row_of, stability_row
from .flow import crisis_resource
from .phase_actions import in_box
from .scoring import score_parts
from .state import ArchipelagoState

SCALE = 3.0  # our estimate: a 3 VP lead wins about three games in four
PERIL = 10.0  # our estimate: the VP a seat would give to keep a colony one step from independence
EASE = 0.7  # each step the population keeps ahead of the coming rebellion cuts the peril by this factor
FORESIGHT = 0.5  # our estimate: the share of the next crisis the others' screens will not meet
BLIND = 0.3  # our estimate: the weight of a crisis nobody can see coming yet (red zones, later backs)
TYPICAL_PER = 5  # our estimate: inhabitants per cube of an internal crisis, about the backs' middle
GROWTH = 0.5  # our estimate: the share of the room to recruit that the colony will use
CHURCH_RELIEF = 1  # our estimate: the rebellion a church takes off in the events to come (l.396)


def evaluate_seat(s: ArchipelagoState, seat: int) -> float:
    rows = score_parts(s)
    vp = float(rows[seat]["total"])
    if s.over:
        return vp
    st = s.seats[seat]
    money = st.money - sum(st.bid)  # a bid in the fist is spent once all are in (l.258)
    later = 0.05 * money + 0.3 * len(st.cards) + 0.1 * st.tokens + 0.05 * sum(st.cubes)
    later += 0.3 * sum(len(controlled(s, seat, k)) for k in ("city", "church", "port", "market"))
    return vp + later


def next_population_effects(s: ArchipelagoState) -> int:
    """The rebellion the next population effects would add if played now (boards I-IV in order, l.280-332)."""
    labor, rebellion = s.labor, 0
    for board, counts in (("internal", s.internal), ("external", s.external)):
        for r, n in enumerate(counts):
            if n:
                _, _, lab, reb = row_of(board, r, n - 1, s.data.zones)
                labor = max(0, min(LABOR_MAX, labor + lab))
                rebellion += reb if board == "internal" else 0  # l.304: board II moves labor only
    _, _, lab, reb = stability_row(s.population, s.data.stability)  # l.314
    labor = max(0, min(LABOR_MAX, labor + lab))
    return rebellion + reb + labor_row(labor, s.data.labor_rows)[3]  # l.328


def next_crisis(s: ArchipelagoState, seat: int) -> float:
    """The rebellion the crisis on the deck's public top back would bring (l.338) if only the boards and
    ``seat``'s own screen met it: strikers of the inhabitants left lying (l.378), missing exports (l.388)."""
    if s.top_back < 0:
        return 0.0
    st, back, out = s.seats[seat], BACKS[s.top_back], 0.0
    for z in (back.top, back.bottom):
        if z["red"] or z["kind"] not in ("internal", "external"):
            continue  # a red zone waits for phase 6 (l.350); an event is not a crisis
        r = RES[z["resource"]]
        own = st.cubes[r] + st.tokens  # a token turns into any cube in a crisis (l.431)
        if z["kind"] == "internal":
            out += max(0, s.population - z["per"] * (s.internal[r] + own))
        else:
            out += max(0, z["count"] - s.external[r] - own)
    return out


def any_crisis(s: ArchipelagoState, seat: int) -> float:
    """The strikers an internal crisis of a resource drawn blind would leave (a red zone turns up in
    phase 6 unannounced, l.770), one cube per TYPICAL_PER inhabitants, met by board I and ``seat``'s screen."""
    st = s.seats[seat]
    lying = [max(0, s.population - TYPICAL_PER * (s.internal[r] + st.cubes[r] + st.tokens)) for r in range(6)]
    return sum(lying) / len(lying)


def room_to_grow(s: ArchipelagoState) -> int:
    """Workers the colony could recruit now, money aside: inhabitants in the boxes that fit beside an
    active unit of their colour (l.571), no more than the labor surplus (l.577)."""
    room = 0
    for p in range(s.players):
        regions = {u.region for u in s.units if u.owner == p and u.region >= 0 and not u.lying}
        space = sum(max(0, 3 - inhabitants_in(s, p, i)) for i in regions)
        room += min(space, in_box(s, p, False))
    return min(room, s.labor)


def coming_rebellion(s: ArchipelagoState, seat: int) -> float:
    """The rebellion marker once what is under way lands: inhabitants still lying in an internal crisis
    become strikers (l.378), export cubes still missing count one each (l.388), the next population
    effects and half the crisis the deck's top back shows; less what churches are expected to take off."""
    coming = s.rebellion + next_population_effects(s)
    if s.phase == "crisis" and s.step == "internal":
        coming += sum(1 for u in s.units if u.lying and u.region >= 0 and not u.ship)
    elif s.phase == "crisis" and s.step == "external":
        coming += max(0, crisis_resource(s)[1] - s.crisis_done)
    else:
        coming += FORESIGHT * next_crisis(s, seat) + BLIND * any_crisis(s, seat)
    return coming - CHURCH_RELIEF * buildings_of(s, "church")


def colony_peril(s: ArchipelagoState, seat: int) -> float:
    """What ``seat`` would give to keep the colony from independence: it grows as the coming rebellion
    closes on the population. The Separatist's holder wants the war instead (l.908)."""
    margin = s.population + GROWTH * room_to_grow(s) - coming_rebellion(s, seat)
    peril = PERIL * EASE**margin if margin >= 0 else PERIL * (1 - margin)  # past the edge: a step, a PERIL
    separatist = any(OBJECTIVE[o].criterion == "separatist" for o in s.seats[seat].objectives)
    return -peril if separatist else peril
