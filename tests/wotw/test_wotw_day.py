"""The day, steps 1 to 9 (Turn Breakdown; Gameplay Overview 7-9 as rulings)."""

from __future__ import annotations

import pytest
from wotw_helpers import at_kind, discard_rest, first_play, keep_alive, until

from tabletop_nb.core import IllegalAction
from tabletop_nb.wotw import (
    Buy,
    Discard,
    Done,
    Play,
    PushOn,
    Stay,
    Travel,
    WotWGame,
    WotWRules,
)


def test_the_nine_steps_in_order() -> None:
    g = until(WotWGame(seed=2), lambda g: g.state.day == 2)
    steps = [e.data["n"] for e in g.log if e.kind == "phase"]
    assert steps[:9] == [1, 2, 3, 4, 5, 6, 7, 8, 9] and steps[9] == 1


def test_start_of_day_moves_the_token_and_reveals_at_the_red_circle() -> None:
    g = WotWGame(seed=5)
    seen = []
    for day in range(1, 15):
        keep_alive(g, lambda h, d=day: h.state.day == d and h.pending.kind == "play")
        seen.append((tuple(g.state.token), len(g.state.zones["time_line"])))
    assert [s[0] for s in seen[:12]] == [("T-diary", d) for d in range(1, 13)]
    assert [s[1] for s in seen[:11]] == [1] * 11 and seen[11][1] == 2  # day 12 is the diary's red circle
    top = g.state.zones["time_line"][1]
    assert seen[12][0] == (top, 1)  # the next day the token moves onto the revealed card


def test_game_length_follows_the_time_deck() -> None:
    for seed in range(4):
        g = WotWGame(seed=seed)
        deck = list(g.state.zones["time_deck"])
        length = 12 + sum(g.time_cards[c].days for c in deck[:deck.index("T-victory")])
        assert 18 <= length <= 27
        keep_alive(g, lambda h: False)
        assert g.result["day"] == length, seed
        v = next(e for e in g.log if e.kind == "victory_drawn")
        assert v.data["day"] == length  # the default ruling: the game ends the day Victory is drawn


def test_next_day_ruling_plays_one_more_day() -> None:
    g = WotWGame(WotWRules().replace(victory_day="next_day"), seed=0)
    deck = list(g.state.zones["time_deck"])
    length = 12 + sum(g.time_cards[c].days for c in deck[:deck.index("T-victory")]) + 1
    keep_alive(g, lambda h: False)
    assert g.result["day"] == length and g.state.token[0] == "T-victory"


def test_draw_events_on_the_road_and_at_a_location() -> None:
    g = first_play(seed=1)
    assert g.state.location is None
    day1 = [e for e in g.log if e.kind == "cards_moved" and e.data["dst"] == "events"]
    assert len(day1) == 3 and all(e.data["src"] == "event_deck" for e in day1)  # On the Road: 3 Events
    g.travel("London")  # straight to London (the rule code, as a scenario)
    n = len(g.log)
    until(g, lambda h: h.state.day == 2 and h.pending.kind == "play")
    drawn = [e.data["src"] for e in g.log[n:] if e.kind == "cards_moved" and e.data["dst"] == "events"]
    assert drawn == ["area_b", "event_deck", "event_deck"]  # 1 Location card, then 2 Events


def test_an_empty_location_deck_means_on_the_road() -> None:
    g = first_play(seed=1)
    g.travel("Greenwich")
    g.change("intuition", -10)  # no Travel today
    for c in list(g.state.zones["area_b"]):
        g.edit(f"card:{c}", to="loc_discard:Greenwich")
    n = len(g.log)
    keep_alive(g, lambda h: h.state.day == 2 and h.pending.kind == "play", discard=True)
    assert g.state.location == "Greenwich"
    drawn = [e.data["src"] for e in g.log[n:] if e.kind == "cards_moved" and e.data["dst"] == "events"]
    assert drawn == ["event_deck"] * 3


def test_immediate_action_resolves_down_to_the_line_as_drawn() -> None:
    # EV06 Heat-Ray Flash: Immediate, lose 1 Health; below the line, lose 1 Hope in the Events step
    g = first_play(seed=1)
    g.edit("card:EV06", to="event_deck")  # on top: the first Event drawn tomorrow
    n = len(g.log)
    discard_rest(g)
    keep_alive(g, lambda h: h.state.day == 2 and h.pending.kind == "play")
    log = g.log[n:]
    draw = next(i for i, e in enumerate(log) if e.kind == "cards_moved" and e.data["cards"] == ["EV06"])
    nxt = log[draw + 1]
    assert nxt.kind == "changed" and nxt.data["what"] == "health" and nxt.data["delta"] == -1
    assert "EV06" not in g.state.turned
    hope = g.state.hope
    discard_rest(g)
    assert "EV06" in g.state.turned
    assert any(e.kind == "changed" and e.data["what"] == "hope" and e.data["why"] == "Heat-Ray Flash"
               for e in g.log[-40:]) or g.state.hope == hope - 1


def test_draw_five_reshuffles_the_discard_when_the_deck_runs_out() -> None:
    g = first_play(seed=2)
    discard_rest(g)
    keep_alive(g, lambda h: h.state.day == 2 and h.pending.kind == "play")
    assert g.state.zones["survivor_deck"] == []  # 10 cards: two hands
    n = len(g.log)
    discard_rest(g)
    keep_alive(g, lambda h: h.state.day == 3 and h.pending.kind == "play")
    moved = [e for e in g.log[n:] if e.kind == "cards_moved"]
    rebuilt = [e for e in moved if e.data["src"] == "survivor_discard" and e.data["dst"] == "survivor_deck"]
    assert len(rebuilt) == 1 and len(g.state.zones["hand"]) == 5
    assert any(e.kind == "zone_shuffled" and e.data["zone"] == "survivor_deck" for e in g.log[n:])


def test_play_or_discard_every_card() -> None:
    g = first_play(seed=3)
    hand = list(g.state.zones["hand"])
    acts = g.legal_actions()
    assert {a.card for a in acts if isinstance(a, Discard)} == set(hand)
    discarded = hand[0]
    hope = g.state.hope
    g.play(Discard(discarded))
    assert discarded in g.state.zones["survivor_discard"] and g.state.hope == hope  # not Resolved
    n = len(g.log)
    discard_rest(g)
    assert all(c in g.state.zones["survivor_discard"] for c in hand)
    events_step = next(i for i, e in enumerate(g.log[n:]) if e.kind == "phase" and e.data["n"] == 5)
    last_discard = max(i for i, e in enumerate(g.log[n:]) if e.kind == "cards_moved" and e.data["src"] == "hand")
    assert last_discard < events_step  # the hand is empty before step 5


def test_spend_is_refused_when_you_cannot_pay_and_partial_ruling() -> None:
    for rules, playable in ((WotWRules(), False), (WotWRules().replace(spend_short="partial"), True)):
        g = until(WotWGame(rules, seed=3), at_kind("purchase"))
        g.play(Done()) if g.pending.kind == "purchase" else None
        keep_alive(g, lambda h: h.pending.kind == "play")  # day 2
        g2 = WotWGame(rules, seed=3)
        until(g2, lambda h: h.state.day == 1 and h.state.phase == "Draw 5 Survivor cards"
              or h.pending.kind == "play")
        assert g2.pending.kind == "play"
        hand = g2.state.zones["hand"]
        if "J08" not in hand:
            continue
        assert (Play("J08") in g2.legal_actions()) == (playable or g2.state.intuition >= 1)


def test_events_step_left_to_right_and_turned() -> None:
    g = first_play(seed=7)
    order = list(g.state.zones["events"])
    n = len(g.log)
    discard_rest(g)
    turned = [e.data["card"] for e in g.log[n:] if e.kind == "turned"]
    still = [c for c in order if c in turned]
    assert turned == still  # in the Event area's order, left to right


def test_stamina_buys_an_extra_draw() -> None:
    g = first_play(seed=3)
    assert g.state.stamina == 0 and PushOn() not in g.legal_actions()
    g.change("stamina", 2)
    g.play(Discard(g.state.zones["hand"][0]))  # the next question lists the new options
    assert PushOn() in g.legal_actions()
    n = len(g.state.zones["hand"])
    g.play(PushOn())
    assert g.state.stamina == 1 and len(g.state.zones["hand"]) == n + 1
    h = first_play(seed=3, rules=None) if False else until(WotWGame(WotWRules().replace(stamina_action="none"), seed=3),
                                                           at_kind("play"))
    h.change("stamina", 2)
    h.play(Discard(h.state.zones["hand"][0]))
    assert PushOn() not in h.legal_actions()


def test_purchase_spends_shillings_and_refills_the_road_market() -> None:
    g = first_play(seed=4)
    g.change("shillings", 10)
    discard_rest(g)
    until(g, at_kind("purchase"))
    card = g.state.zones["road_market"][0]
    cost = g.card(card).cost
    g.play(Buy(card))
    assert card in g.state.zones["survivor_discard"] and g.state.shillings == 10 - cost
    assert len(g.state.zones["road_market"]) == 4
    while g.pending.kind == "purchase":
        g.play(Done())
    assert len(g.state.zones["road_market"]) == 5
    with pytest.raises(IllegalAction):
        g.play(Buy(card))


def test_travel_returns_location_cards_and_removes_remain_in_play() -> None:
    g = first_play(seed=9)
    g.travel("Weybridge")
    until(g, lambda h: h.state.day == 2 and h.pending.kind == "play")
    loc_cards = [c for c in g.state.zones["events"] + g.state.zones["engaged"] if g.card(c).deck == "Weybridge"]
    offer = list(g.state.zones["location_offer"])
    g.edit("card:EV20", to="events")  # Red Weed Thicket: Remain in Play
    left = list(g.state.zones["area_b"])
    g.edit("journalist", intuition=10)
    g.travel("Horsell Common")
    z = g.state.zones
    assert z["loc:Weybridge"][:len(left)] == left  # the deck goes back to its place ...
    assert all(c in z["loc:Weybridge"] for c in loc_cards)  # ... with the Location cards not Discarded
    assert all(c in z["scav:Weybridge"] for c in offer)  # unpurchased Scavenging cards go back
    assert "EV20" in z["removed"]  # Remain in Play cards are Removed
    assert len(z["area_b"]) == 9 and g.state.location == "Horsell Common"
    assert g.state.intuition == 10 - g.way("Horsell Common").cost


def test_travel_options_open_and_affordable_only() -> None:
    g = first_play(seed=6)
    g.change("intuition", 10)
    discard_rest(g)
    until(g, at_kind("travel"))
    dests = {a.location for a in g.legal_actions() if isinstance(a, Travel)}
    opens = {w[4:] for w in g.state.zones["ways_open"]}
    assert dests == opens and Stay() in g.legal_actions()
    blocked = g.state.zones["ways_blocked"][0][4:]
    with pytest.raises(IllegalAction):
        g.play(Travel(blocked))
    h = first_play(seed=6)
    h.discard_rest = None
    poor = first_play(seed=6)
    discard_rest(poor)
    poor_opts = [a for a in poor.legal_actions() if isinstance(a, Travel)] if poor.pending.kind == "travel" else []
    assert all(poor.state.intuition >= poor.way(a.location).cost for a in poor_opts)


def test_hope_and_health_never_above_twenty_and_tokens_limited() -> None:
    g = first_play(seed=1)
    g.change("hope", 50)
    g.change("intuition", 50)
    g.change("stamina", 50)
    assert g.state.hope == 20 and g.state.intuition == 10 and g.state.stamina == 5
    g.change("health", -99)
    assert g.state.health == 0


def test_hope_or_health_zero_at_the_end_of_the_day_loses() -> None:
    g = first_play(seed=1)
    g.change("health", -99)
    assert not g.is_over  # only the end of the day decides
    until(g, lambda h: h.is_over)
    assert g.result["won"] is False and g.result["day"] == 1 and g.result["why"] == "health 0"


def test_instant_loss_ruling() -> None:
    g = until(WotWGame(WotWRules().replace(trackers_floor="instant_loss"), seed=1), at_kind("play"))
    g.change("hope", -99)
    assert g.is_over and g.result["why"] == "hope 0"


