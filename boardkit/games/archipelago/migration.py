"""Where a unit may go in one Migration move (l.583-603), with relay convoys (l.593), Roads (l.1528) and
the Admiral (l.1502).

A ship sails across sea edges: one region, or up to three with the Admiral. An inhabitant walks across a
land edge, or crosses a sea edge in a convoy: a ship of his owner's in one of the two regions (l.589-591).
Switching ships, he may cross several sea edges in one move, a different ship for each crossing (l.593):
a run of crossings counts as one region of his move, so a relay convoy goes as far as the ships reach.
Roads add one more region to his move: a land edge or another convoy run. The limit of 3 inhabitants is
checked where the move ends (RULINGS A13); an inhabitant ends on land, never on the Open Sea (l.583).
How far a relay goes and what Roads add: RULINGS A36.
"""

from __future__ import annotations

from .board import inhabitants_in, neighbours, occupant, unit_index
from .catalog import FACE, OPEN_SEA
from .flow import ADMIRAL, ROADS
from .state import ArchipelagoState

SEA = "s"


def has_land(s: ArchipelagoState, region: int) -> bool:
    """Every region but the Open Sea has land (an island may show sea on all six edges, e.g. r04a)."""
    return s.regions[region].face != OPEN_SEA


def has_sea(s: ArchipelagoState, region: int) -> bool:
    return SEA in FACE[s.regions[region].face].edges


def destinations(s: ArchipelagoState, p: int, k: int) -> list[tuple[int, str]]:
    """(region, spot) pairs unit ``k`` may move to: a region ('' open ground) or an unoccupied building
    in its own region or a region it reaches (ships: ports only)."""
    u = s.units[k]
    if u.ship:
        reached = _sail(s, u.region, 3 if s.flags & ADMIRAL else 1)
    else:
        reached = [
            j
            for j in _walk(s, p, u.region, 2 if s.flags & ROADS else 1)
            if has_land(s, j) and inhabitants_in(s, p, j) < 3
        ]
    out = []
    for j in [u.region, *reached]:
        if j != u.region:
            out.append((j, ""))
        for b in s.regions[j].buildings:
            if u.ship and b != "port":
                continue
            if occupant(s, j, b) < 0 and (b, j) != (u.spot, u.region):
                out.append((j, b))
    return out


def can_move(s: ArchipelagoState, p: int, k: int) -> bool:
    """``bool(destinations(s, p, k))``, found without listing them: the round menu only asks whether a
    Migration is possible, and a first neighbour usually answers it."""
    u = s.units[k]
    if u.ship:
        if any(terrain == SEA for _, terrain in neighbours(s, u.region)):
            return True  # a sea neighbour is reached with any reach (l.583)
    else:
        ships = unit_index(s).fleets.get(p, {})
        here = u.region in ships
        for j, terrain in neighbours(s, u.region):
            # a land edge is one step (l.583); a sea edge too, on a ship here or there (l.589-591)
            if (terrain != SEA or here or j in ships) and has_land(s, j) and inhabitants_in(s, p, j) < 3:
                return True
        steps = 2 if s.flags & ROADS else 1
        if (ships or steps > 1) and any(
            has_land(s, j) and inhabitants_in(s, p, j) < 3 for j in _walk(s, p, u.region, steps)
        ):
            return True  # farther: a relay convoy or Roads (l.593, l.1528)
    for b in s.regions[u.region].buildings:
        if u.ship and b != "port":
            continue
        if occupant(s, u.region, b) < 0 and b != u.spot:
            return True
    return False


def _sail(s: ArchipelagoState, start: int, reach: int) -> list[int]:
    """Regions a ship reaches across at most ``reach`` sea edges (l.583; the Admiral, l.1502)."""
    seen = {start: 0}
    frontier = [start]
    for depth in range(1, reach + 1):
        nxt = []
        for i in frontier:
            for j, terrain in neighbours(s, i):
                if terrain == SEA and j not in seen:
                    seen[j] = depth
                    nxt.append(j)
        frontier = nxt
    return sorted(j for j in seen if j != start)


def _walk(s: ArchipelagoState, p: int, start: int, steps: int) -> list[int]:
    """Regions an inhabitant reaches with ``steps`` regions of movement: land edges cost one each, a run
    of convoy crossings costs one, each crossing on a ship not used before in this move (l.589-593)."""
    ships = unit_index(s).fleets.get(p, {})  # region -> p's ships there
    if not ships and steps == 1:  # no convoy and no Roads: the land neighbours (most moves)
        return sorted(j for j, terrain in neighbours(s, start) if terrain != SEA)
    reached: set[int] = set()
    seen: set[tuple] = set()
    stack: list[tuple[int, int, bool, frozenset]] = [(start, steps, False, frozenset())]
    while stack:
        i, left, in_run, used = stack.pop()
        key = (i, left, in_run, used)
        if key in seen:
            continue
        seen.add(key)
        if i != start:
            reached.add(i)
        for j, terrain in neighbours(s, i):
            if terrain != SEA:
                if left:
                    stack.append((j, left - 1, False, used))
                continue
            cost = 0 if in_run else 1
            if left < cost:
                continue
            for ship in (*ships.get(i, ()), *ships.get(j, ())):
                if ship not in used:
                    stack.append((j, left - cost, True, used | {ship}))
    return sorted(reached)
