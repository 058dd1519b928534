"""Tomorrow — the flow of a game, read top to bottom as the rulebook runs.

Setup; then each turn: I. Event, II. Resource Allocation (secret picks, asked one player at
a time), III. Resource Resolution (turn order tokens, actions, blocking), IV. Clean Up; then
End Game Scoring. Each rule action is a short method named with the rulebook's words.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple

from ..core.errors import IllegalAction, RulesError
from ..core.events import Event
from ..core.game import DECISION, Action, Decision, Game
from .actions import (ACTIONS, ATTACKS, BLOCKED_BY, END_TURN, PASS, PRESS_BUTTON, AirStrike, BioAttack, Block,
                      ChooseObjective, Coup, CyberAttack, EndTurn, Exhaust, Give, Invade, NuclearAttack, Pass,
                      Pick, PressButton, TerrorAttack, UseDoomsday)
from .book import E
from .data import BioCard, biologicals, happenings, objectives, powers, resource_cards, world_map
from .rules import PILES, TomorrowRules
from .state import TomorrowState

SEATING = ("usa", "eu", "russia", "china", "india", "caliphate")
ABSENT = {6: (), 5: ("caliphate",), 4: ("caliphate", "eu")}
DOOMSDAY = {"global_strain": BioCard("Doomsday Virus", 2, True, 10, 3, True),
            "plague": BioCard("Doomsday Virus", 1, True, 0, 2, True)}
KIND_OF = {BioAttack: "biological", UseDoomsday: "biological", NuclearAttack: "nuclear", TerrorAttack: "terror",
           CyberAttack: "cyber", Invade: "military", AirStrike: "military", Coup: "diplomacy"}


class Attempt(NamedTuple):
    """An action under way while the others are asked to block (flow bookkeeping, never mutated)."""

    action: Action
    attacker: int
    target: int | None  # the player whose territory or capital (or card) is attacked
    kind: str
    blockers: tuple[int, ...]  # who may still be asked, in blocking order
    retaliation: bool = False
    blocked_by: int | None = None


class TomorrowGame(Game):
    """A game of Tomorrow for 4 to 6 players.

    >>> g = TomorrowGame(players=4, seed=1)
    >>> g.legal_actions()[:2]
    """

    key = "tomorrow"
    title = "Tomorrow"
    Rules = TomorrowRules
    ACTIONS = ACTIONS
    state: TomorrowState
    rules: TomorrowRules
    _attempt: Attempt | None = None

    def __init__(self, rules: TomorrowRules | None = None, *, seed: int = 0, players: int = 4, **setup: Any) -> None:
        super().__init__(rules, seed=seed, players=players, **setup)

    # ------------------------------------------------------------------ setup

    def new_state(self) -> TomorrowState:
        return TomorrowState()

    def check_setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        known = {"players", "objectives", "bio_cards", "turn_order", "happenings"}
        for k in setup:
            if k not in known:
                raise RulesError(f"unknown setup option {k!r}; known: {', '.join(sorted(known))}")
        n = setup["players"]
        if n not in ABSENT:
            raise RulesError(f"Tomorrow is for 4, 5 or 6 players, not {n!r}")
        seats = [p for p in SEATING if p not in ABSENT[n]]
        objs = setup.get("objectives") or {}
        if not isinstance(objs, dict):
            raise RulesError("objectives maps a power to the name of the objective it keeps")
        for p, name in objs.items():
            o = objectives().get(name)
            if p not in seats or o is None or o.power != p:
                raise RulesError(f"objective {name!r} is not one of {p!r}'s Secret Objectives (or {p!r} is not playing)")
        bios = setup.get("bio_cards") or {}
        if not isinstance(bios, dict):
            raise RulesError("bio_cards maps a power to a list of biological card names")
        seen: set[str] = set()
        for p, names in bios.items():
            if p not in seats or not isinstance(names, list):
                raise RulesError(f"bio_cards: {p!r} is not playing, or its cards are not a list")
            if len(names) > powers()[p].biologicals:
                raise RulesError(f"bio_cards: {p} is dealt {powers()[p].biologicals} biologicals, not {len(names)}")
            for b in names:
                if b not in biologicals() or b in seen:
                    raise RulesError(f"bio_cards: {b!r} is not a biological card, or is dealt twice")
                seen.add(b)
        order = setup.get("turn_order")
        if order is not None and (not isinstance(order, list) or sorted(order) != sorted(seats)):
            raise RulesError(f"turn_order must list the powers in play once each: {', '.join(seats)}")
        top = setup.get("happenings")
        if top is not None and (not isinstance(top, list) or any(h not in happenings() for h in top)
                                or len(set(top)) != len(top)):
            raise RulesError("happenings must list distinct Happening names (the top of the deck first)")
        return setup

    def normalize_edit(self, target: str, changes: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        """``edit("player:india", pc=11, annihilated={"china": 3})``, ``edit("territory:india", nuke="russia")``."""
        if self._attempt is not None:  # its outcome was settled against the table as it was declared
            raise IllegalAction("an action is under way (the others are asked to block it); edit the scenario "
                                "before it is declared or after it is settled", rule="scenario edit")
        if target.startswith("player:") and not target[7:].isdigit():
            target = f"player:{self.seat(target[7:])}"
        return target, changes

    def player_name(self, player: int | None) -> str | None:
        if player is None:
            return None
        try:
            return self._names[player]
        except AttributeError:
            self._names = [powers()[p].name for p in self.state.powers]
            return self._names[player]

    def seat(self, power: str) -> int:
        """The seat index of a power id ("usa")."""
        try:
            return self.state.powers.index(power)
        except ValueError:
            raise IllegalAction(f"{power!r} is not a power in this game ({', '.join(self.state.powers)})",
                                rule="Game Setup") from None

    def begin(self) -> None:
        r, setup = self.rules, self.setup
        n = setup["players"]
        seats = [p for p in SEATING if p not in ABSENT[n]]
        pw = powers()
        self._names = [pw[p].name for p in seats]
        self._homes = {pw[p].capital: i for i, p in enumerate(seats)}
        self._seats = tuple(seats)
        self._asks: dict[tuple, tuple[Decision, Event, tuple[str, int]]] = {}  # see _asked_before
        self._impact = {pw[p].capital: pw[p].global_impact for p in seats}  # the capitals in play
        # what can be invaded or couped: everything but the capitals of the powers in play
        self._open = [t for t in _ALL if t not in self._homes]
        self._open_land = [t for t in _LAND if t not in self._homes]
        self._nuke_range = [pw[p].nuke_range for p in seats]
        self.emit(E["powers_seated"], None, powers=seats, names=[pw[p].name for p in seats], pc=r.start_pc)
        wm = world_map()
        self.emit(E["world_set"], None, pop={t: x.population for t, x in wm.items()},
                  homes={pw[p].capital: i for i, p in enumerate(seats)}, neutral=[pw[p].name for p in ABSENT[n]])
        self.emit(E["supplies_given"], None, markers=[pw[p].control_markers for p in seats],
                  nukes=[pw[p].nukes for p in seats], cards=[[c.id for c in pw[p].resources] for p in seats])
        self.emit(E["track_set"], None, life=r.track_start, death=r.track_start)
        deck, how = self._happening_deck()
        self.emit(E["happenings_shuffled"], None, deck=deck, how=how)
        fixed = setup.get("bio_cards") or {}
        taken = {b for names in fixed.values() for b in names}
        pile = self.shuffled(sorted(b for b in biologicals() if b not in taken))
        hands = []
        for p in seats:
            hand = list(fixed.get(p, []))
            while len(hand) < pw[p].biologicals:
                hand.append(pile.pop(0))
            hands.append(hand)
        self.emit(E["bio_dealt"], None, hands=hands, box=pile, names=[pw[p].name for p in seats])
        self.emit(E["specials_set"], None, doomsday="out" if r.doomsday_virus == "off" or not r.doomsday_in_game
                  else "middle", button="out" if r.big_red_button == "off" else "middle")
        order = setup.get("turn_order")
        self.emit(E["tokens_mixed"], None, order=[seats.index(p) for p in order] if order else self.shuffled(range(n)),
                  why="for the first turn")
        opts = [[o.name for o in objectives().values() if o.power == p][: r.objectives_offered] for p in seats]
        self.emit(E["objectives_offered"], None, options=opts)
        chosen = setup.get("objectives") or {}
        for i, p in enumerate(seats):
            if p in chosen:
                self.emit(E["objective_kept"], pw[p].name, player=i, name=chosen[p])
            else:
                self.schedule(("objective", (i,)))
        self.schedule(("turn", (1,)))

    def _happening_deck(self) -> tuple[list[str], str]:
        piles = {c: self.shuffled(names) for c, names in _pile_names().items()}
        how = self.rules.game_length
        if how == "four_per_pile":
            deck = [x for c in PILES for x in piles[c][:4]]
            text = "four from each pile, green, red, then black"
        elif how == "mixed":
            deck = self.shuffled([x for c in PILES for x in piles[c]])
            text = "the three piles mixed together"
        else:
            deck = [x for c in PILES for x in piles[c]]
            text = "the green pile, then red, then black"
        top = self.setup.get("happenings")
        if top:  # a scripted start: these cards first, then the shuffled rest
            size = len(deck)
            deck = (list(top) + [x for x in deck if x not in top])[: max(size, len(top))]
        return deck, text

    def step_objective(self, p: int) -> None:
        self.decide(p, "objective", "keep one of your three Secret Objectives", "Game Setup")

    # ------------------------------------------------------------------ helpers the rules share

    def home(self, p: int) -> str:
        return powers()[self.state.powers[p]].capital

    def home_of(self, territory: str) -> int | None:
        """The player whose capital this is (None: a neutral territory)."""
        try:
            return self._homes.get(territory)
        except AttributeError:
            self._homes = {powers()[p].capital: i for i, p in enumerate(self.state.powers)}
            return self._homes.get(territory)

    def global_impact(self, territory: str) -> int:
        """A player's capital uses its player aid's Global Impact; every other territory has 1."""
        return self._impact.get(territory, 1)

    def controls(self, p: int) -> list[str]:
        return [t for t, c in self.state.control.items() if c == p]

    def change_pc(self, p: int, delta: int, why: str, section: str) -> None:
        if delta < 0 and self.rules.pc_floor == "zero":  # the pc_floor ruling: a loss takes only what is left
            delta = -min(-delta, max(self.state.pc[p], 0))
        if delta:
            ev = Event(PC_CHANGED, self._names[p], {"player": p, "delta": delta, "why": why, "section": section})
            PC_CHANGED.apply(self.state, ev)
            self.log.append(ev)

    def annihilate(self, territory: str, count: int, by: int | None, why: str, section: str,
                   nuclear: bool = False) -> int:
        """Remove pawns: in front of the player who caused it (or out of play); move the Life marker."""
        s = self.state
        n = min(count, s.pop[territory])
        if n <= 0:
            return 0
        gi = self.global_impact(territory)
        moves = by is not None or self.rules.happening_deaths == "move_life"
        life = -min(s.life, n * gi) if moves else 0
        self.record(PAWNS_ANNIHILATED, self.player_name(by), {"territory": territory, "count": n, "by": by, "life": life,
                                                              "impact": gi, "why": why, "section": section})
        if nuclear and self.rules.nuke_threat != "counts":
            back = -life + (n * gi if self.rules.nuke_threat == "net_loss" else 0)
            if back:
                self.emit(E["life_moved"], None, delta=back, why="nuclear fallout worsens the threat: "
                          + ("no net gain" if self.rules.nuke_threat == "net_zero" else "a net loss"), section="Nuclear")
        return n

    def picks_needed(self, p: int) -> int:
        return self.rules.picks_with_cyberspace if self.state.cyberspace == p else self.rules.picks

    # ------------------------------------------------------------------ the turn

    def step_turn(self, t: int) -> None:
        self.emit(E["turn_started"], None, turn=t)
        self.schedule("event_phase", "allocation", "resolution", "after_all_turns", "clean_up")

    def step_event_phase(self) -> None:
        s = self.state
        self.record(PHASE_STARTED, None, {"phase": "event", "title": "I. Event"})
        if not s.deck:  # no Happening left: the deck_out ruling says how the game ends
            self._agenda.clear()
            self.schedule(("final_scoring", ("survived" if self.rules.deck_out == "survived" else "out_of_happenings",)))
            return
        h = happenings()[s.deck[0]]
        self.emit(E["happening_revealed"], None, name=h.name, pile=h.pile)
        getattr(self, "happening_" + h.effect)(h)
        if self.rules.bio_timing == "after_event":
            for b in [b for b in s.bio_active if b["since"] < s.turn]:
                self.bio_resolves_again(b)
        self.check_saved()

    # ---- Happenings: one small function per effect
    def happening_calm(self, h: Any) -> None:
        return None

    def happening_annihilate(self, h: Any) -> None:
        self.annihilate(h.args["territory"], h.args["count"], None, h.name, "Happenings")

    def happening_annihilate_largest(self, h: Any) -> None:
        s = self.state
        land = [t for t, x in world_map().items() if x.land]
        t = max(land, key=lambda t: (s.pop[t], -land.index(t)))
        self.annihilate(t, h.args["count"], None, h.name, "Happenings")

    def happening_pc_all(self, h: Any) -> None:
        for p in range(len(self.state.powers)):
            self.change_pc(p, h.args["amount"], h.name, "Happenings")

    def happening_pc_power(self, h: Any) -> None:
        if h.args["power"] in self.state.powers:
            self.change_pc(self.seat(h.args["power"]), h.args["amount"], h.name, "Happenings")

    def happening_death(self, h: Any) -> None:
        d = -min(self.state.death, h.args["amount"])
        if d:
            self.emit(E["death_moved"], None, delta=d, to=self.state.death + d, why=h.name, section="Happenings")

    def happening_life(self, h: Any) -> None:
        self.emit(E["life_moved"], None, delta=h.args["amount"], why=h.name, section="Happenings")

    def happening_cyberspace_lost(self, h: Any) -> None:
        if self.state.cyberspace is not None:
            self.emit(E["cyberspace_lost"], None, why=h.name)

    def happening_markers_home(self, h: Any) -> None:
        self.open_vendettas_go_home(h.name, "Happenings")

    def open_vendettas_go_home(self, why: str, section: str) -> None:
        """Every vendetta marker not yet kept goes back to its owner (a Happening; the open_vendettas ruling)."""
        s = self.state
        for holder, owner in sorted({(x[0], x[1]) for x in s.held if not x[3]}):
            n = sum(1 for x in s.held if x[0] == holder and x[1] == owner and not x[3])
            self.emit(E["vendetta_returned"], None, holder=holder, owner=owner, count=n,
                      holder_name=self.player_name(holder), owner_name=self.player_name(owner), why=why,
                      section=section)

    # ---- II. Resource Allocation
    def step_allocation(self) -> None:
        self.record(PHASE_STARTED, None, {"phase": "allocation", "title": "II. Resource Allocation"})
        self.schedule(*[("pick", (p,)) for p in range(len(self.state.powers))], first=True)

    def step_pick(self, p: int) -> None:
        s = self.state
        n = len(s.picks[p])
        need = self.rules.picks_with_cyberspace if s.cyberspace == p else self.rules.picks  # picks_needed(p)
        if n < need and n < len(s.cards[p]):
            rec = self._asks.get(("pick", p, n, need))
            if rec is None:
                rec = self._asked_before(("pick", p, n, need), p, "pick",
                                         f"secretly pick a resource ({n + 1} of {need})", "II. Resource Allocation Phase")
            s.pending = rec[0]  # what decide() does
            self.log.append(rec[1])
            self._asked = rec[2]

    # ---- III. Resource Resolution
    def step_resolution(self) -> None:
        s = self.state
        self.record(PHASE_STARTED, None, {"phase": "resolution", "title": "III. Resource Resolution"})
        if self.rules.bio_timing == "target_turn":
            for b in [b for b in s.bio_active if b["target"] is None and b["since"] < s.turn]:
                self.bio_resolves_again(b)
            self.check_saved()
        self.schedule(("reveal", (0,)), first=True)

    def step_reveal(self, i: int) -> None:
        s = self.state
        if i >= len(s.order):
            return
        p = s.order[i]
        self.record(TOKEN_REVEALED, self._names[p], {"player": p, "index": i})
        if self.rules.bio_timing == "target_turn":
            for b in [b for b in s.bio_active if b["target"] == p and b["since"] < s.turn]:
                self.bio_resolves_again(b)
            if self.check_saved():
                return
        self._agenda.insert(0, ("step_reveal", (i + 1,)))  # schedule(("reveal", (i + 1,)), first=True)
        self.step_act(p)  # this player acts now; the next token waits until they are done

    def step_act(self, p: int) -> None:
        s = self.state
        if s.picks[p] or s.doomsday == "middle" or (s.button == "middle" and s.powers[p] in ("usa", "russia")):
            rec = self._asks.get(("act", p))
            if rec is None:
                rec = self._asked_before(("act", p), p, "act", "use a resource, or end your turn",
                                         "III. Resource Resolution Phase")
            s.pending = rec[0]  # what decide() does
            self.log.append(rec[1])
            self._asked = rec[2]

    def step_after_all_turns(self) -> None:
        """After every player's turn: vendettas not answered become trophies; then Death vs Life."""
        s = self.state
        unanswered: dict[tuple[int, int, int], int] = {}  # (holder, owner, turn taken) -> markers, in one pass
        for x in s.held:
            if not x[3] and x[2] < s.turn:
                key = (x[0], x[1], x[2])
                unanswered[key] = unanswered.get(key, 0) + 1
        for (holder, owner, turn), n in sorted(unanswered.items()):
            self.emit(E["vendetta_kept"], None, holder=holder, owner=owner, turn=turn, count=n,
                      holder_name=self.player_name(holder), owner_name=self.player_name(owner))
        if s.death < s.life:
            self._agenda.clear()
            self.schedule(("final_scoring", ("lost",)))

    def step_clean_up(self) -> None:
        s = self.state
        self.record(PHASE_STARTED, None, {"phase": "clean_up", "title": "IV. Clean Up"})
        self.emit(E["picks_returned"], None)
        self.emit(E["tokens_mixed"], None, order=self.shuffled(range(len(s.powers))), why="for the next turn")
        roll = self.roll(self.rules.die, None, "Death marker")
        d = -min(s.death, roll)
        if d:
            self.emit(E["death_moved"], None, delta=d, to=s.death + d, why=f"rolled {roll}")
        self.schedule(("turn", (s.turn + 1,)))

    def check_saved(self) -> bool:
        """Humanity is saved the moment the Global Threat is eliminated (Life reaches 0)."""
        if self.state.life <= 0 and not self.state.over:
            self._agenda.clear()
            self.schedule(("final_scoring", ("saved",)))
            return True
        return False

    # ------------------------------------------------------------------ biologicals

    def bio_card(self, name: str) -> BioCard:
        return DOOMSDAY[self.rules.doomsday_virus] if name == "Doomsday Virus" else biologicals()[name]

    def bio_attack(self, p: int, territory: str, name: str, target: int | None) -> None:
        """A. immediate annihilation, B. spreading, C. duration, D. the first random check."""
        card = self.bio_card(name)
        self.emit(E["bio_unleashed"], self.player_name(p), player=p, card=name, territory=territory,
                  target=target, left=card.duration - 1)
        self.immediate_annihilation(p, territory, card)
        if card.spread:
            spread_to = []
            for t in world_map()[territory].adjacent:
                if world_map()[t].land:
                    roll = self.roll(self.rules.die, self.player_name(p), f"does {name} spread to {world_map()[t].name}?")
                    if roll <= card.spread:
                        spread_to.append(t)
            for t in spread_to:
                self.emit(E["bio_spread"], self.player_name(p), card=name, territory=t)
                mode = self.rules.spread_check
                if mode != "check_only":
                    self.immediate_annihilation(p, t, card)
                if mode != "immediate_only" and card.random_check:
                    self.random_annihilation_check(p, t)
        if card.random_check:
            self.random_annihilation_check(p, territory)

    def immediate_annihilation(self, p: int, territory: str, card: BioCard) -> None:
        why = card.name
        if card.immediate:
            self.annihilate(territory, card.immediate, p, why, "Biologicals A")
        if card.per_five:
            self.annihilate(territory, self.state.pop[territory] // self.rules.per_pawns, p, why + ": 1 per 5 left",
                            "Biologicals A")

    def random_annihilation_check(self, p: int, territory: str) -> None:
        """Roll the d10: a roll at or under the pawns left kills one (10 or more: no roll needed)."""
        pop = self.state.pop[territory]
        if pop <= 0:
            return
        if pop >= self.rules.die:
            roll, hit = None, True
        else:
            roll = self.roll(self.rules.die, self.player_name(p), f"random annihilation check in {world_map()[territory].name}")
            hit = roll <= pop
        self.emit(E["random_check"], self.player_name(p), territory=territory, pop=pop, roll=roll, hit=hit)
        if hit:
            self.annihilate(territory, 1, p, "random annihilation check", "Biologicals D")

    def bio_resolves_again(self, b: dict[str, Any]) -> None:
        s = self.state
        i = s.bio_active.index(b)
        self.emit(E["bio_lingers"], self.player_name(b["owner"]), index=i, card=b["card"], territory=b["territory"],
                  left=b["left"] - 1)
        if self.bio_card(b["card"]).random_check:
            self.random_annihilation_check(b["owner"], b["territory"])

    # ------------------------------------------------------------------ legal actions

    def land(self) -> list[str]:
        return _LAND

    def bio_targets(self, p: int) -> list[str]:
        """A biological attack (or the Doomsday Virus) hits any land territory (``p``'s own only if the
        own_territory ruling allows it)."""
        if self.rules.own_territory == "allowed":
            return list(_LAND)
        control = self.state.control
        return [t for t in _LAND if control[t] != p]

    def near(self, p: int) -> set[str]:
        """The territories next to one that ``p`` controls."""
        return {a for t, c in self.state.control.items() if c == p for a in _ADJACENT[t]}

    def nuke_targets(self, p: int) -> list[str]:
        """USA and Russia reach any land territory; the others only land next to territory they control."""
        s = self.state
        control = s.control
        own = self.rules.own_territory == "allowed"
        if powers()[s.powers[p]].nuke_range == "global":
            return [t for t in _LAND if own or control[t] != p]
        near = self.near(p)
        return [t for t in _LAND if t in near and (own or control[t] != p)]

    def invasion_targets(self, p: int) -> list[str]:
        """Any territory next to one ``p`` controls, but not theirs and never a capital in play."""
        control = self.state.control
        near = self.near(p)
        return [t for t in self._open if t in near and control[t] != p]

    def coup_targets(self, p: int) -> list[str]:
        """Any land territory but a capital in play, not ``p``'s own; an empty one needs a marker to place."""
        control = self.state.control
        marker = self.state.markers[p] > 0
        return [t for t in self._open_land if control[t] != p and (marker or control[t] is not None)]

    def legal_actions(self) -> list[Action]:
        s = self.state
        d = s.pending
        if d is None:
            return []
        p = d.who
        kind = d.kind
        if kind == "pick":
            picked = s.picks[p]
            return [_PICK[c] for c in s.cards[p] if c not in picked]
        if kind == "block":
            want = self._attempt.kind
            return [_BLOCK[c] for c in s.picks[p] if _KIND[c] == want] + [PASS]
        if kind == "exhaust":
            return [_EXHAUST[c] for c in s.picks[p]]
        if kind == "objective":
            return [ChooseObjective(n) for n in s.objective_options[p]]
        if kind == "gift":
            return _gifts(self._seats, p, s.pc[p])
        out: list[Action] = [END_TURN]
        control = s.control
        # Every target list below depends on the board only through the territories p controls
        # (and the seating): computed once per such situation and shared (see _targets).
        mine = tuple([t for t, c in control.items() if c == p])
        own = self.rules.own_territory == "allowed"
        barred = () if own else mine  # what bio attacks, the Doomsday Virus and nukes may not hit
        for c in s.picks[p]:
            k = _KIND[c]
            if k == "biological":  # any land (bio_targets)
                land = _targets("land", None, barred)
                for b in s.bio_hand[p]:
                    bio = _aimed(BioAttack, c, b)
                    out += [bio[t] for t in land]
            elif k == "nuclear":
                if s.nukes[p] > 0:
                    nuke = _aimed(NuclearAttack, c)
                    if self._nuke_range[p] == "global":
                        out += [nuke[t] for t in _targets("land", None, barred)]
                    else:
                        out += [nuke[t] for t in _targets("near land", own, mine)]
            elif k == "terror":
                out += _at_others(TerrorAttack, c, self._seats, p)
            elif k == "cyber":
                if s.cyberspace != p:
                    out.append(_act(CyberAttack, c))
            elif k == "military":
                if s.markers[p] > 0:
                    invade = _aimed(Invade, c)
                    out += [invade[t] for t in _targets("invade", self._seats, mine)]
                out += _at_others(AirStrike, c, self._seats, p)
            elif k == "diplomacy":
                coup = _aimed(Coup, c)
                if s.markers[p] > 0:  # any open land but p's own
                    out += [coup[t] for t in _targets("coup", self._seats, mine)]
                else:  # without a marker to place, only a territory someone controls
                    out += [coup[t] for t in self.coup_targets(p)]
        if s.doomsday == "middle":
            doom = _aimed(UseDoomsday, None)
            out += [doom[t] for t in _targets("land", None, barred)]
        if s.button == "middle" and s.powers[p] in ("usa", "russia"):
            out.append(PRESS_BUTTON)
        return out

    # ------------------------------------------------------------------ check: legality, naming the rule

    def check(self, action: Action) -> None:
        s = self.state
        d = s.pending
        if d is None:
            raise IllegalAction("nobody is to act", rule="Game Phases", action=action)
        p = d.who
        name = self.player_name(p)
        expect = {"objective": (ChooseObjective,), "pick": (Pick,), "block": (Block, Pass), "exhaust": (Exhaust,),
                  "gift": (Give, Pass), "act": ATTACKS + (PressButton, EndTurn)}[d.kind]
        if not isinstance(action, expect):
            raise IllegalAction(f"{name} must now answer: {d.prompt}", rule=d.section, action=action)
        why, rule = self._why_not(p, d.kind, action)
        if why:
            raise IllegalAction(why, rule=rule, action=action)

    def _why_not(self, p: int, kind: str, a: Action) -> tuple[str | None, str]:
        s = self.state
        name = self.player_name(p)
        if isinstance(a, ChooseObjective):
            return (None if a.name in s.objective_options[p] else f"{a.name!r} is not one of {name}'s objectives",
                    "Game Setup")
        if isinstance(a, Pick):
            rule = "II. Resource Allocation Phase"
            if a.card not in _CARDS or _CARDS[a.card].power != s.powers[p]:
                return f"{a.card!r} is not one of {name}'s resource cards", rule
            if a.card not in s.cards[p]:
                return f"{a.card} was used once and removed from the game", "Resources"
            if a.card in s.picks[p]:
                return f"{a.card} is already picked this turn", rule
            return None, rule
        if isinstance(a, Block):
            rule = "Resources"
            want = self._attempt.kind
            if a.card not in s.picks[p]:
                return f"{name} did not pick {a.card!r} this turn, or already used it", rule
            if _CARDS[a.card].kind != want:
                return f"a {want} action is only blocked with a {want} card, not {_CARDS[a.card].kind}", rule
            return None, rule
        if isinstance(a, Exhaust):
            return (None if a.card in s.picks[p] else f"{a.card!r} is not among {name}'s remaining picks",
                    "Terror Attack")
        if isinstance(a, Give):
            rule = "End Game Scoring"
            if a.to not in s.powers or a.to == s.powers[p]:
                return f"{a.to!r} is not another power in the game", rule
            if not isinstance(a.amount, int) or not 1 <= a.amount <= s.pc[p]:
                return f"{name} can give 1 to {s.pc[p]} Political Capital, not {a.amount!r}", rule
            return None, rule
        if isinstance(a, (Pass, EndTurn)):
            return None, ""
        if isinstance(a, PressButton):
            if s.button != "middle":
                return "the Big Red Button is not in play", "The Big Red Button"
            if s.powers[p] not in ("usa", "russia"):
                return "only the USA or Russia may press the Big Red Button", "The Big Red Button"
            return None, ""
        if isinstance(a, UseDoomsday):
            if s.doomsday != "middle":
                return "the Doomsday Virus is not available (used, or not in the game)", "Doomsday Virus"
            return self._why_not_territory(p, a.territory, "Biological Attack", land=True, own=True)
        # attacks with a resource card
        k = KIND_OF[type(a)]
        rule = {"biological": "Biological Attack", "nuclear": "Nuclear", "terror": "Terror Attack",
                "cyber": "Cyber Attack", "military": "Military", "diplomacy": "Coup"}[k]
        if a.card not in s.picks[p]:
            return f"{name} has no unused pick {a.card!r} this turn", "III. Resource Resolution Phase"
        if _CARDS[a.card].kind != k:
            return f"{a.card} is a {_CARDS[a.card].kind} card, not {k}", "Resources"
        if isinstance(a, BioAttack):
            if a.bio not in s.bio_hand[p]:
                return f"{name} has no biological marker {a.bio!r} left", "Biological Attack"
            return self._why_not_territory(p, a.territory, rule, land=True, own=True)
        if isinstance(a, NuclearAttack):
            why, r2 = self._why_not_territory(p, a.territory, rule, land=True, own=True)
            if why:
                return why, r2
            if s.nukes[p] <= 0:
                return f"{name} has no nuke markers left", "Resources"
            if a.territory not in self.nuke_targets(p):
                return (f"{name} has short-range nukes: only land next to territory it controls", "Nuclear")
            return None, rule
        if isinstance(a, (TerrorAttack, AirStrike)):
            r2 = "Terror Attack" if isinstance(a, TerrorAttack) else "Air Strike on Another Player's Capitol"
            if a.target not in s.powers or a.target == s.powers[p]:
                return f"{a.target!r} is not another power in the game", r2
            return None, r2
        if isinstance(a, CyberAttack):
            return (("you already control cyberspace", "Cyber Attack") if s.cyberspace == p else (None, rule))
        if isinstance(a, Invade):
            r2 = "Territory Invasion"
            if a.territory not in world_map():
                return f"no territory {a.territory!r}", r2
            if self.home_of(a.territory) is not None:
                return "a player's capital can never be invaded", r2
            if s.control[a.territory] == p:
                return f"{name} already controls {world_map()[a.territory].name}", r2
            if s.markers[p] <= 0:
                return f"{name} has no control markers left", "Resources"
            if a.territory not in self.invasion_targets(p):
                return f"{world_map()[a.territory].name} is not next to a territory {name} controls", r2
            return None, r2
        if isinstance(a, Coup):
            why, r2 = self._why_not_territory(p, a.territory, rule, land=True)
            if why:
                return why, r2
            if self.home_of(a.territory) is not None:
                return "a coup cannot touch an opponent's capital", "Coup"
            if s.control[a.territory] is None and s.markers[p] <= 0:
                return f"{name} has no control marker left to place", "Coup"
            return None, rule
        return f"{type(a).__name__} is not a Tomorrow action", "Game Phases"

    def _why_not_territory(self, p: int, t: str, rule: str, land: bool, own: bool = False) -> tuple[str | None, str]:
        """Is ``t`` a territory (land if asked) that ``p`` may aim at? ``own``: an attack the own_territory
        ruling may allow on ``p``'s own territories (biologicals, the Doomsday Virus, nukes)."""
        wm = world_map()
        if t not in wm:
            return f"no territory {t!r} on the map", rule
        if land and not wm[t].land:
            return f"{wm[t].name} is water; this needs a land territory", rule
        if self.state.control[t] == p and not (own and self.rules.own_territory == "allowed"):
            why = " (ruling own_territory='forbidden')" if own else ""
            return f"{self.player_name(p)} controls {wm[t].name}; attack someone else{why}", rule
        return None, rule

    # ------------------------------------------------------------------ resolve

    def resolve(self, action: Action) -> None:
        s = self.state
        kind, p = self._asked  # the decision play() just cleared
        if kind == "pick":  # the most frequent action: its event is recorded inline (what record() does)
            ev = Event(RESOURCE_PICKED, self._names[p], {"player": p, "card": action.card})
            RESOURCE_PICKED.apply(s, ev)
            self.log.append(ev)
            self.step_pick(p)  # the same player picks again now (what scheduling it first would do)
        elif kind == "act":
            if action is END_TURN or isinstance(action, EndTurn):
                self.record(TURN_ENDED, self._names[p], {"player": p, "kept": len(s.picks[p])})
            elif isinstance(action, PressButton):
                self.emit(E["button_pressed"], self.player_name(p), player=p)
                self._agenda.clear()
                self.schedule(("final_scoring", ("button",)))
            else:
                self.attempt(p, action)
        elif kind == "block":
            self.answer_block(p, action)
        elif kind == "objective":
            self.emit(E["objective_kept"], self.player_name(p), player=p, name=action.name)
        elif kind == "exhaust":
            self.emit(E["pick_lost"], self.player_name(p), player=p, card=action.card, why="terror attack")
        elif kind == "gift":
            if isinstance(action, Give):
                q = self.seat(action.to)
                self.emit(E["pc_given"], self.player_name(p), player=p, to=q, to_name=self.player_name(q),
                          amount=action.amount)

    def decide(self, player: int | None, decision: str, prompt: str, section: str) -> None:
        """The kernel's decide, remembering what was asked (resolve needs it once play() cleared it).

        The same questions recur in every game with the same seating, so their immutable records
        (the pending Decision, its log event, what was asked) are built once and shared.
        """
        rec = self._decision_record(player, decision, prompt, section)  # type: ignore[arg-type]
        self.state.pending = rec[0]
        self.log.append(rec[1])
        self._asked = rec[2]

    def _decision_record(self, player: int, decision: str, prompt: str, section: str
                         ) -> tuple[Decision, Event, tuple[str, int]]:
        who = self._names[player]  # Tomorrow always asks a player
        key = (player, who, decision, prompt, section)
        rec = _DECISIONS.get(key)
        if rec is None:
            ev = Event(DECISION, who, {"player": player, "decision": decision, "prompt": prompt, "section": section})
            rec = _DECISIONS[key] = (Decision(player, decision, prompt, section), ev, (decision, player))
        return rec

    def _asked_before(self, key: tuple, player: int, decision: str, prompt: str, section: str
                      ) -> tuple[Decision, Event, tuple[str, int]]:
        """The hottest questions (pick, act, block) are looked up by a short key of this game's own.

        The record is the shared one ``decide`` would use; only the lookup is cheaper.
        """
        rec = self._asks[key] = self._decision_record(player, decision, prompt, section)
        return rec

    # ---- an action under way: declare, ask for blocks, settle
    def target_of(self, p: int, a: Action) -> int | None:
        s = self.state
        if isinstance(a, (TerrorAttack, AirStrike)):
            return s.powers.index(a.target)
        if isinstance(a, CyberAttack):
            return s.cyberspace
        c = s.control.get(a.territory)  # type: ignore[attr-defined]
        return c if c != p else None

    def blocking_order(self, attacker: int, target: int | None) -> tuple[int, ...]:
        """The target first; then clockwise from the target's left (the attacker's left if no target)."""
        n = len(self.state.powers)
        key = (n, attacker, target)
        order = _BLOCKING_ORDERS.get(key)  # depends on the seats only
        if order is None:
            start = target if target is not None else attacker
            seq = [] if target is None else [target]
            seq += [(start + k) % n for k in range(1, n)]
            order = _BLOCKING_ORDERS[key] = tuple(q for q in seq if q != attacker)
        return order

    def attempt(self, p: int, a: Action) -> None:
        r = self.rules
        how = type(a)
        kind = KIND_OF[how]
        target = self.target_of(p, a)
        who = self._names[p]
        if how is not UseDoomsday:
            self.record(CARD_USED, who, {"player": p, "card": a.card, "use": _USE[how],
                                         "one_use": _CARDS[a.card].one_use})
        what = _DESCRIBED.get(a)
        if what is None:  # the sentence depends on the action only
            what = _DESCRIBED[a] = self.describe(a)
        self.record(ATTACK_DECLARED, who, {"player": p, "what": what, "target": target, "section": _SECTION[how]})
        if (kind in ("military", "nuclear", "biological") and r.blocked_attack_cost == "paid"
                and (how is not UseDoomsday or r.doomsday_cost == "one_pc")):
            self.change_pc(p, -r.attack_pc_cost, f"{kind} attack", "Resources")
        retaliation = False
        if target is not None:
            retaliation = self.strike_back(p, target)
        blockers = () if BLOCKED_BY[how] is None else self.blocking_order(p, target)
        self._attempt = Attempt(a, p, target, kind, blockers, retaliation)
        agenda = self._agenda  # (schedule(..., first=True), inlined on this hot path)
        agenda.insert(0, ("step_act", (p,)))  # afterwards the attacker may act again
        if self.step_ask_block(0):  # someone may block: it is settled once they have all answered
            agenda.insert(0, ("step_settle", ()))
        else:  # nobody holds a card that could block it: settled at once
            self.step_settle()

    def strike_back(self, p: int, holder: int) -> bool:
        """Vendettas: attempting any action against the holder takes the marker back."""
        s = self.state
        if not s.held:
            return False
        ok = (s.turn - 1,) if self.rules.retaliation_window == "next_turn" else (s.turn - 1, s.turn)
        n = len([x for x in s.held if x[0] == holder and x[1] == p and not x[3] and x[2] in ok])
        if n:
            self.emit(E["vendetta_returned"], self.player_name(p), holder=holder, owner=p, count=n,
                      holder_name=self.player_name(holder), owner_name=self.player_name(p))
            return True
        return False

    def step_ask_block(self, k: int) -> bool:
        """Ask the next player (from the k-th in blocking order) who picked a matching card; False: nobody."""
        s = self.state
        at = self._attempt
        if at is None or at.blocked_by is not None:
            return False
        kind = at.kind
        blockers = at.blockers
        for j in range(k, len(blockers)):
            q = blockers[j]
            for c in s.picks[q]:
                if _KIND[c] == kind:  # q picked a card that can block it
                    self._block_k = j
                    rec = self._asks.get(("block", q, kind, at.attacker))
                    if rec is None:
                        rec = self._asked_before(("block", q, kind, at.attacker), q, "block",
                                                 f"block the {kind} action of {self._names[at.attacker]}?", "Resources")
                    s.pending = rec[0]  # what decide() does
                    self.log.append(rec[1])
                    self._asked = rec[2]
                    return True
        return False

    def answer_block(self, q: int, action: Action) -> None:
        at = self._attempt
        if isinstance(action, Block):
            who = self._names[q]
            self.record(CARD_USED, who, {"player": q, "card": action.card, "use": "block",
                                         "one_use": _CARDS[action.card].one_use})
            self.record(ATTACK_BLOCKED, who, {"player": q, "kind": at.kind, "attacker": at.attacker,
                                              "attacker_name": self._names[at.attacker]})
            self.change_pc(q, self.rules.block_pc_gain, "blocking an action", "Resources")
            self._attempt = Attempt(at.action, at.attacker, at.target, at.kind, at.blockers, at.retaliation, q)
        else:
            self.step_ask_block(self._block_k + 1)  # the next one is asked now

    def step_settle(self) -> None:
        at = self._attempt
        self._attempt = None
        if at.blocked_by is not None:
            return
        s, r = self.state, self.rules
        p, a = at.attacker, at.action
        self.record(NOBODY_BLOCKED, self._names[p], {"kind": at.kind})
        if (at.kind in ("military", "nuclear", "biological") and r.blocked_attack_cost == "refunded"
                and (type(a) is not UseDoomsday or r.doomsday_cost == "one_pc")):
            self.change_pc(p, -r.attack_pc_cost, f"{at.kind} attack", "Resources")
        captured = False
        if isinstance(a, (BioAttack, UseDoomsday)):
            self.bio_attack(p, a.territory, a.bio if isinstance(a, BioAttack) else "Doomsday Virus", at.target)
        elif isinstance(a, NuclearAttack):
            self.nuclear_attack(p, a.territory)
        elif isinstance(a, TerrorAttack):
            self.terror_attack(p, at.target)
        elif isinstance(a, CyberAttack):
            self.emit(E["cyberspace_taken"], self.player_name(p), player=p)
        elif isinstance(a, Invade):
            captured = self.territory_invasion(p, a.territory, at.retaliation)
        elif isinstance(a, AirStrike):
            self.air_strike(at.target)
        elif isinstance(a, Coup):
            self.coup(p, a.territory)
        q = at.target
        if q is not None and not at.retaliation and not captured and s.markers[q] > 0:
            if r.vendetta_attacks == "any" or at.kind in ("military", "nuclear"):
                self.record(VENDETTA_TAKEN, self._names[p], {"holder": p, "owner": q, "turn": s.turn,
                                                             "owner_name": self._names[q]})
        self.check_saved()

    def nuclear_attack(self, p: int, t: str) -> None:
        """One pawn, then one more for every five still remaining; a nuke marker stays."""
        r = self.rules
        self.annihilate(t, r.nuke_pawns, p, "nuclear attack", "Nuclear", nuclear=True)
        extra = self.state.pop[t] // r.per_pawns
        if extra:
            self.annihilate(t, extra, p, "1 more per 5 still remaining", "Nuclear", nuclear=True)
        self.emit(E["nuke_placed"], self.player_name(p), player=p, territory=t)

    def terror_attack(self, p: int, q: int) -> None:
        s, r = self.state, self.rules
        if r.terror_pc in ("target", "both"):
            self.change_pc(q, -r.terror_pc_loss, "terror attack", "Terror Attack")
        if r.terror_pc in ("attacker", "both"):
            self.change_pc(p, -r.terror_pc_loss, "terror attack", "Terror Attack")
        if len(s.picks[q]) == 1:
            self.emit(E["pick_lost"], self.player_name(q), player=q, card=s.picks[q][0], why="terror attack")
        elif s.picks[q]:
            self.schedule(("exhaust", (q,)), first=True)

    def step_exhaust(self, q: int) -> None:
        self.decide(q, "exhaust", "a terror attack: choose the pick you lose", "Terror Attack")

    def territory_invasion(self, p: int, t: str, retaliation: bool) -> bool:
        """Take the territory; a control marker already there goes in front of the invader."""
        s = self.state
        q = s.control[t]
        captured = False
        if q is not None:
            kept = self.rules.invasion_capture == "kept_plus_vendetta"
            holder = None if retaliation and not kept else p
            self.emit(E["control_removed"], self.player_name(p), territory=t, owner=q, holder=holder,
                      turn=s.turn, kept=kept, owner_name=self.player_name(q), holder_name=self.player_name(holder),
                      why="invasion", section="Territory Invasion")
            captured = not kept
        self.emit(E["control_placed"], self.player_name(p), player=p, territory=t, why="invasion",
                  section="Territory Invasion")
        return captured

    def air_strike(self, q: int) -> None:
        s = self.state
        for c in list(s.picks[q]):
            self.emit(E["pick_lost"], self.player_name(q), player=q, card=c, why="air strike on the capital",
                      section="Air Strike on Another Player's Capitol")

    def coup(self, p: int, t: str) -> None:
        s = self.state
        q = s.control[t]
        if q is None:
            self.emit(E["control_placed"], self.player_name(p), player=p, territory=t, why="coup", section="Coup")
        else:
            self.emit(E["control_removed"], self.player_name(p), territory=t, owner=q, holder=None, turn=s.turn,
                      kept=False, owner_name=self.player_name(q), why="coup: their control is removed", section="Coup")

    def describe(self, a: Action) -> str:
        wm = world_map()
        if isinstance(a, BioAttack):
            return f"a biological attack with {a.bio} on {wm[a.territory].name}"
        if isinstance(a, UseDoomsday):
            return f"the Doomsday Virus on {wm[a.territory].name}"
        if isinstance(a, NuclearAttack):
            return f"a nuclear attack on {wm[a.territory].name}"
        if isinstance(a, TerrorAttack):
            return f"a terror attack on {powers()[a.target].name}"
        if isinstance(a, CyberAttack):
            return "a cyber attack for the Control of Cyberspace"
        if isinstance(a, Invade):
            return f"an invasion of {wm[a.territory].name}"
        if isinstance(a, AirStrike):
            return f"an air strike on the capital of {powers()[a.target].name}"
        if isinstance(a, Coup):
            return f"a coup in {wm[a.territory].name}"
        return type(a).__name__

    # ------------------------------------------------------------------ the end

    def step_final_scoring(self, outcome: str) -> None:
        s, r = self.state, self.rules
        base = {"turns": s.turn, "life": s.life, "death": s.death, "outcome": outcome,
                "killed": {s.powers[p]: s.kills(p) for p in range(len(s.powers))}}
        if outcome in ("lost", "out_of_happenings") or (outcome == "button" and r.big_red_button == "everyone_loses"):
            why = {"lost": "the Death marker passed the Life marker",
                   "out_of_happenings": "the Happenings ran out before the Global Threat was eliminated"}.get(
                outcome, "the Big Red Button was pressed: thermonuclear war")
            self.end({**base, "saved": False, "winner": None, "winners": [],
                      "pc": {s.powers[p]: s.pc[p] for p in range(len(s.powers))}},
                     f"Humanity is lost ({why}); everyone loses.")
            return
        self.record(PHASE_STARTED, None, {"phase": "scoring", "title": "End Game Scoring"})
        if r.open_vendettas == "returned":
            self.open_vendettas_go_home("the owner could still strike back", "Vendettas / End Game Scoring")
        for p in range(len(s.powers)):
            for term, delta, why in self.score_terms(p):
                if delta < 0 and r.pc_floor == "zero":  # the pc_floor ruling holds at the end too
                    floored = -min(-delta, max(s.pc[p], 0))
                    if floored != delta:
                        why += f"; only {-floored} left to lose (pc_floor='zero')"
                    delta = floored
                if delta:
                    self.emit(E["scored"], self.player_name(p), player=p, term=term, delta=delta, why=why)
        self.emit(E["tokens_mixed"], None, order=self.shuffled(range(len(s.powers))), why="for giving away Political Capital",
                  section="End Game Scoring")
        self._outcome = base
        self.schedule(*[("gift", (i,)) for i in range(len(s.powers))], "winner")

    def score_terms(self, p: int) -> list[tuple[str, int, str]]:
        """End Game Scoring, term by term, for player ``p`` (with their Secret Objective)."""
        return score_terms(self.state, p)

    def step_gift(self, i: int) -> None:
        p = self.state.order[i]
        if self.state.pc[p] > 0:
            self.decide(p, "gift", "give Political Capital to another power, or pass", "End Game Scoring")

    def step_winner(self) -> None:
        s = self.state
        best = max(s.pc)
        winners = [s.powers[p] for p in range(len(s.powers)) if s.pc[p] == best]
        names = " and ".join(powers()[w].name for w in winners)
        base = getattr(self, "_outcome", {})
        how = {"saved": "Humanity is saved", "survived": "Humanity survives the last Happening",
               "button": "The Big Red Button ends the game"}.get(base.get("outcome"), "The game ends")
        self.end({**base, "saved": True, "winner": winners[0] if len(winners) == 1 else None, "winners": winners,
                  "pc": {s.powers[p]: s.pc[p] for p in range(len(s.powers))}},
                 f"{how}; {names} win{'s' if len(winners) == 1 else ''} with {best} Political Capital.")

    # ------------------------------------------------------------------ display

    def track_values(self, s: TomorrowState) -> dict[str, float]:
        out: dict[str, float] = {"Life": s.life, "Death": s.death}
        for i, p in enumerate(s.powers):
            out[f"PC {powers()[p].name}"] = s.pc[i]
        return out

    def svg(self) -> str:
        from .svg import board_svg

        return board_svg(self)

    def targets(self) -> list[str]:
        s = self.state
        if s.pending is None or s.pending.kind != "act":
            return []
        seen: dict[str, None] = {}
        for a in self.legal_actions():
            t = getattr(a, "territory", None)
            if t is not None:
                seen[f"territory:{t}"] = None
        return list(seen)

    def action_for_target(self, target: str) -> Action:
        """A click on a territory plays the first legal action aimed at it (bio, nuke, invasion, coup)."""
        if not target.startswith("territory:") or target[10:] not in world_map():
            raise IllegalAction(f"{target!r} is not a territory on the board", rule="board")
        t = target[10:]
        for a in self.legal_actions():
            if getattr(a, "territory", None) == t:
                return a
        raise IllegalAction(f"no legal action aims at {world_map()[t].name} now", rule="III. Resource Resolution Phase")

    def __repr__(self) -> str:
        s = self.state
        status = "over" if s.over else (f"{self.player_name(s.pending.who)} to {s.pending.kind}" if s.pending else "running")
        return f"<TomorrowGame turn {s.turn}, {len(s.powers)} players, step {len(self.log)}, {status}>"


def score_terms(s: TomorrowState, p: int) -> list[tuple[str, int, str]]:
    """The five End Game Scoring terms for player ``p``: (term, PC, how it was computed)."""
    wm, pw = world_map(), powers()
    obj = objectives()[s.objective[p]] if s.objective[p] else None
    home = pw[s.powers[p]].capital
    out: list[tuple[str, int, str]] = []
    # 1. annihilated pawns, by colour
    by_colour: dict[str, int] = {}
    for t, n in s.annihilated[p].items():
        col = wm[t].pawn_colour
        by_colour[col] = by_colour.get(col, 0) + n
    parts = [f"{n} {c} x{obj.annihilate_for(c) if obj else 0}" for c, n in sorted(by_colour.items())]
    out.append(("annihilated pawns", sum(n * (obj.annihilate_for(c) if obj else 0) for c, n in by_colour.items()),
                " + ".join(parts)))
    # 2. control markers held from other players
    held = [pw[s.powers[x[1]]].colour for x in s.held if x[0] == p]
    out.append(("control markers held", sum(obj.annihilate_for(c) if obj else 0 for c in held),
                " + ".join(f"{c} x{obj.annihilate_for(c) if obj else 0}" for c in held)))
    # 3. pawns protected in controlled land territories
    mine = [t for t, c in s.control.items() if c == p]
    land = [t for t in mine if wm[t].land and s.pop[t]]
    out.append(("pawns protected", sum(s.pop[t] * (obj.protect_for(t) if obj else 0) for t in land),
                " + ".join(f"{s.pop[t]} in {wm[t].name} x{obj.protect_for(t) if obj else 0}" for t in land)))
    # 4. +1 per controlled territory other than home
    away = [t for t in mine if t != home]
    out.append(("territories controlled", len(away), ", ".join(wm[t].name for t in away)))
    # 5. -1 per nuke damage or active biological on controlled territories
    nukes = sum(len(s.nuke_damage[t]) for t in mine)
    bios = sum(1 for b in s.bio_active if b["territory"] in mine)
    out.append(("nuke damage and active biologicals", -(nukes + bios), f"{nukes} nuke(s), {bios} biological(s)"))
    return out


_ACTS: dict[tuple, Action] = {}
_DECISIONS: dict[tuple, tuple[Decision, Event, tuple[str, int | None]]] = {}
_DESCRIBED: dict[Action, str] = {}
_BLOCKING_ORDERS: dict[tuple[int, int, int | None], tuple[int, ...]] = {}
# the event types of the hot paths, recorded without emit()'s keyword packing
RESOURCE_PICKED, CARD_USED, ATTACK_DECLARED, ATTACK_BLOCKED, NOBODY_BLOCKED, PC_CHANGED = (
    E["resource_picked"], E["card_used"], E["attack_declared"], E["attack_blocked"], E["nobody_blocked"],
    E["pc_changed"])
TOKEN_REVEALED, TURN_ENDED, PAWNS_ANNIHILATED, VENDETTA_TAKEN, PHASE_STARTED = (
    E["token_revealed"], E["turn_ended"], E["pawns_annihilated"], E["vendetta_taken"], E["phase_started"])


def _act(kind: type, *args: Any) -> Any:
    """Actions are values: one shared instance per (kind, arguments) saves time in simulations."""
    key = (kind, *args)
    a = _ACTS.get(key)
    if a is None:
        a = _ACTS[key] = kind(*args)
    return a


def _gifts(seats: tuple[str, ...], p: int, pc: int) -> list[Action]:
    """Passing, or giving 1 to all of one's Political Capital to each other power (seat order)."""
    out: list[Action] = [PASS]
    if pc <= 0:  # nothing to give (only a scenario edit asks then)
        return out
    for i, q in enumerate(seats):
        if i != p:
            gifts = _GIFTS.get(q)
            if gifts is None:
                gifts = _GIFTS[q] = []
            while len(gifts) < pc:  # one shared Give per (power, amount), made as amounts are first needed
                gifts.append(Give(q, len(gifts) + 1))
            out += gifts[:pc]
    return out


_GIFTS: dict[str, list[Give]] = {}


@lru_cache(maxsize=1)
def _pile_names() -> dict[str, list[str]]:
    """Each Happening pile's card names, sorted (the order they are shuffled from); never mutated."""
    hs = happenings()
    return {c: sorted(h.name for h in hs.values() if h.pile == c) for c in PILES}


def _aimed(kind: type, card: str | None, bio: str | None = None) -> dict[str, Any]:
    """The shared actions of one kind with one card (and bio card), by the territory they aim at."""
    key = (kind, card, bio, "by territory")
    by = _ACTS.get(key)
    if by is None:
        if kind is UseDoomsday:
            by = {t: UseDoomsday(t) for t in _LAND}
        elif kind is BioAttack:
            by = {t: BioAttack(card, t, bio) for t in _LAND}
        else:
            by = {t: kind(card, t) for t in _ALL}
        _ACTS[key] = by  # type: ignore[assignment]
    return by  # type: ignore[return-value]


def _at_others(kind: type, card: str, seats: tuple[str, ...], p: int) -> list[Any]:
    """The shared actions of one kind with one card against each other power, in seat order."""
    key = (kind, card, seats, p)
    lst = _ACTS.get(key)
    if lst is None:
        lst = _ACTS[key] = [kind(card, q) for i, q in enumerate(seats) if i != p]  # type: ignore[assignment]
    return lst  # type: ignore[return-value]


_TARGETS: dict[tuple, tuple[str, ...]] = {}


def _targets(what: str, extra: Any, mine: tuple[str, ...]) -> tuple[str, ...]:
    """Target territories that depend on the board only through what the attacker controls.

    ``mine`` lists the territories the attacker controls (home included); ``extra`` is the seating
    for invasions and coups (capitals in play are off limits), and for short-range nukes whether
    the own_territory ruling lets them hit the attacker's own territories. Same order as the target methods
    ``bio_targets``, ``nuke_targets``, ``invasion_targets`` and ``coup_targets`` (with a marker
    in supply), which ``check`` uses. Tuples of names: shared, and ignored by the garbage collector.
    """
    key = (what, extra, mine)
    out = _TARGETS.get(key)
    if out is None:
        if len(_TARGETS) > 20_000:  # a bound on memory across very long simulations
            _TARGETS.clear()
        if what == "land":  # biologicals, the Doomsday Virus, global nukes (mine: the territories barred)
            out = tuple([t for t in _LAND if t not in mine])
        elif what == "near land":  # short-range nukes (extra: may hit its own territories)
            near = {a for t in mine for a in _ADJACENT[t]}
            out = tuple([t for t in _LAND if t in near and (extra or t not in mine)])
        else:
            homes = {powers()[x].capital for x in extra}
            if what == "invade":
                near = {a for t in mine for a in _ADJACENT[t]}
                out = tuple([t for t in _ALL if t not in homes and t in near and t not in mine])
            else:  # "coup", with a control marker in supply
                out = tuple([t for t in _LAND if t not in homes and t not in mine])
        _TARGETS[key] = out
    return out


_ALL = list(world_map())
_ADJACENT = {t: x.adjacent for t, x in world_map().items()}
_LAND = [t for t, x in world_map().items() if x.land]
_CARDS = resource_cards()
_KIND = {c: card.kind for c, card in _CARDS.items()}
_PICK = {c: Pick(c) for c in _CARDS}
_BLOCK = {c: Block(c) for c in _CARDS}
_EXHAUST = {c: Exhaust(c) for c in _CARDS}
_USE = {BioAttack: "attack", UseDoomsday: "attack", NuclearAttack: "attack", TerrorAttack: "attack",
        CyberAttack: "attack", Invade: "invade", AirStrike: "strike a capital", Coup: "stage a coup"}
_SECTION = {BioAttack: "Biological Attack", UseDoomsday: "Doomsday Virus", NuclearAttack: "Nuclear",
            TerrorAttack: "Terror Attack", CyberAttack: "Cyber Attack", Invade: "Territory Invasion",
            AirStrike: "Air Strike on Another Player's Capitol", Coup: "Coup"}
