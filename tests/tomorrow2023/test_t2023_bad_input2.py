"""Bad input, second round (#32, items 3 to 5) for Tomorrow (2023): scenario edits that would leave a state the
rules never reach, a custom card file whose `set` breaks the box's decks, and every tunable swept across its
declared range with the invariants checked after every action."""

from __future__ import annotations

import copy
import json

import pytest
from t2023_helpers import hand

from tabletop_nb.core import DataError, GameDidNotEnd, IllegalAction, RandomPolicy, play_out
from tabletop_nb.tomorrow2023 import Draw, Tomorrow2023Game, Tomorrow2023Rules
from tabletop_nb.tomorrow2023 import invariants as inv
from tabletop_nb.tomorrow2023.cards import DATA


def fingerprint(g):
    return (json.dumps(g.state.to_dict(), sort_keys=True, default=repr), len(g.log), len(g.actions),
            g.state.pending, g.rng.getstate())


def refused(g, target, match, **changes):
    before = fingerprint(g)
    with pytest.raises(IllegalAction, match=match):
        g.edit(target, **changes)
    assert fingerprint(g) == before, "a refused edit changed the game"


# --------------------------------------------------------------------------- 3. edits that break the game

def test_an_edit_takes_its_tokens_from_the_reserve_and_says_so():
    g = Tomorrow2023Game(seed=1)
    refused(g, "credits", r"box holds 41 \(rule credit_supply; ruling empty_supply='capped'\)", rebels=199)
    refused(g, "credits", r"rebels 30 \+ government 30 = 60", rebels=30, government=30)
    refused(g, "pool", r"box holds 15 \(rule influence_supply", n=200)
    refused(g, "pool", r"box holds 15", n=16)
    g.edit("place", card="porte_voix", zone="play:0", tokens=10)
    refused(g, "pool", r"10 on leaders, but the box holds 15", n=6)
    refused(g, "place", r"box holds 15", card="hacker", zone="play:0", tokens=6)
    g.edit("credits", rebels=38, government=3)  # the reserve empty: allowed
    assert g.credit_reserve() == 0 and not g.invariants()


def test_with_an_unlimited_supply_big_numbers_are_a_table_the_rules_can_reach():
    g = Tomorrow2023Game(Tomorrow2023Rules().replace(empty_supply="unlimited"), seed=2)
    g.edit("credits", rebels=199, government=150)
    assert not g.invariants()
    g.edit("pool", n=200)  # a win: the game ends at the next action (test_t2023_speed.py)
    assert not g.is_over and not g.invariants()
    g.edit("credits", government=3)  # a second edit of the won table is still a scene
    assert not g.invariants()
    g.play(g.legal_actions()[0])
    assert g.is_over and g.result["winner"] == "rebels" and not g.invariants()


def test_a_win_the_flow_misses_is_still_named():
    g = Tomorrow2023Game(seed=4)
    g.edit("credits", rebels=2)  # an edit, then the next action: the mark of the edit is left behind
    g.play(Draw())
    broken = g.copy()
    broken.state.pool = 15  # not an edit: as if the flow had forgotten to end the game
    assert "a side has won but the game goes on" in broken.invariants()


def test_what_a_seat_sees_is_checked_of_every_state_but_not_while_the_question_is_stale():
    """The view-leak check stays an invariant of every state (the contract, soak and fuzz tests ask it, of edited
    states too), but the kernel asks the invariants of an edit before the open question lists the edited hand: the
    edit's check leaves the view out, and the state after the edit (the question asked again) shows no secret."""
    g = Tomorrow2023Game(seed=4)
    stale = g.copy()
    c = stale.state.zones["hand:0"][0]
    stale.state.zones["hand:0"].remove(c)
    stale.state.zones["deck:0"].insert(0, c)  # the question still offers to play it: the board names a deck card
    assert any("may not see" in p for p in stale.invariants())
    hand(g, 0, "tract")  # the same move as an edit: accepted, the question asked again
    assert not g.invariants() and not inv.hidden_leaks(g, 0) and not inv.hidden_leaks(g, 1)


# --------------------------------------------------------------------------- 4. a card file whose `set` changed

def test_a_card_whose_set_changed_is_named_with_its_file():
    shipped = json.loads((DATA / "cards.json").read_text())["cards"]
    moved = dict(copy.deepcopy(shipped[0]), set="perso")
    with pytest.raises(DataError) as e:
        Tomorrow2023Game(seed=1, cards=[moved])
    assert (e.value.file, e.value.card, e.value.field) == ("cards (setup)", shipped[0]["name"], "set")
    assert "set 'base'" in str(e.value) and "exactly 10 cards" in str(e.value)
    perso = next(c for c in shipped if c["set"] == "perso")
    with pytest.raises(DataError) as e:
        Tomorrow2023Game(seed=1, cards=[dict(perso, set="base")])
    assert e.value.card == perso["name"] and e.value.field == "set"
    # with decks given, the card plays where the decks put it
    g = Tomorrow2023Game(seed=1, cards=[moved], decks={"rebels": Tomorrow2023Game(seed=1).setup["decks"]["rebels"],
                                                      "government": Tomorrow2023Game(seed=1).setup["decks"]["government"]})
    assert shipped[0]["name"] in g.setup["decks"]["rebels"]


# --------------------------------------------------------------------------- 5. every tunable over its range

def test_a_hand_limit_below_the_starting_hand_discards_as_each_card_is_drawn():
    g = Tomorrow2023Game(Tomorrow2023Rules().replace(hand_limit=1), seed=0)
    assert g.pending.kind == "limit" and g.pending.who == 0 and len(g.state.zones["hand:0"]) == 2
    assert not g.invariants()
    problems = []
    play_out(g, RandomPolicy(0), after_event=lambda gg: problems.extend(gg.invariants()))
    assert not problems, problems[:3]
    assert sum(1 for e in g.log if e.kind == "discarded" and e.data["why"] == "limit" and e.data["side"] == 1) >= 2


def sweep_values(low, high):
    return sorted({low, low + 1, (3 * low + high) // 4, (low + high) // 2, high - 1, high} & set(range(low, high + 1)))


CASES = [pytest.param(name, v, id=f"{name}={v}") for name, (low, high) in Tomorrow2023Rules.ranges().items()
         for v in sweep_values(low, high)]


@pytest.mark.parametrize("name, value", CASES)
def test_every_tunable_across_its_declared_range_keeps_the_invariants(name, value):
    for seed in (0, 1):
        g = Tomorrow2023Game(Tomorrow2023Rules().replace(**{name: value}), seed=seed)
        problems = [f"at setup: {p}" for p in g.invariants()]

        def check(game):
            problems.extend(f"after action #{len(game.actions)}: {p}" for p in game.invariants())
            assert not problems, problems[:3]

        try:
            play_out(g, RandomPolicy(seed), max_actions=600, after_event=check)
        except GameDidNotEnd:
            pass
        assert not problems, problems[:3]
