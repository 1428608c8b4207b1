"""Where each token may be played (l.158-223) and which tokens a player may play this turn (l.84, l.86)."""

from __future__ import annotations

from .realm import cart_spots, produces_now, unprotected
from .squares import OUTPUTS, SQUARES
from .state import Cell, FoundersState, Realm


def playable_count(s: FoundersState, player: int, kind: str) -> int:
    """Tokens of ``kind`` in hand minus those received this very turn (l.86)."""
    realm = s.realms[player]
    fresh = s.fresh if player == s.current_player else ()
    if kind.startswith("craftsman:"):
        res = kind.split(":", 1)[1]
        return realm.craftsmen.count(res) - fresh.count(kind)
    return getattr(realm, kind) - fresh.count(kind)


def war_targets(s: FoundersState, player: int) -> list[tuple[int, Cell]]:
    """Opponents' unprotected squares not yet ravaged (l.162; a second war token there is refused, A10)."""
    out = []
    for q in range(s.players):
        if q == player:
            continue
        realm = s.realms[q]
        for cell in sorted(unprotected(realm)):
            if not realm.cells[cell].ravaged:
                out.append((q, cell))
    return out


def coin_targets(s: FoundersState, player: int) -> list[tuple[int, Cell, str]]:
    """Opponents' producing squares, one entry per resource the buyer may choose (l.176, l.185, l.186)."""
    out = []
    for q in range(s.players):
        if q == player:
            continue
        for cell, placed in sorted(s.realms[q].cells.items()):
            if produces_now(placed):
                for res in sorted(OUTPUTS[placed.square]):
                    out.append((q, cell, res))
    return out


def craftsman_cells(realm: Realm, craftsman: str) -> list[Cell]:
    """Own village squares that themselves make the craftsman's resource (l.218, l.223).

    A ravaged square never produces again, so it is refused; a coined square keeps its
    product and loses it only for one turn, so it is allowed (A2)."""
    out = []
    for cell, placed in sorted(realm.cells.items()):
        sq = SQUARES[placed.square]
        if (
            sq.deck == "village"
            and sq.produces[0] == craftsman
            and not placed.ravaged
            and placed.craftsman is None
        ):
            out.append(cell)
    return out


def cart_targets(realm: Realm) -> tuple[Cell, ...]:
    return cart_spots(realm)
