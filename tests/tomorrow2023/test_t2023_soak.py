"""A soak in the suite: some hundred seeded games (random and heuristic players, default and varied rulings)
with the invariants checked after every action. The 10,000-game soak is benchmarks/bench_tomorrow2023.py soak."""

from __future__ import annotations

from tabletop_nb.core import RandomPolicy, play_out
from tabletop_nb.tomorrow2023 import HeuristicPolicy, Tomorrow2023Game, Tomorrow2023Rules

RULINGS = [{}, {"influence_counts": "banked"}, {"reaction_cost": "free", "reaction_action": "next_turn"},
           {"start_order": "play_order", "new_card_acts": "next_turn"}, {"empty_supply": "unlimited",
                                                                         "reaction_prompt": "always"}]


def test_soak_hundreds_of_games_keep_the_invariants():
    problems, games, winners = [], 0, {"rebels": 0, "government": 0}
    for seed in range(200):
        rules = Tomorrow2023Rules().replace(**RULINGS[seed % len(RULINGS)])
        g = Tomorrow2023Game(rules, seed=seed, language="fr" if seed % 2 else "en")
        pol = RandomPolicy(seed) if seed % 4 else [HeuristicPolicy(seed), HeuristicPolicy(seed + 1)]

        def after(game, seed=seed):
            for p in game.invariants():
                problems.append(f"seed {seed}, action {len(game.actions)}: {p}")

        play_out(g, pol, max_actions=20_000, after_event=after)
        games += 1
        winners[g.result["winner"]] += 1
    assert not problems, problems[:5]
    assert games == 200 and winners["rebels"] > 0 and winners["government"] > 0


def test_between_two_events_of_set_up_only_the_settled_checks_wait():
    """After set-up's first shuffle only the rebels' deck is placed: every card placed is asked only once
    the set-up's events are all applied (settled); a card placed twice is reported either way."""
    from tabletop_nb.tomorrow2023 import Tomorrow2023Game

    g = Tomorrow2023Game(seed=0)
    shadow = g.copy()
    shadow.state = g.blank_state()
    g.log[0].type.apply(shadow.state, g.log[0])
    assert any("cards missing" in p for p in shadow.invariants())
    assert shadow.invariants(settled=False) == []
    shadow.state.zones["discard:0"].append(shadow.state.zones["deck:0"][0])
    assert any("is in" in p for p in shadow.invariants(settled=False))
