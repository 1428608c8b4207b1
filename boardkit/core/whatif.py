"""What if? Alternatives played from one position on common random numbers, and whether they differ.

``branches`` plays each alternative from the same state and finishes the game ``n`` times with
bots. Playout k of every branch is dealt the same way (hidden parts and bots seeded from
``(seed, k)`` only, never from the branch), so a difference between branches is not a different
shuffle. ``compare`` pairs the games by k (or, for ``simulate`` output, seats by game) and says in
words whether the difference is real at the 95% level, or how many games would show it.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .action import Action
from .errors import IllegalAction, ScenarioError
from .i18n import COMMON, LANGUAGES, Glossary, get_language, language, player_name
from .measures import read_all
from .messages import CORE, Messages
from .simulate import _progress_bar, final_shares, fresh_bot, play
from .stats import Z95, Interval, mean_ci
from .tables import Rate, Spread, results

Z80 = 0.8416212335729143  # one-sided 80% normal quantile: a difference found 4 times in 5 (power)
STATS = ("wins", "final score", "rank")
LOWER_IS_BETTER = {"rank"}  # 1 is the winner  # what every game is compared on, before its own measures


@dataclass(frozen=True, eq=False)
class Outcomes:
    """The games behind a results table: one row per (group, game), in a long DataFrame.

    ``group`` is the column naming the alternatives (``"branch"`` or ``"seat"``); ``game`` pairs rows
    played on the same seeds; the value columns are ``wins`` (a share), ``final score``, ``rank`` and
    the game's measures. Kept in ``table.attrs["outcomes"]`` (compared by identity, never by value).
    """

    frame: Any
    group: str
    measures: tuple[str, ...]
    glossary: Any = None
    seat: str = ""  # "P2": whose results these are (branches), "" when each group is a seat
    names: tuple[tuple[str, str], ...] = ()  # (group, label for pictures), e.g. ("P1", "P1 greedy")

    def name(self, group: str) -> str:
        """How pictures label ``group``: a seat with its bot, a branch as it is."""
        return dict(self.names).get(group, group)

    @property
    def groups(self) -> list[str]:
        return list(dict.fromkeys(self.frame[self.group]))

    def values(self, group: str, measure: str) -> Any:
        rows = self.frame[self.frame[self.group] == group]
        if rows.empty:
            plural = "branches" if self.group == "branch" else f"{self.group}s"
            raise KeyError(f"no {self.group} {group!r}; {plural}: {', '.join(map(str, self.groups))}")
        if measure not in self.frame.columns:
            raise KeyError(f"no measure {measure!r}; measures: {', '.join(self.measures)}")
        return rows.set_index("game")[measure]

    def label(self, measure: str) -> str:
        """A measure's name in the current language (the game's glossary over the shared words)."""
        from .i18n import COMMON

        words = COMMON if self.glossary is None else COMMON.merged(self.glossary)
        return words(measure)


def branches(
    game: Any,
    state: Any,
    alternatives: Mapping[str, Sequence[Action | Mapping[str, Any]]],
    *,
    bots: Any = "random",
    n: int = 0,
    seed: int | str = 0,
    resample: bool = True,
    progress: bool = True,
) -> Any:
    """Play each alternative from ``state`` and compare them in one results table (core.tables.results).

    Each row: the branch and every player's score right after it ("P1 score now", ...). With ``n``
    > 0, bots finish the game ``n`` times from each branch, and the row adds, for the player to move
    at ``state``: wins in % with its 95% Wilson interval and the games, then the final score, the
    rank and each of the game's measures as mean, SD and 95% interval. ``resample`` deals the hidden
    parts (stack orders, future draws) anew for each playout as the mover could imagine them
    (``game.determinize``); playout k is dealt alike in every branch. The games themselves are in
    ``table.attrs["outcomes"]`` for ``compare`` and ``core.plots``.
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n is the number of playouts per branch, 0 or more, not {n!r}")
    if not alternatives:
        raise ScenarioError("branches", "give at least one alternative")
    me = state.current_player
    seat = f"P{me + 1}"
    measures = STATS + tuple(m.name for m in game.MEASURES)
    starts: dict[str, Any] = {}
    for label, actions in alternatives.items():
        s = state
        for i, a in enumerate(actions):
            try:
                action = a if isinstance(a, Action) else Action.from_json(dict(a))
                s = game.apply(s, action)
            except (IllegalAction, ValueError, TypeError) as exc:
                raise ScenarioError(f"branches[{label!r}][{i}]", str(exc)) from None
        starts[str(label)] = s
    for bot in [bots] if isinstance(bots, str | tuple) or not isinstance(bots, Sequence) else bots:
        fresh_bot(bot, 0)  # an unknown bot is refused before anything is played
    games: list[dict[str, Any]] = []
    with _progress_bar(n * len(starts), f"{game.slug} branches", progress and n > 0) as bar:
        for label, s in starts.items():
            for k in range(n):
                games.append(
                    {"branch": label, "game": k, **_playout(game, s, me, bots, f"{seed}/{k}", resample)}
                )
                bar.update(1)
    rows = []
    for label, s in starts.items():
        row: dict[str, Any] = {"branch": label}
        for p, score in enumerate(game.score_rows(s)):
            row[f"P{p + 1} score now"] = score["total"]
        if n > 0:
            mine = [g for g in games if g["branch"] == label]
            row[f"{seat} wins"] = Rate(sum(g["wins"] for g in mine), n)
            for m in measures[1:]:
                row[f"{seat} {m}"] = Spread(tuple(float(g[m]) for g in mine))
        rows.append(row)
    table = results(rows, game.glossary, index="branch")
    if n > 0:
        import pandas as pd

        table.attrs["outcomes"] = Outcomes(pd.DataFrame(games), "branch", measures, game.glossary, seat)
    return table


def _playout(game: Any, state: Any, me: int, bots: Any, key: str, resample: bool) -> dict[str, float]:
    """One game finished from ``state``: ``me``'s win share, final score, rank and measures."""
    if resample and not game.is_over(state):
        state = game.determinize(state, me, random.Random(key))
    specs = list(bots) if isinstance(bots, Sequence) and not isinstance(bots, str | tuple) else None
    if specs is not None and len(specs) != state.players:
        raise ValueError(f"{len(specs)} bots for {state.players} players")
    players = [fresh_bot(specs[p] if specs else bots, f"{key}/{p}") for p in range(state.players)]
    final, _ = play(game, state, players)
    rows = game.score_rows(final)
    ranks = game.ranks(final, rows)
    return {
        "wins": final_shares(game, final, ranks)[me],
        "final score": rows[me]["total"],
        "rank": ranks[me],
        **read_all(game, final, me),
    }


def outcomes(data: Any) -> Outcomes:
    """The games behind ``data``: a ``branches`` table, a ``simulate`` frame (groups are the seats) or Outcomes."""
    if isinstance(data, Outcomes):
        return data
    attrs = getattr(data, "attrs", {})
    if isinstance(attrs.get("outcomes"), Outcomes):
        return attrs["outcomes"]
    columns = list(getattr(data, "columns", ()))
    if "game" in columns and any(c.endswith("_total") for c in columns):
        return _seat_outcomes(data)
    raise ValueError(
        "no games behind this table: pass what boardkit.simulate returns, or a branches table made with n > 0"
    )


def _seat_outcomes(games: Any) -> Outcomes:
    import pandas as pd

    from .. import games as registry

    seats = sorted(
        {c[: -len("_total")] for c in games.columns if c.endswith("_total")}, key=lambda p: int(p[1:])
    )
    base = {f"{seats[0]}_{k}" for k in ("bot", "total", "rank", "win")}
    names = [c[len(seats[0]) + 1 :] for c in games.columns if c.startswith(f"{seats[0]}_") and c not in base]
    long = []
    for p in seats:
        part = pd.DataFrame(
            {
                "seat": p,
                "game": games["game"],
                "bot": games[f"{p}_bot"],
                "wins": games[f"{p}_win"],
                "final score": games[f"{p}_total"],
                "rank": games[f"{p}_rank"],
                **{m: games[f"{p}_{m}"] for m in names},
            }
        )
        long.append(part)
    glossary = None
    if games.attrs.get("game_slug") in registry.names():
        glossary = registry.get(games.attrs["game_slug"]).glossary
    labels = tuple((p, f"{p} {games[f'{p}_bot'].iloc[0]}") for p in seats)
    return Outcomes(pd.concat(long, ignore_index=True), "seat", STATS + tuple(names), glossary, names=labels)


@dataclass(frozen=True)
class Comparison:
    """Two alternatives on one measure, paired game by game; ``str()`` says it in words."""

    a: str
    b: str
    measure: str
    label: str  # the measure in words
    games: int
    difference: Interval  # a - b, paired, with its 95% t interval
    sd: float  # SD of the paired differences
    unit: str = ""
    labels: tuple[str, str] = ("", "")  # the measure in English and in Russian (the sentence's language)

    @property
    def verdict(self) -> str:
        """``a`` or ``b``, whichever is better for real at the 95% level (higher; lower for a rank), or ``"unclear"``."""
        d = self.difference
        higher = None
        if self.games >= 2 and (d.low > 0 or (self.sd == 0 and d.estimate > 0)):
            higher, lower = self.a, self.b
        elif self.games >= 2 and (d.high < 0 or (self.sd == 0 and d.estimate < 0)):
            higher, lower = self.b, self.a
        if higher is None:
            return "unclear"
        return lower if self.measure in LOWER_IS_BETTER else higher

    @property
    def games_needed(self) -> int | None:
        """Games per alternative that would show a difference of this size at the 95% level 4 times in 5.

        None when the difference is already clear, or when no difference was seen to size the estimate on.
        """
        d = abs(self.difference.estimate)
        if self.verdict != "unclear" or d == 0 or not self.sd > 0:
            return None
        return max(self.games + 1, math.ceil(((Z95 + Z80) * self.sd / d) ** 2))

    def _fmt(self, x: float) -> str:
        return f"{x:+.2f}"

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: str | None = None) -> str:
        """The comparison in words, in ``lang`` (the current language if None): core's messages turn the
        English sentence into Russian, with the measure's name from the game's glossary."""
        english = self._english()
        lang = lang or get_language()
        if lang == "en":
            return english
        words = COMMON.merged(Glossary({self.labels[0]: dict(zip(LANGUAGES, self.labels, strict=True))}))
        return Messages(CORE.table, words if all(self.labels) else COMMON).render(english, lang)

    def _english(self) -> str:
        d, n = self.difference, self.games
        label = self.labels[0] or self.label
        if n < 2:
            return f"{self.a} vs {self.b}: one game is too few to compare {label}; play more games."
        where = (
            f"{self._fmt(d.estimate)}{self.unit} (95% interval {self._fmt(d.low)} to {self._fmt(d.high)}) "
            f"over {n} paired games"
        )
        if self.verdict != "unclear":
            winner, loser = (self.a, self.b) if self.verdict == self.a else (self.b, self.a)
            lower = " (lower is better)" if self.measure in LOWER_IS_BETTER else ""
            return (
                f"{winner} comes out ahead of {loser} on {label}{lower}: {self.a} minus {self.b} is {where}. "
                "The difference is real at the 95% level."
            )
        if self.sd == 0:
            return f"{self.a} and {self.b} gave the same {label} in every one of {n} paired games: no difference."
        if d.estimate == 0:
            return (
                f"{self.a} and {self.b} do not differ in {label} on average: {where}. More games would "
                "only narrow the interval around 0."
            )
        return (
            f"{self.a} and {self.b} cannot be told apart on {label} yet: {self.a} minus {self.b} is {where}, "
            f"and the interval includes 0. About {_round(self.games_needed)} games each would be needed to show a "
            "difference of this size at the 95% level (4 times in 5)."
        )

    def __repr__(self) -> str:
        return str(self)

    def _repr_markdown_(self) -> str:
        return str(self)


def _round(games: int | None) -> str:
    """A games estimate to two significant figures: its precision is no better than that."""
    if games is None:
        return "?"
    digits = max(0, len(str(games)) - 2)
    return f"{round(games, -digits):,}"


def compare(data: Any, a: str, b: str, measure: str = "final score") -> Comparison:
    """Whether ``a`` and ``b`` differ on ``measure`` at the 95% level, in words (``str(result)``).

    ``data``: a ``branches`` table (alternatives are branches) or a ``simulate`` frame (alternatives
    are seats, "P1", "P2", ...). Games are paired (same playout seeds, or the same game), so the test
    is on the game-by-game differences: their mean with its 95% t interval (``core.stats.mean_ci``).
    ``measure``: "wins" (in percentage points), "final score", "rank" or one of the game's measures.
    """
    out = outcomes(data)
    left, right = out.values(a, measure), out.values(b, measure)
    if not left.index.equals(right.index):
        raise ValueError(f"{a!r} and {b!r} were not played on the same games, so they cannot be paired")
    scale, unit = (100.0, " percentage points") if measure == "wins" else (1.0, "")
    diffs = [scale * (x - y) for x, y in zip(left, right, strict=True)]
    ci = mean_ci(diffs)
    sd = statistics.stdev(diffs) if len(diffs) > 1 else math.nan
    with language("en"):
        en = out.label(measure)
    with language("ru"):
        ru = out.label(measure)
    if out.seat:  # "P1 wins"; in Russian the seat follows, as the tables name it: "победы И1"
        en, ru = f"{out.seat} {en}", f"{ru} {player_name(int(out.seat[1:]) - 1, 'ru')}"
    label = ru if get_language() == "ru" else en
    return Comparison(str(a), str(b), measure, label, len(diffs), ci, sd, unit, (en, ru))
