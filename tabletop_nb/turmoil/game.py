"""Terraforming Mars: Turmoil — the game class, putting the rooms together.

Read the rooms for the rules: ``flow`` (setup, the generation, the solar phase), ``parties`` (the
committee and influence), ``globalevents`` (the cards and their effects), ``legal`` (what is
allowed), ``basegame`` (the base-game stand-in), ``scoring``, ``invariants``, ``edits``, ``display``.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.game import Action, Decision, Game
from . import basegame, display, edits, flow, legal, parties
from .actions import ACTIONS, Lobby, Pass, PlayProject, StandardProject
from .globalevents import EFFECTS, GlobalEventCard
from .invariants import problems
from .rules import TurmoilRules
from .state import NEUTRAL, TurmoilState


class TurmoilGame(Game):
    """A game of Terraforming Mars with the Turmoil expansion, for 1 to 5 players.

    >>> g = TurmoilGame(players=["Kim", "Stanley"], seed=1)
    >>> g.play(Lobby("reds"))       # Kim's free delegate from the lobby
    """

    key = "turmoil"
    round_name = "generation"  # the charts' x axis (round_of)
    title = "Terraforming Mars: Turmoil"
    Rules = TurmoilRules
    ACTIONS = ACTIONS
    EFFECTS = EFFECTS
    state: TurmoilState
    rules: TurmoilRules
    cards: flow.TurmoilCards  # the cards this game deals from (fixed at setup)
    _turns_asked: list[Event | None]  # each seat's turn question as this game first logged it (answer)
    # The section events cite while one global event (or the answer to its question) is carried
    # out; set and cleared within one step, so it never outlives a decision.
    _section: str | None = None

    def __init__(self, rules: TurmoilRules | None = None, *, seed: int = 0,
                 players: Sequence[str] = ("Kim", "Stanley", "Ada", "Ben"), **setup: Any) -> None:
        # A list or tuple of names becomes a list; anything else goes to check_setup as it is, to be refused there.
        names = list(players) if isinstance(players, (list, tuple)) else players
        super().__init__(rules, seed=seed, players=names, **setup)

    def new_state(self) -> TurmoilState:
        return TurmoilState()

    #: the names a number of seats gets (the rulebook's examples first)
    SEAT_NAMES = ("Kim", "Stanley", "Ada", "Ben", "Cleo")

    @classmethod
    def setup_for_seats(cls, seats: int | None, setup: dict[str, Any]) -> dict[str, Any]:
        """Seats are named players: ``seats`` players get the names Kim, Stanley, Ada, Ben, Cleo."""
        out = dict(setup)
        if seats is not None and "players" not in out:
            out["players"] = list(cls.SEAT_NAMES[:seats]) if seats <= len(cls.SEAT_NAMES) else [f"P{i}" for i in range(seats)]
        return out

    def first_seat(self) -> int | None:
        """The first player marker starts with the first seat (then passes left each generation)."""
        return 0

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

    # Game.legal_actions without the actions_for hop for a turn (tests/turmoil/test_turmoil_fast.py: the same lists)
    legal_actions = legal.fast_actions

    def answer(self, d: Decision, action: Action) -> None:
        """Run the answer function the decision names; a choice's events cite the decision's section."""
        if d.kind == "action":  # a turn of the action phase (the most frequent answer by far): flow.answer_turn,
            p = d.args[0]       # written out (tests/turmoil/test_turmoil_fast.py: the same games)
            kind = type(action)
            if kind is Lobby:  # flow._lobby
                source = action.source  # type: ignore[attr-defined]
                parties.place_delegate(self, p, action.party, source,  # type: ignore[attr-defined]
                                       cost=self.rules.lobby_cost if source == "reserve" else 0)
            elif kind is Pass:  # flow._pass
                flow._pass(self, p, action)  # type: ignore[arg-type]
            elif kind is PlayProject:  # flow._play
                basegame.play_project(self, p, action.card)  # type: ignore[attr-defined]
            elif kind is StandardProject:  # flow._standard
                basegame.standard_project(self, p, action.project)  # type: ignore[attr-defined]
            else:
                flow.DO[kind](self, p, action)
            s = self.state
            players = s.players
            n = len(players)
            if s.pending is None and not s.over:  # what the agenda would run next, run now: flow.step_turn
                turns = self.cards.turns
                for k in range(1, n + 1):
                    q = (p + k) % n
                    if not players[q].passed:
                        asked = self._turns_asked[q]  # that turn's question as this game first logged it
                        if asked is None:
                            self.decide_with(turns[q])
                            self._turns_asked[q] = self.log[-1]
                        else:  # what decide_with does once it holds the record: the same question, the same record
                            s.pending = turns[q]
                            self.log.append(asked)
                        return
            else:  # the action asked a question (or ended the game): the next turn waits in the agenda
                self._agenda.insert(0, ("step_turn", ((p + 1) % n,)))
            return
        fn = EFFECTS.answers.get(d.then or "")
        if fn is None:
            raise IllegalAction(f"the decision names an unknown answer {d.then!r}", rule=d.section)
        self._section = d.section
        try:
            fn(self, action, *d.args)
        finally:
            self._section = None

    def invariants(self, *, settled: bool = True) -> list[str]:
        return problems(self.state, self.rules, settled=settled)

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

    # ---- scenario edits (edits.py)
    owner = edits.owner
    normalize_edit = edits.normalize_edit

    def __repr__(self) -> str:
        s = self.state
        status = "over" if s.over else (f"{self.player_name(s.pending.who)} to act" if s.pending else "running")
        return f"<TurmoilGame generation {s.generation}, {len(s.players)} players, step {len(self.log)}, {status}>"
