"""The example game (examples/dice_race, package ``tnb_dice_race``) keeps the promise of #28: a new game is a new
package and nothing else. It lives outside tabletop_nb, is declared only in its own pyproject.toml's entry point,
and plays in explore(), app(), the lab's compare() and the command line; no line of tabletop_nb (or of the tests
but this file) names it. The contract test, the UI tests and the fuzz suite pick it up as they pick up any
declared game.

It must be installed for these tests (the Makefile and .ci/run install it: ``pip install -e examples/dice_race``).
"""

from __future__ import annotations

import importlib.metadata
import json
import pathlib
import re
import subprocess
import sys
from fractions import Fraction

import pytest

from tabletop_nb.core import IllegalAction, RandomPolicy, declared_games, load, play_out
from tabletop_nb.core import registry

ROOT = pathlib.Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "dice_race"
KEY = "dice_race"

if KEY not in registry.entry_points():  # (a failure, not a skip: the Makefile's venv rule and .ci/run install it)
    pytest.fail("the example game is not installed in this venv: pip install -e examples/dice_race", pytrace=False)


def game_class():
    return declared_games()[KEY]


def test_the_example_is_declared_by_its_own_distribution_through_the_entry_point():
    eps = [ep for ep in importlib.metadata.distribution("tnb_dice_race").entry_points if ep.group == registry.GROUP]
    assert [(ep.name, ep.value) for ep in eps] == [(KEY, "tnb_dice_race.game:DiceRaceGame")]
    assert registry.entry_points()[KEY] == "tnb_dice_race.game:DiceRaceGame"
    assert KEY in declared_games() and game_class().key == KEY
    assert '"tabletop_nb.games"' in (EXAMPLE / "pyproject.toml").read_text()
    assert KEY not in (ROOT / "pyproject.toml").read_text()  # tabletop_nb's own metadata does not declare it


def test_its_modules_live_outside_tabletop_nb():
    import tabletop_nb
    import tnb_dice_race

    package = pathlib.Path(tnb_dice_race.__file__).resolve().parent
    assert package == EXAMPLE / "tnb_dice_race"
    assert pathlib.Path(tabletop_nb.__file__).resolve().parent not in package.parents
    assert game_class().__module__ == "tnb_dice_race.game"


def _names_the_example(text: str) -> bool:
    return bool(re.search(r"dice_race|DiceRace|tnb_dice", text))


def test_no_line_outside_its_package_names_it():
    """The kernel, the lab, the UI, the CLI and every other test find the game without naming it."""
    named = [str(p.relative_to(ROOT)) for p in sorted((ROOT / "tabletop_nb").rglob("*.py"))
             if _names_the_example(p.read_text(encoding="utf-8"))]
    named += [str(p.relative_to(ROOT)) for p in sorted((ROOT / "tests").rglob("*.py"))
              if p.name != pathlib.Path(__file__).name and _names_the_example(p.read_text(encoding="utf-8"))]
    assert named == []


def test_importing_it_loads_no_jupyter_module():
    code = ("import sys, tnb_dice_race; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('ipywidgets', 'plotly', 'IPython', 'anywidget', 'traitlets', 'ipykernel')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


# --------------------------------------------------------------------------- its rules, as the rulebook says


def test_a_scripted_die_plays_the_rulebook_turn_and_cites_its_sections():
    g = game_class()(seed=0)
    # seed 0's first roll is made at setup; script the rest: 4 and 5 into the pot, then the 1 busts
    first = g.state.pot
    g.script_dice([4, 5, 1])
    g.play(g.legal_actions()[0])  # roll again: 4
    assert g.state.pot == first + 4
    g.play(g.legal_actions()[0])  # roll again: 5
    assert g.state.pot == first + 9
    events = g.play(g.legal_actions()[0])  # roll again: the 1
    assert [e.kind for e in events][:2] == ["rolled", "busted"]
    assert events[1].section == "Dice Race 4: Busting" and f"the {first + 9} points in the pot are lost" in events[1].sentence
    assert g.state.scores == [0, 0] and g.state.seat == 1  # nothing banked; Ben's turn
    sections = {e.section for e in g.log if e.section}
    rulebook = (EXAMPLE / "rules.md").read_text()
    for section in sections:  # every section cited is a heading of the rulebook beside the package
        number, _, title = section.removeprefix("Dice Race ").partition(": ")
        assert f"## {number}. {title}" in rulebook, section


def test_stop_banks_the_pot_and_an_illegal_answer_names_the_rule():
    from tabletop_nb.core import Choose

    g = game_class()(seed=1)
    before = g.state.to_dict()
    with pytest.raises(IllegalAction, match=r"roll again or stop.*\(rule: Dice Race 3: Roll again or stop\)"):
        g.play(Choose("stop"))  # an action, but not one of the two answers
    assert g.state.to_dict() == before
    pot = g.state.pot
    stop = [a for a in g.legal_actions() if type(a).__name__ == "Stop"][0]
    g.play(stop)
    assert g.state.scores[0] == pot and g.state.seat == 1


def test_the_rulings_change_the_end():
    cls = game_class()
    at_once = cls.Rules().replace(reach="at_once", target=5)
    for seed in range(20):  # the pot ends the race as soon as it reaches the target, without a Stop
        g = play_out(cls(at_once, seed=seed), lambda game: game.legal_actions()[0])  # always roll again
        o = g.outcome()
        assert o is not None and o.ending == "target reached" and max(o.scores or ()) >= 5
    equal = cls.Rules().replace(last_turn="equal_turns", target=5)
    last_turns = 0
    for seed in range(20):
        g = play_out(cls(equal, seed=seed), RandomPolicy(seed))
        if any(e.kind == "last_turn" for e in g.log):
            last_turns += 1
            assert g.outcome().ending == "last turn played"
            assert g.outcome().winners == tuple(s for s in (0, 1) if g.state.scores[s] == max(g.state.scores))
    assert last_turns > 0


def test_the_odds_room_is_exact():
    from tabletop_nb.lab import odds

    room = odds.of(KEY)
    two = room.turn_points(2)
    assert two == {0: Fraction(1, 6), **{f: Fraction(1, 6) for f in range(2, 7)}}
    for hold in (1, 8, 20):
        assert sum(room.turn_points(hold).values()) == 1
    assert room.no_bust(2) == Fraction(25, 36)


def test_a_save_loads_in_a_fresh_process_that_never_imported_the_game():
    g = play_out(game_class()(seed=4), RandomPolicy(4))
    code = ("import sys, json; from tabletop_nb.core import load; g = load(sys.stdin.read()); "
            "print(json.dumps([type(g).__module__, g.outcome().to_dict()]))")
    out = subprocess.run([sys.executable, "-c", code], input=g.to_json(), capture_output=True, text=True, cwd=ROOT,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == ["tnb_dice_race.game", g.outcome().to_dict()]
    assert load(g.to_json()).state == g.state


# --------------------------------------------------------------------------- explore(), app(), the lab, the CLI


def test_it_plays_to_the_end_in_explore_by_buttons_and_board_clicks():
    from tabletop_nb.ui import explore

    view = explore(game_class()(seed=2))
    board = view.board
    assert "data-target='die'" in board.svg and board.targets
    clicks = 0
    for n in range(500):
        if view.game.is_over:
            break
        if n % 2 and board.targets:  # a click on the board (the die or the bank), else a button
            board.click(board.targets[0])
            clicks += 1
        else:
            board.act(0)
    assert view.game.is_over and view.game.outcome() is not None and clicks
    assert view.stepper.step == len(view.game.log)
    sentences = [sentence for sentence, _rule in board.feedback]  # what the last move caused, with its rule
    assert any(("wins the race" in s or "share the win" in s) for s in sentences)
    assert ["Dice Race 5: The end"] == [rule for s, rule in board.feedback if "win" in s]


def test_it_plays_to_the_end_in_the_app_against_its_heuristic():
    from tabletop_nb.ui import app
    from tnb_dice_race.bots import HeuristicPolicy

    a = app(game_class(), seed=5)
    assert set(a.rulings) == {"reach", "last_turn"}
    assert all(isinstance(p, HeuristicPolicy) for p in a.explorer.board.policies.values())
    board = a.explorer.board
    for _ in range(500):
        if board.game.is_over:
            break
        board.act(0)
    assert board.game.is_over and board.game.outcome() is not None
    a.rulings["last_turn"].value = "equal_turns"
    assert a.new_game() is not None and a.explorer.game.rules.last_turn == "equal_turns"


def test_the_lab_compares_its_rulings_over_seeds():
    from tabletop_nb.lab import compare

    res = compare(KEY, {"rulebook": None, "last turn": {"last_turn": "equal_turns"}}, 12, players="heuristic",
                  workers=1, progress=False, seed=3)
    games = res.games
    assert len(games) == 24 and set(games["variant"]) == {"rulebook", "last turn"}
    assert set(games["winner"]) <= {"Ada", "Ben", "Ada+Ben"} and (games["turns"] >= 1).all()
    assert set(games["first"]) == {"Ada"}
    assert "Dice Race" in res.summary()
    mcts = compare(KEY, {"rulebook": None}, 2, players="mcts:10", workers=1, progress=False)
    assert len(mcts.games) == 2


def test_the_command_line_simulates_it(tmp_path):
    out = subprocess.run([sys.executable, "-m", "tabletop_nb.cli", "simulate", KEY, "-n", "6", "--quiet",
                          "--variant", "rulebook:", "--variant", "short:target=10", "--players", "heuristic",
                          "--csv", str(tmp_path / "games.csv")], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stderr
    assert "Dice Race" in out.stdout and "short against rulebook" in out.stdout
    assert len((tmp_path / "games.csv").read_text().splitlines()) == 13
    helped = subprocess.run([sys.executable, "-m", "tabletop_nb.cli", "simulate", "--help"], capture_output=True,
                            text=True, cwd=ROOT, timeout=120)
    assert KEY in helped.stdout
