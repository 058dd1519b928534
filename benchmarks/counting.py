"""What a benchmark counts as an action: the peer's rule applied to our logs.

OpenSpiel counts every action applied to a state, and a chance node's outcome is one action. In Kuhn poker a
game is two cards dealt (two chance actions) and two or three bets. We count the same way:

    actions = decisions answered + chance outcomes
    chance outcomes = dice rolled + cards taken off a shuffled deck (one per card, as Kuhn deals one per action)
                      + Tomorrow's turn order tokens turned over (mixed face down, one turned over at a time:
                        in each turn, and for End Game Scoring's gifts since 2026-12-03)

A shuffle counts for nothing by itself: its outcomes are the cards later dealt from it (counting both would
count one random order twice). So mixing the tokens counts for nothing, and each token turned over counts one,
as a card dealt does. A card a player moves (played, discarded, bought) is a decision's consequence, not chance,
and counts for nothing either.

Until 2026-12-03 the tokens were left out, so Tomorrow's figures from before then are lower on that count alone.
``tokens=False`` gives that old count; the benchmarks print it beside the new one.

Each game names its chance events by kind. The kernel's ``cards_moved`` counts only when its source pile was
shuffled earlier in the same game (``zone_shuffled``), so moves between open piles stay out.
"""

from __future__ import annotations

from typing import Any


def chance_outcomes(g: Any, tokens: bool = True) -> int:
    """Dice rolled, cards dealt off a shuffled deck and turn order tokens turned over, in ``g``'s log (see the
    module text); ``tokens=False``: the count before the tokens were counted."""
    n = 0
    shuffled: set[str] = set()
    for e in g.log:
        k = e.type.kind
        d = e.data
        if k == "rolled":  # the kernel's die (Tomorrow, Turmoil, WotW)
            n += 1
        elif k == "zone_shuffled":  # the kernel's shuffle: the pile's later deals are chance
            shuffled.add(d["zone"])
        elif k == "cards_moved":
            if d["src"] in shuffled:
                n += len(d["cards"])
        elif k == "drawn":  # Tomorrow (2023): the top card of a shuffled deck
            n += 1
        elif k == "cards_drawn":  # Turmoil: project cards off the shuffled deck
            n += len(d["cards"])
        elif k in ("global_event_revealed", "happening_revealed"):  # Turmoil, Tomorrow: the top of a shuffled deck
            n += 1
        elif k == "token_revealed":  # Tomorrow: the next of the turn order tokens mixed and laid face down
            n += tokens
        elif k == "bio_dealt":  # Tomorrow: the biological cards dealt at setup
            n += sum(len(h) for h in d["hands"])
    return n


def actions(g: Any, tokens: bool = True) -> int:
    """Decisions answered plus chance outcomes: the figure set beside OpenSpiel's actions/s."""
    return len(g.actions) + chance_outcomes(g, tokens)
