"""legal.py: the readable definition of a turn's legal actions and the speed tables beside it agree."""

from __future__ import annotations

from tabletop_nb.core import IllegalAction, RandomPolicy
from tabletop_nb.tomorrow import (AirStrike, BioAttack, Coup, CyberAttack, EndTurn, Invade, NuclearAttack,
                                  PressButton, TerrorAttack, TomorrowGame, TomorrowRules, UseDoomsday, world_map)
from tabletop_nb.tomorrow.legal import controlled


def test_every_legal_action_passes_check():
    for seed in range(3):
        g = TomorrowGame(players=5, seed=seed)
        pol = RandomPolicy(seed)
        for _ in range(300):
            if g.is_over:
                break
            for a in g.legal_actions():
                g.check(a)
            g.play(pol(g))


def _act_candidates(g):
    """Every action of the "act" kinds a player could try now, legal or not."""
    s = g.state
    p = s.pending.who
    terr = list(world_map())
    out = [EndTurn(), PressButton()] + [UseDoomsday(t) for t in terr]
    for c in s.cards[p]:
        out += [BioAttack(c, t, b) for b in s.bio_hand[p] + ["Professor Hecker's Blend"] for t in terr]
        out += [NuclearAttack(c, t) for t in terr] + [Invade(c, t) for t in terr] + [Coup(c, t) for t in terr]
        out += [TerrorAttack(c, q) for q in s.powers] + [AirStrike(c, q) for q in s.powers] + [CyberAttack(c)]
    return out


def test_fast_legal_actions_equal_the_plain_rules():
    """legal.py: the shared tables of act_actions_fast() (what legal_actions() uses) give the readable
    definition act_actions(), order included, and exactly the candidate actions that check() accepts,
    on hundreds of random states under both own_territory rulings."""
    states = 0
    rulings_seen = set()
    for players in (4, 5, 6):
        for seed in range(3):
            rules = TomorrowRules().replace(big_red_button="off" if seed % 3 else "everyone_loses",
                                            own_territory=("allowed", "forbidden")[(seed + players) % 2])
            g = TomorrowGame(rules, players=players, seed=seed)
            rulings_seen.add(rules.own_territory)
            pol = RandomPolicy(seed)
            while not g.is_over:
                if g.pending.kind == "act":
                    legal = g.legal_actions()
                    assert legal == g.act_actions(g.pending.who)
                    accepted = set()
                    for a in _act_candidates(g):
                        try:
                            g.check(a)
                            accepted.add(a)
                        except IllegalAction:
                            pass
                    assert accepted == set(legal)
                    states += 1
                g.play(pol(g))
    assert states > 400 and rulings_seen == {"allowed", "forbidden"}


def test_speed_tables_equal_the_plain_rules():
    """legal.py: controlled() gives each player's territories as Flow.controls lists them, and
    picks_left_fast() (what legal_actions() uses) the readable picks_left(), order included."""
    picks = boards = 0
    for players in (4, 6):
        for seed in range(3):
            g = TomorrowGame(players=players, seed=seed)
            pol = RandomPolicy(seed)
            while not g.is_over:
                by = controlled(g.state.control)
                for p in range(players):
                    assert by.get(p, ()) == tuple(g.controls(p))
                boards += 1
                if g.pending.kind == "pick":
                    p = g.pending.who
                    assert g.legal_actions() == g.picks_left_fast(p) == g.picks_left(p)
                    picks += 1
                g.play(pol(g))
    assert picks > 50 and boards > 200


def test_shared_event_records_are_the_events_record_makes():
    """Game.record_again / record_shared: the events every turn repeats are recorded once per seating and
    shared; a game that records each of them afresh (the plain record) plays the same games, event for
    event, under the rules variants of the benchmarks."""
    from tabletop_nb.core import play_out

    class Unshared(TomorrowGame):
        key = "game"  # (a test's subclass: not registered)

        def record_again(self, key):  # type: ignore[no-untyped-def]
            return False

        def record_shared(self, key, et, who, data):  # type: ignore[no-untyped-def]
            self.record(et, who, data)

    shared = 0
    variants = (TomorrowRules(), TomorrowRules().replace(big_red_button="off"),
                TomorrowRules().replace(pc_floor="zero", retaliation_window="rest_of_turn_too"))
    for players in (4, 6):
        for seed in range(4):
            for rules in variants:
                a = play_out(TomorrowGame(rules, players=players, seed=seed), RandomPolicy(seed))
                b = play_out(Unshared(rules, players=players, seed=seed), RandomPolicy(seed))
                assert [e.to_dict() for e in a.log] == [e.to_dict() for e in b.log]
                assert a.state == b.state and a.actions == b.actions
                told = set(map(id, a.told.values()))
                shared += sum(id(e) in told for e in a.log)
    assert shared > 1000


def test_control_is_never_changed_in_place():
    """events.changed_control: a change of control makes a new dict (events and scenario edits alike), so
    Legal.controlled_now may keep what it read from one dict; what it gives is controlled() of the board now."""
    changes = 0
    for players in (4, 6):
        for seed in range(3):
            g = TomorrowGame(TomorrowRules().replace(big_red_button="off"), players=players, seed=seed)
            pol = RandomPolicy(seed)
            while not g.is_over:
                before, seen = g.state.control, dict(g.state.control)
                g.play(pol(g))
                if g.state.control is before:
                    assert g.state.control == seen  # the same dict: nothing changed in it
                else:
                    changes += g.state.control != seen
                if not g.is_over:
                    assert g.controlled_now() == controlled(dict(g.state.control))
    assert changes > 20
    g = TomorrowGame(players=6, seed=1)
    g.controlled_now()
    before = g.state.control
    g.edit("territory:canada", controller="usa")
    assert g.state.control is not before and g.state.control["canada"] == g.state.powers.index("usa")
    assert g.controlled_now()[g.state.powers.index("usa")] == tuple(g.controls(g.state.powers.index("usa")))
