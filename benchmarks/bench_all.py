"""Our speed beside a peer's, in one run: random-play actions per second on one core.

    python benchmarks/bench_all.py [--peer benchmarks/.venv-peer/bin/python] [--seconds 5]   (make bench)

Runs, back to back: bench_turmoil.py and bench_tomorrow.py (their own counts), a generic random-play
figure for every registered game, and OpenSpiel's pure-Python Kuhn poker (bench_peer.py, in its own
venv: OpenSpiel is never a dependency of ours). Prints each figure and its ratio to the peer's.

Generic actions = decisions answered + chance outcomes (dice rolled, cards dealt off a shuffled deck), the
peer's own rule: see counting.py.
"""

from __future__ import annotations

import argparse
import pathlib
import re
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


def generic(seconds: float) -> dict[str, float]:
    """Random play of every registered game, default setup: actions per second of CPU time."""
    sys.path.insert(0, str(HERE.parent))
    from counting import actions as count_actions
    from tabletop_nb.core import RandomPolicy, play_out, registered_games

    out = {}
    for key, cls in sorted(registered_games().items()):
        if cls.__module__.split(".")[0].startswith("test"):
            continue
        setup = dict(getattr(cls, "CONTRACT_SETUP", {}))
        actions = 0
        clock = 0.0
        seed = 0
        while clock < seconds:
            t = time.process_time()
            g = cls(seed=seed, **setup)
            play_out(g, RandomPolicy(seed))
            clock += time.process_time() - t
            actions += count_actions(g)  # off the clock
            seed += 1
        out[key] = actions / clock
        print(f"  {key}: {seed} games, {actions / clock:,.0f} actions/s", flush=True)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--peer", default=str(HERE / ".venv-peer" / "bin" / "python"),
                    help="the python of the venv with open_spiel")
    ap.add_argument("--seconds", type=float, default=5.0, help="seconds of play per figure")
    a = ap.parse_args()
    py = sys.executable
    figures: dict[str, float] = {}

    print("ours: bench_turmoil.py", flush=True)
    text = run([py, str(HERE / "bench_turmoil.py"), "--games", str(max(50, int(60 * a.seconds)))])
    print("  " + text.strip().replace("\n", "\n  "))
    figures["turmoil (bench_turmoil)"] = actions_per_second(text)
    print("ours: bench_tomorrow.py", flush=True)
    text = run([py, str(HERE / "bench_tomorrow.py"), str(a.seconds)])
    print("  " + text.strip().replace("\n", "\n  "))
    figures["tomorrow (bench_tomorrow)"] = actions_per_second(text)
    print("ours: every registered game, generic count", flush=True)
    for key, v in generic(a.seconds).items():
        figures[f"{key} (generic)"] = v

    peer: float | None = None
    print(f"peer: OpenSpiel python_kuhn_poker ({a.peer})", flush=True)
    if not pathlib.Path(a.peer).exists():
        print("  not available: the peer venv is missing (make bench creates it with pip install open_spiel)")
    else:
        try:
            text = run([a.peer, str(HERE / "bench_peer.py"), str(a.seconds)])
            print("  " + text.strip().replace("\n", "\n  "))
            peer = actions_per_second(text)
        except RuntimeError as e:
            print(f"  not available: {e}")

    print()
    print(f"{'random play, one core':<32} {'actions/s':>12} {'vs OpenSpiel Kuhn':>18}")
    for name, v in figures.items():
        ratio = f"{v / peer:.2f}x" if peer else "n/a"
        print(f"{name:<32} {v:>12,.0f} {ratio:>18}")
    if peer:
        print(f"{'OpenSpiel python_kuhn_poker':<32} {peer:>12,.0f} {'1.00x':>18}")


if __name__ == "__main__":
    main()
