"""The War of the Worlds: One More Day, the solo deckbuilder: the rooms put together."""

from __future__ import annotations

import dataclasses
from typing import Any

from ..core.cards import in_sets
from ..core.errors import DataError, IllegalAction, TabletopError
from ..core.events import Event
from ..core.game import Action, Choose, Decision
from .actions import (
    ACTIONS,
    Buy,
    Discard,
    Done,
    Fulfil,
    Play,
    PushOn,
    Stay,
    Target,
    Travel,
)
from .cards import (
    LOCATIONS,
    CardTables,
    catalogue,
    plain_own,
    shipped,
)
from .effects import EFFECTS
from .events import BOOK
from .flow import LIMITS, Flow
from .invariants import problems
from .legal import hand_options, purchase_options, travel_options
from .rules import WotWRules
from .state import WotWState

STORIES = ("dispatch", "brother", "machine")
# The component list (Components): what every game must hold, card for card.
COMPONENTS = {"J": 10, "The Road": 15, "Event": 30, "Incoming": 15, "story survivor": 6, "time": 7, "ways": 6,
              **{f"location:{loc}": 9 for loc in LOCATIONS}, **{f"scavenging:{loc}": 9 for loc in LOCATIONS}}


def _loader(kind: str) -> Any:
    from .cards import load_kind

    return lambda path: load_kind(kind, path, path.name if hasattr(path, "name") else kind)


# The phase event of each step of the day, shared by every game (Flow.phase: events are never changed once recorded).
_PHASE_EVENTS: dict[int, Event] = {}
# The default rules of each rules class (frozen: shared by every game that names none).
_DEFAULT_RULES: dict[type, Any] = {}
# The card tables of the shipped cards, per tuple of card sets (with the catalogue and the stories they came from).
_SHIPPED_TABLES: dict[tuple[str, ...], tuple[dict[str, dict[str, Any]], list[str], CardTables]] = {}


class WotWGame(Flow):
    key = "wotw"
    round_name = "day"  # the charts' x axis (round_of)
    SEATS_OPTION = None  # a solo game: one seat, the Journalist
    # Each data file with the loader that reads it (the fuzz suite mutates them through these).
    CARD_LOADERS = {f"{kind}.json": _loader(kind) for kind in
                    ("character", "events", "stories", "survivor", "time", "ways")}
    title = "The War of the Worlds: One More Day"
    Rules = WotWRules
    ACTIONS = ACTIONS
    EFFECTS = EFFECTS
    rules: WotWRules
    state: WotWState

    def __init__(self, rules: WotWRules | None = None, *, seed: int = 0, story: str = "dispatch", **setup: Any) -> None:
        self._phase_events = _PHASE_EVENTS  # one record per step of the day, shared by every game (Flow.phase)
        if rules is None:  # the default rules: one frozen object for every game (building one costs a setup's tenth)
            rules = _DEFAULT_RULES.get(self.Rules)
            if rules is None:
                rules = _DEFAULT_RULES[self.Rules] = self.Rules()
        super().__init__(rules, seed=seed, story=story, **setup)

    def new_state(self) -> WotWState:
        return WotWState()

    # ------------------------------------------------------------------ setup
    def check_setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        story = setup.pop("story", "dispatch")
        own = setup.pop("cards", None) or {}
        sets = setup.pop("sets", ["base"])
        if setup:
            raise TabletopError(f"unknown setup option(s) {sorted(setup)}; known: story, cards, sets")
        if not isinstance(own, dict):
            raise TabletopError("setup 'cards' must map a kind of card (events, survivor, ...) to a file or a list")
        if not isinstance(sets, (list, tuple)) or not all(isinstance(x, str) for x in sets):
            raise TabletopError("setup 'sets' must be a list of card set names")
        own = plain_own(own)
        cat = catalogue(own)
        shared = _SHIPPED_TABLES.get(tuple(sets)) if not own else None
        if shared is not None and shared[0] is cat:  # the shipped cards in these sets: built and checked before
            stories, tables = shared[1], shared[2]
        else:
            stories = sorted({c.story for c in in_sets(cat["stories"], sets).values()})
            tables = None
        if story not in stories:
            raise TabletopError(f"setup 'story' must be one of {', '.join(stories)}, not {story!r}")
        if tables is None:
            tables = self._build(cat, list(sets), own)
            if not own:
                _SHIPPED_TABLES[tuple(sets)] = (cat, stories, tables)
        self._use(tables, story)
        return {"story": story, "cards": own, "sets": list(sets)}

    def _use(self, tables: CardTables, story: str) -> None:
        """This game's card tables (shared by every game of the same cards: never flow state)."""
        self.tables = tables
        self.character = tables.character
        self.survivors = tables.survivors
        self.events = tables.events
        self.chapters = tables.chapters
        self.time_cards = tables.time_cards
        self.ways = tables.ways
        self.by_id = tables.by_id
        self.titles = tables.titles
        self._compiled = tables.compiled
        self.told = tables.told.setdefault(type(self), {})
        self._limits = {what: getattr(self.rules, limit) for what, limit in LIMITS.items()}
        self.story_key = story

    def _build(self, cat: dict[str, dict[str, Any]], sets: list[str],
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

    # ------------------------------------------------------------------ scenario edits
    # the questions an edit may be made at: between two cards of the hand, at the Travel and the Purchase steps
    # (a card's own question, a Target or a choice, is answered first: its candidates come from the table)
    EDIT_AT = {"play": hand_options, "travel": travel_options, "purchase": purchase_options}

    def normalize_edit(self, target: str, changes: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        """Refuse up front, with the rule named, an edit the game's rules cannot reach: a resource beyond its
        limit under these rules, a card in a zone its kind never goes to (see ``invariants.home_zones``)."""
        s = self.state
        d = s.pending
        if d is not None and d.kind not in self.EDIT_AT:
            raise IllegalAction(f"edit the scenario at a Play or Discard, Travel or Purchase question, not while "
                                f"{d.prompt!r} waits for its answer", rule="scenario")
        if target == "journalist":
            for k, v in changes.items():
                if k in LIMITS and isinstance(v, int) and not isinstance(v, bool):
                    limit = getattr(self.rules, LIMITS[k])
                    if not 0 <= v <= limit:
                        raise IllegalAction(f"{k} must be a whole number from 0 to {limit} (rule {LIMITS[k]}), "
                                            f"not {v}", rule="scenario")
        elif target.startswith("card:"):
            c, dst = target[5:], changes.get("to")
            if c in self.by_id and isinstance(dst, str) and dst in s.zones:
                problem = self.edit_zone_problem(c, dst)
                if problem:
                    raise IllegalAction(f"card {c} ({self.titles[c]}): {problem}", rule="scenario")
        return target, changes

    def edit_zone_problem(self, c: str, dst: str) -> str | None:
        """Why card ``c`` may not be moved to zone ``dst`` by a scenario edit (None: it may)."""
        from .invariants import home_zones
        s = self.state
        if c in self.time_cards:
            if c not in s.zones["time_deck"] or dst != "time_deck":
                return "only the Time Tracking cards still to come move, within the Time Tracking deck (time_deck)"
            return None
        if c == self.character.name:
            return "the Survivor card stays in its place"
        if c in self.chapters and (self.chapters[c].victory or self.chapters[c].story != self.story_key):
            return "the Victory chapter and the chapters of other stories stay where they are"
        homes = [z for z in home_zones(self, c) if z not in ("in_play", "time_box", "time_bottom", "ways")]
        if dst not in homes:
            return f"a card of its kind goes to {', '.join(homes)}, not {dst}"
        if dst in ("area_b", "location_offer") and getattr(self.by_id[c], "deck", None) != s.location:
            return f"{dst} holds the cards of the Location the Journalist is at ({s.location or 'On the Road'})"
        return None

    def edit(self, target: str, /, **changes: Any) -> Event:
        """A scenario edit (checked, recorded, saved); the open question is then asked again with the options the
        edited table allows, so the options a decision carries always match the state. An edit that leaves the
        question without any option (the hand emptied at the Play or Discard question) is taken back whole."""
        log_was, actions_was = len(self.log), len(self.actions)
        ev = super().edit(target, **changes)
        d = self.state.pending
        if d is not None and d.kind in self.EDIT_AT:
            options = tuple(self.EDIT_AT[d.kind](self))
            if not options:
                del self.log[log_was:], self.actions[actions_was:], self._marks[actions_was:]
                self.state = self._events_to(log_was)
                raise IllegalAction(f"edit {target!r} would leave the question {d.prompt!r} without any answer "
                                    "(keep a card in hand)", rule="scenario")
            if options != d.options:
                self.decide_with(Decision(d.who, d.kind, d.prompt, d.section, options, d.then, d.args))
        return ev

    def component_counts(self) -> dict[str, int]:
        return self.tables.component_counts()

    def begin(self) -> None:
        """Game Setup, steps 1 to 11."""
        self.lay_out()
        for loc in LOCATIONS:  # 1 and 2
            self.shuffle_zone(f"loc:{loc}", why="Game Setup 1", section="Game Setup 1")
            self.shuffle_zone(f"scav:{loc}", why="Game Setup 2", section="Game Setup 2")
        self.shuffle_zone("ways", why="Game Setup 3", section="Game Setup 3")  # 3
        self.deal("ways", self.rules.open_ways, "ways_open", why="the Open Locations", section="Game Setup 3")
        self.move(list(self.state.zones["ways"]), "ways", "ways_blocked", why="the Blocked Locations", section="Game Setup 3")
        # 4: the Twelve Day Diary is face up (time_line) and the Time Tracker waits just above Day 1
        self.shuffle_zone("time_box", why="Game Setup 5", section="Game Setup 5")  # 5
        self.deal("time_box", 2, "time_bottom", why="2 cards onto Victory", section="Game Setup 5", seen_by=())
        self.shuffle_zone("time_bottom", why="Game Setup 5", section="Game Setup 5")
        self.move(list(self.state.zones["time_bottom"]), "time_bottom", "time_deck", section="Game Setup 5", seen_by=())
        self.shuffle_zone("time_box", why="Game Setup 5", section="Game Setup 5")
        self.move(list(self.state.zones["time_box"]), "time_box", "time_deck", top=True, section="Game Setup 5",
                  seen_by=())
        self.shuffle_zone("incoming", why="Game Setup 6", section="Game Setup 6")  # 6
        self.shuffle_zone("event_deck", why="Game Setup 7", section="Game Setup 7")  # 7
        self.shuffle_zone("road_deck", why="Game Setup 8", section="Game Setup 8")  # 8
        self.deal("road_deck", self.rules.road_market, "road_market", why="the Road market", section="Game Setup 9")
        if self.rules.starting_deck == "shuffled":  # 10 (ruling starting_deck)
            self.shuffle_zone("survivor_deck", why="the Journalist's starting deck", section="Game Setup 10")
        ch = self.chapters[self.state.zones["story"][0]]
        # 11; a track cannot hold more than its end (a variant's track_max below the Survivor card's start)
        top = self.rules.track_max
        self.record(BOOK["story_chosen"], None, {"story": self.story_key, "title": ch.story_title,
                                                 "hope": min(self.character.hope, top),
                                                 "health": min(self.character.health, top)})
        self.schedule("day")

    def lay_out_plain(self) -> None:
        """Components: every deck in its place (the readable definition of ``lay_out``)."""
        boxes = {z: list(cards) for z, cards in self.components_laid_out().items()}
        self.record(BOOK["laid_out"], None, {"zones": boxes})

    def lay_out(self) -> None:
        """``lay_out_plain`` with one event for every game of these cards and story (events are never changed
        once recorded, and the event's apply copies every zone into the state)."""
        key = (type(self), self.story_key)
        ev = self.tables.laid_out.get(key)
        if ev is None:
            ev = self.tables.laid_out[key] = Event(BOOK["laid_out"], None, {"zones": self.components_laid_out()})
        BOOK["laid_out"].apply(self.state, ev)
        self.log.append(ev)

    def components_laid_out(self) -> dict[str, list[str]]:
        """Components: every deck in its place before Game Setup 1 (each zone's cards, sorted by id)."""
        s_ = sorted
        boxes: dict[str, list[str]] = {z: [] for z in self.zone_names()}
        for loc in LOCATIONS:
            boxes[f"loc:{loc}"] = s_(c for c, e in self.events.items() if e.deck == loc)
            boxes[f"scav:{loc}"] = s_(c for c, e in self.survivors.items() if e.deck == loc)
        boxes["ways"] = s_(self.ways)
        boxes["time_box"] = s_(c for c, t in self.time_cards.items() if t.kind == "days")
        boxes["time_line"] = [c for c, t in self.time_cards.items() if t.kind == "diary"]
        boxes["time_bottom"] = [c for c, t in self.time_cards.items() if t.kind == "victory"]
        boxes["incoming"] = s_(c for c, e in self.events.items() if e.deck == "Incoming")
        boxes["event_deck"] = s_(c for c, e in self.events.items() if e.deck == "Event")
        boxes["road_deck"] = s_(c for c, e in self.survivors.items() if e.deck == "The Road")
        boxes["survivor_deck"] = s_(c for c, e in self.survivors.items() if e.deck == self.character.initial)
        boxes["story_cards"] = s_(c for c, e in self.survivors.items() if e.deck.startswith("story:"))
        mine = s_((ch for ch in self.chapters.values() if ch.story == self.story_key), key=lambda ch: ch.number)
        boxes["story"] = [ch.name for ch in mine]
        boxes["box"] = s_(c for c, ch in self.chapters.items() if ch.story != self.story_key)
        boxes["survivor_card"] = [self.character.name]
        return boxes

    @staticmethod
    def zone_names() -> list[str]:
        return (["survivor_card", "survivor_deck", "hand", "in_play", "survivor_discard", "story", "story_done",
                 "story_cards", "box", "time_line", "time_deck", "time_box", "time_bottom", "ways", "ways_open",
                 "ways_blocked", "area_b", "location_offer", "events", "engaged", "event_deck", "event_discard",
                 "incoming", "road_deck", "road_market", "removed"]
                + [f"{k}:{loc}" for loc in LOCATIONS for k in ("loc", "loc_discard", "scav")])

    def player_name(self, player: int | None) -> str | None:
        return None if player is None else "Journalist"

    def seats(self) -> list[str]:
        return ["Journalist"]

    # ------------------------------------------------------------------ words and the board
    def describe_action(self, action: Action) -> str:
        t = self.title_of
        if isinstance(action, Play):
            c = self.card(action.card)
            spend = ", ".join(f"{v} {k.capitalize()}" for k, v in c.spend.items())
            return f"Play {c.title}" + (f" (Spend {spend})" if spend else "") + f": {c.text}"
        if isinstance(action, Discard):
            return f"Discard {t(action.card)}"
        if isinstance(action, PushOn):
            return "Spend 1 Stamina: draw a card"
        if isinstance(action, Target):
            d = self.state.pending
            verb = {"damage": "Damage", "dodge": "Dodge", "evade": "Evade", "discard": "Discard",
                    "open_way": "Open the way to"}.get(str(d.args[0]) if d and d.args else "", "Choose")
            return f"{verb} {t(action.card)}"
        if isinstance(action, Travel):
            from .legal import travel_cost
            return f"Travel to {action.location} (Spend {travel_cost(self, action.location)} Intuition)"
        if isinstance(action, Stay):
            return "Stay where you are"
        if isinstance(action, Buy):
            return f"Purchase {t(action.card)} for {self.card(action.card).cost} Shillings"
        if isinstance(action, Fulfil):
            return f"Spend {self.chapter().objective['n']} Shillings for the story"
        if isinstance(action, Done):
            return "End the Purchase step"
        if isinstance(action, Choose):
            d = self.state.pending
            if d is not None and d.then == "either":
                n = d.args[3] if action.option == "hope" else d.args[4]
                return f"Lose {n} {action.option.capitalize()}"
        return super().describe_action(action)

    def targets_of(self, action: Action) -> list[str]:
        if isinstance(action, (Play, Discard, Buy)):
            return [f"card:{action.card}"]
        if isinstance(action, Target):
            return [f"location:{action.card[4:]}"] if action.card.startswith("way:") else [f"card:{action.card}"]
        if isinstance(action, Travel):
            return [f"location:{action.location}"]
        return []

    def targets(self) -> list[str]:
        out: list[str] = []
        for a in self.legal_actions():
            for t in self.targets_of(a):
                if t not in out:
                    out.append(t)
        return out

    def actions_at(self, target: str) -> list[Action]:
        return [a for a in self.legal_actions() if target in self.targets_of(a)]

    def action_for_target(self, target: str) -> Action:
        acts = self.actions_at(target)
        if not acts:
            raise IllegalAction(f"nothing to do at {target!r} now", rule="board")
        return acts[0]

    def svg(self) -> str:
        from .svg import board_svg
        return board_svg(self.state, self.rules, self, set(self.targets()) if not self.frozen else set())

    def track_values(self, state: Any) -> dict[str, float]:
        return {"Hope": state.hope, "Health": state.health, "Day": state.day, "Intuition": state.intuition,
                "Shillings": state.shillings, "Stamina": state.stamina}

    def track_groups(self) -> dict[str, tuple[str, str]]:
        return {"Hope": ("Survivor", "points"), "Health": ("Survivor", "points"), "Day": ("Day", "day"),
                "Intuition": ("Resources", "tokens"), "Shillings": ("Resources", "tokens"),
                "Stamina": ("Resources", "tokens")}

    def round_of(self, state: Any) -> int:
        return int(state.day)

    def invariants(self, *, settled: bool = True) -> list[str]:
        return problems(self, settled)
