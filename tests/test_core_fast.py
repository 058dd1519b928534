"""The kernel's hot path against its readable one: ``play_out`` answers through ``Game._act`` (play()'s work
less the checks its loop makes itself and the returned list of events). Every registered game plays the
same games either way, event for event."""

from __future__ import annotations

import pytest

from tabletop_nb.core import Game, IllegalAction, RandomPolicy, play_out, registered_games


@pytest.mark.parametrize("key", sorted(registered_games()))
def test_play_out_plays_what_play_plays(key):
    cls = registered_games()[key]
    setup = dict(getattr(cls, "CONTRACT_SETUP", {}))
    for seed in range(3):
        a = play_out(cls(seed=seed, **setup), RandomPolicy(seed))
        b = cls(seed=seed, **setup)
        pol = RandomPolicy(seed)
        while not b.is_over:
            n = len(b.log)
            assert b.play(pol(b)) == b.log[n:]  # play() still returns the events the action caused
        assert [e.to_dict() for e in a.log] == [e.to_dict() for e in b.log]
        assert a.actions == b.actions and a._marks == b._marks and a.state == b.state


def test_play_out_refuses_a_snapshot():
    cls = registered_games()["turmoil"]
    g = cls(seed=1)
    snap = g.at(len(g.log))
    with pytest.raises(IllegalAction, match="snapshot"):
        play_out(snap, RandomPolicy(1))


def test_emit_and_record_make_the_events_event_makes():
    """emit and record build an Event without calling its __init__: the same fields, an equal event."""
    from tabletop_nb.core import Event, EventType, Game, State

    class S(State):
        def __init__(self) -> None:
            self.n = 0

    def add(s, e):  # type: ignore[no-untyped-def]
        s.n += e.data["k"]

    et = EventType("added", "Test", "{who} adds {k}", add)

    class G(Game):
        def new_state(self) -> S:
            return S()

    g = G()
    e1 = g.emit(et, "Kim", k=2)
    g.record(et, None, {"k": 3})
    e2 = g.log[-1]
    assert type(e1) is Event and e1 == Event(et, "Kim", {"k": 2}) and e1.sentence == "Kim adds 2"
    assert (e2.type, e2.who, e2.data) == (et, None, {"k": 3}) and e2 == Event(et, None, {"k": 3})
    assert g.state.n == 5 and g.log == [e1, e2]


def test_ask_makes_the_decision_decision_makes():
    """ask builds its Decision as the class makes it: an equal Decision, a value (equal, hashed, shown and
    replaced as the named tuple it was)."""
    from tabletop_nb.core import Choose, Game, State
    from tabletop_nb.core.game import Decision

    class G(Game):
        def new_state(self) -> State:
            s = State()
            s.flow = {}
            return s

    g = G()
    g.ask(1, "pick", "pick one", "Rule 1", options=[Choose("a"), Choose("b")], then="x", args=[2])
    d = g.state.pending
    assert type(d) is Decision
    assert d == Decision(1, "pick", "pick one", "Rule 1", (Choose("a"), Choose("b")), "x", (2,))
    assert (d.who, d.options, d.then, d.args) == (1, (Choose("a"), Choose("b")), "x", (2,))
    ev = g.log[-1]
    assert ev.kind == "decision" and ev.who == "1" and ev.data["asked"] is d and ev.data["prompt"] == "pick one"
    same = Decision(1, "pick", "pick one", "Rule 1", (Choose("a"), Choose("b")), "x", (2,))
    assert hash(d) == hash(same) and {d: 1}[same] == 1 and d != tuple(d) and d != d._replace(then="y")
    assert d._replace(then="y") == Decision(1, "pick", "pick one", "Rule 1", d.options, "y", (2,))
    assert tuple(d) == (1, "pick", "pick one", "Rule 1", d.options, "x", (2,))
    assert repr(Decision(0, "action", "act", "Rule 2", None, "turn", (0,))) == (
        "Decision(who=0, kind='action', prompt='act', section='Rule 2', options=None, then='turn', args=(0,))")


def test_step_names_are_the_step_methods_names():
    """schedule queues STEP_NAMES[name], which is "step_" + name, one string object per name (so that the
    agenda's getattr finds the method in the interpreter's method cache)."""
    from tabletop_nb.core.game import STEP_NAMES

    for name in ("turn", "pick", "final_scoring", "a name never seen before"):
        method = STEP_NAMES[name]
        assert method == "step_" + name and STEP_NAMES[name] is method


@pytest.mark.parametrize("key", sorted(k for k, c in registered_games().items()
                                       if c.answer is Game.answer and not c.__module__.startswith(("test", "conftest"))))
def test_answers_called_directly_are_what_answer_calls(key):
    """``_act`` calls a decision's answer function itself (``Game._answer_function``); a class with its own
    ``answer()`` gets every answer through it. The same games either way."""
    cls = registered_games()[key]

    class Through(cls):  # type: ignore[misc, valid-type]
        key = f"test-through-{cls.key}"

        def answer(self, d, action):  # every answer through Game.answer, as before the direct call
            super().answer(d, action)

    setup = dict(getattr(cls, "CONTRACT_SETUP", {}))
    for seed in range(3):
        a = play_out(cls(seed=seed, **setup), RandomPolicy(seed))
        b = play_out(Through(seed=seed, **setup), RandomPolicy(seed))
        assert b._answer_fns is None and a._answer_fns  # the direct calls were taken, and not taken
        assert [e.to_dict() for e in a.log] == [e.to_dict() for e in b.log]
        assert a.actions == b.actions and a.state == b.state


def test_a_decision_naming_an_unknown_answer_is_refused_naming_its_rule():
    from tabletop_nb.core import Decision

    cls = registered_games()["wotw"]
    g = cls(seed=1, **dict(getattr(cls, "CONTRACT_SETUP", {})))
    assert g._answer_fns is not None  # the direct path
    g.state.pending = Decision(None, "choice", "choose", "Rule 7", (), "no_such_answer", ())
    log, actions = [e.to_dict() for e in g.log], list(g.actions)
    with pytest.raises(IllegalAction, match="unknown answer 'no_such_answer'") as info:
        g.play(object(), trusted=True)  # type: ignore[arg-type]
    assert info.value.rule == "Rule 7"
    assert [e.to_dict() for e in g.log] == log and g.actions == actions  # nothing half-changed


def test_answers_of_every_kind_of_method_run_as_answer_runs_them():
    """An ``answer_<then>`` that is a static or class method, or an attribute of the game itself, is called as
    ``Game.answer`` calls it (looked up on the game each time); a plain method's function is kept for the game."""
    from tabletop_nb.core import Choose, Decision, State

    calls: list[tuple] = []

    class S(State):
        def __init__(self) -> None:
            self.pending = None
            self.over = False
            self.result = None

    class Kinds(Game):
        key = "test-answer-kinds"

        def new_state(self):
            return S()

        def begin(self):
            self.ask(0, "choose", "pick one", "Rule 1", options=[Choose("a"), Choose("b")], then="plain", args=(1,))

        def answer_plain(self, action, n):
            calls.append(("plain", type(self).__name__, action.option, n))
            self.ask(0, "choose", "again", "Rule 2", options=[Choose("c")], then="static", args=(2,))

        @staticmethod
        def answer_static(action, n):
            calls.append(("static", action.option, n))

        @classmethod
        def answer_klass(cls, action, n):
            calls.append(("klass", cls.__name__, action.option, n))

    g = Kinds(seed=1)
    g.play(Choose("b"))
    assert g._answer_fns["plain"] is Kinds.answer_plain  # a plain method: its function, kept
    g.play(Choose("c"))
    g.state.pending = Decision(0, "choose", "a class method", "Rule 3", (Choose("d"),), "klass", (3,))
    g.play(Choose("d"))
    g.answer_shadow = lambda action, n: calls.append(("own", action.option, n))  # the game's own attribute
    g.state.pending = Decision(0, "choose", "its own", "Rule 4", (Choose("e"),), "shadow", (4,))
    g.play(Choose("e"))
    assert calls == [("plain", "Kinds", "b", 1), ("static", "c", 2), ("klass", "Kinds", "d", 3), ("own", "e", 4)]
