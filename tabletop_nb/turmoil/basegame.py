"""The base-game stand-in: what Turmoil reads from a Terraforming Mars player sheet, and just enough
play (standard projects, conversions, generic project cards) for whole generations to happen.

None of this is Turmoil's rulebook: the numbers are the base game's and live in ``TurmoilRules``;
the stand-in project cards are generic (not real cards) and marked reconstructed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..core.cards import load_cards
from ..core.events import Event, EventType
from .events import E
from .state import TAGS

if TYPE_CHECKING:
    from .game import TurmoilGame

RESOURCES_CHANGED, PRODUCTION_CHANGED, TR_CHANGED = E["resources_changed"], E["production_changed"], E["tr_changed"]
PARAMETER_CHANGED, PROJECT_PLAYED, CARDS_DRAWN = E["parameter_changed"], E["project_played"], E["cards_drawn"]
_new_event = object.__new__


# ------------------------------------------------------------------ stand-in project cards
# Turmoil only reads tags, productions, cards in hand, events and blue cards from the base
# game. These generic stand-in project cards (not real cards) give random games those things.


@dataclass(frozen=True)
class StandInProject:
    """A generic project card: its tag, its cost, the production it raises and what it holds."""

    name: str
    tag: str
    cost: int
    prod: str | None = None  # production raised by 1
    holds: str | None = None  # resource kind a blue card holds
    blue: bool = False
    set: str = "base"
    reconstructed: bool = True


_STANDIN_TAGS: dict[str, dict[str, Any]] = {
    "building": {"prod": "steel"}, "space": {"prod": "titanium"}, "science": {"blue": True},
    "power": {"prod": "energy"}, "earth": {"prod": "mc"}, "jovian": {"prod": "titanium"},
    "plant": {"prod": "plants"}, "microbe": {"holds": "microbes", "blue": True},
    "animal": {"holds": "animals", "blue": True}, "city": {"prod": "mc"}, "event": {},
    "venus": {"holds": "floaters", "blue": True},
}
_STANDIN_COSTS = (6, 10, 14, 18)
#: how a card may be paid besides M€: with steel (building) or titanium (space, Jovian)
PAID_WITH = {"building": "steel", "space": "titanium", "jovian": "titanium"}


def project_problem(card: StandInProject) -> str | None:
    from .state import RESOURCES

    if card.tag not in TAGS or card.tag == "wild":
        return f"tag: {card.tag!r} is not a card tag ({', '.join(t for t in TAGS if t != 'wild')})"
    if card.cost < 0:
        return f"cost: must be at least 0, got {card.cost}"
    if card.prod is not None and card.prod not in RESOURCES:
        return f"prod: {card.prod!r} is not a standard resource ({', '.join(RESOURCES)})"
    return None


def load_projects(source: Any, *, file: str = "projects") -> dict[str, StandInProject]:
    """Read and check project cards with the one card loader (a user's own, or ours)."""
    return load_cards(source, StandInProject, file=file, check=project_problem)


@lru_cache(maxsize=1)
def standin_projects() -> dict[str, StandInProject]:
    cards = [{"name": f"{tag.capitalize()} project {cost}", "tag": tag, "cost": cost, **kw}
             for tag, kw in _STANDIN_TAGS.items() for cost in _STANDIN_COSTS]
    return load_projects(cards, file="stand-in projects")


# ------------------------------------------------------------------ player sheet helpers


def _record(game: "TurmoilGame", et: EventType, p: int, data: dict[str, Any], section: str | None) -> None:
    """``game.record`` of a player's event, citing ``section`` (or the global event being carried out).
    (The kernel's ``record`` written out: a player sheet change is the commonest event of all.)"""
    section = section or game._section
    if section:
        data["section"] = section
    s = game.state
    ev = _new_event(Event)  # Event(et, name, data), as the kernel's record makes it
    ev.type = et
    ev.who = s.players[p].name
    ev.data = data
    apply = et.apply  # (read, then called: see Game.emit)
    apply(s, ev)
    game.log.append(ev)


#: the events games repeat, per table of player names (see Game.record_again): finitely many for the shipped
#: cards, bounded anyway
TOLD: dict[tuple[str, ...], dict[tuple[Any, ...], Event]] = {}


def told_before(names: list[str]) -> dict[tuple[Any, ...], Event]:
    """The shared events of the games played by these names (``Game.record_again``)."""
    if len(TOLD) > 256:
        TOLD.clear()
    return TOLD.setdefault(tuple(names), {})


def gain(game: "TurmoilGame", p: int, res: str, n: int, why: str = "", section: str | None = None) -> None:
    """Change a resource; a loss never goes below zero."""
    s = game.state
    if n < 0:
        have = s.players[p].res[res]
        if -n > have:  # n = -min(-n, have), without the builtin's call
            n = -have
    if n:
        key = (RESOURCES_CHANGED, p, res, n, why, section or game._section)
        if not game.record_again(key):
            _record(game, RESOURCES_CHANGED, p, {"player": p, "res": res, "delta": n, "why": why}, section)
            game.keep_recorded(key)


def change_production(game: "TurmoilGame", p: int, res: str, n: int, why: str = "", section: str | None = None) -> None:
    """Change a production; a loss never goes below zero."""
    if n < 0:
        have = game.state.players[p].prod[res]
        if -n > have:  # n = -min(-n, have)
            n = -have
    if n:
        key = (PRODUCTION_CHANGED, p, res, n, why, section or game._section)
        if not game.record_again(key):
            _record(game, PRODUCTION_CHANGED, p, {"player": p, "res": res, "delta": n, "why": why}, section)
            game.keep_recorded(key)


def change_tr(game: "TurmoilGame", p: int, n: int, why: str = "", section: str | None = None) -> None:
    """TR changes. Raising TR in the action phase under the Reds costs the Reds tax first."""
    s = game.state
    if n > 0 and s.phase == "action" and s.committee.ruling == "reds":
        tax = game.rules.reds_tax * n
        mc = s.players[p].res["mc"]
        if mc < tax:  # tax = min(reds_tax * n, mc)
            tax = mc
        gain(game, p, "mc", -tax, why="Reds policy: TR raised", section="Reds policy")
    elif n < 0 and game.rules.negative_income == "tr_floor":  # TR stops at 0 (a TR already below it stays)
        tr = s.players[p].tr
        if -n > tr:
            n = -tr if tr > 0 else 0
    if n:
        key = (TR_CHANGED, p, n, why, section or game._section)
        if not game.record_again(key):
            _record(game, TR_CHANGED, p, {"player": p, "delta": n, "why": why}, section)
            game.keep_recorded(key)


def draw_cards(game: "TurmoilGame", p: int, n: int, why: str = "") -> None:
    s = game.state
    if n <= 0:
        return
    if len(s.project_deck) < n and s.project_discard:
        game.emit(E["project_deck_reshuffled"], None, order=s.project_deck + game.shuffled(s.project_discard),
                  seen_by=[])
    cards = s.project_deck[:n]
    if cards:
        data = {"player": p, "cards": cards, "why": why, "seen_by": [p]}
        if game._section:  # cite(game)
            data["section"] = game._section
        game.record(CARDS_DRAWN, s.players[p].name, data)


#: each global parameter's top and step: the rules fields that hold them
PARAMETER_TOP = {"temperature": "temperature_max", "oxygen": "oxygen_max", "oceans": "oceans_max",
                 "venus": "venus_max"}
PARAMETER_STEP = {"temperature": "temperature_step", "oxygen": "oxygen_step", "oceans": "ocean_step",
                  "venus": "venus_step"}


def parameter_top(game: "TurmoilGame", param: str) -> int:
    return int(getattr(game.rules, PARAMETER_TOP[param]))  # (an unknown parameter: KeyError, as a lookup gives)


def parameter_step(game: "TurmoilGame", param: str) -> int:
    return int(getattr(game.rules, PARAMETER_STEP[param]))


def cite(game: "TurmoilGame") -> dict[str, str]:
    """The section an event names while a global event (or its answer) is carried out."""
    return {"section": game._section} if game._section else {}


def raise_parameter(game: "TurmoilGame", param: str, steps: int, by: int | None, why: str) -> int:
    """Raise a global parameter; returns steps taken. In the action phase ``by`` gets TR per step
    and the placement bonuses; in the solar phase nobody does (Current Global Event)."""
    s, r = game.state, game.rules
    top = getattr(r, PARAMETER_TOP[param])  # parameter_top(game, param)
    step = getattr(r, PARAMETER_STEP[param])  # parameter_step(game, param)
    taken = 0
    solar = s.phase != "action"
    for _ in range(steps):
        old = getattr(s, param)
        if old >= top:
            break
        new = old + step
        if new > top:  # new = min(top, old + step)
            new = top
        data = {"param": param, "old": old, "new": new, "why": why}
        if game._section:  # cite(game)
            data["section"] = game._section
        game.record(PARAMETER_CHANGED, None, data)
        taken += 1
        if by is not None and not solar:
            change_tr(game, by, 1, why=f"{param} raised")
            if param == "oceans" and s.committee.ruling == "mars_first":  # an ocean is a tile on Mars too
                gain(game, by, "steel", 1, why="Mars First policy: tile placed", section="Mars First policy")
        if param == "temperature":
            bonus = r.ocean_bonus_temperature
            if old < bonus <= new and not s.ocean_bonus_taken:
                game.emit(E["ocean_bonus_taken"], None)
                raise_parameter(game, "oceans", 1, None if solar else by,
                                "0 °C ocean bonus" + (" placed by the first player, no bonuses" if by is None else ""))
            if not solar and by is not None:
                for t in r.heat_bonus_temperatures:
                    if old < t <= new:  # any heat bonus step passed: one heat production
                        change_production(game, by, "heat", 1, why="temperature bonus")
                        break
        if param == "oxygen" and old < r.oxygen_bonus_at <= new:
            raise_parameter(game, "temperature", 1, by, "8 % oxygen bonus")
    return taken


def lower_parameter(game: "TurmoilGame", param: str, steps: int, why: str) -> None:
    """Snow Cover, Dry Deserts: never below the minimum, never once the parameter is maxed (Special Cases)."""
    s, r = game.state, game.rules
    bottom = r.temperature_min if param == "temperature" else 0
    top = parameter_top(game, param)
    old = getattr(s, param)
    if old >= top:
        return
    new = max(bottom, old - parameter_step(game, param) * steps)
    if new != old:
        # Special Cases: lowered below 0 °C, the ocean bonus may be triggered a second time.
        reopens = {"reopens": True} if param == "temperature" and new < r.ocean_bonus_temperature else {}
        game.emit(PARAMETER_CHANGED, None, param=param, old=old, new=new, why=why, **reopens, **cite(game))


def place_tile(game: "TurmoilGame", p: int, tile: str, why: str, on_mars: bool = True) -> None:
    """Place a city or greenery (stand-in map: a tile touches an ocean once 3 oceans are out)."""
    s = game.state
    game.emit(E["tile_placed"], s.players[p].name, player=p, tile=tile, on_mars=on_mars, why=why,
              next_to_ocean=on_mars and s.oceans >= 3)
    if s.phase == "action":
        ruling = s.committee.ruling
        if ruling == "mars_first" and on_mars:
            gain(game, p, "steel", 1, why="Mars First policy: tile placed", section="Mars First policy")
        if ruling == "greens" and tile == "greenery":
            gain(game, p, "mc", game.rules.greens_policy_mc, why="Greens policy: greenery placed",
                 section="Greens policy")
    if tile == "greenery":
        raise_parameter(game, "oxygen", 1, p if s.phase == "action" else None, why)


def titanium_value(game: "TurmoilGame") -> int:
    """What a titanium pays: the base game's value, +1 under the Unity policy."""
    r = game.rules
    return r.titanium_value + (r.unity_titanium_bonus if game.state.committee.ruling == "unity" else 0)


def metal_value(game: "TurmoilGame", metal: str) -> int:
    return game.rules.steel_value if metal == "steel" else titanium_value(game)


# ------------------------------------------------------------------ standard projects, conversions, cards

STANDARD_EFFECT = {"power_plant": None, "asteroid": "temperature", "aquifer": "oceans", "greenery": "oxygen",
                   "city": None}


#: each standard project's cost: the rules field that holds it
STANDARD_COST = {"power_plant": "power_plant_cost", "asteroid": "asteroid_cost", "aquifer": "aquifer_cost",
                 "greenery": "greenery_cost", "city": "city_cost"}
_STANDARD_WHY = {proj: f"standard project: {proj.replace('_', ' ')}" for proj in STANDARD_COST}


def standard_cost(game: "TurmoilGame", proj: str) -> int:
    return int(getattr(game.rules, STANDARD_COST[proj]))  # (an unknown project: KeyError, as a lookup gives)


def standard_project(game: "TurmoilGame", p: int, proj: str) -> None:
    cost = getattr(game.rules, STANDARD_COST[proj])  # standard_cost(game, proj)
    why = _STANDARD_WHY[proj]  # f"standard project: {proj.replace('_', ' ')}"
    gain(game, p, "mc", -cost, why=why)
    if proj == "power_plant":
        change_production(game, p, "energy", 1, why=why)
    elif proj == "asteroid":
        raise_parameter(game, "temperature", 1, p, why)
    elif proj == "aquifer":
        raise_parameter(game, "oceans", 1, p, why)
    elif proj == "greenery":
        place_tile(game, p, "greenery", why)
    elif proj == "city":
        place_tile(game, p, "city", why)
        change_production(game, p, "mc", 1, why=why)


def convert(game: "TurmoilGame", p: int, what: str) -> None:
    r = game.rules
    if what == "heat":
        gain(game, p, "heat", -r.heat_per_step, why="heat converted")
        raise_parameter(game, "temperature", 1, p, "heat converted")
    else:
        gain(game, p, "plants", -r.plants_per_greenery, why="plants converted")
        place_tile(game, p, "greenery", "plants converted")


def budget(game: "TurmoilGame", p: int, tag: str) -> int:
    """What a player can pay for a card with this tag: M€ plus the metal the tag allows."""
    res = game.state.players[p].res
    metal = PAID_WITH.get(tag)
    return res["mc"] + (res[metal] * metal_value(game, metal) if metal else 0)


def play_project(game: "TurmoilGame", p: int, name: str) -> None:
    """Play a card from hand: metal first (as little as covers the cost), then M€."""
    s = game.state
    pl = s.players[p]
    card = game.cards.projects[name]
    due = card.cost
    metal = PAID_WITH.get(card.tag)
    why = f"paying for {name}"
    if metal and pl.res[metal]:
        r = game.rules  # v = metal_value(game, metal):
        v = r.steel_value if metal == "steel" else \
            r.titanium_value + (r.unity_titanium_bonus if s.committee.ruling == "unity" else 0)
        if v:
            n = due // v
            if pl.res[metal] <= n:  # n = min(pl.res[metal], due // v)
                n = pl.res[metal]
        else:
            n = 0
        if v and n * v < due and pl.res["mc"] < due - n * v and pl.res[metal] > n:
            n += 1
        if n:
            gain(game, p, metal, -n, why=why + (f" ({v} M€ each)" if metal == "titanium" else ""))
        due = due - n * v
        if due < 0:  # due = max(0, due - n * v)
            due = 0
    gain(game, p, "mc", -due, why=why)
    key = (PROJECT_PLAYED, p, name, card.tag, card.blue, card.holds)
    if not game.record_again(key):
        game.record(PROJECT_PLAYED, pl.name, {"player": p, "card": name, "tag": card.tag, "blue": card.blue,
                                              "holds": card.holds})
        game.keep_recorded(key)
    if card.prod:
        change_production(game, p, card.prod, 1, why=name)
    if card.tag == "city":
        place_tile(game, p, "city", name)


class PlayerSheet:
    """The player sheet's verbs (mixed into TurmoilGame): the functions above, as the game's methods."""

    gain = gain
    change_production = change_production
    change_tr = change_tr
    draw_cards = draw_cards
    raise_parameter = raise_parameter
    lower_parameter = lower_parameter
    place_tile = place_tile
    titanium_value = titanium_value
