"""Golden playthroughs for every registered game: a seeded random game through the public contract, as text.

Each file tests/playthroughs/<slug>_<config>.txt is one game: the header, every event of the log,
the score rows and the winners. The configurations are listed here, so a file without one, or a
registered game without any file, is an error (tests/test_playthroughs.py).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, NamedTuple

from boardkit import games

DIR = Path(__file__).resolve().parent


class Config(NamedTuple):
    slug: str
    players: int
    options: dict[str, Any]
    seed: int


# file stem -> configuration; the chooser is seeded from the game seed (seed * 1000 + 7).
CONFIGS: dict[str, Config] = {
    "puerto_rico_base_2p": Config("puerto_rico", 2, {}, 11),
    "puerto_rico_base_4p": Config("puerto_rico", 4, {}, 12),
    "puerto_rico_new_buildings_3p": Config("puerto_rico", 3, {"new_buildings": True}, 13),
    "puerto_rico_nobles_5p": Config("puerto_rico", 5, {"nobles": True}, 14),
    "puerto_rico_both_4p": Config("puerto_rico", 4, {"new_buildings": True, "nobles": True}, 15),
    "founders_of_empire_base_2p": Config("founders_of_empire", 2, {}, 21),
    "founders_of_empire_base_3p": Config("founders_of_empire", 3, {}, 22),
    "founders_of_empire_base_4p": Config("founders_of_empire", 4, {}, 23),
}


def path_of(stem: str) -> Path:
    return DIR / f"{stem}.txt"


def trace(config: Config) -> str:
    """The whole game in words: every event of the log, then the score rows and the winners."""
    g = games.get(config.slug)
    players, options, seed = config.players, config.options, config.seed
    chooser = random.Random(seed * 1000 + 7)
    s = g.new_game(players, seed, **options)
    while not g.is_over(s):
        s = g.apply(s, chooser.choice(g.legal_actions(s)))
    lines = [
        f"# {g.title}, {players} players, options {sorted(options)}, seed {seed}, random chooser {seed * 1000 + 7}"
    ]
    lines += [str(e) for e in s.log]
    for i, row in enumerate(g.score_rows(s)):
        lines.append(f"score P{i + 1}: " + ", ".join(f"{k} {v}" for k, v in row.items()))
    lines.append("winners: " + ", ".join(f"P{i + 1}" for i in g.winners(s)))
    return "\n".join(lines) + "\n"


def stored() -> list[str]:
    """Stems of the playthrough files on disk, sorted."""
    return sorted(p.stem for p in DIR.glob("*.txt"))
