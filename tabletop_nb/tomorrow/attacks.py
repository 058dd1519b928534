# mypy: disable-error-code="misc"
# (the rooms are mixins of TomorrowGame and annotate ``self`` with it; mypy calls that self type "not a
#  supertype" of the mixin and would otherwise check nothing less: every body is checked against TomorrowGame)
"""Actions against others: declare, ask for blocks, settle; and what each attack does.

An attack is declared (its card is used, its cost paid), a strike back may take a vendetta
marker home, then the others are asked in blocking order whether they block it: the target
first, then clockwise from the target's left (the attacker's left if nobody is targeted). The
action under way is ``state.attempt`` (set by ``attack_declared``, cleared by ``attack_blocked``
or ``nobody_blocked``); each block question carries the blocker's place in the order (its
``args``), so a snapshot of any step knows what the answer will do.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import TYPE_CHECKING

from ..core.game import Action
from .actions import (
    ACTIONS,
    BLOCKED_BY,
    PASS,
    AirStrike,
    BioAttack,
    Block,
    Coup,
    CyberAttack,
    Exhaust,
    Invade,
    NuclearAttack,
    TerrorAttack,
    UseDoomsday,
    as_plain,
    from_plain,
)
from .data import powers, world_map
from .events import E
from .legal import BLOCK, EXHAUST, KIND, KIND_OF, RESOURCES

if TYPE_CHECKING:
    from .game import TomorrowGame

CARD_USED, ATTACK_DECLARED, ATTACK_BLOCKED, NOBODY_BLOCKED, VENDETTA_TAKEN = (
    E["card_used"], E["attack_declared"], E["attack_blocked"], E["nobody_blocked"], E["vendetta_taken"])
USES = {BioAttack: "attack", UseDoomsday: "attack", NuclearAttack: "attack", TerrorAttack: "attack",
        CyberAttack: "attack", Invade: "invade", AirStrike: "strike a capital", Coup: "stage a coup"}
SECTIONS = {BioAttack: "Biological Attack", UseDoomsday: "Doomsday Virus", NuclearAttack: "Nuclear",
            TerrorAttack: "Terror Attack", CyberAttack: "Cyber Attack", Invade: "Territory Invasion",
            AirStrike: "Air Strike on Another Player's Capitol", Coup: "Coup"}
PAYS_PC = ("military", "nuclear", "biological")  # Resources: these attacks cost Political Capital


@lru_cache(maxsize=4096)  # the sentence depends on the action only (a value)
def declared_as(a: Action) -> str:
    """An attack as the log declares it ("an invasion of Canada")."""
    wm = world_map()
    if isinstance(a, BioAttack):
        return f"a biological attack with {a.bio} on {wm[a.territory].name}"
    if isinstance(a, UseDoomsday):
        return f"the Doomsday Virus on {wm[a.territory].name}"
    if isinstance(a, NuclearAttack):
        return f"a nuclear attack on {wm[a.territory].name}"
    if isinstance(a, TerrorAttack):
        return f"a terror attack on {powers()[a.target].name}"
    if isinstance(a, CyberAttack):
        return "a cyber attack for the Control of Cyberspace"
    if isinstance(a, Invade):
        return f"an invasion of {wm[a.territory].name}"
    if isinstance(a, AirStrike):
        return f"an air strike on the capital of {powers()[a.target].name}"
    if isinstance(a, Coup):
        return f"a coup in {wm[a.territory].name}"
    return type(a).__name__


def of_kind(picks: list[str], kind: str) -> list[str]:
    """The picked cards of one kind, in pick order. (A function of its own: a comprehension reading ``kind``
    in ask_block would make it a closure cell, built at every call of ask_block.)"""
    return [c for c in picks if KIND[c] == kind]


@cache  # a function of the seats only: at most 6 x 6 x 7 orders
def blocking_order(n: int, attacker: int, target: int | None) -> tuple[int, ...]:
    """The target first; then clockwise from the target's left (the attacker's left if no target)."""
    start = target if target is not None else attacker
    seq = [] if target is None else [target]
    seq += [(start + k) % n for k in range(1, n)]
    return tuple(q for q in seq if q != attacker)


class Attacks:
    """The attack room (mixed into TomorrowGame)."""

    def target_of(self: TomorrowGame, p: int, a: Action) -> int | None:
        """The player whose territory, capital or card an action is against (None: nobody's)."""
        s = self.state
        how = type(a)  # (compared by identity: a false isinstance() looks up the action's __class__ besides)
        if how is TerrorAttack or how is AirStrike:
            return s.powers.index(a.target)  # type: ignore[attr-defined]
        if how is CyberAttack:
            return s.cyberspace
        c = s.control.get(a.territory)  # type: ignore[attr-defined]
        return c if c != p else None

    def blocking_order(self: TomorrowGame, attacker: int, target: int | None) -> tuple[int, ...]:
        return blocking_order(len(self.state.powers), attacker, target)

    def pays(self: TomorrowGame, kind: str, a: Action) -> bool:
        """Does this attack cost Political Capital? (The Doomsday Virus: the doomsday_cost ruling.)"""
        return kind in PAYS_PC and (type(a) is not UseDoomsday or self.rules.doomsday_cost == "one_pc")

    def attempt(self: TomorrowGame, p: int, a: Action) -> None:
        """Declare an action; the others may block it; it is settled once they have all answered."""
        r = self.rules
        how = type(a)
        kind = KIND_OF[how]
        target = self.target_of(p, a)
        if how is not UseDoomsday:
            card: str = a.card  # type: ignore[attr-defined]
            self.card_used(p, card, USES[how])
        plain = as_plain(a)
        key = ("attack declared", p, target, plain)
        if not self.record_again(key):
            self.record_shared(key, ATTACK_DECLARED, self.names[p], {
                "player": p, "what": declared_as(a), "target": target, "section": SECTIONS[how], "action": plain,
                "kind": kind})
        if r.blocked_attack_cost == "paid" and self.pays(kind, a):
            self.change_pc(p, -r.attack_pc_cost, f"{kind} attack", "Resources")
        if target is not None:
            self.strike_back(p, target)
        if self.ask_block(0):  # someone may block: it is settled once they have all answered
            self.schedule("settle", ("act", (p,)), first=True)  # then the attacker may act again
        else:  # nobody holds a card that could block it: settled at once, then the attacker may act again
            self.schedule(("act", (p,)), first=True)
            self.step_settle()

    def card_used(self: TomorrowGame, p: int, card: str, use: str) -> None:
        """``p`` uses a picked resource card (to attack or to block; a one-use card leaves the game)."""
        key = ("card used", p, card, use)
        if not self.record_again(key):
            self.record_shared(key, CARD_USED, self.names[p], {"player": p, "card": card, "use": use,
                                                               "one_use": RESOURCES[card].one_use})

    def strike_back(self: TomorrowGame, p: int, holder: int) -> bool:
        """Vendettas: attempting any action against the holder takes the marker back."""
        s = self.state
        if not s.held:
            return False
        # the markers of p's that holder took last turn (and this turn too, by the retaliation_window
        # ruling) and does not keep for good: a held marker is [holder, owner, turn taken, kept]
        n = s.held.count([holder, p, s.turn - 1, False])
        if self.rules.retaliation_window != "next_turn":
            n += s.held.count([holder, p, s.turn, False])
        if n:  # (its event marks the action under way as retaliation)
            self.emit(E["vendetta_returned"], self.player_name(p), holder=holder, owner=p, count=n,
                      holder_name=self.player_name(holder), owner_name=self.player_name(p))
            return True
        return False

    def ask_block(self: TomorrowGame, k: int) -> bool:
        """Ask the next player (from the k-th in blocking order) who picked a matching card; False: nobody."""
        s = self.state
        at = s.attempt
        if at is None or BLOCKED_BY[ACTIONS[at["action"][0]]] is None:
            return False
        kind, attacker = at["kind"], at["attacker"]
        blockers = blocking_order(len(s.powers), attacker, at["target"])
        for j in range(k, len(blockers)):
            q = blockers[j]
            picks = s.picks[q]
            for c in picks:
                if KIND[c] == kind:  # q picked a card that can block it
                    break
            else:
                continue
            cards = of_kind(picks, kind)
            key = ("block", q, j, attacker, kind, *cards)
            if not self.repeat_question(key):
                self.ask_again(key, q, "block", f"block the {kind} action of {self.names[attacker]}?", "Resources",
                               options=[BLOCK[c] for c in cards] + [PASS], then="block", args=(q, j))
            return True
        return False

    def answer_block(self: TomorrowGame, action: Action, q: int, j: int) -> None:
        at = self.state.attempt
        assert at is not None
        if type(action) is Block:  # (else a Pass; compared by identity: see target_of)
            self.card_used(q, action.card, "block")
            kind, attacker = at["kind"], at["attacker"]
            key = ("attack blocked", q, kind, attacker)
            if not self.record_again(key):
                self.record_shared(key, ATTACK_BLOCKED, self.names[q], {"player": q, "kind": kind, "attacker": attacker,
                                                                        "attacker_name": self.names[attacker]})
            self.change_pc(q, self.rules.block_pc_gain, "blocking an action", "Resources")
        else:
            self.ask_block(j + 1)  # the next one is asked now

    def step_settle(self: TomorrowGame) -> None:
        """Nobody blocked: the action goes through (a blocked one left nothing to settle)."""
        s, r = self.state, self.rules
        at = s.attempt
        if at is None:
            return
        p, a, kind, q = at["attacker"], from_plain(at["action"]), at["kind"], at["target"]
        key = ("nobody blocked", p, kind)
        if not self.record_again(key):
            self.record_shared(key, NOBODY_BLOCKED, self.names[p], {"kind": kind})
        if r.blocked_attack_cost == "refunded" and self.pays(kind, a):
            self.change_pc(p, -r.attack_pc_cost, f"{kind} attack", "Resources")
        captured = False
        how = type(a)  # (compared by identity: see target_of)
        if how is BioAttack:
            self.bio_attack(p, a.territory, a.bio, q)  # type: ignore[attr-defined]
        elif how is UseDoomsday:
            self.bio_attack(p, a.territory, "Doomsday Virus", q)  # type: ignore[attr-defined]
        elif how is NuclearAttack:
            self.nuclear_attack(p, a.territory)  # type: ignore[attr-defined]
        elif how is TerrorAttack:
            self.terror_attack(p, q)
        elif how is CyberAttack:
            self.emit(E["cyberspace_taken"], self.player_name(p), player=p)
        elif how is Invade:
            captured = self.territory_invasion(p, a.territory, at["retaliation"])  # type: ignore[attr-defined]
        elif how is AirStrike:
            self.air_strike(q)
        elif how is Coup:
            self.coup(p, a.territory)  # type: ignore[attr-defined]
        if q is not None and not at["retaliation"] and not captured and s.markers[q] > 0:
            if r.vendetta_attacks == "any" or kind in ("military", "nuclear"):
                taken = ("vendetta taken", p, q, s.turn)
                if not self.record_again(taken):
                    self.record_shared(taken, VENDETTA_TAKEN, self.names[p], {"holder": p, "owner": q, "turn": s.turn,
                                                                            "owner_name": self.names[q]})
        self.check_saved()

    # ------------------------------------------------------------------ what each attack does

    def nuclear_attack(self: TomorrowGame, p: int, t: str) -> None:
        """One pawn, then one more for every five still remaining; a nuke marker stays."""
        r = self.rules
        self.annihilate(t, r.nuke_pawns, p, "nuclear attack", "Nuclear", nuclear=True)
        extra = self.state.pop[t] // r.per_pawns
        if extra:
            self.annihilate(t, extra, p, "1 more per 5 still remaining", "Nuclear", nuclear=True)
        self.emit(E["nuke_placed"], self.player_name(p), player=p, territory=t)

    def terror_attack(self: TomorrowGame, p: int, q: int) -> None:
        s, r = self.state, self.rules
        if r.terror_pc in ("target", "both"):
            self.change_pc(q, -r.terror_pc_loss, "terror attack", "Terror Attack")
        if r.terror_pc in ("attacker", "both"):
            self.change_pc(p, -r.terror_pc_loss, "terror attack", "Terror Attack")
        if len(s.picks[q]) == 1:  # a single pick left: lost at once, nothing to choose
            self.emit(E["pick_lost"], self.player_name(q), player=q, card=s.picks[q][0], why="terror attack")
        elif s.picks[q]:
            self.schedule(("exhaust", (q,)), first=True)

    def step_exhaust(self: TomorrowGame, q: int) -> None:
        picks = self.state.picks[q]
        key = ("exhaust", q, *picks)
        if not self.repeat_question(key):
            self.ask_again(key, q, "exhaust", "a terror attack: choose the pick you lose", "Terror Attack",
                           options=[EXHAUST[c] for c in picks], then="exhaust", args=(q,))

    def answer_exhaust(self: TomorrowGame, action: Action, q: int) -> None:
        assert isinstance(action, Exhaust)
        self.emit(E["pick_lost"], self.player_name(q), player=q, card=action.card, why="terror attack")

    def territory_invasion(self: TomorrowGame, p: int, t: str, retaliation: bool) -> bool:
        """Take the territory; a control marker already there goes in front of the invader."""
        s = self.state
        q = s.control[t]
        captured = False
        if q is not None:
            kept = self.rules.invasion_capture == "kept_plus_vendetta"
            holder = None if retaliation and not kept else p
            self.emit(E["control_removed"], self.player_name(p), territory=t, owner=q, holder=holder,
                      turn=s.turn, kept=kept, owner_name=self.player_name(q), holder_name=self.player_name(holder),
                      why="invasion", section="Territory Invasion")
            captured = not kept
        self.emit(E["control_placed"], self.player_name(p), player=p, territory=t, why="invasion",
                  section="Territory Invasion")
        return captured

    def air_strike(self: TomorrowGame, q: int | None) -> None:
        assert q is not None  # an air strike always names a power
        for c in list(self.state.picks[q]):
            self.emit(E["pick_lost"], self.player_name(q), player=q, card=c, why="air strike on the capital",
                      section="Air Strike on Another Player's Capitol")

    def coup(self: TomorrowGame, p: int, t: str) -> None:
        s = self.state
        q = s.control[t]
        if q is None:
            self.emit(E["control_placed"], self.player_name(p), player=p, territory=t, why="coup", section="Coup")
        else:
            self.emit(E["control_removed"], self.player_name(p), territory=t, owner=q, holder=None, turn=s.turn,
                      kept=False, owner_name=self.player_name(q), why="coup: their control is removed", section="Coup")

    def describe(self: TomorrowGame, a: Action) -> str:
        """An attack as the log declares it ("an invasion of Canada")."""
        return declared_as(a)

    # ------------------------------------------------------------------ vendettas going home


    # ------------------------------------------------------------------ vendettas going home

    def open_vendettas_go_home(self: TomorrowGame, why: str, section: str) -> None:
        """Every vendetta marker not yet kept goes back to its owner (a Happening; the open_vendettas ruling)."""
        s = self.state
        for holder, owner in sorted({(x[0], x[1]) for x in s.held if not x[3]}):
            n = sum(1 for x in s.held if x[0] == holder and x[1] == owner and not x[3])
            self.emit(E["vendetta_returned"], None, holder=holder, owner=owner, count=n,
                      holder_name=self.player_name(holder), owner_name=self.player_name(owner), why=why,
                      section=section)
