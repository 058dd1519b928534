"""Tomorrow's opponents (#31): the heuristic plays like a sensible beginner, and the search bot does not peek.

The heuristic's games last several turns and end both ways; it blocks what is aimed at it; it presses the Big
Red Button only where the rules make that pay. ``determinize`` resamples only what a seat cannot see, so a search
player's decision is the same in two games that differ in hidden cards only.
"""

from __future__ import annotations

import random
import statistics

import pytest

from tabletop_nb.core.policy import determinized, play_out
from tabletop_nb.lab.bots import MCTSBot
from tabletop_nb.tomorrow import actions as A
from tabletop_nb.tomorrow.bots import TomorrowHeuristic, determinize
from tabletop_nb.tomorrow.game import TomorrowGame
from tabletop_nb.tomorrow.rules import TomorrowRules

SEEDS = range(40)


def _heuristic_game(seed: int, rules: TomorrowRules | None = None, players: int = 4) -> TomorrowGame:
    g = TomorrowGame(rules, players=players, seed=seed)
    play_out(g, [TomorrowHeuristic(seed * 10 + i) for i in range(players)])
    return g


@pytest.fixture(scope="module")
def games() -> list[TomorrowGame]:
    return [_heuristic_game(seed) for seed in SEEDS]


def test_heuristic_games_last_several_turns_and_end_both_ways(games):
    turns = [g.outcome().rounds for g in games]
    mean, sd = statistics.mean(turns), statistics.stdev(turns)
    low = mean - 1.96 * sd / len(turns) ** 0.5  # the 95% interval's lower end
    assert low >= 5, f"heuristic games are too short: {mean:.1f} turns, 95% interval from {low:.1f}"
    endings = {g.outcome().ending for g in games}
    assert {"saved", "lost"} <= endings, endings
    winners = {w for g in games for w in g.outcome().winners}
    assert len(winners) == 4, "every seat wins some games"


def test_the_heuristic_never_presses_the_button_where_everyone_loses(games):
    assert all(g.outcome().ending != "button" for g in games)


def test_the_heuristic_presses_the_button_where_it_scores_and_it_leads():
    rules = TomorrowRules().replace(big_red_button="scores_now")
    endings = [_heuristic_game(seed, rules).outcome() for seed in range(12)]
    pressed = [o for o in endings if o.ending == "button"]
    assert pressed, "with the button scored as it stands, a leader presses it"
    assert all(o.winners for o in pressed)


def _mid_turn(seed: int = 3) -> TomorrowGame:
    """A game in Resource Resolution of turn 2, every pick made, someone to act."""
    g = TomorrowGame(players=4, seed=seed)
    bots = [TomorrowHeuristic(i) for i in range(4)]
    while not (g.state.turn == 2 and g.state.phase == "resolution" and g.state.pending is not None
               and g.state.pending.kind == "act"):
        g.play(bots[g.state.pending.who](g))
    return g


def _visible(g: TomorrowGame, seat: int) -> tuple:
    return g.svg_for(seat), tuple(g.story(seat=seat))


def test_determinize_changes_only_what_the_seat_cannot_see():
    g = _mid_turn()
    seat = g.state.pending.who
    other = g.copy()
    determinize(other, seat, random.Random(99))
    s, t = g.state, other.state
    assert (s.picks, s.bio_hand, s.objective, s.deck) != (t.picks, t.bio_hand, t.objective, t.deck)
    assert s.picks[seat] == t.picks[seat] and s.bio_hand[seat] == t.bio_hand[seat]
    assert s.objective[seat] == t.objective[seat]
    assert (s.pop, s.control, s.pc, s.life, s.death, s.exhausted) == (t.pop, t.control, t.pc, t.life, t.death,
                                                                      t.exhausted)
    def unseen(st):
        return sorted([x for q in range(4) if q != seat for x in st.bio_hand[q]] + st.bio_box)
    assert unseen(s) == unseen(t)
    assert [len(h) for h in s.bio_hand] == [len(h) for h in t.bio_hand]
    assert other.invariants() == []
    play_out(other, [TomorrowHeuristic(i) for i in range(4)])  # a determinized game plays on to its end
    assert other.is_over


def test_a_determinized_game_depends_only_on_what_the_seat_sees():
    g = _mid_turn()
    seat = g.state.pending.who
    twin = g.copy()
    determinize(twin, seat, random.Random(7))  # the same table, other hidden cards
    a, b = determinized(g, seat, random.Random(5)).state, determinized(twin, seat, random.Random(5)).state
    for name in ("picks", "bio_hand", "bio_box", "objective", "deck", "order"):
        assert getattr(a, name) == getattr(b, name), name


def test_the_search_bot_decides_the_same_whatever_the_hidden_cards():
    g = _mid_turn()
    seat = g.state.pending.who
    searches = []
    for k in range(3):
        twin = g.copy()
        determinize(twin, seat, random.Random(100 + k))
        bot = MCTSBot(seed=4, iterations=60, depth=12)  # (without determinize these differ)
        bot(twin)
        searches.append(bot.last_search)  # every answer tried, how often, and its mean reward
    assert searches[0] == searches[1] == searches[2]


def test_the_heuristic_blocks_what_is_aimed_at_it():
    blocked = 0
    for seed in range(30):
        g = TomorrowGame(players=4, seed=seed)
        bots = [TomorrowHeuristic(i) for i in range(4)]
        while not g.is_over and g.state.turn <= 3:
            d = g.state.pending
            at = g.state.attempt
            if d.kind == "block" and at is not None and at.get("target") == d.who:
                a = bots[d.who](g)
                assert isinstance(a, A.Block), (seed, a)
                blocked += 1
            g.play(bots[d.who](g))
    assert blocked > 0
