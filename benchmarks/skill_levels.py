"""Does skill show? For each game, one seat (rotating with the seed) plays at a stronger level and the others at a
weaker one; prints the strong seat's win rate with its 95% Wilson interval beside a fair seat's share (#31).

    PYTHONHASHSEED=0 python benchmarks/skill_levels.py [-n 40] [--games tomorrow,wotw] [--pairs heuristic/random]

A solo game (one seat) compares the two levels' own win rates instead. Seeds 0..n-1; the same seeds for each pair.
"""

from __future__ import annotations

import argparse

from tabletop_nb.core import registered_games
from tabletop_nb.core.search import player
from tabletop_nb.lab.stats import wilson


def play(key: str, seed: int, levels: list[str]) -> tuple[int, ...]:
    cls = registered_games()[key]
    g = cls(seed=seed, **dict(getattr(cls, "CONTRACT_SETUP", {})))
    bots: dict = {}
    while not g.is_over:
        who = g.state.pending.who
        i = who if isinstance(who, int) else 0
        if i not in bots:
            bots[i] = player(levels[i % len(levels)], cls, seed * 101 + i)
        g.play(bots[i](g))
    o = g.outcome()
    return tuple(o.winners) if o is not None else ()


def skill(key: str, strong: str, weak: str, n: int) -> dict:
    cls = registered_games()[key]
    seats = len(cls(seed=0, **dict(getattr(cls, "CONTRACT_SETUP", {}))).seats()) or 1
    if seats == 1:
        s = sum(bool(play(key, i, [strong])) for i in range(n))
        w = sum(bool(play(key, i, [weak])) for i in range(n))
        return {"seats": 1, "strong": wilson(s, n), "weak": wilson(w, n)}
    wins = 0.0
    for i in range(n):
        seat = i % seats
        won = play(key, i, [strong if k == seat else weak for k in range(seats)])
        wins += (1.0 / len(won)) if seat in won else 0.0
    return {"seats": seats, "strong": wilson(round(wins), n), "fair": 1.0 / seats}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=40)
    ap.add_argument("--games", default=",".join(sorted(registered_games())))
    ap.add_argument("--pairs", default="heuristic/random,search/heuristic")
    a = ap.parse_args()
    for key in a.games.split(","):
        for pair in a.pairs.split(","):
            strong, weak = pair.split("/")
            r = skill(key, strong, weak, a.n)
            if r["seats"] == 1:
                print(f"{key:13s} {strong} wins {r['strong']}, {weak} wins {r['weak']} (solo, {a.n} games each)")
            else:
                print(f"{key:13s} {strong} seat among {weak}: wins {r['strong']} vs a fair share "
                      f"{r['fair']:.2f} ({a.n} games)")


if __name__ == "__main__":
    main()
