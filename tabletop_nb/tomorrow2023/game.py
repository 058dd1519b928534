"""Tomorrow (2023): the rooms put together.

>>> from tabletop_nb.tomorrow2023 import Tomorrow2023Game
>>> game = Tomorrow2023Game(seed=1)              # the two decks of the box, French sentences
>>> game = Tomorrow2023Game(seed=1, language="en", decks={"rebels": [...], "government": [...]})
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..core.cards import merge_cards, plain_cards
from ..core.errors import DataError, IllegalAction, RulesError, TabletopError
from ..core.events import Event
from ..core.game import Action, Choose
from . import invariants as _inv
from .actions import ACTIONS, Discard, Draw, NoReaction, Pass, Play, React, UseAction
from .cards import EFFECTS, Card, box_deck, box_decks, cards, load, validate_deck
from .events import book
from .flow import Flow
from .legal import TurnTable, shipped_table, turn_options
from .names import LANGUAGES, SIDE_NAMES, action_prompts, card_label, say
from .rules import Tomorrow2023Rules
from .state import T23State
from .svg import board_svg
from .view import SeatView, redacted_json, view


_DEFAULT_RULES = Tomorrow2023Rules()


class Tomorrow2023Game(Flow):
    """A game of Tomorrow (2023): the Dragonflies (rebels, seat 0) against the NCG (government, seat 1).

    Setup options: ``language`` ("fr" by default, or "en"); ``decks`` ({"rebels": [10 names], "government":
    [10 names]}, checked by ``validate_deck``; default the box's decks); ``cards`` (your own card file, JSON
    text or list, read by core.load_cards: a card of the same name replaces ours; stored in the save).
    """

    key = "tomorrow2023"
    round_name = "turn"  # the charts' x axis (round_of)
    SEATS_OPTION = None  # always two sides
    # the loader of the data file (the kernel's fuzz suite feeds it broken files)
    CARD_LOADERS: ClassVar[dict[str, Any]] = {"cards.json": lambda path: load(path, getattr(path, "name", "cards"))}
    title = "Tomorrow (2023)"
    Rules = Tomorrow2023Rules
    ACTIONS = ACTIONS
    EFFECTS = EFFECTS

    def __init__(self, rules: Tomorrow2023Rules | None = None, *, seed: int = 0, **setup: Any) -> None:
        # the default rules are one frozen value, made once (the kernel would make a new, equal one per game)
        super().__init__(_DEFAULT_RULES if rules is None else rules, seed=seed, **setup)

    def new_state(self) -> T23State:
        return T23State()

    def check_setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        known = {"language", "decks", "cards"}
        for k in setup:
            if k not in known:
                raise RulesError(f"unknown setup option {k!r}; known: {', '.join(sorted(known))}")
        lang = setup.get("language", "fr")
        if lang not in LANGUAGES:
            raise RulesError(f"language must be one of {', '.join(LANGUAGES)}, not {lang!r}")
        self.lang = lang
        self.E = book(lang)
        own = setup.get("cards")
        cat = cards()
        if own is not None:
            cat = merge_cards(cat, load(own, "cards (setup)"))
        self.cat: dict[str, Card] = cat
        self.table = shipped_table() if own is None else TurnTable(cat)  # what the turn reads of each card
        self.told = self.table.told.setdefault((type(self), lang), {})  # see Game.record_again
        r = self.rules  # what check_end reads after every action (winner() is the rule)
        self.end_at = (r.influence_counts == "banked", r.influence_to_win, r.leaders_to_arrest)
        self.prompts = action_prompts(lang, r.actions_per_turn)  # [total][n]: action_prompt(lang, n, total)
        decks = setup.get("decks")
        if decks is None and own is None:
            checked = box_decks()  # the box's two decks, checked once
        elif decks is None:
            checked = self.box_decks_of(cat, load(own, "cards (setup)"))
        else:
            checked = self.checked_decks(decks, cat)
        out: dict[str, Any] = {"language": lang, "decks": checked}
        if own is not None:
            out["cards"] = plain_cards(load(own, "cards (setup)"))
        return out

    def box_decks_of(self, cat: dict[str, Card], own: dict[str, Card]) -> dict[str, list[str]]:
        """The box's decks (set "base") with the setup's own cards merged in, checked: a card of the file that
        moves a card into or out of set "base" (or to the other side) and so breaks a box deck is named, with
        the file, as a DataError (give ``decks=`` to play such cards)."""
        try:
            return self.checked_decks(None, cat)
        except TabletopError as e:
            shipped = cards()
            moved = [c for c in own.values()
                     if (c.set == "base") != (c.name in shipped and shipped[c.name].set == "base")
                     or (c.name in shipped and shipped[c.name].side != c.side)]
            if not moved and not own:
                raise
            blamed = moved[0] if moved else next(iter(own.values()))
            was = shipped[blamed.name].set if blamed.name in shipped else None
            what = (f"its set is {blamed.set!r}" + (f" (the box's card is in set {was!r})" if was is not None else
                                                     " (a new card)"))
            raise DataError("cards (setup)", blamed.name, "set" if moved else None,
                            f"{what}, so the box's decks (the cards of set 'base') no longer follow « Personnaliser "
                            f"son deck » ({e}); keep the set or give decks= explicitly") from None

    def checked_decks(self, decks: Any, cat: dict[str, Card]) -> dict[str, list[str]]:
        """The setup's decks (default: the box's decks of ``cat``), each checked against « Personnaliser son deck »."""
        if decks is None:
            decks = {"rebels": box_deck(0, cat), "government": box_deck(1, cat)}
        if not isinstance(decks, dict) or set(decks) != {"rebels", "government"}:
            raise RulesError("decks maps 'rebels' and 'government' to a list of 10 card names each")
        problems = []
        checked = {}
        for side in ("rebels", "government"):
            try:
                checked[side] = validate_deck(side, decks[side], cat)
            except TabletopError as e:
                problems.append(str(e))
        if problems:
            raise RulesError(" | ".join(problems))
        return checked

    # ------------------------------------------------------------------ legality room
    def turn_options(self, side: int) -> list[Action]:
        return turn_options(self, side)

    def describe_action(self, action: Action) -> str:
        lang = self.lang

        def lab(c: str) -> str:
            return card_label(self.cat[c].label, lang)

        if isinstance(action, Draw):
            return say("draw", lang)
        if isinstance(action, Play):
            return say("play", lang, card=lab(action.card), cost=self.cat[action.card].cost)
        if isinstance(action, Discard):
            return say("discard", lang, card=lab(action.card), cost=self.cat[action.card].cost)
        if isinstance(action, UseAction):
            return say("use", lang, card=lab(action.card))
        if isinstance(action, Pass):
            return say("pass", lang)
        if isinstance(action, React):
            return say("react", lang, card=lab(action.card))
        if isinstance(action, NoReaction):
            return say("no_reaction", lang)
        if isinstance(action, Choose) and action.option in self.cat:
            d = self.state.pending
            key = "choose_discard" if d is not None and d.kind in ("limit", "discard") else "choose"
            return say(key, lang, card=lab(action.option))
        return super().describe_action(action)

    def normalize_edit(self, target: str, changes: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        if self.state.pending is not None and self.state.pending.kind != "action":
            raise IllegalAction("edit the scenario between two actions, not while a question is open",
                                rule="scenario edit")
        self._check_reserves(target, changes)
        if target == "place":
            c, zone = changes.get("card"), changes.get("zone")
            card = self.cat.get(c) if isinstance(c, str) else None
            if card is None:
                raise IllegalAction(f"place: {c!r} is not a card of this game", rule="scenario edit")
            if isinstance(zone, str) and zone.startswith("play") and card.kind == "event":
                raise IllegalAction("place: an évènement never stays in play", rule="scenario edit")
            if zone == "score:1" and card.kind != "leader":
                raise IllegalAction("place: only leaders go to the zone de score", rule="scenario edit")
        return target, changes

    def _check_reserves(self, target: str, changes: dict[str, Any]) -> None:
        """Under the ruling empty_supply="capped", an edit takes its tokens from the reserve (« Matériel »): it
        cannot put more crédits or influence on the table than the box holds. (Values of the wrong kind are left
        to apply_edit, which names them.)"""
        r, s = self.rules, self.state
        if r.empty_supply != "capped":
            return

        def whole(v: Any) -> bool:
            return isinstance(v, int) and not isinstance(v, bool)

        if target == "credits":
            new = list(s.credits)
            for k, v in changes.items():
                if k in ("rebels", "government") and whole(v):
                    new[0 if k == "rebels" else 1] = v
            if sum(new) > r.credit_supply and sum(new) > sum(s.credits):
                raise IllegalAction(f"credits: rebels {new[0]} + government {new[1]} = {sum(new)} crédits, but the box "
                                    f"holds {r.credit_supply} (rule credit_supply; ruling empty_supply='capped')",
                                    rule="scenario edit")
            return
        on_leaders = sum(s.tokens.values())
        if target == "pool" and whole(changes.get("n")):
            n = changes["n"]
            if n + on_leaders > r.influence_supply and n > s.pool:
                raise IllegalAction(f"pool: {n} tokens in front of the rebels and {on_leaders} on leaders, but the box "
                                    f"holds {r.influence_supply} (rule influence_supply; ruling empty_supply='capped')",
                                    rule="scenario edit")
        if target == "place" and whole(changes.get("tokens", 0)) and isinstance(changes.get("card"), str):
            n = changes.get("tokens", 0)
            others = on_leaders - s.tokens.get(changes["card"], 0)
            if n and s.pool + others + n > r.influence_supply:
                raise IllegalAction(f"place: {n} tokens on the leader, with {s.pool + others} already out, but the box "
                                    f"holds {r.influence_supply} (rule influence_supply; ruling empty_supply='capped')",
                                    rule="scenario edit")

    # True while the kernel checks an edit. The open question still lists the options of the table before the edit
    # (it is asked again just after), so the view-leak check is left out of that check: it is a check of what the
    # board and the view show (view.py, svg.py), which the contract, soak and fuzz tests ask of every state, the
    # edited ones included, once the question is asked again; the edit's check is that the state is one the rules
    # reach (and a save of many edits loads without drawing the board at each)
    _editing = False

    def edit(self, target: str, /, **changes: Any) -> Event:
        """A scenario edit between two actions; the open turn question is asked again with the options the
        edited table allows (so the options a decision carries always match the state)."""
        self._editing = True
        try:
            ev = super().edit(target, **changes)
        finally:
            self._editing = False
        # told in the game's language (same data, same effect on the state as the kernel's "edited")
        text = ", ".join(f"{k} = {v}" for k, v in ev.data["changes"].items())
        ev = Event(self.E["edited"], None, {**ev.data, "changes_text": text})
        self.log[-1] = ev
        d = self.state.pending
        if d is not None and d.kind == "action" and d.then == "turn_action" and not self.state.over:
            side = d.args[0]
            self.ask(side, d.kind, d.prompt, d.section, options=self.turn_options(side), then=d.then, args=d.args)
        return ev

    # ------------------------------------------------------------------ what each seat sees
    def seats(self) -> list[str]:
        return list(SIDE_NAMES)

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` may see (its own hand, the other's hand as a count, decks as counts, discards in full)."""
        return view(self, seat)

    def seat_view(self, seat: int) -> SeatView:
        """The game as ``seat`` sees and plays it, for the UI: ``explore(game.seat_view(1))``."""
        if seat not in (0, 1):
            raise RulesError(f"seat must be 0 (Dragonflies) or 1 (NCG), not {seat!r}")
        return SeatView(self, seat)

    def svg(self) -> str:
        """The teacher's table: both hands face up (decks stay face down)."""
        return board_svg(self, None, set(self.targets()) if not self.frozen else set())

    def svg_for(self, seat: int | None = None) -> str:
        """The table as ``seat`` sees it: the other hand as card backs; its targets live only when ``seat``
        must decide (``None``: the teacher's table)."""
        if seat is None:
            return self.svg()
        mine = not self.frozen and self.pending is not None and self.pending.who == seat
        return board_svg(self, seat, set(self.targets()) if mine else set())

    def to_json(self, indent: int | None = None, *, seat: int | None = None) -> str:
        """The full save (``seat=None``), or what ``seat`` may be shown: a redacted view with its story, which
        holds no seed and no hidden card (not replayable, by design)."""
        if seat is None:
            return super().to_json(indent)
        if seat not in (0, 1):
            raise RulesError(f"seat must be 0 (Dragonflies) or 1 (NCG), not {seat!r}")
        return redacted_json(self, seat, indent)

    # ------------------------------------------------------------------ board targets
    def targets_of(self, action: Action) -> list[str]:
        if isinstance(action, Draw):
            return [f"deck:{self.state.side}"]
        c = getattr(action, "card", None) or (action.option if isinstance(action, Choose) else None)
        return [f"card:{c}"] if isinstance(c, str) and c in self.cat else []

    def actions_at(self, target: str) -> list[Action]:
        return [a for a in self.legal_actions() if target in self.targets_of(a)]

    def targets(self) -> list[str]:
        out: list[str] = []
        for a in self.legal_actions():
            for t in self.targets_of(a):
                if t not in out:
                    out.append(t)
        return out

    def action_for_target(self, target: str) -> Action:
        """A click: the first action aimed at the target (a card in hand plays before it is discarded; the
        action panel offers the others, see ``actions_at``)."""
        acts = self.actions_at(target)
        if not acts:
            raise IllegalAction(f"nothing to do at {target!r} now", rule="board")
        return acts[0]

    # ------------------------------------------------------------------ charts and checks
    def track_values(self, state: Any) -> dict[str, float]:
        return {"influence": self.influence(state), "crédits Dragonflies": state.credits[0],
                "crédits NCG": state.credits[1], "arrestations": len(state.zones["score:1"])}

    def track_groups(self) -> dict[str, tuple[str, str]]:
        return {"influence": ("influence", "jetons"), "crédits Dragonflies": ("crédits", "crédits"),
                "crédits NCG": ("crédits", "crédits"), "arrestations": ("arrestations", "leaders")}

    def round_of(self, state: Any) -> int:
        return int(state.turn)

    def invariants(self, *, settled: bool = True) -> list[str]:
        return _inv.problems(self, leaks=not self._editing, settled=settled)

    def glossary(self) -> dict[str, str]:
        from .names import glossary
        return glossary()

    def cards(self) -> dict[str, Card]:
        """The cards this game knows (ours and the setup's own)."""
        return dict(self.cat)
