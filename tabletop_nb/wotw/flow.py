"""Setup (steps 1 to 11), the nine steps of a day, and the end of the game.

Each ``step_*`` is an agenda item; a step that asks stops the flow and the answer function carries
on. Card text runs through ``run_effects`` (the Effects registry); an effect that asks is finished
by its answer, which then runs the rest of the card's text.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, Callable

from ..core.cards import CARDS_MOVED, ZONE_SHUFFLED, Zones
from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.game import Decision, Game
from .actions import Buy, Discard, Done, Fulfil, Play, PushOn, Stay
from .cards import (
    LOCATIONS,
    CardTables,
    Chapter,
    Character,
    EventCard,
    SurvivorCard,
    TimeCard,
    Titles,
    WayAhead,
)
from .effects import EFFECTS
from .events import BOOK
from .legal import hand_options, purchase_options, travel_cost, travel_options

if TYPE_CHECKING:
    from .rules import WotWRules
    from .state import WotWState

LIMITS = {"intuition": "intuition_tokens", "shillings": "shilling_tokens", "stamina": "stamina_tokens",
          "hope": "track_max", "health": "track_max"}
E = BOOK.types
CHANGED = E["changed"]
# the rulebook section of each of the nine steps of a day
STEP_SECTIONS = {n: f"Turn Breakdown {n}" if n <= 6 else f"Gameplay Overview {n}" for n in range(1, 10)}


class Flow(Zones, Game):
    """The rule code of the game (WotWGame adds setup and the board hooks)."""

    rules: WotWRules
    state: WotWState
    # the card tables, derived from the setup alone (never flow state)
    tables: CardTables
    titles: Titles
    character: Character
    survivors: dict[str, SurvivorCard]
    events: dict[str, EventCard]
    chapters: dict[str, Chapter]
    time_cards: dict[str, TimeCard]
    ways: dict[str, WayAhead]
    by_id: dict[str, Any]
    story_key: str
    _compiled: dict[tuple[str, str], tuple[tuple[Callable[..., Any], dict[str, Any]], ...]]
    _ctx: tuple[str, int] = ("", 0)  # the text being Resolved now (transient: an ask stores it in its args)
    _fizzled: bool = False
    _phase_events: dict[int, Event]  # the phase event of each step of the day (Flow.phase)
    _limits: dict[str, int]  # each resource's limit under these rules (Flow.change)

    # ------------------------------------------------------------------ lookups
    def card(self, c: str) -> Any:
        return self.by_id[c]

    def way(self, location: str) -> WayAhead:
        return self.ways[f"way:{location}"]

    @staticmethod
    def location_index(location: str) -> int:
        return LOCATIONS.index(location)

    def compiled(self, card: str, key: str) -> tuple[tuple[Callable[..., Any], dict[str, Any]], ...]:
        """A card text as (effect function, args) pairs, prepared once for every game of the same cards."""
        got = self._compiled.get((card, key))
        if got is None:
            if key.startswith("trigger:"):
                effs = self.character.triggers[int(key[8:])]["effects"]
            else:
                effs = getattr(self.by_id[card], key)
            # each argument's name interned: ``effect(self, card, **args)`` then finds its parameter by identity
            # (a name read from the card file is a string of its own, compared as text with each parameter's)
            got = tuple((EFFECTS.effects[e["effect"]].fn, {sys.intern(k): v for k, v in e.get("args", {}).items()})
                        for e in effs)
            self._compiled[(card, key)] = got
        return got

    # ------------------------------------------------------------------ small helpers
    def move_plain(self, cards: Any, src: str, dst: str, *, top: bool = False, who: str | None = None,
                   seen_by: tuple[int, ...] | None = None, why: str = "", section: str = "") -> list[str]:
        """The kernel's move, with the cards' titles in the sentence when they are face up, and a card
        leaving the Event area no longer counted as turned (the readable definition of ``move``)."""
        cards = list(cards)
        if seen_by is None and 0 < len(cards) <= 4:
            titles = self.titles
            names = titles[cards[0]] if len(cards) == 1 else ", ".join([titles[c] for c in cards])
            why = f"{names}: {why}" if why else names
        if src == "events":
            for c in cards:
                if c in self.state.turned:
                    self.record(E["unturned"], None, {"card": c, "title": self.titles[c], "quiet": True})
        return super().move(cards, src, dst, top=top, who=who, seen_by=seen_by, why=why, section=section)

    def move(self, cards: Any, src: str, dst: str, *, top: bool = False, who: str | None = None,
             seen_by: tuple[int, ...] | None = None, why: str = "", section: str = "") -> list[str]:
        """``move_plain`` with the kernel's ``Zones.move`` and ``record`` written out (one call instead of three
        for the game's most frequent event): the same checks, the same event, the same state
        (tests/wotw/test_wotw_fast_paths.py plays games both ways). A one-card move is a shared record (see
        ``Game.record_again``), kept per card tables (its sentence names the card's title): the game moves the
        same card the same way again and again, and events are never changed once recorded."""
        cards = list(cards)
        n = len(cards)
        state = self.state
        if src == "events" and state.turned:
            for c in cards:
                if c in state.turned:
                    unturned: tuple[Any, ...] = ("unturned", c, True)  # a shared record (see Game.record_again)
                    if not self.record_again(unturned):
                        self.record_shared(unturned, E["unturned"], None, {"card": c, "title": self.titles[c],
                                                                           "quiet": True})
        zones = state.zones
        have = zones.get(src)
        if have is None:
            raise IllegalAction(f"there is no zone {src!r}", rule="cards")
        for c in cards:
            if c not in have:
                raise IllegalAction(f"{c!r} is not in {src.replace('_', ' ')}", rule=section or "cards")
        if not n:
            return cards
        if n == 1:
            key = (cards[0], src, dst, top, who, seen_by, why, section)
            ev = self.told.get(key)
            if ev is None:
                ev = self._moved_record(list(cards), src, dst, top, who, seen_by, why, section)
                self.keep_told(key, ev)
        else:
            ev = self._moved_record(cards, src, dst, top, who, seen_by, why, section)
        # CARDS_MOVED's apply (core.cards._moved), written out
        for c in cards:
            have.remove(c)
        into = zones.setdefault(dst, [])
        if top:
            into[0:0] = cards
        else:
            into.extend(cards)
        self.log.append(ev)
        return cards

    def _moved_record(self, cards: list[str], src: str, dst: str, top: bool, who: str | None,
                      seen_by: tuple[int, ...] | None, why: str, section: str) -> Event:
        """The event of ``move``: its data as the kernel's ``Zones.move`` records it, titles in the why."""
        n = len(cards)
        if seen_by is None and 0 < n <= 4:
            titles = self.titles
            names = titles[cards[0]] if n == 1 else ", ".join([titles[c] for c in cards])
            why = f"{names}: {why}" if why else names
        data: dict[str, Any] = {"cards": cards, "src": src, "dst": dst, "top": top, "why": why}
        if seen_by is not None:
            data["seen_by"] = list(seen_by)
        if section:
            data["section"] = section
        return Event(CARDS_MOVED, who, data)

    def shuffle_zone(self, zone: str, *, seen_by: tuple[int, ...] | None = (), why: str = "",
                     section: str = "") -> None:
        """The kernel's ``Zones.shuffle_zone`` with its ``record`` written out (the same event and state)."""
        order = self.shuffled(self.zone(zone))
        data: dict[str, Any] = {"zone": zone, "order": order, "why": why}
        if seen_by is not None:
            data["seen_by"] = list(seen_by)
        if section:
            data["section"] = section
        ev = Event(ZONE_SHUFFLED, None, data)
        self.state.zones[zone] = list(order)  # ZONE_SHUFFLED's apply (core.cards._shuffled)
        self.log.append(ev)

    def note(self, text: str, section: str = "") -> None:
        self.record(E["note"], None, {"text": text, "section": section} if section else {"text": text})

    def phase_plain(self, n: int, name: str) -> None:
        """Step ``n`` of the day begins (the readable definition of ``phase``)."""
        self.record(E["phase"], None, {"n": n, "name": name, "section": STEP_SECTIONS[n]})

    def phase(self, n: int, name: str) -> None:
        """``phase_plain``, with one event object per step and game: a step's event is the same every day
        (events are never changed once recorded), as the kernel shares a repeated question's record."""
        ev = self._phase_events.get(n)
        if ev is None or ev.data["name"] != name:
            ev = self._phase_events[n] = Event(E["phase"], None, {"n": n, "name": name, "section": STEP_SECTIONS[n]})
        self.state.phase = name  # the event's apply (events._phase)
        self.log.append(ev)

    def change_plain(self, what: str, delta: int, why: str = "") -> None:
        """A resource or track moves by ``delta``, within 0 and its limit (the readable definition of ``change``)."""
        s = self.state
        old = getattr(s, what)
        new = max(0, min(getattr(self.rules, LIMITS[what]), old + delta))
        if new == old:
            return
        self.record(E["changed"], None, {"what": what, "delta": new - old, "value": new, "why": why})
        if new == 0 and what in ("hope", "health") and self.rules.trackers_floor == "instant_loss":
            self.end({"won": False, "day": s.day, "why": f"{what} 0", "story": s.story},
                     f"The Journalist's {what.capitalize()} is at 0: the game is lost.")

    def change(self, what: str, delta: int, why: str = "") -> None:
        """``change_plain`` with the limits read once per game (``_use``) and the event recorded directly: a shared
        record (see ``Game.record_again``), as a resource changes the same way for the same reason again and again."""
        s = self.state
        old = getattr(s, what)
        new = old + delta
        limit = self._limits[what]  # (every limit is at least 0)
        if new > limit:
            new = limit
        elif new < 0:
            new = 0
        if new == old:
            return
        key = (what, new - old, new, why)
        ev = self.told.get(key)
        if ev is None:
            ev = Event(CHANGED, None, {"what": what, "delta": new - old, "value": new, "why": why})
            self.keep_told(key, ev)
        setattr(s, what, new)  # the event's apply (events._changed)
        self.log.append(ev)
        if new == 0 and what in ("hope", "health") and self.rules.trackers_floor == "instant_loss":
            self.end({"won": False, "day": s.day, "why": f"{what} 0", "story": s.story},
                     f"The Journalist's {what.capitalize()} is at 0: the game is lost.")

    def set_mod(self, key: str, value: int, card: str, says: str) -> None:
        self.record(E["mod"], None, {"key": key, "value": value, "title": self.titles[card], "says": says})

    def chapter(self) -> Chapter:
        return self.chapters[self.state.zones["story"][0]]

    def discard_pile(self, c: str) -> str:
        deck = self.by_id[c].deck
        return f"loc_discard:{deck}" if deck in LOCATIONS else "event_discard"

    def where(self, c: str) -> str:
        for z, cards in self.state.zones.items():
            if c in cards:
                return z
        raise IllegalAction(f"card {c!r} is nowhere", rule="cards")

    # ------------------------------------------------------------------ card text
    def run_effects(self, card: str, key: str, start: int = 0) -> bool:
        """Resolve ``card``'s text ``key`` from effect ``start``; False if an effect stopped to ask."""
        effs = self._compiled.get((card, key))  # (compiled(), less a call once the text is prepared)
        if effs is None:
            effs = self.compiled(card, key)
        s = self.state
        stop = self.rules.resolve_blocked == "stop"
        for i in range(start, len(effs)):
            effect, args = effs[i]
            self._ctx = (key, i)
            self._fizzled = False
            effect(self, card, **args)
            if s.pending is not None or s.over:
                return False
            if stop and self._fizzled:
                self.note(f"{self.titles[card]} stops Resolving (ruling resolve_blocked).", "Keywords")
                return True
        return True

    def ctx_args(self) -> tuple[str, int]:
        return self._ctx

    def ask_target(self, card: str, effect: str, cands: list[str], pairs: tuple, prompt: str) -> None:
        if not cands:
            self.note(f"{self.titles[card]}: nothing to {effect.replace('_', ' ')}.")
            self._fizzled = True
            return
        if len(cands) == 1:
            self.apply_target(effect, cands[0], dict(pairs), card)
            return
        key, i = self._ctx
        self.ask(0, "target", f"{self.titles[card]}: {prompt}", EFFECTS.effects[
            {"discard": "discard_event"}.get(effect, effect)].section or "Keywords",
                 options=[self.tables.targets[c] for c in cands], then="target", args=(effect, card, key, i, pairs))

    def apply_target(self, effect: str, target: str, args: dict[str, Any], source: str) -> None:
        if effect == "damage":
            n = args["n"] + (args["bonus"] if args["bonus_trait"] and args["bonus_trait"] in self.by_id[target].traits else 0)
            self.do_damage(target, n, source)
        elif effect == "dodge":
            self.record(E["dodged"], None, {"card": target, "title": self.titles[target], "day": self.state.day})
        elif effect == "evade":
            self.evade(target)
        elif effect == "discard":
            self.discard_event(target)
        elif effect == "open_way":
            self.open_way(target[4:], self.titles[source])
        else:  # pragma: no cover - the registry names every targeted effect above
            raise IllegalAction(f"unknown targeted effect {effect!r}", rule="Keywords")

    def triggered(self, on: str, traits: tuple[str, ...]) -> tuple[str, ...]:
        """The Survivor's Strengths and Weaknesses that the traits of a card played or drawn trigger (their texts)."""
        return tuple(f"trigger:{i}" for i, t in enumerate(self.character.triggers)
                     if t["on"] == on and t["trait"] in traits)

    def trigger(self, on: str, traits: tuple[str, ...]) -> None:
        """The Survivor's Strengths and Weaknesses, triggered by the traits of a card played or drawn
        (``triggered``, looked up once per kind and traits for every game of the same cards)."""
        keys = self.tables.triggered.get((on, traits))
        if keys is None:
            keys = self.tables.triggered[(on, traits)] = self.triggered(on, traits)
        for key in keys:
            self.run_effects(self.character.name, key)

    # ------------------------------------------------------------------ keyword verbs
    def damageable(self) -> list[str]:
        z = self.state.zones
        return [c for c in z["events"] + z["engaged"] if self.by_id[c].energy > 0]

    def do_damage(self, target: str, n: int, source: str) -> None:
        """Keywords: Damage and Destroy (Damage >= Energy: Destroyed, Removed from the game)."""
        card = self.by_id[target]
        if n <= 0 or card.energy <= 0:
            return
        total = self.state.damage.get(target, 0) + n
        self.record(E["damaged"], None, {"card": target, "title": card.title, "n": n, "total": total,
                                         "energy": card.energy})
        if total >= card.energy:  # the tokens go back to the supply with the Destroyed card
            self.note(f"{card.title} is Destroyed.", "Keywords: Destroy")
            obj = self.chapter().objective
            if obj.get("kind") == "destroy" and obj["trait"] in card.traits:
                self.record(E["progress"], None, {"key": "destroyed", "value": self.state.progress.get("destroyed", 0) + 1})
            self.remove(target, "Destroyed", force_game=True)

    def clear_card(self, c: str) -> None:
        s = self.state
        if c in s.damage:
            self.record(E["damage_cleared"], None, {"card": c, "title": self.titles[c]})
        if c in s.engaged_on:
            self.record(E["disengaged"], None, {"card": c, "title": self.titles[c]})

    def remove(self, c: str, why: str, force_game: bool = False) -> None:
        """Keywords (Remove): out of the game (or to its Discard pile under remove_means='to_discard');
        Destroy always Removes from the game, as the keyword says."""
        src = self.where(c)
        self.clear_card(c)
        dst = "removed" if force_game or self.rules.remove_means == "from_game" else self.discard_pile(c)
        self.move([c], src, dst, why=why)

    def engage(self, c: str) -> None:
        if c not in self.state.zones["events"]:
            return
        self.move([c], "events", "engaged", why="Engaged", section="Keywords: Engage")
        key = ("engaged_at", c, self.state.day)  # a shared record (see Game.record_again)
        if not self.record_again(key):
            self.record_shared(key, E["engaged_at"], None, {"card": c, "title": self.titles[c], "day": self.state.day})

    def evade(self, c: str) -> None:
        """Keywords: Evade: to the Event Discard pile, which is shuffled back into the Event deck."""
        src = self.where(c)
        self.clear_card(c)
        if self.by_id[c].deck in LOCATIONS and self.rules.evade_location == "own_deck":
            deck = "area_b" if self.by_id[c].deck == self.state.location else f"loc:{self.by_id[c].deck}"
            self.move([c], src, deck, why="Evaded", section="Keywords: Evade")
            self.shuffle_zone(deck, why="an Evaded Location card", section="Keywords: Evade")
            return
        self.move([c], src, "event_discard", why="Evaded", section="Keywords: Evade")
        self.move(list(self.state.zones["event_discard"]), "event_discard", "event_deck", why="combined",
                  section="Keywords: Evade")
        self.shuffle_zone("event_deck", why="Evade", section="Keywords: Evade")

    def discard_event(self, c: str) -> None:
        """Keywords: Discard: to its Discard pile, its text not Resolved."""
        src = self.where(c)
        self.clear_card(c)
        self.move([c], src, self.discard_pile(c), why="Discarded", section="Keywords: Discard")

    def blocked(self) -> list[str]:
        return [w[4:] for w in self.state.zones["ways_blocked"]]

    def block_way(self, location: str, why: str) -> None:
        z = self.state.zones
        if not location:
            if not z["ways_open"]:
                return
            k = self.roll(len(z["ways_open"]), why="which Way Ahead is Blocked") if len(z["ways_open"]) > 1 else 1
            location = z["ways_open"][k - 1][4:]
        if f"way:{location}" in z["ways_open"]:
            self.move([f"way:{location}"], "ways_open", "ways_blocked", why=why,
                      section="Component Overview: Way Ahead Blocked cards")

    def open_way(self, location: str, why: str) -> None:
        if f"way:{location}" in self.state.zones["ways_blocked"]:
            self.move([f"way:{location}"], "ways_blocked", "ways_open", why=why,
                      section="Component Overview: Way Ahead Blocked cards")

    def add_incoming(self, n: int, why: str) -> None:
        cards = self.state.zones["incoming"][:n]
        if not cards:
            return
        self.move(cards, "incoming", "event_deck", why=why, section="Component Overview: Incoming cards", seen_by=())
        self.shuffle_zone("event_deck", why="Incoming cards shuffled in", section="Component Overview: Incoming cards")

    def gain_card(self, name: str) -> None:
        if name in self.state.zones["story_cards"]:
            self.move([name], "story_cards", "survivor_discard", why="gained from the Story deck",
                      section="Component Overview: Survivor cards")

    def draw_survivors(self, n: int, why: str) -> None:
        """Turn Breakdown 3: draw; an empty Draw deck is rebuilt from the shuffled Discard pile."""
        z = self.state.zones
        while n > 0:
            if not z["survivor_deck"]:
                if not z["survivor_discard"]:
                    return
                self.move(list(z["survivor_discard"]), "survivor_discard", "survivor_deck", why="a new Draw deck",
                          section="Turn Breakdown 3")
                self.shuffle_zone("survivor_deck", why="a new Draw deck", section="Turn Breakdown 3")
            got = self.deal("survivor_deck", n, "hand", seen_by=(0,), why=why, section="Keywords: Draw")
            n -= len(got)

    # ------------------------------------------------------------------ the day
    def step_day(self) -> None:
        """Step 1, Start of Day: the Time Tracker moves on; a red circle reveals the next Time card."""
        s = self.state
        card, pos = s.token
        line = s.zones["time_line"]
        if card == "" or (pos >= max(1, self.time_cards[card].days) and line.index(card) + 1 < len(line)):
            card = line[line.index(card) + 1] if card else line[0]
            pos = 1
        else:
            pos += 1
        key = ("day_began", s.day + 1, card, pos)  # a shared record (see Game.record_again)
        if not self.record_again(key):
            self.record_shared(key, E["day_began"], None, {"day": s.day + 1, "card": card, "pos": pos,
                                                           "title": self.time_cards[card].title})
        self.phase(1, "Start of Day")
        tc = self.time_cards[card]
        if pos == tc.days and s.zones["time_deck"]:
            got = self.deal("time_deck", 1, "time_line", why="red circle: the next Time Tracking card",
                            section="Turn Breakdown 1")
            if self.time_cards[got[0]].kind == "victory":
                self.record(E["victory_drawn"], None, {"day": s.day})
            if self.rules.incoming_when == "red_circle":
                self.add_incoming(self.rules.incoming_n, "a Time Tracking card was revealed")
        if self.rules.incoming_when == "every_n_days" and s.day % self.rules.incoming_every == 0:
            self.add_incoming(self.rules.incoming_n, f"day {s.day}: another cylinder falls")
        self.schedule("draw_events", "draw_hand", "hand", "events_step", "travel", "activations", "purchase",
                      "end_of_day")

    def step_draw_events(self) -> None:
        """Step 2: 1 Location card and 2 Events at a Location; 3 Events On the Road."""
        s = self.state
        self.phase(2, "Draw Event cards")
        extra = self.chapter().extra_events
        if s.location is not None and s.zones["area_b"]:
            self.schedule(("draw_event", ("area_b",)), *[("draw_event", ("Event",))] * (self.rules.location_events + extra),
                          first=True)
        else:
            self.schedule(*[("draw_event", ("Event",))] * (self.rules.road_events + extra), first=True)

    def step_draw_event(self, src: str) -> None:
        z = self.state.zones
        if src == "Event":
            if not z["event_deck"] and self.rules.event_deck_out == "reshuffle" and z["event_discard"]:
                self.move(list(z["event_discard"]), "event_discard", "event_deck", why="the Event deck ran out",
                          section="Turn Breakdown 2")
                self.shuffle_zone("event_deck", why="a new Event deck", section="Turn Breakdown 2")
            src = "event_deck"
        got = self.deal(src, 1, "events", why="drawn into the Event area", section="Turn Breakdown 2")
        if not got:
            return
        c = got[0]
        card = self.by_id[c]
        self.trigger("draw_trait", card.traits)
        if card.immediate:
            # Immediate Action: Resolved as drawn, down to the line; a card with nothing below is done
            if not card.effects and not card.remain:
                self.schedule(("turn", (c,)), first=True)
            self.run_effects(c, "immediate")

    def step_draw_hand(self) -> None:
        self.phase(3, "Draw 5 Survivor cards")
        self.draw_survivors(self.rules.hand_size, "the day's hand")

    def step_hand(self) -> None:
        """Step 4: Play or Discard every card in hand, one at a time."""
        s = self.state
        if s.phase != "Play or Discard all Survivor cards":
            self.phase(4, "Play or Discard all Survivor cards")
        if s.zones["hand"]:
            # ask(), less its packing: a hand always offers its Discards, so the options are never empty
            self.decide_with(Decision(0, "play", "Play or Discard a Survivor card", "Turn Breakdown 4",
                                      tuple(hand_options(self)), "hand"))

    def answer_hand_plain(self, action: Any) -> None:
        """Turn Breakdown 4's answer, every next step through the agenda (the readable definition of ``answer_hand``)."""
        if isinstance(action, Play):
            c = action.card
            card = self.by_id[c]
            for k, v in card.spend.items():
                self.change(k, -v, f"Spent to Play {card.title}")
            self.move([c], "hand", "in_play", why="Played", section="Turn Breakdown 4")
            self.schedule(("after_play", (c,)), "hand", first=True)
            self.run_effects(c, "effects")
        elif isinstance(action, Discard):
            self.move([action.card], "hand", "survivor_discard", why="Discarded", section="Turn Breakdown 4")
            self.schedule("hand", first=True)
        elif isinstance(action, PushOn):
            self.change("stamina", -1, "an extra action")
            self.schedule("hand", first=True)
            self.draw_survivors(1, "Stamina spent")

    def answer_hand(self, action: Any) -> None:
        """``answer_hand_plain``, running the next step at once where nothing before it can ask or end the game."""
        if isinstance(action, Play):  # a card's effects may ask or end the game: its next steps go through the agenda
            self.answer_hand_plain(action)
        elif isinstance(action, Discard):
            self.move([action.card], "hand", "survivor_discard", why="Discarded", section="Turn Breakdown 4")
            self.step_hand()  # (what schedule("hand", first=True) would run next: nothing here asks or ends the game)
        elif isinstance(action, PushOn):
            self.change("stamina", -1, "an extra action")
            self.draw_survivors(1, "Stamina spent")
            self.step_hand()  # (as above: Stamina and a Draw neither ask nor end the game)

    def step_after_play(self, c: str) -> None:
        if c in self.state.zones["in_play"]:
            self.move([c], "in_play", "survivor_discard", section="Turn Breakdown 4")
        self.trigger("play_trait", self.by_id[c].traits)

    def step_events_step(self) -> None:
        """Step 5: Resolve every Event area card, left to right, then turn it."""
        self.phase(5, "Events Step")
        cards = list(self.state.zones["events"])
        if cards:
            self.schedule(*[("resolve_event", (c,)) for c in cards], first=True)

    def step_resolve_event(self, c: str) -> None:
        s = self.state
        if c not in s.zones["events"] or c in s.turned or c in s.dodged:
            return
        self.schedule(("turn", (c,)), first=True)
        self.run_effects(c, "effects")

    def step_turn(self, c: str) -> None:
        s = self.state
        if c in s.zones["events"] and c not in s.turned:
            key = ("turned", c)  # a shared record (see Game.record_again)
            if not self.record_again(key):
                self.record_shared(key, E["turned"], None, {"card": c, "title": self.titles[c]})

    def step_travel(self) -> None:
        """Step 6: Travel to a new Location (Spend the Intuition on its Way Ahead Open card)."""
        self.phase(6, "Travel to a new Location")
        opts = travel_options(self)
        if len(opts) > 1:
            self.decide_with(Decision(0, "travel", "Travel to a new Location?", "Turn Breakdown 6", tuple(opts),
                                      "travel"))  # ask(), less its packing (Stay is always an option)

    def answer_travel(self, action: Any) -> None:
        if isinstance(action, Stay):
            return
        self.travel(action.location)

    def travel(self, dest: str) -> None:
        s = self.state
        z = s.zones
        self.change("intuition", -travel_cost(self, dest), f"Travel to {dest}")
        here = s.location
        if here is not None:
            self.record(E["located"], None, {"at": None})  # leaving: the deck goes back to its place
            deck = f"loc:{here}"
            self.move(list(z["area_b"]), "area_b", deck, why="back to its place", section="Turn Breakdown 6")
            back = [c for c in z["events"] + z["engaged"] if self.by_id[c].deck == here]
            for c in back:
                self.clear_card(c)
                self.move([c], self.where(c), deck, why="not Discarded: back to its place", section="Turn Breakdown 6")
            if self.rules.location_return == "shuffle":
                self.shuffle_zone(deck, why="returned cards", section="Turn Breakdown 6")
            if z["location_offer"]:
                self.move(list(z["location_offer"]), "location_offer", f"scav:{here}", why="not Purchased",
                          section="Turn Breakdown 6")
                if self.rules.location_return == "shuffle":
                    self.shuffle_zone(f"scav:{here}", why="returned cards", section="Turn Breakdown 6")
        for c in [c for c in z["events"] if self.by_id[c].remain]:
            self.remove(c, "Remain in Play cards are Removed on Travel")
        self.move(list(z[f"loc:{dest}"]), f"loc:{dest}", "area_b", why="a new Location Draw deck",
                  section="Turn Breakdown 6")
        self.record(E["located"], None, {"at": dest})
        if self.rules.location_offer:
            self.deal(f"scav:{dest}", self.rules.location_offer, "location_offer", why="the Location's scavenging",
                      section="Component Overview: Scavenging card")

    def step_activations(self) -> None:
        """Step 7 (ruling activation): every Active Engaged card carries out its activation text."""
        s = self.state
        self.phase(7, "Engagement Activations")
        first_free = self.rules.activation == "first_day_free"
        todo = [("activate", (c,)) for c in s.zones["engaged"]
                if c not in s.dodged and not (first_free and s.engaged_on.get(c) == s.day)]
        if todo:
            self.schedule(*todo, first=True)

    def step_activate(self, c: str) -> None:
        s = self.state
        if c in s.zones["engaged"] and c not in s.dodged:
            self.run_effects(c, "activation")

    def step_purchase(self) -> None:
        """Step 8: Purchase cards with Shillings (or pay the chapter's objective)."""
        if self.state.phase != "Purchase Cards":
            self.phase(8, "Purchase Cards")
        opts = purchase_options(self)
        if len(opts) > 1:
            self.decide_with(Decision(0, "purchase", "Purchase a card?", "Gameplay Overview 8", tuple(opts),
                                      "purchase"))  # ask(), less its packing (Done is always an option)
        else:
            self.refill()

    def answer_purchase(self, action: Any) -> None:
        if isinstance(action, Buy):
            c = action.card
            card = self.by_id[c]
            self.change("shillings", -card.cost, f"Purchase {card.title}")
            src = "road_market" if c in self.state.zones["road_market"] else "location_offer"
            if self.rules.purchase_to == "deck_top":
                self.move([c], src, "survivor_deck", top=True, why="Purchased", section="Gameplay Overview 8")
            else:
                self.move([c], src, "survivor_discard", why="Purchased", section="Gameplay Overview 8")
            self.schedule("purchase", first=True)
        elif isinstance(action, Fulfil):
            self.change("shillings", -self.chapter().objective["n"], "the chapter's objective")
            self.complete_chapter()
            self.schedule("purchase", first=True)
        elif isinstance(action, Done):
            self.refill()

    def refill(self) -> None:
        if self.rules.market_refill != "end_of_purchase":
            return
        z = self.state.zones
        need = self.rules.road_market - len(z["road_market"])
        if need > 0 and z["road_deck"]:
            self.deal("road_deck", need, "road_market", why="the Road market refilled", section="Gameplay Overview 8")
        here = self.state.location
        need = self.rules.location_offer - len(z["location_offer"])
        if here is not None and need > 0 and z[f"scav:{here}"]:
            self.deal(f"scav:{here}", need, "location_offer", why="the Location offer refilled",
                      section="Gameplay Overview 8")

    def complete_chapter(self) -> None:
        ch = self.chapter()
        self.record(E["chapter_done"], None, {"number": ch.number, "title": ch.title, "outcome": ch.outcome_text})
        self.move([ch.name], "story", "story_done", why="objective achieved", section="Component Overview: Story deck")
        self.run_effects(ch.name, "outcome")

    def step_end_of_day(self) -> None:
        """Step 9 (rulings): the Story objective, the chapter's daily rule, the Event area, Dodged cards, the verdict."""
        self.phase(9, "End of Day")
        self.schedule("objective", "daily", "cleanup", "verdict", first=True)

    def step_objective(self) -> None:
        s = self.state
        ch = self.chapter()
        obj = ch.objective
        kind = obj.get("kind")
        if kind == "endure":
            days = s.progress.get("days", 0) + 1
            self.record(E["progress"], None, {"key": "days", "value": days})
            done = days >= obj["n"]
        elif kind == "reach":
            done = s.location == obj["location"]
        elif kind == "destroy":
            done = s.progress.get("destroyed", 0) >= obj["n"]
        else:
            done = False
        if done:
            self.complete_chapter()

    def step_daily(self) -> None:
        self.run_effects(self.chapter().name, "daily")

    def step_cleanup(self) -> None:
        s = self.state
        for c in list(s.zones["events"]):
            card = self.by_id[c]
            if card.remain:
                if c in s.turned and self.rules.remain_resolves == "each_day":
                    key = ("unturned", c, False)  # a shared record (see Game.record_again)
                    if not self.record_again(key):
                        self.record_shared(key, E["unturned"], None, {"card": c, "title": card.title})
            elif self.rules.clear_events == "discard":
                self.clear_card(c)
                self.move([c], "events", self.discard_pile(c), why="the day is over", section="Gameplay Overview 9")
        if s.dodged:
            self.record(E["undodged"], None, {})

    def step_verdict(self) -> None:
        s = self.state
        if s.hope <= 0 or s.health <= 0:
            what = "Hope" if s.hope <= 0 else "Health"
            self.end({"won": False, "day": s.day, "why": f"{what.lower()} 0", "story": s.story,
                      "chapter": self.chapter().number},
                     f"The day ends with {what} at 0: the Journalist cannot go on. The game is lost on day {s.day}.")
            return
        if s.victory_day is not None and s.day >= s.victory_day + (1 if self.rules.victory_day == "next_day" else 0):
            won = self.chapter().victory
            self.end({"won": won, "day": s.day, "why": "victory" if won else "story unfinished", "story": s.story,
                      "chapter": self.chapter().number},
                     f"The Martians succumb on day {s.day}. " + (
                         "The Journalist survived and reached the Victory chapter: the game is won." if won else
                         f"The Journalist survived, but the story stops at chapter {self.chapter().number}: the game is lost."))
            return
        self.schedule("day")

    # describe a few things for the words
    def title_of(self, c: str) -> str:
        return self.titles[c]


__all__ = ["EventCard", "Flow", "SurvivorCard"]
