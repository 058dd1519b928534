"""One hash over every event and action of N seeded random games: shows two versions of the code play the same games.

    PYTHONHASHSEED=0 PYTHONPATH=<tree> python benchmarks/loghash.py tomorrow 10000
    PYTHONHASHSEED=0 PYTHONPATH=<tree> python benchmarks/loghash.py tomorrow-6 300   # bench_tomorrow's games

Prints the game, the games and events hashed, the hash (sha256 of each event's kind, who and data, and of the
actions) and the package it imported, so that a run against another tree says which code it ran. Equal hashes
for a speed change mean its games are event for event those of the code before it; for a soak run on an
earlier commit they mean the soak's games are the final code's too.
"""

from __future__ import annotations

import hashlib
import json
import sys
from typing import Callable

import tabletop_nb
from tabletop_nb.core import Game, RandomPolicy, play_out, registered_games


def maker(key: str) -> Callable[[int], Game]:
    """The game of a seed: a registered game with its contract setup, or a benchmark's games (as instructions.py)."""
    if key == "tomorrow-6":  # bench_tomorrow.py's games
        from tabletop_nb.tomorrow import TomorrowGame, TomorrowRules
        variant = TomorrowRules().replace(big_red_button="off")
        return lambda s: TomorrowGame(variant, players=6, seed=s)
    if key == "turmoil-4":  # bench_turmoil.py's games
        from tabletop_nb.turmoil import TurmoilGame
        return lambda s: TurmoilGame(seed=s, players=["P0", "P1", "P2", "P3"], generations=10)
    cls = registered_games()[key]
    setup = dict(getattr(cls, "CONTRACT_SETUP", {}))
    return lambda s: cls(seed=s, **setup)


def _as_json(value: object) -> object:
    """What json cannot write itself: a Decision as the list of its fields (the list json wrote when Decision
    was a NamedTuple, so hashes stay comparable across that change), anything else by its repr."""
    fields = getattr(value, "as_tuple", None)
    return list(fields()) if callable(fields) else repr(value)


def main(key: str, n: int) -> None:
    make = maker(key)
    h = hashlib.sha256()
    events = 0
    for seed in range(n):
        g = make(seed)
        play_out(g, RandomPolicy(seed), max_actions=100_000)
        for e in g.log:
            h.update(json.dumps(e.to_dict(), sort_keys=True, default=_as_json).encode())
        h.update(repr(g.actions).encode())
        events += len(g.log)
    print(f"{key}: {n} games, {events:,} events, hash {h.hexdigest()[:16]} ({tabletop_nb.__file__})")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1000)
