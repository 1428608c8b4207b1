"""A game's own moves made once and shared: an ``Action`` is an immutable value, so legal lists reuse the
same objects turn after turn, building one costs more than finding it, and core's legality test finds
the engine's own object by identity.

Each game makes its own table (``Interned()``), so that no move of one game is ever handed to another.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .action import Action

LIMIT = 200_000  # far above the distinct moves of any game: a guard against a runaway, not a tuning knob


class Interned:
    """One game's table of moves, keyed flat (kind, player, names..., values...): no inner tuple to hash.

    ``act``, ``act0``, ``act1``, ``act2`` and ``move`` are plain functions over the table (no ``self``
    on the hot path): ``act1(kind, p, name, value)`` is ``act(kind, p, **{name: value})`` without the
    keyword dict, and ``move(kind, p, *pairs)`` takes the arguments as (name, value) pairs. Each returns
    the same object for the same move, whichever of them made it.
    """

    __slots__ = ("act", "act0", "act1", "act2", "move", "table")

    act: Callable[..., Action]
    act0: Callable[[str, int], Action]
    act1: Callable[[str, int, str, Any], Action]
    act2: Callable[[str, int, str, Any, str, Any], Action]
    move: Callable[..., Action]

    def __init__(self) -> None:
        made: dict[tuple, Action] = {}
        self.table = made
        # Only the engine's own plain values come here (never caller input), so the checks are skipped;
        # a value that is not hashable fails at the key, before any action is made.
        trusted = Action.trusted

        def act(kind: str, player: int, /, **args: Any) -> Action:
            key = (kind, player, *args, *args.values())
            found = made.get(key)
            if found is None:
                if len(made) > LIMIT:
                    made.clear()
                found = made[key] = trusted(kind, player, tuple(args.items()))
            return found

        def act0(kind: str, player: int) -> Action:
            found = made.get((kind, player))
            return act(kind, player) if found is None else found

        def act1(kind: str, player: int, name: str, value: Any) -> Action:
            found = made.get((kind, player, name, value))
            return act(kind, player, **{name: value}) if found is None else found

        def act2(kind: str, player: int, name: str, value: Any, name2: str, value2: Any) -> Action:
            found = made.get((kind, player, name, name2, value, value2))
            return act(kind, player, **{name: value, name2: value2}) if found is None else found

        def move(kind: str, player: int, *pairs: tuple[str, Any]) -> Action:
            key = (kind, player, pairs)  # its own key too, to the same object: no flat key to build
            found = made.get(key)
            if found is None:
                found = made[key] = act(kind, player, **dict(pairs))
            return found

        self.act, self.act0, self.act1, self.act2, self.move = act, act0, act1, act2, move
