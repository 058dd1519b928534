# mypy: disable-error-code="misc"
# (the rooms are mixins of TomorrowGame and annotate ``self`` with it; mypy calls that self type "not a
#  supertype" of the mixin and would otherwise check nothing less: every body is checked against TomorrowGame)
"""Biological cards: their data, their loader and how an attack with one plays out (Biologicals A-D).

A biological card is numbers only (no effect function): immediate annihilation, "1 per 5 left",
spreading, duration and the random annihilation check. The Doomsday Virus is a biological attack
whose numbers are a ruling (``doomsday_virus``), not a card.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .cards import read_cards
from .data import world_map
from .events import E

if TYPE_CHECKING:
    from .game import TomorrowGame


@dataclass(frozen=True)
class BioCard:
    name: str
    immediate: int  # pawns annihilated at once
    per_five: bool  # then one more for every five still remaining
    spread: int  # spreads to an adjacent land territory on a d10 roll of 1..spread (0: never)
    duration: int  # turns in effect
    random_check: bool  # a random annihilation check every turn in effect
    set: str = "base"


DOOMSDAY = {"global_strain": BioCard("Doomsday Virus", 2, True, 10, 3, True),
            "plague": BioCard("Doomsday Virus", 1, True, 0, 2, True)}


def _check_bio(b: BioCard) -> str | None:
    if not 0 <= b.spread <= 10:
        return "spread: is a d10 range 1..N: a number from 0 (never) to 10"
    if b.duration not in (1, 2, 3):
        return "duration: must be 1, 2 or 3"
    if b.immediate < 0:
        return "immediate: must not be negative"
    if b.name == "Doomsday Virus":
        return "name: the Doomsday Virus is a special card, not a biological card"
    return None


def load_biologicals(source: Any = None, *, file: str = "biologicals.json") -> dict[str, BioCard]:
    """The biological cards of a file (default: ours), a JSON text or a list of dicts."""
    return read_cards(source, BioCard, default_file=file, list_key="biologicals", check=_check_bio)


@lru_cache(maxsize=1)
def biologicals() -> dict[str, BioCard]:
    """The shipped biological cards (every set)."""
    return load_biologicals()


class Biologicals:
    """The rules room of biological attacks (mixed into TomorrowGame)."""

    def bio_card(self: TomorrowGame, name: str) -> BioCard:
        return DOOMSDAY[self.rules.doomsday_virus] if name == "Doomsday Virus" else self.bios[name]

    def bio_attack(self: TomorrowGame, p: int, territory: str, name: str, target: int | None) -> None:
        """A. immediate annihilation, B. spreading, C. duration, D. the first random check."""
        card = self.bio_card(name)
        wm = world_map()
        self.emit(E["bio_unleashed"], self.player_name(p), player=p, card=name, territory=territory,
                  target=target, left=card.duration - 1)
        self.immediate_annihilation(p, territory, card)
        if card.spread:
            spread_to = []
            for t in wm[territory].adjacent:
                if wm[t].land:
                    roll = self.roll(self.rules.die, self.player_name(p), f"does {name} spread to {wm[t].name}?")
                    if roll <= card.spread:
                        spread_to.append(t)
            for t in spread_to:
                self.emit(E["bio_spread"], self.player_name(p), card=name, territory=t)
                mode = self.rules.spread_check
                if mode != "check_only":
                    self.immediate_annihilation(p, t, card)
                if mode != "immediate_only" and card.random_check:
                    self.random_annihilation_check(p, t)
        if card.random_check:
            self.random_annihilation_check(p, territory)

    def immediate_annihilation(self: TomorrowGame, p: int, territory: str, card: BioCard) -> None:
        why = card.name
        if card.immediate:
            self.annihilate(territory, card.immediate, p, why, "Biologicals A")
        if card.per_five:
            self.annihilate(territory, self.state.pop[territory] // self.rules.per_pawns, p, why + ": 1 per 5 left",
                            "Biologicals A")

    def random_annihilation_check(self: TomorrowGame, p: int, territory: str) -> None:
        """Roll the d10: a roll at or under the pawns left kills one (10 or more: no roll needed)."""
        pop = self.state.pop[territory]
        if pop <= 0:
            return
        if pop >= self.rules.die:
            roll, hit = None, True
        else:
            roll = self.roll(self.rules.die, self.player_name(p),
                             f"random annihilation check in {world_map()[territory].name}")
            hit = roll <= pop
        self.emit(E["random_check"], self.player_name(p), territory=territory, pop=pop, roll=roll, hit=hit)
        if hit:
            self.annihilate(territory, 1, p, "random annihilation check", "Biologicals D")

    def bio_resolves_again(self: TomorrowGame, b: dict[str, Any]) -> None:
        """Biologicals C: a card with a duration resolves again (its random check) until it leaves play."""
        i = self.state.bio_active.index(b)
        self.emit(E["bio_lingers"], self.player_name(b["owner"]), index=i, card=b["card"], territory=b["territory"],
                  left=b["left"] - 1)
        if self.bio_card(b["card"]).random_check:
            self.random_annihilation_check(b["owner"], b["territory"])
