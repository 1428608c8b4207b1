"""Real Maracaibo positions for the board checks: (view, legal actions, glossary) as the shell sends them.

Positions come from seeded random play: one per phase of interest, one for every action kind the engine
offers (so every kind of click is drawn at least once), one for every kind of pending choice, solo with
Jean, a seat's own view (others' hands hidden), the whole table, Russian, and a finished game.
"""

from __future__ import annotations

from typing import Any

import boardkit
from tests.boards.harness import first_of_each_kind, first_state, game_end, payload

GAME = boardkit.games.get("maracaibo")
CONFIGS = ((1, {}), (2, {}), (3, {"campaign": True}), (4, {}))


def by_action_kind(seeds: range = range(4)) -> dict[str, Any]:
    """The first position offering each action kind, and each kind of pending choice (choose:<kind>)."""
    return first_of_each_kind(
        GAME, CONFIGS, seeds, more=lambda s: [f"choose:{s.pending[0][0]}"] if s.pending else []
    )


def reach(players: int, options: dict, seed: int, phase: str, min_round: int = 1) -> Any:
    at = f"{phase} from round {min_round}"
    return first_state(
        GAME, players, seed, lambda s: s.phase == phase and s.round >= min_round, at, **options
    )


def game_over_state(players: int = 2, seed: int = 5) -> Any:
    return game_end(GAME, players, seed)


def fixtures() -> dict[str, dict]:
    out = {
        "setup_4p": payload(GAME, reach(4, {}, 1, "setup")),
        "sail_r2_4p": payload(GAME, reach(4, {}, 1, "sail", 2), player=None),
        "main_r3_3p_campaign": payload(GAME, reach(3, {"campaign": True}, 2, "main", 3)),
        "solo_jean": payload(GAME, reach(1, {}, 3, "sail", 2)),
        "seat_view_p2": payload(GAME, reach(4, {}, 1, "main", 2), player=1),
        "main_ru": payload(GAME, reach(4, {}, 1, "main", 2), "ru"),
        "game_over_2p": payload(GAME, game_over_state()),
    }
    for kind, s in sorted(by_action_kind().items()):
        out[f"kind_{kind.replace(':', '_')}"] = payload(GAME, s, player=s.current_player)
    return out
