"""Every event type of Tomorrow (2023), told in French and in English.

Two EventBooks share the kinds and the apply functions; a game records from the book of its language, so
``event.sentence`` (what the stepper shows) is in that language. A hidden sentence (for events with
``seen_by``) tells the other seat only that a card was drawn or taken, never which.
Card events carry the card's two names (``name``) so a user's own cards are told by their own names.
"""

from __future__ import annotations

from typing import Any, Callable

from ..core.events import Event, EventBook, EventType
from .words import render
from .state import DECK, DISCARD, HAND, IN_PLAY

BOOKS: dict[str, EventBook] = {"fr": EventBook(), "en": EventBook()}
Apply = Callable[[Any, Event], None]


def define(kind: str, section: str, fr: str, en: str, *, hidden_fr: str | None = None,
           hidden_en: str | None = None, chance: bool = False) -> Callable[[Apply], Apply]:
    def deco(fn: Apply) -> Apply:
        for lang, t, h in (("fr", fr, hidden_fr), ("en", en, hidden_en)):
            BOOKS[lang].define(kind, section, _teller(t, lang),
                               hidden=None if h is None else _teller(h, lang), chance=chance)(fn)
        return fn
    return deco


def _teller(template: str, lang: str) -> Callable[[Event], str]:
    return lambda e: render(template, e.data, e.who, lang)


def _nothing(s: Any, e: Event) -> None:
    return None


# ----------------------------------------------------------------- setup and turns

@define("shuffled", "Mise en place / Piocher une carte",
        "{who} <mélange sa|mélangent leur> pioche ({why}).",
        "{who} <shuffles its|shuffle their> pioche ({why}).",
        hidden_fr="{who} <mélange sa|mélangent leur> pioche ({why}).",
        hidden_en="{who} <shuffles its|shuffle their> pioche ({why}).", chance=True)
def _shuffled(s: Any, e: Event) -> None:
    d = e.data
    if d["why"] == "reshuffle":
        s.zones[DISCARD[d["side"]]] = []
    elif d["why"] == "setup":
        for c in d["order"]:
            s.owner[c] = d["side"]
    s.zones[DECK[d["side"]]] = list(d["order"])


@define("credits_changed", "Jouer une carte / Défausser une carte",
        "{who} <gagne|gagnent> #n:crédit|crédits# ({why}) : {total} au total.",
        "{who} <gains|gain> #n:crédit|crédits# ({why}): {total} in all.")
def _credits(s: Any, e: Event) -> None:
    s.credits[e.data["side"]] += e.data["n"]


@define("credits_lost", "Jouer une carte",
        "{who} <perd|perdent> #n:crédit|crédits# ({why}) : {total} au total.",
        "{who} <loses|lose> #n:crédit|crédits# ({why}): {total} in all.")
def _credits_lost(s: Any, e: Event) -> None:
    s.credits[e.data["side"]] -= e.data["n"]


@define("turn_started", "Tour de jeu",
        "Tour {turn} : {who} <joue|jouent> ({actions} actions) ; leurs leaders/agents sont redressés.",
        "Turn {turn}: {who} <plays|play> ({actions} actions); their leaders/agents are ready again.")
def _turn(s: Any, e: Event) -> None:
    side = e.data["side"]
    s.turn = e.data["turn"]
    s.side = side
    s.action = 0
    s.owed[side] = 0
    # « redresser » at the start of your own turn: your leaders/agents may use their Action again
    if s.used:
        mine = set(s.zones[IN_PLAY[side]])
        s.used = [c for c in s.used if c not in mine]
    s.entered = []


@define("action_begun", "Tour de jeu", "{who} : action {n} sur {of}.", "{who}: action {n} of {of}.")
def _action_begun(s: Any, e: Event) -> None:
    s.action = e.data["n"]


define("passed", "Tour de jeu", "{who} ne <peut|peuvent> rien faire et <passe|passent> cette action.",
       "{who} <can|can> do nothing and <passes|pass> this action.")(_nothing)


# ----------------------------------------------------------------- cards moving

@define("drawn", "Piocher une carte", "{who} <pioche|piochent> {card}.", "{who} <draws|draw> {card}.",
        hidden_fr="{who} <pioche|piochent> une carte.", hidden_en="{who} <draws|draw> a card.", chance=True)
def _drawn(s: Any, e: Event) -> None:
    side = e.data["side"]
    s.zones[DECK[side]].remove(e.data["card"])
    s.zones[HAND[side]].append(e.data["card"])


@define("played", "Jouer une carte",
        "{who} <joue|jouent> {card} et <paie|paient> #cost:crédit|crédits# à la réserve.",
        "{who} <plays|play> {card} and <pays|pay> #cost:crédit|crédits# to the reserve.")
def _played(s: Any, e: Event) -> None:
    side = e.data["side"]
    s.zones[HAND[side]].remove(e.data["card"])
    s.zones["stack"].append(e.data["card"])
    s.credits[side] -= e.data["cost"]


@define("reacted", "Précisions (Réaction)",
        "{who} <réagit|réagissent> avec {card} et <paie|paient> #cost:crédit|crédits# à la réserve.",
        "{who} <reacts|react> with {card} and <pays|pay> #cost:crédit|crédits# to the reserve.")
def _reacted(s: Any, e: Event) -> None:
    side = e.data["side"]
    s.zones[HAND[side]].remove(e.data["card"])
    s.zones[DISCARD[side]].insert(0, e.data["card"])
    s.credits[side] -= e.data["cost"]


@define("entered_play", "Jouer une carte",
        "{card} entre en jeu devant {who}.", "{card} comes into play in front of {who}.")
def _entered(s: Any, e: Event) -> None:
    side = e.data["side"]
    s.zones["stack"].remove(e.data["card"])
    s.zones[IN_PLAY[side]].append(e.data["card"])
    s.entered.append(e.data["card"])
    if side == 0:
        s.tokens[e.data["card"]] = 0


@define("to_discard", "Jouer une carte",
        "{card} va dans la défausse ({who}){tail_fr}.", "{card} goes to the défausse ({who}){tail_en}.")
def _to_discard(s: Any, e: Event) -> None:
    s.zones["stack"].remove(e.data["card"])
    s.zones[DISCARD[e.data["side"]]].insert(0, e.data["card"])


@define("discarded", "Défausser une carte",
        "{who} <défausse|défaussent> {card} ({why}){gain_fr}.",
        "{who} <discards|discard> {card} ({why}){gain_en}.")
def _discarded(s: Any, e: Event) -> None:
    side = e.data["side"]
    s.zones[HAND[side]].remove(e.data["card"])
    s.zones[DISCARD[side]].insert(0, e.data["card"])
    s.credits[side] += e.data["gain"]


@define("taken_from_discard", "Précisions (Défausse)",
        "{who} <reprend|reprennent> {card} de <sa|leur> défausse et la <montre|montrent>.",
        "{who} <takes|take> {card} back from the défausse and <shows|show> it.")
def _taken(s: Any, e: Event) -> None:
    side = e.data["side"]
    s.zones[DISCARD[side]].remove(e.data["card"])
    s.zones[HAND[side]].append(e.data["card"])


@define("left_play", "Jouer une carte",
        "{card} quitte le jeu ({who}) : {dst_fr} ; #tokens:jeton influence défaussé|jetons influence défaussés#.",
        "{card} leaves play ({who}): {dst_en}; #tokens:influence token discarded|influence tokens discarded#.")
def _left(s: Any, e: Event) -> None:
    side, card = e.data["side"], e.data["card"]
    s.zones[IN_PLAY[side]].remove(card)
    if e.data["dst"] == "hand":
        s.zones[HAND[side]].append(card)
    else:
        s.zones[DISCARD[side]].insert(0, card)
    s.tokens.pop(card, None)
    if card in s.used:
        s.used.remove(card)


@define("arrested", "Précisions (Arrestations)",
        "{card} est arrêté et rejoint la zone de score du NCG ; #tokens:jeton influence défaussé|jetons influence "
        "défaussés#. Leaders arrêtés : {count}.",
        "{card} is arrested and goes to the NCG's zone de score; #tokens:influence token discarded|influence tokens "
        "discarded#. Leaders arrested: {count}.")
def _arrested(s: Any, e: Event) -> None:
    card = e.data["card"]
    s.zones["play:0"].remove(card)
    s.zones["score:1"].append(card)
    s.tokens.pop(card, None)
    if card in s.used:
        s.used.remove(card)


@define("tapped", "Utiliser une action de Leader/Agent",
        "{who} <utilise|utilisent> l'Action de {card} (la carte est inclinée).",
        "{who} <uses|use> the Action of {card} (the card is turned sideways).")
def _tapped(s: Any, e: Event) -> None:
    s.used.append(e.data["card"])


# ----------------------------------------------------------------- influence

@define("influence_placed", "Précisions (Mettre des jetons sur un leader)",
        "#n:jeton influence|jetons influence# de la réserve {where_fr} : influence des rebelles {total}.",
        "#n:influence token|influence tokens# from the reserve {where_en}: rebel influence {total}.")
def _placed(s: Any, e: Event) -> None:
    c, n = e.data["card"], e.data["n"]
    if c is None:
        s.pool += n
    else:
        s.tokens[c] += n
    s.banked += n


@define("influence_removed", "Précisions (Mettre des jetons sur un leader)",
        "{from_fr} : #n:jeton influence rendu|jetons influence rendus# à la réserve ; influence des rebelles {total}.",
        "{from_en}: #n:influence token|influence tokens# back to the reserve; rebel influence {total}.")
def _removed(s: Any, e: Event) -> None:
    c, n = e.data["card"], e.data["n"]
    if c is None:
        s.pool -= n
    else:
        s.tokens[c] -= n
    s.banked -= e.data["scored"]


# ----------------------------------------------------------------- narration (no change)

define("ability_acts", "Utiliser une action de Leader/Agent (Note)",
       "{card} agit ({why}).", "{card} acts ({why}).")(_nothing)
define("no_effect", "Jouer une carte", "{card} : aucun effet possible ({reason_fr}).",
       "{card}: no effect possible ({reason_en}).")(_nothing)
define("cancelled", "Précisions (Réaction)", "La réaction {card} annule {target_fr}.",
       "The réaction {card} cancels {target_en}.")(_nothing)
define("supply_short", "Matériel", "La réserve de {what_fr} est vide : {short} de moins (règle : réserve épuisée).",
       "The {what_en} reserve is empty: {short} fewer (ruling: exhausted supply).")(_nothing)
define("deck_empty", "Piocher une carte", "{who} ne <peut|peuvent> pas piocher : pioche et défausse vides.",
       "{who} cannot draw: pioche and défausse are empty.")(_nothing)


@define("action_owed", "Précisions (Réaction)",
        "{who} <devra|devront> une action au prochain tour (règle : la réaction utilise une action).",
        "{who} will owe one action next turn (ruling: a réaction uses an action).")
def _owed(s: Any, e: Event) -> None:
    s.owed[e.data["side"]] += 1


def _edited(s: Any, e: Event) -> None:
    s.apply_edit(e.data["target"], e.data["changes"])


define("edited", "Scenario",
       "Scène préparée : {target} {changes_text}.", "Scenario set-up: {target} {changes_text}.")(_edited)


def book(lang: str) -> dict[str, EventType]:
    return BOOKS[lang].types
