"""The readable definition of what is legal in your turn (« Tour de jeu »); every other question lists its
own options where it is asked (flow.py).

``turn_options`` is the rule as the rulebook says it; its fast twin is the flow's ``step_action_fast``, which
lists the same actions at every action from a table made once per catalogue (``TurnTable``):
tests/tomorrow2023/test_t2023_speed.py checks the two equal on many states and rulings.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, Mapping

from ..core.events import Event
from ..core.game import Action
from .actions import DISCARD_CARD, DRAW, PASS, PLAY_CARD, USE_ACTION, Discard, Play
from .cards import RECORDS_ONLY, _shipped
from .state import DECK, DISCARD, HAND, IN_PLAY

if TYPE_CHECKING:
    from .cards import Card
    from .game import Tomorrow2023Game


def turn_options(game: "Tomorrow2023Game", side: int) -> list[Action]:
    """The four actions of a turn, each where it is possible; Pass only when none is."""
    s, cat = game.state, game.cat
    out: list[Action] = []
    # « Piocher une carte »: from the deck, or the discard reshuffled when the deck is empty
    if s.zones[DECK[side]] or s.zones[DISCARD[side]]:
        out.append(DRAW)
    hand = s.zones[HAND[side]]
    # « Jouer une carte »: pay its cost; a Réaction is never played in your own turn
    for c in hand:
        card = cat[c]
        if not card.reaction and card.cost <= s.credits[side]:
            out.append(PLAY_CARD[c])
    # « Défausser une carte »: any card in hand, for its cost in credits
    for c in hand:
        out.append(DISCARD_CARD[c])
    # « Utiliser une action de Leader/Agent »: once per turn each
    fresh_waits = game.rules.new_card_acts == "next_turn"
    for c in s.zones[IN_PLAY[side]]:
        if cat[c].ability == "action" and c not in s.used and not (fresh_waits and c in s.entered):
            out.append(USE_ACTION[c])
    return out or [PASS]


# A cost no hand ever pays: a Réaction's entry in ``TurnTable.plays`` (never played in your own turn).
NEVER = 1 << 62


class TurnTable:
    """What the turn's rules read of each card, looked up once per catalogue: ``plays[c]`` is (the cost, the
    Play action), the cost being NEVER for a Réaction; ``discard_of(c)`` is the Discard action; ``actors`` are
    the cards with an « Action », ``starters`` those whose ability acts at the start of their owner's turn,
    ``quick_starters`` the starters whose effect only records events (cards.RECORDS_ONLY), ``reactors`` the
    Réactions (a hand without any has none to play: flow.step_reaction_window asks no further)."""

    __slots__ = ("plays", "discard_of", "actors", "starters", "quick_starters", "reactors", "told")

    def __init__(self, cat: Mapping[str, "Card"]) -> None:
        self.plays: dict[str, tuple[int, Play]] = {
            c: (NEVER if card.reaction else card.cost, PLAY_CARD[c]) for c, card in cat.items()}
        discards: dict[str, Discard] = {c: DISCARD_CARD[c] for c in cat}
        self.discard_of = discards.__getitem__
        self.actors = frozenset(c for c, card in cat.items() if card.ability == "action")
        self.starters = frozenset(c for c, card in cat.items() if card.ability == "start")
        # the starters whose ability only records events (RECORDS_ONLY): the turn needs not wait for them
        self.quick_starters = frozenset(c for c in self.starters if cat[c].effect in RECORDS_ONLY)
        self.reactors = frozenset(c for c, card in cat.items() if card.reaction)  # the Réactions
        # the shared records of the events games repeat (Game.record_again), per game class and language: their
        # sentences name these cards
        self.told: dict[tuple[type, str], dict[tuple[Any, ...], Event]] = {}


@functools.lru_cache(maxsize=1)
def shipped_table() -> TurnTable:
    """The table of the shipped cards (a game without its own cards shares it)."""
    return TurnTable(_shipped()[0])
