"""The cards: the effect vocabulary (the one registry, ``EFFECTS``), one dataclass per kind, loaded and checked
by core.load_cards, and the card tables of a setup, checked against the component list.

Card text is data: every effect is a name from the registry with its arguments, so the 190-odd cards need no
code of their own. ``name`` is a card's id (unique in the whole game); ``title`` is what is printed on it.

The effects (the Golden Rule: a card's effect may bend a rule of the book for the day, through ``mods`` the
rule code consults): each is ``fn(game, card, **args)``; ``card`` is the id of the card whose text Resolves.
Effects that need a choice ask it (``game.ask_target``); the game's answer method (``answer_target``,
``answer_either``, keywords.py) finishes the effect, and the rest of the card's text carries on
(``game.run_effects(card, key, index + 1)``).
"""

from __future__ import annotations

import dataclasses
import functools
import pathlib
from dataclasses import dataclass, field
from typing import Any, Callable, Literal

from ..core.cards import Effects, FieldError, in_sets, load_cards, merge_cards, plain_cards
from ..core.errors import DataError
from ..core.events import Event
from ..core.game import Choose
from .actions import Buy, Discard, OneEach, Play, Target, Travel

DATA = pathlib.Path(__file__).with_name("data")
LOCATIONS = ("Horsell Common", "Weybridge", "Leatherhead", "London", "Greenwich", "The Coast")
TRAITS = ("Contact", "Money", "Knowledge", "Weapon", "Skill", "Spirit", "Medical", "Food", "Transport", "Map",
          "Tool", "Story", "Martian", "Human", "Hazard", "Horror", "Opportunity")
Effect = dict[str, Any]
STORIES = ("dispatch", "brother", "machine")
# The component list (Components): what every game must hold, card for card.
COMPONENTS = {"J": 10, "The Road": 15, "Event": 30, "Incoming": 15, "story survivor": 6, "time": 7, "ways": 6,
              **{f"location:{loc}": 9 for loc in LOCATIONS}, **{f"scavenging:{loc}": 9 for loc in LOCATIONS}}

# ------------------------------------------------------------------ the effect vocabulary (the one registry)

EFFECTS = Effects("wotw")
RES = ("hope", "health", "intuition", "shillings", "stamina")
Resource = Literal["hope", "health", "intuition", "shillings", "stamina"]


def _res(resource: str) -> str:
    if resource not in RES:
        raise ValueError(f"resource must be one of {', '.join(RES)}, not {resource!r}")
    return resource


@EFFECTS.effect("gain", section="Keywords")
def gain(game: Any, card: str, resource: Resource, n: int) -> None:
    game.change(_res(resource), n, game.titles[card])


@EFFECTS.effect("lose", section="Keywords")
def lose(game: Any, card: str, resource: Resource, n: int) -> None:
    game.change(_res(resource), -n, game.titles[card])


@EFFECTS.effect("lose_per", section="Keywords: Engage")
def lose_per(game: Any, card: str, resource: Resource, n: int, trait: str) -> None:
    count = sum(1 for c in game.state.zones["engaged"] if trait in game.by_id[c].traits)
    if count:
        game.change(_res(resource), -n * count, f"{game.titles[card]}: {count} Engaged {trait}")


@EFFECTS.effect("lose_either", section="Keywords")
def lose_either(game: Any, card: str, hope: int, health: int) -> None:
    game.ask(0, "choice", f"{game.titles[card]}: lose {hope} Hope or {health} Health", "Keywords: Resolve",
             options=[Choose("hope"), Choose("health")], then="either",
             args=(card, *game.ctx_args(), hope, health))


@EFFECTS.effect("draw", section="Keywords: Draw")
def draw(game: Any, card: str, n: int) -> None:
    game.draw_survivors(n, game.titles[card])


@EFFECTS.effect("engage", section="Keywords: Engage")
def engage(game: Any, card: str) -> None:
    game.engage(card)


@EFFECTS.effect("remove_self", section="Keywords (Remove)")
def remove_self(game: Any, card: str) -> None:
    game.remove(card, "its text says Remove this card")


@EFFECTS.effect("add_incoming", section="Component Overview: Incoming cards")
def add_incoming(game: Any, card: str, n: int) -> None:
    game.add_incoming(n, game.titles[card])


@EFFECTS.effect("draw_event", section="Turn Breakdown 2")
def draw_event(game: Any, card: str, n: int) -> None:
    for _ in range(n):
        game.schedule(("draw_event", ("Event",)), first=True)


@EFFECTS.effect("block_way", section="Component Overview: Way Ahead Blocked cards")
def block_way(game: Any, card: str, location: str = "") -> None:
    game.block_way(location, game.titles[card])


@EFFECTS.effect("open_way", section="Component Overview: Way Ahead Blocked cards")
def open_way(game: Any, card: str, location: str = "") -> None:
    if location:
        game.open_way(location, game.titles[card])
        return
    game.ask_target(card, "open_way", [f"way:{loc}" for loc in game.blocked()], (),
                    "choose a Blocked Way Ahead to turn Open")


@EFFECTS.effect("travel_mod", section="Turn Breakdown 6")
def travel_mod(game: Any, card: str, n: int) -> None:
    game.set_mod("travel_mod", game.state.mods.get("travel_mod", 0) + n, card,
                 f"Travel costs {'+' if n > 0 else ''}{n} Intuition")


@EFFECTS.effect("blocked_ok", section="The Golden Rule")
def blocked_ok(game: Any, card: str) -> None:
    game.set_mod("blocked_ok", 1, card, "you may Travel to a Blocked Location")


@EFFECTS.effect("no_evade", section="The Golden Rule")
def no_evade(game: Any, card: str) -> None:
    game.set_mod("no_evade", 1, card, "Engaged cards cannot be Evaded")


@EFFECTS.effect("gain_card", section="Component Overview: Survivor cards")
def gain_card(game: Any, card: str, name: str) -> None:
    game.gain_card(name)


@EFFECTS.effect("damage", section="Keywords: Damage")
def damage(game: Any, card: str, n: int, bonus_trait: str = "", bonus: int = 0) -> None:
    game.ask_target(card, "damage", game.damageable(), (("n", n), ("bonus_trait", bonus_trait), ("bonus", bonus)),
                    f"choose a card to take {n} Damage")


@EFFECTS.effect("damage_all", section="Keywords: Damage")
def damage_all(game: Any, card: str, n: int, trait: str = "") -> None:
    for c in game.damageable():
        if not trait or trait in game.by_id[c].traits:
            game.do_damage(c, n, card)


@EFFECTS.effect("dodge", section="Keywords: Dodge")
def dodge(game: Any, card: str) -> None:
    game.ask_target(card, "dodge", [c for c in game.state.zones["engaged"] if c not in game.state.dodged], (),
                    "choose an Engaged card to Dodge")


@EFFECTS.effect("evade", section="Keywords: Evade")
def evade(game: Any, card: str, trait: str = "") -> None:
    if game.state.mods.get("no_evade"):
        game.note(f"{game.titles[card]} cannot Evade today (a card says so: the Golden Rule).")
        return
    game.ask_target(card, "evade", [c for c in game.state.zones["engaged"]
                                    if not trait or trait in game.by_id[c].traits], (("trait", trait),),
                    "choose an Engaged card to Evade")


@EFFECTS.effect("discard_event", section="Keywords: Discard")
def discard_event(game: Any, card: str, trait: str = "") -> None:
    s = game.state
    cands = [c for c in s.zones["events"] if c not in s.turned and c != card] + list(s.zones["engaged"])
    game.ask_target(card, "discard", [c for c in cands if not trait or trait in game.by_id[c].traits],
                    (("trait", trait),), "choose an Event or Engaged card to Discard")


# ------------------------------------------------------------------ the cards

@dataclass(frozen=True)
class Character:
    """The Survivor card: starting characteristics, Strengths and Weaknesses (triggered by play)."""
    name: str
    initial: str
    hope: int
    health: int
    strengths: str
    weaknesses: str
    # each: {"on": "play_trait" | "draw_trait", "trait": ..., "effects": [...]}
    triggers: tuple[dict[str, Any], ...] = ()
    set: str = "base"


@dataclass(frozen=True)
class SurvivorCard:
    """A card of the Survivor deck: the 10 starting cards, Scavenging cards and Story survivor cards."""
    name: str
    title: str
    deck: str  # "J" (starting deck), "The Road", a Location, or "story:<key>"
    text: str
    effects: tuple[Effect, ...] = ()
    cost: int = 0  # Shillings to Purchase (Scavenging cards)
    spend: dict[str, int] = field(default_factory=dict)  # what Playing it Spends
    traits: tuple[str, ...] = ()
    set: str = "base"


@dataclass(frozen=True)
class EventCard:
    """An Event, Incoming or Location card: Immediate text (down to the line), Events step text, activation."""
    name: str
    title: str
    deck: str  # "Event", "Incoming" or a Location
    text: str
    immediate: tuple[Effect, ...] = ()
    effects: tuple[Effect, ...] = ()
    activation: tuple[Effect, ...] = ()  # what it does each day while Engaged (step 7)
    energy: int = 0  # 0: no Energy hexagon (cannot be Damaged)
    remain: bool = False  # Remain in Play
    traits: tuple[str, ...] = ()
    set: str = "base"


@dataclass(frozen=True)
class Chapter:
    """One Chapter card of a Story deck."""
    name: str
    story: str
    story_title: str
    number: int
    title: str
    text: str
    objective: dict[str, Any] = field(default_factory=dict)  # {} on the Victory chapter
    objective_text: str = ""
    outcome: tuple[Effect, ...] = ()
    outcome_text: str = ""
    rules_text: str = ""  # additional rules while the chapter is in play
    travel_mod: int = 0
    extra_events: int = 0
    daily: tuple[Effect, ...] = ()  # at the end of every day while in play
    victory: bool = False
    set: str = "base"


@dataclass(frozen=True)
class TimeCard:
    name: str
    title: str
    days: int  # 0: the Victory card
    kind: Literal["diary", "days", "victory"]
    set: str = "base"


@dataclass(frozen=True)
class WayAhead:
    name: str
    location: str
    cost: int  # Intuition to Travel there
    set: str = "base"


class Titles(dict[str, str]):
    """What is printed on each card, by id; an id that is no card's (a Location named as a way) loses its prefix."""

    def __missing__(self, c: str) -> str:
        return c.removeprefix("way:")


class CardTables:
    """The cards of one setup (its card sets and own cards), by id: derived from the setup alone, never flow
    state, so every game of the same cards shares them (and each card text is prepared once)."""

    def __init__(self, character: Character, survivors: dict[str, SurvivorCard], events: dict[str, EventCard],
                 chapters: dict[str, Chapter], time_cards: dict[str, TimeCard], ways: dict[str, WayAhead]) -> None:
        self.character = character
        self.survivors = survivors
        self.events = events
        self.chapters = chapters
        self.time_cards = time_cards
        self.ways = ways
        self.by_id: dict[str, Any] = {**survivors, **events, **chapters, **time_cards, **ways,
                                      character.name: character}
        # what is printed on each card (a card without a title is named by its id)
        self.titles = Titles({c: getattr(obj, "title", None) or c for c, obj in self.by_id.items()})
        # the options naming a card (or a Location), one object each
        self.plays, self.discards, self.buys = OneEach(Play), OneEach(Discard), OneEach(Buy)
        self.targets, self.travels = OneEach(Target), OneEach(Travel)
        # card texts as (effect function, args) pairs, prepared when first Resolved (Keywords.compiled)
        self.compiled: dict[tuple[str, str], tuple[tuple[Callable[..., Any], dict[str, Any]], ...]] = {}
        # Game Setup's components laid out (the event), per game class and story (Flow.lay_out_fast)
        self.laid_out: dict[tuple[type, str], Event] = {}
        # the Survivor's triggered texts per kind ("play_trait", "draw_trait") and traits (Keywords.trigger_fast)
        self.triggered: dict[tuple[str, tuple[str, ...]], tuple[str, ...]] = {}
        # the shared records of the events games repeat, per game class (Keywords.move_fast, change_fast; see
        # Game.record_again): their sentences name these cards' titles
        self.told: dict[type, dict[tuple[Any, ...], Event]] = {}
        # the zones each card may be in, per story (invariants.home_zones, asked of every card after every edit)
        self.homes: dict[str, dict[str, frozenset[str]]] = {}

    def component_counts(self) -> dict[str, int]:
        out: dict[str, int] = {}

        def add(k: str) -> None:
            out[k] = out.get(k, 0) + 1

        for c in self.survivors.values():
            add("J" if c.deck == "J" else "The Road" if c.deck == "The Road" else "story survivor"
                if c.deck.startswith("story:") else f"scavenging:{c.deck}")
        for e in self.events.values():
            add(e.deck if e.deck in ("Event", "Incoming") else f"location:{e.deck}")
        out["time"] = len(self.time_cards)
        out["ways"] = len(self.ways)
        return out


OBJECTIVES = {"endure": ("n",), "reach": ("location",), "destroy": ("trait", "n"), "pay": ("n",)}


def _check_effects(effs: Any, where: str) -> str | None:
    for i, e in enumerate(effs):
        if not isinstance(e, dict) or set(e) - {"effect", "args"} or "effect" not in e:
            return f"{where}: effect #{i} must be an object with 'effect' and optional 'args'"
        try:
            EFFECTS.check(e["effect"], e.get("args", {}), f"{where}[{i}].args")
        except FieldError as err:
            return f"{err.field}: {err.text}"
    return None


TRIGGER_ON = ("play_trait", "draw_trait")  # a Survivor card played, an Event card drawn into the Event area
NUMBER_MAX = 999  # a card's cost, Energy, Spend: beyond any track or token supply


def _check_set(c: Any) -> str | None:
    if not c.set.strip():
        return "set: a card set is named by a non-empty text ('base' for the box)"
    return None


def _check_character(c: Character) -> str | None:
    if c.initial != "J":
        return "initial: the Survivor's starting deck is 'J' (the 10 starting cards; Game Setup 10)"
    for key in ("hope", "health"):
        v = getattr(c, key)
        if not 1 <= v <= 99:
            return f"{key}: a starting value from 1 to 99 (the track's end is the rule track_max), not {v}"
    for i, t in enumerate(c.triggers):
        where = f"triggers[{i}]"
        if set(t) != {"on", "trait", "effects"}:
            return (f"{where}: a trigger is an object with exactly 'on', 'trait' and 'effects' (missing "
                    f"{sorted(map(str, {'on', 'trait', 'effects'} - set(t)))}, unknown {sorted(map(str, set(t) - {'on', 'trait', 'effects'}))})")
        if not isinstance(t["on"], str) or t["on"] not in TRIGGER_ON:
            return f"{where}.on: must be one of {', '.join(map(repr, TRIGGER_ON))}, not {t['on']!r}"
        if not isinstance(t["trait"], str) or t["trait"] not in TRAITS:
            return f"{where}.trait: unknown trait {t['trait']!r}"
        if not isinstance(t["effects"], (list, tuple)) or not t["effects"]:
            return f"{where}.effects: a non-empty list of effects"
        p = _check_effects(t["effects"], f"{where}.effects")
        if p:
            return p
    return _check_set(c)


def _check_survivor(c: SurvivorCard) -> str | None:
    if not (c.deck in ("J", "The Road") or c.deck in LOCATIONS
            or (c.deck.startswith("story:") and len(c.deck) > 6)):
        return f"deck: 'J', 'The Road', a Location ({', '.join(LOCATIONS)}) or 'story:<key>', not {c.deck!r}"
    if c.cost < 0 or c.cost > NUMBER_MAX:
        return f"cost: a whole number from 0 to {NUMBER_MAX}"
    for k, v in c.spend.items():
        if k not in ("intuition", "shillings", "stamina", "hope", "health") or not isinstance(v, int) or v < 1:
            return f"spend: {k!r} must be a resource with a positive whole number"
    for t in c.traits:
        if t not in TRAITS:
            return f"traits: unknown trait {t!r}"
    return _check_effects(c.effects, "effects") or _check_set(c)


def _check_event(c: EventCard) -> str | None:
    if c.deck not in ("Event", "Incoming") and c.deck not in LOCATIONS:
        return f"deck: 'Event', 'Incoming' or a Location ({', '.join(LOCATIONS)}), not {c.deck!r}"
    if c.energy < 0 or c.energy > NUMBER_MAX:
        return f"energy: a whole number from 0 to {NUMBER_MAX}"
    for t in c.traits:
        if t not in TRAITS:
            return f"traits: unknown trait {t!r}"
    for key in ("immediate", "effects", "activation"):
        p = _check_effects(getattr(c, key), key)
        if p:
            return p
    return _check_set(c)


def _check_chapter(c: Chapter) -> str | None:
    if not c.story.strip():
        return "story: the key of the story the chapter belongs to (a non-empty text)"
    if not 1 <= c.number <= 99:
        return f"number: a chapter's place in its story, from 1 to 99, not {c.number}"
    if not -20 <= c.travel_mod <= 20:
        return f"travel_mod: a change of the Travel cost from -20 to 20, not {c.travel_mod}"
    if not 0 <= c.extra_events <= 10:
        return f"extra_events: from 0 to 10 more Event cards a day, not {c.extra_events}"
    if c.victory != (not c.objective):
        return "objective: every chapter but the Victory chapter has an objective"
    if c.objective:
        kind = c.objective.get("kind")
        if not isinstance(kind, str) or kind not in OBJECTIVES:
            return f"objective: kind must be one of {', '.join(OBJECTIVES)}"
        for a in OBJECTIVES[kind]:
            if a not in c.objective:
                return f"objective: {kind!r} needs {a!r}"
            v = c.objective[a]
            if a == "n" and (type(v) is not int or not 0 <= v <= 1000):
                return f"objective: {a!r} must be a whole number from 0 to 1000, not {v!r}"
            if a == "trait" and (not isinstance(v, str) or v not in TRAITS):
                return f"objective: unknown trait {v!r}"
            if a == "location" and (not isinstance(v, str) or v not in LOCATIONS):
                return f"objective: unknown location {v!r}"
        extra = set(c.objective) - {"kind", *OBJECTIVES[kind]}
        if extra:
            return f"objective: {kind!r} takes {', '.join(OBJECTIVES[kind])}, not {sorted(map(str, extra))}"
    for key in ("outcome", "daily"):
        p = _check_effects(getattr(c, key), key)
        if p:
            return p
    return _check_set(c)


def _check_time(c: TimeCard) -> str | None:
    if c.kind == "victory" and c.days != 0:
        return "days: the Victory card counts no days (0)"
    if c.kind != "victory" and not 1 <= c.days <= 99:
        return f"days: a {c.kind} card counts 1 to 99 days, not {c.days}"
    return _check_set(c)


def _check_way(c: WayAhead) -> str | None:
    if c.location not in LOCATIONS:
        return f"location: one of {', '.join(LOCATIONS)}, not {c.location!r}"
    if c.name != f"way:{c.location}":
        return f"name: a Way Ahead card is named 'way:' and its Location ({'way:' + c.location!r}), not {c.name!r}"
    if not 0 <= c.cost <= 99:
        return f"cost: the Intuition to Travel there, from 0 to 99, not {c.cost}"
    return _check_set(c)


KINDS: dict[str, tuple[type, Any]] = {
    "character": (Character, _check_character), "survivor": (SurvivorCard, _check_survivor),
    "events": (EventCard, _check_event), "stories": (Chapter, _check_chapter), "time": (TimeCard, _check_time),
    "ways": (WayAhead, _check_way),
}


def load_kind(kind: str, source: Any, file: str) -> dict[str, Any]:
    cls, check = KINDS[kind]
    return load_cards(source, cls, file=file, check=check)


@functools.lru_cache(maxsize=1)
def shipped() -> dict[str, dict[str, Any]]:
    """Our reconstructed card files (cached; the objects are frozen)."""
    return {k: load_kind(k, DATA / f"{k}.json", f"{k}.json") for k in KINDS}


def catalogue(own: dict[str, Any] | None = None) -> dict[str, dict[str, Any]]:
    """Shipped cards with a user's own files merged in (a card of the same name replaces ours)."""
    base = shipped()
    if not own:
        return base
    out = dict(base)
    for kind, source in own.items():
        if kind not in KINDS:
            raise DataError("setup", None, "cards", f"unknown card kind {kind!r}; known: {', '.join(KINDS)}")
        out[kind] = merge_cards(base[kind], load_kind(kind, source, f"cards[{kind!r}]"))
    return out


def plain_own(own: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """A user's cards as plain JSON (stored in the setup so a save replays with them)."""
    return {k: plain_cards(load_kind(k, v, f"cards[{k!r}]")) for k, v in own.items() if k in KINDS} | \
        {k: v for k, v in own.items() if k not in KINDS}


# ------------------------------------------------------------------ the card tables of a setup

def build_tables(cat: dict[str, dict[str, Any]], sets: list[str],
                 own: dict[str, list[dict[str, Any]]] | None = None) -> CardTables:
    """The card tables (derived from the setup alone), checked against the component list. A count that the
    setup's own cards break is blamed on the first of them that changed it: its file, card and field."""
    own = own or {}

    def blame(kind: str, field: str, problem: str, group: Any = None) -> DataError:
        """The DataError of a broken count, naming the first own card of ``kind`` (of ``group``, a test on
        the loaded card) that is new, or differs from ours in ``field`` or its set."""
        base = shipped()[kind]
        for entry in own.get(kind, []):
            name = entry.get("name") if isinstance(entry, dict) else None
            if not isinstance(name, str) or name not in cat[kind]:
                continue
            card = cat[kind][name]
            ours = base.get(name)
            if ours == card or not (group is None or group(card) or (ours is not None and group(ours))):
                continue
            blamed = field
            if ours is not None and getattr(ours, field, None) == getattr(card, field, None):
                blamed = next(f.name for f in dataclasses.fields(card) if getattr(ours, f.name) != getattr(card, f.name))
            return DataError(f"cards[{kind!r}]", name, blamed, problem)
        return DataError(f"cards[{kind!r}]" if kind in own else kind, None, field, problem)

    pick = {k: in_sets(v, sets) for k, v in cat.items()}
    chars = list(pick["character"].values())
    if len(chars) != 1:
        raise blame("character", "name", f"the game has exactly 1 Survivor card, not {len(chars)}")
    tables = CardTables(chars[0], pick["survivor"], pick["events"], pick["stories"], pick["time"], pick["ways"])
    counts = tables.component_counts()
    for k, want in COMPONENTS.items():
        if counts.get(k, 0) != want:
            kind = ("survivor" if k in ("J", "The Road", "story survivor") or k.startswith("scavenging:") else
                    "events" if k in ("Event", "Incoming") or k.startswith("location:") else k)
            problem = f"the component list has {want} {k} cards, the data {counts.get(k, 0)}"
            raise blame(kind, "deck" if kind in ("survivor", "events") else "name", problem)
    per_story: dict[str, int] = {}
    for ch in tables.chapters.values():
        per_story[ch.story] = per_story.get(ch.story, 0) + 1
    if len(per_story) != 3 or not all(4 <= n <= 6 for n in per_story.values()):
        raise blame("stories", "story", f"3 Story decks of 4 to 6 chapters are needed, not {per_story}")
    for ch in tables.chapters.values():
        for e in ch.outcome:
            if e["effect"] == "gain_card" and e["args"]["name"] not in tables.survivors:
                raise DataError("cards['stories']" if ch.name in {c.get("name") for c in own.get("stories", [])
                                                                 if isinstance(c, dict)} else "stories",
                                ch.name, "outcome", f"no survivor card {e['args']['name']!r}")
    for key, n in per_story.items():
        mine = sorted((ch.number, ch.victory) for ch in tables.chapters.values() if ch.story == key)
        if mine != [(i, i == n) for i in range(1, n + 1)]:
            raise blame("stories", "number", f"the chapters of story {key!r} are numbered 1 to {n}, and the "
                                             f"last, only it, is the Victory chapter (not {mine})",
                        lambda ch, key=key: ch.story == key)
    kinds = sorted(t.kind for t in tables.time_cards.values())
    if kinds != ["days"] * 5 + ["diary", "victory"]:
        raise blame("time", "kind", "the Time Tracking deck is 1 diary, 5 day cards and Victory")
    return tables
