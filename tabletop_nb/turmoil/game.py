"""Terraforming Mars: Turmoil — the game, put together from its rooms (a declarative assembly, nothing else).

``flow.py`` (setup, the generation, the solar phase, running an answer), ``parties.py`` (the committee
and influence), ``globalevents.py`` (the global event cards, their effects and answers), ``basegame.py``
(the base-game stand-in: the player sheet and project cards), ``legal.py`` (what is allowed),
``edits.py`` (scenario edits), ``board.py`` (what a front end asks); ``cards.py`` (the effects registry,
the cards a game deals from), ``scoring.py``, ``invariants.py``, ``state.py``, ``events.py``, ``rules.py``,
``actions.py``; ``bots.py`` for the lab, ``svg.py`` for the board.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Sequence

from ..core.events import Event
from ..core.game import Game
from .actions import ACTIONS
from .basegame import PlayerSheet
from .board import BoardHooks
from .cards import EFFECTS, TurmoilCards
from .edits import Edits
from .flow import Flow
from .globalevents import GlobalEvents, load_global_events
from .invariants import problems
from .legal import Legal
from .parties import Committee
from .rules import TurmoilRules
from .state import TurmoilState

__all__ = ["TurmoilGame"]


class TurmoilGame(Flow, Legal, Committee, PlayerSheet, GlobalEvents, Edits, BoardHooks, Game):
    """A game of Terraforming Mars with the Turmoil expansion, for 1 to 5 players.

    >>> g = TurmoilGame(players=["Kim", "Stanley"], seed=1)
    >>> g.play(Lobby("reds"))       # Kim's free delegate from the lobby
    """

    key = "turmoil"
    round_name = "generation"  # the charts' x axis (round_of)
    title = "Terraforming Mars: Turmoil"
    Rules = TurmoilRules
    ACTIONS = ACTIONS
    EFFECTS = EFFECTS
    # the loaders of the data files (the kernel's fuzz suite feeds them broken files)
    CARD_LOADERS: ClassVar[dict[str, Callable[..., Any]]] = {"global_events.json": load_global_events}
    state: TurmoilState
    rules: TurmoilRules
    cards: TurmoilCards  # the cards this game deals from (fixed at setup)
    _turns_asked: list[Event | None]  # each seat's turn question as this game first logged it (flow.answer)
    # The section events cite while one global event (or the answer to its question) is carried
    # out; set and cleared within one step, so it never outlives a decision.
    _section: str | None = None

    def __init__(self, rules: TurmoilRules | None = None, *, seed: int = 0,
                 players: Sequence[str] = ("Kim", "Stanley", "Ada", "Ben"), **setup: Any) -> None:
        # A list or tuple of names becomes a list; anything else goes to check_setup as it is, to be refused there.
        names = list(players) if isinstance(players, (list, tuple)) else players
        super().__init__(rules, seed=seed, players=names, **setup)

    def new_state(self) -> TurmoilState:
        return TurmoilState()

    def invariants(self, *, settled: bool = True) -> list[str]:
        return problems(self.state, self.rules, settled=settled)

    def __repr__(self) -> str:
        s = self.state
        status = "over" if s.over else (f"{self.player_name(s.pending.who)} to act" if s.pending else "running")
        return f"<TurmoilGame generation {s.generation}, {len(s.players)} players, step {len(self.log)}, {status}>"
