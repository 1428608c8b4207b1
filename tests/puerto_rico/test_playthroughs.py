"""Golden playthroughs: fixed-seed games with a fixed chooser, compared with the stored text traces.

Any change of behaviour shows as a diff of tests/playthroughs/puerto_rico_<config>.txt. After reviewing
a deliberate change, rewrite the traces with: BOARDKIT_REWRITE_PLAYTHROUGHS=1 pytest tests/puerto_rico
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from .helpers import G

DIR = Path(__file__).resolve().parent.parent / "playthroughs"
CONFIGS = {
    "base_2p": (2, {}, 11),
    "base_4p": (4, {}, 12),
    "new_buildings_3p": (3, {"new_buildings": True}, 13),
    "nobles_5p": (5, {"nobles": True}, 14),
    "both_4p": (4, {"new_buildings": True, "nobles": True}, 15),
}


def trace(players: int, options: dict, seed: int) -> str:
    """The whole game in words: every event of the log, then the score table."""
    chooser = random.Random(seed * 1000 + 7)
    s = G.new_game(players, seed, **options)
    while not G.is_over(s):
        s = G.apply(s, chooser.choice(G.legal_actions(s)))
    lines = [
        f"# Puerto Rico, {players} players, options {sorted(options)}, seed {seed}, random chooser {seed * 1000 + 7}"
    ]
    lines += [str(e) for e in s.log]
    for i, row in enumerate(G.score_rows(s)):
        lines.append(f"score P{i + 1}: " + ", ".join(f"{k} {v}" for k, v in row.items()))
    lines.append("winners: " + ", ".join(f"P{i + 1}" for i in G.winners(s)))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_playthrough_matches_the_golden_trace(name):
    players, options, seed = CONFIGS[name]
    text = trace(players, options, seed)
    path = DIR / f"puerto_rico_{name}.txt"
    if os.environ.get("BOARDKIT_REWRITE_PLAYTHROUGHS") == "1" or not path.exists():
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"{path.name} changed: review the diff, then rewrite"
