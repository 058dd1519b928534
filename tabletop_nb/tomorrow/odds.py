"""Tomorrow's exact odds, no sampling (the odds room): each distribution is a ``{outcome: Fraction}`` summing to 1.

Rulebook sections Biologicals A-D and Nuclear; the numbers of the shipped, partly reconstructed, card data in
``data/``:

- ``spread_distribution(card, territory)``: how many adjacent land territories a biological spreads to (each
  adjacent land territory on its own d10 roll of 1..spread);
- ``check_kills(pop, checks)``: pawns killed by random annihilation checks (a d10 at or under the pawns left
  kills one; 10 or more pawns: no roll, one dies) over ``checks`` checks;
- ``bio_kills(card, pop)``: a biological on one territory over its whole duration (immediate annihilation,
  1 per 5 left, then one check per turn in effect), spreading aside;
- ``nuke_kills(pop)`` and ``nuke_kills_by_territory()``: a nuke's kills by population (one pawn, then one more
  for every five still remaining), and over the map's land territories.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..core.odds import Dist, binomial


def _rules(rules: Any) -> Any:
    if rules is None:
        from .rules import TomorrowRules

        return TomorrowRules()
    return rules


def _bio(card: Any, rules: Any) -> Any:
    if isinstance(card, str):
        from .biologicals import DOOMSDAY, biologicals

        if card == "Doomsday Virus":
            return DOOMSDAY[_rules(rules).doomsday_virus]
        bios = biologicals()
        if card not in bios:
            raise KeyError(f"no biological named {card!r}")
        return bios[card]
    return card


def adjacent_land(territory: str) -> list[str]:
    from .data import world_map

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
    return int(first + min((pop - first) // r.per_pawns, pop - first))


def nuke_kills_by_territory(rules: Any = None) -> Dist:
    """Kills of one nuke aimed at a land territory chosen uniformly at random (starting populations)."""
    from .data import world_map

    land = [t for t in world_map().values() if t.land]
    out: Dist = {}
    for t in land:
        k = nuke_kills(t.population, rules)
        out[k] = out.get(k, Fraction(0)) + Fraction(1, len(land))
    return dict(sorted(out.items()))


def nuke_table(rules: Any = None, up_to: int = 20) -> dict[int, int]:
    return {pop: nuke_kills(pop, rules) for pop in range(up_to + 1)}
