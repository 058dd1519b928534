"""What must always hold (the contract test calls it after every event)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import LOCATIONS

if TYPE_CHECKING:
    from .flow import Flow as WotWGame


def problems(game: WotWGame) -> list[str]:
    s = game.state
    out: list[str] = []
    if not s.zones:
        return out
    seen: dict[str, str] = {}
    for zn, cards in s.zones.items():
        for c in cards:
            if c in seen:
                out.append(f"{c} is in both {seen[c]} and {zn}")
            seen[c] = zn
    every = set(game.survivors) | set(game.events) | set(game.chapters) | set(game.time_cards) | set(game.ways) \
        | {game.character.name}
    missing = every - set(seen)
    extra = set(seen) - every
    if missing:
        out.append(f"cards nowhere: {sorted(missing)[:5]}")
    if extra:
        out.append(f"cards not in the component list: {sorted(extra)[:5]}")
    # each zone holds only its kind of card
    z = s.zones
    for loc in LOCATIONS:
        for c in z[f"loc:{loc}"] + z[f"loc_discard:{loc}"]:
            if game.card(c).deck != loc:
                out.append(f"{c} is in the {loc} Location deck or pile but belongs to {game.card(c).deck}")
        for c in z[f"scav:{loc}"]:
            if game.card(c).deck != loc:
                out.append(f"{c} is in the {loc} Scavenging deck but belongs to {game.card(c).deck}")
    if len(z["ways_open"]) + len(z["ways_blocked"]) + len(z["ways"]) != 6:
        out.append("there must be 6 Way Ahead cards")
    for what, limit in (("intuition", game.rules.intuition_tokens), ("shillings", game.rules.shilling_tokens),
                        ("stamina", game.rules.stamina_tokens), ("hope", game.rules.track_max),
                        ("health", game.rules.track_max)):
        v = getattr(s, what)
        if not 0 <= v <= limit:
            out.append(f"{what} is {v}, outside 0..{limit}")
    for c, n in s.damage.items():
        if c not in z["events"] and c not in z["engaged"]:
            out.append(f"Damage tokens on {c}, which is not in the Event or Engagement area")
        elif not 0 < n < game.card(c).energy:
            out.append(f"{c} has {n} Damage against Energy {game.card(c).energy} (it should be Destroyed)")
    for c, day in s.dodged.items():
        if day != s.day:
            out.append(f"{c} was Dodged on day {day} and is still inactive on day {s.day}")
    for c in s.turned:
        if c not in z["events"]:
            out.append(f"{c} is marked turned but is not in the Event area")
    for c in s.engaged_on:
        if c not in z["engaged"]:
            out.append(f"{c} is marked Engaged but is not in the Engagement area")
    if s.location is not None and s.location not in LOCATIONS:
        out.append(f"unknown location {s.location}")
    if s.location is not None and z[f"loc:{s.location}"]:
        out.append(f"the Journalist is at {s.location} but its Location deck is not in area b")
    if len(z["hand"]) and s.phase not in ("Draw 5 Survivor cards", "Play or Discard all Survivor cards",
                                          "Draw Event cards", "Start of Day"):
        out.append(f"cards still in hand during {s.phase}")
    return out
