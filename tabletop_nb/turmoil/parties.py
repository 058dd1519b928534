"""The six parties: each one's ruling bonus (Turmoil 3b) and policy action.

The passive policies (Mars First, Unity, Reds, Greens) act where the action happens:
``TurmoilGame.place_tile``, ``titanium_value`` and ``change_tr``, in the action phase only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from .game import TurmoilGame


def _per_tag(game: "TurmoilGame", tags: tuple[str, ...], why: str) -> None:
    for i, pl in enumerate(game.state.players):
        game.gain(i, "mc", sum(pl.tags[t] for t in tags), why=why, section="Turmoil 3b")


def mars_first_bonus(game: "TurmoilGame") -> None:
    _per_tag(game, ("building",), "Mars First bonus: 1 M€ per building tag")


def scientists_bonus(game: "TurmoilGame") -> None:
    _per_tag(game, ("science",), "Scientists bonus: 1 M€ per science tag")


def unity_bonus(game: "TurmoilGame") -> None:
    _per_tag(game, ("venus", "earth", "jovian"), "Unity bonus: 1 M€ per Venus, Earth and Jovian tag")


def kelvinists_bonus(game: "TurmoilGame") -> None:
    for i, pl in enumerate(game.state.players):
        game.gain(i, "mc", pl.prod["heat"], why="Kelvinists bonus: 1 M€ per heat production", section="Turmoil 3b")


def reds_bonus(game: "TurmoilGame") -> None:
    """The lowest TR gains 1 TR; ties are friendly. Solo: TR 20 or below."""
    players = game.state.players
    if len(players) == 1:
        winners = [0] if players[0].tr <= 20 else []
    else:
        low = min(pl.tr for pl in players)
        winners = [i for i, pl in enumerate(players) if pl.tr == low]
    for i in winners:
        game.change_tr(i, 1, why="Reds bonus: lowest TR", section="Turmoil 3b")


def greens_bonus(game: "TurmoilGame") -> None:
    _per_tag(game, ("plant", "microbe", "animal"), "Greens bonus: 1 M€ per plant, microbe and animal tag")


BONUS: dict[str, Callable[["TurmoilGame"], None]] = {
    "mars_first": mars_first_bonus, "scientists": scientists_bonus, "unity": unity_bonus,
    "kelvinists": kelvinists_bonus, "reds": reds_bonus, "greens": greens_bonus,
}


def scientists_policy(game: "TurmoilGame", p: int) -> None:
    """Pay 10 M€ to draw 3 cards, once per generation per player."""
    from .book import E

    r = game.rules
    game.emit(E["policy_used"], game.state.players[p].name, player=p, party="scientists")
    game.gain(p, "mc", -r.scientists_policy_cost, why="Scientists policy", section="Scientists policy")
    game.draw_cards(p, r.scientists_policy_cards, why="Scientists policy")


def kelvinists_policy(game: "TurmoilGame", p: int) -> None:
    """Pay 10 M€ for +1 heat and +1 energy production; as often as you like."""
    from .book import E

    r = game.rules
    game.emit(E["policy_used"], game.state.players[p].name, player=p, party="kelvinists")
    game.gain(p, "mc", -r.kelvinists_policy_cost, why="Kelvinists policy", section="Kelvinists policy")
    game.change_production(p, "heat", 1, why="Kelvinists policy", section="Kelvinists policy")
    game.change_production(p, "energy", 1, why="Kelvinists policy", section="Kelvinists policy")


POLICY_ACTION: dict[str, Callable[["TurmoilGame", int], None]] = {
    "scientists": scientists_policy, "kelvinists": kelvinists_policy,
}
