"""The shared interval estimates: checked against values worked by hand from their formulas."""

import math

import pytest

from boardkit.core.stats import mean_ci, t95, wilson


def test_wilson_half_of_ten_matches_formula() -> None:
    # p = 0.5, n = 10, z = 1.96: centre 0.5, half = 1.96*sqrt(0.025 + 0.0096)/1.384 = 0.2366
    i = wilson(5, 10)
    assert i.estimate == 0.5
    assert i.low == pytest.approx(0.2366, abs=1e-3) and i.high == pytest.approx(0.7634, abs=1e-3)


def test_wilson_all_wins_stays_inside_zero_one() -> None:
    i = wilson(20, 20)
    assert i.high == 1.0 and 0.8 < i.low < 0.85  # hand value 0.8389


def test_wilson_refuses_impossible_counts() -> None:
    with pytest.raises(ValueError, match="hits"):
        wilson(11, 10)
    with pytest.raises(ValueError, match="n >= 1"):
        wilson(0, 0)


def test_mean_ci_uses_student_t_for_small_samples() -> None:
    i = mean_ci([1.0, 2.0, 3.0])  # mean 2, sd 1, t(2) = 4.303: half = 4.303/sqrt(3) = 2.484
    assert i.estimate == 2.0 and i.half_width == pytest.approx(2.484, abs=1e-3)
    assert t95(100) == pytest.approx(1.96, abs=1e-3)


def test_mean_ci_of_one_value_has_no_interval() -> None:
    i = mean_ci([4.0])
    assert i.estimate == 4.0 and math.isnan(i.low)
