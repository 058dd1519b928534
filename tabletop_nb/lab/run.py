"""``compare()`` and ``sweep()``: play many seeded games per rules variant, anywhere.

Games are cut into batches (a batch = one variant, a run of seeds) and handed to an executor:
local processes by default for big runs, any ``concurrent.futures`` executor, or a Dask
``Client`` (its ``get_executor()`` is used). Rows are sorted by (variant, seed) at the end, so the
result does not depend on how many workers played or in what order they finished.

Progress is a ``tqdm.auto`` bar (a widget in Jupyter, text in a terminal). A KeyboardInterrupt
(the notebook's stop button, Ctrl-C) or a cancel flag (``cancel.set()``, what the widget's Stop
does) stops the run cleanly: batches not yet started are cancelled and the result holds the games
finished so far (``result.complete`` is False).
"""

from __future__ import annotations

import os
import pickle
import sys
from concurrent.futures import Executor, Future, ProcessPoolExecutor, wait, FIRST_COMPLETED
from typing import Any, Callable, Iterable, Mapping, Sequence

from ..core.errors import RulesError
from ..core.game import Game
from ..core.registry import find_game, registered_games
from ..core.rules import Rules
from .adapters import adapter_for
from .play import Metric, Plan, play_batch
from .result import LabResult

#: runs with fewer games than this play in this process unless an executor is given
INLINE_BELOW = 400


def resolve_game(game: Any) -> type[Game]:
    """A game class from a class, an instance or a registered key ("tomorrow")."""
    if isinstance(game, type) and issubclass(game, Game):
        return game
    if isinstance(game, Game):
        return type(game)
    cls = find_game(game)
    if cls is None:
        raise RulesError(f"unknown game {str(game)[:40]!r}; known: {', '.join(sorted(registered_games()))}")
    return cls


def variant_name(base: Rules, rules: Rules) -> str:
    d = base.diff(rules)
    return "default" if not d else ", ".join(f"{k}={v[1]}" for k, v in d.items())


def make_variants(cls: type[Game], variants: Any) -> dict[str, Rules]:
    """Name -> Rules. Accepts a mapping (values: Rules, a dict of changes, None = the rulebook),
    or a list of those (named by what they change)."""
    base = cls.Rules()
    if variants is None:
        return {"default": base}
    items: list[tuple[str | None, Any]]
    if isinstance(variants, Mapping):
        items = list(variants.items())
    elif isinstance(variants, (list, tuple)):
        items = [(None, v) for v in variants]
    else:
        items = [(None, variants)]
    out: dict[str, Rules] = {}
    for name, v in items:
        if v is None:
            r = base
        elif isinstance(v, Rules):
            if not isinstance(v, cls.Rules):
                raise RulesError(f"variant {name!r}: {cls.title} needs {cls.Rules.__name__}, got {type(v).__name__}")
            r = v
        elif isinstance(v, Mapping):
            r = base.replace(**dict(v))
        else:
            raise RulesError(f"variant {name!r}: give Rules, a dict of rule changes or None, not {type(v).__name__}")
        key = str(name) if name is not None else variant_name(base, r)
        if key in out:
            raise RulesError(f"two variants are named {key!r}")
        out[key] = r
    if not out:
        raise RulesError("no variants to compare")
    return out


def _as_executor(executor: Any) -> Executor | None:
    if executor is None or isinstance(executor, Executor):
        return executor
    get = getattr(executor, "get_executor", None)  # a dask.distributed Client
    if callable(get):
        return get()  # type: ignore[no-any-return]
    raise RulesError(f"executor must be a concurrent.futures Executor or a Dask Client, not {type(executor).__name__}")


def _is_cancelled(cancel: Any) -> bool:
    if cancel is None:
        return False
    is_set = getattr(cancel, "is_set", None)
    if callable(is_set):
        return bool(is_set())
    return bool(cancel() if callable(cancel) else cancel)


def _progress(total: int, enabled: bool, desc: str) -> Any:
    if not enabled:
        return None
    from tqdm.auto import tqdm  # imported here: tqdm.auto may load the Jupyter stack, engines may not

    return tqdm(total=total, desc=desc, unit="game", leave=True, smoothing=0.1)


def compare(game: Any, variants: Any = None, n: int = 100, *, players: Any = "random", seats: int | None = None,
            setup: Mapping[str, Any] | None = None, metrics: Mapping[str, Metric] | Sequence[str] | None = None,
            tracks: Iterable[str] | bool | None = None, cards: bool = True, executor: Any = None,
            workers: int | None = None, seed: int = 0, progress: bool = True, cancel: Any = None,
            batch: int | None = None, on_batch: Callable[[int, int], None] | None = None,
            max_actions: int = 200_000) -> LabResult:
    """Play ``n`` games of every variant of ``game`` and summarize them with honest intervals.

    - ``variants``: ``{"name": Rules or {"field": value} or None}``, or a list (named by their diff);
      the first is the baseline the others are compared with.
    - ``players``: the bots, one name for every seat (``"random"``, ``"heuristic"``, ``"mcts:200"``),
      a list (one per seat), or a callable ``(game seed, seat, seats) -> policy``.
    - ``seats``: how many players (e.g. 6 for Tomorrow), else the game's default; ``setup``: other
      setup options.
    - ``metrics``: ``{"name": fn(game) -> number}`` or names of numbers in ``game.result`` or of
      tracks; ``tracks``: track names to record per round (``True``: all) for band charts.
    - ``cards``: per-card telemetry from the event log (on by default; it reads every event of
      every game, about a sixth more time for random Tomorrow games: ``cards=False`` for the
      fastest runs).
    - ``executor``: any ``concurrent.futures`` executor or a Dask ``Client``; default: this process
      for small runs, else a pool of ``workers`` local processes (``os.cpu_count()``).
    - Game ``i`` of every variant has seed ``seed + i`` (the variants see the same deals and dice
      draws as far as the rules let them: common random numbers).
    """
    cls = resolve_game(game)
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise RulesError(f"n must be a whole number of games, at least 1; got {n!r}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RulesError(f"seed must be a whole number, got {seed!r}")
    vs = make_variants(cls, variants)
    if metrics is None:
        mlist: tuple[tuple[str, Metric], ...] = ()
    elif isinstance(metrics, Mapping):
        mlist = tuple((str(k), v) for k, v in metrics.items())
    else:
        mlist = tuple((str(m), str(m)) for m in metrics)
    if tracks is True:
        tr: tuple[str, ...] | None = ()
    elif tracks is None or tracks is False:
        tr = None
    else:
        tr = tuple(tracks)
    st = adapter_for(cls).setup(seats, dict(setup or {}), cls)
    if isinstance(players, list):
        players = tuple(players)
    plan = Plan(cls, st, players, mlist, tr, cards, max_actions)
    # fail here, in the caller's process, on a bad setup or bot name (not in a worker)
    probe_rules = next(iter(vs.values()))
    from .play import build

    build(plan, probe_rules, seed)

    own_pool: Executor | None = None
    ex = _as_executor(executor)
    total = n * len(vs)
    notes: list[str] = []
    if ex is None and (workers or 0) != 1 and total >= INLINE_BELOW and (workers or os.cpu_count() or 1) > 1:
        try:
            pickle.dumps(plan)
        except Exception as e:  # a lambda metric or bot cannot travel to another process: play here instead
            notes.append(f"played in this process: the metrics or bots cannot be sent to worker processes ({e}); "
                         "define them with def at module level to use several processes")
        else:
            if sys.platform != "emscripten":  # Pyodide (JupyterLite) has no processes: play here
                try:
                    own_pool = ex = ProcessPoolExecutor(max_workers=workers or os.cpu_count())
                except (OSError, NotImplementedError, ImportError) as e:
                    notes.append(f"played in this process: no worker processes here ({e})")
    k = getattr(ex, "_max_workers", None) or workers or (os.cpu_count() or 1) if ex is not None else 1
    size = batch or max(1, min(250, n // max(1, 4 * k)))
    jobs = [(plan, name, rules, range(seed + i, seed + min(n, i + size)))
            for name, rules in vs.items() for i in range(0, n, size)]
    bar = _progress(total, progress, f"{cls.key}: {len(vs)} variant{'s' if len(vs) > 1 else ''} x {n}")
    parts: list[dict[str, Any]] = []
    complete = True
    done_games = 0
    try:
        if ex is None:
            for job in jobs:
                if _is_cancelled(cancel):
                    complete = False
                    break
                part = play_batch(job)
                parts.append(part)
                done_games += part["games"]
                if bar is not None:
                    bar.update(part["games"])
                if on_batch is not None:
                    on_batch(done_games, total)
        else:
            pending: set[Future[Any]] = {ex.submit(play_batch, job) for job in jobs}
            try:
                while pending:
                    done, pending = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
                    for f in done:
                        part = f.result()
                        parts.append(part)
                        done_games += part["games"]
                        if bar is not None:
                            bar.update(part["games"])
                        if on_batch is not None:
                            on_batch(done_games, total)
                    if pending and _is_cancelled(cancel):
                        complete = False
                        break
            except KeyboardInterrupt:
                complete = False
            if not complete:
                for f in pending:
                    f.cancel()
    except KeyboardInterrupt:
        complete = False
    except BaseException:
        complete = False  # do not wait for the other batches of a failed run
        raise
    finally:
        if bar is not None:
            if not complete:
                bar.set_postfix_str("stopped")
            bar.close()
        if own_pool is not None:
            own_pool.shutdown(wait=complete, cancel_futures=True)
    res = LabResult.build(cls, vs, plan, n, seed, parts, complete)
    res.notes += notes
    return res


def sweep(game: Any, rule: str, values: Sequence[Any], n: int = 100, *, base: Rules | Mapping[str, Any] | None = None,
          **kw: Any) -> LabResult:
    """``compare`` over one rule taking each of ``values`` (the first value is the baseline the others
    are tested against); ``result.swept`` names the rule and its values."""
    cls = resolve_game(game)
    start = base if isinstance(base, Rules) else cls.Rules().replace(**dict(base or {}))
    if not values:
        raise RulesError("sweep needs at least one value")
    variants = {f"{rule}={v}": start.replace(**{rule: v}) for v in values}
    res = compare(cls, variants, n, **kw)
    res.swept = (rule, list(values))
    return res
