"""The table as SVG: a pure function of the state, the rules and the live targets (what a click may mean now).

One lane per player (banked points as a bar towards the finish line, the pot as a lighter bar after it), a bank
beside each lane and the die below. Clickable parts carry ``data-target`` (``die``: roll again; ``bank:<name>``:
stop), the way tabletop_nb's board widget expects. Every text is at least 12 px."""

from __future__ import annotations

from html import escape
from typing import Any

W, H = 640, 260
SEAT_COLOURS = ("#c0392b", "#2471a3")  # Ada, Ben: the same on the board and in the charts (seat_colours)
INK = "#1a1a1a"
LANE_X, LANE_W = 110, 400


def seat_colours(game: Any) -> list[str]:
    """One colour per seat (tabletop_nb.ui.palette reads it, so board and charts agree)."""
    return list(SEAT_COLOURS)


def _text(x: float, y: float, text: str, size: int = 14, weight: str = "normal", fill: str = INK,
          anchor: str = "start") -> str:
    return (f"<text x='{x:.0f}' y='{y:.0f}' font-size='{size}' font-weight='{weight}' fill='{fill}' "
            f"text-anchor='{anchor}'>{escape(text)}</text>")


def board_svg(state: Any, rules: Any, names: tuple[str, ...], live: set[str]) -> str:
    """The whole table; ``live``: the targets a click on which plays something now."""
    s, r = state, rules
    out = [f"<svg xmlns='http://www.w3.org/2000/svg' width='{W}' height='{H}' viewBox='0 0 {W} {H}' "
           "font-family='sans-serif'>",
           f"<rect width='{W}' height='{H}' fill='#fbf8f1'/>",
           _text(16, 28, f"Dice Race: the first to bank {r.target} wins", 16, "bold"),
           _text(W - 16, 28, f"round {s.round} of {r.max_rounds}", 13, anchor="end")]
    for seat, name in enumerate(names):
        y = 56 + 70 * seat
        colour = SEAT_COLOURS[seat]
        playing = not s.over and s.seat == seat
        out.append(_text(16, y + 22, name + (" ▶" if playing else ""), 15, "bold", colour))
        out.append(_text(16, y + 40, f"{s.scores[seat]} points", 13))
        out.append(f"<rect x='{LANE_X}' y='{y}' width='{LANE_W}' height='44' rx='6' fill='#ece6d9' stroke='#999'/>")
        banked = min(s.scores[seat], r.target) / r.target
        out.append(f"<rect x='{LANE_X}' y='{y}' width='{LANE_W * banked:.1f}' height='44' rx='6' fill='{colour}'>"
                   f"<title>{escape(name)}: {s.scores[seat]} banked</title></rect>")
        if playing and s.pot:
            at_stake = min(s.pot, max(r.target - s.scores[seat], 0)) / r.target
            out.append(f"<rect x='{LANE_X + LANE_W * banked:.1f}' y='{y + 8}' width='{LANE_W * at_stake:.1f}' "
                       f"height='28' fill='{colour}' opacity='0.35'><title>the pot: {s.pot} at stake</title></rect>")
        out.append(f"<line x1='{LANE_X + LANE_W}' y1='{y - 4}' x2='{LANE_X + LANE_W}' y2='{y + 48}' stroke='{INK}' "
                   "stroke-width='3'/>")
        tid = f"bank:{name}"
        on = tid in live
        out.append(f"<g data-target='{tid}' class='tnb-target{' tnb-live' if on else ''}'>"
                    f"<title>stop and bank the pot ({escape(name)})</title>"
                    f"<rect x='{LANE_X + LANE_W + 20}' y='{y}' width='96' height='44' rx='8' fill='#fff' "
                    f"stroke='{'#d4a017' if on else '#777'}' stroke-width='{3 if on else 1}'/>"
                    + _text(LANE_X + LANE_W + 68, y + 27, "bank", 14, "bold" if on else "normal", anchor="middle")
                    + "</g>")
    on = "die" in live
    face = "–" if s.last_roll is None else str(s.last_roll)
    out.append(f"<g data-target='die' class='tnb-target{' tnb-live' if on else ''}'><title>the die: roll again</title>"
               f"<rect x='{LANE_X}' y='{H - 66}' width='52' height='52' rx='9' fill='#fff' "
               f"stroke='{'#d4a017' if on else INK}' stroke-width='{3 if on else 1.5}'/>"
               + _text(LANE_X + 26, H - 32, face, 24, "bold", "#c0392b" if s.last_roll == 1 else INK, "middle")
               + "</g>")
    out.append(_text(LANE_X + 70, H - 44, f"pot: {s.pot}", 16, "bold"))
    status = ("the race is over" if s.over else f"{names[s.seat]} to play" if s.pending is not None else "")
    out.append(_text(LANE_X + 70, H - 22, status, 13))
    out.append("</svg>")
    return "".join(out)
