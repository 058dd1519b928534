"""Fuzzing the kernel's own loaders on a small card type: core.load_cards and read_card_source."""

from __future__ import annotations

import json
from dataclasses import dataclass

from hypothesis import given
from hypothesis import strategies as st

from fuzzkit import answered, mutated_json
from tabletop_nb.core import DataError, Effects, load_cards

FX = Effects("fuzz")


@FX.effect("gain")
def _gain(game, card, amount: int, what: str = "mc"):
    return None


@dataclass(frozen=True)
class Card:
    name: str
    cost: int
    tags: tuple[str, ...] = ()
    effect: str | None = None
    args: dict | None = None
    set: str = "base"
    share: float = 0.5


DOC = {"reconstructed": True, "cards": [
    {"name": "A", "cost": 3, "tags": ["x", "y"], "effect": "gain", "args": {"amount": 2}},
    {"name": "B", "cost": 0, "set": "promo", "share": 0.25},
    {"name": "C", "cost": 12, "effect": "gain", "args": {"amount": 1, "what": "steel"}},
]}


def test_the_reference_file_loads():
    assert list(load_cards(DOC, Card, file="cards.json", effects=FX)) == ["A", "B", "C"]


@given(text=mutated_json([DOC], ("A", "B", "gain", "amount", "cost", "tags", "cards", "promo"),
                         huge=(6_000_000,)))
def test_fuzz_load_cards_text(text):
    _, err = answered(lambda: load_cards(text, Card, file="cards.json", effects=FX))
    assert err is None or isinstance(err, DataError), f"{type(err).__name__}: {err}"


@given(text=mutated_json([DOC], ("A", "gain", "amount")), cut=st.integers(0, 50), junk=st.binary(max_size=6))
def test_fuzz_load_cards_files_and_bytes(tmp_path_factory, text, cut, junk):
    raw = text.encode("utf-8", "surrogatepass")
    blob = raw[:cut] + junk + raw[cut:]
    p = tmp_path_factory.mktemp("cards") / "cards.json"
    p.write_bytes(blob)
    for source in (p, blob):
        _, err = answered(lambda: load_cards(source, Card, file="cards.json", effects=FX))
        assert err is None or isinstance(err, DataError), f"{type(err).__name__}: {err}"


@given(cards=st.lists(st.dictionaries(st.sampled_from(["name", "cost", "tags", "effect", "args", "set", "share",
                                                       "other"]),
                                      st.one_of(st.integers(), st.text(max_size=5), st.floats(), st.none(),
                                                st.lists(st.text(max_size=3), max_size=3),
                                                st.dictionaries(st.text(max_size=6), st.integers(), max_size=2))),
                      max_size=4))
def test_fuzz_load_cards_plain_data(cards):
    _, err = answered(lambda: load_cards(cards, Card, file="cards.json", effects=FX))
    assert err is None or isinstance(err, DataError), f"{type(err).__name__}: {err}"
    if err is None:
        json.dumps([{"name": c} for c in load_cards(cards, Card, file="cards.json", effects=FX)])
