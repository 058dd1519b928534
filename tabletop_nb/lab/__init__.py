"""The playtest lab: change a rule, play thousands of seeded games, see what it does, with honest
error bars.

>>> from tabletop_nb.lab import compare
>>> res = compare("tomorrow", {"rulebook": None, "attacker pays": {"terror_pc": "attacker"}}, 1000, seats=6)
>>> print(res.summary())

Engines only: no Jupyter import here (charts are in ``tabletop_nb.ui.lab_charts``, the widget in
``tabletop_nb.ui.lab_widget``).
"""

from .adapters import ADAPTERS, Adapter, adapter_for, register
from .bots import LEVELS, SEARCH_EFFORT, MCTSBot, heuristic, named, skill_check, strong_won
from .result import LabResult
from .run import compare, make_variants, resolve_game, sweep
from .stats import Interval, balance, two_means, two_proportions, wilson

__all__ = [
    "ADAPTERS", "Adapter", "Interval", "LEVELS", "LabResult", "MCTSBot", "SEARCH_EFFORT",
    "adapter_for", "balance", "compare", "heuristic", "make_variants", "named", "register", "resolve_game",
    "skill_check", "strong_won", "sweep", "two_means", "two_proportions", "wilson",
]
