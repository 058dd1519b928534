"""The stepper: walk a game's event log one rule step at a time.

Back / Next / To end and a slider over steps 0..N (N = number of events), with the
step's sentence and rulebook section. It drives a board and a track chart together.
Back and Next pass over "decision" steps (who must answer what), which change nothing on
the table; the slider still reaches every step, and the latest step is always shown.
"""

from __future__ import annotations

import html
from collections import OrderedDict
from typing import Any

import ipywidgets as widgets

from .protocol import sentence_for

_SNAPSHOTS_KEPT = 8


class Stepper(widgets.VBox):
    """Steps through ``game.log``; shows ``game.at(k)`` on ``board`` and moves ``chart``'s marker.

    With a board, the stepper follows the game: after a legal click it extends its
    slider and jumps to the end. Without one, call ``refresh()`` after the game changed.
    ``skip`` names the event kinds Back and Next pass over (``skip=()`` stops at every step).
    """

    def __init__(self, game: Any, board: Any = None, chart: Any = None, *,
                 skip: tuple[str, ...] = ("decision",), **kwargs: Any) -> None:
        self.game = game
        self.skip = tuple(skip)
        self.board = board
        self.chart = chart
        self._snapshots: OrderedDict[int, Any] = OrderedDict()
        self._snapshots_for = len(game.log)
        self._moving = False
        total = len(game.log)

        self._back = self._button("Back", "step-backward", "tnb-step-back", "Show the previous step")
        self._next = self._button("Next", "step-forward", "tnb-step-next", "Show the next step")
        self._end = self._button("To end", "fast-forward", "tnb-step-end", "Show the latest step")
        self._slider = widgets.IntSlider(
            value=total, min=0, max=total, step=1, description="step",
            continuous_update=False, readout=True,
            layout=widgets.Layout(width="420px", flex="0 0 auto"),
            style={"description_width": "auto"},
        )
        self._slider.add_class("tnb-step-slider")
        # A fixed height: a long sentence scrolls inside it, the controls never move.
        self._line = widgets.HTML(layout=widgets.Layout(margin="0 4px", height="44px", overflow="auto"))
        self._line.add_class("tnb-step-log")

        self._back.on_click(lambda _button: self.back())
        self._next.on_click(lambda _button: self.next())
        self._end.on_click(lambda _button: self.to_end())
        self._slider.observe(self._slider_moved, names="value")

        controls = widgets.HBox(
            [self._back, self._next, self._end, self._slider],
            layout=widgets.Layout(align_items="center", width="100%"),
        )
        super().__init__([controls, self._line], **kwargs)
        self.add_class("tnb-stepper")
        if board is not None:
            board.on_change(self._game_moved)
        self._go(total)

    @staticmethod
    def _button(label: str, icon: str, css_class: str, tooltip: str) -> widgets.Button:
        button = widgets.Button(description=label, icon=icon, tooltip=tooltip,
                                layout=widgets.Layout(width="auto", flex="0 0 auto"))
        button.add_class(css_class)
        return button

    # -- public verbs ---------------------------------------------------------------
    @property
    def step(self) -> int:
        """The step on display (0 = before any event)."""
        return int(self._slider.value)

    @property
    def total(self) -> int:
        """The number of steps in the log."""
        return int(self._slider.max)

    @property
    def slider(self) -> widgets.IntSlider:
        return self._slider

    @property
    def line(self) -> widgets.HTML:
        """The HTML line with the step's sentence and section."""
        return self._line

    def go(self, step: int) -> None:
        """Show ``step`` (clamped to 0..N; N never past the game's log, even if it shrank by an undo)."""
        self._slider.value = max(0, min(int(step), self.total, len(self.game.log)))

    def _catch_up(self) -> None:
        """The game may have been played in another cell: follow it before stepping."""
        if len(self.game.log) != self.total:
            if self.board is not None and hasattr(self.board, "refresh"):
                self.board.refresh()
            self.refresh()

    def back(self) -> None:
        """The previous step, passing over the kinds in ``skip`` (step 0 is always a stop)."""
        self._catch_up()
        log = self.game.log
        k = min(self.step, len(log)) - 1
        while k > 0 and self._skipped(log[k - 1]):
            k -= 1
        self.go(k)

    def next(self) -> None:
        """The next step, passing over the kinds in ``skip`` (the latest step is always a stop)."""
        self._catch_up()
        log = self.game.log
        k, total = self.step + 1, min(self.total, len(log))
        while k < total and self._skipped(log[k - 1]):
            k += 1
        self.go(k)

    def _skipped(self, event: Any) -> bool:
        return getattr(event, "kind", None) in self.skip

    def to_end(self) -> None:
        self._catch_up()
        self.go(self.total)

    def refresh(self) -> None:
        """Follow the game after its log changed: redraw the chart, extend the slider, jump to the end."""
        total = len(self.game.log)
        self._moving = True
        try:
            with self._slider.hold_sync():
                self._slider.max = total
                self._slider.value = total
        finally:
            self._moving = False
        self._go(total)

    def caption(self, step: int) -> str:
        """The plain text of the line for ``step``: "Step k/N — sentence (section)"."""
        total = len(self.game.log)
        if step == 0:
            return f"Step 0/{total} — The table before any event."
        event = self.game.log[step - 1]
        section = getattr(event, "section", "")
        tail = f" ({section})" if section else ""
        return f"Step {step}/{total} — {sentence_for(event, self.viewer)}{tail}"

    @property
    def viewer(self) -> int | None:
        """The seat whose view the captions tell (the board's; None: everything)."""
        return getattr(self.board, "viewer", None) if self.board is not None else None

    def snapshot(self, step: int) -> Any:
        """``game.at(step)``, remembered for the last few steps (the live game for the last step)."""
        total = len(self.game.log)
        if step == total:
            return self.game
        if self._snapshots_for != total:  # the log changed: earlier snapshots may be stale
            self._snapshots.clear()
            self._snapshots_for = total
        if step in self._snapshots:
            self._snapshots.move_to_end(step)
            return self._snapshots[step]
        state = self.game.at(step)
        self._snapshots[step] = state
        if len(self._snapshots) > _SNAPSHOTS_KEPT:
            self._snapshots.popitem(last=False)
        return state

    # -- wiring ---------------------------------------------------------------------
    def _game_moved(self, _events: Any) -> None:
        self.refresh()

    def _slider_moved(self, change: dict[str, Any]) -> None:
        if not self._moving:
            self._go(int(change["new"]))

    def _go(self, step: int) -> None:
        total = len(self.game.log)
        step = min(step, total)  # the log may have shrunk (undo) since the slider was last refreshed
        if self.chart is not None:
            self.chart.set_step(step)  # first: the chart is the slowest part to redraw
        covered = bool(getattr(self.board, "covered", False))
        text = "The table is hidden until the next player sits down." if covered else self.caption(step)
        self._line.value = html.escape(text, quote=False)
        self._back.disabled = step <= 0
        self._next.disabled = step >= total
        self._end.disabled = step >= total
        if self.board is not None:
            if step == total:
                if not (getattr(self.board, "live", False) and getattr(self.board, "drawn", -1) == total):
                    self.board.show()  # (a board that just drew the live game is not drawn twice)
            else:
                self.board.show(self.snapshot(step))

    def __repr__(self) -> str:
        title = getattr(self.game, "title", type(self.game).__name__)
        return f"Stepper(game={title!r}, step={self.step}, total={self.total})"
