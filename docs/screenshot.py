"""Retake docs/screenshot.png: a four-player Tomorrow game in play, in JupyterLab with headless Chromium.

    .venv/bin/python docs/screenshot.py [--out docs/screenshot.png]

A generated notebook plays a seeded game to a Resource Resolution decision (random players), shows it
with ``explore`` (board, action panel, stepper, chart by round), hovers the first panel button so its
target lights up on the map, and photographs the explorer's output area.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "browser"))

import harness as H  # noqa: E402
from sample_widgets import notebook_json  # noqa: E402

CELL = (
    "from tabletop_nb.core import RandomPolicy\n"
    "from tabletop_nb.tomorrow import TomorrowGame\n"
    "from tabletop_nb.ui import explore\n"
    "game = TomorrowGame(players=4, seed=1)\n"
    "policy = RandomPolicy(1)\n"
    "while game.pending.kind != 'act':\n"
    "    game.play(policy(game))\n"
    "explore(game)"
)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=REPO / "docs" / "screenshot.png")
    a = ap.parse_args(argv)
    chromium = H.find_chromium()
    if not chromium:
        print(H.ENABLE_HINT, file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    tmp = Path(tempfile.mkdtemp(prefix="tnb-shot-"))
    try:
        (tmp / "shot.ipynb").write_text(json.dumps(notebook_json([CELL]), indent=1))
        server = H.start_lab(root=tmp)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=chromium, args=H.CHROMIUM_ARGS)
                ctx, page, _console = H.new_page(browser, width=1560, height=2400)
                H.open_lab_notebook(page, server.url, "shot.ipynb")
                H.run_all_lab(page)
                errors = H.lab_error_outputs(page)
                if errors:
                    print("notebook errors:", errors, file=sys.stderr)
                    return 1
                page.wait_for_selector(H.BOARD_TARGETS, timeout=30_000)
                page.wait_for_selector(".tnb-chart svg", timeout=30_000)
                page.wait_for_timeout(800)
                button = page.locator(".tnb-board .tnb-panel button").first
                button.hover()
                page.wait_for_timeout(300)
                page.locator(".tnb-explorer").first.screenshot(path=str(a.out))
                browser.close()
        finally:
            server.stop()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"wrote {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
