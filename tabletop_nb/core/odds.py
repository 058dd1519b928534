"""Exact distributions, shared by the games' odds rooms: a distribution is a ``{outcome: Fraction}`` summing to 1.

Each game's own exact odds live in its package's ``odds`` module (Tomorrow: spread, kills, nukes; The War of the
Worlds: game length; Tomorrow (2023): draws).
"""

from __future__ import annotations

from fractions import Fraction
from math import comb
from typing import Any

Dist = dict[int, Fraction]


def mean(dist: dict[Any, Fraction]) -> Fraction:
    """The mean of a distribution, exactly."""
    return sum((Fraction(k) * p for k, p in dist.items()), Fraction(0))


def binomial(n: int, p: Fraction) -> Dist:
    """The number of successes in ``n`` independent trials of chance ``p``."""
    return {k: comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)}
