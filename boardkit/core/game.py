"""The engine contract every game follows (see design.md, "The engine contract").

A game subclasses ``Game`` and fills in the engine hooks (``_legal_actions``,
``_apply``, ``copy_state`` ...). The public methods here are the same for all
five games, so widgets, bots, simulation, tests and benchmarks need no special
cases.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from typing import Any

from . import codec
from .action import Action
from .errors import IllegalAction
from .i18n import COMMON, Glossary
from .phases import Phase
from .tables import frame


def cache_field() -> Any:
    """A dataclass field for per-state caches: not compared, not serialized, not copied."""
    return dataclasses.field(default=None, init=False, repr=False, compare=False)


class Game(ABC):
    """One game's rules behind the common contract. Instances are stateless and shareable."""

    slug: str = ""
    title: str = ""
    player_counts: tuple[int, ...] = ()
    state_type: type = object
    glossary: Glossary = Glossary({})

    # --- engine hooks (standard library only) -------------------------------------------

    @abstractmethod
    def new_game(self, players: int, seed: int | str = 0, **options: Any) -> Any:
        """A fresh state after setup; options are the rulebook's variants."""

    @abstractmethod
    def _legal_actions(self, state: Any) -> list[Action]:
        """All legal actions of ``state.current_player``; empty exactly when the game is over."""

    @abstractmethod
    def _apply(self, state: Any, action: Action) -> None:
        """Carry out a legal ``action`` in place on ``state``, a fresh copy made by ``copy_state``."""

    @abstractmethod
    def copy_state(self, state: Any) -> Any:
        """A copy that ``_apply`` may change without touching ``state`` (share what won't change)."""

    @abstractmethod
    def is_over(self, state: Any) -> bool: ...

    @abstractmethod
    def score_rows(self, state: Any) -> list[dict[str, Any]]:
        """One dict per seat: each scoring category, then 'total'."""

    @abstractmethod
    def phase_list(self) -> list[Phase]: ...

    def track_rows(self) -> dict[str, list[dict[str, Any]]]:
        """Track and effect tables as plain rows; the game overrides this when it has any."""
        return {}

    def option_sets(self) -> dict[str, dict[str, Any]]:
        """Named ``new_game`` option combinations worth telling apart (benchmarks, property tests)."""
        return {"base": {}}

    def tiebreak(self, state: Any, player: int) -> tuple:
        """What decides among tied totals, best first (the rulebook's tie-breaker)."""
        return ()

    def explain_illegal(self, state: Any, action: Action) -> IllegalAction:
        """Why ``action`` is not legal here; games override to name the precise rule."""
        if self.is_over(state):
            return IllegalAction(f"{action}: the game is over", action=action)
        if getattr(action, "player", None) != state.current_player:
            return IllegalAction(
                f"{action}: it is P{state.current_player + 1}'s decision, not P{action.player + 1}'s",
                rule="turn order",
                action=action,
            )
        return IllegalAction(f"{action} is not legal in phase {state.phase!r}", action=action)

    def view(self, state: Any, player: int | None = None) -> dict[str, Any]:
        """What ``player`` may see (None: what everyone may see), as JSON values."""
        return codec.encode(state)

    def check_state(self, state: Any) -> None:
        """Raise ``StateError`` naming the field when ``state`` breaks the game's invariants.

        Called by ``from_json`` and by the game's position builder, so nothing inconsistent
        reaches ``legal_actions`` or the board. Games override it (their ``invariants.py``).
        """

    def position(self, **description: Any) -> Any:
        """A state from a readable description (names, not indexes); see the game's position.py."""
        raise NotImplementedError(f"{self.slug} has no position builder")

    def describe(self, action: Action) -> str:
        """A player-facing label for an action (buttons, logs)."""
        return str(action)

    # --- the public contract --------------------------------------------------------------

    def legal_actions(self, state: Any) -> list[Action]:
        return list(self._legal_tuple(state))

    def _legal_tuple(self, state: Any) -> tuple[Action, ...]:
        # States are never changed after apply returns them, so their legal actions can be kept
        # on them (every state type declares ``_legal: tuple | None = cache_field()``).
        cached = state._legal
        if cached is None:
            cached = state._legal = tuple(self._legal_actions(state))
        return cached

    def is_legal(self, state: Any, action: Action) -> bool:
        return action in self._legal_tuple(state)

    def apply(self, state: Any, action: Action) -> Any:
        """A NEW state after ``action``; ``state`` is never changed. Raises IllegalAction."""
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}", action=action)
        if not self.is_legal(state, action):
            raise self.explain_illegal(state, action)
        new = self.copy_state(state)
        new._legal = None
        self._apply(new, action)
        return new

    def score(self, state: Any) -> Any:
        """pandas DataFrame: one row per player, a column per scoring category, total and rank."""
        rows = self.score_rows(state)
        ranks = self.ranks(state, rows)
        table = [{"player": f"P{i + 1}", **row, "rank": ranks[i]} for i, row in enumerate(rows)]
        return frame(table, COMMON.merged(self.glossary), index="player")

    def ranks(self, state: Any, rows: list[dict[str, Any]] | None = None) -> list[int]:
        """1 = winner; equal keys (total, then the tie-breaker) share a rank."""
        rows = rows if rows is not None else self.score_rows(state)
        keys = [(row["total"], *self.tiebreak(state, i)) for i, row in enumerate(rows)]
        return [1 + sum(1 for other in keys if other > key) for key in keys]

    def winners(self, state: Any) -> list[int]:
        ranks = self.ranks(state)
        return [i for i, r in enumerate(ranks) if r == 1]

    def phases(self) -> list[Phase]:
        return self.phase_list()

    def tracks(self) -> dict[str, Any]:
        return {name: frame(rows, self.glossary) for name, rows in self.track_rows().items()}

    def to_json(self, state: Any) -> str:
        return codec.dumps(state, self.state_type)

    def from_json(self, text: str) -> Any:
        state = codec.loads(self.state_type, text)
        self.check_state(state)
        return state

    def __repr__(self) -> str:
        return f"<boardkit game {self.slug}>"
