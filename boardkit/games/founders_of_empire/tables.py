"""Teaching tables: the phases in order and the reference tables (squares, tokens, setup, scoring)."""

from __future__ import annotations

from typing import Any

from .setup import DRAFT_SIZE, PRIZES_SHOWN
from .squares import SQUARES

TOKENS = [
    {
        "token_kind": "war",
        "played_on": "an opponent's unprotected square (farthest in its column)",
        "precondition": "the square is not ravaged yet",
        "effect": "the square is ravaged",
        "lasting_effect": "produces nothing for the rest of the game; prize and craftsman on it score 0",
        "vp_unplayed": 1,
        "rule": "l.162-166",
    },
    {
        "token_kind": "coin",
        "played_on": "an opponent's producing square",
        "precondition": "not a prize, ravaged, craftsman or already coined square; choose one of a green square's two resources",
        "effect": "this turn you may use that resource as if produced anywhere in your realm",
        "lasting_effect": "the square produces nothing on its owner's next turn; the owner then keeps the coin",
        "vp_unplayed": 1,
        "rule": "l.176-189",
    },
    {
        "token_kind": "cart",
        "played_on": "a junction of four of your own squares",
        "precondition": "four own squares meet there and no cart lies there yet",
        "effect": "the four squares are united; unions sharing a square merge",
        "lasting_effect": "each united square may pass on any resource produced in its union; stays when a square is replaced",
        "vp_unplayed": 1,
        "rule": "l.197-210",
    },
    {
        "token_kind": "craftsman",
        "played_on": "your own village square that itself produces the craftsman's resource",
        "precondition": "the square is not ravaged and has no craftsman",
        "effect": "the square stops producing",
        "lasting_effect": "2 VP at the end unless the square is ravaged",
        "vp_unplayed": 1,
        "rule": "l.216-223",
    },
]

SCORING = [
    {
        "category": "prize",
        "points": "VP printed on each prize square in your realm, unless ravaged",
        "rule": "l.143, l.162",
    },
    {
        "category": "craftsmen",
        "points": "2 per craftsman on your squares, unless ravaged",
        "rule": "l.144, l.164",
    },
    {
        "category": "tokens",
        "points": "1 per token in hand, coins on your squares collected first",
        "rule": "l.145, l.189",
    },
    {"category": "replaced", "points": "-1 per face-down (replaced) square", "rule": "l.146"},
    {"category": "total", "points": "the sum; ties go to more prize squares in the realm", "rule": "l.148"},
]


def track_rows() -> dict[str, list[dict[str, Any]]]:
    squares = [
        {
            "id": s.id,
            "deck": s.deck,
            "name": s.name,
            "requires": ", ".join(s.requires),
            "produces": ", ".join(s.produces),
            "vp": s.vp,
            "source": s.source,
        }
        for s in SQUARES
    ]
    setup = []
    for n in (2, 3, 4):
        setup.append(
            {
                "players": n,
                "prize_squares_shown": PRIZES_SHOWN[n],
                "draft_size": DRAFT_SIZE[n],
                "nature_stack": 24 - DRAFT_SIZE[n] - 2,
                "village_stack": 24 - 2,
                "city_stack": 24 - 1,
                "rule": "l.37-41",
            }
        )
    return {
        "squares": squares,
        "tokens": [dict(t) for t in TOKENS],
        "setup": setup,
        "scoring": [dict(r) for r in SCORING],
    }
