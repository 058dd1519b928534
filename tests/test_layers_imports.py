"""The kernel, the lab, the UI and the command line name no game (#28, ../DESIGN.md "Layers"): no module of
tabletop_nb/core, tabletop_nb/lab, tabletop_nb/ui or tabletop_nb/cli.py imports a game package, by name or
relatively, with an import statement or ``importlib.import_module("...")`` / ``__import__("...")`` with a
written name. They reach a game through the registry and the game's rooms (``core.registry.room_function``).

The game packages are every package that holds a game: those the installed distributions declare in the entry
point group ``tabletop_nb.games`` (the example under examples/ too, when installed), and those on disk in
tabletop_nb (a ``game.py`` beside them), so a game not installed yet is covered as well.
"""

from __future__ import annotations

import ast
import pathlib

import pytest

from tabletop_nb.core import declared_games

ROOT = pathlib.Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tabletop_nb"
LAYERS = ("core", "lab", "ui")


def game_packages() -> set[str]:
    """The dotted names of every game package (declared through the entry points, or on disk in tabletop_nb)."""
    found = {cls.__module__.rpartition(".")[0] or cls.__module__ for cls in declared_games().values()}
    found |= {f"tabletop_nb.{p.parent.name}" for p in PACKAGE.glob("*/game.py") if p.parent.name not in LAYERS}
    return found


def layer_modules() -> list[tuple[pathlib.Path, str]]:
    """Every module of the layers that must name no game, with the package its relative imports start from."""
    out = []
    for layer in LAYERS:
        for path in sorted((PACKAGE / layer).rglob("*.py")):
            package = ".".join(("tabletop_nb",) + path.parent.relative_to(PACKAGE).parts)
            out.append((path, package))
    out.append((PACKAGE / "cli.py", "tabletop_nb"))
    return out


def imported(source: str, package: str) -> set[str]:
    """Every module ``source`` imports, absolute names (relative imports resolved against ``package``, the
    package the module is in); ``from x import y`` gives both ``x`` and ``x.y`` (y may be a module)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = parts[: len(parts) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            out.add(module)
            out.update(f"{module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[0].value, str):
            fn = node.func
            name = fn.attr if isinstance(fn, ast.Attribute) else fn.id if isinstance(fn, ast.Name) else ""
            if name in ("import_module", "__import__") and not node.args[0].value.startswith("."):
                out.add(node.args[0].value)
    return out


def games_imported(source: str, package: str, games: set[str]) -> list[str]:
    return sorted(m for m in imported(source, package) if any(m == g or m.startswith(g + ".") for g in games))


def test_the_game_packages_are_found():
    games = game_packages()
    assert {"tabletop_nb.tomorrow", "tabletop_nb.turmoil", "tabletop_nb.wotw", "tabletop_nb.tomorrow2023"} <= games
    assert not games & {f"tabletop_nb.{layer}" for layer in LAYERS}


@pytest.mark.parametrize("path, package", layer_modules(), ids=lambda v: str(v).rpartition("tabletop_nb/")[2])
def test_no_module_of_the_kernel_lab_ui_or_cli_imports_a_game_package(path: pathlib.Path, package: str):
    bad = games_imported(path.read_text(encoding="utf-8"), package, game_packages())
    assert not bad, f"{path.relative_to(ROOT)} imports {bad}: reach a game through the registry and its rooms"


@pytest.mark.parametrize("source", [
    "from ..wotw import WotWGame",
    "from .. import turmoil",
    "from ..tomorrow.bots import HeuristicPolicy",
    "import tabletop_nb.tomorrow2023.odds as odds",
    "from tabletop_nb import wotw",
    "import tnb_other_game",
    "def f():\n    from tnb_other_game.game import OtherGame\n",
    "import importlib\nodds = importlib.import_module('tabletop_nb.wotw.odds')",
    "from importlib import import_module\nm = import_module('tnb_other_game.bots')",
    "m = __import__('tabletop_nb.turmoil')",
    "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..tomorrow.game import TomorrowGame\n",
])
def test_the_check_catches_every_way_of_importing_a_game(source: str):
    games = {"tabletop_nb.tomorrow", "tabletop_nb.turmoil", "tabletop_nb.wotw", "tabletop_nb.tomorrow2023",
             "tnb_other_game"}
    assert games_imported(source, "tabletop_nb.lab", games), source


@pytest.mark.parametrize("source", [
    "from ..core.registry import room_function",
    "from .. import core",
    "from . import protocol",
    "import tabletop_nb.core.game",
    "import importlib\nroom = importlib.import_module(f'{package}.odds')",
    "from ..tomorrowland import x",  # a name that only begins like a game's
])
def test_the_check_lets_the_kernel_and_the_layers_own_modules_through(source: str):
    games = {"tabletop_nb.tomorrow", "tabletop_nb.turmoil", "tabletop_nb.wotw", "tabletop_nb.tomorrow2023",
             "tnb_other_game"}
    assert games_imported(source, "tabletop_nb.lab", games) == [], source
