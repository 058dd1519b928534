"""Issue #32, items 3, 5 and 7, for Tomorrow.

- 7: ``edit('player:²', …)`` raised a raw ValueError (a superscript digit passes str.isdigit, not int()): it is
  an IllegalAction of the scenario rule now, and changes nothing.
- 3: every edit target (player, territory, track) keeps the invariants or is refused and changes nothing; the
  invariants now check the ruling ``pc_floor='zero'`` (Political Capital never below 0), which an edit of
  ``pc=-5`` used to break unseen.
- 5: every tunable swept across its declared range (low, high and values between) with seeded random games, the
  invariants checked after every action.
"""

from __future__ import annotations

import json

import pytest

from tabletop_nb.core import IllegalAction, RandomPolicy, TabletopError
from tabletop_nb.tomorrow import TomorrowGame, TomorrowRules

BUDGET = 3000  # actions per game (a game takes a few hundred at most)


def picture(g):
    return json.dumps(g.state.to_dict(), sort_keys=True, default=repr), len(g.log), list(g.actions)


def played(g: TomorrowGame, seed: int, budget: int = BUDGET) -> TomorrowGame:
    """Play on with a seeded random policy, the invariants checked after every action (a raw exception fails)."""
    policy = RandomPolicy(seed)
    for n in range(budget):
        if g.is_over:
            break
        try:
            g.play(policy(g))
        except TabletopError as e:
            raise AssertionError(f"action {n}: {type(e).__name__}: {e}") from None
        broken = g.invariants()
        assert not broken, f"after action {n}: {broken[:3]}"
    return g


# ------------------------------------------------------------------ item 7: a seat that only looks like a number


@pytest.mark.parametrize("seat", ["²", "¹", "٣", "①", "0²", "𝟙", "1\u0663"])
def test_a_seat_in_digits_that_are_not_ascii_is_a_scenario_refusal(seat):
    g = TomorrowGame(seed=1, players=4)
    before = picture(g)
    with pytest.raises(IllegalAction) as e:
        g.edit(f"player:{seat}", pc=3)
    assert "scenario" in (e.value.rule or "")
    assert seat in str(e.value)  # the target is named
    assert picture(g) == before


def test_the_state_refuses_such_a_seat_too():
    """The state's own edit (what a save replays) refuses it the same way, not with int()'s ValueError."""
    g = TomorrowGame(seed=1, players=4)
    s = g.state.copy()
    with pytest.raises(IllegalAction, match="no such player"):
        s.apply_edit("player:²", {"pc": 3})


def test_ascii_seats_and_names_still_work():
    g = TomorrowGame(seed=1, players=4)
    g.edit("player:1", pc=4)
    g.edit("player:india", pc=6)
    assert g.state.pc[1] == 4 and g.state.pc[g.state.powers.index("india")] == 6


# ------------------------------------------------------------------ item 3: Political Capital under pc_floor='zero'


def test_a_negative_pc_edit_is_refused_when_pc_stops_at_zero():
    g = TomorrowGame(TomorrowRules().replace(pc_floor="zero"), seed=2, players=4)
    before = picture(g)
    with pytest.raises(IllegalAction, match="below 0 \\(ruling pc_floor='zero'\\)") as e:
        g.edit("player:usa", pc=-5)
    assert "scenario" in (e.value.rule or "")
    assert picture(g) == before
    g.edit("player:usa", pc=0)  # 0 is allowed
    debt = TomorrowGame(seed=2, players=4)  # the default ruling lets PC go below 0: the edit is kept
    debt.edit("player:usa", pc=-5)
    assert debt.state.pc[0] == -5 and not debt.invariants()


@pytest.mark.parametrize("seed", range(6))
def test_pc_floor_zero_games_never_go_below_zero(seed):
    rules = TomorrowRules().replace(pc_floor="zero", start_pc=seed % 3, big_red_button="off")
    played(TomorrowGame(rules, seed=seed, players=4 + seed % 3), seed)


# ------------------------------------------------------------------ every edit target

EDITS = [
    ("player:usa", {"pc": 0}), ("player:usa", {"pc": -999}), ("player:usa", {"pc": 1000}), ("player:0", {"pc": 1.5}),
    ("player:usa", {"pc": True}), ("player:9", {"pc": 1}), ("player:mars", {"pc": 1}), ("player:²", {"pc": 1}),
    ("player:russia", {"annihilated": {"canada": 2}}), ("player:russia", {"annihilated": {"canada": 999}}),
    ("player:russia", {"annihilated": {"nowhere": 1}}), ("player:russia", {"annihilated": [1]}),
    ("player:usa", {"holds": ["russia"]}), ("player:usa", {"holds": ["usa"]}), ("player:usa", {"holds": "russia"}),
    ("player:usa", {"nonsense": 1}),
    ("territory:canada", {"population": 0}), ("territory:canada", {"population": 999}),
    ("territory:canada", {"controller": "china"}), ("territory:canada", {"controller": None}),
    ("territory:usa", {"controller": "china"}), ("territory:canada", {"controller": "mars"}),
    ("territory:canada", {"nuke": "russia"}), ("territory:canada", {"nuke": None}),
    ("territory:eu", {"bio": {"card": "Vector Nine", "owner": "usa", "left": 2}}),
    ("territory:eu", {"bio": {"card": "Vector Nine", "owner": "usa", "left": 7}}),
    ("territory:eu", {"bio": {"card": "Nope", "owner": "usa", "left": 1}}), ("territory:eu", {"bio": "x"}),
    ("territory:atlantis", {"population": 1}),
    ("track", {"life": 0}), ("track", {"death": 3, "life": 60}), ("track", {"life": -1}), ("track", {"fear": 1}),
    ("nowhere", {"x": 1}),
]


@pytest.mark.parametrize("rules", [TomorrowRules(), TomorrowRules().replace(pc_floor="zero", big_red_button="off")],
                         ids=["default", "pc_floor=zero"])
@pytest.mark.parametrize("seed,steps", [(1, 0), (2, 15), (3, 60)])
def test_every_edit_target_keeps_the_invariants_or_changes_nothing(rules, seed, steps):
    base = TomorrowGame(rules, seed=seed, players=4)
    policy = RandomPolicy(seed)
    for _ in range(steps):  # to a point where no action is under way (an edit then is refused: its own test)
        if base.is_over or (base.state.attempt is None and _ > steps // 2):
            break
        base.play(policy(base))
    if base.is_over:  # a finished game takes no edit (its own test): the position just before the end
        base.undo()
    kept = 0
    for k, (target, changes) in enumerate(EDITS):
        g = base.copy()
        before = picture(g)
        try:
            g.edit(target, **changes)
        except IllegalAction as e:
            assert "scenario" in (e.rule or ""), f"{target} {changes}: {e}"
            assert picture(g) == before, f"refused {target} {changes} changed the game"
            continue
        kept += 1
        assert not g.invariants(), f"{target} {changes}: {g.invariants()}"
        played(g, seed + k)
    assert kept >= 8


# ------------------------------------------------------------------ item 5: every tunable across its range


def sweep_values(low: int, high: int, default: int) -> list[int]:
    """low, high, the default and a few between (the midpoint, one step in from each end)."""
    return sorted({v for v in (low, low + 1, (low + high) // 2, default, high - 1, high) if low <= v <= high})


RANGES = TomorrowRules.ranges()
SWEEP = [(name, v) for name, (low, high) in RANGES.items()
         for v in sweep_values(low, high, getattr(TomorrowRules(), name))]


def test_the_sweep_covers_every_tunable():
    assert {name for name, _ in SWEEP} == set(RANGES)
    assert {"start_pc", "picks", "die", "per_pawns"} <= set(RANGES)


@pytest.mark.parametrize("name,value", SWEEP, ids=[f"{n}={v}" for n, v in SWEEP])
def test_every_value_in_a_declared_range_plays_clean(name, value):
    # with the default rules (random players press the Big Red Button early) and without the button (long games)
    for seed, extra in ((0, {}), (1, {"big_red_button": "off"}), (2, {"big_red_button": "off", "pc_floor": "zero"})):
        rules = TomorrowRules().replace(**{name: value}, **extra)
        played(TomorrowGame(rules, seed=seed, players=4 + seed), seed)
