"""What is legal in the action phase.

``why_not`` is the readable definition: for one action, the reason it is refused (and the rule
that says so), or None. ``turn_actions`` lists, in a fixed order, every candidate action
that ``why_not`` accepts: the readable definition of a turn's legal actions. ``turn_actions_fast``
is its fast twin, the same list computed for speed (simulations ask it at every decision); a test
checks that both agree, order included, on thousands of random states: a seeded random policy
picks by position, so the order is part of the game.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalAction
from ..core.game import Action, Choose, Decision, Game
from . import basegame
from .actions import (
    CONVERT,
    LOBBY,
    PASS,
    SOURCES,
    STANDARD,
    STANDARD_PROJECTS,
    USE_POLICY,
    Convert,
    Lobby,
    Pass,
    PlayProject,
    StandardProject,
    UsePolicy,
)
from .rules import PARTIES, PARTY_NAMES

if TYPE_CHECKING:
    from .game import TurmoilGame


def check_fields(action: Any) -> None:
    """Every Turmoil action field is a name (text): anything else is refused before it is looked up."""
    if not isinstance(action, Action):
        raise IllegalAction(f"expected an action, got {type(action).__name__}", rule="actions")
    for f in dataclasses.fields(action):
        v = getattr(action, f.name)
        if not isinstance(v, str):
            raise IllegalAction(f"{type(action).__name__}.{f.name} must be a name (text), not {type(v).__name__}",
                                rule="actions")


# ------------------------------------------------------------------ the readable definition


def candidates(game: "TurmoilGame", p: int) -> list[Action]:
    """Every action the action phase knows, in the order legal actions are listed."""
    order = game.rules.party_order
    return ([PASS] + [LOBBY[(x, "lobby")] for x in order] + [LOBBY[(x, "reserve")] for x in order]
            + [STANDARD[k] for k in STANDARD_PROJECTS] + [CONVERT["heat"], CONVERT["plants"], USE_POLICY]
            + [game.cards.play[name] for name in game.state.players[p].hand])


def turn_actions(game: "TurmoilGame", p: int) -> list[Action]:
    """The legal actions of ``p``'s turn: every candidate ``why_not`` accepts, in order (the readable definition)."""
    return [a for a in candidates(game, p) if why_not(game, p, a)[0] is None]


def _reds_allow(game: "TurmoilGame", mc_after: int, steps: int) -> str | None:
    """Reds policy: no raising TR with no M€ left (or without the full tax, by ruling)."""
    if steps <= 0 or game.state.committee.ruling != "reds":
        return None
    need = game.rules.reds_tax * steps if game.rules.reds_tax_shortfall == "must_afford" else 1
    if mc_after < need:
        return f"under the Reds policy raising TR needs {need} M€ left after paying (would have {mc_after})"
    return None


def _tr_steps(game: "TurmoilGame", param: str) -> int:
    return 1 if getattr(game.state, param) < basegame.parameter_top(game, param) else 0


def _why_not_standard(game: "TurmoilGame", p: int, proj: str) -> str | None:
    r, pl = game.rules, game.state.players[p]
    cost = basegame.standard_cost(game, proj)
    if pl.res["mc"] < cost:
        return f"{proj} costs {cost} M€; {pl.name} has {pl.res['mc']}"
    param = basegame.STANDARD_EFFECT[proj]
    if param in ("temperature", "oceans") and not _tr_steps(game, param):
        return f"{param} is already at its maximum"
    steps = _tr_steps(game, param) if param else 0
    extra = r.greens_policy_mc if proj == "greenery" and game.state.committee.ruling == "greens" else 0
    return _reds_allow(game, pl.res["mc"] - cost + extra, steps)


def _why_not_convert(game: "TurmoilGame", p: int, what: str) -> str | None:
    r, pl = game.rules, game.state.players[p]
    if what == "heat":
        if pl.res["heat"] < r.heat_per_step:
            return f"converting heat needs {r.heat_per_step} heat; {pl.name} has {pl.res['heat']}"
        if not _tr_steps(game, "temperature"):
            return "temperature is already at its maximum"
        return _reds_allow(game, pl.res["mc"], 1)
    if pl.res["plants"] < r.plants_per_greenery:
        return f"a greenery needs {r.plants_per_greenery} plants; {pl.name} has {pl.res['plants']}"
    return _reds_allow(game, pl.res["mc"], _tr_steps(game, "oxygen"))


def _why_not_policy(game: "TurmoilGame", p: int) -> str | None:
    r, s = game.rules, game.state
    pl = s.players[p]
    ruling = s.committee.ruling
    if ruling == "scientists":
        if pl.scientists_used:
            return "the Scientists policy may be used once per generation"
        if pl.res["mc"] < r.scientists_policy_cost:
            return f"the Scientists policy costs {r.scientists_policy_cost} M€"
        if not s.project_deck and not s.project_discard:
            return "no project cards are left to draw"
        return None
    if ruling == "kelvinists":
        if pl.res["mc"] < r.kelvinists_policy_cost:
            return f"the Kelvinists policy costs {r.kelvinists_policy_cost} M€"
        return None
    return f"the ruling party ({PARTY_NAMES.get(ruling or '', ruling)}) has no policy action"


def why_not(game: "TurmoilGame", p: int, action: Action) -> tuple[str | None, str]:
    """Why ``p`` may not take ``action`` in the action phase (None: it is legal), and the rule."""
    s = game.state
    pl = s.players[p]
    c = s.committee
    if isinstance(action, Pass):
        return None, "Action phase"
    if isinstance(action, Lobby):
        if action.party not in PARTIES:
            return f"{action.party!r} is not a party ({', '.join(PARTIES)})", "Lobbying"
        if action.source == "lobby":
            return (f"{pl.name} has no delegate in the Lobby this generation" if not c.lobby[p] else None), "Lobbying"
        if action.source == "reserve":
            if c.reserve[p] == 0:
                return f"{pl.name}'s Delegate Reserve is empty", "Lobbying"
            if pl.res["mc"] < game.rules.lobby_cost:
                return (f"lobbying from the reserve costs {game.rules.lobby_cost} M€; {pl.name} has {pl.res['mc']}",
                        "Lobbying")
            return None, "Lobbying"
        return f"a delegate comes from the {' or the '.join(repr(x) for x in SOURCES)}, not {action.source!r}", "Lobbying"
    if isinstance(action, StandardProject):
        if action.project not in STANDARD_PROJECTS:
            return f"unknown standard project {action.project!r}", "Standard projects (base game)"
        why = _why_not_standard(game, p, action.project)
        return why, _rule_of(why, "Standard projects (base game)")
    if isinstance(action, Convert):
        if action.what not in CONVERT:
            return f"convert 'heat' or 'plants', not {action.what!r}", "Conversions (base game)"
        why = _why_not_convert(game, p, action.what)
        return why, _rule_of(why, "Conversions (base game)")
    if isinstance(action, UsePolicy):
        return _why_not_policy(game, p), "Ruling Policy"
    if isinstance(action, PlayProject):
        card = game.cards.projects.get(action.card)
        if action.card not in pl.hand or card is None:
            return f"{action.card!r} is not in {pl.name}'s hand", "Project cards (base game)"
        if basegame.budget(game, p, card.tag) < card.cost:
            return f"{card.name} costs {card.cost} M€ and {pl.name} cannot pay it", "Project cards (base game)"
        return None, "Project cards (base game)"
    if isinstance(action, Choose):
        return "there is no choice to make now; it is the action phase", "Action phase"
    return f"{type(action).__name__} is not a Turmoil action", "Action phase"


def _rule_of(why: str | None, rule: str) -> str:
    """A standard project or conversion refused by the Reds policy cites that policy."""
    return "Reds policy" if why and why.startswith("under the Reds policy") else rule


# ------------------------------------------------------------------ the kernel's two hooks


def actions_for(game: "TurmoilGame", d: Decision) -> list[Action]:
    if d.kind != "action" or d.who is None:
        return []
    return turn_actions_fast(game, d.who)


def check_action(game: "TurmoilGame", d: Decision, action: Action) -> None:
    if d.kind != "action" or d.who is None:
        raise IllegalAction(f"not a legal answer to: {d.prompt}", rule=d.section, action=action)
    why, rule = why_not(game, d.who, action)
    if why:
        raise IllegalAction(why, rule=rule, action=action)


def check(game: "TurmoilGame", action: Action) -> None:
    """The kernel's ``Game.check``, after every field is found to be a name (``check_fields``)."""
    check_fields(action)  # a list or a dict where a name belongs is refused before any lookup
    Game.check(game, action)


# ------------------------------------------------------------------ the same list, for speed


def turn_actions_fast(game: "TurmoilGame", p: int | None = None) -> list[Action]:
    """``turn_actions`` computed with the tests of ``why_not`` written out (tested equal): its fast twin.

    Without ``p`` it is ``TurmoilGame.legal_actions``: for a turn of the action phase, the turn's player's
    list (what ``Game.legal_actions`` gets through ``actions_for``, one call less); for any other decision
    the kernel's ``Game.legal_actions``."""
    s = game.state
    if p is None:
        d = s.pending
        if d is None or d.kind != "action" or d.options is not None or d.who is None or s.over:
            return Game.legal_actions(game)
        p = d.who
    pl = s.players[p]
    res = pl.res
    c = s.committee
    r = game.rules
    f = game.cards.fixed
    mc = res["mc"]
    out: list[Action] = [PASS]
    if c.lobby[p]:
        out += f.lobby
    if c.reserve[p] > 0 and mc >= r.lobby_cost:
        out += f.reserve
    ruling = c.ruling
    need = f.reds_need if ruling == "reds" else 0
    temp_open = s.temperature < r.temperature_max
    oxy_open = s.oxygen < r.oxygen_max
    pp, ast, aq, gr, city = f.costs
    if mc >= pp:
        out.append(f.standard[0])
    if temp_open and mc >= ast and mc - ast >= need:
        out.append(f.standard[1])
    if s.oceans < r.oceans_max and mc >= aq and mc - aq >= need:
        out.append(f.standard[2])
    if mc >= gr and (not oxy_open or mc - gr + (r.greens_policy_mc if ruling == "greens" else 0) >= need):
        out.append(f.standard[3])
    if mc >= city:
        out.append(f.standard[4])
    if res["heat"] >= r.heat_per_step and temp_open and mc >= need:
        out.append(f.convert_heat)
    if res["plants"] >= r.plants_per_greenery and (not oxy_open or mc >= need):
        out.append(f.convert_plants)
    if ruling == "scientists":
        if not pl.scientists_used and mc >= r.scientists_policy_cost and (s.project_deck or s.project_discard):
            out.append(USE_POLICY)
    elif ruling == "kelvinists" and mc >= r.kelvinists_policy_cost:
        out.append(USE_POLICY)
    if pl.hand:
        tv = r.titanium_value + (r.unity_titanium_bonus if ruling == "unity" else 0)
        budget = (mc, mc + res["steel"] * r.steel_value, mc + res["titanium"] * tv)
        offer = game.cards.offer
        for name in pl.hand:
            kind, cost, play = offer[name]
            if budget[kind] >= cost:
                out.append(play)
    return out


class Legal:
    """Legality (mixed into TurmoilGame): the kernel's two hooks, and ``legal_actions`` asking the fast twin
    directly for a turn (one call less than the kernel's ``Game.legal_actions``: the same lists,
    tests/turmoil/test_turmoil_fast.py)."""

    actions_for = actions_for
    check_action = check_action
    check = check
    legal_actions = turn_actions_fast
