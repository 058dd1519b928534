"""The War of the Worlds: One More Day, the solo deckbuilder: the game, put together from its rooms.

``flow.py`` (setup, the nine steps of a day, the end), ``keywords.py`` (the verbs of the rules and of card text),
``legal.py`` (the options of each question), ``cards.py`` (the effects registry, the cards, the card tables),
``edits.py`` (scenario edits), ``board.py`` (what a front end asks), ``scoring.py``, ``invariants.py``;
``state.py``, ``events.py``, ``rules.py``, ``actions.py``.
"""

from __future__ import annotations

from typing import Any, Callable

from ..core.cards import Zones
from ..core.events import Event
from ..core.game import Game
from .actions import ACTIONS
from .board import BoardHooks
from .cards import (
    COMPONENTS,
    EFFECTS,
    STORIES,
    CardTables,
    Chapter,
    Character,
    EventCard,
    SurvivorCard,
    TimeCard,
    Titles,
    WayAhead,
    load_kind,
)
from .edits import Edits
from .flow import Flow
from .invariants import problems
from .keywords import Keywords
from .rules import WotWRules
from .state import WotWState

__all__ = ["COMPONENTS", "STORIES", "WotWGame"]

# The phase event of each step of the day, shared by every game (Keywords.phase_fast: events are never changed
# once recorded).
_PHASE_EVENTS: dict[int, Event] = {}
# The default rules of each rules class (frozen: shared by every game that names none).
_DEFAULT_RULES: dict[type, Any] = {}


def _loader(kind: str) -> Any:
    return lambda path: load_kind(kind, path, path.name if hasattr(path, "name") else kind)


class WotWGame(BoardHooks, Edits, Flow, Keywords, Zones, Game):
    key = "wotw"
    round_name = "day"  # the charts' x axis (round_of)
    SEATS_OPTION = None  # a solo game: one seat, the Journalist
    title = "The War of the Worlds: One More Day"
    Rules = WotWRules
    ACTIONS = ACTIONS
    EFFECTS = EFFECTS
    # Each data file with the loader that reads it (the fuzz suite mutates them through these).
    CARD_LOADERS = {f"{kind}.json": _loader(kind) for kind in
                    ("character", "events", "stories", "survivor", "time", "ways")}
    # the fast twins run (tests/wotw/test_wotw_fast_paths.py plays the same games with the readable ones)
    move = Keywords.move_fast
    shuffle_zone = Keywords.shuffle_zone_fast
    phase = Keywords.phase_fast
    change = Keywords.change_fast
    trigger = Keywords.trigger_fast
    answer_hand = Flow.answer_hand_fast
    lay_out = Flow.lay_out_fast
    rules: WotWRules
    state: WotWState
    # the card tables, derived from the setup alone (never flow state; Flow._use)
    tables: CardTables
    titles: Titles
    character: Character
    survivors: dict[str, SurvivorCard]
    events: dict[str, EventCard]
    chapters: dict[str, Chapter]
    time_cards: dict[str, TimeCard]
    ways: dict[str, WayAhead]
    by_id: dict[str, Any]
    story_key: str
    _compiled: dict[tuple[str, str], tuple[tuple[Callable[..., Any], dict[str, Any]], ...]]
    _phase_events: dict[int, Event]  # the phase event of each step of the day (Keywords.phase_fast)
    _limits: dict[str, int]  # each resource's limit under these rules (Keywords.change_fast)

    def __init__(self, rules: WotWRules | None = None, *, seed: int = 0, story: str = "dispatch", **setup: Any) -> None:
        self._phase_events = _PHASE_EVENTS  # one record per step of the day, shared by every game (phase_fast)
        if rules is None:  # the default rules: one frozen object for every game (building one costs a setup's tenth)
            rules = _DEFAULT_RULES.get(self.Rules)
            if rules is None:
                rules = _DEFAULT_RULES[self.Rules] = self.Rules()
        super().__init__(rules, seed=seed, story=story, **setup)

    def new_state(self) -> WotWState:
        return WotWState()

    def invariants(self, *, settled: bool = True) -> list[str]:
        return problems(self, settled)
