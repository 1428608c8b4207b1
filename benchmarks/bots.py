"""How strong the bots are: win rates with 95% Wilson intervals, printed as a table.

    python benchmarks/bots.py [--games 20] [--budget 0.25] [--game SLUG] [--players 2]

For every registered game, at 2 players and at its largest count: MCTS against random, the
heuristic bot against random, and MCTS against the heuristic bot. The first bot takes one seat
and the second bot every other seat; the seat rotates from game to game. A win shared on a tie
counts as a share. The targets (issue "What-if answers", part 3) are for 2-player games: MCTS
wins at least 90% against random and at least 60% against the heuristic bot, at the notebooks'
default budget (``boardkit.core.bots.DEFAULT_BUDGET`` seconds per move).
"""

from __future__ import annotations

import argparse
import os
import time
from typing import Any

from boardkit import games
from boardkit.core.bots import DEFAULT_BUDGET, make_bot
from boardkit.core.simulate import play
from boardkit.core.stats import wilson

# (first bot, second bot, the first's target win rate with 2 players)
MATCHUPS = (("mcts", "random", 0.90), ("heuristic", "random", None), ("mcts", "heuristic", 0.60))


def spec(name: str, budget: float) -> Any:
    return ("mcts", {"seconds": budget}) if name == "mcts" else name


def match(slug: str, first: str, second: str, players: int, n: int, budget: float) -> dict[str, Any]:
    """``n`` games of ``first`` in one seat against ``second`` in the others, the seat rotating."""
    g = games.get(slug)
    wins = 0.0
    start = time.perf_counter()
    for i in range(n):
        seat = i % players
        bots = [
            make_bot(spec(first if p == seat else second, budget), seed=f"{i}/{p}") for p in range(players)
        ]
        final, _ = play(g, g.new_game(players, seed=10_000 + i), bots)
        ranks = g.ranks(final)
        winners = [p for p, r in enumerate(ranks) if r == 1]
        wins += 1.0 / len(winners) if seat in winners else 0.0
    return {"wins": wins, "games": n, "seconds": time.perf_counter() - start}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per matchup and player count")
    parser.add_argument("--budget", type=float, default=DEFAULT_BUDGET, help="MCTS seconds per move")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--players", type=int, action="append", help="only this player count (repeatable)")
    parser.add_argument("--matchup", action="append", help="only this matchup, e.g. mcts-random (repeatable)")
    args = parser.parse_args(argv)
    load = os.getloadavg()[0]
    print(f"bots: {args.games} games per row, MCTS {args.budget} s per move, load average {load:.2f}")
    header = f"{'game':<20}{'matchup':<22}{'players':>8}{'games':>7}{'win %':>8}  {'95% interval':<15}{'target':>8}  met?  {'min':>6}"
    print(header)
    print("-" * len(header))
    for slug in args.game or games.names():
        g = games.get(slug)
        counts = sorted({2, max(g.player_counts)} & set(g.player_counts))
        for players in args.players or counts:
            for first, second, target in MATCHUPS:
                if args.matchup and f"{first}-{second}" not in args.matchup:
                    continue
                r = match(slug, first, second, players, args.games, args.budget)
                ci = wilson(r["wins"], r["games"])
                goal = target if players == 2 else None
                met = "" if goal is None else ("yes" if ci.estimate >= goal else "no")
                print(
                    f"{slug:<20}{first + ' v ' + second:<22}{players:>8}{r['games']:>7}"
                    f"{100 * ci.estimate:>7.0f}%  {100 * ci.low:>4.0f}-{100 * ci.high:.0f}%{'':<7}"
                    f"{'' if goal is None else f'{100 * goal:.0f}%':>8}  {met:<4}  {r['seconds'] / 60:>5.1f}",
                    flush=True,
                )
    print(f"load average at the end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
