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

    __slots__ = ("kind", "section", "template", "apply")

    def __init__(
        self,
        kind: str,
        section: str,
        template: str | Callable[["Event"], str],
        apply: Apply,
    ) -> None:
        self.kind = kind
        self.section = section
        self.template = template
        self.apply = apply

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

    def define(self, kind: str, section: str, template: str | Callable[[Event], str]) -> Callable[[Apply], EventType]:
        """Decorator: ``@book.define("lobbied", "Lobbying", "{who} ...")`` over the apply function."""

        def deco(fn: Apply) -> EventType:
            if kind in self.types:
                raise ValueError(f"event kind {kind!r} defined twice")
            et = EventType(kind, section, template, fn)
            self.types[kind] = et
            return et

        return deco

    def __getitem__(self, kind: str) -> EventType:
        return self.types[kind]
