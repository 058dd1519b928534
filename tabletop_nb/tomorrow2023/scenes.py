"""Named situations the Tomorrow (2023) lessons start from (the scenes room), and the exercises set in them.

Each scene is a function returning a fresh game; each exercise returns ``(scene, goal)`` for a guided move or
``(scene, question)`` for a prediction (``tabletop_nb.core.lessons``): one line in a lesson,
``guided(*scenes.exercise("la-porte-voix-en-jeu"))``. Goals are predicates on the state a move leads to; keys are
computed by the engine; nothing here stores an answer. The scenes speak the lesson's language (French by default).
"""

from __future__ import annotations

from typing import Any, Callable

from ..core import lessons
from ..core.lessons import Goal, Question
from .actions import Discard
from .game import Tomorrow2023Game

REBELS = 0


def premier_tour(language: str = "fr") -> Tomorrow2023Game:
    """Turn 1 (seed 1): the Dragonflies (the rebels) hold « La Porte-Voix », « Tract » and « Vidéo
    compromettante » and 3 crédits, and take their first of two actions."""
    return Tomorrow2023Game(seed=1, language=language)


def _porte_voix_en_jeu(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool | None:
    if "porte_voix" in after.state.zones[f"play:{REBELS}"]:
        return True
    still = ("porte_voix" in after.state.zones[f"hand:{REBELS}"] and after.state.credits[REBELS] >= 3
             and after.state.turn == before.state.turn and after.state.side == REBELS)
    return None if still else False  # (kept while the card can still be played this turn)


def _credits_sans_jouer(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool:
    gained = after.state.credits[REBELS] > before.state.credits[REBELS]
    return gained and not after.state.zones[f"play:{REBELS}"]


def _defausse_porte_voix(game: Tomorrow2023Game) -> Tomorrow2023Game:
    game.play(Discard("porte_voix"))
    return game


EXERCISES: dict[str, Callable[[], tuple[Any, Any]]] = {
    "la-porte-voix-en-jeu": lambda: (premier_tour(), Goal(
        "Mettez « La Porte-Voix » en jeu ce tour-ci (elle coûte 3 crédits ; les Dragonflies en ont 3).",
        _porte_voix_en_jeu,
        hint="jouer une carte paie son coût à la réserve ; défausser ou piocher garde les crédits mais pas la carte",
        section="Jouer une carte")),
    "des-credits-sans-jouer": lambda: (premier_tour(), Goal(
        "Gagnez des crédits sans mettre de carte en jeu.",
        _credits_sans_jouer,
        hint="défausser une carte de sa main rapporte son coût en crédits",
        section="Défausser une carte")),
    "credits-apres-defausse": lambda: (premier_tour(), Question(
        "Les Dragonflies ont 3 crédits et défaussent « La Porte-Voix » (coût 3). Combien de crédits ont-ils ensuite ?",
        answer=lambda g: _defausse_porte_voix(g).state.credits[REBELS], play=_defausse_porte_voix,
        section="Défausser une carte")),
    "cartes-en-main": lambda: (premier_tour(), Question(
        "Combien de cartes chaque camp a-t-il en main au début de la partie ?",
        answer=lambda g: len(g.state.zones[f"hand:{REBELS}"]), choices=lambda g: [2, 3, 4, 5],
        section="Mise en place")),
}


def exercise(name: str) -> tuple[Any, Any]:
    """A fresh ``(scene, goal)`` or ``(scene, question)`` by name (see ``EXERCISES``)."""
    return lessons.exercise(EXERCISES, name)
