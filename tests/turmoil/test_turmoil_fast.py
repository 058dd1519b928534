"""Turmoil's hot-path shortcuts against the readable paths they stand for: the same games, event for event.

``TurmoilGame.legal_actions`` asks ``legal.turn_actions_fast`` directly (the kernel's ``Game.legal_actions`` goes
through ``actions_for``); ``TurmoilGame.answer`` (``flow.answer``) carries out a turn itself and runs the next
``step_turn`` at once (the readable path: the answer method ``answer_turn``, which queues the next turn on the
agenda).
"""

from __future__ import annotations

from tabletop_nb.core import Game, RandomPolicy, play_out
from tabletop_nb.core.game import Decision
from tabletop_nb.turmoil import TurmoilGame, TurmoilRules


class ReadableTurmoil(TurmoilGame):
    """Turmoil with the kernel's readable hooks: Game.legal_actions and the answer methods."""

    key = "game"  # (not registered: a test's subclass)

    def legal_actions(self):  # type: ignore[no-untyped-def]
        return Game.legal_actions(self)

    def answer(self, d: Decision, action):  # type: ignore[no-untyped-def]
        if d.kind == "action":
            self.find_answer(d.then or "", d.section)(self, action, *d.args)  # answer_turn
            return
        super().answer(d, action)


def _events(g: Game) -> list[dict]:
    return [e.to_dict() for e in g.log]


def test_fast_paths_play_the_readable_games():
    variants = (TurmoilRules(), TurmoilRules(venus=True, colonies=True, reds_tax_shortfall="must_afford"))
    turns = 0
    for seed in range(30):
        for rules in variants:
            fast = TurmoilGame(rules, seed=seed, players=["A", "B", "C", "D"], generations=5)
            slow = ReadableTurmoil(rules, seed=seed, players=["A", "B", "C", "D"], generations=5)
            pf, ps = RandomPolicy(seed), RandomPolicy(seed)
            while not fast.is_over:
                assert fast.legal_actions() == Game.legal_actions(fast)
                turns += fast.pending.kind == "action"
                fast.play(pf(fast))
                slow.play(ps(slow))
                assert fast.state == slow.state and fast._agenda == slow._agenda, (seed, len(fast.actions))
            assert slow.is_over and _events(fast) == _events(slow) and fast.actions == slow.actions
    assert turns > 5000


def test_play_out_plays_as_play_does():
    """play_out's loop (the kernel's _act, without play()'s returned list) plays the games play() plays."""
    for seed in range(10):
        a = play_out(TurmoilGame(seed=seed, players=["A", "B", "C"], generations=4), RandomPolicy(seed))
        b = TurmoilGame(seed=seed, players=["A", "B", "C"], generations=4)
        pol = RandomPolicy(seed)
        while not b.is_over:
            n = len(b.log)
            got = b.play(pol(b))
            assert got == b.log[n:]
        assert _events(a) == _events(b) and a.actions == b.actions and a.state == b.state


def test_shipped_cards_made_once_play_as_made_afresh():
    """check_setup keeps the shipped cards' tables per rules object, sets and seats: a game set up from the
    kept tables plays as one whose tables are made afresh; other rules or a user's cards get their own."""
    from tabletop_nb.turmoil import flow

    rules = TurmoilRules(venus=True)
    flow._SHIPPED_CARDS.clear()
    fresh = play_out(TurmoilGame(rules, seed=3, generations=4), RandomPolicy(3))
    kept = TurmoilGame(rules, seed=3, generations=4)
    assert kept.cards is flow._SHIPPED_CARDS[(id(rules), ("base",), 4)][1]
    play_out(kept, RandomPolicy(3))
    assert _events(kept) == _events(fresh) and kept.state == fresh.state
    other = TurmoilGame(TurmoilRules(venus=True), seed=3, generations=4)  # equal rules, another object
    assert other.cards is not kept.cards and set(other.cards.events) == set(kept.cards.events)
    assert TurmoilGame(TurmoilRules(), seed=3).cards is not kept.cards
    own = TurmoilGame(rules, seed=3, cards={"projects": [{"name": "Mine", "tag": "building", "cost": 3}]})
    assert own.cards is not kept.cards and "Mine" in own.cards.projects and "Mine" not in kept.cards.projects


def test_player_sheet_helpers_record_what_record_does():
    """gain, change_production and change_tr write basegame._record out: the same events and states as
    _record (the readable definition) with the data they give it, cited section included."""
    from tabletop_nb.turmoil import basegame
    from tabletop_nb.turmoil.basegame import PRODUCTION_CHANGED, RESOURCES_CHANGED, TR_CHANGED, _record

    g = TurmoilGame(seed=5, players=["A", "B", "C"])
    cases = [
        (lambda x: basegame.gain(x, 1, "mc", -3, why="w"), RESOURCES_CHANGED, {"player": 1, "res": "mc", "delta": -3, "why": "w"}, None),
        (lambda x: basegame.gain(x, 2, "heat", 4, section="S"), RESOURCES_CHANGED, {"player": 2, "res": "heat", "delta": 4, "why": ""}, "S"),
        (lambda x: basegame.change_production(x, 0, "steel", 2, why="p"), PRODUCTION_CHANGED, {"player": 0, "res": "steel", "delta": 2, "why": "p"}, None),
        (lambda x: basegame.change_tr(x, 1, 2, why="t", section="T"), TR_CHANGED, {"player": 1, "delta": 2, "why": "t"}, "T"),
    ]
    for cited in (None, "Turmoil 2: Sponsors"):
        for fast, et, data, section in cases:
            a, b = g.copy(), g.copy()
            a._section = b._section = cited
            fast(a)
            _record(b, et, data["player"], dict(data), section)
            assert [e.to_dict() for e in a.log] == [e.to_dict() for e in b.log] and a.state == b.state
            assert a.log[-1].who == b.log[-1].who
    c = g.copy()
    basegame.gain(c, 0, "mc", -10_000)  # a loss stops at zero
    assert c.state.players[0].res["mc"] == 0 and c.log[-1].data["delta"] == -g.state.players[0].res["mc"]


def test_offer_table_is_pay_and_play():
    """turn_actions_fast reads a card's payment, cost and action from cards.offer: the cards.pay and cards.play it stands for."""
    for rules in (TurmoilRules(), TurmoilRules(venus=True, colonies=True)):
        cards = TurmoilGame(rules, seed=1).cards
        assert cards.offer.keys() == cards.pay.keys() == cards.play.keys()
        for name, (kind, cost, play) in cards.offer.items():
            assert (kind, cost) == cards.pay[name] and play is cards.play[name]


def test_shared_event_records_are_the_events_record_makes():
    """Game.record_again / keep_recorded: the events games repeat are recorded once per table of player names
    and shared; games that record each afresh (a table that keeps nothing) play the same games, event for event."""

    class Forgetful(dict):  # type: ignore[type-arg]
        def __setitem__(self, key, value):  # type: ignore[no-untyped-def]
            pass

    shared = 0
    variants = (TurmoilRules(), TurmoilRules(venus=True, colonies=True, reds_tax_shortfall="must_afford"))
    for seed in range(6):
        for rules in variants:
            a = play_out(TurmoilGame(rules, seed=seed, players=["A", "B", "C"], generations=6), RandomPolicy(seed))
            b = TurmoilGame(rules, seed=seed, players=["A", "B", "C"], generations=6)
            b.told = Forgetful()  # after setup (its few events may be shared ones): every later one is made afresh
            play_out(b, RandomPolicy(seed))
            assert _events(a) == _events(b) and a.actions == b.actions and a.state == b.state
            assert not b.told
            kept = set(map(id, a.told.values()))
            shared += sum(id(e) in kept for e in a.log)
    assert shared > 1000
