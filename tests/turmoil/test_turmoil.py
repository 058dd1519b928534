"""Turmoil: a test for every rule of the rulebook and each bug case in reference/turmoil-committee.md."""

from __future__ import annotations

import json

import pytest

from tabletop_nb.core import DataError, Game, IllegalAction, RulesError
from tabletop_nb.turmoil import (
    EFFECTS,
    NEUTRAL,
    PARTIES,
    Choose,
    Lobby,
    Pass,
    StandardProject,
    TurmoilGame,
    TurmoilRules,
    UsePolicy,
    global_events,
    load_global_events,
)
from tabletop_nb.turmoil.globalevents import podium

N = NEUTRAL


def game(players=("Kim", "Stanley", "Ada", "Ben"), rules=None, **setup):
    return TurmoilGame(rules, seed=setup.pop("seed", 1), players=list(players), **setup)


def to_solar_end(g):
    """Everyone passes; returns the events of production + solar phase up to the next action decision."""
    gen = g.state.generation
    mark = len(g.log)
    while not g.is_over and (g.state.generation == gen or g.pending.kind != "action"):
        if g.pending.kind == "action":
            g.play(Pass())
        else:
            g.play(Choose(g.legal_actions()[0].option))
    return g.log[mark:]


def deltas(events, kind, why):
    return {e.who: e.data["delta"] for e in events if e.kind == kind and why in (e.data.get("why") or "")}


def kinds(events):
    return [e.kind for e in events]


# ------------------------------------------------------------------ setup


def test_setup_delegates_neutrals_greens_ruling_and_the_two_events():
    g = game(global_event_order=["Election", "Riots", "Pandemic"])
    c = g.state.committee
    assert c.lobby == [True] * 4 and c.reserve == [6] * 4
    assert c.chairman == N
    assert g.state.coming == "Election" and g.state.distant == "Riots"
    # Election's revealed party is Greens, Riots' is Mars First: a neutral leader in each.
    assert c.leader["greens"] == N and c.delegates["greens"] == [N]
    assert c.leader["mars_first"] == N
    assert c.neutral_reserve == 14 - 1 - 2
    assert c.ruling == "greens"
    assert c.dominant == "greens", "the coming event's party is dominant (Setup 3b)"


def test_setup_same_party_twice_second_neutral_is_a_plain_delegate():
    g = game(global_event_order=["Eco Sabotage", "Election"])  # both revealed in Greens
    c = g.state.committee
    assert c.delegates["greens"] == [N, N] and c.leader["greens"] == N


def test_setup_dominance_ruling_alternative():
    g = game(rules=TurmoilRules(setup_dominance="greens"), global_event_order=["Riots", "Pandemic"])
    assert g.state.committee.dominant == "greens"
    g = game(global_event_order=["Riots", "Pandemic"])
    assert g.state.committee.dominant == "mars_first"


def test_setup_rejects_bad_options():
    with pytest.raises(RulesError, match="1 to 5 names"):
        game(players=())
    with pytest.raises(RulesError, match="must differ"):
        game(players=("A", "A"))
    with pytest.raises(RulesError, match="unknown setup option"):
        game(colour="red")
    with pytest.raises(RulesError, match="party_order"):
        game(rules=TurmoilRules().replace(party_order=("reds",) * 6))


def test_terraformer_milestone_needs_tr_26():
    g = game(players=("Kim", "Stanley"))
    g.edit("player:Kim", tr=25)
    assert not g.terraformer_met(0)
    g.edit("player:Kim", tr=26)
    assert g.terraformer_met(0)


def test_31_base_events_5_optional_and_party_tallies():
    from tabletop_nb.core import in_sets

    cards = in_sets(global_events(), ["base"])
    base = [c for c in cards.values() if not c.needs]
    assert len(cards) == 36 and len(base) == 31
    from collections import Counter
    assert Counter(c.revealed for c in base) == {"mars_first": 5, "scientists": 6, "unity": 5, "greens": 4,
                                                 "reds": 5, "kelvinists": 6}
    assert Counter(c.current for c in base) == {"mars_first": 6, "scientists": 4, "unity": 5, "greens": 6,
                                                "reds": 5, "kelvinists": 5}
    assert all(c.effect in EFFECTS for c in cards.values())
    assert len(game().event_cards()) == 31
    assert len(game(rules=TurmoilRules(venus=True, colonies=True)).event_cards()) == 36
    assert len(game(rules=TurmoilRules(venus=True)).event_cards()) == 32
    assert all(not c.negative for c in game(rules=TurmoilRules(negative_events=False)).event_cards().values())


def test_malformed_event_file_names_file_card_and_field(tmp_path):
    from tabletop_nb.turmoil.globalevents import DATA
    doc = json.loads((DATA / "global_events.json").read_text())
    doc["cards"][3]["revealed"] = "pirates"
    bad = tmp_path / "events.json"
    bad.write_text(json.dumps(doc))
    with pytest.raises(DataError, match=r"events.json, card 'Diversity', field 'revealed': 'pirates' is not a party"):
        load_global_events(bad)
    del doc["cards"][3]["revealed"]
    bad.write_text(json.dumps(doc))
    with pytest.raises(DataError, match="field 'revealed': this field is required"):
        load_global_events(bad)
    bad.write_text("{oops")
    with pytest.raises(DataError, match="not valid JSON"):
        load_global_events(bad)


# ------------------------------------------------------------------ lobbying


def test_lobby_from_lobby_is_free_then_reserve_costs_5():
    g = game()
    mc = g.state.players[0].res["mc"]
    g.play(Lobby("reds", "lobby"))
    assert g.state.players[0].res["mc"] == mc and g.state.committee.lobby[0] is False
    assert g.state.committee.delegates["reds"] == [0]
    for _ in range(3):
        g.play(Pass())
    g.play(Lobby("reds", "reserve"))
    assert g.state.players[0].res["mc"] == mc - 5 and g.state.committee.reserve[0] == 5


def test_lobby_illegal_cases_name_the_rule_and_change_nothing():
    g = game()
    g.play(Lobby("reds"))
    for _ in range(3):
        g.play(Pass())
    before = (g.state.to_dict(), len(g.log))
    with pytest.raises(IllegalAction, match=r"no delegate in the Lobby.*rule: Lobbying"):
        g.play(Lobby("reds", "lobby"))
    with pytest.raises(IllegalAction, match="not a party"):
        g.play(Lobby("pirates", "reserve"))
    g.edit("player:Kim", mc=4)
    before = (g.state.to_dict(), len(g.log))
    with pytest.raises(IllegalAction, match="costs 5 M€; Kim has 4"):
        g.play(Lobby("reds", "reserve"))
    assert (g.state.to_dict(), len(g.log)) == before


def test_empty_reserve_makes_lobbying_unavailable():
    g = game(players=("Kim", "Stanley"))
    g.edit("party:unity", delegates=["Kim"] * 6)
    g.edit("player:Kim", mc=100)
    assert g.state.committee.reserve[0] == 0
    assert not any(isinstance(a, Lobby) and a.source == "reserve" for a in g.legal_actions())
    with pytest.raises(IllegalAction, match="Delegate Reserve is empty"):
        g.play(Lobby("reds", "reserve"))


# ------------------------------------------------------------------ leader and dominance


def test_first_delegate_leads_overtaking_takes_over_ties_keep():
    g = game(players=("Kim", "Stanley"), global_event_order=["Riots", "Pandemic"])
    g.play(Lobby("scientists"))  # Kim: first delegate leads
    assert g.state.committee.leader["scientists"] == 0
    g.play(Lobby("scientists"))  # Stanley ties 1-1: Kim keeps it
    assert g.state.committee.leader["scientists"] == 0
    g.play(Pass())
    g.play(Lobby("scientists", "reserve"))  # Stanley 2-1: takes over
    assert g.state.committee.leader["scientists"] == 1
    ev = [e for e in g.log if e.kind == "delegate_placed"][-1]
    assert ev.sentence == ("Stanley places a delegate from the reserve in Scientists, paying 5 M€; "
                           "it becomes Party Leader in place of Kim.")


def test_neutral_leader_can_be_overtaken_676():
    g = game(players=("Kim", "Stanley"), global_event_order=["Riots", "Pandemic"])  # neutral leads Mars First
    g.play(Lobby("mars_first"))
    assert g.state.committee.leader["mars_first"] == N  # tie 1-1 keeps the neutral
    g.play(Pass())
    g.play(Lobby("mars_first", "reserve"))
    assert g.state.committee.leader["mars_first"] == 0


def test_dominance_changes_only_when_strictly_overtaken():
    g = game(players=("Kim", "Stanley"), global_event_order=["Riots", "Pandemic"])  # Mars First dominant with 1
    g.play(Lobby("reds"))  # Reds 1 = Mars First 1: no change
    assert g.state.committee.dominant == "mars_first"
    g.play(Lobby("reds"))  # Reds 2 > 1
    assert g.state.committee.dominant == "reds"


# ------------------------------------------------------------------ influence and the max-5 limit


def kim_scenario():
    g = game(players=("Kim", "Stanley"), global_event_order=["Riots", "Pandemic", "Election", "Generous Funding",
                                                             "Dry Deserts"])
    g.edit("player:Kim", tr=42)
    g.edit("party:kelvinists", delegates=["Stanley", "Stanley", "Kim", "Kim"], leader="Stanley")
    g.edit("committee", chairman="Kim", dominant="kelvinists")
    return g


def test_influence_criteria():
    g = kim_scenario()
    assert g.influence_table() == {"Kim": 2, "Stanley": 2}  # Kim: chair + delegates; Stanley: leader + delegate
    g.edit("party:kelvinists", delegates=["Stanley", "Kim"], leader="Stanley")
    assert g.influence_table() == {"Kim": 2, "Stanley": 1}
    g.edit("committee", chairman="Stanley")
    assert g.influence_table() == {"Kim": 1, "Stanley": 2}
    g.edit("committee", dominant="reds")
    assert g.influence_table() == {"Kim": 0, "Stanley": 1}


def test_example_1_kim_generous_funding_14():
    g = kim_scenario()
    g.perform_event("Generous Funding")
    ev = [e for e in g.log if e.data.get("why", "").startswith("Generous Funding") and e.who == "Kim"][0]
    assert ev.data["delta"] == 14
    assert ev.sentence == "Kim gains 14 M€ (Generous Funding: 2 × (5 × 5 TR above 15 + 2 influence))."


def test_example_1_in_a_real_solar_phase():
    g = kim_scenario()
    g.edit("events", current="Generous Funding")
    ev = to_solar_end(g)
    assert deltas(ev, "resources_changed", "Generous Funding")["Kim"] == 14  # TR 41 after revision: still 5 sets


def test_example_2_stanley_riots_16():
    g = game(players=("Kim", "Stanley"), global_event_order=["Election", "Pandemic"])
    g.edit("player:Stanley", cities_on_mars=7, mc=50)
    g.edit("party:reds", delegates=["Neutral"] * 3 + ["Stanley"] * 3, leader="Neutral")
    g.edit("committee", dominant="reds")
    assert g.influence(1) == 1
    g.perform_event("Riots")
    assert deltas(g.log, "resources_changed", "Riots") == {"Stanley": -16}


def test_max_5_then_influence_gain_can_exceed_5_and_loss_floors_at_0():
    g = kim_scenario()
    g.edit("player:Kim", earth_tags=9)
    g.perform_event("Homeworld Support")
    assert deltas(g.log, "resources_changed", "Homeworld")["Kim"] == 2 * (5 + 2)
    g.edit("player:Kim", building_tags=1)
    mark = len(g.log)
    g.perform_event("Pandemic")
    assert "Kim" not in deltas(g.log[mark:], "resources_changed", "Pandemic")  # max(0, 1 - 2) = 0


# ------------------------------------------------------------------ project card requirements


def test_party_requirement_ruling_or_two_delegates():
    g = game(players=("Kim", "Stanley"))
    assert g.party_requirement_met(0, "greens")  # Greens rule
    assert not g.party_requirement_met(0, "reds")
    g.edit("party:reds", delegates=["Kim"])
    assert not g.party_requirement_met(0, "reds")
    with pytest.raises(IllegalAction, match="needs Reds ruling or 2 own delegates there \\(has 1\\)"):
        g.check_party_requirement(0, "reds")
    g.edit("party:reds", delegates=["Kim", "Kim"])
    g.check_party_requirement(0, "reds")


# ------------------------------------------------------------------ the solar phase


def test_tr_revision_everyone_loses_1_no_floor():
    g = game(players=("Kim", "Stanley"), global_event_order=["Diversity", "Pandemic", "Riots"])
    g.edit("player:Kim", tr=0)
    ev = to_solar_end(g)
    assert deltas(ev, "tr_changed", "TR revision") == {"Kim": -1, "Stanley": -1}
    assert g.state.players[0].tr == -1


def test_solar_phase_order_turmoil_steps():
    g = game(players=("Kim", "Stanley"), global_event_order=["Diversity", "Pandemic", "Riots", "Election"])
    to_solar_end(g)  # generation 1 has no current event yet
    ev = to_solar_end(g)
    order = [e.kind for e in ev if e.kind in ("production_phase", "tr_changed", "global_event_resolved",
                                               "ruling_changed", "delegates_returned", "chairman_changed",
                                               "dominance_changed", "lobby_refilled", "global_events_advanced",
                                               "global_event_revealed")]
    first = {k: order.index(k) for k in set(order)}
    assert first["production_phase"] < first["tr_changed"] < first["global_event_resolved"] < first["ruling_changed"]
    assert first["ruling_changed"] < first["chairman_changed"] < first["global_events_advanced"]
    assert first["global_events_advanced"] < first["global_event_revealed"]


def test_new_government_3a_to_3f():
    g = game(players=("Kim", "Stanley"), global_event_order=["Diversity", "Pandemic", "Riots", "Election"])
    # Scientists (Diversity's revealed party) dominant with a neutral leader. Kim builds a majority there.
    g.play(Lobby("scientists"))
    g.play(Lobby("unity"))
    g.play(Lobby("scientists", "reserve"))  # Kim 2 > neutral 1: Kim leads Scientists
    c = g.state.committee
    assert c.leader["scientists"] == 0 and c.dominant == "scientists"
    tr_kim = g.state.players[0].tr
    mark = len(g.log)
    g.play(Pass())
    g.play(Pass())  # the last pass runs production and the whole solar phase
    ev = g.log[mark:]
    assert c.ruling == "scientists"                                  # 3a
    assert c.chairman == 0                                          # 3d
    assert deltas(ev, "tr_changed", "new Chairman") == {"Kim": 1}   # 3d +1 TR
    assert g.state.players[0].tr == tr_kim - 1 + 1
    # 3c emptied Scientists; changing times (4a) then put Diversity's neutral there as leader.
    assert c.delegates["scientists"] == [N] and c.leader["scientists"] == N
    assert c.reserve[0] == 6 - 1  # Kim: 1 in the Chairman seat, 1 refilled the lobby (from the reserve)
    assert c.lobby == [True, True]                                   # 3f
    assert sum(c.delegates[p].count(0) for p in PARTIES) + c.reserve[0] + c.lobby[0] + (c.chairman == 0) == 7
    # 3c: the former neutral Chairman and the neutral delegate went back to the neutral reserve.
    assert [e.data["old"] for e in ev if e.kind == "chairman_changed"] == [N]
    assert [e.data["owners"] for e in ev if e.kind == "delegates_returned"] == [[N, 0]]


def test_outgoing_chairman_returns_to_reserve_pr5426():
    g = kim_scenario()
    res = g.state.committee.reserve[0]
    ev = to_solar_end(g)
    assert [e.data["old"] for e in ev if e.kind == "chairman_changed"] == [0]
    assert g.state.committee.chairman == 1  # Stanley led the dominant Kelvinists
    assert g.state.committee.reserve[0] == res + 1 + 2  # the chair and 2 delegates back; Kim's lobby was never spent


def test_neutral_leader_becomes_chairman_without_tr():
    g = game(players=("Kim", "Stanley"), global_event_order=["Riots", "Pandemic", "Election"])
    ev = to_solar_end(g)
    assert g.state.committee.chairman == N and g.state.committee.ruling == "mars_first"
    assert deltas(ev, "tr_changed", "new Chairman") == {}


def test_empty_ruling_party_chairman_ruling():
    for ruling, expect in (("neutral", N), ("none", None)):
        g = game(players=("Kim", "Stanley"), rules=TurmoilRules(empty_party_chairman=ruling),
                 global_event_order=["Riots", "Pandemic", "Election"])
        g.edit("party:mars_first", delegates=[])
        g.edit("committee", dominant="mars_first")
        to_solar_end(g)
        assert g.state.committee.chairman == expect


def test_reds_bonus_judged_before_chairman_tr_2449():
    def run(rule):
        g = game(players=("Kim", "Stanley"), rules=TurmoilRules(chairman_tr=rule),
                 global_event_order=["Diversity", "Pandemic", "Riots"])
        g.edit("party:reds", delegates=["Kim", "Kim"], leader="Kim")
        g.edit("committee", dominant="reds")
        g.edit("player:Kim", tr=20)
        g.edit("player:Stanley", tr=20)
        ev = to_solar_end(g)
        return deltas(ev, "tr_changed", "Reds bonus")
    assert run("after_bonus") == {"Kim": 1, "Stanley": 1}  # both at 19 after revision: friendly tie
    assert run("before_bonus") == {"Stanley": 1}  # Kim is already 20 as Chairman


def test_policies_not_in_solar_phase_no_reds_tax_on_chairman_or_bonus_798():
    g = game(players=("Kim", "Stanley"), global_event_order=["Diversity", "Pandemic", "Riots"])
    g.edit("committee", ruling="reds")
    g.edit("party:reds", delegates=["Kim", "Kim"], leader="Kim")
    g.edit("committee", dominant="reds")
    ev = to_solar_end(g)
    assert deltas(ev, "resources_changed", "Reds policy") == {}
    assert deltas(ev, "tr_changed", "new Chairman") == {"Kim": 1}


@pytest.mark.parametrize("order, expect", [
    # Clockwise from Greens with the default order and direction: Unity, Scientists, Mars First, ...
    (("mars_first", "scientists", "unity", "greens", "reds", "kelvinists"), "unity"),
    # The Greens/Kelvinists swap of issue 1200 gives another neighbour.
    (("mars_first", "scientists", "unity", "kelvinists", "reds", "greens"), "reds"),
])
def test_dominance_tie_break_clockwise_party_order_1200(order, expect):
    g = game(players=("Kim", "Stanley"), rules=TurmoilRules().replace(party_order=order),
             global_event_order=["Eco Sabotage", "Pandemic", "Riots"])
    g.edit("party:greens", delegates=["Kim", "Kim", "Kim"], leader="Kim")
    for p in PARTIES:
        if p != "greens":
            g.edit(f"party:{p}", delegates=["Stanley"])
    g.edit("committee", dominant="greens")
    to_solar_end(g)
    tied = {p for p in PARTIES if p != "greens"}
    # Changing times adds neutral delegates after 3e; the 3e choice is in the log.
    ev = [e for e in g.log if e.kind == "dominance_changed" and e.data.get("section") == "Turmoil 3e"][-1]
    assert ev.data["party"] == expect and expect in tied


def test_clockwise_direction_ruling():
    g = game(rules=TurmoilRules(clockwise="next"))
    assert g.clockwise_from("greens")[:2] == ["reds", "kelvinists"]
    assert game().clockwise_from("greens")[:2] == ["unity", "scientists"]


def test_lobby_refill_needs_a_reserve():
    g = game(players=("Kim", "Stanley"), global_event_order=["Diversity", "Pandemic", "Riots"])
    g.play(Lobby("reds"))
    g.edit("party:unity", delegates=["Kim"] * 6)
    ev = to_solar_end(g)
    assert g.state.committee.lobby == [False, True]
    assert [e.who for e in ev if e.kind == "lobby_refilled"] == []  # Stanley's lobby delegate was never spent


def test_changing_times_moves_cards_and_adds_neutrals():
    g = game(players=("Kim", "Stanley"), global_event_order=["Riots", "Pandemic", "Election", "Diversity"])
    to_solar_end(g)
    s = g.state
    assert (s.current, s.coming, s.distant) == ("Riots", "Pandemic", "Election")
    # Riots becomes current: neutral to Reds; Election shown: neutral to Greens. Neutral chairman changed too.
    assert N in s.committee.delegates["reds"] and N in s.committee.delegates["greens"]
    to_solar_end(g)
    assert (s.current, s.coming, s.distant) == ("Pandemic", "Election", "Diversity")
    assert s.discard == ["Riots"]


def test_empty_deck_no_new_distant_no_reshuffle():
    g = game(players=("Kim", "Stanley"), global_event_order=["Riots", "Pandemic"])
    to_solar_end(g)
    assert (g.state.current, g.state.coming, g.state.distant) == ("Riots", "Pandemic", None)
    to_solar_end(g)
    assert (g.state.current, g.state.coming, g.state.distant) == ("Pandemic", None, None)


def test_current_event_uses_influence_before_new_government():
    g = kim_scenario()
    g.edit("events", current="Generous Funding")
    ev = to_solar_end(g)
    kinds_ = kinds(ev)
    assert kinds_.index("global_event_resolved") < kinds_.index("ruling_changed")


# ------------------------------------------------------------------ game end and optional steps


def test_game_end_check_skips_turmoil_when_terraformed():
    g = game(players=("Kim", "Stanley"))
    g.edit("globals", temperature=8, oxygen=14, oceans=9)
    ev = to_solar_end(g)
    assert g.is_over and "tr_changed" not in [e.kind for e in ev if e.data.get("why") == "TR revision"]
    assert not any(e.kind == "global_event_resolved" for e in ev)
    assert g.result["reason"] == "Mars is terraformed"


def test_final_scoring_leaders_and_chairman_vp():
    g = game(players=("Kim", "Stanley"), generations=1)
    g.edit("party:reds", delegates=["Kim"])
    g.edit("party:unity", delegates=["Stanley"])
    g.edit("committee", chairman="Kim")
    g.edit("player:Kim", tr=20)
    g.edit("player:Stanley", tr=20)
    to_solar_end(g)
    assert g.result["vp"] == {"Kim": 22, "Stanley": 21}  # neutral leaders score for no one
    assert g.result["winner"] == "Kim"


def test_world_government_terraforming_with_venus_no_tr_no_mars_first_915():
    g = game(players=("Kim", "Stanley"), rules=TurmoilRules(venus=True), global_event_order=["Riots", "Pandemic"])
    g.edit("committee", ruling="mars_first")
    g.play(Pass()); g.play(Pass())
    assert g.pending.kind == "world_government" and g.pending.who == 0
    assert [a.option for a in g.legal_actions()] == ["temperature", "oxygen", "oceans", "venus"]
    with pytest.raises(IllegalAction, match="the answers allowed are"):
        g.play(Choose("mars"))
    mark = len(g.log)
    g.play(Choose("oceans"))
    ev = g.log[mark:]
    assert g.state.oceans == 1
    assert not [e for e in ev if e.kind == "tr_changed" and e.data["delta"] > 0 and "Chairman" not in e.data["why"]]
    assert not [e for e in ev if e.data.get("why", "").startswith("Mars First policy")]


def test_world_government_variant_off_and_colonies_step():
    g = game(players=("Kim", "Stanley"), rules=TurmoilRules(venus=True, world_government_terraforming=False,
                                                          colonies=True), global_event_order=["Riots", "Pandemic"])
    ev = to_solar_end(g)
    assert "colonies_produced" in kinds(ev) and g.state.colony_tracks == [2] * 5
    assert not any(e.kind == "decision" and e.data["decision"] == "world_government" for e in ev)


# ------------------------------------------------------------------ ruling bonuses and policies


@pytest.mark.parametrize("party, sheet, expect", [
    ("mars_first", {"building_tags": 3}, 3),
    ("scientists", {"science_tags": 2}, 2),
    ("unity", {"venus_tags": 1, "earth_tags": 2, "jovian_tags": 1}, 4),
    ("kelvinists", {"heat_production": 5}, 5),
    ("greens", {"plant_tags": 1, "microbe_tags": 1, "animal_tags": 2}, 4),
])
def test_ruling_bonus(party, sheet, expect):
    from tabletop_nb.turmoil.parties import BONUS
    g = game(players=("Kim", "Stanley"))
    g.edit("player:Kim", **sheet)
    BONUS[party](g)
    assert deltas(g.log, "resources_changed", "bonus") == {"Kim": expect}


def test_reds_bonus_lowest_tr_friendly_ties_and_solo():
    from tabletop_nb.turmoil.parties import BONUS
    g = game(players=("Kim", "Stanley", "Ada"))
    g.edit("player:Kim", tr=18); g.edit("player:Stanley", tr=18); g.edit("player:Ada", tr=25)
    BONUS["reds"](g)
    assert deltas(g.log, "tr_changed", "Reds bonus") == {"Kim": 1, "Stanley": 1}
    solo = game(players=("Kim",))
    solo.edit("player:Kim", tr=21)
    BONUS["reds"](solo)
    assert deltas(solo.log, "tr_changed", "Reds bonus") == {}
    solo.edit("player:Kim", tr=20)
    BONUS["reds"](solo)
    assert deltas(solo.log, "tr_changed", "Reds bonus") == {"Kim": 1}


def test_reds_policy_tax_in_action_phase_1121_and_not_payable_with_metal_1011():
    g = game(players=("Kim", "Stanley"))
    g.edit("committee", ruling="reds")
    g.edit("player:Kim", mc=20, steel=10, titanium=10)
    g.play(StandardProject("asteroid"))  # 14 M€, +1 TR, Reds: -3 M€
    assert g.state.players[0].res["mc"] == 3 and g.state.players[0].res["steel"] == 10
    assert deltas(g.log, "resources_changed", "Reds policy") == {"Kim": -3}


def test_reds_policy_no_mc_no_tr_and_shortfall_ruling():
    g = game(players=("Kim", "Stanley"))
    g.edit("committee", ruling="reds")
    g.edit("player:Kim", mc=14)
    with pytest.raises(IllegalAction, match=r"rule: Reds policy"):
        g.play(StandardProject("asteroid"))  # 0 M€ left after paying: may not raise TR
    g.edit("player:Kim", mc=15)
    g.play(StandardProject("asteroid"))  # 1 M€ left: pays what it has (default ruling)
    assert g.state.players[0].res["mc"] == 0
    strict = game(players=("Kim", "Stanley"), rules=TurmoilRules(reds_tax_shortfall="must_afford"))
    strict.edit("committee", ruling="reds")
    strict.edit("player:Kim", mc=16)
    with pytest.raises(IllegalAction, match="needs 3 M€ left"):
        strict.play(StandardProject("asteroid"))


def test_greens_policy_4_per_greenery_and_mars_first_steel_per_tile():
    g = game(players=("Kim", "Stanley"))  # Greens rule in generation 1 (#686)
    g.edit("player:Kim", mc=23)
    g.play(StandardProject("greenery"))
    assert g.state.players[0].res["mc"] == 4 and g.state.oxygen == 1
    g.play(Pass())
    g.edit("committee", ruling="mars_first")
    g.edit("player:Kim", mc=25)
    g.play(StandardProject("city"))
    assert g.state.players[0].res["steel"] == 1 and g.state.players[0].cities_on_mars == 1


def test_mars_first_policy_counts_ocean_tiles_too():
    g = game(players=("Kim", "Stanley"))
    g.edit("committee", ruling="mars_first")
    g.edit("player:Kim", mc=18)
    g.play(StandardProject("aquifer"))
    assert g.state.players[0].res["steel"] == 1 and g.state.oceans == 1 and g.state.players[0].tr == 21


def test_final_scoring_converts_plants_first():
    g = game(players=("Kim", "Stanley"))
    g.edit("globals", temperature=8, oxygen=14, oceans=9)
    g.edit("player:Kim", plants=17)
    to_solar_end(g)
    assert g.state.players[0].greeneries == 2 and g.state.players[0].res["plants"] == 1
    assert g.result["vp"]["Kim"] == g.state.players[0].tr + 2
    assert g.state.players[0].res["mc"] == 42 + 20, "no Greens policy money outside the action phase"


def test_unity_policy_titanium_worth_4():
    g = game(players=("Kim", "Stanley"))
    assert g.titanium_value() == 3
    g.edit("committee", ruling="unity")
    assert g.titanium_value() == 4
    g.state.players[0].hand.append("Space project 18")  # direct hand setup, then pay with titanium
    g.edit("player:Kim", mc=2, titanium=4)
    from tabletop_nb.turmoil import PlayProject
    g.play(PlayProject("Space project 18"))
    pl = g.state.players[0]
    assert pl.res["titanium"] == 0 and pl.res["mc"] == 0 and pl.tags["space"] == 1


def test_scientists_policy_once_per_generation_kelvinists_repeatable():
    g = game(players=("Kim", "Stanley"))
    g.edit("committee", ruling="scientists")
    g.play(UsePolicy())
    assert len(g.state.players[0].hand) == 3 and g.state.players[0].res["mc"] == 32
    g.play(Pass())
    with pytest.raises(IllegalAction, match="once per generation"):
        g.play(UsePolicy())
    g.edit("committee", ruling="kelvinists")
    g.play(UsePolicy()); g.play(UsePolicy())
    assert g.state.players[0].prod["heat"] == 2 and g.state.players[0].prod["energy"] == 2
    g.edit("committee", ruling="greens")
    with pytest.raises(IllegalAction, match="has no policy action"):
        g.play(UsePolicy())


# ------------------------------------------------------------------ global events


def solo_event(name, sheet=None, infl_chair=False, **glob):
    g = game(players=("Kim", "Stanley"), rules=TurmoilRules(venus=True, colonies=True))
    if sheet:
        g.edit("player:Kim", **sheet)
    if glob:
        g.edit("globals", **glob)
    if infl_chair:
        g.edit("committee", chairman="Kim")
    mark = len(g.log)
    g.perform_event(name)
    return g, g.log[mark:]


def test_revolution_zero_score_never_loses_1116():
    g, ev = solo_event("Revolution")
    assert deltas(ev, "tr_changed", "Revolution") == {}
    g, ev = solo_event("Revolution", {"earth_tags": 2})
    assert deltas(ev, "tr_changed", "Revolution") == {"Kim": -2}


def test_podium_friendly_ties():
    assert podium({0: 3, 1: 3, 2: 1}) == ([0, 1], [])
    assert podium({0: 5, 1: 3, 2: 3}) == ([0], [1, 2])
    assert podium({0: 4, 1: 0}) == ([0], [1])


def test_election_first_2_second_1_and_solo():
    g, ev = solo_event("Election", {"building_tags": 3})
    assert deltas(ev, "tr_changed", "Election") == {"Kim": 2, "Stanley": 1}
    solo = game(players=("Kim",))
    solo.edit("player:Kim", building_tags=6)
    solo.perform_event("Election")
    assert deltas(solo.log, "tr_changed", "Election") == {"Kim": 1}


def test_war_on_earth_never_gives_tr_7912():
    g = kim_scenario()
    g.edit("party:kelvinists", delegates=["Kim", "Kim", "Kim"], leader="Kim")
    assert g.influence(0) == 3
    g.perform_event("War on Earth")
    assert deltas(g.log, "tr_changed", "War on Earth") == {"Kim": -1, "Stanley": -4}


def test_snow_cover_and_dry_deserts_never_touch_maxed_parameters_1033():
    g, ev = solo_event("Snow Cover", temperature=8)
    assert g.state.temperature == 8
    g, ev = solo_event("Snow Cover", temperature=-28)
    assert g.state.temperature == -30
    g, ev = solo_event("Dry Deserts", oceans=9)
    assert g.state.oceans == 9
    g, ev = solo_event("Dry Deserts", oceans=0)
    assert g.state.oceans == 0
    g, ev = solo_event("Dry Deserts", oceans=4)
    assert g.state.oceans == 3


def test_volcanic_eruptions_ocean_bonus_first_player_no_tr_and_snow_cover_reopens():
    g, ev = solo_event("Volcanic Eruptions", temperature=-2)
    assert g.state.temperature == 2 and g.state.oceans == 1
    assert not [e for e in ev if e.kind == "tr_changed"]
    g.perform_event("Snow Cover")
    assert g.state.temperature == -2 and not g.state.ocean_bonus_taken
    g.perform_event("Volcanic Eruptions")
    assert g.state.oceans == 2  # the 0 °C bonus a second time (Special Cases)


def test_dry_deserts_choices_resolve_before_the_next_generation_839():
    g = game(players=("Kim", "Stanley"), global_event_order=["Diversity", "Pandemic", "Dry Deserts"])
    g.edit("committee", chairman="Kim")
    g.edit("events", current="Dry Deserts")
    g.play(Pass()); g.play(Pass())
    assert g.pending.kind == "dry_deserts" and g.pending.who == 0
    with pytest.raises(IllegalAction, match="must answer"):
        g.play(Pass())
    g.play(Choose("titanium"))
    assert g.state.players[0].res["titanium"] == 1
    assert g.pending.kind == "action" and g.state.generation == 2


def test_tags_counted_raw_wild_not_counted():
    g, ev = solo_event("Diversity", {f"{t}_tags": 1 for t in ("building", "space", "science", "power", "earth",
                                                              "jovian", "venus", "plant", "wild")})
    assert deltas(ev, "resources_changed", "Diversity") == {}  # 8 kinds: wild does not count
    g, ev = solo_event("Diversity", {f"{t}_tags": 1 for t in ("building", "space", "science", "power", "earth",
                                                              "jovian", "venus", "plant", "wild")}, infl_chair=True)
    assert deltas(ev, "resources_changed", "Diversity") == {"Kim": 10}


@pytest.mark.parametrize("name, sheet, res, expect", [
    ("Asteroid Mining", {"jovian_tags": 7}, "titanium", 6),
    ("Celebrity Leaders", {"events_played": 2}, "mc", 6),
    ("Eco Sabotage", {"plants": 10}, "plants", -6),
    ("Global Dust Storm", {"heat": 7, "building_tags": 3}, "heat", -7),
    ("Interplanetary Trade", {"space_tags": 5}, "mc", 12),
    ("Miners On Strike", {"jovian_tags": 3, "titanium": 9}, "titanium", -2),
    ("Mud Slides", {"tiles_next_to_ocean": 6, "mc": 50}, "mc", -16),
    ("Pandemic", {"building_tags": 2, "mc": 50}, "mc", -3),
    ("Productivity", {"steel_production": 2}, "steel", 3),
    ("Scientific Community", {"hand_size": 7}, "mc", 8),
    ("Solar Flare", {"space_tags": 9, "mc": 50}, "mc", -12),
    ("Solarnet Shutdown", {"blue_cards": 3, "mc": 50}, "mc", -6),
    ("Spin-Off Products", {"science_tags": 1}, "mc", 4),
    ("Strong Society", {"cities_on_mars": 2, "cities_off_mars": 1}, "mc", 8),
    ("Successful Organisms", {"plants_production": 6}, "plants", 6),
    ("Venus Infrastructure", {"venus_tags": 2}, "mc", 6),
    ("Microgravity Health Problems", {"colonies": 3, "mc": 50}, "mc", -6),
    ("Jovian Tax Rights", {"colonies": 2}, "titanium", 1),
    ("Paradigm Breakdown", {"hand_size": 3}, "mc", 2),
    ("Aquifer Released by Public Council", {}, "steel", 1),
    ("Sabotage", {"steel_production": 2}, "steel", 1),
])
def test_global_event_effects_with_one_influence(name, sheet, res, expect):
    g, ev = solo_event(name, sheet, infl_chair=True)  # Kim is Chairman: influence 1
    got = sum(e.data["delta"] for e in ev if e.kind == "resources_changed" and e.who == "Kim" and e.data["res"] == res)
    assert got == expect


def test_red_influence_not_reduced_and_generous_funding_never_negative():
    g, ev = solo_event("Red Influence", {"tr": 40, "mc": 50}, infl_chair=True)
    assert deltas(ev, "resources_changed", "Red Influence") == {"Kim": -15, "Stanley": -6}  # 6 sets capped at 5
    assert deltas(ev, "production_changed", "Red Influence") == {"Kim": 1}
    g, ev = solo_event("Generous Funding", {"tr": 5})
    assert deltas(ev, "resources_changed", "Generous Funding") == {"Stanley": 2}  # Kim: no negative sets


def test_improved_energy_templates_and_sponsored_projects():
    g, ev = solo_event("Improved Energy Templates", {"power_tags": 3}, infl_chair=True)
    assert deltas(ev, "production_changed", "Improved") == {"Kim": 2}
    g = game(players=("Kim", "Stanley"))
    g.state.players[0].resource_cards = [["Microbe project 6", "microbes", 1], ["Animal project 6", "animals", 0]]
    g.edit("committee", chairman="Kim")
    g.perform_event("Sponsored Projects")
    assert g.state.players[0].resource_cards[0][2] == 2 and g.state.players[0].resource_cards[1][2] == 0
    assert len(g.state.players[0].hand) == 1


# ------------------------------------------------------------------ saving, copying, display


def test_save_load_equal_with_edits_and_choices():
    g = kim_scenario()
    g.edit("events", current="Dry Deserts")
    g.play(Lobby("reds"))
    g.play(Pass()); g.play(Pass())
    while g.pending.kind == "dry_deserts":
        g.play(Choose("heat"))
    loaded = Game.from_json(g.to_json())
    assert loaded.state == g.state and [e.to_dict() for e in loaded.log] == [e.to_dict() for e in g.log]
    assert g.at(len(g.log)).state.to_dict()["committee"] == g.state.to_dict()["committee"]


def test_board_click_lobbies_and_svg_marks_targets():
    g = game(players=("Kim", "Stanley"))
    assert "party:reds" in g.targets()
    assert "data-target='party:reds'" in g.svg() and "tnb-live" in g.svg()
    g.click("party:reds")
    assert g.state.committee.delegates["reds"] == [0]
    with pytest.raises(IllegalAction, match="not a party on the board"):
        g.click("party:pirates")
    assert g._repr_html_().startswith("<svg")


def test_legal_actions_agree_with_check_on_random_states():
    """OpenSpiel-style consistency: the fast legal_actions list equals what check() accepts, and equals
    the readable definition (legal.turn_actions), order included, at every action decision."""
    from tabletop_nb.core import RandomPolicy
    from tabletop_nb.turmoil.actions import CONVERT, LOBBY, PASS, STANDARD, USE_POLICY
    from tabletop_nb.turmoil.legal import turn_actions

    decisions = 0
    for seed in range(40):
        for rules in (TurmoilRules(), TurmoilRules(reds_tax_shortfall="must_afford", venus=True, colonies=True)):
            g = TurmoilGame(rules, seed=seed, players=["A", "B", "C"], generations=6)
            pol = RandomPolicy(seed)
            cands = [PASS, USE_POLICY, *LOBBY.values(), *STANDARD.values(), *CONVERT.values(), *g.cards.play.values()]
            while not g.is_over:
                legal = g.legal_actions()
                if g.pending.kind == "action":
                    assert legal == turn_actions(g, g.pending.who), (seed, g.pending)
                    accepted = []
                    for a in cands:
                        try:
                            g.check(a)
                            accepted.append(a)
                        except IllegalAction:
                            pass
                    assert set(accepted) == set(legal), (seed, g.pending)
                    assert len(legal) == len(set(legal))
                    decisions += 1
                g.play(pol(g), trusted=True)
    assert decisions > 2000
