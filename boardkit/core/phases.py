"""A game's phases in teaching order."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Phase:
    id: str
    title: str
    summary: str
    rule: str  # where the rulebook says it, e.g. "l.53-69"
