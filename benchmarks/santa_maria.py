"""Santa Maria's playout speed before it is registered (then benchmarks/run.py covers it), as a table.

    python benchmarks/santa_maria.py [--seconds 2]

Random playouts through the public ``legal_actions`` + ``apply``, per option set and player count:
decisions per second of this process's CPU time (the machine is shared, so wall time says little),
decisions per game, and the time to copy a mid-game state, beside Puerto Rico's 3-player base row.
"""

from __future__ import annotations

import argparse
import random
import time

from boardkit import games


def playouts(slug: str, players: int, options: dict, seconds: float) -> tuple[float, float, float]:
    g = games.get(slug)
    n = played = 0
    start = time.process_time()
    while time.process_time() - start < seconds or played < 3:
        s = g.new_game(players, played, **options)
        chooser = random.Random(played)
        states = []
        while not s.over:
            s = g.apply(s, chooser.choice(g.legal_actions(s)))
            n += 1
            if played == 0:
                states.append(s)
        if played == 0:
            mid = states[len(states) // 2]
        played += 1
    rate = n / (time.process_time() - start)
    t0 = time.process_time()
    for _ in range(5000):
        g.copy_state(mid)
    copy_us = (time.process_time() - t0) / 5000 * 1e6
    return rate, n / played, copy_us


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    games.register("santa_maria", "boardkit.games.santa_maria")
    print(f"{'game':<12} {'options':<22} {'players':>7} {'decisions/s':>12} {'dec/game':>9} {'copy us':>8}")
    rows = [
        ("santa_maria", label, opts, n)
        for label, opts in games.get("santa_maria").option_sets().items()
        for n in (1, 2, 3, 4)
    ]
    rows.append(("puerto_rico", "base", {}, 3))
    for slug, label, opts, n in rows:
        rate, per_game, copy_us = playouts(slug, n, opts, args.seconds)
        print(f"{slug:<12} {label:<22} {n:>7} {rate:>12.0f} {per_game:>9.1f} {copy_us:>8.2f}", flush=True)


if __name__ == "__main__":
    main()
