# mypy: disable-error-code="misc"
# (the rooms are mixins of TomorrowGame and annotate ``self`` with it; mypy calls that self type "not a
#  supertype" of the mixin and would otherwise check nothing less: every body is checked against TomorrowGame)
"""What the UI asks a Tomorrow game: actions in plain words, what a click on the board may mean,
the charts' tracks and rounds, the seats, and what one seat may see."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalAction
from ..core.game import Action
from .actions import (
    AirStrike,
    BioAttack,
    Block,
    ChooseObjective,
    Coup,
    CyberAttack,
    EndTurn,
    Exhaust,
    Give,
    Invade,
    NuclearAttack,
    Pass,
    Pick,
    PressButton,
    TerrorAttack,
    UseDoomsday,
)
from .data import powers, resource_cards, world_map
from .legal import KIND_OF
from .state import TomorrowState

if TYPE_CHECKING:
    from .game import TomorrowGame

# The resource each kind of card blocks with (Resources): the names the rulebook gives the defences.
DEFENCE = {"biological": "Bio Defense", "terror": "Counter Terrorism", "cyber": "Cyber Defense",
           "military": "Countermeasures", "diplomacy": "Effective Insurgency"}


def _card(cid: str) -> str:
    c = resource_cards().get(cid)
    if c is None:
        return cid
    return f"the {c.kind} card" + (" (one-use)" if c.one_use else "")


class BoardHooks:
    """What a front end asks (mixed into TomorrowGame)."""

    def describe_action(self: TomorrowGame, action: Action) -> str:
        """An action in plain words, as an action panel's button says it."""
        wm, pw = world_map(), powers()
        a = action
        cost = ""
        if isinstance(a, tuple(KIND_OF)) and self.pays(KIND_OF[type(a)], a) and self.rules.attack_pc_cost:
            cost = f" ({self.rules.attack_pc_cost} PC)"
        if isinstance(a, Pick):
            return f"Pick {_card(a.card)}"
        if isinstance(a, BioAttack):
            return f"Unleash {a.bio} on {wm[a.territory].name} with {_card(a.card)}{cost}"
        if isinstance(a, UseDoomsday):
            return f"Unleash the Doomsday Virus on {wm[a.territory].name}{cost}"
        if isinstance(a, NuclearAttack):
            return f"Nuke {wm[a.territory].name} with {_card(a.card)}{cost}"
        if isinstance(a, TerrorAttack):
            return f"Terror attack on {pw[a.target].name} with {_card(a.card)}"
        if isinstance(a, CyberAttack):
            return f"Cyber attack for the Control of Cyberspace with {_card(a.card)}"
        if isinstance(a, Invade):
            return f"Invade {wm[a.territory].name} with {_card(a.card)}{cost}"
        if isinstance(a, AirStrike):
            return f"Air strike on the capital of {pw[a.target].name} with {_card(a.card)}"
        if isinstance(a, Coup):
            return f"Stage a coup in {wm[a.territory].name} with {_card(a.card)}"
        if isinstance(a, PressButton):
            return "Press the Big Red Button"
        if isinstance(a, EndTurn):
            return "End your turn"
        if isinstance(a, Block):
            c = resource_cards().get(a.card)
            return f"Block with {DEFENCE.get(c.kind, c.kind) if c else a.card} ({_card(a.card)})"
        if isinstance(a, Pass):
            d = self.state.pending
            return "Give nothing away" if d is not None and d.kind == "gift" else "Do not block"
        if isinstance(a, Exhaust):
            return f"Lose {_card(a.card)} (a pick)"
        if isinstance(a, Give):
            return f"Give {a.amount} Political Capital to {pw[a.to].name if a.to in pw else a.to}"
        if isinstance(a, ChooseObjective):
            return f"Keep the Secret Objective {a.name}"
        return repr(a)

    def player_name(self: TomorrowGame, player: int | None) -> str | None:
        return None if player is None else self.names[player]

    def targets_of(self: TomorrowGame, action: Action) -> list[str]:
        """The board targets an action aims at: its territory, or the capital of the power it is against."""
        t = getattr(action, "territory", None)
        if isinstance(t, str):
            return [f"territory:{t}"]
        if isinstance(action, (AirStrike, TerrorAttack)) and action.target in powers():
            return [f"territory:{powers()[action.target].capital}"]
        return []

    def targets(self: TomorrowGame) -> list[str]:
        """The territories some legal action aims at now (the board makes them clickable)."""
        s = self.state
        if s.pending is None or s.pending.kind != "act":
            return []
        seen: dict[str, None] = {}
        for a in self.legal_actions():
            for t in self.targets_of(a):
                seen[t] = None
        return list(seen)

    def actions_at(self: TomorrowGame, target: str) -> list[Action]:
        """Every legal action aimed at a territory (a click opens a menu of them when there are several)."""
        return [a for a in self.legal_actions() if target in self.targets_of(a)]

    def action_for_target(self: TomorrowGame, target: str) -> Action:
        """The one legal action a click on a territory means; several: the board must ask which (actions_at)."""
        if not isinstance(target, str) or not target.startswith("territory:") or target[10:] not in world_map():
            raise IllegalAction(f"{target!r} is not a territory on the board", rule="board")
        name = world_map()[target[10:]].name
        acts = self.actions_at(target)
        if not acts:
            raise IllegalAction(f"no legal action aims at {name} now", rule="III. Resource Resolution Phase")
        if len(acts) > 1:
            raise IllegalAction(f"{len(acts)} actions aim at {name}: choose one of "
                                + "; ".join(self.describe_action(a) for a in acts[:5])
                                + (" …" if len(acts) > 5 else "") + " (actions_at)", rule="board")
        return acts[0]

    def track_values(self: TomorrowGame, s: TomorrowState) -> dict[str, float]:
        out: dict[str, float] = {"Life": s.life, "Death": s.death}
        for i, p in enumerate(s.powers):
            out[f"PC {powers()[p].name}"] = s.pc[i]
        return out

    def track_groups(self: TomorrowGame) -> dict[str, tuple[str, str]]:
        """The threat (Life and Death markers) on one panel, Political Capital per power on another."""
        out = {"Life": ("Global Threat Track", "spaces"), "Death": ("Global Threat Track", "spaces")}
        for name in self.names:
            out[f"PC {name}"] = ("Political Capital", "PC")
        return out

    def round_of(self: TomorrowGame, state: Any) -> int:
        return int(state.turn)

    def seats(self: TomorrowGame) -> list[str]:
        return list(self.names)

    def seat_colours(self: TomorrowGame) -> list[str]:
        """One colour per seat, as the board draws them (``svg.seat_colours``: board and charts agree)."""
        from .svg import seat_colours

        return seat_colours(self)

    def svg(self: TomorrowGame) -> str:
        from .svg import board_svg

        return board_svg(self)

    def svg_for(self: TomorrowGame, seat: int | None = None) -> str:
        """The board as ``seat`` may see it: nothing secret is drawn (picks and Secret Objectives never;
        biological cards as counts), and the territories a legal action aims at light up only on the board of
        the seat that decides (another seat's would show what it may do, so its secret picks); ``None``: the
        teacher's board."""
        from .svg import board_svg

        return board_svg(self, seat=seat)

    def view(self: TomorrowGame, seat: int | None = None) -> dict[str, Any]:
        """The state as ``seat`` may know it: another power's picks, Secret Objective (and the three it was
        offered) and biological cards are hidden (their counts stay); so are the answers another power is offered,
        and how many there are. What nobody has seen stays face down for every seat: the order of the Happening deck, the biological
        cards boxed at setup, and the turn order tokens not yet turned over."""
        d = self.state.to_dict()
        if seat is None:
            return d
        n = len(self.state.powers)
        for i in range(n):
            if i != seat:
                d["picks"][i] = ["?"] * len(d["picks"][i])
                d["objective"][i] = None if d["objective"][i] is None else "?"
                if i < len(d["objective_options"]):
                    d["objective_options"][i] = ["?"] * len(d["objective_options"][i])
                d["bio_hand"][i] = ["?"] * len(d["bio_hand"][i])
        d["deck"] = ["?"] * len(d["deck"])  # face down: a count, never an order
        d["bio_box"] = ["?"] * len(d["bio_box"])
        shown = d["revealed"]
        d["order"] = d["order"][:shown] + ["?"] * (len(d["order"]) - shown)
        d["pending"] = pend = self.state.pending.to_dict() if self.state.pending is not None else None
        if pend and pend.get("who") != seat:
            # Another power's question: who, what and under which rule, not its answers, not even how many
            # there are (a block offered with two cards or with one tells what that power picked).
            d["pending"] = {k: pend[k] for k in ("who", "kind", "prompt", "section")}
        return d
