"""Kernel hooks: the board (SVG targets, text size), describe_action, actions_at/targets_of, tracks, seats."""

from __future__ import annotations

import re

from t2023_helpers import hand

from tabletop_nb.core import RandomPolicy, play_out
from tabletop_nb.tomorrow2023 import Discard, Draw, Play, Tomorrow2023Game, UseAction


def test_svg_is_legible_and_its_targets_are_the_legal_ones():
    g = Tomorrow2023Game(seed=2)
    svg = g.svg()
    sizes = [int(x) for x in re.findall(r"font-size='(\d+)'", svg)]
    assert sizes and min(sizes) >= 12
    marked = set(re.findall(r"data-target='([^']+)'", svg))
    assert set(g.targets()) <= marked
    for t in g.targets():
        acts = g.actions_at(t)
        assert acts and all(a in g.legal_actions() for a in acts)
        assert g.action_for_target(t) == acts[0]
    assert "deck:0" in g.targets() and g.actions_at("deck:0") == [Draw()]


def test_a_hand_card_can_be_played_or_discarded_from_the_board():
    g = Tomorrow2023Game(seed=2)
    hand(g, 0, "tract")
    hand(g, 1)  # no Censure to answer it
    assert g.actions_at("card:tract") == [Play("tract"), Discard("tract")]
    assert g.targets_of(Discard("tract")) == ["card:tract"]
    g.click("card:tract")
    assert "tract" in g.state.zones["discard:0"] and g.influence() == 2


def test_a_leader_in_play_is_a_target_for_its_action():
    g = Tomorrow2023Game(seed=2)
    g.edit("place", card="porte_voix", zone="play:0")
    assert g.actions_at("card:porte_voix") == [UseAction("porte_voix")]


def test_svg_is_a_pure_function_of_the_state():
    g = Tomorrow2023Game(seed=2)
    pol = RandomPolicy(2)
    for _ in range(25):
        g.play(pol(g))
    assert g.svg() == g.svg() and g.copy().svg() == g.svg()
    snap = g.at(len(g.log) // 2)
    assert snap.svg() == g.at(len(g.log) // 2).svg()
    assert "?" in g.svg_for(0)  # the other hand is shown as card backs


def test_hooks_tracks_rounds_and_seats():
    g = Tomorrow2023Game(seed=2)
    play_out(g, RandomPolicy(2))
    assert g.seats() == ["Dragonflies", "NCG"]
    tr = g.tracks()
    assert set(tr) == set(g.track_groups()) == {"influence", "crédits Dragonflies", "crédits NCG", "arrestations"}
    assert len(tr["influence"]) == len(g.log) + 1
    assert g.round_of(g.state) == g.state.turn > 1
    assert g.track_groups()["crédits NCG"][0] == "crédits"


def test_describe_action_labels_are_in_the_games_language():
    g = Tomorrow2023Game(seed=2)
    hand(g, 0, "tract")
    assert g.describe_action(Play("tract")) == "Jouer « Tract » (1 cr.)"
    e = Tomorrow2023Game(seed=2, language="en")
    assert e.describe_action(Play("tract")) == "Play « Tract » (Leaflets) (1 cr.)"


def test_a_seat_view_is_what_one_player_sees_and_plays():
    from tabletop_nb.core import IllegalAction
    from tabletop_nb.tomorrow2023.invariants import hidden_leaks
    from tabletop_nb.ui import explore
    g = Tomorrow2023Game(seed=2)
    ncg = g.seat_view(1)
    secret = [g.cat[c].fr for c in g.state.zones["hand:0"]]
    text = ncg.svg() + "\n".join(e.sentence for e in ncg.log)
    assert not any(f"« {fr} »" in text for fr in secret) and not hidden_leaks(g, 1, story=True)
    assert ncg.targets() == [] and g.seat_view(0).targets() == g.targets()
    try:
        ncg.click("deck:1")
        raise AssertionError("the NCG played in the rebels' turn")
    except IllegalAction:
        pass
    g.seat_view(0).click("deck:0")
    assert ncg.at(5).svg() == g.at(5).svg_for(1)
    ex = explore(g.seat_view(0))
    assert ex.stepper.total == len(g.log)
