"""Views for the Founders board tests: one written by hand to the contract, the rest from the engine."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from boardkit.games.founders_of_empire.game import GAME
from tests.boards.harness import payload

SQUARES = json.loads(
    (Path(__file__).resolve().parents[3] / "boardkit/games/founders_of_empire/squares.json").read_text(
        "utf-8"
    )
)


def sq(i: int) -> dict[str, Any]:
    r = SQUARES[i]
    return {k: r[k] for k in ("id", "deck", "name", "requires", "produces", "vp", "source")}


def placed(cell: tuple[int, int], i: int, **marks: Any) -> dict[str, Any]:
    return {
        "cell": list(cell),
        "square": sq(i),
        "ravaged": marks.get("ravaged", False),
        "coins": marks.get("coins", 0),
        "craftsman": marks.get("craftsman"),
        "producing": marks.get("producing", True),
        "unprotected": marks.get("unprotected", False),
    }


def hand_written_token_case(lang: str = "en") -> dict[str, Any]:
    """Token step of P1 (seat 0) holding one of every token: every kind of clickable target at once."""
    realms = [
        {
            "player": 0,
            "squares": [
                placed((0, 0), 0),
                placed((1, 0), 8),
                placed((0, 1), 27, unprotected=True),  # mine: a craftsman (iron) may go here
                placed((1, 1), 4, unprotected=True),
                placed((2, 0), 48, unprotected=True),
            ],
            "carts": [],
            "face_down": 1,
            "hand": {"war": 1, "coin": 1, "cart": 1, "craftsman": ["iron"]},
            "score": 3,
        },
        {
            "player": 1,
            "squares": [
                placed((0, 0), 12),
                placed((0, 1), 24, unprotected=True),  # stables: the unprotected horses
                placed((1, 0), 16),
                placed((1, 1), 32, craftsman="wine", producing=False),
                placed((1, 2), 82, ravaged=True, producing=False, unprotected=True),
            ],
            "carts": [[0, 0]],
            "face_down": 0,
            "hand": {"war": 0, "coin": 2, "cart": 0, "craftsman": []},
            "score": 4,
        },
        {
            "player": 2,
            "squares": [
                placed((0, 0), 20, coins=1, producing=False, unprotected=True),
                placed((1, 0), 5, unprotected=True),
                placed((-1, 0), 44, unprotected=True),
            ],
            "carts": [],
            "face_down": 0,
            "hand": {"war": 0, "coin": 0, "cart": 0, "craftsman": ["wine"]},
            "score": 1,
        },
    ]
    view = {
        "game": "founders_of_empire",
        "players": 3,
        "first_player": 0,
        "current_player": 0,
        "phase": "token",
        "round": 4,
        "turn": 10,
        "stacks": {"nature": 11, "village": 19, "city": 21},
        "rows": {
            "nature": [sq(1), sq(9), sq(13), sq(17), sq(21)],
            "village": [sq(25), sq(28), sq(33)],
            "city": [sq(54)],
        },
        "prizes": [sq(i) for i in (72, 74, 77, 83, 84, 85, 88, 91, 93, 96)],
        "draft": [],
        "drawn": None,
        "box": [sq(2), sq(3)],
        "supply": {"war": 5, "coin": 3, "cart": 5, "craftsman": 4},
        "turn_state": {"revealed": "village", "token_played": None, "coin": None},
        "realms": realms,
        "over": False,
        "winners": [],
    }
    acts: list[dict[str, Any]] = []

    def add(kind: str, label: str, **args: Any) -> None:
        acts.append({"index": len(acts), "kind": kind, "player": 0, "args": args, "label": label})

    add("skip_token", "play no token")
    for target, cell in ((1, [0, 1]), (1, [1, 2]), (2, [0, 0]), (2, [1, 0]), (2, [-1, 0])):
        add("play_war", f"play a war token: P{target + 1} at {tuple(cell)}", target=target, cell=cell)
    add("play_coin", "play a coin token: P2 at (0, 1) → horses", target=1, cell=[0, 1], resource="horses")
    add("play_coin", "play a coin token: P2 at (1, 0) → wood", target=1, cell=[1, 0], resource="wood")
    add("play_coin", "play a coin token: P2 at (1, 0) → water", target=1, cell=[1, 0], resource="water")
    add("play_coin", "play a coin token: P3 at (1, 0) → stone", target=2, cell=[1, 0], resource="stone")
    add("play_coin", "play a coin token: P3 at (1, 0) → plants", target=2, cell=[1, 0], resource="plants")
    add("play_cart", "play a cart token: (0, 0)", junction=[0, 0])
    add("play_craftsman", "play a craftsman token: iron at (0, 1)", craftsman="iron", cell=[0, 1])
    return {"view": view, "actions": acts, "glossary": GAME.glossary.table(lang), "lang": lang}


def play_until(seed: int, want: Callable[[Any, Any], bool], limit: int = 400) -> Any:
    """A seeded random game of 3 played until ``want(GAME, state)`` holds (None if it never does)."""
    rnd = random.Random(seed)
    s = GAME.new_game(players=3, seed=seed)
    for _ in range(limit):
        if want(GAME, s):
            return s
        if GAME.is_over(s):
            return None
        s = GAME.apply(s, rnd.choice(GAME.legal_actions(s)))
    return None


def _kinds(g: Any, s: Any) -> set[str]:
    return {a.kind for a in g.legal_actions(s)}


def engine_states() -> Iterator[tuple[str, Any]]:
    """Named moments of real games: setup, each step of a turn, several tokens, the end."""
    yield "engine_draft", play_until(7, lambda g, s: s.phase == "draft")
    yield "engine_place_start", play_until(7, lambda g, s: s.phase == "place_start")
    yield "engine_reveal", play_until(7, lambda g, s: s.phase == "reveal" and s.turn > 6)
    yield "engine_annex", play_until(7, lambda g, s: s.phase == "annex" and s.turn > 12)
    for seed in range(1, 40):
        s = play_until(seed, lambda g, s: s.phase == "token" and {"play_war", "play_coin"} <= _kinds(g, s))
        if s is not None:
            yield "engine_token", s
            break
    for seed in range(1, 40):
        s = play_until(seed, lambda g, s: "place_fallback" in _kinds(g, s))
        if s is not None:
            yield "engine_fallback", s
            break
    yield "engine_over", play_until(7, lambda g, s: g.is_over(s), limit=1000)


def all_cases() -> Iterator[tuple[str, dict[str, Any]]]:
    yield "hand_written_token", hand_written_token_case()
    for name, state in engine_states():
        if state is not None:
            yield name, payload(GAME, state)
