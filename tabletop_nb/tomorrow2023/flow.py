"""The flow of a game, read top to bottom as the rulebook runs: « Mise en place », then turns of 2 actions
(« Tour de jeu »), the draws, the cards played and the reactions in the opponent's turn, and the supply.

Every question goes through ``ask(..., options=..., then=...)``; what the flow must remember between two
questions travels in the decision's ``args`` (so a snapshot, a copy and a save know it). What the cards'
effects do is in cards.py (``CardEffects``), the end in scoring.py, the scenario edits in edits.py.
"""

from __future__ import annotations

from typing import Any, Callable

from ..core.cards import Zones, merge_cards, plain_cards
from ..core.errors import DataError, IllegalAction, RulesError, TabletopError
from ..core.events import Event, EventType
from ..core.game import DECISION, STEP_NAMES, Action, Decision, Game
from .actions import (CHOOSE, DRAW, NO_REACTION, PASS, REACT_WITH, USE_ACTION, Discard, Draw, Pass, Play, React,
                      UseAction)
from .cards import EFFECTS, RECORDS_ONLY, Card, box_deck, box_decks, cards, load, validate_deck
from .events import book
from .legal import TurnTable, shipped_table, turn_options
from .rules import Tomorrow2023Rules
from .state import DECK, DISCARD, HAND, IN_PLAY, T23State
from .words import CANCELLED, GAIN_TEXT, LANGUAGES, SIDE_NAMES, action_prompt, action_prompts, gain_text, say

_TRIGGER_OF_KIND = {"agent": "agent", "event": "event"}  # the reaction a card played may meet, by its kind
WHO: dict[int | None, str | None] = {None: None, 0: SIDE_NAMES[0], 1: SIDE_NAMES[1]}  # who tells an event


class Flow(Zones, Game):
    """Setup, turns, draws, cards played, reactions and the supply (game.py puts the rooms together)."""

    state: T23State
    rules: Tomorrow2023Rules
    cat: dict[str, Card]
    table: TurnTable
    end_at: tuple[bool, int, int]
    prompts: tuple[tuple[str, ...], ...]
    E: dict[str, EventType]
    lang: str
    told: dict[tuple[Any, ...], Event]
    # from another room: the end, checked after every action (scoring.py)
    check_end: Callable[[], bool]

    # ------------------------------------------------------------------ helpers
    def answer_fast(self, d: Decision, action: Action) -> None:
        """The kernel's ``answer`` with a turn's Draw and Discard answered here at once (the game runs this
        twin: game.py; tests/tomorrow2023/test_t2023_speed.py plays the games of the kernel's answer)."""
        if d.then == "turn_action":  # a turn's action: the most frequent answer by far
            kind = type(action)
            if kind is Draw:  # the most frequent of them: answer_turn_action's first branches, inlined
                side, n, total = d.args
                self.step_draw_one(side)
                if self.state.pending is not None:  # the hand limit asks for a discard
                    self.schedule(("after_action", d.args), first=True)
                elif not self.check_end():
                    self.step_action(side, n + 1, total)
                return
            if kind is Discard:
                side, n, total = d.args
                c = action.card  # type: ignore[attr-defined]
                card = self.cat[c]
                gain = self._credits_available(card.cost, "credits")
                # self.ev("discarded", ...) with the event's apply (events._discarded) done here, a shared record
                key = ("discarded", side, c, gain)
                told = self.told
                e = told.get(key)
                if e is None:
                    e = Event(self.E["discarded"], SIDE_NAMES[side], {
                        "side": side, "card": c, "name": card.label, "why": "discard_action", "gain": gain,
                        **(GAIN_TEXT[gain] if gain < 21 else gain_text(gain))})
                    self.keep_told(key, e)
                self.log.append(e)
                s = self.state
                s.zones[HAND[side]].remove(c)
                s.zones[DISCARD[side]].insert(0, c)
                s.credits[side] += gain
                if not self.check_end():
                    self.step_action(side, n + 1, total)
                return
            self.answer_turn_action(action, *d.args)
            return
        super().answer(d, action)

    def ev(self, kind: str, side: int | None, data: dict[str, Any]) -> None:
        """Record an event of the game's book, told by ``side`` (the kernel's ``record``, inlined: every rule
        goes through here)."""
        et = self.E[kind]
        e = Event(et, WHO[side], data)
        apply = et.apply  # (read, then called: see Game.emit)
        apply(self.state, e)
        self.log.append(e)

    def ev_shared(self, key: tuple[Any, ...], kind: str, side: int | None, data: dict[str, Any]) -> None:
        """``ev``, logging again the record kept under ``key`` if there is one (see ``Game.record_again``):
        ``key`` names the kind and everything ``data`` holds."""
        e = self.told.get(key)
        if e is None:
            self.ev(kind, side, data)
            self.keep_recorded(key)
            return
        apply = e.type.apply  # (read, then called: see Game.emit)
        apply(self.state, e)
        self.log.append(e)


    def _name(self, c: str) -> tuple[str, str]:
        return self.cat[c].label


    # ------------------------------------------------------------------ Mise en place
    def check_setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        known = {"language", "decks", "cards"}
        for k in setup:
            if k not in known:
                raise RulesError(f"unknown setup option {k!r}; known: {', '.join(sorted(known))}")
        lang = setup.get("language", "fr")
        if lang not in LANGUAGES:
            raise RulesError(f"language must be one of {', '.join(LANGUAGES)}, not {lang!r}")
        self.lang = lang
        self.E = book(lang)
        own = setup.get("cards")
        cat = cards()
        if own is not None:
            cat = merge_cards(cat, load(own, "cards (setup)"))
        self.cat: dict[str, Card] = cat
        self.table = shipped_table() if own is None else TurnTable(cat)  # what the turn reads of each card
        self.told = self.table.told.setdefault((type(self), lang), {})  # see Game.record_again
        r = self.rules  # what check_end reads after every action (winner() is the rule)
        self.end_at = (r.influence_counts == "banked", r.influence_to_win, r.leaders_to_arrest)
        self.prompts = action_prompts(lang, r.actions_per_turn)  # [total][n]: action_prompt(lang, n, total)
        decks = setup.get("decks")
        if decks is None and own is None:
            checked = box_decks()  # the box's two decks, checked once
        elif decks is None:
            checked = self.box_decks_of(cat, load(own, "cards (setup)"))
        else:
            checked = self.checked_decks(decks, cat)
        out: dict[str, Any] = {"language": lang, "decks": checked}
        if own is not None:
            out["cards"] = plain_cards(load(own, "cards (setup)"))
        return out

    def box_decks_of(self, cat: dict[str, Card], own: dict[str, Card]) -> dict[str, list[str]]:
        """The box's decks (set "base") with the setup's own cards merged in, checked: a card of the file that
        moves a card into or out of set "base" (or to the other side) and so breaks a box deck is named, with
        the file, as a DataError (give ``decks=`` to play such cards)."""
        try:
            return self.checked_decks(None, cat)
        except TabletopError as e:
            shipped = cards()
            moved = [c for c in own.values()
                     if (c.set == "base") != (c.name in shipped and shipped[c.name].set == "base")
                     or (c.name in shipped and shipped[c.name].side != c.side)]
            if not moved and not own:
                raise
            blamed = moved[0] if moved else next(iter(own.values()))
            was = shipped[blamed.name].set if blamed.name in shipped else None
            what = (f"its set is {blamed.set!r}" + (f" (the box's card is in set {was!r})" if was is not None else
                                                     " (a new card)"))
            raise DataError("cards (setup)", blamed.name, "set" if moved else None,
                            f"{what}, so the box's decks (the cards of set 'base') no longer follow « Personnaliser "
                            f"son deck » ({e}); keep the set or give decks= explicitly") from None

    def checked_decks(self, decks: Any, cat: dict[str, Card]) -> dict[str, list[str]]:
        """The setup's decks (default: the box's decks of ``cat``), each checked against « Personnaliser son deck »."""
        if decks is None:
            decks = {"rebels": box_deck(0, cat), "government": box_deck(1, cat)}
        if not isinstance(decks, dict) or set(decks) != {"rebels", "government"}:
            raise RulesError("decks maps 'rebels' and 'government' to a list of 10 card names each")
        problems = []
        checked = {}
        for side in ("rebels", "government"):
            try:
                checked[side] = validate_deck(side, decks[side], cat)
            except TabletopError as e:
                problems.append(str(e))
        if problems:
            raise RulesError(" | ".join(problems))
        return checked


    def begin(self) -> None:
        decks = self.setup["decks"]
        for side, key in ((0, "rebels"), (1, "government")):
            self.ev("shuffled", side, {"side": side, "order": self.shuffled(sorted(decks[key])), "why": "setup",
                                       "seen_by": []})
        r = self.rules
        if r.start_hand <= r.hand_limit:
            for side in (0, 1):
                for _ in range(r.start_hand):
                    self.step_draw_one(side, at_setup=True)
                self.gain_credits(side, r.start_credits, "setup")
        else:
            # « Un joueur ne peut pas avoir plus de 5 cartes en main » holds at setup too: with a hand limit below
            # the starting hand (a variant), each card drawn beyond it is followed at once by a discard of the
            # player's choice, as at any draw (« Piocher une carte »), one side after the other
            for side in (0, 1):
                self.schedule(*[("draw_one", (side,))] * r.start_hand, ("setup_credits", (side,)))
        self.schedule(("turn", (r.first_player,)))  # « Le joueur rebelle débute la partie » (0)

    def step_setup_credits(self, side: int) -> None:
        self.gain_credits(side, self.rules.start_credits, "setup")

    # ------------------------------------------------------------------ Tour de jeu
    def step_turn(self, side: int) -> None:
        s = self.state
        total = max(0, self.rules.actions_per_turn - s.owed[side])
        turn = s.turn + 1
        # self.ev("turn_started", ...) with the event's apply (events._turn) done here, a shared record
        key = ("turn_started", side, turn, total)
        e = self.told.get(key)
        if e is None:
            e = Event(self.E["turn_started"], SIDE_NAMES[side], {"side": side, "turn": turn, "actions": total})
            self.keep_told(key, e)
        self.log.append(e)
        s.turn = turn
        s.side = side
        s.action = 0
        s.owed[side] = 0
        in_play = s.zones[IN_PLAY[side]]
        if s.used:  # « redresser » at the start of your own turn: your leaders/agents may use their Action again
            s.used = [c for c in s.used if c not in in_play]
        s.entered = []
        if not in_play:  # no automatic ability: the first action at once
            self.step_action(side, 1, total)
            return
        table = self.table
        starters = table.starters
        ready = [c for c in in_play if c in starters]  # start_ready(side, ()), read from the table
        if not ready:
            self.step_action(side, 1, total)
            return
        if (len(ready) == 1 or self.rules.start_order != "owner_chooses") and table.quick_starters.issuperset(ready):
            # what start_abilities does when nobody is asked and no ability schedules a step (RECORDS_ONLY): each
            # acts in turn (step_start_ability, its effect, the end checked after it), then the turn's first action
            cat = self.cat
            for c in ready:
                card = cat[c]
                self.ev_shared(("ability_acts", side, c, "start"), "ability_acts", side,
                               {"card": c, "name": card.label, "why": "start"})
                EFFECTS.run(self, card, card.effect, card.args)
                if self.check_end():
                    return
            self.step_action(side, 1, total)
            return
        self.schedule(("action", (side, 1, total)), first=True)
        self.start_abilities(side, (), ready)  # first, before the turn's first action

    def start_ready(self, side: int, done: tuple[str, ...]) -> list[str]:
        """The automatic abilities of ``side`` still to act at the start of its turn."""
        return [c for c in self.state.zones[IN_PLAY[side]] if self.cat[c].ability == "start" and c not in done]

    def step_start_abilities(self, side: int, done: tuple[str, ...]) -> None:
        self.start_abilities(side, done, self.start_ready(side, done))

    def start_abilities(self, side: int, done: tuple[str, ...], ready: list[str]) -> None:
        """Automatic abilities act at the start of their owner's turn, one at a time (ruling start_order)."""
        if not ready:
            return
        if len(ready) > 1 and self.rules.start_order == "owner_chooses":
            self.ask(side, "order", say("prompt_order", self.lang), "Utiliser une action de Leader/Agent (Note)",
                     options=[CHOOSE[c] for c in ready], then="start_order", args=(side, done))
            return
        self.start_then_the_others(side, ready[0], done)

    def answer_start_order(self, action: Action, side: int, done: tuple[str, ...]) -> None:
        self.start_then_the_others(side, action.option, done)  # type: ignore[attr-defined]

    def start_then_the_others(self, side: int, c: str, done: tuple[str, ...]) -> None:
        """``c`` acts, then the abilities still ready. An effect that only records events (RECORDS_ONLY) lets the
        others follow at once; any other waits for what it asks or schedules (the agenda)."""
        if self.cat[c].effect in RECORDS_ONLY:
            self.step_start_ability(side, c, "start")
            if not self.state.over:
                self.step_start_abilities(side, done + (c,))
            return
        self.schedule(("start_ability", (side, c, "start")), ("start_abilities", (side, done + (c,))), first=True)

    def step_start_ability(self, side: int, c: str, why: str) -> None:
        card = self.cat[c]
        self.ev_shared(("ability_acts", side, c, why), "ability_acts", side, {"card": c, "name": card.label, "why": why})
        self.effect_then(card, ("check_end", ()))

    def effect_then(self, card: Card, step: tuple[str, tuple[Any, ...]]) -> None:
        """``card``'s effect, then ``step``: after whatever the effect asks or schedules (the agenda), or at once
        when the effect only records events (RECORDS_ONLY)."""
        if card.effect in RECORDS_ONLY:
            EFFECTS.run(self, card, card.effect, card.args)
            getattr(self, STEP_NAMES[step[0]])(*step[1])  # getattr(self, "step_" + step[0])
            return
        self.schedule(step, first=True)
        EFFECTS.run(self, card, card.effect, card.args)

    def step_check_end(self) -> None:
        self.check_end()

    def step_action_fast(self, side: int, n: int, total: int) -> None:
        """``step_action`` with its event and question built here (the game runs this twin: game.py)."""
        if n > total:
            self.step_turn(1 - side)  # the opponent's turn
            return
        # The readable rule, run here as its events at once (the question of every action of every turn):
        #   self.ev("action_begun", side, {"side": side, "n": n, "of": total})
        #   self.ask(side, "action", action_prompt(self.lang, n, total), "Tour de jeu",
        #            options=self.turn_options(side), then="turn_action", args=(side, n, total))
        # with legal.turn_options read from the catalogue's TurnTable, the event's apply (s.action = n) done here
        # and the kernel's decision record built here (the options are never empty: Pass when nothing else is
        # possible). test_t2023_speed.py checks the two give equal logs, and the log replayed the same state.
        s = self.state
        who = SIDE_NAMES[side]
        log = self.log
        key = ("action_begun", side, n, total)  # a shared record (see Game.record_again)
        e = self.told.get(key)
        if e is None:
            e = Event(self.E["action_begun"], who, {"side": side, "n": n, "of": total})
            self.keep_told(key, e)
        log.append(e)
        s.action = n
        # turn_options(self, side), from the table
        zones = s.zones
        hand = zones[HAND[side]]
        out: list[Action] = [DRAW] if zones[DECK[side]] or zones[DISCARD[side]] else []
        table = self.table
        if hand:
            credits = s.credits[side]
            plays = table.plays
            for c in hand:
                cost, play = plays[c]
                if cost <= credits:
                    out.append(play)
            out += map(table.discard_of, hand)
        in_play = zones[IN_PLAY[side]]
        if in_play:
            actors, used = table.actors, s.used
            fresh_waits = self.rules.new_card_acts == "next_turn"
            for c in in_play:
                if c in actors and c not in used and not (fresh_waits and c in s.entered):
                    out.append(USE_ACTION[c])
        prompt = self.prompts[total][n]  # action_prompt(self.lang, n, total)
        d = Decision(side, "action", prompt, "Tour de jeu", tuple(out) if out else (PASS,), "turn_action",
                     (side, n, total))
        s.pending = d
        log.append(Event(DECISION, who, {"player": side, "decision": "action", "prompt": prompt,
                                         "section": "Tour de jeu", "asked": d}))

    def step_action(self, side: int, n: int, total: int) -> None:
        """An action of the turn, as the rule reads (``step_action_fast`` is its twin; the tests compare the two)."""
        if n > total:
            self.step_turn(1 - side)  # the opponent's turn
            return
        self.ev("action_begun", side, {"side": side, "n": n, "of": total})
        self.ask(side, "action", action_prompt(self.lang, n, total), "Tour de jeu",
                 options=self.turn_options(side), then="turn_action", args=(side, n, total))

    def turn_options(self, side: int) -> list[Action]:
        """The actions of a turn (the readable rule, legal.py)."""
        return turn_options(self, side)  # type: ignore[arg-type]

    def answer_turn_action(self, action: Action, side: int, n: int, total: int) -> None:
        if isinstance(action, Draw):
            self.step_draw_one(side)
        elif isinstance(action, Discard):
            card = self.cat[action.card]
            gain = self._credits_available(card.cost, "credits")
            self.ev("discarded", side, {"side": side, "card": card.name, "name": card.label, "why": "discard_action",
                                        "gain": gain, **(GAIN_TEXT[gain] if gain < 21 else gain_text(gain))})
        elif isinstance(action, Play):
            # once the card (and any reaction to it) is resolved
            self.schedule(("after_action", (side, n, total)), first=True)
            self.play_card(side, action.card)
            return
        elif isinstance(action, UseAction):
            card = self.cat[action.card]
            self.ev("tapped", side, {"side": side, "card": card.name, "name": card.label})
            # once the Action (and any reaction to it) is resolved
            self.schedule(("after_action", (side, n, total)), first=True)
            self.step_reaction_window("leader_action", side, card.name, "leader_action", (card.name,))
            return
        elif isinstance(action, Pass):
            self.ev("passed", side, {"side": side})
        else:  # options are checked before: this is a bug, not a player's mistake
            raise IllegalAction(f"unknown turn action {action!r}", rule="Tour de jeu")
        # a draw, a discard or a pass is done, unless the draw asks for a discard (the hand limit)
        if self.state.pending is not None:
            self.schedule(("after_action", (side, n, total)), first=True)
        elif not self.check_end():  # step_after_action, inlined
            self.step_action(side, n + 1, total)

    def step_after_action(self, side: int, n: int, total: int) -> None:
        if not self.check_end():
            self.step_action(side, n + 1, total)

    # ------------------------------------------------------------------ Piocher une carte
    def step_draw_one(self, side: int, at_setup: bool = False) -> None:
        s = self.state
        deck = s.zones[DECK[side]]
        if not deck:
            discard = s.zones[DISCARD[side]]
            if not discard:
                self.ev("deck_empty", side, {"side": side})
                return
            # « Ne remélangez votre défausse que lorsque vous devez piocher »
            self.ev("shuffled", side, {"side": side, "order": self.shuffled(discard), "why": "reshuffle",
                                       "seen_by": []})
            deck = s.zones[DECK[side]]
        c = deck[0]
        hand = s.zones[HAND[side]]
        full = len(hand) >= self.rules.hand_limit
        # self.ev("drawn", side, {..., "name": self._name(c), ...}) with the event's apply (events._drawn: the card
        # from the deck's top to the hand) done here: a draw is the most frequent action
        key = ("drawn", side, c)  # a shared record (see Game.record_again)
        e = self.told.get(key)
        if e is None:
            e = Event(self.E["drawn"], SIDE_NAMES[side], {"side": side, "card": c, "name": self.cat[c].label,
                                                          "seen_by": [side]})
            self.keep_told(key, e)
        self.log.append(e)
        del deck[0]
        hand.append(c)
        if full and not at_setup:
            self.ask_limit(side)

    def ask_limit(self, side: int) -> None:
        """Over the hand limit: discard one at once, without the credits of the « défausser » action."""
        hand = self.state.zones[HAND[side]]
        if len(hand) > self.rules.hand_limit:
            self.ask(side, "limit", say("prompt_limit", self.lang), "Piocher une carte",
                     options=[CHOOSE[c] for c in hand], then="limit_discard", args=(side,))

    def answer_limit_discard(self, action: Action, side: int) -> None:
        c = action.option  # type: ignore[attr-defined]
        self.ev("discarded", side, {"side": side, "card": c, "name": self._name(c), "why": "limit", "gain": 0,
                                    **GAIN_TEXT[0]})
        self.ask_limit(side)

    # ------------------------------------------------------------------ Jouer une carte
    def play_card(self, side: int, c: str) -> None:
        card = self.cat[c]
        self.ev_shared(("played", side, c), "played", side, {"side": side, "card": c, "name": card.label,
                                                              "cost": card.cost})
        trigger = _TRIGGER_OF_KIND.get(card.kind)
        if trigger is not None:
            self.step_reaction_window(trigger, side, c, "resolve_card", (side, c))
        else:
            self.step_resolve_card(side, c)

    def step_resolve_card(self, side: int, c: str) -> None:
        card = self.cat[c]
        if card.kind == "event":
            self.effect_then(card, ("settle_event", (side, c)))
            return
        self.ev("entered_play", side, {"side": side, "card": c, "name": card.label})
        if self.rules.new_card_acts == "auto_on_entry" and card.ability == "start":
            self.schedule(("start_ability", (side, c, "effect")), first=True)

    def step_settle_event(self, side: int, c: str) -> None:
        self.ev_shared(("to_discard", side, c), "to_discard", side,
                       {"side": side, "card": c, "name": self._name(c), "tail_fr": "", "tail_en": ""})

    def step_leader_action(self, c: str) -> None:
        card = self.cat[c]
        EFFECTS.run(self, card, card.effect, card.args)

    # ------------------------------------------------------------------ Réactions
    def reactions_for(self, side: int, trigger: str) -> list[str]:
        """The reactions ``side`` could play now in answer to ``trigger``."""
        s = self.state
        pay = self.rules.reaction_cost == "pay"
        return [h for h in s.zones[HAND[side]]
                if self.cat[h].reaction == trigger and (not pay or self.cat[h].cost <= s.credits[side])]

    def step_reaction_window(self, trigger: str, side: int, ctx: str, cont: str, cont_args: tuple[Any, ...]) -> None:
        opp = 1 - side
        if self.table.reactors.isdisjoint(self.state.zones[HAND[opp]]):  # no Réaction in hand: nothing playable
            playable: list[str] = []
        else:
            playable = self.reactions_for(opp, trigger)
        if not playable and self.rules.reaction_prompt == "when_possible":
            getattr(self, STEP_NAMES[cont])(*cont_args)  # at once: nobody is asked ("step_" + cont)
            return
        what = say("trigger_" + trigger, self.lang)
        self.ask(opp, "reaction", say("prompt_react", self.lang, trigger=what), "Précisions (Réaction)",
                 options=[REACT_WITH[h] for h in playable] + [NO_REACTION], then="react",
                 args=(trigger, side, ctx, cont, cont_args))

    def answer_react(self, action: Action, trigger: str, side: int, ctx: str, cont: str,
                     cont_args: tuple[Any, ...]) -> None:
        if not isinstance(action, React):
            self.schedule((cont, cont_args), first=True)
            return
        opp = 1 - side
        card = self.cat[action.card]
        cost = card.cost if self.rules.reaction_cost == "pay" else 0
        self.ev("reacted", opp, {"side": opp, "card": card.name, "name": card.label, "cost": cost})
        if self.rules.reaction_action == "next_turn":
            self.ev("action_owed", opp, {"side": opp})
        outcome = EFFECTS.run(self, card, card.effect, card.args)
        fr, en = CANCELLED[trigger]
        self.ev("cancelled", opp, {"card": card.name, "name": card.label, "target_fr": fr, "target_en": en})
        if outcome == "back_to_hand":  # only on an arrest (checked when cards are loaded)
            self.ev("left_play", 0, {"side": 0, "card": ctx, "name": self._name(ctx), "dst": "hand",
                                     "tokens": self.state.tokens.get(ctx, 0),
                                     "dst_fr": "retour en main", "dst_en": "back to hand"})
            self.ask_limit(0)
        elif trigger in ("agent", "event"):
            self.ev("to_discard", side, {"side": side, "card": ctx, "name": self._name(ctx),
                                         "tail_fr": " sans effet", "tail_en": " without effect"})

    # ------------------------------------------------------------------ influence and credits
    def _credits_available(self, n: int, what: str) -> int:
        r = self.rules
        if n <= 0 or r.empty_supply == "unlimited":
            return max(0, n)
        s = self.state
        # credit_reserve() or influence_reserve(), read at once
        have = (r.credit_supply - s.credits[0] - s.credits[1] if what == "credits"
                else r.influence_supply - s.pool - sum(s.tokens.values()))
        if have >= n:
            return n
        give = max(0, have)
        credits = what == "credits"
        self.ev("supply_short", None, {"short": n - give, "what_fr": "crédits" if credits else "jetons influence",
                                       "what_en": "crédit" if credits else "influence"})
        return give

    def gain_credits(self, side: int, n: int, why: str) -> None:
        give = self._credits_available(n, "credits")
        if give:
            section = {"section": "Mise en place"} if why == "setup" else {}
            total = self.state.credits[side] + give
            self.ev_shared(("credits_changed", side, give, why, total), "credits_changed", side,
                           {"side": side, "n": give, "why": why, **section, "total": total})

    def lose_credits(self, side: int, n: int, why: str) -> None:
        take = min(n, self.state.credits[side])
        if take:
            self.ev("credits_lost", side, {"side": side, "n": take, "why": why,
                                           "total": self.state.credits[side] - take})
