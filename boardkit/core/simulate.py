"""Many games between bots, as a DataFrame; any concurrent.futures.Executor can run them."""

from __future__ import annotations

import random
from collections.abc import Sequence
from concurrent.futures import Executor
from typing import Any

from .bots import Bot, make_bot
from .game import Game


def play(game: Game, state: Any, bots: Sequence[Bot], max_decisions: int = 100_000) -> tuple[Any, int]:
    """Play ``state`` to the end, seat i choosing with ``bots[i]``; returns (final state, decisions)."""
    decisions = 0
    while not game.is_over(state):
        if decisions >= max_decisions:
            raise RuntimeError(f"{game.slug}: no end after {max_decisions} decisions")
        state = game.apply(state, bots[state.current_player].choose(game, state))
        decisions += 1
    return state, decisions


def play_one(
    game: Game, bot_specs: Sequence[Any], players: int, seed: int, options: dict[str, Any]
) -> dict[str, Any]:
    """One seeded game from scratch; a plain function so that executors can pickle it."""
    bots = [make_bot(spec, seed=f"{seed}/{seat}") for seat, spec in enumerate(bot_specs)]
    final, decisions = play(game, game.new_game(players, seed=seed, **options), bots)
    rows = game.score_rows(final)
    ranks = game.ranks(final, rows)
    result: dict[str, Any] = {"seed": seed, "players": players, "decisions": decisions}
    result["winners"] = ",".join(f"P{i + 1}" for i, r in enumerate(ranks) if r == 1)
    for i, row in enumerate(rows):
        result[f"P{i + 1}_total"] = row["total"]
        result[f"P{i + 1}_rank"] = ranks[i]
        result[f"P{i + 1}_bot"] = getattr(bot_specs[i], "name", None) or str(bot_specs[i])
    return result


def simulate(
    game: Game | str,
    bots: Sequence[Any] | Any = "random",
    n: int = 100,
    seed: int = 0,
    *,
    players: int | None = None,
    executor: Executor | None = None,
    progress: bool = True,
    **options: Any,
) -> Any:
    """Play ``n`` games and return one DataFrame row per game.

    ``bots``: one spec per seat (a Bot, a name such as ``"mcts"``, or ``(name, kwargs)``), or a
    single spec for every seat. ``executor``: any ``concurrent.futures.Executor`` (a process pool,
    or a dask.distributed ``Client.get_executor()``) to spread the games out.
    """
    from .. import games

    engine = games.get(game) if isinstance(game, str) else game
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
    seeds = [random.Random(seed).getrandbits(32) ^ i for i in range(n)]
    args = [(engine, bot_specs, count, s, options) for s in seeds]
    bar = _progress_bar(n, engine.slug) if progress else None
    results: list[dict[str, Any]] = []
    if executor is None:
        for a in args:
            results.append(play_one(*a))
            if bar:
                bar.value += 1
    else:
        futures = [executor.submit(play_one, *a) for a in args]
        for f in futures:
            results.append(f.result())
            if bar:
                bar.value += 1
    if bar:
        bar.bar_style = "success"
    import pandas as pd

    return pd.DataFrame(results)


def _progress_bar(n: int, label: str) -> Any:
    """An ipywidgets progress bar when running inside a notebook kernel, else None."""
    try:
        from IPython import get_ipython

        if get_ipython() is None or not hasattr(get_ipython(), "kernel"):
            return None
        import ipywidgets as w
        from IPython.display import display
    except ImportError:
        return None
    bar = w.IntProgress(value=0, min=0, max=n, description=label[:20])
    display(bar)
    return bar
