"""Real Santa Maria positions for the board checks: (view, legal actions, glossary) as the shell sends them.

Positions come from seeded random play: the first one offering each action kind (base, advanced with
shared blue dice, boards chosen in turn, the American Kingdoms with Modules A-C), a few moments of a
four-player game, the expansion's moments, a seat's own view (others'
happiness and sea-trade tiles face down, l.91, l.178), Russian, and the end of a game.
"""

from __future__ import annotations

import itertools
from typing import Any

import boardkit
from tests.boards.harness import first_of_each_kind, game_end, payload, random_play

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
    found = first_of_each_kind(GAME, [(4, options) for options in SETUPS], seeds)
    for kind, (options, more) in RARE.items():
        if kind not in found:
            found |= first_of_each_kind(GAME, [(4, options)], more, wanted={kind})
    return found


def by_maya_kind(seeds: range = range(8)) -> dict[str, Any]:
    """The first position (random Maya play, 5 then 3 players) offering each Maya action kind."""
    return first_of_each_kind(GAME, [(5, MAYA), (3, MAYA)], seeds, wanted=MAYA_KINDS)


def after(moves: int, players: int = 4, seed: int = 3, **options: Any) -> Any:
    """The state ``moves`` random moves into a game (or its end)."""
    *_, (s, _) = itertools.islice(random_play(GAME, players, seed, **options), moves + 1)
    return s


def game_over_state(players: int = 4, seed: int = 9) -> Any:
    return game_end(GAME, players, seed)


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
