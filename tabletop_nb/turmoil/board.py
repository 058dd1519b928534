# mypy: disable-error-code="misc"
# (a mixin of TurmoilGame that annotates ``self`` with it; mypy calls that self type "not a supertype" of the
#  mixin, and would otherwise check nothing less: every body is checked against TurmoilGame)
"""What a front end asks a Turmoil game: action words, board targets, chart tracks, rounds, seats and
player names, and the board picture (``svg.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalAction
from ..core.game import Action, Choose
from . import basegame
from .actions import (
    LOBBY,
    Convert,
    Lobby,
    Pass,
    PlayProject,
    StandardProject,
    UsePolicy,
)
from .parties import influence_of
from .rules import PARTIES, PARTY_NAMES
from .state import NEUTRAL, RESOURCE_NAMES, TurmoilState

if TYPE_CHECKING:
    from .game import TurmoilGame

_POLICY_WORDS = {"scientists": "draw {n} cards", "kelvinists": "+1 heat and +1 energy production"}


class BoardHooks:
    """What a front end asks (mixed into TurmoilGame)."""

    #: the names a number of seats gets (the rulebook's examples first)
    SEAT_NAMES = ("Kim", "Stanley", "Ada", "Ben", "Cleo")

    @classmethod
    def setup_for_seats(cls, seats: int | None, setup: dict[str, Any]) -> dict[str, Any]:
        """Seats are named players: ``seats`` players get the names Kim, Stanley, Ada, Ben, Cleo."""
        out = dict(setup)
        if seats is not None and "players" not in out:
            out["players"] = list(cls.SEAT_NAMES[:seats]) if seats <= len(cls.SEAT_NAMES) else [f"P{i}" for i in range(seats)]
        return out

    def player_name(self: TurmoilGame, player: int | None) -> str | None:
        if player is None:
            return None
        if player == NEUTRAL:
            return "Neutral"
        return self.state.players[player].name

    def seat_colours(self: TurmoilGame) -> list[str]:
        """One colour per seat, as the board draws them (``svg.seat_colours``: board and charts agree)."""
        from .svg import seat_colours

        return seat_colours(self)

    def svg(self: TurmoilGame) -> str:
        from .svg import committee_svg

        return committee_svg(self)

    def describe_action(self: TurmoilGame, action: Action) -> str:
        """An action in plain words, for a button: "Lobby: delegate from the lobby to the Reds (free)"."""
        r = self.rules
        if isinstance(action, Pass):
            return "Pass"
        if isinstance(action, Lobby):
            party = PARTY_NAMES.get(action.party, str(action.party))
            cost = "free" if action.source == "lobby" else f"{r.lobby_cost} M€"
            return f"Lobby: delegate from the {action.source} to the {party} ({cost})"
        if isinstance(action, StandardProject):
            if action.project not in basegame.STANDARD_EFFECT:
                return f"Standard project: {action.project}"
            name = action.project.replace("_", " ").capitalize()
            return f"Standard project: {name} ({basegame.standard_cost(self, action.project)} M€)"
        if isinstance(action, Convert):
            if action.what == "heat":
                return f"Convert {r.heat_per_step} heat: raise the temperature"
            return f"Convert {r.plants_per_greenery} plants: place a greenery"
        if isinstance(action, UsePolicy):
            ruling = self.state.committee.ruling if self.state.committee else None
            if ruling == "scientists":
                return (f"Policy: Scientists ({r.scientists_policy_cost} M€: "
                        f"{_POLICY_WORDS['scientists'].format(n=r.scientists_policy_cards)})")
            if ruling == "kelvinists":
                return f"Policy: Kelvinists ({r.kelvinists_policy_cost} M€: {_POLICY_WORDS['kelvinists']})"
            return "Policy action of the ruling party"
        if isinstance(action, PlayProject):
            card = self.cards.projects.get(action.card) if isinstance(action.card, str) else None
            return f"Play {action.card}" + (f" ({card.cost} M€)" if card else "")
        if isinstance(action, Choose):
            return RESOURCE_NAMES.get(action.option, str(action.option).replace("_", " "))
        return repr(action)

    def targets(self: TurmoilGame) -> list[str]:
        s = self.state
        if s.pending is None or s.pending.kind != "action":
            return []
        legal = set(self.legal_actions())
        return [f"party:{p}" for p in self.rules.party_order
                if LOBBY[(p, "lobby")] in legal or LOBBY[(p, "reserve")] in legal]

    def actions_at(self: TurmoilGame, target: str) -> list[Action]:
        """Every legal action a click on a party could mean: a delegate from the lobby or from the reserve."""
        if not isinstance(target, str) or not target.startswith("party:"):
            return []
        party = target[6:]
        return [a for a in self.legal_actions() if isinstance(a, Lobby) and a.party == party]

    def targets_of(self: TurmoilGame, action: Action) -> list[str]:
        if isinstance(action, Lobby) and action.party in PARTIES:
            return [f"party:{action.party}"]
        return []

    def action_for_target(self: TurmoilGame, target: str) -> Action:
        """Clicking a party lobbies there: from the lobby if possible, else from the reserve."""
        if not isinstance(target, str) or not target.startswith("party:") or target[6:] not in PARTIES:
            raise IllegalAction(f"{str(target)[:60]!r} is not a party on the board", rule="Lobbying")
        party = target[6:]
        s = self.state
        if s.pending is None or s.pending.kind != "action" or s.pending.who is None:
            raise IllegalAction("lobbying happens in the action phase", rule="Lobbying")
        source = "lobby" if s.committee.lobby[s.pending.who] else "reserve"
        return LOBBY[(party, source)]

    def track_values(self: TurmoilGame, state: TurmoilState) -> dict[str, float]:
        s = state
        out: dict[str, float] = {}
        for pl in s.players:
            out[f"TR {pl.name}"] = pl.tr
        for pl in s.players:
            out[f"M€ {pl.name}"] = pl.res["mc"]
        if s.committee is not None:
            for i, pl in enumerate(s.players):
                out[f"influence {pl.name}"] = influence_of(s, i)
        return out

    def track_groups(self: TurmoilGame) -> dict[str, tuple[str, str]]:
        """TR, M€ and influence, each a chart panel with its unit."""
        out: dict[str, tuple[str, str]] = {}
        for name in self.seats():
            out[f"TR {name}"] = ("TR", "TR")
            out[f"M€ {name}"] = ("M€", "M€")
            out[f"influence {name}"] = ("influence", "influence (0-3 + cards)")
        return out

    def round_of(self: TurmoilGame, state: TurmoilState) -> int:
        return int(state.generation)

    def seats(self: TurmoilGame) -> list[str]:
        return list(self.setup["players"])
