"""Retake docs/screenshot.png: a four-player Tomorrow game in play, in JupyterLab with headless Chromium.

    .venv/bin/python docs/screenshot.py [--out docs/screenshot.png]

A generated notebook plays a seeded game to a Resource Resolution decision (random players), shows it
with ``explore`` (board, action panel, stepper, chart by round), hovers the first panel button so its
target lights up on the map, and photographs the explorer's output area.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "browser"))

import harness as H  # noqa: E402

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
    try:
        with H.generated_notebook_page([CELL], name="shot.ipynb", width=1560, height=2400,
                                       wait_for=(H.BOARD_TARGETS, ".tnb-chart svg")) as page:
            page.wait_for_timeout(800)
            page.locator(".tnb-board .tnb-panel button").first.hover()  # its target lights up on the map
            page.wait_for_timeout(300)
            page.locator(".tnb-explorer").first.screenshot(path=str(a.out))
    except H.NoChromium as e:
        print(e, file=sys.stderr)
        return 2
    except H.NotebookErrors as e:
        print(e, file=sys.stderr)
        return 1
    print(f"wrote {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
