"""What the fuzz tests share: the games, their states, value strategies and the one-second answer rule."""

from __future__ import annotations

import dataclasses
import functools
import importlib
import inspect
import json
import pkgutil
import re
import signal
import time
from pathlib import Path
from typing import Any, Callable

from hypothesis import strategies as st

from tabletop_nb.core import Action, Game, RandomPolicy, TabletopError, registered_games

#: every input is answered (accepted or refused) within this much CPU time
ANSWER_SECONDS = 1.0


def fuzz_games() -> dict[str, type[Game]]:
    """Every registered game a package ships (as the contract test: toy games of test modules left out)."""
    return {k: c for k, c in sorted(registered_games().items())
            if not c.__module__.split(".")[0].startswith(("test", "conftest"))}


GAMES = fuzz_games()


def make(cls: type[Game], seed: int = 0, rules: Any = None, **setup: Any) -> Game:
    return cls(rules, seed=seed, **{**dict(getattr(cls, "CONTRACT_SETUP", {})), **setup})


class TooSlow(BaseException):
    """Raised by the CPU timer (a BaseException: a game's ``except Exception`` does not swallow it)."""


def _alarm(signum: int, frame: Any) -> None:
    raise TooSlow(f"no answer within {ANSWER_SECONDS} s of CPU time")


def answered(fn: Callable[[], Any]) -> tuple[Any, BaseException | None]:
    """Run ``fn`` under a CPU-time alarm: (its result, None) or (None, the error it raised). A TabletopError
    is an answer; any other exception, or no answer within a second, fails the test with the input."""
    old = signal.signal(signal.SIGPROF, _alarm)
    signal.setitimer(signal.ITIMER_PROF, ANSWER_SECONDS)
    t = time.process_time()
    try:
        return fn(), None
    except TabletopError as e:
        return None, e
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)
        spent = time.process_time() - t
        assert spent < ANSWER_SECONDS * 1.5, f"took {spent:.2f} s of CPU time"


def fingerprint(g: Game) -> tuple[Any, ...]:
    """What must not change when an input is refused."""
    return (json.dumps(g.state.to_dict(), sort_keys=True, default=repr), len(g.log), len(g.actions),
            g.state.pending, g.rng.getstate())


@functools.lru_cache(maxsize=None)
def points(key: str, n: int = 8, budget: int = 120) -> tuple[Game, ...]:
    """``n`` live games of ``key`` at spread-out steps of seeded random games (copy one before changing it)."""
    cls = GAMES[key]
    out = []
    for seed in range(2):
        g = make(cls, seed)
        policy = RandomPolicy(seed)
        marks = {budget * i // (n // 2) for i in range(n // 2)}
        for i in range(budget):
            if i in marks:
                out.append(g.copy())
            if g.is_over:
                break
            g.play(policy(g), trusted=True)
    return tuple(out)


@functools.lru_cache(maxsize=None)
def words(key: str) -> tuple[str, ...]:
    """Text a game knows: field values of actions played, player names, state keys (what fuzzed input is made of)."""
    seen: set[str] = set()
    for g in points(key):
        for a in g.actions:
            for f in dataclasses.fields(a):
                v = getattr(a, f.name)
                if isinstance(v, str):
                    seen.add(v)
        seen.update(n for n in (g.player_name(p) for p in range(len(g.seats()) or 4)) if isinstance(n, str))
        _keys(g.state.to_dict(), seen)
    return tuple(sorted(seen))


def _keys(v: Any, out: set[str]) -> None:
    if isinstance(v, dict):
        for k, x in v.items():
            out.add(str(k))
            _keys(x, out)
    elif isinstance(v, list):
        for x in v[:20]:
            _keys(x, out)


# --------------------------------------------------------------------------- value strategies

BAD_NUMBERS = st.sampled_from([float("nan"), float("inf"), -float("inf"), 10**100, -(10**30), 2**63, 1e308, -0.0])


def json_values(texts: tuple[str, ...] = (), depth: int = 3) -> st.SearchStrategy[Any]:
    """Plain JSON values, tilted towards what games use: small ints, known words, short lists and objects."""
    scalars = st.one_of(
        st.integers(-3, 30), st.integers(), st.booleans(), st.none(), st.floats(allow_nan=False, allow_infinity=False),
        st.text(max_size=12), *([st.sampled_from(texts)] if texts else []),
    )
    return st.recursive(scalars, lambda inner: st.one_of(
        st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=8) | (st.sampled_from(texts) if texts else
                                                                             st.text(max_size=8)), inner, max_size=4)),
        max_leaves=8)


def python_values(texts: tuple[str, ...] = ()) -> st.SearchStrategy[Any]:
    """Anything a notebook cell could pass: JSON values, the wrong kinds (sets, tuples, bytes, objects), huge
    numbers, NaN, long text."""
    return st.one_of(
        json_values(texts), BAD_NUMBERS, st.frozensets(st.integers(0, 3), max_size=3), st.tuples(st.integers(0, 3)),
        st.binary(max_size=4), st.just(object()), st.text(min_size=2000, max_size=3000),
        st.lists(st.integers(0, 3), min_size=1, max_size=3).map(set),
    )


# --------------------------------------------------------------------------- JSON documents and their mutation


def paths(doc: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON document (the root is ``()``)."""
    out = [at]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out.extend(paths(v, at + (k,)))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out.extend(paths(v, at + (i,)))
    return out


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        doc = doc[p]
    return doc


@st.composite
def mutated_json(draw: Any, docs: list[Any], texts: tuple[str, ...] = (),
                 huge: tuple[int, ...] = (2_000_000, 60_000_000)) -> str:
    """A real document (a save, a card file) changed a few times: fields deleted, changed (wrong types
    included), added, lists repeated; then written, sometimes truncated, nested deep or blown up."""
    doc = json.loads(json.dumps(draw(st.sampled_from(docs))))
    for _ in range(draw(st.integers(1, 3))):
        where = paths(doc)
        path = draw(st.sampled_from(where))
        op = draw(st.sampled_from(["delete", "replace", "replace", "add", "repeat", "swap_type"]))
        parent_path, last = path[:-1], path[-1] if path else None
        if not path:
            if op == "replace":
                doc = draw(json_values(texts))
            continue
        parent = _get(doc, parent_path)
        if op == "delete":
            del parent[last]
        elif op == "replace":
            parent[last] = draw(json_values(texts))
        elif op == "add":
            target = _get(doc, path)
            if isinstance(target, dict):
                target[draw(st.text(max_size=8) | st.sampled_from(texts or ("x",)))] = draw(json_values(texts))
            elif isinstance(target, list):
                target.insert(draw(st.integers(0, len(target))), draw(json_values(texts)))
            else:
                parent[last] = [target, draw(json_values(texts))]
        elif op == "repeat":
            target = _get(doc, path)
            if isinstance(target, list) and target:
                parent[last] = target * draw(st.integers(2, 50))
        elif op == "swap_type":
            v = _get(doc, path)
            parent[last] = {int: str, str: lambda s: [s], list: lambda x: {"x": x}, dict: lambda d: list(d),
                            bool: int, float: str}.get(type(v), lambda x: None)(v)
    text = json.dumps(doc)
    finish = draw(st.sampled_from(["none"] * 6 + ["truncate", "deep", "huge", "garbage"]))
    if finish == "truncate" and text:
        text = text[:draw(st.integers(0, len(text) - 1))]
    elif finish == "deep":
        n = draw(st.sampled_from([40, 900, 5000, 200_000]))
        text = text[:-1] + ', "deep": ' + "[" * n + "]" * n + "}" if text.endswith("}") else "[" * n + text + "]" * n
    elif finish == "huge":
        text = text + " " * draw(st.sampled_from(huge))
    elif finish == "garbage":
        text = text.replace(draw(st.sampled_from([":", ",", '"', "1", "}"])), draw(st.sampled_from(
            ["", "NaN", "Infinity", "1e999", "9" * 5000, "\\ud800", "\x00"])), 1)
    return text


# --------------------------------------------------------------------------- setup options and card files


def setup_keys(cls: type[Game]) -> list[str]:
    """The setup options a game takes: its default setup's keys, and those its own refusal of an unknown
    option names ("unknown setup option 'x'; known: a, b, c")."""
    keys = set(make(cls).setup)
    try:
        make(cls, zz_not_an_option=1)
    except TabletopError as e:
        m = re.search(r"known: ([\w, ]+)", str(e))
        if m:
            keys.update(k.strip() for k in m.group(1).split(",") if k.strip())
    return sorted(keys)


def card_loaders(cls: type[Game]) -> dict[Path, Callable[[Path], Any]]:
    """Each data file of a game's package with the loader that reads it: ``cls.CARD_LOADERS`` (file name ->
    loader taking a path) where a game declares them, else a function ``load_<file stem>`` of the package."""
    package = importlib.import_module(cls.__module__.rsplit(".", 1)[0])
    data = Path(package.__file__).parent / "data"  # type: ignore[arg-type]
    files = sorted(data.glob("*.json")) if data.is_dir() else []
    declared = getattr(cls, "CARD_LOADERS", None) or {}
    found: dict[str, Callable[[Path], Any]] = {}
    for info in pkgutil.iter_modules(package.__path__):
        mod = importlib.import_module(f"{package.__name__}.{info.name}")
        for name, fn in inspect.getmembers(mod, inspect.isfunction):
            if name.startswith("load_") and fn.__module__ == mod.__name__:
                found.setdefault(name[5:], fn)
    out = {}
    for f in files:
        loader = declared.get(f.name) or found.get(f.stem) or found.get(f.stem.rstrip("s"))
        if loader is not None:
            out[f] = loader
    return out


def data_files(cls: type[Game]) -> list[Path]:
    package = importlib.import_module(cls.__module__.rsplit(".", 1)[0])
    data = Path(package.__file__).parent / "data"  # type: ignore[arg-type]
    return sorted(data.glob("*.json")) if data.is_dir() else []


def short(value: Any, n: int = 300) -> str:
    text = repr(value)
    return text if len(text) <= n else text[:n] + f"… ({len(text)} characters)"


def action_classes(cls: type[Game]) -> list[type[Action]]:
    return sorted(set(cls.ACTIONS.values()), key=lambda k: k.__name__)
