"""What is legal in Dice Race, in one readable definition: after a roll that added to the pot, the player whose
turn it is may roll again or stop (section 3); nothing else is ever asked.

The decision carries these options, so the kernel refuses anything else with the section as the rule. (A game
whose turn offers many actions lists them here in ``actions_for`` and says why one is refused in ``why_not``;
a faster twin of a definition sits beside it, tested equal.)"""

from __future__ import annotations

from typing import Any

from tabletop_nb.core.game import Action

from .actions import Roll, Stop


def choices(game: Any) -> tuple[Action, ...]:
    """Section 3: roll again, or stop and bank the pot (never stop with an empty pot: a decision only comes
    after a roll that added to it)."""
    return (Roll(), Stop()) if game.state.pot > 0 else (Roll(),)
