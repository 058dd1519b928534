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


class SeatEvent:
    """An event as one seat may know it (the UI reads ``kind``, ``section``, ``who`` and ``sentence``)."""

    __slots__ = ("event", "seat")

    def __init__(self, event: Any, seat: int) -> None:
        self.event, self.seat = event, seat

    @property
    def kind(self) -> str:
        return str(self.event.kind)

    @property
    def section(self) -> str:
        return str(self.event.section)

    @property
    def who(self) -> str | None:
        return self.event.who  # type: ignore[no-any-return]

    @property
    def sentence(self) -> str:
        return str(self.event.sentence_for(self.seat))


class SeatView:
    """The game as one seat may see and play it, with the UI protocol (``explore(game.seat_view(1))``): its
    board is ``svg_for(seat)``, its log tells the other side's draws without naming them, its targets are live
    only when that seat must decide, and its snapshots (``at``) are seat views too."""

    def __init__(self, game: "Tomorrow2023Game", seat: int) -> None:
        self.game, self.seat = game, seat
        self.title = f"{game.title} — {SIDE_NAMES[seat]}"

    @property
    def log(self) -> list[SeatEvent]:
        return [SeatEvent(e, self.seat) for e in self.game.log]

    def at(self, k: int) -> "SeatView":
        return SeatView(self.game.at(k), self.seat)

    def svg(self) -> str:
        return self.game.svg_for(self.seat)

    def _repr_html_(self) -> str:
        return self.svg()

    def _mine(self) -> bool:
        d = self.game.pending
        return d is not None and d.who == self.seat and not self.game.frozen

    def targets(self) -> list[str]:
        return self.game.targets() if self._mine() else []

    def legal_actions(self) -> list[Any]:
        return self.game.legal_actions() if self._mine() else []

    def click(self, target: str) -> list[Any]:
        from ..core.errors import IllegalAction
        if not self._mine():
            raise IllegalAction(f"{SIDE_NAMES[self.seat]} is not the one to decide now", rule="Tour de jeu")
        return [SeatEvent(e, self.seat) for e in self.game.click(target)]

    def tracks(self) -> dict[str, list[float]]:
        return self.game.tracks()  # influence, credits and arrests are public

    def story(self, **kw: Any) -> str:
        return self.game.story(seat=self.seat, **kw)

    def view(self) -> dict[str, Any]:
        return view(self.game, self.seat)

    def __repr__(self) -> str:
        return f"<SeatView {SIDE_NAMES[self.seat]} of {self.game!r}>"
