"""Speed and memory of every registered engine, printed as tables.

    python benchmarks/run.py [--seconds 3] [--game SLUG]

For each game, option set and player count: random playouts through the public
``legal_actions`` + ``apply`` (games/s, decisions/s, mean decisions per game), the time to
copy a mid-game state (``copy_state``, and ``to_json``), and the memory a state adds when
kept (states share what did not change, so this is the marginal cost of one more state).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import tracemalloc
from typing import Any

from boardkit import games

# The summary compares this game's rows with the fastest base row of the reference game.
COMPARED, REFERENCE = "founders_of_empire", "puerto_rico"
# Games whose every row must reach a decisions/s floor, with a mid-game copy no slower than the reference's.
FLOORS = {"santa_maria": 20_000, "archipelago": 20_000, "maracaibo": 20_000}  # issues 7, 8, 9


def random_game(
    g: Any, players: int, seed: int, options: dict[str, Any], keep: bool = False
) -> tuple[int, list]:
    rng = random.Random(seed)
    s = g.new_game(players, seed=seed, **options)
    states = [s] if keep else []
    n = 0
    while not g.is_over(s):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
        n += 1
        if keep:
            states.append(s)
    return n, states


def measure(g: Any, players: int, options: dict[str, Any], seconds: float) -> dict[str, Any]:
    games_played = decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or games_played < 3:
        decisions += random_game(g, players, 1000 + games_played, options)[0]
        games_played += 1
    elapsed = time.perf_counter() - start

    _, states = random_game(g, players, 7, options, keep=True)
    mid = states[len(states) // 2]
    # The best of ten rounds, as timeit advises: the slower ones were slowed by the machine, not the copy.
    reps, rounds = 400, 10
    best = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter()
        for _ in range(reps):
            g.copy_state(mid)
        best = min(best, time.perf_counter() - t0)
    copy_ms = best / reps * 1000
    t0 = time.perf_counter()
    for _ in range(50):
        g.to_json(mid)
    json_ms = (time.perf_counter() - t0) / 50 * 1000

    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    _, kept = random_game(g, players, 8, options, keep=True)
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return {
        "games/s": games_played / elapsed,
        "decisions/s": decisions / elapsed,
        "decisions/game": decisions / games_played,
        "copy ms": copy_ms,
        "to_json ms": json_ms,
        "KiB/state": (after - before) / max(1, len(kept)) / 1024,
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=3.0, help="time per game and player count")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    args = parser.parse_args()
    slugs = args.game or games.names()
    # the options column fits the longest option-set name (Santa Maria's kingdoms_choose_boards: 22)
    w = max(len("options"), *(len(label) for slug in slugs for label in games.get(slug).option_sets()))
    header = f"{'game':<20} {'options':<{w}} {'players':>7} {'games/s':>9} {'decisions/s':>12} {'dec/game':>9} {'copy ms':>8} {'json ms':>8} {'KiB/state':>9}"
    print(header)
    print("-" * len(header))
    rates: list[tuple[str, str, int, float]] = []  # (game, options, players, decisions/s)
    copies: list[tuple[str, str, int, float]] = []  # (game, options, players, copy ms)
    for slug in slugs:
        g = games.get(slug)
        for label, options in g.option_sets().items():
            for players in g.player_counts_for(options):  # a module may add a seat (the Maya's fifth)
                r = measure(g, players, options, args.seconds)
                rates.append((slug, label, players, r["decisions/s"]))
                copies.append((slug, label, players, r["copy ms"]))
                print(
                    f"{slug:<20} {label:<{w}} {players:>7} {r['games/s']:>9.1f} {r['decisions/s']:>12.0f} "
                    f"{r['decisions/game']:>9.1f} {r['copy ms']:>8.4f} {r['to_json ms']:>8.2f} {r['KiB/state']:>9.2f}",
                    flush=True,
                )
    print_ratios(rates)
    print_floors(rates, copies)


def print_ratios(rates: list[tuple[str, str, int, float]]) -> None:
    """Each Founders row against the best Puerto Rico base row of the same run (the issue's bar: 0.8x)."""
    reference = [
        (rate, players) for slug, label, players, rate in rates if (slug, label) == (REFERENCE, "base")
    ]
    if not reference:
        return
    best, best_players = max(reference)
    print()
    for slug, label, players, rate in rates:
        if slug == COMPARED:
            print(
                f"{slug} {label} {players}p: {rate / best:.2f}x the best {REFERENCE} base row "
                f"({best_players}p, {best:.0f} decisions/s)"
            )


def print_floors(rates: list[tuple[str, str, int, float]], copies: list[tuple[str, str, int, float]]) -> None:
    """For each game in FLOORS: its slowest row against the floor, its copy time against the reference's."""
    reference = [ms for slug, label, _, ms in copies if (slug, label) == (REFERENCE, "base")]
    for game, floor in FLOORS.items():
        rows = [(rate, label, players) for slug, label, players, rate in rates if slug == game]
        if not rows:
            continue
        rate, label, players = min(rows)
        print(
            f"{game}: slowest row {label} {players}p at {rate:.0f} decisions/s "
            f"({'at or above' if rate >= floor else 'BELOW'} the floor of {floor})"
        )
        if reference:  # medians over rows: each row is the best of ten rounds, still moved by the load
            mine = statistics.median(ms for slug, _, _, ms in copies if slug == game)
            print(
                f"{game}: median mid-game copy {mine * 1000:.3f} us against {REFERENCE} base's "
                f"{statistics.median(reference) * 1000:.3f} us"
            )


if __name__ == "__main__":
    main()
