"""Issue #33's first finding: a page that asks the kernel for every widget's state at once (Voilà, a reload in
JupyterLab or JupyterLite: the "request_states" message of ipywidgets' control comm) is answered.

ipywidgets calls ``get_state(drop_defaults=...)`` on every widget; the board's ``get_state`` took no such
argument, so the answer failed and the page waited out its timeout before fetching the widgets one by one.
Here each app is built and ipywidgets' own handler answers the request, as the kernel does for a page.
"""

from __future__ import annotations

import pytest
from ipywidgets.widgets import widget as widget_module

from tabletop_nb.core import declared_games
from tabletop_nb.ui import app


class _Comm:
    def __init__(self) -> None:
        self.sent: list[dict] = []

    def send(self, data, buffers=None) -> None:
        self.sent.append(data)


@pytest.mark.parametrize("key", sorted(declared_games()))
def test_every_widget_of_an_app_answers_the_pages_request_for_all_states(key, monkeypatch):
    a = app(declared_games()[key], seed=1)
    board = a.explorer.board
    comm = _Comm()
    monkeypatch.setattr(widget_module.Widget, "_control_comm", comm)
    widget_module.Widget._handle_control_comm_msg({"content": {"data": {"method": "request_states"}}})
    (reply,) = comm.sent
    assert reply["method"] == "update_states"
    states = reply["states"]
    assert board.model_id in states and a.model_id in states
    pictures = states[board.model_id]["state"]["pictures"]
    assert pictures["board"] and "<svg" in str(pictures["board"])  # the board's picture goes whole to a new page


def test_the_board_drops_defaults_as_ipywidgets_does():
    from tabletop_nb.wotw import WotWGame

    board = app(WotWGame, seed=1).explorer.board
    full = board.get_state()
    lean = board.get_state(drop_defaults=True)
    assert set(lean) <= set(full) and lean["pictures"]["board"]
