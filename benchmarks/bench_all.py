"""Our speed beside a peer's, in one run: random-play actions per second on one core.

    python benchmarks/bench_all.py [--peer benchmarks/.venv-peer/bin/python] [--seconds 1.5] [--rounds 5]
    (make bench)

In rounds, each round every figure once: OpenSpiel's pure-Python Kuhn poker (bench_peer.py, in its own venv:
OpenSpiel is never a dependency of ours), bench_turmoil.py, bench_tomorrow.py and a generic random-play figure
for every registered game. Prints each line's best round, its ratio to the peer's best, and the ratio within
each round (the peer's figure of that same round).

Generic actions = decisions answered + chance outcomes (dice rolled, cards dealt off a shuffled deck, Tomorrow's
turn order tokens turned over), the peer's own rule: see counting.py. Tomorrow's lines are printed twice: by
that count, and by the count before the tokens were counted ("old count").
"""

from __future__ import annotations

import argparse
import pathlib
import re
import statistics
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent


def run(cmd: list[str], timeout: float = 900) -> str:
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=HERE.parent)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{done.stderr[-1500:]}")
    return done.stdout


def actions_per_second(text: str) -> float:
    m = re.search(r"([\d,]+) actions/s", text) or re.search(r"actions/s:\s*([\d,]+)", text)
    if m is None:
        raise RuntimeError(f"no actions/s figure in:\n{text}")
    return float(m.group(1).replace(",", ""))


OLD_COUNT = re.compile(r"([\d,]+) old-count actions/s")


def generic(seconds: float, seed0: int = 0, quiet: bool = False) -> dict[str, float]:
    """Random play of every registered game, default setup: actions per second of CPU time (and, for a game
    whose count changed, by the old count: ``<key>, old count``)."""
    sys.path.insert(0, str(HERE.parent))
    from counting import actions as count_actions
    from tabletop_nb.core import RandomPolicy, play_out, registered_games

    out = {}
    for key, cls in sorted(registered_games().items()):
        if cls.__module__.split(".")[0].startswith("test"):
            continue
        setup = dict(getattr(cls, "CONTRACT_SETUP", {}))
        actions = old = 0
        clock = 0.0
        seed = seed0
        while clock < seconds:
            t = time.process_time()
            g = cls(seed=seed, **setup)
            play_out(g, RandomPolicy(seed))
            clock += time.process_time() - t
            actions += count_actions(g)  # off the clock
            old += count_actions(g, tokens=False)
            seed += 1
        out[key] = actions / clock
        if old != actions:
            out[f"{key}, old count"] = old / clock
        if not quiet:
            print(f"  {key}: {seed - seed0} games, {actions / clock:,.0f} actions/s", flush=True)
    return out


def one_round(py: str, peer: str | None, seconds: float, k: int) -> dict[str, float]:
    """Every figure once, the peer's first: one round of the interleaved comparison."""
    got: dict[str, float] = {}
    if peer:
        got[PEER] = actions_per_second(run([peer, str(HERE / "bench_peer.py"), str(seconds)]))
    # the same window as every other line (it was 25 games a second asked: about 50 ms of play, most of it the
    # process's first games, which load the card files and fill the shared records)
    got["turmoil (bench_turmoil)"] = actions_per_second(
        run([py, str(HERE / "bench_turmoil.py"), "--seconds", str(seconds)]))
    text = run([py, str(HERE / "bench_tomorrow.py"), str(seconds)])
    got["tomorrow (bench_tomorrow)"] = actions_per_second(text)
    old = OLD_COUNT.search(text)
    if old:
        got["tomorrow (bench_tomorrow), old count"] = float(old.group(1).replace(",", ""))
    for key, v in generic(seconds, seed0=1000 * k, quiet=True).items():
        game, _, old_count = key.partition(", ")  # "tomorrow, old count" -> "tomorrow (generic), old count"
        got[f"{game} (generic)" + (f", {old_count}" if old_count else "")] = v
    return got


PEER = "OpenSpiel python_kuhn_poker"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--peer", default=str(HERE / ".venv-peer" / "bin" / "python"),
                    help="the python of the venv with open_spiel")
    ap.add_argument("--seconds", type=float, default=1.5, help="seconds of play per figure and round")
    ap.add_argument("--rounds", type=int, default=5, help="rounds: every figure once per round, the peer's too")
    a = ap.parse_args()
    py = sys.executable
    peer: str | None = a.peer
    if not pathlib.Path(a.peer).exists():
        print("peer not available: the venv is missing (make bench creates it with pip install open_spiel)")
        peer = None
    else:
        try:
            print("  " + run([a.peer, str(HERE / "bench_peer.py"), "0.2"]).strip().splitlines()[0])
        except RuntimeError as e:
            print(f"peer not available: {e}")
            peer = None
    # This machine's speed drifts by tens of per cent within a minute: the figures are taken in rounds, each
    # round every figure once (the peer's too), and each line keeps its best round.
    rounds: list[dict[str, float]] = []
    for k in range(a.rounds):
        rounds.append(one_round(py, peer, a.seconds, k))
        ratio = f", ours/peer {rounds[-1]['tomorrow (generic)'] / rounds[-1][PEER]:.2f} (tomorrow generic)" if peer else ""
        print(f"round {k + 1}/{a.rounds} done{ratio}", flush=True)
    names = list(rounds[0])
    best = {n: max(r[n] for r in rounds) for n in names}
    ref = best.get(PEER)
    print()
    print(f"random play, one core, best of {a.rounds} rounds   {'actions/s':>10} {'vs Kuhn':>8} "
          f"{'per round vs that round':>24}")
    for n in names:
        if n == PEER:
            continue
        ratio = f"{best[n] / ref:.2f}x" if ref else "n/a"
        within = [r[n] / r[PEER] for r in rounds] if ref else []
        each = " ".join(f"{x:.2f}" for x in within)
        # the median of the rounds' own ratios: a spell that slows one side in one round moves it least
        median = f"  (median {statistics.median(within):.2f})" if within else ""
        print(f"{n:<38} {best[n]:>10,.0f} {ratio:>8}   {each}{median}")
    if ref:
        print(f"{PEER:<38} {ref:>10,.0f} {'1.00x':>8}")


if __name__ == "__main__":
    main()
