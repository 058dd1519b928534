"""A game's tracks and rounds after every step, computed once and extended as the log grows.

A board click must redraw the chart fast, so the replay is incremental: the states are rebuilt
from the log once, then only the new events are applied (an undo or a new log starts over).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Series:
    values: dict[str, list[float | None]] = field(default_factory=dict)
    #: the steps at which each track's value differs from the step before (the chart draws only these)
    changes: dict[str, list[int]] = field(default_factory=dict)
    rounds: list[int] = field(default_factory=list)
    start: int = 0  # the first step at which the tracks mean something (setup is over)

    @property
    def steps(self) -> int:
        return len(self.rounds) - 1


class SeriesCache:
    """``series(game)``: tracks (value after step 0..N, ``None`` before a track exists) and rounds."""

    def __init__(self) -> None:
        self._log: Any = None
        self._last: Any = None
        self._n = 0
        self._state: Any = None
        self._series = Series()

    def series(self, game: Any) -> Series:
        log = game.log
        n = len(log)
        fresh = (self._log is not log or n < self._n or self._state is None
                 or (self._n and log[self._n - 1] is not self._last))
        if fresh:
            self._reset(game)
            if self._state is None:  # no replay hooks: ask the game for its tracks as they are
                return self._from_tracks(game)
        s, state = self._series, self._state
        track_values, round_of = game.track_values, game.round_of
        for k in range(self._n, n):
            ev = log[k]
            ev.type.apply(state, ev)
            if s.start == 0 and getattr(ev, "kind", None) == "decision":
                s.start = k + 1
            self._add(track_values(state), round_of(state), k + 1)
        self._n = n
        self._last = log[n - 1] if n else None
        return s

    def fork(self, game: Any) -> "SeriesCache":
        """A cache for ``game``, a copy of the game this cache follows that was played on further: it goes on
        from this cache's replay (copied), so that extending it changes nothing here. A board prepares its
        answers on such copies. Without a replay to go on from, a fresh cache (it replays the whole log)."""
        fork = SeriesCache()
        log = game.log
        n = self._n
        if (self._state is None or self._log is None or n > len(log)
                or (n and log[n - 1] is not self._last)):
            return fork
        s = self._series
        fork._log, fork._n, fork._last = log, n, self._last
        fork._state = self._state.copy()
        fork._series = Series({k: list(v) for k, v in s.values.items()}, {k: list(v) for k, v in s.changes.items()},
                              list(s.rounds), s.start)
        return fork

    def _reset(self, game: Any) -> None:
        self._log, self._n, self._last = game.log, 0, None
        self._series = Series()
        blank = getattr(game, "blank_state", None)
        if blank is None or not hasattr(game, "track_values") or not hasattr(game, "round_of"):
            self._state = None
            return
        try:
            self._state = blank()
        except Exception:  # noqa: BLE001 - a game whose blank state needs a setup: fall back
            self._state = None
            return
        self._add(game.track_values(self._state), game.round_of(self._state), 0)

    def _add(self, values: dict[str, float], round_: int, k: int) -> None:
        s = self._series
        changes = s.changes
        for name, v in values.items():
            line = s.values.get(name)
            if line is None:
                line = s.values[name] = [None] * k
                changes[name] = []
            if not line or line[-1] != v:
                changes[name].append(k)
            line.append(v)
        if len(values) != len(s.values):
            for name, line in s.values.items():  # a track that vanished keeps its place with a gap
                if len(line) < k + 1:
                    if line and line[-1] is not None:
                        changes[name].append(k)
                    line.append(None)
        s.rounds.append(int(round_ or 0))

    def _from_tracks(self, game: Any) -> Series:
        tracks = game.tracks()
        n = len(game.log)
        rounds = [0] * (n + 1)
        start = next((k + 1 for k, ev in enumerate(game.log) if getattr(ev, "kind", None) == "decision"), 0)
        self._log = None  # recomputed every time: no replay to extend
        values = {k: list(v) for k, v in tracks.items()}
        changes = {k: [i for i in range(len(v)) if i == 0 or v[i] != v[i - 1]] for k, v in values.items()}
        return Series(values, changes, rounds, start)
