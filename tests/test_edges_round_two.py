"""Issue #32, 7: raw errors at the edges of every game, now typed errors naming the rule or the field."""

from __future__ import annotations

import json

import pytest

from tabletop_nb.core import (DataError, IllegalAction, RulesError, SaveFileError, StepError, TabletopError, load)
from tabletop_nb.tomorrow import TomorrowGame
from tabletop_nb.tomorrow2023 import Tomorrow2023Game
from tabletop_nb.turmoil import TurmoilGame
from tabletop_nb.wotw import WotWGame

GAMES = {
    "wotw": (WotWGame, {}),
    "tomorrow": (TomorrowGame, {"players": 4}),
    "turmoil": (TurmoilGame, {"players": ["Kim", "Stanley"]}),
    "tomorrow2023": (Tomorrow2023Game, {}),
}


def _played(game: str, n: int = 3):
    cls, setup = GAMES[game]
    g = cls(seed=2, **setup)
    for _ in range(n):
        g.play(g.legal_actions()[0])
    return g


def _nested(depth: int):
    x: list = []
    for _ in range(depth):
        x = [x]
    return x


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("k", ["1", None, 1.5, True, 10**100, -10**100])
def test_at_with_a_step_that_is_not_one_is_a_step_error(game, k):
    g = _played(game)
    before = (len(g.log), g.state.to_dict())
    with pytest.raises(StepError, match=r"rule: time travel") as e:
        g.at(k)
    assert isinstance(e.value, IllegalAction) and isinstance(e.value, IndexError)  # (still an IndexError, as before)
    assert (len(g.log), g.state.to_dict()) == before


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("n", ["1", None, 1.5, True, 10**100, -1])
def test_undo_with_a_count_that_is_not_one_is_refused(game, n):
    g = _played(game)
    before = (len(g.log), list(g.actions))
    with pytest.raises(IllegalAction, match=r"rule: undo"):
        g.undo(n)
    assert (len(g.log), list(g.actions)) == before


@pytest.mark.parametrize("game", sorted(GAMES))
def test_at_counts_back_from_the_end_and_reaches_every_step(game):
    g = _played(game)
    n = len(g.log)
    assert g.at(-1).state == g.state and g.at(n).state == g.state
    assert g.at(-n - 1).state == g.at(0).state


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("seed", [2**63, -(2**63), 2**64])
def test_a_seed_a_save_cannot_keep_is_refused_at_once(game, seed):
    cls, setup = GAMES[game]
    with pytest.raises(RulesError, match=r"seed must be a whole number within ±2\*\*63"):
        cls(seed=seed, **setup)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_largest_seed_reloads_its_own_save(game):
    cls, setup = GAMES[game]
    g = cls(seed=2**63 - 1, **setup)
    g.play(g.legal_actions()[0])
    assert load(g.to_json()).state == g.state


@pytest.mark.parametrize("game", sorted(GAMES))
def test_unknown_top_level_fields_of_a_save_are_refused(game):
    doc = json.loads(_played(game).to_json())
    doc["comment"] = "made by hand"
    with pytest.raises(SaveFileError, match=r"unknown field 'comment'"):
        load(json.dumps(doc))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_rule_left_out_of_a_save_is_refused_not_defaulted(game):
    doc = json.loads(_played(game).to_json())
    cls, _ = GAMES[game]
    gone = next(k for k in doc["rules"] if k not in cls.Rules.BEFORE_FIELD_ADDED)
    del doc["rules"][gone]
    with pytest.raises(SaveFileError, match=rf"field 'rules'.*{gone}.*missing"):
        load(json.dumps(doc))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_rule_added_after_saves_existed_may_be_left_out(game):
    cls, _ = GAMES[game]
    doc = json.loads(_played(game).to_json())
    for k in cls.Rules.BEFORE_FIELD_ADDED:
        del doc["rules"][k]
    assert load(json.dumps(doc)).rules.to_dict() == {**doc["rules"], **cls.Rules.BEFORE_FIELD_ADDED}


def _own_cards_with(game: str, value):
    """The game's own-cards setup with one shipped card whose first field but the name holds ``value``."""
    from test_saves_never_open_files import CASES

    cls, setup, kind, shipped = CASES[game]
    data = json.loads(shipped.read_bytes())
    cards = data if isinstance(data, list) else data.get("cards") or next(v for v in data.values() if isinstance(v, list))
    card = dict(cards[0])
    field = next(k for k in card if k != "name")
    card[field] = value
    return cls, setup, ({"cards": [card]} if kind is None else {"cards": {kind: [card]}}), field


@pytest.mark.parametrize("game", sorted(GAMES))
def test_own_cards_given_as_python_data_nested_200000_deep_are_a_data_error(game):
    cls, setup, own, field = _own_cards_with(game, _nested(200_000))
    with pytest.raises(DataError, match="nested more than"):
        cls(seed=0, **setup, **own)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_field_of_an_own_card_nested_deep_is_answered_by_a_typed_error(game):
    from test_saves_never_open_files import CASES

    cls, setup, kind, shipped = CASES[game]
    data = json.loads(shipped.read_bytes())
    cards = data if isinstance(data, list) else data.get("cards") or next(v for v in data.values() if isinstance(v, list))
    for field in cards[0]:
        card = dict(cards[0], **{field: _nested(5_000)})
        own = {"cards": [card]} if kind is None else {"cards": {kind: [card]}}
        with pytest.raises(TabletopError):
            cls(seed=0, **setup, **own)
