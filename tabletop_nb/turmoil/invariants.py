"""What must always hold in a Turmoil state, in words (``TurmoilGame.invariants()``; the contract
test calls it after every action of random games, the soak test after every event)."""

from __future__ import annotations

from .parties import influence_of
from .rules import TurmoilRules
from .state import NEUTRAL, TurmoilState


def problems(s: TurmoilState, rules: TurmoilRules, *, settled: bool = True) -> list[str]:
    """Every broken invariant, in plain words (empty when all is well).

    ``settled=False`` leaves out what holds only once an action's events are all applied (the
    Dominant Party marker moves in the event after the delegate that overtakes)."""
    out: list[str] = []
    c = s.committee
    if c is None or c.ruling is None:
        return out  # set-up has not placed the committee yet
    parties = list(c.delegates)
    for p, pl in enumerate(s.players):
        placed = sum(c.delegates[party].count(p) for party in parties)
        total = c.reserve[p] + c.lobby[p] + placed + (c.chairman == p)
        if total != rules.delegates_per_player:
            out.append(f"{pl.name} has {total} delegates, not {rules.delegates_per_player} (Components)")
        if c.reserve[p] < 0:
            out.append(f"{pl.name}'s delegate reserve is negative ({c.reserve[p]})")
        infl = influence_of(s, p)
        if not 0 <= infl <= 3 + pl.influence_bonus:
            out.append(f"{pl.name} has influence {infl}, outside 0-3 plus card bonus (Influence and the Max 5 Limit)")
        for kind, values in (("resource", pl.res), ("production", pl.prod)):
            for res, n in values.items():
                if n < 0:
                    out.append(f"{pl.name}'s {res} {kind} is negative ({n})")
        if pl.tr < 0 and rules.negative_income == "tr_floor":
            out.append(f"{pl.name}'s TR is {pl.tr}, below 0 (ruling negative_income='tr_floor')")
    for param, low, high in (("temperature", rules.temperature_min, rules.temperature_max),
                             ("oxygen", 0, rules.oxygen_max), ("oceans", 0, rules.oceans_max),
                             ("venus", 0, rules.venus_max)):
        v = getattr(s, param)
        if not low <= v <= high:
            out.append(f"{param} is {v}, off its track ({low} to {high}) (Global parameters)")
    if c.chairman is not None and c.chairman != NEUTRAL and not 0 <= c.chairman < len(s.players):
        out.append(f"the Chairman is {c.chairman}, neither a player nor neutral (Chairman)")
    if c.ruling not in c.delegates:
        out.append(f"the ruling party is {c.ruling!r}, not a party (Ruling Party)")
    neutrals = c.neutral_reserve + sum(c.delegates[party].count(NEUTRAL) for party in parties) + (c.chairman == NEUTRAL)
    if neutrals != rules.neutral_delegates:
        out.append(f"there are {neutrals} neutral delegates, not {rules.neutral_delegates} (Components)")
    if c.neutral_reserve < 0:
        out.append(f"the neutral reserve is negative ({c.neutral_reserve})")
    if c.chairman is None and rules.empty_party_chairman != "none":
        out.append("the Chairman seat is empty (Chairman; ruling empty_party_chairman='neutral')")
    if not settled:
        pass
    elif c.dominant is None:
        if any(c.delegates.values()):
            out.append("no party is dominant, though parties have delegates (Dominant Party)")
    elif c.dominant not in c.delegates:
        out.append(f"the dominant party is {c.dominant!r}, not a party (Dominant Party)")
    for party in parties:
        leader = c.leader[party]
        dels = c.delegates[party]
        if (leader is None) != (not dels):
            out.append(f"{party} has delegates {dels} and leader {leader} (Party Leader)")
        elif leader is not None:
            if leader not in dels:
                out.append(f"{party}'s leader {leader} is not among its delegates (Party Leader)")
            elif dels.count(leader) < max(dels.count(o) for o in dels):
                out.append(f"{party}'s leader {leader} has fewer delegates there than another owner (Party Leader)")
    return out
