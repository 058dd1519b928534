"""The registry of games: every game is found through the Python entry-point group ``tabletop_nb.games``.

A game package declares itself in its distribution's metadata (ours in pyproject.toml)::

    [project.entry-points."tabletop_nb.games"]
    race = "my_package.race:RaceGame"

and ``load()``, the lab, the UI and the CLI find it by its key without naming it. The kernel keeps no list of
games. A ``Game`` subclass with a ``key`` also registers itself when its module is imported (a game defined in
a notebook cell or a test), so an imported game is always found.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Game

GROUP = "tabletop_nb.games"

#: every game class registered so far (by import, or found through the entry points), by key
GAMES: dict[str, type["Game"]] = {}

_POINTS: dict[str, str] | None = None  # key -> "module:attribute", read once


def entry_points() -> dict[str, str]:
    """The games the installed distributions declare, ``{key: "module:attribute"}`` (read once).

    Run from a source tree that was never installed (no distribution declares any game), the packages of
    ``tabletop_nb`` that hold a ``game`` module are found instead, so the games still load."""
    global _POINTS
    if _POINTS is None:
        found: dict[str, str] = {}
        try:
            from importlib.metadata import entry_points as _eps

            for ep in _eps(group=GROUP):
                found.setdefault(ep.name, ep.value)
        except Exception:  # a broken third-party distribution must not stop loading ours
            pass
        if not found:
            import tabletop_nb

            for folder in tabletop_nb.__path__:  # (looked at on disk: importing ui/ would import Jupyter)
                for info in pkgutil.iter_modules([folder]):
                    if info.ispkg and info.name != "core" and os.path.isfile(os.path.join(folder, info.name, "game.py")):
                        found.setdefault(info.name, f"tabletop_nb.{info.name}")
        _POINTS = found
    return _POINTS


def find_game(key: Any) -> type["Game"] | None:
    """The game class registered under ``key`` (importing its package if needed), or None."""
    if not isinstance(key, str):
        return None
    if key in GAMES:
        return GAMES[key]
    target = entry_points().get(key)
    if target is None:
        return None
    module, _, attr = target.partition(":")
    try:
        mod = importlib.import_module(module)
    except ImportError:
        return None
    if attr:
        cls = getattr(mod, attr, None)
        if isinstance(cls, type) and getattr(cls, "key", None) == key:
            GAMES.setdefault(key, cls)
    return GAMES.get(key)


_ROOMS: dict[tuple[type, str, str], Any] = {}


def room_function(cls: type, room: str, name: str) -> Any:
    """``name`` from the room ``room`` of the package that defines the game class ``cls`` (its
    ``<package>.<room>`` module, as ../DESIGN.md names the rooms), or None when the package has no such room
    or the room no such name. Looked up once per class."""
    key = (cls, room, name)
    if key not in _ROOMS:
        package = cls.__module__.rpartition(".")[0]
        found = None
        if package:
            try:
                found = getattr(importlib.import_module(f"{package}.{room}"), name, None)
            except ModuleNotFoundError as e:
                if e.name != f"{package}.{room}":  # the room exists but imports something missing: say so
                    raise
        _ROOMS[key] = found
    return _ROOMS[key]


def game_keys() -> list[str]:
    """The keys of every game that can be loaded (declared or imported), sorted."""
    return sorted(set(entry_points()) | set(GAMES))


def declared_games() -> dict[str, type["Game"]]:
    """The games the installed distributions declare (not those a notebook or a test defined), by key."""
    out = {}
    for key in sorted(entry_points()):
        cls = find_game(key)
        if cls is not None:
            out[key] = cls
    return out


def registered_games() -> dict[str, type["Game"]]:
    """Every game that can be loaded: the declared ones (imported now) and any registered by import."""
    for key in entry_points():
        find_game(key)
    return dict(GAMES)
