"""Tomorrow (2023)'s heuristic player for both sides (the bots room; the lab and the apps find it here). The
random player is the kernel's RandomPolicy; no evaluation yet: the search bot's cut-off gives each side an even
share.

It plays what a beginner would after reading the cards: rebels get their leaders out and use their Actions,
the NCG arrests whoever carries tokens; both react whenever they can, draw when short of cards and discard
for credits what they cannot afford. Ties are broken by its own seeded generator.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..core.game import Action, Choose, Game
from .actions import Discard, Draw, NoReaction, Pass, Play, React, UseAction
from .state import DECK, DISCARD, HAND

if TYPE_CHECKING:
    from .game import Tomorrow2023Game


class HeuristicPolicy:
    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"HeuristicPolicy(seed={self.seed})"

    def __call__(self, game: Game) -> Action:
        legal = game.legal_actions()
        best, score = legal[0], float("-inf")
        for a in legal:
            v = self.value(game, a) + self.rng.random() * 0.5
            if v > score:
                best, score = a, v
        return best

    # ------------------------------------------------------------------ values
    def value(self, game: Any, a: Action) -> float:
        s, cat = game.state, game.cat
        d = s.pending
        side = d.who
        if isinstance(a, React):
            return 100
        if isinstance(a, NoReaction):
            return 0
        if isinstance(a, Choose):
            c = cat.get(a.option)
            if d.kind == "arrest":
                return float(s.tokens.get(a.option, 0))
            if d.kind in ("limit", "discard"):
                return -self.keep_value(game, a.option, side)
            if d.kind == "salvage":
                return self.keep_value(game, a.option, side)
            return c.cost if c is not None else 0
        if isinstance(a, UseAction):
            return 100
        if isinstance(a, Pass):
            return -100
        hand = s.zones[HAND[side]]
        if isinstance(a, Draw):
            return 55 if len(hand) <= 2 else 25 if len(hand) < game.rules.hand_limit else -10
        if isinstance(a, Play):
            return self.play_value(game, cat[a.card], side)
        if isinstance(a, Discard):
            card = cat[a.card]
            # credits for what you cannot afford yet; never the cards you most want to keep
            return float(45 - self.keep_value(game, a.card, side) + 2 * card.cost)
        return 0

    def play_value(self, game: Any, card: Any, side: int) -> float:
        s = game.state
        e = card.effect
        if card.kind == "leader":
            return 90
        if card.kind == "agent":
            return 75
        if e == "arrest":
            m = card.args.get("min_tokens", 0)
            targets = [c for c in s.zones["play:0"] if s.tokens.get(c, 0) >= m]
            return 95 + max((s.tokens[c] for c in targets), default=-100)
        if e == "rally":
            return float(55 + 6 * card.args.get("n", 0))
        if e == "cut_influence":
            return float(40 + 10 * min(card.args.get("n", 0), game.influence()))
        if e == "opponent_discards":
            return 30 + 5 * len(s.zones["hand:0" if side == 1 else "hand:1"])
        if e == "gain_credits":
            return float(35 + 3 * card.args.get("n", 0))
        if e == "draw":
            return 30 if len(s.zones[HAND[side]]) <= 3 else 5
        if e == "discard_agent":
            return 70 if s.zones["play:1"] else -50
        if e == "salvage":
            return 30 if s.zones[DISCARD[side]] else -50
        return 20

    def keep_value(self, game: Any, c: str, side: int) -> float:
        card = game.cat[c]
        v = 10.0 + card.cost
        if card.kind == "leader":
            v += 30
        if card.reaction:
            v += 15
        if card.effect == "arrest":
            v += 25
        return float(v)


__all__ = ["HeuristicPolicy"]


def determinize(game: Tomorrow2023Game, seat: int, rng: random.Random) -> None:
    """Resample, in place on a copy, what ``seat`` cannot see: the other side's hand, dealt back in the same
    number from that hand and its deck together, and the order of both decks. Every pool is sorted before it is
    shuffled, so the result depends on ``rng`` and on what ``seat`` sees only."""
    z = game.state.zones
    other = 1 - seat
    unseen = sorted(z[HAND[other]] + z[DECK[other]])
    rng.shuffle(unseen)
    n = len(z[HAND[other]])
    z[HAND[other]], z[DECK[other]] = unseen[:n], unseen[n:]
    mine = sorted(z[DECK[seat]])
    rng.shuffle(mine)
    z[DECK[seat]] = mine
