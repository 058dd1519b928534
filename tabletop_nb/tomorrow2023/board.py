# mypy: disable-error-code="misc"
# (the rooms are mixins of Tomorrow2023Game and annotate ``self`` with it; mypy calls that self type "not a
#  supertype" of the mixin and would otherwise check nothing less: every body is checked against Tomorrow2023Game)
"""What a front end asks of Tomorrow (2023) (the board room): the words of each action, the seats, the board's
targets, the charts' tracks, and what one seat may see.

``BoardHooks`` is mixed into Tomorrow2023Game. A seat's view leaves out the other side's hand and every deck
order: ``view(game, seat)`` is plain data; ``redacted_json`` is the save a seat may be shown (a view and its
story, not a replayable save: a replayable save holds the seed, which would reveal every shuffle); ``SeatView``
is the game as one seat plays it in the UI.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalAction, RulesError
from ..core.game import Action, Choose, Game
from .actions import Discard, Draw, NoReaction, Pass, Play, React, UseAction
from .cards import Card
from .svg import board_svg
from .words import SIDE_NAMES, card_label, glossary, say

if TYPE_CHECKING:
    from .game import Tomorrow2023Game


class BoardHooks:
    """The UI protocol of Tomorrow (2023) (mixed into Tomorrow2023Game)."""

    def player_name(self: Tomorrow2023Game, player: int | None) -> str | None:
        return None if player is None else SIDE_NAMES[player]

    def describe_action(self: Tomorrow2023Game, action: Action) -> str:
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
        return Game.describe_action(self, action)

    # ------------------------------------------------------------------ what each seat sees
    def seats(self: Tomorrow2023Game) -> list[str]:
        return list(SIDE_NAMES)

    def view(self: Tomorrow2023Game, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` may see (its own hand, the other's hand as a count, decks as counts, discards in full)."""
        return view(self, seat)

    def seat_view(self: Tomorrow2023Game, seat: int) -> SeatView:
        """The game as ``seat`` sees and plays it, for the UI: ``explore(game.seat_view(1))``."""
        if seat not in (0, 1):
            raise RulesError(f"seat must be 0 (Dragonflies) or 1 (NCG), not {seat!r}")
        return SeatView(self, seat)

    def svg(self: Tomorrow2023Game) -> str:
        """The teacher's table: both hands face up (decks stay face down)."""
        return board_svg(self, None, set(self.targets()) if not self.frozen else set())

    def svg_for(self: Tomorrow2023Game, seat: int | None = None) -> str:
        """The table as ``seat`` sees it: the other hand as card backs; its targets live only when ``seat``
        must decide (``None``: the teacher's table)."""
        if seat is None:
            return self.svg()
        mine = not self.frozen and self.pending is not None and self.pending.who == seat
        return board_svg(self, seat, set(self.targets()) if mine else set())

    def to_json(self: Tomorrow2023Game, indent: int | None = None, *, seat: int | None = None) -> str:
        """The full save (``seat=None``), or what ``seat`` may be shown: a redacted view with its story, which
        holds no seed and no hidden card (not replayable, by design)."""
        if seat is None:
            return Game.to_json(self, indent)
        if seat not in (0, 1):
            raise RulesError(f"seat must be 0 (Dragonflies) or 1 (NCG), not {seat!r}")
        return redacted_json(self, seat, indent)

    # ------------------------------------------------------------------ board targets
    def targets_of(self: Tomorrow2023Game, action: Action) -> list[str]:
        if isinstance(action, Draw):
            return [f"deck:{self.state.side}"]
        c = getattr(action, "card", None) or (action.option if isinstance(action, Choose) else None)
        return [f"card:{c}"] if isinstance(c, str) and c in self.cat else []

    def actions_at(self: Tomorrow2023Game, target: str) -> list[Action]:
        return [a for a in self.legal_actions() if target in self.targets_of(a)]

    def targets(self: Tomorrow2023Game) -> list[str]:
        out: list[str] = []
        for a in self.legal_actions():
            for t in self.targets_of(a):
                if t not in out:
                    out.append(t)
        return out

    def action_for_target(self: Tomorrow2023Game, target: str) -> Action:
        """A click: the first action aimed at the target (a card in hand plays before it is discarded; the
        action panel offers the others, see ``actions_at``)."""
        acts = self.actions_at(target)
        if not acts:
            raise IllegalAction(f"nothing to do at {target!r} now", rule="board")
        return acts[0]

    # ------------------------------------------------------------------ charts
    def track_values(self: Tomorrow2023Game, state: Any) -> dict[str, float]:
        return {"influence": self.influence(state), "crédits Dragonflies": state.credits[0],
                "crédits NCG": state.credits[1], "arrestations": len(state.zones["score:1"])}

    def track_groups(self: Tomorrow2023Game) -> dict[str, tuple[str, str]]:
        return {"influence": ("influence", "jetons"), "crédits Dragonflies": ("crédits", "crédits"),
                "crédits NCG": ("crédits", "crédits"), "arrestations": ("arrestations", "leaders")}

    def round_of(self: Tomorrow2023Game, state: Any) -> int:
        return int(state.turn)

    def glossary(self: Tomorrow2023Game) -> dict[str, str]:
        return glossary()

    def cards(self: Tomorrow2023Game) -> dict[str, Card]:
        """The cards this game knows (ours and the setup's own)."""
        return dict(self.cat)


# ------------------------------------------------------------------ a seat's view

REDACTED_FORMAT = "tabletop_nb/seat-view"


def _cards(game: "Tomorrow2023Game", names: list[str]) -> list[str]:
    return [card_label(game.cat[c].label, game.lang) for c in names]


def _in_play(game: "Tomorrow2023Game", side: int) -> list[dict[str, Any]]:
    s = game.state
    return [{"card": card_label(game.cat[c].label, game.lang), "tokens": s.tokens.get(c, 0) if side == 0 else 0,
             "used": c in s.used} for c in s.zones[f"play:{side}"]]


def view(game: "Tomorrow2023Game", seat: int | None, *, log: bool = True) -> dict[str, Any]:
    """The table as ``seat`` may see it (``None``: a teacher's view, both hands shown; decks stay face down)."""
    s = game.state
    sides = []
    for side in (0, 1):
        mine = seat is None or seat == side
        sides.append({
            "name": SIDE_NAMES[side],
            "credits": s.credits[side],
            "hand": _cards(game, s.zones[f"hand:{side}"]) if mine else len(s.zones[f"hand:{side}"]),
            "deck": len(s.zones[f"deck:{side}"]),  # face down: a count, never an order
            "discard": _cards(game, s.zones[f"discard:{side}"]),  # face up, readable at any time
            "in_play": _in_play(game, side),
        })
    d = s.pending
    pending: dict[str, Any] | None = None
    if d is not None:
        pending = {"who": SIDE_NAMES[d.who] if d.who is not None else None, "kind": d.kind}
        if seat is None or d.who == seat:
            pending["prompt"] = d.prompt
            pending["options"] = [game.describe_action(a) for a in game.legal_actions()]
    out: dict[str, Any] = {
        "seat": None if seat is None else SIDE_NAMES[seat],
        "turn": s.turn, "to_play": SIDE_NAMES[s.side], "action": s.action,
        "influence": game.influence(), "arrests": game.arrests(),
        "reserve": {"influence": game.influence_reserve(), "credits": game.credit_reserve()},
        "rebels_pool": s.pool,
        "sides": sides,
        "zone_de_score": _cards(game, s.zones["score:1"]),
        "pending": pending,
        "result": s.result,
    }
    if log:
        out["log"] = game.story(seat=seat).splitlines() if seat is not None else game.story().splitlines()
    return out


def board_text(game: "Tomorrow2023Game", seat: int) -> str:
    """Everything a seat's board shows (view without the log, and the SVG), for the leak checks."""
    return json.dumps(view(game, seat, log=False), ensure_ascii=False) + game.svg_for(seat)


def redacted_json(game: "Tomorrow2023Game", seat: int, indent: int | None = None) -> str:
    doc = {"format": REDACTED_FORMAT, "game": game.key, "rules": game.rules.to_dict(),
           "language": game.lang, "view": view(game, seat)}
    return json.dumps(doc, ensure_ascii=False, indent=indent)


class SeatEvent:
    """An event as one seat may know it (the UI reads ``kind``, ``section``, ``who`` and ``sentence``)."""

    __slots__ = ("event", "seat")

    def __init__(self, event: Any, seat: int) -> None:
        self.event, self.seat = event, seat

    @property
    def kind(self) -> str:
        return str(self.event.kind)

    @property
    def section(self) -> str:
        return str(self.event.section)

    @property
    def who(self) -> str | None:
        return self.event.who  # type: ignore[no-any-return]

    @property
    def sentence(self) -> str:
        return str(self.event.sentence_for(self.seat))


class SeatView:
    """The game as one seat may see and play it, with the UI protocol (``explore(game.seat_view(1))``): its
    board is ``svg_for(seat)``, its log tells the other side's draws without naming them, its targets are live
    only when that seat must decide, and its snapshots (``at``) are seat views too."""

    def __init__(self, game: "Tomorrow2023Game", seat: int) -> None:
        self.game, self.seat = game, seat
        self.title = f"{game.title} — {SIDE_NAMES[seat]}"

    @property
    def log(self) -> list[SeatEvent]:
        return [SeatEvent(e, self.seat) for e in self.game.log]

    def at(self, k: int) -> "SeatView":
        return SeatView(self.game.at(k), self.seat)

    def svg(self) -> str:
        return self.game.svg_for(self.seat)

    def _repr_html_(self) -> str:
        return self.svg()

    def _mine(self) -> bool:
        d = self.game.pending
        return d is not None and d.who == self.seat and not self.game.frozen

    def targets(self) -> list[str]:
        return self.game.targets() if self._mine() else []

    def legal_actions(self) -> list[Any]:
        return self.game.legal_actions() if self._mine() else []

    def click(self, target: str) -> list[Any]:
        if not self._mine():
            raise IllegalAction(f"{SIDE_NAMES[self.seat]} is not the one to decide now", rule="Tour de jeu")
        return [SeatEvent(e, self.seat) for e in self.game.click(target)]

    def tracks(self) -> dict[str, list[float]]:
        return self.game.tracks()  # influence, credits and arrests are public

    def story(self, **kw: Any) -> str:
        return self.game.story(seat=self.seat, **kw)

    def view(self) -> dict[str, Any]:
        return view(self.game, self.seat)

    def __repr__(self) -> str:
        return f"<SeatView {SIDE_NAMES[self.seat]} of {self.game!r}>"
