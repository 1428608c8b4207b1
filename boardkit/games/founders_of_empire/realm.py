"""Realm geometry: neighbours, cart unions, unprotected squares, and who can supply a cell (l.92, l.162, l.197)."""

from __future__ import annotations

from .squares import IS_PRIZE, FoundersData
from .state import Cell, Placed, Realm

N4 = ((1, 0), (-1, 0), (0, 1), (0, -1))
N8 = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))
CORNERS = ((0, 0), (1, 0), (0, 1), (1, 1))  # the four cells around junction (x, y)


def produces_now(p: Placed) -> bool:
    """A square produces unless it is a prize, ravaged, covered by a craftsman or coined (l.98, l.162, l.178, l.218)."""
    return not (p.ravaged or p.coins or p.craftsman is not None or IS_PRIZE[p.square])


def realm_cache(realm: Realm) -> dict:
    """The realm's own cache of what is computed from it (realms never change, so it stays true)."""
    c = realm._cache
    if c is None:
        c = realm._cache = {}
    return c


def data_cache(realm: Realm, data: FoundersData) -> dict:
    """The realm's cache, for what depends on the game's square data too (what squares make and
    need): one realm is read with one data, but should it meet another, all it kept is dropped."""
    c = realm._cache
    if c is None:
        c = realm._cache = {"data": data}
        return c
    kept = c.get("data")
    if kept is not data:
        if kept is not None and kept != data:
            c.clear()
        c["data"] = data
    return c


def junction_cells(j: Cell) -> tuple[Cell, ...]:
    return tuple((j[0] + dx, j[1] + dy) for dx, dy in CORNERS)


def unions(realm: Realm) -> dict[Cell, frozenset[Cell]]:
    """Cart unions: cells joined by carts, merged when carts share a square (l.197, l.203)."""
    cache = realm_cache(realm)
    got = cache.get("unions")
    if got is None:
        parent: dict[Cell, Cell] = {}

        def find(c: Cell) -> Cell:
            while parent[c] != c:
                parent[c] = parent[parent[c]]
                c = parent[c]
            return c

        for j in realm.carts:
            cells = junction_cells(j)
            for c in cells:
                parent.setdefault(c, c)
            root = find(cells[0])
            for c in cells[1:]:
                parent[find(c)] = root
        groups: dict[Cell, set[Cell]] = {}
        for c in parent:
            groups.setdefault(find(c), set()).add(c)
        got = {c: frozenset(groups[find(c)]) for c in parent}
        cache["unions"] = got
    return got


def frontier(realm: Realm) -> tuple[Cell, ...]:
    """Empty cells sharing a full side with the realm (l.92)."""
    cache = realm_cache(realm)
    got = cache.get("frontier")
    if got is None:
        cells = realm.cells
        out = {(x + dx, y + dy) for (x, y) in cells for dx, dy in N4}
        got = tuple(sorted(c for c in out if c not in cells))
        cache["frontier"] = got
    return got


def column_tops(realm: Realm) -> dict[int, int]:
    """Column x -> the largest y of the realm's squares in it. Kept with the realm; a later realm of
    the same seat patches its parent's at the cells that changed (squares are never taken away)."""
    cache = realm_cache(realm)
    got = cache.get("tops")
    if got is None:
        base = cache.pop("tops_base", None)
        if base is not None:
            got = base[0].copy()
            for x, y in base[1]:
                if y > got.get(x, y - 1):
                    got[x] = y
        else:
            got = {}
            for x, y in realm.cells:
                if y > got.get(x, y - 1):
                    got[x] = y
        cache["tops"] = got
    return got


def unprotected(realm: Realm) -> frozenset[Cell]:
    """The square farthest from its owner (largest y) in each column, gaps or not (l.162, A9)."""
    cache = realm_cache(realm)
    got = cache.get("unprotected")
    if got is None:
        got = cache["unprotected"] = frozenset(column_tops(realm).items())
    return got


def reach(realm: Realm, cell: Cell) -> frozenset[Cell]:
    """Squares that can send a resource to ``cell``: its 8 neighbours and their cart unions; on a
    replaced cell also its own union, since the cart stays (l.92, l.197, l.204)."""
    cells = realm.cells
    un = unions(realm)
    out: set[Cell] = set()
    x, y = cell
    for dx, dy in N8:
        n = (x + dx, y + dy)
        if n in cells:
            out.add(n)
            u = un.get(n)
            if u is not None:
                out |= u
    own = un.get(cell)
    if own is not None:
        out |= own
    out.discard(cell)
    return frozenset(out)


def _producing(realm: Realm, data: FoundersData) -> dict[Cell, tuple[str, ...]]:
    """Cell -> what its square can give this turn, for producing squares only."""
    cache = data_cache(realm, data)
    got = cache.get("producing")
    if got is None:
        offer = data.offer
        got = {c: offer[p.square] for c, p in realm.cells.items() if produces_now(p)}
        cache["producing"] = got
    return got


def offers(realm: Realm, cell: Cell, data: FoundersData) -> tuple[tuple[str, ...], ...]:
    """What each producing square in reach can give this turn, one resource each (l.100), as a sorted key."""
    cache = data_cache(realm, data)
    table = cache.get("offers")
    if table is None:
        table = cache["offers"] = {}
    got = table.get(cell)
    if got is None:
        prod = _producing(realm, data)
        if realm.carts:
            got = tuple(sorted(prod[c] for c in reach(realm, cell) if c in prod))
        else:
            x, y = cell
            got = tuple(sorted(prod[n] for dx, dy in N8 if (n := (x + dx, y + dy)) in prod))
        table[cell] = got
    return got


def cart_spots(realm: Realm) -> tuple[Cell, ...]:
    """Junctions of four own squares with no cart yet (l.197; a second cart there is not allowed, A8)."""
    cache = realm_cache(realm)
    got = cache.get("cart_spots")
    if got is None:
        cells = realm.cells
        carts = realm.carts
        spots = set()
        for x, y in cells:
            # (x, y) is the lower-left corner of junction (x, y) only if the three others are own squares.
            if (
                (x + 1, y) in cells
                and (x, y + 1) in cells
                and (x + 1, y + 1) in cells
                and (x, y) not in carts
            ):
                spots.add((x, y))
        got = cache["cart_spots"] = tuple(sorted(spots))
    return got


# The kept values a later realm patches: the cache key of the value -> the key its successor finds it under.
_PATCHED = (("grid", "grid_base"), ("coin_cells", "coin_base"), ("tops", "tops_base"))


def inherit(old: Realm, new: Realm, touched: tuple[Cell, ...]) -> Realm:
    """Carry ``old``'s cache to ``new`` when only the hand changed (all it holds follows from the squares);
    otherwise hand on what ``old`` (or its nearest ancestor) kept of the annex grid (annex.py), the coin
    targets (tokens.py) and the column tops, with the cells changed since, so ``new`` patches them."""
    cache = old._cache
    if cache is None:
        return new
    if new.cells is old.cells and new.carts == old.carts:
        new._cache = cache
        return new
    # What a later realm of the same seat can patch at the changed cells instead of computing afresh,
    # with what it was computed from (old.cells), under the key its successor finds it by.
    out = {"data": cache.get("data")}
    for key, base_key in _PATCHED:
        got = cache.get(key)
        if got is not None:
            out[base_key] = (got, touched, old.cells)
        else:
            base = cache.get(base_key)
            if base is not None:
                out[base_key] = (base[0], base[1] + touched, base[2])
    if len(out) > 1:
        new._cache = out
    return new
