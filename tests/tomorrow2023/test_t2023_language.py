"""Every sentence in French and in English; the rulebook's terms keep their French names."""

from __future__ import annotations

from tabletop_nb.core import RandomPolicy, play_out
from tabletop_nb.tomorrow2023 import Tomorrow2023Game, glossary
from tabletop_nb.tomorrow2023.events import BOOKS
from tabletop_nb.tomorrow2023.words import SAY


def test_both_books_tell_the_same_kinds_and_say_the_same_words():
    assert set(BOOKS["fr"].types) == set(BOOKS["en"].types)
    assert set(SAY["fr"]) == set(SAY["en"])


def test_french_is_the_default_and_english_is_a_setup_option():
    fr = Tomorrow2023Game(seed=1)
    en = Tomorrow2023Game(seed=1, language="en")
    assert fr.setup["language"] == "fr" and "piochent" in fr.story()
    assert "draw" in en.story() and "piochent" not in en.story()
    # the language changes the words, never the game
    assert fr.state.zones == en.state.zones and fr.state.credits == en.state.credits
    assert fr.legal_actions() == en.legal_actions()


def test_every_sentence_of_random_games_renders_in_both_languages():
    for seed in range(6):
        for lang in ("fr", "en"):
            g = Tomorrow2023Game(seed=seed, language=lang)
            play_out(g, RandomPolicy(seed))
            for e in g.log:
                for seat in (0, 1):
                    text = e.sentence_for(seat)
                    assert text and "{" not in text and "<" not in text and "#" not in text
            labels = [g.describe_action(a) for a in g.legal_actions()]
            assert all(labels) if labels else True


def test_english_keeps_the_rulebooks_terms_and_the_glossary_explains_them():
    g = Tomorrow2023Game(seed=1, language="en")
    play_out(g, RandomPolicy(1))
    text = g.story()
    assert "défausse" in text or "crédit" in text
    gl = glossary()
    for term in ("pioche", "défausse", "leader", "agent", "Réaction", "zone de score", "jeton influence"):
        assert term in gl and gl[term]


def test_button_labels_follow_the_language():
    fr = Tomorrow2023Game(seed=1)
    en = Tomorrow2023Game(seed=1, language="en")
    assert fr.describe_action(fr.legal_actions()[0]) == "Piocher"
    assert en.describe_action(en.legal_actions()[0]) == "Draw"
