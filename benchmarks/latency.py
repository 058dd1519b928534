"""Click-to-redraw latency in a real browser (JupyterLab, headless system Chromium).

In one browser session on a generated notebook it measures, in the page itself
(MutationObserver, from the click event to the DOM change):

  (a) a bare ipywidgets Button -> HTML round trip (the floor any widget click can reach);
  (b) a board click -> board svg, action panel and track chart redrawn, on
      ``tabletop_nb.ui.explore`` of a seeded 4-player Turmoil game (or on the toy board in
      tests/browser/sample_widgets.py while that is not importable; the output says which).

Prints the medians over N clicks of each (default 25), taken in turn (button, board, button, ...), and
their ratio.

    .venv/bin/python benchmarks/latency.py [--n 25] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "browser"))

import harness as H

CELLS = [
    # (a) the floor: a bare Button -> HTML round trip
    "import ipywidgets as W\n"
    "button = W.Button(description='ping'); button.add_class('bench-button')\n"
    "html = W.HTML('0'); html.add_class('bench-html')\n"
    "button.on_click(lambda _b: setattr(html, 'value', str(int(html.value) + 1)))\n"
    "W.HBox([button, html])",
    # (b) a real game board when the engine is importable, else the toy board
    "try:\n"
    "    from tabletop_nb.turmoil import TurmoilGame\n"
    "    from tabletop_nb.ui import explore\n"
    "    game = TurmoilGame(players=['A', 'B', 'C', 'D'], seed=1)\n"
    "    view = explore(game)\n"
    "    BOARD = 'tabletop_nb.ui.explore(TurmoilGame(players=4, seed=1))'\n"
    "except ImportError as exc:\n"
    "    from tnb_sample_widgets import sample_explore\n"
    "    view = sample_explore()\n"
    "    BOARD = f'toy sample board (tabletop_nb not importable: {exc})'\n"
    "print('BOARD:', BOARD)\n"
    "view",
]

# Resolves with the ms from dispatching the click to the first mutation that makes
# `done()` true; null after `timeout` ms.
MEASURE_JS = """async ([kind, targetIndex, timeout]) => {
  // Each front-end part counts its redraws in a data-rev attribute (set right after the DOM
  // change): reading it costs nothing, unlike serializing the SVGs in every observer call.
  const rev = (sel) => { const s = document.querySelector(sel); return s ? s.dataset.rev : ''; };
  const boardSvg = () => rev('.tnb-board .tnb-board-svg');
  const panel = () => rev('.tnb-board .tnb-panel');
  const chartSvg = () => [...document.querySelectorAll('.tnb-chart .tnb-chart-stage')].map(s => s.dataset.rev).join();
  let el, watch, changed, keys;
  if (kind === 'button') {
    el = document.querySelector('.bench-button');
    watch = [document.querySelector('.bench-html')];
    const before = watch[0].innerText;
    changed = () => ({ all: watch[0].innerText !== before });
    keys = ['all'];
  } else {
    const targets = document.querySelectorAll('.tnb-board .tnb-target.tnb-live');
    if (targetIndex >= targets.length) return { error: 'no target ' + targetIndex };
    el = targets[targetIndex];
    watch = [document.querySelector('.tnb-board'), ...document.querySelectorAll('.tnb-chart')];
    const b0 = boardSvg(), p0 = panel(), c0 = chartSvg();
    changed = () => ({ board: boardSvg() !== b0, panel: panel() !== p0, chart: chartSvg() !== c0 });
    keys = ['board', 'panel', 'chart'];
  }
  const click = (node) => node.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window,
    clientX: 10, clientY: 10 }));
  return await new Promise(resolve => {
    const res = {};
    let t0;
    const check = () => {
      if (t0 === undefined) return;
      const now = performance.now();
      const c = changed();
      for (const k of Object.keys(c)) if (c[k] && res[k] === undefined) res[k] = now - t0;
      if (keys.every(k => res[k] !== undefined)) {
        obs.disconnect(); clearTimeout(timer);
        resolve({ ms: Math.max(...keys.map(k => res[k])), parts: res });
      }
    };
    const obs = new MutationObserver(check);
    for (const w of watch) obs.observe(w, { subtree: true, childList: true, attributes: true, characterData: true });
    const timer = setTimeout(() => { obs.disconnect(); resolve({ ms: null, parts: res }); }, timeout);
    if (kind !== 'button') {
      // A target with several meanings opens a menu (no kernel trip): the measured click is the
      // menu item's, the one that plays.
      t0 = performance.now();
      click(el);
      const item = document.querySelector('.tnb-board .tnb-menu:not([hidden]) .tnb-menu-item');
      if (item) { t0 = performance.now(); click(item); }
      return;
    }
    t0 = performance.now();
    click(el);
  });
}"""


PARTS: dict[str, list[dict]] = {}


def measure(page, kind: str, n: int, timeout_ms: int = 5000) -> tuple[list[float], list[dict]]:
    times, misses = [], []
    target = 0
    attempts = 0
    while len(times) < n and attempts < max(n * 4, 10):
        attempts += 1
        r = page.evaluate(MEASURE_JS, [kind, target, timeout_ms])
        if r.get("error"):
            misses.append(r)
            if target == 0:
                break  # no targets at all: the game is over or the board is empty
            target = 0
            continue
        if r["ms"] is None:
            misses.append(r)
            if kind != "button":
                # an illegal target (message only) or a move that leaves the chart as it
                # is: try the next target
                target += 1
            page.wait_for_timeout(200)
            continue
        times.append(r["ms"])
        PARTS.setdefault(kind, []).append(r["parts"])
        target = 0
        page.wait_for_timeout(300)  # let trailing redraws (the stepper's slider) settle before the next click
    return times, misses


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=25, help="clicks per measurement (>= 20)")
    ap.add_argument("--json", type=Path, help="also write the figures to this file")
    args = ap.parse_args(argv)
    if args.n < 20:
        ap.error("--n must be at least 20")
    try:  # (the toy board's module is copied beside the notebook)
        with H.generated_notebook_page(CELLS, name="latency.ipynb",
                                       files={"tnb_sample_widgets.py": REPO / "tests" / "browser" / "sample_widgets.py"},
                                       wait_for=(".bench-button", H.BOARD_TARGETS, ".tnb-chart svg")) as page:
            board = page.inner_text(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stdout']")
            board = next((ln for ln in board.splitlines() if ln.startswith("BOARD:")), board).strip()
            page.wait_for_timeout(1000)
            measure(page, "button", 1)  # warm up both paths once (first click loads code, JIT)
            measure(page, "board", 1)
            PARTS.clear()
            # Interleaved, one click of each in turn: a slow spell of the machine falls on both alike.
            a, miss_a, b, miss_b = [], [], [], []
            for _ in range(3 * args.n):
                if len(a) >= args.n and len(b) >= args.n:
                    break
                t, m = measure(page, "button", 1)
                a += t
                miss_a += m
                t, m = measure(page, "board", 1)
                b += t
                miss_b += m
    except H.NoChromium as e:
        print(e, file=sys.stderr)
        return 2
    except H.NotebookErrors as e:
        print(e, file=sys.stderr)
        return 1

    if len(a) < 20 or len(b) < 20:
        print(f"too few measurements: button {len(a)}, board {len(b)}; "
              f"misses: {miss_a[:3]} {miss_b[:3]}", file=sys.stderr)
        return 1
    ma, mb = statistics.median(a), statistics.median(b)
    board_parts = [m for m in miss_b if m.get("parts")]
    out = {
        "board": board,
        "clicks": {"button": len(a), "board": len(b)},
        "button_html_median_ms": round(ma, 1),
        "board_panel_and_chart_median_ms": round(mb, 1),
        "ratio_board_over_button": round(mb / ma, 2),
        "board_p90_ms": round(sorted(b)[int(0.9 * (len(b) - 1))], 1),
        "board_clicks_without_full_redraw": len(miss_b),
        "example_partial": board_parts[:1],
    }
    print(board)
    print(f"(a) Button -> HTML round trip:        median {ma:7.1f} ms over {len(a)} clicks")
    print(f"(b) board click -> board, panel, chart: median {mb:7.1f} ms over {len(b)} clicks"
          f" (p90 {out['board_p90_ms']} ms; {len(miss_b)} clicks without both redrawn)")
    parts = {k: round(statistics.median(p[k] for p in PARTS.get("board", [])), 1) for k in ("board", "panel", "chart")}
    out["board_parts_median_ms"] = parts
    print(f"    (b) by part, medians: {parts}")
    print(f"ratio (b)/(a): {mb / ma:.2f}")
    if args.json:
        args.json.write_text(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
