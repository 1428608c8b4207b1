"""Randomness kept in the state as one integer, so apply is deterministic and states serialize."""

from __future__ import annotations

import random
from numbers import Integral
from typing import Any, Protocol


class HasRng(Protocol):
    rng: int


_MAX_SEED_TEXT = 1000


def check_seed(seed: object) -> int | str:
    """A user seed as the engines take it: an integer >= 0 or a string (same seed, same game).

    :raises OptionError: for anything else: negative numbers (Python would play -5 as 5), floats
        (nan would give a new game every call), booleans, or very long text.
    """
    from .errors import OptionError

    if isinstance(seed, str):
        if len(seed) > _MAX_SEED_TEXT:
            raise OptionError("seed", f"a seed of {len(seed)} characters is too long")
        return seed
    if isinstance(seed, bool) or not isinstance(seed, Integral):
        raise OptionError("seed", f"must be an integer >= 0 or a string, not {type(seed).__name__}")
    seed = int(seed)
    if seed < 0:
        raise OptionError(
            "seed", "must be >= 0 (a negative seed would play the same game as its absolute value)"
        )
    if seed.bit_length() > 4096:
        raise OptionError("seed", "an integer seed has at most 4096 bits")
    return int(seed)


def initial_seed(seed: int | str | None) -> int:
    """A 64-bit generator state from a user seed (same seed, same game)."""
    if seed is None:
        seed = 0
    return random.Random(str(seed) if isinstance(seed, str) else seed).getrandbits(64)


def take_rng(state: HasRng) -> random.Random:
    """A generator for this step; the state's seed moves on at once, so two draws never repeat."""
    r = random.Random(state.rng)
    state.rng = r.getrandbits(64)
    return r


def shuffle(r: random.Random, items: list) -> None:
    """Shuffle ``items`` in place with the draws ``random.Random.shuffle`` makes (Fisher-Yates, each index
    from ``getrandbits`` with rejection), written out: random's version spends two method calls an item."""
    bits = r.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        items[i], items[j] = items[j], items[i]


def dice(r: random.Random, n: int, sides: int = 6) -> list[int]:
    """``n`` rolls of a die, the draws of ``[r.randint(1, sides) for _ in range(n)]`` without its three
    method calls a die."""
    bits = r.getrandbits
    k = sides.bit_length()
    out = []
    for _ in range(n):
        v = bits(k)
        while v >= sides:
            v = bits(k)
        out.append(v + 1)
    return out


def shuffled(state: HasRng, items: Any) -> list:
    """A seeded shuffle of ``items`` (a new list); advances the state's generator."""
    out = list(items)
    shuffle(take_rng(state), out)
    return out
