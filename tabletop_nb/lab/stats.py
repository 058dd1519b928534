"""The statistics the lab reports: Wilson intervals, a two-proportion test, Ludii's Balance.

Plain Python (``math`` only) so the numbers are easy to check by hand; pandas is used by the
callers, not here.

The lab calls two rates different only when the two-sided two-proportion z-test (pooled
variance) gives p < 0.05; a mean differs when Welch's z-test does. Everything else is reported
as "no detectable change at n games", with the intervals that say why.
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple, Sequence

Z95 = 1.959963984540054  # the 97.5 % point of the standard normal
ALPHA = 0.05


class Interval(NamedTuple):
    """A proportion ``k/n`` with its 95 % Wilson score interval."""

    k: int
    n: int
    rate: float
    low: float
    high: float

    def __str__(self) -> str:
        if self.n == 0:
            return "n/a (0 games)"
        return f"{100 * self.rate:.1f}% [{100 * self.low:.1f}, {100 * self.high:.1f}]"


def wilson(k: int, n: int, z: float = Z95) -> Interval:
    """The Wilson score interval of ``k`` successes in ``n`` trials (95 % by default).

    Unlike the textbook p ± z·sqrt(p(1-p)/n) it never leaves [0, 1] and stays honest at 0 or n
    successes, which is exactly where a lopsided game (random players lose 98 % of Tomorrow) lives.
    """
    if n < 0 or k < 0 or k > n:
        raise ValueError(f"wilson: need 0 <= k <= n, got k={k}, n={n}")
    if n == 0:
        return Interval(0, 0, math.nan, 0.0, 1.0)
    p = k / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z / (1 + z2 / n) * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    # at k = 0 or k = n the interval touches the bound exactly (rounding would leave 1e-17)
    return Interval(k, n, p, 0.0 if k == 0 else max(0.0, centre - half), 1.0 if k == n else min(1.0, centre + half))


def _norm_sf(z: float) -> float:
    """P(Z > z) for a standard normal."""
    return 0.5 * math.erfc(z / math.sqrt(2))


class Test(NamedTuple):
    """A comparison of variant B against variant A: the change, its 95 % interval and the p-value."""

    diff: float
    low: float
    high: float
    p: float
    significant: bool


def two_proportions(k1: int, n1: int, k2: int, n2: int) -> Test:
    """Two-sided two-proportion z-test (pooled) of k2/n2 against k1/n1, with Newcombe's interval
    of the difference (built from the two Wilson intervals, method 10 of Newcombe 1998)."""
    if n1 == 0 or n2 == 0:
        return Test(math.nan, math.nan, math.nan, 1.0, False)
    p1, p2 = k1 / n1, k2 / n2
    pooled = (k1 + k2) / (n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    p = 1.0 if se == 0 else 2 * _norm_sf(abs(p2 - p1) / se)
    a, b = wilson(k1, n1), wilson(k2, n2)
    d = p2 - p1
    low = d - math.sqrt((p2 - b.low) ** 2 + (a.high - p1) ** 2)
    high = d + math.sqrt((b.high - p2) ** 2 + (p1 - a.low) ** 2)
    return Test(d, low, high, p, p < ALPHA)


class Mean(NamedTuple):
    """A sample mean with its 95 % normal-approximation interval (mean ± 1.96 s/√n)."""

    n: int
    mean: float
    sd: float
    low: float
    high: float

    def __str__(self) -> str:
        return f"{self.mean:.3g} [{self.low:.3g}, {self.high:.3g}]"


def mean_interval(values: Sequence[float]) -> Mean:
    n = len(values)
    if n == 0:
        return Mean(0, math.nan, math.nan, math.nan, math.nan)
    m = sum(values) / n
    sd = math.sqrt(sum((v - m) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    h = Z95 * sd / math.sqrt(n)
    return Mean(n, m, sd, m - h, m + h)


def two_means(a: Mean, b: Mean) -> Test:
    """Welch's z-test of mean b against mean a (large samples), with the difference's 95 % interval."""
    if a.n < 2 or b.n < 2:
        return Test(math.nan, math.nan, math.nan, 1.0, False)
    d = b.mean - a.mean
    se = math.sqrt(a.sd ** 2 / a.n + b.sd ** 2 / b.n)
    if se == 0:
        return Test(d, d, d, 1.0 if d == 0 else 0.0, d != 0)
    p = 2 * _norm_sf(abs(d) / se)
    return Test(d, d - Z95 * se, d + Z95 * se, p, p < ALPHA)


def balance(win_rates: Sequence[float]) -> float:
    """Ludii's Balance: 1 minus the largest gap between two players' win rates (1 = perfectly even)."""
    rates = [r for r in win_rates if not math.isnan(r)]
    if len(rates) < 2:
        return math.nan
    return 1.0 - (max(rates) - min(rates))


# --------------------------------------------------------------------------- chi-square (for checking exact odds)


def _gamma_p(a: float, x: float) -> float:
    """The regularized lower incomplete gamma P(a, x): series below a + 1, continued fraction above."""
    if x <= 0:
        return 0.0
    lg = math.lgamma(a)
    if x < a + 1:
        term = total = 1.0 / a
        ap = a
        for _ in range(10_000):
            ap += 1
            term *= x / ap
            total += term
            if abs(term) < abs(total) * 1e-15:
                break
        return total * math.exp(-x + a * math.log(x) - lg)
    # Lentz's continued fraction for Q(a, x)
    b = x + 1 - a
    c = 1 / 1e-300
    d = 1 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = 1e-300 if abs(d) < 1e-300 else d
        c = b + an / c
        c = 1e-300 if abs(c) < 1e-300 else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-15:
            break
    return 1.0 - math.exp(-x + a * math.log(x) - lg) * h


def chi2_sf(x: float, df: int) -> float:
    """P(X > x) for a chi-square variable with ``df`` degrees of freedom."""
    if df < 1:
        raise ValueError("chi-square needs at least 1 degree of freedom")
    return max(0.0, 1.0 - _gamma_p(df / 2, x / 2))


def chi_square(observed: dict[Any, int], expected: dict[Any, float], min_expected: float = 5.0) -> tuple[float, int, float]:
    """Pearson's goodness-of-fit of counts against exact probabilities: (statistic, df, p-value).

    Outcomes whose expected count is under ``min_expected`` are pooled into one cell (the usual
    rule for the chi-square approximation); an observed outcome the exact law gives probability 0
    makes the p-value 0.
    """
    n = sum(observed.values())
    if n == 0:
        raise ValueError("chi_square: no observations")
    for k, c in observed.items():
        if c and float(expected.get(k, 0)) == 0.0:
            return math.inf, 0, 0.0
    cells: list[tuple[float, float]] = []
    pool_o = pool_e = 0.0
    for k, p in sorted(expected.items(), key=lambda kv: str(kv[0])):
        e = n * float(p)
        o = float(observed.get(k, 0))
        if e < min_expected:
            pool_o += o
            pool_e += e
        else:
            cells.append((o, e))
    if pool_e > 0:
        cells.append((pool_o, pool_e))
    stat = sum((o - e) ** 2 / e for o, e in cells if e > 0)
    df = len(cells) - 1
    return stat, df, (chi2_sf(stat, df) if df >= 1 else 1.0)
