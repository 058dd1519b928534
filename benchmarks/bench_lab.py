"""Playtest lab benchmark: 2 variants x N six-player Tomorrow games, all figures from one run.

    PYTHONPATH=$PWD PYTHONHASHSEED=0 python benchmarks/bench_lab.py          # N = 5000
    PYTHONPATH=$PWD PYTHONHASHSEED=0 python benchmarks/bench_lab.py 1000     # a quicker look

Prints, measured back to back in this process:
- play only: the same games built and played with the random policy, nothing recorded (1 process);
- lab, 1 worker: compare() inline with metrics, card telemetry and a progress bar;
  the lab's cost = lab / play - 1 (the target is <= 10 %);
- lab, 2 workers: compare() on a 2-process pool (started before the clock; its start-up is
  printed apart), the speed-up over 1 worker (target >= 1.8x) and the wall time (target <= 10 s);
- core.simulate on the same 2-process pool, for comparison;
- the machine load (``os.getloadavg``) before and after: other work on the cores skews every figure.
"""

from __future__ import annotations

import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from tabletop_nb.core import RandomPolicy, play_out, simulate
from tabletop_nb.lab import compare
from tabletop_nb.tomorrow import TomorrowGame, TomorrowRules

VARIANTS = {"rulebook": TomorrowRules(), "attacker pays": TomorrowRules().replace(terror_pc="attacker")}
METRICS = ["life", "death"]


def make6(rules: TomorrowRules, seed: int) -> TomorrowGame:
    return TomorrowGame(rules, players=6, seed=seed)


def _warm(seed: int) -> int:
    g = TomorrowGame(players=6, seed=seed)
    play_out(g, RandomPolicy(seed))
    return len(g.actions)


def play_only(n: int) -> float:
    t = time.perf_counter()
    for rules in VARIANTS.values():
        for s in range(n):
            g = TomorrowGame(rules, players=6, seed=s)
            play_out(g, RandomPolicy(s))
    return time.perf_counter() - t


def main(n: int) -> None:
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; cpus: {os.cpu_count()}")
    _warm(0)
    t_play = play_only(n)
    print(f"play only, 1 process: {2 * n} games in {t_play:.2f} s ({2 * n / t_play:.0f} games/s)")

    t = time.perf_counter()
    one = compare("tomorrow", VARIANTS, n, seats=6, metrics=METRICS, workers=1, progress=True)
    t_one = time.perf_counter() - t
    print(f"lab, 1 worker (metrics, card telemetry, bar): {t_one:.2f} s; lab cost over play: "
          f"{100 * (t_one / t_play - 1):+.1f} %")

    t = time.perf_counter()
    pool = ProcessPoolExecutor(max_workers=2)
    list(pool.map(_warm, range(4)))  # start both workers and import the engine there
    t_start = time.perf_counter() - t
    try:
        t = time.perf_counter()
        two = compare("tomorrow", VARIANTS, n, seats=6, metrics=METRICS, executor=pool, progress=True)
        t_two = time.perf_counter() - t
        same = one.games.equals(two.games) and one.card_counts.equals(two.card_counts)
        print(f"lab, 2 workers: {t_two:.2f} s (pool start-up {t_start:.2f} s apart); speed-up over 1 worker "
              f"{t_one / t_two:.2f}x; same games and telemetry as 1 worker: {same}")
        t = time.perf_counter()
        simulate(make6, n, variants=VARIANTS, executor=pool)
        t_sim = time.perf_counter() - t
        print(f"core.simulate, 2 workers, no metrics/bar: {t_sim:.2f} s ({t_play / t_sim:.2f}x the play-only loop)")
    finally:
        pool.shutdown()
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(two.summary().splitlines()[0])


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5000)
