"""The board widget: a game's SVG table and, beside it, the action panel of the pending decision.

The board knows no game (see ``tabletop_nb.ui.protocol``). It shows:

- the table as the viewing seat may see it (``svg_for(seat)``); targets some legal action aims
  at glow and can be clicked; a target with several meanings opens a menu, never a guess;
- the panel: who decides, what, under which rule, and every legal action as a button in plain
  words, grouped; hovering a button lights the targets it aims at;
- what the last move caused (its sentences, each with its rulebook section), and why a refused
  click was refused (the IllegalAction reason and rule).

A seat view (``seat=``) shows only what that seat may know and offers the panel only when that
seat decides; ``policies`` play other seats (bots); ``hotseat=True`` passes one device around
the table, hiding the board between two players ("pass the device to ...").
"""

from __future__ import annotations

import asyncio
import gc
import html as _html
import json
import sys
from collections.abc import Callable, Mapping
from typing import Any

import anywidget
import ipywidgets
import traitlets

from ..core.events import learned_by_chance
from . import protocol as P
from ._assets import front_end_text
from .pictures import SentPicture

ChangeCallback = Callable[[list[Any]], None]

_QUIET = ("decision", "flow_set")  # events that are bookkeeping, not something a player reads
_FEEDBACK_MAX = 14
_BOT_LIMIT = 20_000
#: seconds after an answer before the board starts preparing the next ones (the page draws the answer meanwhile)
_PREPARE_AFTER = 0.05
#: at most this many buttons are prepared per state (the games' largest panels have ~120)
_PREPARE_MAX = 160
#: answers sent ahead to the page go in messages of this many answers, and at most this many bytes per state
_AHEAD_BATCH = 8
_AHEAD_BYTES = 400_000
#: the state values an answer sets on the page (an answer sent ahead carries each of them)
_ANSWER_KEYS = ("message", "message_tone", "feedback", "panel", "targets", "drawn", "past", "pictures")


def _after_answer(callback: Callable[[], None]) -> None:
    """Run ``callback`` on the next turn of the kernel's event loop, or now when no loop runs.

    Called once the board's answer has been handed to the kernel: the kernel's IOPub thread sends
    it while the loop turns, instead of waiting for the interpreter lock until the callback's work
    (the stepper's slider and caption) is done.
    """
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        callback()
        return
    dispatcher = ipywidgets.CallbackDispatcher()  # an error shows its traceback, as in any widget callback
    dispatcher.register_callback(callback)
    loop.call_soon(dispatcher)


def _same_events(got: list[Any], prepared: list[Any]) -> bool:
    """Whether a move's events are those a prepared answer was worked out from (equal kinds, players and data)."""
    return len(got) == len(prepared) and all(
        a is b or (a.type is b.type and a.who == b.who and a.data == b.data) for a, b in zip(got, prepared))


def _cover_svg(name: str) -> str:
    text = _html.escape(f"Pass the device to {name}")
    return ("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 720 400' width='720' height='400' "
            "class='tnb-cover-svg'><rect width='720' height='400' rx='10' fill='#2b2f36'/>"
            f"<text x='360' y='190' fill='#fff' font-family='sans-serif' font-size='26' text-anchor='middle'>{text}"
            "</text><text x='360' y='226' fill='#cfd3da' font-family='sans-serif' font-size='15' "
            "text-anchor='middle'>The table is hidden so that nobody sees another player's secrets.</text></svg>")


class Board(anywidget.AnyWidget):
    """Shows the game and plays what its player clicks (on the board or in the action panel).

    The board shows either the live game (its targets and buttons can be used) or a snapshot of an
    earlier step (nothing is playable there: "go to the latest step to play").
    """

    _esm = front_end_text("board.js")
    _css = front_end_text("board.css")

    #: the table's SVG (sent to the page in ``pictures``, as what changed)
    svg = traitlets.Unicode("")
    targets = traitlets.List(traitlets.Unicode(), default_value=[]).tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    #: "" (no message), "info" or "error"; the front-end colours the message with it.
    message_tone = traitlets.Unicode("").tag(sync=True)
    #: the action panel: who decides, the rule, grouped buttons, which buttons each target means
    panel = traitlets.Dict({}).tag(sync=True)
    #: what the last move caused: [[sentence, section], ...]
    feedback: traitlets.List[list[str]] = traitlets.List([]).tag(sync=True)
    #: the step on display (the front-end sends it back with a click: a stale click is refused)
    drawn = traitlets.Int(0).tag(sync=True)
    #: True while a snapshot (an earlier step) is shown
    past = traitlets.Bool(False).tag(sync=True)
    #: the explorer's track chart, drawn below the board (empty: no chart; sent in ``pictures``)
    chart_svg = traitlets.Unicode("")
    #: the page's copy of ``svg`` and ``chart_svg``: each whole, or as the changes from the page's copy
    #: (tabletop_nb/ui/pictures.py); the value kept here only marks that one of them changed
    pictures = traitlets.Dict({}).tag(sync=True)
    #: how many front-end messages Python has answered: it changes in the message that carries the
    #: answer (the redraw, or why a click was refused), and the front-end drops its "waiting" look
    answered = traitlets.Int(0).tag(sync=True)

    _sent: dict[str, SentPicture] | None = None
    _whole_next = False  # the page asked for the pictures whole
    _page_spoke = False  # a message came from the page since its model was made

    def __init__(self, game: Any, *, seat: int | None = None,
                 policies: Mapping[int, Callable[[Any], Any]] | None = None,
                 hotseat: bool = False, hints: Callable[[str], str] | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.game = game
        #: the glossary's definitions of the words in a text (ui/teach.py), shown on hover over buttons and the prompt
        self.hints = hints
        self.seat = seat
        self.policies: dict[int, Callable[[Any], Any]] = dict(policies or {})
        self.hotseat = bool(hotseat)
        self._viewer: int | None = None  # hot seat: who sits at the device now
        self._shown: Any = None  # None: the live game; else a snapshot from game.at(k)
        self._actions: list[Any] = []
        self._observers: list[ChangeCallback] = []
        self._held: list[list[Any]] | None = None  # while answering the front-end: observer calls to make after
        self.chart: Any = None  # a TrackChart hosted in this board's view (the explorer sets it)
        self._seen = len(game.log)
        # Answers prepared while the page is idle (see prepare_answers): button number -> answer, for the state
        # named by _ready_for; the buttons still to prepare; the kernel loop's call that prepares the next one.
        self._ready: dict[int, dict[str, Any]] = {}
        self._ready_for: tuple[Any, ...] | None = None
        self._to_prepare: list[int] = []
        self._prep_call: asyncio.TimerHandle | None = None
        self._ready_used = 0  # clicks answered from a prepared answer (tests)
        # Answers sent ahead to the page (see _send_ahead): the page's state they apply to, the buttons sent, the
        # buttons prepared and waiting to go, the bytes sent for this state; clicks the page drew from one (tests).
        self._ahead_key: tuple[int, int, int, int] | None = None
        self._ahead_sent: set[int] = set()
        self._ahead_queue: list[int] = []
        self._ahead_bytes = 0
        self._ahead_right = 0
        self._ahead_wrong = 0
        self.add_class("tnb-board")
        self.on_msg(self._receive)
        if self.policies:
            self._run_bots()
        self.show()

    # -- what the page is sent ---------------------------------------------------------
    @traitlets.observe("svg", "chart_svg")
    def _picture_changed(self, _change: Any) -> None:
        self.pictures = {"changed": self.pictures.get("changed", 0) + 1}

    def get_state(self, key: Any = None, drop_defaults: bool = False) -> dict[str, Any]:
        """The widget's state for the page, with the pictures as the page needs them.

        With ``key=None`` (a new model: a view opened, a reload, Voilà) each picture goes whole, and
        goes on going whole until the page sends its first message: the page's copy is set up only once
        the front-end code has loaded (anywidget's ``initialize``), and the messages before that are not
        seen. With the keys that changed, a changed picture goes as the changes from the page's copy.
        """
        state = super().get_state(key, drop_defaults=drop_defaults)  # (asked so by a page fetching every state)
        if "pictures" in state:
            if key is None:
                self._page_spoke = False
            whole = self._whole_next or not self._page_spoke
            self._whole_next = False
            if self._sent is None:
                self._sent = {"board": SentPicture(), "chart": SentPicture()}
            state["pictures"] = {name: self._sent[name].update(text, whole)
                                 for name, text in (("board", self.svg), ("chart", self.chart_svg))}
        out: dict[str, Any] = state
        return out

    # -- who is looking ------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """The seat whose view is shown (None: everything, the teacher's view)."""
        if self.seat is not None:
            return self.seat
        return self._viewer if self.hotseat else None

    @property
    def covered(self) -> bool:
        """Hot seat: the table is hidden until the next player says they sit at the device."""
        return self._covered_in(self.game)

    def _covered_in(self, game: Any) -> bool:
        if not self.hotseat:
            return False
        who = self._who_in(game)
        return who is not None and who not in self.policies and who != self._viewer

    def _who(self) -> int | None:
        return self._who_in(self.game)

    @staticmethod
    def _who_in(game: Any) -> int | None:
        d = getattr(game, "pending", None)
        return None if d is None or getattr(game, "is_over", False) else getattr(d, "who", None)

    # -- what is shown -------------------------------------------------------------
    @property
    def live(self) -> bool:
        """True when the board shows the live game (its targets can be clicked)."""
        return self._shown is None

    @property
    def step(self) -> int:
        """The step (number of events) of the state on display."""
        shown = self.game if self._shown is None else self._shown
        return len(shown.log)

    def show(self, state: Any = None) -> None:
        """Display ``state`` (a snapshot such as ``game.at(k)``) or, with no argument, the live game.

        A snapshot is shown without targets; the game itself is never changed.
        """
        if state is None or state is self.game:
            self._shown = None
            self._draw_live(keep_message=self.message_tone == "error")
            return
        if self.covered:
            return  # the next player has not sat down: no history either
        self._shown = state
        with self.hold_sync():
            self.svg = P.svg_for(state, self.viewer)
            self.targets = []
            self.past = True
            self.drawn = len(state.log)
            total = len(self.game.log)
            self.panel = {"past": True, "who": "", "prompt": f"Step {len(state.log)} of {total} is shown.",
                          "section": "", "groups": [], "at": {},
                          "note": "Go to the latest step (To end) to play."}
            self._say(f"Showing step {len(state.log)} of {total}; go to the latest step to play.", "info")

    def refresh(self) -> None:
        """Redraw the live game (after it changed outside the board)."""
        self._seen = len(self.game.log)
        self.show()

    def _draw_live(self, keep_message: bool = False, view: dict[str, Any] | None = None) -> None:
        """Show the live game: ``view`` (a prepared ``_live_view`` of it) or its view worked out now."""
        game = self.game
        self._seen = len(game.log)
        if view is None:
            view = self._live_view(game)
        with self.hold_sync():
            self.past = False
            self.drawn = len(game.log)
            self._show_view(view)
            if view.get("cover") or (not keep_message and self.message_tone != "error"):
                self._say("", "")

    def _show_view(self, view: dict[str, Any]) -> None:
        self._actions = view["actions"]
        self.svg = view["svg"]
        self.panel = view["panel"]
        self.targets = view.get("targets", [])
        if view.get("cover"):
            self.feedback = []  # (the last move's sentences are the last player's)

    def _live_view(self, game: Any) -> dict[str, Any]:
        """What the board shows of ``game`` (the live game, or a copy of it played on): its picture as the
        viewer may see it, the panel, the actions its buttons stand for and the live targets."""
        if self._covered_in(game):
            name = P.seat_name(game, self._who_in(game))
            return {"cover": True, "actions": [], "svg": _cover_svg(name),
                    "panel": {"cover": name, "who": name, "prompt": f"Pass the device to {name}.", "section": "",
                              "groups": [], "at": {}, "note": ""}}
        panel, actions = self._panel_of(game)
        return {"actions": actions, "svg": P.svg_for(game, self.viewer), "panel": panel,
                "targets": sorted(panel.get("at", {}))}

    def _panel(self) -> dict[str, Any]:
        panel, self._actions = self._panel_of(self.game)
        return panel

    def _panel_of(self, game: Any) -> tuple[dict[str, Any], list[Any]]:
        d = getattr(game, "pending", None)
        if getattr(game, "is_over", False) or d is None:
            result = getattr(game, "result", None)
            over = getattr(game, "is_over", False)
            last = next((e for e in reversed(game.log) if getattr(e, "kind", "") == "game_over"), None)
            text = P.sentence_for(last, self.viewer) if last is not None else ("The game is over." if over else "")
            return {"over": bool(over or result), "who": "", "prompt": text or "Nobody is to decide.",
                    "section": "", "groups": [], "at": {}, "note": ""}, []
        who = getattr(d, "who", None)
        name = P.seat_name(game, who) if who is not None else "The table"
        base = {"who": name, "prompt": str(getattr(d, "prompt", "")), "section": str(getattr(d, "section", "")),
                "kind": str(getattr(d, "kind", ""))}
        hints = self.hints
        if hints is not None and (said := hints(base["prompt"])):
            base["hint"] = said
        viewer = self.viewer
        if viewer is not None and who is not None and who != viewer:
            bot = who in self.policies
            return {**base, "groups": [], "at": {}, "waiting": True,
                    "note": f"{name} decides ({'a bot' if bot else 'not your seat'})."}, []
        actions = P.legal(game)
        offered = set(P.board_targets(game))
        aims = [P.targets_of(game, a, offered) for a in actions]
        at: dict[str, list[int]] = {}
        for i, ts in enumerate(aims):
            for t in ts:
                at.setdefault(t, []).append(i)
        if not P._kernel_default(game, "actions_at") and hasattr(game, "actions_at"):
            index = {a: i for i, a in enumerate(actions)}
            for t in offered:
                found = [index[a] for a in game.actions_at(t) if a in index]
                if found:
                    at[t] = found
        for t in offered:  # a game whose actions name no field: its own click stands for the target
            if t not in at and not actions:
                at[t] = []
        groups = [{"title": title, "actions": [self._button(i, P.describe(game, actions[i]), aims[i]) for i in idx]}
                  for title, idx in P.grouped(game, actions)]
        note = "" if actions or at else "Nothing can be done here now."
        return {**base, "groups": groups, "at": at, "note": note, "count": len(actions)}, actions

    def _button(self, i: int, label: str, aims: list[str]) -> list[Any]:
        """A button of the panel: ``[number, words, targets]``, and the definitions of its words when there are any."""
        said = self.hints(label) if self.hints is not None else ""
        return [i, label, aims, said] if said else [i, label, aims]

    # -- playing -------------------------------------------------------------------
    def actions(self) -> list[Any]:
        """The actions the panel offers now (index = the button's number)."""
        return list(self._actions)

    def actions_at(self, target: str) -> list[Any]:
        """The actions a click on ``target`` could mean (several: the board opens a menu)."""
        return [self._actions[i] for i in self.panel.get("at", {}).get(target, [])]

    def click(self, target: str) -> list[Any]:
        """A click on ``target``: plays it if it means exactly one action; returns the new events.

        A click with several meanings plays nothing (the front-end opens a menu; ``message``
        names them). A refused click changes nothing and says why in ``message``.
        """
        if self._shown is not None:
            self._say("This is an earlier step; go to the latest step to play.", "error")
            return []
        if self._stale():
            return []
        meant = self.actions_at(target)
        if len(meant) == 1:
            return self.act(self.panel["at"][target][0])
        if len(meant) > 1:
            words = "; ".join(P.describe(self.game, a) for a in meant)
            self._say(f"{target.split(':')[-1]} could mean {len(meant)} actions: {words}. Choose one.", "info")
            return []
        if not self._actions and hasattr(self.game, "click") and target in self.targets:
            return self._play(lambda: self.game.click(target))  # a game without legal_actions()
        self._say(self._why_not(target), "error")
        return []

    def act(self, action: Any) -> list[Any]:
        """Play ``action`` (a legal action, or a button's number) for the pending decision."""
        if self._shown is not None:
            self._say("This is an earlier step; go to the latest step to play.", "error")
            return []
        index = None
        if isinstance(action, int):
            if not 0 <= action < len(self._actions):
                self._say(f"There is no button {action} now.", "error")
                return []
            index, action = action, self._actions[action]
        return self._play(lambda: self.game.play(action), index)

    @property
    def undo_keeps_secrets(self) -> bool:
        """Whether this board's undo leaves chance's results standing: whenever someone plays a seat (a seat's
        view, bots, a shared device; a solo game too, whose deck would otherwise be previewed). Only the teacher's
        view, which shows everything, takes back exactly."""
        return self.seat is not None or bool(self.policies) or self.hotseat

    def undo(self) -> bool:
        """Take back the last move of a person (and the bots' moves after it); True if something was taken back.

        When someone plays a seat (``undo_keeps_secrets``), a move that showed what chance decided (a die, a
        shuffle, a card off a shuffled pile) stands, and the board says why (``Game.undo(keep_secrets=True)``):
        taken back, it would show the same again, a preview of hidden cards. With everything shown (a teacher),
        undo is exact."""
        game = self.game
        if self._shown is not None:
            self._say("This is an earlier step; go to the latest step to take a move back.", "error")
            return False
        n = 0
        for i in range(len(game.actions) - 1, -1, -1):  # back to the last decision a person answered
            n += 1
            d = game.at(game._marks[i]).pending
            if d is not None and getattr(d, "who", None) not in self.policies:
                break
        else:
            n = 0
        if n == 0:
            self._say("There is no move of yours to take back.", "error")
            return False
        try:
            game.undo(n, keep_secrets=self.undo_keeps_secrets)
        except ValueError as error:
            self._say(self._refusal(error), "error")
            return False
        if self.hotseat:
            self._viewer = None  # whoever answers now sits down again (the table is covered until then)
        self._ready, self._ready_for, self._to_prepare = {}, None, []
        with self.hold_sync():
            self.feedback = []
            self.refresh()
            self._say(f"Took back {n} move{'s' if n > 1 else ''}.", "info")
        self._notify([])
        return True

    def reveal(self) -> None:
        """Hot seat: the next player sits at the device; show the table as they may see it."""
        if self.hotseat:
            self._viewer = self._who()
            self._draw_live()

    def _play(self, move: Callable[[], Any], index: int | None = None) -> list[Any]:
        ready = self._ready_answer(index)
        mark = len(self.game.log)
        try:
            move()
        except ValueError as error:  # the IllegalAction family: nothing changed
            self._say(self._refusal(error), "error")
            self._draw_live(keep_message=True)
            return []
        self._run_bots()
        events = list(self.game.log[mark:])
        if ready is not None and not _same_events(events, ready["events"]):
            ready = None  # (the game was changed behind the board's back, e.g. dice scripted in a cell)
        with self.hold_sync():  # one message to the front-end: board, panel, feedback and chart together
            self._say("", "")
            if ready is None:
                self.feedback = self._sentences(events)
                self._draw_live()
                if self.chart is not None:  # the chart drawn in this board's view goes in the same message
                    self.chart.set_step(len(self.game.log))
            else:  # prepared while the page was idle: the same pictures, panel and sentences, worked out already
                self._ready_used += 1
                self.feedback = ready["feedback"]
                self._draw_live(view=ready["view"])
                if self.chart is not None:
                    self.chart.take_drawn(len(self.game.log), *ready["chart"])
        self._notify(events)  # then the stepper (its slider is slow to redraw)
        return events

    # -- answers prepared while the page is idle ---------------------------------------
    def prepare_answers(self, limit: int | None = None) -> int:
        """Work out now what the board will show after each button of the panel (its picture, panel, sentences
        and chart), each on a copy of the game; returns how many were worked out.

        A click on a prepared button then plays the move and sends what was prepared, once the move's events are
        seen to be the prepared ones (so a game changed behind the board's back is drawn afresh). In a kernel the
        board prepares them by itself after each answer, one button per turn of the event loop, while the page
        draws; a board with bots (whose policies must not be called on copies) or showing an earlier step
        prepares nothing.
        """
        if not self._start_preparing():
            return 0
        done = 0
        while self._to_prepare and (limit is None or done < limit):
            self._queue_ahead(self._prepare_one())
            done += 1
        self._send_ahead()
        return done

    def _ready_key(self) -> tuple[Any, ...]:
        game = self.game
        return (game.log, len(game.log), self.seat, self._viewer, self.hotseat, len(self.policies))

    def _is_ready_for(self, key: tuple[Any, ...]) -> bool:
        was = self._ready_for
        return was is not None and was[0] is key[0] and was[1:] == key[1:]

    def _ready_answer(self, index: int | None) -> dict[str, Any] | None:
        if index is None or not self._ready or not self._is_ready_for(self._ready_key()):
            return None
        return self._ready.get(index)

    def _start_preparing(self) -> bool:
        """Start preparing the answers of the state on display if it is not the one prepared; False: nothing
        is to be prepared (bots, an earlier step, a snapshot, no buttons)."""
        if (self.policies or self._shown is not None or not self._actions or getattr(self.game, "frozen", False)
                or self._seen != len(self.game.log)):
            self._ready, self._ready_for, self._to_prepare = {}, None, []
            self._ahead_queue = []
            return False
        key = self._ready_key()
        if not self._is_ready_for(key):
            self._ready, self._ready_for, self._to_prepare = {}, key, list(range(min(len(self._actions), _PREPARE_MAX)))
            self._ahead_queue = []
        return True

    def _prepare_one(self) -> int | None:
        """Prepare the next button's answer; returns its number (None: the move was refused)."""
        i = self._to_prepare.pop(0)
        copy = self.game.copy()
        mark = len(copy.log)
        rng = getattr(copy, "rng", None)
        luck = rng.getstate() if rng is not None else None
        try:
            copy.play(self._actions[i])
        except ValueError:
            return None  # refused: a click on it will say why
        # Known ahead: no die, shuffle or card off a secret pile in the move, no random number drawn at all
        known = not learned_by_chance(copy.log, mark) and (rng is None or rng.getstate() == luck)
        view = self._live_view(copy)
        chart = self.chart.drawn_after(copy) if self.chart is not None else None
        if self._sent is not None:  # the changes from the page's copy of the pictures
            self._sent["board"].prepare(view["svg"])
            if chart is not None:
                self._sent["chart"].prepare(chart[0])
        self._ready[i] = {"events": copy.log[mark:], "view": view, "chart": chart, "step": len(copy.log),
                          "feedback": self._sentences(copy.log[mark:]), "known": known}
        return i

    def _prepare_later(self) -> None:
        """Prepare the next answers in the kernel's idle time: one button per turn of its event loop, so that a
        click coming meanwhile waits for one at most. (Not in the browser's own Python, JupyterLite: its one
        thread is the page's.)"""
        if sys.platform == "emscripten":
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        if self._prep_call is not None:
            self._prep_call.cancel()
        self._prep_call = loop.call_later(_PREPARE_AFTER, self._prepare_step)

    def _prepare_step(self) -> None:
        self._prep_call = None
        try:
            if not self._start_preparing() or not self._to_prepare:
                return
            self._queue_ahead(self._prepare_one())
            if len(self._ahead_queue) >= _AHEAD_BATCH or not self._to_prepare:
                self._send_ahead()
        except Exception:  # noqa: BLE001 - a guess that failed: the click will compute its answer as ever
            self._ready, self._ready_for, self._to_prepare, self._ahead_queue = {}, None, [], []
            return
        if self._to_prepare:
            self._prep_call = asyncio.get_running_loop().call_later(0, self._prepare_step)

    # -- answers sent ahead to the page ---------------------------------------------------
    # In the teacher's view (no seat, no hot seat, no bots) the page holds everything the board shows, so an answer
    # that no chance decided (no die, shuffle or card off a secret pile) tells it nothing new. Those answers go to the
    # page once prepared, in small batches; a click on such a button draws its answer at once, from the page's copy,
    # and Python plays the move as ever. Its answer then finds the page holding the same values (nothing to redraw),
    # or, if the move came out otherwise (the game was changed in another cell), sends the whole state again.
    def _may_send_ahead(self) -> bool:
        return (self.seat is None and not self.hotseat and self._viewer is None and not self.policies
                and self._shown is None and self._sent is not None and self._page_spoke and not self._whole_next
                and sys.platform != "emscripten")

    def _page_key(self) -> tuple[int, int, int, int]:
        """The page's state an answer sent ahead applies to: Python's answers counted, the step drawn and the
        revisions of the two pictures."""
        assert self._sent is not None  # (the page holds pictures before anything is sent ahead)
        return (self.answered, self.drawn, self._sent["board"].rev, self._sent["chart"].rev)

    def _queue_ahead(self, index: int | None) -> None:
        if index is not None and self._ready[index]["known"] and self._may_send_ahead():
            self._ahead_queue.append(index)

    def _wire_answer(self, ready: dict[str, Any]) -> dict[str, Any]:
        """The state values (``_ANSWER_KEYS``) the click's answer will send, as the page is to set them."""
        assert self._sent is not None
        view, chart = ready["view"], ready["chart"]
        wire = {"message": "", "message_tone": "", "feedback": ready["feedback"], "panel": view["panel"],
                "targets": view.get("targets", []), "drawn": ready["step"], "past": False,
                "pictures": {"board": self._sent["board"].peek(view["svg"]),
                             "chart": self._sent["chart"].peek(chart[0] if chart is not None else self.chart_svg)}}
        assert wire.keys() == set(_ANSWER_KEYS)
        return wire

    def _send_ahead(self) -> None:
        queue, self._ahead_queue = self._ahead_queue, []
        if not queue or not self._may_send_ahead():
            return
        key = self._page_key()
        if key != self._ahead_key:
            self._ahead_key, self._ahead_sent, self._ahead_bytes = key, set(), 0
        answers = []
        for i in queue:
            if i in self._ahead_sent or i not in self._ready:
                continue
            wire = self._wire_answer(self._ready[i])
            size = len(json.dumps(wire))
            if self._ahead_bytes + size > _AHEAD_BYTES:
                break
            self._ahead_bytes += size
            self._ahead_sent.add(i)
            answers.append([i, wire])
        if answers:
            self.send({"type": "ahead", "key": list(key), "answers": answers})

    def _guessed_right(self, guess: Any, index: Any) -> bool:
        """Before playing: whether the answer the page drew for button ``index`` (sent ahead under ``guess``) is the
        one a prepared answer of this state gives."""
        return (isinstance(index, int) and self._ahead_key is not None and guess == list(self._ahead_key)
                and self._page_key() == self._ahead_key and index in self._ahead_sent
                and self._seen == len(self.game.log) and self._is_ready_for(self._ready_key()))

    def _skip_guessed(self, guess: Any) -> None:
        """The page drew an answer sent ahead that is not the one Python gives: its pictures go whole next, under
        revisions it cannot hold already."""
        if self._sent is None:
            return
        for k, name in ((2, "board"), (3, "chart")):
            ok = isinstance(guess, list) and len(guess) == 4 and isinstance(guess[k], int)
            self._sent[name].skip_past((guess[k] if ok else self._sent[name].rev) + 1)
        self._whole_next = True

    def _notify(self, events: list[Any]) -> None:
        if self._held is not None:  # answering the front-end: after the answer has gone out
            self._held.append(events)
            return
        for callback in list(self._observers):
            callback(events)

    def _run_bots(self) -> None:
        game = self.game
        for _ in range(_BOT_LIMIT):
            who = self._who()
            if who is None or who not in self.policies:
                return
            game.play(self.policies[who](game))

    def _sentences(self, events: list[Any]) -> list[list[str]]:
        viewer = self.viewer
        out = [[P.sentence_for(e, viewer), str(getattr(e, "section", "") or "")]
               for e in events if getattr(e, "kind", "") not in _QUIET]
        if len(out) > _FEEDBACK_MAX:
            extra = len(out) - _FEEDBACK_MAX + 1
            out = out[:_FEEDBACK_MAX - 1] + [[f"… and {extra} more (see the stepper)", ""]]
        return out

    def _refusal(self, error: ValueError) -> str:
        reason = getattr(error, "reason", None)
        rule = getattr(error, "rule", None)
        if reason:
            return f"Not allowed: {reason}" + (f" (rule: {rule})" if rule else "")
        return str(error) or "That cannot be played now."

    def _why_not(self, target: str) -> str:
        game = self.game
        d = getattr(game, "pending", None)
        if getattr(game, "is_over", False):
            return "The game is over."
        viewer = self.viewer
        if d is not None and viewer is not None and getattr(d, "who", None) != viewer:
            # Not this seat's decision: the game's own refusal would say what the deciding seat may do there
            # ("2 actions aim at China: Nuke China with the nuclear card"), hence its secrets (issue #32, 2).
            who = P.seat_name(game, getattr(d, "who", None))
            return f"Nothing you may do now aims at {target.split(':')[-1]}: {who} decides now (not your seat)."
        try:
            if hasattr(game, "action_for_target") and not P._kernel_default(game, "action_for_target"):
                game.action_for_target(target)
        except ValueError as error:
            return self._refusal(error)
        if d is not None:
            who = P.seat_name(game, getattr(d, "who", None))
            sec = getattr(d, "section", "")
            return (f"Nothing you may do now aims at {target.split(':')[-1]}: {who} must {getattr(d, 'prompt', '')}"
                    + (f" (rule: {sec})" if sec else "") + ".")
        return f"Nothing can be done at {target.split(':')[-1]} now."

    def _stale(self) -> bool:
        """The game moved on in another cell since the board was drawn: catch up, play nothing."""
        n = len(self.game.log)
        if n == self._seen:
            return False
        self._seen = n
        self._draw_live()
        self._say("The game changed in another cell; the board now shows where it is. Choose again.", "info")
        self._notify([])
        return True

    def on_change(self, callback: ChangeCallback, remove: bool = False) -> None:
        """Call ``callback(new_events)`` after every move played here (or stop, with ``remove=True``)."""
        if remove:
            self._observers.remove(callback)
        else:
            self._observers.append(callback)

    def _receive(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Front-end messages: ``click`` (a target), ``act`` (a button), ``reveal`` (hot seat), and
        ``pictures`` (the page's copy of the pictures is not the one the last changes apply to).

        Every message is answered with one state message: what changed (board, panel, feedback,
        chart, message) and ``answered`` counted up, even when nothing changed. The observers (the
        stepper) are told afterwards, on the next turn of the kernel's event loop, so that the board's
        message goes out first and the stepper's work does not hold it up.

        No garbage collection runs between the click and its answer: a move makes enough objects to
        start one or two (0.4 ms each, a few ms for an older generation, in a kernel's large heap), and
        the collector is switched back on (if it was on) on the same later turn, once the answer is out.
        """
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        self._page_spoke = True
        if kind == "pictures":  # the page's copy is not the one the changes apply to: send them whole
            self._whole_next = True
            self.send_state("pictures")
            return
        guess = content.get("ahead") if kind == "act" else None  # the page drew an answer sent ahead
        right = guess is not None and self._guessed_right(guess, content.get("index"))
        if guess is not None and not right:
            self._skip_guessed(guess)
        used = self._ready_used
        held: list[list[Any]] = []
        self._held = held
        collecting = gc.isenabled()
        gc.disable()
        try:
            with self.hold_sync():
                try:
                    if kind == "click" and isinstance(content.get("target"), str):
                        self.click(content["target"])
                    elif kind == "act" and isinstance(content.get("index"), int):
                        if self._shown is None and not self._stale():
                            self.act(content["index"])
                    elif kind == "reveal":
                        self.reveal()
                finally:
                    self.answered += 1
        finally:
            self._held = None
            if collecting:
                _after_answer(gc.enable)
        if guess is not None:
            if right and self._ready_used == used + 1:
                self._ahead_right += 1
            else:  # a wrong guess: the page set values this answer did not send; all of them go again
                self._ahead_wrong += 1
                if right:  # (the move came out otherwise than prepared)
                    self._skip_guessed(guess)
                self.send_state([*_ANSWER_KEYS, "answered"])
        if held:
            def tell() -> None:
                for events in held:
                    self._notify(events)
            _after_answer(tell)
        self._prepare_later()

    def _say(self, text: str, tone: str) -> None:
        with self.hold_sync():
            self.message = text
            self.message_tone = tone if text else ""

    def static_html(self) -> str:
        """The board as plain HTML (no kernel needed): the picture and what is to decide."""
        p = self.panel
        lines = [f"<b>{_html.escape(str(p.get('who', '')))}</b> {_html.escape(str(p.get('prompt', '')))}"]
        if p.get("section"):
            lines.append(f"<i>({_html.escape(str(p['section']))})</i>")
        return (f"<div class='tnb-static-board'>{self.svg}<div style='font-family:sans-serif;font-size:13px'>"
                + " ".join(lines) + "</div></div>")

    def __repr__(self) -> str:
        return f"Board(game={getattr(self.game, 'title', type(self.game).__name__)!r}, step={self.step})"
