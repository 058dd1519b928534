"""The contract every registered game keeps (modelled on OpenSpiel's shared simulation test).

Parametrized over ``core.registered_games()``: a game that registers is tested without a line here.
A game is built with ``cls(seed=s, **cls.CONTRACT_SETUP)`` (a class attribute, default: no setup).

For random games (RandomPolicy, a few seeds, a small budget of actions each):
- ``invariants()`` holds after every action;
- a copy equals its game and is independent of it;
- a save loads to an equal state;
- ``at(k)`` equals the replay to k (the actions played before step k into a fresh game) at every decision:
  state, pending decision and legal actions;
- ``legal_actions()`` is exactly what ``check()`` accepts, over candidates built from other states' legal
  actions and from legal actions with a field changed;
- an illegal action, or a bad input of any kind, raises IllegalAction (a TabletopError) and changes nothing;
- the same game under two PYTHONHASHSEED values.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import pathlib
import random
import subprocess
import sys
from typing import Any

import pytest

from tabletop_nb.core import Action, Game, IllegalAction, RandomPolicy, TabletopError, registered_games

ROOT = pathlib.Path(__file__).resolve().parent.parent
SEEDS = (0, 1, 2)
BUDGET = 150  # actions per random game (a small budget: the whole contract runs in seconds per game)


def contract_games() -> dict[str, type[Game]]:
    """Every registered game a package ships (test modules' toy games are left to their own tests)."""
    return {k: c for k, c in sorted(registered_games().items())
            if not c.__module__.split(".")[0].startswith(("test", "conftest"))}


GAMES = contract_games()


def make(cls: type[Game], seed: int) -> Game:
    """A default game of ``cls`` with seed ``seed`` (``CONTRACT_SETUP``: the setup it needs, if any)."""
    return cls(seed=seed, **dict(getattr(cls, "CONTRACT_SETUP", {})))


def snapshot(g: Game) -> tuple[Any, ...]:
    """Everything that must not change when an input is refused."""
    return (json.dumps(g.state.to_dict(), sort_keys=True, default=repr), len(g.log), len(g.actions),
            g.state.pending, g.rng.getstate())


@functools.lru_cache(maxsize=None)
def played(key: str, seed: int) -> tuple[Game, tuple[Action, ...], tuple[str, ...]]:
    """A random game (seeded), played by untrusted ``play`` so every pick passes ``check`` too; the
    invariant problems seen after each action are returned, not asserted, so each test reports its own."""
    g = make(GAMES[key], seed)
    policy = RandomPolicy(seed)
    problems: list[str] = []
    for n in range(BUDGET):
        if g.is_over:
            break
        a = policy(g)
        g.play(a, trusted=True)  # (that check() accepts every legal action is a test of its own)
        for p in g.invariants():
            problems.append(f"after action #{n} {a!r}: {p}")
    return g, tuple(g.actions), tuple(problems)


def params() -> list[Any]:
    return [pytest.param(k, s, id=f"{k}-{s}") for k in GAMES for s in SEEDS]


def test_some_games_are_registered():
    assert {"turmoil", "tomorrow"} <= set(GAMES)


@pytest.mark.parametrize("key", list(GAMES))
def test_the_game_states_its_invariants(key):
    """invariants() is the room a game says what must always hold in: the base class's says nothing."""
    assert GAMES[key].invariants is not Game.invariants, f"{key} does not implement invariants()"


@pytest.mark.parametrize("key, seed", params())
def test_random_play_keeps_the_invariants(key, seed):
    g, actions, problems = played(key, seed)
    assert actions, "the game asks for at least one action"
    assert not problems, "\n".join(problems[:10])


@pytest.mark.parametrize("key, seed", params())
def test_a_decision_is_never_a_dead_end(key, seed):
    for g in legality_points(key, seed, every=1) + [played(key, seed)[0]]:
        if not g.is_over:
            assert g.pending is not None, f"step {len(g.log)}: the game is neither over nor waiting for anyone"
            assert g.legal_actions(), f"step {len(g.log)}: {g.pending!r} offers nothing"


@pytest.mark.parametrize("key, seed", params())
def test_copy_equals_and_is_independent(key, seed):
    cls = GAMES[key]
    g = make(cls, seed)
    policy = RandomPolicy(seed)
    for n in range(BUDGET):
        if g.is_over:
            break
        c = g.copy()
        assert c.state == g.state and c.state.to_dict() == g.state.to_dict()
        assert [e.to_dict() for e in c.log] == [e.to_dict() for e in g.log]
        assert c.legal_actions() == g.legal_actions()
        before = snapshot(g)
        a = policy(g)
        c.play(a)
        assert snapshot(g) == before, f"playing {a!r} on a copy changed the game (action #{n})"
        g.play(a)
        assert c.state.to_dict() == g.state.to_dict(), f"copy and game differ after the same action #{n} {a!r}"
        assert len(c.log) == len(g.log)


@pytest.mark.parametrize("key, seed", params())
def test_json_round_trip(key, seed):
    g, actions, _ = played(key, seed)
    cls = GAMES[key]
    for n in sorted({0, 1, len(actions) // 3, 2 * len(actions) // 3, len(actions)}):
        live = cls._replay(g.rules, g.seed, g.setup, list(actions[:n]), [])
        text = live.to_json()
        loaded = Game.from_json(text)
        assert type(loaded) is cls
        assert loaded.state.to_dict() == live.state.to_dict(), f"loaded state differs after {n} actions"
        assert loaded.state == live.state
        assert loaded.to_json() == text, f"a loaded game saves differently after {n} actions"
        assert loaded.legal_actions() == live.legal_actions()
        assert [e.to_dict() for e in loaded.log] == [e.to_dict() for e in live.log]


def decision_steps(g: Game) -> list[int]:
    """The steps just after each decision event: where someone must decide."""
    return [i + 1 for i, e in enumerate(g.log) if e.kind == "decision"]


@pytest.mark.parametrize("key, seed", params())
def test_at_equals_the_replay_at_every_decision(key, seed):
    g, actions, _ = played(key, seed)
    replay = make(GAMES[key], seed)
    played_n = 0
    failures = []
    for k in decision_steps(g):
        while played_n < len(g.actions) and g._marks[played_n] < k:  # the actions played before step k
            replay.play(g.actions[played_n])
            played_n += 1
        snap = g.at(k)
        where = f"step {k} (after {played_n} actions)"
        if snap.state.to_dict() != replay.state.to_dict():
            a, b = snap.state.to_dict(), replay.state.to_dict()
            diff = sorted(f for f in set(a) | set(b) if a.get(f) != b.get(f))
            failures.append(f"{where}: state differs in {diff}")
        elif snap.state.pending != replay.state.pending:
            failures.append(f"{where}: pending {snap.state.pending!r} != replay's {replay.state.pending!r}")
        else:
            try:
                mine = snap.legal_actions()
            except Exception as e:  # reported with the others: the snapshot could not list its actions
                failures.append(f"{where}: at(k).legal_actions() raised {type(e).__name__}: {e}")
                continue
            if mine != replay.legal_actions():
                failures.append(f"{where}: legal actions differ: {len(mine)} in the snapshot, "
                                f"{len(replay.legal_actions())} in the replay "
                                f"(e.g. {[a for a in mine if a not in replay.legal_actions()][:3]} / "
                                f"{[a for a in replay.legal_actions() if a not in mine][:3]})")
    assert g.at(len(g.log)).state.to_dict() == g.state.to_dict(), "the last step is the game itself"
    assert not failures, f"{len(failures)} of {len(decision_steps(g))} decisions differ; first:\n" + "\n".join(
        failures[:8])


# --------------------------------------------------------------------------- legality


def field_pool(games: list[Game]) -> dict[str, list[Any]]:
    """Values seen in legal actions' fields, by kind: what a mutated candidate is built from."""
    pool: dict[str, set[Any]] = {"str": set(), "int": {-1, 0, 1, 2, 3, 7, 1000}}
    for g in games:
        for a in g.actions:
            for f in dataclasses.fields(a):
                v = getattr(a, f.name)
                if isinstance(v, str):
                    pool["str"].add(v)
                elif isinstance(v, int) and not isinstance(v, bool):
                    pool["int"].add(v)
    pool["str"] |= {"", "nowhere", "Nobody"}
    return {k: sorted(v, key=repr) for k, v in pool.items()}


def candidates(cls: type[Game], legal: list[Action], seen: list[Action], pool: dict[str, list[Any]],
               rng: random.Random, n: int = 40) -> list[Action]:
    """Actions of the game's own classes: legal ones from other states, and legal ones with a field changed."""
    out = rng.sample(seen, min(len(seen), n // 2))
    for kind in cls.ACTIONS.values():
        if not dataclasses.fields(kind):
            out.append(kind())
    base = legal + out
    for _ in range(n // 2):
        a = rng.choice(base)
        fields = dataclasses.fields(a)
        if not fields:
            continue
        f = rng.choice(fields)
        v = getattr(a, f.name)
        kind = "str" if isinstance(v, str) else "int" if isinstance(v, int) and not isinstance(v, bool) else None
        if kind is None:
            continue
        out.append(dataclasses.replace(a, **{f.name: rng.choice(pool[kind])}))
    return out


@functools.lru_cache(maxsize=None)
def seen_actions(key: str) -> tuple[Action, ...]:
    """Every action played in the random games of this game (other states' legal actions)."""
    out: list[Action] = []
    for s in SEEDS:
        for a in played(key, s)[1]:
            if a not in out:
                out.append(a)
    return tuple(out)


def legality_points(key: str, seed: int, every: int = 3) -> list[Game]:
    """Live games (not snapshots) at every ``every``-th decision of the random game, rebuilt by replay."""
    g, actions, _ = played(key, seed)
    out = []
    replay = make(GAMES[key], seed)
    for i, a in enumerate(actions):
        if i % every == 0:
            out.append(replay.copy())
        replay.play(a)
    return out


@pytest.mark.parametrize("key, seed", params())
def test_legal_actions_are_exactly_what_check_accepts(key, seed):
    cls = GAMES[key]
    rng = random.Random(seed)
    seen = list(seen_actions(key))
    pool = field_pool([played(key, s)[0] for s in SEEDS])
    problems = []
    for g in legality_points(key, seed):
        legal = g.legal_actions()
        before = snapshot(g)
        for a in legal:
            try:
                g.check(a)
            except IllegalAction as e:
                problems.append(f"step {len(g.log)}: legal {a!r} refused by check: {e}")
        for a in candidates(cls, legal, seen, pool, rng):
            if a in legal:
                continue
            try:
                g.check(a)
            except IllegalAction:
                continue
            except Exception as e:
                problems.append(f"step {len(g.log)}: check({a!r}) raised {type(e).__name__}: {e}")
                continue
            problems.append(f"step {len(g.log)}: check accepts {a!r}, which legal_actions() does not list "
                            f"(pending {g.pending!r})")
        assert snapshot(g) == before, "check() changed the game"
    assert not problems, f"{len(problems)} disagreements; first:\n" + "\n".join(problems[:8])


@pytest.mark.parametrize("key, seed", params())
def test_illegal_actions_raise_and_change_nothing(key, seed):
    cls = GAMES[key]
    rng = random.Random(100 + seed)
    seen = list(seen_actions(key))
    pool = field_pool([played(key, s)[0] for s in SEEDS])
    problems = []
    for g in legality_points(key, seed, every=7):
        legal = g.legal_actions()
        for a in candidates(cls, legal, seen, pool, rng, n=16) + bad_inputs(cls, legal):
            if isinstance(a, Action) and a in legal:
                continue
            before = snapshot(g)
            try:
                g.play(a)
            except IllegalAction:
                pass
            except Exception as e:
                problems.append(f"step {len(g.log)}: play({a!r}) raised {type(e).__name__}: {e}")
            else:
                problems.append(f"step {len(g.log)}: play({a!r}) was accepted, not in legal_actions()")
                break  # the game moved on: this point is spent
            if snapshot(g) != before:
                problems.append(f"step {len(g.log)}: refused play({a!r}) changed the game")
                break
    assert not problems, f"{len(problems)} problems; first:\n" + "\n".join(problems[:8])


def bad_inputs(cls: type[Game], legal: list[Action]) -> list[Any]:
    """Inputs no game accepts: not actions at all, and actions whose fields have the wrong kind of value."""
    out: list[Any] = [None, 5, "Pass", {"action": "Pass"}, [], object()]
    wrong = [[1], {"a": 1}, {1, 2}, True, 10**100, -(10**30), float("nan"), float("inf"), 1.5, None, b"x",
             "x" * 5000]
    for kind in cls.ACTIONS.values():
        fields = dataclasses.fields(kind)
        for f in fields:
            base = next((a for a in legal if type(a) is kind), None)
            for w in wrong:
                values = {x.name: getattr(base, x.name) if base is not None else "x" for x in fields}
                values[f.name] = w
                try:
                    out.append(kind(**values))
                except Exception:  # a class whose __post_init__ refuses it already: nothing to play
                    pass
    return out


# --------------------------------------------------------------------------- hash seeds

DIGEST_SCRIPT = r"""
import hashlib, json, sys
sys.path.insert(0, sys.argv[1])
from tabletop_nb.core import RandomPolicy, registered_games
from tests.test_contract import contract_games, make
out = {}
for key, cls in contract_games().items():
    h = hashlib.sha256()
    for seed in (0, 1):
        g = make(cls, seed)
        policy = RandomPolicy(seed)
        for _ in range(int(sys.argv[2])):
            if g.is_over:
                break
            g.play(policy(g), trusted=True)
        h.update(g.to_json().encode())
        h.update(json.dumps(g.state.to_dict(), sort_keys=True, default=repr).encode())
        h.update(g.story().encode())
        h.update(repr(g.legal_actions()).encode())
    out[key] = h.hexdigest()
print(json.dumps(out))
"""


@functools.lru_cache(maxsize=None)
def digests(hashseed: str) -> dict[str, str]:
    env = {**os.environ, "PYTHONHASHSEED": hashseed, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", DIGEST_SCRIPT, str(ROOT), str(4 * BUDGET)], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("key", list(GAMES))
def test_same_game_under_two_hash_seeds(key):
    a, b = digests("0"), digests("12345")
    assert key in a, f"{key} is not registered in a fresh interpreter"
    assert a[key] == b[key], f"{key}: a seeded game differs between PYTHONHASHSEED=0 and 12345"


# --------------------------------------------------------------------------- bad input of every kind


@pytest.mark.parametrize("key", list(GAMES))
def test_bad_saves_and_edits_raise_only_tabletop_errors(key):
    cls = GAMES[key]
    g = played(key, 0)[0].copy()
    good = json.loads(g.to_json())
    texts: list[Any] = ["", "{", "null", "[]", b"\xff\xfe", 17, None, "[" * 100_000, "1" * 5000,
                        json.dumps({**good, "seed": "x"}), json.dumps({**good, "game": []}),
                        json.dumps({**good, "setup": []}), json.dumps({**good, "rules": {"x": 1}}),
                        json.dumps({**good, "actions": [{"action": "Edit", "target": 5, "changes": "{}"}]}),
                        json.dumps({**good, "actions": [{"action": "Edit", "target": "x", "changes": "[1]"}]}),
                        json.dumps({**good, "actions": good["actions"] + [{"action": "Nope"}]}),
                        json.dumps(good).replace("}", "", 1)]
    for text in texts:
        with pytest.raises(TabletopError):
            cls.from_json(text)
    before = snapshot(g)
    for target, changes in [(5, {}), (None, {"x": 1}), ("", {}), ("player:nobody", {"x": 1}),
                            ("x" * 1000, {}), ("globals", {"x": float("nan")}), ("globals", {"x": 10**100}),
                            ("globals", {"x": object()})]:
        with pytest.raises(TabletopError):
            g.edit(target, **changes)  # type: ignore[arg-type]
        assert snapshot(g) == before
