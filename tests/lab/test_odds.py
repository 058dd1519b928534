"""Exact odds against simulation: a chi-square goodness-of-fit test each (the simulation is the
engine itself where the engine has the rule; p > 0.001 passes, seeded so the result is fixed)."""

import random
from fractions import Fraction

import pytest

from tabletop_nb.lab import odds
from tabletop_nb.tomorrow import odds as tomorrow_odds
from tabletop_nb.tomorrow2023 import odds as duel_odds
from tabletop_nb.wotw import odds as wotw_odds
from tabletop_nb.lab.stats import chi_square
from tabletop_nb.tomorrow import TomorrowGame, biologicals, world_map

N = 4000


def _sums_to_one(d):
    assert sum(d.values()) == 1 and all(isinstance(p, Fraction) for p in d.values())


def _fit(observed, dist):
    stat, df, p = chi_square(observed, dist)
    assert df >= 1 and p > 0.001, (observed, {k: float(v) for k, v in dist.items()}, stat, p)
    return p


def _land_with_most_neighbours():
    wm = world_map()
    return max((t for t in wm if wm[t].land), key=lambda t: (len(tomorrow_odds.adjacent_land(t)), t))


def test_spread_matches_the_engine():
    card = "Blue Ague"  # spread 6: each adjacent land territory on a d10 roll of 1..6
    t = _land_with_most_neighbours()
    dist = tomorrow_odds.spread_distribution(card, t)
    _sums_to_one(dist)
    assert len(dist) == len(tomorrow_odds.adjacent_land(t)) + 1
    g = TomorrowGame(players=6, seed=11)
    seen: dict[int, int] = {}
    for _ in range(N):
        mark = len(g.log)
        g.bio_attack(0, t, card, None)  # the engine's own rule (Biologicals B)
        k = sum(1 for e in g.log[mark:] if e.kind == "bio_spread")
        seen[k] = seen.get(k, 0) + 1
    _fit(seen, dist)


@pytest.mark.parametrize("pop,checks", [(3, 3), (7, 2), (12, 3)])
def test_random_check_kills_match_the_engine(pop, checks):
    dist = tomorrow_odds.check_kills(pop, checks)
    _sums_to_one(dist)
    g = TomorrowGame(players=6, seed=5)
    t = next(x for x in world_map() if world_map()[x].land)
    seen: dict[int, int] = {}
    for _ in range(N if pop < 10 else 50):
        g.state.pop[t] = pop  # a probe: the territory starts every trial with the same pawns
        for _ in range(checks):
            g.random_annihilation_check(0, t)  # Biologicals D, as the engine plays it
        k = pop - g.state.pop[t]
        seen[k] = seen.get(k, 0) + 1
    if pop >= 10 + checks - 1:  # every check is certain: no roll at all
        assert dist == {checks: 1} and seen == {checks: 50}
    else:
        _fit(seen, dist)


def test_bio_kills_over_a_duration_by_hand():
    # Professor Hecker's Blend (the rulebook's example card): 1 at once, then d10 checks for 3 turns
    d = tomorrow_odds.bio_kills("Professor Hecker's Blend", 4)
    _sums_to_one(d)
    # after the immediate kill 3 are left: first check kills with 3/10
    assert min(d) == 1 and max(d) == 4
    assert d[1] == Fraction(7, 10) ** 3
    assert odds.mean(d) > 1


def test_nuke_kills_equal_the_engine_for_every_population():
    g = TomorrowGame(players=6, seed=2)
    t = next(x for x in world_map() if world_map()[x].land)
    for pop in range(0, 26):
        g.state.pop[t] = pop
        g.nuclear_attack(0, t)  # Nuclear: one pawn, then one more per five remaining
        assert pop - g.state.pop[t] == tomorrow_odds.nuke_kills(pop), pop
    assert tomorrow_odds.nuke_table(up_to=11) == {0: 0, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 11: 3}


def test_nuke_kills_over_the_map_match_random_targets():
    dist = tomorrow_odds.nuke_kills_by_territory()
    _sums_to_one(dist)
    wm = world_map()
    land = [t for t in wm if wm[t].land]
    rng = random.Random(4)
    seen: dict[int, int] = {}
    for _ in range(N):
        g = TomorrowGame(players=6, seed=0)
        t = rng.choice(land)
        before = g.state.pop[t]
        g.nuclear_attack(0, t)
        k = before - g.state.pop[t]
        seen[k] = seen.get(k, 0) + 1
    _fit(seen, dist)


def _wotw_setup_once(rng):
    """Setup steps 4-5 done literally with cards: the days a game lasts."""
    cards = [1, 2, 3, 4, 5]
    rng.shuffle(cards)
    bottom = [cards[0], cards[1], "victory"]
    rng.shuffle(bottom)
    top = cards[2:]
    rng.shuffle(top)
    days = 12
    for c in top + bottom:
        if c == "victory":
            return days
        days += c
    raise AssertionError("no victory card")


def test_wotw_game_length_matches_the_setup():
    dist = wotw_odds.game_length()
    _sums_to_one(dist)
    assert min(dist) == 18 and max(dist) == 27  # as the Gameplay Overview says
    assert dist == wotw_odds.game_length_enumerated()  # the wotw package, when present, must agree
    rng = random.Random(9)
    seen: dict[int, int] = {}
    for _ in range(N):
        d = _wotw_setup_once(rng)
        seen[d] = seen.get(d, 0) + 1
    _fit(seen, dist)


@pytest.mark.parametrize("copies,draws", [(1, 0), (1, 4), (3, 2), (3, 7)])
def test_tomorrow2023_draw_odds_match_shuffles(copies, draws):
    dist = duel_odds.draw_distribution(copies, draws)
    _sums_to_one(dist)
    rng = random.Random(copies * 10 + draws)
    seen: dict[int, int] = {}
    for _ in range(N):
        deck = ["x"] * copies + ["o"] * (10 - copies)
        rng.shuffle(deck)
        k = deck[: 3 + draws].count("x")
        seen[k] = seen.get(k, 0) + 1
    if len(dist) == 1:
        assert seen == {next(iter(dist)): N}
    else:
        _fit(seen, dist)


def test_draw_odds_by_hand():
    assert duel_odds.draw_odds(1, 0) == Fraction(3, 10)
    assert duel_odds.draw_odds(1, 2) == Fraction(1, 2)
    # given it was not in the opening 3: within the next 2 of the 7 left
    assert duel_odds.draw_odds(1, 2, after_opening=True) == Fraction(2, 7)
    with pytest.raises(ValueError, match="exceed"):
        duel_odds.draw_distribution(1, 8)
    assert set(biologicals())  # the card data loaded


def test_the_lab_finds_a_games_odds_room_by_its_key():
    assert odds.of("tomorrow") is tomorrow_odds and odds.of("wotw") is wotw_odds and odds.of("tomorrow2023") is duel_odds
    with pytest.raises(Exception, match="has no exact odds"):
        odds.of("turmoil")
    with pytest.raises(Exception, match="unknown game"):
        odds.of("chess")
