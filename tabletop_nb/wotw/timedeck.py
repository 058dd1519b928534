"""How long will the invasion last? The exact distribution of the game's length, from Game Setup 4-5.

The Twelve Day Diary is played first. Step 5 puts 2 of the 5 day cards (worth 1 to 5 days) with the
Victory card, shuffles those 3, and puts the other 3 (shuffled) on top. The Victory card is drawn on
the red circle of the last day card above it; under the default ruling the game ends that day.
"""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

DAYS = (1, 2, 3, 4, 5)
DIARY = 12


def game_length_distribution(victory_day: str = "same_day", days: tuple[int, ...] = DAYS,
                             diary: int = DIARY) -> dict[int, Fraction]:
    """{length in days: exact probability} over every way Game Setup 5 can fall (no sampling)."""
    extra = 1 if victory_day == "next_day" else 0
    out: dict[int, Fraction] = {}
    pairs = list(itertools.combinations(range(len(days)), 2))
    for pair in pairs:  # the 2 cards put with Victory: every pair equally likely
        top = sum(d for i, d in enumerate(days) if i not in pair)
        a, b = days[pair[0]], days[pair[1]]
        # Victory is first, second or third of its 3 (each 1/3); second: one of the pair above it (1/2 each)
        for above, p in ((0, Fraction(1, 3)), (a, Fraction(1, 6)), (b, Fraction(1, 6)), (a + b, Fraction(1, 3))):
            n = diary + top + above + extra
            out[n] = out.get(n, Fraction(0)) + p / len(pairs)
    return dict(sorted(out.items()))


def simulate_lengths(n: int, seed: int = 0, victory_day: str = "same_day", days: tuple[int, ...] = DAYS,
                     diary: int = DIARY) -> list[int]:
    """``n`` game lengths from simulated setups of the Time Tracking deck (step 5 card by card)."""
    rng = random.Random(seed)
    extra = 1 if victory_day == "next_day" else 0
    out = []
    for _ in range(n):
        cards = list(days)
        rng.shuffle(cards)
        bottom = cards[:2] + [0]  # 0 is the Victory card
        rng.shuffle(bottom)
        top = cards[2:]
        rng.shuffle(top)
        deck = top + bottom
        out.append(diary + sum(deck[:deck.index(0)]) + extra)
    return out
