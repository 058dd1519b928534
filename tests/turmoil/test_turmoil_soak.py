"""Random play: 1,000 seeded 4-player games over 10 generations, invariants after every event."""

from __future__ import annotations

from tabletop_nb.core import Game, RandomPolicy, play_out
from tabletop_nb.turmoil import TurmoilGame
from tabletop_nb.turmoil.invariants import problems

GAMES = 1000


def test_random_play_soak_invariants_and_json_round_trip():
    total_events = 0
    finished = 0
    for seed in range(GAMES):
        g = TurmoilGame(seed=seed, players=["A", "B", "C", "D"], generations=10)
        play_out(g, RandomPolicy(seed))
        assert g.is_over and g.state.generation == 10
        # Replay the log one event at a time and check the invariants after every event (all of them
        # whenever a decision waits, i.e. after every action).
        state = g.blank_state()
        checked = 0
        for k, ev in enumerate(g.log):
            ev.type.apply(state, ev)
            if state.committee is not None and state.committee.ruling is not None:
                settled = ev.kind in ("decision", "game_over")
                assert problems(state, g.rules, settled=settled) == [], f"seed {seed}, event {k} ({ev.kind})"
                checked += 1
        assert checked >= len(g.log) - 3  # everything after the first setup events
        assert state == g.state
        total_events += len(g.log)
        loaded = Game.from_json(g.to_json())
        assert loaded.state == g.state
        finished += 1
    assert finished == GAMES and total_events > GAMES * 300


def test_invariants_find_a_broken_state():
    """The invariants are not vacuous: a state broken behind the engine's back is reported in words."""
    g = TurmoilGame(seed=1, players=["Kim", "Stanley"])
    assert g.invariants() == []
    g.state.committee.reserve[0] += 1
    g.state.committee.leader["reds"] = 0
    g.state.players[1].res["mc"] = -3
    found = g.invariants()
    assert any("Kim has 8 delegates" in p for p in found)
    assert any("reds has delegates [] and leader 0" in p for p in found)
    assert any("Stanley's mc resource is negative" in p for p in found)


def test_unsettled_state_leaves_out_only_the_dominance_check():
    """Between two events of one action (the soak's replay) only the Dominant Party check waits."""
    g = TurmoilGame(seed=1, players=["Kim", "Stanley"])
    g.state.committee.dominant = None
    assert any("no party is dominant" in p for p in g.invariants())
    assert g.invariants(settled=False) == []
    g.state.committee.reserve[0] += 1
    assert any("Kim has 8 delegates" in p for p in g.invariants(settled=False))
