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


def test_roll_is_exactly_random_randint():
    """Game.roll inlines Random.randint(1, sides) for speed; seeded games must not change."""
    import random

    from tabletop_nb.core import Game, State

    class G(Game):
        def new_state(self) -> State:
            return State()

    for seed in range(20):
        g = G(seed=seed)
        ref = random.Random(seed)
        for sides in (1, 2, 3, 6, 7, 8, 10, 12, 20, 100, 2**40 + 3):
            value = ref.randint(1, sides)
            assert g.roll(sides, "Kim", "why") == value
            # its record (shared with any earlier roll of the same die, value, roller and reason) says so
            assert (g.log[-1].kind, g.log[-1].who, g.log[-1].data) == (
                "rolled", "Kim", {"sides": sides, "value": value, "why": "why", "scripted": False})
        assert g.rng.getstate() == ref.getstate()
    with pytest.raises(ValueError):
        G().roll(0)


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


# --------------------------------------------------------------------------- untrusted input (issue #9)

from tabletop_nb.core import Edit, GameDidNotEnd, TabletopError, tunable  # noqa: E402
from tabletop_nb.core.plain import SAVE_FILE_LIMIT  # noqa: E402


@dataclass(frozen=True, repr=False)
class Jump(Action):
    height: int
    over: str = "fence"


class EditableState(RaceState):
    def apply_edit(self, target, changes):
        if target != "pos":
            raise IllegalAction(f"no edit target {target!r}", rule="scenario")
        for k, v in changes.items():
            if k not in ("0", "1") or not isinstance(v, int):
                raise IllegalAction(f"pos: {k} must be 0 or 1 and a whole number", rule="scenario")
            self.pos[int(k)] = v


class EditableRace(Race):
    key = "test-editable-race"
    ACTIONS = {"Go": Go, "Jump": Jump}

    def new_state(self):
        return EditableState()


def _save(**changes):
    doc = json.loads(Race(seed=1).to_json())
    doc.update(changes)
    return json.dumps(doc)


def test_huge_saves_are_refused_by_their_size_before_parsing():
    for text in ("x" * (50 * 10**6), b"[" * (50 * 10**6), " " * (SAVE_FILE_LIMIT + 1)):
        with pytest.raises(SaveFileError, match="larger than the limit"):
            Game.from_json(text)


@pytest.mark.parametrize("text, match", [
    ("[" * 100_000, "nested more than"),
    ("[" * 500 + "]" * 500, "nested more than"),
    ("1" * 5000, "digits"),
    (b"\xff\xfe{}", "not UTF-8"),
    (12, "expected JSON text"),
    (None, "expected JSON text"),
    ('{"format": NaN}', "NaN is not a JSON number"),
    ('{"format": Infinity}', "Infinity is not a JSON number"),
    ('{"format": 1e999}', "too large to be finite"),
    (_save(game=[]), "field 'game' must be text"),
    (_save(game=None), "field 'game' must be text"),
    (_save(version=True), "field 'version'"),
    (_save(seed="x"), "field 'seed' must be a JSON whole number"),
    (_save(seed=True), "field 'seed'"),
    (_save(seed=2**70), "field 'seed' must be a whole number within"),
    (_save(setup=[]), "field 'setup' must be a JSON object"),
    (_save(setup={"seed": 3}), "field 'setup' must not name 'seed'"),
    (_save(setup={"a": [[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]}), "nested more than"),
    (_save(setup={"a": 10**20}), "beyond the limit"),
    (_save(rules={"overshoot": ["stop"]}), "field 'rules': ruling 'overshoot' cannot be"),
    (_save(rules=[]), "field 'rules' must be a JSON object"),
    (_save(actions={}), "field 'actions' must be a JSON list"),
    (_save(actions=[{"action": "Edit", "target": 5, "changes": "{}"}]), "field 'target' must be text"),
    (_save(actions=[{"action": "Edit", "target": "pos", "changes": "[1]"}]), "field 'changes' must be a JSON object"),
    (_save(actions=[{"action": "Edit", "target": "pos", "changes": "{"}]), "field 'changes': not valid JSON"),
    (_save(actions=[{"action": "Edit", "target": "pos"}]), "Edit needs the field 'changes'"),
    (_save(actions=[{"action": "Go", "extra": []}]), "has no field 'extra'"),
    (_save(scripts=[[0, [True]]]), "field 'scripts' #0"),
    (_save(scripts=[[99, [1]]]), "field 'scripts' #0"),
])
def test_bad_save_files_name_the_field(text, match):
    with pytest.raises(SaveFileError, match=match) as info:
        Game.from_json(text)
    for leak in ("argument after", "__init__", "positional", "object is not", "Traceback"):
        assert leak not in str(info.value)


def test_save_field_types_come_from_the_action_hints():
    g = EditableRace(seed=1)
    doc = json.loads(g.to_json())
    for height, match in [(True, "whole number"), ([1], "whole number"), (10**9, "beyond the limit"),
                          ("3", "whole number")]:
        doc["actions"] = [{"action": "Jump", "height": height}]
        with pytest.raises(SaveFileError, match=f"action #0: Jump's field 'height'.*{match}"):
            Game.from_json(json.dumps(doc))
    doc["actions"] = [{"action": "Jump"}]
    with pytest.raises(SaveFileError, match="Jump needs the field 'height'"):
        Game.from_json(json.dumps(doc))


def test_a_save_loads_from_bytes_and_never_writes_nan():
    g = Race(seed=4)
    g.play(Go())
    assert Game.from_json(g.to_json().encode()).state == g.state
    bad = Race(seed=1, note=float("nan"))  # a toy game that checks no setup: the save refuses it
    with pytest.raises(SaveFileError, match="cannot be saved"):
        bad.to_json()


@pytest.mark.parametrize("action, match", [
    (Jump(True), "field 'height' must be a whole number"),
    (Jump([1]), "field 'height' must be a whole number"),  # type: ignore[arg-type]
    (Jump({"a": 1}), "field 'height'"),  # type: ignore[arg-type]
    (Jump({1, 2}), "field 'height'"),  # type: ignore[arg-type]
    (Jump(10**100), "beyond the limit"),
    (Jump(1.5), "field 'height' must be a whole number"),  # type: ignore[arg-type]
    (Jump(3, over=None), "field 'over' must be text"),  # type: ignore[arg-type]
    (Jump(3, over="x" * 5000), "field 'over' is text of 5,000 characters"),
    (Jump(3, over=["fence"]), "field 'over' must be text"),  # type: ignore[arg-type]
    (None, "expected an action"),
    ("Go", "expected an action"),
])
def test_action_fields_are_checked_against_their_hints_before_the_game_sees_them(action, match):
    g = EditableRace(seed=1)
    before = (g.state.to_dict(), len(g.log), len(g.actions))
    with pytest.raises(IllegalAction, match=match) as info:
        g.play(action)
    assert info.value.rule == "actions"
    assert (g.state.to_dict(), len(g.log), len(g.actions)) == before


def test_a_gift_of_true_political_capital_is_refused():
    from tabletop_nb.tomorrow import TomorrowGame
    from tabletop_nb.tomorrow.actions import Give

    g = TomorrowGame(seed=0)
    before = (g.state.to_dict(), len(g.log))
    with pytest.raises(IllegalAction, match="field 'amount' must be a whole number"):
        g.play(Give(to="china", amount=True))
    assert (g.state.to_dict(), len(g.log)) == before


def test_trusted_play_skips_the_field_check():
    """Policies choose from legal_actions(): the check costs them nothing (and is not run)."""
    import tabletop_nb.core.game as kernel

    calls = []
    real = kernel.action_problem
    kernel.action_problem = lambda a: calls.append(a) or real(a)
    try:
        g = Race(seed=1)
        g.play(Go(), trusted=True)
        assert calls == []
        g.play(Go())
        assert calls == [Go()]
    finally:
        kernel.action_problem = real


@pytest.mark.parametrize("target, changes, match", [
    (5, {"0": 1}, "target is a short text"),
    (None, {"0": 1}, "target is a short text"),
    ("", {"0": 1}, "target is a short text"),
    ("p" * 300, {"0": 1}, "target is a short text"),
    ("pos", {"0": float("nan")}, "finite number"),
    ("pos", {"0": float("inf")}, "finite number"),
    ("pos", {"0": 10**7}, "beyond the limit"),
    ("pos", {"0": object()}, "plain value"),
    ("pos", {"0": {1: 2}}, "key 1 that is not text"),
    ("pos", {"0": [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]}, "nested more than"),
    ("pos", {"0": ["x" * 60_000, "y" * 60_000]}, "at most 100,000"),
    ("pos", {"0": "x"}, "must be 0 or 1 and a whole number"),
    ("nowhere", {"0": 1}, "no edit target"),
])
def test_bad_edits_are_refused_and_change_nothing(target, changes, match):
    g = EditableRace(seed=1)
    before = (g.state.to_dict(), len(g.log), len(g.actions))
    with pytest.raises(IllegalAction, match=match):
        g.edit(target, **changes)
    assert (g.state.to_dict(), len(g.log), len(g.actions)) == before


def test_edits_replay_in_the_order_given():
    g = EditableRace(seed=1)
    g.edit("pos", **{"0": 5})
    g.edit("pos", **{"0": 2, "1": 7})
    g.edit("pos", **{"1": 3})
    assert g.state.pos == [2, 3]
    assert [a for a in g.actions if isinstance(a, Edit)] == [
        Edit("pos", '{"0": 5}'), Edit("pos", '{"0": 2, "1": 7}'), Edit("pos", '{"1": 3}')]
    loaded = Game.from_json(g.to_json())
    assert loaded.state.pos == [2, 3] and loaded.state == g.state
    g.undo()  # the last edit taken back: the first two replay in their order
    assert g.state.pos == [2, 7]


def test_click_and_edit_on_a_snapshot_are_refused():
    g = Race(seed=1)
    g.play(Go())
    snap = g.at(2)
    before = (g.state.to_dict(), len(g.log))
    with pytest.raises(IllegalAction, match="snapshot"):
        snap.click("anything")
    with pytest.raises(IllegalAction, match="snapshot"):
        snap.play(Go(), trusted=True)
    with pytest.raises(IllegalAction, match="snapshot"):
        snap.edit("pos", **{"0": 1})
    with pytest.raises(IllegalAction, match="snapshot"):
        snap.undo()
    assert (g.state.to_dict(), len(g.log)) == before, "the live game is untouched by a snapshot's clicks"


@dataclass(frozen=True)
class TunedRules(Rules):
    per_greenery: int = tunable(8, low=1, high=100, section="Greenery")
    share: float = tunable(0.5, low=0.0, high=1.0)
    bonus: int = tunable(3, low=1)  # no upper bound declared: the default limit holds
    plain: int = 4  # no range declared at all
    names: tuple[str, ...] = ("a", "b")


@pytest.mark.parametrize("field, value, match", [
    ("per_greenery", 0, "at least 1"),
    ("per_greenery", 101, "at most 100"),
    ("per_greenery", True, "whole number"),
    ("per_greenery", 8.0, "whole number"),
    ("share", float("nan"), "finite number"),
    ("share", float("inf"), "finite number"),
    ("share", -0.1, "at least 0.0"),
    ("share", "0.5", "finite number"),
    ("bonus", 10**7, "at most 1000000"),
    ("bonus", 0, "at least 1"),
    ("plain", 10**30, "at most 1000000"),
    ("plain", -(10**30), "at least -1000000"),
    ("names", [["a"]], "list of plain values"),
    ("names", ["a", float("nan")], "not a finite number"),
    ("names", ["a", 10**30], "beyond the limit"),
    ("names", "ab", "is a list"),
    ("names", ["x"] * 2000, "at most 1000 values"),
])
def test_tunable_ranges_and_finite_floats(field, value, match):
    with pytest.raises(RulesError, match=match):
        TunedRules().replace(**{field: value})


def test_tunable_ranges_are_listed_and_kept():
    assert TunedRules.ranges() == {"per_greenery": (1, 100), "share": (0.0, 1.0), "bonus": (1, 10**6),
                                   "plain": (-(10**6), 10**6)}
    r = TunedRules().replace(per_greenery=100, share=1, bonus=10**6, names=["c"])
    assert (r.per_greenery, r.share, r.bonus, r.names) == (100, 1, 10**6, ("c",))
    assert TunedRules.from_dict(r.to_dict()) == r
    with pytest.raises(RulesError, match="rule names are text"):
        TunedRules.from_dict({1: 2})
    with pytest.raises(RulesError, match="cannot be"):
        RaceRules().replace(overshoot=["stop"])
    with pytest.raises(RulesError, match="cannot be"):
        RaceRules().replace(overshoot={"stop": 1})


def test_play_out_refuses_a_dead_end_and_bounds_its_actions():
    from tabletop_nb.core import play_out

    class Stuck(Race):
        key = "test-stuck"

        def legal_actions(self):
            return []

    with pytest.raises(IllegalAction, match="nothing is legal"):
        play_out(Stuck(seed=1), RandomPolicy(0))
    with pytest.raises(GameDidNotEnd, match="within 3 actions") as info:
        play_out(Race(RaceRules(goal=1000), seed=1), RandomPolicy(0), max_actions=3)
    assert isinstance(info.value, TabletopError) and isinstance(info.value, RuntimeError)


def test_an_empty_list_of_options_is_refused_at_once():
    g = Race(seed=1)
    with pytest.raises(IllegalAction, match="nothing to choose from"):
        g.ask(0, "choice", "pick one", "Race 1", options=[])


def test_the_package_is_marked_typed():
    """py.typed (PEP 561) ships inside the package directory, which the wheel takes whole."""
    import pathlib

    import tabletop_nb

    assert (pathlib.Path(tabletop_nb.__file__).parent / "py.typed").is_file()


def test_a_field_of_a_kind_the_kernel_cannot_check_is_left_to_the_game():
    from tabletop_nb.core.plain import action_problem

    @dataclass(frozen=True, repr=False)
    class Spread(Action):
        where: frozenset[str]
        names: tuple[str, ...] = ()

    assert action_problem(Spread(frozenset({"a"}), ("b",))) is None
    assert "must be a tuple" in action_problem(Spread(frozenset(), ["b"]))  # type: ignore[arg-type]
    assert "field 'names'[0] must be text" in action_problem(Spread(frozenset(), (1,)))  # type: ignore[arg-type]


def test_a_change_may_be_named_target():
    """edit's target is positional-only: a change called 'target' reaches the game's check, not Python's."""
    g = EditableRace(seed=1)
    with pytest.raises(IllegalAction, match="must be 0 or 1"):
        g.edit("pos", target=1, self=2)
