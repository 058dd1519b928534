"""Shared helpers for the browser tests, the latency benchmark and the lite checks.

Everything here drives a *system* Chromium through Playwright (Playwright cannot
download its own browsers on these machines) against servers started on 127.0.0.1.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "artifacts"
# The notebooks under test. TNB_NOTEBOOKS_DIR points the harness at another folder
# (debugging the harness against a sample notebook); Jupyter is then rooted at its parent.
NOTEBOOKS_DIR = Path(os.environ.get("TNB_NOTEBOOKS_DIR") or REPO / "notebooks").resolve()
LAB_ROOT = REPO if NOTEBOOKS_DIR.is_relative_to(REPO) else NOTEBOOKS_DIR.parent

# Flags that keep headless Chromium from stalling on a closed network (see shared notes).
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]

ENABLE_HINT = (
    "no Chromium found: install it to run the browser tests "
    "(`apt-get install -y chromium chromium-driver`, or set TNB_CHROMIUM=/path/to/chromium)"
)


def find_chromium() -> str | None:
    """Path of a usable Chromium, or None. TNB_CHROMIUM overrides the search."""
    env = os.environ.get("TNB_CHROMIUM")
    if env:
        return env if os.access(env, os.X_OK) else None
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    for path in ("/usr/bin/chromium", "/usr/lib/chromium/chromium"):
        if os.access(path, os.X_OK):
            return path
    return None


def jupyter_python() -> str:
    """The interpreter that runs Jupyter servers (TNB_JUPYTER_PYTHON, default: this one)."""
    return os.environ.get("TNB_JUPYTER_PYTHON") or sys.executable


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_http(url: str, timeout: float, proc: subprocess.Popen | None = None, log: Path | None = None) -> None:
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            tail = log.read_text(errors="replace")[-3000:] if log else ""
            raise RuntimeError(f"server exited with code {proc.returncode} before answering {url}\n{tail}")
        try:
            with urllib.request.urlopen(url, timeout=5) as r:
                if r.status < 500:
                    return
        except urllib.error.HTTPError as e:  # a 4xx still means the server is up
            if e.code < 500:
                return
            last = e
        except OSError as e:
            last = e
        time.sleep(0.25)
    tail = log.read_text(errors="replace")[-3000:] if log else ""
    raise TimeoutError(f"{url} did not answer within {timeout:.0f}s ({last})\n{tail}")


# Lab settings that make a test run deterministic and keep the page off the network:
# no windowing (every cell stays in the DOM), no news/update checks.
LAB_SETTINGS = {
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    # Never write the browser's outputs back into notebooks/.
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false", "checkForUpdates": False},
}


@dataclass
class Server:
    """A background server process in its own process group, with a log file."""

    url: str
    proc: subprocess.Popen
    log: Path
    tmp: Path
    kind: str = "lab"
    _tmpobj: object = field(default=None, repr=False)

    def stop(self) -> None:
        if self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=10)
        if self._tmpobj is not None:
            self._tmpobj.cleanup()

    def log_tail(self, n: int = 4000) -> str:
        return self.log.read_text(errors="replace")[-n:]

    def api(self, method: str, path: str) -> object:
        req = urllib.request.Request(self.url.rstrip("/") + path, method=method)
        with urllib.request.urlopen(req, timeout=10) as r:
            body = r.read()
        return json.loads(body) if body else None

    def shutdown_kernels(self) -> None:
        """Delete every session/kernel, so that finished notebooks free their memory."""
        with contextlib.suppress(Exception):
            for s in self.api("GET", "/api/sessions"):
                with contextlib.suppress(Exception):
                    self.api("DELETE", f"/api/sessions/{s['id']}")
            for k in self.api("GET", "/api/kernels"):
                with contextlib.suppress(Exception):
                    self.api("DELETE", f"/api/kernels/{k['id']}")


def _serve(cmd: list[str], cwd: Path, tmpobj: tempfile.TemporaryDirectory, port: int, kind: str,
           ready_path: str, timeout: float) -> Server:
    """Start a server process and wait until ``ready_path`` answers; stop it if it never does."""
    tmp = Path(tmpobj.name)
    proc, log = _spawn(cmd, cwd, tmp)
    url = f"http://127.0.0.1:{port}/"
    server = Server(url=url, proc=proc, log=log, tmp=tmp, kind=kind, _tmpobj=tmpobj)
    try:
        wait_http(url + ready_path, timeout, proc, log)
    except Exception:
        server.stop()
        raise
    return server


def _spawn(cmd: list[str], cwd: Path, tmp: Path, env_extra: dict | None = None) -> tuple[subprocess.Popen, Path]:
    log = tmp / "server.log"
    env = dict(os.environ)
    env.setdefault("PYTHONHASHSEED", "0")
    # Keep runtime files and user-level data/kernelspecs out of the way: a user-level
    # `python3` kernelspec could otherwise run another interpreter.
    env["JUPYTER_RUNTIME_DIR"] = str(tmp / "runtime")
    env["JUPYTER_DATA_DIR"] = str(tmp / "data")
    env["JUPYTER_CONFIG_DIR"] = str(tmp / "config")
    env["JUPYTER_PLATFORM_DIRS"] = "1"
    env.pop("JUPYTER_PATH", None)
    env.pop("JUPYTER_CONFIG_PATH", None)
    env.update(env_extra or {})
    fh = open(log, "wb")
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=fh, stderr=subprocess.STDOUT, env=env,
                            start_new_session=True)
    fh.close()
    return proc, log


def start_lab(root: Path = REPO, python: str | None = None, timeout: float = 90) -> Server:
    python = python or jupyter_python()
    tmpobj = tempfile.TemporaryDirectory(prefix="tnb-lab-")
    tmp = Path(tmpobj.name)
    settings = tmp / "settings"
    for rel, value in LAB_SETTINGS.items():
        p = settings / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(json.dumps(value))
    port = free_port()
    cmd = [
        python, "-m", "jupyter", "lab", "--no-browser", "--allow-root",
        "--ip=127.0.0.1", f"--port={port}", "--port-retries=0",
        "--IdentityProvider.token=", "--ServerApp.password=",
        "--ServerApp.disable_check_xsrf=True",
        f"--ServerApp.root_dir={root}",
        f"--LabApp.user_settings_dir={settings}",
        f"--LabApp.workspaces_dir={tmp / 'workspaces'}",
        "--LabServerApp.announcements_url=", "--LabApp.news_url=",
        "--LabApp.collaborative=False",
        "--LabApp.expose_app_in_browser=True",
    ]
    return _serve(cmd, root, tmpobj, port, "lab", "api/status", timeout)


def start_voila(notebook: Path, cwd: Path = REPO, python: str | None = None, timeout: float = 60) -> Server:
    python = python or jupyter_python()
    tmpobj = tempfile.TemporaryDirectory(prefix="tnb-voila-")
    port = free_port()
    cmd = [python, "-m", "voila", str(notebook), "--no-browser", f"--port={port}",
           "--Voila.ip=127.0.0.1", "--Voila.port_retries=0", "--show_tracebacks=True"]
    return _serve(cmd, cwd, tmpobj, port, "voila", "voila/static/", timeout)


def start_static(directory: Path, timeout: float = 30) -> Server:
    tmpobj = tempfile.TemporaryDirectory(prefix="tnb-http-")
    port = free_port()
    cmd = [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", str(port)]
    return _serve(cmd, directory, tmpobj, port, "static", "", timeout)


# --------------------------------------------------------------------------- notebooks

def discover_notebooks(root: Path | None = None) -> list[Path]:
    root = root or NOTEBOOKS_DIR
    return sorted(
        p for p in root.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
    )


RAISES_MARK = re.compile(r"^\s*#\s*NBVAL_RAISES_EXCEPTION", re.M)


def cells_allowed_to_raise(nb_path: Path) -> set[int]:
    """Indices of cells whose error output is intended (tag raises-exception or
    an NBVAL_RAISES_EXCEPTION comment, the markers nbval honours)."""
    nb = json.loads(nb_path.read_text())
    allowed = set()
    for i, cell in enumerate(nb.get("cells", [])):
        src = cell.get("source", "")
        src = "".join(src) if isinstance(src, list) else src
        tags = cell.get("metadata", {}).get("tags", [])
        if "raises-exception" in tags or RAISES_MARK.search(src):
            allowed.add(i)
    return allowed


# --------------------------------------------------------------------------- page helpers

class ConsoleLog:
    """Collects console errors and uncaught page errors of one page."""

    # Messages that are not failures of the page under test. Each entry says why.
    IGNORED = [
        # Chromium asks for /favicon.ico on pages that do not declare one (Voilà, http.server).
        re.compile(r"favicon\.ico"),
        # Voilà's lab template links Font Awesome's CSS from a public CDN; with no network
        # (these machines, CI) that request fails. Icons are cosmetic, nothing we ship.
        re.compile(r"Failed to load resource: net::ERR_\w+ \(https://cdn\.jsdelivr\.net/npm/@fortawesome/"),
    ]

    def __init__(self, page):
        self.errors: list[str] = []
        page.on("console", self._on_console)
        page.on("pageerror", lambda exc: self._add(f"pageerror: {exc}"))

    def _on_console(self, msg):
        if msg.type == "error":
            loc = msg.location or {}
            self._add(f"console.error: {msg.text} ({loc.get('url', '')}:{loc.get('lineNumber', '')})")

    def _add(self, text: str):
        if not any(p.search(text) for p in self.IGNORED):
            self.errors.append(text)


def new_page(browser, width: int = 1280, height: int = 900):
    ctx = browser.new_context(viewport={"width": width, "height": height})
    page = ctx.new_page()
    return ctx, page, ConsoleLog(page)


def lab_notebook_url(server_url: str, rel: str) -> str:
    return f"{server_url}lab/tree/{rel}?reset"


CODE_CELLS = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell.jp-CodeCell"
ALL_CELLS = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell"
IDLE = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook-ExecutionIndicator[data-status='idle']"
ERROR_OUTPUT = ".jp-RenderedText[data-mime-type='application/vnd.jupyter.error']"


def _menu(page, top: str, item: str) -> None:
    page.locator(f".lm-MenuBar-itemLabel:text-is('{top}')").click()
    page.locator(f".lm-Menu-itemLabel:text-is('{item}')").click()


def open_lab_notebook(page, server_url: str, rel: str, timeout_ms: int = 90_000) -> None:
    """Open a notebook in JupyterLab and wait for a started, idle kernel."""
    page.goto(lab_notebook_url(server_url, rel), timeout=timeout_ms)
    page.wait_for_selector(ALL_CELLS, timeout=timeout_ms)
    # A kernel-selection dialog appears when the kernelspec is unknown: accept the default.
    with contextlib.suppress(Exception):
        dlg = page.locator(".jp-Dialog .jp-mod-accept")
        dlg.wait_for(timeout=1500)
        dlg.click()
    page.wait_for_selector(IDLE, timeout=timeout_ms)


def run_all_lab(page, timeout_ms: int = 180_000) -> dict:
    """Clear outputs, Run All, wait until the kernel is idle and every code cell has
    an execution count. Returns {'seconds': ..., 'counts': [...]}."""
    _menu(page, "Edit", "Clear Outputs of All Cells")
    page.wait_for_function(
        """sel => [...document.querySelectorAll(sel)].every(
               c => !/\\[\\d+\\]/.test((c.querySelector('.jp-InputPrompt')||{}).textContent||''))""",
        arg=CODE_CELLS, timeout=10_000)
    t0 = time.monotonic()
    _menu(page, "Run", "Run All Cells")
    res = run_all_lab_wait(page, timeout_ms)
    res["seconds"] = time.monotonic() - t0
    return res


RUN_DONE_JS = """([cells, idle]) => {
  const prompts = [...document.querySelectorAll(cells)].map(
    c => ((c.querySelector('.jp-InputPrompt')||{}).textContent||'').trim());
  if ((idle && !document.querySelector(idle)) || prompts.length === 0) return false;
  return prompts.some(p => /\\d/.test(p)) && !prompts.some(p => p.includes('*'));
}"""


class RunAllStalled(AssertionError):
    """Run All did not finish in time (the page's state is in the message)."""


RUN_STATE_JS = """([cells, idle]) => ({
  prompts: [...document.querySelectorAll(cells)].map(
    c => ((c.querySelector('.jp-InputPrompt')||{}).textContent||'').trim()),
  status: [...document.querySelectorAll('.jp-Notebook-ExecutionIndicator')].map(e => e.dataset.status),
  dialogs: [...document.querySelectorAll('.jp-Dialog')].map(d => d.textContent.slice(0, 200)),
  kernel: ((document.querySelector('.jp-KernelStatus, .jp-StatusBar-TextItem')||{}).textContent||''),
})"""


def run_all_lab_wait(page, timeout_ms: int = 180_000, require_idle: bool = True) -> dict:
    """Wait for a Run All to finish (see run_all_lab); returns {'counts': [...]}.

    Done when no cell is queued or running ([*]) and at least one has run: then either
    every code cell has a count, or Run All stopped at a cell that raised (the caller's
    error check reports the traceback instead of a time-out). In JupyterLab the kernel
    must also show idle; in JupyterLite the idle indicator can show before Pyodide has
    started, so there (require_idle=False) the state must instead hold for 1.5 s."""
    deadline = time.monotonic() + timeout_ms / 1000
    arg = [CODE_CELLS, IDLE if require_idle else None]
    while True:
        left = max(1_000, int((deadline - time.monotonic()) * 1000))
        try:
            page.wait_for_function(RUN_DONE_JS, arg=arg, timeout=left, polling=200)
        except Exception as e:
            if "Timeout" not in type(e).__name__:
                raise
            raise RunAllStalled(f"Run All did not finish in {timeout_ms / 1000:.0f} s; "
                                 f"page state: {page.evaluate(RUN_STATE_JS, arg)}") from None
        if require_idle:
            break
        page.wait_for_timeout(1_500)
        if page.evaluate(RUN_DONE_JS, arg):
            break
    counts = page.eval_on_selector_all(
        CODE_CELLS, "cs => cs.map(c => c.querySelector('.jp-InputPrompt').textContent.trim())")
    return {"counts": counts}


ERROR_OUTPUTS_JS = """([cellsSel, errSel]) => {
  // JupyterLab 4.6 renders an `error` output with the stderr mime type, so the DOM alone
  // cannot tell a traceback from a warning: read the output models when the app is
  // exposed (start_lab passes --LabApp.expose_app_in_browser), and also take any
  // output rendered as application/vnd.jupyter.error.
  const found = [];
  const app = window.jupyterapp;
  const panel = app && app.shell && app.shell.currentWidget;
  const model = panel && panel.content && panel.content.model;
  if (model) {
    for (let i = 0; i < model.cells.length; i++) {
      const cell = model.cells.get(i);
      if (!cell.outputs) continue;
      for (const o of cell.outputs.toJSON()) {
        if (o.output_type === 'error') {
          const tb = (o.traceback || []).join('\\n').replace(/\\u001b\\[[0-9;]*m/g, '');
          found.push([i, `${o.ename}: ${o.evalue}\\n${tb}`.slice(0, 3000)]);
        }
      }
    }
  }
  [...document.querySelectorAll(cellsSel)].forEach((c, i) => {
    for (const e of c.querySelectorAll(errSel)) found.push([i, e.innerText.slice(0, 3000)]);
  });
  return {exposed: !!model, errors: found};
}"""


def lab_error_outputs(page) -> list[tuple[int, str]]:
    """(cell index, error text) for every error output in the open notebook."""
    res = page.evaluate(ERROR_OUTPUTS_JS, [ALL_CELLS, ERROR_OUTPUT])
    assert res["exposed"], "window.jupyterapp is not exposed: cannot read output models"
    return [tuple(e) for e in res["errors"]]


def traceback_outputs(page) -> list[str]:
    """Error outputs on a page without the JupyterLab app (Voilà): rendered error mime
    type, or stderr that carries a traceback header."""
    return page.evaluate("""(errSel) => [...document.querySelectorAll(
        errSel + ", .jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']")]
      .map(e => e.innerText)
      .filter(t => /Traceback \\(most recent call last\\)|^-{20,}\\s*\\n?\\S+(Error|Exception)/m.test(t))
      .map(t => t.slice(0, 3000))""", ERROR_OUTPUT)


def full_page_screenshot(page, path: Path, scroller: str | None = None, max_height: int = 12_000) -> None:
    """Screenshot the whole notebook: JupyterLab scrolls inside a panel, so grow the
    viewport to the scroll height of that panel first."""
    path.parent.mkdir(parents=True, exist_ok=True)
    vp = page.viewport_size
    height = vp["height"]
    if scroller:
        with contextlib.suppress(Exception):
            sh = page.eval_on_selector(scroller, "e => { e.scrollTop = 0; return e.scrollHeight; }")
            height = max(height, min(max_height, int(sh) + 200))
    page.set_viewport_size({"width": vp["width"], "height": height})
    page.wait_for_timeout(300)
    page.screenshot(path=str(path), full_page=True)
    page.set_viewport_size(vp)


# --------------------------------------------------------------------------- game widgets

BOARD_TARGETS = ".tnb-board .tnb-target"

# The explorer a click-through drives: the first one with a track chart (a lesson's guided move comes before the
# notebook's first explorer and has a board of its own without a chart); the whole page where there is none.
EXPLORER = ".tnb-explorer:has(.tnb-chart svg)"

SNAPSHOT_JS = """() => {
  const chart = document.querySelector('.tnb-chart svg');
  const root = (chart && chart.closest('.tnb-explorer')) || document;
  const board = root.querySelector('.tnb-board .tnb-board-svg svg') || root.querySelector('.tnb-board svg');
  const log = root.querySelector('.tnb-step-log');
  const charts = [...root.querySelectorAll('.tnb-chart svg')];
  const msg = root.querySelector('.tnb-board-message');
  return {
    board: board ? board.outerHTML : null,
    log: log ? log.innerText.trim() : null,
    chart: charts.length ? charts.map(s => s.outerHTML).join('\\n') : null,
    message: msg ? msg.innerText.trim() : null,
  };
}"""


def snapshot(page) -> dict:
    return page.evaluate(SNAPSHOT_JS)


def has_game_widgets(page) -> bool:
    return page.locator(BOARD_TARGETS).count() > 0


def wait_change(page, before: dict, keys: tuple[str, ...], timeout_ms: int = 15_000) -> dict:
    """Wait until every key in `keys` differs from `before` (or timeout); return the
    newest snapshot either way so that the caller asserts with a readable diff."""
    deadline = time.monotonic() + timeout_ms / 1000
    snap = snapshot(page)
    while time.monotonic() < deadline:
        if all(snap[k] != before[k] for k in keys):
            # let trailing updates (chart redraw after board) settle
            page.wait_for_timeout(300)
            return snapshot(page)
        page.wait_for_timeout(100)
        snap = snapshot(page)
    return snap


def _short(s: str | None, n: int = 160) -> str:
    if s is None:
        return "None"
    return s if len(s) <= n else s[:n] + f"... ({len(s)} chars)"


def _wait_click_response(page, before: dict, timeout_ms: int) -> dict:
    """After a board click: wait until the board svg changes (a move was played) or the
    message line shows something new (the click was refused, with the rule it breaks)."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        snap = snapshot(page)
        if snap["board"] != before["board"]:
            return wait_change(page, before, ("board", "log", "chart") if before["chart"] else ("board", "log"),
                               timeout_ms=8_000)
        if snap["message"] and snap["message"] != before["message"]:
            return snap
        if time.monotonic() > deadline:
            return snap
        if snap["message"] and time.monotonic() > deadline - timeout_ms / 1000 + 2:
            # the same refusal as for the previous target (e.g. "not your turn"): 2 s
            # without a board change is enough to call it refused
            return snap
        page.wait_for_timeout(100)


def click_through(page, max_targets: int = 40, require_move: bool = False, max_steps: int = 10) -> dict:
    """Click board targets until one is played (or every tried one was refused with a
    message), then Back and Next on the stepper; assert that the board SVG, the step
    log and the Plotly chart changed with each stepper move. With require_move a
    refused click fails. Returns the snapshots and whether a move was played."""
    s0 = snapshot(page)
    assert s0["board"], "no <svg> inside .tnb-board"
    assert s0["log"] is not None, "no .tnb-step-log on a page with a board"
    # a page whose only boards are a lesson's guided moves (an explorer without a chart) is driven without one;
    # a page with an explore() cell must show its chart (the caller waits for it)
    charted = page.locator(EXPLORER).count() > 0
    keys = ("board", "log", "chart") if charted else ("board", "log")
    # The board front-end marks the targets that are legal now with `tnb-live` and ignores
    # clicks on the others; with no live target it marks the board `tnb-board-past`
    # (a past step shown, or no decision that a click answers).
    scope = page.locator(EXPLORER).first if page.locator(EXPLORER).count() else page
    live = scope.locator(BOARD_TARGETS + ".tnb-live")
    no_live = live.count() == 0 and scope.locator(".tnb-board.tnb-board-past").count() > 0
    targets = live if live.count() else scope.locator(BOARD_TARGETS)
    n = 0 if no_live else targets.count()
    tried: list[str] = []
    moved = False
    s1 = s0
    if no_live:
        assert not require_move, "the board shows no live (legal) target to click"
    for i in range(min(n, max_targets)):
        t = targets.nth(i)
        name = t.get_attribute("data-target")
        before = snapshot(page)
        try:
            # A real click: Playwright refuses when another element (a label drawn on
            # top without pointer-events: none) would receive it, as a person's click would.
            t.click(timeout=5_000)
            # A target with several meanings opens a menu of them: pick the first.
            item = scope.locator(".tnb-board .tnb-menu:not([hidden]) .tnb-menu-item")
            if item.count():
                item.first.click(timeout=5_000)
        except Exception as e:  # noqa: BLE001 - reported in the assertion below
            tried.append(f"{name} (not clickable: {str(e).splitlines()[0][:200]})")
            continue
        snap = _wait_click_response(page, before, timeout_ms=8_000)
        if snap["board"] != s0["board"]:
            tried.append(name)
            s1, moved = snap, True
            break
        tried.append(f"{name} (refused: {snap['message']!r})" if snap["message"] else f"{name} (no response)")
        assert snap["message"], (
            f"clicking board target {name!r} changed neither the board svg nor the "
            f".tnb-board-message line")
        s1 = snap
    assert moved or no_live or (tried and not require_move and all("refused" in t for t in tried)), (
        f"no board click was played; tried {tried}")
    if moved:
        assert s1["log"] != s0["log"], f"step log unchanged after a board click: {s1['log']!r}"
        assert not charted or s1["chart"] != s0["chart"], "Plotly chart svg unchanged after a board click"

    # Back: one rule step may leave the drawn board as it is (a die roll, a log-only
    # event), so step back until the board changes (at most max_steps), then Next as
    # many times. Every press must change the step log; the chart (its step marker)
    # and the board must have changed over the presses.
    back = scope.locator(".tnb-stepper .tnb-step-back").first
    nxt = scope.locator(".tnb-stepper .tnb-step-next").first
    s2, presses = s1, 0
    while presses < max_steps:
        before = s2
        back.click()
        presses += 1
        s2 = wait_change(page, before, keys[1:])
        assert s2["log"] != before["log"], f"step log unchanged after stepper Back: {s2['log']!r}"
        if s2["board"] == before["board"]:
            s2 = wait_change(page, before, ("board",), timeout_ms=1_500)
        if s2["board"] != s1["board"]:
            break
    for k in keys:
        assert s2[k] != s1[k], (
            f"{k} unchanged after {presses} stepper Back press(es) (still {_short(s2[k])!r})")

    s3 = s2
    for _ in range(presses):
        before = s3
        nxt.click()
        s3 = wait_change(page, before, keys[1:])
        assert s3["log"] != before["log"], f"step log unchanged after stepper Next: {s3['log']!r}"
    s3 = wait_change(page, s2, ("board",), timeout_ms=3_000) if s3["board"] == s2["board"] else s3
    for k in keys:
        assert s3[k] != s2[k], f"{k} unchanged after {presses} stepper Next press(es) (still {_short(s3[k])!r})"
    return {"before": s0, "clicked": s1, "back": s2, "next": s3, "targets_tried": tried, "moved": moved, "stepper_presses": presses,
            "no_live_target": no_live}


LAB_SCROLLER = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer"


def first_game_notebook(notebooks: list[Path] | None = None) -> Path | None:
    """The first notebook (sorted by path) that calls ``explore(`` — what Voilà opens."""
    for nb in notebooks if notebooks is not None else discover_notebooks():
        if "explore(" in nb.read_text():
            return nb
    return None


class NotebookErrors(RuntimeError):
    """A generated notebook's Run All left error outputs (cell index, text)."""


class NoChromium(RuntimeError):
    """No system Chromium was found (the message says how to get one)."""


@contextlib.contextmanager
def generated_notebook_page(cells: list[str], *, name: str = "generated.ipynb", files: dict[str, Path] | None = None,
                            width: int = 1280, height: int = 900, wait_for: tuple[str, ...] = (),
                            init_script: str | None = None):
    """JupyterLab in headless Chromium on a notebook made of ``cells`` (in a scratch folder, with ``files``
    copied beside it), after Run All: yields the page. Raises NotebookErrors when a cell failed and
    NoChromium when no Chromium is found. The server, browser and folder are gone afterwards.

    Used by the scripts that measure or photograph a live board (benchmarks/latency.py, docs/screenshot.py).
    ``init_script`` (JavaScript) runs in the page before JupyterLab's own code (latency.py --trace).
    """
    chromium = find_chromium()
    if not chromium:
        raise NoChromium(ENABLE_HINT)
    from playwright.sync_api import sync_playwright

    from sample_widgets import notebook_json

    tmp = Path(tempfile.mkdtemp(prefix="tnb-gen-"))
    try:
        for dest, src in (files or {}).items():
            shutil.copy(src, tmp / dest)
        (tmp / name).write_text(json.dumps(notebook_json(cells), indent=1))
        server = start_lab(root=tmp)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
                try:
                    _ctx, page, _console = new_page(browser, width=width, height=height)
                    if init_script:
                        page.add_init_script(init_script)
                    open_lab_notebook(page, server.url, name)
                    run_all_lab(page)
                    errors = lab_error_outputs(page)
                    if errors:
                        raise NotebookErrors(f"the generated notebook failed: {errors}")
                    for selector in wait_for:
                        page.wait_for_selector(selector, timeout=30_000)
                    yield page
                finally:
                    browser.close()
        finally:
            server.stop()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
