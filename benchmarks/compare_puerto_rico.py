"""Puerto Rico: our engine against another pure-Python engine, random games in one process on the same seeds.

    python benchmarks/compare_puerto_rico.py --theirs /tmp/pr_theirs [--games 30]

``--theirs`` is a directory that contains the other engine's ``puerto_rico`` package (a checkout made
outside this repository; none of its code is copied here). Ours is driven only through the public
contract: ``legal_actions`` + ``apply`` (which checks legality and copies the state on every move).
Theirs is driven through its own facade: ``legal_actions()`` + ``apply(action, validate=False)`` in place,
its fastest path. Games are interleaved (ours, theirs, ours, ...) so machine load hits both alike.
A "decision" is one ``apply`` call; our engine plays single-option moves itself, so it counts fewer
decisions per game than an engine that asks for every forced move: games/s is the like-for-like figure.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from collections.abc import Callable

from boardkit.games.puerto_rico import GAME

FORCED = [0]  # the other engine's decisions that had a single legal option


def ours_game(players: int, seed: int) -> int:
    rng = random.Random(seed)
    s = GAME.new_game(players, seed)
    n = 0
    while not GAME.is_over(s):
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        n += 1
    return n


def theirs_factory(path: str) -> tuple[Callable[[int, int], int] | None, Callable | None, tuple[int, ...]]:
    sys.path.insert(0, path)
    game_mod = importlib.import_module("puerto_rico.engine.game")
    state_mod = importlib.import_module("puerto_rico.engine.state")
    Game, GameConfig = game_mod.Game, state_mod.GameConfig

    def supported(players: int) -> bool:
        try:
            Game(GameConfig(num_players=players, seed=0))
            return True
        except Exception:
            return False

    def play(players: int, seed: int) -> int:
        rng = random.Random(seed)
        g = Game(GameConfig(num_players=players, seed=seed))
        n = 0
        while not g.is_terminal:
            acts = g.legal_actions()
            FORCED[0] += len(acts) == 1
            g.apply(rng.choice(acts), validate=False)
            n += 1
        return n

    def midgame(players: int, seed: int, moves: int):
        rng = random.Random(seed)
        g = Game(GameConfig(num_players=players, seed=seed))
        for _ in range(moves):
            if g.is_terminal:
                break
            g.apply(rng.choice(g.legal_actions()), validate=False)
        return g

    return play, midgame, tuple(p for p in (2, 3, 4, 5) if supported(p))


def ours_midgame(players: int, seed: int, moves: int):
    rng = random.Random(seed)
    s = GAME.new_game(players, seed)
    for _ in range(moves):
        if GAME.is_over(s):
            break
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    return s


def per_call(fn: Callable[[], object], repeat: int = 20000) -> float:
    t = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - t) / repeat


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "--theirs", required=True, help="directory holding the other engine's puerto_rico package"
    )
    ap.add_argument("--games", type=int, default=30, help="games per engine and player count")
    ap.add_argument("--seed", type=int, default=1000)
    args = ap.parse_args()
    play_theirs, mid_theirs, theirs_counts = theirs_factory(args.theirs)

    header = (
        f"{'players':>7} | {'ours games/s':>12} {'decisions/s':>11} {'dec/game':>8} | "
        f"{'theirs games/s':>14} {'decisions/s':>11} {'dec/game':>8} | {'ratio games/s':>13} {'ratio dec/s':>11}"
    )
    print(f"random playouts, {args.games} games per engine and player count, seeds {args.seed}..")
    print(header)
    print("-" * len(header))
    notes = []
    for players in (2, 3, 4, 5):
        ot = od = tt = td = 0.0
        FORCED[0] = 0
        for k in range(args.games):
            seed = args.seed + k
            t = time.perf_counter()
            od += ours_game(players, seed)
            ot += time.perf_counter() - t
            if players in theirs_counts:
                t = time.perf_counter()
                td += play_theirs(players, seed)
                tt += time.perf_counter() - t
        g = args.games
        ours = f"{g / ot:12.1f} {od / ot:11.0f} {od / g:8.0f}"
        if players in theirs_counts:
            theirs = f"{g / tt:14.1f} {td / tt:11.0f} {td / g:8.0f}"
            ratio = f"{(g / ot) / (g / tt):12.2f}x {(od / ot) / (td / tt):10.2f}x"
            notes.append(
                f"  {players} players: theirs asks {FORCED[0] / g:.0f} single-option decisions per game"
            )
        else:
            theirs = f"{'unsupported':>14} {'':>11} {'':>8}"
            ratio = f"{'-':>13} {'-':>11}"
        print(f"{players:>7} | {ours} | {theirs} | {ratio}")

    print("every decision of ours has at least two options (forced moves are played by the engine);")
    print("\n".join(notes))
    print()
    print("mid-game state copy (after 150 random decisions, 4 players):")
    s = ours_midgame(4, args.seed, 150)
    g = mid_theirs(4, args.seed, 150)
    ours_copy = per_call(lambda: GAME.copy_state(s))
    theirs_copy = per_call(g.clone)
    print(f"  ours   GAME.copy_state (what apply uses): {ours_copy * 1e3:.4f} ms")
    print(f"  theirs Game.clone:                        {theirs_copy * 1e3:.4f} ms")
    print(f"  ratio: {theirs_copy / ours_copy:.1f}x")


if __name__ == "__main__":
    main()
