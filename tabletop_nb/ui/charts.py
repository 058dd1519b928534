"""Plotly charts of a game's tracks over its steps, and of simulation results.

Colours and fonts are picked to read on both light and dark JupyterLab themes:
transparent backgrounds, mid-grey text and grid, mid-luminance line colours.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import plotly.graph_objects as go

_TEXT = "#808080"
_GRID = "rgba(128, 128, 128, 0.25)"
_MARKER = "rgba(128, 128, 128, 0.8)"
# Mid-luminance colours, distinguishable on white and on near-black.
_COLOURS = (
    "#3b82f6", "#ef4444", "#10b981", "#f59e0b", "#8b5cf6",
    "#ec4899", "#14b8a6", "#a3a34a", "#6366f1", "#f97316",
)


def _layout(title: str, xaxis_title: str, yaxis_title: str, height: int) -> dict[str, Any]:
    return dict(
        title=dict(text=title, font=dict(size=14), x=0.01, xanchor="left"),
        height=height,
        margin=dict(l=48, r=12, t=36, b=36),
        paper_bgcolor="rgba(0,0,0,0)",
        plot_bgcolor="rgba(0,0,0,0)",
        font=dict(color=_TEXT, size=12),
        colorway=list(_COLOURS),
        xaxis=dict(title=dict(text=xaxis_title), gridcolor=_GRID, zerolinecolor=_GRID),
        yaxis=dict(title=dict(text=yaxis_title), gridcolor=_GRID, zerolinecolor=_GRID),
        legend=dict(orientation="h", yanchor="bottom", y=1.0, xanchor="right", x=1.0),
        hovermode="x unified",
    )


def _chosen_tracks(game: Any, tracks: Sequence[str] | None) -> dict[str, list[float]]:
    """The requested tracks of ``game`` in the requested order (all of them by default)."""
    every = game.tracks()
    if tracks is None:
        return {name: list(values) for name, values in every.items()}
    missing = [name for name in tracks if name not in every]
    if missing:
        raise KeyError(f"no track named {', '.join(map(repr, missing))}; tracks are {sorted(every)}")
    return {name: list(every[name]) for name in tracks}


def _track_trace(name: str, values: Sequence[float]) -> go.Scatter:
    return go.Scatter(
        x=list(range(len(values))),
        y=list(values),
        name=name,
        mode="lines+markers",
        line=dict(shape="hv", width=2),  # a track holds its value until the next event
        marker=dict(size=4),
    )


def _step_ticks(steps: int) -> dict[str, Any]:
    """Whole-number step ticks: one per step on short logs, plotly's choice on long ones."""
    return dict(tick0=0, dtick=1) if steps <= 12 else dict(tick0=0, dtick=None)


def _step_marker(step: int) -> dict[str, Any]:
    return dict(
        type="line", xref="x", yref="paper", x0=step, x1=step, y0=0, y1=1,
        line=dict(color=_MARKER, width=1.5, dash="dot"),
    )


def track_figure(game: Any, tracks: Sequence[str] | None = None, step: int | None = None) -> go.Figure:
    """A static figure of ``game``'s tracks over its steps (x = step); a marker at ``step`` if given."""
    chosen = _chosen_tracks(game, tracks)
    figure = go.Figure(
        data=[_track_trace(name, values) for name, values in chosen.items()],
        layout=_layout(getattr(game, "title", ""), "step", "", 260),
    )
    figure.update_xaxes(**_step_ticks(len(game.log)))
    if step is not None:
        figure.add_shape(**_step_marker(step))
    return figure


_MARKER_NAME = "current step"


def _marker_trace(step: int) -> go.Scatter:
    """The step marker as a trace on a hidden 0..1 axis: moving it is a restyle, which every
    front end (JupyterLab, Voilà, JupyterLite) applies; a layout-shape relayout was not
    applied under Voilà."""
    return go.Scatter(
        x=[step, step], y=[0, 1], yaxis="y2", name=_MARKER_NAME, mode="lines", showlegend=False,
        hoverinfo="skip", line=dict(color=_MARKER, width=1.5, dash="dot"),
    )


class TrackChart(go.FigureWidget):
    """A live chart of a game's tracks, with a dotted marker at the current step.

    ``set_step(k)`` moves the marker; ``refresh()`` redraws after the game's log grew.
    """

    def __init__(self, game: Any, tracks: Sequence[str] | None = None) -> None:
        chosen = _chosen_tracks(game, tracks)
        step = len(game.log)
        layout = _layout(getattr(game, "title", ""), "step", "", 260)
        layout["xaxis"].update(_step_ticks(step))
        layout["yaxis2"] = dict(overlaying="y", range=[0, 1], visible=False, fixedrange=True)
        # Everything goes into the constructor: a front end that renders the widget later
        # (Voilà) starts from this state and never sees changes made before it existed.
        super().__init__(
            data=[_track_trace(name, values) for name, values in chosen.items()] + [_marker_trace(step)],
            layout=layout,
        )
        self._game = game
        self._track_names = None if tracks is None else list(tracks)
        self._step = step
        self.add_class("tnb-chart")

    @property
    def game(self) -> Any:
        return self._game

    @property
    def step(self) -> int:
        """The step the marker stands at."""
        return self._step

    def set_step(self, step: int) -> None:
        """Move the marker to ``step`` (0 <= step <= len(game.log))."""
        self._step = int(step)
        with self.batch_update():
            self._marker.x = [self._step, self._step]

    @property
    def _marker(self) -> Any:
        return next(t for t in self.data if t.name == _MARKER_NAME)

    def refresh(self) -> None:
        """Redraw every line from ``game.tracks()`` (new steps, and new tracks if none were chosen)."""
        chosen = _chosen_tracks(self._game, self._track_names)
        with self.batch_update():
            known = {trace.name: trace for trace in self.data if trace.name != _MARKER_NAME}
            for name, values in chosen.items():
                if name in known:
                    known[name].x = list(range(len(values)))
                    known[name].y = list(values)
            self.update_xaxes(**_step_ticks(len(self._game.log)))
            fresh = [_track_trace(name, values) for name, values in chosen.items() if name not in known]
        if fresh:
            self.add_traces(fresh)

    def __repr__(self) -> str:
        names = [trace.name for trace in self.data if trace.name != _MARKER_NAME]
        title = getattr(self._game, "title", type(self._game).__name__)
        return f"TrackChart(game={title!r}, tracks={names!r}, step={self._step})"


def distribution_figure(
    records: Iterable[Mapping[str, Any]],
    column: str,
    by: str | None = None,
    kind: str = "histogram",
    title: str | None = None,
) -> go.Figure:
    """The distribution of ``column`` over simulation ``records`` (a list of dicts).

    ``by`` splits the records into groups (one colour each, in order of first
    appearance); ``kind`` is ``"histogram"`` (overlaid, counts) or ``"box"``.
    """
    if kind not in ("histogram", "box"):
        raise ValueError(f"kind must be 'histogram' or 'box', not {kind!r}")
    groups: dict[str, list[Any]] = {}
    for number, record in enumerate(records):
        if column not in record:
            raise KeyError(f"record {number} has no column {column!r}")
        label = str(record.get(by)) if by is not None else column
        groups.setdefault(label, []).append(record[column])
    if kind == "histogram":
        traces: list[Any] = [
            go.Histogram(x=values, name=label, opacity=0.6 if by else 0.85) for label, values in groups.items()
        ]
        layout = _layout(title or _default_title(column, by), column, "games", 300)
        layout["barmode"] = "overlay"
        layout["hovermode"] = "closest"
    else:
        traces = [go.Box(y=values, name=label, boxmean=True) for label, values in groups.items()]
        layout = _layout(title or _default_title(column, by), by or "", column, 300)
        layout["hovermode"] = "closest"
        layout["showlegend"] = False
    return go.Figure(data=traces, layout=layout)


def _default_title(column: str, by: str | None) -> str:
    return f"{column} by {by}" if by else f"{column}"
