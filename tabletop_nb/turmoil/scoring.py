"""Final Scoring: the base game's last plant conversion, then Turmoil's leader and Chairman VP."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.outcome import Outcome
from .events import E
from .rules import PARTY_NAMES
from .state import NEUTRAL

if TYPE_CHECKING:
    from .game import TurmoilGame


def final_scoring(game: "TurmoilGame", reason: str) -> None:
    s, r = game.state, game.rules
    c = s.committee
    game.emit(E["phase_started"], None, phase="final_scoring", why=reason, section="Final Scoring")
    # Step 1: final scoring starts with the normal conversion of plants into greeneries
    # (a bounded loop: plants on a sheet are bounded, and each greenery needs at least one plant).
    for i, pl in enumerate(s.players):
        for _ in range(pl.res["plants"] // r.plants_per_greenery):
            game.gain(i, "plants", -r.plants_per_greenery, why="final plant conversion", section="Solar phase step 1")
            game.place_tile(i, "greenery", "final plant conversion")
    vp = {i: pl.tr + pl.greeneries for i, pl in enumerate(s.players)}
    # As a last step, every Party Leader and the Chairman give their owner 1 VP (neutrals score for no one).
    for party in r.party_order:
        leader = c.leader[party]
        if leader is not None and leader != NEUTRAL:
            vp[leader] += r.leader_vp
            game.emit(E["vp_scored"], s.players[leader].name, player=leader, vp=r.leader_vp,
                      why=f"leader of {PARTY_NAMES[party]}")
    if c.chairman is not None and c.chairman != NEUTRAL:
        vp[c.chairman] += r.chairman_vp
        game.emit(E["vp_scored"], s.players[c.chairman].name, player=c.chairman, vp=r.chairman_vp, why="Chairman")
    names = {s.players[i].name: v for i, v in vp.items()}
    best = max(vp.values())
    tied = [i for i, v in vp.items() if v == best]
    winner = max(tied, key=lambda i: s.players[i].res["mc"])  # base game: most M€ breaks a tie
    game.end({"vp": names, "winner": s.players[winner].name, "generation": s.generation, "reason": reason},
             f"The game ends ({reason}); {s.players[winner].name} wins with {best} VP.")


def outcome_of(game: "TurmoilGame", result: dict[str, Any]) -> Outcome:
    """The uniform Outcome: the one winner (most VP, most M€ breaking a tie); the ending ("last generation",
    or the reason the game gives); rounds are generations; scores are each player's VP."""
    names = [p.name for p in game.state.players]
    w = result.get("winner")
    reason = str(result.get("reason", "over"))
    vp = result.get("vp") or {}
    scores = tuple(float(vp[n]) for n in names) if all(n in vp for n in names) else None
    return Outcome((names.index(w),) if w in names else (), "last generation" if "was the last" in reason else reason,
                   int(result.get("generation", game.state.generation)), scores)
