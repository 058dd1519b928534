"""The War of the Worlds: One More Day: games per second and actions per second on one core.

actions = decisions answered (plays, discards, targets, travel, purchases, choices); generic actions add the
chance outcomes (dice rolled, cards dealt off a shuffled deck), as counting.py counts every game beside the peer's.
Run: .venv/bin/python benchmarks/bench_wotw.py [--games N] [--policy random|survivor] [--story S]
     .venv/bin/python benchmarks/bench_wotw.py --soak 10000   (invariants after every action; the long soak)
"""

from __future__ import annotations

import argparse
import collections
import time

from counting import chance_outcomes
from tabletop_nb.core import RandomPolicy, play_out
from tabletop_nb.wotw import STORIES, WotWGame
from tabletop_nb.wotw.bots import SurvivorPolicy


def _check(g: WotWGame) -> None:
    probs = g.invariants()
    if probs:
        raise AssertionError(f"seed {g.seed} step {len(g.log)}: {probs}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--policy", choices=("random", "survivor"), default="survivor")
    ap.add_argument("--story", choices=STORIES + ("all",), default="all")
    ap.add_argument("--soak", type=int, default=0, help="play this many games checking invariants after every action")
    a = ap.parse_args()
    stories = STORIES if a.story == "all" else (a.story,)
    n = a.soak or a.games
    actions = events = chance = 0
    wall = cpu = 0.0
    wins: collections.Counter[str] = collections.Counter()
    played: collections.Counter[str] = collections.Counter()
    for i in range(n):
        story = stories[i % len(stories)]
        pol = RandomPolicy(i) if a.policy == "random" else SurvivorPolicy(i)
        t0, c0 = time.perf_counter(), time.process_time()
        g = WotWGame(seed=i, story=story)
        play_out(g, pol, after_event=_check if a.soak else None)
        wall += time.perf_counter() - t0
        cpu += time.process_time() - c0
        actions += len(g.actions)
        events += len(g.log)
        chance += chance_outcomes(g)  # (off the clock)
        played[story] += 1
        wins[story] += bool(g.result and g.result["won"])
    dt = min(wall, cpu) if cpu > 0 else wall
    kind = "soak (invariants after every action)" if a.soak else "benchmark"
    print(f"{kind}: {n} games, {a.policy} policy, one core: {wall:.2f} s wall, {cpu:.2f} s CPU")
    print(f"games/s:   {n / dt:,.1f}")
    print(f"actions/s: {actions / dt:,.0f}  ({actions / n:.0f} actions per game)")
    print(f"events/s:  {events / dt:,.0f}  ({events / n:.0f} events per game)")
    print(f"generic actions/s: {(actions + chance) / dt:,.0f}  (decisions and chance outcomes, as counting.py counts)")
    for s in stories:
        print(f"win rate {s:<9} {wins[s] / played[s]:.3f}  ({wins[s]}/{played[s]})")


if __name__ == "__main__":
    main()
