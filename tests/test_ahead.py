"""Answers sent ahead to the page (tabletop_nb/ui/board.py ``_send_ahead``, widgets/board.js ``takeAhead``).

In the teacher's view, the board sends the page the answer of each button whose move no chance decides; a click on
it is drawn at once from that copy, and Python's answer must then find the page holding exactly the values it
sends (so nothing is redrawn twice), or, when the move came out otherwise, send the whole state again.

These tests play the page's part in Python: a model of what the page holds (its state values and its copies of
the two pictures, rebuilt from the changes as board.js does), with Backbone's rule that a value equal to the one
held changes nothing.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest

from tabletop_nb.core import RandomPolicy, declared_games, learned_by_chance
from tabletop_nb.ui import explore
from tabletop_nb.ui.pictures import fragments, rebuild

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
from counting import chance_outcomes  # noqa: E402  (the benchmarks' own, independent list of chance events)

GAMES = sorted(declared_games())  # every declared game: ours and any other package's
SHOWN = ("targets", "message", "message_tone", "panel", "feedback", "drawn", "past", "answered")


def _game(key: str, seed: int):
    cls = declared_games()[key]
    return cls(seed=seed, **dict(getattr(cls, "CONTRACT_SETUP", {})))


class Page:
    """What the page holds of one board model, and what it was sent."""

    def __init__(self, board) -> None:
        self.board = board
        self.updates: list[dict[str, Any]] = []
        self.ahead: tuple[str, dict[int, dict[str, Any]]] | None = None
        self.model: dict[str, Any] = {}
        self.pics = {"board": (-1, [""]), "chart": (-1, [""])}
        self.changed: list[str] = []  # the keys whose value changed (what the page redraws)
        self.lost = False
        board._send = self._receive_from_python  # every message of the widget's comm comes here
        self._set(board.get_state())
        board._page_spoke = True

    # -- Python -> page
    def _receive_from_python(self, msg: dict[str, Any], buffers: Any = None) -> None:
        if msg.get("method") == "custom":
            c = msg["content"]
            assert c["type"] == "ahead"
            key = ",".join(map(str, c["key"]))
            if self.ahead is None or self.ahead[0] != key:
                self.ahead = (key, {})
            for i, answer in c["answers"]:
                self.ahead[1][i] = answer
        elif msg.get("method") == "update":
            self.updates.append(msg["state"])
            self._set(msg["state"])

    def _set(self, state: dict[str, Any]) -> None:
        for k, v in state.items():
            if k in self.model and self.model[k] == v:
                continue  # Backbone: an equal value is no change
            self.model[k] = v
            self.changed.append(k)
            if k == "pictures":
                self._take(v)

    def _take(self, sent: dict[str, Any]) -> None:
        for name in ("board", "chart"):
            e = sent.get(name)
            rev, parts = self.pics[name]
            if not e or e["rev"] == rev:
                continue
            if "full" in e:
                self.pics[name] = (e["rev"], fragments(e["full"]))
            elif "d" in e and e["base"] == rev:
                self.pics[name] = (e["rev"], rebuild(parts, e["d"]))
            else:
                self.lost = True

    def picture(self, name: str) -> str:
        return "><".join(self.pics[name][1])

    # -- page -> Python
    def key(self) -> str:
        return ",".join(map(str, [self.model.get("answered", 0), self.model["drawn"], self.pics["board"][0],
                                  self.pics["chart"][0]]))

    def click(self, index: int) -> bool:
        """Click button ``index`` as board.js does; True when it was drawn from an answer sent ahead."""
        msg: dict[str, Any] = {"type": "act", "index": index}
        answer = None
        if self.ahead is not None and not self.model.get("past") and self.ahead[0] == self.key():
            answer = self.ahead[1].get(index)
        if answer is not None:
            msg["ahead"] = [int(x) for x in self.ahead[0].split(",")]
            self.ahead = None
            self._set(answer)
        self.changed = []
        self.board._receive(self.board, msg, [])
        return answer is not None

    def holds_what_python_shows(self) -> None:
        b = self.board
        assert not self.lost
        assert self.picture("board") == b.svg
        assert self.picture("chart") == b.chart_svg
        for k in SHOWN:
            assert self.model[k] == getattr(b, k), k


def _play(key: str, seed: int, moves: int = 50, **kw) -> tuple[Page, int, int]:
    view = explore(_game(key, seed), **kw)
    page = Page(view.board)
    rng = random.Random(seed)
    drawn_ahead = plain = 0
    for _ in range(moves):
        if view.game.is_over or not view.board.actions():
            break
        view.board.prepare_answers()
        i = rng.randrange(len(view.board.actions()))
        if page.click(i):
            drawn_ahead += 1
            # Python's answer found the page holding what it sends: only the answer count changed
            assert page.changed == ["answered"], page.changed
        else:
            plain += 1
        page.holds_what_python_shows()
    return page, drawn_ahead, plain


@pytest.mark.parametrize("key", GAMES)
def test_a_click_drawn_ahead_leaves_nothing_for_pythons_answer_to_change(key: str) -> None:
    """Games of successive seeds until five clicks were drawn ahead (in a dice race almost every move rolls, so
    few are: how many a game offers is its own)."""
    drawn_ahead = 0
    for seed in range(5, 45):
        page, drawn, plain = _play(key, seed)
        assert page.board._ahead_right == drawn and page.board._ahead_wrong == 0
        drawn_ahead += drawn
        if drawn_ahead >= 5:
            break
    assert drawn_ahead >= 5, drawn_ahead


@pytest.mark.parametrize("key", GAMES)
def test_no_answer_is_sent_ahead_for_a_move_chance_decides(key: str) -> None:
    """Each answer sent ahead is a move whose events hold no chance outcome by the benchmarks' own count (dice,
    cards off a shuffled deck, revealed events), and that drew no random number."""
    view = explore(_game(key, 9))
    page = Page(view.board)
    rng = random.Random(2)
    sent = chance_moves = 0
    for _ in range(60):
        if view.game.is_over:
            break
        view.board.prepare_answers()
        ahead = page.ahead[1] if page.ahead is not None else {}
        for i, action in enumerate(view.board.actions()):
            copy = view.game.copy()
            mark = len(copy.log)
            luck = copy.rng.getstate()
            copy.play(action)
            tail = type("Log", (), {"log": copy.log[mark:]})()
            chancy = chance_outcomes(tail) > 0 or copy.rng.getstate() != luck or learned_by_chance(copy.log, mark)
            chance_moves += chancy
            if chancy:
                assert i not in ahead, f"button {i} ({action}) was sent ahead"
            sent += i in ahead
        page.click(rng.randrange(len(view.board.actions())))
    assert sent > 0
    if key != "tomorrow2023":  # (its draws come at the end of a turn, which random play reaches rarely here)
        assert chance_moves > 0


@pytest.mark.parametrize("kw", [{"seat": 0}, {"hotseat": True}, {"bots": {1: RandomPolicy(1)}}])
def test_nothing_is_sent_ahead_outside_the_teachers_view(kw: dict[str, Any]) -> None:
    """A seat's view, the hot seat and a table with bots: the page may not hold what an answer shows."""
    view = explore(_game("turmoil", 3), **kw)
    page = Page(view.board)
    rng = random.Random(4)
    for _ in range(20):
        if view.game.is_over or not view.board.actions():
            break
        view.board.prepare_answers()
        assert page.ahead is None
        assert not page.click(rng.randrange(len(view.board.actions())))
        page.holds_what_python_shows()


def test_a_wrong_guess_is_repaired_with_the_whole_state() -> None:
    """The game moves on in another cell after the answers went ahead: the page draws its guess, Python refuses the
    stale click and sends everything again, under picture revisions the page cannot hold already."""
    view = explore(_game("turmoil", 3))
    page = Page(view.board)
    view.board.prepare_answers()
    assert page.ahead is not None
    i = next(iter(page.ahead[1]))
    view.game.play(view.board.actions()[-1])  # behind the board's back
    assert page.click(i)
    assert view.board._ahead_wrong == 1 and view.board._ahead_right == 0
    page.holds_what_python_shows()
    assert "changed in another cell" in page.model["message"]
    # and play goes on, ahead again
    view.board.prepare_answers()
    assert page.click(0)
    page.holds_what_python_shows()
    assert view.board._ahead_right == 1


def test_answers_sent_ahead_stay_within_the_byte_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop_nb.ui import board as B

    monkeypatch.setattr(B, "_AHEAD_BYTES", 6_000)
    view = explore(_game("turmoil", 3))
    page = Page(view.board)
    view.board.prepare_answers()
    assert page.ahead is not None
    assert 0 < len(page.ahead[1]) < len(view.board.actions())
    assert view.board._ahead_bytes <= 6_000
    # a button not sent ahead is answered the usual way
    missing = next(i for i in range(len(view.board.actions())) if i not in page.ahead[1])
    assert not page.click(missing)
    page.holds_what_python_shows()
