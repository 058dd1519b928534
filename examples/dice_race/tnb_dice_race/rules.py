"""Dice Race's rules as data: the numbers the rulebook prints (tunables, with the range that makes sense) and
our rulings where it leaves a question open (each with its alternatives). The rulebook is ../rules.md; its
sections are named here once, so every event and every error cites them the same way."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop_nb.core.rules import Rules, ruling, tunable

RACE = "Dice Race 1: The race"
TURN = "Dice Race 2: A turn"
ROLL_OR_STOP = "Dice Race 3: Roll again or stop"
BUST = "Dice Race 4: Busting"
END = "Dice Race 5: The end"


@dataclass(frozen=True)
class DiceRaceRules(Rules):
    target: int = tunable(20, low=1, high=1000, section=RACE, unit="points")
    sides: int = tunable(6, low=2, high=20, section=TURN, unit="faces")
    max_rounds: int = tunable(30, low=1, high=1000, section=END, unit="rounds")
    reach: str = ruling("bank", {
        "bank": "points count once banked: a player must stop to reach the target (section 1 says 'bank')",
        "at_once": "the race ends the moment a player's score and pot together reach the target"},
        section=END, question="Does the pot count towards the target before the player stops?")
    last_turn: str = ruling("none", {
        "none": "the first to reach the target wins at once",
        "equal_turns": "when Ada (who plays first) reaches the target, Ben plays one last turn; more points win, "
                       "equal points share the win"},
        section=END, question="Does the second player get a last turn when the first reaches the target?")
