# mypy: disable-error-code="misc"
# (the rooms are mixins of Tomorrow2023Game and annotate ``self`` with it; mypy calls that self type "not a
#  supertype" of the mixin and would otherwise check nothing less: every body is checked against Tomorrow2023Game)
"""The end of Tomorrow (2023) as the uniform Outcome: the rebels (seat 0) win on influence, the government
(seat 1) on arrests; when both happen at once the rebels win (« Fin de partie »).

``Scoring`` (mixed into the game) counts influence and arrests and checks the end after every action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.outcome import Outcome
from .state import T23State
from .words import say

if TYPE_CHECKING:
    from .game import Tomorrow2023Game

SIDES = {"rebels": 0, "government": 1}


def outcome_of(game: Any, result: dict[str, Any]) -> Outcome:
    """The winning side as a seat; how it ended ("influence", "arrests", or both at once); the turns played."""
    w = result.get("winner")
    if result.get("both"):
        ending = "influence and arrests at once"
    else:
        ending = "influence" if w == "rebels" else "arrests"
    return Outcome((SIDES[w],) if w in SIDES else (), ending, int(result.get("turn", game.state.turn)))


class Scoring:
    """Influence, arrests and the reserves, and the end (« Fin de partie »), mixed into Tomorrow2023Game."""

    def influence(self: Tomorrow2023Game, s: T23State | None = None) -> int:
        """The rebels' influence as the ruling ``influence_counts`` counts it."""
        s = s if s is not None else self.state
        if self.rules.influence_counts == "banked":
            return s.banked
        return s.pool + sum(s.tokens.values())

    def influence_reserve(self: Tomorrow2023Game, s: T23State | None = None) -> int:
        s = s if s is not None else self.state
        return self.rules.influence_supply - s.pool - sum(s.tokens.values())

    def credit_reserve(self: Tomorrow2023Game, s: T23State | None = None) -> int:
        s = s if s is not None else self.state
        return self.rules.credit_supply - s.credits[0] - s.credits[1]

    def arrests(self: Tomorrow2023Game, s: T23State | None = None) -> int:
        s = s if s is not None else self.state
        return len(s.zones["score:1"])

    # ------------------------------------------------------------------ Fin de partie
    def winner(self: Tomorrow2023Game) -> str | None:
        """Who has won now: the rebels at 15 influence, the NCG with the 3 leaders arrested; both: the rebels."""
        if self.influence() >= self.rules.influence_to_win:
            return "rebels"
        return "government" if self.arrests() >= self.rules.leaders_to_arrest else None

    def check_end_fast(self: Tomorrow2023Game) -> bool:
        """``check_end`` with the common case (no winner) read at once (the game runs this twin: game.py)."""
        # winner() is None, asked after every action: the common case, read at once (end_at: the rules' numbers)
        s = self.state
        banked, to_win, to_arrest = self.end_at
        if ((s.banked if banked else s.pool + sum(s.tokens.values())) < to_win
                and len(s.zones["score:1"]) < to_arrest):
            return False
        return Scoring.check_end(self)

    def check_end(self: Tomorrow2023Game) -> bool:
        """The end as the rule reads: the game ends when ``winner()`` names a side (« Fin de partie »)."""
        w = self.winner()
        if w is None:
            return False
        inf, arr = self.influence(), self.arrests()
        both = inf >= self.rules.influence_to_win and arr >= self.rules.leaders_to_arrest
        text = say("win_influence" if w == "rebels" else "win_arrests", self.lang, influence=inf, arrests=arr)
        if both:
            text += say("win_both", self.lang)
        self.end({"winner": w, "influence": inf, "arrests": arr, "turn": self.state.turn, "both": both}, text + ".")
        return True
