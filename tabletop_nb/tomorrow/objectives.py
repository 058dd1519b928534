"""Secret Objectives: their data and loader (scoring with them is ``scoring.py``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .cards import read_cards
from .data import powers, world_map


@dataclass(frozen=True)
class Objective:
    name: str
    power: str
    # multiplier per annihilated pawn of each colour ("other": any colour not listed)
    annihilate: dict[str, int] = field(hash=False)
    # multiplier per pawn left in a controlled land territory ("other": territories not listed)
    protect: dict[str, int] = field(hash=False)
    set: str = "base"

    def annihilate_for(self, colour: str) -> int:
        return self.annihilate.get(colour, self.annihilate.get("other", 0))

    def protect_for(self, territory: str) -> int:
        return self.protect.get(territory, self.protect.get("other", 0))


def _check_objective(o: Objective) -> str | None:
    if o.power not in powers():
        return f"power: {o.power!r} is not a power of powers.json ({', '.join(powers())})"
    for fld in ("annihilate", "protect"):
        for k, v in getattr(o, fld).items():
            if v < 0:
                return f"{fld}: multiplier for {k!r} must be a whole number >= 0"
    for t in o.protect:
        if t != "other" and t not in world_map():
            return f"protect: {t!r} is not a territory of the map"
    return None


def load_objectives(source: Any = None, *, file: str = "objectives.json") -> dict[str, Objective]:
    """The Secret Objectives of a file (default: ours), a JSON text or a list of dicts."""
    return read_cards(source, Objective, default_file=file, list_key="objectives", check=_check_objective)


@lru_cache(maxsize=1)
def objectives() -> dict[str, Objective]:
    """The shipped Secret Objectives (every set)."""
    return load_objectives()
