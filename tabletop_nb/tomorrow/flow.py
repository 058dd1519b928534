# mypy: disable-error-code="misc"
# (the rooms are mixins of TomorrowGame and annotate ``self`` with it; mypy calls that self type "not a
#  supertype" of the mixin and would otherwise check nothing less: every body is checked against TomorrowGame)
"""The flow of a game of Tomorrow, read top to bottom as the rulebook runs.

Game Setup; then each turn: I. Event, II. Resource Allocation (secret picks, asked one player at
a time), III. Resource Resolution (turn order tokens, actions, blocking), IV. Clean Up; the end
is End Game Scoring (``scoring.py``). Each step is a short method named with the rulebook's
words; each question names the answer function that runs with the player's action and carries
the flow state it needs (``ask(..., then=..., args=...)``), so nothing the flow must remember
lives outside the state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from ..core.cards import in_sets, merge_cards, plain_cards
from ..core.errors import DataError, IllegalAction, RulesError
from ..core.events import Event
from ..core.game import Action
from .actions import ChooseObjective, EndTurn, PressButton
from .biologicals import biologicals, load_biologicals
from .cards import EFFECTS
from .data import powers, world_map
from .events import E
from .happenings import happenings, load_happenings, pile_names
from .legal import BUTTON_POWERS
from .objectives import load_objectives, objectives
from .rules import PILES

if TYPE_CHECKING:
    from .game import TomorrowGame

SEATING = ("usa", "eu", "russia", "china", "india", "caliphate")  # clockwise, as the player aids say
ABSENT = {6: (), 5: ("caliphate",), 4: ("caliphate", "eu")}
SETUP_OPTIONS = ("players", "objectives", "bio_cards", "turn_order", "happenings", "sets", "cards")
CARD_KINDS: dict[str, Callable[..., dict[str, Any]]] = {"objectives": load_objectives, "biologicals": load_biologicals, "happenings": load_happenings}

#: the questions asked so far, per seating (see Flow.ask_again): finitely many for the shipped cards, bounded anyway
ASKED: dict[tuple[str, ...], dict[tuple[Any, ...], tuple[Any, Any]]] = {}
#: the events every turn repeats, per seating (see Game.record_again): finitely many for the shipped cards, bounded anyway
TOLD: dict[tuple[str, ...], dict[tuple[Any, ...], Event]] = {}
#: who sees a secret of seat p (a pick): shared values, so the log of a long simulation holds no copies
SEEN_BY = tuple((p,) for p in range(6))
TABLE_LIMIT = 20_000

PHASE_STARTED, RESOURCE_PICKED, TOKEN_REVEALED, TURN_ENDED, PC_CHANGED, PAWNS_ANNIHILATED = (
    E["phase_started"], E["resource_picked"], E["token_revealed"], E["turn_ended"], E["pc_changed"],
    E["pawns_annihilated"])


class CardsInPlay(NamedTuple):
    """The cards of the sets a game plays, and the sorted name lists setup deals from."""

    objs: dict[str, Any]
    bios: dict[str, Any]
    haps: dict[str, Any]
    #: each Happening pile's names, sorted (``pile_names``)
    piles: dict[str, list[str]]
    #: the biological cards' names, sorted (the order they are shuffled from)
    bio_names: list[str]
    #: each power's Secret Objectives, in the tables' order (the first ones are offered)
    objective_names: dict[str, list[str]]


def cards_in_play(tables: tuple[dict[str, Any], ...], sets: list[str]) -> CardsInPlay:
    """The cards of ``sets`` in ``tables`` (objectives, biologicals, Happenings) and what setup derives from them."""
    objs, bios, haps = (in_sets(t, sets) for t in tables)
    by_power: dict[str, list[str]] = {}
    for o in objs.values():
        by_power.setdefault(o.power, []).append(o.name)
    return CardsInPlay(objs, bios, haps, pile_names(haps), sorted(bios), by_power)


#: the shipped tables' cards in play, per list of sets: built once (a user's own cards are read per game).
#: Each entry keeps the tables it was built from, so a reloaded table is never matched by mistake.
_SHIPPED_IN_PLAY: dict[tuple[str, ...], tuple[tuple[dict[str, Any], ...], CardsInPlay]] = {}


class Seating(NamedTuple):
    """What follows from the powers at the table (their player aids), fixed for a whole game."""

    seats: tuple[str, ...]
    names: list[str]
    #: the capitals in play -> their player
    capitals: dict[str, int]
    global_impact_of: dict[str, int]
    nuke_range: list[str]
    #: each power's supplies at setup: control markers, nukes, resource card ids
    markers: list[int]
    nukes: list[int]
    cards: list[list[str]]


def seating_of(pw: dict[str, Any], seats: tuple[str, ...]) -> Seating:
    """The table of ``seats`` read from the player aids ``pw``; built once per seating of the shipped aids."""
    hit = _SEATINGS.get(seats)
    if hit is not None and hit[0] is pw:
        return hit[1]
    aids = [pw[p] for p in seats]
    table = Seating(seats, [a.name for a in aids], {a.capital: i for i, a in enumerate(aids)},
                    {a.capital: a.global_impact for a in aids}, [a.nuke_range for a in aids],
                    [a.control_markers for a in aids], [a.nukes for a in aids],
                    [[c.id for c in a.resources] for a in aids])
    _SEATINGS[seats] = (pw, table)
    return table


_SEATINGS: dict[tuple[str, ...], tuple[dict[str, Any], Seating]] = {}
_POPULATIONS: list[tuple[dict[str, Any], dict[str, int]]] = []


def populations(wm: dict[str, Any]) -> dict[str, int]:
    """Each territory's population pawns at setup, read once per map (copy it before changing it)."""
    for m, pop in _POPULATIONS:
        if m is wm:
            return pop
    pop = {t: x.population for t, x in wm.items()}
    _POPULATIONS[:] = [(wm, pop)]
    return pop


class Flow:
    """Setup, the four phases and the helpers the rules share (mixed into TomorrowGame)."""

    def first_seat(self: TomorrowGame) -> int | None:
        """Whoever's turn order token came up first in the first turn acts first."""
        for e in self.log:
            if e.kind == "tokens_mixed":
                order = e.data.get("order")
                return int(order[0]) if order else None
        return None

    # ------------------------------------------------------------------ Game Setup

    def check_setup(self: TomorrowGame, setup: dict[str, Any]) -> dict[str, Any]:
        """Check the setup options and build this game's card tables (the sets it plays, a user's own cards)."""
        for k in setup:
            if k not in SETUP_OPTIONS:
                raise RulesError(f"unknown setup option {k!r}; known: {', '.join(sorted(SETUP_OPTIONS))}")
        n = setup["players"]
        if not isinstance(n, int) or isinstance(n, bool) or n not in ABSENT:
            raise RulesError(f"players: Tomorrow is for 4, 5 or 6 players, not {n!r}")
        seats = [p for p in SEATING if p not in ABSENT[n]]
        pw = powers()
        for p in seats:
            if p not in pw:
                raise DataError("powers.json", p, None, f"the power {p!r} plays at {n} players but has no player aid")
        sets = setup.get("sets", ["base"])
        if not isinstance(sets, list) or not sets or not all(isinstance(x, str) for x in sets):
            raise RulesError(f"sets must be a non-empty list of card set names, not {sets!r}")
        own = setup.get("cards") is not None
        tables = self.card_tables(setup)
        hit = None if own else _SHIPPED_IN_PLAY.get(tuple(sets))
        if hit is not None and all(a is b for a, b in zip(hit[0], tables)):
            in_play = hit[1]
        else:
            in_play = cards_in_play(tables, sets)
            if not own and len(_SHIPPED_IN_PLAY) < 64:
                _SHIPPED_IN_PLAY[tuple(sets)] = (tables, in_play)
        self.in_play = in_play
        self.objs, self.bios, self.haps = in_play.objs, in_play.bios, in_play.haps
        table = seating_of(pw, tuple(seats))
        self.table = table
        self.seating = table.seats
        self.names = table.names
        self.capitals = table.capitals
        self.global_impact_of = table.global_impact_of
        self.nuke_range = table.nuke_range
        self.asked_before = ASKED.setdefault(self.seating, {})  # see ask_again
        self.told = TOLD.setdefault(self.seating, {})  # see Game.record_again
        nobody: dict[int | None, tuple[str, ...]] = {}
        self.controlled_kept = (None, nobody)  # see Legal.controlled_now
        # what the game needs to go on: refused now rather than a dead end in play
        for p in seats:
            if not in_play.objective_names.get(p):
                raise RulesError(f"objectives: {pw[p].name} has no Secret Objective in the sets {sets}")
        need = sum(pw[p].biologicals for p in seats)
        if len(self.bios) < need:
            raise DataError("biologicals.json", None, None, f"{n} players are dealt {need} biological cards; "
                            f"the sets {sets} hold {len(self.bios)}")
        if not self.haps:
            raise DataError("happenings.json", None, None, f"the sets {sets} hold no Happening")
        objs = setup.get("objectives") or {}
        if not isinstance(objs, dict):
            raise RulesError("objectives maps a power to the name of the objective it keeps")
        for p, name in objs.items():
            o = self.objs.get(name) if isinstance(name, str) else None
            if p not in seats or o is None or o.power != p:
                raise RulesError(f"objectives: {name!r} is not one of {p!r}'s Secret Objectives "
                                 f"(or {p!r} is not playing)")
        bios = setup.get("bio_cards") or {}
        if not isinstance(bios, dict):
            raise RulesError("bio_cards maps a power to a list of biological card names")
        seen: set[str] = set()
        for p, names in bios.items():
            if p not in seats or not isinstance(names, list):
                raise RulesError(f"bio_cards: {p!r} is not playing, or its cards are not a list")
            if len(names) > pw[p].biologicals:
                raise RulesError(f"bio_cards: {p} is dealt {pw[p].biologicals} biologicals, not {len(names)}")
            for b in names:
                if not isinstance(b, str) or b not in self.bios or b in seen:
                    raise RulesError(f"bio_cards: {b!r} is not a biological card in the game, or is dealt twice")
                seen.add(b)
        order = setup.get("turn_order")
        if order is not None and (not isinstance(order, list) or not all(isinstance(p, str) for p in order)
                                  or sorted(order) != sorted(seats)):
            raise RulesError(f"turn_order must list the powers in play once each: {', '.join(seats)}")
        top = setup.get("happenings")
        if top is not None and (not isinstance(top, list) or any(not isinstance(h, str) or h not in self.haps
                                                                 for h in top) or len(set(top)) != len(top)):
            raise RulesError("happenings must list distinct Happening names of the game (the top of the deck first)")
        return setup

    def card_tables(self: TomorrowGame, setup: dict[str, Any]) -> tuple[dict[str, Any], ...]:
        """Ours merged with the user's own cards (``cards={"objectives": ..., "only": [...]}``): read with
        the same loader, a card of the same name replaces ours; stored back as plain JSON, so a save
        replays with them."""
        own = setup.get("cards")
        shipped: dict[str, dict[str, Any]] = {"objectives": objectives(), "biologicals": biologicals(), "happenings": happenings()}
        if own is None:
            return tuple(shipped.values())
        if not isinstance(own, dict):
            raise RulesError("cards maps a kind (objectives, biologicals, happenings) to a file, JSON text or list")
        only = own.get("only", False)
        if only is True:
            only = list(CARD_KINDS)
        if only is False:
            only = []
        if not isinstance(only, list) or any(k not in CARD_KINDS for k in only):
            raise RulesError(f"cards: 'only' is true or a list of kinds among {', '.join(CARD_KINDS)}")
        plain: dict[str, Any] = {}
        out: list[dict[str, Any]] = []
        for kind, load in CARD_KINDS.items():
            src = own.get(kind)
            mine = load(src, file=f"cards[{kind!r}]") if src is not None else {}
            if src is not None:
                plain[kind] = plain_cards(mine)
            out.append(merge_cards(shipped[kind], mine, only=kind in only))
        for kind in own:
            if kind != "only" and kind not in CARD_KINDS:
                raise RulesError(f"cards: unknown kind {kind!r}; known: {', '.join(CARD_KINDS)}")
        setup["cards"] = {**plain, **({"only": only} if only else {})}
        return tuple(out)

    def begin(self: TomorrowGame) -> None:
        r, setup = self.rules, self.setup
        n = setup["players"]
        seats = list(self.seating)
        pw = powers()
        self.emit(E["powers_seated"], None, powers=seats, names=self.names, pc=r.start_pc)
        wm = world_map()
        self.emit(E["world_set"], None, pop=dict(populations(wm)),
                  homes=dict(self.capitals), neutral=[pw[p].name for p in ABSENT[n]])
        table = self.table
        self.emit(E["supplies_given"], None, markers=list(table.markers), nukes=list(table.nukes),
                  cards=[list(c) for c in table.cards])
        self.emit(E["track_set"], None, life=r.track_start, death=r.track_start)
        deck, how = self.happening_deck()
        self.emit(E["happenings_shuffled"], None, deck=deck, how=how)
        fixed = setup.get("bio_cards") or {}
        taken = {b for names in fixed.values() for b in names}
        names = self.in_play.bio_names
        pile = self.shuffled([b for b in names if b not in taken] if taken else names)
        hands = []
        for p in seats:  # each power's own cards (a scripted start), then the top of the pile up to its count
            hand = list(fixed.get(p, []))
            k = max(0, pw[p].biologicals - len(hand))
            hand += pile[:k]
            del pile[:k]
            hands.append(hand)
        self.emit(E["bio_dealt"], None, hands=hands, box=pile, names=self.names)
        self.emit(E["specials_set"], None, doomsday="out" if r.doomsday_virus == "off" or not r.doomsday_in_game
                  else "middle", button="out" if r.big_red_button == "off" else "middle")
        order = setup.get("turn_order")
        self.emit(E["tokens_mixed"], None, order=[seats.index(p) for p in order] if order else self.shuffled(range(n)),
                  why="for the first turn")
        offered = self.in_play.objective_names
        opts = [offered.get(p, [])[: r.objectives_offered] for p in seats]
        self.emit(E["objectives_offered"], None, options=opts)
        chosen = setup.get("objectives") or {}
        for i, p in enumerate(seats):
            if p in chosen:
                self.emit(E["objective_kept"], pw[p].name, player=i, name=chosen[p], seen_by=SEEN_BY[i])
            else:
                self.schedule(("objective", (i,)))
        self.schedule(("turn", (1,)))

    def happening_deck(self: TomorrowGame) -> tuple[list[str], str]:
        """The Happenings in the order they will be revealed (the game_length ruling)."""
        piles = {c: self.shuffled(names) for c, names in self.in_play.piles.items()}
        how = self.rules.game_length
        if how == "four_per_pile":
            deck = [x for c in PILES for x in piles[c][:4]]
            text = "four from each pile, green, red, then black"
        elif how == "mixed":
            deck = self.shuffled([x for c in PILES for x in piles[c]])
            text = "the three piles mixed together"
        else:
            deck = []
            for c in PILES:
                deck += piles[c]
            text = "the green pile, then red, then black"
        top = self.setup.get("happenings")
        if top:  # a scripted start: these cards first, then the shuffled rest
            size = len(deck)
            deck = (list(top) + [x for x in deck if x not in top])[: max(size, len(top))]
        return deck, text

    def step_objective(self: TomorrowGame, p: int) -> None:
        names = self.state.objective_options[p]
        self.ask_again(("objective", p, *names), p, "objective", "keep one of your three Secret Objectives",
                       "Game Setup", options=[ChooseObjective(n) for n in names], then="objective", args=(p,))

    def answer_objective(self: TomorrowGame, action: Action, p: int) -> None:
        assert isinstance(action, ChooseObjective)
        self.emit(E["objective_kept"], self.player_name(p), player=p, name=action.name, seen_by=SEEN_BY[p])

    # ------------------------------------------------------------------ helpers the rules share

    def seat(self: TomorrowGame, power: str) -> int:
        """The seat index of a power id ("usa")."""
        try:
            return self.state.powers.index(power)
        except ValueError:
            raise IllegalAction(f"{power!r} is not a power in this game ({', '.join(self.state.powers)})",
                                rule="Game Setup") from None

    def home(self: TomorrowGame, p: int) -> str:
        return powers()[self.seating[p]].capital

    def home_of(self: TomorrowGame, territory: str) -> int | None:
        """The player whose capital this is (None: a neutral territory)."""
        return self.capitals.get(territory)

    def global_impact(self: TomorrowGame, territory: str) -> int:
        """A player's capital uses its player aid's Global Impact; every other territory has 1."""
        return self.global_impact_of.get(territory, 1)

    def controls(self: TomorrowGame, p: int) -> list[str]:
        return [t for t, c in self.state.control.items() if c == p]

    def picks_needed(self: TomorrowGame, p: int) -> int:
        """Two picks a turn; three for the holder of the Control of Cyberspace."""
        return self.rules.picks_with_cyberspace if self.state.cyberspace == p else self.rules.picks

    def change_pc(self: TomorrowGame, p: int, delta: int, why: str, section: str) -> None:
        if delta < 0 and self.rules.pc_floor == "zero":  # the pc_floor ruling: a loss takes only what is left
            delta = -min(-delta, max(self.state.pc[p], 0))
        if delta:
            key = ("pc changed", p, delta, why, section)
            if not self.record_again(key):
                self.record_shared(key, PC_CHANGED, self.names[p], {"player": p, "delta": delta, "why": why,
                                                                    "section": section})

    def annihilate(self: TomorrowGame, territory: str, count: int, by: int | None, why: str, section: str,
                   nuclear: bool = False) -> int:
        """Remove pawns: in front of the player who caused it (or out of play); move the Life marker."""
        s = self.state
        n = min(count, s.pop[territory])
        if n <= 0:
            return 0
        gi = self.global_impact(territory)
        moves = by is not None or self.rules.happening_deaths == "move_life"
        life = -min(s.life, n * gi) if moves else 0
        key = ("pawns annihilated", territory, n, by, life, gi, why, section)
        if not self.record_again(key):
            self.record_shared(key, PAWNS_ANNIHILATED, self.player_name(by), {
                "territory": territory, "count": n, "by": by, "life": life, "impact": gi, "why": why,
                "section": section})
        if nuclear and self.rules.nuke_threat != "counts":
            back = -life + (n * gi if self.rules.nuke_threat == "net_loss" else 0)
            if back:
                self.emit(E["life_moved"], None, delta=back, why="nuclear fallout worsens the threat: "
                          + ("no net gain" if self.rules.nuke_threat == "net_zero" else "a net loss"), section="Nuclear")
        return n

    def ask_again(self: TomorrowGame, key: tuple[Any, ...], player: int, kind: str, prompt: str, section: str,
                  options: list[Action] | None = None, then: str | None = None, args: tuple[Any, ...] = ()) -> None:
        """``ask``, for the questions every turn repeats: ``key`` names the question with everything it
        depends on (with the seating, which names the players), and the pending decision and log record
        the kernel built the first time are reused, by every game with the same seating (immutable;
        measured faster in the same-run benchmark, see benchmarks/bench_tomorrow.py)."""
        if self.repeat_question(key):
            return
        asked = self.asked_before
        self.ask(player, kind, prompt, section, options=options, then=then, args=args)
        if len(asked) > TABLE_LIMIT:
            asked.clear()
        asked[key] = (self.state.pending, self.log[-1])

    def repeat_question(self: TomorrowGame, key: tuple[Any, ...]) -> bool:
        """Ask the question ``key`` names once more if it was asked before (``ask_again``'s shared records);
        False if it never was. The hottest questions look here first, so their prompt and options are
        only built the first time (measured: see benchmarks/bench_tomorrow.py)."""
        rec = self.asked_before.get(key)
        if rec is None:
            return False
        self.state.pending = rec[0]
        self.log.append(rec[1])
        return True

    def go_to_final_scoring(self: TomorrowGame, outcome: str) -> None:
        """The game ends now: whatever the turn still had to do is dropped."""
        self._agenda.clear()
        self.schedule(("final_scoring", (outcome,)))

    # ------------------------------------------------------------------ the turn

    def step_turn(self: TomorrowGame, t: int) -> None:
        self.emit(E["turn_started"], None, turn=t)
        self.schedule("event_phase", "allocation", "resolution", "after_all_turns", "clean_up")

    def phase_begins(self: TomorrowGame, phase: str, title: str) -> None:
        """One of the four phases of the turn begins (its event is shared: see record_again)."""
        key = ("phase", phase)
        if not self.record_again(key):
            self.record_shared(key, PHASE_STARTED, None, {"phase": phase, "title": title})

    # ---- I. Event
    def step_event_phase(self: TomorrowGame) -> None:
        s = self.state
        self.phase_begins("event", "I. Event")
        if not s.deck:  # no Happening left: the deck_out ruling says how the game ends
            self.go_to_final_scoring("survived" if self.rules.deck_out == "survived" else "out_of_happenings")
            return
        h = self.haps[s.deck[0]]
        self.emit(E["happening_revealed"], None, name=h.name, pile=h.pile)
        EFFECTS.run(self, h, h.effect, h.args)
        if self.rules.bio_timing == "after_event":
            for b in [b for b in s.bio_active if b["since"] < s.turn]:
                self.bio_resolves_again(b)
        self.check_saved()

    # ---- II. Resource Allocation
    def step_allocation(self: TomorrowGame) -> None:
        self.phase_begins("allocation", "II. Resource Allocation")
        self.schedule(*[("pick", (p,)) for p in range(len(self.state.powers))], first=True)

    def step_pick(self: TomorrowGame, p: int) -> None:
        s = self.state
        n = len(s.picks[p])
        need = self.picks_needed(p)
        if n < need and n < len(s.cards[p]):
            key = ("pick", p, n, need)
            if not self.repeat_question(key):
                self.ask_again(key, p, "pick", f"secretly pick a resource ({n + 1} of {need})",
                               "II. Resource Allocation Phase", then="pick", args=(p,))

    def answer_pick(self: TomorrowGame, action: Action, p: int) -> None:
        card: str = action.card  # type: ignore[attr-defined]
        key = ("picked", p, card)
        if not self.record_again(key):
            self.record_shared(key, RESOURCE_PICKED, self.names[p], {"player": p, "card": card, "seen_by": SEEN_BY[p]})
        self.step_pick(p)  # the same player picks again now

    # ---- III. Resource Resolution
    def step_resolution(self: TomorrowGame) -> None:
        s = self.state
        self.phase_begins("resolution", "III. Resource Resolution")
        if self.rules.bio_timing == "target_turn":
            for b in [b for b in s.bio_active if b["target"] is None and b["since"] < s.turn]:
                self.bio_resolves_again(b)
            self.check_saved()
        self.schedule(("reveal", (0,)), first=True)

    def step_reveal(self: TomorrowGame, i: int) -> None:
        s = self.state
        if i >= len(s.order):
            return
        p = s.order[i]
        key = ("token revealed", p, i)
        if not self.record_again(key):
            self.record_shared(key, TOKEN_REVEALED, self.names[p], {"player": p, "index": i})
        if self.rules.bio_timing == "target_turn":
            for b in [b for b in s.bio_active if b["target"] == p and b["since"] < s.turn]:
                self.bio_resolves_again(b)
            if self.check_saved():
                return
        self.schedule(("reveal", (i + 1,)), first=True)
        self.step_act(p)  # this player acts now; the next token waits until they are done

    def step_act(self: TomorrowGame, p: int) -> None:
        """A player with picks (or a special card to use) acts, until they end their turn."""
        s = self.state
        if s.picks[p] or s.doomsday == "middle" or (s.button == "middle" and s.powers[p] in BUTTON_POWERS):
            key = ("act", p)
            if not self.repeat_question(key):
                self.ask_again(key, p, "act", "use a resource, or end your turn", "III. Resource Resolution Phase",
                               then="act", args=(p,))

    def answer_act(self: TomorrowGame, action: Action, p: int) -> None:
        s = self.state
        how = type(action)  # (compared by identity: a false isinstance() looks up the action's __class__ besides)
        if how is EndTurn:
            kept = len(s.picks[p])
            key = ("turn ended", p, kept)
            if not self.record_again(key):
                self.record_shared(key, TURN_ENDED, self.names[p], {"player": p, "kept": kept})
        elif how is PressButton:
            self.emit(E["button_pressed"], self.player_name(p), player=p)
            self.go_to_final_scoring("button")
        else:
            self.attempt(p, action)

    def step_after_all_turns(self: TomorrowGame) -> None:
        """After every player's turn: vendettas not answered become trophies; then Death vs Life."""
        s = self.state
        unanswered: dict[tuple[int, int, int], int] = {}  # (holder, owner, turn taken) -> markers
        for x in s.held:
            if not x[3] and x[2] < s.turn:
                key = (x[0], x[1], x[2])
                unanswered[key] = unanswered.get(key, 0) + 1
        for (holder, owner, turn), n in sorted(unanswered.items()):
            self.emit(E["vendetta_kept"], None, holder=holder, owner=owner, turn=turn, count=n,
                      holder_name=self.player_name(holder), owner_name=self.player_name(owner))
        if s.death < s.life:
            self.go_to_final_scoring("lost")

    # ---- IV. Clean Up
    def step_clean_up(self: TomorrowGame) -> None:
        s = self.state
        self.phase_begins("clean_up", "IV. Clean Up")
        self.emit(E["picks_returned"], None)
        self.emit(E["tokens_mixed"], None, order=self.shuffled(range(len(s.powers))), why="for the next turn")
        roll = self.roll(self.rules.die, None, "Death marker")
        d = -min(s.death, roll)
        if d:
            self.emit(E["death_moved"], None, delta=d, to=s.death + d, why=f"rolled {roll}")
        self.schedule(("turn", (s.turn + 1,)))

    def check_saved(self: TomorrowGame) -> bool:
        """Humanity is saved the moment the Global Threat is eliminated (Life reaches 0)."""
        if self.state.life <= 0 and not self.state.over:
            self.go_to_final_scoring("saved")
            return True
        return False
