"""Guards for untrusted input: JSON text (save files, edits), plain values, and action fields.

Everything a user types or loads passes here before game code sees it, so a game never meets a
NaN, a 5,000-digit number, a list where a name is wanted or a save nested a million levels deep.
Each check answers in plain words naming the field; none of them is on the trusted hot path.
"""

from __future__ import annotations

import dataclasses
import json
import math
import types
import typing
from typing import Any

from .cards import check_value

#: a save file larger than this (characters or bytes) is refused before it is parsed (real saves are ~15 KB)
SAVE_FILE_LIMIT = 1_000_000
#: JSON nested deeper than this is refused (a save is an object of lists of small objects)
DEPTH_LIMIT = 32
#: whole numbers in saves and edits are bounded: no rule needs more, and huge numbers can hang play
NUMBER_LIMIT = 10**6
#: a seed is any whole number a 64-bit generator state can be made from
SEED_LIMIT = 2**63
#: a text field of an action (a name, a card id) is never longer than this
TEXT_LIMIT = 1_000
#: an edit's values, written as JSON, are never longer than this
EDIT_LIMIT = 100_000


class PlainError(ValueError):
    """A value that is not plain, bounded JSON; the message names where (the caller wraps it)."""


def _refuse_constant(name: str) -> Any:
    raise PlainError(f"{name} is not a JSON number (only finite numbers are allowed)")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise PlainError(f"the number {text[:40]} is too large to be finite")
    return value


def _int(text: str) -> int:
    if len(text.lstrip("-")) > 30:
        raise PlainError(f"a whole number with {len(text.lstrip('-'))} digits is far beyond any rule's range")
    return int(text)


def parse_json(text: Any, *, limit: int = SAVE_FILE_LIMIT, depth: int = DEPTH_LIMIT) -> Any:
    """Parse JSON text (str or UTF-8 bytes) with a size limit checked first, finite numbers only,
    whole numbers of at most 30 digits and nesting at most ``depth`` deep. Raises PlainError."""
    if isinstance(text, (bytes, bytearray, memoryview)):
        if len(text) > limit:
            raise PlainError(f"it is {len(text):,} bytes, larger than the limit of {limit:,}")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as e:
            raise PlainError(f"it is not UTF-8 text (byte {e.start} cannot be read)") from None
    if not isinstance(text, str):
        raise PlainError(f"expected JSON text, got {type(text).__name__}")
    if len(text) > limit:
        raise PlainError(f"it is {len(text):,} characters, larger than the limit of {limit:,}")
    try:
        value = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float, parse_int=_int)
    except RecursionError:
        raise PlainError(f"it is nested more than {depth} levels deep") from None
    except json.JSONDecodeError as e:
        raise PlainError(f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    deep = _depth_beyond(value, depth)
    if deep:
        raise PlainError(f"it is nested more than {depth} levels deep")
    return value


def _depth_beyond(value: Any, depth: int) -> bool:
    """Whether ``value`` nests lists/objects deeper than ``depth`` (iterative: no recursion limit)."""
    if not isinstance(value, (dict, list, tuple)):
        return False
    stack = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if d > depth:
            return True
        for x in (v.values() if isinstance(v, dict) else v):
            if isinstance(x, (dict, list, tuple)):
                stack.append((x, d + 1))
    return False


def plain_problem(value: Any, where: str, *, depth: int = 16, limit: int = NUMBER_LIMIT) -> str | None:
    """What keeps ``value`` from being plain, bounded JSON (None if nothing): text, true/false, null,
    whole numbers within ±limit, finite numbers, and lists/objects (text keys) of those."""
    stack: list[tuple[Any, str, int]] = [(value, where, 0)]
    while stack:
        v, at, d = stack.pop()
        if v is None or isinstance(v, (bool, str)):
            if isinstance(v, str) and len(v) > EDIT_LIMIT:
                return f"{at} is text of {len(v):,} characters (at most {EDIT_LIMIT:,})"
            continue
        if isinstance(v, int):
            if abs(v) > limit:
                return f"{at} is beyond the limit of ±{limit:,}"
            continue
        if isinstance(v, float):
            if not math.isfinite(v) or abs(v) > limit:
                return f"{at} must be a finite number within ±{limit:,}, not {v!r}"
            continue
        if d >= depth:
            return f"{at} is nested more than {depth} levels deep"
        if isinstance(v, dict):
            for k, x in v.items():
                if not isinstance(k, str):
                    return f"{at} has a key {_short(k)} that is not text"
                stack.append((x, f"{at}.{k}", d + 1))
        elif isinstance(v, (list, tuple)):
            stack.extend((x, f"{at}[{i}]", d + 1) for i, x in enumerate(v))
        else:
            return f"{at} must be a plain value (text, number, true/false, list), not {type(v).__name__}"
    return None


def _short(value: Any) -> str:
    text = repr(value)
    return (text[:60] + "…") if len(text) > 60 else text


# --------------------------------------------------------------------------- action fields

_HINTS: dict[type, tuple[tuple[str, Any], ...]] = {}


def action_fields(kind: type) -> tuple[tuple[str, Any], ...]:
    """An Action class's fields with their type hints (``Any`` where a hint cannot be resolved, or is of a
    kind ``check_value`` does not know: such a field is left to the game's own check)."""
    got = _HINTS.get(kind)
    if got is None:
        try:
            hints = typing.get_type_hints(kind)
        except Exception:  # a hint naming something not importable: the field is not type-checked
            hints = {}
        got = _HINTS[kind] = tuple((f.name, _checkable(hints.get(f.name, Any))) for f in dataclasses.fields(kind))
    return got


def _checkable(hint: Any) -> Any:
    """``hint`` if check_value can check every part of it (plain scalars, Literal, unions, tuples, lists and
    dicts of those), else ``Any``."""
    def ok(h: Any) -> bool:
        if h in (int, float, str, bool, type(None), Any, dict, list, tuple):
            return True
        origin = typing.get_origin(h)
        if origin is typing.Literal:
            return True
        if origin in (typing.Union, types.UnionType, tuple, list, dict):
            return all(a is Ellipsis or ok(a) for a in typing.get_args(h))
        return False

    return hint if ok(hint) else Any


def field_problem(value: Any, hint: Any, name: str) -> tuple[str | None, Any]:
    """(problem or None, the value as the hint wants it: lists become tuples where it says tuple)."""
    # the common cases first, without a call: a short text, a bounded whole number
    if hint is str and type(value) is str and len(value) <= TEXT_LIMIT:
        return None, value
    if hint is int and type(value) is int and -NUMBER_LIMIT <= value <= NUMBER_LIMIT:
        return None, value
    if isinstance(value, str) and len(value) > TEXT_LIMIT:
        return f"field {name!r} is text of {len(value):,} characters (at most {TEXT_LIMIT:,})", value
    try:
        checked = check_value(value, hint, f"field {name!r}")
    except ValueError as e:
        return str(e), value
    except RecursionError:
        return f"field {name!r} is nested too deeply", value
    return None, checked


_FAST: dict[type, tuple[tuple[str, Any, int], ...]] = {}
_TEXT, _WHOLE, _OTHER = 0, 1, 2


def action_problem(action: Any) -> str | None:
    """Why an action's fields do not fit its class's type hints (None if they fit). An action built in
    Python may hold anything (a list, True for a number, a huge int): refuse it before a game's check."""
    kind = type(action)
    fast = _FAST.get(kind)
    if fast is None:
        fast = _FAST[kind] = tuple((n, h, _TEXT if h is str else _WHOLE if h is int else _OTHER)
                                   for n, h in action_fields(kind))
    for name, hint, how in fast:
        value = getattr(action, name)
        # the common cases first, without a call: a short text, a bounded whole number
        if how == _TEXT:
            if type(value) is str and len(value) <= TEXT_LIMIT:
                continue
        elif how == _WHOLE:
            if type(value) is int and -NUMBER_LIMIT <= value <= NUMBER_LIMIT:
                continue
        problem, checked = field_problem(value, hint, name)
        if problem is None and (type(checked) is not type(value) or checked != value):
            problem = f"field {name!r} must be {_kind(hint)}, not {_short(value)}"
        if problem is not None:
            return problem
    return None


def _kind(hint: Any) -> str:
    origin = typing.get_origin(hint)
    if origin is tuple:
        return "a tuple"
    return getattr(hint, "__name__", str(hint))
