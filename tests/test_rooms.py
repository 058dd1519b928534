"""Every game package has the same rooms, assembled the same way (../shared/DESIGN.md, "The rooms of a game
package"; issue #28), so a reader who knows one game knows where everything is in the others.

Checked per declared game (one test per game and check, so a game still being moved fails alone):

- each room of the table is a module of the package; the optional rooms are listed with the reason
  a game may lack them;
- ``game.py`` is a short declarative assembly (under ``GAME_PY_LINES`` lines): the game class lists its
  rooms' mixins, ``BoardHooks`` (board.py) and ``Edits`` (edits.py) among them;
- the one effects registry lives in ``cards.py`` (``cls.EFFECTS is <package>.cards.EFFECTS``), and the
  answers to decisions are the game's ``answer_*`` methods, not registered in it;
- one naming for a readable definition and its fast twin (``<name>`` and ``<name>_fast``): none of the
  older names (``*_plain``, ``legal_by_definition``, ``fast_actions``) and none of the old rooms'
  names (display.py, effects.py, policies.py) are left.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from tabletop_nb.core import declared_games
from tabletop_nb.core.game import Game

#: the rooms every game package has (DESIGN.md's table)
ROOMS = ("rules", "state", "actions", "events", "flow", "legal", "scoring", "edits", "board", "bots",
         "invariants", "svg", "game")
#: rooms every game with cards has (its class declares CARD_LOADERS): the cards and their data files
CARD_ROOMS = ("cards",)
#: the four games of the project teach: they have every room, the teaching ones included
TEACHING = ("scenes", "teach")
#: rooms a game may lack, and why
OPTIONAL = {
    "odds": "a game's exact distributions, where it has any (Turmoil's chance is a shuffled deck of global events "
            "whose order the players never steer: nothing a lesson or a bot needs computed exactly)",
    "scenes": "the situations the lessons start from: a game with no lessons (an example) needs none",
    "teach": "the glossary and rule cards of the first-game mode: without it the app plays with no rule cards",
    "cards": "a game with no cards (the dice race example) has no card room and no data/ folder",
}
#: rooms' old names, now gone: display.py became board.py, effects.py cards.py, policies.py bots.py
OLD_ROOMS = ("display", "effects", "policies")
GAME_PY_LINES = 120
#: the older names of a readable definition and its fast twin (now ``<name>`` and ``<name>_fast``)
OLD_TWIN_NAMES = re.compile(r"\bdef (legal_by_definition|fast_actions)\(")
DEFINED = re.compile(r"\bdef (\w+)\(")

GAMES = declared_games()
KEYS = sorted(GAMES)


def _package(key: str) -> tuple[str, Path]:
    cls = GAMES[key]
    name = cls.__module__.rsplit(".", 1)[0]
    package = importlib.import_module(name)
    return name, Path(package.__file__).parent  # type: ignore[arg-type]


def test_the_four_games_are_declared() -> None:
    assert {"tomorrow", "turmoil", "wotw", "tomorrow2023"} <= set(GAMES)


@pytest.mark.parametrize("key", KEYS)
def test_every_room_is_there(key: str) -> None:
    _, folder = _package(key)
    has_cards = bool(getattr(GAMES[key], "CARD_LOADERS", None))
    ours = key in ("tomorrow", "turmoil", "wotw", "tomorrow2023")
    needed = ROOMS + (CARD_ROOMS if has_cards else ()) + (TEACHING if ours else ())
    missing = [room for room in needed if not (folder / f"{room}.py").is_file()]
    assert not missing, f"{key} lacks the rooms {missing}"
    assert not has_cards or (folder / "data").is_dir(), f"{key} has no data/ folder"
    old = [room for room in OLD_ROOMS if (folder / f"{room}.py").exists()]
    assert not old, f"{key} still has the old rooms {old} (board.py, cards.py, bots.py hold them)"
    for room in ROOMS:
        importlib.import_module(f"{_package(key)[0]}.{room}")  # each room imports on its own


@pytest.mark.parametrize("key", KEYS)
def test_optional_rooms_import_where_present(key: str) -> None:
    name, folder = _package(key)
    for room in OPTIONAL:
        if (folder / f"{room}.py").is_file():
            importlib.import_module(f"{name}.{room}")


@pytest.mark.parametrize("key", KEYS)
def test_game_py_is_a_short_assembly_of_the_rooms(key: str) -> None:
    name, folder = _package(key)
    cls = GAMES[key]
    assert cls.__module__ == f"{name}.game", f"{key}: the game class lives in {cls.__module__}, not game.py"
    lines = (folder / "game.py").read_text(encoding="utf-8").count("\n")
    assert lines < GAME_PY_LINES, f"{key}/game.py has {lines} lines (a declarative assembly: under {GAME_PY_LINES})"
    assert cls.__bases__[-1] is Game, f"{key}: the game class is assembled as class X(<rooms' mixins>..., Game)"
    mixins = {b.__name__: b.__module__ for b in cls.__bases__[:-1]}
    assert mixins.get("BoardHooks") == f"{name}.board", f"{key}: BoardHooks (board.py) is not one of {mixins}"
    if hasattr(importlib.import_module(f"{name}.edits"), "Edits"):  # (a game whose edits are one function: none)
        assert mixins.get("Edits") == f"{name}.edits", f"{key}: Edits (edits.py) is not one of {mixins}"
    outside = {m for m, module in mixins.items()
               if not module.startswith(name + ".") and not module.startswith("tabletop_nb.core.")}
    assert not outside, f"{key}: the mixins {outside} come from outside the package"


@pytest.mark.parametrize("key", KEYS)
def test_one_effects_registry_in_cards_and_answers_are_methods(key: str) -> None:
    name, _ = _package(key)
    cls = GAMES[key]
    if not getattr(cls, "CARD_LOADERS", None) and cls.EFFECTS is None:
        # a game with no cards has no registry; its answers are still answer_* methods
        assert any(n.startswith("answer_") and callable(getattr(cls, n)) for n in dir(cls)), key
        return
    cards = importlib.import_module(f"{name}.cards")
    assert cls.EFFECTS is not None and cls.EFFECTS is getattr(cards, "EFFECTS", None), \
        f"{key}: the game's EFFECTS is not {name}.cards.EFFECTS"
    # the answers a game's decisions name are its answer_* methods (the kernel's Game.find_answer finds them);
    # the registry's answer() is left to a user's own cards (a test registers one: tests/turmoil/test_turmoil_v2.py)
    own = sorted(then for then, fn in cls.EFFECTS.answers.items() if getattr(fn, "__module__", "").startswith(name + "."))
    assert not own, f"{key}: answers registered in EFFECTS (make them answer_* methods): {own}"
    assert any(n.startswith("answer_") and callable(getattr(cls, n)) for n in dir(cls)), key


@pytest.mark.parametrize("key", KEYS)
def test_one_naming_for_a_readable_definition_and_its_fast_twin(key: str) -> None:
    _, folder = _package(key)
    texts = {p.name: p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.py"))}
    defined = {m.group(1) for text in texts.values() for m in DEFINED.finditer(text)}
    found = [f"{file}: {m.group(1)}" for file, text in texts.items() for m in OLD_TWIN_NAMES.finditer(text)]
    # ``x_plain`` beside ``x`` (or ``x_fast``) is a readable twin under its old name (``as_plain``, alone, is not)
    found += [f"{file}: {m.group(1)}" for file, text in texts.items() for m in DEFINED.finditer(text)
              if m.group(1).endswith("_plain") and ({m.group(1)[:-6], m.group(1)[:-6] + "_fast"} & defined)]
    assert not found, f"{key}: readable/fast pairs are named <name> and <name>_fast, not {found}"
