"""``app(GameClass)``: a whole game to play in one cell (and as a Voilà page).

Choose the seed, each ruling from a dropdown, who you are (one seat against bots, everyone at one
device in turn, or the teacher's view of everything), then play on the board and its action panel.
"First game" shows each rule the first time it comes into play, beside the board; "Glossary" shows the
game's words (both from the game's teach room: ui/teach.py). Words of the glossary in the panel's buttons and
the chart's legend show their meaning on hover.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import ipywidgets as widgets

from ..core.registry import room_function
from . import protocol as P
from .explorer import Explorer, StaticHTML
from .teach import LESSONS_FROM_APPS, FirstGame, GlossaryView, Teaching, game_class_of

# What Take back does in each kind of play (shown under the mode): a lesson's stepper always travels exactly.
UNDO_NOTE = {
    True: ("<small>Take back undoes your last move, unless a card, a die or a shuffle has been shown since: "
           "that result stands, so taking back cannot preview hidden cards. The stepper replays what happened.</small>"),
    False: ("<small>Take back undoes the last move exactly (everything is shown, so nothing is hidden to preview). "
            "The stepper replays what happened.</small>"),
}

# Who plays the other seats in "one seat against bots": the game's heuristic (a sensible beginner) by default.
OPPONENTS = (("sensible beginners (the game's heuristic)", "heuristic"),
             ("players that search ahead (stronger, slower)", "search"), ("random players", "random"))

MODES = (("Play one seat against bots", "seat"), ("Hot seat: everyone plays at this device", "hotseat"),
         ("Watch everything (teacher's view)", "all"))


class App(StaticHTML, widgets.VBox):
    """Set-up controls above an explorer; "New game" builds a new game with the chosen rules."""

    def __init__(self, game_class: Any, setup: Mapping[str, Any] | None = None, *, seed: int = 1,
                 tracks: Any = None, first_game: bool = False, notebooks: str = LESSONS_FROM_APPS) -> None:
        game_class = game_class_of(game_class)
        self.game_class = game_class
        self.notebooks = notebooks  # where the lessons are, seen from this page (the rule cards link to them)
        self.setup = dict(setup or {})
        self.tracks = tracks
        rules_class = game_class.Rules
        self.rulings: dict[str, widgets.Dropdown] = {}
        for r in rules_class.rulings():
            options = [(f"{value}: {meaning}"[:90], value) for value, meaning in r.alternatives.items()]
            dd = widgets.Dropdown(options=options, value=r.default, description=r.name.replace("_", " "),
                                  style={"description_width": "160px"}, layout=widgets.Layout(width="640px"))
            dd.add_class("tnb-app-ruling")
            dd.tooltip = f"{r.question} ({r.section})"
            self.rulings[r.name] = dd
        self.seed = widgets.BoundedIntText(value=seed, min=0, max=10**6, description="seed",
                                           style={"description_width": "160px"}, layout=widgets.Layout(width="260px"))
        probe = game_class(seed=seed, **self.setup)
        names = P.seats(probe) or ["seat 0"]
        self.mode = widgets.Dropdown(options=list(MODES), value="seat", description="who plays",
                                     style={"description_width": "160px"}, layout=widgets.Layout(width="480px"))
        self.mode.add_class("tnb-app-mode")
        self.seat = widgets.Dropdown(options=[(n, i) for i, n in enumerate(names)], value=0, description="your seat",
                                     style={"description_width": "160px"}, layout=widgets.Layout(width="360px"))
        self.seat.add_class("tnb-app-seat")
        has_heuristic = room_function(game_class, "bots", "HeuristicPolicy") is not None
        self.opponents = widgets.Dropdown(options=[o for o in OPPONENTS if has_heuristic or o[1] != "heuristic"],
                                          value="heuristic" if has_heuristic else "random", description="bots",
                                          style={"description_width": "160px"}, layout=widgets.Layout(width="480px"))
        self.opponents.add_class("tnb-app-bots")
        self.start = widgets.Button(description="New game", button_style="primary", icon="play")
        self.start.add_class("tnb-app-new")
        self.take_back = widgets.Button(description="Take back",
                                        tooltip="take back your last move")
        self.take_back.add_class("tnb-app-undo")
        self.undo_note = widgets.HTML()
        self.undo_note.add_class("tnb-app-undo-note")
        self.status = widgets.HTML(layout=widgets.Layout(height="24px"))
        self.status.add_class("tnb-app-status")
        self.first_game = widgets.Checkbox(value=bool(first_game), indent=False,
                                           description="First game: explain each rule the first time it comes up",
                                           layout=widgets.Layout(width="480px"))
        self.first_game.add_class("tnb-app-first-game")
        self.glossary = widgets.ToggleButton(value=False, description="Glossary", icon="book",
                                             tooltip="show the game's words and what they mean")
        self.glossary.add_class("tnb-app-glossary")
        self.teacher: FirstGame | None = None  # the first-game panel (while "First game" is ticked)
        self.glossary_view: GlossaryView | None = None
        self.teaching: Teaching | None = None
        self.side = widgets.VBox(layout=widgets.Layout(flex="0 0 auto", margin="0 0 0 8px"))
        self.side.add_class("tnb-app-side")
        self.area = widgets.VBox()
        self.start.on_click(lambda _b: self.new_game())
        self.first_game.observe(lambda _c: self._arrange(), "value")
        self.glossary.observe(lambda _c: self._arrange(), "value")
        self.take_back.on_click(lambda _b: self.undo())
        rules_box = widgets.VBox(list(self.rulings.values()))
        controls = widgets.VBox([widgets.HTML(f"<h3 style='margin:4px 0'>{getattr(game_class, 'title', 'Game')}</h3>"),
                                 widgets.HBox([self.seed, self.start, self.take_back]), self.mode, self.seat,
                                 self.opponents, widgets.HBox([self.first_game, self.glossary]),
                                 self.undo_note,
                                 widgets.HTML("<b>Rulings</b> (where the rulebook leaves a choice):"), rules_box,
                                 self.status])
        super().__init__([controls, self.area])
        self.add_class("tnb-app")
        self.explorer: Explorer | None = None
        self.new_game()

    def rules(self) -> Any:
        chosen = {name: dd.value for name, dd in self.rulings.items()}
        return self.game_class.Rules().replace(**chosen)

    def new_game(self) -> Explorer | None:
        try:
            game = self.game_class(self.rules(), seed=int(self.seed.value), **self.setup)
        except ValueError as error:  # a TabletopError: say which rule or field
            self.status.value = f"<span style='color:#c62828'>Cannot start: {error}</span>"
            return None
        mode = self.mode.value
        seat = int(self.seat.value) if mode == "seat" else None
        bots = self.bots_for(game, seat) if mode == "seat" else None
        self.teaching = Teaching(game)
        self.explorer = Explorer(game, tracks=self.tracks, seat=seat, bots=bots, hotseat=mode == "hotseat",
                                 hints=self.teaching.hint if self.teaching.terms else None)
        if self.teacher is not None:
            self.teacher.stop()
        self.teacher, self.glossary_view = None, None  # a new game's first-game panel starts afresh
        self.area.children = [widgets.HBox([self.explorer, self.side], layout=widgets.Layout(align_items="flex-start"))]
        self._arrange()
        who = P.seat_name(game, seat) if seat is not None else ("everyone in turn" if mode == "hotseat" else "all")
        self.status.value = f"New game, seed {self.seed.value}; you play: {who}."
        self.undo_note.value = UNDO_NOTE[self.explorer.board.undo_keeps_secrets]
        return self.explorer

    def _arrange(self) -> None:
        """Show beside the board what the two toggles ask: the first-game panel, the glossary."""
        if self.explorer is None or self.teaching is None:
            return
        side: list[widgets.Widget] = []
        if self.first_game.value and self.teaching.has_cards:
            if self.teacher is None:
                self.teacher = FirstGame(self.teaching, self.notebooks)
                self.teacher.follow(self.explorer.board)
            side.append(self.teacher)
        elif self.teacher is not None:
            self.teacher.stop()
            self.teacher = None
        if self.glossary.value and self.teaching.terms:
            if self.glossary_view is None:
                self.glossary_view = GlossaryView(self.teaching, self.notebooks)
            side.append(self.glossary_view)
        self.side.children = side
        self.side.layout.display = None if side else "none"

    def bots_for(self, game: Any, seat: int | None) -> dict[int, Any]:
        """The players of the other seats, at the level chosen: the game's own heuristic (its bots room), a
        search over copies of the game that cannot see your cards (core.search), or random players."""
        from ..core.search import player

        n = len(P.seats(game))
        seed = int(self.seed.value)
        return {i: player(self.opponents.value, self.game_class, seed * 101 + i) for i in range(n) if i != seat}

    def undo(self) -> bool:
        """The Take back button: your last move (see UNDO_NOTE for what stands)."""
        return self.explorer.undo() if self.explorer is not None else False

    def static_html(self) -> str:
        """With no kernel (a stored notebook), the game as it was: the explorer's static picture (and the rule card
        the first-game panel shows)."""
        if self.explorer is None:
            return ""
        teacher = self.teacher
        card = teacher.current if teacher is not None else None
        if teacher is None or card is None:
            return self.explorer.static_html()
        return (f"<div style='display:flex;gap:8px;align-items:flex-start'>{self.explorer.static_html()}"
                f"<div style='max-width:320px;border:1px solid #ccd;padding:6px'>{teacher.card_text(card)}"
                "</div></div>")

    def __repr__(self) -> str:
        return f"App({getattr(self.game_class, 'title', self.game_class.__name__)!r})"


def app(game_class: Any, setup: Mapping[str, Any] | None = None, *, seed: int = 1, tracks: Any = None,
        first_game: bool = False, notebooks: str = LESSONS_FROM_APPS) -> App:
    """A playable game with its rulings as dropdowns: ``app(TurmoilGame)`` or ``app("turmoil")`` in a cell (or a
    Voilà page). ``first_game=True`` ticks "First game": each rule is explained beside the board the first time it
    comes into play (``notebooks``: where the lessons its cards link to are, seen from the page)."""
    return App(game_class, setup, seed=seed, tracks=tracks, first_game=first_game, notebooks=notebooks)
