"""Words in both languages: side names, the glossary of the rulebook's terms, and the tiny template language
every sentence is written in (so that each one exists in French and in English).

Template marks: ``<sing|plur>`` agrees with the subject (the NCG is one, the Dragonflies are many);
``#n:one|many#`` writes the number ``n`` with its noun; ``{card}`` is the card's name (French, with its English
translation in English); other ``{fields}`` come from the event's data.
"""

from __future__ import annotations

import functools
import re
from typing import Any

LANGUAGES = ("fr", "en")
SIDE_NAMES = ("Dragonflies", "NCG")  # the rulebook's names, the same in both languages
SIDE_WORDS = {"fr": ("les rebelles", "le gouvernement"), "en": ("the rebels", "the government")}

#: the rulebook's terms keep their French names in both languages; the English gloss says what they mean
GLOSSARY: dict[str, str] = {
    "Dragonflies": "the rebels' side (deck « Dragonflies »); they play first",
    "NCG": "the government's side (deck « NCG »)",
    "pioche": "your deck, face down; you draw from its top",
    "défausse": "your discard pile, face up, readable by both at any time",
    "main": "your hand (at most 5 cards), hidden from the opponent",
    "réserve": "the general supply of tokens on the table",
    "crédit": "the currency: pay a card's cost with it, get it back by discarding a card",
    "jeton influence": "the rebels' token; 15 influence wins",
    "leader": "a rebel character card that stays in play until arrested or discarded",
    "agent": "a government character card that stays in play until discarded",
    "évènement": "a card resolved once, then put in the défausse",
    "Action": "an ability a leader/agent uses by spending one of your actions, once per turn",
    "Réaction": "a card played in the opponent's turn, in answer to the action it names",
    "arrestation": "a government effect that takes a leader into the NCG's zone de score",
    "zone de score": "where the NCG keeps the leaders it arrested",
    "personnalisation": "the small card icon of cards that customize a deck",
    "inclinée": "a leader/agent turned sideways after its Action; it is ready again at the start of your turn",
}

_AGREE = re.compile(r"<([^|>]*)\|([^>]*)>")
_COUNT = re.compile(r"#(\w+):([^|#]*)\|([^#]*)#")


def card_label(name: tuple[str, str] | list[str], lang: str) -> str:
    fr, en = name[0], name[1]
    return f"« {fr} »" if lang == "fr" or fr == en else f"« {fr} » ({en})"


def render(template: str, data: dict[str, Any], who: str | None, lang: str) -> str:
    plural = who == SIDE_NAMES[0]
    def one(n: int) -> bool:  # « 0 crédit », "0 credits"
        return abs(n) <= 1 if lang == "fr" else abs(n) == 1

    text = _COUNT.sub(lambda m: f"{data[m.group(1)]} {m.group(2) if one(data[m.group(1)]) else m.group(3)}",
                      template)
    fields = dict(data)
    fields["who"] = who or ""
    if "name" in data:
        fields["card"] = card_label(data["name"], lang)
    if "why" in data and isinstance(data["why"], str):
        fields["why"] = WHY[lang].get(data["why"], data["why"])
    out = _AGREE.sub(lambda m: m.group(2) if plural else m.group(1), text.format(**fields))
    return out[:1].upper() + out[1:]


WHY: dict[str, dict[str, str]] = {
    "fr": {"setup": "mise en place", "discard_action": "action « défausser »",
           "limit": "limite de 5 cartes, sans crédits",
           "effect": "effet d'une carte", "play": "coût de la carte", "reaction": "coût de la réaction",
           "ability": "capacité", "reshuffle": "défausse remélangée", "start": "début de tour",
           "action": "Action"},
    "en": {"setup": "setup", "discard_action": "the « défausser » action", "limit": "the 5-card limit, no credits",
           "effect": "a card's effect", "play": "the card's cost", "reaction": "the réaction's cost",
           "ability": "ability", "reshuffle": "défausse reshuffled", "start": "start of turn",
           "action": "Action"},
}

#: words the engine says outside events: prompts and button labels
SAY: dict[str, dict[str, str]] = {
    "fr": {
        "prompt_action": "action {n} sur {of} : piocher, jouer, défausser ou utiliser une Action",
        "prompt_limit": "limite de 5 cartes : défaussez une carte (sans crédits)",
        "prompt_react": "réagir à l'action adverse ({trigger}) ?",
        "prompt_order": "choisissez la capacité de début de tour qui agit d'abord",
        "prompt_arrest": "choisissez le leader à arrêter",
        "prompt_opp_discard": "défaussez une carte de votre main (effet adverse)",
        "prompt_agent": "choisissez l'agent à défausser",
        "prompt_salvage": "choisissez la carte à reprendre de votre défausse",
        "draw": "Piocher", "play": "Jouer {card} ({cost} cr.)", "discard": "Défausser {card} (+{cost} cr.)",
        "use": "Action de {card}", "pass": "Passer", "react": "Réagir avec {card}", "no_reaction": "Pas de réaction",
        "choose": "{card}", "choose_discard": "Défausser {card}",
        "trigger_arrest": "une arrestation", "trigger_agent": "un agent joué", "trigger_event": "un évènement joué",
        "trigger_leader_action": "l'Action d'un leader",
        "win_influence": "Les Dragonflies atteignent {influence} influence et gagnent",
        "win_arrests": "Le NCG a arrêté {arrests} leaders et gagne",
        "win_both": " (les deux conditions à la fois : les rebelles gagnent)",
    },
    "en": {
        "prompt_action": "action {n} of {of}: draw, play, discard or use an Action",
        "prompt_limit": "5-card limit: discard a card (no credits)",
        "prompt_react": "react to the opponent's action ({trigger})?",
        "prompt_order": "choose the start-of-turn ability that acts first",
        "prompt_arrest": "choose the leader to arrest",
        "prompt_opp_discard": "discard a card from your hand (the opponent's effect)",
        "prompt_agent": "choose the agent to discard",
        "prompt_salvage": "choose the card to take back from your défausse",
        "draw": "Draw", "play": "Play {card} ({cost} cr.)", "discard": "Discard {card} (+{cost} cr.)",
        "use": "Action of {card}", "pass": "Pass", "react": "React with {card}", "no_reaction": "No reaction",
        "choose": "{card}", "choose_discard": "Discard {card}",
        "trigger_arrest": "an arrestation", "trigger_agent": "an agent played", "trigger_event": "an évènement played",
        "trigger_leader_action": "a leader's Action",
        "win_influence": "The Dragonflies reach {influence} influence and win",
        "win_arrests": "The NCG has arrested {arrests} leaders and wins",
        "win_both": " (both conditions at once: the rebels win)",
    },
}


def say(key: str, lang: str, **fields: Any) -> str:
    return SAY[lang][key].format(**fields)


@functools.lru_cache(maxsize=256)
def action_prompt(lang: str, n: int, of: int) -> str:
    """« action n sur of » (asked at every action of every turn: told once, then remembered)."""
    return say("prompt_action", lang, n=n, of=of)


@functools.lru_cache(maxsize=32)
def action_prompts(lang: str, most: int) -> tuple[tuple[str, ...], ...]:
    """Every ``action_prompt(lang, n, of)`` as ``[of][n]`` for turns of at most ``most`` actions (read at every
    action: the flow looks it up in this table)."""
    return tuple(tuple(action_prompt(lang, n, of) for n in range(of + 1)) for of in range(most + 1))


def glossary() -> dict[str, str]:
    """The rulebook's French terms (kept in both languages) with what they mean in English."""
    return dict(GLOSSARY)


#: what a Réaction cancels, by the action it answers (the « annulé » event's sentence)
CANCELLED = {"arrest": ("l'arrestation", "the arrestation"), "agent": ("l'agent joué", "the agent played"),
             "event": ("l'évènement joué", "the évènement played"),
             "leader_action": ("l'Action du leader", "the leader's Action")}


def gain_text(gain: int) -> dict[str, str]:
    """The end of a discard's sentence: the crédits taken back (none: nothing said)."""
    if not gain:
        return {"gain_fr": "", "gain_en": ""}
    fr = f" et <reprend|reprennent> {gain} crédit{'s' if gain > 1 else ''}"
    return {"gain_fr": fr, "gain_en": f" and <takes|take> {gain} crédit{'s' if gain > 1 else ''} back"}


GAIN_TEXT = [gain_text(gain) for gain in range(21)]  # a card costs 0..20 (check_card)
