"""Tomorrow's state: the board, each power's supplies, the Global Threat Track.

Plain attributes only, flow state included (``attempt``); every change comes from an event in
``events.py``. Players are seat
indices (clockwise); ``powers[i]`` is the power seat ``i`` plays.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import IllegalAction
from ..core.game import State


class TomorrowState(State):
    # More attributes than CPython 3.11 keeps beside an object (30): as a dict's, each read of one would be a
    # hashed look-up; as slots, each is read at a fixed place (docs/kernel.md, "Speed"). The order is __init__'s.
    __slots__ = ("powers", "pc", "objective_options", "objective", "pop", "control", "nuke_damage", "markers", "held",
                 "nukes", "bio_hand", "bio_active", "bio_spent", "bio_box", "cards", "removed", "picks", "exhausted",
                 "cyberspace", "doomsday", "button", "annihilated", "happening_dead", "life", "death", "deck", "happening",
                 "turn", "phase", "order", "revealed", "attempt", "flow", "pending", "over", "result")

    def __init__(self) -> None:
        self.powers: list[str] = []
        self.pc: list[int] = []
        self.objective_options: list[list[str]] = []
        self.objective: list[str | None] = []
        # the board
        self.pop: dict[str, int] = {}
        self.control: dict[str, int | None] = {}  # a player's home counts as controlled (no marker)
        self.nuke_damage: dict[str, list[int]] = {}  # territory -> owners of the nuke markers on it
        # supplies
        self.markers: list[int] = []  # control markers still in each player's supply
        self.held: list[list[Any]] = []  # [holder, owner, turn taken, kept] markers in front of a holder
        self.nukes: list[int] = []
        self.bio_hand: list[list[str]] = []
        self.bio_active: list[dict[str, Any]] = []  # {card, territory, owner, target, left, since}
        self.bio_spent: list[str] = []
        self.bio_box: list[str] = []  # bio cards removed at setup
        self.cards: list[list[str]] = []  # resource cards still in the game
        self.removed: list[list[str]] = []  # one-use cards removed after use
        self.picks: list[list[str]] = []  # chosen this turn and not used yet
        self.exhausted: list[list[str]] = []  # chosen this turn and used (or lost)
        # special cards
        self.cyberspace: int | None = None
        self.doomsday = "middle"  # middle, used or out
        self.button = "middle"  # middle, pressed or out
        # pawns off the board
        self.annihilated: list[dict[str, int]] = []  # per player: territory -> pawns in front of them
        self.happening_dead: dict[str, int] = {}
        # the track, the deck and the turn
        self.life = 0
        self.death = 0
        self.deck: list[str] = []
        self.happening: str | None = None
        self.turn = 0
        self.phase = "setup"
        self.order: list[int] = []
        self.revealed = 0
        # flow state: the action under way while the others are asked to block it (set by its events)
        self.attempt: dict[str, Any] | None = None
        self.flow: dict[str, Any] = {}
        self.pending = None
        self.over = False
        self.result = None

    def copy(self) -> "TomorrowState":
        s = TomorrowState.__new__(TomorrowState)
        for k in TomorrowState.__slots__:  # the plain values; the containers are copied below
            setattr(s, k, getattr(self, k))
        for k in ("powers", "pc", "objective", "markers", "nukes", "deck", "order", "bio_spent", "bio_box"):
            setattr(s, k, list(getattr(self, k)))
        for k in ("objective_options", "bio_hand", "cards", "removed", "picks", "exhausted", "held"):
            setattr(s, k, [list(x) for x in getattr(self, k)])
        s.pop = dict(self.pop)
        s.control = dict(self.control)
        s.happening_dead = dict(self.happening_dead)
        s.nuke_damage = {k: list(v) for k, v in self.nuke_damage.items()}
        s.bio_active = [dict(b) for b in self.bio_active]
        s.annihilated = [dict(a) for a in self.annihilated]
        s.result = dict(self.result) if self.result else None
        s.attempt = dict(self.attempt) if self.attempt else None
        s.flow = dict(self.flow)
        return s

    # ---- questions the rules and the display ask
    def kills(self, player: int) -> int:
        return sum(self.annihilated[player].values())

    def open_vendettas(self) -> list[list[Any]]:
        return [h for h in self.held if not h[3]]

    def apply_edit(self, target: str, changes: dict[str, Any]) -> None:
        """Scenario edits (notebook cells), each keeping every pawn and marker accounted for.

        ``player:<seat>``: pc=N; annihilated={territory: n} (pawns move from the board to the
        front of that player); holds=[power, ...] (a marker from each power's supply, kept).
        ``territory:<id>``: population=N (lower only; the pawns leave play as if by a Happening);
        controller=power or None; nuke=power (a marker from its supply);
        bio={"card", "owner", "left"} (an active biological from the owner's hand).
        ``track``: life=N, death=N (where the markers stand).
        Changes apply in the order given (a bio's target is whoever controls the territory then).
        """
        from .data import powers as _powers

        caps = {_powers()[p].capital: i for i, p in enumerate(self.powers)}

        def seat(power: Any, fld: str) -> int:
            if not isinstance(power, str) or power not in self.powers:
                raise _bad(f"{fld}: {_short(power)} is not a power in this game ({', '.join(self.powers)})")
            return self.powers.index(power)

        def number(v: Any, fld: str, low: int, high: int) -> int:
            if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
                raise _bad(f"{fld} must be a whole number from {low} to {high}, not {_short(v)}")
            return v

        if not isinstance(target, str):
            raise _bad(f"target must be text (player:<power>, territory:<id> or track), not {_short(target)}")
        if target.startswith("player:"):
            seat_text = target[7:]  # ASCII digits only: a superscript '²' passes str.isdigit but not int()
            if not (seat_text.isascii() and seat_text.isdigit()) or not 0 <= int(seat_text) < len(self.powers):
                raise _bad(f"target {target!r}: no such player (use player:<power>, one of {', '.join(self.powers)})")
            i = int(target[7:])
            for k, v in changes.items():
                if k == "pc":
                    self.pc[i] = number(v, "pc", -PC_EDIT_LIMIT, PC_EDIT_LIMIT)
                elif k == "annihilated":
                    if not isinstance(v, dict):
                        raise _bad("annihilated maps territories to pawn counts")
                    for t, n in v.items():
                        if t not in self.pop:
                            raise _bad(f"annihilated: no territory {_short(t)}")
                        self.pop[t] -= number(n, f"annihilated.{t}", 0, self.pop[t])
                        self.annihilated[i][t] = self.annihilated[i].get(t, 0) + n
                elif k == "holds":
                    if not isinstance(v, list):
                        raise _bad(f"holds must be a list of powers, not {_short(v)}")
                    for owner in v:
                        o = seat(owner, "holds")
                        if o == i or self.markers[o] <= 0:
                            raise _bad(f"holds: {owner} has no control marker to give")
                        self.markers[o] -= 1
                        self.held.append([i, o, self.turn, True])
                else:
                    raise _bad(f"{_short(k)}: a player edit sets pc, annihilated or holds")
        elif target.startswith("territory:"):
            t = target[10:]
            if t not in self.pop:
                raise _bad(f"target {target!r}: no territory {t!r}")
            for k, v in changes.items():
                if k == "population":
                    number(v, "population", 0, self.pop[t])
                    self.happening_dead[t] = self.happening_dead.get(t, 0) + self.pop[t] - v
                    self.pop[t] = v
                elif k == "controller":
                    if t in caps:
                        raise _bad("controller: a player's capital always belongs to that player")
                    new = None if v is None else seat(v, "controller")
                    old = self.control[t]
                    control = dict(self.control)  # (a new dict, never changed in place: see events.changed_control)
                    if old is not None:
                        self.markers[old] += 1
                        control[t] = None
                    if new is not None:
                        if self.markers[new] <= 0:
                            raise _bad(f"controller: {v} has no control marker left")
                        self.markers[new] -= 1
                        control[t] = new
                    self.control = control
                elif k == "nuke":
                    o = seat(v, "nuke")
                    if self.nukes[o] <= 0:
                        raise _bad(f"nuke: {v} has no nuke marker left")
                    self.nukes[o] -= 1
                    self.nuke_damage[t].append(o)
                elif k == "bio":
                    if not isinstance(v, dict) or sorted(v) != ["card", "left", "owner"]:
                        raise _bad(f"bio must be {{card, owner, left}}, not {_short(v)}")
                    o = seat(v["owner"], "bio.owner")
                    if not isinstance(v["card"], str) or v["card"] not in self.bio_hand[o]:
                        raise _bad(f"bio.card: {v['owner']} does not hold {_short(v['card'])}")
                    number(v["left"], "bio.left", 1, 2)
                    self.bio_hand[o].remove(v["card"])
                    self.bio_active.append({"card": v["card"], "territory": t, "owner": o,
                                            "target": caps.get(t, self.control[t]), "left": v["left"],
                                            "since": self.turn})
                else:
                    raise _bad(f"{_short(k)}: a territory edit sets population, controller, nuke or bio")
        elif target == "track":
            for k, v in changes.items():
                if k not in ("life", "death"):
                    raise _bad(f"{_short(k)}: a track edit sets life or death")
                setattr(self, k, number(v, k, 0, TRACK_EDIT_LIMIT))
        else:
            raise _bad(f"target: nothing to edit at {_short(target)}; use player:<power>, territory:<id> or track")


#: scenario edits keep numbers where play can use them (a billion Political Capital would be a billion gifts)
PC_EDIT_LIMIT = 999
TRACK_EDIT_LIMIT = 999


def _short(v: Any) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:40] + "…"


def _bad(msg: str) -> IllegalAction:
    return IllegalAction(msg, rule="scenario edit")
