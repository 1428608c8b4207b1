"""Which face-up squares can be annexed where (l.88-123), computed with cell sets as bit masks.

A realm is laid out on a small grid of bits (its bounding box with a margin), so "the cells a
supplier can reach" is a shifted pattern and "cells with one supplier of wood" is an OR. Each
requirement of two different resources is a matching of size two, so Hall's condition decides
it: some supplier of each, and not one single square as the only supplier of both (l.100).
Any other shape of requirement falls back to the general matching in matching.py.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from boardkit.core import Action

from .matching import can_supply, with_coin
from .realm import OFFER, offers, realm_cache, unions
from .squares import SQUARES
from .state import Cell, FoundersState, Placed, Realm

MARGIN = 3  # frontier cells and their neighbours stay inside the grid, with room to grow


def candidates(s: FoundersState) -> tuple[int, ...]:
    """Every face-up square in the three rows and the prize display (l.90)."""
    rows = s.rows
    return rows["nature"] + rows["village"] + rows["city"] + s.prizes


def fits(realm: Realm, square: int, cell: Cell, coin: str | None) -> bool:
    """Can ``square`` go on ``cell`` (empty: normal annex; own square: replacement) in this realm?"""
    req = SQUARES[square].requires
    if not req:
        return True
    return can_supply(req, with_coin(offers(realm, cell), coin))


# Resources by index; per square what it gives (as indexes) and, for two different resources,
# what it needs as (a, b, pair key). None: no requirement; "any": another shape, left to the matching.
RESOURCES: tuple[str, ...] = tuple(sorted({r for sq in SQUARES for r in (*sq.produces, *sq.requires)}))
_INDEX = {r: i for i, r in enumerate(RESOURCES)}
_GIVES: tuple[tuple[int, ...], ...] = tuple(tuple(_INDEX[r] for r in OFFER[sq.id]) for sq in SQUARES)
_PAIRS: tuple[tuple[int, ...], ...] = tuple(
    tuple(a * 64 + b for a in g for b in g if a < b) for g in _GIVES
)  # pair keys a * 64 + b, a < b: the square offers both a and b
_IS_PRIZE: tuple[bool, ...] = tuple(sq.deck == "prize" for sq in SQUARES)


def _need(req: tuple[str, ...]) -> tuple[int, int, int] | str | None:
    if not req:
        return None
    if len(req) == 2 and req[0] != req[1]:
        a, b = _INDEX[req[0]], _INDEX[req[1]]
        return (a, b, min(a, b) * 64 + max(a, b))
    return "any"


_NEED = tuple(_need(sq.requires) for sq in SQUARES)
# The key of a square's verdict in a grid: squares with the same needs share it.
_KEY = tuple(sq.requires if n == "any" else n for sq, n in zip(SQUARES, _NEED, strict=True))


@lru_cache(maxsize=1024)
def _unions(carts: frozenset[Cell]) -> tuple[frozenset[Cell], ...]:
    """The distinct cart unions of a set of carts (carts are shared between realms, so this is too)."""
    if not carts:
        return ()
    return tuple(set(unions(Realm({}, carts)).values()))


class _Grid:
    """One realm's cells as bits: bit (x - x0) * width + (y - y0), so bit order is sorted cell order.

    ``one[r]``/``two[r]``: cells with at least one / two squares able to send resource r there;
    ``pair[k]``: cells reached by a square offering both resources of pair k. ``src`` is the
    cells dict it was computed from, so the next realm of the same seat can start from it."""

    __slots__ = (
        "x0",
        "y0",
        "width",
        "src",
        "carts",
        "served",
        "sup",
        "by_res",
        "by_pair",
        "occupied",
        "frontier",
        "one",
        "two",
        "pair",
        "cells_of",
        "acts_of",
        "verdicts",
    )

    x0: int
    y0: int
    width: int
    src: dict[Cell, Placed]
    carts: frozenset[Cell]
    served: dict[Cell, int]
    sup: dict[Cell, int]  # producing cell -> its square
    by_res: list[dict[Cell, int]]  # resource -> producing cell offering it -> the cells it reaches
    by_pair: dict[int, dict[Cell, int]]  # pair key -> producing cell offering both -> the cells it reaches
    occupied: int
    frontier: int
    one: list[int]
    two: list[int]
    pair: dict[int, int]
    cells_of: dict[int, tuple[Cell, ...]]  # mask -> its cells, shared by the grids of one layout
    acts_of: dict[tuple[int, int, int], tuple[Action, ...]]  # (seat, square * 2 + replace, mask) -> annexes
    verdicts: dict[object, tuple[tuple[Cell, ...], tuple[Cell, ...]]]

    @classmethod
    def build(cls, realm: Realm) -> _Grid:
        g = cls()
        cells = realm.cells
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        x0 = g.x0 = min(xs) - MARGIN
        y0 = g.y0 = min(ys) - MARGIN
        w = g.width = max(ys) - y0 + MARGIN + 1
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
        g.sup = {}
        g.by_res = [{} for _ in RESOURCES]
        g.by_pair = {}
        g.one = [0] * len(RESOURCES)
        g.two = [0] * len(RESOURCES)
        g.pair = {}
        g.cells_of = {0: ()}
        g.acts_of = {}
        g._place(cells.items())
        g.src = cells
        g.verdicts = {}
        return g

    def derive(self, realm: Realm, touched: tuple[Cell, ...]) -> _Grid | None:
        """The grid of ``realm``, a later realm of the same seat in which only ``touched`` cells
        changed; None if it must be built afresh (the carts changed or a cell falls off the layout)."""
        if realm.carts != self.carts:
            return None
        src, cells = self.src, realm.cells
        changed = [(c, cells[c]) for c in dict.fromkeys(touched) if src.get(c) is not cells[c]]
        x0, y0, w = self.x0, self.y0, self.width
        for (x, y), _placed in changed:
            if x - x0 < 1 or not 1 <= y - y0 <= w - 2:
                return None
        g = _Grid()
        g.x0, g.y0, g.width, g.carts, g.served = x0, y0, w, self.carts, self.served
        g.occupied, g.frontier = self.occupied, self.frontier
        g.sup = dict(self.sup)
        g.by_res, g.by_pair = list(self.by_res), dict(self.by_pair)  # inner dicts copied on write
        g.one, g.two, g.pair = list(self.one), list(self.two), dict(self.pair)
        g.cells_of = self.cells_of  # same layout, same decoding
        g.acts_of = self.acts_of
        g._place(changed)
        g.src = realm.cells
        g.verdicts = {}
        return g

    def _place(self, placed_cells: Iterable[tuple[Cell, Placed]]) -> None:
        """Occupy these cells; a square that stopped producing (or was replaced) stops supplying,
        a square that produces now supplies. Only the resources concerned are counted again."""
        x0, y0, w = self.x0, self.y0, self.width
        shift = w + 1  # ring patterns are centred on bit w + 1
        ring8, ring4 = _ring8(w), _ring4(w)
        sup, served, by_res, by_pair = self.sup, self.served, self.by_res, self.by_pair
        gives, pairs = _GIVES, _PAIRS
        occupied, near = self.occupied, 0
        dirty: set[int] = set()  # resources whose supplier lists were copied and changed
        dirty_pairs: set[int] = set()
        for cell, placed in placed_cells:
            i = (cell[0] - x0) * w + (cell[1] - y0)
            bit = 1 << i
            if not occupied & bit:
                occupied |= bit
                near |= ring4 << (i - shift)
            old = sup.pop(cell, None)
            if old is not None:
                for r in gives[old]:
                    if r not in dirty:
                        by_res[r] = dict(by_res[r])
                        dirty.add(r)
                    del by_res[r][cell]
                for k in pairs[old]:
                    if k not in dirty_pairs:
                        by_pair[k] = dict(by_pair[k])
                        dirty_pairs.add(k)
                    del by_pair[k][cell]
            if _produces(placed):
                sq = placed.square
                reach = served.get(cell)
                reach = ring8 << (i - shift) if reach is None else reach & ~bit
                sup[cell] = sq
                for r in gives[sq]:
                    if r not in dirty:
                        by_res[r] = dict(by_res[r])
                        dirty.add(r)
                    by_res[r][cell] = reach
                for k in pairs[sq]:
                    if k not in dirty_pairs:
                        by_pair[k] = dict(by_pair.get(k, ()))
                        dirty_pairs.add(k)
                    by_pair[k][cell] = reach
        self.occupied = occupied
        self.frontier = (self.frontier | near) & ~occupied  # empty cells sharing a side with the realm (l.92)
        one, two, pair = self.one, self.two, self.pair
        for r in dirty:
            o = t = 0
            for m in by_res[r].values():
                t |= o & m
                o |= m
            one[r], two[r] = o, t
        for k in dirty_pairs:
            o = 0
            for m in by_pair[k].values():
                o |= m
            pair[k] = o

    def cells(self, mask: int) -> tuple[Cell, ...]:
        """The cells of ``mask`` in sorted order."""
        got = self.cells_of.get(mask)
        if got is None:
            out = []
            w, x0, y0 = self.width, self.x0, self.y0
            m = mask
            while m:
                low = m & -m
                x, y = divmod(low.bit_length() - 1, w)
                out.append((x + x0, y + y0))
                m ^= low
            got = self.cells_of[mask] = tuple(out)
        return got

    def suppliable(self, sq: int, coin: str | None, realm: Realm) -> int:
        """Cells where every resource square ``sq`` needs has its own supplier."""
        need = _NEED[sq]
        if need is None:
            return -1
        if need != "any":
            a, b, k = need  # type: ignore[misc]
            one_a, one_b = self.one[a], self.one[b]
            two_a, two_b = self.two[a], self.two[b]
            if coin is not None:
                c = _INDEX.get(coin)
                if c == a:  # a bought resource is one more supplier, reaching every cell (l.176, l.182, A18)
                    one_a, two_a = -1, one_a
                elif c == b:
                    one_b, two_b = -1, one_b
            both = one_a & one_b
            if both:
                # Hall: fails only where the single supplier of a is the single supplier of b (l.100).
                both &= ~(self.pair.get(k, 0) & ~two_a & ~two_b)
            return both
        req = SQUARES[sq].requires
        mask = 0
        w, x0, y0 = self.width, self.x0, self.y0
        m = self.frontier | self.occupied
        while m:
            low = m & -m
            x, y = divmod(low.bit_length() - 1, w)
            if can_supply(req, with_coin(offers(realm, (x + x0, y + y0)), coin)):
                mask |= low
            m ^= low
        return mask

    def verdict(self, sq: int, coin: str | None, realm: Realm) -> tuple[tuple[Cell, ...], tuple[Cell, ...]]:
        """(empty cells, own squares) where square ``sq`` may go."""
        key = _KEY[sq] if coin is None else (_KEY[sq], coin)
        got = self.verdicts.get(key)
        if got is None:
            mask = self.suppliable(sq, coin, realm)
            got = self.verdicts[key] = (self.cells(mask & self.frontier), self.cells(mask & self.occupied))
        return got


@lru_cache(maxsize=256)
def _ring8(w: int) -> int:
    """The 8 neighbours of bit w + 1 in a grid of width w."""
    return 0b111 | (0b101 << w) | (0b111 << 2 * w)


@lru_cache(maxsize=256)
def _ring4(w: int) -> int:
    """The 4 side neighbours of bit w + 1 in a grid of width w."""
    return 0b010 | (0b101 << w) | (0b010 << 2 * w)


def _produces(placed: Placed) -> bool:
    """A square produces unless it is a prize, ravaged, coined or under a craftsman (l.98, l.162, l.178, l.218)."""
    return not (placed.ravaged or placed.coins or placed.craftsman is not None or _IS_PRIZE[placed.square])


def _grid(realm: Realm) -> _Grid:
    cache = realm_cache(realm)
    got = cache.get("grid")
    if got is None:
        base = cache.pop(
            "grid_base", None
        )  # an earlier grid of this seat, cells changed since (realm.inherit)
        if base is not None:
            got = base[0].derive(realm, base[1])
        if got is None:
            got = _Grid.build(realm)
        cache["grid"] = got
    return got


def annex_options(s: FoundersState, player: int) -> tuple[list[tuple[int, Cell]], list[tuple[int, Cell]]]:
    """(normal annexes, replacements) as (square, cell) pairs, in a stable order."""
    realm = s.realms[player]
    coin = s.coin_resource if player == s.current_player else None
    grid = _grid(realm)
    normal: list[tuple[int, Cell]] = []
    repl: list[tuple[int, Cell]] = []
    for sq in candidates(s):
        empty, own = grid.verdict(sq, coin, realm)
        normal += [(sq, c) for c in empty]
        repl += [(sq, c) for c in own]
    return normal, repl


class _ByCell(dict):
    """cell -> the annex of one square there by one seat, built on first use. Actions are immutable
    values and the same annexes are offered turn after turn, so each is built once."""

    __slots__ = ("player", "square", "replace")

    def __init__(self, player: int, square: int, replace: bool) -> None:
        super().__init__()
        self.player, self.square, self.replace = player, square, replace

    def __missing__(self, cell: Cell) -> Action:
        a = self[cell] = Action("annex", self.player, square=self.square, cell=cell, replace=self.replace)
        return a


# seat -> [square * 2 + replace] -> its annexes by cell
_BY_CELL: dict[int, list[_ByCell]] = {}


def _annexes(grid: _Grid, p: int, sq: int, replace: bool, mask: int) -> tuple[Action, ...]:
    """The annexes of square ``sq`` by seat ``p`` on the cells of ``mask``, kept with the grid's layout."""
    seat = _BY_CELL.get(p)
    if seat is None:
        seat = _BY_CELL[p] = [_ByCell(p, i // 2, bool(i % 2)) for i in range(2 * len(SQUARES))]
    got = grid.acts_of[(p, 2 * sq + replace, mask)] = tuple(
        map(seat[2 * sq + replace].__getitem__, grid.cells(mask))
    )
    return got


def annex_actions(s: FoundersState, player: int) -> tuple[list[Action], list[Action]]:
    """annex_options as actions: (normal annexes, replacements), in the same order. Replacements are
    offered even when nothing else is; the player may still decline them (A5, the fallback in rules)."""
    realm = s.realms[player]
    coin = s.coin_resource if player == s.current_player else None
    grid = _grid(realm)
    empty, own = grid.frontier, grid.occupied
    normal: list[Action] = []
    repl: list[Action] = []
    if coin is not None:  # rare: a bought resource changes the counts (l.176)
        for sq in candidates(s):
            mask = grid.suppliable(sq, coin, realm)
            if mask & empty:
                normal += _annexes(grid, player, sq, False, mask & empty)
            if mask & own:
                repl += _annexes(grid, player, sq, True, mask & own)
        return normal, repl
    one, two, pair = grid.one, grid.two, grid.pair
    acts_of = grid.acts_of
    anywhere = empty | own
    needs = _NEED
    rows = s.rows
    for sq in rows["nature"] + rows["village"] + rows["city"] + s.prizes:  # candidates(s)
        need = needs[sq]
        if need is None:
            mask = -1  # needs nothing, but still a full side of contact (l.92, l.94, A13) or a replacement
        elif need == "any":
            mask = grid.suppliable(sq, None, realm)
        else:
            a, b, k = need
            mask = one[a] & one[b] & anywhere
            if not mask:
                continue
            # Hall: fails only where the single supplier of a is the single supplier of b (l.100).
            mask &= ~(pair.get(k, 0) & ~two[a] & ~two[b])
        m = mask & empty
        if m:
            normal += acts_of.get((player, 2 * sq, m)) or _annexes(grid, player, sq, False, m)
        m = mask & own
        if m:
            repl += acts_of.get((player, 2 * sq + 1, m)) or _annexes(grid, player, sq, True, m)
    return normal, repl


def can_annex_normally(s: FoundersState, player: int) -> bool:
    """Is any normal (non-replacing) annex possible? Then the player must annex (l.122)."""
    if s.rows["nature"]:
        return True  # nature needs nothing and a realm always has a free side (l.94)
    return bool(annex_options(s, player)[0])
