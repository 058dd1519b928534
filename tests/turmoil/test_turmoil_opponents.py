"""Turmoil's search bot does not peek (#31): determinize resamples only the hands and decks a seat cannot see."""

from __future__ import annotations

import random

from tabletop_nb.core.policy import determinized, play_out
from tabletop_nb.core.search import MCTSBot
from tabletop_nb.turmoil.bots import TurmoilHeuristic, determinize
from tabletop_nb.turmoil.game import TurmoilGame


def _mid_game() -> TurmoilGame:
    g = TurmoilGame(players=["Kim", "Stanley", "Ada"], seed=4, generations=3)
    bots = [TurmoilHeuristic(i) for i in range(3)]
    for _ in range(12):
        g.play(bots[g.state.pending.who](g))
    while len(g.legal_actions()) < 3:  # a decision worth searching
        g.play(bots[g.state.pending.who](g))
    return g


def test_determinize_changes_only_hidden_cards():
    g = _mid_game()
    seat = g.state.pending.who
    twin = g.copy()
    determinize(twin, seat, random.Random(3))
    s, t = g.state, twin.state
    assert t.players[seat].hand == s.players[seat].hand
    assert [len(p.hand) for p in t.players] == [len(p.hand) for p in s.players]
    others = [q for q in range(3) if q != seat]
    assert sorted([c for q in others for c in s.players[q].hand] + s.project_deck) == \
        sorted([c for q in others for c in t.players[q].hand] + t.project_deck)
    assert (s.deck, s.project_deck) != (t.deck, t.project_deck)
    assert sorted(s.deck) == sorted(t.deck) and (s.coming, s.distant) == (t.coming, t.distant)
    assert [p.tr for p in s.players] == [p.tr for p in t.players]
    assert twin.invariants() == []
    play_out(twin, [TurmoilHeuristic(i) for i in range(3)])
    assert twin.is_over


def test_the_search_bot_decides_the_same_whatever_the_hidden_cards():
    g = _mid_game()
    seat = g.state.pending.who
    a = determinized(g, seat, random.Random(5)).state
    twin = g.copy()
    determinize(twin, seat, random.Random(8))
    b = determinized(twin, seat, random.Random(5)).state
    assert [p.hand for p in a.players] == [p.hand for p in b.players] and a.deck == b.deck
    searches = []
    for k in range(3):
        other = g.copy()
        determinize(other, seat, random.Random(50 + k))
        bot = MCTSBot(seed=2, iterations=40, depth=12)
        bot(other)
        searches.append(bot.last_search)
    assert searches[0] == searches[1] == searches[2]
