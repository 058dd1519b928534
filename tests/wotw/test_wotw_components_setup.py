"""Components and Game Setup 1-11."""

from __future__ import annotations

import json
import pathlib

import pytest

from tabletop_nb.core import DataError, TabletopError
from tabletop_nb.wotw import COMPONENTS, LOCATIONS, STORIES, WotWGame, shipped

DATA = pathlib.Path(__file__).parents[2] / "tabletop_nb" / "wotw" / "data"


def test_every_data_file_is_marked_reconstructed() -> None:
    files = sorted(DATA.glob("*.json"))
    assert len(files) == 6
    for f in files:
        assert json.loads(f.read_text())["reconstructed"] is True, f


def test_counts_equal_the_component_list() -> None:
    g = WotWGame()
    assert g.component_counts() == COMPONENTS
    cat = shipped()
    assert len(cat["survivor"]) == 10 + 15 + 54 + 6
    assert len(cat["events"]) == 30 + 15 + 54
    assert len(cat["time"]) == 7 and len(cat["ways"]) == 6 and len(cat["character"]) == 1
    stories = {}
    for ch in cat["stories"].values():
        stories.setdefault(ch.story, []).append(ch.number)
    assert sorted(stories) == sorted(STORIES)
    for nums in stories.values():
        assert 4 <= len(nums) <= 6 and sorted(nums) == list(range(1, len(nums) + 1))
    # the story survivor cards: 6, and every one is gained by some chapter
    gained = {e["args"]["name"] for ch in cat["stories"].values() for e in ch.outcome if e["effect"] == "gain_card"}
    assert gained == {c for c, s in cat["survivor"].items() if s.deck.startswith("story:")}
    # the starting deck is marked with the Journalist's initial
    assert sum(1 for s in cat["survivor"].values() if s.deck == "J") == 10
    assert len({s.title for s in cat["survivor"].values() if s.deck == "J"}) == 10  # 10 unique cards


def test_every_scavenging_card_has_a_cost_and_a_trait() -> None:
    for c in shipped()["survivor"].values():
        if c.deck not in ("J",) and not c.deck.startswith("story:"):
            assert c.cost >= 1 and c.traits, c.name
        assert c.traits, c.name


def test_setup_steps() -> None:
    g = WotWGame(seed=3, story="brother")
    z = g.state.zones
    for loc in LOCATIONS:  # 1, 2: 9 cards each, shuffled (not in the sorted order of the box)
        assert len(z[f"loc:{loc}"]) + (len(z["area_b"]) if g.state.location == loc else 0) == 9
    shuffles = [e.data["zone"] for e in g.log if e.kind == "zone_shuffled"]
    for loc in LOCATIONS:
        assert f"loc:{loc}" in shuffles and f"scav:{loc}" in shuffles
    assert len(z["ways_open"]) == 3 and len(z["ways_blocked"]) == 3  # 3
    assert z["time_line"][0] == "T-diary" and g.state.token[0] == "T-diary"  # 4
    deck = z["time_deck"]  # 5: Victory is among the bottom 3, never in the top 3
    assert len(deck) == 6 and "T-victory" in deck[3:]
    for k in ("incoming", "event_deck", "road_deck"):  # 6, 7, 8
        assert k in shuffles
    assert len(z["road_market"]) == 5 and len(z["road_deck"]) == 10  # 9
    assert z["survivor_card"] == ["The Journalist"]  # 10
    assert g.state.story == "brother"
    first = next(e for e in g.log if e.kind == "story_chosen")  # 11
    assert (first.data["hope"], first.data["health"]) == (g.character.hope, g.character.health)
    assert z["story"] == ["brother-1", "brother-2", "brother-3", "brother-4", "brother-5", "brother-6"]
    assert g.state.location is None  # the Journalist starts On the Road


def test_setup_differs_by_seed_and_repeats_by_seed() -> None:
    a, b, c = WotWGame(seed=1), WotWGame(seed=1), WotWGame(seed=2)
    assert a.state == b.state and a.state != c.state


def test_bad_setup_is_refused() -> None:
    with pytest.raises(TabletopError, match="story"):
        WotWGame(story="nope")
    with pytest.raises(TabletopError, match="unknown setup"):
        WotWGame(colour="red")
    bad = [{"name": "EV07", "title": "Smoke", "deck": "Event", "text": "?", "effects": [{"effect": "explode"}]}]
    with pytest.raises(DataError, match="unknown effect"):
        WotWGame(cards={"events": bad})
    extra = [{"name": "EV99", "title": "One Too Many", "deck": "Event", "text": "Lose 1 Hope.",
              "effects": [{"effect": "lose", "args": {"resource": "hope", "n": 1}}]}]
    with pytest.raises(DataError, match="component list has 30"):
        WotWGame(cards={"events": extra})
    wrong = [{"name": "EV07", "title": "Smoke", "deck": "Event", "text": "?",
              "effects": [{"effect": "lose", "args": {"resource": "gold", "n": 1}}]}]
    with pytest.raises(DataError, match="resource"):
        WotWGame(cards={"events": wrong})


def test_user_card_file_replaces_a_card_and_the_save_replays(tmp_path: pathlib.Path) -> None:
    mine = [{"name": "EV07", "title": "Thick Black Smoke", "deck": "Event", "text": "Lose 5 Health.",
             "traits": ["Hazard"], "effects": [{"effect": "lose", "args": {"resource": "health", "n": 5}}]}]
    f = tmp_path / "my_events.json"
    f.write_text(json.dumps({"reconstructed": True, "cards": mine}))
    g = WotWGame(seed=4, cards={"events": str(f)})
    assert g.card("EV07").title == "Thick Black Smoke"
    assert g.setup["cards"]["events"][0]["title"] == "Thick Black Smoke"  # stored as plain JSON
    from tabletop_nb.wotw.bots import SurvivorPolicy
    for _ in range(30):
        g.play(SurvivorPolicy()(g))
    h = WotWGame.from_json(g.to_json())
    assert h.state == g.state and h.card("EV07").title == "Thick Black Smoke"
