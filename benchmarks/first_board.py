"""Time to the first playable board in Voilà, beside a bare widget page, in one run (issue #33).

One Voilà server serves a folder holding an app page (``app(<Game>)``) and a bare page (one ipywidgets Button);
each round opens both, in turn, in headless Chromium and times from navigation to a playable board (an action
button in a deciding panel) or to the bare Button. Prints the median of each over ``--rounds`` and their ratio.

    PYTHONHASHSEED=0 .venv/bin/python benchmarks/first_board.py [--rounds 5] [--game tomorrow] [--tree PATH]

``--tree PATH`` runs Voilà's kernels with that source tree first on the path (another version of tabletop_nb,
e.g. a checkout of an earlier commit), so two versions are compared by two runs of this script.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "browser"))

import harness as H  # noqa: E402

GAMES = {"tomorrow": ("tabletop_nb.tomorrow", "TomorrowGame", '{"players": 4}'),
         "turmoil": ("tabletop_nb.turmoil", "TurmoilGame", '{"players": ["Kim", "Stanley"]}'),
         "wotw": ("tabletop_nb.wotw", "WotWGame", "None"),
         "tomorrow2023": ("tabletop_nb.tomorrow2023", "Tomorrow2023Game", '{"language": "en"}')}


def _notebook(cells: list[str]) -> dict:
    return {"cells": [{"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {}, "outputs": [],
                       "source": src} for i, src in enumerate(cells)],
            "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                                        "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--game", default="tomorrow", choices=sorted(GAMES))
    ap.add_argument("--tree", default=None, help="a tabletop_nb source tree to run instead of the installed one")
    a = ap.parse_args()
    from playwright.sync_api import sync_playwright

    module, cls, setup = GAMES[a.game]
    folder = Path(tempfile.mkdtemp(prefix="tnb-first-board-"))
    (folder / "app.ipynb").write_text(json.dumps(_notebook(
        [f"from {module} import {cls}\nfrom tabletop_nb.ui import app\napp({cls}, setup={setup})"])))
    (folder / "bare.ipynb").write_text(json.dumps(_notebook(
        ["import ipywidgets as widgets\nb = widgets.Button(description='bare')\nb.add_class('bare-button')\nb"])))
    if a.tree:
        os.environ["PYTHONPATH"] = str(Path(a.tree).resolve()) + os.pathsep + os.environ.get("PYTHONPATH", "")
    tmpobj = tempfile.TemporaryDirectory(prefix="tnb-voila-")
    port = H.free_port()
    cmd = [sys.executable, "-m", "voila", str(folder), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
           "--Voila.port_retries=0"]
    server = H._serve(cmd, folder, tmpobj, port, "voila", "voila/static/", 60)
    times: dict[str, list[float]] = {"app": [], "bare": []}
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=H.find_chromium(), args=H.CHROMIUM_ARGS)
            for _ in range(a.rounds):
                for name, ready in (("app", ".tnb-board .tnb-panel[data-state='decide'] .tnb-act"),
                                    ("bare", ".bare-button")):
                    page = browser.new_page()
                    t = time.perf_counter()
                    page.goto(f"{server.url}voila/render/{name}.ipynb", timeout=120_000)
                    page.wait_for_selector(ready, timeout=120_000)
                    times[name].append(time.perf_counter() - t)
                    page.close()
            browser.close()
    finally:
        server.stop()
    app_s, bare_s = statistics.median(times["app"]), statistics.median(times["bare"])
    import tabletop_nb  # noqa: F401  (which tree the kernels ran is named by --tree)
    print(f"{a.game} app page: median {app_s:.2f} s; bare widget page: median {bare_s:.2f} s; ratio {app_s / bare_s:.2f} "
          f"({a.rounds} rounds, alternating; tree: {a.tree or 'installed'})")


if __name__ == "__main__":
    main()
