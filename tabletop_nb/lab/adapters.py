"""How the lab reads a game: seats, winners, how it ended, how long it took, through the game protocol only.

Everything comes from the game: its seats (``seats()``), the setup for a number of seats
(``setup_for_seats``), who acted first (``first_seat()``), its rounds (``round_of``) and its uniform
``Outcome`` (winners, ending, rounds); a game's evaluation for the search bots comes from its bots room. The lab
names no game. ``register(MyAdapter())`` still lets a game read differently, by key, without changing ours.
"""

from __future__ import annotations

from typing import Any, Callable

from ..core.game import Game
from ..core.registry import room_function

Policy = Callable[[Game], Any]

NOBODY = "nobody"  # the winner column when nobody wins (Tomorrow's humanity lost, a draw)


class Adapter:
    """The generic reader: works for any game that follows the protocol and a plain result dict."""

    key = "*"
    #: the setup option that says how many seats (or, for a list, whose seats) a game has
    seats_option: str | None = "players"

    # ---- setup
    def setup(self, seats: int | None, setup: dict[str, Any], game_cls: type[Game] | None = None) -> dict[str, Any]:
        """The setup for ``seats`` players (``None``: the game's own default), merged with ``setup``: the game's
        ``setup_for_seats``."""
        if game_cls is not None:
            return game_cls.setup_for_seats(seats, setup)
        out = dict(setup)
        if seats is not None and self.seats_option is not None and self.seats_option not in out:
            out[self.seats_option] = seats
        return out

    # ---- seats and winners
    def seat_names(self, game: Game) -> list[str]:
        names = list(game.seats()) if hasattr(game, "seats") else []
        if names:
            return [str(n) for n in names]
        players = game.setup.get("players") if isinstance(game.setup, dict) else None
        if isinstance(players, list) and all(isinstance(p, str) for p in players):
            return list(players)
        if isinstance(players, int) and not isinstance(players, bool):
            return [str(i) for i in range(players)]
        seen = sorted(p for p in {e.data.get("player") for e in game.log if e.kind == "decision"} if isinstance(p, int))
        return [str(i) for i in range(max(seen) + 1)] if seen else ["0"]

    def winners(self, game: Game) -> list[int]:
        """The seats that won (several when they share the win; empty when nobody won): the game's Outcome."""
        o = game.outcome()
        return [] if o is None else list(o.winners)

    def ending(self, game: Game) -> str:
        o = game.outcome()
        return o.ending if o is not None else ("over" if game.is_over else "unfinished")

    def turns(self, game: Game) -> int:
        o = game.outcome()
        return o.rounds if o is not None else int(self.round_of(game, game.state))

    def round_of(self, game: Game, state: Any) -> int:
        """The round of a state: the game's own ``round_of`` when it has one, else a common field."""
        if type(game).round_of is not Game.round_of:
            return int(game.round_of(state))
        for k in ("turn", "round", "generation", "day"):
            v = getattr(state, k, None)
            if isinstance(v, int) and not isinstance(v, bool):
                return v
        return 0

    def first_seat(self, game: Game) -> int | None:
        """The seat that took the first turn (for the first-player advantage): the game's ``first_seat()``."""
        return game.first_seat()

    # ---- for the search bots
    def reward(self, game: Game) -> list[float]:
        """Each seat's payoff of a finished game: a win 1 (shared among joint winners), else 0."""
        n = len(self.seat_names(game))
        out = [0.0] * n
        w = self.winners(game)
        for s in w:
            out[s] = 1.0 / len(w)
        return out

    def evaluate(self, game: Game, seat: int) -> float:
        """A guess in [0, 1] of how well ``seat`` stands in an unfinished game (search cut-offs): the
        ``evaluate(game, seat)`` of the game's bots room, else an even share."""
        fn = room_function(type(game), "bots", "evaluate")
        if fn is not None:
            return float(fn(game, seat))
        return 1.0 / max(1, len(self.seat_names(game)))


ADAPTERS: dict[str, Adapter] = {}


def register(adapter: Adapter) -> Adapter:
    """Use ``adapter`` for games whose key is ``adapter.key``."""
    ADAPTERS[adapter.key] = adapter
    return adapter


GENERIC = Adapter()


def adapter_for(game: Game | type[Game] | str) -> Adapter:
    key = game if isinstance(game, str) else game.key
    return ADAPTERS.get(key, GENERIC)
