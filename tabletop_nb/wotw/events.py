"""Every event type of the game: the rule it applies, its sentence and how it changes the state.

Card moves and shuffles are the kernel's zone events (``cards_moved``, ``zone_shuffled``)."""

from __future__ import annotations

from typing import Any

from ..core.events import Event, EventBook

BOOK = EventBook()


def _words(what: str) -> str:
    return {"hope": "Hope", "health": "Health", "intuition": "Intuition", "shillings": "Shillings",
            "stamina": "Stamina"}.get(what, what)


@BOOK.define("story_chosen", "Game Setup 10-11", lambda e: f"The Journalist begins the story {e.data['title']!r} "
             f"with {e.data['hope']} Hope and {e.data['health']} Health.")
def _story(s: Any, e: Event) -> None:
    s.story = e.data["story"]
    s.hope, s.health = e.data["hope"], e.data["health"]


@BOOK.define("changed", "Keywords", lambda e: f"{_words(e.data['what'])} {'+' if e.data['delta'] > 0 else ''}"
             f"{e.data['delta']} to {e.data['value']}" + (f" ({e.data['why']})" if e.data.get("why") else "") + ".")
def _changed(s: Any, e: Event) -> None:
    setattr(s, e.data["what"], e.data["value"])


@BOOK.define("day_began", "Turn Breakdown 1", lambda e: f"Day {e.data['day']} begins: the Time Tracker moves to "
             f"day {e.data['pos']} of {e.data['title']}.")
def _day(s: Any, e: Event) -> None:
    s.day = e.data["day"]
    s.token = [e.data["card"], e.data["pos"]]
    s.mods = {}


@BOOK.define("phase", "Gameplay Overview", lambda e: f"Step {e.data['n']}: {e.data['name']}.")
def _phase(s: Any, e: Event) -> None:
    s.phase = e.data["name"]


@BOOK.define("victory_drawn", "Victory Conditions", lambda e: f"The Victory card is drawn on day {e.data['day']}: "
             "the Martians are failing.")
def _victory(s: Any, e: Event) -> None:
    s.victory_day = e.data["day"]


@BOOK.define("located", "Turn Breakdown 6", lambda e: "The Journalist is On the Road." if e.data["at"] is None
             else f"The Journalist arrives at {e.data['at']}.")
def _located(s: Any, e: Event) -> None:
    s.location = e.data["at"]


@BOOK.define("damaged", "Keywords: Damage", lambda e: f"{e.data['n']} Damage on {e.data['title']} "
             f"({e.data['total']} of its Energy {e.data['energy']}).")
def _damaged(s: Any, e: Event) -> None:
    if e.data["total"] >= e.data["energy"]:
        s.damage.pop(e.data["card"], None)  # Destroyed: its tokens go back to the supply
    else:
        s.damage[e.data["card"]] = e.data["total"]


@BOOK.define("damage_cleared", "Keywords: Damage", "The Damage tokens on {title} go back to the supply.")
def _cleared(s: Any, e: Event) -> None:
    s.damage.pop(e.data["card"], None)


@BOOK.define("dodged", "Keywords: Dodge", "The Journalist Dodges {title}: it is turned and inactive for the rest of the day.")
def _dodged(s: Any, e: Event) -> None:
    s.dodged[e.data["card"]] = e.data["day"]


@BOOK.define("undodged", "Keywords: Dodge", "The day is over: Dodged cards are turned back and Active again.")
def _undodged(s: Any, e: Event) -> None:
    s.dodged = {}


@BOOK.define("turned", "Turn Breakdown 5", "{title} has Resolved and is turned 90 degrees.")
def _turned(s: Any, e: Event) -> None:
    s.turned.append(e.data["card"])


@BOOK.define("unturned", "Keywords (Remain in Play)", lambda e: f"{e.data['title']} leaves the Event area."
             if e.data.get("quiet") else f"{e.data['title']} Remains in Play and is turned back.")
def _unturned(s: Any, e: Event) -> None:
    s.turned.remove(e.data["card"])


@BOOK.define("engaged_at", "Keywords: Engage", "{title} Engages the Journalist.")
def _engaged_at(s: Any, e: Event) -> None:
    s.engaged_on[e.data["card"]] = e.data["day"]


@BOOK.define("disengaged", "Keywords: Engage", "{title} is no longer Engaged.")
def _disengaged(s: Any, e: Event) -> None:
    s.engaged_on.pop(e.data["card"], None)


@BOOK.define("mod", "The Golden Rule", lambda e: f"{e.data['title']}: {e.data['says']} for the rest of the day.")
def _mod(s: Any, e: Event) -> None:
    s.mods[e.data["key"]] = e.data["value"]


@BOOK.define("progress", "Component Overview: Story deck", lambda e: f"Story objective: {e.data['key']} "
             f"now {e.data['value']}.")
def _progress(s: Any, e: Event) -> None:
    if e.data["value"] is None:
        s.progress = {}
    else:
        s.progress[e.data["key"]] = e.data["value"]


@BOOK.define("chapter_done", "Component Overview: Story deck", lambda e: f"Chapter {e.data['number']} "
             f"({e.data['title']!r}) is complete: {e.data['outcome']}")
def _chapter(s: Any, e: Event) -> None:
    s.progress = {}


@BOOK.define("note", "", "{text}")
def _note(s: Any, e: Event) -> None:
    return None


@BOOK.define("laid_out", "Components", "The components are laid out: every deck in its place.")
def _laid_out(s: Any, e: Event) -> None:
    s.zones = {k: list(v) for k, v in e.data["zones"].items()}
