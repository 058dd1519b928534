"""A stand-in for ``tabletop_nb.ui.explore`` that follows the same DOM contract.

Used by ``benchmarks/latency.py`` while the real game engine is not importable, and
handy for debugging the browser harness against a known-good page. It is *not* a
test of tabletop_nb: the tests in this folder run the real notebooks under notebooks/.

Contract mirrored here: a board anywidget (root class ``tnb-board``) rendering an
``<svg>`` whose clickable elements have class ``tnb-target`` and ``data-target``; a
message line ``.tnb-board-message``; a stepper ``.tnb-stepper`` with ``.tnb-step-back``,
``.tnb-step-next``, ``.tnb-step-end``, ``.tnb-step-slider`` and ``.tnb-step-log``; a
Plotly FigureWidget with class ``tnb-chart``.
"""

from __future__ import annotations

import json
from pathlib import Path

import anywidget
import ipywidgets as W
import traitlets

_ESM = r"""
function render({ model, el }) {
  el.classList.add("tnb-board");
  const holder = document.createElement("div");
  const msg = document.createElement("div");
  msg.className = "tnb-board-message";
  el.appendChild(holder);
  el.appendChild(msg);
  const draw = () => {
    holder.innerHTML = model.get("svg");
    msg.textContent = model.get("message");
    for (const t of holder.querySelectorAll(".tnb-target")) {
      t.addEventListener("click", () => model.send({ target: t.dataset.target }));
    }
  };
  model.on("change:svg", draw);
  model.on("change:message", draw);
  draw();
}
export default { render };
"""


class SampleBoard(anywidget.AnyWidget):
    _esm = _ESM
    svg = traitlets.Unicode("").tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)

    def __repr__(self) -> str:
        return "SampleBoard()"


def _svg(counts: list[int]) -> str:
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="360" height="80">']
    for i, n in enumerate(counts):
        fill = "#%02x8844" % min(255, 40 * n)
        parts.append(
            f'<circle class="tnb-target" data-target="slot-{i}" cx="{30 + 60 * i}" cy="40" '
            f'r="25" fill="{fill}"/><text x="{25 + 60 * i}" y="45" pointer-events="none">{n}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def sample_explore(slots: int = 6):
    """Return a VBox with board, stepper and chart wired together (pure toy rules)."""
    import plotly.graph_objects as go

    moves: list[int] = []
    pos = {"step": 0}
    board = SampleBoard()
    chart = go.FigureWidget(data=[go.Scatter(x=[0], y=[0], mode="lines+markers")])
    chart.update_layout(width=420, height=260, margin=dict(l=30, r=10, t=10, b=30))
    chart.add_class("tnb-chart")
    back = W.Button(description="Back")
    back.add_class("tnb-step-back")
    nxt = W.Button(description="Next")
    nxt.add_class("tnb-step-next")
    end = W.Button(description="End")
    end.add_class("tnb-step-end")
    slider = W.IntSlider(min=0, max=0, value=0)
    slider.add_class("tnb-step-slider")
    log = W.HTML("start")
    log.add_class("tnb-step-log")
    stepper = W.VBox([W.HBox([back, nxt, end, slider]), log])
    stepper.add_class("tnb-stepper")

    def redraw():
        step = pos["step"]
        counts = [0] * slots
        for m in moves[:step]:
            counts[m] += 1
        board.svg = _svg(counts)
        log.value = f"step {step}: " + (f"token on slot {moves[step - 1]}" if step else "start")
        with chart.batch_update():
            chart.data[0].x = list(range(step + 1))
            chart.data[0].y = [0] + [sum(1 for m in moves[:k] if m == moves[k - 1]) for k in range(1, step + 1)]
        slider.max = len(moves)
        slider.value = step

    def on_msg(_w, content, _buffers):
        target = content.get("target", "")
        if not target.startswith("slot-"):
            board.message = f"unknown target {target!r}"
            return
        del moves[pos["step"]:]
        moves.append(int(target.split("-")[1]))
        pos["step"] = len(moves)
        board.message = ""
        redraw()

    def go_to(step):
        pos["step"] = max(0, min(len(moves), step))
        redraw()

    board.on_msg(on_msg)
    back.on_click(lambda _b: go_to(pos["step"] - 1))
    nxt.on_click(lambda _b: go_to(pos["step"] + 1))
    end.on_click(lambda _b: go_to(len(moves)))
    slider.observe(lambda ch: go_to(ch["new"]) if ch["new"] != pos["step"] else None, "value")
    redraw()
    return W.VBox([board, stepper, chart])


def notebook_json(cells: list[str]) -> dict:
    return {
        "cells": [
            {"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {},
             "outputs": [], "source": src}
            for i, src in enumerate(cells)
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def write_sample_notebook(directory: Path, name: str = "sample-game.ipynb") -> Path:
    """Write a notebook using :func:`sample_explore`, importable from ``directory``."""
    directory = Path(directory)
    (directory / "tnb_sample_widgets.py").write_text(Path(__file__).read_text())
    cells = [
        "import ipywidgets as W\nb = W.Button(description='ping'); b.add_class('bench-button')\n"
        "h = W.HTML('0'); h.add_class('bench-html')\n"
        "b.on_click(lambda _b: setattr(h, 'value', str(int(h.value) + 1)))\nW.HBox([b, h])",
        "from tnb_sample_widgets import sample_explore\nsample_explore()",
    ]
    path = directory / name
    path.write_text(json.dumps(notebook_json(cells), indent=1))
    return path
