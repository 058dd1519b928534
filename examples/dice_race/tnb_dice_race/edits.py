"""Scenario edits (a notebook cell sets up a situation): ``game.edit("scores", Ada=15, Ben=3)``.

The kernel records the edit as an event, then asks the invariants (invariants.py): an edit that leaves a state
the rules cannot reach (a banked score at the target while the race goes on, say) is refused and undone."""

from __future__ import annotations

from typing import Any

from tabletop_nb.core.errors import IllegalAction

from .flow import NAMES


def apply_edit(state: Any, target: str, changes: dict[str, Any]) -> None:
    """``scores``: ``{seat name: banked points}``, a whole number from 0."""
    if target != "scores":
        raise IllegalAction(f"no scenario edit {target!r}; the one edit is 'scores' (e.g. Ada=15)", rule="scenario")
    new = list(state.scores)
    for name, value in changes.items():
        if name not in NAMES:
            raise IllegalAction(f"scores: {name!r} is not a player; the players are {', '.join(NAMES)}",
                                rule="scenario")
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise IllegalAction(f"scores: {name}'s points must be a whole number from 0, not {value!r}",
                                rule="scenario")
        new[NAMES.index(name)] = value
    state.scores = new
