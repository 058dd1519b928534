"""What must always hold in a Tomorrow state (``TomorrowGame.invariants``, the soak test, the benchmark).

``check_state`` looks at one state; ``problems(game)`` says in words what is wrong with a game now
(the state and its flow: a block asked with no action under way...); ``check_log`` replays a
game's events one at a time and checks every state on the way, plus which events may change
Political Capital and pawns.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .biologicals import biologicals
from .data import powers
from .state import TomorrowState

PC_EVENTS = {"powers_seated", "pc_changed", "scored", "pc_given", "edited"}
PAWN_EVENTS = {"world_set", "pawns_annihilated", "edited"}


def check_state(s: TomorrowState, bios: Iterable[str] | None = None) -> None:
    """Raise AssertionError naming the first broken invariant (``bios``: the game's biological cards)."""
    if not any(s.objective_options):  # still setting up
        return
    all_bios = _BIOS if bios is None else set(bios)
    pw = powers()
    n = len(s.powers)
    pop = s.pop
    off = sum(sum(a.values()) for a in s.annihilated) + sum(s.happening_dead.values())
    assert min(pop.values()) >= 0, "a territory has negative pawns"
    assert sum(pop.values()) + off == 100, f"pawns: {sum(pop.values())} on the board + {off} off it != 100"
    homes = {pw[p].capital: i for i, p in enumerate(s.powers)}
    placed = [0] * n
    for t, ctl in s.control.items():
        if ctl is not None and t not in homes:
            placed[ctl] += 1
    for t, i in homes.items():
        assert s.control[t] == i, f"{t} is no longer controlled by its player"
    held = [0] * n
    for h in s.held:
        assert 0 <= h[0] < n and 0 <= h[1] < n and h[0] != h[1], "a held marker has a bad holder"
        held[h[1]] += 1
    nuked = [0] * n
    for v in s.nuke_damage.values():
        for o in v:
            nuked[o] += 1
    for i, p in enumerate(s.powers):
        pp = pw[p]
        assert s.markers[i] >= 0, f"{p} has negative control markers"
        assert s.markers[i] + placed[i] + held[i] == pp.control_markers, f"{p}'s control markers are not conserved"
        assert s.nukes[i] >= 0, f"{p} has negative nukes"
        assert s.nukes[i] + nuked[i] == pp.nukes, f"{p}'s nuke markers are not conserved"
        cards, removed = s.cards[i], s.removed[i]
        assert len(cards) + len(removed) == 8 and set(cards).union(removed) == _OWN[p], \
            f"{p}'s resource cards are not conserved"
        for c in removed:
            assert c in _ONE_USE, f"{p}'s reusable card {c} was removed"
        picks, used = s.picks[i], s.exhausted[i]
        for c in picks:
            assert c in cards, f"{p} holds a pick that left the game"
        assert len(set(picks).union(used)) == len(picks) + len(used), f"{p} used a card twice"
    bios = [b["card"] for b in s.bio_active if b["card"] != "Doomsday Virus"] + s.bio_spent + s.bio_box
    for hand in s.bio_hand:
        bios += hand
    assert len(bios) == len(all_bios) and set(bios) == all_bios, "biological cards are not conserved"
    for b in s.bio_active:
        assert b["left"] > 0, "a spent biological is still active"
    assert s.life >= 0 and s.death >= 0, "a track marker fell below 0"
    assert s.cyberspace is None or 0 <= s.cyberspace < n


_OWN = {p.id: {c.id for c in p.resources} for p in powers().values()}
_ONE_USE = {c.id for p in powers().values() for c in p.resources if c.one_use}
_BIOS = set(biologicals())
# Events that change nothing the invariants look at: the previous check still holds.
_QUIET = {"decision", "rolled", "attack_declared", "attack_blocked", "nobody_blocked", "random_check", "bio_spread",
          "turn_ended", "token_revealed", "phase_started", "turn_started", "happening_revealed",
          "objective_kept"}


def problems(game: Any) -> list[str]:
    """What is wrong with ``game`` now, in words (empty when all is well)."""
    out = []
    try:
        check_state(game.state, game.bios)
    except AssertionError as e:
        out.append(str(e))
    s, d = game.state, game.state.pending
    if game.rules.pc_floor == "zero":
        for p, pc in zip(s.powers, s.pc):
            if pc < 0:
                out.append(f"{p} has {pc} Political Capital, below 0 (ruling pc_floor='zero')")
    if d is not None and d.kind == "block" and s.attempt is None:
        out.append("a block is asked with no action under way")
    if d is not None and d.kind in ("pick", "objective") and s.attempt is not None:
        out.append(f"an action is still under way at a {d.kind} decision")
    if s.over and d is not None:
        out.append("the game is over but a decision is pending")
    return out


def check_log(game: Any) -> int:
    """Replay ``game``'s events on a fresh state, checking every step; returns the events checked."""
    s = game.blank_state()
    bios = set(game.bios)
    prev_pc: list[int] = []
    prev_pop = 0
    gone: set[tuple[int, str]] = set()  # one-use cards used so far (by the card data, not the event's flag)
    for ev in game.log:
        ev.type.apply(s, ev)
        kind = ev.kind
        if kind == "card_used" and ev.data["card"] in _ONE_USE:
            gone.add((ev.data["player"], ev.data["card"]))
        if gone and kind in ("card_used", "resource_picked", "picks_returned"):
            for p, c in gone:
                assert c not in s.cards[p] and c in s.removed[p], f"one-use card {c} is still in the game after use"
            if kind == "resource_picked":
                assert (ev.data["player"], ev.data["card"]) not in gone, f"one-use card {ev.data['card']} picked again"
        if kind not in _QUIET:
            check_state(s, bios)
        if s.pc != prev_pc:
            assert ev.kind in PC_EVENTS or not prev_pc, f"Political Capital changed in a {ev.kind} event"
            prev_pc = list(s.pc)
        pop = sum(s.pop.values())
        if pop != prev_pop:
            assert ev.kind in PAWN_EVENTS, f"pawns changed in a {ev.kind} event"
            prev_pop = pop
    return len(game.log)
