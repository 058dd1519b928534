"""Playing by clicking only, in JupyterLab in a real Chromium.

Per game: one test plays a whole game to its end by clicking the action panel's buttons and the
board's targets (a seeded RNG picks which offered button or target; a target with several
meanings opens a menu, whose item is then picked); another plays one seat against bots in
hot-seat mode (the table is hidden until "I am ..." is pressed). Both check the layout: the
stepper, board and panel keep their place and size when Back shows an earlier step, and a click
on the history board plays nothing and says so.
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import harness as H
import pytest
from sample_widgets import notebook_json

from tabletop_nb.core import declared_games

pytestmark = pytest.mark.browser

PLAY_DIR = H.REPO / "build" / "browser-play"

GAMES = {
    "turmoil": ("from tabletop_nb.turmoil import TurmoilGame\n"
                "game = TurmoilGame(players=['Kim', 'Stanley'], seed={seed}, generations=2)"),
    "tomorrow": ("from tabletop_nb.tomorrow import TomorrowGame\n"
                 "game = TomorrowGame(players=4, seed={seed})"),
    "wotw": ("from tabletop_nb.wotw import WotWGame\n"
             "game = WotWGame(seed={seed})"),
    "tomorrow2023": ("from tabletop_nb.tomorrow2023 import Tomorrow2023Game\n"
                     "game = Tomorrow2023Game(seed={seed})"),
}
# Any other declared game (another package's, the example of examples/ say): its default game, found by its key.
for _key, _cls in sorted(declared_games().items()):
    _setup = repr(dict(getattr(_cls, "CONTRACT_SETUP", {}))).replace("{", "{{").replace("}", "}}")
    GAMES.setdefault(_key, f"from tabletop_nb.core import find_game\ngame = find_game({_key!r})(seed={{seed}}, **{_setup})")
# Hot seat needs a table of several players (the solo game has nobody to hand the device to).
HOT_SEAT = sorted(g for g, c in declared_games().items()
                  if len(c(seed=0, **dict(getattr(c, "CONTRACT_SETUP", {}))).seats()) > 1)

STATE_JS = """() => {
  const panel = document.querySelector('.tnb-board .tnb-panel');
  const svg = document.querySelector('.tnb-board .tnb-board-svg');
  const msg = document.querySelector('.tnb-board .tnb-board-message');
  return {
    state: panel ? panel.dataset.state : null,
    rev: panel ? panel.dataset.rev : null,
    svg: svg ? svg.dataset.rev : null,
    message: msg ? msg.innerText.trim() : '',
    buttons: document.querySelectorAll('.tnb-board .tnb-panel .tnb-act').length,
    targets: document.querySelectorAll('.tnb-board .tnb-target.tnb-live').length,
    busy: !!document.querySelector('.tnb-board.tnb-board-waiting'),
    answered: (document.querySelector('.tnb-board') || {dataset: {}}).dataset.answered || '0',
  };
}"""

BOXES_JS = """() => {
  // Relative to the explorer: a click may scroll the page, which moves nothing inside it.
  const o = document.querySelector('.tnb-explorer').getBoundingClientRect();
  const box = (sel) => { const e = document.querySelector(sel); if (!e) return null;
    const r = e.getBoundingClientRect();
    return [r.x - o.x, r.y - o.y, r.width, r.height].map(v => Math.round(v * 2) / 2); };
  return { back: box('.tnb-stepper .tnb-step-back'), next: box('.tnb-stepper .tnb-step-next'),
           slider: box('.tnb-stepper .tnb-step-slider'), stage: box('.tnb-board .tnb-board-stage'),
           panel: box('.tnb-board .tnb-panel'), message: box('.tnb-board .tnb-board-message'),
           chart: box('.tnb-board .tnb-chart') };
}"""


def _notebook(name: str, game: str, seed: int, view: str) -> Path:
    PLAY_DIR.mkdir(parents=True, exist_ok=True)
    cells = [GAMES[game].format(seed=seed) + "\nfrom tabletop_nb.ui import explore\n" + view]
    path = PLAY_DIR / f"{name}.ipynb"
    path.write_text(json.dumps(notebook_json(cells), indent=1))
    return path


def _state(page) -> dict:
    return page.evaluate(STATE_JS)


def _wait_settled(page, before: dict, timeout_ms: int = 20_000) -> dict:
    """After a click: the panel redrew (a move), or a message appeared; and the board is not busy."""
    page.wait_for_function(
        """(n) => { const b = document.querySelector('.tnb-board');
             return b && !b.classList.contains('tnb-board-waiting') && (b.dataset.answered || '0') !== n; }""",
        arg=before["answered"], timeout=timeout_ms, polling=50)
    page.wait_for_timeout(30)  # the trailing stepper update
    return _state(page)


def _open(page, lab_server, nb: Path) -> None:
    H.open_lab_notebook(page, lab_server.url, nb.relative_to(H.LAB_ROOT).as_posix())
    H.run_all_lab(page)
    errors = H.lab_error_outputs(page)
    assert not errors, f"notebook errors: {errors}"
    page.wait_for_selector(".tnb-board .tnb-panel[data-state]", timeout=30_000)


def _check_layout_and_history(page) -> None:
    """Back shows an earlier step: nothing moves, the board is muted, a click there plays nothing."""
    before = page.evaluate(BOXES_JS)
    s0 = _state(page)
    page.locator(".tnb-stepper .tnb-step-back").first.click()
    page.wait_for_function("() => document.querySelector('.tnb-board .tnb-panel').dataset.state === 'past'",
                           timeout=10_000)
    page.wait_for_timeout(300)
    after = page.evaluate(BOXES_JS)
    for key in before:
        assert before[key] == after[key], f"{key} moved or resized after Back: {before[key]} -> {after[key]}"
    assert page.locator(".tnb-board.tnb-board-history").count() == 1
    target = page.locator(".tnb-board [data-target]").first
    s1 = _state(page)
    target.click()
    s2 = _wait_settled(page, s1)
    assert "latest step to play" in s2["message"], s2
    page.locator(".tnb-stepper .tnb-step-end").first.click()
    page.wait_for_function("() => document.querySelector('.tnb-board .tnb-panel').dataset.state !== 'past'",
                           timeout=10_000)
    end = page.evaluate(BOXES_JS)
    assert end == before, f"layout differs after To end: {before} -> {end}"
    assert _state(page)["state"] == s0["state"]


def _play_to_end(page, rng: random.Random, max_clicks: int = 400, hotseat: bool = False) -> dict:
    """Click offered buttons and targets until the game is over. Returns counts."""
    counts = {"buttons": 0, "targets": 0, "menus": 0, "reveals": 0, "clicks": 0}
    for _ in range(max_clicks):
        s = _state(page)
        if s["state"] == "over":
            return counts
        if s["state"] == "cover":
            assert hotseat, "a cover screen outside hot-seat mode"
            page.locator(".tnb-board .tnb-reveal").click()
            counts["reveals"] += 1
            _wait_settled(page, s)
            continue
        assert s["state"] == "decide", f"the panel offers nothing to click: {s}"
        assert s["buttons"] > 0, f"a decision with no button: {s}"
        options = [("button", i) for i in range(s["buttons"])] + [("target", i) for i in range(s["targets"])]
        kind, i = rng.choice(options)
        if kind == "button":
            page.locator(".tnb-board .tnb-panel .tnb-act").nth(i).click()
            counts["buttons"] += 1
        else:
            page.locator(".tnb-board .tnb-target.tnb-live").nth(i).click()
            counts["targets"] += 1
            menu = page.locator(".tnb-board .tnb-menu:not([hidden]) .tnb-menu-item")
            if menu.count():
                counts["menus"] += 1
                menu.nth(rng.randrange(menu.count())).click()
        counts["clicks"] += 1
        after = _wait_settled(page, s)
        assert "Not allowed" not in after["message"], f"an offered action was refused: {after['message']}"
    raise AssertionError(f"the game did not end within {max_clicks} clicks: {counts}")


@pytest.fixture(scope="module", autouse=True)
def _clean_play_dir():
    yield
    shutil.rmtree(PLAY_DIR, ignore_errors=True)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_play_a_whole_game_by_clicking(game, lab_server, page_factory, screenshots_dir):
    page, console = page_factory(width=1600, height=1000)
    try:
        # The kernel counts the clicks the page drew from an answer sent ahead, right and wrong, after every move.
        view = ("view = explore(game)\n"
                "import json, pathlib\n"
                "def _count(_events, b=view.board):\n"
                f"    pathlib.Path('ahead-{game}.json').write_text(json.dumps([b._ahead_right, b._ahead_wrong]))\n"
                "view.board.on_change(_count)\n"
                "view")
        nb = _notebook(f"play-{game}", game, seed=2, view=view)
        _open(page, lab_server, nb)
        H.full_page_screenshot(page, screenshots_dir / f"play__{game}__start.png", scroller=H.LAB_SCROLLER)
        rng = random.Random(f"{game}-all")
        counts = _play_to_end(page, rng)
        assert counts["clicks"] >= 3
        assert counts["targets"] + counts["buttons"] == counts["clicks"]
        H.full_page_screenshot(page, screenshots_dir / f"play__{game}__over.png", scroller=H.LAB_SCROLLER)
        # Teacher's view: some clicks were drawn from answers sent ahead, and Python found every such guess right.
        drawn_ahead = int(page.evaluate("() => document.querySelector('.tnb-board').dataset.ahead || '0'"))
        right, wrong = json.loads((PLAY_DIR / f"ahead-{game}.json").read_text())
        assert drawn_ahead > 0 and (right, wrong) == (drawn_ahead, 0), (drawn_ahead, right, wrong)
        _check_layout_and_history(page)
        assert not console.errors, "browser console errors:\n" + "\n".join(console.errors)
    finally:
        lab_server.shutdown_kernels()


@pytest.mark.parametrize("game", HOT_SEAT)
def test_one_seat_against_bots_in_hot_seat(game, lab_server, page_factory, screenshots_dir):
    page, console = page_factory(width=1600, height=1000)
    try:
        view = ("from tabletop_nb.core import RandomPolicy\n"
                "n = len(game.seats()) or len(game.state.players if hasattr(game.state, 'players') else game.state.powers)\n"
                "explore(game, hotseat=True, bots={i: RandomPolicy(i) for i in range(1, n)})")
        nb = _notebook(f"hotseat-{game}", game, seed=3, view=view)
        _open(page, lab_server, nb)
        s = _state(page)
        assert s["state"] == "cover" and s["buttons"] == 0 and s["targets"] == 0, s
        cover = page.inner_text(".tnb-board .tnb-panel")
        assert "Pass the device to" in cover
        H.full_page_screenshot(page, screenshots_dir / f"hotseat__{game}__cover.png", scroller=H.LAB_SCROLLER)
        counts = _play_to_end(page, random.Random(f"{game}-seat"), hotseat=True)
        assert counts["reveals"] == 1  # one human: the device is handed over once
        _check_layout_and_history(page)
        assert not console.errors, "browser console errors:\n" + "\n".join(console.errors)
    finally:
        lab_server.shutdown_kernels()
