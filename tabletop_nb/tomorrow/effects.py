"""Tomorrow's registry of card effects and of the answer functions its decisions name (kernel ``Effects``).

A Happening is data naming one effect registered here (see ``happenings.py``); a decision names
the answer that runs with the player's action (``flow.py``, ``attacks.py``, ``scoring.py``).
"""

from __future__ import annotations

from ..core.cards import Effects

EFFECTS = Effects("tomorrow")
