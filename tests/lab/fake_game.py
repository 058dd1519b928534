"""A tiny game whose answer is known: seat 0 wins when a d100 rolls at or under ``bias``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop_nb.core import GAMES, Choose, Game, Rules, State, tunable
from tabletop_nb.core.events import EventType


@dataclass(frozen=True)
class CoinRules(Rules):
    bias: int = tunable(50, low=0, high=100)
    colour: str = "red"  # changes nothing: a variant that must show no change


class CoinState(State):
    def __init__(self) -> None:
        self.turn = 0
        self.score = 0


PLAYED = EventType("card_played", "Coin", lambda e: f"{e.who} plays {e.data['card']}",
                   lambda s, e: setattr(s, "score", s.score + 1))
TURNED = EventType("turn_started", "Coin", lambda e: "a turn", lambda s, e: setattr(s, "turn", s.turn + 1))


class CoinGame(Game):
    key = "lab_coin"
    title = "Coin"
    Rules = CoinRules
    ACTIONS = {"Choose": Choose}

    def __init__(self, rules: CoinRules | None = None, *, seed: int = 0, players: int = 2, **setup: Any) -> None:
        super().__init__(rules, seed=seed, players=players, **setup)

    def new_state(self) -> CoinState:
        return CoinState()

    def seats(self) -> list[str]:
        return ["first", "second"]

    def begin(self) -> None:
        self.schedule("turn")

    def step_turn(self) -> None:
        self.emit(TURNED, None)
        self.ask(0, "flip", "play a card", "Coin", options=[Choose("ace"), Choose("king")])

    def resolve(self, action: Any) -> None:
        self.emit(PLAYED, "first", player=0, card=action.option)
        v = self.roll(100, "first", "the coin")
        won = 0 if v <= self.rules.bias else 1
        self.end({"winner": won, "turns": self.state.turn, "roll": v}, f"seat {won} wins")

    def track_values(self, s: CoinState) -> dict[str, float]:
        return {"score": s.score}


def unregister(*classes: type) -> None:
    """Keep test-only games out of the registry (a contract test over every registered game must
    not pick them up); the lab takes the class itself."""
    for c in classes:
        GAMES.pop(c.key, None)


unregister(CoinGame)
