"""The flow of a game, read top to bottom as the rulebook runs: « Mise en place », then turns of 2 actions
(« Tour de jeu »), the reactions in the opponent's turn and the end (« Fin de partie »).

Every question goes through ``ask(..., options=..., then=...)``; what the flow must remember between two
questions travels in the decision's ``args`` (so a snapshot, a copy and a save know it).
"""

from __future__ import annotations

from typing import Any

from ..core.cards import Zones
from ..core.errors import IllegalAction
from ..core.events import Event, EventType
from ..core.game import DECISION, STEP_NAMES, Action, Decision, Game
from .actions import (CHOOSE, DRAW, NO_REACTION, PASS, REACT_WITH, USE_ACTION, Discard, Draw, Pass, Play, React,
                      UseAction)
from .cards import EFFECTS, RECORDS_ONLY, Card
from .legal import TurnTable
from .names import SIDE_NAMES, action_prompt, say
from .rules import Tomorrow2023Rules
from .state import DEFAUSSE, EN_JEU, MAIN, PIOCHE, T23State, zone_names

_TARGET = {"arrest": ("l'arrestation", "the arrestation"), "agent": ("l'agent joué", "the agent played"),
           "event": ("l'évènement joué", "the évènement played"),
           "leader_action": ("l'Action du leader", "the leader's Action")}


def _gain_text(gain: int) -> dict[str, str]:
    if not gain:
        return {"gain_fr": "", "gain_en": ""}
    fr = f" et <reprend|reprennent> {gain} crédit{'s' if gain > 1 else ''}"
    return {"gain_fr": fr, "gain_en": f" and <takes|take> {gain} crédit{'s' if gain > 1 else ''} back"}


_TRIGGER_OF_KIND = {"agent": "agent", "event": "event"}  # the reaction a card played may meet, by its kind
_GAIN_TEXT = [_gain_text(gain) for gain in range(21)]  # a card costs 0..20 (check_card)
WHO: dict[int | None, str | None] = {None: None, 0: SIDE_NAMES[0], 1: SIDE_NAMES[1]}  # who tells an event



class Flow(Zones, Game):
    """Setup, turns, reactions and the end; the Game class adds the legality room, views and the board."""

    state: T23State
    rules: Tomorrow2023Rules
    cat: dict[str, Card]
    table: TurnTable
    end_at: tuple[bool, int, int]
    prompts: tuple[tuple[str, ...], ...]
    E: dict[str, EventType]
    lang: str

    # ------------------------------------------------------------------ helpers
    def answer(self, d: Decision, action: Action) -> None:
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
                        **(_GAIN_TEXT[gain] if gain < 21 else _gain_text(gain))})
                    self.keep_told(key, e)
                self.log.append(e)
                s = self.state
                s.zones[MAIN[side]].remove(c)
                s.zones[DEFAUSSE[side]].insert(0, c)
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

    def player_name(self, player: int | None) -> str | None:
        return None if player is None else SIDE_NAMES[player]

    def influence(self, s: T23State | None = None) -> int:
        """The rebels' influence as the ruling ``influence_counts`` counts it."""
        s = s if s is not None else self.state
        if self.rules.influence_counts == "banked":
            return s.banked
        return s.pool + sum(s.tokens.values())

    def influence_reserve(self, s: T23State | None = None) -> int:
        s = s if s is not None else self.state
        return self.rules.influence_supply - s.pool - sum(s.tokens.values())

    def credit_reserve(self, s: T23State | None = None) -> int:
        s = s if s is not None else self.state
        return self.rules.credit_supply - s.credits[0] - s.credits[1]

    def arrests(self, s: T23State | None = None) -> int:
        s = s if s is not None else self.state
        return len(s.zones["score:1"])

    def _name(self, c: str) -> tuple[str, str]:
        return self.cat[c].label

    # ------------------------------------------------------------------ Mise en place
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
        in_play = s.zones[EN_JEU[side]]
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
        return [c for c in self.state.zones[EN_JEU[side]] if self.cat[c].ability == "start" and c not in done]

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

    def step_action(self, side: int, n: int, total: int) -> None:
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
        hand = zones[MAIN[side]]
        out: list[Action] = [DRAW] if zones[PIOCHE[side]] or zones[DEFAUSSE[side]] else []
        table = self.table
        if hand:
            credits = s.credits[side]
            plays = table.plays
            for c in hand:
                cost, play = plays[c]
                if cost <= credits:
                    out.append(play)
            out += map(table.discard_of, hand)
        in_play = zones[EN_JEU[side]]
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

    def step_action_readable(self, side: int, n: int, total: int) -> None:
        """``step_action`` as the rule reads (the tests compare the two)."""
        if n > total:
            self.step_turn(1 - side)  # the opponent's turn
            return
        self.ev("action_begun", side, {"side": side, "n": n, "of": total})
        self.ask(side, "action", action_prompt(self.lang, n, total), "Tour de jeu",
                 options=self.turn_options(side), then="turn_action", args=(side, n, total))

    def turn_options(self, side: int) -> list[Action]:
        raise NotImplementedError  # the legality room (legal.py)

    def answer_turn_action(self, action: Action, side: int, n: int, total: int) -> None:
        if isinstance(action, Draw):
            self.step_draw_one(side)
        elif isinstance(action, Discard):
            card = self.cat[action.card]
            gain = self._credits_available(card.cost, "credits")
            self.ev("discarded", side, {"side": side, "card": card.name, "name": card.label, "why": "discard_action",
                                        "gain": gain, **(_GAIN_TEXT[gain] if gain < 21 else _gain_text(gain))})
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
        deck = s.zones[PIOCHE[side]]
        if not deck:
            discard = s.zones[DEFAUSSE[side]]
            if not discard:
                self.ev("deck_empty", side, {"side": side})
                return
            # « Ne remélangez votre défausse que lorsque vous devez piocher »
            self.ev("shuffled", side, {"side": side, "order": self.shuffled(discard), "why": "reshuffle",
                                       "seen_by": []})
            deck = s.zones[PIOCHE[side]]
        c = deck[0]
        hand = s.zones[MAIN[side]]
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
        hand = self.state.zones[MAIN[side]]
        if len(hand) > self.rules.hand_limit:
            self.ask(side, "limit", say("prompt_limit", self.lang), "Piocher une carte",
                     options=[CHOOSE[c] for c in hand], then="limit_discard", args=(side,))

    def answer_limit_discard(self, action: Action, side: int) -> None:
        c = action.option  # type: ignore[attr-defined]
        self.ev("discarded", side, {"side": side, "card": c, "name": self._name(c), "why": "limit", "gain": 0,
                                    **_GAIN_TEXT[0]})
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
        return [h for h in s.zones[MAIN[side]]
                if self.cat[h].reaction == trigger and (not pay or self.cat[h].cost <= s.credits[side])]

    def step_reaction_window(self, trigger: str, side: int, ctx: str, cont: str, cont_args: tuple[Any, ...]) -> None:
        opp = 1 - side
        if self.table.reactors.isdisjoint(self.state.zones[MAIN[opp]]):  # no Réaction in hand: nothing playable
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
        fr, en = _TARGET[trigger]
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

    def _where(self, c: str | None) -> dict[str, Any]:
        if c is None:
            return {"card": None, "where_fr": "devant les rebelles", "where_en": "in front of the rebels",
                    "from_fr": "De devant les rebelles", "from_en": "From in front of the rebels"}
        fr, en = self._name(c)
        label = f"« {fr} » ({en})" if fr != en else f"« {fr} »"
        return {"card": c, "where_fr": f"sur « {fr} »", "where_en": f"on {label}", "from_fr": f"De « {fr} »",
                "from_en": f"From {label}"}

    def place_influence(self, c: str | None, n: int) -> None:
        """Tokens from the reserve on a leader (its Action) or in front of the rebels (an évènement)."""
        give = self._credits_available(n, "influence")
        if give:
            total = self.influence() + give
            self.ev("influence_placed", 0, {**self._where(c), "n": give, "total": total})

    def remove_influence(self, c: str | None, n: int, scored: bool) -> None:
        if n <= 0:
            return
        lost = n if scored else 0
        s = self.state
        after = (s.banked - lost) if self.rules.influence_counts == "banked" else self.influence() - n
        self.ev("influence_removed", 0, {**self._where(c), "n": n, "scored": lost, "total": after})

    def cut_influence(self, n: int) -> None:
        """The rebels lose influence: first the tokens in front of them, then from the most loaded leaders."""
        s = self.state
        take = min(n, s.pool)
        self.remove_influence(None, take, True)
        left = n - take
        while left > 0:
            loaded = [c for c in s.zones["play:0"] if s.tokens.get(c, 0) > 0]
            if not loaded:
                break
            c = max(loaded, key=lambda x: s.tokens[x])  # ties: the earliest in play
            k = min(left, s.tokens[c])
            self.remove_influence(c, k, True)
            left -= k

    def trim(self, n: int, each_with_at_least: int) -> None:
        s = self.state
        if each_with_at_least > 0:
            for c in list(s.zones["play:0"]):
                if s.tokens.get(c, 0) >= each_with_at_least:
                    self.remove_influence(c, min(n, s.tokens[c]), False)
            return
        loaded = [c for c in s.zones["play:0"] if s.tokens.get(c, 0) > 0]
        if loaded:
            c = max(loaded, key=lambda x: s.tokens[x])
            self.remove_influence(c, min(n, s.tokens[c]), False)

    # ------------------------------------------------------------------ Arrestations
    def arrest_effect(self, card: Card, target: str, min_tokens: int) -> None:
        s = self.state
        leaders = [c for c in s.zones["play:0"] if s.tokens.get(c, 0) >= min_tokens]
        if not leaders:
            self.ev("no_effect", 1, {"card": card.name, "name": card.label, "reason_fr": "aucun leader à arrêter",
                                     "reason_en": "no leader to arrest"})
            return
        if target in ("most", "fewest"):
            pick = max if target == "most" else min
            best = pick(s.tokens[c] for c in leaders)
            leaders = [c for c in leaders if s.tokens[c] == best]
        if len(leaders) == 1:
            self.schedule(("arrest_attempt", (leaders[0],)), first=True)
        else:
            self.ask(1, "arrest", say("prompt_arrest", self.lang), "Précisions (Arrestations)",
                     options=[CHOOSE[c] for c in leaders], then="arrest_target", args=())

    def answer_arrest_target(self, action: Action) -> None:
        self.schedule(("arrest_attempt", (action.option,)), first=True)  # type: ignore[attr-defined]

    def step_arrest_attempt(self, leader: str) -> None:
        self.step_reaction_window("arrest", 1, leader, "arrest", (leader,))

    def step_arrest(self, leader: str) -> None:
        s = self.state
        self.ev("arrested", 1, {"card": leader, "name": self._name(leader), "tokens": s.tokens.get(leader, 0),
                                "count": len(s.zones["score:1"]) + 1})

    # ------------------------------------------------------------------ other card effects
    def step_opponent_discard(self, side: int) -> None:
        hand = self.state.zones[MAIN[side]]
        if hand:
            self.ask(side, "discard", say("prompt_opp_discard", self.lang), "Défausser une carte",
                     options=[CHOOSE[c] for c in hand], then="forced_discard", args=(side,))

    def answer_forced_discard(self, action: Action, side: int) -> None:
        c = action.option  # type: ignore[attr-defined]
        self.ev("discarded", side, {"side": side, "card": c, "name": self._name(c), "why": "effect", "gain": 0,
                                    **_GAIN_TEXT[0]})

    def step_choose_agent(self, src: str) -> None:
        agents = list(self.state.zones["play:1"])
        if not agents:
            self.ev("no_effect", 0, {"card": src, "name": self._name(src), "reason_fr": "aucun agent en jeu",
                                     "reason_en": "no agent in play"})
        elif len(agents) == 1:
            self._agent_out(agents[0])
        else:
            self.ask(0, "agent", say("prompt_agent", self.lang), "Jouer une carte",
                     options=[CHOOSE[c] for c in agents], then="agent_out", args=())

    def answer_agent_out(self, action: Action) -> None:
        self._agent_out(action.option)  # type: ignore[attr-defined]

    def _agent_out(self, c: str) -> None:
        self.ev("left_play", 1, {"side": 1, "card": c, "name": self._name(c), "dst": "discard", "tokens": 0,
                                 "dst_fr": "dans la défausse", "dst_en": "into the défausse"})

    def step_salvage(self, side: int, kind: str) -> None:
        pile = [c for c in self.state.zones[DEFAUSSE[side]] if kind == "any" or self.cat[c].arrest]
        if not pile:
            self.ev("no_effect", side, {"card": None, "name": ("Récupération", "Salvage"),
                                        "reason_fr": "rien à reprendre", "reason_en": "nothing to take back"})
            return
        self.ask(side, "salvage", say("prompt_salvage", self.lang), "Précisions (Défausse)",
                 options=[CHOOSE[c] for c in pile], then="salvaged", args=(side,))

    def answer_salvaged(self, action: Action, side: int) -> None:
        c = action.option  # type: ignore[attr-defined]
        self.ev("taken_from_discard", side, {"side": side, "card": c, "name": self._name(c)})  # public: it is shown
        self.ask_limit(side)

    # ------------------------------------------------------------------ Fin de partie
    def winner(self) -> str | None:
        """Who has won now: the rebels at 15 influence, the NCG with the 3 leaders arrested; both: the rebels."""
        if self.influence() >= self.rules.influence_to_win:
            return "rebels"
        return "government" if self.arrests() >= self.rules.leaders_to_arrest else None

    def check_end(self) -> bool:
        # winner() is None, asked after every action: the common case, read at once (end_at: the rules' numbers)
        s = self.state
        banked, to_win, to_arrest = self.end_at
        if ((s.banked if banked else s.pool + sum(s.tokens.values())) < to_win
                and len(s.zones["score:1"]) < to_arrest):
            return False
        return self.end_if_won()

    def end_if_won(self) -> bool:
        """``check_end`` as the rule reads: the game ends when ``winner()`` names a side."""
        w = self.winner()
        if w is None:
            return False
        inf, arr = self.influence(), self.arrests()
        both = inf >= self.rules.influence_to_win and arr >= self.rules.leaders_to_arrest
        text = say("win_influence" if w == "rebels" else "win_arrests", self.lang, influence=inf, arrests=arr)
        if both:
            text += say("win_both", self.lang)
        self.end({"winner": w, "influence": inf, "arrests": arr, "turn": self.state.turn, "both": both}, text + ".")
        return True


# ------------------------------------------------------------------ scenario edits

def apply_edit(s: T23State, target: str, changes: dict[str, Any]) -> None:
    """``edit("credits", rebels=5)``, ``edit("pool", n=3)``, ``edit("place", card=..., zone="play:0", tokens=2)``.

    Checked by the kernel against the invariants: a bad edit raises and changes nothing. The state remembers
    where in the game it was last edited (``flow["edited_at"]``: turn, side, action), so the invariants let a
    table edited into a win stand until the next action ends the game.
    """
    _apply_edit(s, target, changes)
    s.flow["edited_at"] = [s.turn, s.side, s.action]


def _apply_edit(s: T23State, target: str, changes: dict[str, Any]) -> None:
    rule = "scenario edit"
    if target == "credits":
        for k, v in changes.items():
            if k not in ("rebels", "government") or not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 500:
                raise IllegalAction(f"credits: rebels=/government= take a whole number 0..500, not {k}={v!r}",
                                    rule=rule)
            s.credits[0 if k == "rebels" else 1] = v
        return
    if target == "pool":
        n = changes.get("n")
        if set(changes) != {"n"} or not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= 200:
            raise IllegalAction("pool: give n= a whole number 0..200", rule=rule)
        s.banked += n - s.pool
        s.pool = n
        return
    if target == "place":
        card, zone, tokens = changes.get("card"), changes.get("zone"), changes.get("tokens", 0)
        if set(changes) - {"card", "zone", "tokens"}:
            raise IllegalAction(f"place: unknown fields {sorted(set(changes) - {'card', 'zone', 'tokens'})}", rule=rule)
        if not isinstance(card, str):
            raise IllegalAction(f"place: card= names a card, not {card!r}", rule=rule)
        where = [z for z, cards in s.zones.items() if card in cards]
        if not where:
            raise IllegalAction(f"place: {card!r} is not a card of this game", rule=rule)
        if zone not in zone_names() or zone == "stack":
            zones = ", ".join(z for z in zone_names() if z != "stack")
            raise IllegalAction(f"place: zone must be one of {zones}", rule=rule)
        side = 0 if card in _all_of(s, 0) else 1
        if zone[-1] != str(side) and not (zone == "score:1" and side == 0):
            raise IllegalAction(f"place: {card!r} belongs to the other side's zones", rule=rule)
        if not isinstance(tokens, int) or isinstance(tokens, bool) or tokens < 0 or (tokens and zone != "play:0"):
            raise IllegalAction("place: tokens= (a whole number >= 0) only for a leader put in play:0", rule=rule)
        if where[0] == "stack":
            raise IllegalAction("place: a card that is resolving cannot be moved", rule=rule)
        s.zones[where[0]].remove(card)
        old = s.tokens.pop(card, 0)
        if zone.startswith(("deck", "discard")):
            s.zones[zone].insert(0, card)
        else:
            s.zones[zone].append(card)
        if zone == "play:0":
            s.tokens[card] = tokens
            s.banked += tokens - old
        return
    raise IllegalAction(f"unknown edit target {target!r} (credits, pool, place)", rule=rule)


def _all_of(s: T23State, side: int) -> set[str]:
    return {c for c, o in s.owner.items() if o == side}
