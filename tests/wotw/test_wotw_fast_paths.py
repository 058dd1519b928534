"""The fast paths of WotW beside their readable definitions: the same games, event for event.

Each fast twin (Keywords.move_fast, phase_fast, change_fast, shuffle_zone_fast, trigger_fast, Flow.answer_hand_fast,
lay_out_fast, legal.hand_options_fast) keeps a readable definition under the plain name (or the kernel's own verb,
Zones.shuffle_zone); WotWGame runs the fast twins. Here whole games are played both ways and must record the same
events, take the same actions and end in the same state.
"""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_nb.core import RandomPolicy, play_out
from tabletop_nb.core.cards import Zones
from tabletop_nb.wotw import STORIES, WotWGame, WotWRules
from tabletop_nb.wotw import flow as flow_module
from tabletop_nb.wotw import legal
from tabletop_nb.wotw.flow import Flow
from tabletop_nb.wotw.keywords import Keywords

READABLE = {
    "move": Keywords.move,
    "phase": Keywords.phase,
    "change": Keywords.change,
    "shuffle_zone": Zones.shuffle_zone,
    "trigger": Keywords.trigger,
    "answer_hand": Flow.answer_hand,
    "lay_out": Flow.lay_out,
}


def _game(rules: WotWRules | None, seed: int, story: str) -> list[Any]:
    g = play_out(WotWGame(rules, seed=seed, story=story), RandomPolicy(seed))
    return [[e.to_dict() for e in g.log], [a.to_dict() for a in g.actions], g.state.to_dict()]


VARIANTS = [
    None,
    WotWRules(trackers_floor="instant_loss", spend_short="partial"),
    WotWRules(resolve_blocked="stop", location_return="shuffle", evade_location="event_discard"),
    WotWRules(purchase_to="deck_top", remove_means="to_discard", incoming_when="red_circle", stamina_tokens=0),
]


@pytest.mark.parametrize("v", range(len(VARIANTS)))
def test_games_played_with_the_readable_definitions_are_the_same(v: int, monkeypatch: pytest.MonkeyPatch) -> None:
    seeds = range(12)
    fast = [_game(VARIANTS[v], s, STORIES[s % 3]) for s in seeds]
    for name, fn in READABLE.items():
        monkeypatch.setattr(WotWGame, name, fn)
    monkeypatch.setattr(flow_module, "hand_options_fast", legal.hand_options)
    plain = [_game(VARIANTS[v], s, STORIES[s % 3]) for s in seeds]
    assert fast == plain


def test_hand_options_fast_and_plain_agree_mid_game() -> None:
    for seed in range(6):
        g = WotWGame(WotWRules(spend_short="partial") if seed % 2 else None, seed=seed)
        pol = RandomPolicy(seed)
        while not g.state.over:
            d = g.state.pending
            if d is not None and d.then == "hand":
                assert legal.hand_options_fast(g) == legal.hand_options(g)
            g.play(pol(g), trusted=True)


def test_repeated_moves_and_changes_are_shared_records_equal_to_fresh_ones() -> None:
    """A one-card move, a change, a card turned or turned back, a day begun, an Engagement are recorded once per card tables and logged again by later games (events
    are never changed once recorded); each shared record equals the event the readable definition makes."""
    first = play_out(WotWGame(seed=1), RandomPolicy(1))
    again = play_out(WotWGame(seed=2), RandomPolicy(2))
    earlier = {id(e) for e in first.log}
    shared = [e for e in again.log if id(e) in earlier]
    assert {e.kind for e in shared} >= {"cards_moved", "changed"}
    assert {e.kind for e in again.told.values()} <= {"cards_moved", "changed", "turned", "unturned", "day_began",
                                                     "engaged_at"}
    assert WotWGame(seed=2).told is first.told  # one table per card tables and game class


def test_games_whose_tables_keep_nothing_are_the_same_games() -> None:
    """Every shared record (Flow.move, change, step_turn, ...) equals the event made afresh: games whose table
    keeps nothing play the same games, event for event."""

    class Forgetful(dict):  # type: ignore[type-arg]
        def __setitem__(self, key, value):  # type: ignore[no-untyped-def]
            pass

    for v, rules in enumerate(VARIANTS):
        for seed in range(4):
            a = _game(rules, seed, STORIES[(seed + v) % 3])
            b = WotWGame(rules, seed=seed, story=STORIES[(seed + v) % 3])
            b.told = Forgetful()
            b._phase_events = Forgetful()
            play_out(b, RandomPolicy(seed))
            assert a == [[e.to_dict() for e in b.log], [x.to_dict() for x in b.actions], b.state.to_dict()]
