"""Hidden information: no seat's board, view, story or seat save ever names a card of the other side's hand
or of a deck (face down), at any step of random games, snapshots (time travel) and undo included."""

from __future__ import annotations

import json

import pytest

from tabletop_nb.core import RandomPolicy, play_out
from tabletop_nb.tomorrow2023 import HeuristicPolicy, Tomorrow2023Game, Tomorrow2023Rules
from tabletop_nb.tomorrow2023.invariants import hidden_leaks


def _secret_labels(g, seat):
    s = g.state
    hidden = set(s.zones[f"hand:{1 - seat}"]) | set(s.zones["deck:0"]) | set(s.zones["deck:1"])
    public = {e.data["card"] for e in g.log if e.kind != "drawn" and e.data.get("seen_by") is None
              and isinstance(e.data.get("card"), str)}
    return {c: g.cat[c].fr for c in hidden}, public


@pytest.mark.parametrize("seed, lang, heuristic", [(0, "fr", False), (1, "en", False), (2, "fr", True),
                                                   (3, "en", True)])
def test_every_view_at_every_step_hides_the_other_hand_and_the_decks(seed, lang, heuristic):
    g = Tomorrow2023Game(seed=seed, language=lang)
    play_out(g, [HeuristicPolicy(seed), HeuristicPolicy(seed + 9)] if heuristic else RandomPolicy(seed))
    for e in g.log:  # secrets are marked as such
        if e.kind == "drawn":
            assert e.data["seen_by"] == [e.data["side"]]
        if e.kind == "shuffled":
            assert e.data["seen_by"] == []
    checked = 0
    for k in range(0, len(g.log) + 1):
        snap = g.at(k)
        for seat in (0, 1):
            problems = hidden_leaks(snap, seat, story=True)
            assert not problems, f"step {k}: {problems}"
            secret, public = _secret_labels(snap, seat)
            exported = snap.to_json(seat=seat)
            doc = json.loads(exported)
            assert "seed" not in doc and "actions" not in doc
            for c, fr in secret.items():
                assert f"card:{c}'" not in snap.svg_for(seat)
                if c not in public:
                    assert f"« {fr} »" not in exported, f"step {k}: seat {seat}'s save names {fr}"
            checked += 1
    assert checked == 2 * (len(g.log) + 1)


def test_the_hidden_sentence_of_a_draw_names_no_card():
    g = Tomorrow2023Game(seed=5)
    draws = [e for e in g.log if e.kind == "drawn"]
    assert len(draws) == 6
    for e in draws:
        other = 1 - e.data["side"]
        assert g.cat[e.data["card"]].fr not in e.sentence_for(other)
        assert g.cat[e.data["card"]].fr in e.sentence_for(e.data["side"])


def test_view_shows_own_hand_the_other_hand_as_a_count_and_decks_as_counts():
    g = Tomorrow2023Game(seed=5)
    v = g.view(1)
    assert isinstance(v["sides"][0]["hand"], int) and v["sides"][0]["hand"] == 3
    assert len(v["sides"][1]["hand"]) == 3 and all(isinstance(x, str) for x in v["sides"][1]["hand"])
    assert v["sides"][0]["deck"] == 7 and v["sides"][1]["deck"] == 7
    assert v["pending"] == {"who": "Dragonflies", "kind": "action"}  # the other's question: no options shown
    mine = g.view(0)["pending"]
    assert mine["options"] and mine["prompt"]


def test_discards_are_public_and_a_card_taken_back_is_shown():
    decks = {"rebels": ["porte_voix", "hacker", "mecene", "video_compromettante", "manifestation", "tract",
                        "collecte_de_fonds", "reseau_clandestin", "recuperation", "concert_de_soutien"],
             "government": sorted(c for c in Tomorrow2023Game(seed=0).setup["decks"]["government"])}
    g = Tomorrow2023Game(seed=4, decks=decks)
    from t2023_helpers import hand
    from tabletop_nb.tomorrow2023 import Discard, Play
    from tabletop_nb.core import Choose
    hand(g, 0, "tract", "recuperation")
    g.play(Discard("tract"))
    assert "« Tract »" in json.dumps(g.view(1), ensure_ascii=False)  # face up: the NCG reads it
    g.play(Play("recuperation"))
    assert g.pending.kind == "salvage"
    g.play(Choose("tract"))
    ev = next(e for e in reversed(g.log) if e.kind == "taken_from_discard")
    assert "seen_by" not in ev.data and "Tract" in ev.sentence_for(1)  # shown to the opponent


def test_undo_and_snapshots_keep_the_secrets():
    g = Tomorrow2023Game(seed=8)
    play_out(g, RandomPolicy(8), max_actions=30) if False else None
    for _ in range(30):
        if g.is_over:
            break
        g.play(RandomPolicy(len(g.actions))(g))
    g.undo(5)
    for seat in (0, 1):
        assert not hidden_leaks(g, seat, story=True)
        assert not hidden_leaks(g.at(len(g.log) // 2), seat, story=True)


def test_always_ask_ruling_hides_whether_a_reaction_is_held():
    r = Tomorrow2023Rules().replace(reaction_prompt="always")
    g = Tomorrow2023Game(r, seed=3)
    play_out(g, RandomPolicy(3))
    asked = [e for e in g.log if e.kind == "decision" and e.data["decision"] == "reaction"]
    assert asked, "a reaction question was asked"
