"""The board's pictures (the table's SVG and the chart's) sent to the page as what changed.

A click changes a few pieces of a 10-20 KB picture: a token moves, a number changes, a chart line grows
by a point. Sending both pictures whole after every click made the answer ~22 KB, and its size was the
largest part of a click's latency above a bare Button's (``make bench-latency-parts``). So the board
sends each picture whole only when the page has no copy of it (a new model: a view opened, the page
reloaded, Voilà, JupyterLite) and otherwise as the *changes* from the copy the page holds.

The changes work on the picture's text cut at every ``><`` (between two tags: a fragment is about one
tag). A change list says, in order, which runs of the old fragments to keep and which new fragments
to put between them; the page joins the result with ``><`` again and gets the new text exactly, then
draws it as before (``patchSvg`` in widgets/board.js replaces only the elements whose text changed).
Each copy has a revision number: changes name the revision they apply to, and a page whose copy is
another one asks for the whole picture (``{"type": "pictures"}``) instead of drawing a wrong one.

Nothing here knows SVG: any text round-trips (``rebuild(old, changes(old, new)) == new``).
"""

from __future__ import annotations

from typing import Union

SEP = "><"
#: a new fragment found further on in the old text (not next) is taken from there only when the old text
#: holds it at most this many times; a common one ("/circle", "/g") would pull the match out of place
ANCHOR = 2
#: send the whole picture when the changes would be at least this share of its length
WHOLE_SHARE = 0.6

Change = Union[list[int], str]


def fragments(text: str) -> list[str]:
    """``text`` cut at every ``><``."""
    return text.split(SEP)


def changes(old: list[str], new: list[str]) -> list[Change]:
    """How to make ``new`` from ``old`` (both as ``fragments``): ``[start, stop]`` keeps ``old[start:stop]``,
    a string is new fragments joined by ``><``. Kept runs are in order and never overlap."""
    where: dict[str, list[int]] = {}
    for i, t in enumerate(old):
        at = where.get(t)
        if at is None:
            where[t] = [i]
        else:
            at.append(i)
    out: list[Change] = []
    fresh: list[str] = []  # new fragments waiting to be sent as one string
    size = len(old)
    i = 0  # the next old fragment not passed yet
    run = -1  # the start of the run of old fragments being kept (it ends at i), or -1
    for t in new:
        if i < size and old[i] == t:  # the next old fragment again: the run goes on
            if run < 0:
                if fresh:
                    out.append(SEP.join(fresh))
                    fresh = []
                run = i
            i += 1
            continue
        k = -1
        at = where.get(t)
        if at is not None and len(at) <= ANCHOR:
            for p in at:
                if p >= i:
                    k = p
                    break
        if k >= 0:  # further on: skip the old fragments in between
            if run >= 0:
                out.append([run, i])
            elif fresh:
                out.append(SEP.join(fresh))
                fresh = []
            run = k
            i = k + 1
            continue
        if run >= 0:
            out.append([run, i])
            run = -1
        fresh.append(t)
    if run >= 0:
        out.append([run, i])
    elif fresh:
        out.append(SEP.join(fresh))
    return out


def rebuild(old: list[str], steps: list[Change]) -> list[str]:
    """The fragments that ``steps`` (from ``changes``) make of ``old`` (what the page does, in Python)."""
    out: list[str] = []
    for step in steps:
        if isinstance(step, str):
            out.extend(step.split(SEP))
        else:
            out.extend(old[step[0]:step[1]])
    return out


class SentPicture:
    """One picture as the page was last sent it: its revision and fragments.

    ``prepare(text)`` works out beforehand what ``update(text, False)`` will send (the board does it for the
    answers it prepares while the page is idle); ``update`` then takes it if the page's copy is still the one it
    was worked out from.
    """

    __slots__ = ("rev", "text", "parts", "ready")

    def __init__(self) -> None:
        self.rev = 0
        self.text = ""
        self.parts: list[str] = [""]
        #: text -> (the revision it was worked out from, its fragments, the changes from that revision's copy)
        self.ready: dict[str, tuple[int, list[str], list[Change] | None]] = {}

    def prepare(self, text: str) -> None:
        """Work out now the changes that would send ``text`` after the copy the page holds now."""
        if text == self.text or text in self.ready:
            return
        parts = fragments(text)
        self.ready[text] = (self.rev, parts, self._changes_to(parts, text))

    def _changes_to(self, parts: list[str], text: str) -> list[Change] | None:
        """The changes from the page's copy to ``text`` (its ``parts``), or None when sending it whole is
        about as short."""
        steps = changes(self.parts, parts)
        weight = sum(len(s) if isinstance(s, str) else 12 for s in steps)
        return steps if weight < WHOLE_SHARE * len(text) else None

    def _worked_out(self, text: str) -> tuple[list[str], list[Change] | None]:
        """``text``'s fragments and its changes from the page's copy (None: whole), prepared or worked out now."""
        ready = self.ready.get(text)
        if ready is not None and ready[0] == self.rev:
            return ready[1], ready[2]
        parts = fragments(text)
        return parts, self._changes_to(parts, text)

    def _message(self, rev: int, text: str, steps: list[Change] | None) -> dict[str, object]:
        """The new copy under revision ``rev``: as the changes from the page's copy, or whole."""
        if steps is not None:
            return {"rev": rev, "base": self.rev, "d": steps}
        return {"rev": rev, "full": text}

    def peek(self, text: str) -> dict[str, object]:
        """What ``update(text, False)`` would send now, changing nothing (the board's answers sent ahead)."""
        if text == self.text:
            return {"rev": self.rev}
        return self._message(self.rev + 1, text, self._worked_out(text)[1])

    def skip_past(self, rev: int) -> None:
        """Go on from a revision above ``rev``: the page may hold a copy under a revision up to ``rev`` that was never
        sent as such (an answer sent ahead that turned out wrong), so the next one it is sent must be new to it."""
        self.rev = max(self.rev, rev) + 1
        self.ready = {}

    def update(self, text: str, whole: bool) -> dict[str, object]:
        """What to send for the picture ``text``: only its revision when the page has it already (a page
        that missed a message sees that its copy is another one, and asks for the pictures whole).

        ``whole``: the page may have no copy (a new model), so the whole picture goes, under the same
        revision when it did not change.
        """
        if text == self.text and not whole:
            return {"rev": self.rev}
        if text == self.text:
            return {"rev": self.rev, "full": text}
        if whole:
            parts, steps = fragments(text), None
        else:
            parts, steps = self._worked_out(text)
        message = self._message(self.rev + 1, text, steps)
        self.ready = {}  # worked out from the copy that is now replaced
        self.rev += 1
        self.text, self.parts = text, parts
        return message
