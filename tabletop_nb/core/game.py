"""The game kernel every rulebook shares.

A :class:`Game` holds rules, a seed, its setup, a state and the event log. Rule code runs
until someone must decide; the state then holds a pending :class:`Decision` and
:meth:`Game.play` waits for one of the legal actions. Everything else follows from that:

- the state changes only by applying events, so ``at(k)`` rebuilds the state after any step;
- dice and shuffles come from a seeded generator (or a script), and are events themselves;
- a saved game is ``rules + seed + setup + actions``; loading replays them to an equal state.
"""

from __future__ import annotations

import copy as _copy
import dataclasses
import json
import operator
import random
import sys
from collections import deque
from dataclasses import dataclass
from types import MethodType
from typing import Any, Callable, ClassVar, Iterable, Iterator, Self

from .cards import cards_as_data_only
from .errors import IllegalAction, RulesError, SaveFileError, StepError, TabletopError
from .events import Event, EventType, learned_by_chance
from .outcome import Outcome
from .plain import (EDIT_LIMIT, NUMBER_LIMIT, SEED_LIMIT, PlainError, action_fields, action_problem,
                    field_problem, parse_json, plain_problem)
from .registry import GAMES, find_game, registered_games, room_function
from .rules import Rules

RulesBase = Rules  # (inside Game, the name Rules is the game's rules class)


class _StepNames(dict[str, str]):
    """A step's name -> the name of its method, ``"step_" + name``: one string per step, made once.

    The agenda then holds the same string object every time a step is queued, and ``getattr`` finds
    the method in the interpreter's method cache (keyed by the name string itself); a name put
    together anew each time misses it and searches the whole class hierarchy (measured: 115 against
    53 ns a look-up on TomorrowGame). Bounded: a game has finitely many steps."""

    def __missing__(self, name: str) -> str:
        method = sys.intern("step_" + name)
        if len(self) < 4096:
            self[name] = method
        return method


STEP_NAMES = _StepNames()


class _AnswerNames(dict[Any, str]):
    """A decision's ``then`` -> the name of its answer method, ``"answer_" + str(then)``: one string per answer,
    made once (as ``STEP_NAMES``: the same string object finds the method in the method cache). Bounded."""

    def __missing__(self, then: Any) -> str:
        method = sys.intern("answer_" + str(then))
        if len(self) < 4096:
            self[then] = method
        return method


ANSWER_NAMES = _AnswerNames()

#: a pile's size -> the steps of shuffling it, ``(i, i + 1, (i + 1).bit_length())`` for i from the top down
_SWAPS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def _swaps(size: int) -> tuple[tuple[int, int, int], ...]:
    """``Game.shuffled``'s steps for a pile of ``size`` (kept for sizes up to 1,000)."""
    steps = tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
    if size <= 1000:
        _SWAPS[size] = steps
    return steps


def _method_answer(name: str) -> Callable[..., Any]:
    """``fn(game, action, *args)`` calling the game's own ``name`` method (as ``Game.answer`` finds it)."""
    def run(game: Any, action: Any, *args: Any) -> None:
        getattr(game, name)(action, *args)
    return run


_new_event = object.__new__  # emit and record make an Event without calling its __init__ (the same fields)
_DEFAULT_RULES: dict[type, Rules] = {}  # (Rules are frozen dataclasses: one default instance serves every game)
#: how many records a table of shared records keeps before it starts over (Game.keep_recorded)
SHARED_RECORDS_LIMIT = 20_000
#: each roll's record, by (who, sides, value, why, scripted): rolls repeat, so a long simulation's log shares them
_ROLLS: dict[tuple[Any, ...], Event] = {}

SAVE_FORMAT = "tabletop_nb/save"
SAVE_VERSION = 1


# --------------------------------------------------------------------------- decisions


class Decision:
    """Who must decide what, which rule asks for it, the answers it allows and what runs with the answer.

    ``options`` lists the legal answers when the question names them (a choice, a block, a pick);
    ``None`` means the game's legality room lists them from the state (a turn's many actions).
    ``then`` names the answer function that runs with the action (``Effects.answer``, or a game
    method ``answer_<then>``) and ``args`` is the flow state it needs: both live in the state, so a
    snapshot, a copy and a save all know what the answer will do.

    A value, never changed once made: equal and hashed by its fields, shown as a named tuple is. (It was a
    NamedTuple; a class with slots because CPython 3.11 specializes a slot's read, not a named tuple field's:
    docs/kernel.md, "Speed".)
    """

    __slots__ = ("who", "kind", "prompt", "section", "options", "then", "args")
    _fields = __slots__

    who: int | None
    kind: str
    prompt: str
    section: str
    options: tuple[Any, ...] | None
    then: str | None
    args: tuple[Any, ...]

    def __init__(self, who: int | None, kind: str, prompt: str, section: str,
                 options: tuple[Any, ...] | None = None, then: str | None = None, args: tuple[Any, ...] = ()) -> None:
        self.who = who
        self.kind = kind
        self.prompt = prompt
        self.section = section
        self.options = options
        self.then = then
        self.args = args

    def as_tuple(self) -> tuple[Any, ...]:
        """(who, kind, prompt, section, options, then, args)."""
        return (self.who, self.kind, self.prompt, self.section, self.options, self.then, self.args)

    def __iter__(self) -> Iterator[Any]:
        return iter(self.as_tuple())

    def __eq__(self, other: object) -> bool:
        return type(other) is Decision and self.as_tuple() == other.as_tuple()

    def __hash__(self) -> int:
        return hash(self.as_tuple())

    def __repr__(self) -> str:
        return "Decision(" + ", ".join(f"{k}={v!r}" for k, v in zip(self._fields, self.as_tuple())) + ")"

    def _replace(self, **changes: Any) -> Decision:
        """A copy with some fields changed (as a named tuple's ``_replace``)."""
        values = dict(zip(self._fields, self.as_tuple()))
        values.update(changes)
        return Decision(**values)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"who": self.who, "kind": self.kind, "prompt": self.prompt, "section": self.section}
        if self.options is not None:
            d["options"] = [_plain(o) for o in self.options]
        if self.then is not None:
            d["then"] = self.then
            d["args"] = _plain(list(self.args))
        return d


@dataclass(frozen=True)
class Action:
    """Base class of every action a player can take. Subclasses are frozen dataclasses."""

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"action": type(self).__name__}
        for f in dataclasses.fields(self):
            d[f.name] = getattr(self, f.name)
        return d

    def __repr__(self) -> str:
        args = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self))
        return f"{type(self).__name__}({args})"


@dataclass(frozen=True, repr=False)
class Choose(Action):
    """Answer a question that lists its options by name (a card's choice, a yes/no)."""

    option: str


@dataclass(frozen=True, repr=False)
class Edit(Action):
    """A scenario edit made in a notebook cell (saved and replayed like an action)."""

    target: str
    changes: str  # a JSON object


def _edited(state: Any, ev: Event) -> None:
    state.apply_edit(ev.data["target"], ev.data["changes"])


def _decide(state: Any, ev: Event) -> None:
    d = ev.data
    asked = d.get("asked")
    state.pending = asked if asked is not None else Decision(d["player"], d["decision"], d["prompt"], d["section"])


def _over(state: Any, ev: Event) -> None:
    state.pending = None
    state.over = True
    state.result = dict(ev.data["result"])


def _nothing(state: Any, ev: Event) -> None:
    return None


EDITED = EventType("edited", "Scenario", lambda e: f"Scenario set-up: {e.data['target']} "
                   + ", ".join(f"{k} = {v}" for k, v in e.data["changes"].items()) + ".", _edited)
DECISION = EventType("decision", "", lambda e: f"{e.who}: {e.data['prompt']}", _decide)
FLOW_SET = EventType("flow_set", "", lambda e: f"(the rules remember {e.data['key']})",
                     lambda s, e: s.flow.__setitem__(e.data["key"], e.data["value"]) if e.data["value"] is not None
                     else s.flow.pop(e.data["key"], None))
GAME_OVER = EventType("game_over", "", lambda e: e.data["summary"], _over)
ROLLED = EventType(
    "rolled", "", lambda e: f"{e.who or 'The game'} rolls a d{e.data['sides']}: {e.data['value']}"
    + (f" ({e.data['why']})" if e.data.get("why") else "") + ("" if not e.data.get("scripted") else " [scripted]"),
    _nothing, chance=True,
)


# --------------------------------------------------------------------------- state


class State:
    """Base class of a game's state: plain attributes, compared by value.

    ``pending`` is the decision the game waits for (with its options and what runs with the answer);
    ``flow`` holds whatever else the flow must remember between two decisions (an attack waiting for
    blocks, a choice half made), set only by events (``Game.remember``), so time travel restores it.
    """

    pending: Decision | None = None
    over: bool = False
    result: dict[str, Any] | None = None
    flow: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = _plain(_attributes(self))
        return out

    def apply_edit(self, target: str, changes: dict[str, Any]) -> None:
        raise IllegalAction(f"this game has no scenario edits (target {target!r})", rule="scenario")

    def copy(self) -> Self:
        return _copy.deepcopy(self)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


def _attributes(obj: Any) -> dict[str, Any]:
    """An object's attributes by name: its slots' (a state with many attributes keeps them so) and its dict's."""
    out: dict[str, Any] = {}
    for c in reversed(type(obj).__mro__):
        slots = c.__dict__.get("__slots__", ())
        for k in (slots,) if isinstance(slots, str) else slots:
            if k not in ("__dict__", "__weakref__") and hasattr(obj, k):
                out[k] = getattr(obj, k)
    out.update(getattr(obj, "__dict__", {}))
    return out


def _plain(v: Any) -> Any:
    if isinstance(v, Action):
        return v.to_dict()
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if hasattr(v, "to_dict"):
        return v.to_dict()
    return v


# --------------------------------------------------------------------------- the game


class Game:
    """A game in progress. Subclasses supply the rules of one rulebook."""

    # The kernel's own per-game cache is a slot, not one more key of the instance's dict: CPython 3.11 keeps at most
    # 30 attribute names beside an object, and a game past them reads every attribute through a dict (docs/kernel.md,
    # "Speed"; WotW's game is at the limit). Copies carry it (copy, at, _restore).
    __slots__ = ("_answer_fns", "__dict__", "__weakref__")

    key: ClassVar[str] = "game"
    title: ClassVar[str] = "Game"
    Rules: ClassVar[type[Rules]] = Rules
    ACTIONS: ClassVar[dict[str, type[Action]]] = {}
    EFFECTS: ClassVar[Any] = None  # the game's Effects registry (cards and answer functions)
    round_name: ClassVar[str] = "round"  # what a round is called (turn, generation, day): the charts' x axis

    rules: Any
    state: Any
    _tracks_cache: tuple[int, list[Event], dict[str, list[float]]] | None = None

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if cls.key != "game":
            GAMES[cls.key] = cls

    def __init__(self, rules: RulesBase | None = None, *, seed: int = 0, **setup: Any) -> None:
        self._start(rules, seed, setup)
        self.begin()
        self.advance()

    # ---- hooks a game implements
    def new_state(self) -> State:
        raise NotImplementedError

    def check_setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        """Validate and complete the setup options (JSON-able); raise a TabletopError."""
        return setup

    def begin(self) -> None:
        """Emit the setup events."""

    def legal_actions(self) -> list[Action]:
        """The legal answers to the pending decision: its own options, or the legality room's list."""
        d = self.state.pending
        if d is None or self.state.over:
            return []
        if d.options is not None:
            return list(d.options)
        return self.actions_for(d)

    def check(self, action: Action) -> None:
        """Raise IllegalAction if ``action`` is not legal now. Must not change anything."""
        d = self.state.pending
        if d is None:
            raise IllegalAction("nobody is to decide now", rule="flow", action=action)
        if d.options is not None:
            if action not in d.options:
                raise IllegalAction(self.why_not_option(d, action), rule=d.section, action=action)
            return
        self.check_action(d, action)

    def why_not_option(self, d: Decision, action: Action) -> str:
        """The reason an answer outside a decision's options is refused (plain words)."""
        who = self.player_name(d.who) or "the game"
        opts = [self.describe_action(o) for o in (d.options or ())]
        shown = ", ".join(opts[:8]) + (f" and {len(opts) - 8} more" if len(opts) > 8 else "")
        return f"{who} must answer: {d.prompt}; the answers allowed are {shown}"

    def describe_action(self, action: Action) -> str:
        """An action in plain words (the action panel's button label); games give better ones."""
        if isinstance(action, Choose):
            return str(action.option).replace("_", " ")
        return repr(action)

    def actions_for(self, d: Decision) -> list[Action]:
        """The legal actions of a decision that does not list its options (the legality room)."""
        raise NotImplementedError(f"{type(self).__name__} lists no actions for {d.kind!r}")

    def check_action(self, d: Decision, action: Action) -> None:
        """Refuse an action for a decision without options (the legality room); must not change anything."""
        if action not in self.actions_for(d):
            raise IllegalAction(f"not a legal answer to: {d.prompt}", rule=d.section, action=action)

    def resolve(self, action: Action) -> None:
        """Carry out a legal action for a decision with no ``then``, by emitting events."""
        raise NotImplementedError

    def invariants(self, *, settled: bool = True) -> list[str]:
        """What is wrong with the state, in plain words (empty when all is well); the contract test
        calls it after every action of random games. Games check their own invariants here.

        ``settled=False`` asks of a state between two events of one action (the soak test replays
        the log event by event): a game then leaves out what holds only once an action's events
        are all applied."""
        return []

    def track_values(self, state: Any) -> dict[str, float]:
        return {}

    def track_groups(self) -> dict[str, tuple[str, str]]:
        """Each track's (group, unit): charts draw one panel per group. Default: the name's first word."""
        return {name: (name.split(" ")[0], "") for name in self.track_values(self.state)}

    def round_of(self, state: Any) -> int:
        """The round a state is in (turn, generation, day): the charts' x axis. Default: 0."""
        return 0

    def seats(self) -> list[str]:
        """The names of the seats (players), in seat order."""
        return []

    #: the setup option that says how many seats a game has (None: a fixed table, e.g. a solo game or a duel)
    SEATS_OPTION: ClassVar[str | None] = "players"

    @classmethod
    def setup_for_seats(cls, seats: int | None, setup: dict[str, Any]) -> dict[str, Any]:
        """The setup for ``seats`` players (None: the game's own default), ``setup``'s own options kept."""
        out = dict(setup)
        if seats is not None and cls.SEATS_OPTION is not None and cls.SEATS_OPTION not in out:
            out[cls.SEATS_OPTION] = seats
        return out

    def first_seat(self) -> int | None:
        """The seat that took the first turn (the first-player advantage is measured from it): by default the
        one that answered the first decision."""
        for e in self.log:
            if e.kind == "decision":
                p = e.data.get("player")
                if isinstance(p, int) and not isinstance(p, bool):
                    return p
        return None

    def svg(self) -> str:
        return "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'></svg>"

    def svg_for(self, seat: int | None = None) -> str:
        """The board as ``seat`` may see it (``None``: everything, for a teacher). Games with hidden
        information override it; others show the same board to everyone."""
        return self.svg()

    def targets(self) -> list[str]:
        """The board targets that some legal action aims at now."""
        return []

    def actions_at(self, target: str) -> list[Action]:
        """Every legal action a click on ``target`` could mean (the board opens a menu when there are several)."""
        try:
            return [self.action_for_target(target)]
        except IllegalAction:
            return []

    def targets_of(self, action: Action) -> list[str]:
        """The board targets an action aims at (an action panel highlights them on hover)."""
        return []

    def action_for_target(self, target: str) -> Action:
        raise IllegalAction(f"nothing to click at {target!r}", rule="board")

    # ---- construction
    def _start(self, rules: RulesBase | None, seed: int, setup: dict[str, Any]) -> None:
        if rules is None:  # the default rules: one frozen instance per rules class, shared by its games
            rules = _DEFAULT_RULES.get(self.Rules)
            if rules is None:
                rules = _DEFAULT_RULES[self.Rules] = self.Rules()
        if not isinstance(rules, self.Rules):
            raise RulesError(f"{type(self).__name__} needs {self.Rules.__name__}, got {type(rules).__name__}")
        if not isinstance(seed, int) or isinstance(seed, bool) or abs(seed) >= SEED_LIMIT:
            raise RulesError(f"seed must be a whole number within ±2**63 (what a save keeps), got {_shown(seed)!r}")
        self.rules = rules
        self.seed = seed
        self.rng = random.Random(seed)
        self.log: list[Event] = []
        self.actions: list[Action] = []
        self._marks: list[int] = []
        self._agenda: list[tuple[str, tuple[Any, ...]]] = []
        self._dice_script: deque[int] = deque()
        self._scripts: list[tuple[int, list[int]]] = []
        self._decision_records: dict[Any, Event] = {}
        self._answer_fns = self._answers_called_directly()
        self.frozen = False
        self.state = self.blank_state()
        self.setup = self.check_setup(dict(setup))

    def blank_state(self) -> Any:
        state = self.new_state()
        # (asked without reading state.__dict__: once an object's __dict__ has been read, CPython 3.11's
        # specialized attribute loads miss on it every time, and the rules read the state's attributes all the
        # time; see docs/kernel.md, "Speed")
        if not hasattr(state, "flow"):
            state.flow = {}
        return state

    # ---- events
    def emit(self, et: EventType, who: str | None = None, /, **data: Any) -> Event:
        """Record an event of type ``et`` by ``who`` with ``data`` and apply it to the state.

        ``et`` and ``who`` are positional-only: the interpreter then binds each data keyword straight into
        ``data``, where it would otherwise first compare its name, as text, with each named parameter's
        (CPython's fallback for a keyword that is no parameter's name object)."""
        ev = _new_event(Event)  # Event(et, who, data), its fields set here: a class call with an __init__
        ev.type = et            # costs more than the rest of emit (tests/test_core_fast.py: equal events)
        ev.who = who
        ev.data = data
        # the type's apply is read first, then called: a slot read is specialized where a method look-up of
        # it (``et.apply(...)``) is not, in CPython 3.11 (apply is a value of the type, not a method)
        apply = et.apply
        apply(self.state, ev)
        self.log.append(ev)
        return ev

    def record(self, et: EventType, who: str | None, data: dict[str, Any]) -> None:
        """``emit`` for hot paths: the data comes as a ready dict (no keyword packing)."""
        ev = _new_event(Event)  # Event(et, who, data), as in emit
        ev.type = et
        ev.who = who
        ev.data = data
        apply = et.apply  # (read, then called: see emit)
        apply(self.state, ev)
        self.log.append(ev)

    # (Events carry their data as a dict; building sentences waits until someone reads them.)

    # -- shared records: an event games repeat is recorded once and the same record is logged again
    #: a game that shares records sets this table in its setup (per seating: the records name the players)
    told: dict[tuple[Any, ...], Event]

    def record_again(self, key: tuple[Any, ...]) -> bool:
        """Record once more the event ``key`` names, if it was kept before (``keep_recorded``); False if it
        never was. For the events games repeat (a pick, a phase begun, a resource changed): the log holds one
        record of each, shared by every game with the same table (events are never changed once recorded), so
        a long simulation does not allocate an event and its data for each of them."""
        ev = self.told.get(key)
        if ev is None:
            return False
        apply = ev.type.apply  # (read, then called: see emit)
        apply(self.state, ev)
        self.log.append(ev)
        return True

    def keep_recorded(self, key: tuple[Any, ...]) -> None:
        """Keep the event just recorded as the one ``record_again(key)`` records from now on. ``key`` names
        everything the event depends on (the section it cites included) but what the table is kept per."""
        self.keep_told(key, self.log[-1])

    def keep_told(self, key: tuple[Any, ...], ev: Event) -> None:
        """Keep ``ev`` as the shared record of ``key`` (``keep_recorded`` for a record not logged yet); the
        table starts over once it holds ``SHARED_RECORDS_LIMIT`` records."""
        told = self.told
        if len(told) > SHARED_RECORDS_LIMIT:
            told.clear()
        told[key] = ev

    def record_shared(self, key: tuple[Any, ...], et: EventType, who: str | None, data: dict[str, Any]) -> None:
        """``record``, then ``keep_recorded(key)``."""
        self.record(et, who, data)
        self.keep_recorded(key)

    def ask(self, player: int | None, kind: str, prompt: str, section: str, *,
            options: Iterable[Action] | None = None, then: str | None = None, args: tuple[Any, ...] = ()) -> None:
        """Stop the flow: ``player`` must now answer. The one verb every question goes through.

        ``options`` (the legal answers, when the question lists them) and ``then`` (the answer
        function that runs with the chosen action, given ``args``) travel in the pending decision,
        which lives in the state: a card that asks a choice is data plus one short answer function.
        """
        opts = None if options is None else tuple(options)
        if opts is not None and not opts:
            raise IllegalAction(f"the rules ask {self.player_name(player) or 'the game'} to {prompt}, "
                                "but there is nothing to choose from", rule=section)
        self.decide_with(Decision(player, kind, prompt, section, opts, then, tuple(args)))

    def decide_with(self, d: Decision) -> None:
        """Make ``d`` the pending decision. A question without options (a turn asked again and again) shares
        one record per distinct question; one that lists its options gets a record of its own (hashing every
        option to find a shared one costs more than building it)."""
        ev = None
        key = None
        if d.options is None:
            # the decision's fields as the key (d itself would be hashed and compared by Python methods)
            key = (d.who, d.kind, d.prompt, d.section, d.then, d.args)
            try:
                ev = self._decision_records[key]
            except (KeyError, TypeError):  # asked for the first time, or an argument that cannot be hashed
                pass
        if ev is None:
            ev = _new_event(Event)  # Event(DECISION, name, data), as emit makes it
            ev.type = DECISION
            ev.who = self.player_name(d.who)
            ev.data = {"player": d.who, "decision": d.kind, "prompt": d.prompt, "section": d.section, "asked": d}
            if key is not None:
                try:
                    self._decision_records[key] = ev
                except TypeError:
                    pass
        self.state.pending = d
        self.log.append(ev)

    def decide(self, player: int | None, decision: str, prompt: str, section: str) -> None:
        """``ask`` without options: the game's legality room lists the actions (a whole turn's)."""
        key = (player, decision, prompt, section)
        ev = self._decision_records.get(key)
        if ev is None:
            d = Decision(player, decision, prompt, section)
            ev = self._decision_records[key] = Event(
                DECISION, self.player_name(player),
                {"player": player, "decision": decision, "prompt": prompt, "section": section, "asked": d})
        self.state.pending = ev.data["asked"]
        self.log.append(ev)

    def remember(self, key: str, value: Any) -> None:
        """Keep ``value`` in ``state.flow[key]`` until the flow needs it (``None`` forgets it): an event,
        so snapshots and copies know it too."""
        self.record(FLOW_SET, None, {"key": key, "value": value})

    def end(self, result: dict[str, Any], summary: str) -> None:
        self._agenda.clear()
        self.emit(GAME_OVER, None, result=result, summary=summary)

    def player_name(self, player: int | None) -> str | None:
        return None if player is None else str(player)

    # ---- flow: an agenda of named steps run until someone must decide
    def schedule(self, *steps: tuple[str, tuple[Any, ...]] | str, first: bool = False) -> None:
        """Queue ``step_<name>(*args)`` calls: ``schedule("production", ("turn", (0,)))``."""
        if len(steps) == 1:
            s = steps[0]
            if type(s) is str:
                item: tuple[str, tuple[Any, ...]] = (STEP_NAMES[s], ())
            else:
                item = (STEP_NAMES[s[0]], s[1])  # type: ignore[assignment]  # (mypy narrows isinstance only)
            if first:
                self._agenda.insert(0, item)
            else:
                self._agenda.append(item)
            return
        items = []
        for s in steps:  # (a loop: in 3.11 a comprehension is a function made, and called, at every call)
            items.append((STEP_NAMES[s], ()) if isinstance(s, str) else (STEP_NAMES[s[0]], s[1]))
        if first:
            self._agenda[0:0] = items
        else:
            self._agenda.extend(items)

    def advance(self) -> None:
        state = self.state
        agenda = self._agenda
        while agenda and not state.over:
            if state.pending is not None:
                return
            name, args = agenda.pop(0)
            getattr(self, name)(*args)

    # ---- chance
    def roll(self, sides: int, who: str | None = None, why: str = "") -> int:
        """Roll a die: the next scripted value if any, else the seeded generator. An event."""
        scripted = bool(self._dice_script)
        if scripted:
            value = self._dice_script.popleft()
            if not 1 <= value <= sides:
                raise IllegalAction(f"scripted die value {value} does not fit a d{sides}", rule="dice")
        elif type(sides) is int and sides > 0:
            # rng.randint(1, sides), its sampling inlined as shuffled does (the same values; tests/test_core.py)
            bits = self.rng.getrandbits
            k = sides.bit_length()
            r = bits(k)  # Random._randbelow: rejection sampling over getrandbits
            while r >= sides:
                r = bits(k)
            value = 1 + r
        else:
            value = self.rng.randint(1, sides)  # (its own error for a die it cannot roll)
        key = (who, sides, value, why, scripted)
        ev = _ROLLS.get(key)
        if ev is None:
            self.record(ROLLED, who, {"sides": sides, "value": value, "why": why, "scripted": scripted})
            if len(_ROLLS) > 4096:
                _ROLLS.clear()
            _ROLLS[key] = self.log[-1]
        else:  # the same roll rolled before, by any game: its record is shared (events never change once recorded)
            apply = ROLLED.apply  # (read, then called: see emit)
            apply(self.state, ev)
            self.log.append(ev)
        return value

    def script_dice(self, values: Iterable[int]) -> None:
        """The next dice rolls give these values, in order (for replaying a worked example)."""
        vals = [int(v) for v in values]
        self._dice_script.extend(vals)
        self._scripts.append((len(self.actions), vals))

    def shuffled(self, items: Iterable[Any]) -> list[Any]:
        """A shuffled copy: exactly ``random.Random.shuffle``'s result, without its per-card calls."""
        out = list(items)
        bits = self.rng.getrandbits
        steps = _SWAPS.get(len(out))
        if steps is None:
            steps = _swaps(len(out))
        for i, n, k in steps:  # Fisher-Yates from the end, as Random.shuffle does: swap i with j below n = i + 1
            j = bits(k)  # Random._randbelow(n): rejection sampling over getrandbits, k = n.bit_length()
            while j >= n:
                j = bits(k)
            out[i], out[j] = out[j], out[i]
        return out

    # ---- the verbs
    @property
    def pending(self) -> Decision | None:
        pending: Decision | None = self.state.pending
        return pending

    @property
    def is_over(self) -> bool:
        return bool(self.state.over)

    def outcome(self) -> Outcome | None:
        """The uniform outcome (winners, how it ended, rounds, scores) of a finished game; None while it runs."""
        result = self.result
        return None if result is None else self.outcome_of(result)

    def outcome_of(self, result: dict[str, Any]) -> Outcome:
        """How this game's result reads as an Outcome: the ``outcome_of(game, result)`` of the game package's
        scoring room (``<package>.scoring``). Without one, the common shapes are read: ``winners`` or ``winner``
        as seats or seat names (any case, a side named in the plural too), ``won`` (a solo game),
        ``ending``/``reason``/``outcome``, ``rounds``/``turns``/``turn``."""
        room = room_function(type(self), "scoring", "outcome_of")
        if room is not None:
            return room(self, result)  # type: ignore[no-any-return]
        names = [str(n) for n in self.seats()]
        if isinstance(result.get("winners"), (list, tuple)):
            raw: list[Any] = list(result["winners"])
        elif "winner" in result:
            raw = [result["winner"]]
        elif isinstance(result.get("won"), bool):  # a solo game: did the one seat win?
            raw = [0] if result["won"] and len(names) <= 1 else []
        else:
            raw = []
        winners = sorted({s for s in (_seat_named(w, names) for w in raw) if s is not None})
        ending = next((result[k] for k in ("ending", "reason", "outcome") if isinstance(result.get(k), str)), "over")
        rounds = next((result[k] for k in ("rounds", "turns", "turn") if _whole(result.get(k))),
                      self.round_of(self.state))
        return Outcome(tuple(winners), ending, int(rounds))

    @property
    def result(self) -> dict[str, Any] | None:
        result: dict[str, Any] | None = self.state.result
        return result

    def play(self, action: Action, *, trusted: bool = False) -> list[Event]:
        """Play one action for the pending decision. Returns the events it caused.

        An illegal action raises :class:`IllegalAction` and leaves the game as it was.
        ``trusted=True`` skips the legality check (for policies choosing from legal_actions()).
        """
        if self.frozen:
            raise IllegalAction("this is a snapshot of an earlier step; play on the game itself", rule="time travel", action=action)
        state = self.state
        if state.over:
            raise IllegalAction("the game is over", rule="end of game", action=action)
        if not trusted:
            if not isinstance(action, Action):
                raise IllegalAction(f"expected an action, got {type(action).__name__}", rule="actions",
                                    action=_shown(action))
            problem = action_problem(action)  # a list, True or 10**100 where the action wants a name or a number
            if problem is not None:
                raise IllegalAction(f"{type(action).__name__}'s {problem}", rule="actions", action=_shown(action))
            self.check(action)
        mark = len(self.log)
        self._act(action)
        return self.log[mark:]

    def _act(self, action: Action) -> None:
        """``play``'s work once the action is known to be legal: record it, run its answer, then the agenda
        until someone must decide. (``play_out`` calls it directly: it checks the rest itself and never reads
        the events ``play`` returns.)"""
        state = self.state
        self.actions.append(action)
        self._marks.append(len(self.log))
        asked = state.pending
        state.pending = None
        try:
            if asked is not None and asked.then is not None:
                fns = self._answer_fns
                if fns is None:  # the game's class has its own answer()
                    self.answer(asked, action)
                else:  # what answer() would call, called directly (one call less at every decision)
                    fn = fns.get(asked.then) or self._answer_function(asked.then, asked.section)
                    fn(self, action, *asked.args)
            else:
                self.resolve(action)
            # advance(), inlined: run the agenda until someone must decide (most answers have just asked)
            agenda = self._agenda
            while state.pending is None and agenda and not state.over:
                name, args = agenda.pop(0)
                getattr(self, name)(*args)
        except BaseException:
            # Never leave a half-changed state: rebuild the game as it was before this action.
            self._restore(self.actions[:-1], self._scripts)
            raise

    def _answers_called_directly(self) -> dict[str, Callable[..., Any]] | None:
        """The answer functions ``_act`` calls without ``answer()``, found the first time each is needed (per game:
        a class changed in a notebook cell plays its change from the next game on); None when the game's class
        has its own ``answer``, which then sees every answer."""
        return None if type(self).answer is not Game.answer else {}

    def _answer_function(self, then: str, section: str) -> Callable[..., Any]:
        """``find_answer``'s choice for ``then``, kept for the game (``_act``'s table)."""
        fn = self.find_answer(then, section)
        if type(then) is str:  # (a name that is not text, 1 or True say, is looked up afresh: equal keys collide)
            self._answer_fns[then] = fn  # type: ignore[index]
        return fn

    def find_answer(self, then: str, section: str) -> Callable[..., Any]:
        """The function that runs with the answer to a decision whose ``then`` this is, as ``fn(game, action,
        *args)``: the registry's, else the game's method ``answer_<then>``; an unknown name is refused, citing
        the decision's ``section``."""
        fx = self.EFFECTS
        fn = fx.answers.get(then) if fx is not None else None
        if fn is not None:
            return fn  # type: ignore[no-any-return]
        name = ANSWER_NAMES[then]  # "answer_" + str(then)
        bound = getattr(self, name, None)
        if bound is None:
            raise IllegalAction(f"the decision names an unknown answer {then!r}", rule=section)
        if type(bound) is MethodType and bound.__self__ is self:  # a plain method: its function, given the game
            return bound.__func__
        return _method_answer(name)  # a static or class method, say: looked up on the game and called each time

    def answer(self, d: Decision, action: Action) -> None:
        """Run the answer function a decision named (``find_answer``)."""
        self.find_answer(d.then, d.section)(self, action, *d.args)  # type: ignore[arg-type]

    def edit(self, target: str, /, **changes: Any) -> Event:
        """Set up a scenario by hand (a notebook cell): checked, recorded as an event, saved.

        Changes are tried on a copy first: an invalid edit raises and changes nothing. (``target`` is
        positional-only, so a change may itself be named ``target``.)
        """
        if self.frozen:
            raise IllegalAction("cannot edit a snapshot", rule="scenario")
        if self.state.over:  # (its result would no longer say what the table shows)
            raise IllegalAction("the game is over: set up a scenario before the end (undo, or a new game)",
                                rule="scenario")
        if not isinstance(target, str) or not target or len(target) > 200:
            raise IllegalAction(f"an edit's target is a short text naming what to change, not {_shown(target)!r}",
                                rule="scenario")
        problem = _edit_problem(target, changes)
        if problem is None:
            target, changes = self.normalize_edit(target, dict(changes))
            problem = _edit_problem(target, changes)
        if problem is not None:
            raise IllegalAction(problem, rule="scenario")
        text = json.dumps(changes, allow_nan=False)
        if len(text) > EDIT_LIMIT:
            raise IllegalAction(f"edit {target!r}: the values take {len(text):,} characters (at most {EDIT_LIMIT:,})",
                                rule="scenario")
        # The edit is applied, then the game's invariants are asked; if either refuses it, the state is rebuilt
        # from the log as it was (no copy of the state is made for an edit that is kept: a save of many edits
        # loads in time, #32).
        ev = Event(EDITED, None, {"target": target, "changes": changes})
        try:
            EDITED.apply(self.state, ev)  # raises on a bad edit
            broken = self.invariants()
        except BaseException:
            self.state = self._events_to(len(self.log))
            raise
        if broken:
            self.state = self._events_to(len(self.log))
            shown = "; ".join(broken[:3]) + (f" (and {len(broken) - 3} more)" if len(broken) > 3 else "")
            raise IllegalAction(f"edit {target!r} would leave a state the rules cannot reach: {shown}",
                                rule="scenario")
        self.actions.append(Edit(target, text))  # in the order given: replay applies them so
        self._marks.append(len(self.log))
        self.log.append(ev)
        return ev

    def normalize_edit(self, target: str, changes: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        """Turn names into indices and the like before an edit is checked and recorded."""
        return target, changes

    def click(self, target: str) -> list[Event]:
        """Play the action a board target stands for."""
        if self.frozen:
            raise IllegalAction("this is a snapshot of an earlier step; play on the game itself", rule="time travel")
        return self.play(self.action_for_target(target))

    def copy(self) -> Self:
        g = object.__new__(type(self))
        g.__dict__.update(self.__dict__)
        g._answer_fns = self._answer_fns
        g.state = self.state.copy()
        g.rng = random.Random()
        g.rng.setstate(self.rng.getstate())
        g.log = list(self.log)
        g.actions = list(self.actions)
        g._marks = list(self._marks)
        g._agenda = list(self._agenda)
        g._dice_script = deque(self._dice_script)
        g._scripts = list(self._scripts)
        g._tracks_cache = None
        return g

    def _events_to(self, k: int) -> Any:
        """The state after the first ``k`` events, rebuilt from the log as ``play`` made it."""
        state = self.blank_state()
        starts = {m for a, m in zip(self.actions, self._marks) if not isinstance(a, Edit)}
        for i, ev in enumerate(self.log[:k]):
            if i in starts:
                state.pending = None  # play() clears the decision it answers
            ev.type.apply(state, ev)
        return state

    def at(self, k: int) -> Self:
        """A read-only snapshot holding the state after the first ``k`` events (negative counts back)."""
        n = len(self.log)
        step = _whole_or_none(k)
        if step is None:
            raise StepError(f"a step is a whole number from 0 to {n} (or counted back from -1), not {_shown(k)!r}",
                            rule="time travel")
        k = step
        if not -n - 1 <= k <= n:
            raise StepError(f"step {_shown(k)} is outside 0..{n} (or -{n + 1}..-1 counted back)", rule="time travel")
        if k < 0:
            k += n + 1
        g = object.__new__(type(self))
        g.__dict__.update(self.__dict__)
        g._answer_fns = self._answer_fns
        g.state = self._events_to(k)
        g.log = self.log[:k]
        g.actions = [a for a, m in zip(self.actions, self._marks) if m < k]
        g._marks = self._marks[: len(g.actions)]
        g._agenda = []
        g.frozen = True
        g._tracks_cache = None
        return g

    def undo(self, n: int = 1, *, keep_secrets: bool = False) -> None:
        """Take back the last ``n`` actions (the game is replayed without them).

        ``keep_secrets=True`` (play with other people or bots: the apps' undo) refuses to take back a move that
        showed what chance decided (a die, a shuffle, a card off a shuffled pile): taken back and played again,
        it would show the same outcome, so undo would preview a deck. Exact time travel (a lesson's stepper,
        ``at(k)``) is unchanged."""
        if self.frozen:
            raise IllegalAction("cannot undo on a snapshot", rule="time travel")
        count = _whole_or_none(n)
        if count is None:
            raise IllegalAction(f"undo takes a whole number of actions, not {_shown(n)!r}", rule="undo")
        n = count
        if not 0 <= n <= len(self.actions):
            raise IllegalAction(f"cannot undo {_shown(n)} actions; {len(self.actions)} were played", rule="undo")
        keep = len(self.actions) - n
        if keep_secrets and n and learned_by_chance(self.log, self._marks[keep]):
            raise IllegalAction("a move showed what chance decided since then (a die, a shuffle or a card off a "
                                "shuffled pile), and it stands: taken back, it would show the same again",
                                rule="undo in play")
        self._restore(self.actions[:keep], [s for s in self._scripts if s[0] <= keep])

    def _restore(self, actions: list[Action], scripts: list[tuple[int, list[int]]]) -> None:
        fresh = self._replay(self.rules, self.seed, self.setup, actions, scripts)
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)
        self._answer_fns = fresh._answer_fns

    @classmethod
    def _replay(cls, rules: Any, seed: int, setup: dict[str, Any], actions: list[Action],
                scripts: list[tuple[int, list[int]]], *, where: str = "") -> Self:
        try:
            with cards_as_data_only("a save" if where else "a game's stored setup"):
                g = cls(rules, seed=seed, **_copy.deepcopy(setup))
        except SaveFileError:
            raise
        except TabletopError as e:
            if where:
                raise SaveFileError(f"{where}: field 'setup': {e}") from None
            raise
        except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError) as e:
            if where:  # the game's own setup check let something through: still the save's fault, say where
                raise SaveFileError(f"{where}: field 'setup' cannot set up {cls.title} "
                                    f"({type(e).__name__}: {str(e)[:200]})") from None
            raise
        by_index: dict[int, list[list[int]]] = {}
        for i, vals in scripts:
            by_index.setdefault(i, []).append(vals)
        for i, action in enumerate(actions):
            for vals in by_index.get(i, []):
                g.script_dice(vals)
            try:
                if isinstance(action, Edit):
                    g.edit(action.target, **json.loads(action.changes))
                else:  # play(action) less the field check: these fields were checked when parsed or played
                    g.check(action)
                    g.play(action, trusted=True)
            except TabletopError as e:
                if where:
                    raise SaveFileError(f"{where}: action #{i} {_shown(action)} cannot be replayed: {e}") from None
                raise
            except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError) as e:
                if where:
                    raise SaveFileError(f"{where}: action #{i} {_shown(action)} cannot be replayed "
                                        f"({type(e).__name__}: {str(e)[:200]})") from None
                raise
        for vals in by_index.get(len(actions), []):
            g.script_dice(vals)
        return g

    # ---- saving
    def to_json(self, indent: int | None = None) -> str:
        """A save file: rules, seed, setup, scripted dice and actions (never pickle)."""
        doc = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.key,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "setup": self.setup,
            "scripts": [[i, v] for i, v in self._scripts],
            "actions": [a.to_dict() for a in self.actions],
        }
        try:
            return json.dumps(doc, indent=indent, allow_nan=False)
        except (TypeError, ValueError) as e:  # a setup value that is not plain, finite JSON
            raise SaveFileError(f"this game cannot be saved: {e}") from None

    @classmethod
    def from_json(cls, text: str | bytes) -> "Game":
        """Load a save file by replaying it; the result equals the saved game.

        Every problem is a SaveFileError naming the field: the size is checked before the text is
        parsed, numbers must be finite and bounded, nesting shallow, every action's fields typed.
        """
        where = "save file"
        try:
            doc = parse_json(text)
        except PlainError as e:
            raise SaveFileError(f"{where}: {e}") from None
        if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
            raise SaveFileError(f"{where}: not a tabletop_nb save (field 'format' must be {SAVE_FORMAT!r})")
        if doc.get("version") != SAVE_VERSION or isinstance(doc.get("version"), bool):
            raise SaveFileError(f"{where}: field 'version' is {_shown(doc.get('version'))}; "
                                f"this library reads {SAVE_VERSION}")
        key = doc.get("game")
        if not isinstance(key, str):
            raise SaveFileError(f"{where}: field 'game' must be text naming a game, not {_shown(key)}")
        game_cls = find_game(key) if cls.key == "game" else cls
        if game_cls is None or key != game_cls.key:
            raise SaveFileError(f"{where}: field 'game' is {key[:40]!r}, expected {cls.key!r}" if cls.key != "game"
                                else f"{where}: unknown game {key[:40]!r}; known: {sorted(registered_games())}")
        unknown = [k for k in doc if k not in _SAVE_FIELDS]
        if unknown:
            raise SaveFileError(f"{where}: unknown field {str(unknown[0])[:40]!r}; a save has the fields "
                                f"{', '.join(_SAVE_FIELDS)}")
        for fld, typ in (("rules", dict), ("seed", int), ("setup", dict), ("scripts", list), ("actions", list)):
            if fld not in doc:
                raise SaveFileError(f"{where}: field {fld!r} is missing")
            if not isinstance(doc[fld], typ) or isinstance(doc[fld], bool):
                raise SaveFileError(f"{where}: field {fld!r} must be a JSON {_JSON_NAME[typ]}, "
                                    f"not {_shown(doc[fld])}")
        seed = doc["seed"]
        if abs(seed) >= SEED_LIMIT:
            raise SaveFileError(f"{where}: field 'seed' must be a whole number within ±2**63, not {_shown(seed)}")
        for k in doc["setup"]:
            if k in ("rules", "seed"):
                raise SaveFileError(f"{where}: field 'setup' must not name {k!r} (it is a field of its own)")
        problem = plain_problem(doc["setup"], "field 'setup'")
        if problem is not None:
            raise SaveFileError(f"{where}: {problem}")
        try:
            rules = game_cls.Rules.from_save(doc["rules"])
        except TabletopError as e:
            raise SaveFileError(f"{where}: field 'rules': {e}") from None
        actions = [game_cls.parse_action(a, f"{where}: action #{i}") for i, a in enumerate(doc["actions"])]
        scripts = []
        for j, s in enumerate(doc["scripts"]):
            if not (isinstance(s, list) and len(s) == 2 and _whole(s[0]) and 0 <= s[0] <= len(actions)
                    and isinstance(s[1], list) and all(_whole(v) and abs(v) <= NUMBER_LIMIT for v in s[1])):
                raise SaveFileError(f"{where}: field 'scripts' #{j} must be [action index (0 to {len(actions)}), "
                                    "[die values]]")
            scripts.append((s[0], list(s[1])))
        return game_cls._replay(rules, seed, doc["setup"], actions, scripts, where=where)

    @classmethod
    def parse_action(cls, data: Any, where: str) -> Action:
        """An action of a save file, each field checked against the action class's type hints."""
        if not isinstance(data, dict) or not isinstance(data.get("action"), str):
            raise SaveFileError(f"{where}: must be an object with an 'action' name")
        name = data["action"]
        kind = cls.ACTIONS.get(name) or ({"Edit": Edit, "Choose": Choose}.get(name))
        if kind is None:
            raise SaveFileError(f"{where}: unknown action {name[:40]!r}; known: {sorted(cls.ACTIONS)}")
        spec = _SPECS.get(kind)
        if spec is None:
            fs = dataclasses.fields(kind)
            spec = _SPECS[kind] = (tuple(f.name for f in fs), tuple(
                f.name for f in fs if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING),
                action_fields(kind))
        names, required, hints = spec
        args = {k: v for k, v in data.items() if k != "action"}
        for k in args:
            if k not in names:
                raise SaveFileError(f"{where}: {name} has no field {k[:40]!r}; its fields: {', '.join(names) or 'none'}")
        for k in required:
            if k not in args:
                raise SaveFileError(f"{where}: {name} needs the field {k!r}")
        for k, hint in hints:
            if kind is Edit and k == "changes":  # (an edit's values: up to EDIT_LIMIT, as edit() takes them)
                if not isinstance(args[k], str) or len(args[k]) > EDIT_LIMIT:
                    raise SaveFileError(f"{where}: Edit's field 'changes' must be JSON text of at most "
                                        f"{EDIT_LIMIT:,} characters")
                continue
            if k in args:
                problem, args[k] = field_problem(args[k], hint, k)
                if problem is not None:
                    raise SaveFileError(f"{where}: {name}'s {problem}")
        if kind is Edit:
            try:
                changes = parse_json(args["changes"], limit=EDIT_LIMIT, depth=16)
            except PlainError as e:
                raise SaveFileError(f"{where}: Edit's field 'changes': {e}") from None
            if not isinstance(changes, dict):
                raise SaveFileError(f"{where}: Edit's field 'changes' must be a JSON object of the values changed")
        try:
            action: Action = kind(**args)
            return action
        except (TypeError, ValueError) as e:
            raise SaveFileError(f"{where}: {name} cannot be made from these fields ({e})") from None

    # ---- charts and display
    def tracks(self) -> dict[str, list[float]]:
        """Each track's value after every step (index 0 = before the first event)."""
        cache = getattr(self, "_tracks_cache", None)
        if cache is not None and cache[0] == len(self.log) and cache[1] is self.log:
            kept: dict[str, list[float]] = cache[2]
            return kept
        state = self.blank_state()
        first = self.track_values(state)
        out: dict[str, list[float]] = {k: [v] for k, v in first.items()}
        for ev in self.log:
            ev.type.apply(state, ev)
            for k, v in self.track_values(state).items():
                out.setdefault(k, [v] * 0).append(v)
        n = len(self.log) + 1
        for k, vals in out.items():  # a track that appears late is padded at the front
            if len(vals) < n:
                out[k] = [vals[0]] * (n - len(vals)) + vals
        self._tracks_cache = (len(self.log), self.log, out)
        return out

    def story(self, since: int = 0, until: int | None = None, *, skip: tuple[str, ...] = ("decision",),
              seat: int | None = None) -> str:
        """The log from step ``since`` (to ``until``) as numbered sentences with their rule, one per line.

        With ``seat``, each sentence is told as that seat may know it (another seat's secret is not told).
        """
        lines = []
        for k, ev in enumerate(self.log[since:until], start=since + 1):
            if ev.type.kind in skip:
                continue
            sec = ev.section
            text = ev.sentence if seat is None else ev.sentence_for(seat)
            lines.append(f"{k:>4}. {text}" + (f"  [{sec}]" if sec else ""))
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        return self.svg()

    def __repr__(self) -> str:
        status = "over" if self.is_over else f"waiting for {self.pending.kind}" if self.pending else "running"
        return f"<{type(self).__name__} seed={self.seed} step={len(self.log)} {status}>"


def load(text: str | bytes) -> Game:
    """Load any game's save file."""
    return Game.from_json(text)


_JSON_NAME = {dict: "object", int: "whole number", list: "list"}
_SAVE_FIELDS = ("format", "version", "game", "rules", "seed", "setup", "scripts", "actions")
# per action class: (field names, required field names, (name, hint) pairs), for parse_action
_SPECS: dict[type, tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[str, Any], ...]]] = {}


def _seat_named(who: Any, names: list[str]) -> int | None:
    """The seat ``who`` names: a seat number, or a seat's name in any case (a side in the plural: "rebels")."""
    if isinstance(who, bool):
        return None
    if isinstance(who, int):  # (a game that names no seats: any seat number)
        return who if who >= 0 and (not names or who < len(names)) else None
    if not isinstance(who, str):
        return None
    low = [n.lower() for n in names]
    w = who.lower()
    if w in low:
        return low.index(w)
    close = [i for i, n in enumerate(low) if w.rstrip("s") == n.rstrip("s")]
    return close[0] if len(close) == 1 else None


def _whole_or_none(v: Any) -> int | None:
    """``v`` as a whole number (any integer type: a NumPy one too), or None (true/false are not counts)."""
    if isinstance(v, bool):
        return None
    try:
        return operator.index(v)
    except TypeError:
        return None


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _shown(value: Any) -> Any:
    """A value short enough to quote in a message (a huge list or text is cut)."""
    try:
        text = repr(value)
    except Exception:  # a value whose repr fails is still refused, with its type
        return f"<{type(value).__name__}>"
    if len(text) > 80:
        return text[:80] + "…"
    return value


def _edit_problem(target: str, changes: dict[str, Any]) -> str | None:
    """The first change that is not plain, bounded JSON, named by its field."""
    for key, value in changes.items():
        problem = plain_problem(value, f"edit {target!r}: {key}")
        if problem is not None:
            return problem
    return None
