"""How big a decision is: legal moves offered per decision, and decisions per game, in random playouts.

    PYTHONPATH=<tree> python benchmarks/decision_size.py [--game SLUG ...] [--games 100]

Decisions per second (benchmarks/run.py) compares games whose decisions differ in size: a decision that
offers 16 moves has 16 actions to find, list and check where one that offers 5 has 5. This prints, per game
(its default options) and player count, the mean length of ``legal_actions`` and the decisions in a game,
over the same seeds as run.py (1000..). Nothing here is timed.
"""

from __future__ import annotations

import argparse
import random

from boardkit import games


def sizes(slug: str, players: int, n_games: int) -> tuple[float, float]:
    """(decisions per game, legal moves per decision) over ``n_games`` random playouts."""
    g = games.get(slug)
    decisions = offered = 0
    for seed in range(1000, 1000 + n_games):
        rng = random.Random(seed)
        s = g.new_game(players, seed=seed)
        while not g.is_over(s):
            acts = g.legal_actions(s)
            decisions += 1
            offered += len(acts)
            s = g.apply(s, rng.choice(acts))
    return decisions / n_games, offered / decisions


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--games", type=int, default=100, help="random games per player count")
    args = parser.parse_args()
    print(f"{'game':<20} {'players':>7} {'decisions/game':>15} {'moves/decision':>15}")
    for slug in args.game or games.names():
        for players in games.get(slug).player_counts:
            per_game, per_decision = sizes(slug, players, args.games)
            print(f"{slug:<20} {players:>7} {per_game:>15.1f} {per_decision:>15.2f}")


if __name__ == "__main__":
    main()
