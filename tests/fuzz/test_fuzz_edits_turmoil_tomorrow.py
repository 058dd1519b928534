"""Fuzzing the scenario edits of Turmoil and Tomorrow (issue #32, 3): random edits of every edit target, with
random values (in range, out of range, of the wrong kind), then random play.

- an accepted edit leaves the invariants clean, and so does every action played after it;
- a refused edit is an IllegalAction of the scenario rule and changes nothing;
- nothing raises a raw exception, and every input is answered within a second of CPU time (fuzzkit.answered).

The default ("ci") profile runs a dozen examples a test in a few seconds; ``make fuzz`` (HYPOTHESIS_PROFILE=long)
1,500.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fuzzkit import answered, fingerprint, points, python_values, short
from tabletop_nb.core import Game, IllegalAction, RandomPolicy
from tabletop_nb.tomorrow import TomorrowGame
from tabletop_nb.turmoil import TurmoilGame
from tabletop_nb.turmoil.rules import PARTIES
from tabletop_nb.turmoil.state import PLAYER_FIELDS, RESOURCES, TAGS

PLAY_AFTER = 400  # actions played after the edits (a default Turmoil game takes about 200, Tomorrow fewer)

BAD_SEATS = ["²", "٣", "①", "-1", "99", "", " 0", "Neutral", "nobody"]


def numbers(low: int = -5, high: int = 40) -> st.SearchStrategy[Any]:
    """Whole numbers where the rules live, their edges, and numbers beyond them."""
    return st.one_of(st.integers(low, high), st.sampled_from([-1, 0, 1, 999, 1000, 10_000, 10_001, -10_000, 2**63]),
                     st.integers())


def values(texts: list[str], low: int = -5, high: int = 40) -> st.SearchStrategy[Any]:
    """What a cell might pass: mostly numbers and known names, sometimes anything at all."""
    texts = texts or ["x"]
    return st.one_of(numbers(low, high), numbers(low, high), st.sampled_from(texts), st.none(),
                     st.lists(st.sampled_from(texts), max_size=6), python_values(tuple(texts)))


# --------------------------------------------------------------------------- Turmoil


def turmoil_fields() -> list[str]:
    return [*PLAYER_FIELDS, *RESOURCES, *(f"{r}_production" for r in RESOURCES), *(f"{t}_tags" for t in TAGS),
            "hand_size"]


@st.composite
def turmoil_edits(draw: Any, g: TurmoilGame) -> tuple[Any, dict[str, Any]]:
    names = [p.name for p in g.state.players]
    owners = [*names, "Neutral", *range(len(names))]
    events = sorted(g.cards.events)
    kind = draw(st.sampled_from(["player", "player", "globals", "events", "committee", "party", "other"]))
    if kind == "player":
        seat = draw(st.one_of(st.sampled_from(names), st.sampled_from([str(i) for i in range(len(names))]),
                              st.sampled_from(BAD_SEATS)))
        keys = st.one_of(st.sampled_from(turmoil_fields()), st.text(max_size=6))
        changes = draw(st.dictionaries(keys, values(names, -5, 60), min_size=1, max_size=3))
        return f"player:{seat}", changes
    if kind == "globals":
        keys = st.one_of(st.sampled_from(["temperature", "oxygen", "oceans", "venus"]), st.text(max_size=6))
        return "globals", draw(st.dictionaries(keys, values([], -40, 40), min_size=1, max_size=4))
    if kind == "events":
        keys = st.one_of(st.sampled_from(["current", "coming", "distant"]), st.text(max_size=6))
        return "events", draw(st.dictionaries(keys, st.one_of(st.sampled_from(events), values(events)),
                                              min_size=1, max_size=3))
    if kind == "committee":
        keys = st.one_of(st.sampled_from(["chairman", "dominant", "ruling"]), st.text(max_size=6))
        pick = st.one_of(st.sampled_from(owners), st.sampled_from(PARTIES), values([*PARTIES, *names]))
        return "committee", draw(st.dictionaries(keys, pick, min_size=1, max_size=3))
    if kind == "party":
        party = draw(st.one_of(st.sampled_from(PARTIES), st.text(max_size=8)))
        changes: dict[str, Any] = {}
        if draw(st.booleans()):
            changes["delegates"] = draw(st.one_of(st.lists(st.sampled_from(owners), max_size=9), values(names)))
        if draw(st.booleans()) or not changes:
            changes["leader"] = draw(st.one_of(st.sampled_from(owners), st.none(), values(names)))
        if draw(st.integers(0, 5)) == 0:
            changes[draw(st.text(max_size=6))] = draw(values(names))
        return f"party:{party}", changes
    return draw(st.one_of(st.text(max_size=10), python_values())), draw(st.dictionaries(
        st.text(max_size=6), values(names), max_size=2))


# --------------------------------------------------------------------------- Tomorrow


@st.composite
def tomorrow_edits(draw: Any, g: TomorrowGame) -> tuple[Any, dict[str, Any]]:
    s = g.state
    powers = list(s.powers)
    places = sorted(s.pop)
    bios = sorted({c for hand in s.bio_hand for c in hand}) or ["Vector Nine"]
    kind = draw(st.sampled_from(["player", "player", "territory", "territory", "track", "other"]))
    if kind == "player":
        seat = draw(st.one_of(st.sampled_from(powers), st.sampled_from([str(i) for i in range(len(powers))]),
                              st.sampled_from(BAD_SEATS)))
        changes: dict[str, Any] = {}
        for key in draw(st.lists(st.sampled_from(["pc", "annihilated", "holds", "other"]), min_size=1, max_size=3,
                                 unique=True)):
            if key == "pc":
                changes["pc"] = draw(values(powers, -1000, 1000))
            elif key == "annihilated":
                changes["annihilated"] = draw(st.one_of(
                    st.dictionaries(st.sampled_from(places), numbers(-2, 30), max_size=3), values(places)))
            elif key == "holds":
                changes["holds"] = draw(st.one_of(st.lists(st.sampled_from(powers), max_size=4), values(powers)))
            else:
                changes[draw(st.text(max_size=6))] = draw(values(powers))
        return f"player:{seat}", changes
    if kind == "territory":
        place = draw(st.one_of(st.sampled_from(places), st.text(max_size=8)))
        changes = {}
        for key in draw(st.lists(st.sampled_from(["population", "controller", "nuke", "bio", "other"]), min_size=1,
                                 max_size=3, unique=True)):
            if key == "population":
                changes["population"] = draw(numbers(-2, 30))
            elif key in ("controller", "nuke"):
                changes[key] = draw(st.one_of(st.sampled_from(powers), st.none(), values(powers)))
            elif key == "bio":
                changes["bio"] = draw(st.one_of(
                    st.fixed_dictionaries({"card": st.one_of(st.sampled_from(bios), values(bios)),
                                           "owner": st.one_of(st.sampled_from(powers), values(powers)),
                                           "left": numbers(-1, 4)}),
                    values(bios)))
            else:
                changes[draw(st.text(max_size=6))] = draw(values(powers))
        return f"territory:{place}", changes
    if kind == "track":
        keys = st.one_of(st.sampled_from(["life", "death"]), st.text(max_size=6))
        return "track", draw(st.dictionaries(keys, values([], -5, 120), min_size=1, max_size=2))
    return draw(st.one_of(st.text(max_size=10), python_values())), draw(st.dictionaries(
        st.text(max_size=6), values(powers), max_size=2))


# --------------------------------------------------------------------------- the campaign

EDITS = {"turmoil": turmoil_edits, "tomorrow": tomorrow_edits}


def clean_play(g: Game, seed: int, what: str) -> None:
    """Random play after the edits: every action answered, none refused, the invariants clean after each."""
    policy = RandomPolicy(seed)
    for n in range(PLAY_AFTER):
        if g.is_over:
            return
        action, err = answered(lambda: policy(g))
        assert err is None, f"{what}: no legal action at step {n}: {type(err).__name__}: {err}"
        _, err = answered(lambda: g.play(action))
        assert err is None, f"{what}: play({short(action)}) at step {n} raised {type(err).__name__}: {err}"
        broken = g.invariants()
        assert not broken, f"{what}: after play {n} ({short(action)}): {broken[:3]}"


@pytest.mark.parametrize("key", sorted(EDITS))
@given(data=st.data())
def test_fuzz_edits_then_play(key, data):
    g = data.draw(st.sampled_from(points(key))).copy()
    done = []
    for _ in range(data.draw(st.integers(1, 4), label="edits")):
        target, changes = data.draw(EDITS[key](g), label="edit")
        what = f"edit({short(target)}, {short(changes)})"
        before = fingerprint(g)
        _, err = answered(lambda: g.edit(target, **changes))
        if err is not None:
            assert isinstance(err, IllegalAction), f"{what} raised {type(err).__name__}: {err}"
            assert "scenario" in (err.rule or ""), f"{what} was refused under rule {err.rule!r}: {err}"
            assert fingerprint(g) == before, f"refused {what} changed the game"
            continue
        broken = g.invariants()
        assert not broken, f"accepted {what} left {broken[:3]}"
        done.append(what)
    clean_play(g, data.draw(st.integers(0, 2**16), label="seed"), "; ".join(done) or "no edit kept")


@pytest.mark.parametrize("key", sorted(EDITS))
@given(data=st.data())
def test_fuzz_edits_between_actions(key, data):
    """Edits at many points of one game, play between them: an edit never leaves a trap for later play."""
    g = data.draw(st.sampled_from(points(key))).copy()
    policy = RandomPolicy(data.draw(st.integers(0, 2**16), label="seed"))
    for _ in range(data.draw(st.integers(2, 6), label="rounds")):
        target, changes = data.draw(EDITS[key](g), label="edit")
        before = fingerprint(g)
        _, err = answered(lambda: g.edit(target, **changes))
        if err is not None:
            assert isinstance(err, IllegalAction) and fingerprint(g) == before, short(err)
        else:
            assert not g.invariants(), g.invariants()[:3]
        for _ in range(data.draw(st.integers(1, 40))):
            if g.is_over:
                return
            _, err = answered(lambda: g.play(policy(g)))
            assert err is None, f"play raised {type(err).__name__}: {err}"
            assert not g.invariants(), g.invariants()[:3]
