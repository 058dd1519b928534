"""Issue #32, 1: a save carries its cards as data, and loading it never opens a file.

A path in a user's own setup call is read once and kept as plain card data, so the save replays without the
file. A save whose setup names a file (any local file, /dev/zero, a FIFO) is refused with a SaveFileError
naming the setup, and nothing is opened: the file functions are watched while the save loads.
"""

from __future__ import annotations

import builtins
import contextlib
import json
import os
import pathlib
import shutil

import pytest

from tabletop_nb.core import SaveFileError, load
from tabletop_nb.tomorrow import TomorrowGame
from tabletop_nb.tomorrow2023 import Tomorrow2023Game
from tabletop_nb.turmoil import TurmoilGame
from tabletop_nb.wotw import WotWGame

PKG = pathlib.Path(__file__).resolve().parents[1] / "tabletop_nb"

# game, its other setup options, the kind of card a user may bring (None: the cards option is the source itself),
# and a shipped card file of that kind (a user's own copy of our cards)
CASES = {
    "wotw": (WotWGame, {}, "events", PKG / "wotw" / "data" / "events.json"),
    "tomorrow": (TomorrowGame, {"players": 4}, "objectives", PKG / "tomorrow" / "data" / "objectives.json"),
    "turmoil": (TurmoilGame, {"players": ["Kim", "Stanley"]}, "global_events",
                PKG / "turmoil" / "data" / "global_events.json"),
    "tomorrow2023": (Tomorrow2023Game, {}, None, PKG / "tomorrow2023" / "data" / "cards.json"),
}


def _with_cards(kind, source):
    return {"cards": source if kind is None else {kind: source}}


def _hostile(save: str, kind, path: str) -> str:
    doc = json.loads(save)
    if kind is None:
        doc["setup"]["cards"] = path
    else:
        doc["setup"]["cards"][kind] = path
    return json.dumps(doc)


@contextlib.contextmanager
def watching(target: pathlib.Path):
    """Within the block, the file functions refuse ``target`` and note that they were asked for it."""
    asked: list[str] = []
    name_of = str(target)

    def spy(name, real):
        def run(*args, **kw):
            if args and isinstance(args[0], (str, bytes, os.PathLike)) and os.fsdecode(args[0]) == name_of:
                asked.append(name)
                raise AssertionError(f"loading a save called {name} on {name_of}")
            return real(*args, **kw)
        return run

    with pytest.MonkeyPatch.context() as mp:
        for name in ("stat", "read_text", "read_bytes", "open"):
            mp.setattr(pathlib.Path, name, spy(name, getattr(pathlib.Path, name)))
        mp.setattr(builtins, "open", spy("open", builtins.open))
        mp.setattr(os, "open", spy("os.open", os.open))
        mp.setattr(os, "stat", spy("os.stat", os.stat))
        yield asked


@pytest.mark.parametrize("game", sorted(CASES))
def test_a_path_in_the_setup_call_is_read_once_and_saved_as_data(game, tmp_path):
    cls, setup, kind, shipped = CASES[game]
    mine = tmp_path / "my_cards.json"
    shutil.copy(shipped, mine)
    g = cls(seed=3, **setup, **_with_cards(kind, str(mine)))
    save = g.to_json()
    stored = json.loads(save)["setup"]["cards"]
    stored = stored if kind is None else stored[kind]
    assert isinstance(stored, list) and stored and all(isinstance(c, dict) for c in stored)
    assert str(mine) not in save
    mine.unlink()  # the save replays without the file
    assert load(save).state == g.state


@pytest.mark.parametrize("game", sorted(CASES))
@pytest.mark.parametrize("what", ["a readable card file", "/dev/zero", "a FIFO", "a missing file"])
def test_a_save_naming_a_file_is_refused_and_nothing_is_opened(game, what, tmp_path):
    cls, setup, kind, shipped = CASES[game]
    save = cls(seed=3, **setup, **_with_cards(kind, json.loads(shipped.read_bytes()))).to_json()
    if what == "a readable card file":
        target = tmp_path / "cards.json"
        target.write_bytes(shipped.read_bytes())
    elif what == "a FIFO":
        target = tmp_path / "fifo"
        os.mkfifo(target)
    elif what == "/dev/zero":
        target = pathlib.Path("/dev/zero")
    else:
        target = tmp_path / "nowhere.json"
    hostile = _hostile(save, kind, str(target))
    with watching(target) as asked, pytest.raises(SaveFileError, match=r"field 'setup'.*not a file name.*is not opened"):
        load(hostile)
    assert asked == []


@pytest.mark.parametrize("game", sorted(CASES))
def test_undo_replays_the_stored_cards_without_the_file(game, tmp_path):
    cls, setup, kind, shipped = CASES[game]
    mine = tmp_path / "mine.json"
    shutil.copy(shipped, mine)
    g = cls(seed=5, **setup, **_with_cards(kind, str(mine)))
    g.play(g.legal_actions()[0])
    mine.unlink()
    g.undo()
    assert len(g.actions) == 0
