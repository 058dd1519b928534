"""Widgets that make the learner act and let the engine check: ``guided(scene, goal)`` and
``predict(scene, question)`` (the engine's side is ``tabletop_nb.core.lessons``).

A guided move shows the ordinary board and action panel on a copy of the scene, with the goal above it. After
each move the engine evaluates the goal on the resulting state: a move that does not serve it is taken back
(exactly: a lesson's scene hides nothing from its learner) and the learner reads why and what the move did; a
move that meets it stays, with its sentences. A question is answered before anything is revealed; a wrong answer
shows the sentences that produce the engine's key and a stepper at the first of them; answers can be retried.
Stored notebooks show the question or goal and the scene's picture, never an answer.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from ..core.lessons import Attempt, Goal, Question, Verdict, check, judge
from .explorer import Explorer, StaticHTML

__all__ = ["GuidedMove", "Predict", "guided", "predict"]


def _sentences_html(sentences: tuple[tuple[str, str], ...], limit: int = 12) -> str:
    items = [f"<li>{html.escape(s)}" + (f" <span class='tnb-rule'>[{html.escape(r)}]</span>" if r else "") + "</li>"
             for s, r in sentences[:limit]]
    if len(sentences) > limit:
        items.append(f"<li>… and {len(sentences) - limit} more (see the stepper)</li>")
    return "<ul class='tnb-lesson-sentences'>" + "".join(items) + "</ul>" if items else ""


def _box(kind: str, title: str, body: str) -> str:
    colours = {"goal": "#1f4e79", "right": "#1b5e20", "wrong": "#8a1c1c", "info": "#333"}
    return (f"<div class='tnb-lesson-{kind}' role='status' style='border-left:4px solid {colours[kind]};"
            f"padding:4px 10px;margin:4px 0;font-family:sans-serif'><b>{title}</b> {body}</div>")


class GuidedMove(StaticHTML, widgets.VBox):
    """A scene, a goal, the ordinary board and panel; the engine keeps only the moves that serve the goal."""

    def __init__(self, scene: Any, goal: Goal, *, seat: int | None = None, chart: bool = False) -> None:
        self.scene = scene
        self.goal = goal
        self.seat = seat
        self.game = scene.copy()
        self.explorer = Explorer(self.game, chart=chart, seat=seat)
        self.board = self.explorer.board
        self.attempts: list[Attempt] = []
        self.done = False
        self._before = self.game.copy()
        rule = f" <span class='tnb-rule'>[{html.escape(goal.section)}]</span>" if goal.section else ""
        self.header = widgets.HTML(_box("goal", "Your goal:", html.escape(goal.text) + rule))
        self.status = widgets.HTML("")
        self.status.add_class("tnb-lesson-status")
        self.again = widgets.Button(description="Start again", tooltip="set the scene up again")
        self.again.add_class("tnb-lesson-again")
        self.again.on_click(lambda _b: self.start_again())
        self.board.on_change(self._after)
        super().__init__([self.header, self.explorer, self.again, self.status])
        self.add_class("tnb-guided")

    @property
    def last(self) -> Attempt | None:
        return self.attempts[-1] if self.attempts else None

    def _after(self, events: list[Any]) -> None:
        new = len(self.game.actions) - len(self._before.actions)
        if self.done or new <= 0:
            return
        verdict = judge(self.goal, self._before, self.game, len(self._before.log), self.seat)
        self.attempts.append(verdict)
        did = _sentences_html(verdict.sentences)
        if not verdict.kept:
            self.game.undo(new)  # not kept: back to the scene as it was before the move
            self.explorer.refresh()
            self.board._say(f"Not kept: {verdict.reason}", "error")
            self.status.value = _box("wrong", "Not kept:", html.escape(verdict.reason)
                                     + ("<br>What that move did:" + did if did else "") + "<br>Try again.")
        elif verdict.done:
            self.done = True
            self.status.value = _box("right", "Goal met.", "What your move did:" + did)
        else:
            self._before = self.game.copy()
            self.status.value = _box("info", "Kept.", "Go on:" + did)

    def start_again(self) -> None:
        """The scene as it was set up (every kept move taken back)."""
        new = len(self.game.actions) - len(self.scene.actions)
        if new > 0:
            self.game.undo(new)
        self.done = False
        self._before = self.game.copy()
        self.explorer.refresh()
        self.status.value = ""

    def static_html(self) -> str:
        return (self.header.value + self.explorer.static_html()
                + "<div style='font-family:sans-serif;font-size:12px;color:#666'>Run the notebook to make the move: "
                  "the engine checks it.</div>")

    def __repr__(self) -> str:
        return f"GuidedMove(goal={self.goal.text!r})"


class Predict(StaticHTML, widgets.VBox):
    """A question about a scene, answered before anything is revealed; the engine computes the key."""

    def __init__(self, scene: Any, question: Question) -> None:
        self.scene = scene
        self.question = question
        self.verdicts: list[Verdict] = []
        rule = f" <span class='tnb-rule'>[{html.escape(question.section)}]</span>" if question.section else ""
        self.header = widgets.HTML(_box("goal", "Predict:", html.escape(question.text) + rule))
        self.options = list(question.choices(scene.copy())) if question.choices else None
        if self.options is not None:
            self.buttons = [widgets.Button(description=question.words(o), tooltip="answer this")
                            for o in self.options]
            for b, o in zip(self.buttons, self.options):
                b.add_class("tnb-predict-option")
                b.on_click(lambda _b, o=o: self.answer(o))
            entry: list[widgets.Widget] = [widgets.HBox(self.buttons, layout=widgets.Layout(flex_flow="row wrap"))]
        else:
            self.buttons = []
            self.number = widgets.IntText(value=0, description="your answer", continuous_update=True,
                                          style={"description_width": "initial"})
            self.number.add_class("tnb-predict-number")
            go = widgets.Button(description="Check", button_style="primary")
            go.add_class("tnb-predict-check")
            go.on_click(lambda _b: self.answer(int(self.number.value)))
            entry = [widgets.HBox([self.number, go])]
        self.result = widgets.HTML("")
        self.result.add_class("tnb-predict-result")
        self.why = widgets.VBox([])
        super().__init__([self.header, *entry, self.result, self.why])
        self.add_class("tnb-predict")

    def answer(self, given: Any) -> Verdict:
        v = check(self.question, self.scene, given)
        self.verdicts.append(v)
        words = self.question.words
        if v.right:
            self.result.value = _box("right", "Right:", html.escape(words(v.key)) + ".")
            self.why.children = []
            return v
        self.result.value = _box("wrong", "Not quite:", f"you said {html.escape(words(given))}; the rules give "
                                 f"{html.escape(words(v.key))}." + ("<br>What happens:" + _sentences_html(v.sentences)
                                                                    if v.sentences else "") + "<br>Try again.")
        if self.question.play is not None:
            played = self.question.play(self.scene.copy())
            view = Explorer(played, chart=False)
            if v.step is not None:
                view.stepper.go(v.step)
            self.why.children = [view]
        return v

    def static_html(self) -> str:
        shown = "" if self.options is None else (
            "<div style='font-family:sans-serif'>Choose: " + " · ".join(html.escape(self.question.words(o))
                                                                          for o in self.options) + "</div>")
        return (self.header.value + shown + "<div style='font-family:sans-serif;font-size:12px;color:#666'>Run the "
                "notebook to answer: the engine checks your prediction.</div>")

    def __repr__(self) -> str:
        return f"Predict({self.question.text!r})"


def guided(scene: Any, goal: Goal, *, seat: int | None = None, chart: bool = False) -> GuidedMove:
    """A guided move: ``scene`` (never changed), ``goal`` (a ``core.lessons.Goal``)."""
    return GuidedMove(scene, goal, seat=seat, chart=chart)


def predict(scene: Any, question: Question) -> Predict:
    """A predict-then-check question about ``scene`` (a ``core.lessons.Question``)."""
    return Predict(scene, question)
