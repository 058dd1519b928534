"""Plotly charts of a game's tracks over its steps, and of simulation results.

Colours and fonts are picked to read on both light and dark JupyterLab themes:
transparent backgrounds, mid-grey text and grid, mid-luminance line colours.
"""

from __future__ import annotations

import bisect
import html
import itertools
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import anywidget
import plotly.graph_objects as go
import traitlets

from ._assets import front_end_text
from .palette import track_colours
from .series import Series, SeriesCache

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


# ----------------------------------------------------------------------------- the explorer's chart
# Drawn as SVG in Python: one panel per track group (the game's track_groups: group and unit),
# x in rounds (the game's round_of) with the step in each point's tooltip, tracks from the step
# the game first asks a decision (setup is not a jump). One message redraws it with the board.

_W, _LEFT, _LEGEND, _PANEL_H, _PLOT_H, _TOP = 900, 58, 190, 150, 92, 24
_MAX_LINES = 6
_MAX_MARKS = 500


def _nice_range(lo: float, hi: float, whole: bool = True) -> tuple[float, float, float]:
    """Rounded axis ends and a tick step (whole numbers when the values are: no "10.5 steps")."""
    if hi <= lo:
        lo, hi = lo - 1, hi + 1
    span = hi - lo
    raw = span / 3
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)
    if whole:
        step = max(1.0, float(round(step)))
    return math.floor(lo / step) * step, math.ceil(hi / step) * step, step


def _fmt(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


def track_panels(game: Any, names: Sequence[str]) -> list[tuple[str, str, list[str]]]:
    """``[(title, unit, [track, ...]), ...]``: one panel per group, at most six lines each."""
    try:
        groups = dict(game.track_groups())
    except Exception:  # noqa: BLE001 - a game without the hook: the kernel's rule (first word)
        groups = {}
    order: dict[tuple[str, str], list[str]] = {}
    for name in names:
        group, unit = groups.get(name) or (name.split(" ")[0], "")
        order.setdefault((str(group), str(unit)), []).append(name)
    panels = []
    for (group, unit), members in order.items():
        chunks = [members[i:i + _MAX_LINES] for i in range(0, len(members), _MAX_LINES)]
        for j, chunk in enumerate(chunks):
            title = group if len(chunks) == 1 else f"{group} ({j + 1}/{len(chunks)})"
            panels.append((title, unit, chunk))
    return panels


def _values_from(s: Series, name: str, lo_k: int) -> list[float | None]:
    """The values a track takes from step ``lo_k`` on (only where it changes: cheap on long logs)."""
    line = s.values[name]
    steps = s.changes.get(name)
    if steps is None:
        return line[lo_k:]
    return [line[lo_k] if lo_k < len(line) else None] + [line[k] for k in steps[bisect.bisect_right(steps, lo_k):]]


def _room(count: int) -> int:
    """The steps of room a run still growing is drawn in: the next power of two from ``count`` (8 at least).

    A point keeps its place while its run grows into the room, so that a redraw after a move adds the new
    points and moves none of the others (the page then parses only what is new, widgets/board.js).
    """
    return max(8, 1 << max(0, count - 1).bit_length())


class _Axis:
    """Step k -> x in rounds (round + share of the round gone), or the step itself when the game
    has no rounds.

    While the game goes on, its last round is under way and its length unknown: that round is drawn
    in a room of ``_room(steps so far)`` steps (the steps of an axis without rounds likewise), so the
    line stops where the game is and the room doubles when it fills. Once the game is over, every
    round fills its width.
    """

    def __init__(self, rounds: list[int], start: int, word: str, growing: bool = False) -> None:
        self.start = start
        n = len(rounds) - 1
        seen = rounds[start:] or [0]
        self.by_round = min(seen) != max(seen)
        self.xs: list[float] = [0.0] * (n + 1)
        if self.by_round:
            k = start
            runs = [(r, len(list(run))) for r, run in itertools.groupby(rounds[start:n + 1])]
            widths = []
            for j, (r, count) in enumerate(runs):  # each run of steps in one round
                width = _room(count) if growing and j == len(runs) - 1 else count
                self.xs[k:k + count] = [r + i / width for i in range(count)]
                widths.append((r, width))
                k += count
            self.lo, self.hi = float(min(seen)), float(max(seen) + 1)
            self.label = word
            #: what the x of every step drawn so far depends on: equal keys, equal xs (a step keeps its place)
            self.key: tuple[Any, ...] = (True, start, self.lo, self.hi, tuple(widths))
        else:
            self.xs = [float(i) for i in range(n + 1)]
            self.lo = float(start)
            self.hi = float(start + _room(n - start)) if growing else float(max(n, start + 1))
            self.label = "step"
            self.key = (False, start, self.lo, self.hi)
        self.word = word

    def px(self, k: int, width: float) -> float:
        return _LEFT + (self.xs[k] - self.lo) / (self.hi - self.lo) * width

    def ticks(self) -> list[tuple[float, str]]:
        if self.by_round:
            first, last = int(self.lo), int(self.hi) - 1
            every = max(1, math.ceil((last - first + 1) / 12))
            return [(r + 0.5, str(r)) for r in range(first, last + 1, every)]
        span = self.hi - self.lo
        lo, hi, step = _nice_range(self.lo, self.hi)
        out = []
        v = lo
        while v <= hi + 1e-9:
            if self.lo <= v <= self.lo + span:
                out.append((v, _fmt(v)))
            v += step
        return out

    def tick_px(self, v: float, width: float) -> float:
        return _LEFT + (v - self.lo) / (self.hi - self.lo) * width


def _line_svg(line: Sequence[float | None], steps: Sequence[int], xs: Sequence[float], top: float, hi: float,
              ky: float, colour: str, dash_attr: str, tip_name: str, word: str, rounds: Sequence[int],
              marks: int) -> tuple[str, int, str, str]:
    """One track's line over ``steps`` (its first step, then its changes): a point at each change (while
    fewer than ``_MAX_MARKS`` are drawn, ``marks`` so far) and the path through them. Returns the SVG, the
    points drawn, and the x and y of its last point ("" when it ends without a value)."""
    out: list[str] = []
    d: list[str] = []
    last: float | None = None
    x = y = ""
    added = 0
    for k in steps:
        val = line[k]
        if val == last:
            continue
        if val is None:
            last = None
            x = y = ""
            continue
        x = f"{xs[k]:.1f}"
        y = f"{top + (hi - val) * ky:.1f}"
        if last is None:
            d.append(f"M{x} {y}")
        else:
            d.append(f"H{x}V{y}")
            if marks + added < _MAX_MARKS:
                added += 1
                when = f"{word} {rounds[k]}, " if word else ""
                out.append(f"<circle cx='{x}' cy='{y}' r='3' fill='{colour}'><title>{tip_name}: "
                           f"{_fmt(last)} → {_fmt(val)} ({when}step {k})</title></circle>")
        last = val
    out.append(f"<path d='{''.join(d)}' fill='none' stroke='{colour}' stroke-width='2.2'{dash_attr}/>")
    return "".join(out), added, x, y


def chart_svg(game: Any, step: int | None = None, tracks: Sequence[str] | None = None,
              series: Series | None = None, memo: dict[Any, Any] | None = None,
              hints: Callable[[str], str] | None = None) -> tuple[str, float]:
    """The explorer's chart as SVG, and the x (px) of the step marker.

    ``hints`` gives the glossary's definitions of the words of a track's name (shown on hover over its legend).

    ``memo`` (a dict kept between draws of one chart) holds the lines drawn: a line whose changes, panel
    range and axis are the same is not drawn again.
    """
    s = series if series is not None else SeriesCache().series(game)
    names = list(s.values) if tracks is None else list(tracks)
    missing = [n for n in names if n not in s.values]
    if missing and tracks is not None:
        every = sorted(s.values)
        raise KeyError(f"no track named {', '.join(map(repr, missing))}; tracks are {every}")
    n = s.steps
    step = n if step is None else max(0, min(int(step), n))
    word = str(getattr(game, "round_name", "round"))
    axis = _Axis(s.rounds, min(s.start, n), word, growing=not getattr(game, "is_over", False))
    panels = track_panels(game, names)
    colours = track_colours(game, names)
    width = _W - _LEFT - _LEGEND
    height = _TOP + len(panels) * _PANEL_H + 12
    out = [f"<svg xmlns='http://www.w3.org/2000/svg' class='tnb-chart-svg' viewBox='0 0 {_W} {height}' "
           f"width='{_W}' height='{height}' font-family='sans-serif' font-size='12' fill='#333'>",
           f"<rect width='{_W}' height='{height}' fill='#fdfcf8' rx='8'/>"]
    title = f"Tracks by {axis.label}" if axis.by_round else "Tracks by step"
    out.append(f"<text x='12' y='16' font-size='13' font-weight='bold'>{html.escape(title)}"
               f"<title>x axis: {html.escape(axis.label)}; hover a point for its step</title></text>")
    marks = 0
    lo_k = axis.start
    kx = width / (axis.hi - axis.lo)
    xs = [_LEFT + (x - axis.lo) * kx for x in axis.xs]
    for p, (ptitle, unit, members) in enumerate(panels):
        y0 = _TOP + p * _PANEL_H
        top, bottom = y0 + 20, y0 + 20 + _PLOT_H
        seen = [v for m in members for v in _values_from(s, m, lo_k) if v is not None]
        lo, hi, ystep = _nice_range(min(seen, default=0.0), max(seen, default=1.0),
                                    all(map(float.is_integer, map(float, seen))))

        def py(v: float, lo: float = lo, hi: float = hi, top: float = top) -> float:
            return top + (hi - v) / (hi - lo) * _PLOT_H

        label = ptitle + (f" ({unit})" if unit else "")
        # Each panel in three groups (frame, lines, legend): a redraw in the page replaces only the groups
        # whose text changed (widgets/board.js), and the frame seldom does.
        out.append(f"<g class='tnb-chart-frame'><text x='{_LEFT}' y='{y0 + 14}' font-weight='bold'>"
                   f"{html.escape(label)}</text>")
        out.append(f"<rect x='{_LEFT}' y='{top}' width='{width}' height='{_PLOT_H}' fill='none' stroke='#ccc'/>")
        v = lo
        while v <= hi + 1e-9:
            yy = py(v)
            out.append(f"<line x1='{_LEFT}' x2='{_LEFT + width}' y1='{yy:.1f}' y2='{yy:.1f}' stroke='#e6e6e6'/>"
                       f"<text x='{_LEFT - 6}' y='{yy + 4:.1f}' text-anchor='end' font-size='11'>{_fmt(v)}</text>")
            v += ystep
        out.append(f"<text transform='translate(14 {top + _PLOT_H / 2:.0f}) rotate(-90)' text-anchor='middle' "
                   f"font-size='11'>{html.escape(unit or ptitle)}</text>")
        for tv, tl in axis.ticks():
            xx = axis.tick_px(tv, width)
            out.append(f"<text x='{xx:.1f}' y='{bottom + 14}' text-anchor='middle' font-size='11'>{tl}</text>")
        if axis.by_round:
            for r in range(int(axis.lo) + 1, int(axis.hi)):
                xx = axis.tick_px(r, width)
                out.append(f"<line x1='{xx:.1f}' x2='{xx:.1f}' y1='{top}' y2='{bottom}' stroke='#e6e6e6'/>")
        if p == len(panels) - 1:
            out.append(f"<text x='{_LEFT + width / 2:.0f}' y='{bottom + 28}' text-anchor='middle' "
                       f"font-size='11'>{html.escape(axis.label)}</text>")
        out.append("</g><g class='tnb-chart-lines'>")
        legend: list[str] = []
        tails: list[str] = []
        ky = _PLOT_H / (hi - lo)
        x_now = f"{xs[n]:.1f}"
        word = html.escape(axis.word)
        rounds = s.rounds
        for j, name in enumerate(members):
            colour, dash = colours[name]
            line = s.values[name]
            dash_attr = f" stroke-dasharray='{dash}'" if dash else ""
            steps = s.changes.get(name)
            if lo_k > n:
                steps = []
            elif steps is None:
                steps = list(range(lo_k, n + 1))
            else:
                first = bisect.bisect_right(steps, lo_k)
                steps = [lo_k] + steps[first:bisect.bisect_right(steps, n)]  # the start, then every change to n
            # A line is drawn again only when what it shows changed: its changes, the panel's range, the axis
            # (or, near the cap on points, how many earlier lines drew). A move changes one or two lines.
            key = (name, p, lo, hi, axis.key, lo_k, len(steps), colour, dash,
                   marks if marks + len(steps) >= _MAX_MARKS else -1)
            drawn = memo.get(key) if memo is not None else None
            if drawn is None:
                drawn = _line_svg(line, steps, xs, top, hi, ky, colour, dash_attr, html.escape(name),
                                  word if axis.by_round else "", rounds, marks)
                if memo is not None:
                    memo[key] = drawn
            text, added, x, y = drawn
            marks += added
            out.append(text)
            if x and x != x_now:  # from the line's last change to the step drawn last
                tails.append(f"<path d='M{x} {y}H{x_now}' stroke='{colour}'{dash_attr}/>")
            ly = top + 8 + j * 15
            lx = _LEFT + width + 12
            now = line[step] if step < len(line) else None
            shown = name if len(name) <= 20 else name[:19] + "…"
            said = hints(name) if hints is not None else ""
            legend.append(f"<line x1='{lx}' x2='{lx + 18}' y1='{ly}' y2='{ly}' stroke='{colour}' stroke-width='3'"
                          f"{dash_attr}/><text x='{lx + 23}' y='{ly + 4}' font-size='12'>{html.escape(shown)}"
                          f"<tspan class='tnb-chart-now' font-weight='bold'> {'' if now is None else _fmt(now)}</tspan>"
                          f"<title>{html.escape(name + (chr(10) + said if said else ''))}</title></text>")
        # Each line's last stretch, from its last change to the last step, apart from the line: a move that
        # changes no value redraws only these (the page is sent what changed, tabletop_nb/ui/pictures.py).
        out.append("</g><g class='tnb-chart-tails' fill='none' stroke-width='2.2'>")
        out.extend(tails)
        out.append("</g><g class='tnb-chart-legend'>")
        out.extend(legend)
        out.append("</g>")
    mx = xs[max(step, lo_k)] if n >= lo_k else float(_LEFT)
    # The marker names its step (hover): before the tracks start it waits at their first point.
    out.append(f"<line class='tnb-chart-marker' data-step='{step}' x1='{mx:.1f}' x2='{mx:.1f}' y1='{_TOP}' "
               f"y2='{height - 12}' stroke='#555' stroke-width='1.5' stroke-dasharray='4,3'>"
               f"<title>step {step}</title></line>")
    out.append("</svg>")
    return "".join(out), mx


class TrackChart(anywidget.AnyWidget):
    """The explorer's chart: panels by track group, x in rounds, a dotted marker at the current step.

    ``set_step(k)`` moves the marker; ``refresh()`` redraws after the game's log grew.
    """

    _esm = front_end_text("chart.js")
    _css = front_end_text("chart.css")

    svg = traitlets.Unicode("").tag(sync=True)

    def __init__(self, game: Any, tracks: Sequence[str] | None = None, *, host: Any = None,
                 hints: Callable[[str], str] | None = None) -> None:
        super().__init__()
        self.hints = hints  # the glossary's definitions on hover over the legend (chart_svg)
        # With a host (the explorer's board), the chart is drawn inside the board's view and sent
        # in the board's own message: one redraw per move, no frame painted in between.
        self._host = host
        self._drawn_for = -1
        self._game = game
        self._track_names = None if tracks is None else list(tracks)
        self._cache = SeriesCache()
        self._lines: dict[Any, Any] = {}  # the lines drawn (chart_svg's memo) for the series self._lines_of
        self._lines_of: Series | None = None
        series = self._cache.series(game)
        if self._track_names is not None:
            missing = [t for t in self._track_names if t not in series.values]
            if missing:
                raise KeyError(f"no track named {', '.join(map(repr, missing))}; tracks are {sorted(series.values)}")
        self._step = len(game.log)
        self.add_class("tnb-chart")
        self._draw()

    @property
    def game(self) -> Any:
        return self._game

    @property
    def step(self) -> int:
        """The step the marker stands at."""
        return self._step

    @property
    def tracks(self) -> list[str]:
        series = self._cache.series(self._game)
        return list(series.values) if self._track_names is None else list(self._track_names)

    def series(self) -> Series:
        return self._cache.series(self._game)

    def set_step(self, step: int) -> None:
        """Move the marker to ``step`` (0 <= step <= len(game.log))."""
        step = int(step)
        if step == self._step and self._drawn_for == len(self._game.log):
            return  # drawn already (the board redraws its hosted chart before the stepper asks)
        self._step = step
        self._draw()

    def refresh(self) -> None:
        """Redraw every line (new steps, and new tracks if none were chosen)."""
        self._step = len(self._game.log)
        self._draw()

    def _draw(self) -> None:
        self._drawn_for = len(self._game.log)
        series = self._cache.series(self._game)
        if series is not self._lines_of or len(self._lines) > 4096:  # another history (or too many kept)
            self._lines.clear()
            self._lines_of = series
        svg, self.marker_x = chart_svg(self._game, self._step, self._track_names, series, self._lines, self.hints)
        if self._host is not None:
            self._host.chart_svg = svg
        else:
            self.svg = svg

    def drawn_after(self, game: Any) -> tuple[str, float]:
        """The chart (SVG and marker x) as ``refresh`` will draw it once the game has become ``game``: a copy of
        this chart's game, played on. Changes nothing here (the board prepares its answers with it)."""
        now = self._cache.series(self._game)  # up to date, so that the copy's replay goes on from it
        series = self._cache.fork(game).series(game)
        memo = dict(self._lines) if series.values.keys() == now.values.keys() else {}
        return chart_svg(game, len(game.log), self._track_names, series, memo, self.hints)

    def take_drawn(self, step: int, svg: str, marker_x: float) -> None:
        """Show ``svg`` (from ``drawn_after``) as the chart at ``step``, the game having reached it."""
        self._step = step
        self._drawn_for = len(self._game.log)
        self.marker_x = marker_x
        if self._host is not None:
            self._host.chart_svg = svg
        else:
            self.svg = svg

    @property
    def picture(self) -> str:
        """The chart's SVG as drawn now (wherever it is shown)."""
        return self._host.chart_svg if self._host is not None else self.svg

    def __repr__(self) -> str:
        title = getattr(self._game, "title", type(self._game).__name__)
        return f"TrackChart(game={title!r}, tracks={self.tracks!r}, step={self._step})"

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
