"""Tomorrow random-play soak: 1,000 seeded games each at 4, 5 and 6 players.

After every event (replayed one at a time) the invariants hold: the 100 pawns are accounted
for, control/nuke markers and bio cards are conserved and never negative, one-use cards are
gone after use, Political Capital and pawns change only through their events. Every final
state is saved to JSON and loaded back equal. Measured: about 20 s of CPU (35 s wall on a
busy 2-core machine); ``benchmarks/bench_tomorrow.py soak N`` runs any count.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from bench_tomorrow import soak_game  # noqa: E402

GAMES = int(os.environ.get("TOMORROW_SOAK_GAMES", "1000"))


@pytest.mark.slow
@pytest.mark.parametrize("players", [4, 5, 6])
def test_random_play_soak(players):
    outcomes = 0
    for seed in range(GAMES):
        events, decisions = soak_game(players, seed)
        assert events > 0 and decisions > 0
        outcomes += 1
    assert outcomes == GAMES
