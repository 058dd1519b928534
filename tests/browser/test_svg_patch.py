"""The board's partial redraw (widgets/board.js ``patchSvg``) gives exactly the DOM a full redraw gives, and the
page rebuilds exactly the pictures Python sends it as changes (widgets/board.js ``rebuild``, tabletop_nb/ui/pictures.py).

For every game, 30 moves of a seeded random game are drawn one after the other, as a click would draw them:
board and chart each patched from the previous picture (only the top-level children whose text changed are
parsed again). After every move the patched DOM must equal a fresh ``innerHTML`` of the same SVG, and the
patch must have kept some children (it is not a full redraw in disguise). Runs in a blank page: no Jupyter.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop_nb.core import RandomPolicy, declared_games
from tabletop_nb.ui import explore

pytestmark = pytest.mark.browser

BOARD_JS = (Path(__file__).resolve().parents[2] / "widgets" / "board.js").read_text()
FUNCTIONS = BOARD_JS[BOARD_JS.index("function splitChildren"):BOARD_JS.index("function render(")]

CHECK_JS = """([fns, seq]) => {
  const { patchSvg, splitSvg } = new Function(fns + "; return { splitSvg, patchSvg };")();
  const host = document.createElement('div'), fresh = document.createElement('div');
  document.body.append(host);
  const memo = {};
  patchSvg(host, memo, seq[0]);
  let kept = 0, split = 0, keptInside = 0;
  for (let i = 1; i < seq.length; i++) {
    const before = host.firstElementChild ? [...host.firstElementChild.children] : [];
    const was = splitSvg(seq[i - 1]), will = splitSvg(seq[i]);
    // the children of the groups whose text changes at this move (their group is patched inside)
    const changedGroups = was && will && was.length === will.length
      ? before.filter((n, j) => n.tagName === 'g' && was[j + 1] !== will[j + 1]) : [];
    const beforeInside = changedGroups.flatMap((g) => [...g.children]);
    patchSvg(host, memo, seq[i]);
    fresh.innerHTML = seq[i];
    if (host.innerHTML !== fresh.innerHTML) return { bad: i };
    if (splitSvg(seq[i])) split++;
    const now = host.firstElementChild ? [...host.firstElementChild.children] : [];
    kept += now.filter((n) => before.includes(n)).length;
    const nowInside = new Set(now.flatMap((g) => [...g.children]));
    keptInside += beforeInside.filter((n) => nowInside.has(n)).length;
  }
  host.remove();
  return { bad: null, kept, split, keptInside };
}"""

GAMES = sorted(declared_games())  # every declared game: ours and any other package's


def pictures(key: str, seed: int, moves: int, every: int) -> tuple[list[str], list[str]]:
    """The board's and the chart's SVG after setup and after every ``every``-th of up to ``moves`` random
    moves (and at the game's end)."""
    cls = declared_games()[key]
    game = cls(seed=seed, **dict(getattr(cls, "CONTRACT_SETUP", {})))
    view = explore(game)
    policy = RandomPolicy(seed)
    boards, charts = [view.board.svg], [view.board.chart_svg]
    played = 0
    while not game.is_over and played < moves:
        view.board.act(policy(game))
        played += 1
        if played % every == 0 or game.is_over:
            boards.append(view.board.svg)
            charts.append(view.board.chart_svg)
    return boards, charts


def patched(page_factory, boards: list[str], charts: list[str]) -> dict[str, dict]:
    """CHECK_JS's answer for each sequence of pictures, in a blank page."""
    page, _console = page_factory()
    page.set_content("<!doctype html><html><body></body></html>")
    return {name: page.evaluate(CHECK_JS, [FUNCTIONS, seq]) for name, seq in (("board", boards), ("chart", charts))}


@pytest.mark.parametrize("key", GAMES)
def test_partial_redraw_equals_full_redraw(page_factory, key: str) -> None:
    boards, charts = pictures(key, seed=3, moves=30, every=1)
    for (name, got), seq in zip(patched(page_factory, boards, charts).items(), (boards, charts)):
        assert got["bad"] is None, f"{key} {name}: the patched DOM differs from a full draw after move {got['bad']}"
        assert got["split"] == len(seq) - 1, f"{key} {name}: some pictures could not be cut into children"
        assert got["kept"] > 0, f"{key} {name}: every redraw rebuilt everything"
        if name == "chart":
            assert got["keptInside"] > 0, f"{key} chart: no redraw kept a point or line inside a changed group"


@pytest.mark.parametrize("key", GAMES)
def test_partial_redraw_of_a_whole_game(page_factory, key: str) -> None:
    """Late in a game the chart's groups hold hundreds of points: patched from one picture to the next (every
    tenth move, so that many pieces change at once), the DOM still equals a full draw."""
    boards, charts = pictures(key, seed=4, moves=400, every=10)
    for name, got in patched(page_factory, boards, charts).items():
        assert got["bad"] is None, f"{key} {name}: the patched DOM differs from a full draw at picture {got['bad']}"


REBUILD_JS = """([fns, seq, steps]) => {
  const { rebuild } = new Function(fns + "; return { rebuild };")();
  let parts = seq[0].split("><"), bad = null;
  for (let i = 1; i < seq.length; i++) {
    parts = rebuild(parts, steps[i - 1]);
    if (!parts || parts.join("><") !== seq[i]) { bad = i; break; }
  }
  return bad;
}"""


@pytest.mark.parametrize("key", GAMES)
def test_the_page_rebuilds_the_pictures_from_their_changes(page_factory, key: str) -> None:
    """Python's changes (``pictures.changes``) for every move of a game, rebuilt by the page's own code: the
    picture the page then holds is Python's, character for character."""
    from tabletop_nb.ui.pictures import changes, fragments

    boards, charts = pictures(key, seed=6, moves=80, every=1)
    page, _console = page_factory()
    page.set_content("<!doctype html><html><body></body></html>")
    for name, seq in (("board", boards), ("chart", charts)):
        steps = [changes(fragments(a), fragments(b)) for a, b in zip(seq, seq[1:])]
        assert any(isinstance(s, list) for st in steps for s in st), f"{key} {name}: nothing was kept"
        bad = page.evaluate(REBUILD_JS, [FUNCTIONS, seq, steps])
        assert bad is None, f"{key} {name}: the page's picture differs from Python's after move {bad}"
