"""The actions the Journalist can take (every one answers a pending decision)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Generic, TypeVar

from ..core.game import Action, Choose

A = TypeVar("A", bound=Action)


@dataclass(frozen=True, repr=False)
class Play(Action):
    """Play a Survivor card from the hand and Resolve its text (Turn Breakdown 4)."""
    card: str


@dataclass(frozen=True, repr=False)
class Discard(Action):
    """Discard a Survivor card from the hand without Resolving it (Turn Breakdown 4)."""
    card: str


@dataclass(frozen=True, repr=False)
class PushOn(Action):
    """Spend 1 Stamina to Draw 1 Survivor card (ruling stamina_action)."""


@dataclass(frozen=True, repr=False)
class Target(Action):
    """Choose the card (or Location) a card's effect aims at."""
    card: str


@dataclass(frozen=True, repr=False)
class Travel(Action):
    """Spend the Intuition on a Way Ahead Open card and Travel there (Turn Breakdown 6)."""
    location: str


@dataclass(frozen=True, repr=False)
class Stay(Action):
    """Do not Travel today."""


@dataclass(frozen=True, repr=False)
class Buy(Action):
    """Spend Shillings to Purchase a Scavenging card (Gameplay Overview 8)."""
    card: str


@dataclass(frozen=True, repr=False)
class Fulfil(Action):
    """Spend what the Story chapter's objective asks for (Gameplay Overview 8)."""


@dataclass(frozen=True, repr=False)
class Done(Action):
    """End the Purchase step."""


ACTIONS: dict[str, type[Action]] = {c.__name__: c for c in (Play, Discard, PushOn, Target, Travel, Stay, Buy,
                                                            Fulfil, Done, Choose)}


class OneEach(dict[str, A], Generic[A]):
    """One action object per card (or Location), made when first offered: actions are frozen values, so every
    decision that offers the same card's Play offers the same object."""

    def __init__(self, kind: Callable[[str], A]) -> None:
        super().__init__()
        self.kind = kind

    def __missing__(self, name: str) -> A:
        action = self[name] = self.kind(name)
        return action
