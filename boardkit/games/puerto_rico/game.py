"""Puerto Rico behind the common engine contract."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, Event, Game, Glossary, IllegalAction, Phase
from boardkit.core.data import load_json

from . import builder, captain, craftsman, guests, mayor, roles, settler, trader
from .explain import explain
from .scoring import score_row, tiebreak_key
from .setup import new_state
from .state import PRState
from .tables import PHASES, track_rows
from .view import board_view, label


def _over(s: PRState) -> list[Action]:
    return []


LEGAL = {
    "draft": roles.draft_legal,
    "role_selection": roles.legal,
    "settler": settler.legal,
    "mayor": mayor.legal,
    "builder": builder.legal,
    "craftsman": craftsman.legal,
    "trader": trader.legal,
    "captain": captain.legal,
    "captain_storage": captain.legal,
    "game_over": _over,
}
APPLY = {
    "draft": roles.draft_apply,
    "role_selection": roles.apply,
    "settler": settler.apply,
    "mayor": mayor.apply,
    "builder": builder.apply,
    "craftsman": craftsman.apply,
    "trader": trader.apply,
    "captain": captain.apply,
    "captain_storage": captain.apply,
}


def legal(s: PRState) -> list[Action]:
    acts = LEGAL[s.phase](s)
    if s.new_buildings and acts:
        acts += guests.moves(s)
    return acts


def settle(s: PRState) -> None:
    """Play every decision that has a single option, then cache the real choice on the state."""
    while True:
        acts = legal(s)
        if len(acts) != 1:
            break
        a = acts[0]
        s.log = s.log.add(Event("auto", a.player, "", "only possible move: {0}", (a,)))
        APPLY[s.phase](s, a)
    s._legal = tuple(acts)


class PuertoRico(Game):
    slug = "puerto_rico"
    title = "Puerto Rico"
    player_counts = (2, 3, 4, 5)
    state_type = PRState
    glossary = Glossary(load_json("boardkit.games.puerto_rico", "glossary.json"))

    def new_game(self, players: int, seed: int | str = 0, **options: Any) -> PRState:
        unknown = set(options) - {"new_buildings", "nobles"}
        if unknown:
            raise ValueError(
                f"unknown options {sorted(unknown)}; Puerto Rico has new_buildings and nobles (l.796, l.984)"
            )
        if players not in self.player_counts:
            raise ValueError(f"Puerto Rico is for 2-5 players (l.83, l.752), not {players}")
        s = new_state(players, seed, bool(options.get("new_buildings")), bool(options.get("nobles")))
        settle(s)
        return s

    def option_sets(self) -> dict[str, dict[str, Any]]:
        return {
            "base": {},
            "new_buildings": {"new_buildings": True},
            "nobles": {"nobles": True},
            "both": {"new_buildings": True, "nobles": True},
        }

    def _legal_actions(self, s: PRState) -> list[Action]:
        return legal(s)

    def _apply(self, s: PRState, a: Action) -> None:
        if a.kind == "guest":
            guests.apply(s, a)
        else:
            APPLY[s.phase](s, a)
        settle(s)

    def copy_state(self, s: PRState) -> PRState:
        return s.copy()

    def is_over(self, s: PRState) -> bool:
        return s.phase == "game_over"

    def score_rows(self, s: PRState) -> list[dict[str, Any]]:
        return [score_row(s, seat) for seat in s.seats]

    def tiebreak(self, s: PRState, player: int) -> tuple:
        return tiebreak_key(s, player)

    def phase_list(self) -> list[Phase]:
        return list(PHASES)

    def track_rows(self) -> dict[str, list[dict[str, Any]]]:
        return track_rows()

    def explain_illegal(self, s: PRState, a: Action) -> IllegalAction:
        return explain(s, a) or super().explain_illegal(s, a)

    def view(self, s: PRState, player: int | None = None) -> dict[str, Any]:
        return board_view(s, player)

    def describe(self, a: Action) -> str:
        return label(a, self.glossary)

    def check_state(self, state: PRState) -> None:
        from . import invariants  # here, not at the top: keeps this addition in one place

        invariants.check(state)

    def position(self, **description: Any) -> PRState:
        """A checked position from names, not indexes; see position.py for the description."""
        from . import position

        return position.build(**description)


GAME = PuertoRico()
