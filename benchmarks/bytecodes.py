"""Bytecodes and Python calls per action, by function: where the interpreter spends its steps (deterministic).

    python benchmarks/bytecodes.py tomorrow-6            # totals per action
    python benchmarks/bytecodes.py turmoil-4 --top 25    # and the 25 functions running the most bytecodes
    PYTHONPATH=<other tree> python benchmarks/bytecodes.py wotw   # another version of the code (run from outside it)

A tracer (``sys.settrace`` with opcode events) counts every bytecode run and every Python call, per code
object, over ``--games`` games after as many games of warm-up (so the shared tables are filling, as in the
benchmarks). Actions are counted by counting.py's old rule (``tokens=False``), so figures compare with trees from
before the turn order tokens were counted. The tracer slows play a hundredfold: these are counts, not times.
Bytecodes and calls follow time only loosely (docs/kernel.md, "Speed"); read them beside instructions.py and a
timing, to find where a change saves steps, not to claim a speed-up.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from types import CodeType, FrameType
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from counting import actions as counted  # noqa: E402
from loghash import maker  # noqa: E402  (the game of a seed, as loghash.py and instructions.py make it)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", help="tomorrow-6, turmoil-4 or a registered game's key")
    ap.add_argument("--games", type=int, default=40, help="games counted (after as many of warm-up)")
    ap.add_argument("--top", type=int, default=0, help="also list the functions running the most bytecodes")
    a = ap.parse_args()
    from tabletop_nb.core import RandomPolicy, play_out, registered_games

    games = registered_games()
    if a.game not in ("tomorrow-6", "turmoil-4", *games):
        raise SystemExit(f"unknown game {a.game!r}: tomorrow-6, turmoil-4 or one of {', '.join(sorted(games))}")
    make = maker(a.game)
    for s in range(a.games):  # warm-up
        play_out(make(s), RandomPolicy(s))
    ops: Counter[CodeType] = Counter()
    calls: Counter[CodeType] = Counter()

    def trace(frame: FrameType, event: str, arg: Any) -> Any:
        if event == "call":
            frame.f_trace_opcodes = True
            calls[frame.f_code] += 1
        elif event == "opcode":
            ops[frame.f_code] += 1
        return trace

    total = 0
    for s in range(100, 100 + a.games):
        g = make(s)  # setup is not traced: play only
        sys.settrace(trace)
        try:
            play_out(g, RandomPolicy(s))
        finally:
            sys.settrace(None)
        total += counted(g, tokens=False)
    print(f"{a.game}: {a.games} games, {total:,} actions (old count), {sum(ops.values()) / total:.1f} bytecodes "
          f"and {sum(calls.values()) / total:.2f} Python calls per action")
    for code, n in ops.most_common(a.top):
        print(f"{n / total:8.2f} bytecodes {calls[code] / total:6.3f} calls per action  {code.co_name:28s} "
              f"{Path(code.co_filename).name}:{code.co_firstlineno}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
