"""Wilson intervals and the difference interval against published values (Newcombe 1998)."""

import math

import pytest

from tabletop_nb.lab.stats import balance, chi2_sf, mean_interval, two_means, two_proportions, wilson


@pytest.mark.parametrize("k,n,low,high", [
    # Newcombe (1998), Statistics in Medicine 17:857, Table II, method 3 (score interval without correction)
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
])
def test_wilson_matches_published_values(k, n, low, high):
    iv = wilson(k, n)
    assert round(iv.low, 4) == low and round(iv.high, 4) == high


def test_wilson_edges_and_bad_input():
    assert wilson(10, 10).high == 1.0 and wilson(0, 10).low == 0.0
    assert wilson(5, 10).low == pytest.approx(0.2366, abs=1e-4)
    assert math.isnan(wilson(0, 0).rate)
    with pytest.raises(ValueError):
        wilson(3, 2)


def test_newcombe_difference_interval():
    # Newcombe (1998), Table II example (56/70 vs 48/80), method 10: 0.0524 to 0.3339
    t = two_proportions(48, 80, 56, 70)
    assert t.diff == pytest.approx(0.2)
    assert round(t.low, 4) == 0.0524 and round(t.high, 4) == 0.3339
    assert t.significant and t.p < 0.01


def test_two_proportions_says_no_change_for_one_game():
    # 2 % vs 5 % of 40 games is one game against two: not a difference
    t = two_proportions(1, 40, 2, 40)
    assert not t.significant and t.low < 0 < t.high


def test_two_means_and_balance():
    a, b = mean_interval([1, 2, 3, 4, 5] * 20), mean_interval([3, 4, 5, 6, 7] * 20)
    t = two_means(a, b)
    assert t.diff == pytest.approx(2) and t.significant
    assert balance([0.5, 0.3, 0.2]) == pytest.approx(0.7)


@pytest.mark.parametrize("x,df,p", [(3.841459, 1, 0.05), (5.991465, 2, 0.05), (18.307038, 10, 0.05), (0.0, 3, 1.0)])
def test_chi2_sf(x, df, p):
    assert chi2_sf(x, df) == pytest.approx(p, abs=1e-6)
