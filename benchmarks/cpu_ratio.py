"""Founders of the Empire against Puerto Rico in decisions per CPU-second, interleaved in one process.

    PYTHONPATH=<tree> python benchmarks/cpu_ratio.py [--rounds 8] [--games 6]

Wall-clock on a shared machine moves with the load; CPU time (``time.process_time``) leaves out the
time spent waiting for a core, and interleaving the rows round by round exposes both games to the same
load. Each round plays ``--games`` random playouts (as benchmarks/run.py plays them) per row; a row's
figure is its best round. Printed: each row's decisions per CPU-second, then each Founders row's ratio
to the best Puerto Rico base row (the issue's bar: 0.8x).
"""

from __future__ import annotations

import argparse
import os
import random
import time
from typing import Any

from boardkit import games

COMPARED, REFERENCE = "founders_of_empire", "puerto_rico"


def playout(g: Any, players: int, seed: int) -> int:
    """One random game through the public contract; its number of decisions."""
    rng = random.Random(seed)
    s = g.new_game(players, seed=seed)
    n = 0
    while not g.is_over(s):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
        n += 1
    return n


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=8, help="rounds; each row keeps its best")
    parser.add_argument("--games", type=int, default=6, help="games per row and round")
    parser.add_argument("--warmup", type=int, default=20, help="games per row before timing")
    args = parser.parse_args()
    rows = [(REFERENCE, p) for p in games.get(REFERENCE).player_counts]
    rows += [(COMPARED, p) for p in games.get(COMPARED).player_counts]
    for slug, players in rows:  # warm the engines' kept caches as a long run would have them
        for i in range(args.warmup):
            playout(games.get(slug), players, 500 + i)
    best: dict[tuple[str, int], float] = {}
    for r in range(args.rounds):
        for slug, players in rows:
            g = games.get(slug)
            decisions = 0
            t0 = time.process_time()
            for i in range(args.games):
                decisions += playout(g, players, 1000 + r * args.games + i)
            rate = decisions / (time.process_time() - t0)
            best[(slug, players)] = max(best.get((slug, players), 0.0), rate)
    print(f"load average {os.getloadavg()[0]:.2f}; best of {args.rounds} rounds of {args.games} games")
    print(f"{'game':<20} {'players':>7} {'decisions/CPU-s':>16}")
    for (slug, players), rate in best.items():
        print(f"{slug:<20} {players:>7} {rate:>16.0f}")
    ref_players, ref = max(((p, v) for (s, p), v in best.items() if s == REFERENCE), key=lambda t: t[1])
    print()
    for (slug, players), rate in best.items():
        if slug == COMPARED:
            print(
                f"{slug} {players}p: {rate / ref:.2f}x the best {REFERENCE} base row ({ref_players}p, {ref:.0f})"
            )


if __name__ == "__main__":
    main()
