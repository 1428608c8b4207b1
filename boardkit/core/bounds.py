"""Bounds checks shared by the games' invariants: a number or list out of range names its field."""

from __future__ import annotations

from typing import Any

from .errors import StateError

LIMIT = 10**6  # far above any count a game can reach; refuses absurd numbers before they loop


def whole(value: Any, field: str, low: int = 0, high: int = LIMIT) -> int:
    """``value`` if it is an integer (not a boolean) in ``low..high``; else StateError naming ``field``."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise StateError(field, f"expected an integer, got {value!r}"[:200])
    if not low <= value <= high:
        raise StateError(
            field, f"{value} is outside {low}..{high}" if abs(value) < 10**12 else f"outside {low}..{high}"
        )
    return value


def whole_numbers(
    values: Any, field: str, length: int | None = None, low: int = 0, high: int = LIMIT
) -> tuple[int, ...]:
    """A tuple of integers in ``low..high`` (of ``length`` items, when given); else StateError naming the item."""
    if not isinstance(values, tuple):
        raise StateError(field, f"expected a list, got {type(values).__name__}")
    if length is not None and len(values) != length:
        raise StateError(field, f"expected {length} entries, got {len(values)}")
    if all(type(v) is int for v in values) and (not values or (low <= min(values) and max(values) <= high)):
        return values  # the common case, in one pass; otherwise find the culprit below
    for k, v in enumerate(values):
        whole(v, f"{field}.{k}", low, high)
    return values
