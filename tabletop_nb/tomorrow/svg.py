"""The Tomorrow board as one SVG: a schematic map (a pure function of the game's state).

Territories are rounded boxes on a grid with their pawns, the controller's colour, nuke and
bio markers; a side panel shows the Global Threat Track and each power's supplies.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from .data import powers, world_map

if TYPE_CHECKING:
    from .game import TomorrowGame

# Readable on light and dark pages: we always draw our own light background.
COLOURS = {"blue": "#1f5fbf", "yellow": "#c9a100", "red": "#c0392b", "orange": "#e07b00", "purple": "#7d3c98",
           "green": "#2e8b57", "grey": "#888888", "tan": "#b08d57", "teal": "#16a2a2", "pink": "#d45d99"}
CW, CH, GAP = 104, 70, 8


def board_svg(game: "TomorrowGame") -> str:
    s = game.state
    wm, pw = world_map(), powers()
    cols = max(t.col for t in wm.values()) + 1
    rows = max(t.row for t in wm.values()) + 1
    mw = 12 + cols * (CW + GAP)
    W, H = mw + 250, max(12 + rows * (CH + GAP) + 30, 430)
    out = [f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {W} {H}' width='{W}' height='{H}' "
           f"font-family='sans-serif' font-size='11' class='tnb-tomorrow'>",
           f"<rect x='0' y='0' width='{W}' height='{H}' rx='10' fill='#f7f5ef' stroke='#8a8270'/>"]
    if not s.pop:
        out.append("<text x='20' y='30' fill='#222'>Setting up…</text></svg>")
        return "".join(out)
    live = set(game.targets()) if not game.frozen else set()
    for t in wm.values():
        x, y = 12 + t.col * (CW + GAP), 12 + t.row * (CH + GAP)
        tid = f"territory:{t.id}"
        owner = s.control.get(t.id)
        home = owner is not None and pw[s.powers[owner]].capital == t.id
        fill = "#d8ecf7" if not t.land else "#fffdf6"
        stroke = COLOURS[pw[s.powers[owner]].colour] if owner is not None else "#6d6d6d"
        cls = "tnb-target" + (" tnb-live" if tid in live else "")
        tip = f"{t.name}: {s.pop[t.id]} pawns" + (f", controlled by {game.player_name(owner)}" if owner is not None else "")
        out.append(f"<g data-target='{tid}' class='{cls}'><title>{escape(tip)}</title>")
        out.append(f"<rect x='{x}' y='{y}' width='{CW}' height='{CH}' rx='9' fill='{fill}' stroke='{stroke}' "
                   f"stroke-width='{3.5 if home else 2 if owner is not None else 1}'/>")
        if owner is not None:
            out.append(f"<rect x='{x + 4}' y='{y + 4}' width='10' height='10' rx='2' fill='{stroke}'/>")
        out.append(f"<text x='{x + CW / 2}' y='{y + 15}' text-anchor='middle' font-weight='bold' fill='#1a1a1a'>"
                   f"{escape(_short(t.name))}{' ★' if home else ''}</text>")
        if t.land:
            col = COLOURS.get(t.pawn_colour or "", "#777")
            out.append(f"<circle cx='{x + 16}' cy='{y + 36}' r='7' fill='{col}' stroke='#222'/>"
                       f"<text x='{x + 28}' y='{y + 40}' fill='#1a1a1a' font-size='13' class='tnb-pawns'>"
                       f"{s.pop[t.id]}</text>")
        icons = []
        nk = len(s.nuke_damage.get(t.id, ()))
        if nk:
            icons.append(f"☢{nk if nk > 1 else ''}")
        for b in s.bio_active:
            if b["territory"] == t.id:
                icons.append(f"☣{b['left']}")
        if icons:
            out.append(f"<text x='{x + CW - 6}' y='{y + 40}' text-anchor='end' fill='#8b0000' font-size='13'>"
                       f"{escape(' '.join(icons))}</text>")
        out.append("</g>")
    # side panel
    x0 = mw + 6
    y = 26
    out.append(f"<text x='{x0}' y='{y}' font-size='14' font-weight='bold' fill='#1a1a1a'>Turn {s.turn}: "
               f"{escape(s.phase.replace('_', ' '))}</text>")
    y += 20
    out.append(f"<text x='{x0}' y='{y}' fill='#1a1a1a'>Life {s.life} · Death {s.death}"
               f"{' — Death is past Life!' if s.death < s.life else ''}</text>")
    top = max(game.rules.track_start, s.life, 1)
    y += 8
    for label, v, c in (("Life", s.life, "#2e8b57"), ("Death", s.death, "#444")):
        out.append(f"<rect x='{x0}' y='{y}' width='220' height='8' fill='#e4e0d6'/>"
                   f"<rect x='{x0}' y='{y}' width='{220 * max(v, 0) / top:.0f}' height='8' fill='{c}'>"
                   f"<title>{label} {v}</title></rect>")
        y += 12
    if s.happening:
        y += 10
        out.append(f"<text x='{x0}' y='{y}' fill='#1a1a1a'>Happening: {escape(s.happening)}</text>")
    y += 22
    out.append(f"<text x='{x0}' y='{y}' font-weight='bold' fill='#1a1a1a'>Power</text><text x='{x0 + 96}' y='{y}' "
               f"fill='#1a1a1a'>PC</text><text x='{x0 + 122}' y='{y}' fill='#1a1a1a'>ctl</text>"
               f"<text x='{x0 + 148}' y='{y}' fill='#1a1a1a'>☢</text><text x='{x0 + 168}' y='{y}' fill='#1a1a1a'>☣</text>"
               f"<text x='{x0 + 190}' y='{y}' fill='#1a1a1a'>kills</text>")
    who = s.pending.who if s.pending is not None else None
    for i, p in enumerate(s.powers):
        y += 17
        c = COLOURS[pw[p].colour]
        bold = " font-weight='bold'" if i == who else ""
        mark = " ◀" if i == who else (" ⌘" if s.cyberspace == i else "")
        out.append(f"<rect x='{x0}' y='{y - 9}' width='9' height='9' fill='{c}'/>"
                   f"<text x='{x0 + 13}' y='{y}' fill='#1a1a1a'{bold}>{escape(_short(pw[p].name))}{mark}</text>"
                   f"<text x='{x0 + 96}' y='{y}' fill='#1a1a1a'>{s.pc[i]}</text>"
                   f"<text x='{x0 + 122}' y='{y}' fill='#1a1a1a'>{s.markers[i]}</text>"
                   f"<text x='{x0 + 148}' y='{y}' fill='#1a1a1a'>{s.nukes[i]}</text>"
                   f"<text x='{x0 + 168}' y='{y}' fill='#1a1a1a'>{len(s.bio_hand[i])}</text>"
                   f"<text x='{x0 + 190}' y='{y}' fill='#1a1a1a'>{s.kills(i)}</text>")
    if s.held:
        y += 20
        txt = "; ".join(f"{_short(pw[s.powers[h]].name)} holds {_short(pw[s.powers[o]].name)}"
                        f"{'' if k else ' (open)'}" for h, o, _, k in s.held)
        out.append(f"<text x='{x0}' y='{y}' fill='#1a1a1a' font-size='10'>Markers: {escape(txt[:70])}</text>")
    if s.over and s.result:
        y += 22
        res = "Humanity lost" if not s.result.get("saved") else f"Winner: {s.result.get('winner') or ' & '.join(s.result.get('winners', []))}"
        out.append(f"<text x='{x0}' y='{y}' font-weight='bold' fill='#8b0000'>{escape(res)}</text>")
    out.append(f"<text x='12' y='{H - 10}' fill='#555' font-size='10'>Schematic map (reconstructed data). "
               "★ capital · ☢ nuke damage · ☣ active biological (turns left)</text>")
    out.append("</svg>")
    return "".join(out)


def _short(name: str) -> str:
    return {"European Union": "EU", "Russian Federation": "Russia", "Arab Caliphate": "Caliphate",
            "Central America": "C. America", "South America": "S. America", "North Atlantic": "N. Atlantic",
            "South Atlantic": "S. Atlantic", "North Pacific": "N. Pacific", "South Pacific": "S. Pacific",
            "Southeast Asia": "SE Asia", "Central Africa": "C. Africa"}.get(name, name)
