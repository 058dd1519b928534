"""The old path of the players (bots.py): kept only for the modules and notebooks that still import it
(script.py, experiments.py and the notebooks 06, 07 are switching to ``tabletop_nb.wotw.bots``); delete it then."""

from .bots import HeuristicPolicy, RandomPolicy, SurvivorPolicy, card_value, harm

__all__ = ["HeuristicPolicy", "RandomPolicy", "SurvivorPolicy", "card_value", "harm"]
