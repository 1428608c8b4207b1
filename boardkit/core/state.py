"""The state base every game's state extends: the fields all states have, a generated copy, the log line.

A game writes its state as ``@game_state class MyState(GameState): ...`` with its own fields. The
decorator makes it a slotted dataclass and generates ``copy()`` from the fields: a shallow copy
(rules replace tuples and records, never change one once built) with every cache reset to its default.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

from .log import EventLog

T = TypeVar("T")


def cache_field(default: Any = None) -> Any:
    """A dataclass field for per-state caches: not compared, not serialized, reset by ``copy``."""
    return dataclasses.field(default=default, init=False, repr=False, compare=False)


@dataclasses.dataclass(slots=True)
class GameState:
    """What every game state has. ``over`` and ``winners`` are set by core when the game ends."""

    players: int
    current_player: int  # the seat that decides now (-1 once the game is over, in some games)
    phase: str
    round: int
    rng: int  # the seeded generator's state (core/rng.py); never shown in a view
    log: EventLog
    over: bool = dataclasses.field(default=False, kw_only=True)
    winners: tuple[int, ...] = dataclasses.field(default=(), kw_only=True)
    _legal: tuple | None = cache_field()

    def say(self, kind: str, player: int | None, rule: str, template: str, *args: object) -> None:
        """Add a log line. ``template`` never names the acting player: the log shows ``P2: <text>``."""
        self.log = self.log.said(kind, player, rule, template, args)

    def copy(self: T) -> T:
        """A shallow copy with fresh caches; ``@game_state`` replaces this with a generated, faster one."""
        cls = type(self)
        new = object.__new__(cls)
        for f in dataclasses.fields(cls):
            cache = f.name.startswith("_") and not f.init
            object.__setattr__(new, f.name, f.default if cache else getattr(self, f.name))
        return new


def _copier(cls: type) -> Callable[[Any], Any]:
    """Source-generated ``copy``: one attribute load and store per field, caches set to their defaults."""
    lines = ["def copy(self):", "    new = _new(_cls)"]
    defaults: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name.startswith("_") and not f.init:
            defaults[f"_d_{f.name}"] = f.default
            lines.append(f"    new.{f.name} = _d_{f.name}")
        else:
            lines.append(f"    new.{f.name} = self.{f.name}")
    lines.append("    return new")
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls, **defaults}
    exec("\n".join(lines), namespace)  # noqa: S102 - code generated from the class's own field names
    copy = namespace["copy"]
    copy.__doc__ = f"A shallow copy of this {cls.__name__}: shared immutable parts, fresh caches."
    copy.__qualname__ = f"{cls.__qualname__}.copy"
    return copy


def game_state(cls: type[T]) -> type[T]:
    """Make ``cls`` (a subclass of GameState) a slotted dataclass with a generated ``copy``."""
    if not issubclass(cls, GameState):
        raise TypeError(f"{cls.__name__} must extend boardkit.core.GameState")
    made = dataclasses.dataclass(slots=True)(cls)
    made.copy = _copier(made)  # type: ignore[attr-defined]
    return made
