# mypy: disable-error-code="misc"
# (the rooms are mixins of TomorrowGame and annotate ``self`` with it; mypy calls that self type "not a
#  supertype" of the mixin and would otherwise check nothing less: every body is checked against TomorrowGame)
"""End Game Scoring: the five terms with each power's Secret Objective, gifts, the winner."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.game import Action
from ..core.outcome import Outcome
from .actions import Give
from .data import powers, world_map
from .events import E
from .objectives import Objective, objectives
from .state import TomorrowState

if TYPE_CHECKING:
    from .game import TomorrowGame


def score_terms(s: TomorrowState, p: int, objs: dict[str, Objective] | None = None) -> list[tuple[str, int, str]]:
    """The five End Game Scoring terms for player ``p``: (term, PC, how it was computed).

    ``objs``: the game's Secret Objectives (default: the shipped ones)."""
    wm, pw = world_map(), powers()
    table = objectives() if objs is None else objs
    obj = table[s.objective[p]] if s.objective[p] else None  # type: ignore[index]
    home = pw[s.powers[p]].capital
    out: list[tuple[str, int, str]] = []
    # 1. annihilated pawns, by colour
    by_colour: dict[str, int] = {}
    for t, n in s.annihilated[p].items():
        col = wm[t].pawn_colour or "other"
        by_colour[col] = by_colour.get(col, 0) + n
    parts = [f"{n} {c} x{obj.annihilate_for(c) if obj else 0}" for c, n in sorted(by_colour.items())]
    out.append(("annihilated pawns", sum(n * (obj.annihilate_for(c) if obj else 0) for c, n in by_colour.items()),
                " + ".join(parts)))
    # 2. control markers held from other players
    held = [pw[s.powers[x[1]]].colour for x in s.held if x[0] == p]
    out.append(("control markers held", sum(obj.annihilate_for(c) if obj else 0 for c in held),
                " + ".join(f"{c} x{obj.annihilate_for(c) if obj else 0}" for c in held)))
    # 3. pawns protected in controlled land territories
    mine = [t for t, c in s.control.items() if c == p]
    land = [t for t in mine if wm[t].land and s.pop[t]]
    out.append(("pawns protected", sum(s.pop[t] * (obj.protect_for(t) if obj else 0) for t in land),
                " + ".join(f"{s.pop[t]} in {wm[t].name} x{obj.protect_for(t) if obj else 0}" for t in land)))
    # 4. +1 per controlled territory other than home
    away = [t for t in mine if t != home]
    out.append(("territories controlled", len(away), ", ".join(wm[t].name for t in away)))
    # 5. -1 per nuke damage or active biological on controlled territories
    nukes = sum(len(s.nuke_damage[t]) for t in mine)
    bios = sum(1 for b in s.bio_active if b["territory"] in mine)
    out.append(("nuke damage and active biologicals", -(nukes + bios), f"{nukes} nuke(s), {bios} biological(s)"))
    return out


class Scoring:
    """The end of the game (mixed into TomorrowGame)."""

    def score_terms(self: TomorrowGame, p: int) -> list[tuple[str, int, str]]:
        """End Game Scoring, term by term, for player ``p`` (with their Secret Objective)."""
        return score_terms(self.state, p, self.objs)

    def step_final_scoring(self: TomorrowGame, outcome: str) -> None:
        s, r = self.state, self.rules
        base: dict[str, Any] = {"turns": s.turn, "life": s.life, "death": s.death, "outcome": outcome,
                                "killed": {s.powers[p]: s.kills(p) for p in range(len(s.powers))}}
        if outcome in ("lost", "out_of_happenings") or (outcome == "button" and r.big_red_button == "everyone_loses"):
            why = {"lost": "the Death marker passed the Life marker",
                   "out_of_happenings": "the Happenings ran out before the Global Threat was eliminated"}.get(
                outcome, "the Big Red Button was pressed: thermonuclear war")
            self.end({**base, "saved": False, "winner": None, "winners": [],
                      "pc": {s.powers[p]: s.pc[p] for p in range(len(s.powers))}},
                     f"Humanity is lost ({why}); everyone loses.")
            return
        self.record(E["phase_started"], None, {"phase": "scoring", "title": "End Game Scoring"})
        if r.open_vendettas == "returned":
            self.open_vendettas_go_home("the owner could still strike back", "Vendettas / End Game Scoring")
        for p in range(len(s.powers)):
            for term, delta, why in self.score_terms(p):
                if delta < 0 and r.pc_floor == "zero":  # the pc_floor ruling holds at the end too
                    floored = -min(-delta, max(s.pc[p], 0))
                    if floored != delta:
                        why += f"; only {-floored} left to lose (pc_floor='zero')"
                    delta = floored
                if delta:
                    self.emit(E["scored"], self.player_name(p), player=p, term=term, delta=delta, why=why)
        self.emit(E["tokens_mixed"], None, order=self.shuffled(range(len(s.powers))),
                  why="for giving away Political Capital", section="End Game Scoring")
        # the outcome so far travels with the last step (the agenda is the program counter)
        self.schedule(*[("gift", (i,)) for i in range(len(s.powers))], ("winner", (base,)))

    def step_gift(self: TomorrowGame, i: int) -> None:
        """The ``i``-th token is turned over (one at a time, as in a turn: who gives next is not known before);
        its power may give Political Capital if it has any."""
        p = self.state.order[i]
        self.record(E["token_revealed"], self.player_name(p), {"player": p, "index": i, "section": "End Game Scoring"})
        if self.state.pc[p] > 0:
            self.ask_again(("gift", p), p, "gift", "give Political Capital to another power, or pass",
                           "End Game Scoring", then="gift", args=(p,))

    def answer_gift(self: TomorrowGame, action: Action, p: int) -> None:
        if isinstance(action, Give):
            q = self.seat(action.to)
            self.emit(E["pc_given"], self.player_name(p), player=p, to=q, to_name=self.player_name(q),
                      amount=action.amount)

    def step_winner(self: TomorrowGame, base: dict[str, Any]) -> None:
        s = self.state
        best = max(s.pc)
        winners = [s.powers[p] for p in range(len(s.powers)) if s.pc[p] == best]
        names = " and ".join(powers()[w].name for w in winners)
        how = {"saved": "Humanity is saved", "survived": "Humanity survives the last Happening",
               "button": "The Big Red Button ends the game"}.get(base.get("outcome", ""), "The game ends")
        self.end({**base, "saved": True, "winner": winners[0] if len(winners) == 1 else None, "winners": winners,
                  "pc": {s.powers[p]: s.pc[p] for p in range(len(s.powers))}},
                 f"{how}; {names} win{'s' if len(winners) == 1 else ''} with {best} Political Capital.")


def outcome_of(game: TomorrowGame, result: dict[str, Any]) -> Outcome:
    """The uniform Outcome: the powers with the most Political Capital win when humanity is saved, nobody
    when it is lost; the ending is how the game ended ("saved", "survived", "button", "lost",
    "out_of_happenings"); rounds are turns; scores are each power's Political Capital at the end."""
    powers = list(game.state.powers)
    winners = tuple(sorted(powers.index(w) for w in result.get("winners", []) if w in powers))
    pc = result.get("pc") or {}
    scores = tuple(float(pc[p]) for p in powers) if all(p in pc for p in powers) else None
    return Outcome(winners, str(result.get("outcome", "over")), int(result.get("turns", game.state.turn)), scores)
