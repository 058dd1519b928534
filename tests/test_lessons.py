"""Guided moves and predict-then-check (#26): the engine checks the learner.

A scene of Turmoil's committee: no party but Mars First and the Kelvinists has a delegate yet. Goal: make Kim the
leader of the Scientists. Question: how many M€ Kim has after sending a delegate from her reserve to Unity.
The goal is a predicate on the resulting state and the key is computed by the engine, never stored.
"""

from __future__ import annotations

import pytest

from tabletop_nb.core import IllegalAction
from tabletop_nb.core.lessons import Goal, Question, attempt, check
from tabletop_nb.turmoil import Lobby, Pass, TurmoilGame


def scene():
    return TurmoilGame(players=["Kim", "Stanley"], seed=1)


LEADER = Goal("make Kim the leader of the Scientists",
              lambda before, after: after.state.committee.leader["scientists"] == 0,
              hint="a party's leader is its first delegate: put one of Kim's delegates in the Scientists' party",
              section="Lobbying")

COST = Question("Kim sends a delegate from her reserve to Unity. How many M€ does she have after?",
                answer=lambda g: (g.play(Lobby("unity", "reserve")), g.state.players[0].res["mc"])[1],
                play=lambda g: (g.play(Lobby("unity", "reserve")), g)[1], section="Lobbying")

PARTY = Question("Which party has a leader at the start?",
                 answer=lambda g: next(p for p, who in g.state.committee.leader.items() if who is not None),
                 choices=lambda g: list(g.state.committee.leader), section="Setup")


def test_a_move_that_meets_the_goal_is_kept_and_told():
    s = scene()
    a = attempt(s, LEADER, Lobby("scientists", "lobby"))
    assert a.kept and a.done and not a.reason
    assert any("Scientists" in text and rule for text, rule in a.sentences)
    assert len(s.log) == len(scene().log)  # the scene itself never changes


def test_a_legal_move_that_misses_the_goal_is_not_kept_and_the_hint_says_why():
    a = attempt(scene(), LEADER, Lobby("unity", "lobby"))
    assert not a.kept and not a.done and "first delegate" in a.reason
    assert a.sentences  # what the move did is shown too


def test_an_illegal_move_is_refused_with_its_rule():
    a = attempt(scene(), LEADER, Lobby("nowhere", "lobby"))
    assert not a.kept and "rule:" in a.reason


@pytest.mark.parametrize("given, right", [(42, False), (37, True), (0, False)])
def test_a_prediction_is_checked_against_the_engine(given, right):
    s = scene()
    v = check(COST, s, given)
    assert v.key == s.state.players[0].res["mc"] - s.rules.lobby_cost  # the engine's key: 42 - 5
    assert v.right is right
    if not right:
        assert v.sentences and any("M€" in text or "delegate" in text for text, _ in v.sentences)
        assert v.step is not None and v.step > len(s.log)
    assert len(s.log) == len(scene().log)


def test_a_choice_question_lists_the_options_and_checks_one():
    s = scene()
    assert check(PARTY, s, "mars_first").right is True
    assert check(PARTY, s, "reds").right is False
    assert "reds" in PARTY.choices(s)


# ---------------------------------------------------------------------------- the widgets


def test_the_guided_widget_takes_back_a_move_that_misses_and_keeps_one_that_meets():
    from tabletop_nb.ui import guided

    w = guided(scene(), LEADER)
    board = w.board
    start = len(w.game.log)
    labels = [a[1] for g in board.panel["groups"] for a in g["actions"]]
    assert any("Scientists" in label for label in labels)  # the ordinary panel
    wrong = board.actions().index(Lobby("unity", "lobby"))
    board.act(wrong)
    assert len(w.game.log) == start and not w.done  # taken back
    assert board.message_tone == "error" and "Not kept" in board.message and "first delegate" in board.message
    assert "What that move did" in w.status.value and "Try again" in w.status.value
    board.act(board.actions().index(Lobby("scientists", "lobby")))
    assert w.done and w.game.state.committee.leader["scientists"] == 0
    assert "Goal met" in w.status.value
    w.start_again()
    assert len(w.game.log) == start and not w.done
    bundle = w._repr_mimebundle_()
    html = (bundle[0] if isinstance(bundle, tuple) else bundle)["text/html"]
    assert "Your goal" in html and "Goal met" not in html


def test_the_predict_widget_hides_the_answer_until_given_and_explains_a_wrong_one():
    from tabletop_nb.ui import predict

    w = predict(scene(), COST)
    bundle = w._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert "37" not in data["text/html"] and "Predict" in data["text/html"]
    v = w.answer(40)
    assert not v.right and "Not quite" in w.result.value and "37" in w.result.value
    (view,) = w.why.children
    assert view.stepper.step == v.step
    w.answer(37)
    assert "Right" in w.result.value and w.why.children == ()
    c = predict(scene(), PARTY)
    assert len(c.buttons) == 6
    c.buttons[[b.description for b in c.buttons].index("reds")].click()
    assert "Not quite" in c.result.value


def test_pass_is_a_move_too():
    a = attempt(scene(), LEADER, Pass())
    assert not a.kept
    with pytest.raises(IllegalAction):
        scene().play(Lobby("nowhere", "lobby"))
