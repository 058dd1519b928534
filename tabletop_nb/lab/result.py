"""What a lab run returns: one tidy row per game, and the summary with its intervals.

``result.games`` is the DataFrame (variant, seed, winner, turns, actions, ending, first,
first_won, then the metrics). The summary tables are methods (``win_rates()``, ``balance()``,
``first_player()``, ``lengths()``, ``endings()``, ``metrics()``, ``cards()``, ``changes()``), and
``summary()`` says in words what changed, calling a change a change only when the two-sided
test at 5 % says so (two-proportion z-test for rates, Welch's z-test for means).
"""

from __future__ import annotations

import html
import math
from typing import Any, Sequence

import pandas as pd

from ..core.game import Game
from ..core.policy import play_out
from ..core.rules import Rules
from .adapters import NOBODY, adapter_for
from .stats import balance, mean_interval, two_means, two_proportions, wilson


def _pct(x: float) -> str:
    return "n/a" if x != x else f"{100 * x:.1f}%"


class LabResult:
    """The games of a run and everything the lab says about them."""

    def __init__(self, game: type[Game], variants: dict[str, Rules], plans: dict[str, Any], n: int, seed: int,
                 games: pd.DataFrame, cards: pd.DataFrame, tracks: pd.DataFrame, seats: list[str],
                 complete: bool) -> None:
        self.game = game
        self.variants = variants
        self.plans = plans
        self.n = n
        self.seed = seed
        self.games = games
        self.card_counts = cards
        self.tracks = tracks
        self.seats = seats
        self.complete = complete
        self.swept: tuple[str, list[Any]] | None = None
        self.skill_levels: tuple[int, ...] | None = None
        self.notes: list[str] = []

    # ------------------------------------------------------------------ building
    @classmethod
    def build(cls, game: type[Game], variants: dict[str, Rules], plan: Any, n: int, seed: int,
              parts: list[dict[str, Any]], complete: bool) -> "LabResult":
        order = {name: i for i, name in enumerate(variants)}
        rows = [r for p in parts for r in p["rows"]]
        games = pd.DataFrame(rows) if rows else pd.DataFrame(
            columns=["variant", "seed", "winner", "turns", "actions", "ending", "first", "first_won",
                     *[m for m, _ in plan.metrics]])
        if len(games):
            games = games.sort_values(["variant", "seed"], key=lambda col: col.map(order) if col.name == "variant"
                                      else col, kind="stable").reset_index(drop=True)
        acc: dict[tuple[str, str, str], list[int]] = {}
        for p in parts:
            for key, v in p["cards"].items():
                a = acc.setdefault(key, [0, 0, 0, 0])
                for i in range(4):
                    a[i] += v[i]
        cards = pd.DataFrame([(*k, *v) for k, v in sorted(acc.items(), key=lambda kv: (order[kv[0][0]], kv[0][1:]))],
                             columns=["variant", "kind", "card", "count", "games", "seat_games", "seat_wins"])
        tr = pd.DataFrame([t for p in parts for t in p["tracks"]],
                          columns=["variant", "seed", "track", "round", "value"])
        if len(tr):
            tr = tr.sort_values(["variant", "seed", "track", "round"], key=lambda col: col.map(order)
                                if col.name == "variant" else col, kind="stable").reset_index(drop=True)
        probe = game(next(iter(variants.values())), seed=seed, **dict(plan.setup))
        seats = adapter_for(probe).seat_names(probe)
        return cls(game, dict(variants), {k: plan for k in variants}, n, seed, games, cards, tr, seats, complete)

    @classmethod
    def merge(cls, results: Sequence["LabResult"]) -> "LabResult":
        """One result of several runs of the same game (variant names must differ)."""
        first = results[0]
        variants: dict[str, Rules] = {}
        plans: dict[str, Any] = {}
        for r in results:
            for k in r.variants:
                if k in variants:
                    raise ValueError(f"merge: variant {k!r} appears twice")
            variants.update(r.variants)
            plans.update(r.plans)
        out = cls(first.game, variants, plans, first.n, first.seed,
                  pd.concat([r.games for r in results], ignore_index=True),
                  pd.concat([r.card_counts for r in results], ignore_index=True),
                  pd.concat([r.tracks for r in results], ignore_index=True), first.seats,
                  all(r.complete for r in results))
        return out

    # ------------------------------------------------------------------ replay
    def replay(self, row: Any) -> Game:
        """The game of one row (an index of ``games``, a row, or ``{"variant":..., "seed":...}``), played
        again from its seed with the same bots: it is the same game, move for move."""
        from .play import build

        if isinstance(row, (int,)) and not isinstance(row, bool):
            row = self.games.iloc[row]
        variant, seed = row["variant"], int(row["seed"])
        if variant not in self.variants:
            raise KeyError(f"no variant {variant!r}; variants: {list(self.variants)}")
        plan = self.plans[variant]
        game, policy = build(plan, self.variants[variant], seed)
        play_out(game, policy, max_actions=plan.max_actions)
        return game

    # ------------------------------------------------------------------ tables
    def _by_variant(self) -> list[tuple[str, pd.DataFrame]]:
        g = self.games
        return [(name, g[g["variant"] == name]) for name in self.variants if len(g)]

    def win_rates(self) -> pd.DataFrame:
        """Each seat's win rate per variant (a shared win counts for each winner), and how often
        nobody won, with 95 % Wilson intervals."""
        out = []
        for name, g in self._by_variant():
            winners = g["winner"].str.split("+")
            n = len(g)
            for seat in [*self.seats, NOBODY]:
                k = int(winners.map(lambda w, s=seat: s in w).sum())
                iv = wilson(k, n)
                out.append({"variant": name, "seat": seat, "wins": k, "games": n, "rate": iv.rate,
                            "low": iv.low, "high": iv.high})
        return pd.DataFrame(out)

    def balance(self) -> pd.DataFrame:
        """Ludii's Balance per variant: 1 - the largest gap between two seats' win rates."""
        w = self.win_rates()
        out = []
        for name, _ in self._by_variant():
            rates = w[(w["variant"] == name) & (w["seat"] != NOBODY)]["rate"].tolist()
            out.append({"variant": name, "balance": balance(rates)})
        return pd.DataFrame(out)

    def first_player(self) -> pd.DataFrame:
        """How often the seat that took the first turn won, beside an average seat's rate."""
        out = []
        k = max(1, len(self.seats))
        for name, g in self._by_variant():
            n = len(g)
            iv = wilson(int(g["first_won"].sum()), n)
            decided = float((g["winner"] != NOBODY).mean()) if n else math.nan
            out.append({"variant": name, "first_won": iv.k, "games": n, "rate": iv.rate, "low": iv.low,
                        "high": iv.high, "average_seat": decided / k, "advantage": iv.rate - decided / k})
        return pd.DataFrame(out)

    def lengths(self) -> pd.DataFrame:
        out = []
        for name, g in self._by_variant():
            row: dict[str, Any] = {"variant": name, "games": len(g)}
            for col in ("turns", "actions"):
                v = g[col]
                m = mean_interval(v.tolist())
                row.update({f"{col}_mean": m.mean, f"{col}_low": m.low, f"{col}_high": m.high,
                            f"{col}_median": float(v.median()), f"{col}_min": int(v.min()), f"{col}_max": int(v.max())})
            out.append(row)
        return pd.DataFrame(out)

    def endings(self) -> pd.DataFrame:
        out = []
        every = sorted(set(self.games["ending"])) if len(self.games) else []
        for name, g in self._by_variant():
            n = len(g)
            counts = g["ending"].value_counts()
            for e in every:
                iv = wilson(int(counts.get(e, 0)), n)
                out.append({"variant": name, "ending": e, "games": iv.k, "of": n, "rate": iv.rate,
                            "low": iv.low, "high": iv.high})
        return pd.DataFrame(out)

    @property
    def metric_names(self) -> list[str]:
        plan = next(iter(self.plans.values()))
        names = [m for m, _ in plan.metrics]
        for p in self.plans.values():
            names += [m for m, _ in p.metrics if m not in names]
        return names

    def metrics(self) -> pd.DataFrame:
        out = []
        for name, g in self._by_variant():
            for m in self.metric_names:
                if m not in g:
                    continue
                v = g[m].dropna()
                mi = mean_interval(v.tolist())
                out.append({"variant": name, "metric": m, "mean": mi.mean, "low": mi.low, "high": mi.high,
                            "median": float(v.median()) if len(v) else math.nan,
                            "min": float(v.min()) if len(v) else math.nan, "max": float(v.max()) if len(v) else math.nan})
        return pd.DataFrame(out)

    def cards(self, kind: str | None = None) -> pd.DataFrame:
        """Per-card telemetry from the event log: per variant, event kind and card, how often it
        happened, in how many games, and the win rate of the seats that did it (with its interval)."""
        c = self.card_counts
        if kind is not None:
            c = c[c["kind"] == kind]
        rows = []
        per_variant = self.games["variant"].value_counts() if len(self.games) else {}
        for r in c.itertuples(index=False):
            iv = wilson(int(r.seat_wins), int(r.seat_games))
            games = int(per_variant.get(r.variant, 0))
            rows.append({"variant": r.variant, "kind": r.kind, "card": r.card, "count": int(r.count),
                         "games": int(r.games), "per_game": r.count / games if games else math.nan,
                         "seat_games": int(r.seat_games), "win_rate": iv.rate, "low": iv.low, "high": iv.high})
        return pd.DataFrame(rows, columns=["variant", "kind", "card", "count", "games", "per_game", "seat_games",
                                           "win_rate", "low", "high"])

    def card_kinds(self) -> list[str]:
        return sorted(set(self.card_counts["kind"])) if len(self.card_counts) else []

    def skill(self) -> pd.DataFrame:
        """For a skill check (``bots.skill_check``): the strong seat's win rate per level with its
        Wilson interval, a fair seat's share, and the slope of win rate over log2(level)."""
        if "strong_won" not in self.games:
            raise ValueError("not a skill check (run tabletop_nb.lab.skill_check)")
        k = max(1, len(self.seats))
        rows = []
        for i, (name, g) in enumerate(self._by_variant()):
            wins = int(round(float(g["strong_won"].sum())))
            iv = wilson(min(wins, len(g)), len(g))
            level = self.skill_levels[i] if self.skill_levels and i < len(self.skill_levels) else i + 1
            rows.append({"level": name, "iterations": level, "games": len(g), "strong_wins": wins, "rate": iv.rate,
                         "low": iv.low, "high": iv.high, "fair_share": 1 / k})
        df = pd.DataFrame(rows)
        if len(df) >= 2:
            x = [math.log2(v) for v in df["iterations"]]
            y = df["rate"].tolist()
            mx, my = sum(x) / len(x), sum(y) / len(y)
            sxx = sum((a - mx) ** 2 for a in x)
            df["slope"] = sum((a - mx) * (b - my) for a, b in zip(x, y)) / sxx if sxx else math.nan
        return df

    # ------------------------------------------------------------------ changes
    def changes(self) -> pd.DataFrame:
        """Every measure of every variant against the baseline (the first variant): the change, its
        95 % interval, the p-value and the verdict."""
        names = list(self.variants)
        base = names[0]
        out: list[dict[str, Any]] = []
        g = self.games
        if not len(g):
            return pd.DataFrame(out)
        gb = g[g["variant"] == base]
        every_end = sorted(set(g["ending"]))
        for name in names[1:]:
            gv = g[g["variant"] == name]
            if not len(gv):
                continue
            props: list[tuple[str, int, int, int, int]] = []
            wb, wv = gb["winner"].str.split("+"), gv["winner"].str.split("+")
            for seat in [*self.seats, NOBODY]:
                label = "nobody wins" if seat == NOBODY else f"{seat} wins"
                props.append((label, int(wb.map(lambda w, s=seat: s in w).sum()), len(gb),
                              int(wv.map(lambda w, s=seat: s in w).sum()), len(gv)))
            if len(self.seats) > 1:  # solo: the first player is the one seat, already counted
                props.append(("first player wins", int(gb["first_won"].sum()), len(gb), int(gv["first_won"].sum()), len(gv)))
            for e in every_end:
                props.append((f"ends: {e}", int((gb["ending"] == e).sum()), len(gb), int((gv["ending"] == e).sum()), len(gv)))
            for label, k1, n1, k2, n2 in props:
                if k1 == 0 and k2 == 0:
                    continue
                t = two_proportions(k1, n1, k2, n2)
                out.append({"variant": name, "measure": label, "kind": "rate", "baseline": k1 / n1, "value": k2 / n2,
                            "change": t.diff, "low": t.low, "high": t.high, "p": t.p, "significant": t.significant})
            for col in ["turns", "actions", *[m for m in self.metric_names if m in g]]:
                a, b = mean_interval(gb[col].dropna().tolist()), mean_interval(gv[col].dropna().tolist())
                t = two_means(a, b)
                out.append({"variant": name, "measure": f"mean {col}", "kind": "mean", "baseline": a.mean,
                            "value": b.mean, "change": t.diff, "low": t.low, "high": t.high, "p": t.p,
                            "significant": t.significant})
        df = pd.DataFrame(out)
        if len(df):
            n = df["variant"].map(lambda v: int((g["variant"] == v).sum()))
            df["verdict"] = [
                ("higher" if r.change > 0 else "lower") if r.significant else f"no detectable change at {k} games"
                for r, k in zip(df.itertuples(index=False), n)]
        return df

    def rules_diff(self) -> dict[str, dict[str, tuple[Any, Any]]]:
        """What each variant changes from the baseline: ``{variant: {rule: (baseline, variant)}}``."""
        names = list(self.variants)
        base = self.variants[names[0]]
        return {k: base.diff(self.variants[k]) for k in names[1:]}

    # ------------------------------------------------------------------ words
    def summary(self) -> str:
        """The run in plain words: per variant the outcome, and what changed against the baseline."""
        lines = []
        title = getattr(self.game, "title", self.game.key)
        played = self.games["variant"].value_counts().to_dict() if len(self.games) else {}
        lines.append(f"{title}: {len(self.variants)} variant(s), {self.n} games each (seeds {self.seed}..{self.seed + self.n - 1})"
                     + ("" if self.complete else f" - STOPPED EARLY, games played: {played}"))
        if not len(self.games):
            return "\n".join(lines + ["no game was finished before the run stopped"])
        w = self.win_rates()
        bal = self.balance().set_index("variant")["balance"]
        fp = self.first_player().set_index("variant")
        ln = self.lengths().set_index("variant")
        en = self.endings()
        for name, g in self._by_variant():
            lines.append(f"- {name} ({len(g)} games):")
            ws = w[w["variant"] == name]
            parts = [f"{r.seat} {_pct(r.rate)} [{_pct(r.low)}, {_pct(r.high)}]" for r in ws.itertuples() if r.wins or r.seat == NOBODY]
            lines.append("    wins: " + "; ".join(parts))
            if len(self.seats) > 1:  # a solo game has no balance and no first-player advantage
                f = fp.loc[name]
                avg = f["average_seat"]
                said = ("" if not (f["low"] > avg or f["high"] < avg) else
                        f": an {'advantage' if f['low'] > avg else 'disadvantage'}, the interval excludes the average")
                lines.append(f"    balance {bal[name]:.3f}; first player won {_pct(f['rate'])} [{_pct(f['low'])}, "
                             f"{_pct(f['high'])}] (an average seat {_pct(avg)}{said})")
            lr = ln.loc[name]
            lines.append(f"    length: {lr['turns_mean']:.1f} turns (median {lr['turns_median']:g}, {lr['turns_min']:g}-{lr['turns_max']:g}), "
                         f"{lr['actions_mean']:.0f} actions (median {lr['actions_median']:g}, {lr['actions_min']:g}-{lr['actions_max']:g})")
            es = en[(en["variant"] == name) & (en["games"] > 0)]
            lines.append("    ended: " + "; ".join(f"{r.ending} {_pct(r.rate)}" for r in es.itertuples()))
        ch = self.changes()
        if len(ch):
            base = list(self.variants)[0]
            for name, d in self.rules_diff().items():
                rd = ", ".join(f"{k}: {a!r} -> {b!r}" for k, (a, b) in d.items()) or "no rule changed"
                lines.append(f"{name} against {base} ({rd}):")
                sub = ch[ch["variant"] == name]
                sig = sub[sub["significant"]]
                for r in sig.itertuples():
                    fmt = _pct if r.kind == "rate" else (lambda x: f"{x:.3g}")
                    chg = (f"{100 * r.change:+.1f} points [{100 * r.low:+.1f}, {100 * r.high:+.1f}]" if r.kind == "rate"
                           else f"{r.change:+.3g} [{r.low:+.3g}, {r.high:+.3g}]")
                    lines.append(f"    {r.measure}: {fmt(r.baseline)} -> {fmt(r.value)}, {chg}, p={r.p:.2g}")
                if not len(sig):
                    k = int((self.games["variant"] == name).sum())
                    lines.append(f"    no detectable change at {k} games (every measure's test: p >= 0.05)")
                else:
                    lines.append(f"    ({len(sub) - len(sig)} other measures: no detectable change at "
                                 f"{int((self.games['variant'] == name).sum())} games)")
            lines.append("A change is called only when the two-sided test at 5 % says so (two-proportion z-test "
                         "for rates, Welch for means); with many measures, about 1 in 20 calls can be chance.")
        lines += self.notes
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.summary()

    def __repr__(self) -> str:
        return (f"<LabResult {self.game.key}: {len(self.variants)} variants x {self.n} games"
                + ("" if self.complete else ", stopped early") + ">")

    def _repr_html_(self) -> str:
        return "<pre class='tnb-lab-summary'>" + html.escape(self.summary()) + "</pre>"

    # ------------------------------------------------------------------ files
    def to_csv(self, path: str | None = None) -> str:
        """The games table as CSV (rows in variant, seed order; the same whatever ran them)."""
        text = self.games.to_csv(index=False, float_format="%.10g", lineterminator="\n")
        if path is not None:
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(text)
        return str(text)
