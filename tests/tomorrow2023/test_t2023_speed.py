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
