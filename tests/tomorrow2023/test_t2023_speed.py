"""The speed caches and shortcuts of the rule engine, each checked against the readable rule it stands for."""

from __future__ import annotations

import pytest

from tabletop_nb.core import RandomPolicy, play_out
from tabletop_nb.tomorrow2023 import Tomorrow2023Game, Tomorrow2023Rules
from tabletop_nb.tomorrow2023.cards import EFFECTS, RECORDS_ONLY, box_decks, cards


def test_box_decks_is_the_checked_box_decks_and_a_fresh_copy():
    g = Tomorrow2023Game(seed=0)
    assert box_decks() == g.checked_decks(None, cards())
    assert g.setup["decks"] == box_decks()
    box_decks()["rebels"].clear()  # a caller may change its copy: the next game still gets the whole deck
    assert len(box_decks()["rebels"]) == 10


def test_a_custom_card_file_still_checks_its_box_decks():
    own = [{**c.__dict__, "cost": 1} for c in cards().values() if c.name == "tract"]
    own[0].pop("label", None)
    g = Tomorrow2023Game(seed=0, cards=own)
    assert g.setup["decks"] == box_decks() and g.cat["tract"].cost == 1


def _states(seeds: range, stops: tuple[int, ...]) -> list[Tomorrow2023Game]:
    """Games stopped at a turn's question after a few random actions (leaders in play, tokens, empty supplies)."""
    out = []
    for seed in seeds:
        for stop in stops:
            g = Tomorrow2023Game(Tomorrow2023Rules().replace(empty_supply="capped"), seed=seed)
            try:
                play_out(g, RandomPolicy(seed), max_actions=stop)
            except Exception:  # GameDidNotEnd: stopped where we wanted
                pass
            if not g.is_over and g.pending.kind == "action":
                out.append(g)
    return out


@pytest.mark.parametrize("effect", sorted(RECORDS_ONLY))
def test_records_only_effects_never_ask_nor_schedule(effect):
    """What RECORDS_ONLY promises the flow (it then goes on at once): no question, nothing on the agenda."""
    users = [c for c in cards().values() if c.effect == effect]
    assert users, effect
    checked = 0
    for g in _states(range(12), (5, 20, 60)):
        for card in users:
            h = Tomorrow2023Game.from_json(g.to_json())
            asked, agenda, n = h.state.pending, list(h._agenda), len(h.log)
            EFFECTS.run(h, card, card.effect, card.args)
            assert h.state.pending is asked and h._agenda == agenda, (effect, card.name)
            assert all(e.kind != "decision" for e in h.log[n:])
            checked += 1
    assert checked > 20


# ----------------------------------------------------------------- the turn path against the readable rules

from tabletop_nb.core import Game  # noqa: E402
from tabletop_nb.tomorrow2023.flow import Flow  # noqa: E402
from tabletop_nb.tomorrow2023.legal import TurnTable, shipped_table, turn_options  # noqa: E402
from tabletop_nb.tomorrow2023.scoring import Scoring  # noqa: E402

RULINGS = [{}, {"influence_counts": "banked"}, {"reaction_cost": "free", "reaction_action": "next_turn"},
           {"start_order": "play_order", "new_card_acts": "next_turn"},
           {"empty_supply": "unlimited", "reaction_prompt": "always", "new_card_acts": "auto_on_entry"},
           {"empty_supply": "capped", "influence_to_win": 6, "leaders_to_arrest": 1, "actions_per_turn": 3}]
# decks with customization cards: start abilities that wait (etudiante, juge), a réaction to a leader's Action
CUSTOM = {"rebels": ["appel_a_la_greve", "avocate", "collecte_de_fonds", "etudiante", "fuite_de_documents", "hacker",
                     "manifestation", "porte_voix", "reseau_clandestin", "tract"],
          "government": ["arrestation", "commissaire", "contre_enquete", "couvre_feu", "ecoutes", "garde_a_vue",
                         "juge", "propagande", "rafle", "subventions"]}


class Readable(Tomorrow2023Game):
    """The same game with every fast twin of the turn path replaced by the rule it stands for: the kernel's answer
    for answer_fast (answer_turn_action for every turn action), Flow.step_action for step_action_fast (ev + ask
    with legal.turn_options), Scoring.check_end for check_end_fast, no start ability run in the quick loop
    (start_abilities for each) and every reaction window listing the hand's reactions (reactions_for)."""

    key = "game"  # not registered: the kernel's registry keeps the real game

    def check_setup(self, setup):
        out = super().check_setup(setup)
        slow = TurnTable(self.cat)
        slow.quick_starters = frozenset()
        slow.reactors = frozenset(self.cat)  # every hand with a card goes through reactions_for
        self.table = slow
        return out

    answer = Game.answer
    step_action = Flow.step_action
    check_end = Scoring.check_end


def _log(g):
    return [e.to_dict() for e in g.log]


@pytest.mark.parametrize("ruling", range(len(RULINGS)))
def test_the_turn_path_plays_the_games_of_the_readable_rules(ruling):
    rules = Tomorrow2023Rules().replace(**RULINGS[ruling])
    for seed in range(25):
        setup = {"language": "en" if seed % 2 else "fr", **({"decks": CUSTOM} if seed % 3 == 0 else {})}
        fast = play_out(Tomorrow2023Game(rules, seed=seed, **setup), RandomPolicy(seed))
        slow = play_out(Readable(rules, seed=seed, **setup), RandomPolicy(seed))
        assert fast.actions == slow.actions, seed
        assert _log(fast) == _log(slow), seed
        assert fast.state == slow.state, seed


def test_every_turn_question_lists_the_readable_turn_options_and_the_log_replays_the_state():
    """At every action of many games (rulings, own decks): the options the flow put in the decision are
    legal.turn_options' list, and the log's events applied one by one (the kernel's replay, events.py) give the
    state the flow made, which checks the applies done inline (drawn, action_begun)."""
    asked = 0

    def after(g):
        nonlocal asked
        d = g.state.pending
        if d is not None and d.then == "turn_action":
            assert d.options == tuple(turn_options(g, d.who)), (g.seed, len(g.actions))
            asked += 1
        if len(g.actions) % 7 == 0 or g.state.over:
            assert g._events_to(len(g.log)) == g.state, (g.seed, len(g.actions))

    for seed in range(30):
        rules = Tomorrow2023Rules().replace(**RULINGS[seed % len(RULINGS)])
        setup = {"decks": CUSTOM} if seed % 3 == 0 else {}
        g = Tomorrow2023Game(rules, seed=seed, **setup)
        play_out(g, RandomPolicy(seed), after_event=after)
    assert asked > 1000


def test_the_turn_table_is_what_the_readable_rules_read_of_each_card():
    own = [{**c.__dict__, "cost": 0, "reaction": ""} for c in cards().values() if c.name == "fuite_de_documents"]
    for label in own:
        label.pop("label", None)
    own[0]["effect"] = "gain_credits"
    own[0]["args"] = {"n": 1}
    for g in (Tomorrow2023Game(seed=0), Tomorrow2023Game(seed=0, cards=own)):
        t, cat = g.table, g.cat
        assert set(t.plays) == set(cat)
        for c, card in cat.items():
            cost, play = t.plays[c]
            assert play.card == c and t.discard_of(c).card == c
            assert (cost > 20) if card.reaction else cost == card.cost
        assert t.actors == {c for c, card in cat.items() if card.ability == "action"}
        assert t.starters == {c for c, card in cat.items() if card.ability == "start"}
        assert t.quick_starters == {c for c in t.starters if cat[c].effect in RECORDS_ONLY}
        assert t.reactors == {c for c, card in cat.items() if card.reaction}
        assert g.end_at == (g.rules.influence_counts == "banked", g.rules.influence_to_win,
                            g.rules.leaders_to_arrest)
    assert Tomorrow2023Game(seed=0).table is shipped_table()
    assert Tomorrow2023Game(seed=0, cards=own).table.plays["fuite_de_documents"][0] == 0


def test_the_end_check_ends_the_game_exactly_when_a_side_has_won():
    for seed in range(40):
        rules = Tomorrow2023Rules().replace(**RULINGS[seed % len(RULINGS)])
        g = Tomorrow2023Game(rules, seed=seed)

        def after(g):
            assert g.state.over == (g.winner() is not None), (g.seed, len(g.actions))

        play_out(g, RandomPolicy(seed), after_event=after)


def test_an_edited_winning_table_ends_at_the_next_action():
    g = Tomorrow2023Game(seed=4)
    g.edit("pool", n=15)
    assert not g.is_over
    g.play(g.legal_actions()[0])
    assert g.is_over and g.result["winner"] == "rebels"


def test_the_prompt_table_and_the_default_rules():
    from tabletop_nb.tomorrow2023.words import action_prompt, action_prompts
    for lang in ("fr", "en"):
        for most in (1, 2, 6):
            table = action_prompts(lang, most)
            assert len(table) == most + 1
            for of, row in enumerate(table):
                assert row[1:] == tuple(action_prompt(lang, n, of) for n in range(1, of + 1))
    g = Tomorrow2023Game(seed=0, language="en")
    assert g.prompts == action_prompts("en", g.rules.actions_per_turn)
    assert g.rules == Tomorrow2023Rules() and Tomorrow2023Game(seed=1).rules is g.rules
    six = Tomorrow2023Game(Tomorrow2023Rules().replace(actions_per_turn=6), seed=0)
    assert len(six.prompts) == 7 and six.pending.prompt == action_prompt("fr", 1, 6)


def test_shared_event_records_are_the_events_made_afresh():
    """The events every turn repeats (an action begun, a draw, a turn started, a card played ...) are recorded
    once per card table, game class and language and shared (Game.record_again); games whose table keeps nothing
    (every event made afresh) play the same games, event for event."""

    class Forgetful(dict):  # type: ignore[type-arg]
        def __setitem__(self, key, value):  # type: ignore[no-untyped-def]
            pass

    shared = 0
    for seed in range(8):
        for lang in ("fr", "en"):
            rules = Tomorrow2023Rules().replace(empty_supply="capped") if seed % 2 else None
            a = play_out(Tomorrow2023Game(rules, seed=seed, language=lang), RandomPolicy(seed))
            b = Tomorrow2023Game(rules, seed=seed, language=lang)
            b.told = Forgetful()  # after setup: every later event is made afresh
            play_out(b, RandomPolicy(seed))
            assert [e.to_dict() for e in a.log] == [e.to_dict() for e in b.log] and a.actions == b.actions
            assert a.state.to_dict() == b.state.to_dict() and not b.told
            kept = set(map(id, a.told.values()))
            shared += sum(id(e) in kept for e in a.log)
    assert shared > 1000
    assert Tomorrow2023Game(seed=1).told is Tomorrow2023Game(seed=2).told
    assert Tomorrow2023Game(seed=1, language="en").told is not Tomorrow2023Game(seed=1).told
