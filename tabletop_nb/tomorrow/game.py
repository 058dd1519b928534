"""Tomorrow: the game, put together from its rooms (a declarative assembly, nothing else).

``flow.py`` (setup, the four phases), ``legal.py`` (what is legal, and why not), ``attacks.py``
(declare, block, settle), ``biologicals.py``, ``scoring.py``, ``edits.py`` (scenario edits),
``board.py`` (what a front end asks); ``cards.py`` (the effects registry, the card reader) with
``happenings.py`` and ``objectives.py``; ``invariants.py``, ``state.py``, ``events.py``, ``rules.py``,
``actions.py``; ``bots.py`` and ``odds.py`` for the lab, ``svg.py`` for the board.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from ..core.game import Game
from .actions import ACTIONS
from .attacks import Attacks
from .biologicals import BioCard, Biologicals, load_biologicals
from .board import BoardHooks
from .cards import EFFECTS, load_special
from .data import load_map, load_powers
from .edits import Edits
from .flow import CardsInPlay, Flow, Seating
from .happenings import Happening, load_happenings
from .invariants import problems
from .legal import Legal
from .objectives import Objective, load_objectives
from .rules import TomorrowRules
from .scoring import Scoring, score_terms
from .state import TomorrowState

__all__ = ["TomorrowGame", "score_terms"]


class TomorrowGame(Flow, Legal, Attacks, Biologicals, Scoring, Edits, BoardHooks, Game):
    """A game of Tomorrow for 4 to 6 players.

    >>> g = TomorrowGame(players=4, seed=1)
    >>> g.legal_actions()[:2]
    """

    key = "tomorrow"
    round_name = "turn"  # the charts' x axis (round_of)
    title = "Tomorrow"
    Rules = TomorrowRules
    ACTIONS = ACTIONS
    EFFECTS = EFFECTS
    # the loaders of the data files (the kernel's fuzz suite feeds them broken files)
    CARD_LOADERS: ClassVar[dict[str, Callable[..., Any]]] = {
        "biologicals.json": load_biologicals, "happenings.json": load_happenings, "objectives.json": load_objectives,
        "map.json": load_map, "powers.json": load_powers, "special.json": load_special}
    state: TomorrowState
    rules: TomorrowRules
    # this game's cards (the sets it plays, with a user's own), its seating and what follows from it;
    # fixed by the setup (check_setup), never changed by play
    objs: dict[str, Objective]
    bios: dict[str, BioCard]
    haps: dict[str, Happening]
    in_play: CardsInPlay  # the same cards, with the sorted lists setup deals from
    table: Seating  # the powers at the table and what follows from their player aids
    seating: tuple[str, ...]
    names: list[str]
    capitals: dict[str, int]
    global_impact_of: dict[str, int]
    nuke_range: list[str]
    asked_before: dict[tuple[Any, ...], tuple[Any, Any]]
    #: the board's control last read by Legal.controlled_now, and who controls what on it (a speed cache)
    controlled_kept: tuple[Any, dict[int | None, tuple[str, ...]]]

    def __init__(self, rules: TomorrowRules | None = None, *, seed: int = 0, players: int = 4, **setup: Any) -> None:
        super().__init__(rules, seed=seed, players=players, **setup)

    def new_state(self) -> TomorrowState:
        return TomorrowState()

    def invariants(self, *, settled: bool = True) -> list[str]:
        return problems(self)

    def __repr__(self) -> str:
        s = self.state
        status = "over" if s.over else (f"{self.player_name(s.pending.who)} to {s.pending.kind}" if s.pending
                                        else "running")
        return f"<TomorrowGame turn {s.turn}, {len(s.powers)} players, step {len(self.log)}, {status}>"
