"""The engine checks the learner: guided moves and predict-then-check questions (no Jupyter here).

A **guided move** is a scene (a game set up for one rule) and a :class:`Goal`: a predicate the engine evaluates
on the state a move leads to, never a comparison with a stored answer. ``attempt(scene, goal, action)`` plays
the move on a copy and says whether it is kept, and if not, why: the rule that forbids it, or the goal's hint,
with the sentences the move caused.

A **question** (:class:`Question`) is asked about a scene before anything is revealed; its answer key is computed
by the engine from the scene (``answer(scene)``), usually by playing on a copy (``play(scene)``), whose events
are then the explanation. ``check(question, scene, given)`` gives a :class:`Verdict`.

``tabletop_nb.ui.lesson`` wraps both in widgets (the ordinary board and panel, a stepper on a wrong answer).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from .errors import IllegalAction

Sentence = tuple[str, str]  # (sentence, rulebook section)


@dataclass(frozen=True)
class Goal:
    """What a guided move must achieve.

    ``met(before, after)`` is asked after each move with the game as it was before the move and as it is
    after: True (the goal is met), False (the move does not serve it: it is not kept), or None (so far so
    good: the move is kept and the learner goes on). ``hint`` is shown when a move is not kept.
    """

    text: str
    met: Callable[[Any, Any], bool | None]
    hint: str = ""
    section: str = ""


@dataclass(frozen=True)
class Attempt:
    """The engine's answer to one move: ``kept`` (and ``done`` when the goal is met), else ``reason``;
    ``sentences`` are what the move caused (also when it is not kept: the learner sees what it would do)."""

    kept: bool
    done: bool
    reason: str
    sentences: tuple[Sentence, ...] = ()


def sentences_of(game: Any, since: int, seat: int | None = None) -> tuple[Sentence, ...]:
    """The sentences (as ``seat`` may know them) of the events from step ``since``, decisions left out."""
    return tuple((e.sentence if seat is None else e.sentence_for(seat), e.section)
                 for e in game.log[since:] if e.kind != "decision")


def judge(goal: Goal, before: Any, after: Any, since: int, seat: int | None = None) -> Attempt:
    """The verdict on a move already played: ``after`` holds it, ``before`` is the game before it."""
    said = sentences_of(after, since, seat)
    met = goal.met(before, after)
    if met is True:
        return Attempt(True, True, "", said)
    if met is None:
        return Attempt(True, False, "", said)
    why = goal.hint or f"that move does not {goal.text[:1].lower() + goal.text[1:]}"
    return Attempt(False, False, why, said)


def attempt(scene: Any, goal: Goal, action: Any, seat: int | None = None) -> Attempt:
    """Play ``action`` on a copy of ``scene``: refused by the rules (the reason names the rule), or played and
    judged against ``goal``. ``scene`` itself is never changed."""
    trial = scene.copy()
    mark = len(trial.log)
    try:
        trial.play(action)
    except IllegalAction as e:
        return Attempt(False, False, f"{e.reason} (rule: {e.rule})")
    return judge(goal, scene, trial, mark, seat)


@dataclass(frozen=True)
class Question:
    """A prediction asked about a scene.

    ``answer(scene)`` computes the key (a number, an option, a seat...); ``choices(scene)`` lists the options to
    pick from (None: a whole number is typed); ``play(scene)`` plays what the question is about on a copy (its
    events, with their numbers, explain the key after a wrong answer); ``section`` is the rule asked about.
    """

    text: str
    answer: Callable[[Any], Any]
    choices: Callable[[Any], list[Any]] | None = None
    play: Callable[[Any], Any] | None = None
    section: str = ""
    words: Callable[[Any], str] = field(default=str)  # how an answer is shown


@dataclass(frozen=True)
class Verdict:
    """A checked prediction: ``right``, the ``key``, what was ``given``; after a wrong answer, the ``sentences``
    that produce the key and ``step``, the first step of the played game that explains it (the stepper goes
    there)."""

    right: bool
    key: Any
    given: Any
    sentences: tuple[Sentence, ...] = ()
    step: int | None = None


def check(question: Question, scene: Any, given: Any) -> Verdict:
    """Compare ``given`` with the key the engine computes from ``scene`` (which is never changed)."""
    key = question.answer(scene.copy())
    right = given == key
    if right or question.play is None:
        return Verdict(right, key, given)
    played = question.play(scene.copy())
    start = len(scene.log)
    said = sentences_of(played, start)
    first = next((k for k in range(start, len(played.log)) if played.log[k].kind != "decision"), None)
    return Verdict(False, key, given, said, None if first is None else first + 1)


def exercise(exercises: Mapping[str, Callable[[], tuple[Any, Any]]], name: str) -> tuple[Any, Any]:
    """A fresh ``(scene, goal)`` or ``(scene, question)`` from a scenes room's ``EXERCISES``, by name."""
    if name not in exercises:
        raise KeyError(f"no exercise {name!r}; known: {', '.join(exercises)}")
    return exercises[name]()
