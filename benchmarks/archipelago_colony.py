"""How often Archipelago's colony declares independence (everyone loses, l.906) and how the heuristic bot
does against random players, printed as a table.

    python benchmarks/archipelago_colony.py [--games 200] [--players 2 --players 3 ...]

Per player count: ``--games`` games with the heuristic bot in every seat (how often independence ends
them, the turn they end in), then ``--games`` games of one heuristic seat against random seats, the
seat rotating (the heuristic seat's win share with its 95% Wilson interval, a shared win counting as
a share; independence is a loss for both bots), and ``--games`` all-random games for comparison.
"""

from __future__ import annotations

import argparse
import os
import time

from boardkit import games
from boardkit.core.bots import make_bot
from boardkit.core.simulate import final_shares, play
from boardkit.core.stats import wilson


def run(players: int, n: int, lineup: str) -> dict[str, float]:
    """``n`` games; ``lineup``: "heuristic" (every seat), "random", or "mixed" (one heuristic seat)."""
    g = games.get("archipelago")
    free, wins, turns = 0, 0.0, 0
    for i in range(n):
        seat = i % players
        names = [
            "heuristic" if lineup == "heuristic" or (lineup == "mixed" and p == seat) else "random"
            for p in range(players)
        ]
        bots = [make_bot(name, seed=f"{i}/{p}") for p, name in enumerate(names)]
        final, _ = play(g, g.new_game(players, seed=20_000 + i), bots)
        free += final.ended_by == "independence"
        turns += final.turn
        wins += final_shares(g, final, g.ranks(final))[seat]
    return {"independence": free / n, "turns": turns / n, "wins": wins}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per row")
    parser.add_argument("--players", type=int, action="append", help="only this player count (repeatable)")
    args = parser.parse_args(argv)
    n = args.games
    print(f"archipelago: {n} games per row, load average {os.getloadavg()[0]:.2f}")
    header = (
        f"{'players':>7}  {'seats':<22}{'independence':>13}{'mean turns':>11}"
        f"{'heuristic win %':>16}  {'95% interval':<13}{'1/n':>7}{'minutes':>8}"
    )
    print(header)
    print("-" * len(header))
    for players in args.players or [2, 3, 4, 5]:
        for lineup, seats in (
            ("heuristic", "all heuristic"),
            ("mixed", "1 heuristic v random"),
            ("random", "all random"),
        ):
            start = time.perf_counter()
            r = run(players, n, lineup)
            won = ""
            if lineup == "mixed":
                ci = wilson(r["wins"], n)
                won = f"{100 * ci.estimate:>15.0f}%  {f'{100 * ci.low:.0f}-{100 * ci.high:.0f}%':<13}"
                won += f"{100 / players:>6.0f}%"
            else:
                won = f"{'':>16}  {'':<13}{'':>7}"
            print(
                f"{players:>7}  {seats:<22}{100 * r['independence']:>12.0f}%{r['turns']:>11.1f}{won}"
                f"{(time.perf_counter() - start) / 60:>8.1f}",
                flush=True,
            )
    print(f"load average at the end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
