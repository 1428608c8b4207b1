"""Final scoring (l.141-148) and the end-by-agreement check (l.133, l.139)."""

from __future__ import annotations

from .squares import DEFAULT, IS_PRIZE, FoundersData
from .state import FoundersState, Realm
from .tokens import craftsman_spot


def score_parts(realm: Realm, vp: tuple[int, ...] = DEFAULT.vp) -> dict[str, int]:
    """prize VP unless ravaged (l.143, l.162), 2 per unravaged craftsman (l.144, l.164), 1 per token
    in hand incl. coins still on own squares (l.145, l.189), -1 per face-down square (l.146).
    ``vp``: each square's VP from the game's data (``state.data.vp``)."""
    prize = craftsmen = coins_on = 0
    for placed in realm.cells.values():
        if IS_PRIZE[placed.square] and not placed.ravaged:
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
    return sum(1 for p in realm.cells.values() if IS_PRIZE[p.square])


def _makes_any(data: FoundersData, squares: tuple[int, ...]) -> int:
    """What some square of a stack or row could make (stacks and rows are shared between states)."""
    memo = data.makes_any
    got = memo.get(squares)
    if got is None:
        got = 0
        makes = data.makes_mask
        for sq in squares:
            got |= makes[sq]
        if len(memo) > 4096:  # rows are many over a long search; keep the memo small
            memo.clear()
        memo[squares] = got
    return got


def agreement_allowed(s: FoundersState) -> bool:
    """A conservative test that nobody can earn more VP from prizes or craftsmen (l.133, l.139, A14).

    Refused while any player holds a craftsman with a legal square (l.139), or while some
    prize on display needs only resources that some square still in play could produce:
    stacks, rows, the drawn square, or a realm square that is not ravaged and not under a
    craftsman (coins only pause a square). Adjacency is ignored, so it never ends a game
    that could still score a prize. What squares make and need is read from the game's data."""
    # Both tests must find nothing; the cheaper one that usually finds something goes first.
    data = s.data
    makes = data.makes_mask
    kept = data.kept  # per data: a corrected game never reads what the shipped one kept
    prizes = s.prizes
    got = kept[6]
    if got[0] is not prizes:
        got = kept[6] = (prizes, _needs(data, prizes))
    needs = got[1]
    if needs:
        # States share the stacks and rows they did not change, so each place keeps what its last
        # one can make; only a changed stack or row is looked up again.
        # (written out for the three stacks: this runs at every reveal)
        stacks = s.stacks
        stack, got = stacks["nature"], kept[0]
        if got[0] is not stack:
            got = kept[0] = _stack_makes(got, stack, makes)
        can = got[1]
        stack, got = stacks["village"], kept[1]
        if got[0] is not stack:
            got = kept[1] = _stack_makes(got, stack, makes)
        can |= got[1]
        stack, got = stacks["city"], kept[2]
        if got[0] is not stack:
            got = kept[2] = _stack_makes(got, stack, makes)
        can |= got[1]
        for n in needs:
            if n & can == n:
                return False  # the usual case: the stacks alone could still feed a prize
        rows = s.rows
        for i, row in enumerate((rows["nature"], rows["village"], rows["city"]), 3):
            got = kept[i]
            if got[0] is not row:
                got = kept[i] = (row, _makes_any(data, row))
            can |= got[1]
        if s.drawn is not None:
            can |= makes[s.drawn]
        for n in needs:
            if n & can == n:
                return False  # the rows could
    for realm in s.realms:
        if realm.craftsmen:
            for res in set(realm.craftsmen):
                if craftsman_spot(realm, res, data):
                    return False
    if not needs:
        return True
    for realm in s.realms:
        for placed in realm.cells.values():
            if not placed.ravaged and placed.craftsman is None:
                can |= makes[placed.square]
    return not any(n & can == n for n in needs)


def stack_drawn(data: FoundersData, i: int, old: tuple[int, ...], new: tuple[int, ...]) -> None:
    """Stack ``i`` (nature, village, city) lost its top square: ``new`` is ``old[1:]``. If the agreement
    test last saw ``old``, what ``new`` can make is the next of its suffixes, with no comparison."""
    got = data.kept[i]
    if got[0] is old:
        ors, start = got[2], got[3] + 1
        data.kept[i] = (new, ors[start], ors, start)


def _stack_makes(last: tuple, stack: tuple[int, ...], makes: tuple[int, ...]) -> tuple:
    """(stack, what it could make, suffix ORs, where this stack starts in them). A stack loses its
    top square at a time, so the last stack seen without its first squares is read off its suffixes."""
    old, _, ors, start = last
    drop = len(old) - len(stack)
    if drop > 0 and old[drop:] == stack:
        return (stack, ors[start + drop], ors, start + drop)
    ors = [0] * (len(stack) + 1)
    for i in range(len(stack) - 1, -1, -1):
        ors[i] = ors[i + 1] | makes[stack[i]]
    return (stack, ors[0], ors, 0)


def _needs(data: FoundersData, prizes: tuple[int, ...]) -> tuple[int, ...]:
    """What the prizes on display need, as bits; empty when none needs anything."""
    memo = data.prize_needs
    got = memo.get(prizes)
    if got is None:
        needs = tuple(data.requires_mask[sq] for sq in prizes)
        got = needs if any(needs) else ()
        if len(memo) > 256:
            memo.clear()
        memo[prizes] = got
    return got
