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


def _card_events(game: Game, names: list[str], count: dict[tuple[str, str], int],
                 seats: set[tuple[str, str, int]]) -> None:
    """Count one game's card events: ``count[(kind, card)]`` += each time; ``seats`` gets every
    (kind, card, seat) that happened (seat -1: nobody's, e.g. a public reveal)."""
    index = {n: i for i, n in enumerate(names)}
    # most events name no card: filter them in one comprehension (the costly part, kept tight)
    for e in [e for e in game.log if "card" in e.data or "cards" in e.data]:
        d = e.data
        cards: Any = d["card"] if "card" in d else d["cards"]
        kind = e.type.kind
        p = d.get("player")
        seat = p if type(p) is int else index.get(e.who, -1) if e.who is not None else -1
        if type(cards) is str:
            key = (kind, cards)
            count[key] = count.get(key, 0) + 1
            seats.add((kind, cards, seat))
        elif isinstance(cards, (list, tuple)):
            for i, c in enumerate(cards):
                if type(c) is str:
                    key = (kind, c)
                    count[key] = count.get(key, 0) + 1
                    seats.add((kind, c, seat))
                elif isinstance(c, (list, tuple)):  # one list per seat (a deal to everyone)
                    for x in c:
                        if type(x) is str:
                            key = (kind, x)
                            count[key] = count.get(key, 0) + 1
                            seats.add((kind, x, i))


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
    cards: dict[tuple[str, str], list[int]] = {}  # (kind, card) -> [count, games, seat-games, seat-wins]
    count: dict[tuple[str, str], int] = {}  # (kind, card) -> times, over the batch
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
            seen: set[tuple[str, str, int]] = set()
            _card_events(game, names, count, seen)
            for kind, card, s in seen:
                acc = cards.get((kind, card))
                if acc is None:
                    acc = cards[(kind, card)] = [0, 0, 0, 0]
                if s >= 0:
                    acc[2] += 1
                    acc[3] += s in won
            for key in {(k, c) for k, c, _ in seen}:
                cards[key][1] += 1
        if plan.tracks is not None:
            for tname, by_round in _track_rounds(game, plan.tracks).items():
                for r, v in by_round.items():
                    tracks.append((variant, seed, tname, r, v))
    for key, k in count.items():
        cards[key][0] = k
    return {"rows": rows, "cards": {(variant, k, c): v for (k, c), v in cards.items()}, "tracks": tracks,
            "games": len(seeds)}
