"""Exact odds, no sampling: every distribution is a ``{outcome: Fraction}`` that sums to 1.

Tomorrow (rulebook sections Biologicals A-D and Nuclear; the numbers of the shipped, partly
reconstructed, card data in ``tabletop_nb/tomorrow/data``):

- ``spread_distribution(card, territory)``: how many adjacent land territories a biological
  spreads to (each adjacent land territory on its own d10 roll of 1..spread);
- ``check_kills(pop, checks)``: pawns killed by random annihilation checks (a d10 at or under the
  pawns left kills one; 10 or more pawns: no roll, one dies) over ``checks`` checks;
- ``bio_kills(card, pop)``: a biological on one territory over its whole duration (immediate
  annihilation, 1 per 5 left, then one check per turn in effect), spreading aside;
- ``nuke_kills(pop)`` and ``nuke_kills_by_territory()``: a nuke's kills by population (one pawn,
  then one more for every five still remaining), and over the map's land territories.

The War of the Worlds: One More Day (Setup step 5): ``wotw_game_length()``, delegated to
``tabletop_nb.wotw.game_length_distribution()`` when that package exists.

Tomorrow (2023) (Mise en place; Piocher une carte): ``draw_odds`` / ``draw_distribution``, the
hypergeometric chances of drawing a card (or one of ``copies`` cards of a kind) from a 10-card deck
within the opening 3 and ``k`` more draws.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from math import comb
from typing import Any

Dist = dict[int, Fraction]


def _rules(rules: Any) -> Any:
    if rules is None:
        from ..tomorrow import TomorrowRules

        return TomorrowRules()
    return rules


def _bio(card: Any, rules: Any) -> Any:
    if isinstance(card, str):
        from ..tomorrow.biologicals import DOOMSDAY
        from ..tomorrow import biologicals

        if card == "Doomsday Virus":
            return DOOMSDAY[_rules(rules).doomsday_virus]
        bios = biologicals()
        if card not in bios:
            raise KeyError(f"no biological named {card!r}")
        return bios[card]
    return card


def mean(dist: dict[Any, Fraction]) -> Fraction:
    return sum((Fraction(k) * p for k, p in dist.items()), Fraction(0))


def binomial(n: int, p: Fraction) -> Dist:
    return {k: comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)}


def adjacent_land(territory: str) -> list[str]:
    from ..tomorrow import world_map

    wm = world_map()
    if territory not in wm:
        raise KeyError(f"no territory {territory!r}")
    return [t for t in wm[territory].adjacent if wm[t].land]


def spread_distribution(card: Any, territory: str, rules: Any = None) -> Dist:
    """How many territories ``card`` spreads to from ``territory``: Binomial(adjacent land, spread/die)."""
    c = _bio(card, rules)
    die = _rules(rules).die
    p = Fraction(min(c.spread, die), die)
    return binomial(len(adjacent_land(territory)), p)


def check_kills(pop: int, checks: int, die: int = 10) -> Dist:
    """Pawns killed by ``checks`` random annihilation checks on a territory of ``pop`` pawns
    (nothing else changing it meanwhile)."""
    if pop < 0 or checks < 0:
        raise ValueError("pop and checks must be >= 0")
    state: dict[int, Fraction] = {pop: Fraction(1)}  # pawns left -> probability
    for _ in range(checks):
        nxt: dict[int, Fraction] = {}
        for left, p in state.items():
            if left <= 0:
                nxt[left] = nxt.get(left, Fraction(0)) + p
                continue
            hit = Fraction(1) if left >= die else Fraction(left, die)
            nxt[left - 1] = nxt.get(left - 1, Fraction(0)) + p * hit
            if hit < 1:
                nxt[left] = nxt.get(left, Fraction(0)) + p * (1 - hit)
        state = nxt
    return {pop - left: p for left, p in sorted(state.items(), reverse=True)}


def bio_kills(card: Any, pop: int, rules: Any = None) -> Dist:
    """Pawns a biological kills on the territory it is aimed at, over its duration: the immediate
    annihilation (and 1 per 5 left), then one random check when unleashed and one each later turn
    in effect (``duration`` checks in all), if the card has checks. Spreading is not counted."""
    r = _rules(rules)
    c = _bio(card, rules)
    left = pop
    first = min(c.immediate, left)
    left -= first
    if c.per_five:
        extra = min(left // r.per_pawns, left)
        left -= extra
        first += extra
    if not c.random_check:
        return {first: Fraction(1)}
    return {first + k: p for k, p in check_kills(left, c.duration, r.die).items()}


def nuke_kills(pop: int, rules: Any = None) -> int:
    """A nuke's kills on a territory of ``pop`` pawns: ``nuke_pawns``, then 1 more per ``per_pawns`` left."""
    r = _rules(rules)
    first = min(r.nuke_pawns, pop)
    return first + min((pop - first) // r.per_pawns, pop - first)


def nuke_kills_by_territory(rules: Any = None) -> Dist:
    """Kills of one nuke aimed at a land territory chosen uniformly at random (starting populations)."""
    from ..tomorrow import world_map

    land = [t for t in world_map().values() if t.land]
    out: Dist = {}
    for t in land:
        k = nuke_kills(t.population, rules)
        out[k] = out.get(k, Fraction(0)) + Fraction(1, len(land))
    return dict(sorted(out.items()))


def nuke_table(rules: Any = None, up_to: int = 20) -> dict[int, int]:
    return {pop: nuke_kills(pop, rules) for pop in range(up_to + 1)}


# --------------------------------------------------------------------------- War of the Worlds


WOTW_DIARY_DAYS = 12
WOTW_TRACKING_CARDS = (1, 2, 3, 4, 5)


def wotw_game_length_own() -> Dist:
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


def wotw_game_length() -> Dist:
    """WotW game length: the wotw package's own exact distribution when it is installed, else ours."""
    try:
        from .. import wotw  # type: ignore[attr-defined]
    except ImportError:
        return wotw_game_length_own()
    fn = getattr(wotw, "game_length_distribution", None)
    if not callable(fn):
        return wotw_game_length_own()
    # exact if the package gives Fractions; floats are read back to the nearest simple fraction
    return {int(k): v if isinstance(v, Fraction) else Fraction(v).limit_denominator(10**6)
            for k, v in dict(fn()).items()}


# --------------------------------------------------------------------------- Tomorrow (2023)


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
