"""«Поселенцы: Основатели Империи» behind the common engine contract."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, Game, IllegalAction, Phase

from . import rules
from .explain import explain
from .scoring import prize_count, score_parts
from .setup import new_state
from .squares import GLOSSARY
from .state import FoundersState
from .tables import PHASES, track_rows
from .view import board_view, label


class FoundersOfEmpire(Game):
    slug = "founders_of_empire"
    title = "Поселенцы: Основатели Империи"
    player_counts = (2, 3, 4)
    state_type = FoundersState
    glossary = GLOSSARY

    def new_game(self, players: int, seed: int | str = 0, **options: Any) -> FoundersState:
        if options:
            raise ValueError(f"the rulebook prints no variants; unknown options {sorted(options)}")
        return new_state(players, seed)

    def _legal_actions(self, state: FoundersState) -> list[Action]:
        return rules.legal(state)

    def _apply(self, state: FoundersState, action: Action) -> None:
        rules.apply(state, action)

    def copy_state(self, state: FoundersState) -> FoundersState:
        return state.copy()

    def is_over(self, state: FoundersState) -> bool:
        return state.phase == "over"

    def score_rows(self, state: FoundersState) -> list[dict[str, Any]]:
        return [score_parts(r) for r in state.realms]

    def tiebreak(self, state: FoundersState, player: int) -> tuple:
        return (prize_count(state.realms[player]),)  # l.148

    def phase_list(self) -> list[Phase]:
        return list(PHASES)

    def track_rows(self) -> dict[str, list[dict[str, Any]]]:
        return track_rows()

    def explain_illegal(self, state: FoundersState, action: Action) -> IllegalAction:
        return explain(state, action) or super().explain_illegal(state, action)

    def view(self, state: FoundersState, player: int | None = None) -> dict[str, Any]:
        # Hands are open (l.154): every player sees the same; only stack order is hidden.
        return board_view(state, self.winners(state) if self.is_over(state) else [])

    def describe(self, action: Action) -> str:
        try:
            return label(action)
        except (KeyError, IndexError, TypeError):
            return str(action)

    def check_state(self, state: FoundersState) -> None:
        from . import invariants  # here, not at the top: keeps this addition in one place

        invariants.check(state)

    def position(self, **description: Any) -> FoundersState:
        """A checked position from names, not indexes; see position.py for the description."""
        from . import position

        return position.build(**description)


GAME = FoundersOfEmpire()
