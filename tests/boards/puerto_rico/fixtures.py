"""Real Puerto Rico views for the board check: random play (fixed seeds) until a chosen kind of decision.

Each fixture is {"view", "actions", "glossary"} exactly as the GameView shell would send them.
"""

from __future__ import annotations

import random
from typing import Any

import boardkit
from boardkit.core import i18n

GAME = boardkit.games.get("puerto_rico")

# name: (players, options, seed, phase wanted, step wanted or None, minimum round)
WANTED = {
    "roles_r1_3p": (3, {}, 7, "role_selection", None, 1),
    "settler_3p": (3, {}, 7, "settler", "take", 2),
    "mayor_4p": (4, {}, 3, "mayor", "place", 4),
    "builder_4p": (4, {}, 3, "builder", "build", 6),
    "trader_3p": (3, {}, 11, "trader", "sell", 5),
    "captain_5p": (5, {}, 5, "captain", "ship", 6),
    "storage_3p": (3, {}, 2, "captain_storage", None, 4),
    "draft_nb_nobles_4p": (4, {"new_buildings": True, "nobles": True}, 1, "draft", None, 0),
    "late_nb_nobles_4p": (4, {"new_buildings": True, "nobles": True}, 1, "mayor", "place", 10),
    "two_players": (2, {}, 4, "builder", "build", 5),
}


def reach(players: int, options: dict, seed: int, phase: str, step: str | None, min_round: int) -> Any:
    rng = random.Random(seed)
    s = GAME.new_game(players, seed=seed, **options)
    for _ in range(20000):
        if GAME.is_over(s):
            break
        if s.phase == phase and (step is None or s.step == step) and s.round >= min_round:
            return s
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    return s  # over (or never reached): still a real state worth drawing


def payload(s: Any, lang: str = "en") -> dict:
    before = i18n.get_language()
    i18n.set_language(lang)
    try:
        legal = GAME.legal_actions(s)
        actions = [{"index": i, **a.to_json(), "label": GAME.describe(a)} for i, a in enumerate(legal)]
        return {"view": GAME.view(s), "actions": actions, "glossary": GAME.glossary.table(lang)}
    finally:
        i18n.set_language(before)


def game_over_state() -> Any:
    rng = random.Random(9)
    s = GAME.new_game(3, seed=9)
    while not GAME.is_over(s):
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    return s


def fixtures() -> dict[str, dict]:
    out = {name: payload(reach(*spec)) for name, spec in WANTED.items()}
    out["captain_5p_ru"] = payload(reach(*WANTED["captain_5p"]), "ru")
    out["game_over_3p"] = payload(game_over_state())
    return out
