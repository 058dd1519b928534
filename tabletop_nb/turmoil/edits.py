# mypy: disable-error-code="misc"
# (a mixin of TurmoilGame that annotates ``self`` with it: see board.py)
"""Scenario edits (a notebook cell sets up a position): names turned into indices, every value
checked, and the edit tried on a copy of the state, which must still satisfy the invariants.
A bad edit raises IllegalAction naming the field and changes nothing. (The state applies a kept edit:
``TurmoilState.apply_edit``.)"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalAction, TabletopError
from . import basegame
from .invariants import problems
from .rules import PARAMETERS
from .state import NEUTRAL

if TYPE_CHECKING:
    from .game import TurmoilGame


def _owner(game: "TurmoilGame", who: Any, field: str) -> int:
    try:
        return game.owner(who)
    except IllegalAction as e:
        raise IllegalAction(f"{field}: {e.reason}", rule=e.rule) from None


class Edits:
    """Scenario edits (mixed into TurmoilGame)."""

    def owner(self: TurmoilGame, who: Any) -> int:
        """A player's index from its name or index; "Neutral" is the neutral player."""
        if who == "Neutral" or (isinstance(who, int) and not isinstance(who, bool) and who == NEUTRAL):
            return NEUTRAL
        names = [p.name for p in self.state.players]
        if isinstance(who, str) and who in names:
            return names.index(who)
        if isinstance(who, int) and not isinstance(who, bool) and 0 <= who < len(names):
            return who
        raise IllegalAction(f"{str(who)[:40]!r} is not a player ({', '.join(names)}) or 'Neutral'", rule="scenario edit")

    def normalize_edit(self: TurmoilGame, target: str, changes: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        """``edit("player:Kim", tr=42)``, ``edit("party:reds", delegates=["Kim", "Neutral"])``,
        ``edit("committee", chairman="Kim", dominant="reds")``, ``edit("globals", oceans=9)``,
        ``edit("events", current="Riots")``. Checked here, on a copy: a bad edit (a wrong name or
        value, or one that breaks an invariant) raises IllegalAction naming the field, and changes nothing."""
        if not isinstance(target, str):
            raise IllegalAction(f"the edit target must be text such as 'player:Kim', not {type(target).__name__}",
                                rule="scenario edit")
        if self.state.committee is None:
            raise IllegalAction("the self is not set up yet", rule="scenario edit")
        if target.startswith("player:"):
            who = target[7:]
            target_id = _owner(self, int(who) if who.isascii() and who.isdigit() else who, "target")
            if target_id == NEUTRAL:
                raise IllegalAction("the neutral player has no player sheet", rule="scenario edit")
            target = f"player:{target_id}"
        elif target.startswith("party:"):
            if target[6:] not in self.state.committee.delegates:
                raise IllegalAction(f"{target[6:][:40]!r} is not a party", rule="scenario edit")
        elif target not in ("committee", "globals", "events"):
            raise IllegalAction(f"nothing to edit at {target[:40]!r}; use player:<name>, globals, events, committee "
                                "or party:<party>", rule="scenario edit")
        changes = dict(changes)
        for key in ("chairman", "leader"):
            if key in changes and changes[key] is not None:
                changes[key] = _owner(self, changes[key], key)
        if "delegates" in changes:
            if not isinstance(changes["delegates"], (list, tuple)):
                raise IllegalAction("delegates must be a list of owners", rule="scenario edit")
            changes["delegates"] = [_owner(self, o, "delegates") for o in changes["delegates"]]
        if target == "globals":
            r = self.rules
            for key, v in changes.items():
                if key not in PARAMETERS:
                    continue  # the state names the field
                low = r.temperature_min if key == "temperature" else 0
                high = basegame.parameter_top(self, key)
                if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
                    raise IllegalAction(f"{key} must be a whole number from {low} to {high}, got {str(v)[:40]!r}",
                                        rule="scenario edit")
        try:
            json.dumps(changes)
        except (TypeError, ValueError):
            raise IllegalAction("edit values must be plain numbers, text or lists", rule="scenario edit") from None
        trial = self.state.copy()
        try:
            trial.apply_edit(target, changes)
        except TabletopError:
            raise
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as e:
            raise IllegalAction(f"{target}: this edit does not fit the board ({type(e).__name__})",
                                rule="scenario edit") from None
        broken = problems(trial, self.rules)
        if broken:
            raise IllegalAction(f"{target}: the edit would leave {broken[0]}", rule="scenario edit")
        return target, changes
