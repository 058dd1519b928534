"""The ``tabletop-nb`` command line.

    tabletop-nb simulate tomorrow -n 2000 --players 6 \\
        --variant rulebook: --variant "attacker pays:terror_pc=attacker" \\
        --workers 2 --seed 0 --csv games.csv --html report.html

``--variant NAME:field=value,field=value`` (repeatable; ``NAME:`` alone is the rulebook). Values are
read as JSON (``3``, ``true``, ``"x"``, ``[1,2]``), else as plain text: never evaluated.
``--players`` is a seat count (``6``) or bots, one for all or one per seat
(``random``, ``heuristic``, ``mcts:200``, ``heuristic,random,random``).

Also ``python -m tabletop_nb.cli ...``.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Sequence

from .core.errors import TabletopError


def parse_value(text: str) -> Any:
    """A rule value from the command line: JSON if it parses (numbers, true/false, lists), else text."""
    try:
        return json.loads(text)
    except (json.JSONDecodeError, ValueError):
        return text


def parse_variant(text: str) -> tuple[str, dict[str, Any]]:
    """``"NAME:field=value,field=value"`` -> (NAME, {field: value}). ``NAME:`` or ``NAME`` alone: no change."""
    name, sep, rest = text.partition(":")
    name = name.strip()
    if not name:
        raise TabletopError(f"--variant {text!r}: give it a name, e.g. 'cheap:lobby_cost=3'")
    changes: dict[str, Any] = {}
    if sep and rest.strip():
        for item in _split(rest):
            field, eq, value = item.partition("=")
            if not eq or not field.strip():
                raise TabletopError(f"--variant {text!r}: {item!r} is not field=value")
            changes[field.strip()] = parse_value(value.strip())
    return name, changes


def _split(text: str) -> list[str]:
    """Split on commas that are not inside brackets or quotes (a list value may hold commas)."""
    out, depth, quote, cur = [], 0, False, ""
    for ch in text:
        if ch == '"':
            quote = not quote
        elif not quote and ch in "[{":
            depth += 1
        elif not quote and ch in "]}":
            depth -= 1
        if ch == "," and depth == 0 and not quote:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur)
    return [s.strip() for s in out if s.strip()]


def parse_players(text: str | None) -> tuple[int | None, Any]:
    """``--players``: a seat count, or bot names (one for every seat or comma-separated per seat)."""
    if text is None:
        return None, "random"
    t = text.strip()
    if t.isdigit():
        return int(t), "random"
    bots = [b.strip() for b in t.split(",") if b.strip()]
    if not bots:
        raise TabletopError("--players: give a seat count or bot names")
    return (len(bots) if len(bots) > 1 else None), (bots if len(bots) > 1 else bots[0])


def _simulate(a: argparse.Namespace) -> int:
    from .lab import compare

    variants: dict[str, Any] = {}
    for v in a.variant or []:
        name, changes = parse_variant(v)
        if name in variants:
            raise TabletopError(f"--variant: two variants are named {name!r}")
        variants[name] = changes
    seats, players = parse_players(a.players)
    if a.seats is not None:
        seats = a.seats
    setup = {}
    for item in a.setup or []:
        k, eq, v = item.partition("=")
        if not eq:
            raise TabletopError(f"--setup {item!r} is not option=value")
        setup[k.strip()] = parse_value(v.strip())
    executor = None
    if a.workers and a.workers > 1:
        from concurrent.futures import ProcessPoolExecutor

        executor = ProcessPoolExecutor(max_workers=a.workers)
    try:
        res = compare(a.game, variants or None, a.n, players=players, seats=seats, setup=setup,
                      metrics=a.metric or None, tracks=a.track or None, executor=executor,
                      workers=1 if executor is None else a.workers, seed=a.seed, progress=not a.quiet)
    finally:
        if executor is not None:
            executor.shutdown()
    print(res.summary())
    if a.csv:
        res.to_csv(a.csv)
        print(f"games table: {a.csv} ({len(res.games)} rows)")
    if a.html:
        from .ui.lab_charts import report_html

        with open(a.html, "w", encoding="utf-8") as f:
            f.write(report_html(res))
        print(f"report: {a.html}")
    return 0 if res.complete else 130


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="tabletop-nb", description="tabletop_nb from the command line")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("simulate", help="play many seeded games per rules variant and report with intervals")
    s.add_argument("game", help="the game key: " + ", ".join(_game_keys()))
    s.add_argument("-n", type=int, default=1000, help="games per variant (default 1000)")
    s.add_argument("--variant", action="append", metavar="NAME:field=value,...",
                   help="a rules variant (repeatable); the first is the baseline; none: the rulebook")
    s.add_argument("--players", help="a seat count, or bots: random, heuristic, mcts:200 (comma-separated per seat)")
    s.add_argument("--seats", type=int, help="the seat count when --players names one bot for all")
    s.add_argument("--setup", action="append", metavar="option=value", help="another setup option (repeatable)")
    s.add_argument("--metric", action="append", help="a number in the game's result, or a track (repeatable)")
    s.add_argument("--track", action="append", help="a track to record per round for the band chart (repeatable)")
    s.add_argument("--workers", type=int, default=1, help="local worker processes (default 1)")
    s.add_argument("--seed", type=int, default=0, help="the first game's seed (default 0)")
    s.add_argument("--csv", help="write the games table (one row per game) here")
    s.add_argument("--html", help="write a standalone HTML report here")
    s.add_argument("--quiet", action="store_true", help="no progress bar")
    a = p.parse_args(argv)
    if a.n < 1:
        p.error("-n must be at least 1")
    if a.workers < 1:
        p.error("--workers must be at least 1")
    try:
        return _simulate(a)
    except TabletopError as e:
        print(f"tabletop-nb: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("tabletop-nb: stopped", file=sys.stderr)
        return 130


def _game_keys() -> list[str]:
    from .core.registry import game_keys

    return game_keys()


if __name__ == "__main__":
    sys.exit(main())
