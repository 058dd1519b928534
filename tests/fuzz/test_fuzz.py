"""Fuzzing every registered game: actions, edits, saves, rules, setup options and card files.

The assertion is the same everywhere: only TabletopError subclasses escape, a refused input leaves the
game exactly as it was, and every input is answered within a second of CPU time. A failure prints the
input (hypothesis shrinks it); game-specific findings are kept as plain cases in test_findings.py.
"""

from __future__ import annotations

import dataclasses
import json
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fuzzkit import (GAMES, action_classes, answered, card_loaders, data_files, fingerprint, json_values, make,
                     mutated_json, points, python_values, setup_keys, short, words)
from tabletop_nb.core import DataError, Game, IllegalAction, RandomPolicy, RulesError, SaveFileError, TabletopError

KEYS = list(GAMES)


def play_some(g: Game, n: int = 30, seed: int = 0) -> None:
    """A few random actions (a game set up from fuzzed options or rules must play, or refuse in words)."""
    policy = RandomPolicy(seed)
    for _ in range(n):
        if g.is_over:
            return
        g.play(policy(g), trusted=True)


# --------------------------------------------------------------------------- actions


@st.composite
def fuzzed_actions(draw, key):
    cls = GAMES[key]
    kind = draw(st.sampled_from(action_classes(cls)))
    texts = words(key)
    values = {}
    for f in dataclasses.fields(kind):
        values[f.name] = draw(st.one_of(st.sampled_from(texts), st.integers(-2, 12), python_values(texts)))
    return kind(**values)


@pytest.mark.parametrize("key", KEYS)
@given(data=st.data())
def test_fuzz_actions(key, data):
    g = data.draw(st.sampled_from(points(key))).copy()
    action = data.draw(fuzzed_actions(key), label="action")
    legal = g.legal_actions()
    before = fingerprint(g)
    _, err = answered(lambda: g.play(action))
    if err is not None:
        assert isinstance(err, IllegalAction), f"play({short(action)}) raised {type(err).__name__}: {err}"
        assert fingerprint(g) == before, f"refused play({short(action)}) changed the game"
    else:
        assert action in legal, f"play({short(action)}) was accepted but is not in legal_actions()"


# --------------------------------------------------------------------------- edits


@st.composite
def fuzzed_edits(draw, key):
    texts = words(key)
    prefix = draw(st.sampled_from(["player:", "party:", "territory:", "power:", "globals", "committee", "", "zone:"]))
    target = draw(st.one_of(st.just(prefix + draw(st.sampled_from(texts))), st.just(prefix), st.text(max_size=10),
                            python_values(texts)))
    keys = st.one_of(st.sampled_from(texts), st.text(max_size=6))
    changes = draw(st.dictionaries(keys, st.one_of(json_values(texts), python_values(texts)), max_size=3))
    return target, changes


@pytest.mark.parametrize("key", KEYS)
@given(data=st.data())
def test_fuzz_edits(key, data):
    g = data.draw(st.sampled_from(points(key))).copy()
    target, changes = data.draw(fuzzed_edits(key), label="edit")
    before = fingerprint(g)
    _, err = answered(lambda: g.edit(target, **changes))
    if err is not None:
        assert isinstance(err, IllegalAction), f"edit({short(target)}, {short(changes)}) raised {type(err).__name__}"
        assert fingerprint(g) == before, f"refused edit({short(target)}, {short(changes)}) changed the game"
        return
    loaded, err = answered(lambda: Game.from_json(g.to_json()))
    assert err is None, f"after edit({short(target)}, {short(changes)}) the save does not load: {err}"
    assert loaded.state.to_dict() == g.state.to_dict(), "an accepted edit replays differently from a save"


# --------------------------------------------------------------------------- saves


def real_saves(key):
    out = []
    for g in points(key)[::3]:
        out.append(json.loads(g.to_json()))
    g = points(key)[-1].copy()
    play_some(g, 400)
    out.append(json.loads(g.to_json()))
    return out


_SAVES: dict[str, list] = {}


@pytest.mark.parametrize("key", KEYS)
@given(data=st.data())
def test_fuzz_saves(key, data):
    docs = _SAVES.setdefault(key, real_saves(key))
    text = data.draw(mutated_json(docs, words(key)), label="save")
    loaded, err = answered(lambda: Game.from_json(text))
    if err is not None:
        assert isinstance(err, SaveFileError), f"from_json raised {type(err).__name__}: {err}"
        assert str(err).startswith("save file"), str(err)
        return
    again, err = answered(lambda: Game.from_json(loaded.to_json()))
    assert err is None and again.state.to_dict() == loaded.state.to_dict(), "a loaded save saves differently"


@pytest.mark.parametrize("key", KEYS)
@given(data=st.data())
def test_fuzz_saves_as_bytes_and_odd_text(key, data):
    docs = _SAVES.setdefault(key, real_saves(key))
    text = json.dumps(data.draw(st.sampled_from(docs)))
    raw = text.encode()
    cut = data.draw(st.integers(0, len(raw)))
    junk = data.draw(st.binary(max_size=8))
    blob = raw[:cut] + junk + raw[cut:]
    _, err = answered(lambda: Game.from_json(blob))
    assert err is None or isinstance(err, SaveFileError), f"{type(err).__name__}: {err}"


# --------------------------------------------------------------------------- rules


def rule_values():
    return st.one_of(st.integers(-5, 40), st.integers(), st.floats(), st.booleans(), st.none(), st.text(max_size=8),
                     st.lists(st.text(max_size=6) | st.integers(), max_size=7), st.tuples(st.integers()),
                     st.dictionaries(st.text(max_size=3), st.integers(), max_size=2), st.just(float("nan")))


@pytest.mark.parametrize("key", KEYS)
@given(data=st.data())
def test_fuzz_rules(key, data):
    cls = GAMES[key]
    fields = [f.name for f in dataclasses.fields(cls.Rules)]
    rulings = {r.name: list(r.alternatives) for r in cls.Rules.rulings()}
    chosen = data.draw(st.lists(st.sampled_from(fields), min_size=1, max_size=3, unique=True), label="fields")
    changes = {}
    for name in chosen:
        options = [rule_values()] + ([st.sampled_from(rulings[name])] if name in rulings else [])
        changes[name] = data.draw(st.one_of(*options), label=name)
    rules, err = answered(lambda: cls.Rules().replace(**changes))
    if err is not None:
        assert isinstance(err, RulesError), f"replace({short(changes)}) raised {type(err).__name__}: {err}"
        return
    for name, value in changes.items():
        if isinstance(value, float):
            assert math.isfinite(value), f"rule {name} accepted {value!r}"
    seed = data.draw(st.integers(0, 3), label="seed")
    g, err = answered(lambda: make(cls, seed, rules))
    if err is not None:
        return  # refused in words (a RulesError or another TabletopError) at set-up
    _, err = answered(lambda: play_some(g, 30, seed))  # only TabletopErrors escape, within a second
    rules_back, err = answered(lambda: cls.Rules.from_dict(json.loads(json.dumps(rules.to_dict()))))
    assert err is None and rules_back == rules, f"rules {short(changes)} do not survive a JSON round trip"


# --------------------------------------------------------------------------- setup options


@pytest.mark.parametrize("key", KEYS)
@given(data=st.data())
def test_fuzz_setup(key, data):
    cls = GAMES[key]
    keys = setup_keys(cls)
    texts = words(key)
    default = make(cls).setup
    setup = {}
    for k in data.draw(st.lists(st.sampled_from(keys + ["bogus"]), min_size=1, max_size=3, unique=True),
                       label="options"):
        base = default.get(k)
        setup[k] = data.draw(st.one_of(json_values(texts), python_values(texts),
                                       st.just(base), st.lists(st.sampled_from(texts), max_size=8)), label=k)
    seed = data.draw(st.integers(0, 3), label="seed")
    g, err = answered(lambda: make(cls, seed, **setup))
    if err is not None:
        return
    _, err = answered(lambda: play_some(g, 30, seed))
    if err is None:
        loaded, err = answered(lambda: Game.from_json(g.to_json()))
        if err is None:
            assert loaded.state.to_dict() == g.state.to_dict(), f"setup {short(setup)}: a save replays differently"
        else:
            assert isinstance(err, SaveFileError)


# --------------------------------------------------------------------------- card files


def card_cases():
    out = []
    for key, cls in GAMES.items():
        for path, loader in card_loaders(cls).items():
            out.append(pytest.param(key, path, loader, id=f"{key}-{path.name}"))
    return out


@pytest.mark.parametrize("key", KEYS)
def test_every_data_file_has_a_loader_to_fuzz(key):
    cls = GAMES[key]
    missing = [p.name for p in data_files(cls) if p not in card_loaders(cls)]
    assert not missing, (f"{key}: no loader found for {missing} (declare CARD_LOADERS = {{file name: loader}} on the "
                         "game, or name it load_<file stem>), so these files are neither checked nor fuzzed")


@pytest.mark.parametrize("key, path, loader", card_cases())
@given(data=st.data())
def test_fuzz_card_files(key, path, loader, data, tmp_path_factory):
    doc = json.loads(path.read_text(encoding="utf-8"))
    text = data.draw(mutated_json([doc], words(key), huge=(6_000_000,)), label="file")
    target = tmp_path_factory.mktemp("cards") / path.name
    target.write_text(text, encoding="utf-8", errors="surrogatepass")
    _, err = answered(lambda: loader(target))
    assert err is None or isinstance(err, DataError), f"{type(err).__name__}: {err}"
