"""The map and the player aids (with each power's eight resource cards), read from data/*.json and
checked field by field.

Every loader raises DataError(file, card, field, problem) on a malformed file, so replacing
the reconstructed data with the real map is a matter of editing JSON. The cards are read in
``cards.py`` (the one card reader) and kept in their own rooms (biologicals, happenings, objectives).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..core.errors import DataError
from .rules import RESOURCE_KINDS

DATA = Path(__file__).parent / "data"


@dataclass(frozen=True)
class Territory:
    id: str
    name: str
    kind: str  # "land" or "water"
    population: int
    pawn_colour: str | None
    col: int
    row: int
    adjacent: tuple[str, ...] = ()

    @property
    def land(self) -> bool:
        return self.kind == "land"


@dataclass(frozen=True)
class ResourceCard:
    id: str
    power: str
    kind: str
    one_use: bool


@dataclass(frozen=True)
class Power:
    id: str
    name: str
    colour: str
    capital: str
    global_impact: int
    control_markers: int
    nukes: int
    nuke_range: str  # "global" or "short"
    biologicals: int
    resources: tuple[ResourceCard, ...]


def _read(path: Path) -> dict[str, Any]:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise DataError(path.name, None, None, f"cannot be read ({e.strerror})") from None
    except UnicodeDecodeError:
        raise DataError(path.name, None, None, "is not UTF-8 text") from None
    except json.JSONDecodeError as e:
        raise DataError(path.name, None, None, f"is not valid JSON (line {e.lineno}: {e.msg})") from None
    except RecursionError:
        raise DataError(path.name, None, None, "is nested too deeply to be a data file") from None
    if not isinstance(doc, dict):
        raise DataError(path.name, None, None, "must be a JSON object")
    if not isinstance(doc.get("reconstructed"), bool):
        raise DataError(path.name, None, "reconstructed", "must say (true or false) whether the data is reconstructed")
    return doc


def _list(doc: dict[str, Any], fname: str, key: str) -> list[Any]:
    v = doc.get(key)
    if not isinstance(v, list) or not v:
        raise DataError(fname, None, key, "must be a non-empty list")
    return v


def _fields(fname: str, raw: Any, i: int, spec: tuple[tuple[str, Any], ...], key: str = "name") -> str:
    label = raw.get(key) if isinstance(raw, dict) and isinstance(raw.get(key), str) else f"#{i}"
    if not isinstance(raw, dict):
        raise DataError(fname, label, None, "must be an object")
    for fld, typ in spec:
        if fld not in raw:
            raise DataError(fname, label, fld, "is missing")
        v = raw[fld]
        if typ is int and (not isinstance(v, int) or isinstance(v, bool)):
            raise DataError(fname, label, fld, f"must be a whole number, got {v!r}")
        if typ is not int and not isinstance(v, typ):
            raise DataError(fname, label, fld, f"must be a {getattr(typ, '__name__', typ)}, got {type(v).__name__}")
    return str(label)


def load_map(path: str | Path | None = None) -> dict[str, Territory]:
    path = Path(path) if path is not None else DATA / "map.json"
    fname = path.name
    doc = _read(path)
    raw_ts = _list(doc, fname, "territories")
    basic: dict[str, dict[str, Any]] = {}
    for i, raw in enumerate(raw_ts):
        label = _fields(fname, raw, i, (("id", str), ("name", str), ("kind", str), ("population", int),
                                        ("col", int), ("row", int)), key="id")
        if raw["kind"] not in ("land", "water"):
            raise DataError(fname, label, "kind", f"must be 'land' or 'water', got {raw['kind']!r}")
        if raw["population"] < 0 or (raw["kind"] == "water" and raw["population"]):
            raise DataError(fname, label, "population", "must be 0 or more, and 0 on water")
        if raw["kind"] == "land" and not isinstance(raw.get("pawn_colour"), str):
            raise DataError(fname, label, "pawn_colour", "a land territory needs its pawns' colour")
        if label in basic:
            raise DataError(fname, label, "id", "appears twice")
        basic[label] = raw
    adj: dict[str, list[str]] = {t: [] for t in basic}
    for j, edge in enumerate(_list(doc, fname, "adjacent")):
        if not (isinstance(edge, list) and len(edge) == 2 and all(isinstance(e, str) and e in basic for e in edge)
                and edge[0] != edge[1]):
            raise DataError(fname, f"edge #{j}", "adjacent", f"{edge!r} must join two different known territories")
        a, b = edge
        if b in adj[a]:
            raise DataError(fname, f"edge #{j}", "adjacent", f"{a}-{b} is listed twice")
        adj[a].append(b)
        adj[b].append(a)
    total = sum(r["population"] for r in basic.values())
    if total != 100:
        raise DataError(fname, None, "population", f"the territories must hold 100 pawns in all, not {total}")
    return {t: Territory(t, r["name"], r["kind"], r["population"], r.get("pawn_colour"), r["col"], r["row"],
                         tuple(adj[t])) for t, r in basic.items()}


def load_powers(path: str | Path | None = None, territories: dict[str, Territory] | None = None) -> dict[str, Power]:
    path = Path(path) if path is not None else DATA / "powers.json"
    fname = path.name
    doc = _read(path)
    territories = territories if territories is not None else world_map()
    out: dict[str, Power] = {}
    for i, raw in enumerate(_list(doc, fname, "powers")):
        label = _fields(fname, raw, i, (("id", str), ("name", str), ("colour", str), ("capital", str),
                                        ("global_impact", int), ("control_markers", int), ("nukes", int),
                                        ("nuke_range", str), ("biologicals", int), ("resources", list)), key="id")
        if raw["capital"] not in territories or not territories[raw["capital"]].land:
            raise DataError(fname, label, "capital", f"{raw['capital']!r} is not a land territory of the map")
        if raw["nuke_range"] not in ("global", "short"):
            raise DataError(fname, label, "nuke_range", "must be 'global' or 'short'")
        for fld in ("global_impact", "control_markers", "nukes", "biologicals"):
            if raw[fld] < 0:
                raise DataError(fname, label, fld, "must not be negative")
        cards: list[ResourceCard] = []
        seen: dict[str, int] = {}
        for j, c in enumerate(raw["resources"]):
            if not (isinstance(c, dict) and c.get("kind") in RESOURCE_KINDS and isinstance(c.get("one_use"), bool)):
                raise DataError(fname, label, f"resources[{j}]",
                                f"must be {{'kind': one of {', '.join(RESOURCE_KINDS)}, 'one_use': true/false}}")
            seen[c["kind"]] = seen.get(c["kind"], 0) + 1
            cid = f"{label}-{c['kind']}" + (f"-{seen[c['kind']]}" if seen[c["kind"]] > 1 else "")
            cards.append(ResourceCard(cid, label, c["kind"], c["one_use"]))
        if len(cards) != 8 or sum(c.one_use for c in cards) != 2:
            raise DataError(fname, label, "resources", "a power has eight resource cards, two of them one-use")
        if label in out:
            raise DataError(fname, label, "id", "appears twice")
        out[label] = Power(label, raw["name"], raw["colour"], raw["capital"], raw["global_impact"],
                           raw["control_markers"], raw["nukes"], raw["nuke_range"], raw["biologicals"], tuple(cards))
    return out


@lru_cache(maxsize=1)
def world_map() -> dict[str, Territory]:
    return load_map()


@lru_cache(maxsize=1)
def powers() -> dict[str, Power]:
    return load_powers()


@lru_cache(maxsize=1)
def resource_cards() -> dict[str, ResourceCard]:
    return {c.id: c for p in powers().values() for c in p.resources}


def reconstructed() -> dict[str, bool]:
    """Which data files are reconstructed (not printed in the rulebook)."""
    return {p.name: _read(p)["reconstructed"] for p in sorted(DATA.glob("*.json"))}
