"""Tests of tabletop_nb.ui against a small fake game (a two-player counter race)."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path

import plotly.graph_objects as go
import pytest

from tabletop_nb.ui import Board, Explorer, Stepper, TrackChart, distribution_figure, explore, track_figure
from tabletop_nb.ui._assets import front_end_file

REPO = Path(__file__).resolve().parents[1]


# -- a fake game implementing the UI protocol ------------------------------------------
class IllegalAction(ValueError):
    pass


@dataclass(frozen=True)
class Event:
    kind: str
    section: str
    sentence: str
    who: str | None


class Race:
    """Two runners, p0 and p1; a click moves one runner a space; the first to ``goal`` wins."""

    title = "Race"

    def __init__(self, goal: int = 3, read_only: bool = False) -> None:
        self.goal = goal
        self.read_only = read_only
        self.spaces = {"p0": 0, "p1": 0}
        self.log: list[Event] = []
        self.at_calls = 0

    def winner(self) -> str | None:
        return next((p for p, s in self.spaces.items() if s >= self.goal), None)

    def targets(self) -> list[str]:
        return [] if self.winner() or self.read_only else ["p0", "p1"]

    def click(self, target: str) -> list[Event]:
        if self.read_only:
            raise IllegalAction("This is a past state; it cannot be played (Race 0).")
        if target not in self.targets():
            raise IllegalAction(f"{target!r} cannot move now: the race is over or no such runner (Race 2).")
        self.spaces[target] += 1
        event = Event("move", "Race 2", f"{target} runs to space {self.spaces[target]}.", target)
        self.log.append(event)
        return [event]

    def at(self, k: int) -> Race:
        self.at_calls += 1
        past = Race(self.goal)
        for event in self.log[:k]:
            past.click(event.who or "")
        past.read_only = True
        return past

    def tracks(self) -> dict[str, list[float]]:
        values: dict[str, list[float]] = {"space p0": [0.0], "space p1": [0.0]}
        for event in self.log:
            for name, series in values.items():
                moved = name.endswith(event.who or "-")
                series.append(series[-1] + (1.0 if moved else 0.0))
        return values

    def svg(self) -> str:
        live = set(self.targets())
        rows = []
        for i, (runner, space) in enumerate(sorted(self.spaces.items())):
            cls = ' class="tnb-target"' if runner in live else ""
            rows.append(
                f'<rect data-target="{runner}"{cls} x="{10 + 20 * space}" y="{10 + 30 * i}" width="18" height="18"/>'
            )
        return f'<svg xmlns="http://www.w3.org/2000/svg" width="120" height="70">{"".join(rows)}</svg>'


def front_click(board: Board, target: str) -> None:
    """What the front-end does: a custom comm message routed through ipywidgets' dispatcher."""
    board._handle_custom_msg({"type": "click", "target": target}, [])


def marker_x(chart: TrackChart) -> float:
    marker = chart._marker
    assert marker.x[0] == marker.x[1]
    return marker.x[0]


# -- front-end files -----------------------------------------------------------------
def test_front_end_files_exist_and_are_loaded_as_text() -> None:
    js = (REPO / "widgets" / "board.js").read_text()
    css = (REPO / "widgets" / "board.css").read_text()
    assert "export default" in js
    assert "model.send" in js and '"click"' in js
    assert ".tnb-board-message" in css
    assert front_end_file("board.js").read_text() == js
    assert Board._esm == js and Board._css == css


# -- board -----------------------------------------------------------------------------
def test_board_front_end_click_plays_and_redraws() -> None:
    game = Race()
    board = Board(game)
    assert board.targets == ["p0", "p1"]
    before = board.svg
    assert 'data-target="p0"' in before and "x=\"10\"" in before
    seen: list[list[Event]] = []
    board.on_change(seen.append)

    front_click(board, "p0")

    assert len(game.log) == 1
    assert board.svg == game.svg() != before
    assert 'x="30"' in board.svg
    assert board.message == ""
    assert seen and seen[0][0].sentence == "p0 runs to space 1."
    assert board.step == 1


def test_board_illegal_click_sets_message_and_changes_nothing() -> None:
    game = Race(goal=1)
    board = Board(game)
    board.click("p1")  # p1 wins; no target is live now
    assert board.targets == []
    svg, log = board.svg, list(game.log)
    seen: list[object] = []
    board.on_change(seen.append)

    front_click(board, "p0")

    assert "cannot move now" in board.message
    assert "Traceback" not in board.message
    assert board.message_tone == "error"
    assert board.svg == svg and game.log == log and game.spaces == {"p0": 0, "p1": 1}
    assert seen == []

    # A later legal click clears the message.
    game.goal = 5
    board.click("p0")
    assert board.message == "" and board.message_tone == ""


def test_board_unknown_message_is_ignored() -> None:
    game = Race()
    board = Board(game)
    board._handle_custom_msg({"type": "hover", "target": "p0"}, [])
    board._handle_custom_msg("click", [])
    assert game.log == [] and board.message == ""


def test_board_show_snapshot_does_not_touch_game() -> None:
    game = Race()
    board = Board(game)
    board.click("p0")
    board.click("p0")
    board.show(game.at(1))
    assert board.targets == [] and not board.live
    assert 'x="30"' in board.svg and 'x="50"' not in board.svg
    assert board.step == 1 and len(game.log) == 2
    assert "step 1 of 2" in board.message and board.message_tone == "info"
    board.show()
    assert board.live and board.targets == ["p0", "p1"] and board.svg == game.svg()
    assert board.message == ""


# -- stepper ---------------------------------------------------------------------------
def test_stepper_moves_board_and_chart() -> None:
    game = Race()
    for runner in ("p0", "p1", "p0"):
        game.click(runner)
    board = Board(game)
    chart = TrackChart(game)
    stepper = Stepper(game, board=board, chart=chart)
    assert "tnb-stepper" in stepper._dom_classes
    assert stepper.slider.max == 3 and stepper.step == 3
    assert stepper.line.value == "Step 3/3 — p0 runs to space 2. (Race 2)"

    stepper.back()
    assert stepper.step == 2
    assert stepper.line.value == "Step 2/3 — p1 runs to space 1. (Race 2)"
    assert board.svg == game.at(2).svg() and board.targets == []
    assert marker_x(chart) == 2

    stepper.go(0)
    assert stepper.line.value == "Step 0/3 — The table before any event."
    assert stepper._back.disabled and not stepper._next.disabled
    assert marker_x(chart) == 0

    stepper.next()
    assert stepper.step == 1 and marker_x(chart) == 1
    stepper.to_end()
    assert stepper.step == 3 and board.live and board.targets == ["p0", "p1"]
    assert stepper._next.disabled and stepper._end.disabled


def test_stepper_back_and_next_pass_over_decision_steps() -> None:
    game = Race(goal=9)
    game.click("p0")
    game.log.append(Event("decision", "", "p1: run or wait?", None))
    game.click("p1")
    game.log.append(Event("decision", "", "p0: run or wait?", None))
    stepper = Stepper(game)
    assert stepper.step == 4 and stepper.line.value.startswith("Step 4/4 — p0: run or wait?")  # the live question
    stepper.back()
    assert stepper.step == 3 and "p1 runs to space 1" in stepper.line.value
    stepper.back()
    assert stepper.step == 1 and "p0 runs to space 1" in stepper.line.value  # over the decision at step 2
    stepper.back()
    assert stepper.step == 0
    stepper.next()
    assert stepper.step == 1
    stepper.next()
    assert stepper.step == 3
    stepper.next()
    assert stepper.step == 4  # the latest step is always a stop
    stepper.slider.value = 2  # the slider still reaches every step
    assert stepper.line.value.startswith("Step 2/4 — p1: run or wait?")
    every = Stepper(game, skip=())
    every.back()
    every.back()
    assert every.step == 2
    del game.log[2:]  # the game shrank (an undo) and nobody refreshed the stepper
    every.next()
    every.next()  # no step past the log, and no error
    assert every.step == 2
    every.slider.value = 4
    assert every.line.value.startswith("Step 2/2")


def test_stepper_buttons_and_slider_are_wired() -> None:
    game = Race()
    game.click("p0")
    game.click("p1")
    board = Board(game)
    stepper = Stepper(game, board=board)
    stepper._back.click()
    assert stepper.step == 1 and board.step == 1
    stepper.slider.value = 0
    assert board.step == 0 and stepper.line.value.startswith("Step 0/2")
    stepper._end.click()
    assert stepper.step == 2 and board.live


def test_stepper_escapes_html_in_sentences() -> None:
    game = Race()
    game.log.append(Event("note", "Race <1>", "Kim & <b>Lee</b> shake hands.", None))
    stepper = Stepper(game)
    assert "<b>" not in stepper.line.value
    assert html.unescape(stepper.line.value) == "Step 1/1 — Kim & <b>Lee</b> shake hands. (Race <1>)"


def test_stepper_caches_snapshots() -> None:
    game = Race()
    for runner in ("p0", "p1", "p0", "p1"):
        game.click(runner)
    stepper = Stepper(game, board=Board(game))
    assert game.at_calls == 0  # the last step is the live game
    for _ in range(3):
        stepper.back()
        stepper.next()
    assert game.at_calls == 1
    stepper.go(1)
    stepper.go(3)
    assert game.at_calls == 2


def test_stepper_follows_board_clicks() -> None:
    game = Race()
    game.click("p0")
    board = Board(game)
    chart = TrackChart(game)
    stepper = Stepper(game, board=board, chart=chart)
    stepper.go(0)
    assert not board.live

    board.click("p1")  # the Python twin of a front-end click (clicks on the live game)
    assert stepper.slider.max == 2 and stepper.step == 2
    assert stepper.line.value == "Step 2/2 — p1 runs to space 1. (Race 2)"
    assert board.live and board.svg == game.svg()
    assert marker_x(chart) == 2
    assert list(chart.data[1].y) == [0, 0, 1]


# -- charts ----------------------------------------------------------------------------
def test_track_chart_lines_marker_and_refresh() -> None:
    game = Race()
    game.click("p0")
    chart = TrackChart(game)
    assert isinstance(chart, go.FigureWidget)
    assert "tnb-chart" in chart._dom_classes
    assert [t.name for t in chart.data] == ["space p0", "space p1", "current step"]
    assert list(chart.data[0].x) == [0, 1] and list(chart.data[0].y) == [0, 1]
    assert marker_x(chart) == 1
    chart.set_step(0)
    assert marker_x(chart) == 0 and chart.step == 0

    game.click("p0")
    game.click("p1")
    chart.refresh()
    assert list(chart.data[0].y) == [0, 1, 2, 2]
    assert list(chart.data[1].y) == [0, 0, 0, 1]
    assert list(chart.data[1].x) == [0, 1, 2, 3]
    assert chart.layout.xaxis.dtick == 1  # whole steps only on a short log


def test_track_chart_selected_tracks_and_unknown_track() -> None:
    game = Race()
    chart = TrackChart(game, tracks=["space p1"])
    assert [t.name for t in chart.data] == ["space p1", "current step"]
    assert "current step" not in repr(chart)
    with pytest.raises(KeyError, match="space p9"):
        TrackChart(game, tracks=["space p9"])


def test_track_figure_is_static() -> None:
    game = Race()
    game.click("p1")
    figure = track_figure(game, step=1)
    assert type(figure) is go.Figure
    assert list(figure.data[1].y) == [0, 1]
    assert figure.layout.shapes[0].x0 == 1
    assert track_figure(game).layout.shapes == ()


def test_distribution_figure() -> None:
    records = [{"winner": "p0", "turns": 5}, {"winner": "p1", "turns": 7}, {"winner": "p0", "turns": 6}]
    histogram = distribution_figure(records, "turns", by="winner")
    assert [t.type for t in histogram.data] == ["histogram", "histogram"]
    assert [t.name for t in histogram.data] == ["p0", "p1"]
    assert list(histogram.data[0].x) == [5, 6]
    box = distribution_figure(records, "turns", kind="box")
    assert box.data[0].type == "box" and list(box.data[0].y) == [5, 7, 6]
    with pytest.raises(ValueError):
        distribution_figure(records, "turns", kind="pie")
    with pytest.raises(KeyError):
        distribution_figure(records, "score")


# -- explorer --------------------------------------------------------------------------
def test_explore_wires_everything() -> None:
    game = Race()
    view = explore(game)
    assert isinstance(view, Explorer)
    assert "tnb-explorer" in view._dom_classes
    assert view.children == (view.board, view.stepper, view.chart)
    svg0 = view.board.svg

    front_click(view.board, "p0")
    front_click(view.board, "p0")

    assert view.board.svg != svg0 and 'x="50"' in view.board.svg
    assert view.stepper.slider.max == 2 and view.stepper.step == 2
    assert view.stepper.line.value == "Step 2/2 — p0 runs to space 2. (Race 2)"
    assert list(view.chart.data[0].y) == [0, 1, 2] and marker_x(view.chart) == 2

    view.stepper.back()
    assert view.board.svg == game.at(1).svg() and marker_x(view.chart) == 1

    # An illegal click: message set, nothing else moves.
    game.goal = 2  # p0 has already reached 2: the race is over
    view.board.show()
    svg_end = view.board.svg
    front_click(view.board, "p1")
    assert "cannot move" in view.board.message
    assert view.board.svg == svg_end and len(game.log) == 2 and view.stepper.slider.max == 2

    # A change made outside the board is followed on refresh().
    game.goal = 9
    game.click("p1")
    view.refresh()
    assert view.stepper.slider.max == 3 and list(view.chart.data[1].y) == [0, 0, 0, 1]


def test_reprs_have_no_addresses() -> None:
    game = Race()
    game.click("p0")
    view = explore(game)
    reprs = [repr(view), repr(view.board), repr(view.stepper), repr(view.chart)]
    for text in reprs:
        assert not re.search(r"0x[0-9a-f]+", text), text
    assert repr(view.board) == "Board(game='Race', step=1)"
    assert repr(view.stepper) == "Stepper(game='Race', step=1, total=1)"
    assert repr(view.chart) == "TrackChart(game='Race', tracks=['space p0', 'space p1'], step=1)"


def test_stale_board_catches_up_after_an_illegal_click():
    """The game moved on in another cell: a click that is no longer legal shows the real table."""
    from tabletop_nb.turmoil import Pass, TurmoilGame
    from tabletop_nb.ui import Board

    game = TurmoilGame(players=["Kim", "Stanley"], seed=1, generations=1)
    board = Board(game)
    assert "party:reds" in board.targets
    game.play(Pass())
    game.play(Pass())  # the game ends in another cell; the board still offers its old targets
    assert game.is_over
    events = board.click("party:reds")
    assert events == [] and board.targets == [] and "Game over" in board.svg
    assert "rule:" in board.message


def test_chart_widget_state_holds_the_marker_from_the_start() -> None:
    """A front end that renders later (Voilà) starts from the synced state, not from the
    messages sent before it existed: the marker and its axis must be in that state."""
    game = Race()
    game.click("p0")
    state = TrackChart(game).get_state()
    names = [t.get("name") for t in state["_widget_data"]]
    assert names == ["space p0", "space p1", "current step"]
    assert state["_widget_layout"]["yaxis2"]["overlaying"] == "y"
    assert state["_widget_data"][-1]["x"] == [1, 1]
