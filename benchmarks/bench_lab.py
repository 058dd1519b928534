"""Playtest lab benchmark: 2 variants x N six-player Tomorrow games, all figures from one run.

    PYTHONPATH=$PWD PYTHONHASHSEED=0 python benchmarks/bench_lab.py          # N = 5000
    PYTHONPATH=$PWD PYTHONHASHSEED=0 python benchmarks/bench_lab.py 1000     # a quicker look
    PYTHONPATH=$PWD PYTHONHASHSEED=0 python benchmarks/bench_lab.py 5000 3   # each figure the best of 3 runs

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


def play_only(n: int) -> tuple[float, float]:
    """(wall, CPU) seconds of the bare loop."""
    t, c = time.perf_counter(), time.process_time()
    for rules in VARIANTS.values():
        for s in range(n):
            g = TomorrowGame(rules, players=6, seed=s)
            play_out(g, RandomPolicy(s))
    return time.perf_counter() - t, time.process_time() - c


def interleaved_cost(n: int, chunk: int = 50) -> tuple[float, float, float, float]:
    """The lab's own cost measured so that other work on the machine hits every side alike: the bare
    loop and the lab's batch function (with the metrics; with and without card telemetry) take
    turns every ``chunk`` games, in a shuffled order (CPU time of each); then the per-run work (the
    result tables, the summary, the bar) is timed on the rows those batches made.
    Returns CPU seconds: (bare, lab without card telemetry, lab with it, per-run work)."""
    import random

    from tqdm.auto import tqdm

    from tabletop_nb.lab.play import Plan, play_batch
    from tabletop_nb.lab.result import LabResult

    metrics = tuple((m, m) for m in METRICS)
    plain = Plan(TomorrowGame, {"players": 6}, "random", metrics, None, False)
    cards = Plan(TomorrowGame, {"players": 6}, "random", metrics, None, True)
    acc = {"bare": 0.0, "plain": 0.0, "cards": 0.0}
    parts = []
    rng = random.Random(0)
    for name, rules in VARIANTS.items():
        for start in range(0, n, chunk):
            seeds = range(start, min(n, start + chunk))
            order = list(acc)
            rng.shuffle(order)
            for k in order:
                c = time.process_time()
                if k == "bare":
                    for s in seeds:
                        g = TomorrowGame(rules, players=6, seed=s)
                        play_out(g, RandomPolicy(s))
                elif k == "plain":
                    play_batch((plain, name, rules, seeds))
                else:
                    parts.append(play_batch((cards, name, rules, seeds)))
                acc[k] += time.process_time() - c
    c = time.process_time()
    bar = tqdm(total=2 * n, leave=False)
    for part in parts:
        bar.update(part["games"])
    bar.close()
    LabResult.build(TomorrowGame, dict(VARIANTS), cards, n, 0, parts, True).summary()
    fixed = time.process_time() - c
    return acc["bare"], acc["plain"], acc["cards"], fixed


def best(runs: list[tuple[float, float]]) -> tuple[float, float]:
    return min(r[0] for r in runs), min(r[1] for r in runs)


def lab_one(n: int) -> tuple[float, float, object]:
    t, c = time.perf_counter(), time.process_time()
    res = compare("tomorrow", VARIANTS, n, seats=6, metrics=METRICS, workers=1, progress=True)
    return time.perf_counter() - t, time.process_time() - c, res


def main(n: int, repeat: int = 1) -> None:
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; cpus: {os.cpu_count()}; "
          f"each figure the best of {repeat}")
    _warm(0)
    plays, labs = [], []
    for _ in range(repeat):  # interleaved, so a burst of other work hits both alike
        plays.append(play_only(n))
        t1, c1, one = lab_one(n)
        labs.append((t1, c1))
    t_play, c_play = best(plays)
    t_one, c_one = best(labs)
    print(f"play only, 1 process: {2 * n} games in {t_play:.2f} s wall, {c_play:.2f} s CPU "
          f"({2 * n / t_play:.0f} games/s wall)")

    print(f"lab, 1 worker (metrics, card telemetry, bar): {t_one:.2f} s wall, {c_one:.2f} s CPU; lab cost over play: "
          f"{100 * (t_one / t_play - 1):+.1f} % wall, {100 * (c_one / c_play - 1):+.1f} % CPU (CPU time is what "
          "other work on the cores disturbs least)")

    bare, plain, cards, fixed = interleaved_cost(n)
    print(f"lab cost, interleaved every 50 games (CPU): play {bare:.2f} s; with the metrics and the bar "
          f"{100 * ((plain + fixed) / bare - 1):+.1f} %; with card telemetry too {100 * ((cards + fixed) / bare - 1):+.1f} % "
          f"(per-run tables, summary and bar: {fixed:.2f} s)")

    t = time.perf_counter()
    pool = ProcessPoolExecutor(max_workers=2)
    import resource
    list(pool.map(_warm, range(4)))  # start both workers and import the engine there
    t_start = time.perf_counter() - t
    try:
        runs = []
        for _ in range(repeat):
            t = time.perf_counter()
            two = compare("tomorrow", VARIANTS, n, seats=6, metrics=METRICS, executor=pool, progress=True)
            runs.append(time.perf_counter() - t)
        t_two = min(runs)
        same = one.games.equals(two.games) and one.card_counts.equals(two.card_counts)  # type: ignore[attr-defined]
        print(f"lab, 2 workers: {t_two:.2f} s (pool start-up {t_start:.2f} s apart); speed-up over 1 worker "
              f"{t_one / t_two:.2f}x; same games and telemetry as 1 worker: {same}")
        t = time.perf_counter()
        simulate(make6, n, variants=VARIANTS, executor=pool)
        t_sim = time.perf_counter() - t
        print(f"core.simulate, 2 workers, no metrics/bar: {t_sim:.2f} s ({t_play / t_sim:.2f}x the play-only loop)")
    finally:
        pool.shutdown()
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"CPU used by the 2 workers (lab + simulate + warm-up): {kids.ru_utime + kids.ru_stime:.2f} s")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(two.summary().splitlines()[0])


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5000, int(sys.argv[2]) if len(sys.argv) > 2 else 1)
