"""Happenings (I. Event Phase): each card is data naming one effect registered here.

A new Happening is a card in a file (``{"name", "pile", "effect", "args"}``) and, if no effect
fits, one short function registered with ``@EFFECTS.effect("name")``: its keyword parameters and
their types are what a card may pass, checked when the file is loaded (``core.load_cards``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Literal

from .cards import EFFECTS, read_cards
from .data import powers, world_map
from .events import E
from .rules import PILES

if TYPE_CHECKING:
    from .game import TomorrowGame
else:  # the registry reads the effects' type hints at import time: the game parameter is not checked
    TomorrowGame = Any


@dataclass(frozen=True)
class Happening:
    name: str
    pile: Literal["green", "red", "black"]
    effect: str
    args: dict[str, Any] = field(default_factory=dict, hash=False)
    set: str = "base"


def _check_happening(h: Happening) -> str | None:
    t = h.args.get("territory")
    if t is not None and t not in world_map():
        return f"args.territory: {t!r} is not a territory of the map"
    if t is not None and not world_map()[t].land:
        return f"args.territory: {t!r} is water; a Happening annihilates pawns on land"
    p = h.args.get("power")
    if p is not None and p not in powers():
        return f"args.power: {p!r} is not a power of powers.json ({', '.join(powers())})"
    count = h.args.get("count")
    if isinstance(count, int) and count < 0:
        return "args.count: must be 0 or more"
    return None


def load_happenings(source: Any = None, *, file: str = "happenings.json") -> dict[str, Happening]:
    """The Happenings of a file (default: ours), a JSON text or a list of dicts."""
    return read_cards(source, Happening, default_file=file, list_key="cards", effects=EFFECTS,
                      check=_check_happening)


@lru_cache(maxsize=1)
def happenings() -> dict[str, Happening]:
    """The shipped Happenings (every set)."""
    return load_happenings()


def pile_names(cards: dict[str, Happening]) -> dict[str, list[str]]:
    """Each pile's card names, sorted (the order they are shuffled from: a card added in another
    set never moves the others)."""
    return {c: sorted(h.name for h in cards.values() if h.pile == c) for c in PILES}


# ------------------------------------------------------------------ the effects, one short function each


@EFFECTS.effect("calm", section="Happenings")
def calm(game: TomorrowGame, card: Happening) -> None:
    return None


@EFFECTS.effect("annihilate", section="Happenings")
def annihilate(game: TomorrowGame, card: Happening, territory: str, count: int) -> None:
    game.annihilate(territory, count, None, card.name, "Happenings")


@EFFECTS.effect("annihilate_largest", section="Happenings")
def annihilate_largest(game: TomorrowGame, card: Happening, count: int) -> None:
    """The most populous land territory (the first on the map among equals)."""
    pop = game.state.pop
    land = [t for t, x in world_map().items() if x.land]
    t = max(land, key=lambda t: (pop[t], -land.index(t)))
    game.annihilate(t, count, None, card.name, "Happenings")


@EFFECTS.effect("pc_all", section="Happenings")
def pc_all(game: TomorrowGame, card: Happening, amount: int) -> None:
    for p in range(len(game.state.powers)):
        game.change_pc(p, amount, card.name, "Happenings")


@EFFECTS.effect("pc_power", section="Happenings")
def pc_power(game: TomorrowGame, card: Happening, power: str, amount: int) -> None:
    if power in game.state.powers:  # an absent power's card does nothing
        game.change_pc(game.seat(power), amount, card.name, "Happenings")


@EFFECTS.effect("death", section="Happenings")
def death(game: TomorrowGame, card: Happening, amount: int) -> None:
    d = -min(game.state.death, amount)
    if d:
        game.emit(E["death_moved"], None, delta=d, to=game.state.death + d, why=card.name, section="Happenings")


@EFFECTS.effect("life", section="Happenings")
def life(game: TomorrowGame, card: Happening, amount: int) -> None:
    game.emit(E["life_moved"], None, delta=amount, why=card.name, section="Happenings")


@EFFECTS.effect("cyberspace_lost", section="Happenings")
def cyberspace_lost(game: TomorrowGame, card: Happening) -> None:
    if game.state.cyberspace is not None:
        game.emit(E["cyberspace_lost"], None, why=card.name)


@EFFECTS.effect("markers_home", section="Happenings")
def markers_home(game: TomorrowGame, card: Happening) -> None:
    game.open_vendettas_go_home(card.name, "Happenings")
