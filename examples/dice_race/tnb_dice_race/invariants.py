"""What must always hold in Dice Race (the contract test and the soak ask after every action, and the kernel
after every scenario edit), in words."""

from __future__ import annotations

from typing import Any


def problems(game: Any, *, settled: bool = True) -> list[str]:
    """Every broken invariant, in plain words (empty when all is well). ``settled=False``: a state between two
    events of one action, where the decision may not be asked yet."""
    s, r = game.state, game.rules
    out: list[str] = []
    if len(s.scores) != 2 or any(not isinstance(v, int) or v < 0 for v in s.scores):
        out.append(f"scores must be two whole numbers from 0, not {s.scores!r}")
        return out
    if s.seat not in (0, 1):
        out.append(f"the seat to play is {s.seat!r}, not 0 or 1")
    if s.pot < 0 or s.pot == 1 or s.pot > s.rolls * r.sides:
        out.append(f"a pot of {s.pot} cannot come from {s.rolls} rolls of faces 2 to {r.sides}")
    if s.last_roll is not None and not 1 <= s.last_roll <= r.sides:
        out.append(f"the die shows {s.last_roll}, outside 1 to {r.sides}")
    if not s.over and not 0 <= s.round <= r.max_rounds:
        out.append(f"round {s.round} is outside 0 to {r.max_rounds}")
    if settled and not s.over:  # (between two events of one action the end may be on its way)
        for seat, points in enumerate(s.scores):
            # a banked score at the target ends the race, unless the other seat plays its last turn (ruling)
            if points >= r.target and not (s.final is not None and seat != s.final):
                out.append(f"seat {seat} has banked {points} (the target is {r.target}) and the race goes on")
        if r.reach == "at_once" and s.pending is not None and s.scores[s.seat] + s.pot >= r.target:
            out.append(f"score and pot reach {r.target} (ruling reach='at_once') and the race goes on")
        if s.pending is not None:
            if s.pending.who != s.seat:
                out.append(f"seat {s.pending.who} is asked during seat {s.seat}'s turn")
            if s.pot < 2:
                out.append(f"a decision is asked with {s.pot} in the pot (only after a roll that added to it)")
    if s.over and (s.result is None or s.pending is not None):
        out.append("a finished race has a result and asks nothing")
    if s.final is not None and (r.last_turn != "equal_turns" or s.final != 1):
        out.append(f"seat {s.final} plays a last turn, which only Ben does, under last_turn='equal_turns'")
    return out
