"""Keywords (Active, Damage, Destroy, Discard, Dodge, Draw, Energy, Engage, Evade) and the words the
card texts use (Remain in Play, Remove, Spend, Travel, Purchase, Traits), the Golden Rule, the Story."""

from __future__ import annotations

import pytest
from wotw_helpers import at_kind, discard_rest, first_play, keep_alive, set_hand, until

from tabletop_nb.core import IllegalAction
from tabletop_nb.wotw import (
    Discard,
    Done,
    Fulfil,
    Play,
    Target,
    Travel,
    WotWGame,
    WotWRules,
)


def engaged_game(card: str = "EV05", rules: WotWRules | None = None, seed: int = 1) -> WotWGame:
    g = first_play(seed=seed, rules=rules)
    g.edit(f"card:{card}", to="engaged")
    return g


def activations(g: WotWGame, since: int, card_title: str) -> int:
    return sum(1 for e in g.log[since:] if e.kind == "changed" and e.data.get("why") == card_title)


def test_engaged_card_activates_every_day_in_step_7() -> None:
    g = engaged_game("EV03")  # Deserter with a Rifle: each day lose 2 Health
    n = len(g.log)
    discard_rest(g)
    keep_alive(g, lambda h: h.state.day == 3 and h.pending.kind == "play", discard=True)
    acts = [e for e in g.log[n:] if e.kind == "changed" and e.data["why"] == "Deserter with a Rifle"]
    assert len(acts) == 2 and all(e.data["delta"] == -2 for e in acts)
    step7 = [i for i, e in enumerate(g.log[n:]) if e.kind == "phase" and e.data["n"] == 7]
    step8 = [i for i, e in enumerate(g.log[n:]) if e.kind == "phase" and e.data["n"] == 8]
    idx = [i for i, e in enumerate(g.log[n:]) if e.kind == "changed" and e.data["why"] == "Deserter with a Rifle"]
    assert all(step7[k] < idx[k] < step8[k] for k in range(2))


def test_engage_moves_the_card_to_the_engagement_area() -> None:
    g = first_play(seed=1)
    g.edit("card:EV01", to="events")  # Looters: Engage
    discard_rest(g)
    assert "EV01" in g.state.zones["engaged"] or "EV01" not in g.state.zones["events"]
    assert any(e.kind == "engaged_at" and e.data["card"] == "EV01" for e in g.log)


def test_first_day_free_ruling() -> None:
    g = first_play(seed=1, rules=WotWRules().replace(activation="first_day_free"))
    g.edit("card:EV01", to="events")
    n = len(g.log)
    discard_rest(g)
    keep_alive(g, lambda h: h.state.day == 2 and h.pending.kind == "play", discard=True)
    assert activations(g, n, "Looters") == 0


def test_dodge_is_inactive_for_the_rest_of_the_day_then_active() -> None:
    g = engaged_game("EV03")
    set_hand(g, ["J05", "J06"])  # Quick Feet: Dodge (and Keep Calm, to stay in step 4)
    g.play(Play("J05"))
    assert g.state.dodged == {"EV03": 1} and g.invariants() == []
    n = len(g.log)
    keep_alive(g, lambda h: h.state.day == 2 and h.pending.kind == "play", discard=True)
    assert activations(g, n, "Deserter with a Rifle") == 0  # no activation on the day it was Dodged
    assert g.state.dodged == {} and "EV03" in g.state.zones["engaged"]
    n = len(g.log)
    discard_rest(g)
    keep_alive(g, lambda h: h.state.day == 3 and h.pending.kind == "play", discard=True)
    assert activations(g, n, "Deserter with a Rifle") == 1  # Active again the next day


def test_dodged_card_can_still_be_damaged() -> None:
    g = engaged_game("EV03")
    set_hand(g, ["J05", "J04"])
    g.play(Play("J05"))
    g.play(Play("J04"))  # Walking Cane: 1 Damage (the only card with Energy)
    assert g.state.damage.get("EV03") == 1


def test_evade_goes_to_the_discard_and_is_shuffled_into_the_event_deck() -> None:
    g = engaged_game("EV03")
    g.edit("card:EV07", to="event_discard")
    g.change("intuition", 1)
    set_hand(g, ["J08", "J06"])  # Back Alleys: Spend 1 Intuition, Evade
    deck = len(g.state.zones["event_deck"])
    n = len(g.log)
    g.play(Play("J08"))
    z = g.state.zones
    assert "EV03" in z["event_deck"] and "EV07" in z["event_deck"] and z["event_discard"] == []
    assert len(z["event_deck"]) == deck + 2 and g.state.intuition == 0
    assert any(e.kind == "zone_shuffled" and e.data["zone"] == "event_deck" for e in g.log[n:])
    assert "EV03" not in g.state.engaged_on


def test_damage_and_destroy() -> None:
    g = engaged_game("EV01")  # Looters, Energy 2
    set_hand(g, ["J04", "RD03"])  # Walking Cane 1; Kitchen Knife 2
    g.play(Play("J04"))
    assert g.state.damage == {"EV01": 1} and "EV01" in g.state.zones["engaged"]
    g.play(Play("RD03"))
    assert "EV01" in g.state.zones["removed"] and g.state.damage == {}  # Destroyed: Removed from the game


def test_bonus_damage_by_trait() -> None:
    g = engaged_game("IN01")  # Fighting Machine, Martian, Energy 8
    set_hand(g, ["WBS1", "J06"])  # Artilleryman's Shell: 4 to a Martian, else 2
    g.play(Play("WBS1"))
    assert g.state.damage == {"IN01": 4}


def test_targets_are_a_choice_when_several() -> None:
    g = engaged_game("IN01")
    g.edit("card:EV03", to="engaged")
    set_hand(g, ["RD03", "J06"])
    g.play(Play("RD03"))
    assert g.pending.kind == "target" and set(g.legal_actions()) == {Target("IN01"), Target("EV03")}
    assert g.describe_action(Target("EV03")) == "Damage Deserter with a Rifle"
    with pytest.raises(IllegalAction):
        g.play(Target("EV99"))
    g.play(Target("EV03"))
    assert g.state.damage == {"EV03": 2}


def test_discard_an_engaged_card_does_not_resolve_it() -> None:
    g = engaged_game("EV02")  # Panicked Mob (Human)
    set_hand(g, ["RD15", "J06"])  # Calm the Crowd: Discard an Event or Engaged Human card
    hope, health = g.state.hope, g.state.health
    g.play(Play("RD15"))
    assert "EV02" in g.state.zones["event_discard"] and (g.state.hope, g.state.health) == (hope, health)


def test_remove_ruling() -> None:
    for rules, where in ((WotWRules(), "removed"), (WotWRules().replace(remove_means="to_discard"), "loc_discard:London")):
        g = first_play(seed=2, rules=rules)
        g.travel("London")
        g.remove("LN3", "test")
        assert "LN3" in g.state.zones[where]


def test_evade_location_ruling() -> None:
    for value, zone in (("own_deck", "area_b"), ("event_discard", "event_deck")):
        g = first_play(seed=2, rules=WotWRules().replace(evade_location=value))
        g.travel("London")
        g.edit("card:LN4", to="engaged")
        g.evade("LN4")
        assert "LN4" in g.state.zones[zone]


def test_golden_rule_a_card_lets_you_travel_to_a_blocked_location() -> None:
    g = first_play(seed=5)
    blocked = g.state.zones["ways_blocked"][0][4:]
    g.change("intuition", 10)
    set_hand(g, ["RD11"])  # Poacher's Path: you may Travel to a Blocked Location today
    g.play(Play("RD11"))
    discard_rest(g)
    until(g, at_kind("travel"))
    assert Travel(blocked) in g.legal_actions()
    h = first_play(seed=5)
    h.change("intuition", 10)
    discard_rest(h)
    until(h, at_kind("travel"))
    assert Travel(blocked) not in h.legal_actions()  # without the card, the rulebook's rule holds


def test_golden_rule_flying_machine_forbids_evade() -> None:
    g = engaged_game("EV03")
    g.set_mod("no_evade", 1, "IN13", "Engaged cards cannot be Evaded")
    g.change("intuition", 1)
    set_hand(g, ["J08", "J06"])
    g.play(Play("J08"))
    assert "EV03" in g.state.zones["engaged"]


def test_journalist_strength_and_weakness() -> None:
    g = first_play(seed=1)
    set_hand(g, ["J01", "J06"])  # Press Card, a Contact card: +1 Intuition, and the Strength gives +1 Shilling
    sh = g.state.shillings
    g.play(Play("J01"))
    assert g.state.shillings == sh + 1
    g.edit("card:EV09", to="event_deck")  # Rumours of Defeat (Horror) on top
    hope = g.state.hope
    g.step_draw_event("Event")
    hits = [e for e in g.log[-3:] if e.kind == "changed" and e.data["what"] == "hope"]
    assert hits and hits[0].data["delta"] == -1 and g.state.hope == max(0, hope - 1)


def test_incoming_every_third_day_and_red_circle_ruling() -> None:
    g = WotWGame(seed=3)
    keep_alive(g, lambda h: h.state.day == 7 and h.pending.kind == "play")
    ins = [e for e in g.log if e.kind == "cards_moved" and e.data["src"] == "incoming"]
    assert [len(e.data["cards"]) for e in ins][:2] == [1, 1]
    assert len(g.state.zones["incoming"]) <= 13
    h = WotWGame(WotWRules().replace(incoming_when="red_circle", incoming_n=2), seed=3)
    keep_alive(h, lambda x: x.state.day == 11 and x.pending.kind == "play")
    assert all(e.data["why"] != "a Time Tracking card was revealed" for e in h.log
               if e.kind == "cards_moved" and e.data["src"] == "incoming")
    keep_alive(h, lambda x: x.state.day == 13 and x.pending.kind == "play")
    red = [e for e in h.log if e.kind == "cards_moved" and e.data["src"] == "incoming"
           and "Time Tracking card was revealed" in e.data["why"]]
    assert 1 <= len(red) <= 2 and all(len(e.data["cards"]) == 2 for e in red)  # a 1-day card reveals again


def test_remain_in_play_resolves_each_day_or_once() -> None:
    for value, times in (("each_day", 2), ("once", 1)):
        g = first_play(seed=1, rules=WotWRules().replace(remain_resolves=value))
        g.edit("card:EV20", to="events")  # Red Weed Thicket: Remain in Play, Travel +1
        n = len(g.log)
        discard_rest(g)
        keep_alive(g, lambda h: h.state.day == 2 and h.pending.kind == "play", discard=True)
        discard_rest(g)
        keep_alive(g, lambda h: h.state.day == 3 and h.pending.kind == "play", discard=True)
        mods = [e for e in g.log[n:] if e.kind == "mod" and e.data["title"] == "Red Weed Thicket"]
        assert len(mods) == times, value
        assert "EV20" in g.state.zones["events"] or g.state.location is not None


def test_story_objectives_and_outcomes() -> None:
    g = WotWGame(seed=2, story="dispatch")
    keep_alive(g, lambda h: h.state.day == 3 and h.pending.kind == "play")
    assert g.state.zones["story_done"] == ["dispatch-1"]  # endure 2 days
    assert "way:Horsell Common" in g.state.zones["ways_open"]  # its outcome
    g.travel("Horsell Common") if g.state.location != "Horsell Common" else None
    discard_rest(g)
    keep_alive(g, lambda h: h.state.day == 4)
    assert "dispatch-2" in g.state.zones["story_done"] and "SS1" not in g.state.zones["story_cards"]


def test_destroy_objective_counts_martians() -> None:
    g = WotWGame(seed=2, story="machine")
    for ch in ("machine-1", "machine-2"):
        g.edit(f"card:{ch}", to="story_done")
    until(g, at_kind("play"))
    assert g.chapter().name == "machine-3"
    g.do_damage("IN01", 0, "x")
    g.edit("card:EV25", to="engaged")  # Martian Scout, Energy 4
    g.do_damage("EV25", 4, "J04")
    g.edit("card:EV05", to="engaged")
    g.do_damage("EV05", 5, "J04")
    assert g.state.progress == {"destroyed": 2}
    g.step_objective()
    assert g.chapter().name == "machine-4" and g.chapter().victory


def test_pay_objective_in_the_purchase_step() -> None:
    g = WotWGame(seed=2, story="dispatch")
    for ch in ("dispatch-1", "dispatch-2", "dispatch-3"):
        g.edit(f"card:{ch}", to="story_done")
    until(g, at_kind("play"))
    g.change("shillings", 5)
    discard_rest(g)
    until(g, at_kind("purchase"))
    assert Fulfil() in g.legal_actions()
    g.play(Fulfil())
    assert g.chapter().victory and g.state.shillings == 1


def test_victory_needs_the_victory_chapter() -> None:
    g = WotWGame(seed=8, story="machine")
    keep_alive(g, lambda h: False)
    assert g.result["won"] == g.chapter().victory
    h = WotWGame(seed=8, story="machine")
    for ch in ("machine-1", "machine-2", "machine-3"):
        h.edit(f"card:{ch}", to="story_done")
    keep_alive(h, lambda x: False)
    assert h.result["won"] is True and h.result["why"] == "victory"


def test_market_refill_never_and_purchase_to_deck_top() -> None:
    g = until(WotWGame(WotWRules().replace(market_refill="never", purchase_to="deck_top"), seed=4), at_kind("play"))
    g.change("shillings", 10)
    discard_rest(g)
    until(g, at_kind("purchase"))
    card = next(a.card for a in g.legal_actions() if hasattr(a, "card"))
    g.play(next(a for a in g.legal_actions() if getattr(a, "card", None) == card))
    assert g.state.zones["survivor_deck"][0] == card
    while g.pending is not None and g.pending.kind == "purchase":
        g.play(Done())
    assert len(g.state.zones["road_market"]) + len(g.state.zones["location_offer"]) < 5 + (
        3 if g.state.location else 0)


def test_clear_events_stay_ruling() -> None:
    g = until(WotWGame(WotWRules().replace(clear_events="stay"), seed=1), at_kind("play"))
    before = list(g.state.zones["events"])
    discard_rest(g)
    keep_alive(g, lambda h: h.state.day == 2 and h.pending.kind == "play")
    assert all(c in g.state.zones["events"] or c in g.state.zones["engaged"] or c in g.state.zones["removed"]
               for c in before if g.card(c).deck == "Event")


def test_discard_is_refused_for_a_card_not_in_hand() -> None:
    g = first_play(seed=1)
    state = g.state.copy()
    with pytest.raises(IllegalAction):
        g.play(Discard("RD01"))
    assert g.state == state


def test_resolve_blocked_ruling() -> None:
    for value, gains in (("skip", True), ("stop", False)):
        g = first_play(seed=1, rules=WotWRules().replace(resolve_blocked=value))
        set_hand(g, ["RD12", "J06"])  # Carriage Lamp: Dodge (nothing Engaged), then gain 1 Intuition
        before = g.state.intuition
        g.play(Play("RD12"))
        assert (g.state.intuition == before + 1) == gains, value


def test_starting_deck_ruling() -> None:
    g = WotWGame(WotWRules().replace(starting_deck="as_listed"), seed=1)
    drawn = next(e for e in g.log if e.kind == "cards_moved" and e.data["dst"] == "hand")
    assert drawn.data["cards"] == ["J01", "J02", "J03", "J04", "J05"]
    assert any(e.kind == "zone_shuffled" and e.data["zone"] == "survivor_deck" for e in WotWGame(seed=1).log)


def test_local_guide_asks_which_blocked_way_to_open() -> None:
    g = first_play(seed=2)
    blocked = list(g.state.zones["ways_blocked"])
    set_hand(g, ["RD10", "J06"])  # Local Guide: turn a Blocked Way Ahead to Open
    g.play(Play("RD10"))
    assert g.pending.kind == "target" and {a.card for a in g.legal_actions()} == set(blocked)
    assert set(g.targets()) == {f"location:{w[4:]}" for w in blocked}
    g.play(Target(blocked[1]))
    assert blocked[1] in g.state.zones["ways_open"] and len(g.state.zones["ways_open"]) == 4


def test_crowds_block_a_random_open_way_by_a_die() -> None:
    g = first_play(seed=2)
    n = len(g.log)
    opened = list(g.state.zones["ways_open"])
    g.block_way("", "Crowds Block the Way")
    roll = next(e for e in g.log[n:] if e.kind == "rolled")
    assert roll.data["sides"] == 3 and opened[roll.data["value"] - 1] in g.state.zones["ways_blocked"]
    g.block_way("London", "Bridge Down") if "way:London" in g.state.zones["ways_open"] else None
    assert "way:London" not in g.state.zones["ways_open"]


def test_lose_either_is_the_players_choice() -> None:
    from tabletop_nb.core import Choose
    g = first_play(seed=1)
    g.edit("card:EV11", to="events")  # Dead Horses: lose 2 Hope or 2 Health
    hope, health = g.state.hope, g.state.health
    discard_rest(g)
    assert g.pending.kind == "choice" and set(g.legal_actions()) == {Choose("hope"), Choose("health")}
    assert g.describe_action(Choose("health")) == "Lose 2 Health"
    g.play(Choose("health"))
    assert g.state.health == health - 2 and g.state.hope == hope


def test_lose_per_engaged_trait() -> None:
    g = first_play(seed=1)
    g.edit("card:IN01", to="engaged")
    g.edit("card:IN08", to="engaged")
    hope = g.state.hope
    g.run_effects("EV13", "effects")  # Thunder of Guns: lose 1 Hope per Engaged Martian
    assert g.state.hope == hope - 2


def test_chapter_extra_events_and_card_added_incoming() -> None:
    g = WotWGame(seed=3, story="brother")
    for ch in ("brother-1", "brother-2", "brother-3", "brother-4"):
        g.edit(f"card:{ch}", to="story_done")  # chapter 5: draw 1 extra Event card each day
    until(g, at_kind("play"))
    n = len(g.log)
    discard_rest(g)
    keep_alive(g, lambda h: h.state.day == 2 and h.pending.kind == "play", discard=True)
    day2 = next(i for i, e in enumerate(g.log) if e.kind == "day_began" and e.data["day"] == 2)
    drawn = [e for e in g.log[max(n, day2):] if e.kind == "cards_moved" and e.data["dst"] == "events"]
    assert len(drawn) == 4  # On the Road 3 + 1, or at a Location 1 + 2 + 1
    inc = len(g.state.zones["incoming"])
    g.run_effects("EV17", "immediate")  # Green Flash in the Sky: shuffle 1 Incoming card in
    assert len(g.state.zones["incoming"]) == inc - 1


def test_event_deck_out_rulings() -> None:
    for value, drawn in (("reshuffle", 3), ("skip", 0)):
        g = first_play(seed=1, rules=WotWRules().replace(event_deck_out=value))
        for c in list(g.state.zones["event_deck"]):
            g.edit(f"card:{c}", to="event_discard")
        n = len(g.log)
        discard_rest(g)
        keep_alive(g, lambda h: h.state.day == 2 and h.pending.kind == "play", discard=True)
        got = [e for e in g.log[n:] if e.kind == "cards_moved" and e.data["dst"] == "events"]
        assert len(got) == drawn, value


def test_location_offer_tunable() -> None:
    g = first_play(seed=1, rules=WotWRules().replace(location_offer=5))
    g.travel("London") if "way:London" in g.state.zones["ways_open"] else g.travel(g.state.zones["ways_open"][0][4:])
    assert len(g.state.zones["location_offer"]) == 5
