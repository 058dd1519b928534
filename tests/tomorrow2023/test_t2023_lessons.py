"""The Tomorrow (2023) lessons make the learner act (#26): every lesson notebook has at least 2 guided moves and 2
predict-then-check questions, each a one-line cell naming an exercise of the scenes room in the notebook's
language; the stored outputs show no verdict; a guided move played from one side's seat never shows the other
side's hand; and a few goals behave as their lesson says (what is kept, what is refused and why).
"""

from __future__ import annotations

import html
import json
import pathlib
import re

import pytest

from tabletop_nb.core import Choose
from tabletop_nb.core.lessons import attempt, check
from tabletop_nb.tomorrow2023 import Draw, NoReaction, Play, React, UseAction, scenes

LESSONS = sorted(p for p in (pathlib.Path(__file__).parents[2] / "notebooks" / "tomorrow2023").glob("0[1-9]*.ipynb"))
CELL = re.compile(r'^(guided|predict)\(\*scenes\.exercise\("([^"]+)"\)(?:, seat=([01]))?\)$')


def _cells(path):
    return json.loads(path.read_text())["cells"]


def _src(cell):
    return "".join(cell["source"])


def _html(cell):
    return html.unescape("".join("".join(o.get("data", {}).get("text/html", [])) for o in cell.get("outputs", [])))


def test_the_lessons_are_all_found():
    assert len(LESSONS) >= 8 and any(p.name.endswith(".en.ipynb") for p in LESSONS)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_each_lesson_has_two_guided_moves_and_two_questions(path):
    tags = [t for c in _cells(path) for t in c["metadata"].get("tags", [])]
    assert tags.count("guided-move") >= 2 and tags.count("predict") >= 2, path.name
    first = _src(_cells(path)[0])
    assert "[Glossaire](00-glossaire.ipynb)" in first


@pytest.mark.parametrize("path", [p for p in LESSONS if not p.name.startswith("02-")], ids=lambda p: p.name)
def test_each_exercise_cell_is_one_line_in_the_notebooks_language_and_stored_unanswered(path):
    english = path.name.endswith(".en.ipynb")
    for cell in _cells(path):
        tags = cell["metadata"].get("tags", [])
        if not tags:
            continue
        m = CELL.match(_src(cell).strip())
        assert m, _src(cell)
        kind, name, seat = m.groups()
        assert tags == ["guided-move" if kind == "guided" else "predict"]
        scene, task = scenes.exercise(name)
        assert (scene.lang == "en") == english, name
        shown = _html(cell)
        assert shown and "Goal met" not in shown and "Right:" not in shown and "Not quite" not in shown
        if seat is not None:  # played as one side: the other side's hand is card backs
            other = 1 - int(seat)
            public = {c for z in (f"play:{other}", f"discard:{other}", "score:1", "stack")
                      for c in scene.state.zones[z]}
            hidden = [c for c in scene.state.zones[f"hand:{other}"] if c not in public]
            assert not [c for c in hidden if scene.cat[c].fr in shown], name


# ---------------------------------------------------------------------------- what some goals teach

def test_an_action_serves_once_a_turn_the_engine_says_so():
    scene, goal = scenes.exercise("quatre-jetons-sur-les-leaders")
    once = scene.copy()
    once.play(UseAction("porte_voix"))
    again = attempt(once, goal, UseAction("porte_voix"))
    assert not again.kept and "rule:" in again.reason
    assert attempt(once, goal, UseAction("hacker")).done


def test_saving_la_porte_voix_takes_the_reaction_and_letting_it_go_is_not_kept():
    scene, goal = scenes.exercise("sauver-la-porte-voix")
    assert scene.pending.who == 0 and scene.pending.kind == "reaction"
    no = attempt(scene, goal, NoReaction())
    assert not no.kept and "Réaction" in no.reason
    assert attempt(scene, goal, React("video_compromettante")).done


def test_the_ncg_must_pick_the_most_loaded_leader():
    scene, goal = scenes.exercise("arreter-le-plus-expose")
    played = scene.copy()
    assert attempt(played, goal, Play("arrestation")).kept
    played.play(Play("arrestation"))
    assert not attempt(played, goal, Choose("hacker")).kept
    assert attempt(played, goal, Choose("porte_voix")).done


def test_the_demonstration_needs_the_fundraiser_first():
    scene, goal = scenes.exercise("deux-actions-pour-manifester")
    assert not attempt(scene, goal, Draw()).kept
    assert not attempt(scene, goal, Play("tract")).kept
    step = scene.copy()
    step.play(Play("collecte_de_fonds"))
    assert attempt(step, goal, Play("manifestation")).done


@pytest.mark.parametrize("name, key", [("reaction-sans-credits", "score:1"), ("influence-apres-l-arrestation", 0),
                                       ("au-dela-de-15", 15), ("une-troisieme-carte-a-icone", "refusé"),
                                       ("une-arrestation-pour-une-autre", "accepté"), ("un-troisieme-agent", "refusé"),
                                       ("credits-avec-la-mecene", 4), ("reserve-with-the-variant", 31)])
def test_the_engines_keys_are_what_the_lessons_teach(name, key):
    scene, question = scenes.exercise(name)
    assert check(question, scene, key).right


def test_passer_le_tour_hands_the_turn_over():
    g = scenes.porte_voix_en_main()
    g.play(Play("porte_voix"))
    g.play(UseAction("porte_voix"))
    assert g.state.side == 1
    scenes.passer_le_tour(g)
    assert g.state.side == 0 and g.pending.kind == "action" and UseAction("porte_voix") in g.legal_actions()
