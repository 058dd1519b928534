"""The end of The War of the Worlds: One More Day as the uniform Outcome: the Journalist wins or loses, in days.

(The end itself is decided in flow.py, at steps 7 to 9 of a day and when Hope or Health reaches 0.)
"""

from __future__ import annotations

from typing import Any

from ..core.outcome import Outcome


def outcome_of(game: Any, result: dict[str, Any]) -> Outcome:
    """One seat: won (seat 0) or not; how it ended ("victory", "hope 0", "story unfinished"...); the days."""
    return Outcome((0,) if result.get("won") is True else (), str(result.get("why", "over")),
                   int(result.get("day", game.state.day)))
