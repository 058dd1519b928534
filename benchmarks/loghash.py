"""One hash over every event and action of N seeded random games: shows two versions of the code play the same games.

    PYTHONHASHSEED=0 PYTHONPATH=<tree> python benchmarks/loghash.py tomorrow 10000

Prints the game, the games and events hashed, the hash (sha256 of each event's kind, who and data, and of the
actions) and the package it imported, so that a run against another tree says which code it ran. Equal hashes
for a speed change mean its games are event for event those of the code before it; for a soak run on an
earlier commit they mean the soak's games are the final code's too.
"""

from __future__ import annotations

import hashlib
import json
import sys

import tabletop_nb
from tabletop_nb.core import RandomPolicy, play_out, registered_games


def main(key: str, n: int) -> None:
    cls = registered_games()[key]
    setup = dict(getattr(cls, "CONTRACT_SETUP", {}))
    h = hashlib.sha256()
    events = 0
    for seed in range(n):
        g = cls(seed=seed, **setup)
        play_out(g, RandomPolicy(seed), max_actions=100_000)
        for e in g.log:
            h.update(json.dumps(e.to_dict(), sort_keys=True, default=repr).encode())
        h.update(repr(g.actions).encode())
        events += len(g.log)
    print(f"{key}: {n} games, {events:,} events, hash {h.hexdigest()[:16]} ({tabletop_nb.__file__})")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1000)
