"""Policies answer decisions so whole games run without a person; ``simulate`` runs many."""

from __future__ import annotations

import math
import random
from concurrent.futures import Executor
from types import FunctionType, MethodType
from typing import Any, Callable, Mapping, Sequence, cast

from .errors import GameDidNotEnd, IllegalAction
from .game import Action, Game

Policy = Callable[[Game], Action]


class RandomPolicy:
    """Chooses uniformly among the legal actions, from its own seeded generator."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self._bits = self.rng.getrandbits

    def __call__(self, game: Game) -> Action:
        legal = game.legal_actions()
        # Random.choice's own sampling (rejection over getrandbits), inlined: same picks, less overhead.
        n = len(legal)
        if not n:
            raise IllegalAction(f"nothing is legal at {game.state.pending!r}: the game cannot go on",
                                rule=getattr(game.state.pending, "section", None) or "flow")
        k = n.bit_length()
        bits = self._bits  # (read, then called: a method look-up of an instance's value is not specialized)
        r = bits(k)
        while r >= n:
            r = bits(k)
        return legal[r]

    def __repr__(self) -> str:
        return f"RandomPolicy(seed={self.seed})"


def best_action(legal: Sequence[Action], score: Callable[[Action], float], rng: random.Random) -> Action:
    """The legal action with the highest ``score``; a tie broken by ``rng`` (one draw, among the tied in order).
    What a game's heuristic player does once it has scored each move."""
    best, pick = -math.inf, []
    for a in legal:
        v = score(a)
        if v > best:
            best, pick = v, [a]
        elif v == best:
            pick.append(a)
    return pick[rng.randrange(len(pick))]


def determinized(game: Game, seat: Any, rng: random.Random) -> Game:
    """A copy of ``game`` as ``seat`` could imagine it: the dice to come reseeded from ``rng``, and what the seat
    cannot see resampled by the game's ``determinize(game, seat, rng)`` (its bots room), where it has hidden
    information. What a search player plays on, so that its choice never depends on what it could not see."""
    from .registry import room_function

    g = game.copy()
    g.rng.seed(rng.getrandbits(64))
    hook = room_function(type(game), "bots", "determinize")
    if callable(hook):
        hook(g, seat, rng)
    return g


def play_out(game: Game, policy: Policy | Sequence[Policy] | Mapping[Any, Policy],
             max_actions: int = 1_000_000, after_event: Callable[[Game], None] | None = None) -> Game:
    """Answer every decision with ``policy`` (one for all, or one per player) until the game ends.

    ``after_event`` (for invariant checks) is called after each action with the game.
    """
    if isinstance(policy, (list, tuple)):
        table = list(policy)
        pick: Callable[[Any], Policy] = lambda who: table[who] if who is not None else table[0]  # noqa: E731
    elif isinstance(policy, Mapping):
        table_of: Mapping[Any, Policy] = policy
        pick = table_of.__getitem__
    else:
        one = cast(Policy, policy)
        pick = lambda who: one  # noqa: E731
    single = not isinstance(policy, (list, tuple, Mapping))
    if single and isinstance(getattr(type(policy), "__call__", None), FunctionType):  # noqa: B004
        # an object whose class defines __call__ (RandomPolicy): its bound method, called directly; calling the
        # object itself goes through the type's call slot and an argument tuple (~35 ns more a call, measured)
        policy = policy.__call__  # type: ignore[operator]
    if type(game).play is not Game.play or game.frozen:  # a game's own play(), or a snapshot's refusal
        play = game.play  # the game object keeps its identity (undo and restore swap its contents)
        for _ in range(max_actions):
            state = game.state
            if state.over:
                return game
            play((policy if single else pick(state.pending.who))(game), trusted=True)  # type: ignore[operator]
            if after_event is not None:
                after_event(game)
        raise GameDidNotEnd(f"the game did not end within {max_actions} actions (play_out's max_actions)")
    # play(action, trusted=True) less what this loop already knows (the game is live, not over) and the
    # list of events it returns, which nobody reads here: the same games, with less work per action.
    act = game._act
    if type(policy) is MethodType and type(policy.__self__) is RandomPolicy:  # (policy is its bound __call__)
        # RandomPolicy.__call__ written out (tests/test_core_fast.py: the same games): a simulation's one loop,
        # one Python call less per action
        legal_actions = game.legal_actions  # (the game keeps its identity: undo and restore swap its contents)
        bits = policy.__self__._bits
        for _ in range(max_actions):
            state = game.state
            if state.over:
                return game
            legal = legal_actions()
            n = len(legal)
            if not n:
                policy(game)  # (raises its error: nothing is legal)
            k = n.bit_length()
            r = bits(k)
            while r >= n:
                r = bits(k)
            act(legal[r])
            if after_event is not None:
                after_event(game)
        raise GameDidNotEnd(f"the game did not end within {max_actions} actions (play_out's max_actions)")
    for _ in range(max_actions):
        state = game.state
        if state.over:
            return game
        act((policy if single else pick(state.pending.who))(game))  # type: ignore[operator]
        if after_event is not None:
            after_event(game)
    raise GameDidNotEnd(f"the game did not end within {max_actions} actions (play_out's max_actions)")


def _one(job: tuple[Callable[..., Game], Any, str, int, Callable[[Game], dict[str, Any]] | None]) -> dict[str, Any]:
    make_game, rules, variant, seed, record = job
    game = make_game(rules, seed)
    play_out(game, RandomPolicy(seed))
    row: dict[str, Any] = {"variant": variant, "seed": seed}
    row.update(record(game) if record is not None else (game.result or {}))
    return row


def simulate(make_game: Callable[[Any, int], Game], n: int, *, variants: Mapping[str, Any] | None = None,
             seed: int = 0, record: Callable[[Game], dict[str, Any]] | None = None,
             executor: Executor | None = None) -> list[dict[str, Any]]:
    """Run ``n`` seeded random-policy games per rules variant; return one tidy record per game.

    ``make_game(rules, seed)`` builds a game; ``variants`` maps a name to a rules object
    (default: one variant named "default" with ``rules=None``). With an ``executor`` (any
    ``concurrent.futures`` executor, e.g. a process pool or a Dask client's) the games run
    there; ``make_game`` and ``record`` must then be importable module-level functions.
    """
    variants = dict(variants) if variants else {"default": None}
    jobs = [(make_game, rules, name, seed + i, record) for name, rules in variants.items() for i in range(n)]
    if executor is None:
        return [_one(j) for j in jobs]
    return list(executor.map(_one, jobs, chunksize=max(1, len(jobs) // 32)) if _takes_chunks(executor)
                else executor.map(_one, jobs))


def _takes_chunks(executor: Executor) -> bool:
    from concurrent.futures import ProcessPoolExecutor
    return isinstance(executor, ProcessPoolExecutor)
