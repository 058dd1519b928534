"""Click-to-redraw latency in a real browser (JupyterLab, headless system Chromium).

In one browser session on a generated notebook it measures, in the page itself
(MutationObserver, from the click event to the DOM change):

  (a) a bare ipywidgets Button -> HTML round trip (the floor any widget click can reach);
  (b) a board click -> board svg, action panel and track chart redrawn, on
      ``tabletop_nb.ui.explore`` of a seeded 4-player Turmoil game (or on the toy board in
      tests/browser/sample_widgets.py while that is not importable; the output says which).

Prints the medians over N clicks of each (default 25), taken in turn (button, board, button, ...), and
their ratio.

In the teacher's view the board draws a click whose answer was sent ahead at once (tabletop_nb/ui/board.py,
``_send_ahead``); the line "Python's answer ... reached the page" is then the kernel's round trip, and
``--no-ahead`` measures every click the way a seat's view answers it (Python's answer drawn).

With ``--trace`` it also times every click's way through the page, the server and the kernel (page:
WebSocket messages out and in; kernel: comm message received, update sent, update packed (serialized and
queued for the IOPub thread), update handed to the
IOPub socket; all on the wall clock, in ms from the click) and prints the median of each stage.

    .venv/bin/python benchmarks/latency.py [--n 25] [--json out.json] [--trace] [--no-ahead]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
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
    const answered = () => document.querySelector('.tnb-board').dataset.answered;
    const b0 = boardSvg(), p0 = panel(), c0 = chartSvg(), a0 = answered();
    changed = () => ({ board: boardSvg() !== b0, panel: panel() !== p0, chart: chartSvg() !== c0, answered: answered() !== a0 });
    keys = ['board', 'panel', 'chart', 'answered'];
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
        resolve({ ms: Math.max(...keys.filter(k => k !== 'answered').map(k => res[k])), parts: res });
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


# --------------------------------------------------------------------------- --trace
# In the page: every kernel WebSocket message out and in (the kind of message and its size) and every
# click, on the wall clock (performance.timeOrigin + now), kept in window.__tnbTrace.
PAGE_TRACE_JS = """(() => {
  const T = window.__tnbTrace = [];
  const now = () => performance.timeOrigin + performance.now();
  const dec = new TextDecoder();
  const info = (data) => {
    let s = '', size = 0;
    if (typeof data === 'string') { s = data.slice(0, 4000); size = data.length; }
    else if (data instanceof ArrayBuffer) { size = data.byteLength; s = dec.decode(new Uint8Array(data, 0, Math.min(size, 4000))); }
    const mt = (s.match(/"msg_type":\\s*"(\\w+)"/) || [])[1] || '';
    const state = (s.match(/"execution_state":\\s*"(\\w+)"/) || [])[1] || '';
    const what = s.includes('"pictures"') ? 'board' : (mt === 'comm_msg' && s.includes('"update"')) ? 'update' : state;
    return { mt, what, size };
  };
  const WS = window.WebSocket, send = WS.prototype.send;
  WS.prototype.send = function (data) { T.push({ t: now(), ev: 'ws_out', ...info(data) }); return send.call(this, data); };
  window.WebSocket = class extends WS {
    constructor(...a) { super(...a); this.addEventListener('message', (e) => T.push({ t: now(), ev: 'ws_in', ...info(e.data) })); }
  };
  document.addEventListener('click', (e) => {
    const c = e.target.getAttribute ? (e.target.getAttribute('class') || '') : '';
    T.push({ t: now(), ev: 'click', what: c.includes('bench-button') ? 'button' : c.includes('tnb-menu-item') ? 'item' : 'board' });
  }, true);
})();"""

# In the kernel (the notebook's first cell): when a comm message is dispatched and handled, when a
# comm update is sent and when the IOPub thread hands it to its socket; read back from a file.
KERNEL_TRACE = r"""
def _tnb_trace(path):
    import json, threading, time
    from comm.base_comm import BaseComm
    from jupyter_client.session import Session
    from ipykernel.iostream import IOPubThread
    log = []
    now = lambda: time.time() * 1000
    handle = BaseComm.handle_msg
    def handle_msg(self, msg):
        log.append((now(), 'k_comm_in'))
        return handle(self, msg)
    BaseComm.handle_msg = handle_msg
    send = Session.send
    def session_send(self, stream, msg_or_type, content=None, *a, **k):
        data = content.get('data') if isinstance(content, dict) else None
        update = isinstance(data, dict) and data.get('method') == 'update'
        if update:
            log.append((now(), 'k_update_sent'))
        out = send(self, stream, msg_or_type, content, *a, **k)
        if update:
            log.append((now(), 'k_update_packed'))
        return out
    Session.send = session_send
    really = IOPubThread._really_send
    def really_send(self, msg, *a, **k):
        if any(b'"comm_msg"' in bytes(f)[:600] for f in msg[:6]):
            log.append((now(), 'k_update_to_socket'))
        return really(self, msg, *a, **k)
    IOPubThread._really_send = really_send
    def dump():
        while True:
            time.sleep(0.5)
            with open(path, 'w') as fh:
                json.dump(log, fh)
    threading.Thread(target=dump, daemon=True).start()
"""


def trace_table(page_log: list[dict], kernel_log: list[list]) -> dict[str, dict[str, float]]:
    """Median ms from each click to each stage, for the Button's clicks and the board's."""
    page_log = sorted(page_log, key=lambda e: e["t"])
    kernel_log = sorted(kernel_log)
    clicks = [e for e in page_log if e["ev"] == "click"]
    stages: dict[str, dict[str, list[float]]] = {"button": {}, "board": {}}
    for i, c in enumerate(clicks):
        if c["what"] == "item" or (i + 1 < len(clicks) and clicks[i + 1]["what"] == "item"):
            continue  # a menu's opening click: the item's click is the one that plays
        kind = "button" if c["what"] == "button" else "board"
        t0 = c["t"]
        t1 = next((d["t"] for d in clicks[i + 1:] if d["what"] != "item"), t0 + 1000)
        reply = "board" if kind == "board" else "update"
        first = {}
        for e in page_log:
            if t0 <= e["t"] < t1:
                key = {"ws_out": "page: message sent", "ws_in": None}[e["ev"]] if e["ev"] in ("ws_out", "ws_in") else None
                if e["ev"] == "ws_in":
                    key = {"busy": "page: status busy in", reply: "page: update in", "idle": "page: status idle in"}.get(e["what"])
                if key and key not in first:
                    first[key] = e["t"] - t0
        for t, what in kernel_log:
            key = {"k_comm_in": "kernel: comm message in", "k_update_sent": "kernel: update sent",
                   "k_update_packed": "kernel: update packed", "k_update_to_socket": "kernel: update to IOPub socket"}[what]
            if t0 <= t < t1 and key not in first and (what not in ("k_update_to_socket", "k_update_packed") or "kernel: update sent" in first):
                first[key] = t - t0
        for key, v in first.items():
            stages[kind].setdefault(key, []).append(v)
    return {kind: {k: round(statistics.median(v), 1) for k, v in sorted(by.items(), key=lambda kv: statistics.median(kv[1]))}
            for kind, by in stages.items()}


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
    ap.add_argument("--trace", action="store_true", help="also time each stage of a click (page, kernel)")
    ap.add_argument("--no-ahead", action="store_true",
                    help="the board sends no answers ahead (every click waits for Python's answer, as in a seat view)")
    args = ap.parse_args(argv)
    if args.n < 20:
        ap.error("--n must be at least 20")
    cells, init_script, trace_file = CELLS, None, None
    if args.no_ahead:
        cells = [CELLS[0], "from tabletop_nb.ui.board import Board\nBoard._may_send_ahead = lambda self: False\n" + CELLS[1]]
    if args.trace:
        trace_file = Path(tempfile.mkdtemp(prefix="tnb-trace-")) / "kernel.json"
        cells = [KERNEL_TRACE + f"_tnb_trace({str(trace_file)!r}); del _tnb_trace"] + CELLS
        init_script = PAGE_TRACE_JS
    traced: dict = {}
    try:  # (the toy board's module is copied beside the notebook)
        with H.generated_notebook_page(cells, name="latency.ipynb",
                                       files={"tnb_sample_widgets.py": REPO / "tests" / "browser" / "sample_widgets.py"},
                                       wait_for=(".bench-button", H.BOARD_TARGETS, ".tnb-chart svg"),
                                       init_script=init_script) as page:
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
            if args.trace:
                page.wait_for_timeout(1200)  # the kernel's log reaches its file every 0.5 s
                traced = trace_table(page.evaluate("() => window.__tnbTrace"), json.loads(trace_file.read_text()))
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
    print(board + (" [--no-ahead: no answers sent ahead]" if args.no_ahead else ""))
    print(f"(a) Button -> HTML round trip:        median {ma:7.1f} ms over {len(a)} clicks")
    print(f"(b) board click -> board, panel, chart: median {mb:7.1f} ms over {len(b)} clicks"
          f" (p90 {out['board_p90_ms']} ms; {len(miss_b)} clicks without both redrawn)")
    parts = {k: round(statistics.median(p[k] for p in PARTS.get("board", [])), 1)
             for k in ("board", "panel", "chart", "answered")}
    out["board_parts_median_ms"] = parts
    print(f"    (b) by part, medians: {parts}")
    print(f"ratio (b)/(a): {mb / ma:.2f}")
    # The board may draw a click's answer before Python's comes (an answer sent ahead, in the teacher's view):
    # "answered" is Python's answer reaching the page (the kernel's round trip), beside the Button's.
    out["board_python_answer_median_ms"] = parts["answered"]
    out["ratio_python_answer_over_button"] = round(parts["answered"] / ma, 2)
    print(f"    Python's answer to the board's click reached the page at {parts['answered']} ms"
          f" (ratio to the Button: {parts['answered'] / ma:.2f})")
    if traced:
        out["trace_median_ms_from_click"] = traced
        for kind, stages in traced.items():
            print(f"    {kind} click, median ms from the click: " + "; ".join(f"{k} {v}" for k, v in stages.items()))
    if args.json:
        args.json.write_text(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
