"""Random-policy Turmoil games per second and actions per second, on one core.

actions = decisions answered + dice rolled + cards drawn (project cards and global events).
Run: .venv/bin/python benchmarks/bench_turmoil.py [--games N] [--players 4] [--generations 10]
"""

from __future__ import annotations

import argparse
import time

from counting import actions as counted_actions
from tabletop_nb.core import RandomPolicy, play_out
from tabletop_nb.turmoil import TurmoilGame


def count_actions(g) -> int:
    return counted_actions(g)  # counting.py: decisions + dice + cards dealt off a shuffled deck


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--generations", type=int, default=10)
    a = ap.parse_args()
    names = [f"P{i}" for i in range(a.players)]
    actions = events = 0
    wall = cpu = 0.0
    for seed in range(a.games):
        t0, c0 = time.perf_counter(), time.process_time()
        g = TurmoilGame(seed=seed, players=names, generations=a.generations)
        play_out(g, RandomPolicy(seed))
        wall += time.perf_counter() - t0
        cpu += time.process_time() - c0
        actions += count_actions(g)  # counted off the clock; the game is then dropped
        events += len(g.log)
    dt = wall
    print(f"{a.games} games, {a.players} players, {a.generations} generations, one core: {dt:.2f} s wall, {cpu:.2f} s CPU")
    dt = min(dt, cpu) if cpu > 0 else dt  # CPU time: less disturbed by other processes on a busy machine
    print(f"games/s:   {a.games / dt:,.0f}")
    print(f"actions/s: {actions / dt:,.0f}  ({actions / a.games:.0f} actions per game)")
    print(f"events/s:  {events / dt:,.0f}  ({events / a.games:.0f} events per game, sentences not built)")


if __name__ == "__main__":
    main()
