"""The kernel's generic contract, for WotW: copies, saves, time travel, legality, illegal actions,
invariants after every event; the time deck's exact distribution; the board and its hooks."""

from __future__ import annotations

import re

import pytest

from tabletop_nb.core import IllegalAction, RandomPolicy, play_out
from tabletop_nb.core.game import Choose, Game
from tabletop_nb.wotw import (
    Buy,
    Discard,
    Done,
    Fulfil,
    Play,
    PushOn,
    Stay,
    Target,
    Travel,
    WotWGame,
    game_length_distribution,
    simulate_lengths,
)
from tabletop_nb.wotw.bots import SurvivorPolicy


def universe(g: WotWGame) -> list:
    """Every action a player could try: each kind over every card and place."""
    cards = list(g.by_id)
    out: list = [PushOn(), Stay(), Done(), Fulfil(), Choose("hope"), Choose("health"), Choose("x")]
    for c in cards:
        out += [Play(c), Discard(c), Target(c), Buy(c)]
    out += [Travel(w[4:]) for w in g.ways] + [Target(w) for w in g.ways]
    return out


def random_game(seed: int, story: str = "dispatch", n: int | None = None) -> WotWGame:
    g = WotWGame(seed=seed, story=story)
    pol = RandomPolicy(seed)
    k = 0
    while not g.is_over and (n is None or k < n):
        g.play(pol(g))
        k += 1
    return g


@pytest.mark.parametrize("seed,story", [(1, "dispatch"), (2, "brother"), (3, "machine")])
def test_copy_save_and_replay(seed: int, story: str) -> None:
    g = random_game(seed, story, 80)
    c = g.copy()
    assert c.state == g.state and c.legal_actions() == g.legal_actions()
    if not g.is_over:
        c.play(c.legal_actions()[0])
        assert c.state != g.state and len(g.actions) == 80  # independent
    h = Game.from_json(g.to_json())
    assert type(h) is WotWGame and h.state == g.state and h.legal_actions() == g.legal_actions()


@pytest.mark.parametrize("seed", [4, 5])
def test_at_k_equals_replay_at_every_decision(seed: int) -> None:
    g = random_game(seed, "brother", 60)
    marks = [i for i, e in enumerate(g.log) if e.kind == "decision"]
    for j, k in enumerate(marks):
        snap = g.at(k + 1)
        replay = WotWGame._replay(g.rules, g.seed, g.setup, g.actions[:j], [])
        assert snap.state == replay.state, k
        assert snap.legal_actions() == replay.legal_actions()


@pytest.mark.parametrize("seed", [6, 7])
def test_legal_actions_are_exactly_what_check_accepts(seed: int) -> None:
    g = WotWGame(seed=seed, story="machine")
    pol = SurvivorPolicy()
    everything = universe(g)
    for _ in range(60):
        if g.is_over:
            break
        legal = g.legal_actions()
        accepted = []
        for a in everything:
            try:
                g.check(a)
                accepted.append(a)
            except IllegalAction:
                pass
        assert set(accepted) == set(legal)
        state = g.state.copy()
        bad = next(a for a in everything if a not in legal)
        with pytest.raises(IllegalAction):
            g.play(bad)
        assert g.state == state  # an illegal action changes nothing
        g.play(pol(g))


@pytest.mark.parametrize("seed,story", [(s, st) for s in range(3) for st in ("dispatch", "brother", "machine")])
def test_invariants_after_every_event(seed: int, story: str) -> None:
    g = random_game(seed, story)
    for k in range(0, len(g.log) + 1, 1 if seed == 0 else 7):
        probs = g.at(k).invariants()
        assert probs == [], (k, g.log[k - 1] if k else None, probs)


def test_time_deck_distribution_is_exact_and_matches_a_simulation() -> None:
    dist = game_length_distribution()
    assert sum(dist.values()) == 1 and min(dist) == 18 and max(dist) == 27
    assert list(dist) == list(range(18, 28))
    nxt = game_length_distribution("next_day")
    assert min(nxt) == 19 and max(nxt) == 28
    n = 20000
    sims = simulate_lengths(n, seed=11)
    counts = {d: 0 for d in dist}
    for x in sims:
        counts[x] += 1
    chi2 = sum((counts[d] - n * float(p)) ** 2 / (n * float(p)) for d, p in dist.items())
    df = len(dist) - 1
    try:
        from scipy.stats import chi2 as chi2_dist  # type: ignore[import-untyped]
        assert chi2_dist.sf(chi2, df) > 0.001
    except ImportError:
        assert chi2 < 27.88  # the 0.999 quantile of chi-square with 9 degrees of freedom


def test_engine_lengths_follow_the_distribution() -> None:
    dist = game_length_distribution()
    for seed in range(40):
        g = WotWGame(seed=seed)
        deck = g.state.zones["time_deck"]
        length = 12 + sum(g.time_cards[c].days for c in deck[:deck.index("T-victory")])
        assert length in dist


def test_board_is_legible_and_clickable() -> None:
    g = WotWGame(seed=1)
    svg = g.svg()
    sizes = [int(x) for x in re.findall(r"font-size='(\d+)'", svg)]
    assert sizes and min(sizes) >= 12
    targets = g.targets()
    assert targets and all(f"data-target='{t}'" in svg for t in targets)
    assert all(t.startswith("card:") for t in targets)
    t = targets[0]
    acts = g.actions_at(t)
    assert acts and all(t in g.targets_of(a) for a in acts)
    assert g.action_for_target(t) == acts[0]
    assert isinstance(g._repr_html_(), str) and g.at(5).svg().startswith("<svg")
    with pytest.raises(IllegalAction):
        g.click("card:nope")


def test_travel_targets_are_locations() -> None:
    g = WotWGame(seed=6)
    g.change("intuition", 10)
    while g.pending.kind != "travel":
        g.play(SurvivorPolicy()(g)) if g.pending.kind != "play" else g.play(
            Discard(g.state.zones["hand"][0]))
    assert any(t.startswith("location:") for t in g.targets())
    loc = next(t for t in g.targets() if t.startswith("location:"))
    assert g.actions_at(loc) == [Travel(loc[9:])]
    assert "Travel to" in g.describe_action(Travel(loc[9:]))


def test_hooks() -> None:
    g = WotWGame(seed=1)
    assert g.seats() == ["Journalist"] and g.round_of(g.state) == 1
    groups = g.track_groups()
    assert groups["Hope"][0] == groups["Health"][0] and groups["Day"][0] != groups["Hope"][0]
    assert set(groups) == set(g.tracks())
    assert g.describe_action(Done()) == "End the Purchase step"
    assert g.describe_action(Play("J02")).startswith("Play Pocket Money")


def test_deck_order_stays_hidden() -> None:
    g = WotWGame(seed=1)
    shuffle = next(e for e in g.log if e.kind == "zone_shuffled")
    assert shuffle.data["seen_by"] == [] and "order" not in shuffle.sentence_for(0)
    time_moves = [e for e in g.log if e.kind == "cards_moved" and e.data["dst"] == "time_deck"]
    assert time_moves and all("T-" not in e.sentence_for(0) for e in time_moves)


def test_random_and_survivor_policies_finish() -> None:
    for seed in range(3):
        for pol in (RandomPolicy(seed), SurvivorPolicy(seed)):
            g = play_out(WotWGame(seed=seed), pol)
            assert g.is_over and set(g.result) >= {"won", "day", "why"}


def test_the_kernel_finds_the_game_by_its_key() -> None:
    from tabletop_nb.core import find_game, load
    assert find_game("wotw") is WotWGame
    g = random_game(9, "machine", 30)
    assert load(g.to_json()).state == g.state


def test_a_bad_save_is_refused_cleanly() -> None:
    from tabletop_nb.core import SaveFileError
    g = random_game(9, "machine", 10)
    text = g.to_json().replace('"story": "machine"', '"story": "atlantis"')
    with pytest.raises((SaveFileError, ValueError)):
        Game.from_json(text)


def test_a_click_on_a_live_target_plays_it() -> None:
    g = WotWGame(seed=1)
    t = g.targets()[0]
    expected = g.action_for_target(t)
    n = len(g.actions)
    g.click(t)
    assert g.actions[n] == expected and len(g.actions) == n + 1
    with pytest.raises(IllegalAction):
        g.at(3).click(t)  # a snapshot is never played
