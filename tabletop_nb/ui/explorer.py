"""``explore(game)``: the board (with its action panel), the stepper and the track chart wired together."""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import ipywidgets as widgets

from . import protocol as P
from .board import Board
from .charts import TrackChart
from .stepper import Stepper

Policy = Callable[[Any], Any]


def bots_for(game: Any, bots: Any, human: Sequence[int]) -> dict[int, Policy]:
    """``{seat: policy}`` from ``bots``: a mapping, one policy for every other seat, or ``"random"``."""
    if bots is None:
        return {}
    if isinstance(bots, Mapping):
        return {int(k): v for k, v in bots.items()}
    n = len(P.seats(game))
    if bots == "random":
        from tabletop_nb.core import RandomPolicy

        return {i: RandomPolicy(seed=i) for i in range(n) if i not in human}
    if callable(bots):
        return {i: bots for i in range(n) if i not in human}
    raise TypeError(f"bots must be a mapping seat -> policy, a policy or 'random', not {type(bots).__name__}")


class StaticHTML:
    """A widget that also renders without a kernel: its ``static_html()`` goes into the display bundle as text/html
    (a stored notebook, nbviewer, GitHub)."""

    def static_html(self) -> str:
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        html_text = self.static_html()
        if isinstance(data, dict) and html_text:
            data["text/html"] = html_text
        return bundle


class Explorer(StaticHTML, widgets.VBox):
    """Board and action panel above stepper above chart. A move played on the board or in the
    panel is shown at once (with what it caused), the stepper jumps to the new end and the chart
    redraws; stepping back shows earlier states (where nothing is played).

    ``seat``: show only what that seat may know (board, panel, log); ``bots``: who plays the other
    seats (``"random"``, a policy, or ``{seat: policy}``); ``hotseat=True``: several people share
    the device and the table is hidden between two of them.
    """

    def __init__(self, game: Any, tracks: Sequence[str] | None = None, chart: bool = True, *,
                 seat: int | None = None, bots: Any = None, hotseat: bool = False,
                 hints: Callable[[str], str] | None = None) -> None:
        self.game = game
        humans = [seat] if seat is not None else []
        policies = bots_for(game, bots, humans)
        self.board = Board(game, seat=seat, policies=policies, hotseat=hotseat, hints=hints)
        self.chart = TrackChart(game, tracks, host=self.board, hints=hints) if chart else None
        self.board.chart = self.chart
        self.stepper = Stepper(game, board=self.board, chart=self.chart)
        # The stepper on top (its controls never move), then the board with its panel and chart.
        children: list[widgets.Widget] = [self.stepper, self.board]
        super().__init__(children, layout=widgets.Layout(width="100%", max_width="1200px"))
        self.add_class("tnb-explorer")

    def click(self, target: str) -> list[Any]:
        """Click ``target`` on the board (the stepper and chart follow)."""
        return self.board.click(target)

    def act(self, action: Any) -> list[Any]:
        """Press an action panel button (an action, or its number in ``board.actions()``)."""
        return self.board.act(action)

    def undo(self) -> bool:
        """Take back your last move (``Board.undo``: when someone plays a seat, chance's results stand)."""
        done = self.board.undo()
        if done:
            self.stepper.refresh()
        return done

    def refresh(self) -> None:
        """Follow the game after it changed outside the board (e.g. ``game.play`` in a cell)."""
        self.board.refresh()
        self.stepper.refresh()

    def static_html(self) -> str:
        """What a reader without a running kernel sees: the board, the decision, the chart."""
        parts = ["<!--tnb-static--><div class='tnb-static' style='max-width:1000px'>",
                 "<div style='font-family:sans-serif;font-size:12px;color:#666'>A picture of the table at step "
                 f"{self.stepper.step} of {self.stepper.total}. Run the notebook (Run All) to play it.</div>",
                 self.board.static_html()]
        if self.chart is not None:
            parts.append(self.chart.picture)
        parts.append("</div><!--/tnb-static-->")
        return "".join(parts)

    def __repr__(self) -> str:
        title = getattr(self.game, "title", type(self.game).__name__)
        return f"Explorer(game={title!r}, step={self.stepper.step}, total={self.stepper.total})"


def explore(game: Any, tracks: Sequence[str] | None = None, chart: bool = True, *,
            seat: int | None = None, bots: Any = None, hotseat: bool = False) -> Explorer:
    """The interactive view of ``game`` for notebooks: board + action panel + stepper + chart."""
    return Explorer(game, tracks=tracks, chart=chart, seat=seat, bots=bots, hotseat=hotseat)


def escape(text: Any) -> str:
    return html.escape(str(text), quote=False)
