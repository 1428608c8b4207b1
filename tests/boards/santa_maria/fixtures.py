"""Real Santa Maria positions for the board checks: (view, legal actions, glossary) as the shell sends them.

Positions come from seeded random play: the first one offering each action kind (base, advanced with
shared blue dice, boards chosen in turn, the American Kingdoms with Modules A-C), a few moments of a
four-player game, the expansion's moments, a seat's own view (others'
happiness and sea-trade tiles face down, l.91, l.178), Russian, and the end of a game.
"""

from __future__ import annotations

import random
from typing import Any

import boardkit
from tests.boards.harness import payload

GAME = boardkit.games.get("santa_maria")
# The option sets random play walks, so every kind of move shows up (VIEW.md lists them).
MODULES = {"kingdoms": True, "governor": True, "specialists": True, "ambassadors": True, "advanced": True}
SETUPS = ({"advanced": True, "shared_blue": True}, {}, {"choose_boards": True}, MODULES)
KINDS = {"place", "activate", "use_die", "pass", "expand", "ship", "trade", "religion", "monk", "road"}
KINDS |= {"skip", "sell", "buy", "town_hall", "board"}
KINDS |= {"cocoa_die", "special_ship", "navigate", "hire", "improve", "ambassador", "archery"}
KINDS |= {"philosophy", "meditate", "ambassador_archery", "diagonal"}  # scholars' moves (l.995-1005)
# Module D (l.825-951): the Maya's moves and the answer of the player it asks, on the city board.
MAYA = {"kingdoms": True, "ambassadors": True, "maya": True}
MAYA_KINDS = {"city_die", "play_card", "priest", "walk", "stop", "tech", "temple", "fill", "draw_card"}
MAYA_KINDS |= {"store", "fork", "reserve_buy", "reserve_sell", "set_aside", "redraw", "offer", "done"}
MAYA_KINDS |= {"accept", "decline", "construct"}
# Navigation needs its scholar and a governor stopped on a road (l.1009): rare, so searched further;
# so do Philosophy (a monk on it and a blue die) and Meditation (joining the taken lowest pass space).
RARE = {
    "navigate": ({"kingdoms": True, "governor": True, "advanced": True}, range(300)),
    "philosophy": ({}, range(100)),
    "meditate": (MODULES, range(100)),
}


def by_action_kind(seeds: range = range(6)) -> dict[str, Any]:
    """The first position (random play, four players) offering each action kind."""
    found: dict[str, Any] = {}
    for options in SETUPS:
        for seed in seeds:
            rng = random.Random(seed)
            s = GAME.new_game(4, seed=seed, **options)
            while not GAME.is_over(s):
                legal = GAME.legal_actions(s)
                for a in legal:
                    found.setdefault(a.kind, s)
                s = GAME.apply(s, rng.choice(legal))
    for kind, (options, more) in RARE.items():
        for seed in more:
            if kind in found:
                break
            rng = random.Random(seed)
            s = GAME.new_game(4, seed=seed, **options)
            while not GAME.is_over(s) and kind not in found:
                legal = GAME.legal_actions(s)
                if any(a.kind == kind for a in legal):
                    found[kind] = s
                s = GAME.apply(s, rng.choice(legal))
    return found


def by_maya_kind(seeds: range = range(8)) -> dict[str, Any]:
    """The first position (random Maya play, 5 then 3 players) offering each Maya action kind."""
    found: dict[str, Any] = {}
    for players in (5, 3):
        for seed in seeds:
            if set(found) >= MAYA_KINDS:
                return found
            rng = random.Random(seed)
            s = GAME.new_game(players, seed=seed, **MAYA)
            while not GAME.is_over(s):
                legal = GAME.legal_actions(s)
                for a in legal:
                    if a.kind in MAYA_KINDS:
                        found.setdefault(a.kind, s)
                s = GAME.apply(s, rng.choice(legal))
    return found


def after(moves: int, players: int = 4, seed: int = 3, **options: Any) -> Any:
    """The state ``moves`` random moves into a game (or its end)."""
    rng = random.Random(seed)
    s = GAME.new_game(players, seed=seed, **options)
    for _ in range(moves):
        if GAME.is_over(s):
            break
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    return s


def game_over_state(players: int = 4, seed: int = 9) -> Any:
    rng = random.Random(seed)
    s = GAME.new_game(players, seed=seed)
    while not GAME.is_over(s):
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    return s


def fixtures() -> dict[str, dict]:
    out = {
        "opening_4p": payload(GAME, GAME.new_game(4, seed=1)),
        "midgame_4p": payload(GAME, after(30)),
        "midgame_4p_ru": payload(GAME, after(30), "ru"),
        "advanced_shared_blue_4p": payload(GAME, after(12, advanced=True, shared_blue=True)),
        "seat_view_p2": payload(GAME, after(30), player=1),
        "solo": payload(GAME, after(10, players=1)),
        "game_over_4p": payload(GAME, game_over_state()),
        "solo_over": payload(GAME, game_over_state(players=1)),
        "modules_opening_4p": payload(GAME, after(6, **MODULES)),
        "modules_midgame_4p": payload(GAME, after(40, **MODULES)),
        "modules_midgame_4p_ru": payload(GAME, after(40, **MODULES), "ru"),
        "modules_over_4p": payload(GAME, after(10_000, **MODULES)),
    }
    for kind, s in sorted(by_action_kind().items()):
        out[f"kind_{kind}"] = payload(GAME, s)
    for kind, s in sorted(by_maya_kind().items()):
        # through the mover's eyes, as GameView's default seat "current" draws it: the Maya sees its hand
        out[f"maya_{kind}"] = payload(GAME, s, player=s.current_player)
    out["maya_midgame_5p_ru"] = payload(GAME, after(120, players=5, **MAYA), "ru")
    out["maya_seat_view_p1"] = payload(GAME, after(120, players=5, **MAYA), player=0)
    return out
