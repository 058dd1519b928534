"""What one seat may see: the table without the other side's hand and without any deck order.

``view(game, seat)`` is plain data; ``redacted_json`` is the save a seat may be shown (a view and its story,
not a replayable save: a replayable save holds the seed, which would reveal every shuffle)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .names import SIDE_NAMES, card_label

if TYPE_CHECKING:
    from .game import Tomorrow2023Game

REDACTED_FORMAT = "tabletop_nb/seat-view"


def _cards(game: "Tomorrow2023Game", names: list[str]) -> list[str]:
    return [card_label(game.cat[c].label, game.lang) for c in names]


def _in_play(game: "Tomorrow2023Game", side: int) -> list[dict[str, Any]]:
    s = game.state
    return [{"card": card_label(game.cat[c].label, game.lang), "tokens": s.tokens.get(c, 0) if side == 0 else 0,
             "used": c in s.used} for c in s.zones[f"play:{side}"]]


def view(game: "Tomorrow2023Game", seat: int | None, *, log: bool = True) -> dict[str, Any]:
    """The table as ``seat`` may see it (``None``: a teacher's view, both hands shown; decks stay face down)."""
    s = game.state
    sides = []
    for side in (0, 1):
        mine = seat is None or seat == side
        sides.append({
            "name": SIDE_NAMES[side],
            "credits": s.credits[side],
            "hand": _cards(game, s.zones[f"hand:{side}"]) if mine else len(s.zones[f"hand:{side}"]),
            "deck": len(s.zones[f"deck:{side}"]),  # face down: a count, never an order
            "discard": _cards(game, s.zones[f"discard:{side}"]),  # face up, readable at any time
            "in_play": _in_play(game, side),
        })
    d = s.pending
    pending: dict[str, Any] | None = None
    if d is not None:
        pending = {"who": SIDE_NAMES[d.who] if d.who is not None else None, "kind": d.kind}
        if seat is None or d.who == seat:
            pending["prompt"] = d.prompt
            pending["options"] = [game.describe_action(a) for a in game.legal_actions()]
    out: dict[str, Any] = {
        "seat": None if seat is None else SIDE_NAMES[seat],
        "turn": s.turn, "to_play": SIDE_NAMES[s.side], "action": s.action,
        "influence": game.influence(), "arrests": game.arrests(),
        "reserve": {"influence": game.influence_reserve(), "credits": game.credit_reserve()},
        "rebels_pool": s.pool,
        "sides": sides,
        "zone_de_score": _cards(game, s.zones["score:1"]),
        "pending": pending,
        "result": s.result,
    }
    if log:
        out["log"] = game.story(seat=seat).splitlines() if seat is not None else game.story().splitlines()
    return out


def board_text(game: "Tomorrow2023Game", seat: int) -> str:
    """Everything a seat's board shows (view without the log, and the SVG), for the leak checks."""
    return json.dumps(view(game, seat, log=False), ensure_ascii=False) + game.svg_for(seat)


def redacted_json(game: "Tomorrow2023Game", seat: int, indent: int | None = None) -> str:
    doc = {"format": REDACTED_FORMAT, "game": game.key, "rules": game.rules.to_dict(),
           "language": game.lang, "view": view(game, seat)}
    return json.dumps(doc, ensure_ascii=False, indent=indent)
