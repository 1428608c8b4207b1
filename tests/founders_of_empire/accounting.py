"""Independent bookkeeping used by the tests: where every square and token is, and the score."""

from __future__ import annotations

from collections import Counter

from boardkit.games.founders_of_empire.squares import SQUARES
from boardkit.games.founders_of_empire.state import FoundersState


def square_places(s: FoundersState) -> Counter:
    """How many times each square id appears anywhere (each must appear exactly once)."""
    seen: Counter = Counter()
    for k in ("nature", "village", "city"):
        seen.update(s.stacks[k])
        seen.update(s.rows[k])
    seen.update(s.prizes)
    seen.update(s.unused_prizes)
    seen.update(s.draft)
    for picks in s.picks:
        seen.update(picks)
    if s.drawn is not None:
        seen[s.drawn] += 1
    seen.update(s.box)
    for realm in s.realms:
        seen.update(p.square for p in realm.cells.values())
        seen.update(realm.face_down)
    return seen


def token_counts(s: FoundersState) -> dict[str, int]:
    """Tokens of each kind over supply, hands, squares, junctions and box (each must be 6)."""
    n = {
        "war": s.supply["war"],
        "coin": s.supply["coin"],
        "cart": s.supply["cart"],
        "craftsman": len(s.craftsman_pile),
    }
    for realm in s.realms:
        n["war"] += realm.war
        n["coin"] += realm.coin
        n["cart"] += realm.cart + len(realm.carts)
        n["craftsman"] += len(realm.craftsmen)
        for p in realm.cells.values():
            n["war"] += p.ravaged
            n["coin"] += p.coins
            n["craftsman"] += p.craftsman is not None
    for t in s.token_box:
        n[t.split(":")[0]] += 1
    return n


def expected_score(s: FoundersState, p: int) -> int:
    """l.143-146 recomputed from scratch."""
    realm = s.realms[p]
    total = 0
    for placed in realm.cells.values():
        square = SQUARES[placed.square]
        if not placed.ravaged:
            total += square.vp if square.deck == "prize" else 0
            total += 2 if placed.craftsman else 0
        total += placed.coins
    total += realm.war + realm.coin + realm.cart + len(realm.craftsmen)
    return total - len(realm.face_down)
