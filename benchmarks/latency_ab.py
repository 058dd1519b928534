"""Two versions of a board click side by side, in one page and one run: a paired A/B.

    .venv/bin/python benchmarks/latency_ab.py --b 'B._prepare_later = lambda: None'

One JupyterLab page holds the bare Button of ``latency.py`` and two explorers of the same seeded 4-player Turmoil
game, A and B. Before the clicks, the code given with ``--a`` runs with ``A`` bound to the first explorer's board
(and ``--b`` with ``B`` to the second's): that is where the two versions differ (the example above keeps B from preparing its answers while the
page is idle). Rounds alternate the order: Button, A, Button, B, then Button, B,
Button, A, each click timed in the page as in ``latency_parts.py`` (the first live target, or the first item of
its menu, until board, panel and chart are redrawn). Prints each median, its ratio to the Button's, and the
median of the per-round differences A - B with a bootstrap 95% interval: a slow spell of this machine falls on
both clicks of a round.

A diagnostic for trying a change (``latency.py`` stays the measure of the issue's target).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))

import latency as L  # noqa: E402  (its Button cell and page harness)
import latency_parts as LP  # noqa: E402  (its scoped click measure)

CELL = """
from tabletop_nb.turmoil import TurmoilGame
from tabletop_nb.ui import explore
import ipywidgets as W
_views = [explore(TurmoilGame(players=['A', 'B', 'C', 'D'], seed=1)) for _ in range(2)]
for _i, _v in enumerate(_views):
    _v.add_class('parts-%d' % _i)
A, B = _views[0].board, _views[1].board
{a}
{b}
W.VBox(_views)
"""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--a", default="", help="Python run with A (the first board) before the clicks")
    ap.add_argument("--b", default="", help="Python run with B (the second board) before the clicks")
    ap.add_argument("--rounds", type=int, default=60, help="rounds (a click of A and of B each)")
    args = ap.parse_args(argv)
    cell = CELL.replace("{a}", args.a).replace("{b}", args.b)
    times: dict[str, list[float]] = {"button": [], "A": [], "B": []}
    pairs: list[float] = []
    try:
        with L.H.generated_notebook_page([L.CELLS[0], cell], name="latency_ab.ipynb",
                                         wait_for=(".bench-button", ".parts-1 .tnb-target.tnb-live")) as page:
            page.wait_for_timeout(1000)
            for r in range(args.rounds + 1):  # the first round warms every path up
                got = {}
                for i, name in ((0, "A"), (1, "B")) if r % 2 == 0 else ((1, "B"), (0, "A")):
                    t, _ = L.measure(page, "button", 1)
                    out = page.evaluate(LP.MEASURE, [f".parts-{i}", 3000])
                    page.wait_for_timeout(300)
                    if r:
                        times["button"] += t
                        if out.get("ms") is not None:
                            times[name].append(out["ms"])
                            got[name] = out["ms"]
                if len(got) == 2:
                    pairs.append(got["A"] - got["B"])
    except L.H.NoChromium as e:
        print(e, file=sys.stderr)
        return 2
    if len(pairs) < 10:
        print(f"too few rounds measured: {len(pairs)}", file=sys.stderr)
        return 1
    med = {k: statistics.median(v) for k, v in times.items()}
    rng = random.Random(0)
    boot = sorted(statistics.median(rng.choices(pairs, k=len(pairs))) for _ in range(2000))
    print(f"Button {med['button']:.1f} ms")
    for k in ("A", "B"):
        print(f"{k}: {med[k]:.1f} ms, {med[k] / med['button']:.2f}x the Button ({len(times[k])} clicks)")
    print(f"A - B per round: median {statistics.median(pairs):+.2f} ms (95% {boot[50]:+.2f} .. {boot[1949]:+.2f}), "
          f"{len(pairs)} rounds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
