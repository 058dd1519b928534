"""tabletop_nb.ui: the widget layer (board, stepper, track charts). It knows no game.

A game offers the UI this duck-typed protocol:

- ``game.log``: list of events with ``.kind``, ``.section``, ``.sentence``, ``.who``;
- ``game.at(k)``: a read-only game (same protocol) after the first ``k`` events;
- ``game.svg()``: the table as ``<svg>``; clickable elements carry ``data-target="id"``;
- ``game.targets()``: the target ids clickable now;
- ``game.click(id)``: plays a target, returns the new events, raises a ``ValueError``
  (IllegalAction) and changes nothing if the click is not legal now;
- ``game.tracks()``: ``{name: [value after step 0, 1, ..., N]}``;
- ``game.title``.

In a notebook: ``from tabletop_nb.ui import explore; explore(game)``.
"""

from .board import Board
from .charts import TrackChart, distribution_figure, track_figure
from .explorer import Explorer, explore
from .stepper import Stepper

__all__ = [
    "Board",
    "Explorer",
    "Stepper",
    "TrackChart",
    "distribution_figure",
    "explore",
    "track_figure",
]
