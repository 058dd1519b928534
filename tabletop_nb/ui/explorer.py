"""``explore(game)``: the board, the stepper and the track chart wired together."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from .board import Board
from .charts import TrackChart
from .stepper import Stepper


class Explorer(widgets.VBox):
    """Board above stepper above chart. A legal click on the board plays it, the stepper
    jumps to the new end and the chart redraws; stepping back shows earlier states."""

    def __init__(self, game: Any, tracks: Sequence[str] | None = None, chart: bool = True) -> None:
        self.game = game
        self.board = Board(game)
        self.chart = TrackChart(game, tracks) if chart else None
        self.stepper = Stepper(game, board=self.board, chart=self.chart)
        children: list[widgets.Widget] = [self.board, self.stepper]
        if self.chart is not None:
            children.append(self.chart)
        super().__init__(children, layout=widgets.Layout(width="100%", max_width="960px"))
        self.add_class("tnb-explorer")

    def click(self, target: str) -> list[Any]:
        """Play ``target`` as a click on the board would (the stepper and chart follow)."""
        return self.board.click(target)

    def refresh(self) -> None:
        """Follow the game after it changed outside the board (e.g. ``game.play`` in a cell)."""
        self.board.show()
        self.stepper.refresh()

    def __repr__(self) -> str:
        title = getattr(self.game, "title", type(self.game).__name__)
        return f"Explorer(game={title!r}, step={self.stepper.step}, total={self.stepper.total})"


def explore(game: Any, tracks: Sequence[str] | None = None, chart: bool = True) -> Explorer:
    """The interactive view of ``game`` for notebooks: board + stepper + track chart."""
    return Explorer(game, tracks=tracks, chart=chart)
