"""Exact odds in the lab: the shared helpers (``mean``, ``binomial``) and each game's odds room by key.

>>> from tabletop_nb.lab import odds
>>> odds.of("wotw").game_length()        # the game's own odds room (tabletop_nb.wotw.odds)

A game's exact distributions live in its own package (``<package>.odds``); the lab names no game.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from ..core.errors import RulesError
from ..core.odds import Dist, binomial, mean
from ..core.registry import find_game, game_keys

__all__ = ["Dist", "binomial", "mean", "of"]


def of(game: str) -> ModuleType:
    """The odds room of a registered game (its package's ``odds`` module)."""
    cls = find_game(game)
    if cls is None:
        raise RulesError(f"unknown game {str(game)[:40]!r}; known: {', '.join(game_keys())}")
    package = cls.__module__.rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.odds")
    except ModuleNotFoundError as e:
        if e.name != f"{package}.odds":
            raise
        raise RulesError(f"{cls.title} has no exact odds (no {package}.odds)") from None
