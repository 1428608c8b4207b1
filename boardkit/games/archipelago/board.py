"""The archipelago's geometry and who controls what: hex cells, edges, adjacency, placement, buildings.

Hexes lie on an axial grid (q, r); direction d = 0..5 runs clockwise from east. A region's edge toward
direction d is its face's edge ``(d - rot) % 6``. Two regions touch along one edge; both sides show the
same terrain (l.123, l.509), so the edge says how units cross: ships by sea, inhabitants by land (l.583).
No designed face has a strait (RULINGS A3); the Open Sea counts as a region to touch (A30).
"""

from __future__ import annotations

from itertools import compress
from operator import is_not
from typing import Any

from boardkit.core import Action

from .catalog import FACE, Face
from .moves import placed
from .state import BOX, ArchipelagoState, Region, Unit

DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
SEA = "s"


class Geometry:
    """What the placed regions make, kept with the regions tuple it was made from (a kept cache: copies
    keep it, state.py): a new tuple comes only with a placed region or a building."""

    __slots__ = ("regions", "cells", "touching", "frontier", "built", "where")

    def __init__(self, regions: tuple[Region, ...]) -> None:
        self.regions = regions
        self.cells = {r.cell: i for i, r in enumerate(regions)}  # cell -> region index
        self.touching: dict[int, tuple[tuple[int, str], ...]] = {}  # region -> its neighbours, once asked
        self.frontier: list[tuple[tuple[int, int], list, tuple[tuple[int, str], ...]]] = []  # once asked
        self.built: dict[Any, int] = {}  # kind (or a pool's pair of kinds) -> how many stand, once asked
        self.where: dict[str, tuple[int, ...]] = {}  # building kind -> the regions it stands in, once asked


def geometry(s: ArchipelagoState) -> Geometry:
    geo = s._geo
    if geo is None or geo.regions is not s.regions:
        geo = s._geo = Geometry(s.regions)
    return geo


_STARTS: dict[int, Geometry] = {}  # id of a shared start regions tuple (setup.py) -> its geometry


def start_geometry(regions: tuple[Region, ...]) -> Geometry:
    """The geometry of a start board every game shares (setup.py), worked out once: its first placements
    are asked of every game."""
    geo = _STARTS.get(id(regions))
    if geo is None or geo.regions is not regions:
        geo = _STARTS[id(regions)] = Geometry(regions)
    return geo


def cells(s: ArchipelagoState) -> dict[tuple[int, int], int]:
    """Cell -> region index."""
    return geometry(s).cells


def edge(region: Region, d: int) -> str:
    return FACE[region.face].edges[(d - region.rot) % 6]


def face_edge(face: Face, rot: int, d: int) -> str:
    return face.edges[(d - rot) % 6]


def neighbours(s: ArchipelagoState, i: int) -> tuple[tuple[int, str], ...]:
    """(region, terrain of the shared edge) for every placed region touching region ``i``."""
    g = geometry(s)
    geo, known = g.cells, g.touching
    out = known.get(i)
    if out is not None:
        return out
    q, r = s.regions[i].cell
    out = []
    reg = s.regions[i]
    for d, (dq, dr) in enumerate(DIRS):
        j = geo.get((q + dq, r + dr))
        if j is not None:
            out.append((j, edge(reg, d)))
    out = known[i] = tuple(out)
    return out


def link(s: ArchipelagoState, i: int, j: int) -> str:
    """The terrain of the edge between touching regions ``i`` and ``j`` ('' when they do not touch)."""
    (q, r), (q2, r2) = s.regions[i].cell, s.regions[j].cell
    for d, (dq, dr) in enumerate(DIRS):
        if (q + dq, r + dr) == (q2, r2):
            return edge(s.regions[i], d)
    return ""


def free_cells(s: ArchipelagoState) -> list[tuple[int, int]]:
    """Empty cells next to the archipelago, in a fixed order."""
    geo = cells(s)
    out: dict[tuple[int, int], None] = {}
    for r in s.regions:
        q, rr = r.cell
        for dq, dr in DIRS:
            c = (q + dq, rr + dr)
            if c not in geo:
                out[c] = None
    return sorted(out)


def fits(s: ArchipelagoState, face: Face, cell: tuple[int, int], rot: int) -> list[tuple[int, str]]:
    """The touching regions and edge terrains if ``face`` fits at ``cell`` turned ``rot`` (l.123, l.509),
    else an empty list: every touching edge must show the same terrain on both sides."""
    geo = cells(s)
    q, r = cell
    touching = []
    for d, (dq, dr) in enumerate(DIRS):
        j = geo.get((q + dq, r + dr))
        if j is None:
            continue
        mine = face.edges[(d - rot) % 6]
        if mine != edge(s.regions[j], (d + 3) % 6):
            return []
        touching.append((j, mine))
    return touching


_TURNED: dict[str, tuple[str, ...]] = {}


def turned(face: Face) -> tuple[str, ...]:
    """The face's edge string for each turn 0..5, indexed by direction (kept once per face)."""
    out = _TURNED.get(face.id)
    if out is None:
        e = face.edges
        out = _TURNED[face.id] = tuple("".join(e[(d - rot) % 6] for d in range(6)) for rot in range(6))
    return out


def needs(s: ArchipelagoState, cell: tuple[int, int]) -> list[tuple[int, str, int]]:
    """(direction, terrain it must show, region) for every placed region touching ``cell``."""
    geo = cells(s)
    q, r = cell
    out = []
    for d, (dq, dr) in enumerate(DIRS):
        j = geo.get((q + dq, r + dr))
        if j is not None:
            out.append((d, edge(s.regions[j], (d + 3) % 6), j))
    return out


def placements(
    s: ArchipelagoState, faces: list[str], cell_ok
) -> list[tuple[str, tuple[int, int], int, list]]:
    """Every (face, cell, turn, touching) where the face fits (l.123, l.509); ``cell_ok(cell, touching)``
    filters the cells."""
    out = []
    for c, need, key in _frontier(s):
        if not cell_ok(c, need):
            continue
        fitting = _FITS.get(key)
        if fitting is None:
            fitting = _FITS[key] = {}
        for f in faces:
            rots = fitting.get(f)
            if rots is None:
                rots = fitting[f] = _turns_fitting(f, key)
            for rot in rots:
                out.append((f, c, rot, need))
    return out


_PLACED_TURNS: dict[tuple, tuple[Action, ...]] = {}  # (kind, seat, face, cell, needs) -> its placement moves


def placement_moves(s: ArchipelagoState, kind: str, p: int, faces: list[str], cell_ok) -> list[Action]:
    """``placed(kind, p, face, cell, turn)`` for every row of ``placements``, in its order: the moves of a
    face at a cell are kept per what its neighbours ask (a first placement lists 100+ of them)."""
    out: list[Action] = []
    kept = _PLACED_TURNS
    for c, need, key in _frontier(s):
        if not cell_ok(c, need):
            continue
        for f in faces:
            moves = kept.get((kind, p, f, c, key))
            if moves is None:
                if len(kept) > 200_000:  # a bound, far above what any game makes
                    kept.clear()
                fitting = _FITS.get(key)
                if fitting is None:
                    fitting = _FITS[key] = {}
                rots = fitting.get(f)
                if rots is None:
                    rots = fitting[f] = _turns_fitting(f, key)
                moves = kept[(kind, p, f, c, key)] = tuple(placed(kind, p, f, c, rot) for rot in rots)
            out += moves
    return out


def _frontier(s: ArchipelagoState) -> list[tuple[tuple[int, int], list, tuple[tuple[int, str], ...]]]:
    """(cell, needs, (direction, terrain) of the needs) for every free cell; kept with the cells."""
    kept = geometry(s).frontier
    if not kept:
        for c in free_cells(s):
            need = needs(s, c)
            kept.append((c, need, tuple((d, t) for d, t, _ in need)))
    return kept


# (direction, terrain) the neighbours ask for -> face -> the turns that show it: the same few cells and faces
# come back all game, and a turn's test is six string comparisons
_FITS: dict[tuple[tuple[int, str], ...], dict[str, tuple[int, ...]]] = {}


def _turns_fitting(face: str, key: tuple[tuple[int, str], ...]) -> tuple[int, ...]:
    return tuple(rot for rot, edges in enumerate(turned(FACE[face])) if all(edges[d] == t for d, t in key))


def buildings_of(s: ArchipelagoState, kind: str) -> int:
    """How many of ``kind`` stand on the archipelago."""
    built = geometry(s).built
    n = built.get(kind)
    if n is None:
        n = built[kind] = len(standing(s, kind))
    return n


class UnitIndex:
    """Who stands where, worked out in one pass over a units tuple and kept with it (a kept cache: copies
    keep it, state.py): the round menu asks these of every seat's units many times per decision."""

    __slots__ = ("units", "spots", "people", "icons", "fleets", "boxed", "idle", "active")

    def __init__(self, units: tuple[Unit, ...]) -> None:
        self.units = units
        # filled through locals: this runs once per new units tuple, about every third decision
        self.spots = spots = {}  # (region, spot) -> the first unit there
        self.people = people = {}  # (seat, region) -> inhabitants, striking or not
        self.icons = icons = {}  # (region, resource) -> units harvesting it
        self.fleets = fleets = {}  # seat -> region -> its ships there
        self.boxed = boxed = {}  # (seat, ship) -> units in the box
        self.idle = idle = {}  # seat -> (region, ship) -> free units
        self.active = active = {}  # seat -> region -> active inhabitants
        for k, u in enumerate(units):
            owner, region, ship, spot = u.owner, u.region, u.ship, u.spot
            if spot:
                if (region, spot) not in spots:
                    spots[(region, spot)] = k
                if spot == "icon":
                    key = (region, u.icon)
                    icons[key] = icons.get(key, 0) + 1
            if region < 0:
                if not ship:
                    people[(owner, region)] = people.get((owner, region), 0) + 1
                if region == BOX:
                    boxed[(owner, ship)] = boxed.get((owner, ship), 0) + 1
                continue
            if ship:
                mine = fleets.get(owner)
                if mine is None:
                    mine = fleets[owner] = {}
                if region in mine:
                    mine[region].append(k)
                else:
                    mine[region] = [k]
            else:
                people[(owner, region)] = people.get((owner, region), 0) + 1
                if not u.lying:
                    here = active.get(owner)
                    if here is None:
                        here = active[owner] = {}
                    here[region] = here.get(region, 0) + 1
            if not (u.lying or u.busy or spot):
                free = idle.get(owner)
                if free is None:
                    free = idle[owner] = {}
                free[(region, ship)] = free.get((region, ship), 0) + 1


def unit_index(s: ArchipelagoState) -> UnitIndex:
    index = s._units_at
    units = s.units
    if index is None:
        index = s._units_at = UnitIndex(units)
    elif index.units is not units:
        changed = None
        if len(index.units) == len(units):  # most moves change one unit: the index follows it
            changed = list(compress(range(len(units)), map(is_not, index.units, units)))
        if changed is not None and len(changed) <= _FOLLOWED:
            index = s._units_at = _followed(index, units, changed)
        else:
            index = s._units_at = UnitIndex(units)
    return index


_FOLLOWED = 3  # units changed by one move up to which the index is updated rather than rebuilt
_new = object.__new__


def _followed(old: UnitIndex, units: tuple[Unit, ...], changed: list[int]) -> UnitIndex:
    """``UnitIndex(units)`` worked out from ``old``, whose units differ only at ``changed``: the old
    index is shared with the states it came from, so every dict touched is a copy."""
    new = _new(UnitIndex)
    new.units = units
    new.spots = spots = dict(old.spots)
    new.people = people = dict(old.people)
    new.icons = icons = dict(old.icons)
    new.boxed = boxed = dict(old.boxed)
    new.fleets = fleets = dict(old.fleets)
    new.idle = idle = dict(old.idle)
    new.active = active = dict(old.active)
    mine: set[tuple[int, int]] = set()  # (part, seat) whose inner dict is this index's own copy
    vacated = []  # spots a changed unit was the first in
    for k in changed:
        u = old.units[k]
        owner, region, ship, spot = u.owner, u.region, u.ship, u.spot
        if spot:
            if spots[(region, spot)] == k:
                vacated.append((region, spot))
            if spot == "icon":
                _count(icons, (region, u.icon), -1)
        if region < 0:
            if not ship:
                _count(people, (owner, region), -1)
            if region == BOX:
                _count(boxed, (owner, ship), -1)
            continue
        if ship:
            fleet = _own(fleets, 0, owner, mine)
            fleet[region] = [j for j in fleet[region] if j != k]
            if not fleet[region]:
                del fleet[region]
            if not fleet:
                del fleets[owner]
        else:
            _count(people, (owner, region), -1)
            if not u.lying:
                here = _own(active, 1, owner, mine)
                _count(here, region, -1)
                if not here:
                    del active[owner]
        if not (u.lying or u.busy or spot):
            free = _own(idle, 2, owner, mine)
            _count(free, (region, ship), -1)
            if not free:
                del idle[owner]
    for k in changed:
        u = units[k]
        owner, region, ship, spot = u.owner, u.region, u.ship, u.spot
        if spot:
            first = spots.get((region, spot))
            if first is None or k < first:
                spots[(region, spot)] = k
            if spot == "icon":
                _count(icons, (region, u.icon), 1)
        if region < 0:
            if not ship:
                _count(people, (owner, region), 1)
            if region == BOX:
                _count(boxed, (owner, ship), 1)
            continue
        if ship:
            fleet = fleets.get(owner)
            fleet = fleets[owner] = {} if fleet is None else _own(fleets, 0, owner, mine)
            mine.add((0, owner))
            fleet[region] = sorted([*fleet.get(region, ()), k])  # unit order, as a fresh index has it
        else:
            _count(people, (owner, region), 1)
            if not u.lying:
                here = active.get(owner)
                here = active[owner] = {} if here is None else _own(active, 1, owner, mine)
                mine.add((1, owner))
                _count(here, region, 1)
        if not (u.lying or u.busy or spot):
            free = idle.get(owner)
            free = idle[owner] = {} if free is None else _own(idle, 2, owner, mine)
            mine.add((2, owner))
            _count(free, (region, ship), 1)
    for region, spot in vacated:  # the next unit there, in unit order, is the first now
        if spots.get((region, spot)) in changed:
            del spots[(region, spot)]
            for k, u in enumerate(units):
                if u.region == region and u.spot == spot:
                    spots[(region, spot)] = k
                    break
    return new


def _count(counts: dict, key: Any, n: int) -> None:
    """Add ``n`` to a count, dropping it at 0 as a fresh index never holds one."""
    left = counts.get(key, 0) + n
    if left:
        counts[key] = left
    else:
        del counts[key]


def _own(outer: dict, part: int, seat: int, mine: set[tuple[int, int]]) -> dict:
    """``outer[seat]`` as this index's own copy (copied the first time it is touched)."""
    if (part, seat) in mine:
        return outer[seat]
    mine.add((part, seat))
    inner = outer[seat] = dict(outer[seat])
    return inner


def occupant(s: ArchipelagoState, region: int, kind: str) -> int:
    """The unit standing in building ``kind`` of ``region``, or -1."""
    if kind:
        return unit_index(s).spots.get((region, kind), -1)
    for k, u in enumerate(s.units):  # open ground: nobody asks it of the index
        if u.region == region and u.spot == kind:
            return k
    return -1


def controller(s: ArchipelagoState, region: int, kind: str) -> int:
    """The seat controlling building ``kind`` in ``region`` (-1: nobody).

    An active unit inside controls it (l.641); otherwise the region's city controls it (l.701, l.713).
    A striker controls nothing (l.408, l.691).
    """
    if kind not in s.regions[region].buildings:
        return -1
    k = occupant(s, region, kind)
    if k >= 0 and not s.units[k].lying:
        return s.units[k].owner
    if kind != "city" and "city" in s.regions[region].buildings:
        return controller(s, region, "city")
    return -1


def controlled(s: ArchipelagoState, seat: int, kind: str) -> list[int]:
    """Regions where ``seat`` controls a building of ``kind``."""
    return [i for i in standing(s, kind) if controller(s, i, kind) == seat]


def standing(s: ArchipelagoState, kind: str) -> tuple[int, ...]:
    """The regions where a building of ``kind`` stands, in region order."""
    where = geometry(s).where
    found = where.get(kind)
    if found is None:
        found = where[kind] = tuple(i for i, r in enumerate(s.regions) if kind in r.buildings)
    return found


def city_icons(s: ArchipelagoState, seat: int, resource: int) -> int:
    """Icons of ``resource`` in the regions whose city ``seat`` controls (objective criteria, l.1176)."""
    return sum(FACE[s.regions[i].face].icons.count(resource) for i in controlled(s, seat, "city"))


def inhabitants_in(s: ArchipelagoState, seat: int, region: int) -> int:
    """``seat``'s inhabitants in ``region``, active or striking (the limit of 3, l.555)."""
    return unit_index(s).people.get((seat, region), 0)


def free_icons(s: ArchipelagoState, region: int, resource: int) -> int:
    """Icons of ``resource`` in ``region`` nobody harvests now (l.451) and no Barbarian plundered (l.1069)."""
    face = FACE[s.regions[region].face]
    used = unit_index(s).icons.get((region, resource), 0)
    if s.plundered:
        used += s.plundered.count((region, resource))
    return face.icons.count(resource) - used


def city_blocks(s: ArchipelagoState, seat: int, region: int) -> bool:
    """Another player's city controls this region's resources (l.459, l.709), and he has not given leave
    in this round (RULINGS A33)."""
    c = controller(s, region, "city")
    return c >= 0 and c != seat and (c, seat, True) not in s.permits
