"""The table as SVG: a pure function of the state, the rules, the seat looking and the live targets.

Each side's panel: pioche (a count, face down), défausse (face up, its cards listed), hand (face up for its
owner, backs for the other seat), cards in play (tokens, « inclinée » when its Action was used); the NCG's
zone de score. Clickable cards carry ``data-target="card:<id>"`` (and the pioche ``deck:<side>``) the way
tabletop_nb.ui.board expects. Every text is at least 12 px.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from .words import SIDE_NAMES

if TYPE_CHECKING:
    from .game import Tomorrow2023Game

W, H = 980, 610
SIDE_COLORS = ("#2a7f62", "#5b4b8a")
KIND_FR = {"event": "évènement", "leader": "leader", "agent": "agent"}
CW, CH = 104, 96


def _wrap(text: str, width: int = 14) -> list[str]:
    words, lines, cur = text.split(), [], ""
    for w in words:
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}".strip()
    if cur:
        lines.append(cur)
    return lines[:3]


def _card(game: "Tomorrow2023Game", c: str, x: float, y: float, live: set[str], tokens: int | None = None,
          used: bool = False) -> str:
    card = game.cat[c]
    tid = f"card:{c}"
    cls = "tnb-target" + (" tnb-live" if tid in live else "")
    stroke = "#d4a017" if tid in live else "#333"
    fill = "#fff8e6" if card.kind == "event" else "#e9f2ff"
    title = card.text_fr if game.lang == "fr" else card.text_en
    out = [f"<g data-target='{tid}' class='{cls}'><title>{escape(card.fr)} — {escape(title)}</title>",
           f"<rect x='{x}' y='{y}' width='{CW}' height='{CH}' rx='7' fill='{fill}' stroke='{stroke}' "
           f"stroke-width='{3 if tid in live else 1}'" + (" stroke-dasharray='6,3'" if used else "") + "/>"]
    for i, line in enumerate(_wrap(card.fr)):
        out.append(f"<text x='{x + 6}' y='{y + 17 + 14 * i}' font-size='12' font-weight='bold' fill='#111'>"
                   f"{escape(line)}</text>")
    kind = KIND_FR[card.kind] if game.lang == "fr" else card.kind
    extra = " · Action" if card.ability == "action" else " · auto" if card.ability == "start" else ""
    if card.reaction:
        extra = " · Réaction"
    out.append(f"<text x='{x + 6}' y='{y + CH - 24}' font-size='12' fill='#333'>{escape(kind + extra)}</text>")
    icons = ("!" if card.arrest else "") + (" ▭" if card.custom else "")
    out.append(f"<text x='{x + 6}' y='{y + CH - 8}' font-size='12' fill='#333'>{card.cost} cr. {icons}</text>")
    if tokens is not None:
        out.append(f"<circle cx='{x + CW - 16}' cy='{y + CH - 16}' r='12' fill='#e0b000' stroke='#333'/>"
                   f"<text x='{x + CW - 16}' y='{y + CH - 12}' font-size='12' text-anchor='middle' "
                   f"font-weight='bold'>{tokens}</text>")
    if used:
        out.append(f"<text x='{x + CW - 6}' y='{y + 14}' font-size='12' text-anchor='end' fill='#a00'>"
                   f"{'inclinée' if game.lang == 'fr' else 'used'}</text>")
    out.append("</g>")
    return "".join(out)


def _back(x: float, y: float) -> str:
    return (f"<rect x='{x}' y='{y}' width='{CW}' height='{CH}' rx='7' fill='#555' stroke='#222'/>"
            f"<text x='{x + CW / 2}' y='{y + CH / 2 + 5}' font-size='16' text-anchor='middle' fill='#eee'>?</text>")


def board_svg(game: "Tomorrow2023Game", seat: int | None, live: set[str]) -> str:
    s, r, fr = game.state, game.rules, game.lang == "fr"
    out = [f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {W} {H}' width='{W}' height='{H}' "
           f"font-family='sans-serif' font-size='12' class='tnb-tomorrow2023'>",
           f"<rect x='0' y='0' width='{W}' height='{H}' rx='10' fill='#f4f1ea' stroke='#8a7f6a'/>"]
    who = SIDE_NAMES[s.side]
    head = (f"Tomorrow (2023) — tour {s.turn}, à {who} de jouer, action {s.action}/{r.actions_per_turn}" if fr else
            f"Tomorrow (2023) — turn {s.turn}, {who} to play, action {s.action}/{r.actions_per_turn}")
    if seat is not None:
        head += f" — vue {SIDE_NAMES[seat]}" if fr else f" — {SIDE_NAMES[seat]}'s view"
    out.append(f"<text x='16' y='22' font-size='15' font-weight='bold' fill='#222'>{escape(head)}</text>")
    score = (f"Influence {game.influence()}/{r.influence_to_win} · arrestations {game.arrests()}/{r.leaders_to_arrest}"
             f" · réserve : {game.influence_reserve()} influence, {game.credit_reserve()} crédits" if fr else
             f"Influence {game.influence()}/{r.influence_to_win} · arrests {game.arrests()}/{r.leaders_to_arrest}"
             f" · reserve: {game.influence_reserve()} influence, {game.credit_reserve()} crédits")
    out.append(f"<text x='16' y='42' font-size='13' fill='#222'>{escape(score)}</text>")
    for side in (0, 1):
        y0 = 54 + side * 270
        col = SIDE_COLORS[side]
        out.append(f"<rect x='8' y='{y0}' width='{W - 16}' height='262' rx='8' fill='{col}' fill-opacity='0.12' "
                   f"stroke='{col}'/>")
        name = ("Dragonflies (rebelles)" if side == 0 else "NCG (gouvernement)") if fr else \
               ("Dragonflies (rebels)" if side == 0 else "NCG (government)")
        bold = " ◀" if s.side == side and not s.over else ""
        extra = f" · {s.pool} influence devant eux" if side == 0 and s.pool else ""
        out.append(f"<text x='18' y='{y0 + 20}' font-size='14' font-weight='bold' fill='{col}'>{escape(name)}{bold}"
                   f"</text><text x='260' y='{y0 + 20}' font-size='13' fill='#222'>{s.credits[side]} crédits"
                   f"{escape(extra)}</text>")
        # pioche: face down, a count only
        tid = f"deck:{side}"
        cls = "tnb-target" + (" tnb-live" if tid in live else "")
        n = len(s.zones[f"deck:{side}"])
        out.append(f"<g data-target='{tid}' class='{cls}'><rect x='18' y='{y0 + 32}' width='90' height='{CH}' rx='7' "
                   f"fill='#555' stroke='{'#d4a017' if tid in live else '#222'}' "
                   f"stroke-width='{3 if tid in live else 1}'/>"
                   f"<text x='63' y='{y0 + 75}' font-size='13' text-anchor='middle' fill='#fff'>"
                   f"{'pioche' if fr else 'pioche'}</text><text x='63' y='{y0 + 93}' font-size='13' "
                   f"text-anchor='middle' fill='#fff'>{n} {'cartes' if fr else 'cards'}</text></g>")
        # défausse: face up, listed
        disc = s.zones[f"discard:{side}"]
        out.append(f"<text x='18' y='{y0 + 150}' font-size='13' font-weight='bold' fill='#222'>"
                   f"{'défausse' if fr else 'défausse'} ({len(disc)})</text>")
        for i, c in enumerate(disc[:6]):
            out.append(f"<text x='18' y='{y0 + 167 + 15 * i}' font-size='12' fill='#222'>"
                       f"{escape(game.cat[c].fr)}</text>")
        if len(disc) > 6:
            out.append(f"<text x='18' y='{y0 + 167 + 15 * 6}' font-size='12' fill='#222'>… +{len(disc) - 6}</text>")
        # hand
        hand = s.zones[f"hand:{side}"]
        out.append(f"<text x='170' y='{y0 + 44}' font-size='12' fill='#222'>{'main' if fr else 'main (hand)'}"
                   f" ({len(hand)})</text>")
        for i, c in enumerate(hand):
            x = 170 + i * (CW + 8)
            out.append(_card(game, c, x, y0 + 50, live) if seat is None or seat == side else _back(x, y0 + 50))
        # in play
        play = s.zones[f"play:{side}"]
        out.append(f"<text x='170' y='{y0 + 160}' font-size='12' fill='#222'>{'en jeu' if fr else 'in play'}"
                   f" ({len(play)})</text>")
        for i, c in enumerate(play):
            out.append(_card(game, c, 170 + i * (CW + 8), y0 + 164, live,
                             tokens=s.tokens.get(c) if side == 0 else None, used=c in s.used))
        if side == 1:
            sc = s.zones["score:1"]
            out.append(f"<text x='{W - 3 * (CW + 8) - 14}' y='{y0 + 160}' font-size='12' fill='#222'>zone de score "
                       f"({len(sc)})</text>")
            for i, c in enumerate(sc):
                out.append(_card(game, c, W - 3 * (CW + 8) - 14 + i * (CW + 8), y0 + 164, live))
    d = s.pending
    if s.over and s.result:
        rebels = s.result["winner"] == "rebels"
        msg = ("Fin de partie : " if fr else "Game over: ") + ("Dragonflies" if rebels else "NCG") \
            + ((" gagnent." if rebels else " gagne.") if fr else (" win." if rebels else " wins."))
    elif d is not None:
        msg = f"{SIDE_NAMES[d.who] if d.who is not None else ''} : " + (d.prompt if seat is None or seat == d.who else
                                                                         ("réfléchit…" if fr else "is deciding…"))
    else:
        msg = ""
    out.append(f"<text x='16' y='{H - 12}' font-size='13' font-weight='bold' fill='#111'>{escape(msg)}</text>")
    out.append("</svg>")
    return "".join(out)
