"""The War of the Worlds: One More Day's exact odds (the odds room): the game's length in days (Setup step 5),
18 to 27 as the Gameplay Overview says, as a ``{days: Fraction}`` summing to 1."""

from __future__ import annotations

import itertools
from fractions import Fraction

from ..core.odds import Dist

WOTW_DIARY_DAYS = 12
WOTW_TRACKING_CARDS = (1, 2, 3, 4, 5)


def game_length_enumerated() -> Dist:
    """The number of days (turns) from Setup step 4-5, by enumeration: the 12-day diary, then three
    of the five 1-5 day cards on top (shuffled), then two more with the Victory card shuffled among
    them. The game ends with the day the Victory card is revealed: 12 + the days of every card
    revealed before it (18 to 27, as the Gameplay Overview says)."""
    out: Dist = {}
    perms = list(itertools.permutations(WOTW_TRACKING_CARDS))
    weight = Fraction(1, len(perms) * 3)
    for order in perms:
        top, rest = order[:3], order[3:]
        for before in range(3):  # Victory first, second or last of the bottom three
            days = WOTW_DIARY_DAYS + sum(top) + sum(rest[:before])
            out[days] = out.get(days, Fraction(0)) + weight
    return dict(sorted(out.items()))


def game_length() -> Dist:
    """The game's length in days, exactly: the time deck's own distribution (timedeck.py), which the
    enumeration above must agree with (tests/lab/test_odds.py)."""
    from .timedeck import game_length_distribution

    # exact if it gives Fractions; floats are read back to the nearest simple fraction
    return {int(k): v if isinstance(v, Fraction) else Fraction(v).limit_denominator(10**6)
            for k, v in dict(game_length_distribution()).items()}
