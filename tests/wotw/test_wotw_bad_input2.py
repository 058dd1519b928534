"""Bad input, second round (#32, items 3 to 5) for The War of the Worlds: scenario edits that would leave a state the
rules never reach, custom cards whose every field is checked at load time (file, card and field named), and every
tunable swept across its declared range with the invariants checked after every action."""

from __future__ import annotations

import copy
import json

import pytest
from wotw_helpers import first_play, until

from tabletop_nb.core import DataError, Game, GameDidNotEnd, IllegalAction, RandomPolicy, TabletopError, play_out
from tabletop_nb.wotw import Discard, Play, WotWGame, WotWRules
from tabletop_nb.wotw.cards import DATA


def fingerprint(g):
    return (json.dumps(g.state.to_dict(), sort_keys=True, default=repr), len(g.log), len(g.actions),
            g.state.pending, g.rng.getstate())


def refused(g, target, match, **changes):
    before = fingerprint(g)
    with pytest.raises(IllegalAction, match=match) as e:
        g.edit(target, **changes)
    assert fingerprint(g) == before, "a refused edit changed the game"
    assert e.value.rule == "scenario"
    return e.value


# --------------------------------------------------------------------------- 3. edits that break the game

def test_a_resource_edit_follows_the_limits_of_the_rules():
    g = first_play()
    err = refused(g, "journalist", r"stamina must be a whole number from 0 to 5 \(rule stamina_tokens\)", stamina=12)
    assert "12" in str(err)
    refused(g, "journalist", r"hope must be a whole number from 0 to 20 \(rule track_max\)", hope=21)
    # the limit is the rules' own: a variant with a longer track or more tokens takes what it allows
    big = first_play(rules=WotWRules().replace(track_max=30, stamina_tokens=50))
    big.edit("journalist", hope=25, stamina=30)
    assert (big.state.hope, big.state.stamina) == (25, 30) and not big.invariants()
    small = first_play(rules=WotWRules().replace(intuition_tokens=3))
    refused(small, "journalist", r"intuition must be a whole number from 0 to 3 \(rule intuition_tokens\)",
            intuition=4)


def test_a_card_goes_only_where_its_kind_of_card_goes():
    g = first_play()
    refused(g, "card:T-1", r"card T-1 .*Time Tracking cards", to="hand")
    refused(g, "card:way:London", r"a card of its kind goes to ways_open, ways_blocked, not hand", to="hand")
    refused(g, "card:J01", r"a card of its kind goes to .*, not event_deck", to="event_deck")
    refused(g, "card:The Journalist", r"the Survivor card stays in its place", to="removed")
    loc = next(c for c in g.events if g.events[c].deck == "London")
    refused(g, f"card:{loc}", r"area_b holds the cards of the Location the Journalist is at", to="area_b")
    victory = next(c for c in g.state.zones["story"] if g.chapters[c].victory)
    refused(g, f"card:{victory}", r"Victory chapter", to="story_done")
    # the game plays on as before; its board draws
    assert "<svg" in g.svg()
    play_out(g, RandomPolicy(1))
    assert g.is_over and not g.invariants()


def test_the_invariants_name_a_card_in_a_zone_of_another_kind():
    """What the edit refuses up front is also what the invariants say of such a state (a copy edited by hand)."""
    g = first_play().copy()
    g.state.zones["time_deck"].remove(t := g.state.zones["time_deck"][0])
    g.state.zones["hand"].append(t)
    assert any(f"{t} (" in p and "is in hand, where a card of its kind never goes" in p for p in g.invariants())
    h = first_play().copy()
    h.state.zones["in_play"].append(h.state.zones["hand"].pop())
    assert any("still in play at the play question" in p for p in h.invariants())


def test_an_edit_asks_the_open_question_again_with_the_new_hand():
    g = first_play()
    hand = list(g.state.zones["hand"])
    g.edit(f"card:{hand[0]}", to="survivor_deck")
    assert Discard(hand[0]) not in g.legal_actions() and Play(hand[0]) not in g.legal_actions()
    extra = g.state.zones["survivor_deck"][-1]
    g.edit(f"card:{extra}", to="hand", top=False)
    assert Discard(extra) in g.legal_actions()
    # what is offered is what the rules offer for the table as it now is, and the save replays to it
    from tabletop_nb.wotw.legal import hand_options
    assert g.legal_actions() == hand_options(g)
    loaded = Game.from_json(g.to_json())
    assert loaded.state == g.state and loaded.legal_actions() == g.legal_actions()
    play_out(g, RandomPolicy(3))
    assert g.is_over


def test_an_edit_that_leaves_the_question_without_answer_is_taken_back():
    g = first_play(rules=WotWRules().replace(stamina_action="none"))
    hand = list(g.state.zones["hand"])
    for c in hand[:-1]:
        g.edit(f"card:{c}", to="survivor_deck")
    before = fingerprint(g)
    with pytest.raises(IllegalAction, match="without any answer"):
        g.edit(f"card:{hand[-1]}", to="survivor_deck")
    assert fingerprint(g) == before


def test_edits_wait_for_a_card_s_own_question():
    g = until(WotWGame(seed=5), lambda gg: gg.pending is not None and gg.pending.kind not in ("play", "travel",
                                                                                             "purchase"))
    refused(g, "journalist", "waits for its answer", hope=3)


def test_a_card_edit_puts_a_card_on_top_or_at_the_bottom_and_says_which():
    g = first_play()
    refused(g, "card:EV01", r"'top' is true \(on top, the default\) or false", to="event_deck", top="0" * 2000)
    refused(g, "card:EV01", r"'top' is true", to="event_deck", top=1)
    g.edit("card:EV01", to="event_deck", top=False)
    assert g.state.zones["event_deck"][-1] == "EV01"
    assert Game.from_json(g.to_json()).state == g.state


def test_a_saved_edit_of_a_time_card_no_longer_loads_into_a_broken_game():
    g = first_play()
    doc = json.loads(g.to_json())
    doc["actions"].append({"action": "Edit", "target": "card:T-1", "changes": json.dumps({"to": "hand"})})
    with pytest.raises(TabletopError) as e:
        Game.from_json(json.dumps(doc))
    assert "T-1" in str(e.value) and "Time Tracking" in str(e.value)


# --------------------------------------------------------------------------- 4. custom cards

def shipped(kind):
    return json.loads((DATA / f"{kind}.json").read_text())["cards"]


def bad_cards(kind, change):
    cards = copy.deepcopy(shipped(kind))
    change(cards)
    with pytest.raises(DataError) as e:
        WotWGame(seed=1, cards={kind: cards})
    return e.value


@pytest.mark.parametrize("change, field, text", [
    (lambda c: c[0]["triggers"][0].pop("on"), "triggers[0]", "missing ['on']"),
    (lambda c: c[0]["triggers"][0].pop("trait"), "triggers[0]", "missing ['trait']"),
    (lambda c: c[0]["triggers"][0].update(on="on_sunday"), "triggers[0].on", "'play_trait', 'draw_trait'"),
    (lambda c: c[0]["triggers"][0].update(trait="Tea"), "triggers[0].trait", "unknown trait"),
    (lambda c: c[0]["triggers"][0].update(when="now"), "triggers[0]", "unknown ['when']"),
    (lambda c: c[0]["triggers"][0].update(effects=[]), "triggers[0].effects", "non-empty"),
    (lambda c: c[0]["triggers"][1]["effects"][0].update(effect="explode"), "triggers[1].effects[0].effect",
     "unknown effect 'explode'"),
    (lambda c: c[0]["triggers"][0]["effects"][0]["args"].update(resource="tea"), "triggers[0].effects[0].args",
     None),
    (lambda c: c[0].update(initial="K"), "initial", "'J'"),
    (lambda c: c[0].update(hope=0), "hope", "1 to 99"),
])
def test_every_field_of_a_survivor_card_is_checked(change, field, text):
    err = bad_cards("character", change)
    assert (err.file, err.card) == ("cards['character']", "The Journalist")
    assert err.field is not None and err.field.startswith(field), err
    if text:
        assert text in err.problem, err


@pytest.mark.parametrize("kind, change, card, field", [
    ("ways", lambda c: c[0].update(name="way:Horsell"), "way:Horsell", "name"),
    ("ways", lambda c: c[1].update(location="Paris"), "way:Weybridge", "location"),
    ("ways", lambda c: c[2].update(cost=-1), "way:Leatherhead", "cost"),
    ("time", lambda c: c[1].update(days=0), "T-1", "days"),
    ("time", lambda c: c[-1].update(days=3), None, "days"),
    ("survivor", lambda c: c[0].update(deck="The Moon"), None, "deck"),
    ("survivor", lambda c: c[0].update(set=" "), None, "set"),
    ("events", lambda c: c[0].update(deck="Mars"), None, "deck"),
    ("events", lambda c: c[0].update(energy=10**6), None, "energy"),
    ("stories", lambda c: c[0].update(number=0), None, "number"),
    ("stories", lambda c: c[0].update(extra_events=50), None, "extra_events"),
    ("stories", lambda c: c[0]["objective"].update(colour="red"), None, "objective"),
])
def test_every_card_kind_names_file_card_and_field(kind, change, card, field):
    err = bad_cards(kind, change)
    assert err.file == f"cards[{kind!r}]" and err.field == field, err
    assert err.card == (card or shipped(kind)[0 if kind != "time" else -1]["name"]), err


def test_a_renamed_way_ahead_card_is_named_with_its_file():
    cards = shipped("ways")
    cards[3]["name"] = "way:Town"
    with pytest.raises(DataError) as e:
        WotWGame(seed=1, cards={"ways": cards})
    assert (e.value.file, e.value.card, e.value.field) == ("cards['ways']", "way:Town", "name")
    assert "'way:London'" in str(e.value)


# --------------------------------------------------------------------------- 5. every tunable over its range

def sweep_values(low, high):
    return sorted({low, low + 1, (3 * low + high) // 4, (low + high) // 2, high - 1, high} & set(range(low, high + 1)))


CASES = [pytest.param(name, v, id=f"{name}={v}") for name, (low, high) in WotWRules.ranges().items()
         for v in sweep_values(low, high)]


@pytest.mark.parametrize("name, value", CASES)
def test_every_tunable_across_its_declared_range_keeps_the_invariants(name, value):
    for seed in (0, 1):
        g = WotWGame(WotWRules().replace(**{name: value}), seed=seed)
        problems = [f"at setup: {p}" for p in g.invariants()]

        def check(game):
            problems.extend(f"after action #{len(game.actions)}: {p}" for p in game.invariants())
            assert not problems, problems[:3]

        try:
            play_out(g, RandomPolicy(seed), max_actions=2000, after_event=check)
        except GameDidNotEnd:
            pass
        assert not problems, problems[:3]


def test_a_track_shorter_than_the_survivor_s_start_starts_at_its_end():
    g = WotWGame(WotWRules().replace(track_max=1), seed=0)
    k = next(i for i, e in enumerate(g.log) if e.kind == "story_chosen") + 1
    snap = g.at(k)
    assert (snap.state.hope, snap.state.health) == (1, 1) and not snap.invariants() and not g.invariants()
    assert "with 1 Hope and 1 Health" in g.log[k - 1].sentence
