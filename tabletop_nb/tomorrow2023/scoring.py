"""The end of Tomorrow (2023) as the uniform Outcome: the rebels (seat 0) win on influence, the government
(seat 1) on arrests; when both happen at once the rebels win (« Fin de partie »).

(The end itself is checked in flow.py after every action.)
"""

from __future__ import annotations

from typing import Any

from ..core.outcome import Outcome

SIDES = {"rebels": 0, "government": 1}


def outcome_of(game: Any, result: dict[str, Any]) -> Outcome:
    """The winning side as a seat; how it ended ("influence", "arrests", or both at once); the turns played."""
    w = result.get("winner")
    if result.get("both"):
        ending = "influence and arrests at once"
    else:
        ending = "influence" if w == "rebels" else "arrests"
    return Outcome((SIDES[w],) if w in SIDES else (), ending, int(result.get("turn", game.state.turn)))
