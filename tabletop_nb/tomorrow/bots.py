"""Tomorrow's heuristic player and its evaluation (the bots room; the lab and the apps find them here).

Moved here from the lab; its "block what is aimed at you" branch now reads the attack under way from the state
(it read a field the game no longer had, so it never blocked).
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from ..core.game import Action
from ..core.policy import best_action
from .data import world_map

if TYPE_CHECKING:
    from .game import TomorrowGame


class TomorrowHeuristic:
    """Tomorrow played like a sensible beginner (#31): keep humanity ahead of the Global Threat with a small
    cushion and no more (every kill costs Political Capital), kill for one's Secret Objective when it pays,
    protect one's own population, block what is aimed at you, answer a vendetta, hit the leader with terror,
    take territory and Cyberspace, and press the Big Red Button only when the rules make it p's best move (never where it means everyone loses).
    Ties are broken at random.

    ``cushion``: how far ahead of the Death marker the Life marker should stand before killing stops being
    urgent (the next roll moves Death by 1 to 10)."""

    PICK = {"biological": 5, "military": 4, "cyber": 3, "diplomacy": 3, "terror": 2, "nuclear": 1}
    BUTTON_MARGIN = 25  # what the others' hidden objectives might still add (a guess a beginner makes)
    _kinds: dict[type, str] | None = None

    def __init__(self, seed: int = 0, cushion: int = 4) -> None:
        self.seed = seed
        self.cushion = cushion
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"

    @classmethod
    def _table(cls) -> dict[type, str]:
        if cls._kinds is None:
            from . import actions as A

            cls._kinds = {A.PressButton: "button", A.BioAttack: "bio", A.UseDoomsday: "doomsday",
                          A.NuclearAttack: "nuke", A.Pick: "pick", A.Block: "block", A.Give: "give", A.Pass: "wait",
                          A.EndTurn: "wait", A.Invade: "invade", A.Coup: "coup", A.TerrorAttack: "terror",
                          A.CyberAttack: "cyber", A.AirStrike: "strike", A.Exhaust: "exhaust",
                          A.ChooseObjective: "objective"}
        return cls._kinds

    def urgency(self, game: TomorrowGame) -> int:
        """How many steps Life must still fall this turn to stand ``cushion`` below Death (> 0: kill now)."""
        s = game.state
        return s.life - s.death + self.cushion

    def _kill(self, game: TomorrowGame, p: int, t: str, pawns: int, cost: int) -> float:
        """A kill of about ``pawns`` pawns in ``t``: urgent while humanity lags behind, else worth what the
        Secret Objective pays for them, less the Political Capital it costs and what p loses in its own land."""
        s = game.state
        pawns = min(pawns, s.pop.get(t, 0))
        if pawns <= 0:
            return -5.0
        obj = game.objs.get(s.objective[p] or "")
        colour = world_map()[t].pawn_colour or "other"
        gain = 1.0 * pawns * (obj.annihilate_for(colour) if obj else 0) - cost
        if s.control.get(t) == p:  # one's own people: a protect multiplier lost, a biological on one's land
            gain -= 8.0 + pawns * (obj.protect_for(t) if obj else 0)
        need = self.urgency(game)
        if need > 0:
            drop = pawns * game.global_impact(t)
            return 10.0 + min(drop, need) + 0.1 * gain
        return gain - 1.0  # no hurry: only what it pays (a beginner keeps its Political Capital)

    def score(self, game: TomorrowGame, a: Action) -> float:
        kind = self._table().get(type(a), "")
        s = game.state
        p = s.pending.who if s.pending is not None else None
        if p is None:
            return 0.0
        if kind in ("bio", "doomsday", "nuke"):
            t = a.territory  # type: ignore[attr-defined]
            pop = s.pop.get(t, 0)
            if kind == "nuke":  # a vengeance weapon, not a way to lower the threat
                return 3.0 if self._holds_mine(game, p, t) else -3.0
            return self._kill(game, p, t, 2 + pop // 5, 0 if kind == "doomsday" else 1)
        if kind == "pick":
            card = a.card  # type: ignore[attr-defined]
            what = card.split("-")[1] if "-" in card else ""
            if what == "nuclear" and s.nukes[p] and any(h[1] == p and not h[3] for h in s.held):
                return 4.5  # someone holds one of p's control markers: a nuke answers the vendetta
            return float(self.PICK.get(what, 0))
        if kind == "block":
            at = s.attempt
            if at is None:
                return -1.0
            if at.get("target") == p:
                return 6.0  # block what is aimed at you
            killing = at.get("kind") == "biological"
            if killing and self.urgency(game) > 0:
                return -1.0  # humanity needs that attack
            # a block earns Political Capital and denies a rival its points, while humanity can wait
            if killing and self.urgency(game) > -self.cushion:
                return -0.5  # humanity is not far enough ahead to spare it
            return 1.5 if at.get("attacker") == self._leader(game, p) else 1.0
        if kind == "give":
            return -1.0 - float(a.amount)  # type: ignore[attr-defined]
        if kind == "invade":
            return 2.5
        if kind == "coup":
            return 1.5
        if kind == "cyber":
            return 3.0 if s.cyberspace != p else -1.0
        if kind == "terror":
            return 1.5 if self._seat_of(game, a.target) == self._leader(game, p) else 0.3  # type: ignore[attr-defined]
        if kind == "strike":
            return 0.5 if self._seat_of(game, a.target) == self._leader(game, p) else -0.5  # type: ignore[attr-defined]
        if kind == "button":
            return self._button(game, p)
        return {"wait": 0.0}.get(kind, 0.5)

    def _button(self, game: TomorrowGame, p: int) -> float:
        """The Big Red Button: when it means everyone loses (the default ruling), never; when it ends the game
        scored as it stands (``big_red_button="scores_now"``), when p's own final score (its Political Capital
        and its End Game Scoring terms, which only p can compute) beats every other's Political Capital by a
        margin wide enough for the Secret Objectives p cannot see."""
        if game.rules.big_red_button != "scores_now":
            return -100.0
        mine = game.state.pc[p] + sum(delta for _, delta, _ in game.score_terms(p))
        others = max(v for i, v in enumerate(game.state.pc) if i != p)
        return 20.0 if mine > others + self.BUTTON_MARGIN else -100.0

    @staticmethod
    def _leader(game: TomorrowGame, p: int) -> int | None:
        """The other player with the most Political Capital (None on a tie)."""
        pcs = [(v, i) for i, v in enumerate(game.state.pc) if i != p]
        best = max(pcs)[0]
        top = [i for v, i in pcs if v == best]
        return top[0] if len(top) == 1 else None

    @staticmethod
    def _seat_of(game: TomorrowGame, power: str) -> int | None:
        powers = game.state.powers
        return powers.index(power) if power in powers else None

    @staticmethod
    def _holds_mine(game: TomorrowGame, p: int, t: str) -> bool:
        """Does the player controlling ``t`` hold one of p's control markers it may still lose (a vendetta)?"""
        owner = game.state.control.get(t)
        return owner is not None and owner != p and any(
            h[0] == owner and h[1] == p and not h[3] for h in game.state.held)

    def __call__(self, game: TomorrowGame) -> Action:
        return best_action(game.legal_actions(), lambda a: self.score(game, a), self.rng)


HeuristicPolicy = TomorrowHeuristic


def evaluate(game: TomorrowGame, seat: int) -> float:
    """A guess in [0, 1] of how well ``seat`` stands in an unfinished game (the search bot's cut-off):
    humanity first (every seat loses if Death passes Life), then this seat's share of the Political Capital."""
    s = game.state
    margin = (s.death - s.life) / max(1.0, float(s.death + s.life))  # > 0: the threat is shrinking
    alive = 1.0 / (1.0 + math.exp(-6.0 * margin))
    pcs = list(s.pc)
    lo, hi = min(pcs), max(pcs)
    share = 0.5 if hi == lo else (pcs[seat] - lo) / (hi - lo)
    return alive * share


def determinize(game: TomorrowGame, seat: int, rng: random.Random) -> None:
    """Resample, in place on a copy, everything ``seat`` cannot see, from what it can (the search bot's view):
    the other players' Secret Objectives (each among its own three), their resource picks for this turn (among
    their cards not used this turn), their biological markers (the unseen ones: theirs and the ones left in the
    box, dealt back in the same numbers), the Happenings still to come (each place keeps its pile's colour) and
    the turn order tokens not yet revealed. Every pool is sorted before it is drawn from, so the result depends
    on ``rng`` and on what ``seat`` sees only, never on the hidden values it replaces."""
    s = game.state
    others = [q for q in range(len(s.powers)) if q != seat]
    for q in others:
        if s.objective[q] is not None and s.objective_options[q]:
            s.objective[q] = sorted(s.objective_options[q])[rng.randrange(len(s.objective_options[q]))]
        if s.picks[q]:
            free = sorted(c for c in s.cards[q] if c not in s.exhausted[q])
            s.picks[q] = rng.sample(free, len(s.picks[q]))
    unseen = sorted([b for q in others for b in s.bio_hand[q]] + list(s.bio_box))
    rng.shuffle(unseen)
    for q in others:
        n = len(s.bio_hand[q])
        s.bio_hand[q], unseen = sorted(unseen[:n]), unseen[n:]
    s.bio_box = sorted(unseen)
    if s.deck:
        revealed = {e.data.get("name") for e in game.log if e.type.kind == "happening_revealed"}
        pile = {h: game.haps[h].pile for h in game.haps}
        if game.rules.game_length == "four_per_pile":  # which four of each pile is unknown too
            pools = {c: sorted(h for h in game.in_play.piles[c] if h not in revealed) for c in game.in_play.piles}
        else:
            pools = {c: sorted(h for h in s.deck if pile[h] == c) for c in {pile[h] for h in s.deck}}
        for c in pools:
            rng.shuffle(pools[c])
        s.deck = [pools[pile[h]].pop() for h in s.deck]
    if s.revealed < len(s.order):
        rest = sorted(s.order[s.revealed:])
        rng.shuffle(rest)
        s.order = s.order[: s.revealed] + rest
