"""What a game's teach room holds: its glossary and the short rule cards of the first-game mode.

Each game package has a ``teach`` room (``<package>/teach.py``) with

- ``GLOSSARY``: a tuple of :class:`Term` (a word of the game and a short definition in our own words);
- ``RULE_CARDS``: ``{section: RuleCard}``, every rulebook section an event of a full game can cite, each with the
  :class:`RuleCard` that tells that rule (several sections may share one card: the six steps of one setup);
- ``rule_card(section)``: the card of ``section``, also for sections made up as the game goes (a global event's
  own "Turmoil 2: Riots" is told by the card of "Turmoil 2");
- optionally ``language_of(game)``: the language a game is told in ("fr" or "en"; English when absent).

:func:`rules_introduced` is the first-game mode's rule: which cards a run of events brings up for a seat, the
first time each rule is cited, from the events that seat may see only. Nothing here imports Jupyter.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

#: event kinds that are bookkeeping, never a rule coming into play (the board never shows them either)
QUIET = ("flow_set",)


@dataclass(frozen=True)
class Term:
    """A word of the game and what it means, in our own words. A French glossary gives the English word and its
    definition beside (``english``, ``english_definition``) for the English twin."""

    term: str
    definition: str
    english: str = ""
    english_definition: str = ""

    def told(self, language: str = "en") -> tuple[str, str]:
        """``(word, definition)`` in ``language`` (a term without an English twin is the same in both)."""
        if language == "en" and self.english:
            return self.english, self.english_definition or self.definition
        return self.term, self.definition


@dataclass(frozen=True)
class RuleCard:
    """One rule as the first-game mode tells it: a title, 2 to 4 sentences in our own words, the rulebook sections
    it covers (the first one is the one shown) and the lesson notebook that teaches it (a path relative to
    ``notebooks/``). A French card gives its English twin in ``english_title`` / ``english_text``
    (``english_notebook``: a lesson in English, when there is one)."""

    title: str
    text: str
    sections: tuple[str, ...]
    notebook: str
    english_title: str = ""
    english_text: str = ""
    english_notebook: str = ""

    @property
    def section(self) -> str:
        """The section the card names (its first)."""
        return self.sections[0]

    def told(self, language: str = "en") -> tuple[str, str, str]:
        """``(title, text, notebook)`` in ``language``."""
        if language == "en" and self.english_title:
            return self.english_title, self.english_text, self.english_notebook or self.notebook
        return self.title, self.text, self.notebook


def cards_by_section(*cards: RuleCard) -> dict[str, RuleCard]:
    """``{section: card}`` for every section of every card (a section named by two cards is an error)."""
    out: dict[str, RuleCard] = {}
    for card in cards:
        for section in card.sections:
            if section in out:
                raise ValueError(f"section {section!r} has two rule cards: {out[section].title!r} and {card.title!r}")
            out[section] = card
    return out


def find_card(cards: Mapping[str, RuleCard], section: str) -> RuleCard | None:
    """The card of ``section``: its own, else the card of the section it details ("Turmoil 2: Riots" is told by
    "Turmoil 2"; "Production (base game); ruling negative_income" by "Production (base game)")."""
    if not section:
        return None
    card = cards.get(section)
    if card is not None:
        return card
    for sep in (";", ":"):
        head = section.split(sep, 1)[0].strip()
        if head != section and head in cards:
            return cards[head]
    return None


def seat_sees(event: Any, seat: int | None) -> bool:
    """Whether ``event`` is one ``seat`` may read as it is (None: a teacher, everything): its secret is that seat's
    or nobody's, and a decision is that seat's own (the panel shows a decision's rule to the seat that decides)."""
    if event.kind in QUIET:
        return False
    if seat is None:
        return True
    if event.kind == "decision":
        return bool(event.data.get("player") == seat)
    seen = getattr(event, "seen_by", None)
    return bool(seen(seat)) if seen is not None else True


def rules_introduced(events: Iterable[Any], seat: int | None, card_of: Callable[[str], RuleCard | None],
                     met: Iterable[RuleCard] = ()) -> list[RuleCard]:
    """The cards ``events`` bring up for ``seat``, in the order they are first cited, leaving out those in ``met``
    (each rule once) and every event the seat may not see."""
    known = set(met)
    out: list[RuleCard] = []
    for event in events:
        if not seat_sees(event, seat):
            continue
        card = card_of(event.section)
        if card is not None and card not in known:
            known.add(card)
            out.append(card)
    return out
