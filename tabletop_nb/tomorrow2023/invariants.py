"""What must always hold; the tests call it after every event of random games."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Tomorrow2023Game


def problems(game: "Tomorrow2023Game", leaks: bool = True, settled: bool = True) -> list[str]:
    """Every broken invariant in words; ``leaks=False`` skips the (slower) check of what each seat sees.

    ``settled=False`` (a state between two events of one action, as the soak replays the log) leaves out
    what holds only once the action's events are all applied: every card placed (set-up shuffles one
    deck, then the other) and the hand limit (a sixth card is drawn just before the discard is asked)."""
    s, r = game.state, game.rules
    out: list[str] = []
    seen: dict[str, str] = {}
    for z, cards in s.zones.items():
        for c in cards:
            if c in seen:
                out.append(f"{c} is in {seen[c]} and in {z}")
            seen[c] = z
    every = set(game.setup["decks"]["rebels"]) | set(game.setup["decks"]["government"])
    if set(seen) - every or (settled and set(seen) != every):
        out.append(f"cards missing {sorted(every - set(seen))} or extra {sorted(set(seen) - every)}")
    for side in (0, 1):
        for c in [c for z in ("deck", "hand", "discard", "play") for c in s.zones[f"{z}:{side}"]]:
            if game.cat[c].seat != side:
                out.append(f"{c} is in a zone of the other side")
        if s.credits[side] < 0:
            out.append(f"side {side} has {s.credits[side]} credits")
        limit_pending = not settled or (s.pending is not None and s.pending.kind == "limit" and s.pending.who == side)
        if len(s.zones[f"hand:{side}"]) > r.hand_limit + (1 if limit_pending else 0):
            out.append(f"side {side} holds {len(s.zones[f'hand:{side}'])} cards")
    for c in s.zones["play:0"]:
        if game.cat[c].kind != "leader" or c not in s.tokens:
            out.append(f"{c} in play for the rebels is not a leader with its tokens counted")
    if set(s.tokens) != set(s.zones["play:0"]):
        out.append("tokens are on cards that are not leaders in play")
    if any(t < 0 for t in s.tokens.values()) or s.pool < 0:
        out.append("a negative number of influence tokens")
    for c in s.zones["play:1"]:
        if game.cat[c].kind != "agent":
            out.append(f"{c} in play for the government is not an agent")
    for c in s.zones["score:1"]:
        if game.cat[c].kind != "leader":
            out.append(f"{c} in the zone de score is not a leader")
    if r.empty_supply == "capped":
        if game.influence_reserve() < 0:
            out.append(f"influence reserve {game.influence_reserve()} < 0")
        if game.credit_reserve() < 0:
            out.append(f"credit reserve {game.credit_reserve()} < 0")
    if any(t < 0 for t in s.owed) or s.banked < 0:
        out.append("a negative count of owed actions or of banked influence")
    if not s.over and game.winner() is not None and s.pending is not None and s.pending.kind == "action" \
            and s.flow.get("edited_at") != [s.turn, s.side, s.action]:
        # a table edited into a win is let stand until the next action, which ends the game (check_end after
        # every action); a win the flow reached itself ends the game at once
        out.append("a side has won but the game goes on")
    if leaks:
        for seat in (0, 1):
            out += hidden_leaks(game, seat)
    return out


def hidden_leaks(game: "Tomorrow2023Game", seat: int, *, story: bool = False) -> list[str]:
    """Whether what ``seat`` may see names a card hidden from it: a card in the other side's hand or any
    deck (decks are face down, their order unknown to all). The board and the view show cards where they are
    now, so no hidden card may be named there at all; the story may name a card an earlier public event named
    (a card discarded face up, then reshuffled), never one only a secret event named."""
    from .board import board_text
    s = game.state
    hidden = set(s.zones[f"hand:{1 - seat}"]) | set(s.zones["deck:0"]) | set(s.zones["deck:1"])
    out = []
    text = board_text(game, seat)
    for c in hidden:
        fr = game.cat[c].fr
        if f"« {fr} »" in text or f"card:{c}'" in text or f'"{c}"' in text:
            out.append(f"seat {seat}'s board or view names {fr!r}, which it may not see")
    if story:
        public = set()
        for e in game.log:  # a draw is secret by nature: only the other kinds of events make a card known
            if e.kind != "drawn" and e.data.get("seen_by") is None and isinstance(e.data.get("card"), str):
                public.add(e.data["card"])
        told = game.story(seat=seat, skip=())
        for c in hidden - public:
            if f"« {game.cat[c].fr} »" in told:
                out.append(f"seat {seat}'s story names {game.cat[c].fr!r}, only ever seen in secret")
    return out
