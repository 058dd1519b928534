"""What a front end asks of Dice Race (tabletop_nb.ui reads it through the kernel's protocol): words for the
actions, the board's targets and what a click on each means, the tracks for the charts, the seats and a seat's
view. The picture itself is svg.py."""

from __future__ import annotations

from typing import Any

from tabletop_nb.core.errors import IllegalAction
from tabletop_nb.core.game import Action, Game

from .actions import Roll, Stop
from .flow import NAMES
from .svg import board_svg


class BoardHooks(Game):
    def seats(self) -> list[str]:
        return list(NAMES)

    def first_seat(self) -> int | None:
        return 0  # Ada always plays first (section 1), even when her first roll busts

    def describe_action(self, action: Action) -> str:
        s = self.state
        if isinstance(action, Roll):
            return f"roll again ({s.pot} at stake)"
        if isinstance(action, Stop):
            return f"stop and bank {s.pot} (to {s.scores[s.seat] + s.pot})"
        return super().describe_action(action)

    # ---- the board's targets
    def targets_of(self, action: Action) -> list[str]:
        if isinstance(action, Roll):
            return ["die"]
        if isinstance(action, Stop):
            return [f"bank:{NAMES[self.state.seat]}"]
        return []

    def targets(self) -> list[str]:
        return [t for a in self.legal_actions() for t in self.targets_of(a)]

    def actions_at(self, target: str) -> list[Action]:
        return [a for a in self.legal_actions() if target in self.targets_of(a)]

    def action_for_target(self, target: str) -> Action:
        found = self.actions_at(target)
        if not found:
            raise IllegalAction(f"nothing to do at {target!r} now", rule="board")
        return found[0]

    # ---- pictures (nothing is hidden in this game: every seat sees the same table)
    def svg(self) -> str:
        return board_svg(self.state, self.rules, NAMES, set() if self.frozen else set(self.targets()))

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` may see: everything (no cards, no secrets)."""
        return dict(self.state.to_dict())

    # ---- the charts
    def track_values(self, state: Any) -> dict[str, float]:
        return {f"points {NAMES[0]}": state.scores[0], f"points {NAMES[1]}": state.scores[1], "pot": state.pot}

    def track_groups(self) -> dict[str, tuple[str, str]]:
        return {f"points {NAMES[0]}": ("points", "points"), f"points {NAMES[1]}": ("points", "points"),
                "pot": ("pot", "points")}

    def round_of(self, state: Any) -> int:
        return int(state.round)
