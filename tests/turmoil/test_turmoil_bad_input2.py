"""Issue #32, items 3 and 5, for Turmoil: no scenario edit and no rule value inside its declared range leaves a
state that breaks an invariant (M€ never below 0 among them).

- A TR edited low (``edit('player:Kim', tr=5)``) used to be accepted and, a few TR revisions later, the
  production phase paid a negative income ("Kim produces: -4 M€"), M€ went below 0. The rulebook is silent on
  an income below 0: ruling ``negative_income`` (default ``pay_what_you_have``, alternative ``tr_floor``).
- ``rules.replace(tr_revision=3)`` or ``replace(start_tr=0)`` did the same in every random game; every tunable is
  now swept across its declared range (low, high and values between) with seeded random games, the invariants
  checked after every action.
- Every edit target (player sheets, globals, events, committee, parties) either keeps the invariants or is refused
  and changes nothing; the invariants name rules they did not check before (the global parameters' tracks, the
  Chairman's owner, the ruling party, TR under ``tr_floor``).
"""

from __future__ import annotations

import json

import pytest

from tabletop_nb.core import IllegalAction, RandomPolicy, RulesError, TabletopError, load
from tabletop_nb.turmoil import TurmoilGame, TurmoilRules

PLAYERS = ["Kim", "Stanley", "Ada"]
BUDGET = 3000  # actions per game (a default game takes about 200; a rich variant more)


def played(g: TurmoilGame, seed: int, budget: int = BUDGET) -> TurmoilGame:
    """Play ``g`` with a seeded random policy, the invariants checked after every action (a raw exception fails)."""
    policy = RandomPolicy(seed)
    for n in range(budget):
        if g.is_over:
            break
        try:
            g.play(policy(g))
        except TabletopError as e:  # a typed refusal of a legal action is a bug as well
            raise AssertionError(f"action {n}: {type(e).__name__}: {e}") from None
        broken = g.invariants()
        assert not broken, f"after action {n} (generation {g.state.generation}): {broken[:3]}"
    return g


def negative_incomes(g: TurmoilGame) -> list:
    return [e for e in g.log if e.kind == "production_phase" and "owed" in e.data]


# ------------------------------------------------------------------ item 3: an edited low TR


@pytest.mark.parametrize("seed", range(6))
def test_a_low_tr_edit_never_takes_mc_below_zero(seed):
    g = TurmoilGame(seed=seed, players=PLAYERS[:2])
    g.edit("player:Kim", tr=5)
    played(g, seed)


def test_a_low_tr_edit_reaches_a_negative_income_and_pays_what_kim_has():
    """The seeds above do reach an income below 0: it takes Kim's M€ down to 0 at most, never below."""
    seen = []
    for seed in range(6):
        g = TurmoilGame(seed=seed, players=PLAYERS[:2])
        g.edit("player:Kim", tr=5)
        played(g, seed)
        for e in negative_incomes(g):
            k = g.log.index(e)
            s = g.new_state()  # the state just before the production event, replayed from the log
            for ev in g.log[:k]:
                ev.type.apply(s, ev)
            have = s.players[e.data["player"]].res["mc"]
            assert e.data["owed"] < 0
            assert e.data["income"] == max(e.data["owed"], -have)  # all of it, or all Kim has
            e.type.apply(s, e)
            assert s.players[e.data["player"]].res["mc"] == max(0, have + e.data["owed"])
            assert "below 0" in e.sentence and "negative_income" in e.sentence
            seen.append(e)
    assert seen, "no game reached an income below 0: the test shows nothing"


def test_the_ruling_is_declared_with_its_alternatives():
    [r] = [r for r in TurmoilRules.rulings() if r.name == "negative_income"]
    assert r.default == "pay_what_you_have"
    assert set(r.alternatives) == {"pay_what_you_have", "tr_floor"}
    assert "TR Revision" in r.section
    with pytest.raises(RulesError, match="negative_income"):
        TurmoilRules().replace(negative_income="debt")


@pytest.mark.parametrize("seed", range(4))
def test_ruling_tr_floor_keeps_tr_at_zero_or_more(seed):
    rules = TurmoilRules().replace(negative_income="tr_floor", start_tr=0, tr_revision=3)
    g = played(TurmoilGame(rules, seed=seed, players=PLAYERS), seed)
    assert g.is_over
    assert not negative_incomes(g)
    assert min(e.data["delta"] for e in g.log if e.kind == "tr_changed") >= -3
    floors = [e for e in g.log if e.kind == "tr_changed" and e.data["why"] == "TR revision"]
    assert len(floors) < 3 * (g.state.generation - 1)  # some revisions took less than 3: TR stopped at 0


def test_a_save_made_before_the_ruling_loads_with_the_default():
    g = played(TurmoilGame(seed=2, players=PLAYERS[:2]), 2, budget=40)
    doc = json.loads(g.to_json())
    del doc["rules"]["negative_income"]
    again = load(json.dumps(doc))
    assert again.rules.negative_income == "pay_what_you_have"
    assert again.state.to_dict() == g.state.to_dict()


# ------------------------------------------------------------------ item 5: every tunable across its range


def sweep_values(low: int, high: int, default: int) -> list[int]:
    """low, high, the default and a few between (the midpoint, one step in from each end)."""
    return sorted({v for v in (low, low + 1, (low + high) // 2, default, high - 1, high) if low <= v <= high})


RANGES = TurmoilRules.ranges()
# temperature_min must stay below temperature_max (a RulesError names both): each is swept with the other moved
# just past it when the default would not be
PARTNER = {"temperature_min": lambda v: {"temperature_max": max(TurmoilRules().temperature_max, v + 1)},
           "temperature_max": lambda v: {"temperature_min": min(TurmoilRules().temperature_min, v - 1)}}
SWEEP = [(name, v) for name, (low, high) in RANGES.items()
         for v in sweep_values(low, high, getattr(TurmoilRules(), name))]


def test_the_sweep_covers_every_tunable():
    assert {name for name, _ in SWEEP} == set(RANGES)
    assert {"tr_revision", "start_tr", "start_mc", "max_generations"} <= set(RANGES)


@pytest.mark.parametrize("name,value", SWEEP, ids=[f"{n}={v}" for n, v in SWEEP])
def test_every_value_in_a_declared_range_plays_clean(name, value):
    rules = TurmoilRules().replace(**{name: value}, **PARTNER.get(name, lambda v: {})(value))
    for seed in range(2):
        g = TurmoilGame(rules, seed=seed, players=PLAYERS[:2 + seed])
        played(g, seed)


@pytest.mark.parametrize("name,value", [("tr_revision", 3), ("start_tr", 0)])
def test_the_audit_variants_never_give_negative_mc(name, value):
    """The audit's figure: 20 of 20 random games went below 0 M€."""
    rules = TurmoilRules().replace(**{name: value})
    for seed in range(20):
        played(TurmoilGame(rules, seed=seed, players=PLAYERS[:2]), seed)


def test_a_temperature_range_that_cannot_be_played_is_not_declared():
    low_min, high_min = RANGES["temperature_min"]
    low_max, high_max = RANGES["temperature_max"]
    assert high_min < high_max and low_min < low_max  # each end has a partner value that can be below / above it
    with pytest.raises(RulesError, match="temperature_max"):
        TurmoilRules().replace(temperature_max=-1000)


# ------------------------------------------------------------------ every edit target keeps the invariants

EDITS = [
    ("player:Kim", {"tr": 0}), ("player:Kim", {"tr": 5}), ("player:Kim", {"tr": 10_000}), ("player:1", {"mc": 0}),
    ("player:Kim", {"mc": -1}), ("player:Kim", {"tr": -3}), ("player:Kim", {"mc_production": 3, "heat": 9}),
    ("player:Kim", {"mc_production": -5}), ("player:Kim", {"influence_bonus": 4}), ("player:Kim", {"hand_size": 3}),
    ("player:Kim", {"tr": 1.5}), ("player:Kim", {"tr": True}), ("player:Kim", {"building_tags": 9, "cities_on_mars": 2}),
    ("player:²", {"tr": 3}), ("player:Neutral", {"tr": 3}), ("player:9", {"tr": 3}),
    ("globals", {"temperature": 8, "oxygen": 14, "oceans": 9}), ("globals", {"temperature": 9}),
    ("globals", {"temperature": -31}), ("globals", {"oceans": -1}), ("globals", {"venus": 30}),
    ("globals", {"oxygen": "3"}), ("events", {"current": "Riots"}), ("events", {"coming": "nope"}),
    ("committee", {"chairman": "Kim"}), ("committee", {"chairman": None}), ("committee", {"chairman": 7}),
    ("committee", {"dominant": "reds", "ruling": "unity"}), ("committee", {"ruling": "nope"}),
    ("party:reds", {"delegates": ["Kim", "Kim", "Neutral"], "leader": "Kim"}),
    ("party:reds", {"delegates": ["Kim"] * 9}), ("party:reds", {"delegates": ["Kim", "Stanley"], "leader": "Ada"}),
    ("party:greens", {"delegates": []}), ("party:greens", {"delegates": [], "leader": "Kim"}),
    ("party:nope", {"delegates": []}), ("nowhere", {"x": 1}),
]


@pytest.mark.parametrize("seed,steps", [(1, 0), (2, 30), (3, 90), (4, 200)])
def test_every_edit_target_keeps_the_invariants_or_changes_nothing(seed, steps):
    base = played(TurmoilGame(seed=seed, players=PLAYERS), seed, budget=steps)
    if base.is_over:  # a finished game takes no edit (its own test): the position just before the end
        base.undo()
    kept = 0
    for k, (target, changes) in enumerate(EDITS):
        g = base.copy()
        before = (json.dumps(g.state.to_dict(), sort_keys=True, default=repr), len(g.log), list(g.actions))
        try:
            g.edit(target, **changes)
        except IllegalAction as e:
            assert "scenario" in (e.rule or ""), f"{target} {changes}: {e}"
            assert (json.dumps(g.state.to_dict(), sort_keys=True, default=repr), len(g.log), list(g.actions)) \
                == before, f"refused {target} {changes} changed the game"
            continue
        kept += 1
        assert not g.invariants(), f"{target} {changes}: {g.invariants()}"
        played(g, seed + k)  # and it plays on to the end, clean
    assert kept >= 12


def test_the_invariants_name_rules_they_missed():
    g = TurmoilGame(seed=1, players=PLAYERS[:2])
    s, r = g.state.copy(), g.rules
    from tabletop_nb.turmoil.invariants import problems

    assert problems(s, r) == []
    s.temperature = r.temperature_max + 2
    s.oceans = -1
    s.committee.ruling = "nope"
    out = " | ".join(problems(s, r))
    assert "temperature is 10, off its track" in out and "oceans is -1" in out and "ruling party is 'nope'" in out
    s = g.state.copy()
    s.players[0].tr = -2
    assert problems(s, r) == []  # the default ruling lets TR fall below 0 ...
    assert "below 0 (ruling negative_income='tr_floor')" in " ".join(
        problems(s, r.replace(negative_income="tr_floor")))  # ... the alternative does not
