"""Where each token may be played (l.158-223) and which tokens a player may play this turn (l.84, l.86)."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable

from boardkit.core import Action

from .realm import cart_spots, column_tops, data_cache, realm_cache
from .setup import PRIZES_SHOWN
from .squares import DEFAULT, FoundersData
from .state import Cell, FoundersState, Placed, Realm


def playable_count(s: FoundersState, player: int, kind: str) -> int:
    """Tokens of ``kind`` in hand minus those received this very turn (l.86, A17)."""
    realm = s.realms[player]
    fresh = s.fresh if player == s.current_player else ()
    if kind.startswith("craftsman:"):
        res = kind.split(":", 1)[1]
        return realm.craftsmen.count(res) - fresh.count(kind)
    return getattr(realm, kind) - fresh.count(kind)


def _war_cells(realm: Realm) -> tuple[Cell, ...]:
    """This realm's unprotected squares not yet ravaged, sorted (kept with the realm)."""
    cache = realm_cache(realm)
    got = cache.get("war_cells")
    if got is None:
        cells = realm.cells
        got = cache["war_cells"] = tuple(
            c for c in sorted(column_tops(realm).items()) if not cells[c].ravaged
        )
    return got


def _coin_cells(realm: Realm, data: FoundersData) -> tuple[tuple[Cell, str], ...]:
    """This realm's producing squares, one entry per resource a buyer may choose, sorted. Kept with the
    realm; a later realm of the same seat patches its parent's at the changed cells (realm.inherit)."""
    cache = data_cache(realm, data)
    got = cache.get("coin_cells")
    if got is None:
        base = cache.pop("coin_base", None)
        cells = realm.cells
        if base is not None:
            got = _patched_coin_cells(cells, data, base[0], base[1])
        else:
            out: list[tuple[Cell, str]] = []
            for cell in sorted(cells):  # the keys alone sort faster than the items
                out += _coin_entries(cell, cells[cell], data)
            got = tuple(out)
        cache["coin_cells"] = got
    return got


def _coin_entries(cell: Cell, placed: Placed, data: FoundersData) -> list[tuple[Cell, str]]:
    """The coin targets on one square: one per resource it makes now (produces_now, inlined: a prize
    square offers nothing, so it adds no entry anyway)."""
    made = data.offer[placed.square]
    if made and not (placed.ravaged or placed.coins or placed.craftsman is not None):
        return [(cell, res) for res in made]
    return []


def _patched_coin_cells(
    cells: dict[Cell, Placed],
    data: FoundersData,
    base: tuple[tuple[Cell, str], ...],
    touched: tuple[Cell, ...],
) -> tuple[tuple[Cell, str], ...]:
    """``base`` (sorted by cell, then resource) with the entries of the ``touched`` cells made again."""
    out = list(base)
    for cell in set(touched):
        i = bisect_left(out, (cell,))  # (cell,) sorts before every (cell, resource)
        j = i
        while j < len(out) and out[j][0] == cell:
            j += 1
        out[i:j] = _coin_entries(cell, cells[cell], data)
    return tuple(out)


def war_targets(s: FoundersState, player: int) -> list[tuple[int, Cell]]:
    """Opponents' unprotected squares not yet ravaged (l.162; a second war token there is refused, A10)."""
    return [(q, cell) for q in range(s.players) if q != player for cell in _war_cells(s.realms[q])]


def coin_targets(s: FoundersState, player: int) -> list[tuple[int, Cell, str]]:
    """Opponents' producing squares, one entry per resource the buyer may choose (l.176, l.185, l.186);
    a coined square produces nothing, so it takes no second coin (A1)."""
    return [
        (q, cell, res)
        for q in range(s.players)
        if q != player
        for cell, res in _coin_cells(s.realms[q], s.data)
    ]


def craftsman_cells(realm: Realm, craftsman: str, data: FoundersData = DEFAULT) -> list[Cell]:
    """Own village squares that themselves make the craftsman's resource (l.218, l.223).

    A ravaged square never produces again, so it is refused; a coined square keeps its
    product and loses it only for one turn, so it is allowed (A2)."""
    return list(_craftsman_cells(realm, craftsman, data))


def _craftsman_cells(realm: Realm, craftsman: str, data: FoundersData) -> tuple[Cell, ...]:
    """craftsman_cells, kept with the realm (asked at every reveal for the end by agreement)."""
    return _craftsman_squares(realm, data).get(craftsman, ())


def _craftsman_squares(realm: Realm, data: FoundersData) -> dict[str, tuple[Cell, ...]]:
    """Each craftsman's cells in this realm, sorted, found in one pass over the realm (kept with it)."""
    cache = realm._cache
    if cache is None or cache.get("data") is not data:  # data_cache's own test, without its call
        cache = data_cache(realm, data)
    got = cache.get("craftsman_cells")
    if got is None:
        makes = data.village_makes
        found: dict[str, list[Cell]] = {}
        for cell, placed in realm.cells.items():
            res = makes[placed.square]
            if res is not None and not placed.ravaged and placed.craftsman is None:
                found.setdefault(res, []).append(cell)
        got = cache["craftsman_cells"] = {res: tuple(sorted(cells)) for res, cells in found.items()}
    return got


def craftsman_spot(realm: Realm, craftsman: str, data: FoundersData) -> bool:
    """Is there a square for the craftsman (craftsman_cells not empty)? The end by agreement asks it of
    every realm at every reveal: it reads the realm's kept craftsman squares if they were found already,
    else it stops at the first square and keeps nothing."""
    cache = realm._cache
    if cache is not None and cache.get("data") is data:
        got = cache.get("craftsman_cells")
        if got is not None:
            return craftsman in got
    makes = data.village_makes
    for placed in realm.cells.values():
        if makes[placed.square] == craftsman and not placed.ravaged and placed.craftsman is None:
            return True
    return False


class _Plays(dict):
    """One seat's plays of one token kind (on one opponent for war and coin, of one resource for a
    craftsman: its ``target``), built on first use: war by cell, coin by (cell, resource), cart by
    junction, craftsman by cell."""

    __slots__ = ("kind", "player", "target")

    def __init__(self, kind: str, player: int, target: int | str) -> None:
        super().__init__()
        self.kind, self.player, self.target = kind, player, target

    def __missing__(self, key: tuple) -> Action:
        # engine-made values only (a realm's own cells and resources): no need for the checks
        kind, p = self.kind, self.player
        if kind == "play_war":
            a = Action.trusted(kind, p, (("target", self.target), ("cell", key)))
        elif kind == "play_coin":
            a = Action.trusted(kind, p, (("target", self.target), ("cell", key[0]), ("resource", key[1])))
        elif kind == "play_cart":
            a = Action.trusted(kind, p, (("junction", key),))
        else:  # a craftsman's plays by cell, one _Plays per resource (its target)
            a = Action.trusted(kind, p, (("craftsman", self.target), ("cell", key)))
        self[key] = a
        return a


class _ByResource(dict):
    """resource -> the bound lookup of one seat's craftsman plays of that resource, by cell."""

    __slots__ = ("player",)

    def __init__(self, player: int) -> None:
        super().__init__()
        self.player = player

    def __missing__(self, res: str) -> Callable[[Cell], Action]:
        got = self[res] = _Plays("play_craftsman", self.player, res).__getitem__
        return got


class _SeatPlays:
    """One seat's plays, by opponent for war and coin, by resource for its craftsmen (their lookups bound)."""

    __slots__ = ("war", "coin", "cart", "craftsman")

    def __init__(self, p: int) -> None:
        seats = range(max(PRIZES_SHOWN))  # every seat of the largest game
        self.war = [_Plays("play_war", p, q).__getitem__ for q in seats]
        self.coin = [_Plays("play_coin", p, q).__getitem__ for q in seats]
        self.cart = _Plays("play_cart", p, -1).__getitem__
        self.craftsman = _ByResource(p)


_SEATS: dict[int, _SeatPlays] = {}


def _seat_plays(p: int) -> _SeatPlays:
    got = _SEATS.get(p)
    if got is None:
        got = _SEATS[p] = _SeatPlays(p)
    return got


def cart_targets(realm: Realm) -> tuple[Cell, ...]:
    return cart_spots(realm)


def _counts(s: FoundersState, p: int) -> tuple[Realm, tuple[str, ...]]:
    return s.realms[p], (s.fresh if p == s.current_player else ())


def token_actions(s: FoundersState, p: int) -> list[Action]:
    """Token plays open to ``p`` now: one per turn (l.84), none received this turn (l.86)."""
    if s.token_played is not None:
        return []
    realm, fresh = _counts(s, p)
    if not (realm.war or realm.coin or realm.cart or realm.craftsmen):
        return []  # an empty hand: the usual case early on
    acts: list[Action] = []
    realms = s.realms
    plays = _SEATS.get(p) or _seat_plays(p)
    # The same plays as war_targets / coin_targets, each action built once.
    if realm.war and realm.war - fresh.count("war") > 0:
        war = plays.war
        for q in range(s.players):
            if q != p:
                acts += map(war[q], _war_cells(realms[q]))
    if realm.coin and realm.coin - fresh.count("coin") > 0:
        coin = plays.coin
        for q in range(s.players):
            if q != p:
                acts += map(coin[q], _coin_cells(realms[q], s.data))
    if realm.cart and realm.cart - fresh.count("cart") > 0:
        acts += map(plays.cart, cart_spots(realm))
    craftsmen = realm.craftsmen
    if craftsmen:
        for res in sorted(set(craftsmen)) if len(craftsmen) > 1 else craftsmen:
            if not fresh or craftsmen.count(res) - fresh.count("craftsman:" + res) > 0:
                acts += map(plays.craftsman[res], _craftsman_cells(realm, res, s.data))
    return acts
