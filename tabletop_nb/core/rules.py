"""Rules as data: a frozen dataclass of tunables and named rulings.

A game's rules class subclasses :class:`Rules` and is a frozen dataclass. Plain fields are
tunables (numbers the rulebook prints, which a playtester may change). Fields declared with
:func:`ruling` are *rulings*: named choices where the rulebook is ambiguous, each with a
default, documented alternatives and the section it concerns.

>>> r2 = rules.replace(lobby_cost=3)
>>> rules.diff(r2)
{'lobby_cost': (5, 3)}
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from .errors import RulesError


@dataclass(frozen=True)
class Ruling:
    """The documentation of one ruling: its alternatives and why it exists."""

    name: str
    default: Any
    alternatives: dict[Any, str]
    section: str
    question: str

    def describe(self) -> str:
        lines = [f"{self.name} ({self.section}): {self.question}"]
        for value, meaning in self.alternatives.items():
            mark = "*" if value == self.default else "-"
            lines.append(f"  {mark} {value!r}: {meaning}")
        return "\n".join(lines)


def ruling(default: Any, alternatives: dict[Any, str], *, section: str, question: str) -> Any:
    """Declare a ruling field: ``default`` must be one of ``alternatives``' keys."""
    if default not in alternatives:
        raise RulesError(f"ruling default {default!r} is not among its alternatives")
    meta = {"ruling": {"alternatives": dict(alternatives), "section": section, "question": question}}
    if isinstance(default, (list, dict, set)):
        raise RulesError("ruling defaults must be immutable")
    return field(default=default, metadata=meta)


#: a whole-number rule with no declared range must lie within this (unbounded numbers can hang play)
DEFAULT_LIMIT = 10**6
#: a text rule (or a list rule) is at most this long
TEXT_LIMIT = 1_000


def _scalar_problem(v: Any) -> str | None:
    """Why ``v`` is not a plain value a rule may hold (text, true/false, a bounded finite number, null)."""
    if v is None or isinstance(v, bool):
        return None
    if isinstance(v, str):
        return None if len(v) <= TEXT_LIMIT else f"text of {len(v):,} characters is too long"
    if isinstance(v, int):
        return None if abs(v) <= DEFAULT_LIMIT else f"{v} is beyond the limit of ±{DEFAULT_LIMIT}"
    if isinstance(v, float):
        return None if math.isfinite(v) and abs(v) <= DEFAULT_LIMIT else f"{v!r} is not a finite number within ±{DEFAULT_LIMIT}"
    shown = repr(v) if len(repr(v)) <= 60 else repr(v)[:60] + "…"
    return f"{shown} is not a plain value (text, number, true/false)"


def tunable(default: Any, *, low: int | float | None = None, high: int | float | None = None,
            section: str = "", unit: str = "") -> Any:
    """Declare a tunable with the range of values that make sense (``low``/``high`` inclusive; a side
    left ``None`` is bounded by ±DEFAULT_LIMIT all the same).

    ``tunable(8, low=1, high=100)``: a playtester may change it, but never to 0 plants per greenery.
    """
    if isinstance(default, (list, dict, set)):
        raise RulesError("tunable defaults must be immutable")
    meta = {"range": (low, high), "section": section, "unit": unit}
    return field(default=default, metadata=meta)


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


@dataclass(frozen=True)
class Rules:
    """Base class of every game's rules. Subclasses are ``@dataclass(frozen=True)``.

    ``BEFORE_FIELD_ADDED`` (a class attribute, not a rule) maps a field added after saves existed to
    the value that reproduces the engine's behaviour before it: a save file whose rules do not name
    the field is loaded with that value, so it replays as it was played.
    """

    BEFORE_FIELD_ADDED: ClassVar[dict[str, Any]] = {}

    def replace(self, **changes: Any) -> Self:
        """A variant with some fields changed; unknown names or invalid ruling values raise."""
        names = {f.name: f for f in dataclasses.fields(self)}
        for key, value in changes.items():
            if key not in names:
                close = ", ".join(sorted(names))
                raise RulesError(f"{type(self).__name__} has no rule {key!r}; known rules: {close}")
            meta = names[key].metadata.get("ruling")
            if meta is not None and (isinstance(value, (list, dict, set)) or value not in meta["alternatives"]):
                allowed = ", ".join(repr(v) for v in meta["alternatives"])
                raise RulesError(f"ruling {key!r} cannot be {value!r}; choose one of {allowed}")
            current = getattr(self, key)
            if meta is not None:
                continue
            shown = repr(value) if len(repr(value)) <= 60 else repr(value)[:60] + "…"
            if isinstance(current, bool) and not isinstance(value, bool):
                raise RulesError(f"rule {key!r} is a yes/no rule; got {shown}")
            if isinstance(current, int) and not isinstance(current, bool):
                if not isinstance(value, int) or isinstance(value, bool):
                    raise RulesError(f"rule {key!r} is a whole number; got {shown}")
            if isinstance(current, float):
                if not isinstance(value, (int, float)) or isinstance(value, bool) or value != value \
                        or value in (float("inf"), float("-inf")):
                    raise RulesError(f"rule {key!r} is a finite number; got {shown}")
            if isinstance(current, str) and not isinstance(value, str):
                raise RulesError(f"rule {key!r} is text; got {shown}")
            if isinstance(value, str) and len(value) > TEXT_LIMIT:
                raise RulesError(f"rule {key!r} is text of at most {TEXT_LIMIT} characters; got {len(value):,}")
            if isinstance(current, tuple):
                if not isinstance(value, (list, tuple)):
                    raise RulesError(f"rule {key!r} is a list; got {shown}")
                if len(value) > TEXT_LIMIT:
                    raise RulesError(f"rule {key!r} is a list of at most {TEXT_LIMIT} values; got {len(value):,}")
                for v in value:
                    problem = _scalar_problem(v)
                    if problem:
                        raise RulesError(f"rule {key!r} is a list of plain values; {problem}")
                changes[key] = tuple(value)
            elif current is None or not isinstance(current, (bool, int, float, str)):
                problem = _scalar_problem(value)  # a rule without a plain default: plain values only
                if problem:
                    raise RulesError(f"rule {key!r}: {problem}")
            if isinstance(current, (int, float)) and not isinstance(current, bool):
                low, high = names[key].metadata.get("range", (-DEFAULT_LIMIT, DEFAULT_LIMIT))
                low = -DEFAULT_LIMIT if low is None else low  # a side left open still has the default limit
                high = DEFAULT_LIMIT if high is None else high
                if value < low:
                    raise RulesError(f"rule {key!r} must be at least {low}; got {shown}")
                if value > high:
                    raise RulesError(f"rule {key!r} must be at most {high}; got {shown}")
        return dataclasses.replace(self, **changes)

    def diff(self, other: "Rules") -> dict[str, tuple[Any, Any]]:
        """``{name: (mine, theirs)}`` for every field that differs."""
        if type(other) is not type(self):
            raise RulesError(f"cannot compare {type(self).__name__} with {type(other).__name__}")
        out = {}
        for f in dataclasses.fields(self):
            a, b = getattr(self, f.name), getattr(other, f.name)
            if a != b:
                out[f.name] = (a, b)
        return out

    @classmethod
    def ranges(cls) -> dict[str, tuple[Any, Any]]:
        """Each number rule's allowed range (low, high), declared with ``tunable`` or the default limit."""
        out = {}
        for f in dataclasses.fields(cls):
            if isinstance(f.default, (int, float)) and not isinstance(f.default, bool) and "ruling" not in f.metadata:
                low, high = f.metadata.get("range", (None, None))
                out[f.name] = (-DEFAULT_LIMIT if low is None else low, DEFAULT_LIMIT if high is None else high)
        return out

    @classmethod
    def rulings(cls) -> list[Ruling]:
        """Every ruling of this game, with its alternatives."""
        out = []
        for f in dataclasses.fields(cls):
            meta = f.metadata.get("ruling")
            if meta is not None:
                out.append(Ruling(f.name, f.default, meta["alternatives"], meta["section"], meta["question"]))
        return out

    def to_dict(self) -> dict[str, Any]:
        return {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        if not isinstance(data, dict):
            raise RulesError(f"rules must be a JSON object, got {type(data).__name__}")
        for k in data:
            if not isinstance(k, str):
                raise RulesError(f"rule names are text, not {k!r}")
        return cls().replace(**data)

    @classmethod
    def from_save(cls, data: dict[str, Any]) -> Self:
        """``from_dict`` for a save file's rules: a field the save predates gets its earlier behaviour."""
        if not isinstance(data, dict):
            raise RulesError(f"rules must be a JSON object, got {type(data).__name__}")
        data = {**cls.BEFORE_FIELD_ADDED, **data}
        made = cls.from_dict(data)  # (a value named wrongly is told first)
        missing = [f.name for f in dataclasses.fields(cls) if f.name not in data]
        if missing:  # a save names every rule; one left out would silently take today's default
            shown = ", ".join(missing[:6]) + (f" and {len(missing) - 6} more" if len(missing) > 6 else "")
            raise RulesError(f"the rule{'s' if len(missing) > 1 else ''} {shown} "
                             f"{'are' if len(missing) > 1 else 'is'} missing (a save names every rule)")
        return made
