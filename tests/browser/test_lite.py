"""The JupyterLite site (site/, from `make lite`) works with no network at run time.

Runs only when site/ exists, or when TNB_TEST_LITE=1 (which builds it first with
`make lite`). Serves site/ with `python -m http.server` on 127.0.0.1, opens
00-start-here and the first game notebook, Run All (the first cell installs
tabletop_nb from the bundled wheels), asserts no error output, no console error,
no request that left 127.0.0.1, and clicks the board.
"""

from __future__ import annotations

import os
import subprocess
import time

import pytest

import harness as H

pytestmark = pytest.mark.browser

SITE = H.REPO / "site"


@pytest.fixture(scope="module")
def lite_site(browser):
    if os.environ.get("TNB_TEST_LITE", "") not in ("", "0"):
        subprocess.run(["make", "lite"], cwd=H.REPO, check=True)
    elif not (SITE / "index.html").exists():
        pytest.skip("no JupyterLite site: run `make lite` (or set TNB_TEST_LITE=1) to test it")
    assert (SITE / "static" / "pyodide" / "pyodide.mjs").exists(), "site/ lacks the bundled Pyodide"
    server = H.start_static(SITE)
    try:
        yield server
    finally:
        server.stop()


def _lite_notebooks():
    first = H.NOTEBOOKS_DIR / "00-start-here.ipynb"
    # The lab's notebooks (pandas, worker processes) are for a kernel, not for JupyterLite: a game's notebook.
    game = H.first_game_notebook([p for p in H.discover_notebooks()
                                  if p != first and p.relative_to(H.NOTEBOOKS_DIR).parts[0] != "lab"])
    return [p for p in (first, game) if p is not None]


@pytest.mark.parametrize("nb", _lite_notebooks(), ids=lambda p: p.relative_to(H.NOTEBOOKS_DIR).as_posix())
def test_lite_notebook(nb, lite_site, page_factory, screenshots_dir, record_property):
    rel = nb.relative_to(H.NOTEBOOKS_DIR).as_posix()
    assert (SITE / "files" / rel).exists(), f"{rel} is not in the lite site: rebuild it (make lite)"
    page, console = page_factory()
    outside: list[str] = []
    page.on("request", lambda r: outside.append(r.url)
            if not r.url.startswith((lite_site.url, "data:", "blob:")) else None)

    t0 = time.monotonic()
    page.goto(f"{lite_site.url}lab/index.html?path={rel}", timeout=120_000)
    page.wait_for_selector(H.CODE_CELLS, timeout=120_000)
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    # The idle indicator can show before Pyodide has started: Run All queues the cells
    # and run_all_lab waits for every count, so the kernel start is inside that wait.
    first_done = {}

    def _watch_first():
        page.wait_for_function(
            "sel => /\\d/.test((document.querySelector(sel + ' .jp-InputPrompt')||{}).textContent||'')",
            arg=H.CODE_CELLS, timeout=240_000, polling=100)
        first_done["t"] = time.monotonic() - t0

    run = None
    H._menu(page, "Run", "Run All Cells")
    _watch_first()
    run = H.run_all_lab_wait(page, timeout_ms=240_000, require_idle=False)
    total = time.monotonic() - t0
    record_property("lite_first_cell_seconds", round(first_done["t"], 1))
    record_property("lite_run_all_seconds", round(total, 1))
    print(f"\n[lite] {rel}: page load + kernel start + %pip install (first cell) {first_done['t']:.1f} s; "
          f"all cells {total:.1f} s")

    errors = H.lab_error_outputs(page)
    assert not errors, "error output in cell(s):\n" + "\n---\n".join(f"cell {i}:\n{t}" for i, t in errors)
    assert all(any(ch.isdigit() for ch in c) for c in run["counts"]), f"not every cell ran: {run['counts']}"

    if "explore(" in nb.read_text():
        page.wait_for_selector(H.BOARD_TARGETS, timeout=60_000)
        page.wait_for_selector(".tnb-chart svg", timeout=60_000)
    H.full_page_screenshot(page, screenshots_dir / f"lite__{rel.replace('/', '__').removesuffix('.ipynb')}.png",
                           scroller=H.LAB_SCROLLER)
    if H.has_game_widgets(page):
        H.click_through(page)
    assert not outside, f"requests left the local server (the site must work offline): {outside[:5]}"
    assert not console.errors, "browser console errors:\n" + "\n".join(console.errors)
