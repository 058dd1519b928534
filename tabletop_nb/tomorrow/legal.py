# mypy: disable-error-code="misc"
# (the rooms are mixins of TomorrowGame and annotate ``self`` with it; mypy calls that self type "not a
#  supertype" of the mixin and would otherwise check nothing less: every body is checked against TomorrowGame)
"""What is legal in Tomorrow: the readable definition, the speed tables beside it, and the checks.

``act_actions`` is the definition of a turn's legal actions, written the plain way from the
target rules (``bio_targets``, ``nuke_targets``, ``invasion_targets``, ``coup_targets``).
``act_actions_fast`` lists the same actions in the same order from shared tables (simulations
ask it hundreds of thousands of times); ``tests/tomorrow/test_legal.py`` checks on random states
that the two agree, in order and as sets, under both ``own_territory`` rulings, and that ``check``
accepts exactly them. ``check`` names the rule an illegal action breaks and changes nothing.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalAction
from ..core.game import Action, Decision
from .actions import (
    ATTACKS,
    END_TURN,
    PASS,
    PRESS_BUTTON,
    AirStrike,
    BioAttack,
    Block,
    ChooseObjective,
    Coup,
    CyberAttack,
    EndTurn,
    Exhaust,
    Give,
    Invade,
    NuclearAttack,
    Pass,
    Pick,
    PressButton,
    TerrorAttack,
    UseDoomsday,
)
from .data import powers, resource_cards, world_map

if TYPE_CHECKING:
    from .game import TomorrowGame

TERRITORIES = list(world_map())
ADJACENT = {t: x.adjacent for t, x in world_map().items()}
LAND = [t for t, x in world_map().items() if x.land]
RESOURCES = resource_cards()
KIND = {c: card.kind for c, card in RESOURCES.items()}  # a resource card's kind
KIND_OF = {BioAttack: "biological", UseDoomsday: "biological", NuclearAttack: "nuclear", TerrorAttack: "terror",
           CyberAttack: "cyber", Invade: "military", AirStrike: "military", Coup: "diplomacy"}
BUTTON_POWERS = ("usa", "russia")  # The Big Red Button: only the USA or Russia may press it
#: End Game Scoring gifts are listed as amounts 1..this (any amount up to one's Political Capital is
#: still accepted by ``check``): a legal-action list never grows with a number a scenario can set
GIFT_AMOUNTS_LISTED = 200
EXPECT: dict[str, tuple[type, ...]] = {
    "objective": (ChooseObjective,), "pick": (Pick,), "block": (Block, Pass), "exhaust": (Exhaust,),
    "gift": (Give, Pass), "act": ATTACKS + (PressButton, EndTurn)}


class Legal:
    """The legality room (mixed into TomorrowGame)."""

    # ------------------------------------------------------------------ the target rules

    def bio_targets(self: TomorrowGame, p: int) -> list[str]:
        """A biological attack (or the Doomsday Virus) hits any land territory (``p``'s own only if the
        own_territory ruling allows it)."""
        if self.rules.own_territory == "allowed":
            return list(LAND)
        control = self.state.control
        return [t for t in LAND if control[t] != p]

    def near(self: TomorrowGame, p: int) -> set[str]:
        """The territories next to one that ``p`` controls."""
        return {a for t, c in self.state.control.items() if c == p for a in ADJACENT[t]}

    def nuke_targets(self: TomorrowGame, p: int) -> list[str]:
        """USA and Russia reach any land territory; the others only land next to territory they control."""
        control = self.state.control
        own = self.rules.own_territory == "allowed"
        if self.nuke_range[p] == "global":
            return [t for t in LAND if own or control[t] != p]
        near = self.near(p)
        return [t for t in LAND if t in near and (own or control[t] != p)]

    def invasion_targets(self: TomorrowGame, p: int) -> list[str]:
        """Any territory next to one ``p`` controls, but not theirs and never a capital in play."""
        control = self.state.control
        near = self.near(p)
        return [t for t in TERRITORIES if t not in self.capitals and t in near and control[t] != p]

    def coup_targets(self: TomorrowGame, p: int) -> list[str]:
        """Any land territory but a capital in play, not ``p``'s own; an empty one needs a marker to place."""
        control = self.state.control
        marker = self.state.markers[p] > 0
        return [t for t in LAND if t not in self.capitals and control[t] != p
                and (marker or control[t] is not None)]

    # ------------------------------------------------------------------ the definition

    def act_actions(self: TomorrowGame, p: int) -> list[Action]:
        """Player ``p``'s legal actions on their turn (III. Resource Resolution), the plain way."""
        s = self.state
        others = [q for q in s.powers if q != s.powers[p]]
        out: list[Action] = [EndTurn()]
        for c in s.picks[p]:
            k = KIND[c]
            if k == "biological":
                out += [BioAttack(c, t, b) for b in s.bio_hand[p] for t in self.bio_targets(p)]
            elif k == "nuclear" and s.nukes[p] > 0:
                out += [NuclearAttack(c, t) for t in self.nuke_targets(p)]
            elif k == "terror":
                out += [TerrorAttack(c, q) for q in others]
            elif k == "cyber" and s.cyberspace != p:
                out.append(CyberAttack(c))
            elif k == "military":
                if s.markers[p] > 0:
                    out += [Invade(c, t) for t in self.invasion_targets(p)]
                out += [AirStrike(c, q) for q in others]
            elif k == "diplomacy":
                out += [Coup(c, t) for t in self.coup_targets(p)]
        if s.doomsday == "middle":
            out += [UseDoomsday(t) for t in self.bio_targets(p)]
        if s.button == "middle" and s.powers[p] in BUTTON_POWERS:
            out.append(PressButton())
        return out

    # ------------------------------------------------------------------ the same, from shared tables

    def act_actions_fast(self: TomorrowGame, p: int) -> list[Action]:
        """``act_actions`` from tables shared across games: same actions, same order (tested)."""
        s = self.state
        out: list[Action] = [END_TURN]
        # Every target list below depends on the board only through the territories p controls
        # (and the seating): computed once per such situation and shared (see _targets, _actions_at).
        mine = self.controlled_now().get(p, ())
        own = self.rules.own_territory == "allowed"
        barred = () if own else mine  # what bio attacks, the Doomsday Virus and nukes may not hit
        seats = self.seating
        for c in s.picks[p]:
            k = KIND[c]
            if k == "biological":
                for b in s.bio_hand[p]:
                    out += _actions_at(BioAttack, c, b, "land", None, barred)
            elif k == "nuclear":
                if s.nukes[p] > 0:
                    if self.nuke_range[p] == "global":
                        out += _actions_at(NuclearAttack, c, None, "land", None, barred)
                    else:
                        out += _actions_at(NuclearAttack, c, None, "near land", own, mine)
            elif k == "terror":
                out += _at_others(TerrorAttack, c, seats, p)
            elif k == "cyber":
                if s.cyberspace != p:
                    out.append(_shared(CyberAttack, c))
            elif k == "military":
                if s.markers[p] > 0:
                    out += _actions_at(Invade, c, None, "invade", seats, mine)
                out += _at_others(AirStrike, c, seats, p)
            elif k == "diplomacy":
                if s.markers[p] > 0:  # any open land but p's own
                    out += _actions_at(Coup, c, None, "coup", seats, mine)
                else:  # without a marker to place, only a territory someone controls
                    coup = _aimed(Coup, c)
                    for t in self.coup_targets(p):  # (a loop: a comprehension reading coup would make coup a
                        out.append(coup[t])         # closure cell, built at every call of this function)
        if s.doomsday == "middle":
            out += _actions_at(UseDoomsday, None, None, "land", None, barred)
        if s.button == "middle" and s.powers[p] in BUTTON_POWERS:
            out.append(PRESS_BUTTON)
        return out

    def controlled_now(self: TomorrowGame) -> dict[int | None, tuple[str, ...]]:
        """``controlled(state.control)``, kept with the dict it was read from: control changes make a new dict
        (``events.changed_control``), so while the dict is the same the board's control is too, and the
        turn's next question skips building, hashing and comparing its key of every territory's controller."""
        control = self.state.control
        kept = self.controlled_kept
        if kept[0] is not control:
            kept = self.controlled_kept = (control, controlled(control))
        return kept[1]

    def picks_left(self: TomorrowGame, p: int) -> list[Action]:
        """II. Resource Allocation: any resource card still in the game and not yet picked this turn."""
        s = self.state
        picked = s.picks[p]
        return [PICK[c] for c in s.cards[p] if c not in picked]

    def picks_left_fast(self: TomorrowGame, p: int) -> list[Action]:
        """``picks_left`` from a table shared across games, looked up by the cards still in the game and
        those picked (the same actions in the same order; tested)."""
        s = self.state
        key = (tuple(s.cards[p]), tuple(s.picks[p]))
        left = _PICKS_LEFT.get(key)
        if left is None:
            if len(_PICKS_LEFT) > TABLE_LIMIT:
                _PICKS_LEFT.clear()
            left = _PICKS_LEFT[key] = tuple(self.picks_left(p))
        return list(left)

    def gifts(self: TomorrowGame, p: int) -> list[Action]:
        """End Game Scoring: pass, or give 1 to all of one's Political Capital to another power (seat order)."""
        out: list[Action] = [PASS]
        pc = min(self.state.pc[p], GIFT_AMOUNTS_LISTED)
        if pc <= 0:  # nothing to give (only a scenario edit asks then)
            return out
        for i, q in enumerate(self.seating):
            if i != p:
                out += _gift_list(q)[:pc]
        return out

    # ------------------------------------------------------------------ the kernel's hooks

    def legal_actions(self: TomorrowGame) -> list[Action]:
        s = self.state
        d = s.pending
        if d is None or s.over:
            return []
        if d.options is not None:
            return list(d.options)
        kind = d.kind  # the two most frequent questions without actions_for's hop (measured)
        if kind == "act":
            return self.act_actions_fast(d.who)  # type: ignore[arg-type]
        if kind == "pick":
            return self.picks_left_fast(d.who)  # type: ignore[arg-type]
        return self.actions_for(d)

    def actions_for(self: TomorrowGame, d: Decision) -> list[Action]:
        kind, p = d.kind, d.who
        assert p is not None  # Tomorrow always asks a player
        if kind == "act":
            return self.act_actions_fast(p)
        if kind == "pick":
            return self.picks_left_fast(p)
        if kind == "gift":
            return self.gifts(p)
        raise IllegalAction(f"a {kind!r} decision lists its own options", rule=d.section)

    def check(self: TomorrowGame, action: Action) -> None:
        """Refuse anything but a Tomorrow action with plain fields, then what the decision allows."""
        if not isinstance(action, Action):
            raise IllegalAction(f"expected an action, got {type(action).__name__}", rule="actions")
        for f in dataclasses.fields(action):
            v = getattr(action, f.name)
            if f.name == "amount":
                if type(v) is not int:
                    raise IllegalAction(f"field 'amount' must be a whole number, not {_short(v)}", rule="actions",
                                        action=action)
            elif type(v) is not str:
                raise IllegalAction(f"field {f.name!r} must be text, not {_short(v)}", rule="actions", action=action)
        super().check(action)

    def check_action(self: TomorrowGame, d: Decision, action: Action) -> None:
        p = d.who
        assert p is not None
        if not isinstance(action, EXPECT[d.kind]):
            raise IllegalAction(f"{self.player_name(p)} must now answer: {d.prompt}", rule=d.section, action=action)
        why, rule = self.why_not(p, action)
        if why:
            raise IllegalAction(why, rule=rule, action=action)

    def why_not(self: TomorrowGame, p: int, a: Action) -> tuple[str | None, str]:
        """Why player ``p`` may not take action ``a`` now, and the rule that says so (None: they may)."""
        s = self.state
        name = self.player_name(p)
        if isinstance(a, ChooseObjective):
            return (None if a.name in s.objective_options[p] else f"{a.name!r} is not one of {name}'s objectives",
                    "Game Setup")
        if isinstance(a, Pick):
            rule = "II. Resource Allocation Phase"
            if a.card not in RESOURCES or RESOURCES[a.card].power != s.powers[p]:
                return f"{a.card!r} is not one of {name}'s resource cards", rule
            if a.card not in s.cards[p]:
                return f"{a.card} was used once and removed from the game", "Resources"
            if a.card in s.picks[p]:
                return f"{a.card} is already picked this turn", rule
            return None, rule
        if isinstance(a, Block):
            at = s.attempt
            if at is None:
                return "no action is under way to block", "Resources"
            want = at["kind"]
            if a.card not in s.picks[p]:
                return f"{name} did not pick {a.card!r} this turn, or already used it", "Resources"
            if KIND[a.card] != want:
                return f"a {want} action is only blocked with a {want} card, not {KIND[a.card]}", "Resources"
            return None, "Resources"
        if isinstance(a, Exhaust):
            return (None if a.card in s.picks[p] else f"{a.card!r} is not among {name}'s remaining picks",
                    "Terror Attack")
        if isinstance(a, Give):
            rule = "End Game Scoring"
            if a.to not in s.powers or a.to == s.powers[p]:
                return f"{a.to!r} is not another power in the game", rule
            if not 1 <= a.amount <= s.pc[p]:
                return f"{name} can give 1 to {s.pc[p]} Political Capital, not {a.amount!r}", rule
            return None, rule
        if isinstance(a, (Pass, EndTurn)):
            return None, ""
        if isinstance(a, PressButton):
            if s.button != "middle":
                return "the Big Red Button is not in play", "The Big Red Button"
            if s.powers[p] not in BUTTON_POWERS:
                return "only the USA or Russia may press the Big Red Button", "The Big Red Button"
            return None, ""
        if isinstance(a, UseDoomsday):
            if s.doomsday != "middle":
                return "the Doomsday Virus is not available (used, or not in the game)", "Doomsday Virus"
            return self.why_not_territory(p, a.territory, "Biological Attack", land=True, own=True)
        if not isinstance(a, ATTACKS):
            return f"{type(a).__name__} is not a Tomorrow action", "Game Phases"
        # attacks with a resource card
        assert not isinstance(a, UseDoomsday)
        card = a.card
        k = KIND_OF[type(a)]
        rule = {"biological": "Biological Attack", "nuclear": "Nuclear", "terror": "Terror Attack",
                "cyber": "Cyber Attack", "military": "Military", "diplomacy": "Coup"}[k]
        if card not in s.picks[p]:
            return f"{name} has no unused pick {card!r} this turn", "III. Resource Resolution Phase"
        if KIND[card] != k:
            return f"{card} is a {KIND[card]} card, not {k}", "Resources"
        if isinstance(a, BioAttack):
            if a.bio not in s.bio_hand[p]:
                return f"{name} has no biological marker {a.bio!r} left", "Biological Attack"
            return self.why_not_territory(p, a.territory, rule, land=True, own=True)
        if isinstance(a, NuclearAttack):
            why, r2 = self.why_not_territory(p, a.territory, rule, land=True, own=True)
            if why:
                return why, r2
            if s.nukes[p] <= 0:
                return f"{name} has no nuke markers left", "Resources"
            if a.territory not in self.nuke_targets(p):
                return f"{name} has short-range nukes: only land next to territory it controls", "Nuclear"
            return None, rule
        if isinstance(a, (TerrorAttack, AirStrike)):
            r2 = "Terror Attack" if isinstance(a, TerrorAttack) else "Air Strike on Another Player's Capitol"
            if a.target not in s.powers or a.target == s.powers[p]:
                return f"{a.target!r} is not another power in the game", r2
            return None, r2
        if isinstance(a, CyberAttack):
            return ("you already control cyberspace", "Cyber Attack") if s.cyberspace == p else (None, rule)
        if isinstance(a, Invade):
            r2 = "Territory Invasion"
            wm = world_map()
            if a.territory not in wm:
                return f"no territory {a.territory!r}", r2
            if a.territory in self.capitals:
                return "a player's capital can never be invaded", r2
            if s.control[a.territory] == p:
                return f"{name} already controls {wm[a.territory].name}", r2
            if s.markers[p] <= 0:
                return f"{name} has no control markers left", "Resources"
            if a.territory not in self.invasion_targets(p):
                return f"{wm[a.territory].name} is not next to a territory {name} controls", r2
            return None, r2
        assert isinstance(a, Coup)
        why, r2 = self.why_not_territory(p, a.territory, rule, land=True)
        if why:
            return why, r2
        if a.territory in self.capitals:
            return "a coup cannot touch an opponent's capital", "Coup"
        if s.control[a.territory] is None and s.markers[p] <= 0:
            return f"{name} has no control marker left to place", "Coup"
        return None, rule

    def why_not_territory(self: TomorrowGame, p: int, t: str, rule: str, land: bool,
                          own: bool = False) -> tuple[str | None, str]:
        """Is ``t`` a territory (land if asked) that ``p`` may aim at? ``own``: an attack the own_territory
        ruling may allow on ``p``'s own territories (biologicals, the Doomsday Virus, nukes)."""
        wm = world_map()
        if t not in wm:
            return f"no territory {t!r} on the map", rule
        if land and not wm[t].land:
            return f"{wm[t].name} is water; this needs a land territory", rule
        if self.state.control[t] == p and not (own and self.rules.own_territory == "allowed"):
            why = " (ruling own_territory='forbidden')" if own else ""
            return f"{self.player_name(p)} controls {wm[t].name}; attack someone else{why}", rule
        return None, rule


def _short(v: Any) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:40] + "…"


# ------------------------------------------------------------------ the shared tables (bounded)

PICK = {c: Pick(c) for c in RESOURCES}
BLOCK = {c: Block(c) for c in RESOURCES}
EXHAUST = {c: Exhaust(c) for c in RESOURCES}
_SHARED: dict[tuple[Any, ...], Any] = {}
_TARGETS: dict[tuple[Any, ...], tuple[str, ...]] = {}
_RUNS: dict[tuple[Any, ...], tuple[Any, ...]] = {}
_PICKS_LEFT: dict[tuple[Any, ...], tuple[Action, ...]] = {}
_CONTROLLED: dict[tuple[Any, ...], dict[int | None, tuple[str, ...]]] = {}
#: boards kept by ``controlled`` (each key is a whole board's controllers: a smaller table)
BOARDS_KEPT = 4096
_GIFTS: dict[str, list[Action]] = {}
#: the tables hold finitely many keys for the shipped cards; a user's own biologicals add some: past
#: this many entries a table starts again (memory stays bounded across very long sessions)
TABLE_LIMIT = 20_000


def _shared(kind: type, *args: Any) -> Any:
    """Actions are values: one shared instance per (kind, arguments) saves time in simulations."""
    key = (kind, *args)
    a = _SHARED.get(key)
    if a is None:
        if len(_SHARED) > TABLE_LIMIT:
            _SHARED.clear()
        a = _SHARED[key] = kind(*args)
    return a


def _aimed(kind: type, card: str | None, bio: str | None = None) -> dict[str, Any]:
    """The shared actions of one kind with one card (and bio card), by the territory they aim at."""
    key = (kind, card, bio, "by territory")
    by = _SHARED.get(key)
    if by is None:
        if kind is UseDoomsday:
            by = {t: UseDoomsday(t) for t in LAND}
        elif kind is BioAttack:
            by = {t: BioAttack(str(card), t, str(bio)) for t in LAND}
        else:
            by = {t: kind(card, t) for t in TERRITORIES}
        if len(_SHARED) > TABLE_LIMIT:
            _SHARED.clear()
        _SHARED[key] = by
    return by


def controlled(control: dict[str, int | None]) -> dict[int | None, tuple[str, ...]]:
    """Who controls what: each player's territories (home included) in map order, as ``Flow.controls``
    lists them, from a table shared by every board with the same controllers (tested). The board is
    looked up by its controllers in map order: a Tomorrow board lists every territory of the map, in
    the map's order (``world_set`` builds it; nothing adds or removes one)."""
    key = tuple(control.values())
    by = _CONTROLLED.get(key)
    if by is None:
        lists: dict[int | None, list[str]] = {}
        for t, c in control.items():
            lists.setdefault(c, []).append(t)
        if len(_CONTROLLED) > BOARDS_KEPT:
            _CONTROLLED.clear()
        by = _CONTROLLED[key] = {c: tuple(ts) for c, ts in lists.items()}
    return by


def _actions_at(kind: type, card: str | None, bio: str | None, what: str, extra: Any,
                mine: tuple[str, ...]) -> tuple[Any, ...]:
    """The shared actions of one kind with one card (and bio card) at each target of
    ``_targets(what, extra, mine)``, in that order: a whole run of a turn's legal actions in one look-up."""
    key = (kind, card, bio, what, extra, mine)
    run = _RUNS.get(key)
    if run is None:
        if len(_RUNS) > TABLE_LIMIT:
            _RUNS.clear()
        run = _RUNS[key] = _aimed_at(_aimed(kind, card, bio), _targets(what, extra, mine))
    return run


def _aimed_at(by: dict[str, Any], targets: tuple[str, ...]) -> tuple[Any, ...]:
    """The actions of ``by`` aimed at ``targets``, in order. (A function of its own: a comprehension reading a
    local makes it a closure cell, built at every call of the function holding it, even when it takes the
    table's run and never builds one.)"""
    return tuple([by[t] for t in targets])


def _at_others(kind: type, card: str, seats: tuple[str, ...], p: int) -> list[Any]:
    """The shared actions of one kind with one card against each other power, in seat order."""
    key = (kind, card, seats, p)
    lst = _SHARED.get(key)
    if lst is None:
        lst = _SHARED[key] = _against_others(kind, card, seats, p)
    return lst


def _against_others(kind: type, card: str, seats: tuple[str, ...], p: int) -> list[Any]:
    """``kind(card, q)`` against each power but seat ``p``'s, in seat order (a function of its own: see _aimed_at)."""
    return [kind(card, q) for i, q in enumerate(seats) if i != p]


def _gift_list(q: str) -> list[Action]:
    """Give(q, 1), Give(q, 2), ... up to GIFT_AMOUNTS_LISTED, shared."""
    gifts = _GIFTS.get(q)
    if gifts is None:
        gifts = _GIFTS[q] = [Give(q, n) for n in range(1, GIFT_AMOUNTS_LISTED + 1)]
    return gifts


def _targets(what: str, extra: Any, mine: tuple[str, ...]) -> tuple[str, ...]:
    """Target territories that depend on the board only through what the attacker controls.

    ``mine`` lists the territories the attacker controls (home included); ``extra`` is the seating
    for invasions and coups (capitals in play are off limits), and for short-range nukes whether
    the own_territory ruling lets them hit the attacker's own territories. Same order as the target
    rules ``bio_targets``, ``nuke_targets``, ``invasion_targets`` and ``coup_targets`` (with a marker
    in supply). Tuples of names: shared, and ignored by the garbage collector.
    """
    key = (what, extra, mine)
    out = _TARGETS.get(key)
    if out is None:
        if len(_TARGETS) > TABLE_LIMIT:
            _TARGETS.clear()
        if what == "land":  # biologicals, the Doomsday Virus, global nukes (mine: the territories barred)
            out = tuple([t for t in LAND if t not in mine])
        elif what == "near land":  # short-range nukes (extra: may hit its own territories)
            near = {a for t in mine for a in ADJACENT[t]}
            out = tuple([t for t in LAND if t in near and (extra or t not in mine)])
        else:
            capitals = {powers()[x].capital for x in extra}
            if what == "invade":
                near = {a for t in mine for a in ADJACENT[t]}
                out = tuple([t for t in TERRITORIES if t not in capitals and t in near and t not in mine])
            else:  # "coup", with a control marker in supply
                out = tuple([t for t in LAND if t not in capitals and t not in mine])
        _TARGETS[key] = out
    return out
