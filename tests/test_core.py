"""The kernel, on a tiny dice game and on Turmoil."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from tabletop_nb.core import (Action, Game, IllegalAction, RandomPolicy, Rules, RulesError, SaveFileError, State,
                              play_out, ruling, simulate)
from tabletop_nb.core.events import EventBook

book = EventBook()


@book.define("moved", "Race 2", "{who} moves {steps} to {pos}.")
def _moved(s, e):
    s.pos[e.data["player"]] = e.data["pos"]


@dataclass(frozen=True)
class RaceRules(Rules):
    goal: int = 10
    overshoot: str = ruling("stop", {"stop": "stop at the goal", "bounce": "bounce back"},
                            section="Race 3", question="What if a roll passes the goal?")


@dataclass(frozen=True, repr=False)
class Go(Action):
    pass


class RaceState(State):
    def __init__(self):
        self.pos = [0, 0]
        self.pending = None
        self.over = False
        self.result = None


class Race(Game):
    key = "test-race"
    Rules = RaceRules
    ACTIONS = {"Go": Go}

    def new_state(self):
        return RaceState()

    def begin(self):
        self.schedule(("turn", (0,)))

    def step_turn(self, p):
        self.decide(p, "go", "roll and move", "Race 1")
        self._p = p

    def legal_actions(self):
        return [Go()]

    def check(self, action):
        if not isinstance(action, Go):
            raise IllegalAction("only Go", rule="Race 1", action=action)

    def resolve(self, action):
        p = self._p
        v = self.roll(6, str(p), "move")
        pos = min(self.rules.goal, self.state.pos[p] + v)
        self.emit(book["moved"], str(p), player=p, steps=v, pos=pos)
        if pos >= self.rules.goal:
            self.end({"winner": p}, f"{p} wins")
        else:
            self.schedule(("turn", (1 - p,)))

    def track_values(self, s):
        return {"p0": s.pos[0], "p1": s.pos[1]}


def test_rules_replace_diff_and_rulings():
    r = RaceRules()
    r2 = r.replace(goal=12, overshoot="bounce")
    assert r.diff(r2) == {"goal": (10, 12), "overshoot": ("stop", "bounce")}
    assert [x.name for x in RaceRules.rulings()] == ["overshoot"]
    assert "bounce back" in RaceRules.rulings()[0].describe()
    with pytest.raises(RulesError, match="no rule 'gaol'"):
        r.replace(gaol=3)
    with pytest.raises(RulesError, match="cannot be 'fly'"):
        r.replace(overshoot="fly")
    with pytest.raises(RulesError, match="whole number"):
        r.replace(goal="12")
    assert RaceRules.from_dict(r2.to_dict()) == r2


def test_scripted_dice_are_events_and_replayed():
    g = Race(seed=3)
    g.script_dice([6, 1, 4])
    g.play(Go()); g.play(Go()); g.play(Go())
    rolls = [e for e in g.log if e.kind == "rolled"]
    assert [e.data["value"] for e in rolls] == [6, 1, 4]
    assert all(e.data["scripted"] for e in rolls)
    assert g.state.pos == [10, 1]
    assert g.is_over and g.result == {"winner": 0}
    loaded = Game.from_json(g.to_json())
    assert loaded.state == g.state and len(loaded.log) == len(g.log)


def test_seeded_dice_repeat():
    a, b = Race(seed=7), Race(seed=7)
    play_out(a, RandomPolicy(0)); play_out(b, RandomPolicy(0))
    assert [e.to_dict() for e in a.log] == [e.to_dict() for e in b.log]


def test_at_undo_copy_and_events_carry_section_and_sentence():
    g = Race(seed=1)
    g.play(Go()); g.play(Go())
    n = len(g.log)
    snap = g.at(2)
    assert len(snap.log) == 2 and snap.frozen
    with pytest.raises(IllegalAction, match="snapshot"):
        snap.play(Go())
    assert g.at(n).state == g.state
    c = g.copy()
    c.play(Go())
    assert len(g.log) == n, "a copy is independent"
    before = g.state.to_dict()
    g.play(Go())
    g.undo()
    assert g.state.to_dict() == before and len(g.log) == n
    ev = [e for e in g.log if e.kind == "moved"][0]
    assert ev.section == "Race 2" and ev.sentence == "0 moves 2 to 2."


def test_illegal_action_leaves_state_untouched():
    g = Race(seed=1)
    before = (g.state.to_dict(), len(g.log))

    @dataclass(frozen=True)
    class Fly(Action):
        pass

    with pytest.raises(IllegalAction, match=r"rule: Race 1"):
        g.play(Fly())
    assert (g.state.to_dict(), len(g.log)) == before
    assert isinstance(IllegalAction("x", rule="y"), ValueError)


def test_half_done_action_is_rolled_back():
    g = Race(seed=1)
    g.play(Go())
    before = (g.state.to_dict(), len(g.log))
    g.script_dice([9])  # a d6 cannot show 9: the rule code fails half-way through
    with pytest.raises(IllegalAction, match="does not fit a d6"):
        g.play(Go())
    assert (g.state.to_dict(), len(g.log)) == before


def test_tracks_follow_the_log():
    g = Race(seed=2)
    g.script_dice([3, 2])
    g.play(Go()); g.play(Go())
    t = g.tracks()
    assert len(t["p0"]) == len(g.log) + 1
    assert t["p0"][0] == 0 and t["p0"][-1] == 3 and t["p1"][-1] == 2


@pytest.mark.parametrize("text, match", [
    ("not json", "not valid JSON"),
    ("[]", "not a tabletop_nb save"),
    (json.dumps({"format": "tabletop_nb/save", "version": 1, "game": "chess"}), "unknown game"),
])
def test_bad_save_files_get_clear_errors(text, match):
    with pytest.raises(SaveFileError, match=match):
        Game.from_json(text)


def test_tampered_save_names_the_action():
    g = Race(seed=1)
    g.play(Go())
    doc = json.loads(g.to_json())
    doc["actions"].append({"action": "Jump"})
    with pytest.raises(SaveFileError, match=r"action #1: unknown action 'Jump'"):
        Game.from_json(json.dumps(doc))
    doc["actions"][-1] = {"action": "Go", "height": 3}
    with pytest.raises(SaveFileError, match="has no field 'height'"):
        Game.from_json(json.dumps(doc))
    doc = json.loads(g.to_json())
    doc["rules"]["goal"] = "far"
    with pytest.raises(SaveFileError, match="field 'rules'"):
        Game.from_json(json.dumps(doc))


def _make_race(rules, seed):
    return Race(rules, seed=seed)


def test_simulate_returns_one_record_per_game_and_variant():
    rows = simulate(_make_race, 20, variants={"short": RaceRules(goal=5), "long": RaceRules(goal=30)},
                    record=lambda g: {"steps": len(g.log), "winner": g.result["winner"]})
    assert len(rows) == 40 and {r["variant"] for r in rows} == {"short", "long"}
    short = sum(r["steps"] for r in rows if r["variant"] == "short")
    long = sum(r["steps"] for r in rows if r["variant"] == "long")
    assert long > short
    again = simulate(_make_race, 20, variants={"short": RaceRules(goal=5), "long": RaceRules(goal=30)},
                     record=lambda g: {"steps": len(g.log), "winner": g.result["winner"]})
    assert rows == again, "seeded: the same records twice"


def test_simulate_on_an_executor():
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(2) as ex:
        rows = simulate(_make_race, 6, executor=ex)
    assert rows == simulate(_make_race, 6)


def test_random_policy_picks_exactly_what_random_choice_would():
    """The policy inlines Random.choice's sampling for speed; seeded games must not change."""
    import random

    class Options:
        def __init__(self, n):
            self.n = n

        def legal_actions(self):
            return list(range(self.n))

    for seed in range(10):
        policy, reference = RandomPolicy(seed), random.Random(seed)
        for n in [1, 2, 3, 5, 8, 15, 16, 17, 100] * 20:
            assert policy(Options(n)) == reference.choice(list(range(n)))


def test_shuffled_is_exactly_random_shuffle():
    """Game.shuffled inlines Random.shuffle for speed; seeded games must not change."""
    import random

    g = _make_race(None, 3)
    for seed in range(20):
        g.rng = random.Random(seed)
        reference = random.Random(seed)
        for n in (0, 1, 2, 3, 7, 16, 17, 36, 100):
            expected = list(range(n))
            reference.shuffle(expected)
            assert g.shuffled(range(n)) == expected
        assert g.rng.getstate() == reference.getstate()
