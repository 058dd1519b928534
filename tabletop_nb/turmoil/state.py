"""Turmoil's state: the committee, the global events, and a base-game player sheet.

Plain attributes only, compared by value; every change comes from an event of ``events.py`` (or a
scenario edit). The flow state lives here too: the pending decision carries its options and the
answer's arguments (``Decision.args``), so ``at(k)``, a copy and a save all know them.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import IllegalAction
from ..core.game import Decision, State

NEUTRAL = -1  # the neutral "player" owns the gray delegates

RESOURCES = ("mc", "steel", "titanium", "plants", "energy", "heat")
RESOURCE_NAMES = {"mc": "M€", "steel": "steel", "titanium": "titanium", "plants": "plants",
                  "energy": "energy", "heat": "heat"}
TAGS = ("building", "space", "science", "power", "earth", "jovian", "venus",
        "plant", "microbe", "animal", "city", "event", "wild")
#: scenario edits take whole numbers up to this (a larger number only makes loops long)
EDIT_LIMIT = 10_000


class Player:
    """The part of a base-game player board that Turmoil reads. Editable in notebook cells."""

    def __init__(self, name: str, tr: int, mc: int) -> None:
        self.name = name
        self.tr = tr
        self.res = {r: 0 for r in RESOURCES}
        self.res["mc"] = mc
        self.prod = {r: 0 for r in RESOURCES}
        self.tags = {t: 0 for t in TAGS}
        self.cities_on_mars = 0
        self.cities_off_mars = 0
        self.greeneries = 0
        self.tiles_next_to_ocean = 0
        self.hand: list[str] = []
        self.events_played = 0
        self.blue_cards = 0
        self.resource_cards: list[list[Any]] = []  # [card name, resource kind, count]
        self.colonies = 0
        # Influence from base-game or promo cards (an extra delegate's worth, Event Analysts...):
        # added to the committee's 0-3 (Influence and the Max 5 Limit).
        self.influence_bonus = 0
        self.passed = False
        self.scientists_used = False

    @property
    def cities(self) -> int:
        return self.cities_on_mars + self.cities_off_mars

    def to_dict(self) -> dict[str, Any]:
        d = dict(self.__dict__)
        d["res"] = dict(self.res)
        d["prod"] = dict(self.prod)
        d["tags"] = dict(self.tags)
        d["hand"] = list(self.hand)
        d["resource_cards"] = [list(c) for c in self.resource_cards]
        return d

    def copy(self) -> "Player":
        p = Player.__new__(Player)
        p.__dict__.update(self.__dict__)
        p.res = dict(self.res)
        p.prod = dict(self.prod)
        p.tags = dict(self.tags)
        p.hand = list(self.hand)
        p.resource_cards = [list(c) for c in self.resource_cards]
        return p

    def __repr__(self) -> str:
        return f"Player({self.name!r}, TR {self.tr}, {self.res['mc']} M€)"


class Committee:
    """The Terraforming Committee board: parties, leaders, Chairman, lobby and reserves."""

    def __init__(self, parties: tuple[str, ...], n_players: int) -> None:
        self.delegates: dict[str, list[int]] = {p: [] for p in parties}  # leader included
        self.leader: dict[str, int | None] = {p: None for p in parties}
        self.chairman: int | None = None
        self.dominant: str | None = None
        self.ruling: str | None = None
        self.lobby = [False] * n_players
        self.reserve = [0] * n_players
        self.neutral_reserve = 0

    def count(self, party: str, owner: int) -> int:
        return self.delegates[party].count(owner)

    def to_dict(self) -> dict[str, Any]:
        return {
            "delegates": {k: list(v) for k, v in self.delegates.items()},
            "leader": dict(self.leader), "chairman": self.chairman, "dominant": self.dominant,
            "ruling": self.ruling, "lobby": list(self.lobby), "reserve": list(self.reserve),
            "neutral_reserve": self.neutral_reserve,
        }

    def copy(self) -> "Committee":
        c = Committee.__new__(Committee)
        c.delegates = {k: list(v) for k, v in self.delegates.items()}
        c.leader = dict(self.leader)
        c.chairman, c.dominant, c.ruling = self.chairman, self.dominant, self.ruling
        c.lobby = list(self.lobby)
        c.reserve = list(self.reserve)
        c.neutral_reserve = self.neutral_reserve
        return c


class TurmoilState(State):
    committee: Committee  # set by the setup event "committee_set_up" (None only before it)

    def __init__(self) -> None:
        self.players: list[Player] = []
        self.committee = None  # type: ignore[assignment]
        self.generation = 0
        self.phase = "setup"
        self.first_player = 0
        self.temperature = -30
        self.oxygen = 0
        self.oceans = 0
        self.venus = 0
        self.ocean_bonus_taken = False  # the 0 °C ocean bonus (Special Cases)
        self.deck: list[str] = []  # global event deck, top first
        self.distant: str | None = None
        self.coming: str | None = None
        self.current: str | None = None
        self.discard: list[str] = []
        self.project_deck: list[str] = []
        self.project_discard: list[str] = []
        self.colony_tracks: list[int] = []
        self.trade_fleets_out = 0
        self.pending: Decision | None = None
        self.over = False
        self.result: dict[str, Any] | None = None
        self.flow: dict[str, Any] = {}

    def to_dict(self) -> dict[str, Any]:
        d = dict(self.__dict__)
        d["players"] = [p.to_dict() for p in self.players]
        d["committee"] = self.committee.to_dict() if self.committee else None
        d["pending"] = self.pending.to_dict() if self.pending else None
        for k in ("deck", "discard", "project_deck", "project_discard", "colony_tracks"):
            d[k] = list(d[k])
        d["flow"] = dict(self.flow)
        return d

    def apply_edit(self, target: str, changes: dict[str, Any]) -> None:
        """Apply a scenario edit whose names the game has already checked (``TurmoilGame.normalize_edit``)."""
        if target.startswith("player:"):
            edit_player(self, int(target[7:]), changes)
        elif target == "globals":
            for key, v in changes.items():
                if key not in ("temperature", "oxygen", "oceans", "venus"):
                    raise _bad(f"global parameters are temperature, oxygen, oceans and venus, not {key!r}")
                setattr(self, key, _whole(key, v, None))
        elif target == "events":
            edit_events(self, changes)
        elif target == "committee" or target.startswith("party:"):
            edit_committee(self, target, changes)
        else:
            raise _bad(f"nothing to edit at {target!r}; use player:<name>, globals, events, committee or party:<party>")

    def copy(self) -> "TurmoilState":
        s = TurmoilState.__new__(TurmoilState)
        s.__dict__.update(self.__dict__)
        s.players = [p.copy() for p in self.players]
        s.committee = self.committee.copy() if self.committee else None  # type: ignore[assignment]
        for k in ("deck", "discard", "project_deck", "project_discard", "colony_tracks"):
            setattr(s, k, list(getattr(self, k)))
        s.result = dict(self.result) if self.result else None
        s.flow = dict(self.flow)
        return s


PLAYER_FIELDS = ("tr", "cities_on_mars", "cities_off_mars", "greeneries", "tiles_next_to_ocean", "events_played",
                 "blue_cards", "colonies", "influence_bonus")


def _bad(msg: str) -> IllegalAction:
    return IllegalAction(msg, rule="scenario edit")


def _whole(key: str, v: Any, low: int | None = 0, high: int = EDIT_LIMIT) -> int:
    """A whole number for field ``key`` within ``low..high`` (``low=None``: down to ``-high``)."""
    lo = -high if low is None else low
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= high:
        shown = repr(v) if len(repr(v)) <= 40 else repr(v)[:40] + "…"
        raise _bad(f"{key} must be a whole number from {lo} to {high}, got {shown}")
    return v


def edit_player(s: "TurmoilState", i: int, changes: dict[str, Any]) -> None:
    pl = s.players[i]
    for key, v in changes.items():
        if key in PLAYER_FIELDS:
            setattr(pl, key, _whole(key, v, high=3 if key == "influence_bonus" else EDIT_LIMIT))
        elif key in RESOURCES:
            pl.res[key] = _whole(key, v)
        elif key.endswith("_production") and key[:-11] in RESOURCES:
            pl.prod[key[:-11]] = _whole(key, v)
        elif key.endswith("_tags") and key[:-5] in TAGS:
            pl.tags[key[:-5]] = _whole(key, v)
        elif key == "hand_size":
            n = _whole(key, v)
            while len(pl.hand) > n:
                s.project_discard.append(pl.hand.pop())
            while len(pl.hand) < n:
                if not s.project_deck:
                    raise _bad("hand_size: the project deck is empty")
                pl.hand.append(s.project_deck.pop(0))
        else:
            raise _bad(f"a player sheet has no field {key!r}; use {', '.join(RESOURCES)}, <resource>_production, "
                       f"<tag>_tags, hand_size or {', '.join(PLAYER_FIELDS)}")


def _take(c: "Committee", owner: int, field: str) -> None:
    if owner == NEUTRAL:
        if c.neutral_reserve <= 0:
            raise _bad(f"{field}: the neutral reserve is empty")
        c.neutral_reserve -= 1
    else:
        if not 0 <= owner < len(c.reserve):
            raise _bad(f"{field}: there is no player {owner}")
        if c.reserve[owner] <= 0:
            raise _bad(f"{field}: player {owner}'s delegate reserve is empty")
        c.reserve[owner] -= 1


def _give_back(c: "Committee", owner: int) -> None:
    if owner == NEUTRAL:
        c.neutral_reserve += 1
    else:
        c.reserve[owner] += 1


def edit_committee(s: "TurmoilState", target: str, changes: dict[str, Any]) -> None:
    c = s.committee
    if target == "committee":
        for key, v in changes.items():
            if key == "chairman":
                if c.chairman is not None:
                    _give_back(c, c.chairman)
                    c.chairman = None
                if v is not None:
                    _take(c, v, "chairman")
                    c.chairman = v
            elif key in ("dominant", "ruling"):
                if not isinstance(v, str) or v not in c.delegates:
                    raise _bad(f"{key} must be a party ({', '.join(c.delegates)}), got {str(v)[:40]!r}")
                setattr(c, key, v)
            else:
                raise _bad(f"the committee has no field {key!r}; use chairman, dominant or ruling")
        return
    party = target.split(":", 1)[1]
    if party not in c.delegates:
        raise _bad(f"{party!r} is not a party")
    for key in changes:
        if key not in ("delegates", "leader"):
            raise _bad(f"a party has no field {key!r}; use delegates and leader")
    owners = changes.get("delegates", c.delegates[party])
    if not isinstance(owners, list):
        raise _bad("delegates must be a list of owners")
    for o in c.delegates[party]:
        _give_back(c, o)
    c.delegates[party] = []
    for o in owners:
        _take(c, o, "delegates")
        c.delegates[party].append(o)
    leader = changes.get("leader", owners[0] if owners else None)
    if leader is None and owners:
        raise _bad("leader: a party with delegates has a Party Leader (Party Leader)")
    if leader is not None and leader not in owners:
        raise _bad(f"leader: the leader must be one of the party's delegates {owners}")
    if leader is not None and owners.count(leader) < max(owners.count(o) for o in owners):
        raise _bad("leader: the Party Leader must own at least as many delegates there as anyone (Party Leader)")
    c.leader[party] = leader


def edit_events(s: "TurmoilState", changes: dict[str, Any]) -> None:
    for slot, card in changes.items():
        if slot not in ("current", "coming", "distant"):
            raise _bad(f"global event slots are current, coming and distant, not {slot!r}")
        if not isinstance(card, str) or card not in s.deck:
            raise _bad(f"{slot}: {str(card)[:40]!r} is not in the global event deck")
        s.deck.remove(card)
        old = getattr(s, slot)
        if old is not None:
            if slot != "current":
                s.deck.insert(0, old)
            else:
                s.discard.append(old)
        setattr(s, slot, card)
