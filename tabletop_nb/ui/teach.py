"""Teaching beside the board: the first-game mode's rule cards, the glossary, and definitions on hover.

It knows no game: a game's ``teach`` room (tabletop_nb/core/teach.py) gives its glossary and its rule cards, found
through ``room_function``.

- :class:`FirstGame` follows a board: the first time an event the viewing seat may see cites a rule, that rule's
  card (our words, its section, a link to the lesson) is shown, once per rule; "Got it" puts it away (and shows the
  next new one), and the list of rules met so far reopens any of them.
- :class:`GlossaryView` and :func:`glossary`: the game's words and their meanings, as a widget beside the board
  or as a static table in a notebook (``glossary("wotw")``).
- :func:`hint_for`: the definitions of the glossary words found in a piece of text (a button, a track's name), for a
  ``title`` attribute.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import ipywidgets as widgets

from ..core.registry import find_game, room_function
from ..core.teach import RuleCard, Term, rules_introduced

#: where the lesson notebooks are, seen from the app notebooks (notebooks/apps/): a link to a lesson is this plus
#: the card's path under notebooks/
LESSONS_FROM_APPS = "../"

#: the words of the UI in each language a teach room may be told in
WORDS: dict[str, dict[str, str]] = {
    "en": {"heading": "First game: each rule as it comes up", "rule": "Rule", "lesson": "Lesson",
           "got_it": "Got it", "close": "Close", "next": "Got it (next: {n} more)",
           "met": "Rules met so far ({n})", "none_yet": "No rule has come up yet.",
           "all_read": "All caught up: a new rule will show here when it first comes into play. Reopen any rule "
                       "below.",
           "glossary": "Glossary", "word": "Word", "meaning": "Meaning", "also": "also as a notebook"},
    "fr": {"heading": "Première partie : chaque règle quand elle sert", "rule": "Règle", "lesson": "Leçon",
           "got_it": "Compris", "close": "Fermer", "next": "Compris (encore {n})",
           "met": "Règles vues jusqu'ici ({n})", "none_yet": "Aucune règle n'a encore servi.",
           "all_read": "Tout est lu : une nouvelle règle s'affichera ici quand elle servira pour la première fois. "
                       "Rouvrez n'importe quelle règle ci-dessous.",
           "glossary": "Glossaire", "word": "Mot", "meaning": "Sens", "also": "aussi en notebook"},
}


def game_class_of(game: Any) -> type:
    """The game class of ``game``: a registered key ("wotw"), a game class, or a game."""
    if isinstance(game, str):
        cls = find_game(game)
        if cls is None:
            raise KeyError(f"no game registered as {game!r}")
        return cls
    return game if isinstance(game, type) else type(game)


class Teaching:
    """What the UI reads of a game's teach room, told in one language."""

    def __init__(self, game: Any, language: str | None = None) -> None:
        cls = game_class_of(game)
        self.game_class = cls
        self.card_of = room_function(cls, "teach", "rule_card")
        self.terms: tuple[Term, ...] = tuple(room_function(cls, "teach", "GLOSSARY") or ())
        self.glossary_notebook: str = room_function(cls, "teach", "GLOSSARY_NOTEBOOK") or ""
        if language is None:
            language_of = room_function(cls, "teach", "language_of")
            language = str(language_of(game)) if language_of is not None and not isinstance(game, (str, type)) \
                else str(room_function(cls, "teach", "LANGUAGE") or "en")
        self.language = language if language in WORDS else "en"
        self.words = WORDS[self.language]
        self._hints: dict[str, str] = {}
        self._pattern: re.Pattern[str] | None = None

    @property
    def has_cards(self) -> bool:
        return self.card_of is not None

    def card(self, section: str) -> RuleCard | None:
        return self.card_of(section) if self.card_of is not None else None

    def definitions(self) -> dict[str, str]:
        """``{word: definition}`` in this language."""
        return dict(t.told(self.language) for t in self.terms)

    def hint(self, text: str) -> str:
        """The definitions of the glossary words in ``text`` ("TR: Terraform Rating..."), one a line; "" if none."""
        if not self.terms or not text:
            return ""
        known = self._hints.get(text)
        if known is None:
            known = self._hints[text] = hint_for(text, self.definitions(), self._regex())
        return known

    def _regex(self) -> re.Pattern[str]:
        if self._pattern is None:
            self._pattern = _words_regex(self.definitions())
        return self._pattern

    def glossary_html(self) -> str:
        return glossary_table(self.terms, self.language, self.words)


def _words_regex(definitions: Mapping[str, str]) -> re.Pattern[str]:
    # Each word as a whole word (a plural too); short words (TR, PC, M€) only as written, longer ones in any case.
    alts = []
    for word in sorted(definitions, key=len, reverse=True):
        base = re.escape(word.split(" (")[0])
        alts.append(base + "(?:s|es)?" if len(word) > 3 else f"(?-i:{base})")
    return re.compile(r"(?<![\w€])(" + "|".join(alts) + r")(?![\w€])", re.IGNORECASE)


def hint_for(text: str, definitions: Mapping[str, str], pattern: re.Pattern[str] | None = None) -> str:
    """The definitions of the words of ``definitions`` that ``text`` uses, in the order they first appear."""
    if not definitions:
        return ""
    pattern = pattern or _words_regex(definitions)
    lower = {w.split(" (")[0].lower(): w for w in definitions}
    found: list[str] = []
    for m in pattern.finditer(text):
        hit = m.group(1).lower()
        word = lower.get(hit) or lower.get(hit[:-1]) or lower.get(hit[:-2])
        if word is not None and word not in found:
            found.append(word)
    return "\n".join(f"{w}: {definitions[w]}" for w in found)


def glossary_table(terms: Sequence[Term], language: str = "en", words: Mapping[str, str] | None = None) -> str:
    """The glossary as a static HTML table (no kernel needed). A French glossary shows the English word beside."""
    words = words or WORDS.get(language, WORDS["en"])
    twin = language == "fr" and any(t.english for t in terms)
    head = f"<th>{words['word']}</th>" + ("<th>English</th>" if twin else "") + f"<th>{words['meaning']}</th>"
    rows = []
    for t in terms:
        word, meaning = t.told(language)
        english = f"<td><i>{html.escape(t.english)}</i></td>" if twin else ""
        rows.append(f"<tr><td><b>{html.escape(word)}</b></td>{english}<td>{html.escape(meaning)}</td></tr>")
    return ("<table class='tnb-glossary' style='border-collapse:collapse;font-family:sans-serif;font-size:13px'>"
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>")


class GlossaryTable:
    """A game's glossary for a notebook: renders as a static table (stored with the notebook)."""

    def __init__(self, teaching: Teaching) -> None:
        self.teaching = teaching

    def _repr_html_(self) -> str:
        return self.teaching.glossary_html()

    def __repr__(self) -> str:
        return f"Glossary({getattr(self.teaching.game_class, 'title', self.teaching.game_class.__name__)!r}, " \
               f"{len(self.teaching.terms)} words)"


def glossary(game: Any, language: str | None = None) -> GlossaryTable:
    """The glossary of ``game`` (a key such as "wotw", a game class or a game) as a table for a notebook."""
    return GlossaryTable(Teaching(game, language))


class GlossaryView(widgets.VBox):
    """The glossary beside the board (the app's Glossary toggle)."""

    def __init__(self, teaching: Teaching, notebooks: str = LESSONS_FROM_APPS) -> None:
        w = teaching.words
        link = ""
        if teaching.glossary_notebook:
            href = html.escape(notebooks + teaching.glossary_notebook, quote=True)
            link = (f" <small>(<a href='{href}' target='_blank' rel='noopener'>{w['also']}</a>)</small>")
        self.table = widgets.HTML(f"<b>{w['glossary']}</b>{link}" + teaching.glossary_html())
        super().__init__([self.table], layout=widgets.Layout(max_height="520px", overflow="auto"))
        self.add_class("tnb-glossary-view")


class FirstGame(widgets.VBox):
    """The first-game panel: each rule's card the first time it comes into play for the viewing seat.

    ``follow(board)`` reads what is already in the log (the setup) and then every move's events. A card is brought
    up only by an event the seat may see (``core.teach.seat_sees``), each rule once (``introduced`` counts it).
    ``dismiss()`` is the "Got it" button; ``reopen(card)`` a button of the list of rules met so far.
    """

    def __init__(self, teaching: Teaching, notebooks: str = LESSONS_FROM_APPS) -> None:
        self.teaching = teaching
        self.notebooks = notebooks
        self.met: list[RuleCard] = []
        self.introduced: Counter[RuleCard] = Counter()
        self.unread: list[RuleCard] = []
        self.current: RuleCard | None = None
        self._dismissed: set[RuleCard] = set()
        self._board: Any = None
        w = teaching.words
        self.heading = widgets.HTML(f"<b>{html.escape(w['heading'])}</b>")
        self.card_html = widgets.HTML()
        self.card_html.add_class("tnb-teach-card")
        self.dismiss_button = widgets.Button(description=w["got_it"], button_style="info",
                                             tooltip=w["got_it"], layout=widgets.Layout(width="auto"))
        self.dismiss_button.add_class("tnb-teach-dismiss")
        self.dismiss_button.on_click(lambda _b: self.dismiss())
        self.met_title = widgets.HTML()
        self.met_title.add_class("tnb-teach-met-title")
        self.met_list = widgets.VBox()
        self.met_list.add_class("tnb-teach-met")
        super().__init__([self.heading, self.card_html, self.dismiss_button, self.met_title, self.met_list],
                         layout=widgets.Layout(width="320px", min_width="260px", border="1px solid #ccd",
                                               padding="6px"))
        self.add_class("tnb-teach")
        self._draw()

    # -- following a game -------------------------------------------------------------
    def follow(self, board: Any) -> list[RuleCard]:
        """Follow ``board`` (its seat's view): the rules its log has brought up so far, then each move's."""
        if self._board is not None:
            self._board.on_change(self._moved, remove=True)
        self._board = board
        board.on_change(self._moved)
        return self.take(board.game.log)

    def stop(self) -> None:
        if self._board is not None:
            self._board.on_change(self._moved, remove=True)
            self._board = None

    def _viewer(self) -> int | None:
        board = self._board
        if board is None:
            return None
        if getattr(board, "hotseat", False):
            return -1  # a device passed around: only what every seat may see
        viewer: int | None = board.viewer
        return viewer

    def _moved(self, events: list[Any]) -> None:
        self.take(events)

    def take(self, events: Sequence[Any], seat: int | None | str = "board") -> list[RuleCard]:
        """Bring up the cards ``events`` cite for the first time (``seat``: the viewer; by default the board's)."""
        viewer = self._viewer() if seat == "board" else seat
        assert not isinstance(viewer, str)
        new = rules_introduced(events, viewer, self.teaching.card, self.met)
        if not new:
            return []
        for card in new:
            self.met.append(card)
            self.introduced[card] += 1
        if self.current is None:
            self.current = new[0]
            self.unread.extend(new[1:])
        else:
            self.unread.extend(new)
        self._draw()
        return new

    # -- the buttons -------------------------------------------------------------------
    def dismiss(self) -> None:
        """"Got it": the next rule not read yet, or nothing."""
        if self.current is not None:
            self._dismissed.add(self.current)
        self.current = self.unread.pop(0) if self.unread else None
        self._draw()

    def reopen(self, card: RuleCard | int) -> None:
        """Show a rule met before (a card, or its number in ``met``); a new card not read yet waits its turn."""
        if isinstance(card, int):
            card = self.met[card]
        if card not in self.met:
            raise ValueError("only a rule met so far can be reopened")
        now = self.current
        if now is not None and now is not card and now not in self._dismissed:
            self.unread.insert(0, now)
        if card in self.unread:
            self.unread.remove(card)
        self.current = card
        self._draw()

    # -- drawing -------------------------------------------------------------------------
    def card_text(self, card: RuleCard) -> str:
        """A card as HTML: title, text, its rule, a link to the lesson that teaches it."""
        w = self.teaching.words
        title, text, notebook = card.told(self.teaching.language)
        href = html.escape(self.notebooks + notebook, quote=True)
        name = html.escape(notebook.rsplit("/", 1)[-1].removesuffix(".ipynb"))
        return (f"<div class='tnb-teach-card-body' style='font-family:sans-serif;font-size:13px;line-height:1.4'>"
                f"<div class='tnb-teach-title' style='font-weight:bold;font-size:14px;margin:4px 0'>"
                f"{html.escape(title)}</div><div class='tnb-teach-text'>{html.escape(text)}</div>"
                f"<div class='tnb-teach-rule' style='color:#555;margin-top:4px'>{w['rule']}: "
                f"<i>{html.escape(card.section)}</i></div>"
                f"<div class='tnb-teach-lesson'>{w['lesson']}: <a href='{href}' target='_blank' rel='noopener'>"
                f"{name}</a></div></div>")

    def _draw(self) -> None:
        w = self.teaching.words
        if self.current is not None:
            self.card_html.value = self.card_text(self.current)
            n = len(self.unread)
            self.dismiss_button.description = w["next"].format(n=n) if n else w["got_it"]
            self.dismiss_button.layout.display = None
        else:
            self.card_html.value = (f"<div class='tnb-teach-idle' style='font-family:sans-serif;font-size:13px;"
                                    f"color:#555'>{html.escape(w['all_read'] if self.met else w['none_yet'])}</div>")
            self.dismiss_button.layout.display = "none"
        self.met_title.value = f"<b>{html.escape(w['met'].format(n=len(self.met)))}</b>"
        shown = len(self.met_list.children)
        if shown > len(self.met):
            self.met_list.children = ()
            shown = 0
        if shown < len(self.met):
            buttons = list(self.met_list.children)
            for i in range(shown, len(self.met)):
                title = self.met[i].told(self.teaching.language)[0]
                b = widgets.Button(description=title, tooltip=f"{title} ({self.met[i].section})",
                                   layout=widgets.Layout(width="auto", height="auto"))
                b.add_class("tnb-teach-reopen")
                b.on_click(lambda _b, i=i: self.reopen(i))
                buttons.append(b)
            self.met_list.children = tuple(buttons)

    def __repr__(self) -> str:
        return f"FirstGame({len(self.met)} rules met, {len(self.unread)} unread)"
