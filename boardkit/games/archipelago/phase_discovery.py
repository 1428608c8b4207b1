"""Turn zero, the discovery of the archipelago (l.113-159).

Steps: ``place`` (place_first or new_hexes), then ``settle`` (the region's two cubes). Also the setup
choices some variants add (the dealt hexes lie open, RULINGS A25): ``trend`` (choose the trend, l.1045) and ``spice`` (let one drawn objective go, l.1041).
"""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse
from boardkit.core.rng import take_rng

from . import flow, settle
from .board import placement_moves
from .board import placements as board_placements
from .catalog import OTHER_FACE, TREND, TRENDS
from .economy import seat_set, take_explorer
from .moves import act, placed
from .setup import reveal_track
from .state import ArchipelagoState, Region

_STEPS = {"place": ("place_first", "new_hexes"), "settle": ("settle",)}


def _touches_centre(_cell: tuple[int, int], need: list) -> bool:
    return any(j == 0 for _, _, j in need)


def _touches_any(_cell: tuple[int, int], need: list) -> bool:
    return bool(need)


def _faces(ups) -> list[str]:
    return [f for up in ups for f in (up, OTHER_FACE[up])]


def placements(s: ArchipelagoState, p: int) -> list[tuple[str, tuple[int, int], int]]:
    """Faces of ``p``'s hexes, cells and turns that touch the centre hex and fit every neighbour (l.123).

    A40: when no hex ``p`` can still draw (its hand, the stack, the discards) fits any cell touching the
    centre, drawing anew could never end; the player then joins a hex to any region laid so far, borders
    matched. Other players' hands are out of its reach until the discovery ends (l.143).
    """
    faces = _faces(s.hands[p])
    found = board_placements(s, faces, _touches_centre)
    if not found:
        reach = _faces([*s.hands[p], *s.hex_stack, *s.hex_discard])
        if not board_placements(s, reach, _touches_centre):
            found = board_placements(s, faces, _touches_any)
    return [(f, c, rot) for f, c, rot, _ in found]


def legal(s: ArchipelagoState) -> list[Action]:
    p = s.current_player
    if s.phase == "trend":
        return [act("choose_trend", p, trend=t["id"]) for t in TRENDS]
    if s.phase == "spice":
        return [act("discard_objective", p, card=c) for c in s.seats[p].objectives]
    if s.step == "settle":
        return settle.legal(s)
    places = _placement_moves(s, p)
    return places or [act("new_hexes", p)]


def _placement_moves(s: ArchipelagoState, p: int) -> list[Action]:
    """The moves of ``placements``: a hex beside the centre through the kept moves of each face at each
    cell (the board lists them in the same order); when none fits, as ``placements`` finds them (A40)."""
    found = placement_moves(s, "place_first", p, _faces(s.hands[p]), _touches_centre)
    if found:
        return found
    return [placed("place_first", p, f, c, r) for f, c, r in placements(s, p)]


def apply(s: ArchipelagoState, a: Action) -> None:
    p = a.player
    kind = a.kind
    if kind == "choose_trend":
        s.trends = (a["trend"],)
        s.say("trend", p, "l.1045", "the players choose the trend {0}", a["trend"])
        s.phase, s.step = "discovery", "place"
        return
    if kind == "discard_objective":
        held = list(s.seats[p].objectives)
        held.remove(a["card"])
        # l.1041: the card let go goes back unseen (it joins the cards nobody holds)
        s.objective_pool = tuple(sorted((*s.objective_pool, a["card"])))
        seat_set(s, p, objectives=tuple(held))
        s.say("objective", p, "l.1041", "lets one objective card go")
        _next_spice(s)
        return
    if kind == "new_hexes":
        s.hex_discard = s.hex_discard + s.hands[p]
        stack = list(s.hex_stack)
        if len(stack) < 3:  # l.503 by analogy: the discards are shuffled into a new stack
            more = list(s.hex_discard)
            take_rng(s).shuffle(more)
            stack += more
            s.hex_discard = ()
        hands = list(s.hands)
        hands[p] = tuple(stack[:3])
        s.hands = tuple(hands)
        s.hex_stack = tuple(stack[3:])
        s.hex_top = s.hex_stack[0] if s.hex_stack else ""
        s.say("hexes", p, "l.125", "shows that no hex fits and draws 3 new hexes")
        return
    if kind == "settle":
        settle.apply(s, a, "l.139")
        _next_discoverer(s)
        return
    f, cell, rot = a["face"], a["cell"], a["rot"]
    hands = list(s.hands)
    hand = list(hands[p])
    hand.remove(f if f in hand else OTHER_FACE[f])
    hands[p] = tuple(hand)
    s.hands = tuple(hands)
    s.regions = (*s.regions, Region(f, cell, rot))
    i = len(s.regions) - 1
    units = list(s.units)
    if s.options["desert_start"]:
        # l.1025-1027: one of the two inhabitants walks from the desert into the new region
        k = next(k for k, u in enumerate(units) if u.owner == p and not u.ship and u.region == 0)
        units[k] = units[k].but(region=i)
    else:
        k = next(k for k, u in enumerate(units) if u.owner == p and u.ship and u.region == 0)
        units[k] = units[k].but(region=i)  # l.129: the ship sails in
        landed = [k for k, u in enumerate(units) if u.owner == p and not u.ship and u.region < 0][:2]
        for k in landed:
            units[k] = units[k].but(region=i)
        s.population += 2  # l.129
    s.units = tuple(units)
    take_explorer(s, p)  # l.129
    s.say("discover", p, "l.123", "discovers region {0}", i)
    settle.huts(s, i, "l.133")
    if settle.choices(s, i):
        s.step, s.mover = "settle", i
    else:
        _next_discoverer(s)


def _next_discoverer(s: ArchipelagoState) -> None:
    s.step, s.mover = "place", -1
    i = s.order.index(s.current_player) + 1
    if i < s.players:
        s.current_player = s.order[i]
        return
    # l.143: unused and discarded hexes go back into the stack, shuffled
    stack = list(s.hex_stack) + list(s.hex_discard) + [h for hand in s.hands for h in hand]
    take_rng(s).shuffle(stack)
    s.hex_stack, s.hex_discard, s.hands = tuple(stack), (), ((),) * s.players
    s.hex_top = stack[0] if stack else ""
    reveal_track(s)
    if s.options["more_spice"]:
        s.phase, s.step = "spice", "keep"
        s.current_player = s.order[0]
        return
    flow.begin_turn(s)


def _next_spice(s: ArchipelagoState) -> None:
    i = s.order.index(s.current_player) + 1
    if i < s.players:
        s.current_player = s.order[i]
        return
    flow.begin_turn(s)


def why_not(s: ArchipelagoState, a: Action) -> IllegalAction:
    p = a.player
    if a.kind == "choose_trend":
        return (
            refuse(a, f"no trend card {a['trend']!r}", "l.1045")
            if a["trend"] not in TREND
            else refuse(a, "", "l.1045")
        )
    if a.kind == "discard_objective":
        return refuse(a, "let go one of the objective cards you drew", "l.1041")
    if a.kind not in _STEPS.get(s.step, ()):
        return refuse(a, f"now the step is {s.step}", "l.123")
    if a.kind == "settle":
        return settle.why_not(s, a)
    if a.kind == "new_hexes":
        return refuse(a, "one of your hexes can be attached", "l.125")
    faces = {x for up in s.hands[p] for x in (up, OTHER_FACE[up])}
    if a["face"] not in faces:
        return refuse(a, f"{a['face']} is not a face of your hexes ({', '.join(sorted(faces))})", "l.123")
    if a["rot"] not in range(6):
        return refuse(a, "a hex turns 0 to 5 steps", "l.123")
    return refuse(a, "the hex must touch the centre hex and match every edge it touches", "l.123")
