"""Real Puerto Rico positions for the board checks: (view, legal actions, glossary) as the shell sends them.

Positions come from seeded random play (one per phase of interest, and one for every action kind the
engine offers, so every kind of click is drawn at least once), from the rulebook's captain example
(l.411-429) set up with Scenario overrides, and from a viewer's seat (hidden VP chips, l.392).
"""

from __future__ import annotations

from typing import Any

import boardkit
from boardkit import Action, Scenario
from tests.boards.harness import first_of_each_kind, first_state, game_end, payload, random_play

GAME = boardkit.games.get("puerto_rico")

# name: (players, options, seed, phase wanted, step wanted or None, minimum round)
WANTED = {
    "roles_r1_3p": (3, {}, 7, "role_selection", None, 1),
    "settler_3p": (3, {}, 7, "settler", "take", 2),
    "mayor_4p": (4, {}, 3, "mayor", "place", 4),
    "builder_4p": (4, {}, 3, "builder", "build", 6),
    "trader_3p": (3, {}, 11, "trader", "sell", 5),
    "captain_5p": (5, {}, 5, "captain", "ship", 6),
    "storage_3p": (3, {}, 7, "captain_storage", None, 4),
    "draft_nb_nobles_4p": (4, {"new_buildings": True, "nobles": True}, 1, "draft", None, 0),
    "late_nb_nobles_4p": (4, {"new_buildings": True, "nobles": True}, 1, "mayor", "place", 10),
    "two_players": (2, {}, 4, "builder", "build", 5),
}
BOTH = {"new_buildings": True, "nobles": True}


def reach(players: int, options: dict, seed: int, phase: str, step: str | None, min_round: int) -> Any:
    at = f"{phase}/{step} from round {min_round}"

    def here(s: Any) -> bool:
        return s.phase == phase and (step is None or s.step == step) and s.round >= min_round

    return first_state(GAME, players, seed, here, at, **options)


def by_action_kind(seeds: range = range(30)) -> dict[str, Any]:
    """The first position (random play, both expansions and the base game) offering each action kind."""
    return first_of_each_kind(GAME, ((4, BOTH), (4, {})), seeds)


def game_over_state() -> Any:
    return game_end(GAME, 3, 9)


def captain_example() -> Any:
    """The rulebook's captain example (l.411-429): Anna (P1) has just taken the captain."""
    return Scenario(
        name="l.411-429",
        game="puerto_rico",
        players=4,
        seed=1,
        overrides={
            "seats.0.goods": [2, 0, 6, 0, 0],
            "seats.1.goods": [0, 0, 2, 3, 0],
            "seats.2.goods": [2, 0, 0, 1, 0],
            "seats.3.goods": [1, 5, 0, 0, 0],
            "ship_good": [-1, 0, -1],
            "ship_load": [0, 3, 0],
            "goods_supply": [2, 6, 3, 5, 9],
        },
        script=[Action("role", 0, role="captain")],
    ).state()


def several_loads() -> Any:
    """The first captain decision of seeded random play (4 players) where one ship may take several goods:
    an empty ship and a player with more than one kind of good (l.411-419), one element, several moves."""
    for seed in range(30):
        for s, legal in random_play(GAME, 4, seed):
            ships = [a["ship"] for a in legal if a.kind == "load"]
            if any(ships.count(ship) > 1 for ship in ships):
                return s
    raise LookupError("no ship offered several goods in 30 seeded games")


def shell_widget() -> Any:
    from boardkit.widgets import GameView

    return GameView(GAME, captain_example())


def fixtures() -> dict[str, dict]:
    out = {name: payload(GAME, reach(*spec)) for name, spec in WANTED.items()}
    out["captain_example"] = payload(GAME, captain_example())
    out["captain_example_ru"] = payload(GAME, captain_example(), "ru")
    out["seat_view_p2"] = payload(GAME, reach(*WANTED["builder_4p"]), player=1)
    out["game_over_3p"] = payload(GAME, game_over_state())
    out["several_loads"] = payload(GAME, several_loads())
    for kind, s in sorted(by_action_kind().items()):
        out[f"kind_{kind}"] = payload(GAME, s)
    return out
