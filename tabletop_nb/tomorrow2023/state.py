"""The state of a game of Tomorrow (2023): plain data, compared by value (flow state in the decisions' args)."""

from __future__ import annotations

from typing import Any

from ..core.game import State

REBELS, GOVERNMENT = 0, 1
SIDES = ("rebels", "government")

# Each side's zones, by seat (``DECK[side]`` is "deck:0" or "deck:1"): named once, not spelt at every draw.
DECK = ("deck:0", "deck:1")          # « pioche »: the deck, face down
HAND = ("hand:0", "hand:1")          # « main »: the hand
DISCARD = ("discard:0", "discard:1")  # « défausse »: the discard pile, face up
IN_PLAY = ("play:0", "play:1")       # leaders/agents in play


def zone_names() -> list[str]:
    """Every zone: per side deck (« pioche »), hand, discard (« défausse »), in play; the NCG's score zone;
    the stack where a card waits while it resolves (an event, or a card an opponent may react to)."""
    out = []
    for s in (REBELS, GOVERNMENT):
        out += [DECK[s], HAND[s], DISCARD[s], IN_PLAY[s]]
    return out + ["score:1", "stack"]


class T23State(State):
    """Plain attributes only; ``zones[...]`` index 0 is the top of a pile."""

    def __init__(self) -> None:
        self.zones: dict[str, list[str]] = {z: [] for z in zone_names()}
        self.credits = [0, 0]
        self.owner: dict[str, int] = {}    # which side each card of the game belongs to (set at setup)
        self.tokens: dict[str, int] = {}   # influence tokens on each rebel leader in play
        self.pool = 0                      # influence tokens in front of the rebels (from events)
        self.banked = 0                    # influence scored, under the ruling influence_counts="banked"
        self.used: list[str] = []          # leaders/agents whose Action was used this turn (« inclinées »)
        self.entered: list[str] = []       # leaders/agents played during the current turn
        self.owed = [0, 0]                 # actions a side owes from reactions (ruling reaction_action)
        self.turn = 0                      # turns started so far
        self.side = 0                      # whose turn it is
        self.action = 0                    # which action of the turn is asked (1, 2)
        self.flow: dict[str, Any] = {}
        self.pending = None
        self.over = False
        self.result = None

    def apply_edit(self, target: str, changes: dict[str, Any]) -> None:
        from .edits import apply_edit
        apply_edit(self, target, changes)
