"""How fast each level of play decides, per game, in one run (#31): the heuristic's and the search's decisions per
second, and whole games per minute with every seat at that level.

    PYTHONHASHSEED=0 python benchmarks/bench_bots.py [--seconds 20] [--games tomorrow,turmoil]

For each registered game: games are played from seed 0 up, every seat at one level (random, heuristic, search at
its default effort), for about ``--seconds`` each (at least one whole game); the line shows games, decisions,
time, decisions per second and games per minute. The three levels run one after the other in the same process,
so their ratios are comparable; figures from another day or machine are not.
"""

from __future__ import annotations

import argparse
import time

from tabletop_nb.core import registered_games
from tabletop_nb.core.search import LEVELS, SEARCH_EFFORT, player


def run(key: str, level: str, seconds: float) -> tuple[int, int, float]:
    cls = registered_games()[key]
    setup = dict(getattr(cls, "CONTRACT_SETUP", {}))
    t0 = time.perf_counter()
    games = decisions = 0
    while games == 0 or time.perf_counter() - t0 < seconds:
        g = cls(seed=games, **setup)
        bots: dict = {}
        while not g.is_over:
            who = g.state.pending.who
            bot = bots.get(who)
            if bot is None:
                bot = bots[who] = player(level, cls, games * 101 + (who if isinstance(who, int) else 0))
            g.play(bot(g))
            decisions += 1
        games += 1
    return games, decisions, time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--games", default=",".join(sorted(registered_games())))
    a = ap.parse_args()
    print(f"search effort: {SEARCH_EFFORT[0]} playouts of at most {SEARCH_EFFORT[1]} actions per decision")
    for key in a.games.split(","):
        for level in LEVELS:
            games, n, dt = run(key, level, a.seconds)
            print(f"{key:13s} {level:9s} {games:5d} games {n:7d} decisions {dt:6.1f} s  "
                  f"{n / dt:9.1f} decisions/s  {games / dt * 60:8.1f} games/min")


if __name__ == "__main__":
    main()
