"""Random playouts to count instructions with, since wall-clock moves 2-3x on a shared machine.

    PYTHONHASHSEED=0 valgrind --tool=cachegrind --cache-sim=no python benchmarks/instructions.py SLUG PLAYERS 0
    PYTHONHASHSEED=0 valgrind --tool=cachegrind --cache-sim=no python benchmarks/instructions.py SLUG PLAYERS 1

A fourth argument names one of the game's option sets (``option_sets()``, as benchmarks/run.py labels its
rows), e.g. ``santa_maria 4 1 governor_advanced``; without it (or with ``-``) the game's defaults are played.
A fifth sets the number of warm-up games (40) and a sixth the number of measured games (10): a solo game has
15 decisions, so 10 of them are too few against the noise of two runs' start-up (a few per cent of it).

Both runs play 40 warm-up games (seeds 500..539); the second then plays 10 measured games (seeds
1000..1009) and prints their decisions. The measured games cost the difference of the two
"I refs" counts; divided by the decisions, that is instructions per decision (docs/performance.md).
Both runs end without the interpreter's shutdown (``os._exit``): its last garbage collection walks every
object still alive, and the measured run holds 10 games more of the engine's caches, so that walk's extra
cost (in cache misses above all) would be counted against the measured games.

With ``--cache-sim=yes --LL=2097152,16,64`` (this machine's 2 MB L2 as the last level) the same difference
gives the L1 and L2 data misses per decision.
"""

from __future__ import annotations

import os
import random
import sys

from boardkit import games


def play(g: object, players: int, seed: int, options: dict | None = None) -> int:
    rng = random.Random(seed)
    s = g.new_game(players, seed=seed, **(options or {}))  # type: ignore[attr-defined]
    n = 0
    while not g.is_over(s):  # type: ignore[attr-defined]
        s = g.apply(s, rng.choice(g.legal_actions(s)))  # type: ignore[attr-defined]
        n += 1
    return n


def main() -> None:
    if len(sys.argv) < 4 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        sys.exit(0 if sys.argv[1:2] in (["-h"], ["--help"]) else 2)
    slug, players, measure = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1"
    g = games.get(slug)
    options = g.option_sets()[sys.argv[4]] if len(sys.argv) > 4 and sys.argv[4] != "-" else {}
    warm = int(sys.argv[5]) if len(sys.argv) > 5 else 40
    for seed in range(500, 500 + warm):
        play(g, players, seed, options)
    if measure:
        measured = int(sys.argv[6]) if len(sys.argv) > 6 else 10
        print("decisions", sum(play(g, players, seed, options) for seed in range(1000, 1000 + measured)))


if __name__ == "__main__":
    main()
    sys.stdout.flush()
    os._exit(0)  # no shutdown collection (see the docstring)
