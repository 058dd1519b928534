"""Typed errors shared by every game.

Every error a user can provoke is a ``ValueError`` subclass whose message says what was
tried, why it is not allowed and which rule (rulebook section) says so.
"""

from __future__ import annotations


class TabletopError(ValueError):
    """Base class of every error tabletop_nb raises on purpose."""


class IllegalAction(TabletopError):
    """An action the rules do not allow now. The game is left unchanged."""

    def __init__(self, reason: str, *, rule: str, action: object = None) -> None:
        self.reason = reason
        self.rule = rule
        self.action = action
        tried = f"{action!r} is not allowed: " if action is not None else ""
        super().__init__(f"{tried}{reason} (rule: {rule})")


class StepError(IllegalAction, IndexError):
    """A step of the log that does not exist (``at(k)``). Also an ``IndexError``, as it was before it had its
    own type."""


class RulesError(TabletopError):
    """A rules variant that names an unknown field or an invalid value."""


class DataError(TabletopError):
    """A malformed data file; the message names the file, the card and the field."""

    def __init__(self, file: str, card: str | None, field: str | None, problem: str) -> None:
        self.file, self.card, self.field, self.problem = file, card, field, problem
        where = file
        if card is not None:
            where += f", card {card!r}"
        if field is not None:
            where += f", field {field!r}"
        super().__init__(f"{where}: {problem}")


class SaveFileError(TabletopError):
    """A saved game (JSON) that cannot be loaded."""


class GameDidNotEnd(TabletopError, RuntimeError):
    """A played-out game that did not end within its bound of actions (``play_out(max_actions=...)``).

    Also a ``RuntimeError``, as it was before it had its own type."""
