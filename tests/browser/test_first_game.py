"""A first game of each game, taught as it is played, in its Voilà app page (#26, item 4).

Each app notebook (notebooks/apps/) starts in first-game mode. The page is played to its end by clicking the panel's
buttons (a seeded choice). On the way: the setup's rules are on the panel before the first move (the same as a
headless app of the same game shows); "Got it" is pressed from the keyboard; the glossary opens; a button or the
prompt carries a glossary definition on hover. At the end: every rule met is listed once, and the list is exactly
the one a headless app replaying the same clicks brings up (so, how many rules and which, each once); a rule put
away is reopened from the list.
"""

from __future__ import annotations

import random
import time

import harness as H
import pytest
from test_play import _state, _wait_settled
from test_voila_apps import APPS_DIR, apps_server  # noqa: F401 - the shared Voilà server of the apps folder

pytestmark = pytest.mark.browser

# What each app notebook builds (tests/test_start_page.py checks every game has one): key, setup.
APPS = {"tomorrow": {"players": 4}, "turmoil": {"players": ["Kim", "Stanley", "Ada"], "generations": 3},
        "wotw": None, "tomorrow2023": {"language": "en"}}

TEACH_JS = """() => {
  const t = document.querySelector('.tnb-teach');
  if (!t) return null;
  const title = t.querySelector('.tnb-teach-card .tnb-teach-title');
  const dismiss = t.querySelector('.tnb-teach-dismiss');
  return {
    current: title ? title.innerText.trim() : null,
    rule: (t.querySelector('.tnb-teach-card .tnb-teach-rule') || {innerText: ''}).innerText.trim(),
    lesson: (t.querySelector('.tnb-teach-card .tnb-teach-lesson a') || {getAttribute: () => ''}).getAttribute('href'),
    dismissShown: !!dismiss && getComputedStyle(dismiss).display !== 'none',
    met: [...t.querySelectorAll('.tnb-teach-met .tnb-teach-reopen')].map(b => b.innerText.trim()),
    metTitle: (t.querySelector('.tnb-teach-met-title') || {innerText: ''}).innerText.trim(),
  };
}"""


def _teach(page) -> dict:
    return page.evaluate(TEACH_JS)


def _headless(key: str, clicks: list[int]):
    """The same app, built and played headless (same seed, seat and bots), the same buttons pressed."""
    from tabletop_nb.ui import app

    a = app(key, APPS[key], first_game=True)
    for index in clicks:
        a.explorer.board.act(index)
    return a


def _wait_met(page, n: int) -> dict:
    page.wait_for_function("""(n) => document.querySelectorAll('.tnb-teach .tnb-teach-met .tnb-teach-reopen')
                                  .length === n""", arg=n, timeout=20_000)
    return _teach(page)


@pytest.mark.parametrize("key", sorted(APPS))
def test_a_first_game_is_taught_as_it_is_played_to_its_end_by_clicks(key, apps_server, page_factory,  # noqa: F811
                                                                     screenshots_dir):
    nb = APPS_DIR / f"{key}.ipynb"
    assert "first_game=True" in nb.read_text(encoding="utf-8")
    started = time.monotonic()
    page, console = page_factory(width=1600, height=1000)
    page.goto(f"{apps_server.url}voila/render/{nb.name}", timeout=120_000)
    page.wait_for_selector(".tnb-board .tnb-panel[data-state='decide'] .tnb-act", timeout=120_000)
    page.wait_for_selector(".tnb-teach .tnb-teach-card .tnb-teach-title", timeout=30_000)
    loaded = time.monotonic() - started

    # Before any move: the setup's rules, as the same app shows them headless; the first one on the panel.
    start = _headless(key, [])
    language = start.teacher.teaching.language
    titles = [c.told(language)[0] for c in start.teacher.met]
    t = _wait_met(page, len(titles))
    assert t["met"] == titles and t["current"] == titles[0], t
    assert t["rule"] and t["lesson"].startswith("../") and t["lesson"].endswith(".ipynb"), t
    # "Got it" from the keyboard: the next new rule shows
    page.focus(".tnb-teach .tnb-teach-dismiss")
    page.keyboard.press("Enter")
    page.wait_for_function("(first) => { const e = document.querySelector('.tnb-teach .tnb-teach-title');"
                           " return e && e.innerText.trim() !== first; }", arg=titles[0], timeout=20_000)
    assert _teach(page)["current"] == titles[1]

    # The glossary opens beside the board; a word of the panel has its meaning on hover.
    page.locator(".tnb-app-glossary").click()
    page.wait_for_selector(".tnb-glossary-view table.tnb-glossary", timeout=20_000)
    hover = page.evaluate("""() => [...document.querySelectorAll('.tnb-board .tnb-panel .tnb-act')]
        .map(b => b.title).filter(t => t.includes('\\n\\n'))
        .concat([document.querySelector('.tnb-board .tnb-panel-prompt').title].filter(t => t))""")
    assert hover and all(": " in h for h in hover), hover
    page.locator(".tnb-app-glossary").click()
    page.wait_for_function("() => !document.querySelector('.tnb-glossary-view') || "
                           "!document.querySelector('.tnb-glossary-view').offsetParent", timeout=20_000)

    # Play to the end, clicking only the panel's buttons (so a headless replay presses the same ones).
    rng = random.Random(f"first-game-{key}")
    clicks: list[int] = []
    for _ in range(600):
        s = _state(page)
        if s["state"] == "over":
            break
        assert s["state"] == "decide" and s["buttons"] > 0, s
        button = page.locator(".tnb-board .tnb-panel .tnb-act").nth(rng.randrange(s["buttons"]))
        clicks.append(int(button.get_attribute("data-index")))
        button.click()
        after = _wait_settled(page, s)
        assert "Not allowed" not in after["message"], after
    assert _state(page)["state"] == "over", f"not over after {len(clicks)} clicks"

    # Every rule met, once, and exactly those the same game brings up headless for this seat.
    end = _headless(key, clicks)
    assert end.explorer.game.is_over
    expected = [c.told(language)[0] for c in end.teacher.met]
    t = _wait_met(page, len(expected))
    assert t["met"] == expected, (t["met"], expected)
    assert len(set(t["met"])) == len(t["met"]) >= len(titles) + 3
    assert str(len(expected)) in t["metTitle"]
    # Put every card away, then reopen one from the list
    for _ in range(len(expected) + 1):
        if not _teach(page)["dismissShown"]:
            break
        before = _teach(page)["current"]
        page.locator(".tnb-teach .tnb-teach-dismiss").click()
        page.wait_for_function("(b) => { const e = document.querySelector('.tnb-teach .tnb-teach-title');"
                               " return !e || e.innerText.trim() !== b || getComputedStyle(document.querySelector("
                               "'.tnb-teach .tnb-teach-dismiss')).display === 'none'; }", arg=before, timeout=20_000)
    t = _teach(page)
    assert t["current"] is None and not t["dismissShown"], t
    page.locator(".tnb-teach .tnb-teach-met .tnb-teach-reopen").nth(2).click()
    page.wait_for_function("(w) => { const e = document.querySelector('.tnb-teach .tnb-teach-title');"
                           " return e && e.innerText.trim() === w; }", arg=expected[2], timeout=20_000)
    assert _teach(page)["dismissShown"]
    page.screenshot(path=str(screenshots_dir / f"voila__first-game__{key}__over.png"), full_page=True)
    errors = H.traceback_outputs(page)
    assert not errors, "error output under Voilà:\n" + "\n---\n".join(errors)
    assert not console.errors, "browser console errors:\n" + "\n".join(console.errors)
    print(f"{key}: page ready in {loaded:.1f} s; {len(clicks)} clicks; {len(expected)} rules met; "
          f"{time.monotonic() - started:.1f} s in all")
