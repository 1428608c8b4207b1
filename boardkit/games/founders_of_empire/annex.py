"""Which face-up squares can be annexed where (l.88-123): a small matching per cell, shared per realm."""

from __future__ import annotations

from .matching import can_supply, with_coin
from .realm import frontier, offers
from .squares import SQUARES
from .state import Cell, FoundersState, Realm


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


def _groups(realm: Realm, coin: str | None) -> dict[tuple, tuple[list[Cell], list[Cell]]]:
    """Cells grouped by what their suppliers offer: one matching per group, not per cell."""
    groups: dict[tuple, tuple[list[Cell], list[Cell]]] = {}
    for c in frontier(realm):
        key = with_coin(offers(realm, c), coin)
        got = groups.get(key)
        if got is None:
            got = groups[key] = ([], [])
        got[0].append(c)
    for c in sorted(realm.cells):
        key = with_coin(offers(realm, c), coin)
        got = groups.get(key)
        if got is None:
            got = groups[key] = ([], [])
        got[1].append(c)
    return groups


def annex_options(s: FoundersState, player: int) -> tuple[list[tuple[int, Cell]], list[tuple[int, Cell]]]:
    """(normal annexes, replacements) as (square, cell) pairs, in a stable order."""
    realm = s.realms[player]
    coin = s.coin_resource if player == s.current_player else None
    groups = _groups(realm, coin)
    # What each group could give at all: most (group, square) pairs fail this cheap test.
    gives = [(key, frozenset(r for offer in key for r in offer), cells) for key, cells in groups.items()]
    anywhere: set[str] = set()
    for _, res, _ in gives:
        anywhere |= res
    empty = list(frontier(realm))
    occupied = sorted(realm.cells)
    normal: list[tuple[int, Cell]] = []
    repl: list[tuple[int, Cell]] = []
    verdict: dict[tuple[str, ...], tuple[list[Cell], list[Cell]]] = {}
    for sq in candidates(s):
        req = SQUARES[sq].requires
        got = verdict.get(req)
        if got is None:
            if not req:
                got = (empty, occupied)
            elif not anywhere.issuperset(req):
                got = ([], [])  # some requirement is produced nowhere near the realm
            else:
                ok_e: list[Cell] = []
                ok_o: list[Cell] = []
                for key, res, (e, o) in gives:
                    if res.issuperset(req) and can_supply(req, key):
                        ok_e += e
                        ok_o += o
                got = (sorted(ok_e), sorted(ok_o))
            verdict[req] = got
        normal.extend((sq, c) for c in got[0])
        repl.extend((sq, c) for c in got[1])
    return normal, repl


def can_annex_normally(s: FoundersState, player: int) -> bool:
    """Is any normal (non-replacing) annex possible? Then the player must annex (l.122)."""
    if s.rows["nature"]:
        return True  # nature needs nothing and a realm always has a free side (l.94)
    realm = s.realms[player]
    coin = s.coin_resource if player == s.current_player else None
    empty = frontier(realm)
    for sq in candidates(s):
        req = SQUARES[sq].requires
        for c in empty:
            if can_supply(req, with_coin(offers(realm, c), coin)):
                return True
    return False
