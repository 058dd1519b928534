# mypy: disable-error-code="misc"
# (a mixin of TomorrowGame that annotates ``self`` with it: see flow.py)
"""Scenario edits (a notebook cell sets up a position): a power's name turned into its seat, and an
edit refused while an action is under way. The state applies the edit (``TomorrowState.apply_edit``,
which checks every field) and the kernel then asks the invariants, keeping the edit only if they hold."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalAction

if TYPE_CHECKING:
    from .game import TomorrowGame


class Edits:
    """Scenario edits (mixed into TomorrowGame)."""

    def normalize_edit(self: TomorrowGame, target: str, changes: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        """``edit("player:india", pc=11, annihilated={"china": 3})``, ``edit("territory:india", nuke="russia")``."""
        if self.state.attempt is not None:  # its outcome was settled against the table as it was declared
            raise IllegalAction("an action is under way (the others are asked to block it); edit the scenario "
                                "before it is declared or after it is settled", rule="scenario edit")
        if not isinstance(target, str):
            raise IllegalAction(f"target must be text (player:<power>, territory:<id> or track), not {target!r}"[:120],
                                rule="scenario edit")
        if target.startswith("player:") and not (target[7:].isascii() and target[7:].isdigit()):
            if target[7:] not in self.state.powers:
                raise IllegalAction(f"target {target!r}: no such power in this game ({', '.join(self.state.powers)})",
                                    rule="scenario edit")
            target = f"player:{self.seat(target[7:])}"
        return target, changes
