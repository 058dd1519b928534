"""Every exercise of every game's scenes room is a real exercise, checked by the engine (#26).

A guided move's goal is met by some legal move (two at most, for a goal of several moves) and missed by another,
so the learner has something to find; a question's key is computed from its scene, is one of its choices, is
judged right, and a different answer is judged wrong with the sentences that explain the key.
"""

from __future__ import annotations

import pytest

from tabletop_nb.core import declared_games
from tabletop_nb.core.lessons import Goal, Question, attempt, check
from tabletop_nb.core.registry import room_function

ROOMS = {key: room_function(cls, "scenes", "EXERCISES") for key, cls in sorted(declared_games().items())}
CASES = [(key, name) for key, ex in ROOMS.items() if ex for name in ex]


def _reachable_goal(scene, goal: Goal, depth: int = 2) -> bool:
    for a in scene.legal_actions():
        t = attempt(scene, goal, a)
        if t.done:
            return True
        if t.kept and depth > 1:
            after = scene.copy()
            after.play(a)
            if _reachable_goal(after, goal, depth - 1):
                return True
    return False


@pytest.mark.parametrize("key, name", CASES)
def test_each_exercise_is_checked_by_the_engine(key, name):
    scene, task = ROOMS[key][name]()
    before = len(scene.log)
    if isinstance(task, Goal):
        assert _reachable_goal(scene, task), f"{name}: no legal move meets the goal"
        missed = [a for a in scene.legal_actions() if not attempt(scene, task, a).kept]
        assert missed, f"{name}: every legal move meets the goal: nothing to learn"
        assert task.hint and task.section
    else:
        assert isinstance(task, Question)
        key_ = task.answer(scene.copy())
        if task.choices is not None:
            options = task.choices(scene.copy())
            assert key_ in options and len(options) >= 2
            wrong = next(o for o in options if o != key_)
        else:
            wrong = key_ + 1
        assert check(task, scene, key_).right
        v = check(task, scene, wrong)
        assert not v.right and v.key == key_
        if task.play is not None:
            assert v.sentences and v.step is not None
    assert len(scene.log) == before  # the scene is never changed by checking


def test_every_game_has_exercises_of_both_kinds():
    for key, ex in ROOMS.items():
        if not ex:
            continue
        kinds = {type(ex[name]()[1]).__name__ for name in ex}
        assert kinds == {"Goal", "Question"}, key
