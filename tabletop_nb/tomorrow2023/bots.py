"""Tomorrow (2023)'s heuristic player (the bots room; the lab and the apps find it here).

The player itself is ``HeuristicPolicy`` (policies.py). No evaluation yet: the search bot's cut-off gives each
side an even share.
"""

from __future__ import annotations

from .policies import HeuristicPolicy

__all__ = ["HeuristicPolicy"]
