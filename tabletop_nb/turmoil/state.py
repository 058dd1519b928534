"""Turmoil's state: the committee, the global events, and a base-game player sheet.

Plain attributes only; every change comes from an event in ``flow.py``'s book.
"""

from __future__ import annotations

from typing import Any

from ..core.game import State

NEUTRAL = -1  # the neutral "player" owns the gray delegates

RESOURCES = ("mc", "steel", "titanium", "plants", "energy", "heat")
RESOURCE_NAMES = {"mc": "M€", "steel": "steel", "titanium": "titanium", "plants": "plants",
                  "energy": "energy", "heat": "heat"}
TAGS = ("building", "space", "science", "power", "earth", "jovian", "venus",
        "plant", "microbe", "animal", "city", "event", "wild")


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
    def __init__(self) -> None:
        self.players: list[Player] = []
        self.committee: Committee | None = None
        self.generation = 0
        self.phase = "setup"
        self.first_player = 0
        self.turn = 0
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
        self.pending = None
        self.over = False
        self.result = None

    def to_dict(self) -> dict[str, Any]:
        d = dict(self.__dict__)
        d["players"] = [p.to_dict() for p in self.players]
        d["committee"] = self.committee.to_dict() if self.committee else None
        d["pending"] = self.pending.to_dict() if self.pending else None
        for k in ("deck", "discard", "project_deck", "project_discard", "colony_tracks"):
            d[k] = list(d[k])
        return d

    def copy(self) -> "TurmoilState":
        s = TurmoilState.__new__(TurmoilState)
        s.__dict__.update(self.__dict__)
        s.players = [p.copy() for p in self.players]
        s.committee = self.committee.copy() if self.committee else None
        for k in ("deck", "discard", "project_deck", "project_discard", "colony_tracks"):
            setattr(s, k, list(getattr(self, k)))
        s.result = dict(self.result) if self.result else None
        return s
