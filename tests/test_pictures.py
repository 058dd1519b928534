"""The board sends its pictures to the page as the changes from the page's copy (tabletop_nb/ui/pictures.py)."""

from __future__ import annotations

import statistics
from typing import Any

import pytest

from tabletop_nb.core import RandomPolicy, declared_games
from tabletop_nb.ui import explore
from tabletop_nb.ui.pictures import SEP, changes, fragments, rebuild

GAMES = sorted(declared_games())  # every declared game: ours and any other package's


def _game(key: str, seed: int) -> Any:
    cls = declared_games()[key]
    return cls(seed=seed, **dict(getattr(cls, "CONTRACT_SETUP", {})))


@pytest.mark.parametrize("old, new", [
    ("", ""), ("", "<svg></svg>"), ("<svg></svg>", ""), ("<a><b><c>", "<a><c>"), ("<a><b><c>", "<c><b><a>"),
    ("<g><x/><x/><x/></g>", "<g><x/><y/><x/><x/><x/></g>"), ("a><b", "a><><b"), ("><", "><><"),
    ("<t>x</t><t>x</t>", "<t>y</t><t>x</t><t>x</t>"), ("<a><b><a><b>", "<a><b><a><b><a><b>"),
    ("<a><b>", "<a><b>"), ("<a>", "<a><a>"), ("x><y", "x><><y"), ("<a><b><c>", "<a><c><b><c>"),
])
def test_changes_rebuild_the_new_text_exactly(old: str, new: str) -> None:
    steps = changes(fragments(old), fragments(new))
    assert SEP.join(rebuild(fragments(old), steps)) == new


@pytest.mark.parametrize("key", GAMES)
def test_every_move_of_a_game_is_sent_as_its_changes_and_rebuilt_exactly(key: str) -> None:
    """Board and chart, move after move of a seeded game: what the page rebuilds from the changes is the
    picture, and the changes are a small share of it (the point of sending them): a quarter at most on the median
    move, beside the few texts any move changes however small the picture (600 characters: a dice race's board
    of 2.5 kB changes a third of itself at every roll)."""
    game = _game(key, 5)
    view = explore(game)
    board = view.board
    policy = RandomPolicy(5)
    excess: list[float] = []  # what a move sends beyond a quarter of the new picture
    pictures = [(board.svg, board.chart_svg)]
    while not game.is_over and len(pictures) < 120:
        board.act(policy(game))
        pictures.append((board.svg, board.chart_svg))
    for (old_b, old_c), (new_b, new_c) in zip(pictures, pictures[1:]):
        for old, new in ((old_b, new_b), (old_c, new_c)):
            steps = changes(fragments(old), fragments(new))
            assert SEP.join(rebuild(fragments(old), steps)) == new
            if old != new:
                sent = sum(len(s) if isinstance(s, str) else 12 for s in steps)
                excess.append(sent - len(new) / 4)
    assert statistics.median(excess) < 600, f"{key}: the changes are not much smaller than the pictures"


def _sent_states(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    import ipywidgets

    sent: list[dict[str, Any]] = []
    original = ipywidgets.Widget._send

    def record(widget: Any, msg: dict[str, Any], buffers: Any = None) -> None:
        if type(widget).__name__ == "Board" and "state" in msg:
            sent.append(msg["state"])
        return original(widget, msg, buffers)

    monkeypatch.setattr(ipywidgets.Widget, "_send", record)
    return sent


def _page_speaks(board: Any) -> None:
    """A message from the page (any: here one the board ignores): its copy of the pictures is set up."""
    board._receive(board, {"type": "hello"}, [])


class _Page:
    """What widgets/board.js's store does with the pictures it is sent, in Python."""

    def __init__(self, state: dict[str, Any]) -> None:
        self.copy: dict[str, tuple[int, str]] = {}
        self.asked = 0
        self.take(state["pictures"])

    def take(self, pictures: dict[str, Any]) -> None:
        for name, e in pictures.items():
            if name in self.copy and self.copy[name][0] == e["rev"]:
                continue  # the copy held here
            if "full" in e:
                self.copy[name] = (e["rev"], e["full"])
            elif "d" in e and name in self.copy and self.copy[name][0] == e["base"]:
                self.copy[name] = (e["rev"], SEP.join(rebuild(fragments(self.copy[name][1]), e["d"])))
            else:
                self.asked += 1


def test_a_new_model_gets_the_pictures_whole_then_each_move_their_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _game("turmoil", 2)
    view = explore(game)
    board = view.board
    page = _Page(board.get_state())  # a new model (a view opened, a reload): whole pictures
    assert page.copy["board"][1] == board.svg and page.copy["chart"][1] == board.chart_svg
    sent = _sent_states(monkeypatch)
    policy = RandomPolicy(2)
    kinds = []
    for _ in range(40):
        board._receive(board, {"type": "act", "index": board.actions().index(policy(game))}, [])
        (state,) = sent
        sent.clear()
        kinds += ["full" if "full" in e else "changes" for e in state.get("pictures", {}).values() if "rev" in e and len(e) > 1]
        page.take(state.get("pictures", {}))
        assert page.copy["board"][1] == board.svg and page.copy["chart"][1] == board.chart_svg
    assert page.asked == 0 and kinds.count("changes") > 0.8 * len(kinds), kinds


def test_a_page_whose_copy_is_lost_asks_and_gets_the_pictures_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _game("tomorrow", 3)
    view = explore(game)
    board = view.board
    board.get_state()
    _page_speaks(board)
    sent = _sent_states(monkeypatch)
    board.act(RandomPolicy(3)(game))
    stale = _Page({"pictures": {}})  # a page that missed the whole pictures
    stale.take(sent[-1]["pictures"])
    assert stale.asked > 0 and "board" not in stale.copy
    sent.clear()
    board._receive(board, {"type": "pictures"}, [])
    (state,) = sent
    stale.take(state["pictures"])
    assert stale.copy["board"][1] == board.svg and stale.copy["chart"][1] == board.chart_svg
    assert all("full" in e for e in state["pictures"].values())
    sent.clear()
    board.act(RandomPolicy(4)(game))  # and changes again after that
    stale.take(sent[-1]["pictures"])
    assert stale.copy["board"][1] == board.svg and "d" in sent[-1]["pictures"]["board"]


def test_a_page_that_missed_a_message_sees_it_from_the_next_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each message names both pictures' revisions, the unchanged one too: a page that missed the message
    carrying a picture (anywidget sets up the page's store after the model's first messages) asks again."""
    game = _game("turmoil", 4)
    board = explore(game).board
    page = _Page(board.get_state())
    _page_speaks(board)
    sent = _sent_states(monkeypatch)
    policy = RandomPolicy(4)
    board.act(policy(game))  # missed by the page
    sent.clear()
    board.svg = board.svg + " "  # only the table changes in the next message
    (state,) = sent
    assert set(state["pictures"]) == {"board", "chart"} and set(state["pictures"]["chart"]) == {"rev"}
    page.take(state["pictures"])
    assert page.asked == 2  # the board's changes name a copy it does not hold; the chart's revision is not its own


def test_until_the_page_speaks_the_pictures_go_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's copy exists only once its code has loaded; moves played from cells before that (and after
    a reload) send the pictures whole, and the first message from the page switches to changes."""
    game = _game("wotw", 1)
    board = explore(game).board
    sent = _sent_states(monkeypatch)
    policy = RandomPolicy(1)
    for _ in range(3):
        board.act(policy(game))
    assert sent and all("full" in e for state in sent for e in state["pictures"].values())
    _page_speaks(board)
    sent.clear()
    board.act(policy(game))
    assert any("d" in e for e in sent[-1]["pictures"].values())
    board.get_state()  # a reload: a new model
    sent.clear()
    board.act(policy(game))
    assert all("full" in e for e in sent[-1]["pictures"].values())


@pytest.mark.parametrize("key", GAMES)
def test_the_chart_redrawn_from_its_kept_lines_equals_a_fresh_draw(key: str) -> None:
    """The explorer's chart keeps the lines it drew (a move changes one or two): after every move it is the
    chart drawn from nothing, and while the chart's frame (axes, ranges) stays, most lines were taken from what it
    kept. Games of successive seeds until 150 moves (a short game whose axes move at most rolls has fewer moves
    with the frame kept: at least ten are asked of every game)."""
    import re

    from tabletop_nb.ui.charts import chart_svg

    frame = re.compile(r"<g class='tnb-chart-frame'>.*?</g>")
    moves = drawn = steady = 0
    for seed in range(7, 100):
        if moves >= 150:
            break
        game = _game(key, seed)
        view = explore(game)
        policy = RandomPolicy(seed)
        lines = len(view.chart.tracks)
        while not game.is_over and moves < 150:
            kept = len(view.chart._lines)
            before = frame.findall(view.board.chart_svg)
            view.board.act(policy(game))
            moves += 1
            assert view.board.chart_svg == chart_svg(game, len(game.log), view.chart.tracks)[0], (key, moves)
            if frame.findall(view.board.chart_svg) == before:
                steady += 1
                drawn += len(view.chart._lines) - kept if len(view.chart._lines) >= kept else lines
    assert steady >= 10, f"{key}: the chart's frame changed at all but {steady} of {moves} moves"
    assert drawn < 0.8 * steady * lines, f"{key}: {drawn} lines drawn in {steady} moves of {lines} lines"


def test_changes_round_trip_on_random_texts() -> None:
    """Texts of random pieces (tags, separators, stray brackets), each changed at random places: the changes
    rebuild the new text exactly."""
    import random

    rng = random.Random(11)
    pieces = ["<a>", "<b/>", "</a>", "><", ">", "<", "x", "<g>", "</g>", "<t>1</t>", ""]
    for _ in range(3000):
        old = "".join(rng.choice(pieces) for _ in range(rng.randrange(0, 30)))
        new = list(old)
        for _ in range(rng.randrange(0, 4)):
            at = rng.randrange(0, len(new) + 1)
            if rng.random() < 0.5 and at < len(new):
                del new[at:at + rng.randrange(1, 6)]
            else:
                new[at:at] = rng.choice(pieces)
        text = "".join(new)
        steps = changes(fragments(old), fragments(text))
        assert SEP.join(rebuild(fragments(old), steps)) == text, (old, text, steps)
