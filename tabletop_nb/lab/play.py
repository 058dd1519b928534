"""One batch of games, played where the executor puts it (a process, a Dask worker, here).

Everything a worker needs travels in a :class:`Plan` (picklable: the game class by reference,
rules as a frozen dataclass, bots and metrics by name or module-level callable), so the same seeds
give the same games whatever runs them. A game's seed is its number in the batch plus the
batch's seed; its bots' seeds are derived from the game's seed and their seat.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from ..core.errors import RulesError, TabletopError
from ..core.game import Game
from ..core.policy import RandomPolicy, play_out
from .adapters import NOBODY, adapter_for

# A bot spec: "random", "heuristic", "mcts", "mcts:200" (iterations), or a callable (game seed, seat, seats) -> policy.
BotSpec = Any
Metric = Callable[[Game], float] | str


class LabGameError(RuntimeError):
    """A game of a run failed (not bad input: a bug in an engine or a bot); names its variant and seed."""


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` for the game seeded ``game_seed`` (distinct for 64 seats)."""
    return game_seed * 64 + seat + 1


@dataclass(frozen=True)
class Plan:
    """What every game of a run shares; only the seed and the variant's rules change per game."""

    game: type[Game]
    setup: Mapping[str, Any]
    players: BotSpec | tuple[BotSpec, ...] = "random"
    metrics: tuple[tuple[str, Metric], ...] = ()
    tracks: tuple[str, ...] | None = None  # track names to record per round (None: none; (): all)
    telemetry: bool = True
    max_actions: int = 200_000
    extra: dict[str, Any] = field(default_factory=dict)


def make_bot(spec: BotSpec, game_cls: type[Game], seed: int, seat: int, seats: int) -> Callable[[Game], Any]:
    """The bot of ``seat`` in the game seeded ``seed``; a callable spec is called (game seed, seat, seats)."""
    from . import bots

    if callable(spec):
        return spec(seed, seat, seats)  # type: ignore[no-any-return]
    return bots.named(str(spec), game_cls, bot_seed(seed, seat))


def build(plan: Plan, rules: Any, seed: int) -> tuple[Game, Any]:
    """The game and its policy (one for all seats, or one per seat) for ``seed``."""
    game = plan.game(rules, seed=seed, **dict(plan.setup))
    spec = plan.players
    if spec == "random":
        return game, RandomPolicy(seed)  # one generator for every seat: the same games as core.simulate
    n = len(adapter_for(game).seat_names(game))
    specs = list(spec) if isinstance(spec, (list, tuple)) else [spec] * n
    if len(specs) != n:
        raise RulesError(f"players: {len(specs)} bots given for {n} seats ({', '.join(adapter_for(game).seat_names(game))})")
    return game, [make_bot(s, plan.game, seed, i, n) for i, s in enumerate(specs)]


def metric_value(m: Metric, game: Game) -> float:
    if callable(m):
        return float(m(game))
    r = game.result or {}
    v = r.get(m)
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return float(v)
    if isinstance(v, bool):
        return float(v)
    tv = game.track_values(game.state)
    if m in tv:
        return float(tv[m])
    raise KeyError(f"metric {m!r} is neither a number in the game's result ({sorted(r)}) nor a track ({sorted(tv)})")


#: seats from 0 to this (excluded) are counted with bit masks; a game with more seats is counted by sets
SEAT_BITS = 256


class CardTelemetry:
    """Per-card telemetry of a batch of games, read from their event logs.

    For each event kind and card: how many times it happened, in how many games, in how many
    (game, seat) pairs a seat did it (seat-games) and in how many of those the seat won. An event
    names a card with ``card`` (one name) or ``cards`` (a list, or one list per seat: a deal to
    everyone); its seat is its ``player``, else the seat named ``who`` (neither: nobody's, e.g. a
    public reveal, counted in times and games only).

    One pass over each log, keyed by strings (their hashes are cached): per kind, per card,
    ``[times, games, seat-games, seat-wins, the last game it was named in, the seats (bits) that
    named it in that game]``. The counting of one card is written out twice (a card named alone,
    a list of cards) rather than called: a call per card made the telemetry a sixth slower.
    """

    def __init__(self) -> None:
        self.kinds: dict[str, dict[str, list[int]]] = {}
        self.games = 0
        # (kind, card, seat, game) of seats beyond SEAT_BITS (no game ships with that many)
        self.many_seats: set[tuple[str, str, int, int]] = set()

    def add(self, game: Game, names: list[str], winners: list[int]) -> None:
        """Count one game's card events (``winners``: the seats that won it)."""
        number = self.games
        self.games += 1
        won = 0  # the winning seats, as bits
        for w in winners:
            if 0 <= w < SEAT_BITS:
                won |= 1 << w
        kinds = self.kinds
        index: dict[str, int] | None = None  # seat name -> seat, for an event that names its seat only by who
        # most events name no card: they are filtered out in one comprehension
        for e in [e for e in game.log if "card" in e.data or "cards" in e.data]:
            d = e.data
            cards: Any = d["card"] if "card" in d else d["cards"]
            p = d.get("player")
            if type(p) is int:
                seat = p
            elif e.who is None:
                seat = -1
            else:
                if index is None:
                    index = {n: i for i, n in enumerate(names)}
                seat = index.get(e.who, -1)
            kind = e.type.kind
            of_kind = kinds.get(kind)
            if of_kind is None:
                of_kind = kinds[kind] = {}
            if type(cards) is str:
                bit = 1 << seat if 0 <= seat < SEAT_BITS else 0
                if seat >= SEAT_BITS:
                    self._many(kind, cards, seat, number, winners)
                acc = of_kind.get(cards)
                if acc is None:
                    acc = of_kind[cards] = [0, 0, 0, 0, -1, 0]
                acc[0] += 1
                if acc[4] != number:  # the first time this card is named in this game
                    acc[4] = number
                    acc[1] += 1
                    acc[5] = bit
                    if bit:
                        acc[2] += 1
                        if won & bit:
                            acc[3] += 1
                elif bit and not acc[5] & bit:  # the first time this seat names it in this game
                    acc[5] |= bit
                    acc[2] += 1
                    if won & bit:
                        acc[3] += 1
                continue
            if not isinstance(cards, (list, tuple)):
                continue
            hands: Any
            for i, c in enumerate(cards):
                if type(c) is str:  # a card of the event's seat
                    hands, at = (c,), seat
                elif isinstance(c, (list, tuple)):  # one list per seat (a deal to everyone)
                    hands, at = c, i
                else:
                    continue
                bit = 1 << at if 0 <= at < SEAT_BITS else 0
                for card in hands:
                    if type(card) is not str:
                        continue
                    if at >= SEAT_BITS:
                        self._many(kind, card, at, number, winners)
                    acc = of_kind.get(card)
                    if acc is None:
                        acc = of_kind[card] = [0, 0, 0, 0, -1, 0]
                    acc[0] += 1
                    if acc[4] != number:
                        acc[4] = number
                        acc[1] += 1
                        acc[5] = bit
                        if bit:
                            acc[2] += 1
                            if won & bit:
                                acc[3] += 1
                    elif bit and not acc[5] & bit:
                        acc[5] |= bit
                        acc[2] += 1
                        if won & bit:
                            acc[3] += 1

    def _many(self, kind: str, card: str, seat: int, number: int, winners: list[int]) -> None:
        """A seat beyond the bit masks: counted once per game with a set."""
        key = (kind, card, seat, number)
        if key not in self.many_seats:
            self.many_seats.add(key)
            acc = self.kinds[kind].get(card)
            if acc is None:
                acc = self.kinds[kind][card] = [0, 0, 0, 0, -1, 0]
            acc[2] += 1
            if seat in winners:
                acc[3] += 1

    def table(self) -> dict[tuple[str, str], list[int]]:
        """(kind, card) -> [times, games, seat-games, seat-wins]."""
        return {(kind, card): acc[:4] for kind, of_kind in self.kinds.items() for card, acc in of_kind.items()}


def _track_rounds(game: Game, wanted: tuple[str, ...]) -> dict[str, dict[int, float]]:
    """Each wanted track's value at the end of every round (one replay of the log)."""
    ad = adapter_for(game)
    state = game.blank_state()
    out: dict[str, dict[int, float]] = {}
    every = not wanted
    for ev in game.log:
        ev.type.apply(state, ev)
        r = ad.round_of(game, state)
        for k, v in game.track_values(state).items():
            if every or k in wanted:
                out.setdefault(k, {})[r] = float(v)
    return out


def play_batch(job: tuple[Plan, str, Any, Sequence[int]]) -> dict[str, Any]:
    """Play the games of one batch; return their rows, card telemetry and track rows."""
    plan, variant, rules, seeds = job
    rows: list[dict[str, Any]] = []
    cards = CardTelemetry()
    tracks: list[tuple[str, int, str, int, float]] = []
    metrics = plan.metrics
    for seed in seeds:
        game, policy = build(plan, rules, seed)
        try:
            play_out(game, policy, max_actions=plan.max_actions)
        except (KeyboardInterrupt, TabletopError):
            raise
        except Exception as e:  # an engine or bot bug: say which game, so it can be replayed and debugged
            raise LabGameError(f"variant {variant!r}, seed {seed}: {type(e).__name__}: {e} "
                               f"(replay it: {plan.game.__name__}(rules, seed={seed}, **setup))") from e
        ad = adapter_for(game)
        names = ad.seat_names(game)
        won = ad.winners(game)
        first = ad.first_seat(game)
        row: dict[str, Any] = {
            "variant": variant, "seed": seed,
            "winner": "+".join(names[s] for s in won) if won else NOBODY,
            "turns": ad.turns(game), "actions": len(game.actions), "ending": ad.ending(game),
            "first": names[first] if first is not None and 0 <= first < len(names) else "",
            "first_won": first in won,
        }
        for name, m in metrics:
            row[name] = metric_value(m, game)
        rows.append(row)
        if plan.telemetry:
            cards.add(game, names, won)
        if plan.tracks is not None:
            for tname, by_round in _track_rounds(game, plan.tracks).items():
                for r, v in by_round.items():
                    tracks.append((variant, seed, tname, r, v))
    return {"rows": rows, "cards": {(variant, k, c): v for (k, c), v in cards.table().items()}, "tracks": tracks,
            "games": len(seeds)}
