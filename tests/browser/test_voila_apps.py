"""Every game's app (notebooks/apps/) as a Voilà page, played to its end by clicks (#26).

One Voilà server serves the apps folder; each app's page is opened, a game is played in the app's default mode
(one seat against bots; the solo game alone) by clicking the offered buttons and targets until it is over, with
one Take back on the way, and nothing on the page is an error.
"""

from __future__ import annotations

import random
import tempfile

import harness as H
import pytest
from test_play import _play_to_end, _state, _wait_settled

pytestmark = pytest.mark.browser

APPS_DIR = H.NOTEBOOKS_DIR / "apps"
APPS = sorted(APPS_DIR.glob("*.ipynb"))


@pytest.fixture(scope="module")
def apps_server(browser):
    tmpobj = tempfile.TemporaryDirectory(prefix="tnb-voila-apps-")
    port = H.free_port()
    cmd = [H.jupyter_python(), "-m", "voila", str(APPS_DIR), "--no-browser", f"--port={port}",
           "--Voila.ip=127.0.0.1", "--Voila.port_retries=0", "--show_tracebacks=True"]
    server = H._serve(cmd, APPS_DIR, tmpobj, port, "voila", "voila/static/", 60)
    try:
        yield server
    finally:
        server.stop()


@pytest.mark.parametrize("nb", APPS, ids=[p.stem for p in APPS])
def test_each_app_is_played_to_the_end_by_clicks_in_voila(nb, apps_server, page_factory, screenshots_dir):
    page, console = page_factory(width=1500, height=1000)
    page.goto(f"{apps_server.url}voila/render/{nb.name}", timeout=120_000)
    page.wait_for_selector(".tnb-board .tnb-panel[data-state='decide'] .tnb-act", timeout=120_000)
    assert "from tabletop_nb" not in page.inner_text("body"), "notebook code shown on the Voilà page"
    note = page.inner_text(".tnb-app-undo-note")
    assert "Take back" in note and "cannot preview" in note, note
    rng = random.Random(f"voila-app-{nb.stem}")
    # a few moves, then Take back: the move is taken back, or it stands because a card or a die was shown since
    for _ in range(3):
        s = _state(page)
        if s["state"] != "decide":
            break
        page.locator(".tnb-board .tnb-panel .tnb-act").nth(rng.randrange(s["buttons"])).click()
        _wait_settled(page, s)
    s = _state(page)
    if s["state"] == "decide":
        page.locator(".tnb-app-undo").click()  # (a Python callback of another widget: the board's message says)
        page.wait_for_function("""() => { const m = document.querySelector('.tnb-board .tnb-board-message');
                                    return m && /Took back|chance decided/.test(m.innerText); }""", timeout=20_000)
        page.wait_for_timeout(200)
    counts = _play_to_end(page, rng, max_clicks=600)
    assert _state(page)["state"] == "over"
    page.screenshot(path=str(screenshots_dir / f"voila__apps__{nb.stem}__over.png"), full_page=True)
    errors = H.traceback_outputs(page)
    assert not errors, "error output under Voilà:\n" + "\n---\n".join(errors)
    assert not console.errors, "browser console errors:\n" + "\n".join(console.errors)
    assert counts["clicks"] >= 1


def test_a_seat_of_tomorrow_against_the_default_bots_lasts_past_turn_3(apps_server, page_factory):
    """#31: the app's default bots (the heuristic) play a game that lasts: a learner holding one seat reaches turn 4
    (with random bots a Tomorrow game used to end in turn 1). The learner here clicks any offered button but the Big
    Red Button; the turn is read from the board's own heading ("Turn N: ...")."""
    import re

    page, console = page_factory(width=1500, height=1000)
    page.goto(f"{apps_server.url}voila/render/tomorrow.ipynb", timeout=120_000)
    page.wait_for_selector(".tnb-board .tnb-panel[data-state='decide'] .tnb-act", timeout=120_000)
    assert "sensible beginners" in page.locator(".tnb-app-bots select").input_value()  # the default level
    rng = random.Random("voila-tomorrow-turns")

    def turn() -> int:
        m = re.search(r"Turn (\d+):", (page.locator(".tnb-board svg").first.text_content() or "")
                      if page.locator(".tnb-board svg").count()
                      else "")
        return int(m.group(1)) if m else 0

    for _ in range(300):
        if turn() >= 4:
            break
        s = _state(page)
        assert s["state"] == "decide", f"the game ended (or stalled) in turn {turn()}: {s}"
        buttons = page.locator(".tnb-board .tnb-panel .tnb-act")
        texts = [buttons.nth(i).inner_text() for i in range(s["buttons"])]
        choices = [i for i, t in enumerate(texts) if "Red Button" not in t] or list(range(len(texts)))
        buttons.nth(rng.choice(choices)).click()
        _wait_settled(page, s)
    assert turn() >= 4, f"still in turn {turn()}"
    assert not console.errors, "browser console errors:\n" + "\n".join(console.errors)
