"""Tomorrow (2023), expliqué : le glossaire et les fiches de règle du mode « première partie ».

En français, l'anglais dans la même entrée (pour le jumeau anglais et une partie jouée avec ``language="en"``).
Chaque définition et chaque fiche est dans nos mots (jamais les phrases de la règle) ; une fiche nomme la section
de la règle que citent les évènements du jeu et la leçon qui l'enseigne (tabletop_nb/core/teach.py).
"""

from __future__ import annotations

from typing import Any

from ..core.teach import RuleCard, Term, cards_by_section, find_card

#: la langue du glossaire et des fiches (l'anglais est dans chaque entrée)
LANGUAGE = "fr"

#: le glossaire en notebook (un chemin sous notebooks/)
GLOSSARY_NOTEBOOK = "tomorrow2023/00-glossaire.ipynb"

GLOSSARY: tuple[Term, ...] = (
    Term("Rebelles (Dragonflies)", "Le camp qui commence. Il gagne en réunissant 15 jetons influence.",
         "Rebels (Dragonflies)", "The side that starts. It wins by gathering 15 influence tokens."),
    Term("Gouvernement (NCG)", "L'autre camp. Il gagne en arrêtant les 3 leaders rebelles.",
         "Government (NCG)", "The other side. It wins by arresting the 3 rebel leaders."),
    Term("Action", "Ce qu'on fait à son tour, deux fois : piocher, jouer une carte, défausser une carte ou utiliser "
                   "l'Action d'un leader/agent (deux fois la même, c'est permis).",
         "Action", "What you do on your turn, twice: draw, play a card, discard a card, or use a leader's/agent's "
                   "Action (the same one twice is allowed)."),
    Term("Crédit", "L'argent du jeu. Jouer une carte coûte des crédits ; défausser une carte en rapporte autant "
                   "que son coût.",
         "Credit", "The money of the game. Playing a card costs credits; discarding a card gives back as many as "
                   "its cost."),
    Term("Jeton influence", "Ce que comptent les rebelles : 15 et ils gagnent. Les jetons posés sur un leader sont "
                            "perdus s'il est arrêté.",
         "Influence token", "What the rebels count: 15 and they win. Tokens on a leader are lost if the leader is "
                            "arrested."),
    Term("Réserve générale", "Les jetons (crédits, influence) au milieu de la table : on y paie, on y prend.",
         "Supply", "The tokens (credits, influence) in the middle of the table: you pay into it and take from it."),
    Term("Pioche", "Le paquet face cachée de son camp, où l'on pioche. Vide, la défausse est remélangée pour en "
                   "refaire une, seulement au moment de piocher.",
         "Draw pile", "Your side's face-down deck. When it is empty, the discard pile is shuffled into a new one, "
                      "only when you need to draw."),
    Term("Défausse", "La pile face visible des cartes jouées ou défaussées ; chacun peut la regarder.",
         "Discard pile", "The face-up pile of cards played or discarded; anyone may look through it."),
    Term("Main", "Les cartes qu'on tient, 5 au plus : piocher une sixième oblige à en défausser une, sans "
                 "gagner de crédits.",
         "Hand", "The cards you hold, 5 at most: drawing a sixth makes you discard one, with no credits back."),
    Term("Évènement", "Une carte qui agit une fois puis va à la défausse.",
         "Event", "A card that acts once, then goes to the discard pile."),
    Term("Leader", "Un personnage rebelle qui reste en jeu devant son joueur. Le gouvernement cherche à "
                   "l'arrêter.",
         "Leader", "A rebel character that stays in play in front of its player. The government tries to arrest "
                   "it."),
    Term("Agent", "Un personnage du gouvernement qui reste en jeu devant son joueur.",
         "Agent", "A government character that stays in play in front of its player."),
    Term("Action de leader/agent", "Un effet marqué « Action » sur un leader/agent en jeu : il coûte une action et "
                                   "ne sert qu'une fois par tour (on incline la carte).",
         "Leader/agent Action", "An effect marked \"Action\" on a leader/agent in play: it costs one action and "
                                "works once a turn (the card is turned sideways)."),
    Term("Capacité automatique", "L'effet d'un leader/agent qui agit tout seul au début du tour de son camp, sans "
                                 "dépenser d'action.",
         "Automatic ability", "A leader's/agent's effect that acts by itself at the start of its side's turn, "
                              "costing no action. You do not trigger them: they act on their own."),
    Term("Réaction", "Une carte jouée pendant le tour adverse, en réponse à ce que la carte décrit (une "
                     "arrestation, par exemple), et seulement alors.",
         "Reaction", "A card played during the other side's turn, in answer to what the card names (an arrest, "
                     "say), and only then."),
    Term("Arrestation", "Un effet du gouvernement qui retire un leader rebelle du jeu et le met dans sa zone de "
                        "score.",
         "Arrest", "A government effect that takes a rebel leader out of play into the government's score area."),
    Term("Zone de score", "Où le gouvernement garde les leaders arrêtés ; à 3, il gagne.",
         "Score area", "Where the government keeps the arrested leaders; at 3, it wins."),
    Term("Coût", "Le nombre de crédits à payer pour jouer la carte, et à récupérer en la défaussant.",
         "Cost", "The credits paid to play the card, and taken back by discarding it."),
)

_ONE = "tomorrow2023/01-mise-en-place-et-tour-de-jeu.ipynb"
_ONE_EN = "tomorrow2023/01-setup-and-the-turn.en.ipynb"

_CARDS = (
    RuleCard("Le matériel", "Chaque camp a ses 10 cartes ; les crédits et les jetons influence sont partagés dans "
             "une réserve limitée. Quand la réserve manque de jetons, on reçoit seulement ce qui reste.",
             ("Matériel",), _ONE,
             "The components", "Each side has its own 10 cards; credits and influence tokens are shared in a limited "
             "supply. When the supply runs short, you get only what is left.", _ONE_EN),
    RuleCard("La mise en place", "Chaque camp mélange ses cartes, en pioche 3 et reçoit 3 crédits. Les rebelles "
             "commencent.",
             ("Mise en place", "Mise en place / Piocher une carte"), _ONE,
             "Setting up", "Each side shuffles its cards, draws 3 and takes 3 credits. The rebels go first.", _ONE_EN),
    RuleCard("Le tour de jeu", "À son tour, on fait 2 actions : piocher, jouer une carte, défausser une carte ou "
             "utiliser l'Action d'un leader/agent, la même deux fois si l'on veut. Puis c'est à l'adversaire.",
             ("Tour de jeu",), _ONE,
             "The turn", "On your turn you take 2 actions: draw, play a card, discard a card or use a leader's/agent's "
             "Action, the same one twice if you like. Then the other side plays.", _ONE_EN),
    RuleCard("Piocher", "Une action prend la première carte de sa pioche ; une pioche vide est refaite en "
             "mélangeant la défausse. On garde 5 cartes au plus : une de trop est défaussée aussitôt, sans crédit.",
             ("Piocher une carte",), "tomorrow2023/02-piocher-la-main-de-5-et-la-defausse.ipynb",
             "Drawing", "One action takes the top card of your draw pile; an empty pile is rebuilt by shuffling the "
             "discard pile. You keep 5 cards at most: one too many is discarded at once, with no credits back."),
    RuleCard("Jouer une carte", "Une action joue une carte en payant son coût en crédits à la réserve (sans assez "
             "de crédits, impossible). Un évènement agit puis va à la défausse ; un leader ou un agent reste en jeu.",
             ("Jouer une carte", "Jouer une carte / Défausser une carte"), _ONE,
             "Playing a card", "One action plays a card by paying its cost in credits to the supply (without enough "
             "credits, you cannot). An event acts, then goes to the discard pile; a leader or an agent stays in "
             "play.", _ONE_EN),
    RuleCard("Défausser une carte", "Une action défausse une carte de sa main sans son effet, et rapporte son coût "
             "en crédits. C'est la façon de gagner de l'argent.",
             ("Défausser une carte",), "tomorrow2023/02-piocher-la-main-de-5-et-la-defausse.ipynb",
             "Discarding a card", "One action discards a card from your hand without its effect, and gives you its "
             "cost in credits. This is how you earn money."),
    RuleCard("Des défausses visibles", "Les défausses sont face visible et chacun peut les consulter ; une carte "
             "reprise de la défausse est montrée à l'adversaire. Ce qu'on pioche reste secret.",
             ("Précisions (Défausse)",), "tomorrow2023/02-piocher-la-main-de-5-et-la-defausse.ipynb",
             "Open discard piles", "Discard piles are face up and anyone may look at them; a card taken back from a "
             "discard pile is shown to the other side. What you draw stays secret."),
    RuleCard("L'Action d'un leader/agent", "Certains leaders/agents en jeu ont un effet marqué « Action » : il "
             "coûte une de vos 2 actions et ne sert qu'une fois par tour. La carte est inclinée, puis redressée au "
             "début de votre tour.",
             ("Utiliser une action de Leader/Agent",), "tomorrow2023/03-leaders-agents-et-actions.ipynb",
             "A leader's/agent's Action", "Some leaders/agents in play have an effect marked \"Action\": it costs "
             "one of your 2 actions and works once a turn. The card is turned sideways, then upright again at the "
             "start of your turn."),
    RuleCard("Les capacités automatiques", "Les autres leaders/agents agissent tout seuls au début du tour de "
             "leur camp, sans dépenser d'action. On ne les déclenche pas : elles agissent "
             "d'elles-mêmes.",
             ("Utiliser une action de Leader/Agent (Note)",), "tomorrow2023/03-leaders-agents-et-actions.ipynb",
             "Automatic abilities", "The other leaders/agents act by themselves at the start of their side's turn, "
             "costing no action. You do not trigger them: they act on their own."),
    RuleCard("Des jetons sur un leader", "Quand un leader rebelle agit, des jetons influence de la réserve sont "
             "posés sur lui, sans limite. Ils comptent pour la victoire, mais sont perdus si le leader est arrêté "
             "ou défaussé.",
             ("Précisions (Mettre des jetons sur un leader)",), "tomorrow2023/03-leaders-agents-et-actions.ipynb",
             "Tokens on a leader", "When a rebel leader acts, influence tokens from the supply are put on it, with "
             "no limit. They count towards victory, but are lost if the leader is arrested or discarded."),
    RuleCard("Les réactions", "Une carte « Réaction » se joue pendant le tour adverse, juste après l'action "
             "qu'elle nomme, et à aucun autre moment. À son propre tour, on peut toujours la défausser pour des "
             "crédits.",
             ("Précisions (Réaction)",), "tomorrow2023/04-reactions-et-arrestations.ipynb",
             "Reactions", "A \"Reaction\" card is played during the other side's turn, right after the action it "
             "names, and at no other time. On your own turn you may still discard it for credits."),
    RuleCard("Les arrestations", "Certaines cartes du gouvernement arrêtent un leader rebelle : il quitte le jeu "
             "pour la zone de score du gouvernement, avec ses jetons perdus. Trois arrestations et le gouvernement "
             "gagne.",
             ("Précisions (Arrestations)",), "tomorrow2023/04-reactions-et-arrestations.ipynb",
             "Arrests", "Some government cards arrest a rebel leader: it leaves play for the government's score "
             "area, and its tokens are lost. Three arrests and the government wins."),
    RuleCard("La fin de partie", "Les rebelles gagnent à 15 jetons influence, le gouvernement en arrêtant les 3 "
             "leaders. Si les deux arrivent en même temps, les rebelles l'emportent.",
             ("Fin de partie",), "tomorrow2023/05-fin-de-partie.ipynb",
             "The end of the game", "The rebels win at 15 influence tokens, the government by arresting the 3 "
             "leaders. If both happen at once, the rebels win."),
    RuleCard("Personnaliser son deck", "Avec d'autres cartes, chacun peut composer son deck de 10 cartes, dans "
             "quelques limites. Chez les rebelles, 3 leaders exactement et au plus 2 cartes au symbole de "
             "personnalisation. Chez le gouvernement, au plus 3 arrestations et 2 agents.",
             ("Personnaliser son deck",), "tomorrow2023/06-personnaliser-son-deck.ipynb",
             "Building your own deck", "With more cards, each side may build its own 10-card deck within a few "
             "limits. For the rebels, exactly 3 leaders and at most 2 cards with the customisation symbol. For the "
             "government, at most 3 arrests and 2 agents."),
    RuleCard("Une situation préparée", "Une leçon a placé les cartes à la main pour montrer une règle. Ce n'est "
             "pas un coup de la partie.",
             ("Scenario",), "tomorrow2023/03-leaders-agents-et-actions.ipynb",
             "A prepared situation", "A lesson set the cards by hand to show a rule. This is not a move of the "
             "game."),
)

RULE_CARDS: dict[str, RuleCard] = cards_by_section(*_CARDS)


def rule_card(section: str) -> RuleCard | None:
    """La fiche de ``section`` (None : aucune fiche, ou pas de section)."""
    return find_card(RULE_CARDS, section)


def language_of(game: Any) -> str:
    """La langue d'une partie (« fr » par défaut, « en » pour ``language="en"``)."""
    return str(getattr(game, "setup", {}).get("language", "fr"))
