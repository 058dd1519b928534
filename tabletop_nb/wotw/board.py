# mypy: disable-error-code="misc"
# (the rooms are mixins of WotWGame and annotate ``self`` with it; mypy calls that self type "not a
#  supertype" of the mixin and would otherwise check nothing less: every body is checked against WotWGame)
"""What a front end asks of The War of the Worlds (the board room): the seat, the words of each action, the board's
targets and what a click means, the board itself, and the charts' tracks (a solo game: the one seat sees all
but the order of the decks, which the board never shows)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalAction
from ..core.game import Action, Choose, Game
from .actions import Buy, Discard, Done, Fulfil, Play, PushOn, Stay, Target, Travel
from .legal import travel_cost
from .svg import board_svg

if TYPE_CHECKING:
    from .game import WotWGame


class BoardHooks:
    """The UI protocol of The War of the Worlds (mixed into WotWGame)."""

    def player_name(self: WotWGame, player: int | None) -> str | None:
        return None if player is None else "Journalist"

    def seats(self: WotWGame) -> list[str]:
        return ["Journalist"]

    # ------------------------------------------------------------------ words and the board
    def describe_action(self: WotWGame, action: Action) -> str:
        t = self.title_of
        if isinstance(action, Play):
            c = self.card(action.card)
            spend = ", ".join(f"{v} {k.capitalize()}" for k, v in c.spend.items())
            return f"Play {c.title}" + (f" (Spend {spend})" if spend else "") + f": {c.text}"
        if isinstance(action, Discard):
            return f"Discard {t(action.card)}"
        if isinstance(action, PushOn):
            return "Spend 1 Stamina: draw a card"
        if isinstance(action, Target):
            d = self.state.pending
            verb = {"damage": "Damage", "dodge": "Dodge", "evade": "Evade", "discard": "Discard",
                    "open_way": "Open the way to"}.get(str(d.args[0]) if d and d.args else "", "Choose")
            return f"{verb} {t(action.card)}"
        if isinstance(action, Travel):
            return f"Travel to {action.location} (Spend {travel_cost(self, action.location)} Intuition)"
        if isinstance(action, Stay):
            return "Stay where you are"
        if isinstance(action, Buy):
            return f"Purchase {t(action.card)} for {self.card(action.card).cost} Shillings"
        if isinstance(action, Fulfil):
            return f"Spend {self.chapter().objective['n']} Shillings for the story"
        if isinstance(action, Done):
            return "End the Purchase step"
        if isinstance(action, Choose):
            d = self.state.pending
            if d is not None and d.then == "either":
                n = d.args[3] if action.option == "hope" else d.args[4]
                return f"Lose {n} {action.option.capitalize()}"
        return Game.describe_action(self, action)

    def targets_of(self: WotWGame, action: Action) -> list[str]:
        if isinstance(action, (Play, Discard, Buy)):
            return [f"card:{action.card}"]
        if isinstance(action, Target):
            return [f"location:{action.card[4:]}"] if action.card.startswith("way:") else [f"card:{action.card}"]
        if isinstance(action, Travel):
            return [f"location:{action.location}"]
        return []

    def targets(self: WotWGame) -> list[str]:
        out: list[str] = []
        for a in self.legal_actions():
            for t in self.targets_of(a):
                if t not in out:
                    out.append(t)
        return out

    def actions_at(self: WotWGame, target: str) -> list[Action]:
        return [a for a in self.legal_actions() if target in self.targets_of(a)]

    def action_for_target(self: WotWGame, target: str) -> Action:
        acts = self.actions_at(target)
        if not acts:
            raise IllegalAction(f"nothing to do at {target!r} now", rule="board")
        return acts[0]

    def svg(self: WotWGame) -> str:
        return board_svg(self.state, self.rules, self, set(self.targets()) if not self.frozen else set())

    def track_values(self: WotWGame, state: Any) -> dict[str, float]:
        return {"Hope": state.hope, "Health": state.health, "Day": state.day, "Intuition": state.intuition,
                "Shillings": state.shillings, "Stamina": state.stamina}

    def track_groups(self: WotWGame) -> dict[str, tuple[str, str]]:
        return {"Hope": ("Survivor", "points"), "Health": ("Survivor", "points"), "Day": ("Day", "day"),
                "Intuition": ("Resources", "tokens"), "Shillings": ("Resources", "tokens"),
                "Stamina": ("Resources", "tokens")}

    def round_of(self: WotWGame, state: Any) -> int:
        return int(state.day)
