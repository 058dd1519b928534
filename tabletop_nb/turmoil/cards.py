"""Turmoil's cards: the one effects registry, and the cards one game deals from.

- ``EFFECTS`` is the registry of card effects (kernel ``Effects``): a global event is data naming one
  effect registered here. The effects and the global event card type and loader live in the room of
  that big kind of card, ``globalevents.py``; the stand-in project cards in ``basegame.py``.
  The answers to decisions are the game's ``answer_*`` methods (``flow.py``, ``globalevents.py``),
  found by the kernel's ``Game.find_answer``.
- :class:`TurmoilCards` is what one game deals from (ours merged with a user's, in the sets its setup
  names) and the tables derived from them, fixed at setup.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.cards import Effects
from ..core.game import Action, Decision
from .actions import CONVERT, LOBBY, STANDARD, STANDARD_PROJECTS, PlayProject
from .basegame import PAID_WITH, StandInProject
from .rules import TurmoilRules

if TYPE_CHECKING:
    from .globalevents import GlobalEventCard

EFFECTS = Effects("turmoil")
#: the question of a turn of the action phase (one per seat, shared by every turn)
TURN = "take an action or pass"


@dataclass
class Fixed:
    """What depends on the rules alone, computed once per game (the legality room's tables)."""

    lobby: list[Action]
    reserve: list[Action]
    standard: list[Action]
    costs: tuple[int, ...]
    reds_need: int
    convert_heat: Action
    convert_plants: Action


class TurmoilCards:
    """The cards of one game (ours merged with a user's, in the sets its setup names) and the
    tables derived from them. Fixed at setup; never changed by play."""

    def __init__(self, rules: TurmoilRules, events: dict[str, GlobalEventCard], projects: dict[str, StandInProject],
                 n_players: int) -> None:
        have = {"venus": rules.venus, "colonies": rules.colonies}
        #: the global events in play (expansions and the negative-events option applied)
        self.events = {n: c for n, c in events.items()
                       if all(have[x] for x in c.needs) and (rules.negative_events or not c.negative)}
        self.projects = projects
        self.play = {name: _play_action(name) for name in projects}
        # How each card may be paid: 0 M€ only, 1 with steel (building), 2 with titanium (space, Jovian).
        self.pay = {name: ({"steel": 1, "titanium": 2}.get(PAID_WITH.get(c.tag, ""), 0), c.cost)
                    for name, c in projects.items()}
        #: the same with the action that plays the card: (how it may be paid, its cost, PlayProject(name))
        self.offer = {name: (*how, self.play[name]) for name, how in self.pay.items()}
        r = rules
        self.fixed = Fixed(
            lobby=[LOBBY[(x, "lobby")] for x in r.party_order], reserve=[LOBBY[(x, "reserve")] for x in r.party_order],
            standard=[STANDARD[k] for k in STANDARD_PROJECTS],
            costs=(r.power_plant_cost, r.asteroid_cost, r.aquifer_cost, r.greenery_cost, r.city_cost),
            reds_need=r.reds_tax if r.reds_tax_shortfall == "must_afford" else 1,
            convert_heat=CONVERT["heat"], convert_plants=CONVERT["plants"])
        # One question per seat for the action phase, shared by every turn (its answer runs answer_turn).
        self.turns = [Decision(q, "action", TURN, "Action phase", None, "turn", (q,)) for q in range(n_players)]


_PLAY_ACTIONS: dict[str, PlayProject] = {}


def _play_action(name: str) -> PlayProject:
    """``PlayProject(name)``, made once per card name (actions are frozen values: games may share them)."""
    a = _PLAY_ACTIONS.get(name)
    if a is None:
        a = PlayProject(name)
        if len(_PLAY_ACTIONS) < 4096:  # a user's own cards by the thousand are made afresh, not kept
            _PLAY_ACTIONS[name] = a
    return a
