"""Dice Race's exact odds (the odds room; ``tabletop_nb.lab.odds.of("dice_race")`` finds it): the points one turn
banks under "hold at k", as a ``{points: Fraction}`` summing to 1 (0: the turn busted)."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from tabletop_nb.core.odds import Dist


def turn_points(hold: int, sides: int = 6) -> Dist:
    """Roll until the pot reaches ``hold`` (then stop and bank it) or the 1 busts (sections 2 to 4)."""

    @lru_cache(maxsize=None)
    def from_pot(pot: int) -> tuple[tuple[int, Fraction], ...]:
        if pot >= hold:
            return ((pot, Fraction(1)),)
        out: dict[int, Fraction] = {0: Fraction(1, sides)}  # the 1: bust
        for face in range(2, sides + 1):
            for points, p in from_pot(pot + face):
                out[points] = out.get(points, Fraction(0)) + p / sides
        return tuple(sorted(out.items()))

    return dict(from_pot(0))


def no_bust(rolls: int, sides: int = 6) -> Fraction:
    """The chance that ``rolls`` rolls in a row all miss the 1."""
    return Fraction(sides - 1, sides) ** rolls
