"""Tomorrow random-play soak: 1,000 seeded games each at 4, 5 and 6 players.

After every event (replayed one at a time) the invariants hold: the 100 pawns are accounted
for, control/nuke markers and bio cards are conserved and never negative, one-use cards are
gone after use, Political Capital and pawns change only through their events. Every final
state is saved to JSON and loaded back equal. Measured: about 20 s of CPU (35 s wall on a
busy 2-core machine); ``benchmarks/bench_tomorrow.py soak N`` runs any count.
"""

from __future__ import annotations

import os

import pytest

from tabletop_nb.core import RandomPolicy, play_out
from tabletop_nb.tomorrow import TomorrowGame, TomorrowRules
from tabletop_nb.tomorrow.invariants import check_log

# The rulebook, without the Big Red Button, and without the Doomsday Virus from a longer track.
VARIANTS = (TomorrowRules(), TomorrowRules().replace(big_red_button="off"),
            TomorrowRules().replace(big_red_button="off", doomsday_virus="off", track_start=100))

GAMES = int(os.environ.get("TOMORROW_SOAK_GAMES", "1000"))


@pytest.mark.slow
@pytest.mark.parametrize("players", [4, 5, 6])
def test_random_play_soak(players):
    for seed in range(GAMES):
        g = TomorrowGame(VARIANTS[seed % 3], players=players, seed=seed)
        play_out(g, RandomPolicy(seed))
        assert g.is_over and g.actions
        assert check_log(g) == len(g.log)  # the invariants held after every event
        assert TomorrowGame.from_json(g.to_json()).state == g.state, f"{players} players, seed {seed}: save differs"
