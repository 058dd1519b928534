"""The kernel's generic contract, checked here for Tomorrow (2023) with random and heuristic players:
copy equal and independent, save/load equal, at(k) equal to the replay at every decision, legal actions
exactly what check() accepts, illegal actions raise IllegalAction and change nothing, invariants after
every action."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_nb.core import Choose, Game, IllegalAction, RandomPolicy, TabletopError
from tabletop_nb.tomorrow2023 import (Discard, Draw, HeuristicPolicy, NoReaction, Pass, Play, React,
                                      Tomorrow2023Game, Tomorrow2023Rules, UseAction)

VARIANTS = [("default", {}), ("banked", {"influence_counts": "banked", "reaction_action": "next_turn",
                                         "reaction_cost": "free", "start_order": "play_order"}),
            ("always", {"reaction_prompt": "always", "new_card_acts": "auto_on_entry", "empty_supply": "unlimited"})]


def snapshot(g):
    return (json.dumps(g.state.to_dict(), sort_keys=True, default=repr), len(g.log), len(g.actions),
            g.state.pending, g.rng.getstate())


def played(seed, variant, heuristic=False, budget=400):
    g = Tomorrow2023Game(Tomorrow2023Rules().replace(**variant), seed=seed)
    pol = (lambda gg: [HeuristicPolicy(seed), HeuristicPolicy(seed + 1)][gg.pending.who](gg)) if heuristic \
        else RandomPolicy(seed)
    if heuristic:
        hp = [HeuristicPolicy(seed), HeuristicPolicy(seed + 1)]
        pol = lambda gg: hp[gg.pending.who](gg)  # noqa: E731
    problems = []
    for n in range(budget):
        if g.is_over:
            break
        a = pol(g)
        g.play(a)  # untrusted: check() accepts every pick
        problems += [f"#{n} {a!r}: {p}" for p in g.invariants()]
    return g, problems


CASES = [pytest.param(s, v, h, id=f"{name}-{s}-{'heur' if h else 'rand'}")
         for s in (0, 1) for name, v in VARIANTS for h in (False, True)]


@pytest.mark.parametrize("seed, variant, heuristic", CASES)
def test_invariants_save_and_time_travel(seed, variant, heuristic):
    g, problems = played(seed, variant, heuristic)
    assert not problems, problems[:5]
    loaded = Game.from_json(g.to_json())
    assert type(loaded) is Tomorrow2023Game and loaded.state == g.state and loaded.to_json() == g.to_json()
    assert [e.to_dict() for e in loaded.log] == [e.to_dict() for e in g.log]
    replay = Tomorrow2023Game(g.rules, seed=seed)
    n = 0
    for k in [i + 1 for i, e in enumerate(g.log) if e.kind == "decision"]:
        while n < len(g.actions) and g._marks[n] < k:
            replay.play(g.actions[n])
            n += 1
        snap = g.at(k)
        assert snap.state.to_dict() == replay.state.to_dict(), f"step {k}"
        assert snap.state.pending == replay.state.pending and snap.legal_actions() == replay.legal_actions()


@pytest.mark.parametrize("seed", (0, 3))
def test_copy_is_equal_and_independent(seed):
    g = Tomorrow2023Game(seed=seed)
    pol = RandomPolicy(seed)
    while not g.is_over:
        c = g.copy()
        assert c.state == g.state and c.legal_actions() == g.legal_actions()
        before = snapshot(g)
        a = pol(g)
        c.play(a)
        assert snapshot(g) == before
        g.play(a)
        assert c.state.to_dict() == g.state.to_dict()


def _candidates(g, seen, rng):
    out = list(rng.sample(seen, min(len(seen), 30)))
    names = sorted(g.cat) + ["", "nowhere"]
    out += [Draw(), Pass(), NoReaction()] + [k(c) for k in (Play, Discard, UseAction, React, Choose)
                                            for c in rng.sample(names, 6)]
    return out


@pytest.mark.parametrize("seed", (0, 1, 2))
def test_legal_actions_are_exactly_what_check_accepts_and_illegal_changes_nothing(seed):
    g0, _ = played(seed, {})
    seen = list(dict.fromkeys(g0.actions))
    rng = random.Random(seed)
    g = Tomorrow2023Game(seed=seed)
    for i, a in enumerate(g0.actions):
        if i % 3 == 0:
            legal = g.legal_actions()
            for b in legal:
                g.check(b)
            for b in _candidates(g, seen, rng) + [None, 5, "Draw", Play(card=[1]), Play(card=None)]:  # type: ignore[arg-type]
                if b in legal:
                    continue
                before = snapshot(g)
                with pytest.raises(IllegalAction):
                    g.play(b)  # type: ignore[arg-type]
                assert snapshot(g) == before
        g.play(a)


def test_bad_setup_and_edits_raise_tabletop_errors_and_change_nothing():
    for setup in ({"language": "de"}, {"decks": []}, {"decks": {"rebels": 5, "government": []}},
                  {"cards": 5}, {"cards": "{"}, {"colour": "red"}):
        with pytest.raises(TabletopError):
            Tomorrow2023Game(**setup)
    g = Tomorrow2023Game(seed=1)
    before = snapshot(g)
    for target, changes in [("credits", {"rebels": -1}), ("credits", {"x": 1}), ("pool", {"n": "a"}),
                            ("place", {"card": "nope", "zone": "hand:0"}),
                            ("place", {"card": "tract", "zone": "hand:1"}),
                            ("place", {"card": "tract", "zone": "play:0"}),
                            ("place", {"card": "rafle", "zone": "score:1"}),
                            ("place", {"card": "porte_voix", "zone": "play:0", "tokens": -2}), ("nothing", {})]:
        with pytest.raises(TabletopError):
            g.edit(target, **changes)
        assert snapshot(g) == before


def test_a_decision_is_never_a_dead_end():
    for seed in range(30):
        g = Tomorrow2023Game(seed=seed)
        pol = RandomPolicy(seed)
        while not g.is_over:
            assert g.pending is not None and g.legal_actions()
            g.play(pol(g), trusted=True)
