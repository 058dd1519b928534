"""The flow of a game, top to bottom as the rulebook tells it: setup, each generation (research,
action phase, production), the solar phase with its Turmoil steps 1-4, and the end.

Every ``step_*`` runs from the game's agenda until someone must decide. What the flow must know
between two decisions travels in the pending decision (its ``args``) or in the state, never on the
game object: a snapshot (``at(k)``), a copy and a save all know it.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, Callable

from ..core.cards import in_sets, merge_cards, plain_cards
from ..core.errors import DataError, IllegalAction, RulesError
from ..core.game import Action, Choose, Decision
from . import basegame, parties, scoring
from .actions import Convert, Lobby, Pass, PlayProject, StandardProject, UsePolicy
from .basegame import load_projects, standin_projects
from .cards import EFFECTS, TurmoilCards
from .events import E
from .globalevents import global_events, load_global_events
from .rules import PARAMETERS, PARTIES, TurmoilRules
from .state import NEUTRAL

if TYPE_CHECKING:
    from .game import TurmoilGame

PASSED = E["passed"]
SETUP_OPTIONS = ("players", "generations", "global_event_order", "temperature", "sets", "cards")
CARD_KINDS = ("global_events", "projects")


_CHECKED_RULES: dict[TurmoilRules, None] = {}
_CHECKED_OBJECTS: dict[int, TurmoilRules] = {}  # rules objects that passed, by id (no hashing of 60 fields)
_SHIPPED_CARDS: dict[tuple[int, tuple[str, ...], int], tuple[TurmoilRules, "TurmoilCards"]] = {}


def check_rules(r: TurmoilRules) -> None:
    """Every number rule within its declared range, and the rules that depend on each other."""
    if _CHECKED_OBJECTS.get(id(r)) is r:  # this very object passed (the default rules, a variant reused)
        return
    try:
        known = r in _CHECKED_RULES
    except TypeError:  # a list where a tuple belongs (built directly, not with replace)
        raise RulesError("a rules field holds a list; build variants with TurmoilRules().replace(...)") from None
    if not known:
        r.replace(**{f.name: getattr(r, f.name) for f in dataclasses.fields(r)})  # raises RulesError naming the rule
        if sorted(r.party_order) != sorted(PARTIES):
            raise RulesError(f"party_order must list the six parties once each: {', '.join(PARTIES)}")
        if r.temperature_min >= r.temperature_max:
            raise RulesError(f"temperature_min ({r.temperature_min}) must be below temperature_max ({r.temperature_max})")
        if not all(isinstance(t, int) and not isinstance(t, bool) and -1000 <= t <= 1000
                   for t in r.heat_bonus_temperatures):
            raise RulesError("heat_bonus_temperatures must be a list of whole numbers from -1000 to 1000 (°C)")
        if len(_CHECKED_RULES) < 256:
            _CHECKED_RULES[r] = None
    if len(_CHECKED_OBJECTS) < 256:  # (kept with its id, so the id stays its own)
        _CHECKED_OBJECTS[id(r)] = r


def _own_cards(kind: str, source: Any) -> dict[str, Any]:
    if kind == "global_events":
        return load_global_events(source, file="setup option cards.global_events")
    return load_projects(source, file="setup option cards.projects")


def check_setup(game: "TurmoilGame", setup: dict[str, Any]) -> dict[str, Any]:
    """Validate and complete the setup options (kept as plain JSON, so a save replays them)."""
    r = game.rules
    check_rules(r)
    for k in setup:
        if k not in SETUP_OPTIONS:
            raise RulesError(f"unknown setup option {k!r}; known: {', '.join(sorted(SETUP_OPTIONS))}")
    names = setup["players"]
    if not (isinstance(names, list) and 1 <= len(names) <= 5 and all(isinstance(n, str) and n.strip() for n in names)):
        raise RulesError("players must be a list of 1 to 5 names")
    if len(set(names)) != len(names):
        raise RulesError("player names must differ")
    if "Neutral" in names:
        raise RulesError("players: 'Neutral' names the neutral delegates; choose another name")
    gens = setup.setdefault("generations", r.max_generations)
    if not isinstance(gens, int) or isinstance(gens, bool) or not 1 <= gens <= 100:
        raise RulesError(f"generations must be a whole number from 1 to 100, got {str(gens)[:40]!r}")
    if "temperature" in setup:
        t = setup["temperature"]
        if not isinstance(t, int) or isinstance(t, bool) or not r.temperature_min <= t <= r.temperature_max:
            raise RulesError(f"temperature must be a whole number from {r.temperature_min} to {r.temperature_max} "
                             f"(°C), got {str(t)[:40]!r}")
    sets = setup.get("sets", ["base"])
    if not (isinstance(sets, list) and sets and all(isinstance(x, str) for x in sets)):
        raise RulesError("sets must be a list of card set names, e.g. ['base']")
    shipped: dict[str, dict[str, Any]] = {"global_events": global_events(), "projects": standin_projects()}
    chosen = dict(shipped)
    if "cards" in setup:
        opt = setup["cards"]
        if not isinstance(opt, dict) or not opt:
            raise RulesError(f"cards must map a kind of card ({', '.join(CARD_KINDS)}) to a file, JSON text or a list")
        only = opt.get("only", False)
        if not isinstance(only, bool):
            raise RulesError("cards.only must be true (use only your cards) or false (yours replace ours by name)")
        stored: dict[str, Any] = {"only": only} if only else {}
        for kind, source in opt.items():
            if kind == "only":
                continue
            if kind not in CARD_KINDS:
                raise RulesError(f"cards: unknown kind of card {kind!r}; known: {', '.join(CARD_KINDS)}")
            own = _own_cards(kind, source)
            chosen[kind] = merge_cards(shipped[kind], own, only=only)
            stored[kind] = plain_cards(own)
        setup["cards"] = stored
    # The shipped cards in given sets, for given rules and seats, are the same tables every game: made once
    # (TurmoilCards never changes in play; a user's own cards are merged and made afresh each game).
    key = (id(r), tuple(sets), len(names)) if "cards" not in setup else None
    made = _SHIPPED_CARDS.get(key) if key is not None else None
    if made is not None and made[0] is r:  # (the rules object kept with its id, so the id is still its)
        cards = made[1]
    else:
        events = in_sets(chosen["global_events"], sets)
        projects = in_sets(chosen["projects"], sets)
        cards = TurmoilCards(r, events, projects, len(names))
        if key is not None and len(_SHIPPED_CARDS) < 64:
            _SHIPPED_CARDS[key] = (r, cards)
    if len(cards.events) < 2:
        raise RulesError(f"a game needs at least 2 global events (coming and distant); the sets {sets} with these "
                         f"rules have {len(cards.events)}")
    order = setup.get("global_event_order")
    if order is not None:
        if not isinstance(order, list) or not all(isinstance(c, str) for c in order):
            raise RulesError("global_event_order must be a list of global event names, top card first")
        unknown = [c for c in order if c not in cards.events]
        if unknown:
            raise RulesError(f"global_event_order: {str(unknown[0])[:60]!r} is not a global event in play")
        if len(set(order)) != len(order):
            raise RulesError("global_event_order must list distinct global events")
        if len(order) < 2:
            raise RulesError("global_event_order needs at least 2 cards (coming and distant)")
    game.cards = cards
    game.told = basegame.told_before(names)
    game._turns_asked = [None] * len(names)  # each seat's turn question, logged (TurmoilGame.answer)
    return setup


# ------------------------------------------------------------------ setup


def begin(game: "TurmoilGame") -> None:
    r, s = game.rules, game.state
    game.emit(E["players_seated"], None, names=game.setup["players"], tr=r.start_tr, mc=r.start_mc,
              temperature=game.setup.get("temperature", r.temperature_min))
    game.emit(E["committee_set_up"], None, parties=list(r.party_order), reserve=r.delegates_per_player - 1,
              neutral_reserve=r.neutral_delegates - 1)
    game.emit(E["ruling_changed"], None, party="greens", why="Greens start ruling", section="Setup 4")
    cards = game.cards.events
    given = game.setup.get("global_event_order")  # an order the setup names is no secret; a shuffle is
    order = given or game.shuffled(sorted(cards))
    game.emit(E["global_events_shuffled"], None, order=list(order), **({} if given else {"seen_by": []}))
    game.emit(E["projects_shuffled"], None, order=game.shuffled(sorted(game.cards.projects)), seen_by=[])
    # Setup 3b/3c: the coming and the distant event each bring a neutral delegate (revealed party).
    game.emit(E["global_event_revealed"], None, card=s.deck[0], slot="coming", section="Setup 3b")
    parties.place_delegate(game, NEUTRAL, cards[s.coming or ""].revealed, "reserve", why=f"{s.coming} is shown")
    game.emit(E["global_event_revealed"], None, card=s.deck[0], slot="distant", section="Setup 3c")
    parties.place_delegate(game, NEUTRAL, cards[s.distant or ""].revealed, "reserve", why=f"{s.distant} is shown")
    if r.setup_dominance == "greens" and s.committee.dominant != "greens":
        game.emit(E["dominance_changed"], None, party="greens", old=s.committee.dominant,
                  why="ruling setup_dominance='greens'")
    game.schedule(("generation", (1,)))


# ------------------------------------------------------------------ the generation


def phase_started(game: "TurmoilGame", phase: str, **more: str) -> None:
    """A phase of the generation begins (its event is shared by the games: see Game.record_again)."""
    key = ("phase_started", phase, *more.items())
    if not game.record_again(key):
        game.emit(E["phase_started"], None, phase=phase, **more)
        game.keep_recorded(key)


def step_generation(game: "TurmoilGame", gen: int) -> None:
    s = game.state
    first = 0 if gen == 1 else (s.first_player + 1) % len(s.players)
    game.emit(E["generation_started"], None, generation=gen, first=first, first_name=s.players[first].name)
    if gen > 1:
        phase_started(game, "research", why="stand-in: free draws")
        for p in range(len(s.players)):
            game.draw_cards(p, game.rules.research_cards, why="research")
    phase_started(game, "action")
    game.schedule(("turn", (first,)), "production", "solar", ("generation", (gen + 1,)))


def step_turn(game: "TurmoilGame", p: int) -> None:
    """Action phase: players take turns in order until all have passed."""
    players = game.state.players
    n = len(players)
    for k in range(n):
        q = (p + k) % n
        if not players[q].passed:
            game.decide_with(game.cards.turns[q])
            return


def _lobby(game: "TurmoilGame", p: int, a: Lobby) -> None:
    source = a.source  # parties.lobby(game, p, a.party, source), one call less
    parties.place_delegate(game, p, a.party, source, cost=game.rules.lobby_cost if source == "reserve" else 0)


def _pass(game: "TurmoilGame", p: int, a: Pass) -> None:
    key = (PASSED, p)
    if not game.record_again(key):
        game.record(PASSED, game.state.players[p].name, {"player": p})
        game.keep_recorded(key)


def _standard(game: "TurmoilGame", p: int, a: StandardProject) -> None:
    basegame.standard_project(game, p, a.project)


def _play(game: "TurmoilGame", p: int, a: PlayProject) -> None:
    basegame.play_project(game, p, a.card)


def _convert(game: "TurmoilGame", p: int, a: Convert) -> None:
    basegame.convert(game, p, a.what)


def _policy(game: "TurmoilGame", p: int, a: UsePolicy) -> None:
    parties.use_policy(game, p)


#: what each action of the action phase does
DO: dict[type, Callable[..., None]] = {Lobby: _lobby, Pass: _pass, StandardProject: _standard, PlayProject: _play,
                                       Convert: _convert, UsePolicy: _policy}


def answer_turn(game: "TurmoilGame", action: Action, p: int) -> None:
    """Carry out one action of the action phase; then the next player who has not passed."""
    DO[type(action)](game, p, action)
    # The next turn runs before the rest of the agenda (production waits until everyone has passed).
    game._agenda.insert(0, ("step_turn", ((p + 1) % len(game.state.players),)))


def step_production(game: "TurmoilGame") -> None:
    s = game.state
    phase_started(game, "production")
    for i, pl in enumerate(s.players):
        income, energy = pl.tr + pl.prod["mc"], pl.res["energy"]
        if income < 0:  # (only a TR below 0 gives one: ruling negative_income='pay_what_you_have')
            have = pl.res["mc"]
            paid = income if -income <= have else -have
            game.emit(E["production_phase"], pl.name, player=i, income=paid, energy=energy, owed=income,
                      section="Production (base game); ruling negative_income")
            continue
        key = ("production_phase", i, income, energy)
        if not game.record_again(key):
            game.emit(E["production_phase"], pl.name, player=i, income=income, energy=energy)
            game.keep_recorded(key)


# ------------------------------------------------------------------ the solar phase


def step_solar(game: "TurmoilGame") -> None:
    s, r = game.state, game.rules
    phase_started(game, "solar")
    # Step 1: game end check. Mars terraformed ends the game; so does the generation limit.
    terraformed = s.temperature >= r.temperature_max and s.oxygen >= r.oxygen_max and s.oceans >= r.oceans_max
    if terraformed or s.generation >= game.setup["generations"]:
        game._agenda.clear()
        game.schedule(("final_scoring", ("Mars is terraformed" if terraformed else
                                         f"generation {s.generation} was the last",)))
        return
    steps: list[Any] = []
    if r.venus and r.world_government_terraforming:
        steps.append("world_government")
    if r.colonies:
        steps.append("colony_production")
    steps += ["tr_revision", "current_global_event", "new_government", "changing_times"]
    game.schedule(*steps, first=True)


def world_government_options(game: "TurmoilGame") -> list[str]:
    s = game.state
    return [p for p in PARAMETERS if getattr(s, p) < basegame.parameter_top(game, p)]


def step_world_government(game: "TurmoilGame") -> None:
    """Step 2 (Venus Next): the first player raises a non-maxed parameter one step, with no TR or bonus."""
    options = world_government_options(game)
    if options:
        game.ask(game.state.first_player, "world_government",
                 "World Government Terraforming: raise a non-maxed parameter one step", "Solar phase step 2",
                 options=[Choose(o) for o in options], then="world_government")


def answer_world_government(game: "TurmoilGame", action: Action) -> None:
    assert isinstance(action, Choose)
    game.raise_parameter(action.option, 1, None, "World Government Terraforming")


def step_colony_production(game: "TurmoilGame") -> None:
    s = game.state
    top = game.rules.colony_track_max
    tracks = [min(top, t + 1) for t in (s.colony_tracks or [1] * 5)]
    game.emit(E["colonies_produced"], None, tracks=tracks)


def step_tr_revision(game: "TurmoilGame") -> None:
    phase_started(game, "turmoil", why="after production", section="Turmoil 1")
    for i in range(len(game.state.players)):
        game.change_tr(i, -game.rules.tr_revision, why="TR revision", section="Turmoil 1")


def step_current_global_event(game: "TurmoilGame") -> None:
    card = game.state.current
    if card is None:
        return
    game.emit(E["global_event_resolved"], None, card=card, section="Turmoil 2")
    game.perform_event(card)


def perform_event(game: "TurmoilGame", name: str) -> None:
    """Perform a global event's effect now (Turmoil 2), citing the card; a choice it asks waits."""
    try:
        card = game.cards.events.get(name) or global_events()[name]
    except (KeyError, TypeError):
        raise IllegalAction(f"{str(name)[:60]!r} is not a global event", rule="Turmoil 2") from None
    game._section = f"Turmoil 2: {name}"
    try:
        EFFECTS.run(game, card, card.effect, card.args)
    finally:
        game._section = None


def step_new_government(game: "TurmoilGame") -> None:
    s, r = game.state, game.rules
    c = s.committee
    new = c.dominant or "greens"
    # 3a: the dominant party becomes ruling (its policy tile on top).
    game.emit(E["ruling_changed"], None, party=new, section="Turmoil 3a")
    leader = c.leader[new]
    if r.chairman_tr == "before_bonus":
        parties.seat_chairman(game, new, leader)
    # 3b: ruling bonus for all players.
    parties.BONUS[new](game)
    if r.chairman_tr == "after_bonus":
        parties.seat_chairman(game, new, leader)
    # 3e: dominance moves to the party with most delegates (ties: first clockwise).
    order = parties.clockwise_from(game, new)
    best, most = order[0], len(c.delegates[order[0]])
    for party in order[1:]:  # max(order, key=the party's delegates): the first of ties stays
        n = len(c.delegates[party])
        if n > most:
            best, most = party, n
    if best != c.dominant:
        game.emit(E["dominance_changed"], None, party=best, old=c.dominant, section="Turmoil 3e",
                  why="the ruling party was emptied")
    # 3f: refill the lobby.
    for i in range(len(s.players)):
        if not c.lobby[i] and c.reserve[i] > 0 and not game.record_again(("lobby_refilled", i)):
            game.emit(E["lobby_refilled"], s.players[i].name, player=i)
            game.keep_recorded(("lobby_refilled", i))


def step_changing_times(game: "TurmoilGame") -> None:
    s = game.state
    cards = game.cards.events
    if s.coming is None:
        return
    coming = s.coming
    # 4a: coming -> current, with a neutral delegate in the card's current party.
    game.emit(E["global_events_advanced"], None, coming=coming, distant=s.distant)
    if s.committee.neutral_reserve > 0:
        parties.place_delegate(game, NEUTRAL, cards[coming].current, "reserve", why=f"{coming} becomes current")
    # 4c: a new distant event, with a neutral delegate in its revealed party (none if the deck is empty).
    if s.deck:
        game.emit(E["global_event_revealed"], None, card=s.deck[0], slot="distant", section="Turmoil 4c")
        if s.committee.neutral_reserve > 0:
            parties.place_delegate(game, NEUTRAL, cards[s.distant or ""].revealed, "reserve",
                                   why=f"{s.distant} is shown")


def step_final_scoring(game: "TurmoilGame", reason: str) -> None:
    scoring.final_scoring(game, reason)


# ------------------------------------------------------------------ running an answer


def answer(game: "TurmoilGame", d: Decision, action: Action) -> None:
    """Run the answer function the decision names; a choice's events cite the decision's section."""
    if d.kind == "action":  # a turn of the action phase (the most frequent answer by far): answer_turn,
        p = d.args[0]       # written out (tests/turmoil/test_turmoil_fast.py: the same games)
        kind = type(action)
        if kind is Lobby:  # _lobby
            source = action.source  # type: ignore[attr-defined]
            parties.place_delegate(game, p, action.party, source,  # type: ignore[attr-defined]
                                   cost=game.rules.lobby_cost if source == "reserve" else 0)
        elif kind is Pass:  # _pass
            _pass(game, p, action)  # type: ignore[arg-type]
        elif kind is PlayProject:  # _play
            basegame.play_project(game, p, action.card)  # type: ignore[attr-defined]
        elif kind is StandardProject:  # _standard
            basegame.standard_project(game, p, action.project)  # type: ignore[attr-defined]
        else:
            DO[kind](game, p, action)
        s = game.state
        players = s.players
        n = len(players)
        if s.pending is None and not s.over:  # what the agenda would run next, run now: step_turn
            turns = game.cards.turns
            for k in range(1, n + 1):
                q = (p + k) % n
                if not players[q].passed:
                    asked = game._turns_asked[q]  # that turn's question as this game first logged it
                    if asked is None:
                        game.decide_with(turns[q])
                        game._turns_asked[q] = game.log[-1]
                    else:  # what decide_with does once it holds the record: the same question, the same record
                        s.pending = turns[q]
                        game.log.append(asked)
                    return
        else:  # the action asked a question (or ended the game): the next turn waits in the agenda
            game._agenda.insert(0, ("step_turn", ((p + 1) % n,)))
        return
    fn = game.find_answer(d.then, d.section)  # type: ignore[arg-type]  # the game's answer_<then> method (or a registered answer)
    game._section = d.section
    try:
        fn(game, action, *d.args)
    finally:
        game._section = None


class Flow:
    """Setup, the generation, the solar phase and the end (mixed into TurmoilGame): the functions above."""

    check_setup = check_setup
    begin = begin
    step_generation = step_generation
    step_turn = step_turn
    step_production = step_production
    step_solar = step_solar
    step_world_government = step_world_government
    world_government_options = world_government_options
    step_colony_production = step_colony_production
    step_tr_revision = step_tr_revision
    step_current_global_event = step_current_global_event
    step_new_government = step_new_government
    step_changing_times = step_changing_times
    step_final_scoring = step_final_scoring
    perform_event = perform_event
    answer = answer
    answer_turn = answer_turn
    answer_world_government = answer_world_government

    def first_seat(self) -> int | None:
        """The first player marker starts with the first seat (then passes left each generation)."""
        return 0


__all__ = ["DataError", "Flow", "TurmoilCards", "begin", "check_setup", "perform_event"]
