"""Events: the only way a game state changes.

An :class:`EventType` is declared once per kind of change, with the rulebook section it
applies, a sentence template and the function that applies it to a state. An :class:`Event`
is a small record (kind, who, data) that points at its type. Sentences are built only when
read, so simulations pay nothing for them.
"""

from __future__ import annotations

from typing import Any, Callable

Apply = Callable[[Any, "Event"], None]


class EventType:
    """One kind of state change."""

    __slots__ = ("kind", "section", "template", "apply", "hidden", "chance")

    def __init__(
        self,
        kind: str,
        section: str,
        template: str | Callable[["Event"], str],
        apply: Apply,
        hidden: str | Callable[["Event"], str] | None = None,
        chance: bool = False,
    ) -> None:
        self.kind = kind
        self.section = section
        self.template = template
        self.apply = apply
        # What a seat that may not see the event's secret is told ("Kim draws 2 cards").
        self.hidden = hidden
        # An outcome nobody knew before it happened: a die, a shuffle, a card off the top of a pile in secret
        # order (see ``learned_by_chance``).
        self.chance = chance

    def __repr__(self) -> str:
        return f"EventType({self.kind!r})"


class Event:
    """A small, serializable record of one change: who, what, how much, which rule."""

    __slots__ = ("type", "who", "data")

    def __init__(self, type: EventType, who: str | None, data: dict[str, Any]) -> None:
        self.type = type
        self.who = who
        self.data = data

    @property
    def kind(self) -> str:
        return self.type.kind

    @property
    def section(self) -> str:
        """The rulebook section this event applies (an event may name a more precise one)."""
        return self.data.get("section") or self.type.section

    @property
    def sentence(self) -> str:
        """One plain sentence saying what happened (built on demand)."""
        t = self.type.template
        text = t(self) if callable(t) else t.format(who=self.who, **self.data)
        return text[:1].upper() + text[1:]

    def seen_by(self, seat: int) -> bool:
        """Whether ``seat`` may see this event's secret: events are public unless their data names
        the seats that see them (``seen_by``: a list of seats)."""
        seen = self.data.get("seen_by")
        return seen is None or seat in seen

    def sentence_for(self, seat: int) -> str:
        """The sentence as ``seat`` may know it: the hidden template when the secret is not theirs."""
        if self.seen_by(seat):
            return self.sentence
        t = self.type.hidden
        if t is None:
            return f"{self.who or 'The game'} does something hidden."
        text = t(self) if callable(t) else t.format(who=self.who, **self.data)
        return text[:1].upper() + text[1:]

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.type.kind, "who": self.who, **self.data}

    def __repr__(self) -> str:
        return f"<{self.type.kind}: {self.sentence}>"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


class EventBook:
    """A game's catalogue of event types, looked up by kind."""

    def __init__(self) -> None:
        self.types: dict[str, EventType] = {}

    def define(self, kind: str, section: str, template: str | Callable[[Event], str], *,
               hidden: str | Callable[[Event], str] | None = None,
               chance: bool = False) -> Callable[[Apply], EventType]:
        """Decorator: ``@book.define("lobbied", "Lobbying", "{who} ...")`` over the apply function.

        ``hidden`` is the sentence for seats that may not see the event's secret (see ``Event.seen_by``);
        ``chance=True`` marks an outcome nobody knew before it happened (a card off a shuffled deck).
        """

        def deco(fn: Apply) -> EventType:
            if kind in self.types:
                raise ValueError(f"event kind {kind!r} defined twice")
            et = EventType(kind, section, template, fn, hidden, chance)
            self.types[kind] = et
            return et

        return deco

    def __getitem__(self, kind: str) -> EventType:
        return self.types[kind]


def learned_by_chance(log: list[Event], mark: int) -> bool:
    """Whether the events ``log[mark:]`` (one move's) show an outcome nobody knew before the move: a chance event
    (a die, a shuffle, a card revealed off a shuffled deck) or cards taken from a pile shuffled earlier in the game
    (its order was secret). What such a move shows may not be known ahead of it (the board's answers sent ahead)."""
    shuffled: set[str] | None = None
    for e in log[mark:]:
        if e.type.chance:
            return True
        if e.type.kind == "cards_moved":
            if shuffled is None:
                shuffled = {x.data["zone"] for x in log if x.type.kind == "zone_shuffled"}
            if e.data["src"] in shuffled:
                return True
    return False
