"""Dice Race's flow: the setup, the steps of a turn and the end, each a short function named after the rule it
plays. Steps run from the kernel's agenda (``schedule``) until someone must decide (``ask``)."""

from __future__ import annotations

from tabletop_nb.core.game import Action, Game

from . import events as E
from .actions import Roll
from .legal import choices
from .rules import ROLL_OR_STOP, TURN, DiceRaceRules
from .scoring import finish
from .state import RaceState

NAMES = ("Ada", "Ben")  # the seats, in the order they play (section 1)


class Flow(Game):
    rules: DiceRaceRules
    state: RaceState

    def player_name(self, player: int | None) -> str | None:
        return None if player is None else NAMES[player]

    def begin(self) -> None:
        """Section 1: both scores at 0; Ada plays first."""
        self.emit(E.RACE_SET, None, names=" and ".join(NAMES), target=self.rules.target)
        self.schedule(("turn", (0,)))

    def step_turn(self, seat: int) -> None:
        """Section 2: a turn starts with an empty pot and a roll."""
        s = self.state
        self.emit(E.TURN_BEGAN, NAMES[seat], seat=seat, round=s.round + 1 if seat == 0 else s.round)
        self.schedule(("roll", (seat,)))

    def step_roll(self, seat: int) -> None:
        """Sections 2 to 4: roll; the 1 busts, any other face goes into the pot, then roll again or stop."""
        s, r = self.state, self.rules
        face = self.roll(r.sides, NAMES[seat], TURN)  # (the kernel's chance event; its sentence cites section 2)
        if face == 1:
            self.emit(E.BUSTED, NAMES[seat], lost=s.pot)
            self.schedule(("turn_end", (seat,)))
            return
        self.emit(E.POT_GREW, NAMES[seat], face=face, pot=s.pot + face)
        if r.reach == "at_once" and s.scores[seat] + s.pot >= r.target:  # (ruling reach)
            self.bank(seat)
            return
        self.ask(seat, "roll or stop", f"roll again or stop and bank {s.pot}", ROLL_OR_STOP,
                 options=choices(self), then="roll_or_stop", args=(seat,))

    def answer_roll_or_stop(self, action: Action, seat: int) -> None:
        """Section 3: roll again, or stop and bank the pot."""
        if isinstance(action, Roll):
            self.schedule(("roll", (seat,)))
        else:
            self.bank(seat)

    def bank(self, seat: int) -> None:
        s = self.state
        self.emit(E.BANKED, NAMES[seat], seat=seat, pot=s.pot, score=s.scores[seat] + s.pot)
        self.schedule(("turn_end", (seat,)))

    def step_turn_end(self, seat: int) -> None:
        """Section 5: the race ends when someone reached the target (after a last turn, by the ruling
        last_turn) or after the last round; else the other player's turn."""
        s, r = self.state, self.rules
        if s.final is not None:
            finish(self, "last turn played")
        elif s.scores[seat] >= r.target:
            if r.last_turn == "equal_turns" and seat == 0:
                self.emit(E.LAST_TURN, NAMES[1], seat=1, reached=NAMES[0], target=r.target)
                self.schedule(("turn", (1,)))
            else:
                finish(self, "target reached")
        elif seat == len(NAMES) - 1 and s.round >= r.max_rounds:
            finish(self, "round limit")
        else:
            self.schedule(("turn", ((seat + 1) % len(NAMES),)))
