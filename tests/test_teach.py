"""The teach rooms (glossary, rule cards) and the app's first-game mode (#26, items 4 and 5).

Every rulebook section an event of a full game cites has a rule card: seeded games of each game, played by random
players and by the game's heuristic, are read event by event. The first-game panel brings each rule up once, only
from events the viewing seat may see, and any card met can be reopened; the glossary is reachable from the app.
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path
from typing import Any

import pytest

from tabletop_nb.core import Event, EventBook, EventType, RandomPolicy, declared_games
from tabletop_nb.core.registry import room_function
from tabletop_nb.core.teach import RuleCard, Term, cards_by_section, find_card, rules_introduced, seat_sees

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"
# the games with a first-game mode (a teach room): the four of the project have one (tests/test_rooms.py); an
# example game without one still plays in the app, with no rule cards (test_a_game_without_a_teach_room_plays)
GAMES = sorted(k for k, c in declared_games().items() if room_function(c, "teach", "RULE_CARDS") is not None)

# The tables the apps play (notebooks/apps/), and a second one where the seat count changes what can happen.
SETUPS: dict[str, list[dict[str, Any]]] = {
    "tomorrow": [{"players": 4}, {"players": 6}],
    "turmoil": [{"players": ["Kim", "Stanley", "Ada"], "generations": 3}, {"players": ["Kim", "Stanley"]}],
    "wotw": [{}],
    "tomorrow2023": [{"language": "en"}, {}],
}
SEEDS = range(30)


def _room(key: str, name: str) -> Any:
    return room_function(declared_games()[key], "teach", name)


def _play(key: str, seed: int, setup: dict[str, Any], heuristic: bool) -> Any:
    cls = declared_games()[key]
    make = room_function(cls, "bots", "HeuristicPolicy") if heuristic else None
    game = cls(seed=seed, **setup)
    players: dict[Any, Any] = {}
    while not game.is_over and game.pending is not None:
        who = game.pending.who
        if who not in players:
            players[who] = (make or RandomPolicy)(seed * 31 + (who or 0))
        game.play(players[who](game))
    return game


def _sentences(text: str) -> int:
    return len([s for s in re.split(r"(?<=[.!?])\s+(?=[A-ZÀ-Ý«\"(])", text.strip()) if s])


@pytest.mark.parametrize("key", GAMES)
def test_every_section_a_full_game_cites_has_a_rule_card(key):
    rule_card = _room(key, "rule_card")
    assert rule_card is not None, f"{key} has no teach room with rule_card"
    cited: set[str] = set()
    for seed in SEEDS:
        for setup in SETUPS[key]:
            for heuristic in (False, True):
                game = _play(key, seed, setup, heuristic)
                assert game.is_over
                cited |= {e.section for e in game.log if e.section}
    missing = sorted(s for s in cited if rule_card(s) is None)
    assert not missing, f"{key}: sections cited with no rule card: {missing}"
    assert len(cited) >= 10  # (the games were played: many rules came up)


@pytest.mark.parametrize("key", GAMES)
def test_every_event_type_section_has_a_rule_card(key):
    """The sections the game's event book declares (some come up only in rare games)."""
    module = importlib.import_module(f"{declared_games()[key].__module__.rpartition('.')[0]}.events")
    books = [v for v in vars(module).values() if isinstance(v, EventBook)]
    books += [b for v in vars(module).values() if isinstance(v, dict) for b in v.values() if isinstance(b, EventBook)]
    assert books
    sections = {t.section for b in books for t in b.types.values() if t.section}
    missing = sorted(s for s in sections if _room(key, "rule_card")(s) is None)
    assert not missing, missing


@pytest.mark.parametrize("key", GAMES)
def test_rule_cards_are_short_in_our_words_and_link_a_lesson_that_exists(key):
    cards = set(_room(key, "RULE_CARDS").values())
    language_of = _room(key, "language_of")
    assert len(cards) >= 10
    for card in cards:
        assert card.title and card.sections and all(card.sections)
        for language in ("fr", "en") if language_of is not None else ("en",):
            title, text, notebook = card.told(language)
            assert title and 2 <= _sentences(text) <= 4, (key, language, title, text)
            assert (NOTEBOOKS / notebook).exists(), (key, card.title, notebook)
        if language_of is not None:  # French, with the English twin in the same entry
            assert card.english_title and card.english_text, card.title
        for section in card.sections:
            assert _room(key, "rule_card")(section) is card


def _rulebook_text(key: str) -> str:
    names = {"tomorrow": "tomorrow.txt", "turmoil": "terraforming-mars-turmoil.txt",
             "wotw": "war-of-the-worlds-one-more-day.txt", "tomorrow2023": "tomorrow-2023.fr.txt"}
    path = Path("/work/shared/rulebooks") / names[key]
    return path.read_text(encoding="utf-8") if path.exists() else ""


@pytest.mark.parametrize("key", GAMES)
def test_cards_and_glossary_never_copy_the_rulebook(key):
    """No run of 8 words of a card or a definition is the rulebook's (where the rulebook is at hand)."""
    book = " ".join(re.findall(r"[\wÀ-ÿ€']+", _rulebook_text(key).lower()))
    if not book:
        pytest.skip("the rulebook text is not at hand here")
    texts = [c.told(lang)[1] for c in set(_room(key, "RULE_CARDS").values()) for lang in ("fr", "en")]
    texts += [t.told(lang)[1] for t in _room(key, "GLOSSARY") for lang in ("fr", "en")]
    for text in texts:
        words = re.findall(r"[\wÀ-ÿ€']+", text.lower())
        for i in range(len(words) - 7):
            run = " ".join(words[i:i + 8])
            assert run not in book, f"{key}: copied from the rulebook: {run!r}"


@pytest.mark.parametrize("key", GAMES)
def test_glossary_has_the_game_words_and_its_notebook(key):
    glossary = _room(key, "GLOSSARY")
    assert len(glossary) >= 15 and all(isinstance(t, Term) and t.term and t.definition for t in glossary)
    assert len({t.term for t in glossary}) == len(glossary)
    notebook = NOTEBOOKS / _room(key, "GLOSSARY_NOTEBOOK")
    assert notebook.exists()
    text = json.dumps(json.loads(notebook.read_text(encoding="utf-8"))["cells"])
    for t in glossary:  # the stored table is the room's glossary (rendered from teach.py)
        assert json.dumps(t.definition.replace("'", "&#x27;"))[1:-1] in text, t.term
    if _room(key, "language_of") is not None:
        assert all(t.english and t.english_definition for t in glossary)


def test_the_words_the_issue_names_are_in_the_glossaries():
    words = {key: {t.term.split(" (")[0] for t in _room(key, "GLOSSARY")} for key in GAMES}
    assert {"TR", "M€", "Global event", "Influence"} <= words["turmoil"]
    assert {"PC", "Global Impact", "Global Threat Track"} <= words["tomorrow"]
    assert {"Engage", "Dodge", "Evade", "Hope", "Health"} <= words["wotw"]
    assert {"Crédit", "Réaction", "Leader", "Agent"} <= words["tomorrow2023"]


# -- the first-game rule, on events made by hand --------------------------------------------------------------------
_T = EventType("told", "Rule A", "{who} did it", lambda s, e: None, hidden="{who} did something")
_D = EventType("decision", "Rule D", "{who}: decide", lambda s, e: None)
CARD_A = RuleCard("A", "One. Two.", ("Rule A",), "x.ipynb")
CARD_S = RuleCard("S", "One. Two.", ("Rule S",), "x.ipynb")
CARD_D = RuleCard("D", "One. Two.", ("Rule D",), "x.ipynb")
CARDS = cards_by_section(CARD_A, CARD_S, CARD_D)


def _card(section: str) -> RuleCard | None:
    return find_card(CARDS, section)


def test_a_rule_comes_up_once_and_only_from_what_the_seat_sees():
    secret = Event(_T, "Bo", {"section": "Rule S", "seen_by": [1]})  # Bo's secret, under rule S
    public = Event(_T, "Ann", {})
    again = Event(_T, "Bo", {})
    asked_bo = Event(_D, "Bo", {"player": 1})
    log = [secret, public, again, asked_bo]
    assert rules_introduced(log, 0, _card) == [CARD_A]  # Ann never sees Bo's secret nor Bo's decision
    assert rules_introduced(log, 1, _card) == [CARD_S, CARD_A, CARD_D]
    assert rules_introduced(log, None, _card) == [CARD_S, CARD_A, CARD_D]  # the teacher's view
    assert rules_introduced(log, 1, _card, met=[CARD_S]) == [CARD_A, CARD_D]
    assert not seat_sees(secret, 0) and seat_sees(secret, 1) and not seat_sees(asked_bo, 0)


def test_a_section_made_up_as_the_game_goes_is_told_by_the_card_it_details():
    assert find_card(CARDS, "Rule A: Riots") is CARD_A
    assert find_card(CARDS, "Rule A; ruling x") is CARD_A
    assert find_card(CARDS, "Rule Z") is None and find_card(CARDS, "") is None
    with pytest.raises(ValueError):
        cards_by_section(CARD_A, RuleCard("A2", "One. Two.", ("Rule A",), "x.ipynb"))


def test_hint_for_finds_whole_words_and_plurals():
    from tabletop_nb.ui.teach import hint_for

    words = {"TR": "Terraform Rating.", "Delegate": "A marker.", "M€": "Money."}
    assert hint_for("Lobby: 2 delegates for 5 M€, +1 TR", words).splitlines() == [
        "Delegate: A marker.", "M€: Money.", "TR: Terraform Rating."]
    assert hint_for("STRONG tea, tram", words) == ""  # "tr" inside a word, or in another case, is not TR


# -- the app ------------------------------------------------------------------------------------------------------
APP_SETUPS = {"tomorrow": {"players": 4}, "turmoil": {"players": ["Kim", "Stanley", "Ada"], "generations": 3},
              "wotw": None, "tomorrow2023": {"language": "en"}}


def _play_app_to_end(a: Any, seed: int = 3) -> int:
    import random

    board = a.explorer.board
    rng = random.Random(seed)
    moves = 0
    while board.actions():
        board.act(rng.randrange(len(board.actions())))
        moves += 1
        assert moves < 5000
    assert a.explorer.game.is_over
    return moves


@pytest.mark.parametrize("key", GAMES)
def test_a_first_game_in_the_app_brings_each_rule_up_once_from_the_seat_view(key):
    from tabletop_nb.ui import app

    a = app(key, APP_SETUPS[key], first_game=True)
    panel = a.teacher
    assert panel is not None and panel in a.side.children and a.side.layout.display is None
    assert panel.met and panel.current is panel.met[0]  # the setup's rules are there before the first move
    assert "Rule" in panel.card_html.value or "Règle" in panel.card_html.value
    _play_app_to_end(a)
    game, seat = a.explorer.game, a.explorer.board.viewer
    assert seat == 0
    expected = rules_introduced(game.log, seat, panel.teaching.card)
    assert panel.met == expected  # every rule the seat saw come up, in order
    assert set(panel.introduced.values()) == {1}  # each once
    assert len(panel.met_list.children) == len(panel.met)
    seen_only = rules_introduced([e for e in game.log if seat_sees(e, seat)], None, panel.teaching.card)
    assert panel.met == seen_only
    # read them all: Got it walks through the unread ones, then the panel says all is read
    for _ in range(len(panel.met)):
        if panel.current is None:
            break
        panel.dismiss()
    assert panel.current is None and not panel.unread and panel.dismiss_button.layout.display == "none"
    # reopen one from the list of rules met so far (its button), and put it away again
    panel.met_list.children[1].click()
    assert panel.current is panel.met[1]
    title = panel.met[1].told(panel.teaching.language)[0]
    assert title.replace("'", "&#x27;") in panel.card_html.value
    panel.dismiss_button.click()
    assert panel.current is None


def test_the_rule_card_shows_our_words_its_section_and_a_link_to_the_lesson():
    from tabletop_nb.ui import app

    a = app("wotw", first_game=True)
    card = a.teacher.current
    html = a.teacher.card_html.value
    assert card.title in html and card.text in html and card.section in html
    assert f"href='../{card.notebook}'" in html and (NOTEBOOKS / card.notebook).exists()
    assert "Got it" in a.teacher.dismiss_button.description


def test_a_new_card_read_later_is_not_lost_when_an_old_one_is_reopened():
    from tabletop_nb.ui import app

    panel = app("turmoil", APP_SETUPS["turmoil"], first_game=True).teacher
    first, second = panel.met[0], panel.met[1]
    assert panel.current is first and second in panel.unread
    panel.dismiss()
    assert panel.current is second
    panel.reopen(0)  # the first again: the second (not read yet) waits its turn
    assert panel.current is first and panel.unread[0] is second
    panel.dismiss()
    assert panel.current is second


def test_tomorrow_2023_is_taught_in_the_game_language():
    from tabletop_nb.ui import app

    fr = app("tomorrow2023", first_game=True)
    en = app("tomorrow2023", {"language": "en"}, first_game=True)
    assert fr.teacher.teaching.language == "fr" and en.teacher.teaching.language == "en"
    assert "Règle" in fr.teacher.card_html.value and "Rule:" in en.teacher.card_html.value
    assert fr.teacher.met == en.teacher.met
    assert fr.teacher.met[0].title in fr.teacher.card_html.value
    assert fr.teacher.met[0].english_title in en.teacher.card_html.value


def test_first_game_and_glossary_are_toggles_of_the_default_app():
    from tabletop_nb.ui import app

    a = app("turmoil", APP_SETUPS["turmoil"])
    assert a.teacher is None and a.side.layout.display == "none" and not a.side.children
    a.first_game.value = True
    assert a.teacher is not None and a.teacher.met and a.side.children == (a.teacher,)
    a.glossary.value = True
    assert a.glossary_view is not None and a.side.children == (a.teacher, a.glossary_view)
    assert "Terraform Rating" in a.glossary_view.table.value and "00-glossary.ipynb" in a.glossary_view.table.value
    a.first_game.value = False
    assert a.teacher is None and a.side.children == (a.glossary_view,)
    a.glossary.value = False
    assert a.side.layout.display == "none"
    # a new game starts a new first game
    a.first_game.value = True
    before = a.teacher
    a.new_game()
    assert a.teacher is not before and a.teacher.met and set(a.teacher.introduced.values()) == {1}


def test_hot_seat_brings_up_rules_only_from_what_every_seat_may_see():
    """One device passed around: a rule cited only by someone's secret (a card drawn) waits for a public event."""
    from tabletop_nb.ui import app

    a = app("tomorrow2023", first_game=True)
    drawing = _room("tomorrow2023", "rule_card")("Piocher une carte")
    assert drawing in a.teacher.met  # the rebels' own draws, seen by the rebels' seat
    a.mode.value = "hotseat"
    a.new_game()
    log = a.explorer.game.log
    assert a.teacher.met == rules_introduced(log, -1, a.teacher.teaching.card)
    assert drawing not in a.teacher.met and drawing in rules_introduced(log, None, a.teacher.teaching.card)


def test_a_board_word_of_the_glossary_has_its_meaning_on_hover():
    from tabletop_nb.ui import app

    a = app("turmoil", APP_SETUPS["turmoil"])
    buttons = [b for g in a.explorer.board.panel["groups"] for b in g["actions"]]
    lobby = next(b for b in buttons if "delegate" in b[1])
    assert len(lobby) == 4 and "Delegate: " in lobby[3]
    assert re.search(r"<title>TR Kim\nTR: Terraform Rating", a.explorer.board.chart_svg)
    js = (REPO / "widgets" / "board.js").read_text(encoding="utf-8")
    assert "said" in js and "prompt.title = p.hint" in js


def test_the_glossary_renders_as_a_static_table():
    from tabletop_nb.ui import glossary

    table = glossary("wotw")._repr_html_()
    assert "<table class='tnb-glossary'" in table and "<b>Evade</b>" in table
    fr = glossary("tomorrow2023")._repr_html_()
    assert "<th>Mot</th><th>English</th><th>Sens</th>" in fr and "<i>Credit</i>" in fr
    en = glossary("tomorrow2023", language="en")._repr_html_()
    assert "<b>Credit</b>" in en and "Crédit" not in en


def test_a_game_without_a_teach_room_plays_in_the_app_without_the_panel():
    """The UI finds the teach room generically: a game that has none still plays (no card, no glossary)."""
    from tabletop_nb.ui import app
    from tabletop_nb.ui.teach import Teaching

    from test_ui import Duel  # the UI tests' fake game (no teach room)

    t = Teaching(Duel)
    assert not t.has_cards and not t.terms and t.hint("anything") == ""
    a = app(Duel, first_game=True)
    assert a.teacher is None and a.side.layout.display == "none"
