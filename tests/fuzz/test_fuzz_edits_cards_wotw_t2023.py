"""Fuzzing The War of the Worlds and Tomorrow (2023) (issue #32, 3 and 4).

(a) Random scenario edits of every edit target (values in range, at the edges, beyond, of the wrong kind), then
    random play: an accepted edit leaves the invariants clean and so does every action after it; a refused edit
    is an IllegalAction of the scenario rule and changes nothing; play never raises a raw exception.
(b) Custom card files of every card kind, one card's fields mutated at random: the game refuses them with a
    DataError naming the file, the card and the field, or accepts them and plays without a raw exception and
    with its invariants clean.

Every input is answered within a second of CPU time (fuzzkit.answered). The default ("ci") profile runs a dozen
examples a test in a few seconds; ``make fuzz`` (HYPOTHESIS_PROFILE=long) 1,500.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fuzzkit import answered, fingerprint, json_values, points, python_values, short
from tabletop_nb.core import DataError, Game, IllegalAction, RandomPolicy
from tabletop_nb.tomorrow2023 import Tomorrow2023Game, Tomorrow2023Rules
from tabletop_nb.tomorrow2023 import invariants as t23_invariants
from tabletop_nb.tomorrow2023.cards import DATA as T23_DATA
from tabletop_nb.tomorrow2023.state import zone_names
from tabletop_nb.wotw import WotWGame, WotWRules
from tabletop_nb.wotw.cards import DATA as WOTW_DATA
from tabletop_nb.wotw.cards import KINDS
from tabletop_nb.wotw.state import RESOURCES

PLAY_AFTER = {"wotw": 300, "tomorrow2023": 150}  # actions played after the edits (a WotW game takes about 350)


def numbers(low: int = -3, high: int = 30) -> st.SearchStrategy[Any]:
    """Whole numbers where the rules live, their edges, and numbers beyond them."""
    return st.one_of(st.integers(low, high), st.integers(low, high),
                     st.sampled_from([-1, 0, 1, 5, 15, 20, 41, 99, 100, 199, 200, 500, 501, 10**6, 2**63]), st.integers())


def values(texts: list[str], low: int = -3, high: int = 30) -> st.SearchStrategy[Any]:
    texts = texts or ["x"]
    return st.one_of(numbers(low, high), numbers(low, high), st.sampled_from(texts), st.none(), st.booleans(),
                     python_values(tuple(texts)))


def clean(g: Game) -> list[str]:
    """The invariants; Tomorrow (2023)'s slower view-leak check only every tenth call (see full_check)."""
    if isinstance(g, Tomorrow2023Game):
        return t23_invariants.problems(g, leaks=False)
    return g.invariants()


# --------------------------------------------------------------------------- (a) edits, then play


@st.composite
def wotw_edits(draw: Any, g: WotWGame) -> tuple[Any, dict[str, Any]]:
    zones = sorted(g.state.zones)
    kind = draw(st.sampled_from(["journalist", "journalist", "card", "card", "card", "other"]))
    if kind == "journalist":
        keys = st.one_of(st.sampled_from(RESOURCES), st.text(max_size=6))
        return "journalist", draw(st.dictionaries(keys, values([], -2, 60), min_size=1, max_size=3))
    if kind == "card":
        c = draw(st.one_of(st.sampled_from(sorted(g.by_id)), st.text(max_size=6)))
        changes: dict[str, Any] = {"to": draw(st.one_of(st.sampled_from(zones), values(zones)))}
        if draw(st.booleans()):
            changes["top"] = draw(st.one_of(st.booleans(), values([])))
        if draw(st.integers(0, 6)) == 0:
            changes[draw(st.text(max_size=6))] = draw(values(zones))
        return f"card:{c}", changes
    return draw(st.one_of(st.text(max_size=10), python_values())), draw(st.dictionaries(
        st.text(max_size=6), values(zones), max_size=2))


@st.composite
def t2023_edits(draw: Any, g: Tomorrow2023Game) -> tuple[Any, dict[str, Any]]:
    zones = [z for z in zone_names()]
    names = sorted(g.cat)
    kind = draw(st.sampled_from(["credits", "pool", "place", "place", "place", "other"]))
    if kind == "credits":
        keys = st.one_of(st.sampled_from(["rebels", "government"]), st.text(max_size=6))
        return "credits", draw(st.dictionaries(keys, values([], -2, 45), min_size=1, max_size=2))
    if kind == "pool":
        changes = {"n": draw(values([], -2, 20))}
        if draw(st.integers(0, 6)) == 0:
            changes[draw(st.text(max_size=4))] = draw(values([]))
        return "pool", changes
    if kind == "place":
        changes = {"card": draw(st.one_of(st.sampled_from(names), values(names))),
                   "zone": draw(st.one_of(st.sampled_from(zones), values(zones)))}
        if draw(st.booleans()):
            changes["tokens"] = draw(values([], -1, 16))
        if draw(st.integers(0, 6)) == 0:
            changes[draw(st.text(max_size=4))] = draw(values(names))
        return "place", changes
    return draw(st.one_of(st.text(max_size=10), python_values())), draw(st.dictionaries(
        st.text(max_size=6), values(names), max_size=2))


EDITS = {"wotw": wotw_edits, "tomorrow2023": t2023_edits}
VARIANTS = {"wotw": [None, WotWRules().replace(track_max=30, stamina_tokens=8, trackers_floor="instant_loss")],
            "tomorrow2023": [None, Tomorrow2023Rules().replace(empty_supply="unlimited", hand_limit=3)]}


def start(key: str, data: Any) -> Game:
    """A live game: a point of a seeded random game, or a variant's game played a little."""
    if data.draw(st.booleans(), label="variant"):
        cls = WotWGame if key == "wotw" else Tomorrow2023Game
        seed = data.draw(st.integers(0, 50), label="variant seed")
        g = cls(data.draw(st.sampled_from(VARIANTS[key])), seed=seed)
        policy = RandomPolicy(seed)
        for _ in range(data.draw(st.integers(0, 60))):
            if g.is_over:
                break
            g.play(policy(g), trusted=True)
        return g
    return data.draw(st.sampled_from(points(key))).copy()


def try_edit(g: Game, target: Any, changes: dict[str, Any]) -> str | None:
    """One fuzzed edit: refused cleanly, or kept with the invariants clean. Returns its words when kept."""
    what = f"edit({short(target)}, {short(changes)})"
    before = fingerprint(g)
    _, err = answered(lambda: g.edit(target, **changes))
    if err is not None:
        assert isinstance(err, IllegalAction), f"{what} raised {type(err).__name__}: {err}"
        assert "scenario" in (err.rule or ""), f"{what} was refused under rule {err.rule!r}: {err}"
        assert fingerprint(g) == before, f"refused {what} changed the game"
        return None
    broken = g.invariants()
    assert not broken, f"accepted {what} left {broken[:3]}"
    return what


def clean_play(g: Game, n: int, seed: int, what: str) -> None:
    policy = RandomPolicy(seed)
    for i in range(n):
        if g.is_over:
            break
        action, err = answered(lambda: policy(g))
        assert err is None, f"{what}: no legal action at step {i}: {type(err).__name__}: {err}"
        _, err = answered(lambda: g.play(action))
        assert err is None, f"{what}: play({short(action)}) at step {i} raised {type(err).__name__}: {err}"
        broken = clean(g) if i % 10 else g.invariants()
        assert not broken, f"{what}: after play {i} ({short(action)}): {broken[:3]}"
    assert not g.invariants(), f"{what}: at the end: {g.invariants()[:3]}"


@pytest.mark.parametrize("key", sorted(EDITS))
@given(data=st.data())
def test_fuzz_edits_then_play(key, data):
    g = start(key, data)
    done = []
    for _ in range(data.draw(st.integers(1, 4), label="edits")):
        what = try_edit(g, *data.draw(EDITS[key](g), label="edit"))
        if what:
            done.append(what)
    clean_play(g, PLAY_AFTER[key], data.draw(st.integers(0, 2**16), label="seed"), "; ".join(done) or "no edit kept")
    if done:  # the save of an edited game replays to the same game
        loaded, err = answered(lambda: Game.from_json(g.to_json()))
        assert err is None, f"{'; '.join(done)}: the save does not load: {err}"
        assert loaded.state.to_dict() == g.state.to_dict()


@pytest.mark.parametrize("key", sorted(EDITS))
@given(data=st.data())
def test_fuzz_edits_between_actions(key, data):
    """Edits at many points of one game, play between them: an edit never leaves a trap for later play."""
    g = start(key, data)
    policy = RandomPolicy(data.draw(st.integers(0, 2**16), label="seed"))
    for _ in range(data.draw(st.integers(2, 6), label="rounds")):
        if g.is_over:
            return
        try_edit(g, *data.draw(EDITS[key](g), label="edit"))
        for _ in range(data.draw(st.integers(1, 40))):
            if g.is_over:
                return
            _, err = answered(lambda: g.play(policy(g)))
            assert err is None, f"play raised {type(err).__name__}: {err}"
            assert not clean(g), clean(g)[:3]
    assert not g.invariants(), g.invariants()[:3]


# --------------------------------------------------------------------------- (b) custom card files


def shipped_doc(path: Any) -> list[dict[str, Any]]:
    return json.loads(path.read_text(encoding="utf-8"))["cards"]


WOTW_FILES = {kind: shipped_doc(WOTW_DATA / f"{kind}.json") for kind in KINDS}
T23_CARDS = shipped_doc(T23_DATA / "cards.json")


def spots(v: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place inside one card (a field, an item of a list, a value of an object), its root left out."""
    out = [at] if at else []
    if isinstance(v, dict):
        for k, x in v.items():
            out += spots(x, at + (k,))
    elif isinstance(v, list):
        for i, x in enumerate(v):
            out += spots(x, at + (i,))
    return out


@st.composite
def mutated_card(draw: Any, cards: list[dict[str, Any]], texts: tuple[str, ...]) -> tuple[list[dict[str, Any]], str]:
    """A card file with one card changed one to three times: a value replaced (known words, numbers at and
    beyond the edges, wrong kinds), removed, or a field added. Returns the cards and the changed card's name."""
    cards = copy.deepcopy(cards)
    i = draw(st.integers(0, len(cards) - 1))
    card = cards[i]
    for _ in range(draw(st.integers(1, 3))):
        where = spots(card)
        op = draw(st.sampled_from(["replace", "replace", "replace", "delete", "add"]))
        if op == "add" or not where:
            target = card if not where or draw(st.booleans()) else None
            if target is None:
                path = draw(st.sampled_from(where))
                parent = card
                for p in path[:-1]:
                    parent = parent[p]
                target = parent[path[-1]] if isinstance(parent[path[-1]], dict) else card
            target[draw(st.one_of(st.sampled_from(texts), st.text(max_size=6)))] = draw(json_values(texts))
            continue
        path = draw(st.sampled_from(where))
        parent: Any = card
        for p in path[:-1]:
            parent = parent[p]
        if op == "delete":
            del parent[path[-1]]
        else:
            parent[path[-1]] = draw(st.one_of(json_values(texts), numbers(-2, 40), st.sampled_from(texts)))
    return cards, str(card.get("name", f"#{i}")) if isinstance(card.get("name"), str) else f"#{i}"


def words_of(cards: Any) -> tuple[str, ...]:
    out: set[str] = set()

    def walk(v: Any) -> None:
        if isinstance(v, str) and len(v) < 40:
            out.add(v)
        elif isinstance(v, dict):
            for k, x in v.items():
                out.add(k)
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)
    walk(cards)
    return tuple(sorted(out))


CARD_KINDS = [("wotw", k) for k in KINDS] + [("tomorrow2023", "cards")]


@pytest.mark.parametrize("key, kind", CARD_KINDS, ids=[f"{k}-{kind}" for k, kind in CARD_KINDS])
@given(data=st.data())
def test_fuzz_custom_cards(key, kind, data):
    base = WOTW_FILES[kind] if key == "wotw" else T23_CARDS
    cards, changed = data.draw(mutated_card(base, words_of(base)), label="cards")
    seed = data.draw(st.integers(0, 2**10), label="seed")
    if key == "wotw":
        file = f"cards[{kind!r}]"
        g, err = answered(lambda: WotWGame(seed=seed, cards={kind: cards}))
    else:
        file = "cards (setup)"
        g, err = answered(lambda: Tomorrow2023Game(seed=seed, cards=cards))
    if err is not None:
        assert isinstance(err, DataError), f"{type(err).__name__}: {err}"
        assert err.file == file, f"the error names the file {err.file!r}, not {file!r}: {err}"
        assert err.card is not None and err.field is not None, f"the error names no card or no field: {err}"
        return
    assert g is not None
    clean_play(g, PLAY_AFTER[key], seed, f"cards changed at {changed!r}")
    loaded, err = answered(lambda: Game.from_json(g.to_json()))
    assert err is None, f"cards changed at {changed!r}: the save does not load: {err}"
    assert loaded.state.to_dict() == g.state.to_dict()
