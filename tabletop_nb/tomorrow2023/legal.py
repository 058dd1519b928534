"""The readable definition of what is legal in your turn (« Tour de jeu »); every other question lists its
own options where it is asked (flow.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.game import Action
from .actions import DISCARD_CARD, DRAW, PASS, PLAY_CARD, USE_ACTION
from .state import DEFAUSSE, EN_JEU, MAIN, PIOCHE

if TYPE_CHECKING:
    from .game import Tomorrow2023Game


def turn_options(game: "Tomorrow2023Game", side: int) -> list[Action]:
    """The four actions of a turn, each where it is possible; Pass only when none is."""
    s, cat = game.state, game.cat
    out: list[Action] = []
    # « Piocher une carte »: from the deck, or the discard reshuffled when the deck is empty
    if s.zones[PIOCHE[side]] or s.zones[DEFAUSSE[side]]:
        out.append(DRAW)
    hand = s.zones[MAIN[side]]
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
    for c in s.zones[EN_JEU[side]]:
        if cat[c].ability == "action" and c not in s.used and not (fresh_waits and c in s.entered):
            out.append(USE_ACTION[c])
    return out or [PASS]
