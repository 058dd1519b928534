"""Plotly charts of lab results (tabletop_nb.lab), and the standalone HTML report.

- ``variants_figure``: one measure per variant, side by side, with its 95 % interval;
- ``band_figure``: a track over rounds across every run (Machinations-style): median line,
  quartile band, min-max band, one colour per variant;
- ``length_figure``: the distribution of game length (turns or actions) per variant;
- ``sweep_figure``: one rule swept over a range, the measure as a line with its interval band;
- ``report_html``: everything in one standalone file (plotly's JS inline, no network).

Labels are horizontal and short; long variant names go in the legend or hover, never as
overlapping tick labels.
"""

from __future__ import annotations

import html
from typing import Any

import plotly.graph_objects as go

from .charts import _COLOURS, _layout

_NOBODY = "nobody"
_TEXT_MUTED = "#808080"


def _rgba(hex_colour: str, alpha: float) -> str:
    h = hex_colour.lstrip("#")
    r, g, b = int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)
    return f"rgba({r}, {g}, {b}, {alpha})"


def _short(name: str, width: int = 18) -> str:
    return name if len(name) <= width else name[: width - 1] + "…"


def variants_figure(result: Any, measure: str = "wins", title: str | None = None) -> go.Figure:
    """Variants side by side with 95 % intervals.

    ``measure``: ``"wins"`` (each seat's win rate, and nobody's), ``"endings"`` (how games ended),
    ``"first"`` (the first player's win rate) or a metric name (its mean).
    """
    fig = go.Figure()
    names = list(result.variants)
    if measure in ("wins", "endings", "first"):
        if measure == "wins":
            t = result.win_rates()
            cat = "seat"
        elif measure == "endings":
            t = result.endings()
            cat = "ending"
        else:
            t = result.first_player().assign(seat="first player")
            cat = "seat"
        for i, name in enumerate(names):
            d = t[t["variant"] == name]
            fig.add_trace(go.Bar(
                x=[str(c) for c in d[cat]], y=(100 * d["rate"]).tolist(), name=_short(name, 40),
                marker_color=_COLOURS[i % len(_COLOURS)],
                error_y=dict(type="data", symmetric=False, array=(100 * (d["high"] - d["rate"])).tolist(),
                             arrayminus=(100 * (d["rate"] - d["low"])).tolist(), thickness=1.2, width=4),
                hovertemplate="%{x}: %{y:.1f}%<extra>" + html.escape(name) + "</extra>"))
        layout = _layout(title or {"wins": "win rate per seat", "endings": "how games ended",
                                   "first": "first player's win rate"}[measure] + " (95% Wilson intervals)",
                         "", "% of games", 320)
        layout["barmode"] = "group"
    else:
        t = result.metrics()
        d = t[t["metric"] == measure]
        if not len(d):
            raise KeyError(f"no metric {measure!r}; metrics: {result.metric_names}")
        for i, r in enumerate(d.itertuples()):
            fig.add_trace(go.Bar(
                x=[_short(r.variant)], y=[r.mean], name=_short(r.variant, 40), marker_color=_COLOURS[i % len(_COLOURS)],
                error_y=dict(type="data", symmetric=False, array=[r.high - r.mean], arrayminus=[r.mean - r.low]),
                hovertemplate=f"{html.escape(r.variant)}: %{{y:.3g}}<extra></extra>"))
        layout = _layout(title or f"mean {measure} (95% interval)", "", measure, 300)
    layout["hovermode"] = "closest"
    fig.update_layout(**layout)
    fig.update_xaxes(tickangle=0)
    return fig


def band_figure(result: Any, track: str, variants: list[str] | None = None, title: str | None = None) -> go.Figure:
    """A track over rounds across runs: median line, interquartile band, min-max band per variant.

    The run must have recorded the track (``compare(..., tracks=[track])`` or ``tracks=True``). A
    game that ended earlier holds its last value (it is still counted at later rounds).
    """
    tr = result.tracks
    if not len(tr) or track not in set(tr["track"]):
        known = sorted(set(tr["track"])) if len(tr) else []
        raise KeyError(f"track {track!r} was not recorded; recorded: {known} (compare(..., tracks=[...]))")
    tr = tr[tr["track"] == track]
    fig = go.Figure()
    for i, name in enumerate(variants or list(result.variants)):
        d = tr[tr["variant"] == name]
        if not len(d):
            continue
        wide = d.pivot_table(index="seed", columns="round", values="value", aggfunc="last").sort_index(axis=1)
        wide = wide.ffill(axis=1)  # a finished game keeps its last value
        rounds = [int(c) for c in wide.columns]
        q = wide.quantile([0.0, 0.25, 0.5, 0.75, 1.0])
        col = _COLOURS[i % len(_COLOURS)]
        lo, q1, med, q3, hi = (q.loc[x].tolist() for x in (0.0, 0.25, 0.5, 0.75, 1.0))
        group = f"g{i}"
        fig.add_trace(go.Scatter(x=rounds, y=hi, mode="lines", line=dict(width=0), showlegend=False,
                                 legendgroup=group, hoverinfo="skip"))
        fig.add_trace(go.Scatter(x=rounds, y=lo, mode="lines", line=dict(width=0), fill="tonexty",
                                 fillcolor=_rgba(col, 0.12), name=f"{_short(name, 30)}: min-max", legendgroup=group,
                                 hoverinfo="skip", showlegend=False))
        fig.add_trace(go.Scatter(x=rounds, y=q3, mode="lines", line=dict(width=0), showlegend=False,
                                 legendgroup=group, hoverinfo="skip"))
        fig.add_trace(go.Scatter(x=rounds, y=q1, mode="lines", line=dict(width=0), fill="tonexty",
                                 fillcolor=_rgba(col, 0.3), name=f"{_short(name, 30)}: quartiles", legendgroup=group,
                                 hoverinfo="skip", showlegend=False))
        fig.add_trace(go.Scatter(x=rounds, y=med, mode="lines+markers", line=dict(color=col, width=2),
                                 marker=dict(size=4), name=_short(name, 40), legendgroup=group,
                                 customdata=list(zip(lo, q1, q3, hi)),
                                 hovertemplate="round %{x}: median %{y:.3g} (quartiles %{customdata[1]:.3g}-"
                                               "%{customdata[2]:.3g}, range %{customdata[0]:.3g}-%{customdata[3]:.3g})"
                                               "<extra>" + html.escape(name) + "</extra>"))
    layout = _layout(title or f"{track} by round across runs (median, quartiles, min-max; a finished game holds "
                     "its last value)", "round", track, 320)
    layout["hovermode"] = "closest"
    fig.update_layout(**layout)
    return fig


def length_figure(result: Any, by: str = "turns", title: str | None = None) -> go.Figure:
    """How long games lasted (``by``: ``"turns"`` or ``"actions"``): a share-of-games histogram
    per variant, side by side."""
    if by not in ("turns", "actions"):
        raise ValueError(f"by must be 'turns' or 'actions', not {by!r}")
    g = result.games
    fig = go.Figure()
    for i, name in enumerate(result.variants):
        v = g[g["variant"] == name][by]
        if not len(v):
            continue
        fig.add_trace(go.Histogram(x=v.tolist(), name=_short(name, 40), histnorm="percent", opacity=0.75,
                                   marker_color=_COLOURS[i % len(_COLOURS)],
                                   nbinsx=int(min(60, max(5, v.max() - v.min() + 1))) if by == "turns" else 40,
                                   hovertemplate="%{x}: %{y:.1f}% of games<extra>" + html.escape(name) + "</extra>"))
    layout = _layout(title or f"game length ({by}) per variant", by, "% of games", 300)
    layout["barmode"] = "group"
    layout["hovermode"] = "closest"
    fig.update_layout(**layout)
    return fig


def measure_values(result: Any, measure: str) -> tuple[list[str], list[float], list[float], list[float], str, bool]:
    """Per variant: a measure's value and 95 % interval, its label, and whether it is a percentage.

    ``measure``: a seat name or ``"nobody"`` (win rate, Wilson), ``"ending:NAME"`` (share of games
    that ended so), ``"first"`` (first player's win rate), ``"turns"``/``"actions"`` (mean length)
    or a metric name (mean).
    """
    names = [n for n in result.variants if n in set(result.games["variant"])] if len(result.games) else []
    ys: list[float] = []
    lo: list[float] = []
    hi: list[float] = []
    pct = False
    if measure in [*result.seats, _NOBODY]:
        t = result.win_rates()
        t = t[t["seat"] == measure].set_index("variant")
        pct, label = True, f"{measure} wins (% of games)"
        cols = ("rate", "low", "high")
    elif measure.startswith("ending:"):
        t = result.endings()
        t = t[t["ending"] == measure[7:]].set_index("variant")
        pct, label = True, f"ended by {measure[7:]} (% of games)"
        cols = ("rate", "low", "high")
    elif measure == "first":
        t = result.first_player().set_index("variant")
        pct, label = True, "first player wins (% of games)"
        cols = ("rate", "low", "high")
    elif measure in ("turns", "actions"):
        t = result.lengths().set_index("variant")
        label = f"mean {measure}"
        cols = (f"{measure}_mean", f"{measure}_low", f"{measure}_high")
    else:
        t = result.metrics()
        t = t[t["metric"] == measure].set_index("variant") if len(t) else t
        if not len(t):
            raise KeyError(f"unknown measure {measure!r}: a seat, 'nobody', 'ending:NAME', 'first', 'turns', "
                           f"'actions' or a metric ({result.metric_names})")
        label = f"mean {measure}"
        cols = ("mean", "low", "high")
    k = 100.0 if pct else 1.0
    for nm in names:
        if nm in t.index:
            r = t.loc[nm]
            ys.append(k * float(r[cols[0]])); lo.append(k * float(r[cols[1]])); hi.append(k * float(r[cols[2]]))  # noqa: E702
        else:  # an ending that never happened in this variant
            ys.append(0.0); lo.append(0.0); hi.append(0.0)  # noqa: E702
    return names, ys, lo, hi, label, pct


def sweep_figure(result: Any, measure: str = "nobody", title: str | None = None) -> go.Figure:
    """A rule swept over a range: ``measure`` (see ``measure_values``) per value as a line with its
    95 % band."""
    if result.swept is None:
        raise ValueError("this result is not a sweep (use tabletop_nb.lab.sweep)")
    rule, values = result.swept
    names, ys, lo, hi, label, pct = measure_values(result, measure)
    by_name = {f"{rule}={v}": v for v in values}
    xs = [by_name[n] for n in names]
    numeric = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in xs)
    x = xs if numeric else [str(v) for v in xs]
    col = _COLOURS[0]
    fig = go.Figure([
        go.Scatter(x=x, y=hi, mode="lines", line=dict(width=0), showlegend=False, hoverinfo="skip"),
        go.Scatter(x=x, y=lo, mode="lines", line=dict(width=0), fill="tonexty", fillcolor=_rgba(col, 0.25),
                   name="95% interval", hoverinfo="skip"),
        go.Scatter(x=x, y=ys, mode="lines+markers", line=dict(color=col, width=2), name=label,
                   customdata=list(zip(lo, hi)),
                   hovertemplate=f"{html.escape(rule)}=%{{x}}: %{{y:.3g}} [%{{customdata[0]:.3g}}, %{{customdata[1]:.3g}}]"
                                 "<extra></extra>"),
    ])
    layout = _layout(title or f"{label} as {rule} changes ({result.n} games per value)", rule, label, 320)
    layout["hovermode"] = "closest"
    fig.update_layout(**layout)
    if pct:
        fig.update_yaxes(rangemode="tozero")
    return fig


def forest_figure(result: Any, measure: str = "turns", title: str | None = None) -> go.Figure:
    """Many variants at once: one row per variant (names on the y axis, never overlapping), the
    measure as a dot with its 95 % interval, and a line at the baseline (the first variant)."""
    names, ys, lo, hi, label, pct = measure_values(result, measure)
    base = ys[0] if ys else 0.0
    seats = [*result.seats, _NOBODY]
    key = ("nobody wins" if measure == _NOBODY else f"{measure} wins" if measure in seats
           else f"ends: {measure[7:]}" if measure.startswith("ending:") else "first player wins" if measure == "first"
           else f"mean {measure}")
    ch = result.changes()
    called = set(ch[(ch["measure"] == key) & ch["significant"]]["variant"]) if len(ch) else set()
    col = [_COLOURS[0] if i == 0 else ("#ef4444" if n in called else _TEXT_MUTED) for i, n in enumerate(names)]
    fig = go.Figure(go.Scatter(
        x=ys, y=[_short(n, 44) for n in names], mode="markers", marker=dict(size=8, color=col),
        error_x=dict(type="data", symmetric=False, array=[h - y for h, y in zip(hi, ys)],
                     arrayminus=[y - lw for y, lw in zip(ys, lo)], thickness=1.2, width=3),
        customdata=[[n, lw, h] for n, lw, h in zip(names, lo, hi)], showlegend=False,
        hovertemplate="%{customdata[0]}: %{x:.3g} [%{customdata[1]:.3g}, %{customdata[2]:.3g}]<extra></extra>"))
    height = 120 + 22 * len(names)
    layout = _layout(title or f"{label} per variant (95% intervals; red: the test calls it a change from the first)",
                     label, "", height)
    layout["hovermode"] = "closest"
    layout["margin"] = dict(l=300, r=12, t=40, b=40)
    fig.update_layout(**layout)
    fig.update_yaxes(autorange="reversed", automargin=True)
    fig.add_vline(x=base, line=dict(color=_rgba(_COLOURS[0], 0.6), width=1, dash="dot"))
    return fig


def _table_html(df: Any, pct: tuple[str, ...] = ()) -> str:
    fmt = {c: (lambda x: "" if x != x else f"{100 * x:.1f}%") for c in pct if c in df}
    return str(df.to_html(index=False, formatters=fmt, float_format=lambda x: f"{x:.4g}", border=0,
                          classes="tnb-table", escape=True))


def report_html(result: Any, title: str | None = None, tracks: list[str] | None = None) -> str:
    """One standalone HTML page: the summary in words, the tables and every chart (plotly's JS
    inline, once; nothing is fetched from the network)."""
    import plotly.io as pio

    name = title or f"{getattr(result.game, 'title', result.game.key)}: playtest lab report"
    figs = [variants_figure(result, "wins"), variants_figure(result, "endings"), length_figure(result, "turns"),
            length_figure(result, "actions")]
    if result.swept is not None:
        figs.insert(0, sweep_figure(result, _NOBODY))
    recorded = sorted(set(result.tracks["track"])) if len(result.tracks) else []
    for t in (tracks if tracks is not None else recorded[:3]):
        figs.append(band_figure(result, t))
    for m in result.metric_names:
        figs.append(variants_figure(result, m))
    parts = []
    for i, f in enumerate(figs):
        f.update_layout(paper_bgcolor="white", plot_bgcolor="white")
        parts.append(pio.to_html(f, full_html=False, include_plotlyjs=(True if i == 0 else False),
                                 config={"displaylogo": False}))
    cards = result.cards()
    cards = cards.sort_values(["variant", "kind", "count"], ascending=[True, True, False]).groupby(["variant", "kind"]).head(10)
    body = [
        f"<h1>{html.escape(name)}</h1>",
        "<h2>Summary</h2>", f"<pre>{html.escape(result.summary())}</pre>",
        "<h2>Rules changed</h2>",
        "<ul>" + "".join(f"<li><b>{html.escape(k)}</b>: " + (html.escape(", ".join(f"{r}: {a!r} → {b!r}" for r, (a, b) in d.items()))
                                                          or "no rule changed") + "</li>"
                         for k, d in result.rules_diff().items()) + "</ul>",
        "<h2>Charts</h2>", *parts,
        "<h2>Win rates</h2>", _table_html(result.win_rates(), ("rate", "low", "high")),
        "<h2>Changes against the baseline</h2>", _table_html(result.changes()) if len(result.changes()) else "<p>one variant only</p>",
        "<h2>Game length</h2>", _table_html(result.lengths()),
        "<h2>Endings</h2>", _table_html(result.endings(), ("rate", "low", "high")),
        "<h2>Cards (top 10 per event kind)</h2>", _table_html(cards, ("win_rate", "low", "high")),
    ]
    style = ("body{font-family:system-ui,sans-serif;max-width:1000px;margin:2em auto;color:#222}"
             "pre{background:#f6f6f6;padding:1em;white-space:pre-wrap}"
             ".tnb-table{border-collapse:collapse;font-size:13px}.tnb-table td,.tnb-table th{padding:2px 8px;"
             "border-bottom:1px solid #ddd;text-align:right}")
    return ("<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'>"
            f"<title>{html.escape(name)}</title><style>{style}</style></head><body>\n"
            + "\n".join(body) + "\n</body></html>\n")


