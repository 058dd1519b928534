"""The table as one SVG: a pure function of the state, the rules and the live targets.

Left: the Journalist (Hope, Health, tokens), the Time track and the Story. Middle: the six Locations
with their Way Ahead cards. Right: the Event area, the Engagement area, the hand and the markets.
"""

from __future__ import annotations

from html import escape
from typing import Any

from .cards import LOCATIONS

INK = "#1a1a1a"
CARD_W, CARD_H = 132, 62


def _t(x: float, y: float, text: str, size: int = 13, weight: str = "normal", fill: str = INK, anchor: str = "start") -> str:
    return (f"<text x='{x:.0f}' y='{y:.0f}' font-size='{size}' font-weight='{weight}' fill='{fill}' "
            f"text-anchor='{anchor}'>{escape(text)}</text>")


def _short(text: str, n: int = 18) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _card(out: list[str], x: float, y: float, cid: str, game: Any, s: Any, live: set[str], fill: str) -> None:
    card = game.card(cid)
    tid = f"card:{cid}"
    turned = cid in s.turned or cid in s.dodged
    cls = "tnb-target" + (" tnb-live" if tid in live else "")
    stroke = "#c0392b" if tid in live else "#555"
    tip = f"{card.title}: {card.text}"
    out.append(f"<g data-target='{tid}' class='{cls}'><title>{escape(tip)}</title>")
    out.append(f"<rect x='{x}' y='{y}' width='{CARD_W}' height='{CARD_H}' rx='6' fill='{fill}' stroke='{stroke}' "
               f"stroke-width='{2.5 if tid in live else 1}'" + (" stroke-dasharray='5 3'" if turned else "") + "/>")
    out.append(_t(x + 6, y + 17, _short(card.title), 12, "bold"))
    info = []
    if getattr(card, "energy", 0):
        info.append(f"⬡{card.energy}")
    if s.damage.get(cid):
        info.append(f"dmg {s.damage[cid]}")
    if getattr(card, "cost", 0):
        info.append(f"{card.cost} sh")
    if cid in s.dodged:
        info.append("Dodged")
    elif cid in s.turned:
        info.append("Resolved")
    if getattr(card, "remain", False):
        info.append("Remains")
    out.append(_t(x + 6, y + 35, " · ".join(info) or ", ".join(card.traits[:2]), 12))
    out.append(_t(x + 6, y + 52, _short(", ".join(card.traits), 20), 12, fill="#555"))
    out.append("</g>")


def _row(out: list[str], x: float, y: float, title: str, cards: list[str], game: Any, s: Any, live: set[str],
         fill: str, per_row: int = 5) -> float:
    out.append(_t(x, y + 14, f"{title} ({len(cards)})", 13, "bold"))
    y += 20
    for i, c in enumerate(cards):
        _card(out, x + (i % per_row) * (CARD_W + 6), y + (i // per_row) * (CARD_H + 6), c, game, s, live, fill)
    rows = max(1, (len(cards) + per_row - 1) // per_row)
    return y + rows * (CARD_H + 6) + 6


def board_svg(s: Any, rules: Any, game: Any, live: set[str]) -> str:
    W, H = 1240, 760
    out = [(f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {W} {H}' width='{W}' height='{H}' "
            f"font-family='sans-serif' font-size='13' class='tnb-wotw'>"),
           f"<rect x='0' y='0' width='{W}' height='{H}' rx='10' fill='#f4f1e8' stroke='#8a8270'/>"]
    if not s.zones:
        out.append(_t(20, 30, "Setting up…") + "</svg>")
        return "".join(out)
    z = s.zones
    # ---- the Journalist
    x: float = 14
    y: float
    out.append(_t(x, 26, f"Day {s.day}" + (" · On the Road" if s.location is None else f" · at {s.location}"), 15, "bold"))
    out.append(_t(x, 46, _short(s.phase, 36), 13))
    y = 58
    for label, v, col in (("Hope", s.hope, "#1f5fbf"), ("Health", s.health, "#c0392b")):
        out.append(_t(x, y + 12, f"{label} {v}/{rules.track_max}", 13, "bold"))
        out.append(f"<rect x='{x + 92}' y='{y + 2}' width='160' height='12' fill='#e4e0d6'/>"
                   f"<rect x='{x + 92}' y='{y + 2}' width='{160 * v / rules.track_max:.1f}' height='12' fill='{col}'/>")
        y += 20
    out.append(_t(x, y + 12, f"Intuition {s.intuition}/{rules.intuition_tokens} · Shillings {s.shillings}/"
                             f"{rules.shilling_tokens} · Stamina {s.stamina}/{rules.stamina_tokens}", 12))
    y += 30
    # ---- time
    out.append(_t(x, y, "Time Tracking", 13, "bold"))
    y += 16
    for c in z["time_line"]:
        tc = game.time_cards[c]
        on = s.token[0] == c
        out.append(_t(x + 6, y + 12, f"{tc.title}" + (f": day {s.token[1]} of {tc.days}" if on and tc.days else "")
                      + (" ●" if on else ""), 12, "bold" if on else "normal"))
        y += 16
    out.append(_t(x + 6, y + 12, f"{len(z['time_deck'])} face-down Time cards left", 12, fill="#555"))
    y += 30
    # ---- story
    if z["story"]:
        ch = game.chapters[z["story"][0]]
        out.append(_t(x, y, f"Story: {_short(ch.story_title, 26)}", 13, "bold"))
        out.append(_t(x, y + 18, _short(f"Chapter {ch.number}: {ch.title}", 36), 12))
        out.append(_t(x, y + 34, _short(ch.objective_text or "Victory chapter reached", 40), 12))
        prog = ", ".join(f"{k} {v}" for k, v in s.progress.items())
        if prog:
            out.append(_t(x, y + 50, prog, 12, fill="#555"))
        if ch.rules_text:
            out.append(_t(x, y + 66, _short(ch.rules_text, 40), 12, fill="#8b0000"))
    y += 90
    out.append(_t(x, y, f"Draw deck {len(z['survivor_deck'])} · Discard {len(z['survivor_discard'])}", 12))
    out.append(_t(x, y + 16, f"Event deck {len(z['event_deck'])} · Event discard {len(z['event_discard'])}", 12))
    out.append(_t(x, y + 32, f"Incoming {len(z['incoming'])} · Removed {len(z['removed'])}", 12))
    if s.mods:
        out.append(_t(x, y + 48, _short("Today: " + ", ".join(f"{k} {v}" for k, v in s.mods.items()), 40), 12,
                      fill="#8b0000"))
    # ---- locations
    x = 292
    out.append(_t(x, 26, "Locations, Way Ahead", 13, "bold"))
    for i, loc in enumerate(LOCATIONS):
        yy = 40 + i * 58
        tid = f"location:{loc}"
        open_ = f"way:{loc}" in z["ways_open"]
        here = s.location == loc
        cls = "tnb-target" + (" tnb-live" if tid in live else "")
        deck = len(z["area_b"]) if here else len(z[f"loc:{loc}"])
        out.append(f"<g data-target='{tid}' class='{cls}'><title>{escape(loc)}</title>"
                   f"<rect x='{x}' y='{yy}' width='214' height='52' rx='7' fill='{'#fff7d6' if here else '#fffdf6'}' "
                   f"stroke='{'#c0392b' if tid in live else '#2e8b57' if open_ else '#777'}' "
                   f"stroke-width='{3 if here or tid in live else 1.3}'/>")
        out.append(_t(x + 8, yy + 18, loc + (" (here)" if here else ""), 13, "bold"))
        out.append(_t(x + 8, yy + 36, (f"Open · {game.way(loc).cost} Intuition" if open_ else "Way Ahead Blocked")
                      + f" · deck {deck} · scav {len(z[f'scav:{loc}'])}", 12, fill="#2e8b57" if open_ else "#555"))
        out.append("</g>")
    # ---- areas
    x = 518
    y = 12
    y = _row(out, x, y, "Event area", z["events"], game, s, live, "#fdecea", 5)
    y = _row(out, x, y, "Engaged", z["engaged"], game, s, live, "#f9d6d2", 5)
    y = _row(out, x, y, "Hand", z["hand"] + z["in_play"], game, s, live, "#e7f0fb", 5)
    y = _row(out, x, y, "Road market", z["road_market"], game, s, live, "#eef6e9", 5)
    _row(out, x, y, "Location offer", z["location_offer"], game, s, live, "#eef6e9", 5)
    if s.over and s.result:
        out.append(f"<rect x='292' y='400' width='214' height='60' rx='8' fill='{'#2e8b57' if s.result.get('won') else '#8b0000'}'/>")
        out.append(_t(399, 436, "Won" if s.result.get("won") else "Lost", 18, "bold", "#ffffff", "middle"))
    out.append("</svg>")
    return "".join(out)
