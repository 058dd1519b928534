"""Games are found through the entry-point group ``tabletop_nb.games`` (#28): the kernel keeps no list of games.

The four games are declared in pyproject.toml; a game another package declares the same way is loaded from
its save, listed by the CLI and the lab without being imported first and with no line of ours naming it.
"""

from __future__ import annotations

import pathlib
import re
import sys
import textwrap

import pytest

from tabletop_nb.core import GAMES, find_game, load, registered_games
from tabletop_nb.core import registry

ROOT = pathlib.Path(__file__).resolve().parents[1]


def _declared() -> dict[str, str]:
    text = (ROOT / "pyproject.toml").read_text()
    block = text.split('[project.entry-points."tabletop_nb.games"]', 1)[1].split("\n[", 1)[0]
    return dict(re.findall(r'^(\w+) = "([\w.:]+)"', block, flags=re.M))


def test_the_four_games_are_declared_in_pyproject_and_found_through_the_group():
    declared = _declared()
    assert sorted(declared) == ["tomorrow", "tomorrow2023", "turmoil", "wotw"]
    assert {k: v for k, v in registry.entry_points().items() if k in declared} == declared
    games = registered_games()
    for key, target in declared.items():
        module, _, attr = target.partition(":")
        assert games[key].__name__ == attr and games[key].__module__ == module


def test_the_kernel_lab_ui_and_cli_keep_no_list_of_games():
    for part in ("core", "lab", "ui"):
        for path in (ROOT / "tabletop_nb" / part).glob("*.py"):
            code = "\n".join(line for line in path.read_text().splitlines()
                             if not line.lstrip().startswith(("#", ">>>", "...")))
            assert "BUILTIN_GAMES" not in code, path
    assert "BUILTIN_GAMES" not in (ROOT / "tabletop_nb" / "cli.py").read_text()


GAME_SOURCE = textwrap.dedent('''
    from dataclasses import dataclass
    from tabletop_nb.core import Choose, Game, Rules, State
    from tabletop_nb.core.events import EventType

    @dataclass(frozen=True)
    class RaceRules(Rules):
        pass

    class RaceState(State):
        def __init__(self):
            self.steps = 0

    STEPPED = EventType("stepped", "Race", lambda e: "a step", lambda s, e: setattr(s, "steps", s.steps + 1))

    class RaceGame(Game):
        key = "registry_race"
        title = "Race"
        Rules = RaceRules
        ACTIONS = {"Choose": Choose}

        def new_state(self):
            return RaceState()

        def begin(self):
            self.schedule("turn")

        def step_turn(self):
            self.ask(0, "step", "Step?", "Race", options=[Choose("step")], then="stepped")

        def answer_stepped(self, action):
            self.emit(STEPPED, "you")
            if self.state.steps < 3:
                self.schedule("turn")
''')


@pytest.fixture
def games_as_they_were():
    saved = dict(GAMES)
    yield
    GAMES.clear()
    GAMES.update(saved)
    sys.modules.pop("race_pkg", None)


def test_a_game_declared_by_another_package_loads_from_its_save_without_being_imported(tmp_path, monkeypatch,
                                                                                         games_as_they_were):
    (tmp_path / "race_pkg.py").write_text(GAME_SOURCE)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(registry, "_POINTS", {**registry.entry_points(), "registry_race": "race_pkg:RaceGame"})
    import race_pkg

    g = race_pkg.RaceGame(seed=1)
    g.play(g.legal_actions()[0])
    save = g.to_json()
    del sys.modules["race_pkg"]  # as in a new process: nothing has imported the game
    del GAMES["registry_race"]
    assert load(save).state.steps == 1 and "registry_race" in GAMES
    from tabletop_nb.cli import _game_keys

    assert "registry_race" in _game_keys()


def test_an_unknown_game_in_a_save_names_the_known_ones():
    with pytest.raises(Exception, match=r"unknown game 'nope'; known: \[.*'tomorrow', 'tomorrow2023', 'turmoil', 'wotw'"):
        load('{"format": "tabletop_nb-save", "version": 1, "game": "nope"}'.replace("tabletop_nb-save", _format()))
    assert find_game("nope") is None and find_game(3) is None


def _format() -> str:
    from tabletop_nb.core.game import SAVE_FORMAT

    return SAVE_FORMAT


def _imports(path: pathlib.Path, package: str) -> set[str]:
    """Every module ``path`` imports (relative imports resolved against ``package``)."""
    import ast

    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            out.add(mod)
            out.update(f"{mod}.{a.name}" for a in node.names)
    return out


def test_the_kernel_lab_ui_and_cli_import_no_game_package():
    games = {target.partition(":")[0].rsplit(".", 1)[0] for target in _declared().values()}
    assert games == {"tabletop_nb.tomorrow", "tabletop_nb.turmoil", "tabletop_nb.wotw", "tabletop_nb.tomorrow2023"}
    files = [(p, f"tabletop_nb.{part}") for part in ("core", "lab", "ui") for p in (ROOT / "tabletop_nb" / part).glob("*.py")]
    files.append((ROOT / "tabletop_nb" / "cli.py", "tabletop_nb"))
    for path, package in files:
        bad = sorted(m for m in _imports(path, package) if any(m == g or m.startswith(g + ".") for g in games))
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}"


def test_a_source_tree_never_installed_still_finds_its_games(monkeypatch):
    """No distribution declares a game (the package run from a source tree): the game packages are found on disk,
    without importing the UI (which would import Jupyter)."""
    import importlib.metadata
    import subprocess

    monkeypatch.setattr(importlib.metadata, "entry_points", lambda group=None: [])
    monkeypatch.setattr(registry, "_POINTS", None)
    assert sorted(registry.entry_points()) == ["tomorrow", "tomorrow2023", "turmoil", "wotw"]
    code = ("import importlib.metadata as m, sys; m.entry_points = lambda group=None: []; "
            "from tabletop_nb.core import registry; print(sorted(registry.entry_points())); "
            "print('ipywidgets' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split("\n")
    assert out[0] == "['tomorrow', 'tomorrow2023', 'turmoil', 'wotw']" and out[1] == "False"
