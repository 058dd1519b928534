# mypy: disable-error-code="misc"
# (the rooms are mixins of Tomorrow2023Game and annotate ``self`` with it; mypy calls that self type "not a
#  supertype" of the mixin and would otherwise check nothing less: every body is checked against Tomorrow2023Game)
"""The cards: their dataclass, the effects registry, the loader (core.load_cards) and the deck rules
(« Personnaliser son deck »).

The shipped file ``data/cards.json`` is reconstructed (no card list of the game is public): see its note.
"""

from __future__ import annotations

import functools
import pathlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, Literal, Mapping

from ..core.cards import Effects, load_cards, read_card_source
from ..core.errors import TabletopError
from ..core.game import Action
from .actions import CHOOSE
from .state import DISCARD, HAND
from .words import GAIN_TEXT, say

if TYPE_CHECKING:
    from .game import Tomorrow2023Game

DATA = pathlib.Path(__file__).parent / "data"
EFFECTS = Effects("tomorrow2023")
SIDE_OF = {"rebels": 0, "government": 1}


@dataclass(frozen=True)
class Card:
    """One card. ``effect``/``args``: what an évènement does, or a leader's/agent's ability; ``ability``: whether
    that ability is an « Action » or acts automatically at the start of its owner's turn; ``reaction``: the
    opponent's action a Réaction answers ("" if none)."""

    name: str                                            # id, unique
    fr: str                                              # the French name (the rulebook's term, shown in both)
    en: str                                              # its English translation
    side: Literal["rebels", "government"]
    kind: Literal["event", "leader", "agent"]
    cost: int
    effect: str
    args: dict[str, Any] = field(default_factory=dict)
    ability: Literal["none", "action", "start"] = "none"
    reaction: Literal["", "arrest", "agent", "event", "leader_action"] = ""
    arrest: bool = False                                 # the exclamation-mark icon
    custom: bool = False                                 # the customization icon (small card)
    text_fr: str = ""
    text_en: str = ""
    set: str = "base"

    @property
    def seat(self) -> int:
        return SIDE_OF[self.side]

    @functools.cached_property
    def label(self) -> tuple[str, str]:
        """(French name, English name), as events carry it (made once per card)."""
        return (self.fr, self.en)


def check_card(card: Card) -> str | None:
    """Game rules a card file must respect (beyond field types)."""
    if card.cost < 0 or card.cost > 20:
        return "cost: must be between 0 and 20 credits"
    if card.kind == "leader" and card.side != "rebels":
        return "kind: leaders are rebel cards (the government has agents)"
    if card.kind == "agent" and card.side != "government":
        return "kind: agents are government cards (the rebels have leaders)"
    if card.kind == "event" and card.ability != "none":
        return "ability: only leaders and agents have an Action or an automatic ability"
    if card.kind != "event" and card.ability == "none":
        return "ability: a leader or agent needs an ability ('action' or 'start')"
    if card.reaction and card.kind != "event":
        return "reaction: only évènement cards are réactions"
    if card.reaction and card.effect not in REACTION_EFFECTS:
        return f"effect: a réaction's effect must be one of {', '.join(sorted(REACTION_EFFECTS))}"
    if not card.reaction and card.effect in REACTION_EFFECTS:
        return f"effect: {card.effect!r} only makes sense on a réaction"
    if card.effect == "back_to_hand" and card.reaction != "arrest":
        return "effect: 'back_to_hand' answers an arrest only"
    # who may answer what: arrests and agents are the government's actions, events and leader Actions the rebels'
    answerer = {"arrest": "rebels", "agent": "rebels", "event": "government", "leader_action": "government"}
    if card.reaction and card.side != answerer[card.reaction]:
        return "reaction: this action is never the opponent's"
    if card.effect == "arrest" and not card.arrest:
        return "arrest: a card that arrests carries the arrest icon (arrest: true)"
    if card.effect in ("tokens_on_self",) and card.side != "rebels":
        return "effect: tokens go on rebel leaders only"
    if card.effect in ("arrest", "cut_influence", "trim") and card.side != "government":
        return f"effect: {card.effect!r} is a government effect"
    if card.effect in ("rally", "discard_agent") and card.side != "rebels":
        return f"effect: {card.effect!r} is a rebel effect"
    if card.effect == "tokens_on_self" and card.kind != "leader":
        return "effect: 'tokens_on_self' is a leader's ability"
    return None


def load(source: Any, file: str = "cards") -> dict[str, Card]:
    """Cards from a path, JSON text or data, checked field by field and against the game's rules."""
    return load_cards(source, Card, file=file, effects=EFFECTS, check=check_card)


@functools.lru_cache(maxsize=1)
def _shipped() -> tuple[dict[str, Card], bool]:
    path = DATA / "cards.json"
    data, _ = read_card_source(path, str(path))
    return load(data, str(path)), bool(data.get("reconstructed"))


def cards() -> dict[str, Card]:
    """Every shipped card (the 20 of the box, set "base", and the customization cards, set "perso")."""
    return dict(_shipped()[0])


def reconstructed() -> bool:
    return _shipped()[1]


def box_deck(side: int, catalogue: Mapping[str, Card] | None = None) -> list[str]:
    """The deck of the box for a side: the base set's cards of that side, sorted."""
    cat = catalogue if catalogue is not None else cards()
    return sorted(n for n, c in cat.items() if c.seat == side and c.set == "base")


@functools.lru_cache(maxsize=1)
def _box_decks_checked() -> tuple[tuple[str, ...], tuple[str, ...]]:
    cat = _shipped()[0]
    return tuple(validate_deck(0, box_deck(0, cat), cat)), tuple(validate_deck(1, box_deck(1, cat), cat))


def box_decks() -> dict[str, list[str]]:
    """The two decks of the box, checked by ``validate_deck``: a speed cache of what a game without ``decks`` nor
    ``cards`` starts with (the shipped cards never change, so they are sorted and checked once)."""
    rebels, government = _box_decks_checked()
    return {"rebels": list(rebels), "government": list(government)}


def validate_deck(side: int | str, names: Iterable[str], catalogue: Mapping[str, Card] | None = None) -> list[str]:
    """Check a deck against « Personnaliser son deck »; return it as a list, or raise a TabletopError that
    names every broken limit at once."""
    seat = SIDE_OF.get(side, side) if isinstance(side, str) else side
    if seat not in (0, 1):
        raise TabletopError(f"deck side must be 'rebels' (0) or 'government' (1), not {side!r}")
    cat = catalogue if catalogue is not None else cards()
    if isinstance(names, (str, bytes)) or not isinstance(names, Iterable):
        raise TabletopError("a deck is a list of card names")
    deck = list(names)
    problems = []
    unknown = [n for n in deck if not isinstance(n, str) or n not in cat]
    if unknown:
        problems.append(f"unknown cards: {', '.join(map(repr, unknown))}")
    known = [cat[n] for n in deck if isinstance(n, str) and n in cat]
    wrong = [c.name for c in known if c.seat != seat]
    if wrong:
        problems.append(f"cards of the other side: {', '.join(wrong)}")
    twice = sorted({n for n in deck if deck.count(n) > 1})
    if twice:
        problems.append(f"each card is in the box once; twice here: {', '.join(map(str, twice))}")
    if len(deck) != 10:
        problems.append(f"exactly 10 cards (got {len(deck)})")
    if seat == 0:
        leaders = sum(c.kind == "leader" for c in known)
        if leaders != 3:
            problems.append(f"exactly 3 leaders (got {leaders})")
        custom = sum(c.custom for c in known)
        if custom > 2:
            problems.append(f"at most 2 cards with the customization icon (got {custom})")
    else:
        arrests = sum(c.arrest for c in known)
        if arrests > 3:
            problems.append(f"at most 3 arrest cards (got {arrests})")
        agents = sum(c.kind == "agent" for c in known)
        if agents > 2:
            problems.append(f"at most 2 agents (got {agents})")
    if problems:
        deckname = "Dragonflies" if seat == 0 else "NCG"
        raise TabletopError(f"deck {deckname} breaks « Personnaliser son deck »: " + "; ".join(problems))
    return deck


# ----------------------------------------------------------------- effects

REACTION_EFFECTS = {"cancel", "back_to_hand"}
# The effects that only record events: they never ask a question nor schedule a step, so the flow may go on
# at once after them (tests/tomorrow2023/test_t2023_speed.py checks each against the agenda).
RECORDS_ONLY = frozenset({"gain_credits", "rally", "cut_influence", "trim"})


@EFFECTS.effect("gain_credits", section="Jouer une carte")
def gain_credits(game: Any, card: Card, n: int) -> None:
    game.gain_credits(card.seat, n, "effect")


@EFFECTS.effect("draw", section="Piocher une carte")
def draw(game: Any, card: Card, n: int) -> None:
    game.schedule(*[("draw_one", (card.seat,))] * n, first=True)


@EFFECTS.effect("rally", section="Précisions (Mettre des jetons sur un leader)")
def rally(game: Any, card: Card, n: int, credits: int = 0, drain: int = 0) -> None:
    """Influence in front of the rebels (an évènement's tokens), perhaps credits, perhaps the NCG loses some."""
    game.place_influence(None, n)
    if credits:
        game.gain_credits(0, credits, "effect")
    if drain:
        game.lose_credits(1, drain, "effect")


@EFFECTS.effect("tokens_on_self", section="Précisions (Mettre des jetons sur un leader)")
def tokens_on_self(game: Any, card: Card, n: int, credits: int = 0, draw: int = 0) -> None:
    game.place_influence(card.name, n)
    if credits:
        game.gain_credits(0, credits, "ability")
    if draw:
        game.schedule(*[("draw_one", (0,))] * draw, first=True)


@EFFECTS.effect("arrest", section="Précisions (Arrestations)")
def arrest(game: Any, card: Card, target: Literal["choice", "most", "fewest"] = "choice",
           min_tokens: int = 0) -> None:
    game.arrest_effect(card, target, min_tokens)


@EFFECTS.effect("cut_influence", section="Précisions (Mettre des jetons sur un leader)")
def cut_influence(game: Any, card: Card, n: int) -> None:
    game.cut_influence(n)


@EFFECTS.effect("trim", section="Précisions (Mettre des jetons sur un leader)")
def trim(game: Any, card: Card, n: int = 1, each_with_at_least: int = 0) -> None:
    game.trim(n, each_with_at_least)


@EFFECTS.effect("opponent_discards", section="Défausser une carte")
def opponent_discards(game: Any, card: Card, n: int = 1) -> None:
    game.schedule(*[("opponent_discard", (1 - card.seat,))] * n, first=True)


@EFFECTS.effect("discard_agent", section="Jouer une carte")
def discard_agent(game: Any, card: Card) -> None:
    game.schedule(("choose_agent", (card.name,)), first=True)


@EFFECTS.effect("salvage", section="Précisions (Défausse)")
def salvage(game: Any, card: Card, kind: Literal["any", "arrest"] = "any") -> None:
    game.schedule(("salvage", (card.seat, kind)), first=True)


@EFFECTS.effect("cancel", section="Précisions (Réaction)")
def cancel(game: Any, card: Card) -> str:
    return "cancel"


@EFFECTS.effect("back_to_hand", section="Précisions (Réaction)")
def back_to_hand(game: Any, card: Card) -> str:
    return "back_to_hand"


class CardEffects:
    """What the effects above do to the table: influence placed and removed, arrests, discards forced, agents
    discarded, cards taken back (mixed into Tomorrow2023Game; each question's answer is an ``answer_*`` method)."""

    # ------------------------------------------------------------------ influence
    def _where(self: Tomorrow2023Game, c: str | None) -> dict[str, Any]:
        if c is None:
            return {"card": None, "where_fr": "devant les rebelles", "where_en": "in front of the rebels",
                    "from_fr": "De devant les rebelles", "from_en": "From in front of the rebels"}
        fr, en = self._name(c)
        label = f"« {fr} » ({en})" if fr != en else f"« {fr} »"
        return {"card": c, "where_fr": f"sur « {fr} »", "where_en": f"on {label}", "from_fr": f"De « {fr} »",
                "from_en": f"From {label}"}

    def place_influence(self: Tomorrow2023Game, c: str | None, n: int) -> None:
        """Tokens from the reserve on a leader (its Action) or in front of the rebels (an évènement)."""
        give = self._credits_available(n, "influence")
        if give:
            total = self.influence() + give
            self.ev("influence_placed", 0, {**self._where(c), "n": give, "total": total})

    def remove_influence(self: Tomorrow2023Game, c: str | None, n: int, scored: bool) -> None:
        if n <= 0:
            return
        lost = n if scored else 0
        s = self.state
        after = (s.banked - lost) if self.rules.influence_counts == "banked" else self.influence() - n
        self.ev("influence_removed", 0, {**self._where(c), "n": n, "scored": lost, "total": after})

    def cut_influence(self: Tomorrow2023Game, n: int) -> None:
        """The rebels lose influence: first the tokens in front of them, then from the most loaded leaders."""
        s = self.state
        take = min(n, s.pool)
        self.remove_influence(None, take, True)
        left = n - take
        while left > 0:
            loaded = [c for c in s.zones["play:0"] if s.tokens.get(c, 0) > 0]
            if not loaded:
                break
            c = max(loaded, key=lambda x: s.tokens[x])  # ties: the earliest in play
            k = min(left, s.tokens[c])
            self.remove_influence(c, k, True)
            left -= k

    def trim(self: Tomorrow2023Game, n: int, each_with_at_least: int) -> None:
        s = self.state
        if each_with_at_least > 0:
            for c in list(s.zones["play:0"]):
                if s.tokens.get(c, 0) >= each_with_at_least:
                    self.remove_influence(c, min(n, s.tokens[c]), False)
            return
        loaded = [c for c in s.zones["play:0"] if s.tokens.get(c, 0) > 0]
        if loaded:
            c = max(loaded, key=lambda x: s.tokens[x])
            self.remove_influence(c, min(n, s.tokens[c]), False)

    # ------------------------------------------------------------------ Arrestations
    def arrest_effect(self: Tomorrow2023Game, card: Card, target: str, min_tokens: int) -> None:
        s = self.state
        leaders = [c for c in s.zones["play:0"] if s.tokens.get(c, 0) >= min_tokens]
        if not leaders:
            self.ev("no_effect", 1, {"card": card.name, "name": card.label, "reason_fr": "aucun leader à arrêter",
                                     "reason_en": "no leader to arrest"})
            return
        if target in ("most", "fewest"):
            pick = max if target == "most" else min
            best = pick(s.tokens[c] for c in leaders)
            leaders = [c for c in leaders if s.tokens[c] == best]
        if len(leaders) == 1:
            self.schedule(("arrest_attempt", (leaders[0],)), first=True)
        else:
            self.ask(1, "arrest", say("prompt_arrest", self.lang), "Précisions (Arrestations)",
                     options=[CHOOSE[c] for c in leaders], then="arrest_target", args=())

    def answer_arrest_target(self: Tomorrow2023Game, action: Action) -> None:
        self.schedule(("arrest_attempt", (action.option,)), first=True)  # type: ignore[attr-defined]

    def step_arrest_attempt(self: Tomorrow2023Game, leader: str) -> None:
        self.step_reaction_window("arrest", 1, leader, "arrest", (leader,))

    def step_arrest(self: Tomorrow2023Game, leader: str) -> None:
        s = self.state
        self.ev("arrested", 1, {"card": leader, "name": self._name(leader), "tokens": s.tokens.get(leader, 0),
                                "count": len(s.zones["score:1"]) + 1})

    # ------------------------------------------------------------------ other card effects
    def step_opponent_discard(self: Tomorrow2023Game, side: int) -> None:
        hand = self.state.zones[HAND[side]]
        if hand:
            self.ask(side, "discard", say("prompt_opp_discard", self.lang), "Défausser une carte",
                     options=[CHOOSE[c] for c in hand], then="forced_discard", args=(side,))

    def answer_forced_discard(self: Tomorrow2023Game, action: Action, side: int) -> None:
        c = action.option  # type: ignore[attr-defined]
        self.ev("discarded", side, {"side": side, "card": c, "name": self._name(c), "why": "effect", "gain": 0,
                                    **GAIN_TEXT[0]})

    def step_choose_agent(self: Tomorrow2023Game, src: str) -> None:
        agents = list(self.state.zones["play:1"])
        if not agents:
            self.ev("no_effect", 0, {"card": src, "name": self._name(src), "reason_fr": "aucun agent en jeu",
                                     "reason_en": "no agent in play"})
        elif len(agents) == 1:
            self._agent_out(agents[0])
        else:
            self.ask(0, "agent", say("prompt_agent", self.lang), "Jouer une carte",
                     options=[CHOOSE[c] for c in agents], then="agent_out", args=())

    def answer_agent_out(self: Tomorrow2023Game, action: Action) -> None:
        self._agent_out(action.option)  # type: ignore[attr-defined]

    def _agent_out(self: Tomorrow2023Game, c: str) -> None:
        self.ev("left_play", 1, {"side": 1, "card": c, "name": self._name(c), "dst": "discard", "tokens": 0,
                                 "dst_fr": "dans la défausse", "dst_en": "into the défausse"})

    def step_salvage(self: Tomorrow2023Game, side: int, kind: str) -> None:
        pile = [c for c in self.state.zones[DISCARD[side]] if kind == "any" or self.cat[c].arrest]
        if not pile:
            self.ev("no_effect", side, {"card": None, "name": ("Récupération", "Salvage"),
                                        "reason_fr": "rien à reprendre", "reason_en": "nothing to take back"})
            return
        self.ask(side, "salvage", say("prompt_salvage", self.lang), "Précisions (Défausse)",
                 options=[CHOOSE[c] for c in pile], then="salvaged", args=(side,))

    def answer_salvaged(self: Tomorrow2023Game, action: Action, side: int) -> None:
        c = action.option  # type: ignore[attr-defined]
        self.ev("taken_from_discard", side, {"side": side, "card": c, "name": self._name(c)})  # public: it is shown
        self.ask_limit(side)
