"""The three levels of play the apps, the lab and the CLI share: random, the game's heuristic, and a search.

``player(level, game_class, seed)`` builds one: ``"random"`` (:class:`~tabletop_nb.core.policy.RandomPolicy`),
``"heuristic"`` (the ``HeuristicPolicy`` of the game's bots room: a sensible beginner), ``"search"`` (Monte Carlo
tree search over copies of the game at :data:`SEARCH_EFFORT`; ``"search:ITERATIONS[:DEPTH]"`` for another
effort, also spelt ``mcts:``). The search never sees what its seat cannot: every playout starts from
``policy.determinized`` (the dice reseeded, the hidden cards resampled by the game's ``determinize``).
Rewards come from the game's uniform Outcome; a playout cut short is valued by its bots room's ``evaluate``.
"""

from __future__ import annotations

import math
import random
from typing import Callable

from .errors import RulesError
from .game import Action, Game
from .policy import RandomPolicy, determinized
from .registry import room_function

Policy = Callable[[Game], Action]

#: The three levels of play, weakest first, by the names the apps, the lab and the CLI share.
LEVELS = ("random", "heuristic", "search")
#: The search level's default effort: playouts per decision, and actions per playout before the evaluation
#: guesses (a whole game of each of the four games in seconds: benchmarks/bench_bots.py).
SEARCH_EFFORT = (30, 20)


def reward(game: Game) -> list[float]:
    """Each seat's payoff of a finished game: a win 1 (shared among joint winners), else 0 (the Outcome's)."""
    out = [0.0] * max(1, len(game.seats()))
    o = game.outcome()
    winners = [] if o is None else [w for w in o.winners if 0 <= w < len(out)]
    for s in winners:
        out[s] = 1.0 / len(winners)
    return out


def evaluate(game: Game, seat: int) -> float:
    """A guess in [0, 1] of how well ``seat`` stands in an unfinished game: the ``evaluate(game, seat)`` of the
    game's bots room, else an even share."""
    fn = room_function(type(game), "bots", "evaluate")
    if fn is not None:
        return float(fn(game, seat))
    return 1.0 / max(1, len(game.seats()))


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
    """UCT over copies of the game: open-loop (children keyed by action, so dice and hidden cards are
    resampled every iteration); every playout starts from ``policy.determinized(game, seat, rng)`` (the dice
    to come reseeded, what ``seat`` cannot see resampled by the game's bots room), or from the game object's
    own ``determinize(seat, rng)`` where it has one.

    ``iterations`` playouts per decision, each ``depth`` actions at most (then the bots room's
    ``evaluate`` guesses the value); the rollout policy is random. A decision with one legal
    answer is answered without search.
    """

    def __init__(self, seed: int = 0, iterations: int = 100, depth: int = 50, c: float = 1.4) -> None:
        super().__init__(seed)
        self.iterations = iterations
        self.depth = depth
        self.c = c
        #: per answer of the last decision: how often the search tried it, and its mean reward
        self.last_search: dict[Action, tuple[int, float]] = {}

    def __repr__(self) -> str:
        return f"MCTSBot(seed={self.seed}, iterations={self.iterations}, depth={self.depth})"

    def __call__(self, game: Game) -> Action:
        legal = game.legal_actions()
        if len(legal) == 1:
            self.last_search = {legal[0]: (0, 0.0)}  # nothing to search
            return legal[0]
        me = game.state.pending.who
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
            rewards = reward(g) if g.is_over else [evaluate(g, s) for s in range(max(1, len(g.seats())))]
            for nd, who in path:
                nd.visits += 1
                if who is not None and 0 <= who < len(rewards):
                    nd.value += rewards[who]
        self.last_search = {a: (ch.visits, ch.value / ch.visits if ch.visits else 0.0) for a, ch in root.children.items()}
        return max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].value))[0]


def player(spec: str, game_cls: type[Game], seed: int) -> Policy:
    """A bot from its name: a level (``random``, ``heuristic``, ``search``), or ``search:ITERATIONS[:DEPTH]``
    (also spelt ``mcts:...``); ``mcts`` alone is the search with the lab's older default of 100 playouts."""
    name, _, arg = spec.partition(":")
    name = name.strip().lower()
    if name == "random":
        return RandomPolicy(seed)
    if name == "heuristic":
        return heuristic(game_cls, seed)
    if name == "search" and not arg:
        return MCTSBot(seed, *SEARCH_EFFORT)
    if name in ("mcts", "search"):
        parts = [p for p in arg.split(":") if p] if arg else []
        try:
            nums = [int(p) for p in parts]
        except ValueError:
            raise RulesError(f"bot {spec!r}: {name} takes whole numbers, e.g. {name}:200 or {name}:200:30") from None
        if any(v < 1 or v > 100_000 for v in nums) or len(nums) > 2:
            raise RulesError(f"bot {spec!r}: iterations and depth must be 1..100000")
        return MCTSBot(seed, *nums)
    raise RulesError(f"unknown bot {spec!r}; known: random, heuristic, search, search:ITERATIONS[:DEPTH] "
                     "(or mcts:ITERATIONS[:DEPTH])")




named = player  # (the lab's name for it)
