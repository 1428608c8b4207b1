"""Which face-up squares can be annexed where (l.88-123), computed with cell sets as bit masks.

A realm is laid out on a small grid of bits (its bounding box with a margin), so "the cells a
supplier can reach" is a shifted pattern and "cells with one supplier of wood" is an OR. Each
requirement of two different resources is a matching of size two, so Hall's condition decides
it: some supplier of each, and not one single square as the only supplier of both (l.100).
Any other shape of requirement falls back to the general matching in matching.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache

from boardkit.core import Action

from .matching import can_supply, with_coin
from .realm import data_cache, offers, unions
from .squares import DEFAULT, NEED_ANY, RESOURCE_INDEX, RESOURCES, FoundersData
from .state import Cell, FoundersState, Placed, Realm

MARGIN = 3  # frontier cells and their neighbours stay inside the grid, with room to grow


def candidates(s: FoundersState) -> tuple[int, ...]:
    """Every face-up square in the three rows and the prize display (l.90)."""
    rows = s.rows
    return rows["nature"] + rows["village"] + rows["city"] + s.prizes


def fits(realm: Realm, square: int, cell: Cell, coin: str | None, data: FoundersData = DEFAULT) -> bool:
    """Can ``square`` go on ``cell`` (empty: normal annex; own square: replacement) in this realm,
    with the squares as ``data`` (the game's ``state.data``) has them?"""
    req = data.requires[square]
    if not req:
        return True
    return can_supply(req, with_coin(offers(realm, cell, data), coin))


@lru_cache(maxsize=1024)
def _unions(carts: frozenset[Cell]) -> tuple[frozenset[Cell], ...]:
    """The distinct cart unions of a set of carts (carts are shared between realms, so this is too)."""
    if not carts:
        return ()
    return tuple(set(unions(Realm({}, carts)).values()))


_new_grid = object.__new__


# Every cell a layout has decoded gets one number, the same in every layout, so that masks decode to
# plain ints and the annexes kept by cell are found by an int (no tuple hashed per action offered).
_CELL_NO: dict[Cell, int] = {}
_CELL_OF: list[Cell] = []  # number -> its cell


def _cell_no(c: Cell) -> int:
    got = _CELL_NO.get(c)
    if got is None:
        got = _CELL_NO[c] = len(_CELL_OF)
        _CELL_OF.append(c)
    return got


class _Layout:
    """Where a grid's bits lie (bit (x - x0) * width + (y - y0), so bit order is sorted cell order),
    shared by every grid so laid out, with the cells decoded from masks (as cell numbers) kept here."""

    __slots__ = ("x0", "y0", "width", "ring8", "ring4", "cells_of", "cell_at")

    def __init__(self, x0: int, y0: int, width: int) -> None:
        self.x0, self.y0, self.width = x0, y0, width
        self.ring8, self.ring4 = _ring8(width), _ring4(width)  # neighbours of bit width + 1
        self.cells_of: dict[int, tuple[int, ...]] = {0: ()}  # mask -> its cell numbers, in cell order
        self.cell_at: list[int] = []  # bit -> its cell number, grown on demand

    def cells(self, mask: int) -> tuple[int, ...]:
        """The cell numbers of ``mask``, in sorted cell order."""
        at = self.cell_at
        top = mask.bit_length()
        if top > len(at):
            w, x0, y0 = self.width, self.x0, self.y0
            at += [_cell_no((x0 + i // w, y0 + i % w)) for i in range(len(at), top + 64)]
        out = []
        m = mask
        while m:  # highest bit first: no negation, and bit_length gives the index
            i = m.bit_length() - 1
            out.append(at[i])
            m ^= 1 << i
        out.reverse()
        if len(self.cells_of) > 4096:  # masks are many; keep the decoding cache small
            self.cells_of.clear()
        got = self.cells_of[mask] = tuple(out)
        return got


# Layouts by (x0, y0, width): most realms start alike, so the annexes decoded from bits are shared.
_LAYOUTS: dict[tuple[int, int, int], _Layout] = {}


def _layout(x0: int, y0: int, width: int) -> _Layout:
    got = _LAYOUTS.get((x0, y0, width))
    if got is None:
        got = _LAYOUTS[(x0, y0, width)] = _Layout(x0, y0, width)
    return got


class _Grid:
    """One realm's cells as bits (see _Layout).

    ``one[r]``/``two[r]``: cells with at least one / two squares able to send resource r there;
    ``pair[k]``: cells reached by a square offering both resources of pair k. ``by_res``/``by_pair``
    list the reach of each producing square by resource/pair, so that a square that stops producing
    is taken out cheaply; ``src`` is the cells dict the grid was computed from, so the next realm of
    the same seat can start from it; ``data`` the squares' data it was computed with."""

    __slots__ = (
        "data",
        "lay",
        "src",
        "carts",
        "served",
        "by_res",
        "by_pair",
        "occupied",
        "frontier",
        "one",
        "two",
        "pair",
        "verdicts",
    )

    data: FoundersData
    lay: _Layout
    src: dict[Cell, Placed]
    carts: frozenset[Cell]
    served: dict[Cell, int]
    by_res: list[list[int]]  # resource -> the reach of each square that can give it
    by_pair: dict[int, list[int]]  # pair key -> the reach of each square offering both
    occupied: int
    frontier: int
    one: list[int]
    two: list[int]
    pair: dict[int, int]
    verdicts: dict[object, tuple[tuple[Cell, ...], tuple[Cell, ...]]] | None

    @classmethod
    def build(cls, realm: Realm, data: FoundersData) -> _Grid:
        g = cls()
        g.data = data
        cells = realm.cells
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        x0 = min(xs) - MARGIN
        y0 = min(ys) - MARGIN
        w = max(ys) - y0 + MARGIN + 1
        g.lay = _layout(x0, y0, w)
        g.carts = realm.carts
        served: dict[Cell, int] = {}
        if realm.carts:
            ring8 = _ring8(w)
            # A cart passes a resource on to every neighbour of its union and into the union (l.197);
            # each square is still one supplier however many carts it sends through (l.100, A12).
            for union in _unions(realm.carts):
                m = 0
                for x, y in union:
                    j = (x - x0) * w + (y - y0)
                    m |= (ring8 << (j - w - 1)) | (1 << j)
                for c in union:
                    served[c] = m
        g.served = served
        g.occupied = g.frontier = 0
        g.by_res = [[] for _ in RESOURCES]  # the grid's own: derive changes them in place
        g.by_pair = {}
        g.one = [0] * len(RESOURCES)
        g.two = [0] * len(RESOURCES)
        g.pair = {}
        g._place(cells.items(), {})
        g.src = cells
        g.verdicts = None
        return g

    def derive(self, realm: Realm, touched: tuple[Cell, ...], src: dict[Cell, Placed]) -> _Grid | None:
        """This grid brought up to ``realm``, a later realm of the same seat in which only ``touched``
        cells changed since the realm whose cells are ``src``. The grid is changed in place and passes
        to ``realm`` (the realm it was made for keeps it no longer: ``_grid`` checks ``src``), which
        spares a copy of its tables at every annex. None if it must be built afresh: another realm took
        it first (a fork), the carts changed, or a cell falls off the layout."""
        if self.src is not src:
            return None
        if realm.carts is not self.carts and realm.carts != self.carts:
            return None
        cells = realm.cells
        if len(touched) == 1:  # the usual case: one annex
            c = touched[0]
            placed = cells[c]
            changed = [] if src.get(c) is placed else [(c, placed)]
        else:
            changed = [(c, cells[c]) for c in dict.fromkeys(touched) if src.get(c) is not cells[c]]
        lay = self.lay
        x0, y0, w = lay.x0, lay.y0, lay.width
        for (x, y), _placed in changed:
            if x - x0 < 1 or not 1 <= y - y0 <= w - 2:
                return None
        self._place(changed, src)
        self.src = cells
        self.verdicts = None
        return self

    def _place(self, placed_cells: Iterable[tuple[Cell, Placed]], before: dict[Cell, Placed]) -> None:
        """Occupy these cells; a square that stopped producing (or was replaced) stops supplying,
        a square that produces now supplies. Only the resources concerned are counted again.
        ``before`` holds what lay on these cells when the counts were taken."""
        lay = self.lay
        x0, y0, w = lay.x0, lay.y0, lay.width
        shift = w + 1  # ring patterns are centred on bit w + 1
        ring8, ring4 = lay.ring8, lay.ring4
        served, by_res, by_pair = self.served, self.by_res, self.by_pair
        one, two, pair = self.one, self.two, self.pair
        supplies = self.data.supplies
        occupied, near = self.occupied, 0
        for cell, placed in placed_cells:
            i = (cell[0] - x0) * w + (cell[1] - y0)
            bit = 1 << i
            if not occupied & bit:
                occupied |= bit
                near |= ring4 << (i - shift)
            old = before.get(cell)
            if old is not None:
                sup = supplies[old.square]
                if sup is not None and not (old.ravaged or old.coins or old.craftsman is not None):
                    # It stops supplying: its resources are counted again without it.
                    reach = served.get(cell)
                    reach = ring8 << (i - shift) if reach is None else reach & ~bit
                    for r in sup[0]:
                        rest = by_res[r]
                        rest.remove(reach)
                        o = t = 0
                        for m in rest:
                            t |= o & m
                            o |= m
                        one[r], two[r] = o, t
                    for k in sup[1]:
                        rest = by_pair[k]
                        rest.remove(reach)
                        o = 0
                        for m in rest:
                            o |= m
                        pair[k] = o
            sup = supplies[placed.square]
            if sup is not None and not (placed.ravaged or placed.coins or placed.craftsman is not None):
                # It produces (l.98, l.162, l.178, l.218): one more supplier of what it gives.
                reach = served.get(cell)
                reach = ring8 << (i - shift) if reach is None else reach & ~bit
                for r in sup[0]:
                    by_res[r].append(reach)
                    two[r] |= one[r] & reach
                    one[r] |= reach
                for k in sup[1]:
                    got = by_pair.get(k)
                    if got is None:
                        by_pair[k] = [reach]
                        pair[k] = reach
                    else:
                        got.append(reach)
                        pair[k] |= reach
        self.occupied = occupied
        self.frontier = (self.frontier | near) & ~occupied  # empty cells sharing a side with the realm (l.92)

    def cells(self, mask: int) -> tuple[Cell, ...]:
        """The cells of ``mask`` in sorted order."""
        got = self.lay.cells_of.get(mask)
        return tuple(map(_CELL_OF.__getitem__, self.lay.cells(mask) if got is None else got))

    def suppliable(self, sq: int, coin: str | None, realm: Realm) -> int:
        """Cells where every resource square ``sq`` needs has its own supplier."""
        data = self.data
        need = data.need[sq]
        if need is None:
            return -1
        if need is not NEED_ANY:
            a, b, k = need  # type: ignore[misc]
            one_a, one_b = self.one[a], self.one[b]
            two_a, two_b = self.two[a], self.two[b]
            if coin is not None:
                c = RESOURCE_INDEX.get(coin)
                if c == a:  # a bought resource is one more supplier, reaching every cell (l.176, l.182, A18)
                    one_a, two_a = -1, one_a
                if c == b:  # (both, for a need of one resource: a == b)
                    one_b, two_b = -1, one_b
            both = one_a & one_b
            if both:
                # Hall: fails only where the single supplier of a is the single supplier of b (l.100).
                both &= ~(self.pair.get(k, 0) & ~two_a & ~two_b)
            return both
        req = data.requires[sq]
        mask = 0
        w, x0, y0 = self.lay.width, self.lay.x0, self.lay.y0
        m = self.frontier | self.occupied
        while m:
            low = m & -m
            x, y = divmod(low.bit_length() - 1, w)
            if can_supply(req, with_coin(offers(realm, (x + x0, y + y0), data), coin)):
                mask |= low
            m ^= low
        return mask

    def verdict(self, sq: int, coin: str | None, realm: Realm) -> tuple[tuple[Cell, ...], tuple[Cell, ...]]:
        """(empty cells, own squares) where square ``sq`` may go."""
        key = self.data.need_key[sq]
        if coin is not None:
            key = (key, coin)
        kept = self.verdicts
        if kept is None:
            kept = self.verdicts = {}  # made on first use: the annex moves never ask for verdicts
        got = kept.get(key)
        if got is None:
            mask = self.suppliable(sq, coin, realm)
            got = kept[key] = (self.cells(mask & self.frontier), self.cells(mask & self.occupied))
        return got


@lru_cache(maxsize=256)
def _ring8(w: int) -> int:
    """The 8 neighbours of bit w + 1 in a grid of width w."""
    return 0b111 | (0b101 << w) | (0b111 << 2 * w)


@lru_cache(maxsize=256)
def _ring4(w: int) -> int:
    """The 4 side neighbours of bit w + 1 in a grid of width w."""
    return 0b010 | (0b101 << w) | (0b010 << 2 * w)


def _grid(realm: Realm, data: FoundersData) -> _Grid:
    cache = realm._cache
    if cache is None or cache.get("data") is not data:  # data_cache's own test, without its call
        cache = data_cache(realm, data)
    got = cache.get("grid")
    if got is None or got.src is not realm.cells:  # not made yet, or a later realm of the seat took it
        # an earlier grid of this seat, cells changed since (realm.inherit)
        base = cache.pop("grid_base", None)
        got = base[0].derive(realm, base[1], base[2]) if base is not None else None
        if got is None:
            got = _Grid.build(realm, data)
        cache["grid"] = got
    return got


def annex_options(s: FoundersState, player: int) -> tuple[list[tuple[int, Cell]], list[tuple[int, Cell]]]:
    """(normal annexes, replacements) as (square, cell) pairs, in a stable order."""
    realm = s.realms[player]
    coin = s.coin_resource if player == s.current_player else None
    grid = _grid(realm, s.data)
    normal: list[tuple[int, Cell]] = []
    repl: list[tuple[int, Cell]] = []
    for sq in candidates(s):
        empty, own = grid.verdict(sq, coin, realm)
        normal += [(sq, c) for c in empty]
        repl += [(sq, c) for c in own]
    return normal, repl


class _ByCell(dict):
    """cell number -> the annex of one square there by one seat, built on first use. Actions are immutable
    values and the same annexes are offered turn after turn, so each is built once."""

    __slots__ = ("player", "square", "replace")

    def __init__(self, player: int, square: int, replace: bool) -> None:
        super().__init__()
        # the (name, value) pairs every annex of this square shares: ~20k annexes are kept
        self.player, self.square, self.replace = player, ("square", square), ("replace", replace)

    def __missing__(self, no: int) -> Action:
        # engine-made values only (a cell from the layout): no need for the constructor's checks
        arg = _CELL_ARGS.get(no)
        if arg is None:
            arg = _CELL_ARGS[no] = ("cell", _CELL_OF[no])
        a = self[no] = Action.trusted("annex", self.player, (self.square, arg, self.replace))
        return a


# cell number -> its ("cell", cell) argument, shared by the annexes of every square and seat there
_CELL_ARGS: dict[int, tuple[str, Cell]] = {}


# seat -> (its annexes by [square], its replacements by [square]), each then by cell number, as the
# bound lookups of the _ByCell dicts (the loop in annex_moves maps cells through them)
_BY_CELL: dict[int, tuple[list[Callable[[int], Action]], list[Callable[[int], Action]]]] = {}


def _seat_annexes(p: int) -> tuple[list[Callable[[int], Action]], list[Callable[[int], Action]]]:
    """Seat ``p``'s annexes and replacements by square, then by cell number."""
    got = _BY_CELL.get(p)
    if got is None:
        n = len(DEFAULT.squares)  # the squares' ids; actions do not depend on what squares need
        got = _BY_CELL[p] = (
            [_ByCell(p, i, False).__getitem__ for i in range(n)],
            [_ByCell(p, i, True).__getitem__ for i in range(n)],
        )
    return got


def annex_actions(s: FoundersState, player: int) -> tuple[list[Action], list[Action]]:
    """annex_options as actions: (normal annexes, replacements), in the same order. Replacements are
    offered even when nothing else is; the player may still decline them (A5, the fallback in rules)."""
    acts, n = annex_moves(s, player)
    return acts[:n], acts[n:]


def annex_moves(s: FoundersState, player: int) -> tuple[list[Action], int]:
    """annex_actions as one list, the normal annexes first, and how many of them there are."""
    realm = s.realms[player]
    coin = s.coin_resource if player == s.current_player else None
    data = s.data
    grid = _grid(realm, data)
    lay = grid.lay
    by_new, by_own = _seat_annexes(player)
    empty, own = grid.frontier, grid.occupied
    normal: list[Action] = []
    repl: list[Action] = []
    rows = s.rows
    one, two, pair = grid.one, grid.two, grid.pair
    if coin is not None:
        c = RESOURCE_INDEX.get(coin)
        if c is not None:
            # A bought resource is one more supplier, reaching every cell (l.176, l.182, A18).
            one, two = one.copy(), two.copy()
            one[c], two[c] = -1, one[c]
    needs = data.need
    cells_of = lay.cells_of
    # this loop runs for every square on display at every annex: cells decoded from masks are kept
    for sq in rows["nature"] + rows["village"] + rows["city"] + s.prizes:  # candidates(s)
        need = needs[sq]
        if need is None:
            # needs nothing, but still a full side of contact (l.92, l.94, A13) or a replacement
            m_new, m_own = empty, own
        elif need is NEED_ANY:
            mask = grid.suppliable(sq, coin, realm)
            m_new, m_own = mask & empty, mask & own
        else:
            a, b, k = need
            if k < 0:  # one resource: some supplier of it
                mask = one[a]
            else:
                mask = one[a] & one[b]
                if mask and k in pair:
                    # Hall: fails only where the single supplier of a is the single supplier of b (l.100).
                    mask &= ~(pair[k] & ~(two[a] | two[b]))
            if not mask:
                continue
            m_new, m_own = mask & empty, mask & own
        if m_new:
            normal += map(by_new[sq], cells_of.get(m_new) or lay.cells(m_new))
        if m_own:
            repl += map(by_own[sq], cells_of.get(m_own) or lay.cells(m_own))
    n = len(normal)
    normal += repl
    return normal, n


def can_annex_normally(s: FoundersState, player: int) -> bool:
    """Is any normal (non-replacing) annex possible? Then the player must annex (l.122)."""
    if s.rows["nature"]:
        return True  # nature needs nothing and a realm always has a free side (l.94)
    return bool(annex_options(s, player)[0])
