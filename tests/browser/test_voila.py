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


APPS = sorted((H.NOTEBOOKS_DIR / "apps").glob("*.ipynb")) if (H.NOTEBOOKS_DIR / "apps").is_dir() else []


@pytest.mark.parametrize("nb", APPS[:1], ids=[p.stem for p in APPS[:1]])
def test_voila_app_rulings_seat_and_play(nb, browser, page_factory, screenshots_dir):
    """An app page: choose a ruling and a seat from the dropdowns, New game, play by buttons."""
    server = H.start_voila(nb, cwd=nb.parent, python=H.jupyter_python())
    try:
        page, console = page_factory(width=1500, height=1000)
        page.goto(server.url, timeout=120_000)
        page.wait_for_selector(".tnb-board .tnb-panel[data-state]", timeout=120_000)
        # nothing of the notebook's code or of hidden cells on the page: only the app
        assert "from tabletop_nb" not in page.inner_text("body"), "notebook code shown on the Voilà page"
        page.locator(".tnb-app-ruling select").first.select_option(index=1)
        page.locator(".tnb-app-seat select").select_option(index=1)
        chosen = page.locator(".tnb-app-seat select option:checked").inner_text().strip()
        before = page.inner_text(".tnb-app-status")
        page.locator(".tnb-app-new").click()
        page.wait_for_function("(b) => document.querySelector('.tnb-app-status').innerText !== b", arg=before,
                               timeout=30_000)
        status = page.inner_text(".tnb-app-status")
        assert f"you play: {chosen}" in status, status
        page.wait_for_selector(".tnb-board .tnb-panel[data-state='decide'] .tnb-act", timeout=30_000)
        for _ in range(3):
            n = page.evaluate("() => document.querySelector('.tnb-board').dataset.answered || '0'")
            if page.locator(".tnb-board .tnb-panel[data-state='over']").count():
                break
            page.locator(".tnb-board .tnb-panel .tnb-act").first.click()
            page.wait_for_function("(n) => (document.querySelector('.tnb-board').dataset.answered || '0') !== n",
                                   arg=n, timeout=30_000)
        feedback = page.locator(".tnb-board .tnb-feedback-item")
        assert feedback.count() > 0, "no sentence shown after a move"
        page.screenshot(path=str(screenshots_dir / f"voila__apps__{nb.stem}.png"), full_page=True)
        errors = H.traceback_outputs(page)
        assert not errors, "error output under Voilà:\n" + "\n---\n".join(errors)
        assert not console.errors, "browser console errors:\n" + "\n".join(console.errors)
    finally:
        server.stop()
