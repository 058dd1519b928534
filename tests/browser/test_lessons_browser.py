"""Guided moves and predictions in JupyterLab, in Chromium, for every game with exercises (#26).

Per game, a notebook holds one guided move and one prediction from the game's scenes room. The learner makes a
move that misses the goal (the page says it was not kept, why, and what it did; the board is back to the scene),
then one that meets it (the page says so, with its sentences); answers the question wrongly (the page gives the
engine's key, the sentences and a stepper at the first of them), then rightly.
"""

from __future__ import annotations

import json
import re
import shutil

import harness as H
import pytest
from sample_widgets import notebook_json
from test_play import _open

from tabletop_nb.core import declared_games
from tabletop_nb.core.lessons import Goal, attempt, check
from tabletop_nb.ui.lesson import words_for
from tabletop_nb.core.registry import room_function

pytestmark = pytest.mark.browser

# A folder of this module's own: test_play removes its folder when its module ends, and another worker may be
# running it at the same time.
LESSON_DIR = H.REPO / "build" / "browser-lessons"


@pytest.fixture(scope="module", autouse=True)
def _clean_lesson_dir():
    yield
    shutil.rmtree(LESSON_DIR, ignore_errors=True)


def _first(key: str):
    ex = room_function(declared_games()[key], "scenes", "EXERCISES") or {}
    goal = next((n for n in ex if isinstance(ex[n]()[1], Goal)), None)
    question = next((n for n in ex if not isinstance(ex[n]()[1], Goal)), None)
    return ex, goal, question


GAMES = [k for k in sorted(declared_games()) if all(_first(k)[1:])]


def _type_number(page, selector: str, value: int) -> None:
    """Type a number as a learner does, then leave the box (its value reaches the kernel before Check is pressed:
    a click straight after typing could overtake the box's last update)."""
    box = page.locator(selector)
    box.fill(str(value))
    box.press("Tab")
    page.wait_for_timeout(400)


@pytest.mark.parametrize("key", GAMES)
def test_a_wrong_then_a_right_move_and_answer(key, lab_server, page_factory, screenshots_dir):
    ex, goal_name, question_name = _first(key)
    scene, goal = ex[goal_name]()
    acts = scene.legal_actions()
    wrong = next(i for i, a in enumerate(acts) if not attempt(scene, goal, a).kept)
    right = next(i for i, a in enumerate(acts) if attempt(scene, goal, a).done)
    qscene, question = ex[question_name]()
    key_ = question.answer(qscene.copy())
    options = question.choices(qscene.copy()) if question.choices else None
    given = next(o for o in options if o != key_) if options else key_ + 1
    verdict = check(question, qscene, given)
    w = words_for(scene)  # the widgets' own words, in the lesson's language (French for Tomorrow (2023))

    def js(text: str) -> str:  # a regular expression matching ``text`` literally, for page.wait_for_function
        return re.escape(text).replace("/", "\\/")
    package = declared_games()[key].__module__.rpartition(".")[0]
    cells = [f"from {package} import scenes\nfrom tabletop_nb.ui import guided, predict\n"
             f"guided(*scenes.exercise({goal_name!r}))", f"predict(*scenes.exercise({question_name!r}))"]
    LESSON_DIR.mkdir(parents=True, exist_ok=True)
    nb = LESSON_DIR / f"lesson-{key}.ipynb"
    nb.write_text(json.dumps(notebook_json(cells), indent=1))
    page, console = page_factory(width=1500, height=1100)
    try:
        _open(page, lab_server, nb)
        g = ".tnb-guided"
        status = f"{g} .tnb-lesson-status"
        # a move that misses the goal: taken back, with the reason and what it did
        page.locator(f"{g} .tnb-board .tnb-panel .tnb-act[data-index='{wrong}']").click()
        page.wait_for_function(f"() => /{js(w['not_kept'])}/.test(document.querySelector('{status}').innerText)",
                               timeout=20_000)
        text = page.inner_text(status)
        assert goal.hint.split(":")[0][:30] in text and w["try"] in text, text
        said = attempt(scene, goal, acts[wrong]).sentences
        assert (w["did"] in text) == bool(said) and all(s[:40] in text for s, _ in said[:3]), text
        page.wait_for_function(f"() => /{js(w['not_kept'])}/.test(document.querySelector('{g} .tnb-board .tnb-board-message')"
                               ".innerText)", timeout=20_000)
        assert page.locator(f"{g} .tnb-board .tnb-panel[data-state='decide']").count() == 1
        # a move that meets it: kept, with its sentences
        page.locator(f"{g} .tnb-board .tnb-panel .tnb-act[data-index='{right}']").click()
        page.wait_for_function(f"() => /{js(w['met'])}/.test(document.querySelector('{status}').innerText)", timeout=20_000)
        assert w["your_move"] in page.inner_text(status)
        # a wrong answer, then the right one
        p = ".tnb-predict"
        words = question.words
        if options:
            page.locator(f"{p} .tnb-predict-option", has_text=words(given)).first.click()
        else:
            _type_number(page, f"{p} .tnb-predict-number input", given)
            page.locator(f"{p} .tnb-predict-check").click()
        page.wait_for_function(f"() => /{js(w['wrong'])}/.test(document.querySelector('{p} .tnb-predict-result').innerText)",
                               timeout=20_000)
        result = page.inner_text(f"{p} .tnb-predict-result")
        assert w["you_said"].split("{")[0] + words(given) in result and words(key_) in result and w["try"] in result, \
            result
        if verdict.sentences:
            assert verdict.sentences[0][0][:40] in result
            page.wait_for_selector(f"{p} .tnb-stepper .tnb-step-log", timeout=20_000)
            line = page.inner_text(f"{p} .tnb-stepper .tnb-step-log")
            assert line.startswith(f"Step {verdict.step}/"), line
        H.full_page_screenshot(page, screenshots_dir / f"lesson__{key}__wrong.png", scroller=H.LAB_SCROLLER)
        if options:
            page.locator(f"{p} .tnb-predict-option", has_text=words(key_)).first.click()
        else:
            _type_number(page, f"{p} .tnb-predict-number input", key_)
            page.locator(f"{p} .tnb-predict-check").click()
        page.wait_for_function(f"() => /{js(w['right'])}/.test(document.querySelector('{p} .tnb-predict-result').innerText)",
                               timeout=20_000)
        assert not console.errors, "browser console errors:\n" + "\n".join(console.errors)
    finally:
        lab_server.shutdown_kernels()
