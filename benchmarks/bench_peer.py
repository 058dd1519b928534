"""The peer figure: OpenSpiel's pure-Python Kuhn poker, random play, actions per second on one core.

Runs inside the benchmark venv (benchmarks/.venv-peer, made by `make bench`), never in ours: OpenSpiel is
not a dependency of tabletop_nb. Prints one line ``actions/s: N`` (and details) that bench_all.py reads.

actions = every action applied to a state, chance outcomes (cards dealt) included, as our benchmarks count
dice and draws. Run: benchmarks/.venv-peer/bin/python benchmarks/bench_peer.py [seconds]
"""

from __future__ import annotations

import random
import sys
import time


def play(game, rng: random.Random, n: int) -> int:
    """Random play of ``n`` games (chance by its probabilities); returns the actions applied."""
    actions = 0
    for _ in range(n):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                action = rng.choices(outcomes, probs)[0]
            else:
                action = rng.choice(state.legal_actions())
            state.apply_action(action)
            actions += 1
    return actions


def main(seconds: float = 5.0) -> None:
    import pyspiel
    from open_spiel.python.games import kuhn_poker  # noqa: F401  (registers "python_kuhn_poker")

    game = pyspiel.load_game("python_kuhn_poker")
    rng = random.Random(0)
    games = actions = 0
    clock = 0.0
    while clock < seconds:
        t = time.process_time()
        actions += play(game, rng, 200)
        games += 200
        clock += time.process_time() - t
    print(f"OpenSpiel python_kuhn_poker, random play, one core: {games} games in {clock:.2f} s CPU")
    print(f"games/s: {games / clock:,.0f}")
    print(f"actions/s: {actions / clock:,.0f}  ({actions / games:.1f} actions per game)")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 5.0)
