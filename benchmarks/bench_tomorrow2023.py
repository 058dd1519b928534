"""Tomorrow (2023) benchmarks: speed on one core, and the 10,000-game soak.

    python benchmarks/bench_tomorrow2023.py              # speed: games/s and actions/s (random, then heuristic)
    python benchmarks/bench_tomorrow2023.py soak 10000   # soak: invariants after every action, saves reloaded

Decisions = every player's choice (a turn action, a reaction, a discard, a choice); actions = decisions + the
cards drawn off the shuffled decks (counting.py: the rule the figure beside OpenSpiel's uses).
The soak checks the structural invariants after every action, what each seat sees (no hidden card named)
every 10th action and at the end, and that the save reloads to an equal state.
"""

from __future__ import annotations

import sys
import time

from counting import actions as counted_actions
from tabletop_nb.core import Game, RandomPolicy, play_out
from tabletop_nb.tomorrow2023 import HeuristicPolicy, Tomorrow2023Game, Tomorrow2023Rules
from tabletop_nb.tomorrow2023.invariants import hidden_leaks, problems

RULINGS = [{}, {"influence_counts": "banked"}, {"reaction_cost": "free", "reaction_action": "next_turn"},
           {"start_order": "play_order", "new_card_acts": "next_turn"},
           {"empty_supply": "unlimited", "reaction_prompt": "always", "new_card_acts": "auto_on_entry"}]


def speed(seconds: float = 10.0) -> None:
    for name in ("random", "heuristic"):
        games = decisions = actions = 0
        clock = 0.0  # CPU time spent building and playing games only
        seed = 0
        while clock < seconds:
            t = time.process_time()
            g = Tomorrow2023Game(seed=seed)
            pol = RandomPolicy(seed) if name == "random" else [HeuristicPolicy(seed), HeuristicPolicy(seed + 1)]
            play_out(g, pol)
            clock += time.process_time() - t
            games += 1
            decisions += len(g.actions)
            actions += counted_actions(g)
            seed += 1
        print(f"{name} players, default rules: {games / clock:.1f} games/s, {actions / clock:,.0f} actions/s, "
              f"{decisions / clock:,.0f} decisions/s ({decisions / games:.0f} decisions a game, {games} games)")


def soak(n: int) -> None:
    t = time.perf_counter()
    acts = checks = 0
    wins = {"rebels": 0, "government": 0}
    for seed in range(n):
        rules = Tomorrow2023Rules().replace(**RULINGS[seed % len(RULINGS)])
        g = Tomorrow2023Game(rules, seed=seed, language="fr" if seed % 2 else "en")
        pol = RandomPolicy(seed) if seed % 4 else [HeuristicPolicy(seed), HeuristicPolicy(seed + 1)]

        def after(game: Game, seed: int = seed) -> None:
            nonlocal checks
            checks += 1
            bad = problems(game, leaks=len(game.actions) % 10 == 0)  # type: ignore[arg-type]
            assert not bad, f"seed {seed}, action {len(game.actions)}: {bad}"

        play_out(g, pol, max_actions=50_000, after_event=after)
        for seat in (0, 1):
            bad = hidden_leaks(g, seat, story=True)
            assert not bad, f"seed {seed}: {bad}"
        h = Game.from_json(g.to_json())
        assert h.state == g.state, f"seed {seed}: the save reloads differently"
        acts += len(g.actions)
        wins[g.result["winner"]] += 1
    dt = time.perf_counter() - t
    print(f"soak: {n} games, {acts} actions, invariants checked {checks} times, {dt:.1f} s; wins {wins}")


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "soak":
        soak(int(sys.argv[2]) if len(sys.argv) > 2 else 10_000)
    else:
        speed(float(sys.argv[1]) if len(sys.argv) > 1 else 10.0)
