# mypy: disable-error-code="misc"
# (the rooms are mixins of WotWGame and annotate ``self`` with it; mypy calls that self type "not a
#  supertype" of the mixin and would otherwise check nothing less: every body is checked against WotWGame)
"""The verbs the rules and the cards' text use (the rulebook's Keywords: Damage, Destroy, Dodge, Evade, Engage,
Remove, Discard, Draw; the Way Ahead cards, Incoming cards), the card text Resolved through the effects
registry, and the records every step makes (cards moved, tokens changed, a step of the day begun).

``Keywords`` is mixed into WotWGame; flow.py holds the setup and the nine steps of a day that call these verbs.
Each fast twin (``move_fast``, ``shuffle_zone_fast``, ``phase_fast``, ``change_fast``, ``trigger_fast``) sits
beside its readable definition (the plain name, or the kernel's own verb); game.py makes the fast twins run and
tests/wotw/test_wotw_fast_paths.py plays the same games with the readable ones.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, Callable, cast

from ..core.cards import CARDS_MOVED, ZONE_SHUFFLED, Zones
from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.game import Choose
from .cards import EFFECTS, LOCATIONS, Chapter, WayAhead
from .events import BOOK

if TYPE_CHECKING:
    from .game import WotWGame

LIMITS = {"intuition": "intuition_tokens", "shillings": "shilling_tokens", "stamina": "stamina_tokens",
          "hope": "track_max", "health": "track_max"}
E = BOOK.types
CHANGED = E["changed"]
# the rulebook section of each of the nine steps of a day
STEP_SECTIONS = {n: f"Turn Breakdown {n}" if n <= 6 else f"Gameplay Overview {n}" for n in range(1, 10)}


class Keywords:
    """The verbs of the rules and of card text (mixed into WotWGame)."""

    _ctx: tuple[str, int] = ("", 0)  # the text being Resolved now (transient: an ask stores it in its args)
    _fizzled: bool = False

    # ------------------------------------------------------------------ lookups
    def title_of(self: WotWGame, c: str) -> str:
        return self.titles[c]

    def card(self: WotWGame, c: str) -> Any:
        return self.by_id[c]

    def way(self: WotWGame, location: str) -> WayAhead:
        return self.ways[f"way:{location}"]

    @staticmethod
    def location_index(location: str) -> int:
        return LOCATIONS.index(location)

    def compiled(self: WotWGame, card: str, key: str) -> tuple[tuple[Callable[..., Any], dict[str, Any]], ...]:
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
    def move(self: WotWGame, cards: Any, src: str, dst: str, *, top: bool = False, who: str | None = None,
             seen_by: tuple[int, ...] | None = None, why: str = "", section: str = "") -> list[str]:
        """The kernel's move, with the cards' titles in the sentence when they are face up, and a card
        leaving the Event area no longer counted as turned (the readable definition; ``move_fast`` runs)."""
        cards = list(cards)
        if seen_by is None and 0 < len(cards) <= 4:
            titles = self.titles
            names = titles[cards[0]] if len(cards) == 1 else ", ".join([titles[c] for c in cards])
            why = f"{names}: {why}" if why else names
        if src == "events":
            for c in cards:
                if c in self.state.turned:
                    self.record(E["unturned"], None, {"card": c, "title": self.titles[c], "quiet": True})
        return Zones.move(self, cards, src, dst, top=top, who=who, seen_by=seen_by, why=why, section=section)

    def move_fast(self: WotWGame, cards: Any, src: str, dst: str, *, top: bool = False, who: str | None = None,
                  seen_by: tuple[int, ...] | None = None, why: str = "", section: str = "") -> list[str]:
        """``move`` with the kernel's ``Zones.move`` and ``record`` written out (one call instead of three
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
            return cast("list[str]", cards)
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
        return cast("list[str]", cards)

    def _moved_record(self: WotWGame, cards: list[str], src: str, dst: str, top: bool, who: str | None,
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

    def shuffle_zone_fast(self: WotWGame, zone: str, *, seen_by: tuple[int, ...] | None = (), why: str = "",
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

    def note(self: WotWGame, text: str, section: str = "") -> None:
        self.record(E["note"], None, {"text": text, "section": section} if section else {"text": text})

    def phase(self: WotWGame, n: int, name: str) -> None:
        """Step ``n`` of the day begins (the readable definition; ``phase_fast`` runs)."""
        self.record(E["phase"], None, {"n": n, "name": name, "section": STEP_SECTIONS[n]})

    def phase_fast(self: WotWGame, n: int, name: str) -> None:
        """``phase``, with one event object per step and game: a step's event is the same every day
        (events are never changed once recorded), as the kernel shares a repeated question's record."""
        ev = self._phase_events.get(n)
        if ev is None or ev.data["name"] != name:
            ev = self._phase_events[n] = Event(E["phase"], None, {"n": n, "name": name, "section": STEP_SECTIONS[n]})
        self.state.phase = name  # the event's apply (events._phase)
        self.log.append(ev)

    def change(self: WotWGame, what: str, delta: int, why: str = "") -> None:
        """A resource or track moves by ``delta``, within 0 and its limit (the readable definition; ``change_fast``
        runs)."""
        s = self.state
        old = getattr(s, what)
        new = max(0, min(getattr(self.rules, LIMITS[what]), old + delta))
        if new == old:
            return
        self.record(E["changed"], None, {"what": what, "delta": new - old, "value": new, "why": why})
        if new == 0 and what in ("hope", "health") and self.rules.trackers_floor == "instant_loss":
            self.end({"won": False, "day": s.day, "why": f"{what} 0", "story": s.story},
                     f"The Journalist's {what.capitalize()} is at 0: the game is lost.")

    def change_fast(self: WotWGame, what: str, delta: int, why: str = "") -> None:
        """``change`` with the limits read once per game (``Flow._use``) and the event recorded directly: a shared
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

    def set_mod(self: WotWGame, key: str, value: int, card: str, says: str) -> None:
        self.record(E["mod"], None, {"key": key, "value": value, "title": self.titles[card], "says": says})

    def chapter(self: WotWGame) -> Chapter:
        return self.chapters[self.state.zones["story"][0]]

    def discard_pile(self: WotWGame, c: str) -> str:
        deck = self.by_id[c].deck
        return f"loc_discard:{deck}" if deck in LOCATIONS else "event_discard"

    def where(self: WotWGame, c: str) -> str:
        for z, cards in self.state.zones.items():
            if c in cards:
                return z
        raise IllegalAction(f"card {c!r} is nowhere", rule="cards")

    # ------------------------------------------------------------------ card text
    def run_effects(self: WotWGame, card: str, key: str, start: int = 0) -> bool:
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

    def ctx_args(self: WotWGame) -> tuple[str, int]:
        return self._ctx

    def ask_target(self: WotWGame, card: str, effect: str, cands: list[str], pairs: tuple[Any, ...], prompt: str) -> None:
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

    def apply_target(self: WotWGame, effect: str, target: str, args: dict[str, Any], source: str) -> None:
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

    # ------------------------------------------------------------------ the answers that finish an effect
    def answer_target(self: WotWGame, action: Any, effect: str, card: str, key: str, i: int, pairs: tuple[Any, ...]) -> None:
        """A Target chosen (``ask_target``): the effect acts on it, and the card's text carries on."""
        self.apply_target(effect, action.card, dict(pairs), card)
        self.run_effects(card, key, i + 1)

    def answer_either(self: WotWGame, action: Choose, card: str, key: str, i: int, hope: int, health: int) -> None:
        """Hope or Health chosen (the effect ``lose_either``): it is lost, and the card's text carries on."""
        self.change(action.option, -(hope if action.option == "hope" else health), self.titles[card])
        self.run_effects(card, key, i + 1)

    def triggered(self: WotWGame, on: str, traits: tuple[str, ...]) -> tuple[str, ...]:
        """The Survivor's Strengths and Weaknesses that the traits of a card played or drawn trigger (their texts)."""
        return tuple(f"trigger:{i}" for i, t in enumerate(self.character.triggers)
                     if t["on"] == on and t["trait"] in traits)

    def trigger(self: WotWGame, on: str, traits: tuple[str, ...]) -> None:
        """The Survivor's Strengths and Weaknesses, triggered by the traits of a card played or drawn (the
        readable definition; ``trigger_fast`` runs)."""
        for key in self.triggered(on, traits):
            self.run_effects(self.character.name, key)

    def trigger_fast(self: WotWGame, on: str, traits: tuple[str, ...]) -> None:
        """``trigger``, with ``triggered`` looked up once per kind and traits for every game of the same cards."""
        keys = self.tables.triggered.get((on, traits))
        if keys is None:
            keys = self.tables.triggered[(on, traits)] = self.triggered(on, traits)
        for key in keys:
            self.run_effects(self.character.name, key)

    # ------------------------------------------------------------------ the keywords' verbs
    def damageable(self: WotWGame) -> list[str]:
        z = self.state.zones
        return [c for c in z["events"] + z["engaged"] if self.by_id[c].energy > 0]

    def do_damage(self: WotWGame, target: str, n: int, source: str) -> None:
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

    def clear_card(self: WotWGame, c: str) -> None:
        s = self.state
        if c in s.damage:
            self.record(E["damage_cleared"], None, {"card": c, "title": self.titles[c]})
        if c in s.engaged_on:
            self.record(E["disengaged"], None, {"card": c, "title": self.titles[c]})

    def remove(self: WotWGame, c: str, why: str, force_game: bool = False) -> None:
        """Keywords (Remove): out of the game (or to its Discard pile under remove_means='to_discard');
        Destroy always Removes from the game, as the keyword says."""
        src = self.where(c)
        self.clear_card(c)
        dst = "removed" if force_game or self.rules.remove_means == "from_game" else self.discard_pile(c)
        self.move([c], src, dst, why=why)

    def engage(self: WotWGame, c: str) -> None:
        if c not in self.state.zones["events"]:
            return
        self.move([c], "events", "engaged", why="Engaged", section="Keywords: Engage")
        key = ("engaged_at", c, self.state.day)  # a shared record (see Game.record_again)
        if not self.record_again(key):
            self.record_shared(key, E["engaged_at"], None, {"card": c, "title": self.titles[c], "day": self.state.day})

    def evade(self: WotWGame, c: str) -> None:
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

    def discard_event(self: WotWGame, c: str) -> None:
        """Keywords: Discard: to its Discard pile, its text not Resolved."""
        src = self.where(c)
        self.clear_card(c)
        self.move([c], src, self.discard_pile(c), why="Discarded", section="Keywords: Discard")

    def blocked(self: WotWGame) -> list[str]:
        return [w[4:] for w in self.state.zones["ways_blocked"]]

    def block_way(self: WotWGame, location: str, why: str) -> None:
        z = self.state.zones
        if not location:
            if not z["ways_open"]:
                return
            k = self.roll(len(z["ways_open"]), why="which Way Ahead is Blocked") if len(z["ways_open"]) > 1 else 1
            location = z["ways_open"][k - 1][4:]
        if f"way:{location}" in z["ways_open"]:
            self.move([f"way:{location}"], "ways_open", "ways_blocked", why=why,
                      section="Component Overview: Way Ahead Blocked cards")

    def open_way(self: WotWGame, location: str, why: str) -> None:
        if f"way:{location}" in self.state.zones["ways_blocked"]:
            self.move([f"way:{location}"], "ways_blocked", "ways_open", why=why,
                      section="Component Overview: Way Ahead Blocked cards")

    def add_incoming(self: WotWGame, n: int, why: str) -> None:
        cards = self.state.zones["incoming"][:n]
        if not cards:
            return
        self.move(cards, "incoming", "event_deck", why=why, section="Component Overview: Incoming cards", seen_by=())
        self.shuffle_zone("event_deck", why="Incoming cards shuffled in", section="Component Overview: Incoming cards")

    def gain_card(self: WotWGame, name: str) -> None:
        if name in self.state.zones["story_cards"]:
            self.move([name], "story_cards", "survivor_discard", why="gained from the Story deck",
                      section="Component Overview: Survivor cards")

    def draw_survivors(self: WotWGame, n: int, why: str) -> None:
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
