"""« Personnaliser son deck »: validate_deck, games with custom decks, user card files."""

from __future__ import annotations

import json

import pytest

from tabletop_nb.core import DataError, Game, RandomPolicy, RulesError, TabletopError, play_out
from tabletop_nb.tomorrow2023 import Tomorrow2023Game, box_deck, cards, load, validate_deck

BOX_R = box_deck(0)
BOX_G = box_deck(1)


def test_the_box_decks_are_valid():
    assert validate_deck("rebels", BOX_R) == BOX_R and validate_deck("government", BOX_G) == BOX_G


def test_rebel_deck_limits_are_all_named_at_once():
    bad = ["porte_voix", "hacker", "mecene", "etudiante", "journaliste", "avocate", "tract"]
    with pytest.raises(TabletopError) as e:
        validate_deck("rebels", bad)
    msg = str(e.value)
    assert "exactly 10 cards (got 7)" in msg and "exactly 3 leaders (got 5)" in msg
    assert "at most 2 cards with the customization icon (got 3)" in msg


def test_government_deck_limits_are_all_named_at_once():
    bad = BOX_G[:] + ["perquisition", "drone", "juge"]
    with pytest.raises(TabletopError) as e:
        validate_deck(1, bad)
    msg = str(e.value)
    assert "exactly 10 cards (got 13)" in msg and "at most 3 arrest cards (got 4)" in msg
    assert "at most 2 agents (got 4)" in msg


def test_unknown_other_side_and_duplicate_cards():
    with pytest.raises(TabletopError) as e:
        validate_deck("rebels", BOX_R[:8] + ["nope", "rafle", BOX_R[0]][:2] + [BOX_R[0]])
    msg = str(e.value)
    assert "unknown cards: 'nope'" in msg and "other side: rafle" in msg and "twice" in msg


def test_exactly_three_leaders_and_two_customization_cards_is_fine():
    deck = ["porte_voix", "etudiante", "mecene", "avocate", "video_compromettante", "manifestation", "tract",
            "collecte_de_fonds", "reseau_clandestin", "appel_a_la_greve"]
    assert validate_deck("rebels", deck) == deck
    gov = [c for c in BOX_G if c != "subventions"] + ["budget_d_urgence"]
    assert validate_deck("government", gov) == gov


def test_a_game_with_custom_decks_is_recorded_and_replays():
    decks = {"rebels": ["porte_voix", "etudiante", "mecene", "avocate", "video_compromettante", "manifestation",
                        "tract", "collecte_de_fonds", "reseau_clandestin", "appel_a_la_greve"],
             "government": [c for c in BOX_G if c not in ("subventions", "ecoutes")]
             + ["contre_enquete", "desinformation"]}
    g = Tomorrow2023Game(seed=6, decks=decks)
    play_out(g, RandomPolicy(6))
    doc = json.loads(g.to_json())
    assert doc["setup"]["decks"] == decks
    again = Game.from_json(g.to_json())
    assert again.state == g.state and again.result == g.result
    assert set(g.state.owner) == set(decks["rebels"]) | set(decks["government"])


def test_an_invalid_deck_is_refused_at_setup_naming_both_sides():
    with pytest.raises(RulesError) as e:
        Tomorrow2023Game(decks={"rebels": BOX_R[:9], "government": BOX_G + ["perquisition"]})
    assert "Dragonflies" in str(e.value) and "NCG" in str(e.value)


def test_cards_lists_every_card_with_both_names():
    cat = cards()
    assert len(cat) >= 32
    assert all(c.fr and c.en and c.text_fr and c.text_en for c in cat.values())
    assert cat["video_compromettante"].fr == "Vidéo compromettante" and cat["video_compromettante"].en


def test_user_cards_replace_ours_are_checked_and_saved():
    mine = [{"name": "tract", "fr": "Tract", "en": "Leaflets", "side": "rebels", "kind": "event", "cost": 0,
             "effect": "rally", "args": {"n": 1}}]
    g = Tomorrow2023Game(seed=2, cards=json.dumps(mine))
    assert g.cat["tract"].cost == 0 and g.setup["cards"][0]["cost"] == 0
    loaded = Game.from_json(g.to_json())
    assert loaded.cat["tract"].cost == 0
    bad = [dict(mine[0], args={"n": "lots"})]
    with pytest.raises(DataError) as e:
        Tomorrow2023Game(cards=bad)
    assert "tract" in str(e.value) and "args" in str(e.value)
    with pytest.raises(DataError) as e:
        load([dict(mine[0], kind="agent")])
    assert "kind" in str(e.value)
    with pytest.raises(DataError):
        load([dict(mine[0], effect="explode")])


def test_a_whole_new_card_can_join_a_custom_deck():
    new = {"name": "flashmob", "fr": "Flashmob", "en": "Flash Mob", "side": "rebels", "kind": "event", "cost": 1,
           "effect": "rally", "args": {"n": 2}, "custom": True, "set": "mine"}
    deck = [c for c in BOX_R if c != "tract"] + ["flashmob"]
    g = Tomorrow2023Game(seed=1, cards=[new], decks={"rebels": deck, "government": BOX_G})
    play_out(g, RandomPolicy(1))
    assert g.is_over and "flashmob" in g.state.owner
