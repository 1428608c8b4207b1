"""Final scoring (l.141-148) and the end-by-agreement check (l.133, l.139)."""

from __future__ import annotations

from functools import lru_cache

from .squares import DEFAULT, OUTPUTS, SQUARES
from .state import FoundersState, Realm
from .tokens import _craftsman_cells


def score_parts(realm: Realm, vp: tuple[int, ...] = DEFAULT.vp) -> dict[str, int]:
    """prize VP unless ravaged (l.143, l.162), 2 per unravaged craftsman (l.144, l.164), 1 per token
    in hand incl. coins still on own squares (l.145, l.189), -1 per face-down square (l.146).
    ``vp``: each square's VP from the game's data (``state.data.vp``)."""
    prize = craftsmen = coins_on = 0
    for placed in realm.cells.values():
        sq = SQUARES[placed.square]
        if sq.deck == "prize" and not placed.ravaged:
            prize += vp[placed.square]
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


# Resources as bits: what each square can make, and what each square needs.
_BIT = {r: 1 << i for i, r in enumerate(sorted({r for sq in SQUARES for r in (*sq.produces, *sq.requires)}))}
_MAKES: tuple[int, ...] = tuple(sum(_BIT[r] for r in out) for out in OUTPUTS)
_NEEDS: tuple[int, ...] = tuple(sum(_BIT[r] for r in set(sq.requires)) for sq in SQUARES)


@lru_cache(maxsize=4096)
def _makes_any(squares: tuple[int, ...]) -> int:
    """What some square of a stack or row could make (stacks and rows are shared between states)."""
    got = 0
    for sq in squares:
        got |= _MAKES[sq]
    return got


def agreement_allowed(s: FoundersState) -> bool:
    """A conservative test that nobody can earn more VP from prizes or craftsmen (l.133, l.139, A14).

    Refused while any player holds a craftsman with a legal square (l.139), or while some
    prize on display needs only resources that some square still in play could produce:
    stacks, rows, the drawn square, or a realm square that is not ravaged and not under a
    craftsman (coins only pause a square). Adjacency is ignored, so it never ends a game
    that could still score a prize."""
    # Both tests must find nothing; the cheaper one that usually finds something goes first.
    needs = _needs(s.prizes)
    if needs:
        stacks, rows = s.stacks, s.rows
        # States share the stacks and rows they did not change, so each place keeps what its last
        # one can make; only a changed stack or row is looked up again.
        kept = _KEPT
        can = 0
        squares = stacks["nature"]
        got = kept[0]
        if got[0] is not squares:
            got = kept[0] = (squares, _makes_any(squares))
        can |= got[1]
        squares = stacks["village"]
        got = kept[1]
        if got[0] is not squares:
            got = kept[1] = (squares, _makes_any(squares))
        can |= got[1]
        squares = stacks["city"]
        got = kept[2]
        if got[0] is not squares:
            got = kept[2] = (squares, _makes_any(squares))
        can |= got[1]
        makes = _MAKES
        for sq in rows["nature"] + rows["village"] + rows["city"]:
            can |= makes[sq]
        if s.drawn is not None:
            can |= _MAKES[s.drawn]
        for n in needs:
            if n & can == n:
                return False  # the usual case: the stacks and rows alone could still feed a prize
    for realm in s.realms:
        if realm.craftsmen:
            for res in set(realm.craftsmen):
                if _craftsman_cells(realm, res):
                    return False
    if not needs:
        return True
    for realm in s.realms:
        for placed in realm.cells.values():
            if not placed.ravaged and placed.craftsman is None:
                can |= _MAKES[placed.square]
    return not any(n & can == n for n in needs)


# The last stack seen in each of the three places and what it can make (one entry each).
_KEPT: list[tuple[tuple[int, ...], int]] = [((), 0)] * 3


@lru_cache(maxsize=256)
def _needs(prizes: tuple[int, ...]) -> tuple[int, ...]:
    """What the prizes on display need, as bits; empty when none needs anything."""
    needs = tuple(_NEEDS[sq] for sq in prizes)
    return needs if any(needs) else ()
