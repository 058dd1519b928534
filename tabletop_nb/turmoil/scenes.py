"""Named situations the Turmoil lessons start from (the scenes room), and the exercises set in them.

Each scene is a function that returns a fresh game; each exercise returns ``(scene, goal)`` for a guided move
or ``(scene, question)`` for a prediction (``tabletop_nb.core.lessons``). A lesson cell is then one line:
``guided(*scenes.exercise("kim-leads-the-scientists"))``. The goals are predicates on the state a move leads to
and the answer keys are computed by the engine; nothing here stores an answer.

A goal about what happens later (in the solar phase, when a global event is performed) is judged by playing on a
copy of the resulting game: everyone passes until the next generation begins (``_after_the_solar_phase``), and the
goal reads the events that produced. The exercises are listed by lesson: notebook 1 (the committee), 2 (influence
and the max-5 limit), 3 (the solar phase), 4 (global events), 5 (ruling parties' policies).
"""

from __future__ import annotations

from typing import Any, Callable

from ..core import lessons
from ..core.lessons import Goal, Question
from .actions import Lobby, Pass, StandardProject
from .game import TurmoilGame
from .rules import PARTY_NAMES, TurmoilRules
from .state import NEUTRAL


def first_generation() -> TurmoilGame:
    """Kim and Stanley at the start of the first generation (seed 1), Kim to act: every party is empty but
    Mars First and the Kelvinists, which hold one neutral delegate each; each player has 42 M€, one delegate in
    the lobby and six in reserve."""
    return TurmoilGame(players=["Kim", "Stanley"], seed=1)


def _table(order: list[str], players: tuple[str, ...] = ("Kim", "Stanley"), rules: TurmoilRules | None = None
           ) -> TurmoilGame:
    """A first generation with a known global event deck (top card first): its first card is the coming event,
    its second the distant one, and each has put a neutral delegate in the party printed at its top."""
    return TurmoilGame(rules, players=list(players), seed=1, global_event_order=order)


def _seat(game: TurmoilGame, name: str) -> int:
    return [p.name for p in game.state.players].index(name)


def _leader_name(game: TurmoilGame, party: str) -> str:
    who = game.state.committee.leader[party]
    return "nobody" if who is None else "the neutral delegate" if who == NEUTRAL else game.state.players[who].name


def _kim_delegates(game: TurmoilGame, party: str) -> int:
    return game.state.committee.delegates[party].count(0)


def _finish_generation(game: TurmoilGame, generation: int) -> TurmoilGame:
    """Everyone passes (a choice an event asks takes its first option) until ``generation`` has ended."""
    while game.state.generation == generation and game.pending is not None:
        game.play(Pass() if game.pending.kind == "action" else game.legal_actions()[0])
    return game


def _after_the_solar_phase(game: TurmoilGame) -> TurmoilGame:
    """Everyone passes until the next generation begins (its solar phase played)."""
    return _finish_generation(game, game.state.generation)


def _since(game: TurmoilGame, mark: int) -> list[Any]:
    return [e for e in game.log[mark:] if e.kind != "decision"]


def _changes(game: TurmoilGame, mark: int, kind: str, who: str, why: str, res: str | None = None) -> int:
    """The sum of ``who``'s changes of one kind (TR, a resource) since step ``mark`` whose reason starts with
    ``why`` (a card's or a party's name)."""
    return sum(e.data["delta"] for e in _since(game, mark) if e.kind == kind and e.who == who
               and str(e.data.get("why", "")).startswith(why) and (res is None or e.data.get("res") == res))


def _rest_of_the_generation(before: TurmoilGame, after: TurmoilGame) -> TurmoilGame:
    """A copy of ``after`` played on (everyone passes) until the generation ``before`` was in has ended: the
    move itself may have ended it (a last pass), so what follows is read from ``before``'s last step on."""
    return _finish_generation(after.copy(), before.state.generation)


def _later(before: TurmoilGame, after: TurmoilGame, kind: str, who: str, why: str, res: str | None = None) -> int:
    """What ``who`` gains (a negative number: loses) from ``why`` by the end of this generation, after the move
    that led from ``before`` to ``after``, if everyone passes then (played on a copy)."""
    return _changes(_rest_of_the_generation(before, after), len(before.log), kind, who, why, res)


def _performed(game: TurmoilGame, card: str) -> TurmoilGame:
    game.perform_event(card)
    return game


# ------------------------------------------------------------------ notebook 1: the committee


def _free_reds(before: TurmoilGame, after: TurmoilGame) -> bool:
    placed = _kim_delegates(after, "reds") > _kim_delegates(before, "reds")
    return placed and after.state.players[0].res["mc"] == before.state.players[0].res["mc"]


def _lobby_from_reserve(game: TurmoilGame) -> TurmoilGame:
    game.play(Lobby("unity", "reserve"))
    return game


def _kim_and_stanley_in_the_kelvinists(game: TurmoilGame) -> TurmoilGame:
    game.play(Lobby("kelvinists", "lobby"))
    game.play(Lobby("kelvinists", "lobby"))
    return game


def _dominant_name(game: TurmoilGame) -> str:
    dominant = game.state.committee.dominant
    return "no party" if dominant is None else PARTY_NAMES[dominant]


def _kim_in_unity(game: TurmoilGame) -> TurmoilGame:
    game.play(Lobby("unity", "lobby"))
    return game


# ------------------------------------------------------------------ notebook 2: influence and the max-5 limit

INFLUENCE_ORDER = ["Riots", "Pandemic", "Election", "Generous Funding", "Dry Deserts"]


def kim_chairs_beside_stanley() -> TurmoilGame:
    """Kim holds the Chairman seat; the Kelvinists are dominant with two delegates, Stanley's (their leader) and
    one of Kim's: Kim has influence 2 (the Chair, a delegate in the dominant party), Stanley 1 (its leader).
    Kim to act, with her lobby delegate and 5 in reserve."""
    g = _table(INFLUENCE_ORDER)
    g.edit("party:kelvinists", delegates=["Stanley", "Kim"], leader="Stanley")
    g.edit("committee", chairman="Kim", dominant="kelvinists")
    return g


def generous_funding_example(rules: TurmoilRules | None = None) -> TurmoilGame:
    """The rulebook's first influence example: Kim at TR 42 holds the Chairman seat and two ordinary delegates in
    the dominant Kelvinists, led by Stanley (influence 2 each). ``rules`` may change a number (the cap)."""
    g = _table(INFLUENCE_ORDER, rules=rules)
    g.edit("player:Kim", tr=42)
    g.edit("party:kelvinists", delegates=["Stanley", "Stanley", "Kim", "Kim"], leader="Stanley")
    g.edit("committee", chairman="Kim", dominant="kelvinists")
    return g


def riots_ahead_of_stanley() -> TurmoilGame:
    """Riots is the current global event (it is performed at the end of this generation: 4 M€ per city, at most
    5 cities, less influence). Stanley owns 7 cities and has no influence; the Greens are dominant with two neutral
    delegates. Kim has passed: Stanley to act, with his lobby delegate, 6 in reserve and 42 M€."""
    g = _table(["Pandemic", "Election", "Riots", "Generous Funding"])
    g.edit("player:Stanley", cities_on_mars=7)
    g.edit("events", current="Riots")
    g.play(Pass())
    return g


def stanley_chairs_the_reds() -> TurmoilGame:
    """Stanley owns 8 tiles next to an ocean, holds the Chairman seat and leads the dominant Reds with a second
    delegate there: influence 3, the most the committee gives."""
    g = _table(INFLUENCE_ORDER)
    g.edit("player:Stanley", tiles_next_to_ocean=8)
    g.edit("party:reds", delegates=["Stanley", "Stanley"], leader="Stanley")
    g.edit("committee", chairman="Stanley", dominant="reds")
    return g


def _riots_cost_stanley(before: TurmoilGame, after: TurmoilGame) -> int:
    return -_later(before, after, "resources_changed", "Stanley", "Riots", "mc")


def _mc_gained(game: TurmoilGame, who: str, play: Callable[[TurmoilGame], TurmoilGame]) -> int:
    before = game.state.players[_seat(game, who)].res["mc"]
    return play(game).state.players[_seat(game, who)].res["mc"] - before


# ------------------------------------------------------------------ notebook 3: the solar phase

SOLAR_ORDER = ["Riots", "Generous Funding", "Election", "Pandemic"]


def kim_last_to_act(*, building_tags: int = 0) -> TurmoilGame:
    """Stanley has passed; Kim is the last to act this generation (first generation, no current global event).
    Mars First are dominant with one neutral delegate (their leader), the Kelvinists hold one neutral too, and Kim
    leads Unity with one delegate of her own; she still has her lobby delegate. ``building_tags``: Kim's."""
    g = _table(SOLAR_ORDER, players=("Stanley", "Kim"))
    g.edit("party:unity", delegates=["Kim"])
    if building_tags:
        g.edit("player:Kim", building_tags=building_tags)
    g.play(Pass())
    return g


def kim_builds_under_the_scientists() -> TurmoilGame:
    """Stanley has passed; Kim is the last to act. Kim has 4 building tags and no other tag. The Scientists are
    dominant with one neutral delegate; Mars First hold one neutral delegate too. Kim still has her lobby
    delegate."""
    g = _table(["Volcanic Eruptions", "Riots", "Election", "Pandemic"], players=("Stanley", "Kim"))
    g.edit("player:Kim", building_tags=4)
    g.play(Pass())
    return g


def kim_leads_the_reds() -> TurmoilGame:
    """Kim (TR 20) leads the Reds, dominant with her one delegate; Stanley has TR 22. Kim has passed, Stanley to
    act. The first generation: no global event is performed at its end."""
    g = _table(SOLAR_ORDER)
    g.edit("player:Stanley", tr=22)
    g.edit("party:reds", delegates=["Kim"])
    g.edit("committee", dominant="reds")
    g.play(Pass())
    return g


def kim_chairs_and_leads_unity() -> TurmoilGame:
    """Kim holds the Chairman seat and leads Unity, the dominant party, with three delegates (her lobby delegate
    among them); Stanley has passed, Kim to act."""
    g = _table(SOLAR_ORDER)
    g.edit("committee", chairman="Kim")
    g.edit("party:unity", delegates=["Kim", "Kim"])
    g.play(Lobby("unity"))
    g.edit("committee", dominant="unity")
    g.play(Pass())
    return g


def _becomes_chairman(before: TurmoilGame, after: TurmoilGame) -> bool:
    return _rest_of_the_generation(before, after).state.committee.chairman == _seat(after, "Kim")


def _ruling_bonus_for_kim(before: TurmoilGame, after: TurmoilGame) -> bool:
    return any(e.kind == "resources_changed" and e.who == "Kim" and e.data["delta"] > 0 and e.section == "Turmoil 3b"
               for e in _since(_rest_of_the_generation(before, after), len(before.log)))


def _delegates_home(game: TurmoilGame) -> int:
    kim = _seat(game, "Kim")
    mark = len(game.log)
    _after_the_solar_phase(game)
    n = 0
    for e in _since(game, mark):
        if e.kind == "delegates_returned":
            n += e.data["owners"].count(kim)
        elif e.kind == "chairman_changed" and e.data["old"] == kim:
            n += 1
    return n


# ------------------------------------------------------------------ notebook 4: global events


def election_tied() -> TurmoilGame:
    """Election is the current global event (score: influence + building tags + cities; the best score gains
    2 TR, the next 1 TR, ties share). Kim (2 building tags, 1 city) and Stanley (3 building tags) both score 3;
    nobody has influence. Mars First are dominant with one neutral delegate. Stanley has passed, Kim to act."""
    g = _table(SOLAR_ORDER, players=("Stanley", "Kim"))
    g.edit("player:Kim", building_tags=2, cities_on_mars=1)
    g.edit("player:Stanley", building_tags=3)
    g.edit("events", current="Election")
    g.play(Pass())
    return g


def dry_deserts_pick() -> TurmoilGame:
    """The solar phase is under way: Dry Deserts (current) has taken an ocean away, and Kim, Chairman with
    influence 1, picks one standard resource. Kim has 7 heat (8 raise the temperature one step)."""
    g = _table(["Diversity", "Pandemic", "Dry Deserts"])
    g.edit("globals", oceans=4)
    g.edit("player:Kim", heat=7)
    g.edit("committee", chairman="Kim")
    g.edit("events", current="Dry Deserts")
    g.play(Pass())
    g.play(Pass())
    return g


def spin_off_products_coming() -> TurmoilGame:
    """A solo game (Kim plays alone), first generation, Kim to act: Spin-Off Products is the coming global event
    (it put a neutral delegate in the Greens, the party at its top) and Riots the distant one. (Solo, so that the
    story of the solar phase is short enough to read at once.)"""
    return _table(["Spin-Off Products", "Riots", "Pandemic", "Generous Funding"], players=("Kim",))


def eco_sabotage_for_kim() -> TurmoilGame:
    """Kim holds 9 plants and the Chairman seat (influence 1); nobody else has plants."""
    g = _table(["Riots", "Pandemic", "Eco Sabotage"])
    g.edit("player:Kim", plants=9)
    g.edit("committee", chairman="Kim")
    return g


def _wins_the_election_alone(before: TurmoilGame, after: TurmoilGame) -> bool:
    return (_later(before, after, "tr_changed", "Kim", "Election") == 2
            and _later(before, after, "tr_changed", "Stanley", "Election") < 2)


def _heat_for_kim(before: TurmoilGame, after: TurmoilGame) -> bool:
    return after.state.players[_seat(after, "Kim")].res["heat"] >= 8


def _neutral_for_the_coming_event(game: TurmoilGame) -> str:
    coming = game.state.coming or ""
    mark = len(game.log)
    _after_the_solar_phase(game)
    return next(PARTY_NAMES[e.data["party"]] for e in _since(game, mark)
                if e.kind == "delegate_placed" and e.data["owner"] == NEUTRAL and e.data["why"] == f"{coming} becomes current")


# ------------------------------------------------------------------ notebook 5: the ruling party's policy


def kim_under(party: str) -> TurmoilGame:
    """The first generation, Kim to act with 42 M€, and ``party`` ruling (its policy in force)."""
    g = _table(SOLAR_ORDER)
    g.edit("committee", ruling=party)
    return g


def greens_dominant() -> TurmoilGame:
    """The Greens hold the Dominance marker (a neutral delegate, from Election shown at setup), so they rule next
    generation. Kim has 2 plant tags, 1 microbe tag, 1 animal tag and 3 building tags; Kim has passed."""
    g = _table(["Election", "Riots", "Pandemic"])
    g.edit("player:Kim", plant_tags=2, microbe_tags=1, animal_tags=1, building_tags=3)
    g.play(Pass())
    return g


def _asteroid(game: TurmoilGame) -> TurmoilGame:
    game.play(StandardProject("asteroid"))
    return game


def _greens_bonus_for_kim(game: TurmoilGame) -> int:
    mark = len(game.log)
    _after_the_solar_phase(game)
    return _changes(game, mark, "resources_changed", "Kim", "Greens bonus", "mc")


EXERCISES: dict[str, Callable[[], tuple[Any, Any]]] = {
    # notebook 1: the committee
    "kim-leads-the-scientists": lambda: (first_generation(), Goal(
        "As Kim, become the leader of the Scientists.",
        lambda before, after: after.state.committee.leader["scientists"] == 0,
        hint="a party's leader is the one with the most delegates in it, and the first delegate in an empty party "
             "leads it: put one of Kim's delegates in the Scientists",
        section="Lobbying")),
    "a-free-delegate-in-the-reds": lambda: (first_generation(), Goal(
        "As Kim, put a delegate in the Reds without spending any M€ (megacredits, the money of the game).",
        _free_reds,
        hint="a delegate sent from the lobby is free; one from your reserve costs 5 M€",
        section="Lobbying")),
    "mc-after-lobbying-from-the-reserve": lambda: (first_generation(), Question(
        "Kim has 42 M€. She sends a delegate from her reserve (not the lobby) to Unity. How many M€ has she then?",
        answer=lambda g: _lobby_from_reserve(g).state.players[0].res["mc"],
        play=_lobby_from_reserve, section="Lobbying")),
    "who-leads-the-kelvinists": lambda: (first_generation(), Question(
        "The Kelvinists hold one neutral delegate. Kim, then Stanley, each send their lobby delegate there. "
        "Who leads the Kelvinists then?",
        answer=lambda g: _leader_name(_kim_and_stanley_in_the_kelvinists(g), "kelvinists"),
        choices=lambda g: ["Kim", "Stanley", "the neutral delegate"],
        play=_kim_and_stanley_in_the_kelvinists, section="Party Leader")),
    "make-the-kelvinists-dominant": lambda: (first_generation(), Goal(
        "As Kim, make the Kelvinists the dominant party (Mars First hold the Dominance marker now).",
        lambda before, after: after.state.committee.dominant == "kelvinists",
        hint="the Dominance marker moves only to a party with strictly more delegates than the dominant one: Mars "
             "First and the Kelvinists have one each, so a second delegate in the Kelvinists takes it",
        section="Dominant Party")),
    "dominant-after-a-delegate-in-unity": lambda: (first_generation(), Question(
        "Mars First (dominant) and the Kelvinists hold one neutral delegate each; Unity is empty. Kim sends her lobby "
        "delegate to Unity. Which party is dominant then?",
        answer=lambda g: _dominant_name(_kim_in_unity(g)),
        choices=lambda g: ["Mars First", "Unity", "Kelvinists"],
        play=_kim_in_unity, section="Dominant Party")),
    # notebook 2: influence and the max-5 limit
    "kim-reaches-influence-3": lambda: (kim_chairs_beside_stanley(), Goal(
        "As Kim, raise your influence from 2 to 3, the most the committee gives.",
        lambda before, after: after.influence(_seat(after, "Kim")) == 3,
        hint="Kim already has the Chairman seat and a delegate in the dominant party; the third point is for "
             "leading the dominant party, and Stanley leads the Kelvinists with one delegate: outnumber him there",
        section="Influence and the Max 5 Limit")),
    "cut-the-cost-of-riots": lambda: (riots_ahead_of_stanley(), Goal(
        "As Stanley, make Riots cost you 16 M€ or less when it is performed at the end of this generation "
        "(with no influence it costs 4 × 5 = 20 M€).",
        lambda before, after: _riots_cost_stanley(before, after) <= 16,
        hint="influence takes a step off the capped count; a delegate gives influence only in the dominant party "
             "(the one with the Dominance marker): send one there",
        section="Influence and the Max 5 Limit")),
    "generous-funding-with-a-cap-of-3": lambda: (generous_funding_example(TurmoilRules(event_count_cap=3)), Question(
        "A variant: the cap is 3 instead of 5. Kim's TR (terraform rating) is 42 and her influence 2. Generous "
        "Funding pays 2 M€ per 5 TR above 15 (capped), plus influence. How many M€ does Kim gain?",
        answer=lambda g: _mc_gained(g, "Kim", lambda x: _performed(x, "Generous Funding")),
        play=lambda g: _performed(g, "Generous Funding"), section="Influence and the Max 5 Limit")),
    "mud-slides-with-influence-3": lambda: (stanley_chairs_the_reds(), Question(
        "Stanley has 8 tiles next to an ocean and influence 3 (Chairman, leader of the dominant party, a second "
        "delegate there). Mud Slides takes 4 M€ per tile next to an ocean. How many M€ does Stanley lose?",
        answer=lambda g: -_mc_gained(g, "Stanley", lambda x: _performed(x, "Mud Slides")),
        play=lambda g: _performed(g, "Mud Slides"), section="Influence and the Max 5 Limit")),
    # notebook 3: the solar phase
    "kim-becomes-chairman": lambda: (kim_last_to_act(), Goal(
        "As Kim, make sure you are the Chairman when the next generation begins (after your move, everyone "
        "passes).",
        _becomes_chairman,
        hint="in the new government the dominant party rules and its leader becomes Chairman: make the party Kim "
             "leads dominant (it needs strictly more delegates than Mars First)",
        section="The Solar Phase: Turmoil 3")),
    "a-ruling-bonus-for-kim": lambda: (kim_builds_under_the_scientists(), Goal(
        "As Kim, get some M€ from the ruling bonus paid when the new government forms (after your move, everyone "
        "passes).",
        _ruling_bonus_for_kim,
        hint="the dominant party becomes ruling and pays its bonus to everyone; Kim has only building tags, which "
             "Mars First pay for: make Mars First dominant",
        section="Becoming Ruling")),
    "kim-tr-after-the-solar-phase": lambda: (kim_leads_the_reds(), Question(
        "Kim (TR 20) leads the Reds, the dominant party; Stanley has TR 22. Stanley passes too. What is Kim's TR when "
        "the next generation begins?",
        answer=lambda g: _after_the_solar_phase(g).state.players[_seat(g, "Kim")].tr,
        play=_after_the_solar_phase, section="The Solar Phase: Turmoil 1 and 3")),
    "kim-delegates-back-to-the-reserve": lambda: (kim_chairs_and_leads_unity(), Question(
        "Kim holds the Chairman seat and leads Unity, the dominant party, with three delegates. Kim passes too. How "
        "many of Kim's delegates go back to her reserve in the new government?",
        answer=_delegates_home, play=_after_the_solar_phase, section="The Solar Phase: Turmoil 3c-3d")),
    # notebook 4: global events
    "win-the-election": lambda: (election_tied(), Goal(
        "As Kim, win the Election alone: 2 TR for you and at most 1 for Stanley (after your move, everyone passes "
        "and the Election is performed).",
        _wins_the_election_alone,
        hint="the current event is performed with each player's influence at the end of the generation: gain "
             "influence with a delegate in the dominant party",
        section="Current Global Event")),
    "heat-from-dry-deserts": lambda: (dry_deserts_pick(), Goal(
        "As Kim, pick the resource that gets you to 8 heat, enough to raise the temperature next generation.",
        _heat_for_kim,
        hint="you have 7 heat: pick heat",
        section="Current Global Event")),
    "neutral-when-spin-off-products-becomes-current": lambda: (spin_off_products_coming(), Question(
        "Spin-Off Products is the coming event; when it was shown it put a neutral delegate in the Greens, the party "
        "at its top. At the end of this generation it becomes current. Which party gets a neutral delegate then?",
        answer=_neutral_for_the_coming_event, choices=lambda g: list(PARTY_NAMES.values()),
        play=_after_the_solar_phase, section="Coming Global Event")),
    "plants-after-eco-sabotage": lambda: (eco_sabotage_for_kim(), Question(
        "Kim has 9 plants and influence 1. Eco Sabotage is performed: everyone keeps at most 3 plants plus their "
        "influence. How many plants does Kim keep?",
        answer=lambda g: _performed(g, "Eco Sabotage").state.players[0].res["plants"],
        play=lambda g: _performed(g, "Eco Sabotage"), section="Current Global Event")),
    # notebook 5: the ruling party's policy
    "kelvinists-heat-production": lambda: (kim_under("kelvinists"), Goal(
        "The Kelvinists rule. As Kim, raise your heat production by 1 with one action.",
        lambda before, after: after.state.players[0].prod["heat"] > before.state.players[0].prod["heat"],
        hint="the ruling Kelvinists' policy is an action anyone may take: 10 M€ for 1 more heat and 1 more energy "
             "production",
        section="The Six Parties: Kelvinists")),
    "steel-from-mars-first": lambda: (kim_under("mars_first"), Goal(
        "Mars First rule. As Kim, gain a steel with one action.",
        lambda before, after: after.state.players[0].res["steel"] > before.state.players[0].res["steel"],
        hint="the Mars First policy gives 1 steel to whoever places a tile on Mars: an ocean, a greenery or a city",
        section="The Six Parties: Mars First")),
    "reds-tax-on-an-asteroid": lambda: (kim_under("reds"), Question(
        "The Reds rule. Kim has 42 M€ and buys the asteroid standard project (14 M€), which raises the temperature "
        "one step and her TR by 1. How many M€ has she left?",
        answer=lambda g: _asteroid(g).state.players[0].res["mc"],
        play=_asteroid, section="The Six Parties: Reds")),
    "greens-bonus-for-kim": lambda: (greens_dominant(), Question(
        "The Greens are dominant, so they rule next generation. Kim has 2 plant tags, 1 microbe tag, 1 animal tag "
        "and 3 building tags. Stanley passes too. How many M€ does the Greens' ruling bonus pay Kim?",
        answer=_greens_bonus_for_kim, play=_after_the_solar_phase, section="The Six Parties: Greens")),
}


def exercise(name: str) -> tuple[Any, Any]:
    """A fresh ``(scene, goal)`` or ``(scene, question)`` by name (see ``EXERCISES``)."""
    return lessons.exercise(EXERCISES, name)
