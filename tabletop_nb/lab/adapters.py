"""How the lab reads a finished game: seats, winners, how it ended, how long it took.

Each game writes its own ``result`` dict; an :class:`Adapter` reads it. Adapters are registered
by game key (``ADAPTERS``); a game without one gets :class:`Adapter` itself, which reads the
common shapes (``winner``/``winners``, ``outcome``/``reason``, ``turns``/``generation``) and the
Game protocol (``seats()``, ``round_of``). A new game plugs in with ``register(MyAdapter())``.
"""

from __future__ import annotations

import math
from typing import Any, Callable

from ..core.game import Game

Policy = Callable[[Game], Any]

NOBODY = "nobody"  # the winner column when nobody wins (Tomorrow's humanity lost, a draw)


class Adapter:
    """The generic reader: works for any game that follows the protocol and a plain result dict."""

    key = "*"
    #: the setup option that says how many seats (or, for a list, whose seats) a game has
    seats_option: str | None = "players"

    # ---- setup
    def setup(self, seats: int | None, setup: dict[str, Any]) -> dict[str, Any]:
        """The setup for ``seats`` players (``None``: the game's own default), merged with ``setup``."""
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

    def _seat_of(self, game: Game, who: Any, names: list[str]) -> int | None:
        if isinstance(who, bool):
            return None
        if isinstance(who, int):
            return who if 0 <= who < len(names) else None
        if isinstance(who, str):
            if who in names:
                return names.index(who)
            low = [n.lower() for n in names]
            w = who.lower()
            if w in low:
                return low.index(w)
            # a side named in the plural or singular ("rebels" for the seat "rebel")
            close = [i for i, n in enumerate(low) if w.rstrip("s") == n.rstrip("s")]
            if len(close) == 1:
                return close[0]
        return None

    def winners(self, game: Game) -> list[int]:
        """The seats that won (several when they share the win; empty when nobody won)."""
        r = game.result or {}
        names = self.seat_names(game)
        if isinstance(r.get("winners"), (list, tuple)):
            seats = [self._seat_of(game, w, names) for w in r["winners"]]
            return sorted({s for s in seats if s is not None})
        for k in ("winner", "winning_side", "side"):
            if k in r:
                s = self._seat_of(game, r.get(k), names)
                return [] if s is None else [s]
        for k in ("won", "victory", "win"):  # a solo game: did the one seat win?
            if isinstance(r.get(k), bool):
                return [0] if r[k] and len(names) == 1 else []
        return []

    def ending(self, game: Game) -> str:
        r = game.result or {}
        for k in ("outcome", "ending", "end", "reason"):
            if isinstance(r.get(k), str):
                return r[k]
        return "over" if game.is_over else "unfinished"

    def turns(self, game: Game) -> int:
        r = game.result or {}
        for k in ("turns", "rounds", "generation", "turn", "days", "day"):
            v = r.get(k)
            if isinstance(v, int) and not isinstance(v, bool):
                return v
        return int(self.round_of(game, game.state))

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
        """The seat that took the first turn (for the first-player advantage)."""
        for e in game.log:
            if e.kind == "decision":
                p = e.data.get("player")
                if isinstance(p, int):
                    return p
        return None

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
        """A guess in [0, 1] of how well ``seat`` stands in an unfinished game (search cut-offs).
        Generic: an even share."""
        return 1.0 / max(1, len(self.seat_names(game)))

    def heuristic(self, seed: int) -> Policy | None:
        """A per-game heuristic player, if one exists (see bots.heuristic)."""
        return None


class TomorrowAdapter(Adapter):
    """Tomorrow: seats are power ids; ``winners`` lists powers; humanity lost = nobody wins."""

    key = "tomorrow"

    def seat_names(self, game: Game) -> list[str]:
        return list(game.state.powers)

    def first_seat(self, game: Game) -> int | None:
        for e in game.log:  # the first turn's tokens: whoever reveals first acts first
            if e.kind == "tokens_mixed":
                order = e.data.get("order")
                return int(order[0]) if order else None
        return None

    def round_of(self, game: Game, state: Any) -> int:
        return int(state.turn)

    def evaluate(self, game: Game, seat: int) -> float:
        s = game.state
        # Humanity first (every seat loses if Death passes Life), then this seat's share of the PC.
        margin = (s.death - s.life) / max(1.0, float(s.death + s.life))  # > 0: the threat is shrinking
        alive = 1.0 / (1.0 + math.exp(-6.0 * margin))
        pcs = list(s.pc)
        lo, hi = min(pcs), max(pcs)
        share = 0.5 if hi == lo else (pcs[seat] - lo) / (hi - lo)
        return alive * share

    def heuristic(self, seed: int) -> Policy | None:
        from .bots import TomorrowHeuristic
        return TomorrowHeuristic(seed)


class TurmoilAdapter(Adapter):
    """Turmoil: seats are player names; the winner is one name (ties broken by M€ in the engine)."""

    key = "turmoil"

    def seat_names(self, game: Game) -> list[str]:
        return [p.name for p in game.state.players]

    def setup(self, seats: int | None, setup: dict[str, Any]) -> dict[str, Any]:
        out = dict(setup)
        if seats is not None and "players" not in out:
            out["players"] = ["Kim", "Stanley", "Ada", "Ben", "Cleo"][:seats] if seats <= 5 else [f"P{i}" for i in range(seats)]
        return out

    def ending(self, game: Game) -> str:
        reason = str((game.result or {}).get("reason", "over"))
        return "last generation" if "was the last" in reason else reason

    def round_of(self, game: Game, state: Any) -> int:
        return int(state.generation)

    def first_seat(self, game: Game) -> int | None:
        return 0  # the first player marker starts with the first seat (then passes left each generation)

    def evaluate(self, game: Game, seat: int) -> float:
        tr = [p.tr for p in game.state.players]
        lo, hi = min(tr), max(tr)
        return 0.5 if hi == lo else (tr[seat] - lo) / (hi - lo)

    def heuristic(self, seed: int) -> Policy | None:
        from .bots import TurmoilHeuristic
        return TurmoilHeuristic(seed)


class WotWAdapter(Adapter):
    """The War of the Worlds: One More Day: one seat, the Journalist; a game is won or lost, in days."""

    key = "wotw"
    seats_option = None  # a solo game: no number of players to set

    def winners(self, game: Game) -> list[int]:
        return [0] if (game.result or {}).get("won") is True else []

    def ending(self, game: Game) -> str:
        return str((game.result or {}).get("why", "over" if game.is_over else "unfinished"))

    def turns(self, game: Game) -> int:
        return int((game.result or {}).get("day", game.state.day))

    def first_seat(self, game: Game) -> int | None:
        return 0

    def evaluate(self, game: Game, seat: int) -> float:
        s = game.state  # Hope and Health are the two ways to lose (never above 20)
        return min(s.hope, s.health) / 20.0

    def heuristic(self, seed: int) -> Policy | None:
        from ..wotw.policies import SurvivorPolicy
        return SurvivorPolicy(seed)


class Tomorrow2023Adapter(Adapter):
    """Tomorrow (2023): seat 0 the rebels (Dragonflies), seat 1 the government (NCG); the result names the
    winning side ("rebels" / "government"), and a game ends on influence, on arrests, or on both at once."""

    key = "tomorrow2023"
    seats_option = None  # always two sides
    SIDES = {"rebels": 0, "government": 1}

    def winners(self, game: Game) -> list[int]:
        w = (game.result or {}).get("winner")
        return [self.SIDES[w]] if w in self.SIDES else []

    def ending(self, game: Game) -> str:
        r = game.result
        if not r:
            return "over" if game.is_over else "unfinished"
        if r.get("both"):
            return "influence and arrests at once"
        return "influence" if r.get("winner") == "rebels" else "arrests"

    def turns(self, game: Game) -> int:
        return int((game.result or {}).get("turn", game.state.turn))

    def heuristic(self, seed: int) -> Policy | None:
        from ..tomorrow2023 import HeuristicPolicy
        return HeuristicPolicy(seed)


ADAPTERS: dict[str, Adapter] = {}


def register(adapter: Adapter) -> Adapter:
    """Use ``adapter`` for games whose key is ``adapter.key``."""
    ADAPTERS[adapter.key] = adapter
    return adapter


register(TomorrowAdapter())
register(TurmoilAdapter())
register(WotWAdapter())
register(Tomorrow2023Adapter())
GENERIC = Adapter()


def adapter_for(game: Game | type[Game] | str) -> Adapter:
    key = game if isinstance(game, str) else game.key
    return ADAPTERS.get(key, GENERIC)
