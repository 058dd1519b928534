"""Tomorrow (2023)'s exact odds (the odds room; « Mise en place », « Piocher une carte »): the hypergeometric
chances of drawing a card (or one of ``copies`` cards of a kind) from a 10-card deck within the opening 3 and
``k`` more draws."""

from __future__ import annotations

from fractions import Fraction
from math import comb

from ..core.odds import Dist


def draw_distribution(copies: int = 1, draws: int = 0, deck: int = 10, opening: int = 3,
                      after_opening: bool = False) -> Dist:
    """How many of ``copies`` cards (one card, or a kind) are seen in the opening hand plus
    ``draws`` more draws from a shuffled ``deck``: hypergeometric over ``opening + draws`` cards.

    With ``after_opening`` the law is of the ``draws`` later cards only, given none was in the
    opening hand. Draws beyond the deck (a reshuffle of the discard) are refused.
    """
    if not 0 <= copies <= deck or opening < 0 or draws < 0:
        raise ValueError("need 0 <= copies <= deck and opening, draws >= 0")
    if opening + draws > deck:
        raise ValueError(f"{opening} + {draws} draws exceed the {deck}-card deck (the discard would be reshuffled)")
    if after_opening:
        n_left, seen = deck - opening, draws
        if n_left < copies:
            raise ValueError("the copies cannot all be outside the opening hand")
        total = comb(n_left, seen)
        return {k: Fraction(comb(copies, k) * comb(n_left - copies, seen - k), total)
                for k in range(min(copies, seen) + 1) if comb(n_left - copies, seen - k)}
    seen = opening + draws
    total = comb(deck, seen)
    return {k: Fraction(comb(copies, k) * comb(deck - copies, seen - k), total)
            for k in range(min(copies, seen) + 1) if comb(deck - copies, seen - k)}


def draw_odds(copies: int = 1, draws: int = 0, deck: int = 10, opening: int = 3, after_opening: bool = False) -> Fraction:
    """The chance to have seen at least one of ``copies`` cards within the opening hand and ``draws``
    more draws (``after_opening``: within the ``draws`` only, given none was in the opening)."""
    d = draw_distribution(copies, draws, deck, opening, after_opening)
    return 1 - d.get(0, Fraction(0))
