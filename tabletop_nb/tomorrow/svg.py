"""The Tomorrow board as one SVG: a schematic world map (a pure function of the game's state).

Territories sit where the map data puts them (col/row, with a few hand-placed so that nothing
overlaps); every adjacency of the map is drawn (land borders solid, sea lanes dashed blue),
because spreading biologicals, invasions and short-range nukes depend on it. Below the map: the
Global Threat Track, the turn, and each power's supplies. Text is 12 px or more; a legend
explains every mark. Any step draws (setup steps included: missing parts are left out).
"""

from __future__ import annotations

import math
from html import escape
from typing import TYPE_CHECKING, Any

from .data import powers, world_map

if TYPE_CHECKING:
    from .game import TomorrowGame

# Readable on light and dark pages: we always draw our own light background.
COLOURS = {"blue": "#1f5fbf", "yellow": "#b58f00", "red": "#c0392b", "orange": "#e07b00", "purple": "#7d3c98",
           "green": "#2e8b57", "grey": "#888888", "tan": "#b08d57", "teal": "#16a2a2", "pink": "#d45d99"}
# Colours with no power: what the legend says about them.
UNALIGNED = ("grey", "tan", "teal", "pink")
# The threat track's two markers, drawn in these colours on the board and in the explorer's chart.
TRACK_COLOURS = {"Life": "#2e8b57", "Death": "#444"}

W = 870
COL_W, ROW_H, LEFT, TOP = 96, 84, 52, 92
BOX_W, BOX_H = 88, 58
WATER_RX, WATER_RY = 42, 22
MAP_H = TOP + 4 * ROW_H + 50
# Where a territory of the shipped map is drawn (grid units) when its col/row would collide or
# stretch a sea lane across the map.
PLACE = {"arctic_ocean": (3.0, -0.78), "mediterranean": (3.0, 1.0), "north_pacific": (0.0, 1.5),
         "south_atlantic": (2.0, 4.0), "arabian_sea": (4.0, 2.0), "indian_ocean": (5.0, 3.2),
         "south_pacific": (5.95, 4.2)}
# The Pacific wraps around the world: a second picture of it on the other side of the map, so
# that its lanes stay short. Both pictures are the same target.
GHOSTS = {"north_pacific": (8.0, 1.0), "south_pacific": (0.0, 4.1)}


def _at(values: Any, i: int, default: Any = 0) -> Any:
    """values[i], or ``default`` while setup has not filled the list yet."""
    try:
        return values[i]
    except (IndexError, KeyError, TypeError):
        return default


def seat_colours(game: TomorrowGame) -> list[str]:
    """One colour per seat: its power's colour (the board and the charts use these)."""
    pw = powers()
    return [COLOURS.get(pw[p].colour, "#666") for p in game.state.powers if p in pw]


def _power_name(pid: Any) -> str:
    p = powers().get(pid) if isinstance(pid, str) else None
    return p.name if p is not None else str(pid)


def _centres() -> dict[str, tuple[float, float]]:
    out = {}
    for t in world_map().values():
        col, row = PLACE.get(t.id, (t.col, t.row))
        out[t.id] = (LEFT + col * COL_W, TOP + row * ROW_H)
    return out


def _ghosts() -> dict[str, tuple[float, float]]:
    wm = world_map()
    return {k: (LEFT + c * COL_W, TOP + r * ROW_H) for k, (c, r) in GHOSTS.items() if k in wm}


def _inside(x: float, y: float, c: tuple[float, float], pad: float = 4) -> bool:
    return abs(x - c[0]) < BOX_W / 2 + pad and abs(y - c[1]) < BOX_H / 2 + pad


def _edge_path(a: tuple[float, float], b: tuple[float, float], others: list[tuple[float, float]]) -> str:
    """A straight line, or the least bent curve that passes under no other territory."""
    (x1, y1), (x2, y2) = a, b
    dx, dy = x2 - x1, y2 - y1
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    near = [c for c in others if min(x1, x2) - BOX_W < c[0] < max(x1, x2) + BOX_W
            and min(y1, y2) - BOX_H < c[1] < max(y1, y2) + BOX_H]
    for bend in (0, 40, -40, 75, -75, 110, -110):
        cx, cy = (x1 + x2) / 2 + nx * bend, (y1 + y2) / 2 + ny * bend
        clear = True
        for i in range(1, 20):
            t = i / 20
            px = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t * t * x2
            py = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t * t * y2
            if any(_inside(px, py, c) for c in near):
                clear = False
                break
        if clear:
            return f"M{x1:.0f} {y1:.0f}L{x2:.0f} {y2:.0f}" if bend == 0 else \
                f"M{x1:.0f} {y1:.0f}Q{cx:.0f} {cy:.0f} {x2:.0f} {y2:.0f}"
    return f"M{x1:.0f} {y1:.0f}L{x2:.0f} {y2:.0f}"


_EDGES_CACHE: dict[int, str] = {}


def _edges_svg() -> str:
    """Every adjacency of the map (computed once per map: it never changes during a game)."""
    wm = world_map()
    key = id(wm)
    if key in _EDGES_CACHE:
        return _EDGES_CACHE[key]
    centres = _centres()
    seen: set[tuple[str, str]] = set()
    out = []
    for t in wm.values():
        for other in t.adjacent:
            pair = tuple(sorted((t.id, other)))
            if other not in wm or pair in seen:
                continue
            seen.add(pair)  # type: ignore[arg-type]
            u, v = wm[pair[0]], wm[pair[1]]
            ghosts = _ghosts()
            ends_u = [centres[u.id]] + ([ghosts[u.id]] if u.id in ghosts else [])
            ends_v = [centres[v.id]] + ([ghosts[v.id]] if v.id in ghosts else [])
            a, b = min(((p, q) for p in ends_u for q in ends_v), key=lambda pq: math.dist(*pq))
            rest = [c for k, c in centres.items() if k not in pair] + [c for k, c in ghosts.items() if k not in pair]
            d = _edge_path(a, b, rest)
            if u.land and v.land:
                style = "stroke='#6b5e45' stroke-width='3'"
            else:
                style = "stroke='#4a90c2' stroke-width='2' stroke-dasharray='6,4'"
            out.append(f"<path d='{d}' fill='none' {style}><title>{escape(u.name)} – {escape(v.name)}</title></path>")
    _EDGES_CACHE[key] = "".join(out)
    return _EDGES_CACHE[key]


def board_svg(game: TomorrowGame, seat: int | None = None) -> str:
    s = game.state
    wm, pw = world_map(), powers()
    centres = _centres()
    table_rows = max(len(s.powers), 4)
    H = MAP_H + 34 + 22 * table_rows + 34 + 62
    out = [f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {W} {H}' width='{W}' height='{H}' "
           f"font-family='sans-serif' font-size='12' class='tnb-tomorrow'>",
           f"<rect x='0' y='0' width='{W}' height='{H}' rx='10' fill='#f7f5ef' stroke='#8a8270'/>",
           f"<rect x='6' y='6' width='{W - 12}' height='{MAP_H - 10}' rx='8' fill='#e4f0f7'/>"]
    # The territories a legal action aims at light up on the teacher's board and on the deciding seat's own:
    # another seat's would show what the decider may do, hence its secret picks (issue #32, 2).
    d = s.pending
    mine = seat is None or (d is not None and d.who == seat)
    live = set(game.targets()) if mine and not getattr(game, "frozen", False) else set()
    out.append(_edges_svg())
    for t in wm.values():
        x, y = centres[t.id]
        tid = f"territory:{t.id}"
        owner = s.control.get(t.id)
        power = _at(s.powers, owner, None) if owner is not None else None
        colour = COLOURS.get(pw[power].colour, "#666") if power in pw else None
        home = power in pw and pw[power].capital == t.id
        cls = "tnb-target" + (" tnb-live" if tid in live else "")
        pawns = s.pop.get(t.id, 0)
        tip = t.name
        if t.land:
            tip += f": {pawns} pawn{'' if pawns == 1 else 's'}"
            if t.pawn_colour:
                tip += f" ({t.pawn_colour})"
        if power is not None:
            tip += f"; {'capital of' if home else 'controlled by'} {_power_name(power)}"
        out.append(f"<g data-target='{tid}' class='{cls}'><title>{escape(tip)}</title>")
        if t.land:
            stroke = colour or "#6d6d6d"
            width = 4 if home else 3 if colour else 1.2
            out.append(f"<rect x='{x - BOX_W / 2:.0f}' y='{y - BOX_H / 2:.0f}' width='{BOX_W}' height='{BOX_H}' "
                       f"rx='8' fill='#fffdf6' stroke='{stroke}' stroke-width='{width}'/>")
            if colour and not home:
                out.append(f"<rect x='{x - BOX_W / 2 + 4:.0f}' y='{y - BOX_H / 2 + 4:.0f}' width='11' height='11' "
                           f"rx='2' fill='{colour}'><title>control marker of {escape(_power_name(power))}</title></rect>")
            out.append(f"<text x='{x:.0f}' y='{y - 12:.0f}' text-anchor='middle' font-weight='bold' font-size='12' "
                       f"fill='#1a1a1a' pointer-events='none'>{escape(_short(t.name))}{' ★' if home else ''}</text>")
            pc = COLOURS.get(t.pawn_colour or "", "#777")
            out.append(f"<circle cx='{x - 30:.0f}' cy='{y + 8:.0f}' r='7' fill='{pc}' stroke='#222'/>"
                       f"<text x='{x - 19:.0f}' y='{y + 13:.0f}' fill='#1a1a1a' font-size='13' class='tnb-pawns' "
                       f"pointer-events='none'>{pawns}</text>")
            icons = []
            nk = len(s.nuke_damage.get(t.id, ()))
            if nk:
                icons.append(f"☢{nk if nk > 1 else ''}")
            for b in s.bio_active:
                if b.get("territory") == t.id:
                    icons.append(f"☣{b.get('left', '')}")
            if icons:
                out.append(f"<text x='{x + BOX_W / 2 - 5:.0f}' y='{y + 13:.0f}' text-anchor='end' fill='#8b0000' "
                           f"font-size='13' pointer-events='none'>{escape(' '.join(icons))}</text>")
        else:
            for wx, wy in [(x, y)] + ([_ghosts()[t.id]] if t.id in _ghosts() else []):
                out.append(f"<ellipse cx='{wx:.0f}' cy='{wy:.0f}' rx='{WATER_RX}' ry='{WATER_RY}' fill='#cfe6f5' "
                           f"stroke='#4a90c2' stroke-width='1.2'/>"
                           f"<text x='{wx:.0f}' y='{wy + 4:.0f}' text-anchor='middle' font-style='italic' "
                           f"font-size='12' fill='#1d4e73' pointer-events='none'>{escape(_short(t.name))}</text>")
        out.append("</g>")
    out.extend(_status(game, seat))
    out.append("</svg>")
    return "".join(out)


def _status(game: TomorrowGame, seat: int | None) -> list[str]:
    s = game.state
    pw = powers()
    out: list[str] = []
    y = MAP_H + 18
    x0 = 16
    phase = str(s.phase).replace("_", " ")
    head = f"Turn {s.turn}: {phase}" if s.turn else f"Setting up: {phase}"
    if seat is not None and _at(s.powers, seat, None) in pw:
        head += f" — your view: {_power_name(s.powers[seat])}"
    out.append(f"<text x='{x0}' y='{y}' font-size='15' font-weight='bold' fill='#1a1a1a'>{escape(head)}</text>")
    # the Global Threat Track
    top = max(getattr(game.rules, "track_start", 75), s.life, s.death, 1)
    y += 22
    # The game is lost when the Death marker falls below the Life marker (the flow's end check).
    warn = " (Death is below Life)" if s.death < s.life else ""
    out.append(f"<text x='{x0}' y='{y}' fill='#1a1a1a' font-size='13'>Threat track: Life {s.life} · "
               f"Death {s.death}{escape(warn)}</text>")
    for label, v in (("Life", s.life), ("Death", s.death)):
        c = TRACK_COLOURS[label]
        y += 14
        out.append(f"<text x='{x0}' y='{y + 9}' font-size='12' fill='#1a1a1a'>{label}</text>"
                   f"<rect x='{x0 + 44}' y='{y}' width='250' height='10' fill='#e4e0d6'/>"
                   f"<rect x='{x0 + 44}' y='{y}' width='{250 * max(v, 0) / top:.0f}' height='10' fill='{c}'>"
                   f"<title>{label} {v}</title></rect>")
    if s.happening:
        y += 30
        out.append(f"<text x='{x0}' y='{y}' fill='#1a1a1a' font-size='13'>Happening: {escape(s.happening)}</text>")
    if s.over and s.result:
        y += 24
        res = s.result
        if not res.get("saved", True):
            text = "Humanity is lost: nobody wins."
        else:
            names = [_power_name(w) for w in (res.get("winners") or [res.get("winner")]) if w]
            text = f"Winner{'s' if len(names) > 1 else ''}: {' and '.join(names)}" if names else "The game is over."
        out.append(f"<text x='{x0}' y='{y}' font-weight='bold' font-size='14' fill='#8b0000'>{escape(text)}</text>")
    # each power's supplies
    tx = 352
    ty = MAP_H + 18
    cols = (("Power", 0), ("PC", 150), ("markers", 190), ("nukes", 255), ("bio", 305), ("kills", 345), ("", 390))
    out.append("".join(f"<text x='{tx + dx}' y='{ty}' font-weight='bold' fill='#1a1a1a'>{c}</text>" for c, dx in cols))
    who = s.pending.who if s.pending is not None and not s.over else None
    for i, p in enumerate(s.powers):
        ty += 22
        c = COLOURS.get(pw[p].colour, "#666") if p in pw else "#666"
        bold = " font-weight='bold'" if i == who else ""
        notes = []
        if i == who:
            notes.append("◀ deciding")
        if s.cyberspace == i:
            notes.append("⌘ cyberspace")
        kills = sum(_at(s.annihilated, i, {}).values()) if isinstance(_at(s.annihilated, i, {}), dict) else 0
        cells = [(_power_name(p), 16), (_at(s.pc, i), 150), (_at(s.markers, i), 190), (_at(s.nukes, i), 255),
                 (len(_at(s.bio_hand, i, [])), 305), (kills, 345), (" ".join(notes), 390)]
        out.append(f"<rect x='{tx}' y='{ty - 11}' width='11' height='11' fill='{c}'/>")
        out.append("".join(f"<text x='{tx + dx}' y='{ty}' fill='#1a1a1a'{bold if dx < 150 or dx == 390 else ''}>"
                           f"{escape(str(v))}</text>" for v, dx in cells))
    if s.held:
        ty += 22
        txt = "; ".join(f"{_power_name(_at(s.powers, h))} holds {_power_name(_at(s.powers, o))}'s marker"
                        f"{'' if k else ' (vendetta open)'}" for h, o, _, k in s.held)
        out.append(f"<text x='{tx}' y='{ty}' fill='#1a1a1a' font-size='12'>{escape(txt if len(txt) <= 74 else txt[:73] + '…')}"
                   f"<title>{escape(txt)}</title></text>")
    # legend
    ly = MAP_H + 34 + 22 * max(len(s.powers), 4) + 34
    out.append(f"<text x='16' y='{ly}' fill='#333' font-size='12'>★ capital · coloured border: controlled · "
               "☢ nuke damage · ☣ active biological (turns left) · solid line: land border · dashed blue: sea "
               "lane</text>")
    items = [("blue", "USA"), ("yellow", "EU"), ("red", "Russia"), ("orange", "China"), ("purple", "India"),
             ("green", "Caliphate")]
    x = 16
    out.append(f"<text x='{x}' y='{ly + 22}' font-size='12' fill='#333'>Pawns are people of:</text>")
    x += 128
    for c, label in items:
        out.append(f"<circle cx='{x + 6}' cy='{ly + 18}' r='6' fill='{COLOURS[c]}' stroke='#222'/>"
                   f"<text x='{x + 15}' y='{ly + 22}' font-size='12' fill='#333'>{label}</text>")
        x += 24 + 7 * len(label) + 10
    for c in UNALIGNED:
        out.append(f"<circle cx='{x + 6}' cy='{ly + 18}' r='6' fill='{COLOURS[c]}' stroke='#222'/>")
        x += 16
    out.append(f"<text x='{x + 2}' y='{ly + 22}' font-size='12' fill='#333'>no power · map data reconstructed</text>")
    return out


def _short(name: str) -> str:
    return {"European Union": "EU", "Russian Federation": "Russia", "Arab Caliphate": "Caliphate",
            "Central America": "C. America", "South America": "S. America", "North Atlantic": "N. Atlantic",
            "South Atlantic": "S. Atlantic", "North Pacific": "N. Pacific", "South Pacific": "S. Pacific",
            "Southeast Asia": "SE Asia", "Central Africa": "C. Africa", "United States": "USA",
            "Mediterranean": "Mediterr.", "Arctic Ocean": "Arctic", "Indian Ocean": "Indian Oc.",
            "Arabian Sea": "Arabian Sea", "North Africa": "N. Africa", "West Africa": "W. Africa",
            "East Africa": "E. Africa", "South Africa": "S. Africa", "Central Asia": "C. Asia"}.get(name, name)
