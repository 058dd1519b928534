"""The first game notebook works as a Voilà app: board click, Back, Next in Chromium."""

from __future__ import annotations

import pytest

import harness as H

pytestmark = pytest.mark.browser

GAME_NB = H.first_game_notebook()


@pytest.fixture(scope="module")
def voila_server(browser):
    if GAME_NB is None:
        pytest.skip("no notebook under notebooks/ calls tabletop_nb.ui.explore yet")
    server = H.start_voila(GAME_NB, cwd=GAME_NB.parent, python=H.jupyter_python())
    try:
        yield server
    finally:
        server.stop()


def test_voila_click_through(voila_server, page_factory, screenshots_dir):
    page, console = page_factory()
    page.goto(voila_server.url, timeout=120_000)
    # Voilà runs the whole notebook before (or while) it renders: allow for that.
    page.wait_for_selector(H.BOARD_TARGETS, timeout=120_000)
    page.wait_for_selector(".tnb-chart svg", timeout=30_000)
    errors = H.traceback_outputs(page)
    assert not errors, "error output under Voilà:\n" + "\n---\n".join(errors)
    name = GAME_NB.relative_to(H.NOTEBOOKS_DIR).as_posix().replace("/", "__").removesuffix(".ipynb")
    page.screenshot(path=str(screenshots_dir / f"voila__{name}.png"), full_page=True)
    H.click_through(page, require_move=True)
    assert not console.errors, "browser console errors:\n" + "\n".join(console.errors)
