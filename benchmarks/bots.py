"""How strong the bots are: win rates with 95% Wilson intervals, printed as a table.

    python benchmarks/bots.py [--games 20] [--budget 0.25] [--game SLUG] [--players 2] [--matchup mcts-random]

For every registered game, at 2 players and at its largest count: MCTS against random, the
heuristic bot against random, and MCTS against the heuristic bot. The first bot takes one seat
and the second bot every other seat; the seat rotates from game to game. A win shared on a tie
counts as a share. The targets (issue "What-if answers", part 3) are for 2-player games: MCTS
wins at least 90% against random and at least 60% against the heuristic bot, at the notebooks'
default budget (``boardkit.core.bots.DEFAULT_BUDGET`` seconds per move). MCTS's budget is time,
so a loaded machine gives it fewer iterations: the load average and the mean iterations per
searched move are printed with the figures.
"""

from __future__ import annotations

import argparse
import os
import time
from typing import Any

from boardkit import games
from boardkit.core.bots import DEFAULT_BUDGET, Bot, MCTSBot, make_bot
from boardkit.core.simulate import play
from boardkit.core.stats import wilson

# (first bot, second bot, the first's target win rate with 2 players)
MATCHUPS = (("mcts", "random", 0.90), ("heuristic", "random", None), ("mcts", "heuristic", 0.60))


class Counted(MCTSBot):
    """MCTS that keeps how many iterations each real search ran (forced moves are not searched)."""

    searched: list[int]

    def choose(self, game: Any, state: Any) -> Any:
        self.last_iterations = 0
        action = super().choose(game, state)
        if self.last_iterations:
            self.searched.append(self.last_iterations)
        return action


def bot(name: str, budget: float, seed: str, searched: list[int]) -> Bot:
    if name != "mcts":
        return make_bot(name, seed=seed)
    counted = Counted(seed=seed, seconds=budget)
    counted.searched = searched
    return counted


def match(slug: str, first: str, second: str, players: int, n: int, budget: float) -> dict[str, Any]:
    """``n`` games of ``first`` in one seat against ``second`` in the others, the seat rotating."""
    g = games.get(slug)
    wins = 0.0
    searched: list[int] = []
    start = time.perf_counter()
    for i in range(n):
        seat = i % players
        bots = [bot(first if p == seat else second, budget, f"{i}/{p}", searched) for p in range(players)]
        final, _ = play(g, g.new_game(players, seed=10_000 + i), bots)
        ranks = g.ranks(final)
        winners = [p for p, r in enumerate(ranks) if r == 1]
        wins += 1.0 / len(winners) if seat in winners else 0.0
    iterations = sum(searched) / len(searched) if searched else None
    return {"wins": wins, "games": n, "seconds": time.perf_counter() - start, "iterations": iterations}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per matchup and player count")
    parser.add_argument("--budget", type=float, default=DEFAULT_BUDGET, help="MCTS seconds per move")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--players", type=int, action="append", help="only this player count (repeatable)")
    parser.add_argument("--matchup", action="append", help="only this matchup, e.g. mcts-random (repeatable)")
    args = parser.parse_args(argv)
    print(
        f"bots: {args.games} games per row, MCTS {args.budget} s per move, load average {os.getloadavg()[0]:.2f}"
    )
    header = (
        f"{'game':<20}{'matchup':<20}{'players':>8}{'games':>7}{'win %':>7}  {'95% interval':<14}"
        f"{'target':>7}  {'met?':<5}{'minutes':>8}{'MCTS it/move':>14}"
    )
    print(header)
    print("-" * len(header))
    for slug in args.game or games.names():
        g = games.get(slug)
        for players in args.players or sorted({2, max(g.player_counts)} & set(g.player_counts)):
            for first, second, target in MATCHUPS:
                if args.matchup and f"{first}-{second}" not in args.matchup:
                    continue
                r = match(slug, first, second, players, args.games, args.budget)
                ci = wilson(r["wins"], r["games"])
                goal = target if players == 2 else None
                met = "" if goal is None else ("yes" if ci.estimate >= goal else "no")
                interval = f"{100 * ci.low:.0f}-{100 * ci.high:.0f}%"
                its = "" if r["iterations"] is None else f"{r['iterations']:.0f}"
                print(
                    f"{slug:<20}{first + ' v ' + second:<20}{players:>8}{r['games']:>7}"
                    f"{100 * ci.estimate:>6.0f}%  {interval:<14}{'' if goal is None else f'{100 * goal:.0f}%':>7}"
                    f"  {met:<5}{r['seconds'] / 60:>8.1f}{its:>14}",
                    flush=True,
                )
    print(f"load average at the end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
