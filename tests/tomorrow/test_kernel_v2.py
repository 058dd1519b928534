"""Tomorrow on kernel v2: flow state in the state (time travel), Happenings as registered effects,
card files checked at load time, card sets, a user's own cards, hidden picks, the UI hooks."""

from __future__ import annotations

import json

import pytest

from tabletop_nb.core import DataError, IllegalAction, RandomPolicy, TabletopError, play_out
from tabletop_nb.tomorrow import (EFFECTS, Block, EndTurn, Give, Invade, Pass, Pick, TomorrowGame, TomorrowRules,
                                  biologicals, load_happenings, objectives, powers)
from tabletop_nb.tomorrow.script import Scripted, play_until

CALM = ["Quiet News Cycle", "Ceasefire", "Last Stand"]
OBJ4 = {"usa": "Manifest Destiny", "russia": "Heartland", "china": "Middle Kingdom", "india": "Regional Focus"}


def snapshot(g):
    return g.state.to_dict(), g.pending, g.legal_actions()


def event_dicts(g):
    return [e.to_dict() for e in g.log]


# ------------------------------------------------------------------ time travel


@pytest.mark.parametrize("players,seed", [(4, 1), (5, 2), (6, 3), (6, 7)])
def test_at_every_decision_equals_the_replay_to_it(players, seed):
    """At every decision of a random game, at(k) has the state, the pending decision (options and
    answer included) and the legal actions that play had there; spot checks against a fresh replay."""
    rules = TomorrowRules().replace(big_red_button="off")
    g = TomorrowGame(rules, players=players, seed=seed)
    pol = RandomPolicy(seed)
    seen = []  # (k, snapshot, actions so far)
    kinds = set()
    while not g.is_over and len(g.actions) < 400:
        seen.append((len(g.log), snapshot(g), len(g.actions)))
        kinds.add(g.pending.kind)
        g.play(pol(g))
    assert {"pick", "act", "block"} <= kinds
    for k, (state, pending, legal), _ in seen:
        snap = g.at(k)
        assert snap.state.to_dict() == state and snap.pending == pending and snap.legal_actions() == legal, k
    for k, (state, pending, legal), n in seen[:: max(1, len(seen) // 12)]:
        r = TomorrowGame._replay(g.rules, g.seed, g.setup, g.actions[:n], [])
        assert len(r.log) == k and snapshot(r) == (state, pending, legal)
    for k, (state, pending, legal), _ in seen:
        if pending.kind == "block":  # a snapshot at a block knows the attack under way and its options
            snap = g.at(k)
            assert snap.state.attempt is not None and snap.legal_actions()[-1] == Pass()
            assert all(isinstance(a, Block) for a in snap.legal_actions()[:-1])


def test_the_block_decision_carries_its_options_and_answer():
    g = TomorrowGame(players=4, seed=5, objectives=OBJ4, happenings=CALM, turn_order=["russia", "usa", "china", "india"])
    g.script_dice([1] * 40)
    pol = Scripted(usa=[Pick("usa-military"), Pick("usa-diplomacy")],
                   russia=[Pick("russia-terror"), Pick("russia-military"), Invade("russia-military", "central_asia")])
    play_until(g, pol, lambda g: g.pending.kind == "block")
    d = g.pending
    assert d.options == (Block("usa-military"), Pass()) and d.then == "block" and d.args == (0, 2)
    assert g.state.attempt["kind"] == "military" and g.state.attempt["attacker"] == 1
    k = len(g.log)
    c = g.copy()
    c.play(Block("usa-military"))
    assert c.state.attempt is None and g.at(k).pending == d


# ------------------------------------------------------------------ Happenings as data + one function


def test_a_new_happening_is_data_plus_one_short_function():
    """No engine change: the effect is registered here (5 lines), the card is data in the setup."""
    if "pc_to_the_poorest" not in EFFECTS:
        @EFFECTS.effect("pc_to_the_poorest", section="Happenings")
        def pc_to_the_poorest(game, card, amount: int = 1):
            pcs = game.state.pc
            game.change_pc(pcs.index(min(pcs)), amount, card.name, "Happenings")

    card = {"name": "Relief Fund", "pile": "green", "effect": "pc_to_the_poorest", "args": {"amount": 3}}
    g = TomorrowGame(players=4, seed=5, objectives=OBJ4, cards={"happenings": [card]},
                     happenings=["Quiet News Cycle", "Relief Fund"], turn_order=["usa", "russia", "china", "india"])
    g.script_dice([1] * 20)
    g.edit("player:russia", pc=4)
    play_until(g, Scripted(), lambda g: g.pending.kind == "pick" and g.state.turn == 2)
    assert g.state.happening == "Relief Fund" and g.state.pc == [10, 7, 10, 10]
    h = TomorrowGame.from_json(g.to_json())  # the card travels in the save
    assert h.state == g.state


@pytest.mark.parametrize("card,field", [
    ({"name": "X", "pile": "green", "effect": "boom"}, "effect"),
    ({"name": "X", "pile": "green", "effect": "annihilate", "args": {"territory": "china", "count": 1, "size": 2}},
     "args.size"),
    ({"name": "X", "pile": "green", "effect": "annihilate", "args": {"territory": "china", "count": "two"}},
     "args.count"),
    ({"name": "X", "pile": "green", "effect": "annihilate", "args": {"territory": "atlantis", "count": 1}},
     "args.territory"),
    ({"name": "X", "pile": "green", "effect": "annihilate", "args": {"count": 1}}, "args.territory"),
    ({"name": "X", "pile": "green", "effect": "pc_power", "args": {"power": "mars", "amount": 1}}, "args.power"),
    ({"name": "X", "pile": "purple", "effect": "calm"}, "pile"),
    ({"name": "X", "pile": "green", "effect": "calm", "colour": "red"}, "colour"),
])
def test_happening_files_are_checked_at_load_time(card, field):
    with pytest.raises(DataError) as e:
        load_happenings([card], file="my_happenings.json")
    assert (e.value.file, e.value.card, e.value.field) == ("my_happenings.json", "X", field)
    with pytest.raises(DataError):  # and through the setup, before anything is played
        TomorrowGame(players=4, cards={"happenings": json.dumps([card])})


# ------------------------------------------------------------------ card sets


NEW_BIO = {"name": "Zeta Strain", "immediate": 3, "per_five": True, "spread": 9, "duration": 3, "random_check": True,
           "set": "promo"}


@pytest.mark.parametrize("players,seed", [(4, 0), (5, 3), (6, 11)])
def test_a_card_in_a_new_set_leaves_seeded_games_unchanged(players, seed, monkeypatch):
    rules = TomorrowRules().replace(big_red_button="off")
    before = play_out(TomorrowGame(rules, players=players, seed=seed), RandomPolicy(seed))
    # the card shipped in a new set: the package's own table gets it
    import tabletop_nb.tomorrow.flow as flow
    shipped = {**biologicals(), NEW_BIO["name"]: flow.load_biologicals([NEW_BIO])[NEW_BIO["name"]]}
    monkeypatch.setattr(flow, "biologicals", lambda: shipped)
    after = play_out(TomorrowGame(rules, players=players, seed=seed), RandomPolicy(seed))
    assert event_dicts(after) == event_dicts(before)
    # ... and given as a user's own card: the same
    own = play_out(TomorrowGame(rules, players=players, seed=seed, cards={"biologicals": [NEW_BIO]}),
                   RandomPolicy(seed))
    assert event_dicts(own) == event_dicts(before)
    # a game that plays the set deals it among the others
    g = TomorrowGame(rules, players=players, seed=seed, sets=["base", "promo"])
    dealt = [e for e in g.log if e.kind == "bio_dealt"][0]
    assert "Zeta Strain" in sum(dealt.data["hands"], []) + dealt.data["box"]


# ------------------------------------------------------------------ a user's own cards


MY_OBJECTIVE = {"name": "Green Revolution", "power": "india", "annihilate": {"orange": 1, "other": 2},
                "protect": {"india": 5, "other": 1}}


def test_a_custom_secret_objective_plays_a_whole_game_and_saves():
    rules = TomorrowRules().replace(big_red_button="off", game_length="four_per_pile")
    for seed in range(40):  # the first seeded game that reaches End Game Scoring
        g = TomorrowGame(rules, players=4, seed=seed, cards={"objectives": [MY_OBJECTIVE]},
                         objectives={"india": "Green Revolution"})
        play_out(g, RandomPolicy(seed))
        if g.result["saved"]:
            break
    assert g.result["saved"], "no saved game in 40 seeds"
    india = g.state.powers.index("india")
    assert g.state.objective[india] == "Green Revolution"
    terms = dict((t, v) for t, v, _ in g.score_terms(india))
    scored = {e.data["term"]: e.data["delta"] for e in g.log if e.kind == "scored" and e.data["player"] == india}
    assert {t: v for t, v in terms.items() if v} == scored
    assert g.setup["cards"]["objectives"][0]["name"] == "Green Revolution"
    json.dumps(g.setup)  # plain JSON
    h = TomorrowGame.from_json(g.to_json())
    assert h.state == g.state and h.result == g.result


def test_own_cards_replace_ours_by_name_or_alone(tmp_path):
    mine = {**MY_OBJECTIVE, "name": "Regional Focus"}  # the same name: replaces ours
    path = tmp_path / "objectives.json"
    path.write_text(json.dumps({"reconstructed": True, "objectives": [mine]}))
    for source in (str(path), path, json.dumps([mine]), [mine]):
        g = TomorrowGame(players=4, seed=1, cards={"objectives": source})
        assert g.objs["Regional Focus"].protect == {"india": 5, "other": 1}
        assert len(g.objs) == len(objectives())
    with pytest.raises(TabletopError, match="no Secret Objective"):  # theirs alone: the others have none
        TomorrowGame(players=4, cards={"objectives": [mine], "only": ["objectives"]})
    with pytest.raises(DataError) as e:
        TomorrowGame(players=4, cards={"objectives": [{**mine, "protect": {"india": "lots"}}]})
    assert (e.value.card, e.value.field) == ("Regional Focus", "protect.india")


# ------------------------------------------------------------------ hidden picks


def test_picks_and_objectives_are_hidden_from_other_seats():
    g = TomorrowGame(players=4, seed=3)
    play_until(g, RandomPolicy(3), lambda g: g.pending.kind == "act")
    picked = [e for e in g.log if e.kind == "resource_picked"]
    kept = [e for e in g.log if e.kind == "objective_kept"]
    assert picked and kept and all(list(e.data["seen_by"]) == [e.data["player"]] for e in picked + kept)
    for seat in range(4):
        story = g.story(seat=seat)
        for e in picked:  # a pick is told to its own seat only (until a card is used, nothing reveals it)
            assert (e.data["card"] in e.sentence_for(seat)) == (e.data["player"] == seat)
        for e in kept:
            assert (e.data["name"] in story) == (e.data["player"] == seat)
    assert all(e.data["card"] in g.story() for e in picked)  # the teacher's story tells everything
    for seat in range(4):
        view = g.view(seat)
        for p in range(4):
            if p != seat:
                assert set(view["picks"][p]) <= {"?"} and view["objective"][p] in (None, "?")
            else:
                assert view["picks"][p] == g.state.picks[p]


# ------------------------------------------------------------------ the UI hooks


def test_ui_hooks():
    g = TomorrowGame(players=4, seed=5, objectives=OBJ4, happenings=CALM, turn_order=["usa", "russia", "china", "india"])
    g.script_dice([1] * 40)
    play_until(g, Scripted(usa=[Pick("usa-military"), Pick("usa-biological")]), lambda g: g.pending.kind == "act")
    assert g.describe_action(EndTurn()) == "End your turn"
    assert g.describe_action(Invade("usa-military", "canada")) == "Invade Canada with the military card (1 PC)"
    assert g.describe_action(Block("russia-biological")) == "Block with Bio Defense (the biological card)"
    assert g.describe_action(Give("china", 3)) == "Give 3 Political Capital to China"
    for t in g.targets():
        acts = g.actions_at(t)
        assert acts and all(t in g.targets_of(a) for a in acts)
    every = [a for a in g.legal_actions() if g.targets_of(a)]
    assert sorted(map(repr, every)) == sorted(repr(a) for t in g.targets() for a in g.actions_at(t))
    assert g.actions_at("territory:canada") == [a for a in g.legal_actions() if getattr(a, "territory", None) == "canada"]
    groups = g.track_groups()
    assert groups["Life"][0] == groups["Death"][0] == "Global Threat Track"
    assert {groups[f"PC {n}"] for n in g.seats()} == {("Political Capital", "PC")}
    assert g.seats() == [powers()[p].name for p in ("usa", "russia", "china", "india")]
    assert g.round_of(g.state) == 1 and g.round_of(g.at(3).state) == 0
    # A seat's board is the teacher's board with "your view" named; USA's picks appear on no board.
    assert g.svg_for(0).replace(" — your view: USA", "") == g.svg()
    assert "usa-military" not in g.svg_for(1)


def test_the_board_draws_at_every_step():
    g = TomorrowGame(players=4, seed=0)
    play_until(g, RandomPolicy(0), lambda g: len(g.actions) >= 30)
    for k in range(len(g.log) + 1):
        assert g.at(k).svg().startswith("<svg")


def test_invariants_hook_after_every_action():
    g = TomorrowGame(players=6, seed=2)
    problems = []
    play_out(g, RandomPolicy(2), after_event=lambda g: problems.extend(g.invariants()))
    assert problems == []
    h = TomorrowGame(players=4, seed=2)
    assert h.invariants() == []
    h.state.markers[0] += 1  # a control marker out of nowhere
    assert any("control markers" in p for p in h.invariants())
    h.state.markers[0] -= 1
    h.state.pending = h.state.pending._replace(kind="block")  # a block with no action under way
    assert h.invariants() == ["a block is asked with no action under way"]


def test_illegal_answers_refused_with_the_rule():
    g = TomorrowGame(players=4, seed=2)
    with pytest.raises(IllegalAction) as e:
        g.play(Pick("usa-military"))  # an objective is asked first
    assert e.value.rule == "Game Setup"


def test_gift_order_tokens_are_turned_over_one_at_a_time():
    """End Game Scoring: the gift order is the turn order tokens, mixed face down and turned over one by one, so
    each giver is learned by chance, just before their gift (before, the next giver was asked with no token
    shown, and the teacher's view could draw an answer ahead)."""
    from tabletop_nb.core import learned_by_chance
    rules = TomorrowRules().replace(big_red_button="off")
    scored = 0
    for seed in range(40):
        g = play_out(TomorrowGame(rules, players=5, seed=seed), RandomPolicy(seed))
        if not g.result.get("saved"):
            continue
        scored += 1
        log = g.log
        start = max(i for i, e in enumerate(log) if e.kind == "tokens_mixed")
        assert log[start].data["section"] == "End Game Scoring"
        tokens = [e for e in log[start:] if e.kind == "token_revealed"]
        assert [e.data["player"] for e in tokens] == log[start].data["order"]
        assert [e.data["index"] for e in tokens] == list(range(5))
        assert all(e.section == "End Game Scoring" and "may give Political Capital" in e.sentence for e in tokens)
        for i, e in enumerate(log[start:], start):  # each gift question follows its own power's token
            if e.kind == "decision" and e.data["decision"] == "gift":
                assert log[i - 1].kind == "token_revealed" and log[i - 1].data["player"] == e.data["player"]
        # each token is a chance outcome: the board sends no answer ahead of the click that turns one over
        at = [i for i, e in enumerate(log) if i > start and e.kind == "token_revealed"]
        assert len(at) == 5 and all(learned_by_chance(log[:i + 1], i) for i in at)
    assert scored >= 3


def test_a_seat_view_shows_no_secret_of_another_seat_and_no_face_down_order():
    """``view(seat)``: another power's three offered Secret Objectives (its kept one is among them), the
    Happening deck's order, the boxed biologicals and the tokens not yet turned over stay hidden; one's own
    options and the tokens already turned over are shown; the teacher's view (no seat) is the whole state."""
    g = TomorrowGame(players=4, seed=3)
    play_until(g, RandomPolicy(3), lambda g: g.pending.kind == "act")
    s = g.state
    assert 0 < s.revealed < 4 and s.deck and s.bio_box and all(len(o) == 3 for o in s.objective_options)
    before = s.to_dict()
    for seat in range(4):
        v = g.view(seat)
        text = json.dumps({k: v[k] for k in ("objective_options", "deck", "bio_box", "order")})
        for p in range(4):
            if p == seat:
                assert v["objective_options"][p] == s.objective_options[p]
            else:
                assert v["objective_options"][p] == ["?"] * 3
                assert all(f'"{name}"' not in text for name in s.objective_options[p]
                           if name not in s.objective_options[seat])
        assert v["deck"] == ["?"] * len(s.deck) and v["bio_box"] == ["?"] * len(s.bio_box)
        assert v["order"] == s.order[:s.revealed] + ["?"] * (4 - s.revealed)
    assert s.to_dict() == before  # a view is a copy: making one changes nothing
    assert g.view() == before  # the teacher's view is the whole state
