"""The uniform outcome of a finished game, the same shape for every game (what the lab and the UI read).

Each game says, in its scoring room, how its own result reads as an ``Outcome`` (``Game.outcome_of``); the
result dict a game ends with stays its own (it is in the log and the save), the outcome is derived from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Outcome:
    """How a game ended.

    ``winners``: the seats that won, in seat order (several when they share the win; empty when nobody won).
    ``ending``: how it ended, in a few words ("humanity saved", "influence", "last generation", "victory").
    ``rounds``: the rounds played (turns, generations, days: the game's ``round_name``).
    ``scores``: each seat's final score where the game scores (Victory Points...), else None.
    """

    winners: tuple[int, ...]
    ending: str
    rounds: int
    scores: tuple[float, ...] | None = None

    def __post_init__(self) -> None:
        if list(self.winners) != sorted(set(self.winners)) or any(w < 0 for w in self.winners):
            raise ValueError(f"winners must be distinct seats in order, not {self.winners!r}")
        if not isinstance(self.rounds, int) or self.rounds < 0:
            raise ValueError(f"rounds must be a whole number from 0, not {self.rounds!r}")

    @property
    def winner(self) -> int | None:
        """The one seat that won, or None (nobody, or a shared win)."""
        return self.winners[0] if len(self.winners) == 1 else None

    def to_dict(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "ending": self.ending, "rounds": self.rounds,
                "scores": None if self.scores is None else list(self.scores)}
