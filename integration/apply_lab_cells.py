"""Replace the bare-mean simulation cells of the two "rulings" notebooks with tabletop_nb.lab.compare()
(rates with 95 % Wilson intervals, changes called only by a two-sided test at 5 %).

    python integration/apply_lab_cells.py            # edit both notebooks in place (outputs of edited cells cleared)
    python integration/apply_lab_cells.py --check    # only say which cells would change

Cells are found by what they contain (not by position), so edits other helpers made elsewhere in the
notebooks survive; a notebook whose cells are not found is left alone and reported (exit status 1).
Re-execute the two notebooks afterwards (nbconvert --execute --inplace, PYTHONHASHSEED=0).
"""

from __future__ import annotations

import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

TOMORROW = ROOT / "notebooks" / "tomorrow" / "08-rulings-and-variants.ipynb"
TURMOIL = ROOT / "notebooks" / "turmoil" / "05-a-generation-by-random-policies.ipynb"

# ---------------------------------------------------------------- Tomorrow 08

T_IMPORTS_OLD = ("from tabletop_nb.core import simulate\n", "from tabletop_nb.ui import distribution_figure\n")
T_IMPORTS_NEW = ("from tabletop_nb.lab import compare, two_proportions, wilson\n", "from tabletop_nb.ui.lab_charts import forest_figure\n")

T_INTRO = """## What each alternative changes

One baseline — the defaults with the Big Red Button left out, because random players press it so often that most
games would end on turn 1 — and one variant per ruling alternative. Each plays the same 100 seeds at 4 players
(`tabletop_nb.lab.compare`). Every rate comes with its 95 % Wilson interval, and a variant is marked as different
from the baseline only when a two-sided test at 5 % says so (two-proportion z-test for rates, Welch's z-test for
means); everything else is "no detectable change at 100 games"."""

T_RUN = """base = TomorrowRules().replace(big_red_button="off")
variants = {"baseline": base}
for r in TomorrowRules.rulings():
    for value in r.alternatives:
        if value != r.default and r.name != "big_red_button":
            variants[f"{r.name}={value}"] = base.replace(**{r.name: value})
variants["big_red_button=everyone_loses"] = TomorrowRules()

def killed(game):
    return sum(game.result["killed"].values())

def mean_pc(game):
    pc = game.result["pc"]
    return sum(pc.values()) / len(pc)

res = compare("tomorrow", variants, 100, seats=4, seed=1000, workers=1, progress=False,
              metrics={"saved": "saved", "killed": killed, "mean PC": mean_pc})
print(len(res.games), "games")"""

T_TABLE = """ch = res.changes().set_index(["variant", "measure"])
ln = res.lengths().set_index("variant")
mt = res.metrics().set_index(["variant", "metric"])
g = res.games
b = g[g["variant"] == "baseline"]

def mark(name, measure):
    if name == "baseline" or (name, measure) not in ch.index:
        return " "
    v = ch.loc[(name, measure), "verdict"]
    return "+" if v == "higher" else "-" if v == "lower" else " "

def mark_saved(name, sub):
    if name == "baseline":
        return " "
    t = two_proportions(int(b["saved"].sum()), len(b), int(sub["saved"].sum()), len(sub))
    return " " if not t.significant else "+" if t.diff > 0 else "-"

print(f"{'variant':<36} {'saved [95% interval]':>20}   {'turns':>11}   {'killed':>11}   {'mean PC':>11}")
for name in variants:
    sub = g[g["variant"] == name]
    s = wilson(int(sub["saved"].sum()), len(sub))
    t, k, pc = ln.loc[name], mt.loc[(name, "killed")], mt.loc[(name, "mean PC")]
    print(f"{name:<36} {s.rate:>4.0%} [{s.low:>4.0%}, {s.high:>4.0%}] {mark_saved(name, sub)}"
          f"  {t['turns_mean']:>5.1f} ±{t['turns_mean'] - t['turns_low']:>4.1f} {mark(name, 'mean turns')}"
          f"  {k['mean']:>5.1f} ±{k['mean'] - k['low']:>4.1f} {mark(name, 'mean killed')}"
          f"  {pc['mean']:>5.1f} ±{pc['mean'] - pc['low']:>4.1f} {mark(name, 'mean mean PC')}")
print(f"\\n+ / -: higher / lower than the baseline by a two-sided test at 5 %; blank: no detectable change at {len(b)} "
      "games. (With this many comparisons, about 1 mark in 20 can be chance.)")"""

T_FIGURE = """forest_figure(res, "turns", title="Game length (mean turns, 95% interval) by rules variant")"""

T_CLOSING = """mine = base.replace(terror_pc="both", per_pawns=4)
mine_res = compare("tomorrow", {"baseline": base, "mine": mine}, 100, seats=4, seed=1000, workers=1, progress=False,
                   metrics={"killed": killed})
print(mine_res.summary())"""

# ---------------------------------------------------------------- Turmoil 05

U_INTRO = """## Many games: does a cheaper lobby change who leads the parties?

`compare` (from `tabletop_nb.lab`) plays seeded random games for each rules variant: one row per game, and a
summary where every mean and rate carries its 95 % interval. A change is called a change only when a two-sided test
at 5 % says so; otherwise the summary says there is no detectable change at this many games."""

U_RUN = """from tabletop_nb.lab import compare

def delegates_placed(g):
    return sum(1 for e in g.log if e.kind == "delegate_placed" and e.data["owner"] != -1)

def winning_vp(g):
    return max(g.result["vp"].values())

def neutral_chairs(g):
    return sum(1 for e in g.log if e.kind == "chairman_changed" and e.data["owner"] == -1)

variants = {"lobby 5 M€ (printed)": TurmoilRules(), "lobby 2 M€": TurmoilRules(lobby_cost=2)}
res = compare(TurmoilGame, variants, 150, setup={"players": ["A", "B", "C", "D"], "generations": 6}, workers=1,
              progress=False, metrics={"delegates placed": delegates_placed, "winning VP": winning_vp,
                                       "neutral chairs": neutral_chairs})
print(res.summary())"""

U_FIGURE = """from tabletop_nb.ui.lab_charts import variants_figure

variants_figure(res, "delegates placed")"""

U_CLOSING_MD = """## Your turn: change a rule and run again

Try `tr_revision=2`, `event_count_cap=3`, `negative_events=False` or one of the rulings below, as a second variant
in the comparison cell, and re-run it: the summary says what changed, with its interval, or that nothing detectable
did."""


def _src(cell: dict) -> str:
    return "".join(cell["source"])


def _set(cell: dict, text: str) -> None:
    cell["source"] = text.splitlines(keepends=True)
    if cell["cell_type"] == "code":
        cell["outputs"] = []
        cell["execution_count"] = None


def _find(cells: list[dict], kind: str, *needles: str) -> dict | None:
    for c in cells:
        if c["cell_type"] == kind and all(n in _src(c) for n in needles):
            return c
    return None


def tomorrow(nb: dict) -> list[str]:
    cells = nb["cells"]
    done, missing = [], []
    imp = _find(cells, "code", "TomorrowRules.rulings()", "import")
    if imp is not None and all(o in _src(imp) for o in T_IMPORTS_OLD):
        text = _src(imp)
        for o, n in zip(T_IMPORTS_OLD, T_IMPORTS_NEW):
            text = text.replace(o, n)
        _set(imp, text)
        done.append("imports")
    elif imp is None or "tabletop_nb.lab" not in _src(imp):
        missing.append("imports cell (TomorrowRules.rulings() with simulate/distribution_figure imports)")
    for label, kind, needles, text in (
        ("intro", "markdown", ("What each alternative changes",), T_INTRO),
        ("run", "code", ("variants", "simulate(make_game"), T_RUN),
        ("table", "code", ("for name in variants", "outcomes"), T_TABLE),
        ("figure", "code", ("distribution_figure(records",), T_FIGURE),
        ("closing", "code", ("mine = base.replace", "simulate("), T_CLOSING),
    ):
        c = _find(cells, kind, *needles)
        if c is None:
            missing.append(label)
        else:
            _set(c, text)
            done.append(label)
    if missing:
        raise LookupError(f"{TOMORROW.name}: cells not found: {missing} (changed so far: {done}; nothing written)")
    return done


def turmoil(nb: dict) -> list[str]:
    cells = nb["cells"]
    done, missing = [], []
    for label, kind, needles, text in (
        ("intro", "markdown", ("Many games",), U_INTRO),
        ("run", "code", ("def record", "simulate(make"), U_RUN),
        ("figure", "code", ("distribution_figure(rows",), U_FIGURE),
        ("closing", "markdown", ("Your turn",), U_CLOSING_MD),
    ):
        c = _find(cells, kind, *needles)
        if c is None:
            missing.append(label)
        else:
            _set(c, text)
            done.append(label)
    if missing:
        raise LookupError(f"{TURMOIL.name}: cells not found: {missing} (changed so far: {done}; nothing written)")
    return done


def main(argv: list[str]) -> int:
    check = "--check" in argv
    status = 0
    for path, edit in ((TOMORROW, tomorrow), (TURMOIL, turmoil)):
        nb = json.loads(path.read_text(encoding="utf-8"))
        if any(c["cell_type"] == "code" and "res = compare(" in _src(c) for c in nb["cells"]):
            print(f"{path.relative_to(ROOT)}: already uses compare(); left as it is")
            continue
        try:
            done = edit(nb)
        except LookupError as e:
            print(e)
            status = 1
            continue
        if not check:
            path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{path.relative_to(ROOT)}: {'would change' if check else 'changed'} {', '.join(done)}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
