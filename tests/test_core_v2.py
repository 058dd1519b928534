"""Kernel v2 on a tiny card game: decisions with options and answers, flow state, zones, cards, sets."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from tabletop_nb.core import (Choose, DataError, Effects, Game, IllegalAction, RandomPolicy, State, Zones, in_sets,
                              load_cards, merge_cards, play_out, plain_cards)
from tabletop_nb.core.events import EventBook

book = EventBook()
FX = Effects("test-cards")


@book.define("scored", "Scoring", "{who} scores {points}.", hidden="{who} scores something.")
def _scored(s, e):
    s.score[e.data["player"]] += e.data["points"]


@dataclass(frozen=True)
class Card:
    name: str
    points: int = 1
    effect: str | None = None
    args: dict | None = None
    set: str = "base"


@FX.effect("double_or_nothing")
def double_or_nothing(game, card, factor: int = 2):
    p = game.state.turn % 2
    game.ask(p, "choice", f"double {card.name} or take 1?", "Cards 2",
             options=[Choose("double"), Choose("one")], then="doubled", args=(p, card.points * factor))


@FX.answer("doubled")
def doubled(game, action, p, points):
    game.record(book["scored"], str(p), {"player": p, "points": points if action.option == "double" else 1,
                                         "seen_by": [p]})
    game.schedule("turn")


CARDS = [{"name": "Ace", "points": 3}, {"name": "Two", "points": 2, "effect": "double_or_nothing"},
         {"name": "Three", "points": 1, "effect": "double_or_nothing", "args": {"factor": 3}},
         {"name": "Four", "points": 4}]


class CardState(State):
    def __init__(self):
        self.zones = {"deck": [], "hand": [], "discard": []}
        self.score = [0, 0]
        self.turn = 0
        self.pending = None
        self.over = False
        self.result = None


@book.define("turn_passed", "Turn", "Turn {turn}.")
def _turn(s, e):
    s.turn = e.data["turn"]


class CardGame(Zones, Game):
    key = "test-cards"
    EFFECTS = FX

    def __init__(self, rules=None, *, seed=0, sets=("base",), cards=None):
        super().__init__(rules, seed=seed, sets=list(sets), cards=cards)

    def new_state(self):
        return CardState()

    def check_setup(self, setup):
        shipped = load_cards(CARDS, Card, file="cards.json", effects=FX)
        own = load_cards(setup["cards"], Card, file="your cards", effects=FX) if setup.get("cards") else {}
        self.cards = in_sets(merge_cards(shipped, own), setup["sets"])
        if own:
            setup["cards"] = plain_cards(own)
        return setup

    def begin(self):
        self.state.zones["deck"] = sorted(self.cards)
        self.shuffle_zone("deck", why="setup")
        self.schedule("turn")

    def step_turn(self):
        s = self.state
        if not s.zones["deck"]:
            self.end({"score": list(s.score)}, "deck empty")
            return
        self.record(book["turn_passed"], None, {"turn": s.turn + 1})
        self.decide(s.turn % 2, "draw", "draw a card", "Cards 1")

    def actions_for(self, d):
        return [Choose("draw")]

    def resolve(self, action):
        s = self.state
        p = s.turn % 2
        (name,) = self.deal("deck", 1, "hand", who=str(p), seen_by=(p,))
        card = self.cards[name]
        self.move([name], "hand", "discard", who=str(p))
        if card.effect:
            FX.run(self, card, card.effect, card.args)
        else:
            self.record(book["scored"], str(p), {"player": p, "points": card.points})
            self.schedule("turn")


def test_a_choice_is_data_plus_one_answer_and_cites_its_section():
    g = CardGame(seed=4)
    while not g.is_over:
        d = g.pending
        if d.kind == "choice":
            assert d.section == "Cards 2" and d.then == "doubled"
            assert g.legal_actions() == [Choose("double"), Choose("one")]
            with pytest.raises(IllegalAction, match="Cards 2"):
                g.play(Choose("triple"))
            g.play(Choose("double"))
        else:
            g.play(Choose("draw"))
    # Two doubles (2x2 and 1x3) and two plain cards (3 + 4): 14 points in all.
    assert sum(g.result["score"]) == 14


def test_at_k_equals_replay_at_every_decision():
    g = CardGame(seed=1)
    play_out(g, RandomPolicy(2))
    for k, ev in enumerate(g.log, start=1):
        if ev.kind != "decision":
            continue
        snap = g.at(k)
        n = sum(1 for m in g._marks if m < k)
        replay = CardGame(seed=1)
        for a in g.actions[:n]:
            replay.play(a)
        assert snap.state == replay.state
        assert snap.pending == replay.pending
        assert snap.legal_actions() == replay.legal_actions()


def test_answered_decision_is_cleared_in_snapshots_between_decisions():
    g = CardGame(seed=1)
    g.play(Choose("draw"))
    first_action_event = g._marks[0] + 1
    assert g.at(first_action_event).pending is None


def test_zones_are_events_and_secrets_stay_with_their_seat():
    g = CardGame(seed=3)
    play_out(g, RandomPolicy(0))
    s = g.state
    assert sorted(s.zones["discard"]) == sorted(g.cards) and s.zones["deck"] == []
    drawn = [e for e in g.log if e.kind == "cards_moved" and e.data["dst"] == "hand"]
    assert drawn
    for e in drawn:
        owner = e.data["seen_by"][0]
        assert e.data["cards"][0] in e.sentence_for(owner)
        assert e.data["cards"][0] not in e.sentence_for(1 - owner)
    shuffle = next(e for e in g.log if e.kind == "zone_shuffled")
    assert shuffle.data["seen_by"] == []
    story1 = g.story(seat=1)
    secret = [e for e in g.log if e.kind == "scored" and e.data.get("seen_by") == [0]]
    if secret:
        assert "scores something" in story1


def test_card_loader_names_file_card_and_field():
    with pytest.raises(DataError, match=r"cards.json, card 'Two', field 'args.factor'.*whole number"):
        load_cards([{"name": "Two", "effect": "double_or_nothing", "args": {"factor": "x"}}], Card,
                   file="cards.json", effects=FX)
    with pytest.raises(DataError, match=r"card 'Two', field 'effect'.*unknown effect 'triple'"):
        load_cards([{"name": "Two", "effect": "triple"}], Card, file="cards.json", effects=FX)
    with pytest.raises(DataError, match=r"card 'Two', field 'args.speed'.*takes no argument"):
        load_cards([{"name": "Two", "effect": "double_or_nothing", "args": {"speed": 1}}], Card,
                   file="cards.json", effects=FX)
    with pytest.raises(DataError, match=r"card 'Ace', field 'colour': unknown field"):
        load_cards([{"name": "Ace", "colour": "red"}], Card, file="cards.json")
    with pytest.raises(DataError, match=r"card 'Ace', field 'points'.*beyond the limit"):
        load_cards([{"name": "Ace", "points": 10**9}], Card, file="cards.json")
    with pytest.raises(DataError, match=r"card 'Ace', field 'name': two cards have this name"):
        load_cards([{"name": "Ace"}, {"name": "Ace"}], Card, file="cards.json")
    with pytest.raises(DataError, match="not valid JSON"):
        load_cards("[{", Card, file="cards.json")


def test_a_card_in_a_new_set_leaves_seeded_games_unchanged():
    before = CardGame(seed=5)
    play_out(before, RandomPolicy(1))
    CARDS.append({"name": "Joker", "points": 9, "set": "promo"})
    try:
        after = CardGame(seed=5)
        play_out(after, RandomPolicy(1))
        assert [e.to_dict() for e in after.log] == [e.to_dict() for e in before.log]
        with_promo = CardGame(seed=5, sets=("base", "promo"))
        assert "Joker" in with_promo.cards
    finally:
        CARDS.pop()


def test_own_cards_replace_ours_and_are_saved():
    own = [{"name": "Ace", "points": 10}]
    g = CardGame(seed=2, cards=json.dumps(own))
    assert g.cards["Ace"].points == 10
    play_out(g, RandomPolicy(0))
    loaded = Game.from_json(g.to_json())
    assert loaded.state == g.state and loaded.cards["Ace"].points == 10


def test_a_question_with_no_options_is_refused_at_once():
    g = CardGame(seed=0)
    with pytest.raises(IllegalAction, match="nothing to choose"):
        g.ask(0, "choice", "choose nothing", "Cards 9", options=[])
