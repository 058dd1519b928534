"""One colour per seat, the same on the board and in every chart.

Where the colours come from, first found wins:

1. the game declares them: ``game.seat_colours()`` (a list, one CSS colour per seat);
2. the game package's board module (``<package>.svg``) has ``seat_colours(game)``: the board
   draws with the same function, so board and chart cannot disagree;
3. the default palette below, in seat order.

A track that belongs to no seat but has a colour on the board (Tomorrow's Life and Death markers) takes it
from the board module's ``TRACK_COLOURS``.
"""

from __future__ import annotations

import importlib
from typing import Any

from . import protocol

# Mid-luminance, distinct on white and on near-black pages.
DEFAULT = ("#d62728", "#2ca02c", "#1f77b4", "#e6b800", "#7f3fbf", "#e07b00", "#16a2a2", "#d45d99")
# Tracks that belong to no seat (Life, Death, a temperature): greys and earth tones, never a seat colour.
NEUTRAL = ("#444444", "#2e8b57", "#8b5a2b", "#7a7a7a", "#5b6b8c", "#a0522d")
DASHES = ("", "6,3", "2,3", "8,3,2,3")


def _board_module(game: Any) -> Any:
    try:
        return importlib.import_module(type(game).__module__.rsplit(".", 1)[0] + ".svg")
    except ImportError:
        return None


def seat_colours(game: Any) -> list[str]:
    n = len(protocol.seats(game))
    declared = getattr(game, "seat_colours", None)
    if callable(declared):
        found = list(declared())
        if found:
            return [str(c) for c in found]
    fn = getattr(_board_module(game), "seat_colours", None)
    if callable(fn):
        try:
            found = list(fn(game))
        except Exception:  # noqa: BLE001 - a board that cannot say yet (setting up): use the default
            found = []
        if found:
            return [str(c) for c in found]
    return [DEFAULT[i % len(DEFAULT)] for i in range(max(n, 1))]


def track_colours(game: Any, names: list[str]) -> dict[str, tuple[str, str]]:
    """``{track: (colour, dash)}``: a track the board draws in a colour of its own (the board module's
    ``TRACK_COLOURS``) keeps it; a track that names a seat gets that seat's colour."""
    seats = protocol.seats(game)
    colours = seat_colours(game)
    own = dict(getattr(_board_module(game), "TRACK_COLOURS", None) or {})
    out: dict[str, tuple[str, str]] = {}
    neutral = 0
    used: dict[str, int] = {}
    by_length = sorted(range(len(seats)), key=lambda i: -len(seats[i]))
    for name in names:
        seat = next((i for i in by_length if seats[i] and seats[i] in name), None)
        if name in own:
            colour = str(own[name])
        elif seat is not None:
            colour = colours[seat % len(colours)]
        else:
            colour = NEUTRAL[neutral % len(NEUTRAL)]
            neutral += 1
        k = used.get(colour, 0)
        used[colour] = k + 1
        out[name] = (colour, DASHES[k % len(DASHES)])
    return out
