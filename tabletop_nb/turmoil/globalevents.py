"""One small function per global event card (the card's numbers and parties are in data/).

Counting events obey Influence and the Max 5 Limit: the count is capped first, then
influence is added to a gain or taken off a loss (never below zero).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from .game import TurmoilGame

Effect = Callable[["TurmoilGame"], None]
EFFECTS: dict[str, Effect] = {}


def card(name: str) -> Callable[[Effect], Effect]:
    def deco(fn: Effect) -> Effect:
        EFFECTS[name] = fn
        return fn
    return deco


def gain_count(game: "TurmoilGame", count: int, infl: int) -> int:
    """Max 5, then plus influence (a gain may exceed 5)."""
    return min(count, game.rules.event_count_cap) + infl


def loss_count(game: "TurmoilGame", count: int, infl: int) -> int:
    """Max 5, then minus influence, never below 0."""
    return max(0, min(count, game.rules.event_count_cap) - infl)


def each(game: "TurmoilGame"):
    """Players in generation order (from the first player), each with their influence."""
    s = game.state
    n = len(s.players)
    for k in range(n):
        i = (s.first_player + k) % n
        yield i, s.players[i], game.influence(i)


def _mc_per(name: str, attr: Callable, per: int, sign: int) -> Effect:
    """The common shape: ``per`` M€ for each counted thing, max 5, influence helps."""
    def effect(game: "TurmoilGame") -> None:
        for i, pl, infl in each(game):
            n = attr(pl)
            if sign > 0:
                k = gain_count(game, n, infl)
                game.gain(i, "mc", per * k, why=f"{name}: {per} × ({min(n, game.rules.event_count_cap)} + {infl} influence)")
            else:
                k = loss_count(game, n, infl)
                game.gain(i, "mc", -per * k, why=f"{name}: {per} × ({min(n, game.rules.event_count_cap)} − {infl} influence)")
    effect.__name__ = name.lower().replace(" ", "_").replace("-", "_")
    EFFECTS[name] = effect
    return effect


_mc_per("Celebrity Leaders", lambda pl: pl.events_played, 2, +1)
_mc_per("Homeworld Support", lambda pl: pl.tags["earth"], 2, +1)
_mc_per("Interplanetary Trade", lambda pl: pl.tags["space"], 2, +1)
_mc_per("Spin-Off Products", lambda pl: pl.tags["science"], 2, +1)
_mc_per("Strong Society", lambda pl: pl.cities, 2, +1)
_mc_per("Venus Infrastructure", lambda pl: pl.tags["venus"], 2, +1)
_mc_per("Mud Slides", lambda pl: pl.tiles_next_to_ocean, 4, -1)
_mc_per("Pandemic", lambda pl: pl.tags["building"], 3, -1)
_mc_per("Riots", lambda pl: pl.cities, 4, -1)
_mc_per("Solar Flare", lambda pl: pl.tags["space"], 3, -1)
_mc_per("Solarnet Shutdown", lambda pl: pl.blue_cards, 3, -1)
_mc_per("Microgravity Health Problems", lambda pl: pl.colonies, 3, -1)


@card("Generous Funding")
def generous_funding(game: "TurmoilGame") -> None:
    for i, pl, infl in each(game):
        sets = max(0, (pl.tr - 15) // 5)
        game.gain(i, "mc", 2 * gain_count(game, sets, infl),
                  why=f"Generous Funding: 2 × ({min(sets, game.rules.event_count_cap)} × 5 TR above 15 + {infl} influence)")


@card("Red Influence")
def red_influence(game: "TurmoilGame") -> None:
    for i, pl, infl in each(game):
        sets = min(max(0, (pl.tr - 10) // 5), game.rules.event_count_cap)  # influence does not reduce this
        game.gain(i, "mc", -3 * sets, why=f"Red Influence: 3 × {sets} × 5 TR above 10")
        game.change_production(i, "mc", infl, why="Red Influence: 1 per influence")


@card("Aquifer Released by Public Council")
def aquifer_released(game: "TurmoilGame") -> None:
    game.raise_parameter("oceans", 1, None, "Aquifer Released: the first player places an ocean (no TR, no bonus)")
    for i, pl, infl in each(game):
        game.gain(i, "plants", infl, why="Aquifer Released: 1 per influence")
        game.gain(i, "steel", infl, why="Aquifer Released: 1 per influence")


@card("Asteroid Mining")
def asteroid_mining(game: "TurmoilGame") -> None:
    for i, pl, infl in each(game):
        game.gain(i, "titanium", gain_count(game, pl.tags["jovian"], infl), why="Asteroid Mining: Jovian tags + influence")


@card("Diversity")
def diversity(game: "TurmoilGame") -> None:
    for i, pl, infl in each(game):
        kinds = sum(1 for t, n in pl.tags.items() if n > 0 and t not in ("wild", "event"))
        if kinds + infl >= 9:
            game.gain(i, "mc", 10, why=f"Diversity: {kinds} tag kinds + {infl} influence ≥ 9")


@card("Dry Deserts")
def dry_deserts(game: "TurmoilGame") -> None:
    s = game.state
    if 1 <= s.oceans <= game.rules.oceans_max - 1:
        game.lower_parameter("oceans", 1, "Dry Deserts: the first player removes an ocean")
    picks = [(i, infl) for i, pl, infl in each(game) if infl > 0]
    game.schedule(*[("dry_deserts_pick", (i, infl)) for i, infl in picks], first=True)


DRY_DESERTS_OPTIONS = ["mc", "steel", "titanium", "plants", "energy", "heat"]


def step_dry_deserts_pick(game: "TurmoilGame", p: int, left: int) -> None:
    game.ask("dry_deserts", p, DRY_DESERTS_OPTIONS, f"Dry Deserts: pick a standard resource ({left} left)",
             "Current Global Event")
    game._dry_left = left


def dry_deserts_choice(game: "TurmoilGame", p: int, option: str) -> None:
    game.gain(p, option, 1, why="Dry Deserts: 1 per influence")
    left = game._dry_left - 1
    if left > 0:
        game.schedule(("dry_deserts_pick", (p, left)), first=True)


@card("Eco Sabotage")
def eco_sabotage(game: "TurmoilGame") -> None:
    for i, pl, infl in each(game):
        keep = 3 + infl
        game.gain(i, "plants", -max(0, pl.res["plants"] - keep), why=f"Eco Sabotage: keeps {keep} plants")


def podium(scores: dict[int, int]) -> tuple[list[int], list[int]]:
    """Friendly ties: all tied for first are first (then nobody is second); all tied for second are second."""
    if not scores:
        return [], []
    top = max(scores.values())
    first = [i for i, v in scores.items() if v == top]
    rest = {i: v for i, v in scores.items() if v != top}
    if len(first) > 1 or not rest:
        return first, []
    second_score = max(rest.values())
    return first, [i for i, v in rest.items() if v == second_score]


@card("Election")
def election(game: "TurmoilGame") -> None:
    scores = {i: infl + pl.tags["building"] + pl.cities for i, pl, infl in each(game)}
    if len(scores) == 1:
        (i, v), = scores.items()
        gain = 2 if v >= 10 else 1 if v >= 5 else 0
        if gain:
            game.change_tr(i, gain, why=f"Election (solo): score {v}")
        return
    first, second = podium(scores)
    for i in first:
        game.change_tr(i, 2, why=f"Election: first with {scores[i]}")
    for i in second:
        game.change_tr(i, 1, why=f"Election: second with {scores[i]}")


@card("Revolution")
def revolution(game: "TurmoilGame") -> None:
    scores = {i: pl.tags["earth"] + infl for i, pl, infl in each(game)}
    if len(scores) == 1:
        (i, v), = scores.items()
        if v >= 4:
            game.change_tr(i, -2, why=f"Revolution (solo): score {v}")
        return
    first, second = podium(scores)
    for i in first:
        if scores[i] > 0:  # a score of 0 never loses TR
            game.change_tr(i, -2, why=f"Revolution: first with {scores[i]}")
    for i in second:
        if scores[i] > 0:
            game.change_tr(i, -1, why=f"Revolution: second with {scores[i]}")


@card("Global Dust Storm")
def global_dust_storm(game: "TurmoilGame") -> None:
    for i, pl, infl in each(game):
        game.gain(i, "heat", -pl.res["heat"], why="Global Dust Storm: all heat lost")
        game.gain(i, "mc", -2 * loss_count(game, pl.tags["building"], infl), why="Global Dust Storm: building tags − influence")


@card("Improved Energy Templates")
def improved_energy_templates(game: "TurmoilGame") -> None:
    for i, pl, infl in each(game):
        game.change_production(i, "energy", (pl.tags["power"] + infl) // 2,
                               why="Improved Energy Templates: half of power tags + influence")


@card("Miners On Strike")
def miners_on_strike(game: "TurmoilGame") -> None:
    for i, pl, infl in each(game):
        game.gain(i, "titanium", -loss_count(game, pl.tags["jovian"], infl), why="Miners On Strike: Jovian tags − influence")


@card("Paradigm Breakdown")
def paradigm_breakdown(game: "TurmoilGame") -> None:
    from .book import E

    for i, pl, infl in each(game):
        if pl.hand:
            cards = pl.hand[-2:]  # the stand-in cards are interchangeable: the newest two go
            game.emit(E["cards_discarded"], pl.name, player=i, cards=cards, why="Paradigm Breakdown")
        game.gain(i, "mc", 2 * infl, why="Paradigm Breakdown: 2 per influence")


@card("Productivity")
def productivity(game: "TurmoilGame") -> None:
    for i, pl, infl in each(game):
        game.gain(i, "steel", gain_count(game, pl.prod["steel"], infl), why="Productivity: steel production + influence")


@card("Sabotage")
def sabotage(game: "TurmoilGame") -> None:
    for i, pl, infl in each(game):
        game.change_production(i, "energy", -1, why="Sabotage")
        game.change_production(i, "steel", -1, why="Sabotage")
        game.gain(i, "steel", infl, why="Sabotage: 1 per influence")


@card("Scientific Community")
def scientific_community(game: "TurmoilGame") -> None:
    for i, pl, infl in each(game):
        game.gain(i, "mc", len(pl.hand) + infl, why="Scientific Community: cards in hand + influence (no max)")


@card("Snow Cover")
def snow_cover(game: "TurmoilGame") -> None:
    game.lower_parameter("temperature", 2, "Snow Cover")
    for i, pl, infl in each(game):
        game.draw_cards(i, infl, why="Snow Cover: 1 per influence")


@card("Sponsored Projects")
def sponsored_projects(game: "TurmoilGame") -> None:
    from .book import E

    for i, pl, infl in each(game):
        for k, (name, kind, n) in enumerate(pl.resource_cards):
            if n >= 1:
                game.emit(E["card_resources_changed"], pl.name, player=i, index=k, card=name, kind=kind, delta=1,
                          why="Sponsored Projects")
        game.draw_cards(i, infl, why="Sponsored Projects: 1 per influence")


@card("Successful Organisms")
def successful_organisms(game: "TurmoilGame") -> None:
    for i, pl, infl in each(game):
        game.gain(i, "plants", gain_count(game, pl.prod["plants"], infl), why="Successful Organisms: plant production + influence")


@card("Volcanic Eruptions")
def volcanic_eruptions(game: "TurmoilGame") -> None:
    game.raise_parameter("temperature", 2, None, "Volcanic Eruptions (no TR)")
    for i, pl, infl in each(game):
        game.change_production(i, "heat", infl, why="Volcanic Eruptions: 1 per influence")


@card("War on Earth")
def war_on_earth(game: "TurmoilGame") -> None:
    for i, pl, infl in each(game):
        game.change_tr(i, -max(0, 4 - infl), why=f"War on Earth: 4 − {infl} influence")


@card("Jovian Tax Rights")
def jovian_tax_rights(game: "TurmoilGame") -> None:
    for i, pl, infl in each(game):
        game.change_production(i, "mc", pl.colonies, why="Jovian Tax Rights: 1 per colony")
        game.gain(i, "titanium", infl, why="Jovian Tax Rights: 1 per influence")


def _floater_cards(pl) -> list[int]:
    return [k for k, c in enumerate(pl.resource_cards) if c[1] == "floaters"]


@card("Cloud Societies")
def cloud_societies(game: "TurmoilGame") -> None:
    from .book import E

    for i, pl, infl in each(game):
        cards = _floater_cards(pl)
        for k in cards:
            game.emit(E["card_resources_changed"], pl.name, player=i, index=k, card=pl.resource_cards[k][0],
                      kind="floaters", delta=1, why="Cloud Societies")
        if infl and cards:
            if len(cards) == 1:
                _add_floaters(game, i, cards[0], infl)
            else:
                game.schedule(("cloud_societies_pick", (i, infl)), first=True)


def _add_floaters(game: "TurmoilGame", p: int, k: int, n: int) -> None:
    from .book import E

    pl = game.state.players[p]
    game.emit(E["card_resources_changed"], pl.name, player=p, index=k, card=pl.resource_cards[k][0], kind="floaters",
              delta=n, why="Cloud Societies: influence")


def step_cloud_societies_pick(game: "TurmoilGame", p: int, infl: int) -> None:
    pl = game.state.players[p]
    game._cloud_infl = infl
    game.ask("cloud_societies", p, [pl.resource_cards[k][0] for k in _floater_cards(pl)],
             f"Cloud Societies: which card gets {infl} more floaters?", "Current Global Event")


def cloud_societies_choice(game: "TurmoilGame", p: int, option: str) -> None:
    pl = game.state.players[p]
    k = next(k for k in _floater_cards(pl) if pl.resource_cards[k][0] == option)
    _add_floaters(game, p, k, game._cloud_infl)


@card("Corrosive Rain")
def corrosive_rain(game: "TurmoilGame") -> None:
    for i, pl, infl in each(game):
        rich = [pl.resource_cards[k][0] for k in _floater_cards(pl) if pl.resource_cards[k][2] >= 2]
        if rich:
            game.schedule(("corrosive_rain_pick", (i, infl)), first=True)
        else:
            game.gain(i, "mc", -10, why="Corrosive Rain: no card with 2 floaters")
            game.draw_cards(i, infl, why="Corrosive Rain: 1 per influence")


def step_corrosive_rain_pick(game: "TurmoilGame", p: int, infl: int) -> None:
    pl = game.state.players[p]
    rich = [pl.resource_cards[k][0] for k in _floater_cards(pl) if pl.resource_cards[k][2] >= 2]
    game._rain_infl = infl
    game.ask("corrosive_rain", p, rich + ["lose M€"], "Corrosive Rain: remove 2 floaters from a card, or lose up to 10 M€",
             "Current Global Event")


def corrosive_rain_choice(game: "TurmoilGame", p: int, option: str) -> None:
    from .book import E

    pl = game.state.players[p]
    if option == "lose M€":
        game.gain(p, "mc", -10, why="Corrosive Rain")
    else:
        k = next(k for k in _floater_cards(pl) if pl.resource_cards[k][0] == option)
        game.emit(E["card_resources_changed"], pl.name, player=p, index=k, card=option, kind="floaters", delta=-2,
                  why="Corrosive Rain")
    game.draw_cards(p, game._rain_infl, why="Corrosive Rain: 1 per influence")
