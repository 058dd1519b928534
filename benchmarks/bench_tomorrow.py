"""Tomorrow benchmarks: random-policy speed, and the full soak (1,000 games at 4, 5 and 6 players).

    python benchmarks/bench_tomorrow.py            # speed: 6-player games/s and actions/s on one core
    python benchmarks/bench_tomorrow.py cpu 80     # the same fixed games (seeds 0..79), best CPU time of 5 runs
    python benchmarks/bench_tomorrow.py soak 1000  # soak with per-event invariants and JSON round trips

On a shared machine compare two versions with ``cpu``, back to back and several times, running this same
file against each tree (it uses the public API only):
``PYTHONPATH=<old tree> python benchmarks/bench_tomorrow.py cpu 80``, then ``PYTHONPATH=<new tree> ...``.

Actions = decisions answered + dice rolled + cards drawn (Happenings revealed, bio cards dealt) + turn order
tokens turned over (counting.py; the figure without the tokens, the count before 2026-12-03, is printed too).
"""

from __future__ import annotations

import sys
import time

from counting import actions as counted_actions
from tabletop_nb.core import RandomPolicy, play_out
from tabletop_nb.tomorrow import TomorrowGame, TomorrowRules
from tabletop_nb.tomorrow.invariants import check_log

VARIANTS = (TomorrowRules(), TomorrowRules().replace(big_red_button="off"),
            TomorrowRules().replace(big_red_button="off", doomsday_virus="off", track_start=100))


def count_actions(g, tokens: bool = True) -> int:
    # counting.py: decisions + dice + cards dealt off a shuffled deck + turn order tokens turned over
    # (tokens=False: the count before the tokens were counted)
    return counted_actions(g, tokens)


def soak_game(players: int, seed: int) -> tuple[int, int]:
    g = TomorrowGame(VARIANTS[seed % 3], players=players, seed=seed)
    play_out(g, RandomPolicy(seed))
    events = check_log(g)
    h = TomorrowGame.from_json(g.to_json())
    assert h.state == g.state, f"JSON round trip differs ({players} players, seed {seed})"
    return events, len(g.actions)


def soak(n: int) -> None:
    t = time.perf_counter()
    events = acts = 0
    for players in (4, 5, 6):
        for seed in range(n):
            e, a = soak_game(players, seed)
            events += e
            acts += a
    dt = time.perf_counter() - t
    print(f"soak: {3 * n} games ({n} each at 4, 5, 6 players), {events} events checked, {acts} decisions, {dt:.1f} s")


def speed(seconds: float = 10.0) -> None:
    games = actions = decisions = old_count = 0
    variant = TomorrowRules().replace(big_red_button="off")  # whole games, not ended by the button
    clock = 0.0  # CPU time spent building and playing games only (as the peer's figure is taken)
    seed = 0
    while clock < seconds:
        t = time.process_time()
        g = TomorrowGame(variant, players=6, seed=seed)
        play_out(g, RandomPolicy(seed))
        clock += time.process_time() - t
        games += 1
        decisions += len(g.actions)  # counted off the clock; the game is then dropped
        actions += count_actions(g)
        old_count += count_actions(g, tokens=False)
        seed += 1
    dt = clock
    print(f"6 players, random policy, big_red_button='off': {games / dt:.1f} games/s, {actions / dt:,.0f} actions/s "
          f"({decisions / dt:,.0f} decisions/s; {actions / games:.0f} actions a game; "
          f"{old_count / dt:,.0f} old-count actions/s, the turn order tokens not counted)")


def cpu(n: int = 80, runs: int = 5) -> None:
    """The same n seeded 6-player games each run; the best CPU time (other processes matter less)."""
    variant = TomorrowRules().replace(big_red_button="off")
    best = float("inf")
    actions = 0
    for _ in range(runs):
        t = time.process_time()
        games = [play_out(TomorrowGame(variant, players=6, seed=seed), RandomPolicy(seed)) for seed in range(n)]
        best = min(best, time.process_time() - t)
        actions = sum(count_actions(g) for g in games)
    print(f"{n} games (6 players, seeds 0..{n - 1}): best CPU {best:.3f} s of {runs} runs, {n / best:.1f} games/s, "
          f"{actions / best:,.0f} actions/s")


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "cpu":
        cpu(int(sys.argv[2]) if len(sys.argv) > 2 else 80)
    elif len(sys.argv) > 1 and sys.argv[1] == "soak":
        soak(int(sys.argv[2]) if len(sys.argv) > 2 else 1000)
    else:
        speed(float(sys.argv[1]) if len(sys.argv) > 1 else 10.0)
