"""The variant lab: change rulings and tunables beside the rulebook's values, play N games, see
each measure's change with its interval, and the rules diff.

    from tabletop_nb.ui.lab_widget import VariantLab
    VariantLab("tomorrow", seats=6, n=500)

Rulings are dropdowns (``Rules.rulings()``: every alternative with its meaning), number rules are
sliders within their declared range (``Rules.ranges()``), yes/no rules are checkboxes; each shows
the rulebook default beside it. **Run** plays the games in a background thread with a progress
bar (so **Stop** can be clicked: it sets the run's cancel flag and the games played so far are
reported); ``run(wait=True)`` plays in the caller's thread (notebooks, tests).
"""

from __future__ import annotations

import dataclasses
import html
import threading
from typing import Any

import ipywidgets as widgets

from ..lab.run import compare, resolve_game
from ..lab.result import LabResult

_WIDE_LIMIT = 10**6


def _slider_bounds(default: float, low: Any, high: Any) -> tuple[float, float]:
    """A slider's reach: the declared range, else a window around the rulebook value."""
    lo = low if low is not None and abs(low) < _WIDE_LIMIT else min(0, default)
    hi = high if high is not None and abs(high) < _WIDE_LIMIT else max(default * 3, default + 10, 10)
    if hi - lo > 1000:  # a slider over a huge range is useless: centre it on the default
        lo, hi = max(lo, default - 100), min(hi, default + 100)
    return lo, hi


class VariantLab(widgets.VBox):
    """Rules controls, Run/Stop, a progress bar, and the result against the rulebook."""

    def __init__(self, game: Any, n: int = 200, *, seats: int | None = None, players: Any = "random",
                 metrics: Any = None, setup: dict[str, Any] | None = None, seed: int = 0) -> None:
        self.cls = resolve_game(game)
        self.base = self.cls.Rules()
        self.kw = dict(seats=seats, players=players, metrics=metrics, setup=setup, seed=seed)
        self.result: LabResult | None = None
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self.controls: dict[str, widgets.Widget] = {}
        rows: list[widgets.Widget] = []
        rulings = {r.name: r for r in self.base.rulings()}
        ranges = self.base.ranges()
        for f in dataclasses.fields(self.base):
            default = getattr(self.base, f.name)
            if f.name in rulings:
                r = rulings[f.name]
                ctl: widgets.Widget = widgets.Dropdown(
                    options=[(f"{v!r}: {meaning}"[:90], v) for v, meaning in r.alternatives.items()], value=default,
                    layout=widgets.Layout(width="520px"))
                tip = f"{r.section}: {r.question}"
            elif isinstance(default, bool):
                ctl = widgets.Checkbox(value=default, indent=False)
                tip = f.metadata.get("section", "") or "yes/no rule"
            elif isinstance(default, (int, float)) and f.name in ranges:
                lo, hi = _slider_bounds(default, *ranges[f.name])
                if isinstance(default, int):
                    ctl = widgets.IntSlider(value=default, min=int(lo), max=int(hi), continuous_update=False,
                                            layout=widgets.Layout(width="360px"))
                else:
                    ctl = widgets.FloatSlider(value=default, min=float(lo), max=float(hi), step=(hi - lo) / 100,
                                              continuous_update=False, layout=widgets.Layout(width="360px"))
                tip = f.metadata.get("section", "") or "number rule"
            else:
                continue  # lists and text rules: set them in code (compare(..., variants=...))
            self.controls[f.name] = ctl
            name = widgets.HTML(f"<code title='{html.escape(tip, quote=True)}'>{html.escape(f.name)}</code>",
                                layout=widgets.Layout(width="200px"))
            beside = widgets.HTML(f"<span style='opacity:.7'>rulebook: {html.escape(repr(default))}</span>")
            ctl.observe(self._changed, names="value")
            # rows keep their height inside the scrolling box (flex items shrink by default and overlap)
            rows.append(widgets.HBox([name, ctl, beside], layout=widgets.Layout(flex="0 0 auto", min_height="32px",
                                                                                align_items="center")))
        self.n = widgets.BoundedIntText(value=n, min=1, max=1_000_000, description="games",
                                        layout=widgets.Layout(width="180px"))
        self.run_button = widgets.Button(description="Run", button_style="primary", icon="play")
        self.stop_button = widgets.Button(description="Stop", icon="stop", disabled=True)
        self.reset_button = widgets.Button(description="Rulebook", icon="undo", tooltip="back to the rulebook's values")
        self.progress = widgets.IntProgress(value=0, min=0, max=1, description="", layout=widgets.Layout(width="300px"))
        self.status = widgets.HTML("")
        self.diff = widgets.HTML(self._diff_html())
        self.out = widgets.HTML("")
        self.run_button.on_click(lambda _: self.run())
        self.stop_button.on_click(lambda _: self.stop())
        self.reset_button.on_click(lambda _: self.reset())
        box = widgets.VBox(rows, layout=widgets.Layout(max_height="420px", overflow="auto"))
        bar = widgets.HBox([self.n, self.run_button, self.stop_button, self.reset_button, self.progress, self.status])
        super().__init__([widgets.HTML(f"<b>{html.escape(self.cls.title)}: variant lab</b>"), box, self.diff, bar,
                          self.out])
        self.add_class("tnb-variant-lab")

    # ---- the rules the controls say
    def rules(self) -> Any:
        return self.base.replace(**{k: c.value for k, c in self.controls.items()})

    def set(self, **values: Any) -> None:
        """Set controls from code (``lab.set(terror_pc="attacker")``)."""
        for k, v in values.items():
            if k not in self.controls:
                raise KeyError(f"no control for {k!r}; controls: {sorted(self.controls)}")
            self.controls[k].value = v

    def reset(self) -> None:
        self.set(**{k: getattr(self.base, k) for k in self.controls})

    def _changed(self, _: Any) -> None:
        self.diff.value = self._diff_html()

    def _diff_html(self) -> str:
        try:
            d = self.base.diff(self.rules())
        except Exception as e:  # a bad value: say so beside the controls, change nothing
            return f"<span style='color:#ef4444'>{html.escape(str(e))}</span>"
        if not d:
            return "<i>the rulebook, unchanged: change a ruling or a number above</i>"
        return "changed: " + "; ".join(f"<code>{html.escape(k)}</code> {html.escape(repr(a))} → "
                                       f"<b>{html.escape(repr(b))}</b>" for k, (a, b) in d.items())

    # ---- running
    def _tick(self, done: int, total: int) -> None:
        self.progress.max = total
        self.progress.value = done

    def _play(self) -> None:
        try:
            variant = self.rules()
            variants = {"rulebook": self.base, "variant": variant}
            self.result = compare(self.cls, variants, int(self.n.value), progress=False, cancel=self._cancel,
                                  on_batch=self._tick, **self.kw)
            self.out.value = self.result_html(self.result)
            self.status.value = "" if self.result.complete else "<b>stopped</b>: the games played so far"
        except Exception as e:
            self.status.value = f"<span style='color:#ef4444'>{html.escape(str(e))}</span>"
        finally:
            self.run_button.disabled = False
            self.stop_button.disabled = True

    def run(self, wait: bool = False) -> LabResult | None:
        """Play ``n`` games of the rulebook and of the variant; in a thread unless ``wait``."""
        if self._thread is not None and self._thread.is_alive():
            return None
        self._cancel.clear()
        self.run_button.disabled = True
        self.stop_button.disabled = False
        self.status.value = "playing…"
        self.progress.value = 0
        if wait:
            self._play()
            return self.result
        self._thread = threading.Thread(target=self._play, daemon=True)
        self._thread.start()
        return None

    def stop(self) -> None:
        self._cancel.set()

    @staticmethod
    def result_html(res: LabResult) -> str:
        ch = res.changes()
        rows = []
        for r in ch.itertuples():
            pct = r.kind == "rate"
            def f(x: float, pct: bool = pct) -> str:
                return f"{100 * x:.1f}%" if pct else f"{x:.3g}"

            chg = (f"{100 * r.change:+.1f} pts [{100 * r.low:+.1f}, {100 * r.high:+.1f}]" if pct
                   else f"{r.change:+.3g} [{r.low:+.3g}, {r.high:+.3g}]")
            style = "font-weight:bold" if r.significant else "opacity:.65"
            rows.append(f"<tr style='{style}'><td>{html.escape(r.measure)}</td><td>{f(r.baseline)}</td>"
                        f"<td>{f(r.value)}</td><td>{chg}</td><td>{html.escape(r.verdict)}</td></tr>")
        head = ("<tr><th>measure</th><th>rulebook</th><th>variant</th><th>change [95% interval]</th>"
                "<th>verdict</th></tr>")
        diff = res.rules_diff().get("variant", {})
        said = "; ".join(f"{k}: {a!r} → {b!r}" for k, (a, b) in diff.items()) or "nothing (the rulebook against itself)"
        n = int((res.games["variant"] == "variant").sum()) if len(res.games) else 0
        return (f"<div class='tnb-lab-result'><p>Rules changed: {html.escape(said)}. {n} games each; a change is "
                "called only when a two-sided test at 5 % says so.</p>"
                f"<table class='tnb-table'>{head}{''.join(rows)}</table></div>")

    def __repr__(self) -> str:
        return f"VariantLab({self.cls.key!r}, changed={sorted(self.base.diff(self.rules()))})"


def variant_lab(game: Any, n: int = 200, **kw: Any) -> VariantLab:
    return VariantLab(game, n, **kw)
