"""Scenario builders for Puerto Rico tests: a real setup, then the boards the rulebook example describes."""

from __future__ import annotations

from dataclasses import replace

from boardkit.core import Action
from boardkit.games.puerto_rico import GAME
from boardkit.games.puerto_rico.catalog import GOODS, NB, SPACES, TILES, bid
from boardkit.games.puerto_rico.state import PRState

G = GAME


def fresh(players: int = 4, seed: int = 1, **options: object) -> PRState:
    s = G.new_game(players, seed, **options)
    if s.phase == "draft":  # New Buildings: keep the base board for scenario tests unless they draft
        while s.phase == "draft":
            s = G.apply(s, G.legal_actions(s)[0])
    return s


def edit(
    s: PRState,
    i: int,
    *,
    doubloons: int | None = None,
    goods: dict[str, int] | None = None,
    tiles: dict[str, tuple[int, int]] | None = None,
    buildings: dict[str, int] | None = None,
    vp: int | None = None,
    san_juan: int | None = None,
    nobles: int | None = None,
    noble_in: tuple[str, ...] = (),
) -> PRState:
    """Set seat ``i`` as a rulebook example describes (tiles: kind -> (count, occupied); buildings: id -> pieces)."""
    seat = s.seats[i]
    changes: dict = {}
    if doubloons is not None:
        s.bank += seat.doubloons - doubloons
        changes["doubloons"] = doubloons
    if goods is not None:
        new = tuple(goods.get(g, 0) for g in GOODS)
        s.goods_supply = tuple(a - (b - c) for a, b, c in zip(s.goods_supply, new, seat.goods, strict=True))
        changes["goods"] = new
    if tiles is not None:
        counts = [0] * 7
        staffed = [0] * 6
        for kind, (n, occ) in tiles.items():
            counts[TILES.index(kind)] = n
            if kind != "forest":
                staffed[TILES.index(kind)] = occ
        changes["tiles"] = tuple(counts)
        changes["staffed"] = tuple(staffed)
    if buildings is not None:
        built = [-1] * NB
        supply = list(s.supply)
        for b in seat.city:
            supply[b] += 1
        city = []
        used = 0
        for name, n in buildings.items():
            b = bid(name)
            built[b] = n
            city.append(b)
            supply[b] = max(0, supply[b] - 1)
            used += SPACES[b]
        s.supply = tuple(supply)
        changes.update(built=tuple(built), city=tuple(city), city_used=used)
    if vp is not None:
        s.vp_supply -= vp - seat.vp
        changes["vp"] = vp
    if san_juan is not None:
        changes["san_juan"] = san_juan
    if nobles is not None:
        changes["nobles"] = nobles
    if noble_in:
        changes["noble_in"] = tuple(bid(n) for n in noble_in)
    seats = list(s.seats)
    seats[i] = replace(seat, **changes)
    s.seats = tuple(seats)
    s._legal = None
    return s


def take_role(s: PRState, player: int, role: str) -> PRState:
    """Let ``player`` choose ``role`` now (as governor of a fresh round)."""
    s.governor = player
    s.current_player = player
    s.picks = 0
    s._legal = None
    return G.apply(s, Action("role", player, role=role))


def use(s: PRState) -> PRState:
    """Take the pending optional benefit (the Mayor's privilege in full)."""
    return G.apply(s, next(a for a in G.legal_actions(s) if a.kind == "use"))


def decline(s: PRState) -> PRState:
    """Leave the pending optional benefit."""
    return G.apply(s, next(a for a in G.legal_actions(s) if a.kind == "decline"))


def take_mayor(s: PRState, player: int) -> PRState:
    """``player`` takes the mayor and the privilege colonist with it (l.219)."""
    s = take_role(s, player, "mayor")
    return use(s) if s.step == "mayor_privilege" else s


def legal_set(s: PRState) -> set[Action]:
    return set(G.legal_actions(s))


def good_counts(s: PRState, i: int) -> dict[str, int]:
    return {g: n for g, n in zip(GOODS, s.seats[i].goods, strict=True) if n}
