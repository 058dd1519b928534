"""Tomorrow (2023)'s tunables (numbers the rulebook prints) and rulings (where its text leaves a choice).

Sections named after the French rulebook: « Matériel », « Mise en place », « Tour de jeu »,
« Piocher une carte », « Précisions », « Fin de partie ».
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.rules import Rules, ruling, tunable


@dataclass(frozen=True)
class Tomorrow2023Rules(Rules):
    """Every number the rulebook prints, and the named rulings where it is silent."""

    # --- Matériel
    influence_supply: int = tunable(15, low=1, high=200, section="Matériel", unit="jetons influence")
    credit_supply: int = tunable(41, low=6, high=500, section="Matériel", unit="jetons crédit")
    # --- Mise en place
    start_hand: int = tunable(3, low=0, high=5, section="Mise en place", unit="cartes")
    start_credits: int = tunable(3, low=0, high=20, section="Mise en place", unit="crédits")
    first_player: int = tunable(0, low=0, high=1, section="Mise en place", unit="0 = rebelles, 1 = gouvernement")
    # --- Tour de jeu
    actions_per_turn: int = tunable(2, low=1, high=6, section="Tour de jeu", unit="actions")
    # --- Piocher une carte
    hand_limit: int = tunable(5, low=1, high=10, section="Piocher une carte", unit="cartes")
    # --- Fin de partie
    influence_to_win: int = tunable(15, low=1, high=200, section="Fin de partie", unit="influence")
    leaders_to_arrest: int = tunable(3, low=1, high=3, section="Fin de partie", unit="leaders")

    # --- Rulings
    influence_counts: str = ruling(
        "tokens_held",
        {"tokens_held": "the 15 that win are the influence tokens the rebels hold (on their leaders and in front "
                        "of them); an arrest discards a leader's tokens, so it costs the rebels those points",
         "banked": "every token placed is scored at once on a separate count; tokens on a leader only show how "
                   "exposed it is, and an arrest discards them without lowering the score"},
        section="Précisions (Mettre des jetons sur un leader) / Fin de partie",
        question="Are the tokens on leaders the influence that wins, and does an arrest cost points?")
    reaction_cost: str = ruling(
        "pay",
        {"pay": "a reaction is a card played: its cost is paid in credits, and it cannot be played without them",
         "free": "a reaction is played without paying its cost"},
        section="Précisions (Réaction)",
        question="Does playing a reaction in the opponent's turn cost its credits?")
    reaction_action: str = ruling(
        "none",
        {"none": "a reaction is played outside your turn and uses none of your actions",
         "next_turn": "a reaction uses one of the two actions of your next turn"},
        section="Précisions (Réaction) / Tour de jeu",
        question="Does playing a reaction use an action?")
    reaction_prompt: str = ruling(
        "when_possible",
        {"when_possible": "the opponent is asked only when they hold a reaction they could play now",
         "always": "the opponent is asked at every action a reaction could answer, even holding none, so the "
                   "question itself tells nothing about their hand"},
        section="Précisions (Réaction) / Défausse",
        question="When is the opponent asked whether they react?")
    start_order: str = ruling(
        "owner_chooses",
        {"owner_chooses": "when several automatic abilities start at once, their owner picks the order",
         "play_order": "they act in the order their cards came into play"},
        section="Utiliser une action de Leader/Agent (Note)",
        question="In which order do several start-of-turn abilities act?")
    new_card_acts: str = ruling(
        "action_now",
        {"action_now": "a leader's Action may be used in the turn it is played (with another action); an "
                       "automatic ability first acts at the start of its owner's next turn",
         "next_turn": "a leader or agent does nothing in the turn it is played (Action or automatic)",
         "auto_on_entry": "as action_now, and an automatic ability also acts once when its card is played"},
        section="Jouer une carte / Utiliser une action de Leader/Agent",
        question="Does a leader or agent act in the turn it is played?")
    empty_supply: str = ruling(
        "capped",
        {"capped": "a gain takes only what the reserve still holds (nothing when it is empty)",
         "unlimited": "the supply never runs out (players use substitutes)"},
        section="Matériel",
        question="What happens when the influence or credit reserve runs out?")
