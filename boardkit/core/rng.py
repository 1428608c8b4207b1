"""Randomness kept in the state as one integer, so apply is deterministic and states serialize."""

from __future__ import annotations

import random
from typing import Any, Protocol


class HasRng(Protocol):
    rng: int


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


def shuffled(state: HasRng, items: Any) -> list:
    """A seeded shuffle of ``items`` (a new list); advances the state's generator."""
    out = list(items)
    take_rng(state).shuffle(out)
    return out
