"""Golden playthroughs for every registered game: a seeded random game through the public contract, as text.

Each file tests/playthroughs/<slug>_<config>.txt is one game: the header, every event of the log,
the score rows and the winners. A game lists its configurations in its own test folder
(``PLAYTHROUGHS`` in tests/<slug>/playthroughs.py); a game that lists none gets one per player count
with its first option set. A file without a configuration, or a registered game without any file, is
an error (tests/test_playthroughs.py).
"""

from __future__ import annotations

import importlib
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


def configs() -> dict[str, Config]:
    """File stem -> configuration for every registered game; the chooser is seeded from the seed (seed * 1000 + 7)."""
    out: dict[str, Config] = {}
    for slug in games.names():
        try:
            listed = importlib.import_module(f"tests.{slug}.playthroughs").PLAYTHROUGHS
        except ModuleNotFoundError as exc:
            if exc.name != f"tests.{slug}.playthroughs":
                raise  # a broken import inside the game's own list is an error, not "no list"
            g = games.get(slug)
            label, options = next(iter(g.option_sets().items()))
            listed = {f"{slug}_{label}_{n}p": Config(slug, n, options, 20 + n) for n in g.player_counts}
        out.update(listed)
    return out


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
