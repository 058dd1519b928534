"""Our random play and the peer's in one process, in alternating bursts: a ratio that drift cannot bias.

    benchmarks/.venv-peer/bin/python benchmarks/bench_same_process.py [--seconds 3] [--only tomorrow-6]
    (make bench-same)

``make bench`` runs each figure in a process of its own, one after another, and keeps each line's best
round; on this machine the speed drifts by tens of per cent within a minute, so two figures taken seconds
apart can differ by that much whatever the code. Here the peer (OpenSpiel's pure-Python Kuhn poker) and one
of our games take turns in one Python process: a burst of Kuhn games (about as long as one of our games),
then one of our games, and so on. Whatever slows the machine slows both alike. Each line prints both
figures over all its bursts, their ratio, and the median and quartiles of the per-burst ratios.

It runs in the peer's venv (OpenSpiel is never a dependency of ours) with this repository's source on
``sys.path``: the engines need only the standard library. Actions are counted by counting.py's rule, off
the clock. Lines: bench_tomorrow's 6-player games, bench_turmoil's 4-player games, and every registered game
with its contract setup (the generic lines of ``make bench``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from bench_peer import play as kuhn_play  # noqa: E402
from counting import actions as counted  # noqa: E402


def makers() -> dict[str, object]:
    """name -> make(seed): the game of one seed, for each line."""
    from tabletop_nb.core import registered_games
    from tabletop_nb.tomorrow import TomorrowGame, TomorrowRules
    from tabletop_nb.turmoil import TurmoilGame

    no_button = TomorrowRules().replace(big_red_button="off")
    out: dict[str, object] = {
        "tomorrow (bench_tomorrow)": lambda s: TomorrowGame(no_button, players=6, seed=s),
        "turmoil (bench_turmoil)": lambda s: TurmoilGame(seed=s, players=["P0", "P1", "P2", "P3"], generations=10),
    }
    for key, cls in sorted(registered_games().items()):
        if cls.__module__.split(".")[0].startswith("test"):
            continue
        setup = dict(getattr(cls, "CONTRACT_SETUP", {}))
        out[f"{key} (generic)"] = lambda s, cls=cls, setup=setup: cls(seed=s, **setup)
    return out


def line(make, game, rng: random.Random, seconds: float) -> dict:
    from tabletop_nb.core import RandomPolicy, play_out

    for s in range(3):  # warm-up: both sides' code and tables
        play_out(make(10_000 + s), RandomPolicy(s))
    kuhn_play(game, rng, 200)
    ours_a = ours_t = peer_a = peer_t = old_a = 0.0
    ratios = []
    old_ratios = []  # by the count before Tomorrow's turn order tokens were counted (counting.py)
    per_burst = 50  # Kuhn games per burst, adjusted to last about as long as one of our games
    seed = 0
    while ours_t + peer_t < 2 * seconds:
        t = time.process_time()
        g = play_out(make(seed), RandomPolicy(seed))
        dt_ours = time.process_time() - t
        a_ours = counted(g)  # off the clock
        a_old = counted(g, tokens=False)
        del g
        t = time.process_time()
        a_peer = kuhn_play(game, rng, per_burst)
        dt_peer = time.process_time() - t
        if dt_ours > 0 and dt_peer > 0:
            ratios.append((a_ours / dt_ours) / (a_peer / dt_peer))
            old_ratios.append((a_old / dt_ours) / (a_peer / dt_peer))
            per_burst = max(20, min(5000, int(per_burst * dt_ours / dt_peer)))
        ours_a += a_ours
        old_a += a_old
        ours_t += dt_ours
        peer_a += a_peer
        peer_t += dt_peer
        seed += 1
    out = []
    for a, rs in ((ours_a, ratios), (old_a, old_ratios)):
        q = statistics.quantiles(rs, n=4) if len(rs) >= 4 else [min(rs), statistics.median(rs), max(rs)]
        out.append({"ours": a / ours_t, "peer": peer_a / peer_t, "bursts": len(rs), "q1": q[0], "median": q[1],
                    "q3": q[2]})
    return out[0] if old_a == ours_a else {**out[0], "old count": out[1]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0, help="seconds of our play per line (as much of the peer's)")
    ap.add_argument("--only", default="", help="only the lines whose name contains this")
    a = ap.parse_args()
    try:
        import pyspiel
        from open_spiel.python.games import kuhn_poker  # noqa: F401  (registers "python_kuhn_poker")
    except ImportError as e:
        print(f"run this with the peer's python (benchmarks/.venv-peer, made by make bench): {e}", file=sys.stderr)
        return 2
    game = pyspiel.load_game("python_kuhn_poker")
    rng = random.Random(0)
    print(f"one process, alternating bursts, CPU time; {a.seconds:g} s of ours per line and about as much of Kuhn's")
    print(f"{'line':<36} {'ours a/s':>10} {'Kuhn a/s':>10} {'ratio':>7}   per-burst ratio: median (quartiles), bursts")
    for name, make in makers().items():
        if a.only and a.only not in name:
            continue
        r = line(make, game, rng, a.seconds)
        for label, x in ((name, r), (f"{name}, old count", r.get("old count"))):
            if x is not None:
                print(f"{label:<36} {x['ours']:>10,.0f} {x['peer']:>10,.0f} {x['ours'] / x['peer']:>6.2f}x   "
                      f"{x['median']:.2f} ({x['q1']:.2f}-{x['q3']:.2f}), {x['bursts']}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
