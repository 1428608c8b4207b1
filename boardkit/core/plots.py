"""Pictures of what-if branches and simulations, drawn with matplotlib (see README, "Plots").

Each function takes a ``branches`` table (made with n > 0) or a ``simulate`` frame, draws one
figure and returns it: a notebook shows it, a script can ``fig.savefig(path)``. Intervals are the
same 95% intervals as in the tables (Wilson for win rates, Student t for means), and the labels
follow the game's glossary and ``boardkit.set_language``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .stats import mean_ci, wilson
from .whatif import Outcomes, outcomes

_COLOURS = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f")


def _png(fig: Any) -> bytes:
    import io

    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=96)
    return buf.getvalue()


def _show_in_notebooks(figure_type: type) -> None:
    """Let IPython show a returned Figure as a PNG (no pyplot, so no backend to set up, Voila included)."""
    try:
        from IPython import get_ipython
    except ImportError:
        return
    shell = get_ipython()
    if shell is not None:
        shell.display_formatter.formatters["image/png"].for_type(figure_type, _png)


def _figure(rows: int, cols: int, width: float, height: float) -> tuple[Any, Any]:
    # Figures are made without pyplot's global state, so nothing is shown twice or left open.
    from matplotlib.figure import Figure

    _show_in_notebooks(Figure)
    fig = Figure(figsize=(width, height), layout="constrained")
    axes = fig.subplots(rows, cols, squeeze=False)
    return fig, axes


def _title(out: Outcomes, text: str) -> str:
    return f"{out.seat}: {text}" if out.seat else text


def _edges(values: Sequence[float]) -> list[float]:
    """Histogram bin edges: one bar per whole number when the values are counts, else 20 equal bins."""
    low, high = min(values), max(values)
    if all(float(x).is_integer() for x in values) and high - low <= 80:
        return [low - 0.5 + i for i in range(int(high - low) + 2)]
    return [low + (high - low) * i / 20 for i in range(21)] if high > low else [low - 0.5, low + 0.5]


def distributions(data: Any, measure: str = "final score", *, groups: Sequence[str] | None = None) -> Any:
    """How ``measure`` spreads over the games, one small histogram per branch (or seat), on one scale.

    The dashed line is the mean and the band its 95% interval, so a reader sees both how far single
    games scatter and how sure the average is.
    """
    out = outcomes(data)
    names = list(groups or out.groups)
    values = {g: [float(v) for v in out.values(g, measure)] for g in names}
    edges = _edges([x for v in values.values() for x in v])
    fig, axes = _figure(len(names), 1, 7, 1.3 + 1.1 * len(names))
    for i, (g, ax) in enumerate(zip(names, axes[:, 0], strict=True)):
        colour = _COLOURS[i % len(_COLOURS)]
        ax.hist(values[g], bins=edges, color=colour, alpha=0.75)
        ci = mean_ci(values[g])
        ax.axvline(ci.estimate, color="black", linestyle="--", linewidth=1)
        if ci.low == ci.low:  # NaN for a single game: no band
            ax.axvspan(ci.low, ci.high, color="black", alpha=0.12)
        ax.set_ylabel(f"{out.name(g)}\n({len(values[g])})", rotation=0, ha="right", va="center")
        ax.set_xlim(edges[0], edges[-1])
        ax.tick_params(axis="y", labelsize=7)
    label = out.label(measure)
    axes[-1, 0].set_xlabel(label)
    axes[0, 0].set_title(_title(out, f"{label}: games, mean and its 95% interval"))
    return fig


def win_rates(data: Any, *, groups: Sequence[str] | None = None) -> Any:
    """Win rate of each branch (or seat) in %, with its 95% Wilson interval and the number of games."""
    out = outcomes(data)
    names = list(groups or out.groups)
    fig, axes = _figure(1, 1, 7, 0.9 + 0.5 * len(names))
    ax = axes[0, 0]
    for i, g in enumerate(names):
        shares = [float(v) for v in out.values(g, "wins")]
        ci = wilson(sum(shares), len(shares))
        y = len(names) - 1 - i
        ax.barh(y, 100 * ci.estimate, color=_COLOURS[i % len(_COLOURS)], alpha=0.75)
        ax.errorbar(
            100 * ci.estimate,
            y,
            xerr=[[max(0.0, 100 * (ci.estimate - ci.low))], [max(0.0, 100 * (ci.high - ci.estimate))]],
            color="black",
            capsize=4,
        )
        ax.text(100 * ci.high + 1, y, f"{100 * ci.estimate:.0f}% of {len(shares)}", va="center", fontsize=8)
    ax.set_yticks(range(len(names)), [out.name(g) for g in reversed(names)])
    ax.set_xlim(0, 110)
    ax.set_xlabel(f"{out.label('wins')} (%)")
    ax.set_title(_title(out, f"{out.label('wins')}: % with 95% interval"))
    return fig


def means(data: Any, measures: Sequence[str] | None = None, *, groups: Sequence[str] | None = None) -> Any:
    """Branches (or seats) side by side: the mean of each measure with its 95% interval, a panel each.

    Where two intervals do not overlap the difference is clear; where they overlap, ``compare``
    (paired game by game) is the sharper test.
    """
    out = outcomes(data)
    names = list(groups or out.groups)
    shown = list(measures or [m for m in out.measures if m != "wins"])
    fig, axes = _figure(1, len(shown), 2.4 * len(shown) + 0.8, 0.9 + 0.45 * len(names))
    for j, (m, ax) in enumerate(zip(shown, axes[0], strict=True)):
        for i, g in enumerate(names):
            ci = mean_ci([float(v) for v in out.values(g, m)])
            y = len(names) - 1 - i
            err = (
                [[max(0.0, ci.estimate - ci.low)], [max(0.0, ci.high - ci.estimate)]]
                if ci.low == ci.low
                else None
            )
            ax.errorbar(ci.estimate, y, xerr=err, fmt="o", color=_COLOURS[i % len(_COLOURS)], capsize=4)
        ax.set_yticks(
            range(len(names)), [out.name(g) for g in reversed(names)] if j == 0 else [""] * len(names)
        )
        ax.set_ylim(-0.6, len(names) - 0.4)
        ax.set_title(out.label(m), fontsize=9)
        ax.tick_params(axis="x", labelsize=8)
    fig.suptitle(_title(out, "means with 95% intervals"), fontsize=10)
    return fig


def difference(data: Any, a: str, b: str, measure: str = "final score") -> Any:
    """Game by game, ``a`` minus ``b`` on ``measure``: the spread of the differences and their mean's
    95% interval beside zero. An interval clear of zero is a real difference (``compare`` says it)."""
    out = outcomes(data)
    left, right = out.values(a, measure), out.values(b, measure)
    diffs = [float(x) - float(y) for x, y in zip(left, right, strict=True)]
    fig, axes = _figure(1, 1, 7, 2.6)
    ax = axes[0, 0]
    ax.hist(diffs, bins=_edges(diffs), color=_COLOURS[0], alpha=0.7)
    ci = mean_ci(diffs)
    ax.axvline(0, color="grey", linewidth=1)
    ax.axvline(ci.estimate, color="black", linestyle="--", linewidth=1)
    if ci.low == ci.low:
        ax.axvspan(ci.low, ci.high, color="black", alpha=0.15)
    label = out.label(measure)
    ax.set_xlabel(f"{a} − {b}: {label}")
    ax.set_title(_title(out, f"{label}, {a} − {b} in {len(diffs)} paired games; mean, 95% interval"))
    return fig
