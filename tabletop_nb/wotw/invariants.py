"""What must always hold (the contract test calls it after every event)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import LOCATIONS

if TYPE_CHECKING:
    from .game import WotWGame


_SURVIVOR_ZONES = ("hand", "in_play", "survivor_deck", "survivor_discard", "removed")
_EVENT_ZONES = ("events", "engaged", "event_deck", "event_discard", "removed")
_TIME_ZONES = ("time_line", "time_deck", "time_box", "time_bottom")  # time_box and time_bottom: Game Setup 5 only


def home_zones(game: WotWGame, c: str) -> tuple[str, ...]:
    """The zones card ``c`` may be in at some point of a game (Components, Game Setup, the day's steps; every
    ruling's alternative included): a card of one kind never lies in another kind's deck or pile."""
    if c in game.survivors:
        deck = game.survivors[c].deck
        if deck == "The Road":
            return _SURVIVOR_ZONES + ("road_deck", "road_market")
        if deck in LOCATIONS:
            return _SURVIVOR_ZONES + (f"scav:{deck}", "location_offer")
        if deck.startswith("story:"):
            return _SURVIVOR_ZONES + ("story_cards",)
        return _SURVIVOR_ZONES
    if c in game.events:
        deck = game.events[c].deck
        if deck == "Incoming":
            return _EVENT_ZONES + ("incoming",)
        if deck in LOCATIONS:
            return _EVENT_ZONES + (f"loc:{deck}", f"loc_discard:{deck}", "area_b")
        return _EVENT_ZONES
    if c in game.chapters:
        return ("story", "story_done") if game.chapters[c].story == game.story_key else ("box",)
    if c in game.time_cards:
        return _TIME_ZONES
    if c in game.ways:
        return ("ways", "ways_open", "ways_blocked")
    return ("survivor_card",)


def problems(game: WotWGame, settled: bool = True) -> list[str]:
    """Every broken invariant in words. ``settled=False`` (a state between two events of one action, as the soak
    replays the log) leaves out what holds only once an action's events are all applied."""
    s = game.state
    out: list[str] = []
    if not s.zones:
        return out
    homes = game.tables.homes.get(game.story_key)
    if homes is None:
        homes = game.tables.homes[game.story_key] = {c: frozenset(home_zones(game, c)) for c in game.by_id}
    seen: dict[str, str] = {}
    for zn, cards in s.zones.items():  # each card once, and only in a zone its kind goes to
        for c in cards:
            if c in seen:
                out.append(f"{c} is in both {seen[c]} and {zn}")
            seen[c] = zn
            home = homes.get(c)
            if home is not None and zn not in home:
                out.append(f"{c} ({game.titles[c]}) is in {zn}, where a card of its kind never goes")
    here = s.location
    for zn in ("area_b", "location_offer"):  # (between two events of a Travel, the Journalist is nowhere)
        decks = {getattr(game.by_id.get(c), "deck", None) for c in s.zones.get(zn, ())}
        if len(decks) > 1 or (here is not None and decks - {here}):
            out.append(f"{zn} holds cards of {sorted(map(str, decks))}, but the Journalist is at {here or 'no Location'}")
    won = [c for c in s.zones.get("story", []) + s.zones.get("story_done", []) if game.chapters[c].victory]
    if any(c not in s.zones["story"] for c in won):
        out.append(f"the Victory chapter {won} has left the Story deck (it is the story's last card)")
    tc = s.token[0] if isinstance(s.token, list) and s.token else ""
    if tc and tc not in s.zones.get("time_line", ()):
        out.append(f"the Time Tracker is on {tc}, which is not in the time line")
    d = s.pending
    if settled and d is not None and d.kind in ("play", "travel", "purchase") and s.zones.get("in_play"):
        out.append(f"{s.zones['in_play']} still in play at the {d.kind} question (a card Played is Resolved first)")
    if settled and not s.over and game.rules.trackers_floor == "instant_loss" and (s.hope == 0 or s.health == 0):
        out.append("Hope or Health is at 0 but the game goes on (ruling trackers_floor='instant_loss')")
    missing = homes.keys() - seen.keys()  # (homes: every card of the component list, by id)
    extra = seen.keys() - homes.keys()
    if missing:
        out.append(f"cards nowhere: {sorted(missing)[:5]}")
    if extra:
        out.append(f"cards not in the component list: {sorted(extra)[:5]}")
    # (each zone holds only its kind of card, a Location's deck and piles only its cards: the home check above)
    z = s.zones
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
