"""Tomorrow's state: the board, each power's supplies, the Global Threat Track.

Plain attributes only; every change comes from an event in ``book.py``. Players are seat
indices (clockwise); ``powers[i]`` is the power seat ``i`` plays.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import IllegalAction
from ..core.game import State


class TomorrowState(State):
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
        self.pending = None
        self.over = False
        self.result = None

    def copy(self) -> "TomorrowState":
        s = TomorrowState.__new__(TomorrowState)
        d = self.__dict__
        n = s.__dict__
        n.update(d)
        for k in ("powers", "pc", "objective", "markers", "nukes", "deck", "order", "bio_spent", "bio_box"):
            n[k] = list(d[k])
        for k in ("objective_options", "bio_hand", "cards", "removed", "picks", "exhausted", "held"):
            n[k] = [list(x) for x in d[k]]
        n["pop"] = dict(d["pop"])
        n["control"] = dict(d["control"])
        n["happening_dead"] = dict(d["happening_dead"])
        n["nuke_damage"] = {k: list(v) for k, v in d["nuke_damage"].items()}
        n["bio_active"] = [dict(b) for b in d["bio_active"]]
        n["annihilated"] = [dict(a) for a in d["annihilated"]]
        n["result"] = dict(d["result"]) if d["result"] else None
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
        """
        from .data import powers as _powers

        caps = {_powers()[p].capital: i for i, p in enumerate(self.powers)}

        def seat(power: Any) -> int:
            if power not in self.powers:
                raise _bad(f"{power!r} is not a power in this game")
            return self.powers.index(power)

        if target.startswith("player:"):
            i = int(target[7:])
            for k, v in changes.items():
                if k == "pc":
                    if not isinstance(v, int) or isinstance(v, bool):
                        raise _bad("pc must be a whole number")
                    self.pc[i] = v
                elif k == "annihilated":
                    if not isinstance(v, dict):
                        raise _bad("annihilated maps territories to pawn counts")
                    for t, n in v.items():
                        if t not in self.pop or not isinstance(n, int) or not 0 <= n <= self.pop[t]:
                            raise _bad(f"cannot move {n!r} pawns from {t!r}")
                        self.pop[t] -= n
                        self.annihilated[i][t] = self.annihilated[i].get(t, 0) + n
                elif k == "holds":
                    for owner in v:
                        o = seat(owner)
                        if o == i or self.markers[o] <= 0:
                            raise _bad(f"{owner} has no control marker to give")
                        self.markers[o] -= 1
                        self.held.append([i, o, self.turn, True])
                else:
                    raise _bad(f"a player edit sets pc, annihilated or holds, not {k!r}")
        elif target.startswith("territory:"):
            t = target[10:]
            if t not in self.pop:
                raise _bad(f"no territory {t!r}")
            for k, v in changes.items():
                if k == "population":
                    if not isinstance(v, int) or not 0 <= v <= self.pop[t]:
                        raise _bad(f"population can only be lowered (0 to {self.pop[t]}), not {v!r}")
                    self.happening_dead[t] = self.happening_dead.get(t, 0) + self.pop[t] - v
                    self.pop[t] = v
                elif k == "controller":
                    if t in caps:
                        raise _bad("a player's capital always belongs to that player")
                    old = self.control[t]
                    if old is not None:
                        self.markers[old] += 1
                        self.control[t] = None
                    if v is not None:
                        o = seat(v)
                        if self.markers[o] <= 0:
                            raise _bad(f"{v} has no control marker left")
                        self.markers[o] -= 1
                        self.control[t] = o
                elif k == "nuke":
                    o = seat(v)
                    if self.nukes[o] <= 0:
                        raise _bad(f"{v} has no nuke marker left")
                    self.nukes[o] -= 1
                    self.nuke_damage[t].append(o)
                elif k == "bio":
                    if not isinstance(v, dict):
                        raise _bad("bio is {card, owner, left}")
                    o = seat(v.get("owner"))
                    if v.get("card") not in self.bio_hand[o] or v.get("left") not in (1, 2):
                        raise _bad(f"{v.get('owner')} does not hold {v.get('card')!r}, or left is not 1 or 2")
                    self.bio_hand[o].remove(v["card"])
                    self.bio_active.append({"card": v["card"], "territory": t, "owner": o,
                                            "target": caps.get(t, self.control[t]), "left": v["left"],
                                            "since": self.turn})
                else:
                    raise _bad(f"a territory edit sets population, controller, nuke or bio, not {k!r}")
        elif target == "track":
            for k, v in changes.items():
                if k not in ("life", "death") or not isinstance(v, int) or v < 0:
                    raise _bad("a track edit sets life or death to a whole number >= 0")
                setattr(self, k, v)
        else:
            raise _bad(f"nothing to edit at {target!r}; use player:<power>, territory:<id> or track")


def _bad(msg: str) -> IllegalAction:
    return IllegalAction(msg, rule="scenario edit")
