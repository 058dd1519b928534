"""The end of Dice Race and its uniform Outcome (what the lab and the UI read): the seats with the most points
win (section 5; equal points share the win), how it ended, the rounds played and both scores."""

from __future__ import annotations

from typing import Any

from tabletop_nb.core.outcome import Outcome

from . import events as E


def winners(scores: list[int]) -> list[int]:
    """Section 5: the seats with the most banked points (both, when equal)."""
    best = max(scores)
    return [seat for seat, points in enumerate(scores) if points == best]


def finish(game: Any, ending: str) -> None:
    """End the race: say who won and why (an event citing section 5), then the kernel's end."""
    s = game.state
    won = winners(s.scores)
    names = [game.player_name(w) for w in won]
    score = " to ".join(str(v) for v in sorted(s.scores, reverse=True))
    words = (f"{names[0]} wins the race, {score} ({ending})." if len(won) == 1
             else f"{' and '.join(names)} share the win with {s.scores[0]} points each ({ending}).")
    game.emit(E.RACE_OVER, None, words=words)
    final = ", ".join(f"{game.player_name(seat)} {points}" for seat, points in enumerate(s.scores))
    game.end({"winners": won, "ending": ending, "rounds": s.round, "scores": list(s.scores)},
             f"The race is over after {s.round} rounds. Final score: {final}.")


def outcome_of(game: Any, result: dict[str, Any]) -> Outcome:
    """The game's result dict as the uniform Outcome."""
    return Outcome(tuple(result["winners"]), str(result["ending"]), int(result["rounds"]),
                   tuple(float(v) for v in result["scores"]))
