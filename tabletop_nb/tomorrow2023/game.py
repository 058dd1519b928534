"""Tomorrow (2023): the game, put together from its rooms.

``flow.py`` (setup, the turn, draws, cards played, reactions, the supply), ``legal.py`` (what a turn may do),
``cards.py`` (the cards, the effects registry and what the effects do), ``scoring.py`` (influence, arrests, the
end), ``edits.py`` (scenario edits), ``board.py`` (what a front end asks, a seat's view), ``words.py`` (both
languages), ``invariants.py``; ``state.py``, ``events.py``, ``rules.py``, ``actions.py``.

>>> from tabletop_nb.tomorrow2023 import Tomorrow2023Game
>>> game = Tomorrow2023Game(seed=1)              # the two decks of the box, French sentences
>>> game = Tomorrow2023Game(seed=1, language="en", decks={"rebels": [...], "government": [...]})
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..core.game import Game
from . import invariants
from .actions import ACTIONS
from .board import BoardHooks
from .cards import EFFECTS, CardEffects, load
from .edits import Edits
from .flow import Flow
from .rules import Tomorrow2023Rules
from .scoring import Scoring
from .state import T23State

_DEFAULT_RULES = Tomorrow2023Rules()


class Tomorrow2023Game(BoardHooks, Edits, Scoring, CardEffects, Flow, Game):
    """A game of Tomorrow (2023): the Dragonflies (rebels, seat 0) against the NCG (government, seat 1).

    Setup options: ``language`` ("fr" by default, or "en"); ``decks`` ({"rebels": [10 names], "government":
    [10 names]}, checked by ``validate_deck``; default the box's decks); ``cards`` (your own card file, JSON
    text or list, read by core.load_cards: a card of the same name replaces ours; stored in the save).
    """

    key = "tomorrow2023"
    round_name = "turn"  # the charts' x axis (round_of)
    SEATS_OPTION = None  # always two sides
    title = "Tomorrow (2023)"
    Rules = Tomorrow2023Rules
    ACTIONS = ACTIONS
    EFFECTS = EFFECTS
    # the loader of the data file (the kernel's fuzz suite feeds it broken files)
    CARD_LOADERS: ClassVar[dict[str, Any]] = {"cards.json": lambda path: load(path, getattr(path, "name", "cards"))}
    # the fast twins run (tests/tomorrow2023/test_t2023_speed.py plays the same games with the readable ones)
    answer = Flow.answer_fast
    step_action = Flow.step_action_fast
    check_end = Scoring.check_end_fast

    def __init__(self, rules: Tomorrow2023Rules | None = None, *, seed: int = 0, **setup: Any) -> None:
        # the default rules are one frozen value, made once (the kernel would make a new, equal one per game)
        super().__init__(_DEFAULT_RULES if rules is None else rules, seed=seed, **setup)

    def new_state(self) -> T23State:
        return T23State()

    def invariants(self, *, settled: bool = True) -> list[str]:
        return invariants.problems(self, leaks=not self._editing, settled=settled)
