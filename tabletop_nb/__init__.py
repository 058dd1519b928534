"""tabletop_nb: learn tabletop rulebooks by playing them in Jupyter.

The engines (``tabletop_nb.core`` and one package per game) run anywhere Python runs;
``tabletop_nb.ui`` wraps them in widgets and charts.
"""

__version__ = "0.1.0"
