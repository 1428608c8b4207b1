"""Final scoring (l.141-148) and the end-by-agreement check (l.133, l.139)."""

from __future__ import annotations

from .squares import OUTPUTS, SQUARES
from .state import FoundersState, Realm
from .tokens import craftsman_cells


def score_parts(realm: Realm) -> dict[str, int]:
    """prize VP unless ravaged (l.143, l.162), 2 per unravaged craftsman (l.144, l.164), 1 per token
    in hand incl. coins still on own squares (l.145, l.189), -1 per face-down square (l.146)."""
    prize = craftsmen = coins_on = 0
    for placed in realm.cells.values():
        sq = SQUARES[placed.square]
        if sq.deck == "prize" and not placed.ravaged:
            prize += sq.vp
        if placed.craftsman is not None and not placed.ravaged:
            craftsmen += 2
        coins_on += placed.coins
    tokens = realm.hand_size() + coins_on
    replaced = -len(realm.face_down)
    return {
        "prize": prize,
        "craftsmen": craftsmen,
        "tokens": tokens,
        "replaced": replaced,
        "total": prize + craftsmen + tokens + replaced,
    }


def prize_count(realm: Realm) -> int:
    """Tie-breaker: prize squares in the realm, ravaged ones included (l.148 counts squares, A6)."""
    return sum(1 for p in realm.cells.values() if SQUARES[p.square].deck == "prize")


def agreement_allowed(s: FoundersState) -> bool:
    """A conservative test that nobody can earn more VP from prizes or craftsmen (l.133, l.139).

    Refused while any player holds a craftsman with a legal square (l.139), or while some
    prize on display needs only resources that some square still in play could produce:
    stacks, rows, the drawn square, or a realm square that is not ravaged and not under a
    craftsman (coins only pause a square). Adjacency is ignored, so it never ends a game
    that could still score a prize."""
    for realm in s.realms:
        for res in set(realm.craftsmen):
            if craftsman_cells(realm, res):
                return False
    needed = {r for sq in s.prizes for r in SQUARES[sq].requires}
    if not needed:
        return True
    can: set[str] = set()
    pool: list[int] = [*s.stacks["nature"], *s.stacks["village"], *s.stacks["city"]]
    pool += [*s.rows["nature"], *s.rows["village"], *s.rows["city"]]
    if s.drawn is not None:
        pool.append(s.drawn)
    for sq in pool:
        can |= OUTPUTS[sq]
    for realm in s.realms:
        for placed in realm.cells.values():
            if not placed.ravaged and placed.craftsman is None:
                can |= OUTPUTS[placed.square]
    return not any(set(SQUARES[sq].requires) <= can for sq in s.prizes)
