"""What the UI asks of a game, with fallbacks for games that implement only part of the protocol.

The UI knows no game. It reads the kernel's protocol (``pending``, ``legal_actions()``,
``describe_action(a)``, ``actions_at(t)``, ``targets()``, ``targets_of(a)``, ``svg_for(seat)``,
``story(seat=...)``, ``seats()``, ``track_values/track_groups/round_of``). Where a game has not
written a hook yet, the fallbacks here keep the UI honest:

- ``targets_of(a)``: the kernel's default says "no target"; we then name a target
  ``field:value`` for each field of the action that matches a target the board offers
  (``Invade(territory="canada")`` aims at ``territory:canada``);
- ``actions_at(t)``: every legal action whose targets include ``t`` (never just the first one:
  a click with several meanings opens a menu, nothing is chosen for the player).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

_DEFAULTS: dict[str, Any] = {}


def _kernel_default(game: Any, name: str) -> bool:
    """True when ``game``'s method ``name`` is the kernel's (not written by the game)."""
    try:
        from tabletop_nb.core.game import Game
    except ImportError:  # pragma: no cover - the kernel is always there in this package
        return False
    base = getattr(Game, name, None)
    mine = getattr(type(game), name, None)
    return base is not None and mine is base


def legal(game: Any) -> list[Any]:
    if getattr(game, "pending", None) is None or getattr(game, "is_over", False):
        return []
    try:
        return list(game.legal_actions())
    except Exception:  # noqa: BLE001 - a snapshot or a fake game without a legality room
        return []


def describe(game: Any, action: Any) -> str:
    """A button's words: the game's ``describe_action``; for a game that has not written one, the
    action's class in words and its values ("Choose objective: Manifest Destiny"), never a repr."""
    fn = getattr(game, "describe_action", None)
    if fn is not None and (not _kernel_default(game, "describe_action") or type(action).__name__ == "Choose"):
        text = str(fn(action))
    else:
        values = [str(getattr(action, n)).replace("_", " ") for n in _field_names(type(action))]
        text = _words(type(action).__name__) + (": " + ", ".join(values) if values else "")
    return text[:1].upper() + text[1:]


def _words(name: str) -> str:
    out: list[str] = []
    for ch in name:
        if ch.isupper() and out:
            out.append(" ")
        out.append(ch.lower() if out else ch)
    return "".join(out)


def targets_of(game: Any, action: Any, offered: set[str] | None = None) -> list[str]:
    """The board targets ``action`` aims at (the game's hook, else the ``field:value`` convention)."""
    fn = getattr(game, "targets_of", None)
    if fn is not None and not _kernel_default(game, "targets_of"):
        return list(fn(action))
    if offered is None:
        offered = set(board_targets(game))
    out: list[str] = []
    for name in _field_names(type(action)):
        value = getattr(action, name)
        if isinstance(value, str):
            tid = f"{name}:{value}"
            if tid in offered:
                out.append(tid)
    return out


_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = (tuple(f.name for f in dataclasses.fields(cls))
                                if dataclasses.is_dataclass(cls) else ())
    return names


def board_targets(game: Any) -> list[str]:
    fn = getattr(game, "targets", None)
    try:
        return list(fn()) if fn is not None else []
    except Exception:  # noqa: BLE001
        return []


def actions_at(game: Any, target: str, actions: list[Any] | None = None,
               aims: Callable[[Any], list[str]] | None = None) -> list[Any]:
    """Every legal action a click on ``target`` could mean."""
    fn = getattr(game, "actions_at", None)
    if fn is not None and not _kernel_default(game, "actions_at"):
        return list(fn(target))
    actions = legal(game) if actions is None else actions
    aims = aims or (lambda a: targets_of(game, a))
    found = [a for a in actions if target in aims(a)]
    if found or actions:
        return found
    # A fake or older game without legal_actions: its single click action.
    click = getattr(game, "action_for_target", None)
    if click is not None:
        try:
            return [click(target)]
        except ValueError:
            return []
    return []


def seats(game: Any) -> list[str]:
    fn = getattr(game, "seats", None)
    names = list(fn()) if fn is not None else []
    if names:
        return [str(n) for n in names]
    # Kernel default is empty: ask player_name for seats 0, 1, ... (games that name players).
    name_of = getattr(game, "player_name", None)
    out: list[str] = []
    if name_of is not None and not _kernel_default(game, "player_name"):  # the kernel's names any number
        for i in range(16):
            try:
                n = name_of(i)
            except (IndexError, KeyError, AttributeError, ValueError, TypeError):
                break
            if n is None:
                break
            out.append(str(n))
    return out


def seat_name(game: Any, seat: int | None) -> str:
    if seat is None:
        return "the game"
    names = seats(game)
    return names[seat] if 0 <= seat < len(names) else f"seat {seat}"


def svg_for(game: Any, seat: int | None) -> str:
    fn = getattr(game, "svg_for", None)
    if fn is not None and seat is not None:
        return str(fn(seat))
    return str(game.svg())


def sentence_for(event: Any, seat: int | None) -> str:
    if seat is not None and hasattr(event, "sentence_for"):
        return str(event.sentence_for(seat))
    return str(event.sentence)


def group_of(game: Any, action: Any) -> str:
    """The heading an action is listed under: its class name in words ("End turn", "Block")."""
    name = type(action).__name__
    if name in ("Choose", "Option"):
        kind = getattr(getattr(game, "pending", None), "kind", "") or "choice"
        return "Choose" if kind in ("action", "act") else kind.replace("_", " ").capitalize()
    return _words(name)


# Groups that end something go last, where a player expects them (and never beside an attack).
_LAST = ("End turn", "Pass", "Use policy")


def grouped(game: Any, actions: list[Any]) -> list[tuple[str, list[int]]]:
    """``[(heading, [index into actions, ...]), ...]`` in a stable, readable order."""
    groups: dict[str, list[int]] = {}
    for i, a in enumerate(actions):
        groups.setdefault(group_of(game, a), []).append(i)
    ordered = sorted(groups.items(), key=lambda kv: (kv[0] in _LAST, _LAST.index(kv[0]) if kv[0] in _LAST else 0))
    return ordered
