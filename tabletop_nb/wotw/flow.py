# mypy: disable-error-code="misc"
# (the rooms are mixins of WotWGame and annotate ``self`` with it; mypy calls that self type "not a
#  supertype" of the mixin and would otherwise check nothing less: every body is checked against WotWGame)
"""Setup (Components, Game Setup steps 1 to 11), the nine steps of a day, and the end of the game.

Each ``step_*`` is an agenda item; a step that asks stops the flow and the answer function carries on. The
verbs the steps use (cards moved, tokens changed, card text Resolved, the Keywords) are in keywords.py.
``answer_hand_fast`` and ``lay_out_fast`` are the fast twins of ``answer_hand`` and ``lay_out`` (game.py makes
them run; tests/wotw/test_wotw_fast_paths.py plays the same games with the readable ones).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.cards import in_sets
from ..core.errors import TabletopError
from ..core.events import Event
from ..core.game import Decision
from .actions import Buy, Discard, Done, Fulfil, Play, PushOn, Stay
from .cards import LOCATIONS, CardTables, build_tables, catalogue, plain_own
from .events import BOOK
from .keywords import E, LIMITS
from .legal import hand_options_fast, purchase_options, travel_cost, travel_options

if TYPE_CHECKING:
    from .game import WotWGame

# The card tables of the shipped cards, per tuple of card sets (with the catalogue and the stories they came from).
_SHIPPED_TABLES: dict[tuple[str, ...], tuple[dict[str, dict[str, Any]], list[str], CardTables]] = {}


class Flow:
    """The setup and the day (mixed into WotWGame)."""

    # ------------------------------------------------------------------ setup
    def check_setup(self: WotWGame, setup: dict[str, Any]) -> dict[str, Any]:
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
            tables = build_tables(cat, list(sets), own)
            if not own:
                _SHIPPED_TABLES[tuple(sets)] = (cat, stories, tables)
        self._use(tables, story)
        return {"story": story, "cards": own, "sets": list(sets)}

    def _use(self: WotWGame, tables: CardTables, story: str) -> None:
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

    def component_counts(self: WotWGame) -> dict[str, int]:
        return self.tables.component_counts()

    def begin(self: WotWGame) -> None:
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

    def lay_out(self: WotWGame) -> None:
        """Components: every deck in its place (the readable definition; ``lay_out_fast`` runs)."""
        boxes = {z: list(cards) for z, cards in self.components_laid_out().items()}
        self.record(BOOK["laid_out"], None, {"zones": boxes})

    def lay_out_fast(self: WotWGame) -> None:
        """``lay_out`` with one event for every game of these cards and story (events are never changed
        once recorded, and the event's apply copies every zone into the state)."""
        key = (type(self), self.story_key)
        ev = self.tables.laid_out.get(key)
        if ev is None:
            ev = self.tables.laid_out[key] = Event(BOOK["laid_out"], None, {"zones": self.components_laid_out()})
        BOOK["laid_out"].apply(self.state, ev)
        self.log.append(ev)

    def components_laid_out(self: WotWGame) -> dict[str, list[str]]:
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

    # ------------------------------------------------------------------ the day
    def step_day(self: WotWGame) -> None:
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

    def step_draw_events(self: WotWGame) -> None:
        """Step 2: 1 Location card and 2 Events at a Location; 3 Events On the Road."""
        s = self.state
        self.phase(2, "Draw Event cards")
        extra = self.chapter().extra_events
        if s.location is not None and s.zones["area_b"]:
            self.schedule(("draw_event", ("area_b",)), *[("draw_event", ("Event",))] * (self.rules.location_events + extra),
                          first=True)
        else:
            self.schedule(*[("draw_event", ("Event",))] * (self.rules.road_events + extra), first=True)

    def step_draw_event(self: WotWGame, src: str) -> None:
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

    def step_draw_hand(self: WotWGame) -> None:
        self.phase(3, "Draw 5 Survivor cards")
        self.draw_survivors(self.rules.hand_size, "the day's hand")

    def step_hand(self: WotWGame) -> None:
        """Step 4: Play or Discard every card in hand, one at a time."""
        s = self.state
        if s.phase != "Play or Discard all Survivor cards":
            self.phase(4, "Play or Discard all Survivor cards")
        if s.zones["hand"]:
            # ask(), less its packing: a hand always offers its Discards, so the options are never empty
            self.decide_with(Decision(0, "play", "Play or Discard a Survivor card", "Turn Breakdown 4",
                                      tuple(hand_options_fast(self)), "hand"))

    def answer_hand(self: WotWGame, action: Any) -> None:
        """Turn Breakdown 4's answer, every next step through the agenda (the readable definition;
        ``answer_hand_fast`` runs)."""
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

    def answer_hand_fast(self: WotWGame, action: Any) -> None:
        """``answer_hand``, running the next step at once where nothing before it can ask or end the game."""
        if isinstance(action, Play):  # a card's effects may ask or end the game: its next steps go through the agenda
            Flow.answer_hand(self, action)
        elif isinstance(action, Discard):
            self.move([action.card], "hand", "survivor_discard", why="Discarded", section="Turn Breakdown 4")
            self.step_hand()  # (what schedule("hand", first=True) would run next: nothing here asks or ends the game)
        elif isinstance(action, PushOn):
            self.change("stamina", -1, "an extra action")
            self.draw_survivors(1, "Stamina spent")
            self.step_hand()  # (as above: Stamina and a Draw neither ask nor end the game)

    def step_after_play(self: WotWGame, c: str) -> None:
        if c in self.state.zones["in_play"]:
            self.move([c], "in_play", "survivor_discard", section="Turn Breakdown 4")
        self.trigger("play_trait", self.by_id[c].traits)

    def step_events_step(self: WotWGame) -> None:
        """Step 5: Resolve every Event area card, left to right, then turn it."""
        self.phase(5, "Events Step")
        cards = list(self.state.zones["events"])
        if cards:
            self.schedule(*[("resolve_event", (c,)) for c in cards], first=True)

    def step_resolve_event(self: WotWGame, c: str) -> None:
        s = self.state
        if c not in s.zones["events"] or c in s.turned or c in s.dodged:
            return
        self.schedule(("turn", (c,)), first=True)
        self.run_effects(c, "effects")

    def step_turn(self: WotWGame, c: str) -> None:
        s = self.state
        if c in s.zones["events"] and c not in s.turned:
            key = ("turned", c)  # a shared record (see Game.record_again)
            if not self.record_again(key):
                self.record_shared(key, E["turned"], None, {"card": c, "title": self.titles[c]})

    def step_travel(self: WotWGame) -> None:
        """Step 6: Travel to a new Location (Spend the Intuition on its Way Ahead Open card)."""
        self.phase(6, "Travel to a new Location")
        opts = travel_options(self)
        if len(opts) > 1:
            self.decide_with(Decision(0, "travel", "Travel to a new Location?", "Turn Breakdown 6", tuple(opts),
                                      "travel"))  # ask(), less its packing (Stay is always an option)

    def answer_travel(self: WotWGame, action: Any) -> None:
        if isinstance(action, Stay):
            return
        self.travel(action.location)

    def travel(self: WotWGame, dest: str) -> None:
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

    def step_activations(self: WotWGame) -> None:
        """Step 7 (ruling activation): every Active Engaged card carries out its activation text."""
        s = self.state
        self.phase(7, "Engagement Activations")
        first_free = self.rules.activation == "first_day_free"
        todo = [("activate", (c,)) for c in s.zones["engaged"]
                if c not in s.dodged and not (first_free and s.engaged_on.get(c) == s.day)]
        if todo:
            self.schedule(*todo, first=True)

    def step_activate(self: WotWGame, c: str) -> None:
        s = self.state
        if c in s.zones["engaged"] and c not in s.dodged:
            self.run_effects(c, "activation")

    def step_purchase(self: WotWGame) -> None:
        """Step 8: Purchase cards with Shillings (or pay the chapter's objective)."""
        if self.state.phase != "Purchase Cards":
            self.phase(8, "Purchase Cards")
        opts = purchase_options(self)
        if len(opts) > 1:
            self.decide_with(Decision(0, "purchase", "Purchase a card?", "Gameplay Overview 8", tuple(opts),
                                      "purchase"))  # ask(), less its packing (Done is always an option)
        else:
            self.refill()

    def answer_purchase(self: WotWGame, action: Any) -> None:
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

    def refill(self: WotWGame) -> None:
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

    def complete_chapter(self: WotWGame) -> None:
        ch = self.chapter()
        self.record(E["chapter_done"], None, {"number": ch.number, "title": ch.title, "outcome": ch.outcome_text})
        self.move([ch.name], "story", "story_done", why="objective achieved", section="Component Overview: Story deck")
        self.run_effects(ch.name, "outcome")

    def step_end_of_day(self: WotWGame) -> None:
        """Step 9 (rulings): the Story objective, the chapter's daily rule, the Event area, Dodged cards, the verdict."""
        self.phase(9, "End of Day")
        self.schedule("objective", "daily", "cleanup", "verdict", first=True)

    def step_objective(self: WotWGame) -> None:
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

    def step_daily(self: WotWGame) -> None:
        self.run_effects(self.chapter().name, "daily")

    def step_cleanup(self: WotWGame) -> None:
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

    def step_verdict(self: WotWGame) -> None:
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
