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


#: The lesson widgets' own words, in the language of the game's teach room (``LANGUAGE`` / ``language_of``): a
#: French lesson speaks French from the question to the buttons.
WORDS: dict[str, dict[str, str]] = {
    "en": {"goal": "Your goal:", "again": "Start again", "again_tip": "set the scene up again", "not_kept": "Not kept:",
           "did": "What that move did:", "try": "Try again.", "met": "Goal met.", "your_move": "What your move did:",
           "kept": "Kept.", "go_on": "Go on:", "run_move": "Run the notebook to make the move: the engine checks it.",
           "predict": "Predict:", "answer_tip": "answer this", "your_answer": "your answer", "check": "Check",
           "right": "Right:", "wrong": "Not quite:", "you_said": "you said {given}; the rules give {key}.",
           "happens": "What happens:", "choose": "Choose:", "more": "… and {n} more (see the stepper)",
           "run_answer": "Run the notebook to answer: the engine checks your prediction."},
    "fr": {"goal": "Votre objectif :", "again": "Recommencer", "again_tip": "remettre la scène en place",
           "not_kept": "Coup repris :", "did": "Ce que ce coup a fait :", "try": "Essayez encore.",
           "met": "Objectif atteint.", "your_move": "Ce que votre coup a fait :", "kept": "Coup gardé.",
           "go_on": "Continuez :", "run_move": "Exécutez le notebook pour jouer le coup : le moteur le vérifie.",
           "predict": "Prédisez :", "answer_tip": "répondre ceci", "your_answer": "votre réponse",
           "check": "Vérifier", "right": "Exact :", "wrong": "Pas tout à fait :",
           "you_said": "vous avez dit {given} ; les règles donnent {key}.", "happens": "Ce qui se passe :",
           "choose": "Choisissez :", "more": "… et {n} de plus (voir le pas-à-pas)",
           "run_answer": "Exécutez le notebook pour répondre : le moteur vérifie votre prédiction."},
}


def words_for(scene: Any) -> dict[str, str]:
    """The widgets' words in the scene's language (its teach room's ``language_of(game)`` or ``LANGUAGE``)."""
    from ..core.registry import room_function

    cls = type(scene)
    language_of = room_function(cls, "teach", "language_of")
    lang = str(language_of(scene)) if language_of is not None else str(room_function(cls, "teach", "LANGUAGE") or "en")
    return WORDS.get(lang, WORDS["en"])


def _sentences_html(sentences: tuple[tuple[str, str], ...], limit: int = 12, w: dict[str, str] = WORDS["en"]) -> str:
    items = [f"<li>{html.escape(s)}" + (f" <span class='tnb-rule'>[{html.escape(r)}]</span>" if r else "") + "</li>"
             for s, r in sentences[:limit]]
    if len(sentences) > limit:
        items.append(f"<li>{w['more'].format(n=len(sentences) - limit)}</li>")
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
        self.w = w = words_for(scene)
        rule = f" <span class='tnb-rule'>[{html.escape(goal.section)}]</span>" if goal.section else ""
        self.header = widgets.HTML(_box("goal", w["goal"], html.escape(goal.text) + rule))
        self.status = widgets.HTML("")
        self.status.add_class("tnb-lesson-status")
        self.again = widgets.Button(description=w["again"], tooltip=w["again_tip"])
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
        w = self.w
        did = _sentences_html(verdict.sentences, w=w)
        if not verdict.kept:
            self.game.undo(new)  # not kept: back to the scene as it was before the move
            self.explorer.refresh()
            self.board._say(f"{w['not_kept']} {verdict.reason}", "error")
            self.status.value = _box("wrong", w["not_kept"], html.escape(verdict.reason)
                                     + ("<br>" + w["did"] + did if did else "") + "<br>" + w["try"])
        elif verdict.done:
            self.done = True
            self.status.value = _box("right", w["met"], w["your_move"] + did)
        else:
            self._before = self.game.copy()
            self.status.value = _box("info", w["kept"], w["go_on"] + did)

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
        return (str(self.header.value) + self.explorer.static_html()
                + f"<div style='font-family:sans-serif;font-size:12px;color:#666'>{self.w['run_move']}</div>")

    def __repr__(self) -> str:
        return f"GuidedMove(goal={self.goal.text!r})"


class Predict(StaticHTML, widgets.VBox):
    """A question about a scene, answered before anything is revealed; the engine computes the key."""

    def __init__(self, scene: Any, question: Question, *, seat: int | None = None) -> None:
        self.scene = scene
        self.question = question
        self.seat = seat  # the explanation's board shows what this seat may see (None: the whole table)
        self.verdicts: list[Verdict] = []
        self.w = w = words_for(scene)
        rule = f" <span class='tnb-rule'>[{html.escape(question.section)}]</span>" if question.section else ""
        self.header = widgets.HTML(_box("goal", w["predict"], html.escape(question.text) + rule))
        self.options = list(question.choices(scene.copy())) if question.choices else None
        if self.options is not None:
            self.buttons = [widgets.Button(description=question.words(o), tooltip=w["answer_tip"])
                            for o in self.options]
            for b, o in zip(self.buttons, self.options):
                b.add_class("tnb-predict-option")
                b.on_click(lambda _b, o=o: self.answer(o))
            entry: list[widgets.Widget] = [widgets.HBox(self.buttons, layout=widgets.Layout(flex_flow="row wrap"))]
        else:
            self.buttons = []
            self.number = widgets.IntText(value=0, description=w["your_answer"], continuous_update=True,
                                          style={"description_width": "initial"})
            self.number.add_class("tnb-predict-number")
            go = widgets.Button(description=w["check"], button_style="primary")
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
        words, w = self.question.words, self.w
        if v.right:
            self.result.value = _box("right", w["right"], html.escape(words(v.key)) + ".")
            self.why.children = []
            return v
        said = w["you_said"].format(given=html.escape(words(given)), key=html.escape(words(v.key)))
        self.result.value = _box("wrong", w["wrong"], said + ("<br>" + w["happens"] + _sentences_html(v.sentences, w=w)
                                                              if v.sentences else "") + "<br>" + w["try"])
        if self.question.play is not None:
            played = self.question.play(self.scene.copy())
            view = Explorer(played, chart=False, seat=self.seat)
            if v.step is not None:
                view.stepper.go(v.step)
            self.why.children = [view]
        return v

    def static_html(self) -> str:
        shown = "" if self.options is None else (
            f"<div style='font-family:sans-serif'>{self.w['choose']} " + " · ".join(html.escape(self.question.words(o))
                                                                          for o in self.options) + "</div>")
        return (str(self.header.value) + shown
                + f"<div style='font-family:sans-serif;font-size:12px;color:#666'>{self.w['run_answer']}</div>")

    def __repr__(self) -> str:
        return f"Predict({self.question.text!r})"


def guided(scene: Any, goal: Goal, *, seat: int | None = None, chart: bool = False) -> GuidedMove:
    """A guided move: ``scene`` (never changed), ``goal`` (a ``core.lessons.Goal``)."""
    return GuidedMove(scene, goal, seat=seat, chart=chart)


def predict(scene: Any, question: Question, *, seat: int | None = None) -> Predict:
    """A predict-then-check question about ``scene`` (a ``core.lessons.Question``); ``seat``: a wrong answer's board
    shows what that seat may see."""
    return Predict(scene, question, seat=seat)
