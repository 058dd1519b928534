"""Fuzz campaign (#32, 1): hostile card sources in saves. A save's setup may name its own cards; whatever it
puts there (a path of any kind, odd text, JSON text, nested data), loading either refuses it with a
SaveFileError or replays it, within a second, and never opens, reads or even looks up a file outside the
package (the file functions are watched while the save loads)."""

from __future__ import annotations

import builtins
import contextlib
import json
import os
import pathlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fuzzkit import answered
from tabletop_nb.core import Game, SaveFileError

PKG = pathlib.Path(__file__).resolve().parents[2] / "tabletop_nb"

# the card kind a user may bring in each game (None: the cards option is itself the source), and a small own card
KINDS = {
    "wotw": ("events", PKG / "wotw" / "data" / "events.json"),
    "tomorrow": ("objectives", PKG / "tomorrow" / "data" / "objectives.json"),
    "turmoil": ("global_events", PKG / "turmoil" / "data" / "global_events.json"),
    "tomorrow2023": (None, PKG / "tomorrow2023" / "data" / "cards.json"),
}
SETUP = {"wotw": {}, "tomorrow": {"players": 4}, "turmoil": {"players": ["Kim", "Stanley"]}, "tomorrow2023": {}}


def _save(key: str) -> dict:
    from tabletop_nb.core import registered_games

    kind, shipped = KINDS[key]
    data = json.loads(shipped.read_bytes())
    cards = data if isinstance(data, list) else data.get("cards") or next(v for v in data.values() if isinstance(v, list))
    own = cards[:1]
    g = registered_games()[key](seed=1, **SETUP[key], cards=own if kind is None else {kind: own})
    return json.loads(g.to_json())


_SAVES: dict[str, dict] = {}

paths = st.one_of(
    st.sampled_from(["/etc/passwd", "/dev/zero", "/dev/stdin", "/proc/self/environ", "~/.bashrc", ".", "..", "/",
                     "cards.json", "../../../../etc/hostname", "file:///etc/passwd", "/tmp", "\\\\server\\share",
                     str(PKG / "wotw" / "data" / "events.json"), " /etc/passwd", "C:\\cards.json", "-", "\x00"]),
    st.text(min_size=1, max_size=300).filter(lambda t: t.strip()[:1] not in ("[", "{")),
)
sources = st.one_of(paths, st.text(max_size=200).map(lambda t: "[" + t), st.lists(paths, max_size=3),
                    st.dictionaries(st.text(max_size=10), paths, max_size=3), st.none(), st.integers())


@contextlib.contextmanager
def watched():
    """The file functions note (and refuse) any path outside the package while the block runs."""
    asked: list[str] = []

    def spy(name, real):
        def run(*args, **kw):
            if args and isinstance(args[0], (str, bytes, os.PathLike)):
                where = os.fsdecode(args[0])
                if not os.path.abspath(where).startswith(str(PKG)):
                    asked.append(f"{name}({where!r})")
                    raise AssertionError(f"loading a save called {name} on {where!r}")
            return real(*args, **kw)
        return run

    with pytest.MonkeyPatch.context() as mp:
        for name in ("stat", "read_text", "read_bytes", "open", "exists", "is_file"):
            mp.setattr(pathlib.Path, name, spy(name, getattr(pathlib.Path, name)))
        mp.setattr(builtins, "open", spy("open", builtins.open))
        mp.setattr(os, "open", spy("os.open", os.open))
        mp.setattr(os, "stat", spy("os.stat", os.stat))
        yield asked


@pytest.mark.parametrize("key", sorted(KINDS))
@given(data=st.data())
def test_fuzz_card_sources_in_saves(key, data):
    doc = json.loads(json.dumps(_SAVES.setdefault(key, _save(key))))
    kind, _ = KINDS[key]
    where = data.draw(st.sampled_from(["kind", "whole", "extra kind"]), label="where")
    source = data.draw(sources, label="source")
    if where == "whole" or kind is None:
        doc["setup"]["cards"] = source
    elif where == "kind":
        doc["setup"]["cards"][kind] = source
    else:
        doc["setup"]["cards"][data.draw(st.text(min_size=1, max_size=12), label="kind name")] = source
    text = json.dumps(doc)
    with watched() as asked:
        loaded, err = answered(lambda: Game.from_json(text))
    assert asked == [], f"the save made the loader touch {asked}"
    if err is not None:
        assert isinstance(err, SaveFileError) and str(err).startswith("save file"), f"{type(err).__name__}: {err}"
    else:  # accepted: its cards were data, and it saves and loads the same
        assert loaded.state == Game.from_json(loaded.to_json()).state
