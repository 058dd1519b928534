"""Players for the lab: random, a heuristic per game, a generic Monte Carlo tree search, and the
skill check (does a stronger search player beat a weaker one? Ludii's SkillTrace idea).

A bot is a callable ``bot(game) -> action`` (a ``core`` policy). Bots are named in a run by
``"random"``, ``"heuristic"``, ``"mcts"`` or ``"mcts:ITERATIONS"``; ``named()`` builds one.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable

from ..core.errors import RulesError
from ..core.game import Action, Game
from ..core.policy import RandomPolicy, determinized
from ..core.registry import room_function
from .adapters import adapter_for

Policy = Callable[[Game], Action]


class _Seeded:
    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"


def heuristic(game_cls: type[Game], seed: int = 0) -> Policy:
    """The heuristic player of a game: the ``HeuristicPolicy`` of its package's bots room (``<package>.bots``)."""
    make = room_function(game_cls, "bots", "HeuristicPolicy")
    if callable(make):
        return make(seed)  # type: ignore[no-any-return]
    pkg = game_cls.__module__.rpartition(".")[0] or game_cls.__module__
    raise RulesError(f"no heuristic player for {game_cls.key!r}: add a HeuristicPolicy to {pkg}.bots")


# --------------------------------------------------------------------------- Monte Carlo tree search


class _Node:
    __slots__ = ("children", "visits", "value", "avail")

    def __init__(self) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.value = 0.0  # sum of rewards of the player who chose the action leading here
        self.avail = 0  # how often this node's action was available at its parent (open-loop UCT)


class MCTSBot(_Seeded):
    """UCT over ``game.copy()``: open-loop (children keyed by action, so dice and hidden cards are
    resampled every iteration), determinized with the game's ``determinize(seat, rng)`` hook when it
    has one (sample what ``seat`` cannot see), plain copies otherwise.

    ``iterations`` playouts per decision, each ``depth`` actions at most (then the adapter's
    ``evaluate`` guesses the value); the rollout policy is random. A decision with one legal
    answer is answered without search.
    """

    def __init__(self, seed: int = 0, iterations: int = 100, depth: int = 50, c: float = 1.4) -> None:
        super().__init__(seed)
        self.iterations = iterations
        self.depth = depth
        self.c = c

    def __repr__(self) -> str:
        return f"MCTSBot(seed={self.seed}, iterations={self.iterations}, depth={self.depth})"

    def __call__(self, game: Game) -> Action:
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        me = game.state.pending.who
        ad = adapter_for(game)
        root = _Node()
        rollout = RandomPolicy(self.rng.getrandbits(32))
        det = getattr(game, "determinize", None)  # a game object's own hook (a test's coin game), else its bots room's
        for _ in range(self.iterations):
            g = det(me, self.rng) if callable(det) else determinized(game, me, self.rng)
            node, path = root, [(root, None)]
            steps = 0
            # selection and expansion
            while not g.is_over:
                acts = g.legal_actions()
                who = g.state.pending.who
                fresh = [a for a in acts if a not in node.children]
                for a in acts:
                    ch = node.children.get(a)
                    if ch is not None:
                        ch.avail += 1
                if fresh:
                    a = fresh[self.rng.randrange(len(fresh))]
                    child = node.children[a] = _Node()
                    child.avail = 1
                    g.play(a, trusted=True)
                    path.append((child, who))
                    steps += 1
                    break
                best, choice = -math.inf, acts[0]
                for a in acts:
                    ch = node.children[a]
                    u = ch.value / ch.visits + self.c * math.sqrt(math.log(max(ch.avail, 1)) / ch.visits)
                    if u > best:
                        best, choice = u, a
                node = node.children[choice]
                g.play(choice, trusted=True)
                path.append((node, who))
                steps += 1
            # rollout
            while not g.is_over and steps < self.depth:
                g.play(rollout(g), trusted=True)
                steps += 1
            n = len(ad.seat_names(g))
            if g.is_over:
                rewards = ad.reward(g)
            else:
                rewards = [ad.evaluate(g, s) for s in range(n)]
            for nd, who in path:
                nd.visits += 1
                if who is not None and 0 <= who < len(rewards):
                    nd.value += rewards[who]
        #: how often each answer was tried in the last search, and its mean reward (what the choice rests on)
        self.last_search = {a: (ch.visits, ch.value / ch.visits if ch.visits else 0.0) for a, ch in root.children.items()}
        return max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].value))[0]


def named(spec: str, game_cls: type[Game], seed: int) -> Policy:
    """A bot from its name: ``random``, ``heuristic``, ``mcts`` or ``mcts:ITERATIONS[:DEPTH]``."""
    name, _, arg = spec.partition(":")
    name = name.strip().lower()
    if name == "random":
        return RandomPolicy(seed)
    if name == "heuristic":
        return heuristic(game_cls, seed)
    if name == "mcts":
        parts = [p for p in arg.split(":") if p] if arg else []
        try:
            nums = [int(p) for p in parts]
        except ValueError:
            raise RulesError(f"bot {spec!r}: mcts takes whole numbers, e.g. mcts:200 or mcts:200:30") from None
        if any(v < 1 or v > 100_000 for v in nums) or len(nums) > 2:
            raise RulesError(f"bot {spec!r}: iterations and depth must be 1..100000")
        return MCTSBot(seed, *nums)
    raise RulesError(f"unknown bot {spec!r}; known: random, heuristic, mcts, mcts:ITERATIONS[:DEPTH]")


# --------------------------------------------------------------------------- the skill check


class SkillBots:
    """The bots of one skill level: the seat ``game seed % seats`` plays MCTS with ``2 * level``
    iterations, every other seat with ``level`` (the strong seat rotates, so no seat's own advantage
    is mistaken for skill)."""

    def __init__(self, level: int, depth: int = 30) -> None:
        self.level, self.depth = level, depth

    def __call__(self, game_seed: int, seat: int, seats: int) -> Policy:
        from .play import bot_seed

        strong = game_seed % seats == seat
        return MCTSBot(bot_seed(game_seed, seat), iterations=2 * self.level if strong else self.level,
                       depth=self.depth)

    def __repr__(self) -> str:
        return f"mcts {2 * self.level} vs {self.level}"


def strong_won(game: Game) -> float:
    """1 when the strong seat of a skill-check game (seed % seats) won (a share when joint)."""
    ad = adapter_for(game)
    k = len(ad.seat_names(game))
    w = ad.winners(game)
    return (1.0 / len(w)) if (game.seed % k) in w else 0.0


def skill_check(game: Any, levels: tuple[int, ...] = (1, 2, 4, 8), n: int = 10, *, rules: Any = None,
                seats: int | None = None, setup: dict[str, Any] | None = None, depth: int = 30,
                seed: int = 0, progress: bool = True, executor: Any = None) -> Any:
    """Ludii's SkillTrace, small: at each level one seat (rotating) plays MCTS with twice the
    iterations of the others. ``result.skill()`` gives the strong seat's win rate per level with its
    Wilson interval beside a fair seat's share, and the slope of win rate over log2(level): near 0,
    skill does not pay (or the budget is too small to show it).
    """
    from .result import LabResult
    from .run import compare, resolve_game

    cls = resolve_game(game)
    results = []
    for lv in levels:
        bots = SkillBots(lv, depth)
        results.append(compare(cls, {repr(bots): rules}, n, players=bots, seats=seats, setup=setup, seed=seed,
                               metrics={"strong_won": strong_won}, progress=progress, executor=executor))
    merged = LabResult.merge(results)
    merged.skill_levels = tuple(levels)
    merged.notes.append("skill check: one seat (game seed mod seats) plays MCTS with twice the others' iterations")
    return merged
