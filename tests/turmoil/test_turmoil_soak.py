"""Random play: 1,000 seeded 4-player games over 10 generations, invariants after every event."""

from __future__ import annotations

from tabletop_nb.core import Game, RandomPolicy, play_out
from tabletop_nb.turmoil import NEUTRAL, PARTIES, TurmoilGame
from tabletop_nb.turmoil.game import _influence

GAMES = 1000


def check_invariants(s, rules, where):
    c = s.committee
    if c is None:
        return
    n = len(s.players)
    for p in range(n):
        placed = sum(c.delegates[party].count(p) for party in PARTIES)
        total = c.reserve[p] + c.lobby[p] + placed + (c.chairman == p)
        assert total == rules.delegates_per_player, f"{where}: player {p} has {total} delegates"
        assert c.reserve[p] >= 0
        assert 0 <= _influence(s, p) <= 3, where
        pl = s.players[p]
        assert min(pl.res.values()) >= 0 and min(pl.prod.values()) >= 0, f"{where}: negative resource {pl!r}"
    neutrals = c.neutral_reserve + sum(c.delegates[party].count(NEUTRAL) for party in PARTIES) + (c.chairman == NEUTRAL)
    assert neutrals == rules.neutral_delegates, f"{where}: {neutrals} neutrals"
    assert c.neutral_reserve >= 0
    assert c.ruling in PARTIES, where
    assert c.chairman is not None, f"{where}: no Chairman"
    for party in PARTIES:
        leader = c.leader[party]
        dels = c.delegates[party]
        assert (leader is None) == (not dels), f"{where}: {party} leader {leader} with {dels}"
        if leader is not None:
            assert leader in dels


def test_random_play_soak_invariants_and_json_round_trip():
    total_events = 0
    finished = 0
    for seed in range(GAMES):
        g = TurmoilGame(seed=seed, players=["A", "B", "C", "D"], generations=10)
        play_out(g, RandomPolicy(seed))
        assert g.is_over and g.state.generation == 10
        # Replay the log one event at a time and check the invariants after every event.
        state = g.blank_state()
        for k, ev in enumerate(g.log):
            ev.type.apply(state, ev)
            if k >= 10:  # once set-up has placed the committee and the first neutrals
                check_invariants(state, g.rules, f"seed {seed}, event {k} ({ev.kind})")
        assert state == g.state
        total_events += len(g.log)
        loaded = Game.from_json(g.to_json())
        assert loaded.state == g.state
        finished += 1
    assert finished == GAMES and total_events > GAMES * 300
