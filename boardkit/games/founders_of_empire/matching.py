"""Annex legality as a matching: each requirement needs its own supplying square (l.92, l.100, l.108)."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=65536)
def can_supply(requires: tuple[str, ...], offers: tuple[tuple[str, ...], ...]) -> bool:
    """True when every required resource can be given by a DIFFERENT supplier.

    ``offers`` lists, per supplying square (or bought coin), the resources it may give;
    a nature square offers two but gives only one of them this turn (l.94, l.100).
    """
    if not requires:
        return True
    used = [False] * len(offers)

    def assign(i: int) -> bool:
        if i == len(requires):
            return True
        need = requires[i]
        for k, offer in enumerate(offers):
            if not used[k] and need in offer:
                used[k] = True
                if assign(i + 1):
                    return True
                used[k] = False
        return False

    return assign(0)


def with_coin(offers: tuple[tuple[str, ...], ...], coin: str | None) -> tuple[tuple[str, ...], ...]:
    """Add the resource bought with a coin as one more supplier, usable anywhere (l.176, l.182)."""
    if coin is None:
        return offers
    return tuple(sorted((*offers, (coin,))))
