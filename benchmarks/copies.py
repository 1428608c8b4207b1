"""Copy run.py's mid-game state N times, to count a copy's instructions under cachegrind.

    PYTHONHASHSEED=0 valgrind --tool=cachegrind --cache-sim=no python benchmarks/copies.py SLUG PLAYERS OPTIONSET 0
    PYTHONHASHSEED=0 valgrind --tool=cachegrind --cache-sim=no python benchmarks/copies.py SLUG PLAYERS OPTIONSET 20000

The difference of the two "I refs" counts over N is one ``copy_state``'s instructions (with the call).
"""

from __future__ import annotations

import sys

from run import random_game

from boardkit import games


def main() -> None:
    slug, players, label, n = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    g = games.get(slug)
    _, states = random_game(g, players, 7, g.option_sets()[label], keep=True)
    mid = states[len(states) // 2]  # the state run.py times
    copy = g.copy_state
    for _ in range(n):
        copy(mid)


if __name__ == "__main__":
    main()
