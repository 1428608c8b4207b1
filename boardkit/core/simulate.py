"""Many games between bots, as a DataFrame with one row per game, the same whatever runs them.

Game ``i`` of a run is seeded from ``(seed, i)`` alone and its bots are made afresh from that seed, so
one process, a process pool and a dask cluster give identical rows; rows come back in game order.
"""

from __future__ import annotations

import copy
import os
import random
import warnings
from collections.abc import Sequence
from concurrent.futures import Executor, as_completed
from typing import Any

from .bots import Bot, make_bot
from .game import Game
from .measures import read_all

# Games per task sent to an executor: big enough that a task's overhead is small beside ~10 ms games.
_MAX_CHUNK = 25


def play(game: Game, state: Any, bots: Sequence[Bot], max_decisions: int = 100_000) -> tuple[Any, int]:
    """Play ``state`` to the end, seat i choosing with ``bots[i]``; returns (final state, decisions)."""
    decisions = 0
    while not game.is_over(state):
        if decisions >= max_decisions:
            raise RuntimeError(f"{game.slug}: no end after {max_decisions} decisions")
        state = game.apply(state, bots[state.current_player].choose(game, state))
        decisions += 1
    return state, decisions


def fresh_bot(spec: Any, seed: int | str) -> Bot:
    """A bot seeded with ``seed``; a Bot instance is copied, so no game sees what another game left in it."""
    if isinstance(spec, Bot):
        bot = copy.deepcopy(spec)
        bot.seed, bot.rng = seed, random.Random(seed)
        return bot
    return make_bot(spec, seed=seed)


def game_seed(seed: int | str, index: int) -> int:
    """The seed of game ``index`` of a run: from the run's seed and the index only."""
    return random.Random(seed).getrandbits(32) ^ index


def win_shares(ranks: Sequence[int]) -> list[float]:
    """Each seat's share of the win: 1 for a sole winner, 1/k for each of k tied winners, else 0."""
    winners = sum(1 for r in ranks if r == 1)
    return [1 / winners if r == 1 else 0.0 for r in ranks]


def final_shares(game: Game, state: Any, ranks: Sequence[int]) -> list[float]:
    """The win shares of a finished game: by rank, unless the game says nobody or an outsider won
    (``everyone_may_lose``: in Archipelago's independence all lose, or only the Separatist wins)."""
    if not game.everyone_may_lose:
        return win_shares(ranks)
    won = game.winners(state)
    return [1 / len(won) if i in won else 0.0 for i in range(len(ranks))]


def play_one(
    game: Game, bot_specs: Sequence[Any], players: int, seed: int, options: dict[str, Any], index: int = 0
) -> dict[str, Any]:
    """One seeded game from scratch as a row; a plain function so that executors can pickle it."""
    bots = [fresh_bot(spec, f"{seed}/{seat}") for seat, spec in enumerate(bot_specs)]
    final, decisions = play(game, game.new_game(players, seed=seed, **options), bots)
    rows = game.score_rows(final)
    ranks = game.ranks(final, rows)
    shares = final_shares(game, final, ranks)
    result: dict[str, Any] = {"game": index, "seed": seed, "players": players, "decisions": decisions}
    result["winners"] = ",".join(f"P{i + 1}" for i, share in enumerate(shares) if share > 0)
    for i, row in enumerate(rows):
        p = f"P{i + 1}"
        result[f"{p}_bot"] = getattr(bot_specs[i], "name", None) or _spec_name(bot_specs[i])
        result[f"{p}_total"] = row["total"]
        result[f"{p}_rank"] = ranks[i]
        result[f"{p}_win"] = shares[i]
        for name, value in read_all(game, final, i).items():
            result[f"{p}_{name}"] = value
    return result


def play_chunk(
    game: Game,
    bot_specs: Sequence[Any],
    players: int,
    jobs: Sequence[tuple[int, int]],
    options: dict[str, Any],
) -> list[dict[str, Any]]:
    """Several games ``(index, seed)`` in a row: one task for an executor."""
    return [play_one(game, bot_specs, players, s, options, index=i) for i, s in jobs]


def _spec_name(spec: Any) -> str:
    return spec[0] if isinstance(spec, tuple) else str(spec)


def simulate(
    game: Game | str,
    bots: Sequence[Any] | Any = "random",
    n: int = 100,
    seed: int | str = 0,
    *,
    players: int | None = None,
    executor: Executor | Any = None,
    progress: bool = True,
    chunk_size: int | None = None,
    **options: Any,
) -> Any:
    """Play ``n`` games and return one DataFrame row per game, in game order.

    ``bots``: one spec per seat (a Bot, a name such as ``"mcts"``, or ``(name, kwargs)``), or a
    single spec for every seat. Each row: ``game`` (its index), ``seed``, ``players``, ``decisions``,
    ``winners`` and per seat ``P1_bot``, ``P1_total``, ``P1_rank``, ``P1_win`` (a shared win counts
    1/k) and one ``P1_<measure>`` per measure the game declares. ``core.tables.seat_results`` sums
    them up with 95% intervals; ``core.whatif.compare`` and ``core.plots`` read the same frame.

    ``executor``: None plays in this process (works everywhere, Pyodide too); ``"processes"`` uses
    a local process pool and falls back to this process, with a warning, where processes cannot be
    made; any ``concurrent.futures.Executor`` or a ``distributed.Client`` spreads the games out. The
    rows are the same for the same ``seed`` whatever runs them. ``progress`` shows a tqdm bar (a
    widget in a notebook, text in a terminal).
    """
    from .. import games

    engine = games.get(game) if isinstance(game, str) else game
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"n is the number of games, a positive integer, not {n!r}")
    if isinstance(bots, str | Bot | tuple):
        count = players or min(engine.player_counts)
        bot_specs = [bots] * count
    else:
        bot_specs = list(bots)
        count = players or len(bot_specs)
    if len(bot_specs) != count or count not in engine.player_counts:
        raise ValueError(
            f"{engine.slug}: {len(bot_specs)} bots for {count} players (allowed: {engine.player_counts})"
        )
    for spec in bot_specs:
        fresh_bot(spec, 0)  # an unknown bot name is refused before any game is played
    engine.check_options({k: v for k, v in options.items() if k != "data"})
    if "data" in options:
        engine.data(options["data"])  # corrected component data is refused here, before any game
    jobs = [(i, game_seed(seed, i)) for i in range(n)]
    size = chunk_size or max(1, min(_MAX_CHUNK, n // 40))
    chunks = [jobs[k : k + size] for k in range(0, n, size)]
    task = (engine, bot_specs, count, options)  # a Game pickles as a reference to its class: cheap to send
    rows: list[dict[str, Any]] = []
    with _progress_bar(n, f"{engine.slug} ({n} games)", progress) as bar:
        if executor is None:
            _run_here(task, chunks, rows, bar)
        elif executor == "processes":
            _run_on_processes(task, chunks, rows, bar)
        elif _is_dask_client(executor):
            _run_on_dask(executor, task, chunks, rows, bar)
        else:
            _run_on(_as_executor(executor), task, chunks, rows, bar)
    rows.sort(key=lambda r: r["game"])
    import pandas as pd

    df = pd.DataFrame(rows)
    df.attrs["game_slug"] = engine.slug  # tables and plots name the game's measures in its own words
    return df


def _run_here(task: tuple, chunks: list, rows: list, bar: Any) -> None:
    for chunk in chunks:
        rows.extend(play_chunk(task[0], task[1], task[2], chunk, task[3]))
        bar.update(len(chunk))


def _run_on(executor: Any, task: tuple, chunks: list, rows: list, bar: Any) -> None:
    game, bot_specs, count, options = task
    futures = {executor.submit(play_chunk, game, bot_specs, count, chunk, options): chunk for chunk in chunks}
    for future in as_completed(futures):
        rows.extend(future.result())
        bar.update(len(futures[future]))


def _run_on_processes(task: tuple, chunks: list, rows: list, bar: Any) -> None:
    """A local process pool; where processes cannot be made (Pyodide, a sandbox) the games run here."""
    try:
        from concurrent.futures import ProcessPoolExecutor
        from concurrent.futures.process import BrokenProcessPool

        with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            _run_on(pool, task, chunks, rows, bar)
        return
    except (ImportError, NotImplementedError, OSError, PermissionError, BrokenProcessPool) as exc:
        reason = f"{type(exc).__name__}: {exc}"
    warnings.warn(f"no process pool here ({reason}); playing the games in this process", stacklevel=3)
    done = {r["game"] for r in rows}
    _run_here(task, [[j for j in c if j[0] not in done] for c in chunks], rows, bar)


def _is_dask_client(executor: Any) -> bool:
    return type(executor).__name__ == "Client" and hasattr(executor, "get_executor")


def _run_on_dask(client: Any, task: tuple, chunks: list, rows: list, bar: Any) -> None:
    """A dask ``Client`` directly: its own futures skip the concurrent.futures wrapper's extra thread."""
    from distributed import as_completed as dask_completed

    game, bot_specs, count, options = task
    futures = [
        client.submit(play_chunk, game, bot_specs, count, chunk, options, pure=False) for chunk in chunks
    ]
    sizes = {f.key: len(chunk) for f, chunk in zip(futures, chunks, strict=True)}
    for future in dask_completed(futures):
        rows.extend(future.result())
        bar.update(sizes[future.key])


def _as_executor(executor: Any) -> Any:
    """Any object with ``submit`` returning concurrent.futures futures is used as it is."""
    if not callable(getattr(executor, "submit", None)):
        raise TypeError(
            f"executor must be None, 'processes', a concurrent.futures.Executor or a distributed.Client, "
            f"not {type(executor).__name__}"
        )
    return executor


class _NoBar:
    def update(self, k: int) -> None:
        pass

    def __enter__(self) -> _NoBar:
        return self

    def __exit__(self, *exc: object) -> None:
        pass


def _progress_bar(total: int, label: str, enabled: bool) -> Any:
    """tqdm.auto: a widget inside a notebook kernel, a text bar in a terminal; nothing when off or missing."""
    if not enabled:
        return _NoBar()
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return _NoBar()
    return tqdm(total=total, desc=label, unit="game")
