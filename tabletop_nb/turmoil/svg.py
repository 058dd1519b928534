"""The Terraforming Committee and the global events as one SVG (a pure function of the state)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from .rules import PARTY_NAMES
from .state import NEUTRAL

if TYPE_CHECKING:
    from .game import TurmoilGame

PLAYER_COLORS = ["#d62728", "#2ca02c", "#1f77b4", "#e6b800", "#333333"]
NEUTRAL_COLOR = "#9a9a9a"
PARTY_COLORS = {"mars_first": "#b5651d", "scientists": "#6b5b95", "unity": "#3f7fbf",
                "greens": "#3a9a3a", "reds": "#c0392b", "kelvinists": "#d98c1f"}


def owner_color(owner: int) -> str:
    return NEUTRAL_COLOR if owner == NEUTRAL else PLAYER_COLORS[owner % len(PLAYER_COLORS)]


def seat_colours(game: TurmoilGame) -> list[str]:
    """One colour per seat (the board and the charts use these)."""
    return [owner_color(i) for i in range(len(game.state.players))]


def _ink(colour: str) -> str:
    """Black or white, whichever reads on ``colour`` (a #rrggbb)."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#111" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#fff"


def _disc(x: float, y: float, r: float, owner: int, extra: str = "") -> str:
    """A delegate: the player's colour inside a white ring and a dark rim, readable on any party colour."""
    return (f"<circle cx='{x:.0f}' cy='{y:.0f}' r='{r + 2.5}' fill='#fff' stroke='#222' stroke-width='1'/>"
            f"<circle cx='{x:.0f}' cy='{y:.0f}' r='{r}' fill='{owner_color(owner)}'{extra}/>")


def committee_svg(game: TurmoilGame, seat: int | None = None) -> str:
    s = game.state
    c = s.committee
    W, H = 720, 420
    out = [f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {W} {H}' width='{W}' height='{H}' "
           f"font-family='sans-serif' font-size='12' class='tnb-turmoil'>",
           f"<rect x='0' y='0' width='{W}' height='{H}' rx='10' fill='#f6f1e7' stroke='#8a7f6a'/>"]
    if c is None:
        out.append("<text x='20' y='30'>Setting up…</text></svg>")
        return "".join(out)
    title = f"Terraforming Committee — generation {s.generation}, {s.phase.replace('_', ' ')} phase"
    out.append(f"<text x='16' y='22' font-size='15' font-weight='bold' fill='#222'>{escape(title)}</text>")
    targets = set(game.targets()) if not game.frozen else set()
    colw = 112
    for k, party in enumerate(game.rules.party_order):
        x = 16 + k * (colw + 4)
        y = 36
        dels = c.delegates[party]
        tid = f"party:{party}"
        cls = "tnb-target" + (" tnb-live" if tid in targets else "")
        ruling = c.ruling == party
        n = len(dels)
        out.append(f"<g data-target='{tid}' class='{cls}'><title>{escape(PARTY_NAMES[party])}: "
                   f"{n} delegate{'' if n == 1 else 's'}{' (ruling party)' if ruling else ''}</title>")
        colour = PARTY_COLORS[party]
        out.append(f"<rect x='{x}' y='{y}' width='{colw}' height='200' rx='8' fill='{colour}' "
                   f"fill-opacity='0.16' stroke='{'#111' if ruling else colour}' "
                   f"stroke-width='{4 if ruling else 1.5}'/>")
        out.append(f"<rect x='{x}' y='{y}' width='{colw}' height='{40 if ruling else 26}' rx='8' fill='{colour}'/>")
        out.append(f"<text x='{x + colw / 2}' y='{y + 18}' text-anchor='middle' font-weight='bold' font-size='13' "
                   f"fill='{_ink(colour)}' pointer-events='none'>{escape(PARTY_NAMES[party])}</text>")
        if ruling:
            out.append(f"<text x='{x + colw / 2}' y='{y + 34}' text-anchor='middle' font-size='12' "
                       f"fill='{_ink(colour)}' pointer-events='none'>ruling party</text>")
        # Party Leader seat
        leader = c.leader[party]
        out.append(f"<circle cx='{x + colw / 2}' cy='{y + 64}' r='16' fill='none' stroke='#333' stroke-dasharray='3,2'/>")
        if leader is not None:
            out.append(_disc(x + colw / 2, y + 64, 11, leader, " class='tnb-leader'"))
            out.append(f"<text x='{x + colw / 2}' y='{y + 68}' text-anchor='middle' font-size='12' "
                       f"fill='{_ink(owner_color(leader))}' font-weight='bold' pointer-events='none'>L</text>")
        others = list(dels)
        if leader is not None:
            others.remove(leader)
        for j, o in enumerate(others):
            out.append(_disc(x + 17 + (j % 4) * 26, y + 102 + (j // 4) * 26, 8, o))
        if c.dominant == party:
            out.append(f"<rect x='{x + 6}' y='{y + 172}' width='{colw - 12}' height='20' rx='4' fill='#fff' "
                       f"stroke='#111'/><text x='{x + colw / 2}' y='{y + 186}' text-anchor='middle' "
                       f"font-size='12' font-weight='bold' fill='#111'>DOMINANT</text>")
        out.append("</g>")
    # Chairman, lobby and reserves
    y = 256
    out.append(f"<text x='16' y='{y}' font-weight='bold' fill='#222'>Chairman</text>")
    out.append(f"<circle cx='100' cy='{y - 4}' r='13' fill='none' stroke='#333' stroke-dasharray='3,2'/>")
    if c.chairman is not None:
        out.append(_disc(100, y - 4, 10, c.chairman, " class='tnb-chairman'"))
    out.append(f"<text x='130' y='{y}' fill='#222'>Neutral reserve: {c.neutral_reserve}</text>")
    # Players
    y0 = 282
    out.append(f"<text x='16' y='{y0}' font-weight='bold' fill='#222'>Player</text>"
               f"<text x='150' y='{y0}' fill='#222'>TR</text><text x='190' y='{y0}' fill='#222'>M€</text>"
               f"<text x='235' y='{y0}' fill='#222'>lobby</text><text x='280' y='{y0}' fill='#222'>reserve</text>"
               f"<text x='340' y='{y0}' fill='#222'>influence</text>")
    pending = s.pending.who if s.pending is not None else None
    for i, pl in enumerate(s.players):
        yy = y0 + 18 + i * 18
        bold = " font-weight='bold'" if i == pending else ""
        out.append(_disc(24, yy - 4, 6, i))
        out.append(f"<text x='36' y='{yy}' fill='#222'{bold}>{escape(pl.name)}{' ◀' if i == pending else ''}</text>"
                   f"<text x='150' y='{yy}' fill='#222'>{pl.tr}</text><text x='190' y='{yy}' fill='#222'>{pl.res['mc']}</text>"
                   f"<text x='245' y='{yy}' fill='#222'>{'●' if c.lobby[i] else '–'}</text>"
                   f"<text x='295' y='{yy}' fill='#222'>{c.reserve[i]}</text>"
                   f"<text x='360' y='{yy}' fill='#222'>{game.influence(i)}</text>")
    # Global events and parameters
    gx = 440
    out.append(f"<text x='{gx}' y='256' font-weight='bold' fill='#222'>Global events</text>")
    for j, (label, cardname) in enumerate((("Distant", s.distant), ("Coming", s.coming), ("Current", s.current))):
        out.append(f"<text x='{gx}' y='{276 + j * 18}' fill='#222'>{label}: {escape(cardname or '—')}</text>")
    out.append(f"<text x='{gx}' y='{276 + 3 * 18 + 8}' fill='#222'>Deck: {len(s.deck)} cards</text>")
    params = f"Temperature {s.temperature} °C · Oxygen {s.oxygen} % · Oceans {s.oceans}"
    if game.rules.venus:
        params += f" · Venus {s.venus} %"
    out.append(f"<text x='{gx}' y='{276 + 4 * 18 + 12}' fill='#222'>{params}</text>")
    legend = ("Discs are delegates in their player's colour (grey: neutral) · L: party leader · "
              "DOMINANT: most delegates")
    out.append(f"<text x='16' y='{H - 12}' font-size='12' fill='#333'>{escape(legend)}</text>")
    if s.over and s.result:
        out.append(f"<text x='440' y='{276 + 4 * 18 + 34}' font-weight='bold' font-size='13' fill='#111'>Game over: "
                   f"{escape(str(s.result.get('winner')))} wins.</text>")
    out.append("</svg>")
    return "".join(out)
