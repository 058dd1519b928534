"""How long a big save takes to load, beside the bare parse of the same text (one run, side by side).

    PYTHONHASHSEED=0 .venv/bin/python benchmarks/bench_load.py [--rounds 5]

For each game, a save just under the 1 MB limit holding only scenario edits (about 13 k of them, each checked
against the game's invariants when it was made and again when it is replayed) is loaded ``--rounds`` times.
Prints per game: edits, size, the median load time, the median time of ``json.loads`` on the same text, and
their ratio. Issue #32 asks that every save up to that size loads in at most 1 s.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from tabletop_nb.core import load

LIMIT = 960_000  # a little under the save limit (1,000,000 characters)


def games():
    from tabletop_nb.tomorrow import TomorrowGame
    from tabletop_nb.tomorrow2023 import Tomorrow2023Game
    from tabletop_nb.turmoil import TurmoilGame
    from tabletop_nb.wotw import WotWGame

    return {
        "wotw": (lambda: WotWGame(seed=1), lambda g, i: g.edit("journalist", stamina=i % 5)),
        "tomorrow": (lambda: TomorrowGame(seed=1, players=4), lambda g, i: g.edit("player:usa", pc=i % 50)),
        "turmoil": (lambda: TurmoilGame(seed=1, players=["Kim", "Stanley"]),
                    lambda g, i: g.edit("player:Kim", mc=i % 50)),
        "tomorrow2023": (lambda: Tomorrow2023Game(seed=1), lambda g, i: g.edit("credits", rebels=i % 5)),
    }


def big_save(make, edit) -> tuple[str, int]:
    g = make()
    n = 0
    while True:
        for _ in range(500):
            edit(g, n)
            n += 1
        text = g.to_json()
        if len(text) >= LIMIT:
            return text, n


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--only", default=None)
    a = ap.parse_args()
    print(f"{'game':<14}{'edits':>8}{'MB':>7}{'load s':>9}{'json.loads s':>14}{'ratio':>8}")
    for name, (make, edit) in games().items():
        if a.only and name != a.only:
            continue
        text, n = big_save(make, edit)
        loads, parses = [], []
        for _ in range(a.rounds):  # alternating, so drift falls on both
            t = time.perf_counter()
            load(text)
            loads.append(time.perf_counter() - t)
            t = time.perf_counter()
            json.loads(text)
            parses.append(time.perf_counter() - t)
        lm, pm = statistics.median(loads), statistics.median(parses)
        print(f"{name:<14}{n:>8}{len(text) / 1e6:>7.2f}{lm:>9.2f}{pm:>14.3f}{lm / pm:>8.0f}")


if __name__ == "__main__":
    main()
