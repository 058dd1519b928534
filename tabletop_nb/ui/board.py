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
from collections.abc import Callable, Mapping
from typing import Any

import anywidget
import ipywidgets
import traitlets

from . import protocol as P
from ._assets import front_end_text
from .pictures import SentPicture

ChangeCallback = Callable[[list[Any]], None]

_QUIET = ("decision", "flow_set")  # events that are bookkeeping, not something a player reads
_FEEDBACK_MAX = 14
_BOT_LIMIT = 20_000


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
                 hotseat: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.game = game
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
        self.add_class("tnb-board")
        self.on_msg(self._receive)
        if self.policies:
            self._run_bots()
        self.show()

    # -- what the page is sent ---------------------------------------------------------
    @traitlets.observe("svg", "chart_svg")
    def _picture_changed(self, _change: Any) -> None:
        self.pictures = {"changed": self.pictures.get("changed", 0) + 1}

    def get_state(self, key: Any = None) -> dict[str, Any]:
        """The widget's state for the page, with the pictures as the page needs them.

        With ``key=None`` (a new model: a view opened, a reload, Voilà) each picture goes whole, and
        goes on going whole until the page sends its first message: the page's copy is set up only once
        the front-end code has loaded (anywidget's ``initialize``), and the messages before that are not
        seen. With the keys that changed, a changed picture goes as the changes from the page's copy.
        """
        state = super().get_state(key)
        if "pictures" in state:
            if key is None:
                self._page_spoke = False
            whole = self._whole_next or not self._page_spoke
            self._whole_next = False
            if self._sent is None:
                self._sent = {"board": SentPicture(), "chart": SentPicture()}
            state["pictures"] = {name: self._sent[name].update(text, whole)
                                 for name, text in (("board", self.svg), ("chart", self.chart_svg))}
        return state

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
        if not self.hotseat:
            return False
        who = self._who()
        return who is not None and who not in self.policies and who != self._viewer

    def _who(self) -> int | None:
        d = getattr(self.game, "pending", None)
        return None if d is None or getattr(self.game, "is_over", False) else getattr(d, "who", None)

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

    def _draw_live(self, keep_message: bool = False) -> None:
        game = self.game
        self._seen = len(game.log)
        with self.hold_sync():
            self.past = False
            self.drawn = len(game.log)
            if self.covered:
                name = P.seat_name(game, self._who())
                self._actions = []
                self.svg = _cover_svg(name)
                self.targets = []
                self.feedback = []
                self.panel = {"cover": name, "who": name, "prompt": f"Pass the device to {name}.", "section": "",
                              "groups": [], "at": {}, "note": ""}
                self._say("", "")
                return
            viewer = self.viewer
            self.svg = P.svg_for(game, viewer)
            self.panel = self._panel()
            self.targets = sorted(self.panel.get("at", {}))
            if not keep_message and self.message_tone != "error":
                self._say("", "")

    def _panel(self) -> dict[str, Any]:
        game = self.game
        d = getattr(game, "pending", None)
        if getattr(game, "is_over", False) or d is None:
            self._actions = []
            result = getattr(game, "result", None)
            over = getattr(game, "is_over", False)
            last = next((e for e in reversed(game.log) if getattr(e, "kind", "") == "game_over"), None)
            text = P.sentence_for(last, self.viewer) if last is not None else ("The game is over." if over else "")
            return {"over": bool(over or result), "who": "", "prompt": text or "Nobody is to decide.",
                    "section": "", "groups": [], "at": {}, "note": ""}
        who = getattr(d, "who", None)
        name = P.seat_name(game, who) if who is not None else "The table"
        base = {"who": name, "prompt": str(getattr(d, "prompt", "")), "section": str(getattr(d, "section", "")),
                "kind": str(getattr(d, "kind", ""))}
        viewer = self.viewer
        if viewer is not None and who is not None and who != viewer:
            self._actions = []
            bot = who in self.policies
            return {**base, "groups": [], "at": {}, "waiting": True,
                    "note": f"{name} decides ({'a bot' if bot else 'not your seat'})."}
        actions = P.legal(game)
        self._actions = actions
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
        groups = [{"title": title, "actions": [[i, P.describe(game, actions[i]), aims[i]] for i in idx]}
                  for title, idx in P.grouped(game, actions)]
        note = "" if actions or at else "Nothing can be done here now."
        return {**base, "groups": groups, "at": at, "note": note, "count": len(actions)}

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
            return self.act(meant[0])
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
        if isinstance(action, int):
            if not 0 <= action < len(self._actions):
                self._say(f"There is no button {action} now.", "error")
                return []
            action = self._actions[action]
        return self._play(lambda: self.game.play(action))

    def reveal(self) -> None:
        """Hot seat: the next player sits at the device; show the table as they may see it."""
        if self.hotseat:
            self._viewer = self._who()
            self._draw_live()

    def _play(self, move: Callable[[], Any]) -> list[Any]:
        mark = len(self.game.log)
        try:
            move()
        except ValueError as error:  # the IllegalAction family: nothing changed
            self._say(self._refusal(error), "error")
            self._draw_live(keep_message=True)
            return []
        self._run_bots()
        events = list(self.game.log[mark:])
        with self.hold_sync():  # one message to the front-end: board, panel, feedback and chart together
            self._say("", "")
            self.feedback = self._sentences(events)
            self._draw_live()
            if self.chart is not None:  # the chart drawn in this board's view goes in the same message
                self.chart.set_step(len(self.game.log))
        self._notify(events)  # then the stepper (its slider is slow to redraw)
        return events

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
        if held:
            def tell() -> None:
                for events in held:
                    self._notify(events)
            _after_answer(tell)

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
