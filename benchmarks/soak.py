"""Soak: N seeded random games of every registered game, ``game.invariants()`` checked after every event.

    python benchmarks/soak.py                 # 10,000 games per game (make soak)
    python benchmarks/soak.py --games 200     # a quick one
    python benchmarks/soak.py --game tomorrow --games 1000 --jobs 2

Each game is played to its end by RandomPolicy(seed); then its log is replayed event by event into a
fresh state (as ``at(k)`` rebuilds it) and the game's invariants are asked after each event. Prints games,
events, seconds and violations (the first few with game, seed and step), and exits 1 if there were any.
A game is built as the contract test builds it: ``cls(seed=s, **cls.CONTRACT_SETUP)``.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from tabletop_nb.core import Game, RandomPolicy, TabletopError, play_out, registered_games

MAX_ACTIONS = 100_000  # a random game that runs longer than this is a violation of its own


def games() -> dict[str, type[Game]]:
    return {k: c for k, c in sorted(registered_games().items())
            if not c.__module__.split(".")[0].startswith(("test", "conftest"))}


def soak_one(job: tuple[str, int]) -> tuple[int, list[str]]:
    """Play one game; return (events checked, violations in words)."""
    key, seed = job
    cls = games()[key]
    try:
        g = cls(seed=seed, **dict(getattr(cls, "CONTRACT_SETUP", {})))
        play_out(g, RandomPolicy(seed), max_actions=MAX_ACTIONS)
    except TabletopError as e:
        return 0, [f"{key} seed {seed}: the game stopped: {type(e).__name__}: {e}"]
    except Exception as e:  # a crash is a violation too, with its type
        return 0, [f"{key} seed {seed}: the game crashed: {type(e).__name__}: {e}"]
    problems: list[str] = []
    shadow = g.copy()  # the game's own invariants, asked of each intermediate state
    state = g.blank_state()
    shadow.state = state
    starts = {m for a, m in zip(g.actions, g._marks) if type(a).__name__ != "Edit"}
    marks = set(g._marks) | {len(g.log)}
    for i, ev in enumerate(g.log):
        if i in starts:
            state.pending = None  # play() clears the decision it answers (as at(k) does)
        ev.type.apply(state, ev)
        try:
            # Between two events of one action the game may leave out what holds only once the
            # action is done (settled=False); after an action's last event, everything is asked.
            found = shadow.invariants(settled=i + 1 in marks)
        except Exception as e:
            found = [f"invariants() raised {type(e).__name__}: {e}"]
        for p in found:
            problems.append(f"{key} seed {seed} step {i + 1} ({ev.kind}): {p}")
        if len(problems) > 20:
            break
    if state.to_dict() != g.state.to_dict():
        problems.append(f"{key} seed {seed}: the log replayed event by event gives another state")
    return len(g.log), problems


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10_000, help="games per registered game")
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    ap.add_argument("--seed", type=int, default=0, help="first seed")
    ap.add_argument("--jobs", type=int, default=1, help="processes")
    a = ap.parse_args(argv)
    keys = a.game or list(games())
    total_violations = 0
    for key in keys:
        if key not in games():
            print(f"{key}: not a registered game ({', '.join(games())})")
            return 2
        t = time.perf_counter()
        jobs = [(key, a.seed + i) for i in range(a.games)]
        events = 0
        violations: list[str] = []
        if a.jobs > 1:
            with ProcessPoolExecutor(a.jobs) as ex:
                results: Any = list(ex.map(soak_one, jobs, chunksize=max(1, len(jobs) // (8 * a.jobs))))
        else:
            results = map(soak_one, jobs)
        for n, problems in results:
            events += n
            violations.extend(problems)
        dt = time.perf_counter() - t
        total_violations += len(violations)
        print(f"{key}: {a.games} games, {events:,} events, {dt:.1f} s, {len(violations)} violations")
        for v in violations[:10]:
            print(f"  {v}")
    return 1 if total_violations else 0


if __name__ == "__main__":
    sys.exit(main())
