"""Random-policy Turmoil games per second and actions per second, on one core.

actions = decisions answered + dice rolled + cards drawn (project cards and global events).
Run: .venv/bin/python benchmarks/bench_turmoil.py [--games N | --seconds S] [--players 4] [--generations 10]

``--seconds S`` plays seeded games until S seconds of CPU time are spent (as bench_tomorrow.py and the peer's
bench_peer.py do; bench_all.py gives every line the same window); ``--games N`` plays exactly N games.
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
    ap.add_argument("--seconds", type=float, default=None,
                    help="play until this much CPU time is spent (instead of --games)")
    a = ap.parse_args()
    names = [f"P{i}" for i in range(a.players)]
    actions = events = 0
    wall = cpu = 0.0
    seed = 0
    while (cpu < a.seconds) if a.seconds is not None else (seed < a.games):
        t0, c0 = time.perf_counter(), time.process_time()
        g = TurmoilGame(seed=seed, players=names, generations=a.generations)
        play_out(g, RandomPolicy(seed))
        wall += time.perf_counter() - t0
        cpu += time.process_time() - c0
        actions += count_actions(g)  # counted off the clock; the game is then dropped
        events += len(g.log)
        seed += 1
    games = seed
    dt = wall
    print(f"{games} games, {a.players} players, {a.generations} generations, one core: {dt:.2f} s wall, {cpu:.2f} s CPU")
    dt = min(dt, cpu) if cpu > 0 else dt  # CPU time: less disturbed by other processes on a busy machine
    print(f"games/s:   {games / dt:,.0f}")
    print(f"actions/s: {actions / dt:,.0f}  ({actions / games:.0f} actions per game)")
    print(f"events/s:  {events / dt:,.0f}  ({events / games:.0f} events per game, sentences not built)")


if __name__ == "__main__":
    main()
