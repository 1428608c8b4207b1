"""A fingerprint of seeded random games: every legal list in order, then the final JSON, one hash per game.

    PYTHONPATH=<tree> python benchmarks/fingerprint.py [--game SLUG] [--games 20] [--options LABEL ...]

Every option set the game names (``option_sets()``, as benchmarks/run.py labels its rows) and every player
count are played, or only the option sets given with ``--options``.

Run it on two trees (say main and a speed branch) and compare the output: an engine change that
keeps every legal list, its order and the saved game the same prints the same lines.
"""

from __future__ import annotations

import argparse
import hashlib
import random

from boardkit import games


def fingerprint(slug: str, players: int, seed: int, options: dict | None = None) -> str:
    g = games.get(slug)
    rng = random.Random(seed)
    s = g.new_game(players, seed=seed, **(options or {}))
    h = hashlib.sha256()
    while not g.is_over(s):
        acts = g.legal_actions(s)
        h.update(repr([a.to_json() for a in acts]).encode())
        s = g.apply(s, rng.choice(acts))
    h.update(g.to_json(s).encode())
    return h.hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", default="founders_of_empire")
    parser.add_argument("--games", type=int, default=20, help="games per option set and player count")
    parser.add_argument("--options", action="append", help="only this option set (repeatable)")
    args = parser.parse_args()
    g = games.get(args.game)
    sets = g.option_sets()
    for label in args.options or list(sets):
        for players in g.player_counts_for(sets[label]):  # a module may add a seat (the Maya's fifth)
            for k in range(args.games):
                seed = 9000 + 100 * players + k
                print(label, players, seed, fingerprint(args.game, players, seed, sets[label]), flush=True)


if __name__ == "__main__":
    main()
