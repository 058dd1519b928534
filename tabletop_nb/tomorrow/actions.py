"""What a player can do in Tomorrow. Cards are resource card ids ("usa-military-2"),
territories are map ids ("central_asia"), powers are power ids ("china")."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..core.game import Action


@dataclass(frozen=True, repr=False)
class ChooseObjective(Action):
    """Game Setup: keep one of your three Secret Objectives."""

    name: str


@dataclass(frozen=True, repr=False)
class Pick(Action):
    """Resource Allocation: secretly choose one more resource card for this turn."""

    card: str


@dataclass(frozen=True, repr=False)
class BioAttack(Action):
    """Biological Attack with a biological card on any land territory, using one bio marker."""

    card: str
    territory: str
    bio: str


@dataclass(frozen=True, repr=False)
class NuclearAttack(Action):
    """Nuclear attack on a land territory (global or short range)."""

    card: str
    territory: str


@dataclass(frozen=True, repr=False)
class TerrorAttack(Action):
    """Terror Attack on another power."""

    card: str
    target: str


@dataclass(frozen=True, repr=False)
class CyberAttack(Action):
    """Cyber Attack: take the Control of Cyberspace card unless blocked."""

    card: str


@dataclass(frozen=True, repr=False)
class Invade(Action):
    """Territory Invasion of a territory next to one you control."""

    card: str
    territory: str


@dataclass(frozen=True, repr=False)
class AirStrike(Action):
    """Air Strike on another player's capital: they discard their remaining picks."""

    card: str
    target: str


@dataclass(frozen=True, repr=False)
class Coup(Action):
    """Coup on a land territory that is not an opponent's capital."""

    card: str
    territory: str


@dataclass(frozen=True, repr=False)
class UseDoomsday(Action):
    """Unleash the Doomsday Virus (special card, discarded after use)."""

    territory: str


@dataclass(frozen=True, repr=False)
class PressButton(Action):
    """The Big Red Button (USA or Russia, on their turn): end the game."""


@dataclass(frozen=True, repr=False)
class EndTurn(Action):
    """Stop acting this turn; unused picks stay available to block."""


@dataclass(frozen=True, repr=False)
class Block(Action):
    """Block the action under way with a matching resource you picked."""

    card: str


@dataclass(frozen=True, repr=False)
class Pass(Action):
    """Do not block (or give nothing away at the end)."""


@dataclass(frozen=True, repr=False)
class Exhaust(Action):
    """Terror Attack: choose which of your remaining picks you lose."""

    card: str


@dataclass(frozen=True, repr=False)
class Give(Action):
    """End Game Scoring: give Political Capital to another power."""

    to: str
    amount: int


ACTIONS: dict[str, type[Action]] = {c.__name__: c for c in (ChooseObjective, Pick, BioAttack, NuclearAttack, TerrorAttack, CyberAttack, Invade,
                                   AirStrike, Coup, UseDoomsday, PressButton, EndTurn, Block, Pass, Exhaust, Give)}


def as_plain(a: Action) -> tuple[str, ...]:
    """An action as a tuple of plain values (its kind, then its fields in order), for an event's data.

    Why: a log holding action objects keeps every one of its events' data under the garbage
    collector's watch (measured: a third more time in collections over a simulation); a tuple of
    text is not watched."""
    return (type(a).__name__, *a.__dict__.values())  # a frozen dataclass's fields, in order


@lru_cache(maxsize=4096)
def from_plain(t: tuple[str, ...]) -> Action:
    """The action ``as_plain`` gave."""
    return ACTIONS[t[0]](*t[1:])


ATTACKS = (BioAttack, NuclearAttack, TerrorAttack, CyberAttack, Invade, AirStrike, Coup, UseDoomsday)
END_TURN = EndTurn()
PASS = Pass()
PRESS_BUTTON = PressButton()
# Which resource blocks which action (Bio Defense, Counter Terrorism, Cyber Defense,
# Countermeasures, Effective Insurgency). Nuclear cards may only attack: nothing blocks them.
BLOCKED_BY = {BioAttack: "biological", UseDoomsday: "biological", TerrorAttack: "terror", CyberAttack: "cyber",
              Invade: "military", AirStrike: "military", Coup: "diplomacy", NuclearAttack: None}
