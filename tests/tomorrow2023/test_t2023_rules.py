"""One test per rule of the Tomorrow (2023) rulebook (sections named as in the French text)."""

from __future__ import annotations

import pytest
from t2023_helpers import choose, end_turn, game, hand

from tabletop_nb.core import IllegalAction
from tabletop_nb.tomorrow2023 import (Discard, Draw, NoReaction, Pass, Play, React, Tomorrow2023Game,
                                      Tomorrow2023Rules, UseAction, cards)


# ----------------------------------------------------------------- Matériel / Mise en place

def test_setup_shuffles_draws_three_gives_three_credits_and_the_rebels_start():
    g = Tomorrow2023Game(seed=1)
    s = g.state
    for side in (0, 1):
        assert len(s.zones[f"hand:{side}"]) == 3 and len(s.zones[f"deck:{side}"]) == 7
        assert s.credits[side] == 3
    assert g.credit_reserve() == 41 - 6 and g.influence_reserve() == 15
    assert g.pending.who == 0 and g.pending.kind == "action" and s.turn == 1
    # the box: 10 cards a side
    assert sorted(s.owner.values()).count(0) == 10 and sorted(s.owner.values()).count(1) == 10
    # shuffles are seeded (another seed, another order) and seen by nobody
    other = Tomorrow2023Game(seed=2)
    assert other.state.zones["deck:0"] != s.zones["deck:0"] or other.state.zones["deck:1"] != s.zones["deck:1"]
    shuffles = [e for e in g.log if e.kind == "shuffled"]
    assert len(shuffles) == 2 and all(e.data["seen_by"] == [] for e in shuffles)


def test_box_decks_follow_the_rulebook():
    cat = cards()
    rebels = [c for c in cat.values() if c.side == "rebels" and c.set == "base"]
    gov = [c for c in cat.values() if c.side == "government" and c.set == "base"]
    assert len(rebels) == 10 and len(gov) == 10
    leaders = [c for c in rebels if c.kind == "leader"]
    assert len(leaders) == 3 and sum(c.ability == "action" for c in leaders) == 2  # « seuls 2 leaders »
    assert cat["video_compromettante"].reaction == "arrest"
    assert sum(c.arrest for c in gov) <= 3 and sum(c.kind == "agent" for c in gov) <= 2
    for side in ("rebels", "government"):
        assert sum(c.custom and c.side == side for c in cat.values()) >= 6


# ----------------------------------------------------------------- Tour de jeu

def test_two_actions_then_the_opponent_and_the_same_action_twice():
    g = game()
    g.play(Draw())
    assert g.pending.who == 0 and g.state.action == 2
    g.play(Draw())
    assert g.pending.who == 1 and g.state.side == 1 and g.state.turn == 2


def test_draw_takes_the_top_of_the_deck_hidden_from_the_opponent():
    g = game()
    top = g.state.zones["deck:0"][0]
    g.play(Draw())
    assert g.state.zones["hand:0"][-1] == top
    ev = next(e for e in reversed(g.log) if e.kind == "drawn")
    assert ev.data["seen_by"] == [0]
    assert g.cat[top].fr in ev.sentence_for(0) and g.cat[top].fr not in ev.sentence_for(1)


def test_reshuffle_only_when_drawing_from_an_empty_deck():
    g = game()
    deck = list(g.state.zones["deck:0"])
    for c in deck[1:]:
        g.edit("place", card=c, zone="discard:0")
    g.play(Draw())  # one card left: no reshuffle although the discard holds six
    assert not [e for e in g.log if e.kind == "shuffled" and e.data["why"] == "reshuffle"]
    assert g.state.zones["deck:0"] == [] and len(g.state.zones["discard:0"]) == 6
    g.play(Draw())  # now the deck is empty: the discard becomes the deck, then the top card is drawn
    sh = [e for e in g.log if e.kind == "shuffled" and e.data["why"] == "reshuffle"]
    assert len(sh) == 1 and sh[0].data["seen_by"] == []
    assert len(g.state.zones["deck:0"]) == 5 and g.state.zones["discard:0"] == []


def test_no_draw_from_an_empty_deck_and_an_empty_discard():
    g = Tomorrow2023Game(Tomorrow2023Rules().replace(hand_limit=7), seed=3)
    for c in ("porte_voix", "hacker", "mecene"):
        g.edit("place", card=c, zone="play:0")
    for c in list(g.state.zones["deck:0"]):
        g.edit("place", card=c, zone="hand:0")
    assert not g.state.zones["deck:0"] and not g.state.zones["discard:0"]
    assert Draw() not in g.legal_actions()
    with pytest.raises(IllegalAction):
        g.play(Draw())


def test_play_pays_the_cost_and_never_without_enough_credits():
    g = game()
    hand(g, 0, "manifestation", "tract")
    g.edit("credits", rebels=2)
    assert Play("manifestation") not in g.legal_actions()
    with pytest.raises(IllegalAction):
        g.play(Play("manifestation"))
    g.play(Play("tract"))
    assert g.state.credits[0] == 1 and g.credit_reserve() == 41 - 1 - g.state.credits[1]
    assert "tract" in g.state.zones["discard:0"]  # an évènement goes to the discard once resolved
    assert g.influence() == 2


def test_discard_from_hand_for_its_cost_in_credits():
    g = game()
    hand(g, 0, "manifestation")
    g.play(Discard("manifestation"))
    assert g.state.credits[0] == 3 + 3 and g.state.zones["discard:0"][0] == "manifestation"
    assert g.influence() == 0  # without its effect


def test_leaders_stay_in_play_and_their_action_is_once_per_turn_ready_again_next_turn():
    g = game()
    hand(g, 0, "porte_voix")
    g.play(Play("porte_voix"))
    assert "porte_voix" in g.state.zones["play:0"]
    g.play(UseAction("porte_voix"))  # ruling new_card_acts="action_now": usable in the turn it is played
    assert g.state.tokens["porte_voix"] == 3 and g.influence() == 3
    assert g.state.side == 1 and "porte_voix" in g.state.used  # still « inclinée » during the NCG's turn
    end_turn(g)  # the NCG's turn; the rebels' next turn readies it
    assert UseAction("porte_voix") in g.legal_actions()
    g.play(UseAction("porte_voix"))
    assert UseAction("porte_voix") not in g.legal_actions()  # once per turn
    with pytest.raises(IllegalAction):
        g.play(UseAction("porte_voix"))
    assert g.state.tokens["porte_voix"] == 6


def test_no_limit_to_the_tokens_on_a_leader():
    g = game()
    g.edit("place", card="porte_voix", zone="play:0", tokens=12)
    g.play(UseAction("porte_voix"))
    assert g.state.tokens["porte_voix"] == 15


def test_new_card_acts_next_turn_ruling():
    g = game(new_card_acts="next_turn")
    hand(g, 0, "porte_voix")
    g.play(Play("porte_voix"))
    assert UseAction("porte_voix") not in g.legal_actions()


def test_automatic_ability_at_the_start_of_its_owners_turn():
    g = game()
    hand(g, 0, "mecene")
    g.play(Play("mecene"))
    credits = g.state.credits[0]
    g.play(Draw())
    end_turn(g)  # the NCG's turn
    assert g.state.credits[0] == credits + 1  # the Mécène acted at the start of the rebels' turn
    assert any(e.kind == "ability_acts" and e.data["card"] == "mecene" for e in g.log)


def test_auto_on_entry_ruling_acts_when_played():
    g = game(new_card_acts="auto_on_entry")
    hand(g, 0, "mecene")
    g.play(Play("mecene"))
    assert g.state.credits[0] == 3 - 2 + 1


def _two_agents(g):
    g.edit("place", card="commissaire", zone="play:1")
    g.edit("place", card="indic", zone="play:1")


def test_owner_chooses_the_order_of_start_abilities():
    g = game()
    _two_agents(g)
    g.edit("place", card="porte_voix", zone="play:0", tokens=2)
    end_turn(g)
    # the NCG's turn starts: two automatic abilities, the NCG is asked which acts first
    g2 = game()
    _two_agents(g2)
    g2.play(Draw())
    g2.play(Draw())
    assert g2.pending.kind == "order" and g2.pending.who == 1
    assert set(g2.legal_actions()) == {choose("commissaire"), choose("indic")}
    g2.play(choose("indic"))
    acts = [e.data["card"] for e in g2.log if e.kind == "ability_acts"]
    assert acts == ["indic", "commissaire"]


def test_play_order_ruling_for_start_abilities():
    g = game(start_order="play_order")
    _two_agents(g)
    g.play(Draw())
    g.play(Draw())
    assert g.pending.kind == "action"
    assert [e.data["card"] for e in g.log if e.kind == "ability_acts"] == ["commissaire", "indic"]


# ----------------------------------------------------------------- Piocher une carte: the hand limit

def test_drawing_with_five_in_hand_takes_the_card_then_discards_one_without_credits():
    g = game()
    deck = g.state.zones["deck:0"]
    five = (g.state.zones["hand:0"] + deck)[:5]
    hand(g, 0, *five)
    top = g.state.zones["deck:0"][0]
    credits = g.state.credits[0]
    g.play(Draw())
    assert g.pending.kind == "limit" and len(g.state.zones["hand:0"]) == 6
    assert set(g.legal_actions()) == {choose(c) for c in five + [top]}
    g.play(choose(top))
    assert len(g.state.zones["hand:0"]) == 5 and g.state.credits[0] == credits
    assert g.state.zones["discard:0"][0] == top


# ----------------------------------------------------------------- Réactions and Arrestations

def _arrest_setup(**rules):
    g = game(**rules)
    g.edit("place", card="porte_voix", zone="play:0", tokens=4)
    hand(g, 0, "video_compromettante")
    hand(g, 1, "arrestation")
    g.edit("credits", rebels=3, government=6)
    g.play(Draw())
    g.play(Draw())
    return g


def test_an_arrest_goes_to_the_score_zone_and_discards_the_tokens():
    g = _arrest_setup()
    hand(g, 0)  # no reaction in hand: the rebels are not asked
    g.play(Play("arrestation"))
    assert "porte_voix" in g.state.zones["score:1"] and "porte_voix" not in g.state.tokens
    assert g.influence() == 0 and g.influence_reserve() == 15  # the tokens went back to the reserve
    assert g.pending.who == 1 and g.pending.kind == "action"
    # its ability is gone
    end_turn(g)
    assert UseAction("porte_voix") not in g.legal_actions()


def test_banked_influence_ruling_an_arrest_costs_no_points():
    g = _arrest_setup(influence_counts="banked")
    hand(g, 0)
    g.play(Play("arrestation"))
    assert g.influence() == 4 and g.influence_reserve() == 15


def test_video_compromettante_answers_an_arrest_as_a_decision():
    g = _arrest_setup()
    g.play(Play("arrestation"))
    assert g.pending.who == 0 and g.pending.kind == "reaction"
    assert g.legal_actions() == [React("video_compromettante"), NoReaction()]
    assert "vidéo" not in g.pending.prompt.lower()  # the question names the action, not the card
    g.play(React("video_compromettante"))
    assert "porte_voix" in g.state.zones["play:0"] and g.state.tokens["porte_voix"] == 4
    assert g.state.credits[0] == 3 - 1  # ruling reaction_cost="pay"
    assert "video_compromettante" in g.state.zones["discard:0"] and "arrestation" in g.state.zones["discard:1"]
    assert g.pending.who == 1 and g.pending.kind == "action"  # the NCG's turn goes on


def test_no_reaction_lets_the_arrest_happen():
    g = _arrest_setup()
    g.play(Play("arrestation"))
    g.play(NoReaction())
    assert "porte_voix" in g.state.zones["score:1"]


def test_a_reaction_needs_its_credits_unless_free():
    g = _arrest_setup()
    g.edit("credits", rebels=0)  # edits wait between actions: the arrest comes next
    g.play(Play("arrestation"))
    assert "porte_voix" in g.state.zones["score:1"]  # 0 credits: not asked (ruling reaction_prompt)
    g = _arrest_setup(reaction_cost="free")
    g.edit("credits", rebels=0)
    g.play(Play("arrestation"))
    assert g.pending.kind == "reaction"
    g.play(React("video_compromettante"))
    assert g.state.credits[0] == 0 and "porte_voix" in g.state.zones["play:0"]


def test_reaction_uses_an_action_of_the_next_turn_ruling():
    g = _arrest_setup(reaction_action="next_turn")
    g.play(Play("arrestation"))
    g.play(React("video_compromettante"))
    end_turn(g)
    started = [e for e in g.log if e.kind == "turn_started"][-1]
    assert started.data["side"] == 0 and started.data["actions"] == 1


def test_always_ask_ruling_asks_even_without_a_reaction():
    g = _arrest_setup(reaction_prompt="always")
    hand(g, 0)
    g.play(Play("arrestation"))
    assert g.pending.kind == "reaction" and g.legal_actions() == [NoReaction()]


def test_a_reaction_is_never_played_in_your_own_turn_but_may_be_discarded():
    g = game()
    hand(g, 0, "video_compromettante")
    legal = g.legal_actions()
    assert Play("video_compromettante") not in legal and React("video_compromettante") not in legal
    with pytest.raises(IllegalAction):
        g.play(Play("video_compromettante"))
    g.play(Discard("video_compromettante"))
    assert g.state.credits[0] == 3 + 1


def test_censure_answers_a_rebel_event_and_fuite_answers_an_agent():
    g = game()
    hand(g, 0, "manifestation", "fuite_de_documents")
    hand(g, 1, "censure", "commissaire")
    g.edit("credits", rebels=5, government=5)
    g.play(Play("manifestation"))
    assert g.pending.who == 1 and g.legal_actions() == [React("censure"), NoReaction()]
    g.play(React("censure"))
    assert g.influence() == 0 and "manifestation" in g.state.zones["discard:0"]
    g.play(Draw())
    g.play(Play("commissaire"))
    assert g.pending.who == 0 and g.legal_actions() == [React("fuite_de_documents"), NoReaction()]
    g.play(React("fuite_de_documents"))
    assert "commissaire" in g.state.zones["discard:1"] and not g.state.zones["play:1"]


def test_arrest_choice_and_the_most_loaded_leader():
    g = game()
    g.edit("place", card="porte_voix", zone="play:0", tokens=4)
    g.edit("place", card="hacker", zone="play:0", tokens=4)
    g.edit("place", card="mecene", zone="play:0", tokens=1)
    hand(g, 1, "rafle", "garde_a_vue")
    hand(g, 0)
    g.edit("credits", government=10)
    end_turn(g)
    g.play(Play("rafle"))  # two carry the most: the NCG picks one of them
    assert g.pending.kind == "arrest" and set(g.legal_actions()) == {choose("porte_voix"), choose("hacker")}
    g.play(choose("hacker"))
    g.play(Play("garde_a_vue"))  # only leaders with at least 3 tokens: porte_voix alone, no question
    assert g.state.zones["score:1"] == ["hacker", "porte_voix"]


# ----------------------------------------------------------------- Fin de partie

def test_rebels_win_at_15_influence():
    g = game()
    g.edit("pool", n=13)
    hand(g, 0, "tract")
    g.play(Play("tract"))
    assert g.is_over and g.result["winner"] == "rebels" and g.result["influence"] == 15


def test_government_wins_with_three_leaders_arrested():
    g = game()
    g.edit("place", card="porte_voix", zone="score:1")
    g.edit("place", card="hacker", zone="score:1")
    g.edit("place", card="mecene", zone="play:0", tokens=0)
    hand(g, 1, "arrestation")
    hand(g, 0)
    g.edit("credits", government=5)
    end_turn(g)
    g.play(Play("arrestation"))
    assert g.is_over and g.result["winner"] == "government" and g.result["arrests"] == 3


def test_both_conditions_at_once_the_rebels_win():
    g = game(influence_counts="banked")
    g.edit("place", card="porte_voix", zone="score:1")
    g.edit("place", card="hacker", zone="score:1")
    g.edit("place", card="mecene", zone="play:0", tokens=0)
    g.edit("pool", n=15)  # banked: 15 scored; the check comes with the next action
    hand(g, 1, "arrestation")
    hand(g, 0)
    g.edit("credits", government=5)
    assert g.winner() == "rebels"
    g.play(Draw())
    assert g.is_over and g.result["winner"] == "rebels"
    g2 = game(influence_counts="banked")
    g2.edit("place", card="porte_voix", zone="score:1")
    g2.edit("place", card="hacker", zone="score:1")
    g2.edit("place", card="mecene", zone="score:1")
    g2.edit("pool", n=15)
    g2.play(Draw())
    assert g2.result["winner"] == "rebels" and g2.result["both"] is True


# ----------------------------------------------------------------- exhausted supplies

def test_capped_supply_gives_only_what_is_left_and_unlimited_does_not_run_out():
    g = game()
    g.edit("pool", n=14)
    g.edit("place", card="porte_voix", zone="play:0", tokens=0)
    r = Tomorrow2023Rules().replace(influence_to_win=30)
    g = Tomorrow2023Game(r, seed=3)
    g.edit("pool", n=14)
    g.edit("place", card="porte_voix", zone="play:0", tokens=0)
    g.play(UseAction("porte_voix"))
    assert g.state.tokens["porte_voix"] == 1 and g.influence_reserve() == 0
    assert any(e.kind == "supply_short" for e in g.log)
    g = Tomorrow2023Game(r.replace(empty_supply="unlimited"), seed=3)
    g.edit("pool", n=14)
    g.edit("place", card="porte_voix", zone="play:0", tokens=0)
    g.play(UseAction("porte_voix"))
    assert g.state.tokens["porte_voix"] == 3 and g.influence_reserve() == -2
    assert not g.invariants()


def test_credits_never_negative_and_capped_by_the_reserve():
    g = game()
    g.edit("credits", rebels=31, government=10)  # 41 in all: the reserve is empty
    hand(g, 0, "collecte_de_fonds")
    g.play(Play("collecte_de_fonds"))  # costs 0, would give 2: the reserve has none
    assert g.state.credits[0] == 31 and g.credit_reserve() == 0
    assert any(e.kind == "supply_short" for e in g.log)
    g.edit("credits", rebels=0, government=0)
    hand(g, 0, "manifestation")
    assert Play("manifestation") not in g.legal_actions()


def test_pass_only_when_nothing_else_is_possible():
    g = game()
    assert Pass() not in g.legal_actions()
