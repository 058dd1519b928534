"""Turmoil on kernel v2: time travel, cards as data, card sets, a user's own cards, influence from
cards, the UI's hooks, and bad input (issue #8 and issue #9 findings, one test each)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from tabletop_nb.core import (
    DataError,
    Game,
    IllegalAction,
    RandomPolicy,
    RulesError,
    SaveFileError,
    TabletopError,
    play_out,
)
from tabletop_nb.turmoil import (
    Choose,
    Convert,
    Lobby,
    Pass,
    PlayProject,
    StandardProject,
    TurmoilGame,
    TurmoilRules,
    UsePolicy,
    global_events,
    globalevents,
)

RICH = TurmoilRules(venus=True, colonies=True)


def game(players=("Kim", "Stanley"), rules=None, **setup):
    return TurmoilGame(rules, seed=setup.pop("seed", 1), players=list(players), **setup)


def log_rows(g):
    return [(e.kind, e.who, json.dumps({k: v for k, v in e.data.items() if k != "asked"}, sort_keys=True, default=str))
            for e in g.log]


def snapshot(g):
    return g.state.to_dict(), g.pending, g.legal_actions()


# ------------------------------------------------------------------ time travel (issue #8)


@pytest.mark.parametrize("rules, players", [(None, 4), (RICH, 3), (TurmoilRules(chairman_tr="before_bonus"), 2)])
def test_at_k_equals_the_game_as_played_at_every_decision(rules, players):
    """At every decision of random games, ``at(k)`` equals the game as play left it (state, pending
    decision with its options and answer, legal actions): nothing the flow needs lives on the game."""
    seen_choices = 0
    for seed in range(6):
        g = TurmoilGame(rules, seed=seed, players=[f"P{i}" for i in range(players)], generations=5)
        pol = RandomPolicy(seed)
        live = []
        while not g.is_over:
            live.append((len(g.log), snapshot(g)))
            seen_choices += g.pending.kind != "action"
            g.play(pol(g), trusted=True)
        for k, (state, pending, legal) in live:
            past = g.at(k)
            assert past.state.to_dict() == state, (seed, k)
            assert past.pending == pending and past.legal_actions() == legal, (seed, k)
    if rules is RICH:
        assert seen_choices > 0  # World Government Terraforming asks every generation with Venus


def test_at_k_equals_a_literal_replay_to_k():
    """The same check against a fresh replay of the first actions (what a loaded save would be)."""
    g = TurmoilGame(RICH, seed=3, players=["A", "B", "C"], generations=4)
    play_out(g, RandomPolicy(3))
    for i in range(0, len(g.actions), 37):
        k = g._marks[i]
        replayed = TurmoilGame._replay(g.rules, g.seed, g.setup, g.actions[:i], [])
        past = g.at(k)
        assert past.state.to_dict() == replayed.state.to_dict()
        assert past.pending == replayed.pending and past.legal_actions() == replayed.legal_actions()


def test_dry_deserts_choice_is_known_to_a_snapshot():
    """The finding: at a Dry Deserts choice, ``game.at(k).legal_actions()`` raised TypeError."""
    g = game(global_event_order=["Diversity", "Pandemic", "Dry Deserts"])
    g.edit("committee", chairman="Kim")
    g.edit("party:mars_first", delegates=["Kim"])
    g.edit("committee", dominant="mars_first")
    g.edit("events", current="Dry Deserts")
    g.play(Pass()); g.play(Pass())
    assert g.pending.kind == "dry_deserts" and g.pending.args[2] == 2  # Kim owes 2 picks
    k = len(g.log)
    g.play(Choose("heat"))
    assert g.pending.args[2] == 1
    past = g.at(k)
    assert [a.option for a in past.legal_actions()] == ["mc", "steel", "titanium", "plants", "energy", "heat"]
    assert past.pending.section == "Turmoil 2: Dry Deserts"
    copy = g.copy()
    copy.play(Choose("titanium"))
    assert copy.state.players[0].res["titanium"] == 1 and g.state.players[0].res["titanium"] == 0


@pytest.mark.parametrize("card, sheet", [
    ("Cloud Societies", [["Venus project 6", "floaters", 0], ["Venus project 10", "floaters", 0]]),
    ("Corrosive Rain", [["Venus project 6", "floaters", 3]]),
])
def test_choice_events_cite_their_own_section(card, sheet):
    """Cloud Societies and Corrosive Rain answers cite "Turmoil 2: <card>", as Dry Deserts does."""
    g = game(rules=RICH, global_event_order=["Diversity", "Pandemic", card])
    g.state.players[0].resource_cards = [list(c) for c in sheet]
    g.edit("committee", chairman="Kim")
    g.edit("events", current=card)
    g.play(Pass()); g.play(Pass())
    while g.pending.kind == "world_government":
        g.play(g.legal_actions()[0])
    assert g.pending.kind != "action" and g.pending.section == f"Turmoil 2: {card}"
    mark = len(g.log)
    g.play(g.legal_actions()[0])
    end = next(k for k in range(mark, len(g.log)) if g.log[k].kind == "ruling_changed")  # 3a: the answer is done
    answered = [e for e in g.log[mark:end] if e.kind in ("card_resources_changed", "resources_changed", "cards_drawn")
                and e.who == "Kim"]
    assert answered and all(e.section == f"Turmoil 2: {card}" for e in answered)


# ------------------------------------------------------------------ cards as data, card sets


def test_every_shipped_card_names_a_registered_effect_with_checked_args():
    cards = global_events()
    assert len(cards) == 36
    for c in cards.values():
        assert c.effect in globalevents.EFFECTS and c.set == "base"
        globalevents.EFFECTS.check(c.effect, c.args, "args")
    # the answers the questions name are the game's answer_* methods (the kernel's Game.find_answer finds them)
    for then in ("pick_resources", "add_floaters", "corrosive_rain", "world_government", "turn"):
        assert callable(getattr(TurmoilGame, "answer_" + then)), then


@pytest.mark.parametrize("change, field", [
    ({"effect": "no_such_effect"}, "effect"),
    ({"args": {"res": "mc", "count": "earth_tags", "per": "two"}}, "args.per"),
    ({"args": {"res": "mc", "count": "earth_tags", "colour": 1}}, "args.colour"),
    ({"args": {"res": "gold", "count": "earth_tags"}}, "args.res"),
    ({"revealed": "pirates"}, "revealed"),
    ({"set": 5}, "set"),
])
def test_a_bad_card_is_refused_at_load_naming_file_card_and_field(change, field):
    card = {"name": "Homeworld Support", "revealed": "reds", "current": "unity", "effect": "gain_per",
            "args": {"res": "mc", "per": 2, "count": "earth_tags"}}
    card.update(change)
    with pytest.raises(DataError) as e:
        TurmoilGame(players=["Kim", "Stanley"], cards={"global_events": [card]})
    assert e.value.file == "setup option cards.global_events" and e.value.card == "Homeworld Support"
    assert e.value.field == field


PROMO = {"name": "Zeppelin Parade", "revealed": "unity", "current": "greens", "effect": "gain_per",
         "args": {"res": "mc", "per": 3, "count": "venus_tags"}, "set": "promo", "reconstructed": True,
         "text": "A made-up card for tests."}


def test_a_card_in_a_new_set_leaves_seeded_games_unchanged(monkeypatch):
    """Adding a card (in a new set) to the shipped cards never reshuffles a seeded game of the others."""
    def play(seed, **setup):
        g = TurmoilGame(seed=seed, players=["A", "B", "C"], generations=4, **setup)
        play_out(g, RandomPolicy(seed))
        return log_rows(g)

    before = {seed: play(seed) for seed in range(5)}
    shipped = dict(global_events())
    added = {**shipped, PROMO["name"]: globalevents.GlobalEventCard(**{**PROMO, "args": dict(PROMO["args"])})}
    monkeypatch.setattr(globalevents, "global_events", lambda: added)
    monkeypatch.setattr("tabletop_nb.turmoil.flow.global_events", lambda: added)
    assert {seed: play(seed) for seed in range(5)} == before
    # The same through a user's card file, and the card is dealt when its set is chosen.
    monkeypatch.undo()
    assert play(0, cards={"global_events": [PROMO]}) == before[0]
    g = TurmoilGame(seed=0, players=["A", "B"], sets=["base", "promo"], cards={"global_events": [PROMO]})
    assert "Zeppelin Parade" in g.event_cards() and len(g.event_cards()) == 32
    assert len(TurmoilGame(seed=0, players=["A", "B"], cards={"global_events": [PROMO]}).event_cards()) == 31



def _register_venture_vote():
    """A new choice event: data plus the 15 lines below, no engine change (issue #8's done-when). Each player with
    influence, in generation order, takes M\u20ac per influence now or +1 M\u20ac production."""
    if "venture_vote" in globalevents.EFFECTS:
        return

    @globalevents.EFFECTS.effect("venture_vote")
    def venture_vote(game, card, mc: int = 3):
        ask_venture(game, card.name, mc, tuple((i, infl) for i, pl, infl in globalevents.each(game) if infl))

    def ask_venture(game, name, mc, queue):
        if queue:
            (p, infl), rest = queue[0], queue[1:]
            game.ask(p, "venture_vote", f"{name}: {mc * infl} M\u20ac now, or +1 M\u20ac production?", f"Turmoil 2: {name}",
                     options=[Choose("mc"), Choose("production")], then="venture_vote", args=(name, mc, p, infl, rest))

    @globalevents.EFFECTS.answer("venture_vote")
    def answer_venture(game, action, name, mc, p, infl, rest):
        if action.option == "mc":
            game.gain(p, "mc", mc * infl, why=f"{name}: {mc} per influence")
        else:
            game.change_production(p, "mc", 1, why=name)
        ask_venture(game, name, mc, rest)


VENTURE_VOTE = {"name": "Venture Vote", "revealed": "unity", "current": "mars_first", "negative": False,
                "effect": "venture_vote", "args": {"mc": 3}, "reconstructed": True,
                "text": "Per influence, 3 M\u20ac, or +1 M\u20ac production (a made-up card of this test)."}


def test_a_new_choice_event_is_data_plus_a_short_function_and_asks_each_player():
    _register_venture_vote()
    g = game(global_event_order=["Diversity", "Pandemic", "Venture Vote"], cards={"global_events": [VENTURE_VOTE]})
    g.edit("committee", chairman="Kim")
    g.edit("party:mars_first", delegates=["Kim", "Stanley"])
    g.edit("committee", dominant="mars_first")
    g.edit("events", current="Venture Vote")
    g.play(Pass()); g.play(Pass())
    # Kim: chairman and a delegate in the dominant party (influence 2); Stanley: a delegate there (influence 1)
    assert (g.pending.kind, g.pending.who, g.pending.section) == ("venture_vote", 0, "Turmoil 2: Venture Vote")
    assert g.pending.prompt == "Venture Vote: 6 M\u20ac now, or +1 M\u20ac production?"
    assert [a.option for a in g.legal_actions()] == ["mc", "production"]
    with pytest.raises(IllegalAction):
        g.play(Choose("heat"))
    k = len(g.log)
    mc0, prod1 = g.state.players[0].res["mc"], g.state.players[1].prod["mc"]
    g.play(Choose("mc"))
    assert g.state.players[0].res["mc"] == mc0 + 6
    assert (g.pending.kind, g.pending.who) == ("venture_vote", 1)
    assert g.at(k).legal_actions() == [Choose("mc"), Choose("production")] and g.at(k).pending.who == 0
    g.play(Choose("production"))
    assert g.state.players[1].prod["mc"] == prod1 + 1
    play_out(g, RandomPolicy(3))
    loaded = Game.from_json(g.to_json())  # the card travels in the save; the effect is the test's registered one
    assert loaded.state == g.state and log_rows(loaded) == log_rows(g)


# ------------------------------------------------------------------ a user's own cards


MY_CHOICE_EVENT = {
    "name": "Ice Mining Boom", "revealed": "kelvinists", "current": "mars_first", "negative": False,
    "effect": "dry_deserts", "args": {"remove": 0, "per_influence": 2},
    "text": "Per influence, 2 standard resources of your choice (our own test card).", "reconstructed": True,
}


def test_a_custom_choice_event_plays_a_whole_game_and_the_save_round_trips(tmp_path):
    path = tmp_path / "my_events.json"
    path.write_text(json.dumps({"cards": [MY_CHOICE_EVENT]}))
    order = ["Diversity", "Ice Mining Boom", "Riots", "Pandemic"]
    g = TurmoilGame(seed=5, players=["Kim", "Stanley"], generations=4, cards={"global_events": str(path)},
                    global_event_order=order)
    assert g.setup["cards"] == {"global_events": json.loads(json.dumps(
        [{**{f.name: f.default for f in dataclasses.fields(globalevents.GlobalEventCard)
             if f.default is not dataclasses.MISSING}, "args": {}, "needs": [], **MY_CHOICE_EVENT}]))}
    g.edit("committee", chairman="Kim")
    asked = 0
    pol = RandomPolicy(5)
    while not g.is_over:
        if g.pending.kind == "dry_deserts":
            asked += 1
            assert g.pending.section == "Turmoil 2: Ice Mining Boom"
        g.play(pol(g), trusted=True)
    assert asked >= 2  # Kim had influence: 2 picks per influence
    picks = [e for e in g.log if e.kind == "resources_changed" and e.data["why"] == "Ice Mining Boom: 1 per influence"]
    assert len(picks) == asked
    loaded = Game.from_json(g.to_json())
    assert loaded.state == g.state and log_rows(loaded) == log_rows(g)
    # The save holds the card itself (plain JSON): it replays without the file.
    path.unlink()
    assert Game.from_json(g.to_json()).state == g.state


def test_own_cards_replace_ours_by_name_or_alone():
    mine = {"name": "Riots", "revealed": "reds", "current": "reds", "effect": "lose_per",
            "args": {"res": "mc", "per": 1, "count": "cities"}}
    g = TurmoilGame(seed=1, players=["Kim", "Stanley"], cards={"global_events": json.dumps([mine])})
    assert g.event_cards()["Riots"].args["per"] == 1 and len(g.event_cards()) == 31
    g.edit("player:Kim", cities_on_mars=3)
    mark = len(g.log)
    g.perform_event("Riots")
    assert [e.data["delta"] for e in g.log[mark:] if e.who == "Kim"] == [-3]
    with pytest.raises(RulesError, match="at least 2 global events"):
        TurmoilGame(players=["Kim", "Stanley"], cards={"global_events": [mine], "only": True})
    two = [mine, {**MY_CHOICE_EVENT}]
    only = TurmoilGame(seed=2, players=["Kim", "Stanley"], cards={"global_events": two, "only": True})
    assert set(only.event_cards()) == {"Riots", "Ice Mining Boom"}
    play_out(only, RandomPolicy(2))
    assert Game.from_json(only.to_json()).state == only.state


def test_own_project_cards_are_dealt_and_paid():
    mine = [{"name": "Orbital Mirror", "tag": "space", "cost": 9, "prod": "heat", "reconstructed": True}]
    g = TurmoilGame(seed=1, players=["Kim", "Stanley"], cards={"projects": mine, "only": True})
    assert g.state.project_deck == ["Orbital Mirror"]
    g.edit("player:Kim", hand_size=1, titanium=3, mc=0)
    g.play(PlayProject("Orbital Mirror"))  # 3 titanium × 3 M€ = 9 M€
    assert g.state.players[0].prod["heat"] == 1 and g.state.players[0].res["titanium"] == 0
    with pytest.raises(DataError, match="field 'tag'"):
        TurmoilGame(players=["Kim", "Stanley"], cards={"projects": [{"name": "X", "tag": "magic", "cost": 1}]})


# ------------------------------------------------------------------ influence from cards


def test_influence_bonus_from_cards_adds_to_the_max_5_formula():
    g = game(global_event_order=["Riots", "Pandemic"])
    g.edit("player:Kim", tr=42)
    g.edit("party:kelvinists", delegates=["Stanley", "Stanley", "Kim", "Kim"], leader="Stanley")
    g.edit("committee", chairman="Kim", dominant="kelvinists")
    assert g.influence(0) == 2  # Chairman + a non-leader delegate in the dominant party
    g.edit("player:Kim", influence_bonus=1)
    assert g.influence(0) == 3 and g.influence_table() == {"Kim": 3, "Stanley": 2}
    mark = len(g.log)
    g.perform_event("Generous Funding")
    kim = [e for e in g.log[mark:] if e.who == "Kim"][0]
    assert kim.data["delta"] == 2 * (5 + 3) == 16
    g.edit("player:Kim", cities_on_mars=7, mc=50)
    mark = len(g.log)
    g.perform_event("Riots")  # 4 × max(0, 5 − 3) = 8
    assert [e.data["delta"] for e in g.log[mark:] if e.who == "Kim"] == [-8]
    assert g.invariants() == []


# ------------------------------------------------------------------ the UI's hooks


def test_describe_action_words():
    g = game()
    assert g.describe_action(Lobby("reds")) == "Lobby: delegate from the lobby to the Reds (free)"
    assert g.describe_action(Lobby("reds", "reserve")) == "Lobby: delegate from the reserve to the Reds (5 M€)"
    assert g.describe_action(Pass()) == "Pass"
    assert g.describe_action(StandardProject("aquifer")) == "Standard project: Aquifer (18 M€)"
    assert g.describe_action(StandardProject("power_plant")) == "Standard project: Power plant (11 M€)"
    assert g.describe_action(Convert("heat")) == "Convert 8 heat: raise the temperature"
    assert g.describe_action(PlayProject("Space project 18")) == "Play Space project 18 (18 M€)"
    assert g.describe_action(Choose("titanium")) == "titanium" and g.describe_action(Choose("mc")) == "M€"
    g.edit("committee", ruling="scientists")
    assert g.describe_action(UsePolicy()) == "Policy: Scientists (10 M€: draw 3 cards)"


def test_actions_at_a_party_offers_both_sources_and_targets_of_points_back():
    g = game()
    g.play(Lobby("unity")); g.play(Lobby("unity"))
    assert g.actions_at("party:reds") == [Lobby("reds", "reserve")]  # Kim's lobby delegate is spent
    g.play(Pass())
    g.undo(3)
    assert g.actions_at("party:reds") == [Lobby("reds", "lobby"), Lobby("reds", "reserve")]
    assert g.actions_at("party:pirates") == [] and g.actions_at("board") == []
    assert g.targets_of(Lobby("reds", "reserve")) == ["party:reds"] and g.targets_of(Pass()) == []


def test_track_groups_round_and_seats():
    g = game()
    groups = g.track_groups()
    assert groups["TR Kim"] == ("TR", "TR") and groups["M€ Stanley"] == ("M€", "M€")
    assert groups["influence Kim"][0] == "influence"
    assert set(groups) == set(g.track_values(g.state))
    assert g.seats() == ["Kim", "Stanley"] and g.round_of(g.state) == 1
    play_out(g, RandomPolicy(1))
    assert g.round_of(g.state) == g.state.generation == 14


# ------------------------------------------------------------------ bad input (issue #9)


def unchanged(g):
    return g.state.to_dict(), len(g.log), len(g.actions)


def test_every_number_rule_has_a_range_and_nonsense_is_refused():
    ranges = TurmoilRules.ranges()
    for f in dataclasses.fields(TurmoilRules):
        if isinstance(f.default, int) and not isinstance(f.default, bool) and "ruling" not in f.metadata:
            assert "range" in f.metadata, f"{f.name} has no declared range"
            assert ranges[f.name] == f.metadata["range"]
    for name, bad in (("plants_per_greenery", 0), ("heat_per_step", -8), ("lobby_cost", -1), ("oceans_max", 0),
                      ("delegates_per_player", 0), ("temperature_step", 0), ("steel_value", 10**9)):
        with pytest.raises(RulesError, match=name):
            TurmoilRules().replace(**{name: bad})
        with pytest.raises(RulesError, match=name):  # built directly, the game checks it at construction
            TurmoilGame(TurmoilRules(**{name: bad}), players=["Kim"])
    with pytest.raises(RulesError, match="temperature_min"):
        TurmoilGame(TurmoilRules(temperature_min=8, temperature_max=8), players=["Kim"])
    with pytest.raises(RulesError, match="heat_bonus_temperatures"):
        TurmoilGame(TurmoilRules().replace(heat_bonus_temperatures=(-24, "hot")), players=["Kim"])
    with pytest.raises(RulesError, match="holds a list"):
        TurmoilGame(TurmoilRules(party_order=["reds"]), players=["Kim"])


def test_a_save_with_zero_plants_per_greenery_is_refused_at_once():
    g = game()
    doc = json.loads(g.to_json())
    doc["rules"]["plants_per_greenery"] = 0
    with pytest.raises(SaveFileError, match="plants_per_greenery"):
        Game.from_json(json.dumps(doc))
    doc["rules"]["plants_per_greenery"] = 8
    doc["setup"]["temperature"] = "hot"
    with pytest.raises(TabletopError, match="temperature"):
        Game.from_json(json.dumps(doc))


def test_huge_plants_are_refused_and_final_scoring_ends():
    g = game(generations=1)
    before = unchanged(g)
    with pytest.raises(IllegalAction, match="plants (must be a whole number|is beyond the limit)"):
        g.edit("player:Kim", plants=2**63)
    assert unchanged(g) == before
    g.edit("player:Kim", plants=10_000)  # the largest edit: final scoring converts it and ends
    g.play(Pass()); g.play(Pass())
    assert g.is_over and g.state.players[0].greeneries == 1250


def test_events_edit_in_the_order_given_replays():
    g = game()
    deck0, distant = g.state.deck[0], g.state.distant
    g.edit("events", distant=deck0, coming=distant)
    assert (g.state.distant, g.state.coming) == (deck0, distant)
    loaded = Game.from_json(g.to_json())
    assert loaded.state == g.state
    before = unchanged(g)
    with pytest.raises(IllegalAction, match="coming: 'Nope' is not in the global event deck"):
        g.edit("events", distant=g.state.deck[0], coming="Nope")
    with pytest.raises(IllegalAction, match="slots are current, coming and distant"):
        g.edit("events", later="Riots")
    assert unchanged(g) == before


@pytest.mark.parametrize("action, field", [
    (Lobby(["reds"]), "Lobby.party"), (Lobby({"a": 1}), "Lobby.party"), (Lobby("reds", {"lobby"}), "field 'source'"),
    (Convert(["heat"]), "Convert.what"), (PlayProject([]), "PlayProject.card"),
    (StandardProject({"x": 1}), "StandardProject.project"), (Choose(["heat"]), "Choose.option"), (Lobby(5), "Lobby.party"),
])
def test_play_refuses_containers_in_action_fields(action, field):
    g = game()
    before = unchanged(g)
    with pytest.raises(IllegalAction, match=field):
        g.play(action)
    assert unchanged(g) == before


@pytest.mark.parametrize("target, changes, words", [
    (5, {"tr": 1}, "edit's target is a short text"),
    (None, {}, "edit's target is a short text"),
    ("player:²", {"tr": 1}, "is not a player"),
    ("player:7", {"tr": 1}, "is not a player"),
    ("player:Neutral", {"tr": 1}, "neutral player has no player sheet"),
    ("player:Kim", {"holds": 5}, "no field 'holds'"),
    ("party:reds", {"holds": 5}, "no field 'holds'"),
    ("committee", {"dominant": []}, "dominant must be a party"),
    ("committee", {"ruling": "pirates"}, "ruling must be a party"),
    ("committee", {"chairman": {"a": 1}}, "is not a player"),
    ("party:reds", {"delegates": [[1]]}, "is not a player"),
    ("party:reds", {"delegates": "Kim"}, "delegates must be a list"),
    ("party:reds", {"delegates": ["Kim"] * 7}, "reserve is empty"),
    ("party:pirates", {"delegates": []}, "'pirates' is not a party"),
    ("player:Kim", {"tr": 10**30}, "tr is beyond the limit"),
    ("player:Kim", {"mc": 1.5}, "mc must be a whole number"),
    ("player:Kim", {"mc": float("nan")}, "mc must be a finite number"),
    ("player:Kim", {"earth_tags": True}, "earth_tags must be a whole number"),
    ("player:Kim", {"hand_size": 10**9}, "hand_size is beyond the limit"),
    ("player:Kim", {"mc": {1, 2}}, "mc must be a plain value"),
    ("globals", {"oceans": 10**30}, "oceans is beyond the limit"),
    ("globals", {"temperature": "hot"}, "temperature must be a whole number"),
    ("globals", {"pressure": 3}, "global parameters are"),
    ("nowhere", {"x": 1}, "nothing to edit"),
    # edits that would break an invariant
    ("party:reds", {"delegates": ["Kim"], "leader": None}, "has a Party Leader"),
    ("party:reds", {"delegates": ["Kim", "Stanley", "Stanley"], "leader": "Kim"}, "at least as many delegates"),
    ("committee", {"chairman": None}, "Chairman seat is empty"),
    ("player:Kim", {"tr": -5}, "tr must be a whole number from 0"),
    ("player:Kim", {"mc": -5}, "mc must be a whole number from 0"),
    ("player:Kim", {"influence_bonus": 4}, "influence_bonus must be a whole number from 0 to 3"),
])
def test_bad_edits_name_the_field_and_change_nothing(target, changes, words):
    g = game()
    before = unchanged(g)
    with pytest.raises(IllegalAction, match=words) as e:
        g.edit(target, **changes)
    assert e.value.rule in ("scenario", "scenario edit") and "Traceback" not in str(e.value)
    assert unchanged(g) == before


def test_no_chairman_edit_is_allowed_under_the_other_ruling():
    g = game(rules=TurmoilRules(empty_party_chairman="none"))
    g.edit("committee", chairman=None)
    assert g.state.committee.chairman is None and g.invariants() == []


def test_random_bad_edits_never_escape_as_python_errors():
    import random

    rng = random.Random(0)
    values = [None, True, -1, 0, 3, 10**20, 1.5, "", "Kim", "Neutral", "reds", "²", [], ["Kim"], [None], {"a": 1}, [[1]]]
    keys = ["tr", "mc", "plants", "earth_tags", "hand_size", "chairman", "dominant", "ruling", "delegates", "leader",
            "current", "coming", "distant", "oceans", "temperature", "influence_bonus", "x"]
    targets = ["player:Kim", "player:0", "player:9", "committee", "party:reds", "party:", "globals", "events", "x", 3]
    g = game()
    for _ in range(3000):
        before = unchanged(g)
        changes = {rng.choice(keys): rng.choice(values) for _ in range(rng.randint(1, 2))}
        try:
            g.edit(rng.choice(targets), **changes)
        except TabletopError:
            assert unchanged(g) == before
        assert g.invariants() == []
    assert Game.from_json(g.to_json()).state == g.state


@pytest.mark.parametrize("setup, words", [
    ({"temperature": "hot"}, "temperature must be a whole number"),
    ({"temperature": 99}, "temperature must be a whole number from -30 to 8"),
    ({"generations": True}, "generations"),
    ({"generations": 0}, "generations"),
    ({"global_event_order": "Riots"}, "global_event_order must be a list"),
    ({"global_event_order": [["Riots"]]}, "global_event_order must be a list"),
    ({"global_event_order": ["Riots", "Riots"]}, "distinct"),
    ({"global_event_order": ["Riots", "Pirates"]}, "'Pirates' is not a global event in play"),
    ({"global_event_order": ["Riots"]}, "at least 2"),
    ({"global_event_order": ["Cloud Societies", "Riots"]}, "not a global event in play"),
    ({"sets": "base"}, "sets must be a list"),
    ({"sets": ["promo"]}, "at least 2 global events"),
    ({"cards": 5}, "cards must map"),
    ({"cards": {"pirates": []}}, "unknown kind of card 'pirates'"),
    ({"cards": {"global_events": [], "only": "yes"}}, "cards.only"),
    ({"colour": "red"}, "unknown setup option 'colour'"),
])
def test_setup_is_checked_at_construction(setup, words):
    with pytest.raises(RulesError, match=words) as e:
        TurmoilGame(players=["Kim", "Stanley"], **setup)
    assert "Traceback" not in str(e.value) and "object" not in str(e.value)


def test_too_few_global_events_for_the_rules():
    one = [{"name": "Only One", "revealed": "reds", "current": "reds", "effect": "war_on_earth", "args": {"tr": 1}}]
    with pytest.raises(RulesError, match="at least 2 global events"):
        TurmoilGame(players=["Kim"], cards={"global_events": one, "only": True})
    negative = [{**one[0], "negative": True}, {**one[0], "name": "Other", "negative": True}]
    with pytest.raises(RulesError, match="at least 2 global events"):
        TurmoilGame(TurmoilRules(negative_events=False), players=["Kim"], cards={"global_events": negative, "only": True})


def test_base_game_constants_are_rules():
    """Steel's 2 M€, titanium's 3 M€ and the parameter steps are rules a playtester may change."""
    def building_playable(rules):
        g = game(rules=rules)
        g.state.players[0].hand.append("Building project 18")
        g.edit("player:Kim", mc=0, steel=6)
        return PlayProject("Building project 18") in g.legal_actions()

    assert not building_playable(TurmoilRules())  # 6 steel × 2 = 12 < 18
    assert building_playable(TurmoilRules(steel_value=3))  # 6 × 3 = 18
    g = game(rules=TurmoilRules(temperature_step=1, titanium_value=5))
    assert g.titanium_value() == 5
    g.play(StandardProject("asteroid"))
    assert g.state.temperature == -29


def test_a_save_made_before_kernel_v2_replays_as_played():
    """A save written by the previous engine (commit 69ea00f: Venus and Colonies, choices answered)
    loads with the new rooms and ends exactly as it did."""
    import pathlib

    doc = json.loads((pathlib.Path(__file__).parent / "data" / "save_before_kernel_v2.json").read_text())
    expected = doc.pop("_expected_result")
    doc.pop("_made_by")
    g = Game.from_json(json.dumps(doc))
    assert g.is_over and g.result == expected
    assert any(isinstance(a, Choose) for a in g.actions)


def test_deck_orders_and_drawn_cards_are_secrets_in_the_log():
    g = game()
    g.edit("committee", ruling="scientists")
    g.play(UsePolicy())  # Kim draws 3 cards
    drawn = [e for e in g.log if e.kind == "cards_drawn"][-1]
    assert drawn.data["seen_by"] == [0] and drawn.seen_by(0) and not drawn.seen_by(1)
    assert drawn.sentence_for(1) == "Kim draws 3 cards (Scientists policy)."
    assert not any(card in g.story(seat=1) for card in g.state.players[0].hand)
    shuffles = [e for e in g.log if e.kind in ("global_events_shuffled", "projects_shuffled")]
    assert all(e.data["seen_by"] == [] for e in shuffles)
    ordered = game(global_event_order=["Riots", "Pandemic"])  # an order the setup names is public
    assert "seen_by" not in next(e for e in ordered.log if e.kind == "global_events_shuffled").data
