"""Card data: the global events (from the data file) and the base-game stand-in projects."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..core.errors import DataError
from .rules import PARTIES

DATA = Path(__file__).parent / "data"


@dataclass(frozen=True)
class GlobalEventCard:
    name: str
    revealed: str  # party that gets a neutral delegate when the card is first shown
    current: str  # party that gets a neutral delegate when the card becomes current
    negative: bool
    needs: tuple[str, ...]  # expansions the card needs ("venus", "colonies")
    effect: str  # a short summary in our own words


def load_global_events(path: str | Path | None = None) -> dict[str, GlobalEventCard]:
    """Read and check a global events file; errors name the file, the card and the field."""
    path = Path(path) if path is not None else DATA / "global_events.json"
    fname = path.name
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise DataError(fname, None, None, f"cannot be read ({e.strerror})") from None
    except json.JSONDecodeError as e:
        raise DataError(fname, None, None, f"is not valid JSON (line {e.lineno}: {e.msg})") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("events"), list):
        raise DataError(fname, None, "events", "must be a list of cards")
    cards: dict[str, GlobalEventCard] = {}
    for i, raw in enumerate(doc["events"]):
        label = raw.get("name") if isinstance(raw, dict) and isinstance(raw.get("name"), str) else f"#{i}"
        if not isinstance(raw, dict):
            raise DataError(fname, label, None, "must be an object")
        for fld, typ in (("name", str), ("revealed", str), ("current", str), ("negative", bool),
                         ("needs", list), ("effect", str)):
            if fld not in raw:
                raise DataError(fname, label, fld, "is missing")
            if not isinstance(raw[fld], typ):
                raise DataError(fname, label, fld, f"must be a {typ.__name__}, got {type(raw[fld]).__name__}")
        for fld in ("revealed", "current"):
            if raw[fld] not in PARTIES:
                raise DataError(fname, label, fld, f"{raw[fld]!r} is not a party; use one of {', '.join(PARTIES)}")
        for need in raw["needs"]:
            if need not in ("venus", "colonies"):
                raise DataError(fname, label, "needs", f"{need!r} is not an expansion (venus, colonies)")
        if label in cards:
            raise DataError(fname, label, "name", "appears twice")
        from .globalevents import EFFECTS  # effects live in code, one small function per card

        if label not in EFFECTS:
            raise DataError(fname, label, "name", "has no effect function in tabletop_nb.turmoil.globalevents")
        cards[label] = GlobalEventCard(label, raw["revealed"], raw["current"], raw["negative"],
                                       tuple(raw["needs"]), raw["effect"])
    return cards


@lru_cache(maxsize=1)
def global_events() -> dict[str, GlobalEventCard]:
    return load_global_events()


# ----------------------------------------------------------------- stand-in projects
# Turmoil only reads tags, productions, cards in hand, events and blue cards from the base
# game. These generic stand-in project cards (not real cards) give random games those things.

@dataclass(frozen=True)
class StandInProject:
    name: str
    tag: str
    cost: int
    prod: str | None  # production raised by 1
    holds: str | None  # resource kind a blue card holds
    blue: bool


_STANDIN_TAGS: dict[str, dict[str, Any]] = {
    "building": {"prod": "steel"}, "space": {"prod": "titanium"}, "science": {"blue": True},
    "power": {"prod": "energy"}, "earth": {"prod": "mc"}, "jovian": {"prod": "titanium"},
    "plant": {"prod": "plants"}, "microbe": {"holds": "microbes", "blue": True},
    "animal": {"holds": "animals", "blue": True}, "city": {"prod": "mc"}, "event": {},
    "venus": {"holds": "floaters", "blue": True},
}
_STANDIN_COSTS = (6, 10, 14, 18)


@lru_cache(maxsize=1)
def standin_projects() -> dict[str, StandInProject]:
    out = {}
    for tag, kw in _STANDIN_TAGS.items():
        for cost in _STANDIN_COSTS:
            name = f"{tag.capitalize()} project {cost}"
            out[name] = StandInProject(name, tag, cost, kw.get("prod"), kw.get("holds"), kw.get("blue", False))
    return out
