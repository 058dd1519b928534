"""``table(rows)``: results as a small HTML table (and readable plain text), not a raw dict."""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from typing import Any


def _cell(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:.3g}" if abs(v) < 1000 else f"{v:,.0f}"
    return str(v)


class Table:
    """A list of rows shown as an HTML table in a notebook (``text/plain`` is aligned columns)."""

    def __init__(self, rows: Iterable[Mapping[str, Any] | Sequence[Any]] | Mapping[str, Any],
                 columns: Sequence[str] | None = None, caption: str | None = None) -> None:
        if isinstance(rows, Mapping):  # one record: a two-column table of its fields
            rows = [{"": k, "value": v} for k, v in rows.items()]
            columns = columns or ["", "value"]
        rows = list(rows)
        if columns is None:
            columns = []
            for r in rows:
                if isinstance(r, Mapping):
                    columns.extend(k for k in r if k not in columns)
        self.columns = [str(c) for c in columns]
        self.rows: list[list[str]] = []
        for r in rows:
            if isinstance(r, Mapping):
                self.rows.append([_cell(r.get(c, "")) for c in self.columns])
            else:
                self.rows.append([_cell(v) for v in r])
        self.caption = caption

    def _repr_html_(self) -> str:
        head = "".join(f"<th style='text-align:left;padding:2px 8px'>{html.escape(c)}</th>" for c in self.columns)
        body = "".join("<tr>" + "".join(f"<td style='padding:2px 8px'>{html.escape(v)}</td>" for v in r) + "</tr>"
                       for r in self.rows)
        cap = f"<caption style='text-align:left'>{html.escape(self.caption)}</caption>" if self.caption else ""
        return f"<table class='tnb-table'>{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"

    def __repr__(self) -> str:
        grid = [self.columns] + self.rows if self.columns else self.rows
        widths = [max(len(r[i]) for r in grid if i < len(r)) for i in range(max(map(len, grid), default=0))]
        lines = ["  ".join(v.ljust(widths[i]) for i, v in enumerate(r)).rstrip() for r in grid]
        if self.columns:
            lines.insert(1, "  ".join("-" * w for w in widths))
        return ((self.caption + "\n") if self.caption else "") + "\n".join(lines)


def table(rows: Any, columns: Sequence[str] | None = None, caption: str | None = None) -> Table:
    """Rows (dicts or lists; or one dict of fields) as a small table for a notebook cell's result."""
    return Table(rows, columns, caption)


def rulings_table(rules: Any) -> Table:
    """A Rules class's (or instance's) named rulings as a table: the question, its rulebook section, the
    default reading and the alternatives, each with what it means."""
    rows = []
    for r in rules.rulings():
        rows.append({"ruling": r.name, "section": r.section, "question": r.question,
                     "default": f"{r.default!r}: {r.alternatives[r.default]}",
                     "alternatives": "; ".join(f"{v!r}: {m}" for v, m in r.alternatives.items() if v != r.default)})
    return Table(rows, caption=f"{len(rows)} named rulings (the default first; change one with rules.replace(name=value))")
