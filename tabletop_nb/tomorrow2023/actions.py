"""The actions of Tomorrow (2023): the four turn actions, reactions, and the kernel's Choose for choices."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Generic, TypeVar

from ..core.game import Action, Choose


@dataclass(frozen=True, repr=False)
class Draw(Action):
    """« Piocher une carte »: take the top card of your deck."""


@dataclass(frozen=True, repr=False)
class Play(Action):
    """« Jouer une carte »: pay its cost in credits to the reserve."""

    card: str


@dataclass(frozen=True, repr=False)
class Discard(Action):
    """« Défausser une carte »: from hand, without its effect, for its cost in credits."""

    card: str


@dataclass(frozen=True, repr=False)
class UseAction(Action):
    """« Utiliser une action de Leader/Agent »: once per turn each."""

    card: str


@dataclass(frozen=True, repr=False)
class Pass(Action):
    """Offered only when none of the four actions is possible (the engine's way out of a dead end)."""


@dataclass(frozen=True, repr=False)
class React(Action):
    """Play a reaction card in the opponent's turn, in answer to the action it names."""

    card: str


@dataclass(frozen=True, repr=False)
class NoReaction(Action):
    """Let the opponent's action happen."""


DRAW = Draw()
PASS = Pass()
NO_REACTION = NoReaction()

A = TypeVar("A", bound=Action)


class EachCard(dict[str, A], Generic[A]):
    """One action of a kind per card name (``PLAY_CARD["x"] == Play("x")``), made the first time it is offered:
    actions are frozen values, so the legality room need not build them anew at every turn."""

    def __init__(self, kind: Callable[[str], A]) -> None:
        super().__init__()
        self.kind: Callable[[str], A] = kind

    def __missing__(self, card: str) -> A:
        action = self[card] = self.kind(card)
        return action


PLAY_CARD: EachCard[Play] = EachCard(Play)              # « Jouer une carte »
DISCARD_CARD: EachCard[Discard] = EachCard(Discard)     # « Défausser une carte »
USE_ACTION: EachCard[UseAction] = EachCard(UseAction)   # « Utiliser une action de Leader/Agent »
REACT_WITH: EachCard[React] = EachCard(React)           # a Réaction
CHOOSE: EachCard[Choose] = EachCard(Choose)             # a card named in answer to a question

ACTIONS: dict[str, type[Action]] = {c.__name__: c for c in (Draw, Play, Discard, UseAction, Pass, React, NoReaction,
                                                            Choose)}
