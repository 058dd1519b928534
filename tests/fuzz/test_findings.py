"""Inputs the fuzz suite (and probes written beside it) found to escape as a raw Python exception.

Each case is one input, kept as a plain test so it stays checked after it is fixed: it must be answered
by a TabletopError (or accepted) within a second, never by a TypeError, RecursionError, ZeroDivisionError...
They are game-specific: the game packages own the fixes (the comment says where it was raised).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fuzzkit import answered
from tabletop_nb.core import RandomPolicy, play_out

PLAY = 300  # actions played after a game is set up from the input


def _turmoil(**setup):
    from tabletop_nb.turmoil import TurmoilGame

    return lambda: play_out(TurmoilGame(seed=0, **setup), RandomPolicy(0), max_actions=PLAY)


def _tomorrow(**setup):
    from tabletop_nb.tomorrow import TomorrowGame

    return lambda: play_out(TomorrowGame(seed=0, **setup), RandomPolicy(0), max_actions=PLAY)


def _tomorrow_rules(**changes):
    from tabletop_nb.tomorrow import TomorrowGame, TomorrowRules

    return lambda: play_out(TomorrowGame(TomorrowRules().replace(**changes), seed=0), RandomPolicy(0),
                            max_actions=PLAY)


def _turmoil_cards(text: str | bytes):
    def run(tmp: Path):
        from tabletop_nb.turmoil.globalevents import load_global_events

        p = tmp / "global_events.json"
        p.write_bytes(text if isinstance(text, bytes) else text.encode())
        return load_global_events(p)
    return run


def _tomorrow_cards(loader: str, name: str, text: str | bytes):
    def run(tmp: Path):
        import tabletop_nb.tomorrow as package

        p = tmp / name
        p.write_bytes(text if isinstance(text, bytes) else text.encode())
        return getattr(package, loader)(p)
    return run


def _t2023(**setup):
    from tabletop_nb.tomorrow2023 import Tomorrow2023Game

    return lambda: play_out(Tomorrow2023Game(seed=0, **setup), RandomPolicy(0), max_actions=PLAY)


def _wotw_story(change):
    """The shipped stories file with its first chapter's objective changed by ``change(objective)``."""
    def run(tmp: Path):
        from tabletop_nb.wotw.cards import load_kind

        doc = json.loads((Path(__file__).parents[2] / "tabletop_nb/wotw/data/stories.json").read_text())
        first = next(c for c in doc["cards"] if c.get("objective"))
        change(first["objective"])
        p = tmp / "stories.json"
        p.write_text(json.dumps(doc))
        return load_kind("stories", p, p.name)
    return run


def _map_with_edge(edge):
    doc = json.loads((Path(__file__).parents[2] / "tabletop_nb/tomorrow/data/map.json").read_text())
    doc["adjacent"][0] = edge
    return json.dumps(doc)


DEEP = "[" * 100_000 + "]" * 100_000

SETUP_CASES = [
    # turmoil/game.py:54 TurmoilGame.__init__ list(players): TypeError 'object' object is not iterable
    pytest.param(_turmoil(players=object()), id="turmoil-players-object"),
    # turmoil/game.py:82 check_setup `c not in cards`: TypeError unhashable type: 'list'
    pytest.param(_turmoil(global_event_order=[[1]]), id="turmoil-global_event_order-nested-list"),
    # turmoil/game.py:503 (legal actions) temperature compared with an int: TypeError '<' not supported
    pytest.param(_turmoil(temperature="x"), id="turmoil-temperature-text"),
    pytest.param(_turmoil(temperature=[1]), id="turmoil-temperature-list"),
    # tomorrow/game.py:73 check_setup `n not in ABSENT`: TypeError unhashable type: 'list'
    pytest.param(_tomorrow(players=[]), id="tomorrow-players-list"),
    # tomorrow/game.py:167 begin(): TypeError 'float' object cannot be interpreted as an integer
    pytest.param(_tomorrow(players=4.0), id="tomorrow-players-float"),
    # tomorrow/game.py:80 check_setup objectives().get(name): TypeError unhashable type: 'list'
    pytest.param(_tomorrow(objectives={"usa": []}), id="tomorrow-objectives-list-value"),
    # tomorrow/game.py:93 check_setup `b not in biologicals()`: TypeError unhashable type: 'list'
    pytest.param(_tomorrow(bio_cards={"usa": [[1]]}), id="tomorrow-bio_cards-nested-list"),
    # tomorrow/game.py:97 check_setup sorted(order): TypeError '<' not supported between 'int' and 'str'
    pytest.param(_tomorrow(turn_order=["usa", 1]), id="tomorrow-turn_order-mixed"),
    # tomorrow/game.py:100 check_setup `h not in happenings()`: TypeError unhashable type: 'list'
    pytest.param(_tomorrow(happenings=[[1]]), id="tomorrow-happenings-nested-list"),
    # tomorrow/game.py:436 immediate_annihilation and :887 nuclear_attack divide by per_pawns: ZeroDivisionError
    # (per_pawns has no tunable range; found by test_fuzz_rules with seeds 0 and 1)
    pytest.param(_tomorrow_rules(per_pawns=0), id="tomorrow-rules-per_pawns-0"),
    # core roll(): random.randint(1, 0): ValueError empty range (die has no tunable range, low=1 or more)
    pytest.param(_tomorrow_rules(die=0), id="tomorrow-rules-die-0"),
    pytest.param(_tomorrow_rules(die=-1), id="tomorrow-rules-die-negative"),
    # core/cards.py read_card_source: a card "path" holding a NUL character, path.stat(): ValueError embedded
    # null byte (found by make fuzz, the long profile; every game's cards= option reads through it)
    pytest.param(_t2023(cards="0" * 600 + "\x00" + "0" * 600), id="t2023-cards-path-with-nul"),
]


@pytest.mark.parametrize("run", SETUP_CASES)
def test_setup_and_rules_findings(run):
    answered(run)  # a TabletopError is an answer; any other exception fails with the input in the id


CARD_CASES = [
    # turmoil/data.py load_global_events: json.loads of deep nesting: RecursionError
    pytest.param(_turmoil_cards(DEEP), id="turmoil-global_events-deep"),
    # turmoil/data.py load_global_events: path.read_text of non-UTF-8 bytes: UnicodeDecodeError
    pytest.param(_turmoil_cards(b"\xff\xfe"), id="turmoil-global_events-not-utf8"),
    # tomorrow/data.py:95 _read: json.loads of deep nesting: RecursionError (every Tomorrow data file)
    pytest.param(_tomorrow_cards("load_map", "map.json", DEEP), id="tomorrow-map-deep"),
    pytest.param(_tomorrow_cards("load_biologicals", "biologicals.json", DEEP), id="tomorrow-biologicals-deep"),
    pytest.param(_tomorrow_cards("load_objectives", "objectives.json", DEEP), id="tomorrow-objectives-deep"),
    pytest.param(_tomorrow_cards("load_happenings", "happenings.json", DEEP), id="tomorrow-happenings-deep"),
    pytest.param(_tomorrow_cards("load_powers", "powers.json", DEEP), id="tomorrow-powers-deep"),
    # tomorrow/data.py:95 _read: read_text of non-UTF-8 bytes: UnicodeDecodeError
    pytest.param(_tomorrow_cards("load_map", "map.json", b"\xff\xfe"), id="tomorrow-map-not-utf8"),
    # tomorrow/data.py:149 load_map `e in basic` for an edge holding a list: TypeError unhashable type: 'list'
    pytest.param(_tomorrow_cards("load_map", "map.json", _map_with_edge([[], "usa"])), id="tomorrow-map-edge-list"),
    # wotw/cards.py _check_chapter `kind not in OBJECTIVES` for a kind holding a list: TypeError unhashable type
    # (found by make fuzz, the long profile)
    pytest.param(_wotw_story(lambda o: o.update(kind=[])), id="wotw-stories-objective-kind-list"),
    pytest.param(_wotw_story(lambda o: o.update(kind="reach", location=["London"])), id="wotw-stories-location-list"),
]


@pytest.mark.parametrize("run", CARD_CASES)
def test_card_file_findings(run, tmp_path):
    answered(lambda: run(tmp_path))


def _turmoil_edit(target, **changes):
    def run():
        from tabletop_nb.turmoil import TurmoilGame

        g = TurmoilGame(seed=0)
        before = (g.state.to_dict(), len(g.log))
        try:
            g.edit(target, **changes)
        finally:
            assert (g.state.to_dict(), len(g.log)) == before or len(g.log) == before[1] + 1
    return run


EDIT_CASES = [
    # turmoil/state.py:239 edit_committee `value in PARTIES`-style lookup: TypeError unhashable type: 'list'
    pytest.param(_turmoil_edit("committee", dominant=["Kim"]), id="turmoil-edit-committee-dominant-list"),
    pytest.param(_turmoil_edit("committee", ruling={"a": 1}), id="turmoil-edit-committee-ruling-dict"),
]


@pytest.mark.parametrize("run", EDIT_CASES)
def test_edit_findings(run):
    answered(run)


WOTW_OBJECTIVES = [  # values the play reads (the chapter's n, trait, location): refused when the file is read
    pytest.param(lambda o: o.update(kind=[]), id="kind-list"),
    pytest.param(lambda o: o.update(kind="reach", location=["London"]), id="location-list"),
    pytest.param(lambda o: o.update(kind="reach", location="Paris"), id="location-unknown"),
    pytest.param(lambda o: o.update(kind="endure", n="three"), id="n-text"),
    pytest.param(lambda o: o.update(kind="pay", n=True), id="n-bool"),
    pytest.param(lambda o: o.update(kind="pay", n=-2), id="n-negative"),
    pytest.param(lambda o: o.update(kind="destroy", n=2, trait={"a": 1}), id="trait-dict"),
]


@pytest.mark.parametrize("change", WOTW_OBJECTIVES)
def test_wotw_story_objective_values_are_checked(change, tmp_path):
    from tabletop_nb.core import DataError

    with pytest.raises(DataError) as info:
        _wotw_story(change)(tmp_path)
    assert info.value.file.endswith("stories.json") and info.value.field == "objective", str(info.value)
