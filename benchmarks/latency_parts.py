"""Where a board click's latency goes: four boards on one page, clicks taken in turn with a bare Button's.

    .venv/bin/python benchmarks/latency_parts.py [--rounds 40]     (make bench-latency-parts)

One JupyterLab page holds the bare ipywidgets Button -> HTML round trip of ``latency.py`` and three
explorers of the same seeded 4-player Turmoil game, each clicked the same way (its first live target,
or the first item of the menu that opens, or the panel's first button when no target is live):

  shipped       the board as it is, with no answers sent ahead (latency.py --no-ahead): the kernel plays the
                move and draws board, panel and chart, and the page draws its answer;
  replayed      the same answers, computed before the clicks and sent as they are: the kernel's own
                work (the move, the SVGs, the panel) is gone, the message and the page's drawing stay;
  replayed, no drawing
                the same answers again, and a board.js whose redraw only counts (made here from
                widgets/board.js): the page's drawing is gone too; what is left is the floor of an
                anywidget answer of this size;
  tiny answers, no drawing
                answers of a few bytes that still change board, panel and chart, to the counting
                board.js: the floor of any anywidget answer.

Each click is timed in the page from the click to the board, panel and chart counters changing (as in
``latency.py``); the Button, shipped, replayed, ... take turns, so a slow spell of the machine falls on
all alike. The differences between the lines split the shipped board's extra time over the Button into
the kernel's work, the page's drawing and the answer itself. A diagnostic beside ``latency.py``, which
stays the measure of the issue's target.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))

import latency as L  # noqa: E402  (its Button cell and its page harness)

H = L.H

# The redraw of the no-drawing board: count, draw nothing (the first redraw draws, so that there are targets).
_FLUSH_START = "  function flush() {"
_FLUSH_END = "  const mark = (what)"
_COUNT_ONLY = """  let drawnOnce = false;
  function flush() {
    queued = false;
    const d = new Set(dirty);
    dirty.clear();
    if (!drawnOnce) { drawnOnce = true; drawSvg(); drawChart(); drawPanel(); markTargets(); }
    else {
      if (d.has("svg")) svgHolder.dataset.rev = String(++revs.svg);
      if (d.has("chart")) chartStage.dataset.rev = String(++revs.chart);
      if (d.has("panel")) panel.dataset.rev = String(++revs.panel);
    }
    if (d.has("answered")) settle();
  }
"""


def count_only_js() -> str:
    src = (REPO / "widgets" / "board.js").read_text()
    a, b = src.find(_FLUSH_START), src.find(_FLUSH_END)
    if a < 0 or b < a:
        raise SystemExit("widgets/board.js has no flush() to replace: update latency_parts.py")
    return src[:a] + _COUNT_ONLY + src[b:]


CELL = r'''
from tabletop_nb.turmoil import TurmoilGame
from tabletop_nb.ui import explore
from tabletop_nb.ui.board import Board
from tabletop_nb.ui._assets import front_end_text
import ipywidgets as W

def _game():
    return TurmoilGame(players=['A', 'B', 'C', 'D'], seed=1)

def _answers(n):
    """The boards' answers to the clicks the page will make (first target, first meaning), in order."""
    board = explore(_game()).board
    out = []
    for _ in range(n):
        at = board.panel.get('at', {})
        groups = board.panel.get('groups') or []
        if board.targets and at.get(board.targets[0]):
            index = at[board.targets[0]][0]
        elif groups and groups[0]['actions']:
            index = groups[0]['actions'][0][0]  # no target: the panel's first button
        else:
            break
        board._receive(board, dict(type='act', index=index), [])
        out.append((board.svg, board.chart_svg, board.panel, board.targets, board.feedback))
    return out

class Replayed(Board):
    """Answers every message with the next answer computed beforehand (no move, no drawing here)."""
    def __init__(self, game, answers, **kw):
        self._answers = list(answers)
        super().__init__(game, **kw)
    def _receive(self, _w, content, _b):
        with self.hold_sync():
            if self._answers:
                self.svg, self.chart_svg, self.panel, self.targets, self.feedback = self._answers.pop(0)
            self.answered += 1

def _replayed_view(esm):
    Replayed._esm = esm
    view = explore(_game())
    board = Replayed(view.game, _answers(ROUNDS + 5))
    board.chart_svg = view.board.chart_svg
    view.children = (view.stepper, board)
    return view

def _tiny(n):
    """Answers of a few bytes that still change the board, the panel and the chart."""
    return [("<svg xmlns='http://www.w3.org/2000/svg'><text>%d</text></svg>" % k, "<svg xmlns='http://www.w3.org/2000/svg'><text>%d</text></svg>" % k,
             {"who": "A", "prompt": str(k), "groups": [], "at": {}}, [], []) for k in range(n)]

def _tiny_view(esm):
    view = _replayed_view(esm)
    view.children[1]._answers = _tiny(ROUNDS + 5)
    return view

views = [explore(_game()), _replayed_view(front_end_text('board.js')), _replayed_view(COUNT_ONLY), _tiny_view(COUNT_ONLY.replace('let drawnOnce = false', 'let drawnOnce = true'))]
views[0].board._may_send_ahead = lambda: False  # the round trip (as a seat's view answers): no answers sent ahead
for i, v in enumerate(views):
    v.add_class('parts-%d' % i)
W.VBox(views)
'''

MEASURE = """async ([root, timeout]) => {
  const scope = document.querySelector(root);
  const rev = (sel) => { const s = scope.querySelector(sel); return s ? s.dataset.rev : ''; };
  const targets = scope.querySelectorAll('.tnb-board .tnb-target.tnb-live');
  const first = targets.length ? targets[0] : scope.querySelector('.tnb-panel .tnb-act');  // else the first button
  if (!first) return { error: 'nothing to click' };
  const b0 = rev('.tnb-board-svg'), p0 = rev('.tnb-panel'), c0 = rev('.tnb-chart-stage');
  const click = (node) => node.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window,
    clientX: 10, clientY: 10 }));
  return await new Promise(resolve => {
    let t0;
    const obs = new MutationObserver(() => {
      if (rev('.tnb-board-svg') !== b0 && rev('.tnb-panel') !== p0 && rev('.tnb-chart-stage') !== c0) {
        obs.disconnect(); clearTimeout(timer); resolve({ ms: performance.now() - t0 });
      }
    });
    obs.observe(scope, { subtree: true, attributes: true, childList: true });
    const timer = setTimeout(() => { obs.disconnect(); resolve({ ms: null }); }, timeout);
    t0 = performance.now();
    click(first);
    const item = scope.querySelector('.tnb-menu:not([hidden]) .tnb-menu-item');
    if (item) { t0 = performance.now(); click(item); }
  });
}"""

LINES = ["shipped", "replayed (no kernel work)", "replayed, no drawing", "tiny answers, no drawing"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=40, help="clicks of each (>= 20)")
    a = ap.parse_args(argv)
    if a.rounds < 20:
        ap.error("--rounds must be at least 20")
    cell = f"ROUNDS = {a.rounds}\nCOUNT_ONLY = {count_only_js()!r}\n" + CELL
    times: dict[str, list[float]] = {k: [] for k in ["button"] + LINES}
    try:
        with H.generated_notebook_page([L.CELLS[0], cell], name="latency_parts.ipynb",
                                       wait_for=(".bench-button", ".parts-2 .tnb-target.tnb-live")) as page:
            page.wait_for_timeout(1000)
            for r in range(a.rounds + 1):  # the first round warms every path up
                t, _ = L.measure(page, "button", 1)
                if r:
                    times["button"] += t
                for i, name in enumerate(LINES):
                    out = page.evaluate(MEASURE, [f".parts-{i}", 3000])
                    page.wait_for_timeout(300)
                    if r and out.get("ms") is not None:
                        times[name].append(out["ms"])
    except H.NoChromium as e:
        print(e, file=sys.stderr)
        return 2
    if min(len(v) for v in times.values()) < 15:
        print(f"too few measurements: { {k: len(v) for k, v in times.items()} }", file=sys.stderr)
        return 1
    med = {k: statistics.median(v) for k, v in times.items()}
    print(f"{'':28} {'median ms':>10} {'clicks':>7} {'/ Button':>9}")
    for k, v in times.items():
        print(f"{k:28} {med[k]:>10.1f} {len(v):>7} {med[k] / med['button']:>8.2f}x")
    print(f"shipped over the Button: {med['shipped'] - med['button']:+.1f} ms = kernel's work "
          f"{med['shipped'] - med[LINES[1]]:+.1f} + page's drawing {med[LINES[1]] - med[LINES[2]]:+.1f} "
          f"+ the answer's floor {med[LINES[2]] - med['button']:+.1f} (of which its size "
          f"{med[LINES[2]] - med[LINES[3]]:+.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
