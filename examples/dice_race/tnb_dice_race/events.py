"""Every event of Dice Race: the section it applies, its sentence (our words, with the numbers that made it) and
how it changes the state. The die itself is the kernel's ``rolled`` event (a chance event, seeded or scripted)."""

from __future__ import annotations

from typing import Any

from tabletop_nb.core.events import Event, EventBook

from .rules import BUST, END, RACE, ROLL_OR_STOP, TURN

BOOK = EventBook()


@BOOK.define("race_set", RACE, "The race is set: {names} start at 0 points; the first to bank {target} wins.")
def _race_set(s: Any, e: Event) -> None:
    s.scores = [0, 0]


@BOOK.define("turn_began", TURN, "{who} begins a turn (round {round}) with an empty pot.")
def _turn_began(s: Any, e: Event) -> None:
    s.seat = e.data["seat"]
    s.round = e.data["round"]
    s.pot = 0
    s.rolls = 0
    s.last_roll = None


@BOOK.define("pot_grew", TURN, "{who} puts the {face} into the pot: {pot} points at stake.")
def _pot_grew(s: Any, e: Event) -> None:
    s.pot = e.data["pot"]
    s.rolls += 1
    s.last_roll = e.data["face"]


@BOOK.define("busted", BUST, "{who} rolls the 1 and busts: the {lost} points in the pot are lost.")
def _busted(s: Any, e: Event) -> None:
    s.pot = 0
    s.last_roll = 1


@BOOK.define("banked", ROLL_OR_STOP, "{who} stops and banks {pot}: {score} points now.")
def _banked(s: Any, e: Event) -> None:
    s.scores[e.data["seat"]] = e.data["score"]
    s.pot = 0


@BOOK.define("last_turn", END, "{reached} has reached {target}: {who} plays one last turn (ruling last_turn).")
def _last_turn(s: Any, e: Event) -> None:
    s.final = e.data["seat"]


@BOOK.define("race_over", END, lambda e: e.data["words"])
def _race_over(s: Any, e: Event) -> None:
    return None


RACE_SET, TURN_BEGAN, POT_GREW, BUSTED, BANKED, LAST_TURN, RACE_OVER = (
    BOOK[k] for k in ("race_set", "turn_began", "pot_grew", "busted", "banked", "last_turn", "race_over"))
