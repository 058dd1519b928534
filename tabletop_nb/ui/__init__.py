"""tabletop_nb.ui: the widget layer (board with its action panel, stepper, track charts). It knows no game.

It reads the kernel's protocol (see ``tabletop_nb.ui.protocol`` for the fallbacks):
``game.pending`` (who decides what, under which rule), ``legal_actions()``,
``describe_action(a)`` (a button's words), ``targets()`` / ``targets_of(a)`` / ``actions_at(t)``
(the board), ``svg_for(seat)`` / ``story(seat=...)`` / ``seats()`` (hidden information),
``track_values`` / ``track_groups()`` / ``round_of(state)`` (the charts), ``play`` / ``at(k)`` /
``log`` (events with ``.kind``, ``.section``, ``.sentence``, ``.sentence_for(seat)``).

In a notebook: ``from tabletop_nb.ui import explore; explore(game)``;
``explore(game, seat=0, bots="random")`` to play one seat against the table;
``explore(game, hotseat=True)`` to pass one device around; ``app(GameClass)`` for a whole game
with its rulings as dropdowns (``first_game=True``: each rule explained the first time it comes up);
``glossary("wotw")`` for a game's words; ``table(rows)`` for results.
"""

from .app import App, app
from .board import Board
from .charts import TrackChart, chart_svg, distribution_figure, track_figure
from .explorer import Explorer, explore
from .lesson import GuidedMove, Predict, guided, predict
from .palette import seat_colours, track_colours
from .stepper import Stepper
from .table import Table, rulings_table, table
from .teach import FirstGame, GlossaryView, glossary

__all__ = [
    "App",
    "Board",
    "Explorer",
    "FirstGame",
    "GlossaryView",
    "GuidedMove",
    "Predict",
    "Stepper",
    "Table",
    "TrackChart",
    "app",
    "glossary",
    "guided",
    "predict",
    "chart_svg",
    "distribution_figure",
    "explore",
    "seat_colours",
    "rulings_table",
    "table",
    "track_colours",
    "track_figure",
]
