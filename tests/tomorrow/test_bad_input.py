"""Issue #9 for Tomorrow: bad input gets a typed TabletopError naming the field or the rule, changes
nothing, and is answered at once (never a billion-item list, a spin, or a raw traceback)."""

from __future__ import annotations

import json
import time

import pytest

from tabletop_nb.core import (DataError, IllegalAction, RandomPolicy, RulesError, SaveFileError, TabletopError,
                              play_out)
from tabletop_nb.tomorrow import (BioAttack, Give, Invade, Pick, TomorrowGame, TomorrowRules, load_biologicals,
                                  load_happenings)
from tabletop_nb.tomorrow.script import play_until

OBJ4 = {"usa": "Manifest Destiny", "russia": "Heartland", "china": "Middle Kingdom", "india": "Regional Focus"}


def refused(g, fn, error=TabletopError, match=None):
    """``fn()`` raises ``error`` (matching), within a CPU second, leaving ``g`` exactly as it was."""
    before = (g.state.to_dict(), len(g.log), list(g.actions))
    t = time.process_time()
    with pytest.raises(error, match=match) as e:
        fn()
    assert time.process_time() - t < 1.0
    assert (g.state.to_dict(), len(g.log), list(g.actions)) == before
    return e.value


def at_gift():
    rules = TomorrowRules().replace(big_red_button="off", game_length="four_per_pile")
    g = TomorrowGame(rules, players=4, seed=1)
    play_until(g, RandomPolicy(1), lambda g: g.is_over or g.pending.kind == "gift")
    assert not g.is_over and g.pending.kind == "gift"
    return g


# ------------------------------------------------------------------ Political Capital and gifts


def test_a_billion_political_capital_is_refused_and_gifts_stay_small():
    g = at_gift()
    p = g.pending.who
    power = g.state.powers[p]
    e = refused(g, lambda: g.edit(f"player:{power}", pc=10**9), IllegalAction, "pc (must be a whole number|is beyond the limit)")
    assert e.rule in ("scenario", "scenario edit")
    g.edit(f"player:{power}", pc=999)  # the most an edit allows
    t = time.process_time()
    legal = g.legal_actions()
    assert time.process_time() - t < 1.0 and len(legal) <= 1 + 3 * 200
    other = next(q for q in g.state.powers if q != power)
    g.check(Give(other, 999))  # any amount one has is accepted, even if not listed
    refused(g, lambda: g.check(Give(other, 1000)), IllegalAction, "can give 1 to 999")
    from tabletop_nb.tomorrow import legal as legal_room
    assert all(len(v) <= legal_room.GIFT_AMOUNTS_LISTED for v in legal_room._GIFTS.values())
    assert len(legal_room._SHARED) <= legal_room.TABLE_LIMIT + 1 and len(legal_room._TARGETS) <= legal_room.TABLE_LIMIT + 1


@pytest.mark.parametrize("amount", [True, 1.5, "3", [3], None])
def test_give_with_a_bad_amount_is_refused(amount):
    g = at_gift()
    other = next(q for q in g.state.powers if q != g.state.powers[g.pending.who])
    e = refused(g, lambda: g.play(Give(other, amount)), IllegalAction, "amount")
    assert "gives True" not in str(e)


# ------------------------------------------------------------------ setups that would never end


def test_no_objective_to_choose_is_refused_at_setup():
    with pytest.raises(RulesError, match="objectives_offered"):
        TomorrowRules().replace(objectives_offered=0)
    mine = {"name": "Only Mine", "power": "usa", "annihilate": {"other": 1}, "protect": {"other": 1}}
    with pytest.raises(RulesError, match="has no Secret Objective"):
        TomorrowGame(players=4, cards={"objectives": [mine], "only": True})
    save = json.loads(TomorrowGame(players=4).to_json())
    save["rules"]["objectives_offered"] = 0
    with pytest.raises(SaveFileError, match="objectives_offered"):
        TomorrowGame.from_json(json.dumps(save))


# ------------------------------------------------------------------ edits


def test_a_territory_edit_with_several_fields_replays_in_the_given_order():
    """The bio's target is whoever controls the territory when it is placed: the order matters, and a
    save replays it in the order given."""
    targets = []
    for changes in ({"controller": "china", "bio": {"card": None, "owner": "usa", "left": 2}},
                    {"bio": {"card": None, "owner": "usa", "left": 2}, "controller": "china"}):
        g = TomorrowGame(players=4, seed=3, objectives=OBJ4)
        changes = json.loads(json.dumps(changes))
        card = g.state.bio_hand[0][0]
        for v in changes.values():
            if isinstance(v, dict):
                v["card"] = card
        g.edit("territory:central_asia", **changes)
        h = TomorrowGame.from_json(g.to_json())
        assert h.state == g.state
        targets.append(g.state.bio_active[-1]["target"])
    assert targets == [g.seat("china"), None]


BAD_EDITS = [
    (5, {"pc": 3}, "target"),
    ("player:9", {"pc": 3}, "no such player"),
    ("player:mars", {"pc": 3}, "no such power"),
    ("player:usa", {"pc": True}, "pc must be"),
    ("player:usa", {"pc": "ten"}, "pc must be"),
    ("player:usa", {"colour": "red"}, "'colour': a player edit sets"),
    ("player:usa", {"annihilated": ["china"]}, "annihilated maps"),
    ("player:usa", {"annihilated": {"china": 99}}, "annihilated.china must be"),
    ("player:usa", {"annihilated": {"atlantis": 1}}, "annihilated: no territory"),
    ("player:usa", {"annihilated": {"china": "x"}}, "annihilated.china must be"),
    ("player:usa", {"holds": "russia"}, "holds must be a list"),
    ("player:usa", {"holds": ["mars"]}, "holds: 'mars'"),
    ("player:usa", {"holds": [["russia"]]}, "holds: \\[\\'russia\\'\\]"),
    ("territory:atlantis", {"population": 1}, "no territory"),
    ("territory:china", {"population": 30}, "population must be"),
    ("territory:china", {"population": True}, "population must be"),
    ("territory:china", {"controller": "usa"}, "capital"),
    ("territory:canada", {"controller": 5}, "controller: 5"),
    ("territory:canada", {"controller": ["usa"]}, "controller:"),
    ("territory:canada", {"nuke": {"usa": 1}}, "nuke:"),
    ("territory:canada", {"bio": 5}, "bio must be"),
    ("territory:canada", {"bio": {"card": ["x"], "owner": "usa", "left": 1}}, "bio.card"),
    ("territory:canada", {"bio": {"card": "x", "owner": "usa", "left": 1, "extra": 0}}, "bio must be"),
    ("territory:canada", {"bio": {"card": "x", "owner": [], "left": 1}}, "bio.owner"),
    ("track", {"life": -1}, "life must be"),
    ("track", {"life": 10**9}, "life (must be|is beyond the limit)"),
    ("track", {"score": 3}, "'score': a track edit"),
    ("board", {"x": 1}, "nothing to edit"),
]


@pytest.mark.parametrize("target,changes,match", BAD_EDITS)
def test_bad_edits_name_the_field_and_change_nothing(target, changes, match):
    g = TomorrowGame(players=4, seed=2)
    e = refused(g, lambda: g.edit(target, **changes), IllegalAction, match)
    assert e.rule in ("scenario", "scenario edit")


def test_a_bio_edit_with_a_true_left_is_refused():
    g = TomorrowGame(players=4, seed=2)
    card = g.state.bio_hand[0][0]
    refused(g, lambda: g.edit("territory:canada", bio={"card": card, "owner": "usa", "left": True}),
            IllegalAction, "bio.left")


# ------------------------------------------------------------------ saves


def save_with(**fields):
    doc = json.loads(TomorrowGame(players=4, seed=1).to_json())
    for k, v in fields.items():
        if k == "rules":
            doc["rules"].update(v)
        else:
            doc[k] = v
    return json.dumps(doc)


@pytest.mark.parametrize("text,match", [
    (save_with(actions=[{"action": "Edit", "target": "player:9", "changes": json.dumps({"pc": 3})}]), "player"),
    (save_with(rules={"per_pawns": 0}), "per_pawns"),
    (save_with(rules={"die": 0}), "die"),
    (save_with(rules={"track_start": [75]}), "track_start"),
    (save_with(rules={"spread_check": {"a": 1}}), "spread_check"),
    (save_with(setup={"players": [4]}), "players"),
    (save_with(setup={"players": "4"}), "players"),
    (save_with(setup={"players": 4, "sets": "base"}), "sets"),
    (save_with(setup={"players": 4, "cards": {"objectives": 5}}), "objectives"),
    (save_with(setup={"players": 4, "happenings": [["x"]]}), "happenings"),
    (save_with(setup={"players": 4, "turn_order": [1, 2, 3, 4]}), "turn_order"),
    (save_with(setup={"players": 4, "bio_cards": {"usa": [["x"]]}}), "bio_cards"),
    (save_with(actions=[{"action": "Pick", "card": 5}]), "card"),
    (save_with(actions=[{"action": "Edit", "target": "track", "changes": "[1]"}]), "changes|edit"),
])
def test_bad_saves_are_save_file_errors(text, match):
    t = time.process_time()
    with pytest.raises(SaveFileError, match=match):
        TomorrowGame.from_json(text)
    assert time.process_time() - t < 1.0


# ------------------------------------------------------------------ actions with the wrong kind of field


@pytest.mark.parametrize("action,field", [
    (Pick(["usa-military"]), "card"), (Pick({"usa-military": 1}), "card"), (Pick({"usa-military"}), "card"),
    (Pick(5), "card"), (Invade("usa-military", ["canada"]), "territory"), (Invade({}, "canada"), "card"),
    (BioAttack("usa-biological", "canada", ["x"]), "bio"),
])
def test_actions_with_unhashable_or_wrong_fields_are_refused(action, field):
    g = TomorrowGame(players=4, seed=2, objectives=OBJ4)
    refused(g, lambda: g.play(action), IllegalAction, f"field '{field}'")


# ------------------------------------------------------------------ card data play would crash on


def test_card_data_play_would_crash_on_is_refused_at_load(monkeypatch):
    with pytest.raises(DataError) as e:
        load_happenings([{"name": "Flood", "pile": "red", "effect": "annihilate",
                          "args": {"territory": "china", "count": "3"}}])
    assert (e.value.card, e.value.field) == ("Flood", "args.count")
    with pytest.raises(DataError) as e:
        load_happenings([{"name": "Flood", "pile": "red", "effect": "annihilate",
                          "args": {"territory": "mordor", "count": 3}}])
    assert (e.value.card, e.value.field) == ("Flood", "args.territory")
    few = [{"name": f"Bug {i}", "immediate": 1, "per_five": False, "spread": 0, "duration": 1, "random_check": False}
           for i in range(3)]
    load_biologicals(few)
    with pytest.raises(DataError, match="are dealt .* biological cards"):
        TomorrowGame(players=4, cards={"biologicals": few, "only": ["biologicals"]})
    import tabletop_nb.tomorrow.flow as flow
    real = flow.powers()
    monkeypatch.setattr(flow, "powers", lambda: {k: v for k, v in real.items() if k != "india"})
    with pytest.raises(DataError) as e:
        TomorrowGame(players=4)
    assert (e.value.file, e.value.card) == ("powers.json", "india")


def test_random_games_never_spin():
    """play_out ends every game (no decision offers nothing)."""
    for seed in range(5):
        g = play_out(TomorrowGame(players=4 + seed % 3, seed=seed), RandomPolicy(seed), max_actions=5000)
        assert g.is_over
