"""Cards and decks as kernel parts: an effect registry, one card loader, card sets and zones.

- :class:`Effects` is a game's registry of card effects (``effect``) and of the answer functions a
  decision names (``answer``). A card file that names an unknown effect, or gives it a wrong or
  missing argument, is refused when it is loaded (a :class:`DataError` naming file, card and field),
  never in the middle of play.
- :func:`load_cards` is the one loader every game uses, for the shipped files and for a user's own
  cards (a JSON file, JSON text, a list of plain dicts or of card objects), checked the same way.
- Card *sets*: every card belongs to a set (``"base"`` unless its data says otherwise) and a game
  deals from the sets its setup names, so a card added in a new set never changes a seeded game of
  the sets it is not in (:func:`in_sets`).
- Zones: decks, piles, hands and market rows are named lists of card ids in ``state.zones``
  (index 0 is the top). Shuffles and moves are events, hidden or public (``seen_by``).
"""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
import inspect
import json
import math
import pathlib
import types
import typing
from typing import Any, Callable, Iterable, Iterator, Mapping, TypeVar

from .errors import DataError, IllegalAction
from .events import Event, EventType

C = TypeVar("C")

#: numbers in card files are bounded: a card never needs more, and unbounded numbers can hang play
CARD_NUMBER_LIMIT = 10**6
#: a card file larger than this is refused before it is parsed
CARD_FILE_LIMIT = 5_000_000


# --------------------------------------------------------------------------- value checking


class FieldError(ValueError):
    """A value that does not fit its field: ``field`` names it, ``text`` says what is wrong."""

    def __init__(self, field: str, text: str) -> None:
        self.field, self.text = field, text
        super().__init__(f"{field} {text}")


def check_value(value: Any, hint: Any, where: str) -> Any:
    """Check ``value`` against a type hint (int, float, str, bool, tuple/list/dict of those, X | None,
    Literal); return it converted (lists become tuples where the hint says tuple). Raises ValueError."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return value
    if origin in (typing.Union, types.UnionType):
        errors = []
        for h in typing.get_args(hint):
            if h is type(None):
                if value is None:
                    return None
                continue
            try:
                return check_value(value, h, where)
            except FieldError as e:
                errors.append(e.text)
        raise FieldError(where, errors[0] if errors else "must be empty (null)")
    if origin is typing.Literal:
        allowed = typing.get_args(hint)
        if value not in allowed or isinstance(value, bool) != any(isinstance(a, bool) for a in allowed):
            raise FieldError(where, f"must be one of {', '.join(repr(a) for a in allowed)}, not {value!r}")
        return value
    if hint is bool:
        if not isinstance(value, bool):
            raise FieldError(where, f"must be true or false, not {value!r}")
        return value
    if hint is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise FieldError(where, f"must be a whole number, not {_short(value)}")
        if abs(value) > CARD_NUMBER_LIMIT:
            raise FieldError(where, f"is {value}, beyond the limit of ±{CARD_NUMBER_LIMIT}")
        return value
    if hint is float:
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value):
            raise FieldError(where, f"must be a finite number, not {_short(value)}")
        if abs(value) > CARD_NUMBER_LIMIT:
            raise FieldError(where, f"is {value}, beyond the limit of ±{CARD_NUMBER_LIMIT}")
        return value
    if hint is str:
        if not isinstance(value, str):
            raise FieldError(where, f"must be text, not {_short(value)}")
        return value
    if origin in (tuple, list):
        if not isinstance(value, (list, tuple)):
            raise FieldError(where, f"must be a list, not {_short(value)}")
        args = typing.get_args(hint)
        if origin is tuple and args and (len(args) != 2 or args[1] is not Ellipsis):
            if len(value) != len(args):
                raise FieldError(where, f"must have {len(args)} items, not {len(value)}")
            out = [check_value(v, h, f"{where}[{i}]") for i, (v, h) in enumerate(zip(value, args))]
        else:
            h = args[0] if args else Any
            out = [check_value(v, h, f"{where}[{i}]") for i, v in enumerate(value)]
        return tuple(out) if origin is tuple else out
    if origin is dict or hint is dict:
        if not isinstance(value, dict):
            raise FieldError(where, f"must be an object, not {_short(value)}")
        args = typing.get_args(hint) or (str, Any)
        out_d = {}
        for k, v in value.items():
            if not isinstance(k, str):
                raise FieldError(where, "keys must be text")
            out_d[k] = check_value(v, args[1], f"{where}.{k}")
        return out_d
    if isinstance(hint, type) and isinstance(value, hint):
        return value
    raise FieldError(where, f"has a value of a kind this loader cannot check ({hint!r})")


def _short(value: Any) -> str:
    text = repr(value)
    return (text[:60] + "…") if len(text) > 60 else text


# --------------------------------------------------------------------------- effects


@dataclasses.dataclass(frozen=True)
class EffectSpec:
    """One registered effect: its function, its keyword arguments (name -> (type hint, default))."""

    name: str
    fn: Callable[..., Any]
    params: dict[str, tuple[Any, Any]]
    section: str | None

    def check_args(self, args: Any, where: str) -> dict[str, Any]:
        if args is None:
            args = {}
        if not isinstance(args, dict):
            raise FieldError(where, f"must be an object of named arguments, not {_short(args)}")
        out = {}
        for key in args:
            if key not in self.params:
                known = ", ".join(sorted(self.params)) or "none"
                raise FieldError(f"{where}.{key}", f"effect {self.name!r} takes no argument {key!r} (it takes: {known})")
        for key, (hint, default) in self.params.items():
            if key in args:
                out[key] = check_value(args[key], hint, f"{where}.{key}")
            elif default is inspect.Parameter.empty:
                raise FieldError(f"{where}.{key}", f"effect {self.name!r} needs the argument {key!r}")
        return out


class Effects:
    """A game's registry of card effects and of the answer functions its decisions name.

    >>> EFFECTS = Effects("turmoil")
    >>> @EFFECTS.effect("lose_mc_per_tag")
    ... def lose_mc_per_tag(game, card, tag: str, per: int = 1): ...
    >>> @EFFECTS.answer("dry_deserts")
    ... def dry_deserts(game, action, player, left): ...
    """

    def __init__(self, game: str) -> None:
        self.game = game
        self.effects: dict[str, EffectSpec] = {}
        self.answers: dict[str, Callable[..., Any]] = {}

    def effect(self, name: str | None = None, *, section: str | None = None) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Register ``fn(game, card, **args)``; its keyword parameters (with type hints) are what a card
        file may pass in ``args``."""

        def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
            key = name or fn.__name__
            if key in self.effects:
                raise ValueError(f"effect {key!r} registered twice in {self.game}")
            sig = inspect.signature(fn)
            hints = typing.get_type_hints(fn)
            params = {}
            for i, (pname, p) in enumerate(sig.parameters.items()):
                if i < 2:
                    continue  # (game, card)
                params[pname] = (hints.get(pname, Any), p.default)
            self.effects[key] = EffectSpec(key, fn, params, section)
            return fn

        return deco

    def answer(self, name: str | None = None) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Register ``fn(game, action, *args)``, run with the answer to a decision whose ``then`` is ``name``."""

        def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
            key = name or fn.__name__
            if key in self.answers:
                raise ValueError(f"answer {key!r} registered twice in {self.game}")
            self.answers[key] = fn
            return fn

        return deco

    def __contains__(self, name: object) -> bool:
        return name in self.effects

    def __getitem__(self, name: str) -> EffectSpec:
        return self.effects[name]

    def check(self, name: Any, args: Any, where: str) -> dict[str, Any]:
        """Check an effect name and its arguments (raises ValueError naming the field)."""
        if not isinstance(name, str) or name not in self.effects:
            known = ", ".join(sorted(self.effects))
            field = where.rsplit(".", 1)[0] + ".effect" if "." in where else "effect"
            raise FieldError(field, f"unknown effect {_short(name)}; known: {known}")
        return self.effects[name].check_args(args, where)

    def run(self, game: Any, card: Any, name: str, args: Mapping[str, Any] | None = None) -> Any:
        fn = self.effects[name].fn
        return fn(game, card, **args) if args else fn(game, card)  # (``**`` copies the arguments already)


# --------------------------------------------------------------------------- the loader


# Set while a save is replayed: a save carries its cards as data, so a text that would be read as a path is
# refused, and loading a save never opens a file (a hostile save could name /dev/zero, a FIFO, any local file).
# Only a user's own setup call reads a path, once, and the game keeps the cards it read as plain data.
_CARDS_AS_DATA_ONLY: contextvars.ContextVar[str | None] = contextvars.ContextVar("cards_as_data_only", default=None)


@contextlib.contextmanager
def cards_as_data_only(why: str) -> Iterator[None]:
    """Within the block, a card source given as a path is refused (``why`` says what is being read)."""
    token = _CARDS_AS_DATA_ONLY.set(why)
    try:
        yield
    finally:
        _CARDS_AS_DATA_ONLY.reset(token)


def read_card_source(source: Any, file: str) -> tuple[Any, str]:
    """Read a card source: a path (str or Path to a .json file), JSON text, or already-parsed data.

    Returns ``(data, file)`` where ``file`` names where it came from (for messages). Within
    ``cards_as_data_only`` (a save being loaded), a text naming a file is refused and nothing is opened."""
    if isinstance(source, str) and source.strip()[:1] not in ("[", "{") and _CARDS_AS_DATA_ONLY.get() is not None:
        shown = source if len(source) <= 60 else source[:59] + "…"
        raise DataError(file, None, None, f"{_CARDS_AS_DATA_ONLY.get()} carries its cards as data (a list or JSON "
                        f"text), not a file name: {shown!r} is not opened")
    if isinstance(source, pathlib.Path) or (isinstance(source, str) and source.strip()[:1] not in ("[", "{")):
        path = pathlib.Path(source)
        shown = str(path) if len(str(path)) <= 200 else str(path)[:199] + "…"  # (a path of any length names it)
        try:
            if path.stat().st_size > CARD_FILE_LIMIT:
                raise DataError(shown, None, None, f"the file is larger than {CARD_FILE_LIMIT} bytes")
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError, ValueError) as e:  # (ValueError: a NUL character in the path)
            raise DataError(shown, None, None, f"cannot be read ({type(e).__name__}: {e})") from None
        file = shown
    elif isinstance(source, (str, bytes)):
        if len(source) > CARD_FILE_LIMIT:
            raise DataError(file, None, None, f"the card data is larger than {CARD_FILE_LIMIT} bytes")
        if isinstance(source, bytes):
            try:
                source = source.decode("utf-8")
            except UnicodeDecodeError:
                raise DataError(file, None, None, "card data must be UTF-8 text") from None
        text = source
    else:
        from .plain import DEPTH_LIMIT, _depth_beyond  # (plain.py imports this module)

        # Python data given directly: as deep as a file may be ({"cards": [{field: ...}]}, each value DEPTH_LIMIT)
        if _depth_beyond(source, DEPTH_LIMIT + 3):
            raise DataError(file, None, None, f"the card data is nested more than {DEPTH_LIMIT + 3} levels deep")
        return source, file
    try:
        return json.loads(text), file
    except (json.JSONDecodeError, RecursionError, ValueError) as e:
        raise DataError(file, None, None, f"not valid JSON ({e})") from None


def load_cards(source: Any, card_type: type[C], *, file: str, effects: Effects | None = None,
               effect_field: str = "effect", args_field: str = "args",
               check: Callable[[C], str | None] | None = None) -> dict[str, C]:
    """Load and check cards of one kind; ``{name: card}`` in the file's order.

    ``source`` is a path, JSON text, ``{"cards": [...], "reconstructed": ...}``, a list of plain dicts
    or a list of ``card_type`` objects. Every field is checked against ``card_type``'s type hints;
    an effect name and its arguments against ``effects``; ``check(card)`` may add game rules (a
    problem in words, or None). Any problem is a DataError naming file, card and field.
    """
    from .plain import DEPTH_LIMIT, _depth_beyond  # (plain.py imports this module)

    data, file = read_card_source(source, file)
    if isinstance(data, dict):
        if "cards" not in data:
            raise DataError(file, None, "cards", "a card file is a list of cards or an object with a 'cards' list")
        data = data["cards"]
    if not isinstance(data, (list, tuple)):
        raise DataError(file, None, None, f"expected a list of cards, got {type(data).__name__}")
    fields = {f.name: f for f in dataclasses.fields(card_type)}  # type: ignore[arg-type]
    hints = typing.get_type_hints(card_type)
    out: dict[str, C] = {}
    for i, entry in enumerate(data):
        if isinstance(entry, card_type):
            entry = {f: getattr(entry, f) for f in fields}
        label = f"#{i}"
        if not isinstance(entry, dict):
            raise DataError(file, label, None, f"a card must be an object, got {type(entry).__name__}")
        name = entry.get("name")
        if not isinstance(name, str) or not name.strip():
            raise DataError(file, label, "name", "every card needs a name (text)")
        if name in out:
            raise DataError(file, name, "name", "two cards have this name")
        values: dict[str, Any] = {}
        for key, value in entry.items():
            if key not in fields:
                raise DataError(file, name, key, f"unknown field; {card_type.__name__} has: {', '.join(fields)}")
            if _depth_beyond(value, DEPTH_LIMIT):  # (Python data given directly: a file's nesting is checked when parsed)
                raise DataError(file, name, key, f"is nested more than {DEPTH_LIMIT} levels deep")
            try:
                values[key] = check_value(value, hints.get(key, Any), key)
            except FieldError as e:
                raise DataError(file, name, e.field, e.text) from None
        for key, f in fields.items():
            if key not in values and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise DataError(file, name, key, "this field is required")
        if effects is not None and effect_field in fields:
            eff = values.get(effect_field, getattr(card_type, effect_field, None))
            if eff is not None:
                try:
                    values[args_field] = effects.check(eff, values.get(args_field, {}), args_field)
                except FieldError as e:
                    raise DataError(file, name, e.field, e.text) from None
        try:
            card = card_type(**values)
        except (TypeError, ValueError) as e:
            raise DataError(file, name, None, str(e)) from None
        if check is not None:
            try:
                problem = check(card)
            except (TypeError, ValueError, KeyError, AttributeError, IndexError) as e:
                # a game's check met a value of a kind it did not expect (a list where a name goes, say)
                raise DataError(file, name, None, f"a value of the wrong kind ({type(e).__name__}: {e})") from None
            if problem:
                blamed: str | None = None
                text = problem
                if ": " in problem:
                    blamed, _, text = problem.partition(": ")
                raise DataError(file, name, blamed, text or problem)
        out[name] = card
    return out


def in_sets(cards: Mapping[str, C], sets: Iterable[str]) -> dict[str, C]:
    """The cards of the named sets (a card's set is its ``set`` field, ``"base"`` if it has none).

    Deal from ``sorted(in_sets(...))``: a card added in another set leaves the order unchanged."""
    wanted = set(sets)
    return {n: c for n, c in cards.items() if getattr(c, "set", "base") in wanted}


def card_sets(cards: Mapping[str, Any]) -> list[str]:
    """The sets the cards belong to, sorted."""
    return sorted({getattr(c, "set", "base") for c in cards.values()})


def merge_cards(shipped: Mapping[str, C], own: Mapping[str, C], *, only: bool = False) -> dict[str, C]:
    """A user's cards with ours: a card of the same name replaces ours; ``only`` uses theirs alone."""
    if only:
        return dict(own)
    out = dict(shipped)
    out.update(own)
    return out


def plain_cards(cards: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Cards as plain JSON-able dicts (what a setup stores so that a save replays with them)."""
    out = []
    for c in cards.values():
        d = {}
        for f in dataclasses.fields(c):
            v = getattr(c, f.name)
            d[f.name] = _jsonable(v)
        out.append(d)
    return out


def _jsonable(v: Any) -> Any:
    if isinstance(v, (list, tuple)):
        return [_jsonable(x) for x in v]
    if isinstance(v, dict):
        return {k: _jsonable(x) for k, x in v.items()}
    return v


# --------------------------------------------------------------------------- zones


def _zone_name(z: str) -> str:
    return z.replace("_", " ")


def _shuffled(state: Any, ev: Event) -> None:
    state.zones[ev.data["zone"]] = list(ev.data["order"])


def _moved(state: Any, ev: Event) -> None:
    d = ev.data
    zones = state.zones
    src = zones[d["src"]]
    for c in d["cards"]:
        src.remove(c)
    dst = zones.setdefault(d["dst"], [])
    if d["top"]:
        dst[0:0] = d["cards"]
    else:
        dst.extend(d["cards"])


def _moved_sentence(e: Event) -> str:
    d = e.data
    cards = ", ".join(d["cards"])
    why = f" ({d['why']})" if d.get("why") else ""
    return f"{e.who or 'The game'} moves {cards} from {_zone_name(d['src'])} to {_zone_name(d['dst'])}{why}."


def _moved_hidden(e: Event) -> str:
    d = e.data
    n = len(d["cards"])
    why = f" ({d['why']})" if d.get("why") else ""
    return (f"{e.who or 'The game'} moves {n} card{'s' if n != 1 else ''} from {_zone_name(d['src'])} "
            f"to {_zone_name(d['dst'])}{why}.")


ZONE_SHUFFLED = EventType(
    "zone_shuffled", "", lambda e: f"{_zone_name(e.data['zone']).capitalize()} is shuffled"
    + (f" ({e.data['why']})" if e.data.get("why") else "") + ".", _shuffled,
    hidden=lambda e: f"{_zone_name(e.data['zone']).capitalize()} is shuffled.", chance=True)
CARDS_MOVED = EventType("cards_moved", "", _moved_sentence, _moved, hidden=_moved_hidden)


class Zones:
    """Kernel verbs for a game whose state has ``zones`` (a dict of zone name -> list of card ids).

    Mix into a Game subclass. ``seen_by`` says who sees the cards: ``None`` everyone (a public draw,
    a discard face up), a tuple of seats for a secret (a hand drawn), ``()`` nobody (a shuffle's order).
    """

    state: Any
    log: list[Event]

    def zone(self, name: str) -> list[str]:
        try:
            pile: list[str] = self.state.zones[name]
            return pile
        except KeyError:
            raise IllegalAction(f"there is no zone {name!r}", rule="cards") from None

    def shuffle_zone(self, zone: str, *, seen_by: tuple[int, ...] | None = (), why: str = "", section: str = "") -> None:
        order = self.shuffled(self.zone(zone))  # type: ignore[attr-defined]
        data: dict[str, Any] = {"zone": zone, "order": order, "why": why}
        if seen_by is not None:
            data["seen_by"] = list(seen_by)
        if section:
            data["section"] = section
        self.record(ZONE_SHUFFLED, None, data)  # type: ignore[attr-defined]

    def move(self, cards: Iterable[str], src: str, dst: str, *, top: bool = False, who: str | None = None,
             seen_by: tuple[int, ...] | None = None, why: str = "", section: str = "") -> list[str]:
        """Move named cards from ``src`` to ``dst`` (its top or bottom): an event."""
        cards = list(cards)
        have = self.zone(src)
        for c in cards:
            if c not in have:
                raise IllegalAction(f"{c!r} is not in {_zone_name(src)}", rule=section or "cards")
        if not cards:
            return cards
        data: dict[str, Any] = {"cards": cards, "src": src, "dst": dst, "top": top, "why": why}
        if seen_by is not None:
            data["seen_by"] = list(seen_by)
        if section:
            data["section"] = section
        self.record(CARDS_MOVED, who, data)  # type: ignore[attr-defined]
        return cards

    def deal(self, src: str, n: int, dst: str, *, who: str | None = None, seen_by: tuple[int, ...] | None = None,
             top: bool = False, why: str = "", section: str = "") -> list[str]:
        """Take up to ``n`` cards from the top of ``src`` into ``dst``; returns the cards taken."""
        cards = self.zone(src)[:max(0, n)]
        return self.move(cards, src, dst, top=top, who=who, seen_by=seen_by, why=why, section=section)
