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
        """Scenario edits for notebooks: ``player:<i>`` (pc) and ``territory:<id>`` (population)."""
        if target.startswith("player:"):
            i = int(target[7:])
            for k, v in changes.items():
                if k != "pc" or not isinstance(v, int):
                    raise IllegalAction(f"a player edit sets 'pc' to a whole number, not {k}={v!r}", rule="scenario edit")
                self.pc[i] = v
        elif target.startswith("territory:"):
            t = target[10:]
            if t not in self.pop:
                raise IllegalAction(f"no territory {t!r}", rule="scenario edit")
            for k, v in changes.items():
                if k != "population" or not isinstance(v, int) or v < 0:
                    raise IllegalAction("a territory edit sets 'population' to a whole number >= 0", rule="scenario edit")
                self.pop[t] = v
        else:
            raise IllegalAction(f"nothing to edit at {target!r}; use player:<i> or territory:<id>", rule="scenario edit")
