"""Terraforming Mars: Turmoil — the flow of a generation, the committee and the solar phase.

Read top to bottom it follows the rulebook: setup, lobbying and the committee, influence,
then each generation (action phase, production, solar phase with the Turmoil steps 1-4).
"""

from __future__ import annotations

from typing import Any, Sequence

from ..core.errors import IllegalAction, RulesError
from ..core.events import Event
from ..core.game import Action, Game
from . import parties
from .actions import (ACTIONS, CONVERT, LOBBY, PASS, STANDARD, STANDARD_PROJECTS, USE_POLICY, Choose, Convert,
                      Lobby, Pass, PlayProject, StandardProject, UsePolicy)
from .book import E
from .data import global_events, standin_projects

PLAY = {name: PlayProject(name) for name in standin_projects()}
DELEGATE_PLACED = E["delegate_placed"]
RESOURCES_CHANGED, PRODUCTION_CHANGED, TR_CHANGED = E["resources_changed"], E["production_changed"], E["tr_changed"]
# How each stand-in card may be paid: 0 M€ only, 1 with steel (building), 2 with titanium (space, Jovian).
CARD_PAY = {name: ({"building": 1, "space": 2, "jovian": 2}.get(c.tag, 0), c.cost) for name, c in standin_projects().items()}
STANDARD_PP, STANDARD_ASTEROID, STANDARD_AQUIFER, STANDARD_GREENERY, STANDARD_CITY = (STANDARD[k] for k in STANDARD_PROJECTS)
CONVERT_HEAT, CONVERT_PLANTS = CONVERT["heat"], CONVERT["plants"]
from .rules import PARTIES, PARTY_NAMES, TurmoilRules
from .state import NEUTRAL, TurmoilState

# Raising a global parameter one step (base game): temperature +2 °C, oxygen +1 %, one ocean.
PARAM_STEP = {"temperature": 2, "oxygen": 1, "oceans": 1, "venus": 2}


class TurmoilGame(Game):
    """A game of Terraforming Mars with the Turmoil expansion, for 1 to 5 players.

    >>> g = TurmoilGame(players=["Kim", "Stanley"], seed=1)
    >>> g.play(Lobby("reds"))       # Kim's free delegate from the lobby
    """

    key = "turmoil"
    title = "Terraforming Mars: Turmoil"
    Rules = TurmoilRules
    ACTIONS = ACTIONS
    state: TurmoilState
    rules: TurmoilRules
    _turn: int = 0  # whose action decision is pending
    _choice: tuple[str, int, list[str]] | None = None  # (kind, player, options) of a pending choice
    _section: str | None = None  # the section events cite while a global event is performed
    _dry_left = _cloud_infl = _rain_infl = 0  # what a pending global-event choice still owes

    def __init__(self, rules: TurmoilRules | None = None, *, seed: int = 0,
                 players: Sequence[str] = ("Kim", "Stanley", "Ada", "Ben"), **setup: Any) -> None:
        super().__init__(rules, seed=seed, players=list(players), **setup)

    # ------------------------------------------------------------------ setup

    def new_state(self) -> TurmoilState:
        return TurmoilState()

    def check_setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        known = {"players", "generations", "global_event_order", "temperature"}
        for k in setup:
            if k not in known:
                raise RulesError(f"unknown setup option {k!r}; known: {', '.join(sorted(known))}")
        names = setup["players"]
        if not (isinstance(names, list) and 1 <= len(names) <= 5 and all(isinstance(n, str) and n for n in names)):
            raise RulesError("players must be a list of 1 to 5 names")
        if len(set(names)) != len(names):
            raise RulesError("player names must differ")
        r = self.rules
        if sorted(r.party_order) != sorted(PARTIES):
            raise RulesError(f"party_order must list the six parties once each: {', '.join(PARTIES)}")
        if r.delegates_per_player < 1 or r.neutral_delegates < 3:
            raise RulesError("each player needs at least 1 delegate and there must be at least 3 neutrals")
        gens = setup.setdefault("generations", r.max_generations)
        if not isinstance(gens, int) or gens < 1:
            raise RulesError("generations must be a whole number of at least 1")
        cards = self.event_cards()
        order = setup.get("global_event_order")
        if order is not None:
            if not isinstance(order, list) or any(c not in cards for c in order) or len(set(order)) != len(order):
                raise RulesError("global_event_order must list distinct global events in play, top card first")
            if len(order) < 2:
                raise RulesError("global_event_order needs at least 2 cards (coming and distant)")
        return setup

    def event_cards(self) -> dict[str, Any]:
        """The global events in play with these rules (expansion and negative-event options)."""
        cached = self.__dict__.get("_event_cards")
        if cached is not None and cached[0] is self.rules:
            return cached[1]
        have = {"venus": self.rules.venus, "colonies": self.rules.colonies}
        cards = {n: c for n, c in global_events().items()
                 if all(have[x] for x in c.needs) and (self.rules.negative_events or not c.negative)}
        self._event_cards = (self.rules, cards)
        return cards

    def owner(self, who: Any) -> int:
        """A player's index from its name or index; "Neutral" is the neutral player."""
        if who == "Neutral" or who == NEUTRAL:
            return NEUTRAL
        names = [p.name for p in self.state.players]
        if isinstance(who, str) and who in names:
            return names.index(who)
        if isinstance(who, int) and not isinstance(who, bool) and 0 <= who < len(names):
            return who
        raise IllegalAction(f"{who!r} is not a player ({', '.join(names)}) or 'Neutral'", rule="scenario edit")

    def normalize_edit(self, target: str, changes: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        """``edit("player:Kim", tr=42)``, ``edit("party:reds", delegates=["Kim", "Neutral"])``,
        ``edit("committee", chairman="Kim", dominant="reds")``, ``edit("globals", oceans=9)``."""
        if target.startswith("player:"):
            target_id = self.owner(target[7:] if not target[7:].isdigit() else int(target[7:]))
            if target_id == NEUTRAL:
                raise IllegalAction("the neutral player has no player sheet", rule="scenario edit")
            target = f"player:{target_id}"
        if "chairman" in changes and changes["chairman"] is not None:
            changes["chairman"] = self.owner(changes["chairman"])
        if "leader" in changes and changes["leader"] is not None:
            changes["leader"] = self.owner(changes["leader"])
        if "delegates" in changes:
            if not isinstance(changes["delegates"], (list, tuple)):
                raise IllegalAction("delegates must be a list of owners", rule="scenario edit")
            changes["delegates"] = [self.owner(o) for o in changes["delegates"]]
        return target, changes

    def player_name(self, player: int | None) -> str | None:
        if player is None:
            return None
        if player == NEUTRAL:
            return "Neutral"
        return self.state.players[player].name

    def step_turn(self, p: int) -> None:
        """Action phase: players take turns in order until all have passed."""
        players = self.state.players
        n = len(players)
        for k in range(n):
            q = (p + k) % n
            if not players[q].passed:
                self._turn = q
                self.decide(q, "action", "take an action or pass", "Action phase")
                return

    def begin(self) -> None:
        r, s = self.rules, self.state
        self.emit(E["players_seated"], None, names=self.setup["players"], tr=r.start_tr, mc=r.start_mc,
                  temperature=self.setup.get("temperature", r.temperature_min))
        self.emit(E["committee_set_up"], None, parties=list(r.party_order), reserve=r.delegates_per_player - 1,
                  neutral_reserve=r.neutral_delegates - 1)
        self.emit(E["ruling_changed"], None, party="greens", why="Greens start ruling", section="Setup 4")
        cards = self.event_cards()
        order = self.setup.get("global_event_order") or self.shuffled(sorted(cards))
        self.emit(E["global_events_shuffled"], None, order=list(order))
        self.emit(E["projects_shuffled"], None, order=self.shuffled(sorted(standin_projects())))
        # Setup 3b/3c: the coming and the distant event each bring a neutral delegate (revealed party).
        self.emit(E["global_event_revealed"], None, card=s.deck[0], slot="coming", section="Setup 3b")
        self.place_delegate(NEUTRAL, cards[s.coming].revealed, "reserve", why=f"{s.coming} is shown")
        self.emit(E["global_event_revealed"], None, card=s.deck[0], slot="distant", section="Setup 3c")
        self.place_delegate(NEUTRAL, cards[s.distant].revealed, "reserve", why=f"{s.distant} is shown")
        if r.setup_dominance == "greens" and s.committee.dominant != "greens":
            self.emit(E["dominance_changed"], None, party="greens", old=s.committee.dominant,
                      why="ruling setup_dominance='greens'")
        self.schedule(("generation", (1,)))

    # ------------------------------------------------------------------ the committee

    def place_delegate(self, owner: int, party: str, source: str, *, cost: int = 0, why: str = "") -> None:
        """Put a delegate in a party, then apply Party Leader and Dominant Party (if overtaken)."""
        c = self.state.committee
        dels = c.delegates[party]
        leader = c.leader[party]
        name = self.player_name(owner)
        data = {"owner": owner, "owner_name": name, "party": party, "source": source, "cost": cost, "why": why}
        if leader is None:
            data["leads"], data["old"] = True, None
        elif leader != owner and dels.count(owner) + 1 > dels.count(leader):
            data["leads"], data["old"], data["old_name"] = True, leader, self.player_name(leader)
        if owner == NEUTRAL:
            data["section"] = "Neutral Delegates"
        self.record(DELEGATE_PLACED, name, data)
        dom = c.dominant
        if dom is None or (dom != party and len(dels) > len(c.delegates[dom])):
            self.emit(E["dominance_changed"], None, party=party, old=dom)

    def influence(self, player: int) -> int:
        """0-3: Chairman, leader of the dominant party, any non-leader delegate there."""
        return _influence(self.state, player)

    def terraformer_met(self, player: int) -> bool:
        """Setup 1: with Turmoil, the Tharsis Terraformer milestone is reached at TR 26."""
        return self.state.players[player].tr >= self.rules.terraformer_tr

    def party_requirement_met(self, player: int, party: str) -> bool:
        """Project Card Requirements: the party rules, or the player has 2 delegates there."""
        c = self.state.committee
        return c.ruling == party or c.count(party, player) >= 2

    def check_party_requirement(self, player: int, party: str) -> None:
        if party not in PARTIES:
            raise IllegalAction(f"{party!r} is not a party", rule="Project Card Requirements")
        if not self.party_requirement_met(player, party):
            raise IllegalAction(
                f"{self.player_name(player)} needs {PARTY_NAMES[party]} ruling or 2 own delegates there "
                f"(has {self.state.committee.count(party, player)})", rule="Project Card Requirements")

    def clockwise_from(self, party: str) -> list[str]:
        """The other parties in clockwise order from ``party`` (the party itself last)."""
        order = list(self.rules.party_order)
        i = order.index(party)
        step = -1 if self.rules.clockwise == "previous" else 1
        return [order[(i + step * k) % len(order)] for k in range(1, len(order) + 1)]

    # ------------------------------------------------------------------ player sheet helpers

    def _record(self, et: Any, p: int, data: dict[str, Any], section: str | None) -> None:
        section = section or self._section
        if section:
            data["section"] = section
        ev = Event(et, self.state.players[p].name, data)  # record(), inlined: the hottest path
        et.apply(self.state, ev)
        self.log.append(ev)

    def gain(self, p: int, res: str, n: int, why: str = "", section: str | None = None) -> None:
        """Change a resource; a loss never goes below zero."""
        if n < 0:
            n = -min(-n, self.state.players[p].res[res])
        if n:
            self._record(RESOURCES_CHANGED, p, {"player": p, "res": res, "delta": n, "why": why}, section)

    def change_production(self, p: int, res: str, n: int, why: str = "", section: str | None = None) -> None:
        if n < 0:
            n = -min(-n, self.state.players[p].prod[res])
        if n:
            self._record(PRODUCTION_CHANGED, p, {"player": p, "res": res, "delta": n, "why": why}, section)

    def change_tr(self, p: int, n: int, why: str = "", section: str | None = None) -> None:
        """TR changes. Raising TR in the action phase under the Reds costs the Reds tax first."""
        if n > 0 and self.state.phase == "action" and self.state.committee.ruling == "reds":
            tax = min(self.rules.reds_tax * n, self.state.players[p].res["mc"])
            self.gain(p, "mc", -tax, why="Reds policy: TR raised", section="Reds policy")
        if n:
            self._record(TR_CHANGED, p, {"player": p, "delta": n, "why": why}, section)

    def draw_cards(self, p: int, n: int, why: str = "") -> None:
        s = self.state
        if n <= 0:
            return
        if len(s.project_deck) < n and s.project_discard:
            self.emit(E["project_deck_reshuffled"], None, order=s.project_deck + self.shuffled(s.project_discard))
        cards = s.project_deck[:n]
        if cards:
            self.emit(E["cards_drawn"], s.players[p].name, player=p, cards=cards, why=why)

    def raise_parameter(self, param: str, steps: int, by: int | None, why: str) -> int:
        """Raise a global parameter; returns steps taken. In the action phase ``by`` gets TR per step."""
        s, r = self.state, self.rules
        top = {"temperature": r.temperature_max, "oxygen": r.oxygen_max, "oceans": r.oceans_max,
               "venus": r.venus_max}[param]
        taken = 0
        solar = s.phase != "action"
        for _ in range(steps):
            old = getattr(s, param)
            if old >= top:
                break
            new = min(top, old + PARAM_STEP[param])
            self.emit(E["parameter_changed"], None, param=param, old=old, new=new, why=why,
                      **({"section": self._section} if self._section else {}))
            taken += 1
            if by is not None and not solar:
                self.change_tr(by, 1, why=f"{param} raised")
                if param == "oceans" and s.committee.ruling == "mars_first":  # an ocean is a tile on Mars too
                    self.gain(by, "steel", 1, why="Mars First policy: tile placed", section="Mars First policy")
            if param == "temperature":
                if old < 0 <= new and not s.ocean_bonus_taken:
                    self.emit(E["ocean_bonus_taken"], None)
                    self.raise_parameter("oceans", 1, None if solar else by,
                                         "0 °C ocean bonus" + (" placed by the first player, no bonuses" if by is None else ""))
                if not solar and by is not None and (old < -24 <= new or old < -20 <= new):
                    self.change_production(by, "heat", 1, why="temperature bonus")
            if param == "oxygen" and old < 8 <= new:
                self.raise_parameter("temperature", 1, by, "8 % oxygen bonus")
        return taken

    def lower_parameter(self, param: str, steps: int, why: str) -> None:
        """Snow Cover, Dry Deserts: never below the minimum, never once the parameter is maxed."""
        s, r = self.state, self.rules
        bottom = {"temperature": r.temperature_min, "oceans": 0}[param]
        top = {"temperature": r.temperature_max, "oceans": r.oceans_max}[param]
        old = getattr(s, param)
        if old >= top:
            return
        new = max(bottom, old - PARAM_STEP[param] * steps)
        if new != old:
            self.emit(E["parameter_changed"], None, param=param, old=old, new=new, why=why,
                      **({"section": self._section} if self._section else {}))

    def place_tile(self, p: int, tile: str, why: str, on_mars: bool = True) -> None:
        """Place a city or greenery (stand-in map: a tile touches an ocean once 3 oceans are out)."""
        s = self.state
        self.emit(E["tile_placed"], s.players[p].name, player=p, tile=tile, on_mars=on_mars, why=why,
                  next_to_ocean=on_mars and s.oceans >= 3)
        if s.phase == "action":
            ruling = s.committee.ruling
            if ruling == "mars_first" and on_mars:
                self.gain(p, "steel", 1, why="Mars First policy: tile placed", section="Mars First policy")
            if ruling == "greens" and tile == "greenery":
                self.gain(p, "mc", self.rules.greens_policy_mc, why="Greens policy: greenery placed",
                          section="Greens policy")
        if tile == "greenery":
            self.raise_parameter("oxygen", 1, p if s.phase == "action" else None, why)

    def titanium_value(self) -> int:
        return 3 + (self.rules.unity_titanium_bonus if self.state.committee.ruling == "unity" else 0)

    # ------------------------------------------------------------------ the generation

    def step_generation(self, gen: int) -> None:
        s = self.state
        first = 0 if gen == 1 else (s.first_player + 1) % len(s.players)
        self.emit(E["generation_started"], None, generation=gen, first=first, first_name=s.players[first].name)
        if gen > 1:
            self.emit(E["phase_started"], None, phase="research", why="stand-in: free draws")
            for p in range(len(s.players)):
                self.draw_cards(p, self.rules.research_cards, why="research")
        self.emit(E["phase_started"], None, phase="action")
        self.schedule(("turn", (first,)), "production", "solar", ("generation", (gen + 1,)))

    def step_production(self) -> None:
        s = self.state
        self.emit(E["phase_started"], None, phase="production")
        for i, pl in enumerate(s.players):
            self.emit(E["production_phase"], pl.name, player=i, income=pl.tr + pl.prod["mc"], energy=pl.res["energy"])

    def step_solar(self) -> None:
        s, r = self.state, self.rules
        self.emit(E["phase_started"], None, phase="solar")
        # Step 1: game end check. Mars terraformed ends the game; so does the generation limit.
        terraformed = s.temperature >= r.temperature_max and s.oxygen >= r.oxygen_max and s.oceans >= r.oceans_max
        if terraformed or s.generation >= self.setup["generations"]:
            self._agenda.clear()
            self.schedule(("final_scoring", ("Mars is terraformed" if terraformed else
                                             f"generation {s.generation} was the last",)))
            return
        steps: list[Any] = []
        if r.venus and r.world_government_terraforming:
            steps.append("world_government")
        if r.colonies:
            steps.append("colony_production")
        steps += ["tr_revision", "current_global_event", "new_government", "changing_times"]
        self.schedule(*steps, first=True)

    def step_world_government(self) -> None:
        s = self.state
        options = self.world_government_options()
        if options:
            self.ask("world_government", s.first_player, options,
                     "World Government Terraforming: raise a non-maxed parameter one step", "Solar phase step 2")

    def world_government_options(self) -> list[str]:
        s, r = self.state, self.rules
        tops = {"temperature": r.temperature_max, "oxygen": r.oxygen_max, "oceans": r.oceans_max, "venus": r.venus_max}
        return [p for p, top in tops.items() if getattr(s, p) < top]

    def step_colony_production(self) -> None:
        s = self.state
        tracks = [min(6, t + 1) for t in (s.colony_tracks or [1] * 5)]
        self.emit(E["colonies_produced"], None, tracks=tracks)

    def step_tr_revision(self) -> None:
        self.emit(E["phase_started"], None, phase="turmoil", why="after production", section="Turmoil 1")
        for i in range(len(self.state.players)):
            self.change_tr(i, -self.rules.tr_revision, why="TR revision", section="Turmoil 1")

    def step_current_global_event(self) -> None:
        from .globalevents import EFFECTS

        card = self.state.current
        if card is None:
            return
        self.emit(E["global_event_resolved"], None, card=card, section="Turmoil 2")
        self._section = f"Turmoil 2: {card}"
        try:
            EFFECTS[card](self)
        finally:
            self._section = None

    def step_new_government(self) -> None:
        s, r = self.state, self.rules
        c = s.committee
        new = c.dominant
        # 3a: the dominant party becomes ruling (its policy tile on top).
        self.emit(E["ruling_changed"], None, party=new, section="Turmoil 3a")
        leader = c.leader[new]
        if r.chairman_tr == "before_bonus":
            self._seat_chairman(new, leader)
        # 3b: ruling bonus for all players.
        parties.BONUS[new](self)
        if r.chairman_tr == "after_bonus":
            self._seat_chairman(new, leader)
        # 3e: dominance moves to the party with most delegates (ties: first clockwise).
        best = max(self.clockwise_from(new), key=lambda p: len(c.delegates[p]))  # max keeps the first of ties
        if best != c.dominant:
            self.emit(E["dominance_changed"], None, party=best, old=c.dominant, section="Turmoil 3e",
                      why="the ruling party was emptied")
        # 3f: refill the lobby.
        for i in range(len(s.players)):
            if not c.lobby[i] and c.reserve[i] > 0:
                self.emit(E["lobby_refilled"], s.players[i].name, player=i)

    def _seat_chairman(self, party: str, leader: int | None) -> None:
        """3c: the party's other delegates go home; the old Chairman too, as 3d seats the leader (+1 TR)."""
        c = self.state.committee
        others = list(c.delegates[party])
        if leader is not None:
            others.remove(leader)
        if others:
            self.emit(E["delegates_returned"], None, party=party, owners=others)
        names = {"owner_name": self.player_name(leader), "old_name": self.player_name(c.chairman)}
        if leader is not None:
            self.emit(E["chairman_changed"], None, old=c.chairman, owner=leader, party=party, **names)
            if leader != NEUTRAL:
                self.change_tr(leader, self.rules.chairman_tr_gain, why="new Chairman", section="Turmoil 3d")
        elif self.rules.empty_party_chairman == "neutral" and c.neutral_reserve + (c.chairman == NEUTRAL) > 0:
            self.emit(E["chairman_changed"], None, old=c.chairman, owner=NEUTRAL, party=None,
                      **{**names, "owner_name": "Neutral"})
        else:
            self.emit(E["chairman_changed"], None, old=c.chairman, owner=None, party=None, **names)

    def step_changing_times(self) -> None:
        s = self.state
        cards = self.event_cards()
        if s.coming is None:
            return
        coming = s.coming
        # 4a: coming -> current, with a neutral delegate in the card's current party.
        self.emit(E["global_events_advanced"], None, coming=coming, distant=s.distant)
        if s.committee.neutral_reserve > 0:
            self.place_delegate(NEUTRAL, cards[coming].current, "reserve", why=f"{coming} becomes current")
        # 4c: a new distant event, with a neutral delegate in its revealed party (none if the deck is empty).
        if s.deck:
            self.emit(E["global_event_revealed"], None, card=s.deck[0], slot="distant", section="Turmoil 4c")
            if s.committee.neutral_reserve > 0:
                self.place_delegate(NEUTRAL, cards[s.distant].revealed, "reserve", why=f"{s.distant} is shown")

    def step_final_scoring(self, reason: str) -> None:
        s, r = self.state, self.rules
        c = s.committee
        self.emit(E["phase_started"], None, phase="final_scoring", why=reason, section="Final Scoring")
        # Step 1: final scoring starts with the normal conversion of plants into greeneries.
        for i, pl in enumerate(s.players):
            while pl.res["plants"] >= r.plants_per_greenery:
                self.gain(i, "plants", -r.plants_per_greenery, why="final plant conversion", section="Solar phase step 1")
                self.place_tile(i, "greenery", "final plant conversion")
        vp = {i: pl.tr + pl.greeneries for i, pl in enumerate(s.players)}
        for party in r.party_order:
            leader = c.leader[party]
            if leader is not None and leader != NEUTRAL:
                vp[leader] += r.leader_vp
                self.emit(E["vp_scored"], s.players[leader].name, player=leader, vp=r.leader_vp,
                          why=f"leader of {PARTY_NAMES[party]}")
        if c.chairman is not None and c.chairman != NEUTRAL:
            vp[c.chairman] += r.chairman_vp
            self.emit(E["vp_scored"], s.players[c.chairman].name, player=c.chairman, vp=r.chairman_vp, why="Chairman")
        names = {s.players[i].name: v for i, v in vp.items()}
        best = max(vp.values())
        tied = [i for i, v in vp.items() if v == best]
        winner = max(tied, key=lambda i: s.players[i].res["mc"])  # base game: most M€ breaks a tie
        self.end({"vp": names, "winner": s.players[winner].name, "generation": s.generation, "reason": reason},
                 f"The game ends ({reason}); {s.players[winner].name} wins with {best} VP.")

    # ------------------------------------------------------------------ decisions: legal actions

    def legal_actions(self) -> list[Action]:
        s = self.state
        d = s.pending
        if d is None:
            return []
        if d.kind != "action":
            return [Choose(o) for o in self._choice[2]]
        p = d.who
        pl = s.players[p]
        res = pl.res
        c = s.committee
        r = self.rules
        mc = res["mc"]
        out: list[Action] = [PASS]
        fixed = self.__dict__.get("_fixed_cache")
        if fixed is None or fixed[0] is not r:
            self._fixed()
            fixed = self._fixed_cache
        _, f = fixed
        if c.lobby[p]:
            out += f["lobby"]
        if c.reserve[p] > 0 and mc >= r.lobby_cost:
            out += f["reserve"]
        # The same tests as _why_not_standard / _why_not_convert / _why_not_policy, inlined for
        # speed (a test checks that both agree on thousands of random states). Order matters:
        # a seeded random policy picks by position.
        ruling = c.ruling
        need = f["reds_need"] if ruling == "reds" else 0
        temp_open = s.temperature < r.temperature_max
        oxy_open = s.oxygen < r.oxygen_max
        pp, ast, aq, gr, city = f["cost_list"]
        if mc >= pp:
            out.append(STANDARD_PP)
        if temp_open and mc >= ast and mc - ast >= need:
            out.append(STANDARD_ASTEROID)
        if s.oceans < r.oceans_max and mc >= aq and mc - aq >= need:
            out.append(STANDARD_AQUIFER)
        if mc >= gr and (not oxy_open or mc - gr + (r.greens_policy_mc if ruling == "greens" else 0) >= need):
            out.append(STANDARD_GREENERY)
        if mc >= city:
            out.append(STANDARD_CITY)
        if res["heat"] >= r.heat_per_step and temp_open and mc >= need:
            out.append(CONVERT_HEAT)
        if res["plants"] >= r.plants_per_greenery and (not oxy_open or mc >= need):
            out.append(CONVERT_PLANTS)
        if ruling == "scientists":
            if not pl.scientists_used and mc >= r.scientists_policy_cost and (s.project_deck or s.project_discard):
                out.append(USE_POLICY)
        elif ruling == "kelvinists" and mc >= r.kelvinists_policy_cost:
            out.append(USE_POLICY)
        if pl.hand:
            tv = 3 + (r.unity_titanium_bonus if ruling == "unity" else 0)
            budget = (mc, mc + res["steel"] * 2, mc + res["titanium"] * tv)
            for name in pl.hand:
                kind, cost = CARD_PAY[name]
                if budget[kind] >= cost:
                    out.append(PLAY[name])
        return out

    def _costs(self) -> dict[str, int]:
        return self._fixed()["costs"]

    def _fixed(self) -> dict[str, Any]:
        """What depends on the rules alone, computed once per rules object."""
        cached = self.__dict__.get("_fixed_cache")
        if cached is not None and cached[0] is self.rules:
            return cached[1]
        r = self.rules
        fixed = {
            "costs": {"power_plant": r.power_plant_cost, "asteroid": r.asteroid_cost, "aquifer": r.aquifer_cost,
                      "greenery": r.greenery_cost, "city": r.city_cost},
            "lobby": [LOBBY[(x, "lobby")] for x in r.party_order],
            "reserve": [LOBBY[(x, "reserve")] for x in r.party_order],
            "reds_need": r.reds_tax if r.reds_tax_shortfall == "must_afford" else 1,
        }
        fixed["cost_list"] = tuple(fixed["costs"][k] for k in STANDARD_PROJECTS)
        self._fixed_cache = (r, fixed)
        return fixed

    def _budget(self, pl: Any, tag: str, tv: int) -> int:
        return pl.res["mc"] + (pl.res["steel"] * 2 if tag == "building" else 0) + \
            (pl.res["titanium"] * tv if tag in ("space", "jovian") else 0)

    def _reds_allow(self, p: int, mc_after: int, steps: int) -> str | None:
        """Reds policy: no raising TR with no M€ left (or without the full tax, by ruling)."""
        if steps <= 0 or self.state.committee.ruling != "reds":
            return None
        need = self.rules.reds_tax * steps if self.rules.reds_tax_shortfall == "must_afford" else 1
        if mc_after < need:
            return f"under the Reds policy raising TR needs {need} M€ left after paying (would have {mc_after})"
        return None

    def _tr_steps(self, param: str) -> int:
        s, r = self.state, self.rules
        top = {"temperature": r.temperature_max, "oxygen": r.oxygen_max, "oceans": r.oceans_max}[param]
        return 1 if getattr(s, param) < top else 0

    def _why_not_standard(self, p: int, proj: str) -> str | None:
        r, pl = self.rules, self.state.players[p]
        cost = self._costs()[proj]
        if pl.res["mc"] < cost:
            return f"{proj} costs {cost} M€; {pl.name} has {pl.res['mc']}"
        param = {"asteroid": "temperature", "aquifer": "oceans", "greenery": "oxygen"}.get(proj)
        if param in ("temperature", "oceans") and not self._tr_steps(param):
            return f"{param} is already at its maximum"
        steps = self._tr_steps(param) if param else 0
        extra = r.greens_policy_mc if proj == "greenery" and self.state.committee.ruling == "greens" else 0
        return self._reds_allow(p, pl.res["mc"] - cost + extra, steps)

    def _why_not_convert(self, p: int, what: str) -> str | None:
        r, pl = self.rules, self.state.players[p]
        if what == "heat":
            if pl.res["heat"] < r.heat_per_step:
                return f"converting heat needs {r.heat_per_step} heat; {pl.name} has {pl.res['heat']}"
            if not self._tr_steps("temperature"):
                return "temperature is already at its maximum"
            return self._reds_allow(p, pl.res["mc"], 1)
        if pl.res["plants"] < r.plants_per_greenery:
            return f"a greenery needs {r.plants_per_greenery} plants; {pl.name} has {pl.res['plants']}"
        return self._reds_allow(p, pl.res["mc"], self._tr_steps("oxygen"))

    def _why_not_policy(self, p: int) -> str | None:
        r, s = self.rules, self.state
        pl = s.players[p]
        ruling = s.committee.ruling
        if ruling == "scientists":
            if pl.scientists_used:
                return "the Scientists policy may be used once per generation"
            if pl.res["mc"] < r.scientists_policy_cost:
                return f"the Scientists policy costs {r.scientists_policy_cost} M€"
            if not s.project_deck and not s.project_discard:
                return "no project cards are left to draw"
            return None
        if ruling == "kelvinists":
            if pl.res["mc"] < r.kelvinists_policy_cost:
                return f"the Kelvinists policy costs {r.kelvinists_policy_cost} M€"
            return None
        return f"the ruling party ({PARTY_NAMES.get(ruling, ruling)}) has no policy action"

    def check(self, action: Action) -> None:
        s = self.state
        d = s.pending
        if d is None:
            raise IllegalAction("nobody is to act", rule="flow", action=action)
        if d.kind != "action":
            if not isinstance(action, Choose):
                raise IllegalAction(f"{self.player_name(d.who)} must first answer: {d.prompt}", rule=d.section,
                                    action=action)
            if action.option not in self._choice[2]:
                raise IllegalAction(f"choose one of {', '.join(self._choice[2])}", rule=d.section, action=action)
            return
        p = d.who
        pl = s.players[p]
        c = s.committee
        rule, why = "Action phase", None
        if isinstance(action, Pass):
            return
        if isinstance(action, Lobby):
            rule = "Lobbying"
            if action.party not in PARTIES:
                why = f"{action.party!r} is not a party ({', '.join(PARTIES)})"
            elif action.source == "lobby":
                if not c.lobby[p]:
                    why = f"{pl.name} has no delegate in the Lobby this generation"
            elif action.source == "reserve":
                if c.reserve[p] == 0:
                    why = f"{pl.name}'s Delegate Reserve is empty"
                elif pl.res["mc"] < self.rules.lobby_cost:
                    why = f"lobbying from the reserve costs {self.rules.lobby_cost} M€; {pl.name} has {pl.res['mc']}"
            else:
                why = f"a delegate comes from the 'lobby' or the 'reserve', not {action.source!r}"
        elif isinstance(action, StandardProject):
            why = (f"unknown standard project {action.project!r}" if action.project not in STANDARD_PROJECTS
                   else self._why_not_standard(p, action.project))
            rule = _rule_of(why, "Standard projects (base game)")
        elif isinstance(action, Convert):
            why = (f"convert 'heat' or 'plants', not {action.what!r}" if action.what not in CONVERT
                   else self._why_not_convert(p, action.what))
            rule = _rule_of(why, "Conversions (base game)")
        elif isinstance(action, UsePolicy):
            rule = "Ruling Policy"
            why = self._why_not_policy(p)
        elif isinstance(action, PlayProject):
            rule = "Project cards (base game)"
            card = standin_projects().get(action.card)
            if action.card not in pl.hand or card is None:
                why = f"{action.card!r} is not in {pl.name}'s hand"
            elif self._budget(pl, card.tag, self.titanium_value()) < card.cost:
                why = f"{card.name} costs {card.cost} M€ and {pl.name} cannot pay it"
        elif isinstance(action, Choose):
            why = "there is no choice to make now; it is the action phase"
        else:
            why = f"{type(action).__name__} is not a Turmoil action"
        if why:
            raise IllegalAction(why, rule=rule, action=action)

    # ------------------------------------------------------------------ decisions: resolving

    def resolve(self, action: Action) -> None:
        if type(action) is Choose:
            kind, p, options = self._choice
            self._choice = None
            getattr(self, "choose_" + kind)(p, action.option)
            return
        p = self._turn
        kind = type(action)
        if kind is Lobby:
            self.lobby(p, action.party, action.source)
        elif kind is Pass:
            self.emit(E["passed"], self.state.players[p].name, player=p)
        elif kind is StandardProject:
            self.standard_project(p, action.project)
        elif kind is PlayProject:
            self.play_project(p, action.card)
        elif kind is Convert:
            self.convert(p, action.what)
        elif kind is UsePolicy:
            parties.POLICY_ACTION[self.state.committee.ruling](self, p)
        self._agenda.insert(0, ("step_turn", ((p + 1) % len(self.state.players),)))

    def lobby(self, p: int, party: str, source: str) -> None:
        """Lobbying: a delegate from the lobby (free) or the reserve (5 M€) into a party."""
        self.place_delegate(p, party, source, cost=self.rules.lobby_cost if source == "reserve" else 0)

    def standard_project(self, p: int, proj: str) -> None:
        cost = self._costs()[proj]
        why = f"standard project: {proj.replace('_', ' ')}"
        self.gain(p, "mc", -cost, why=why)
        if proj == "power_plant":
            self.change_production(p, "energy", 1, why=why)
        elif proj == "asteroid":
            self.raise_parameter("temperature", 1, p, why)
        elif proj == "aquifer":
            self.raise_parameter("oceans", 1, p, why)
        elif proj == "greenery":
            self.place_tile(p, "greenery", why)
        elif proj == "city":
            self.place_tile(p, "city", why)
            self.change_production(p, "mc", 1, why=why)

    def convert(self, p: int, what: str) -> None:
        r = self.rules
        if what == "heat":
            self.gain(p, "heat", -r.heat_per_step, why="heat converted")
            self.raise_parameter("temperature", 1, p, "heat converted")
        else:
            self.gain(p, "plants", -r.plants_per_greenery, why="plants converted")
            self.place_tile(p, "greenery", "plants converted")

    def play_project(self, p: int, name: str) -> None:
        pl = self.state.players[p]
        card = standin_projects()[name]
        due = card.cost
        if card.tag in ("space", "jovian") and pl.res["titanium"]:
            tv = self.titanium_value()
            t = min(pl.res["titanium"], due // tv)
            if t * tv < due and pl.res["mc"] < due - t * tv and pl.res["titanium"] > t:
                t += 1
            self.gain(p, "titanium", -t, why=f"paying for {name} ({tv} M€ each)")
            due = max(0, due - t * tv)
        if card.tag == "building" and pl.res["steel"]:
            st = min(pl.res["steel"], due // 2)
            if st * 2 < due and pl.res["mc"] < due - st * 2 and pl.res["steel"] > st:
                st += 1
            self.gain(p, "steel", -st, why=f"paying for {name}")
            due = max(0, due - st * 2)
        self.gain(p, "mc", -due, why=f"paying for {name}")
        self.emit(E["project_played"], pl.name, player=p, card=name, tag=card.tag, blue=card.blue, holds=card.holds)
        if card.prod:
            self.change_production(p, card.prod, 1, why=name)
        if card.tag == "city":
            self.place_tile(p, "city", name)

    # ---- choices asked during the solar phase

    def ask(self, kind: str, p: int, options: list[str], prompt: str, section: str) -> None:
        self._choice = (kind, p, options)
        self.decide(p, kind, prompt, section)

    def step_dry_deserts_pick(self, p: int, left: int) -> None:
        from .globalevents import step_dry_deserts_pick

        step_dry_deserts_pick(self, p, left)

    def step_cloud_societies_pick(self, p: int, infl: int) -> None:
        from .globalevents import step_cloud_societies_pick

        step_cloud_societies_pick(self, p, infl)

    def step_corrosive_rain_pick(self, p: int, infl: int) -> None:
        from .globalevents import step_corrosive_rain_pick

        step_corrosive_rain_pick(self, p, infl)

    def choose_world_government(self, p: int, option: str) -> None:
        self.raise_parameter(option, 1, None, "World Government Terraforming")

    def choose_dry_deserts(self, p: int, option: str) -> None:
        from .globalevents import dry_deserts_choice

        self._section = "Turmoil 2: Dry Deserts"
        try:
            dry_deserts_choice(self, p, option)
        finally:
            self._section = None

    def choose_corrosive_rain(self, p: int, option: str) -> None:
        from .globalevents import corrosive_rain_choice

        corrosive_rain_choice(self, p, option)

    def choose_cloud_societies(self, p: int, option: str) -> None:
        from .globalevents import cloud_societies_choice

        cloud_societies_choice(self, p, option)

    # ------------------------------------------------------------------ display

    def track_values(self, s: TurmoilState) -> dict[str, float]:
        out: dict[str, float] = {}
        for pl in s.players:
            out[f"TR {pl.name}"] = pl.tr
        for pl in s.players:
            out[f"M€ {pl.name}"] = pl.res["mc"]
        if s.committee is not None:
            for i, pl in enumerate(s.players):
                out[f"influence {pl.name}"] = _influence(s, i)
        return out

    def svg(self) -> str:
        from .svg import committee_svg

        return committee_svg(self)

    def targets(self) -> list[str]:
        s = self.state
        if s.pending is None or s.pending.kind != "action":
            return []
        legal = set(self.legal_actions())
        return [f"party:{p}" for p in self.rules.party_order
                if LOBBY[(p, "lobby")] in legal or LOBBY[(p, "reserve")] in legal]

    def action_for_target(self, target: str) -> Action:
        """Clicking a party lobbies there: from the lobby if possible, else from the reserve."""
        if not target.startswith("party:") or target[6:] not in PARTIES:
            raise IllegalAction(f"{target!r} is not a party on the board", rule="Lobbying")
        party = target[6:]
        s = self.state
        if s.pending is None or s.pending.kind != "action":
            raise IllegalAction("lobbying happens in the action phase", rule="Lobbying")
        source = "lobby" if s.committee.lobby[s.pending.who] else "reserve"
        return LOBBY[(party, source)]

    def influence_table(self) -> dict[str, int]:
        return {pl.name: self.influence(i) for i, pl in enumerate(self.state.players)}

    def __repr__(self) -> str:
        s = self.state
        status = "over" if s.over else (f"{self.player_name(s.pending.who)} to act" if s.pending else "running")
        return f"<TurmoilGame generation {s.generation}, {len(s.players)} players, step {len(self.log)}, {status}>"


def _rule_of(why: str | None, rule: str) -> str:
    """A standard project or conversion refused by the Reds policy cites that policy."""
    return "Reds policy" if why and why.startswith("under the Reds policy") else rule


def _influence(s: TurmoilState, player: int) -> int:
    """Influence and the Max 5 Limit: +1 Chairman, +1 dominant party leader, +1 other delegate there."""
    c = s.committee
    inf = 1 if c.chairman == player else 0
    dom = c.dominant
    if dom is not None:
        leader = c.leader[dom]
        inf += leader == player
        inf += (c.delegates[dom].count(player) - (leader == player)) > 0
    return inf
