"""Terraforming Mars: Turmoil — the game class, putting the rooms together.

Read the rooms for the rules: ``flow`` (setup, the generation, the solar phase), ``parties`` (the
committee and influence), ``globalevents`` (the cards and their effects), ``legal`` (what is
allowed), ``basegame`` (the base-game stand-in), ``scoring``, ``invariants``, ``display``.
"""

from __future__ import annotations

import json
from typing import Any, Sequence

from ..core.errors import IllegalAction, TabletopError
from ..core.game import Action, Decision, Game
from . import basegame, display, flow, legal, parties
from .actions import ACTIONS
from .globalevents import EFFECTS, GlobalEventCard
from .invariants import problems
from .rules import PARAMETERS, TurmoilRules
from .state import NEUTRAL, TurmoilState


class TurmoilGame(Game):
    """A game of Terraforming Mars with the Turmoil expansion, for 1 to 5 players.

    >>> g = TurmoilGame(players=["Kim", "Stanley"], seed=1)
    >>> g.play(Lobby("reds"))       # Kim's free delegate from the lobby
    """

    key = "turmoil"
    title = "Terraforming Mars: Turmoil"
    Rules = TurmoilRules
    ACTIONS = ACTIONS
    EFFECTS = EFFECTS
    state: TurmoilState
    rules: TurmoilRules
    cards: flow.TurmoilCards  # the cards this game deals from (fixed at setup)
    # The section events cite while one global event (or the answer to its question) is carried
    # out; set and cleared within one step, so it never outlives a decision.
    _section: str | None = None

    def __init__(self, rules: TurmoilRules | None = None, *, seed: int = 0,
                 players: Sequence[str] = ("Kim", "Stanley", "Ada", "Ben"), **setup: Any) -> None:
        super().__init__(rules, seed=seed, players=list(players) if not isinstance(players, str) else players, **setup)

    def new_state(self) -> TurmoilState:
        return TurmoilState()

    def event_cards(self) -> dict[str, GlobalEventCard]:
        """The global events this game deals from (its sets, expansions and options applied)."""
        return self.cards.events

    # ---- flow (flow.py)
    check_setup = flow.check_setup
    begin = flow.begin
    step_generation = flow.step_generation
    step_turn = flow.step_turn
    step_production = flow.step_production
    step_solar = flow.step_solar
    step_world_government = flow.step_world_government
    world_government_options = flow.world_government_options
    step_colony_production = flow.step_colony_production
    step_tr_revision = flow.step_tr_revision
    step_current_global_event = flow.step_current_global_event
    step_new_government = flow.step_new_government
    step_changing_times = flow.step_changing_times
    step_final_scoring = flow.step_final_scoring
    perform_event = flow.perform_event

    # ---- the committee (parties.py)
    place_delegate = parties.place_delegate
    influence = parties.influence
    influence_table = parties.influence_table
    terraformer_met = parties.terraformer_met
    party_requirement_met = parties.party_requirement_met
    check_party_requirement = parties.check_party_requirement
    clockwise_from = parties.clockwise_from

    # ---- the player sheet (basegame.py)
    gain = basegame.gain
    change_production = basegame.change_production
    change_tr = basegame.change_tr
    draw_cards = basegame.draw_cards
    raise_parameter = basegame.raise_parameter
    lower_parameter = basegame.lower_parameter
    place_tile = basegame.place_tile
    titanium_value = basegame.titanium_value

    # ---- legality (legal.py)
    actions_for = legal.actions_for
    check_action = legal.check_action

    def check(self, action: Action) -> None:
        legal.check_fields(action)  # a list or a dict where a name belongs is refused before any lookup
        super().check(action)

    def answer(self, d: Decision, action: Action) -> None:
        """Run the answer function the decision names; a choice's events cite the decision's section."""
        if d.kind == "action":  # a turn of the action phase (the most frequent answer by far)
            flow.answer_turn(self, action, *d.args)
            return
        fn = EFFECTS.answers.get(d.then or "")
        if fn is None:
            raise IllegalAction(f"the decision names an unknown answer {d.then!r}", rule=d.section)
        self._section = d.section
        try:
            fn(self, action, *d.args)
        finally:
            self._section = None

    def invariants(self) -> list[str]:
        return problems(self.state, self.rules)

    # ---- display and the UI's hooks (display.py)
    describe_action = display.describe_action
    targets = display.targets
    actions_at = display.actions_at
    targets_of = display.targets_of
    action_for_target = display.action_for_target
    track_values = display.track_values
    track_groups = display.track_groups
    round_of = display.round_of
    seats = display.seats

    def svg(self) -> str:
        from .svg import committee_svg

        return committee_svg(self)

    def player_name(self, player: int | None) -> str | None:
        if player is None:
            return None
        if player == NEUTRAL:
            return "Neutral"
        return self.state.players[player].name

    def owner(self, who: Any) -> int:
        """A player's index from its name or index; "Neutral" is the neutral player."""
        if who == "Neutral" or (isinstance(who, int) and not isinstance(who, bool) and who == NEUTRAL):
            return NEUTRAL
        names = [p.name for p in self.state.players]
        if isinstance(who, str) and who in names:
            return names.index(who)
        if isinstance(who, int) and not isinstance(who, bool) and 0 <= who < len(names):
            return who
        raise IllegalAction(f"{str(who)[:40]!r} is not a player ({', '.join(names)}) or 'Neutral'", rule="scenario edit")

    # ---- scenario edits
    def normalize_edit(self, target: str, changes: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        """``edit("player:Kim", tr=42)``, ``edit("party:reds", delegates=["Kim", "Neutral"])``,
        ``edit("committee", chairman="Kim", dominant="reds")``, ``edit("globals", oceans=9)``,
        ``edit("events", current="Riots")``. Checked here, on a copy: a bad edit (a wrong name or
        value, or one that breaks an invariant) raises IllegalAction naming the field, and changes nothing."""
        if not isinstance(target, str):
            raise IllegalAction(f"the edit target must be text such as 'player:Kim', not {type(target).__name__}",
                                rule="scenario edit")
        if self.state.committee is None:
            raise IllegalAction("the game is not set up yet", rule="scenario edit")
        if target.startswith("player:"):
            who = target[7:]
            target_id = self.owner(int(who) if who.isascii() and who.isdigit() else who)
            if target_id == NEUTRAL:
                raise IllegalAction("the neutral player has no player sheet", rule="scenario edit")
            target = f"player:{target_id}"
        elif target.startswith("party:"):
            if target[6:] not in self.state.committee.delegates:
                raise IllegalAction(f"{target[6:][:40]!r} is not a party", rule="scenario edit")
        elif target not in ("committee", "globals", "events"):
            raise IllegalAction(f"nothing to edit at {target[:40]!r}; use player:<name>, globals, events, committee "
                                "or party:<party>", rule="scenario edit")
        changes = dict(changes)
        for key in ("chairman", "leader"):
            if key in changes and changes[key] is not None:
                changes[key] = self.owner(changes[key])
        if "delegates" in changes:
            if not isinstance(changes["delegates"], (list, tuple)):
                raise IllegalAction("delegates must be a list of owners", rule="scenario edit")
            changes["delegates"] = [self.owner(o) for o in changes["delegates"]]
        if target == "globals":
            r = self.rules
            for key, v in changes.items():
                if key not in PARAMETERS:
                    continue  # the state names the field
                low = r.temperature_min if key == "temperature" else 0
                high = basegame.parameter_top(self, key)
                if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
                    raise IllegalAction(f"{key} must be a whole number from {low} to {high}, got {str(v)[:40]!r}",
                                        rule="scenario edit")
        try:
            json.dumps(changes)
        except (TypeError, ValueError):
            raise IllegalAction("edit values must be plain numbers, text or lists", rule="scenario edit") from None
        trial = self.state.copy()
        try:
            trial.apply_edit(target, changes)
        except TabletopError:
            raise
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as e:
            raise IllegalAction(f"{target}: this edit does not fit the board ({type(e).__name__})",
                                rule="scenario edit") from None
        broken = problems(trial, self.rules)
        if broken:
            raise IllegalAction(f"{target}: the edit would leave {broken[0]}", rule="scenario edit")
        return target, changes

    def __repr__(self) -> str:
        s = self.state
        status = "over" if s.over else (f"{self.player_name(s.pending.who)} to act" if s.pending else "running")
        return f"<TurmoilGame generation {s.generation}, {len(s.players)} players, step {len(self.log)}, {status}>"
