"""The board widget: a game's SVG table whose targets can be clicked.

The board knows no game. It talks to any object with ``svg()``, ``targets()``,
``click(target)``, ``log`` and ``title`` (see ``tabletop_nb.ui`` for the full protocol).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from ._assets import front_end_text

ChangeCallback = Callable[[list[Any]], None]


class Board(anywidget.AnyWidget):
    """Shows ``game.svg()`` and plays ``game.click(target)`` when a live target is clicked.

    The board shows either the live game (its targets are clickable) or a snapshot of
    an earlier step (nothing is clickable: past states cannot be played).
    """

    _esm = front_end_text("board.js")
    _css = front_end_text("board.css")

    svg = traitlets.Unicode("").tag(sync=True)
    targets = traitlets.List(traitlets.Unicode(), default_value=[]).tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    #: "" (no message), "info" or "error"; the front-end colours the message with it.
    message_tone = traitlets.Unicode("").tag(sync=True)

    def __init__(self, game: Any, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.game = game
        self._shown: Any = None  # None: the live game; else a snapshot from game.at(k)
        self._observers: list[ChangeCallback] = []
        self.add_class("tnb-board")
        self.on_msg(self._receive)
        self.show()

    # -- what is shown -------------------------------------------------------------
    @property
    def live(self) -> bool:
        """True when the board shows the live game (its targets can be clicked)."""
        return self._shown is None

    @property
    def step(self) -> int:
        """The step (number of events) of the state on display."""
        shown = self.game if self._shown is None else self._shown
        return len(shown.log)

    def show(self, state: Any = None) -> None:
        """Display ``state`` (a snapshot such as ``game.at(k)``) or, with no argument, the live game.

        A snapshot is shown without targets; the game itself is never changed.
        """
        if state is None or state is self.game:
            self._shown = None
            with self.hold_sync():
                self.svg = self.game.svg()
                self.targets = list(self.game.targets())
                if self.message_tone == "info":
                    self._say("", "")
            return
        self._shown = state
        with self.hold_sync():
            self.svg = state.svg()
            self.targets = []
            total = len(self.game.log)
            self._say(f"Showing step {len(state.log)} of {total}; go to the end to play.", "info")

    def refresh(self) -> None:
        """Redraw the live game (after it changed outside the board)."""
        self.show()

    # -- playing -------------------------------------------------------------------
    def click(self, target: str) -> list[Any]:
        """Play ``target`` as a click on the board would; returns the new events.

        An illegal click leaves the game as it was and puts the rule's message in
        ``message``; it returns an empty list.
        """
        try:
            events = list(self.game.click(target))
        except ValueError as error:  # the IllegalAction family
            if self._shown is None:
                # The game may have moved on in another cell: show where it really is.
                with self.hold_sync():
                    self.svg = self.game.svg()
                    self.targets = list(self.game.targets())
            self._say(str(error) or f"{target!r} cannot be played now.", "error")
            return []
        self._say("", "")
        self.show()
        for callback in list(self._observers):
            callback(events)
        return events

    def on_change(self, callback: ChangeCallback, remove: bool = False) -> None:
        """Call ``callback(new_events)`` after every legal click (or stop, with ``remove=True``)."""
        if remove:
            self._observers.remove(callback)
        else:
            self._observers.append(callback)

    def _receive(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Messages from the front-end: ``{"type": "click", "target": id}``."""
        if not isinstance(content, dict) or content.get("type") != "click":
            return
        target = content.get("target")
        try:
            if isinstance(target, str):
                self.click(target)
        finally:
            # Lets the front-end drop its "waiting" look even when nothing changed.
            self.send({"type": "done"})

    def _say(self, text: str, tone: str) -> None:
        with self.hold_sync():
            self.message = text
            self.message_tone = tone if text else ""

    def __repr__(self) -> str:
        return f"Board(game={getattr(self.game, 'title', type(self.game).__name__)!r}, step={self.step})"
