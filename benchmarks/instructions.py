"""Instructions per action (valgrind callgrind): a speed comparison that this noisy machine cannot blur.

    python benchmarks/instructions.py tomorrow2023 60            # ours, one registered game, 60 seeded games
    python benchmarks/instructions.py kuhn 3000 --peer benchmarks/.venv-peer/bin/python
    PYTHONPATH=<tree> python benchmarks/instructions.py tomorrow-6 20   # bench_tomorrow's 6-player games; any tree
    PYTHONPATH=<tree> python benchmarks/instructions.py turmoil-4 15    # bench_turmoil's 4-player games; any tree
    PYTHONPATH=<other tree> python benchmarks/instructions.py turmoil 15   # another version of the code

Each figure is (instructions of a run playing N games - those of a run playing none) / actions, both runs
after the same imports and warm-up, with PYTHONHASHSEED=0. Each game is dropped once played, as the peer's loop
drops its states: a run that kept every game alive would also pay for the garbage collector walking them. Actions are counted by counting.py's rule (the
peer's). Timing is what the issues measure; instruction counts only say which of two versions does less
work, and our code runs fewer instructions per second than Kuhn's, so they flatter us beside the peer.
Needs valgrind (apt-get install valgrind); nothing here is a test.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

# The measured script: {setup} defines make(s), the game of seed s; every mode plays the same loop.
PLAY = """
import sys
sys.path.insert(0, {bench!r})
from counting import actions as counted
from tabletop_nb.core import RandomPolicy, play_out
{setup}
for s in range({warm}):  # warm-up
    play_out(make(s), RandomPolicy(s))
counting = len(sys.argv) > 2  # the count is taken in a run of its own, outside valgrind
total = old = 0
for s in range(int(sys.argv[1])):  # each game is dropped before the next, as the peer drops its states
    g = play_out(make(s), RandomPolicy(s))
    if counting:
        total += counted(g)
        old += counted(g, tokens=False)
if counting:
    print("ACTIONS", total, old)
"""

# a registered game, with the contract test's setup
OURS = """from tabletop_nb.core import registered_games
cls = registered_games()[{key!r}]
setup = dict(getattr(cls, "CONTRACT_SETUP", {{}}))
make = lambda s: cls(seed=s, **setup)"""

# bench_tomorrow.py's games (6 players, Big Red Button off) through the API every version has had, so that
# trees from before the kernel's registry (aa044d4) can be measured too.
TOMORROW_6 = """from tabletop_nb.tomorrow import TomorrowGame, TomorrowRules
variant = TomorrowRules().replace(big_red_button="off")
make = lambda s: TomorrowGame(variant, players=6, seed=s)"""

# bench_turmoil.py's games (4 players, 10 generations), likewise through the API every version has had.
TURMOIL_4 = """from tabletop_nb.turmoil import TurmoilGame
names = ["P0", "P1", "P2", "P3"]
make = lambda s: TurmoilGame(seed=s, players=names, generations=10)"""

KUHN = """
import random, sys
sys.path.insert(0, {bench!r})
import pyspiel
from open_spiel.python.games import kuhn_poker  # noqa: F401
from bench_peer import play
game = pyspiel.load_game("python_kuhn_poker")
rng = random.Random(0)
play(game, rng, 200)
n = play(game, rng, int(sys.argv[1]))
if len(sys.argv) > 2:
    print("ACTIONS", n)
"""


def collected(python: str, script: str, n: int) -> int:
    """The instructions valgrind counts for one run of ``script`` playing ``n`` games."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", python, script, str(n)],
                          capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise SystemExit(f"the run failed:\n{done.stderr[-1500:]}")
    m = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
    if m is None:
        raise SystemExit(f"no instruction count in valgrind's output:\n{done.stderr[-800:]}")
    return int(m.group(1))


def counted_actions(python: str, script: str, n: int) -> tuple[int, int]:
    """The actions of the same ``n`` games, counted in a plain run (the count costs nothing above), and by the
    count before Tomorrow's turn order tokens were counted (counting.py)."""
    done = subprocess.run([python, script, str(n), "count"], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONHASHSEED="0"))
    a = re.search(r"ACTIONS (\d+)(?: (\d+))?", done.stdout)
    if done.returncode != 0 or a is None:
        raise SystemExit(f"the count failed:\n{done.stderr[-1500:]}")
    return int(a.group(1)), int(a.group(2) or a.group(1))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", help="a registered game's key, tomorrow-6 (bench_tomorrow's games), "
                    "turmoil-4 (bench_turmoil's games) or kuhn (the peer)")
    ap.add_argument("n", type=int, nargs="?", default=20, help="games played (after 5 warm-up games)")
    ap.add_argument("--peer", default=str(HERE / ".venv-peer" / "bin" / "python"), help="the python with open_spiel")
    a = ap.parse_args()
    python = a.peer if a.game == "kuhn" else sys.executable
    if a.game == "kuhn":
        text = KUHN.format(bench=str(HERE))
    elif a.game == "tomorrow-6":
        text = PLAY.format(bench=str(HERE), setup=TOMORROW_6, warm=20)
    elif a.game == "turmoil-4":
        text = PLAY.format(bench=str(HERE), setup=TURMOIL_4, warm=5)
    else:
        text = PLAY.format(bench=str(HERE), setup=OURS.format(key=a.game), warm=5)
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(text)
    try:
        total = collected(python, f.name, a.n)
        base = collected(python, f.name, 0)
        actions, old = counted_actions(python, f.name, a.n)
    finally:
        os.unlink(f.name)
    print(f"{a.game}: {a.n} games, {actions:,} actions, {(total - base) / actions:,.0f} instructions per action"
          + (f" ({(total - base) / old:,.0f} by the old count, the turn order tokens not counted)" if old != actions
             else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
