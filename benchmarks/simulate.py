"""How fast ``boardkit.simulate`` plays random-bot games, in one process and on a dask LocalCluster.

    python benchmarks/simulate.py [--games 1000] [--cluster-games 2000] [--workers 2] [--repeat 1] [--no-cluster]

Prints two tables: (1) every registered game, ``--games`` random-bot games in this process (the
figure to beat: 1,000 games of each game in under 60 s); (2) ``--cluster-games`` games of each game
in one process and on a dask ``LocalCluster`` on 127.0.0.1 with ``--workers`` worker processes,
with the speed-up (the figure to beat: 1.6x with 2 workers), after checking that the rows agree.
The machine's load average is printed beside the figures: on a shared machine they move with it.
The cluster part needs the ``sim`` extra (dask[distributed]).
"""

from __future__ import annotations

import argparse
import os
import time

from boardkit import games, simulate


def load() -> str:
    try:
        return " / ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def timed(slug: str, n: int, players: int, executor: object = None) -> tuple[float, object]:
    start = time.perf_counter()
    df = simulate(slug, "random", n=n, seed=1, players=players, executor=executor, progress=False)
    return time.perf_counter() - start, df


def one_process(n: int) -> None:
    print(
        f"\n{n} random-bot games per game in one process (load average before: {load()}; {os.cpu_count()} CPUs)"
    )
    print(f"{'game':<22}{'players':>8}{'seconds':>10}{'games/s':>10}{'decisions/game':>16}")
    total = 0.0
    for slug in games.names():
        players = min(games.get(slug).player_counts, key=lambda p: abs(p - 3))
        seconds, df = timed(slug, n, players)
        total += seconds
        print(f"{slug:<22}{players:>8}{seconds:>10.1f}{n / seconds:>10.0f}{df['decisions'].mean():>16.0f}")
    print(f"{'all games':<30}{total:>10.1f}   (load average after: {load()})")


def on_cluster(n: int, workers: int, repeat: int) -> None:
    from distributed import Client, LocalCluster

    print(
        f"\n{n} random-bot games per game: one process vs a dask LocalCluster, {workers} worker processes"
        f" (best of {repeat}, alternating)"
    )
    print(
        f"{'game':<22}{'one process s':>14}{'cluster s':>11}{'speed-up':>10}{'same rows':>11}   load average"
    )
    with (
        LocalCluster(
            n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None
        ) as cluster,
        Client(cluster) as client,
    ):
        for slug in games.names():
            players = min(games.get(slug).player_counts, key=lambda p: abs(p - 3))
            timed(slug, 2 * workers, players, client)  # workers import boardkit before the clock starts
            # On a shared machine the load moves under the run: alternate the two, keep each one's best time.
            here = there = float("inf")
            for _ in range(repeat):
                seconds, a = timed(slug, n, players)
                here = min(here, seconds)
                seconds, b = timed(slug, n, players, client)
                there = min(there, seconds)
            print(
                f"{slug:<22}{here:>14.1f}{there:>11.1f}{here / there:>9.2f}x{str(a.equals(b)):>11}   {load()}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--cluster-games", type=int, default=2000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=1, help="alternate the cluster timings, keep the best")
    parser.add_argument("--no-cluster", action="store_true")
    args = parser.parse_args()
    one_process(args.games)
    if not args.no_cluster:
        on_cluster(args.cluster_games, args.workers, args.repeat)


if __name__ == "__main__":
    main()
