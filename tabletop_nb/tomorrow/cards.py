"""Tomorrow's cards: the one effects registry, the one card reader, and the special cards.

- ``EFFECTS`` is the registry of card effects (kernel ``Effects``): a Happening is data naming one
  effect registered here (``happenings.py``). The answers to decisions are the game's ``answer_*``
  methods (``flow.py``, ``attacks.py``, ``scoring.py``), found by the kernel's ``Game.find_answer``.
- :func:`read_cards` hands a card file (or a user's own cards) to the kernel's one loader
  (``core.load_cards``): the shipped files and a user's own cards are checked the same way.
- The big kinds of card keep rooms of their own: ``biologicals.py``, ``happenings.py``,
  ``objectives.py``; the resource cards come with the player aids (``data.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from ..core.cards import Effects, load_cards, read_card_source
from ..core.errors import DataError
from .data import DATA, _fields, _list, _read

EFFECTS = Effects("tomorrow")


SPECIAL_CARDS = ("cyberspace", "doomsday", "button")


def load_special(path: str | Path | None = None) -> dict[str, str]:
    """The three special cards (documentation data: their rules are in the engine); ``{id: name}``."""
    path = Path(path) if path is not None else DATA / "special.json"
    fname = path.name
    doc = _read(path)
    out: dict[str, str] = {}
    for i, raw in enumerate(_list(doc, fname, "special")):
        label = _fields(fname, raw, i, (("id", str), ("name", str)), key="id")
        if label not in SPECIAL_CARDS:
            raise DataError(fname, label, "id", f"must be one of {', '.join(SPECIAL_CARDS)}")
        if label in out:
            raise DataError(fname, label, "id", "appears twice")
        out[label] = raw["name"]
    if set(out) != set(SPECIAL_CARDS):
        raise DataError(fname, None, "special", f"must list the special cards {', '.join(SPECIAL_CARDS)}")
    return out


C = TypeVar("C")


def read_cards(source: Any, card_type: type[C], *, default_file: str, list_key: str,
               effects: Effects | None = None, check: Callable[[C], str | None] | None = None) -> dict[str, C]:
    """Cards of one kind, ``{name: card}`` in file order, through the kernel's loader.

    ``source``: None (the shipped file), a path, JSON text, a list of dicts or of cards. A card file
    (a JSON object) must say whether it is reconstructed and holds its cards under ``list_key``
    (the shipped layout) or ``"cards"``.
    """
    if source is None:
        source = DATA / default_file
    is_path = isinstance(source, Path) or (isinstance(source, str) and source.strip()[:1] not in ("[", "{"))
    data, file = read_card_source(source, default_file)
    if is_path:
        file = Path(file).name
    if isinstance(data, dict):
        if not isinstance(data.get("reconstructed"), bool):
            raise DataError(file, None, "reconstructed", "must say (true or false) whether the data is reconstructed")
        key = list_key if list_key in data else "cards"
        if not isinstance(data.get(key), list) or not data[key]:
            raise DataError(file, None, list_key, "must be a non-empty list of cards")
        data = data[key]
    try:
        return load_cards(data, card_type, file=file, effects=effects, check=check)
    except DataError as e:
        # core.load_cards names an unknown effect's field "args.effect" (it is "effect"), and an effect
        # argument of the wrong type by the whole message: name the field alone
        if e.field == "args.effect":
            raise DataError(e.file, e.card, "effect", e.problem) from None
        if e.field and " " in e.field:
            raise DataError(e.file, e.card, e.field.split(" ")[0], e.field) from None
        raise
