"""Interval estimates every results table and benchmark shares (standard library only).

- ``wilson``: a 95% interval for a rate (wins out of games), sound near 0% and 100% where the
  normal approximation gives intervals outside [0, 1].
- ``mean_ci``: a mean with its 95% interval from Student's t, as small samples need.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

Z95 = 1.959963984540054  # two-sided 95% quantile of the standard normal

# Two-sided 95% Student t quantiles for small degrees of freedom; above 30 the normal is close enough.
_T95 = (
    math.nan, 12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179,
    2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056,
    2.052, 2.048, 2.045, 2.042,
)  # fmt: skip


@dataclass(frozen=True)
class Interval:
    """An estimate with the low and high ends of its 95% interval."""

    estimate: float
    low: float
    high: float

    @property
    def half_width(self) -> float:
        return (self.high - self.low) / 2


def t95(df: int) -> float:
    """The two-sided 95% t quantile for ``df`` degrees of freedom (normal beyond 30)."""
    if df < 1:
        raise ValueError(f"degrees of freedom must be >= 1, got {df}")
    return _T95[df] if df < len(_T95) else Z95


def wilson(hits: float, n: int, z: float = Z95) -> Interval:
    """Wilson score interval for ``hits`` successes in ``n`` trials (a shared win may be fractional)."""
    if n < 1 or not 0 <= hits <= n:
        raise ValueError(f"a rate needs 0 <= hits <= n and n >= 1, got {hits} of {n}")
    p = hits / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return Interval(p, max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(values: Sequence[float]) -> Interval:
    """The mean of ``values`` with its 95% t interval; one value has no interval (NaN ends)."""
    if not values:
        raise ValueError("a mean needs at least one value")
    mean = statistics.fmean(values)
    if len(values) < 2:
        return Interval(mean, math.nan, math.nan)
    half = t95(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))
    return Interval(mean, mean - half, mean + half)
