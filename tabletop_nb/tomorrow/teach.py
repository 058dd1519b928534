"""Tomorrow, taught: the glossary and the rule cards of the first-game mode.

Every definition and card is in our own words (the rulebook's sentences are never copied); a card names the
rulebook section the game's events cite and the lesson notebook that teaches it (tabletop_nb/core/teach.py).
"""

from __future__ import annotations

from ..core.teach import RuleCard, Term, cards_by_section, find_card

#: the glossary as a notebook (a path under notebooks/)
GLOSSARY_NOTEBOOK = "tomorrow/00-glossary.ipynb"

GLOSSARY: tuple[Term, ...] = (
    Term("Power", "A player's nation: USA, Russia, China, India, the European Union or the Arab Caliphate."),
    Term("PC", "Political Capital: the score. Everyone starts with 10; attacks cost it, blocks earn it, and the "
               "secret objective adds most of it at the end. The most PC wins, if humanity survives."),
    Term("Political Capital", "The score (PC): see PC."),
    Term("Global Threat Track", "The track that decides whether everyone loses: the Death marker moves down each "
                                "turn, and the players must keep the Life marker below it."),
    Term("Life marker", "Moves down the Global Threat Track as population is annihilated (by pawns times Global "
                        "Impact)."),
    Term("Death marker", "Moves down the Global Threat Track by a die roll at the end of each turn. If it ends up "
                         "past the Life marker, the game ends and everyone loses."),
    Term("Global Impact", "How much one pawn of a territory weighs on the Global Threat Track: the great powers' "
                          "homelands weigh more (the USA 3), every other territory 1."),
    Term("Population pawn", "A wooden pawn on the map standing for about 70 million people."),
    Term("Annihilate", "Remove population pawns; the player who caused it keeps them (they score with the secret "
                       "objective) and the Life marker moves down."),
    Term("Territory", "A space of the map, land or sea. A power's home is its capitol."),
    Term("Capitol", "A power's home territory: it can never be taken, only struck."),
    Term("Resource card", "One of a power's eight cards (biological, nuclear, terror, cyber, military, diplomacy). "
                          "Each turn you secretly pick two, then use them to act or keep them to block."),
    Term("One-use card", "A resource card that leaves the game once used (two of each power's eight)."),
    Term("Pick", "The resource cards chosen face down for this turn (two, three with Control of Cyberspace)."),
    Term("Block", "Using a picked card of the right kind to stop another player's action; it earns 1 PC. The target "
                  "is asked first, then the others in turn."),
    Term("Biological", "A disease card: kills pawns at once, may spread to neighbours, may last several turns, and "
                       "rolls random annihilation checks."),
    Term("Duration", "How many turns a biological stays on its territory (1, 2 or 3)."),
    Term("Random annihilation check", "A d10 roll for a territory under a biological: a roll at or under its "
                                      "number of pawns kills one (so 10 pawns or more always lose one)."),
    Term("Nuke", "A nuclear attack: kills one pawn plus one per five left, and leaves a nuke marker that costs its "
                 "controller PC at the end. Not a way to lower the threat."),
    Term("Terror", "A terror attack forces its target to give back one picked card and lose 1 PC."),
    Term("Cyber", "A cyber attack takes the Control of Cyberspace card."),
    Term("Control of Cyberspace", "A special card: its holder picks three resources a turn instead of two."),
    Term("Military", "Invades a territory next to one you control, or strikes a capitol to void its picks."),
    Term("Diplomacy", "A coup: puts your control on any free land territory, or removes someone else's."),
    Term("Control marker", "Shows who controls a territory. Taking one from an attacked power starts a vendetta."),
    Term("Vendetta", "After a successful attack you hold one of the victim's control markers; it is theirs again "
                     "if they strike back next turn, else you keep it for points."),
    Term("Happening", "A random event card revealed at the start of each turn (green, then red, then black pile)."),
    Term("Secret objective", "A card each power chose at the start, kept hidden: what annihilating and protecting "
                             "each people is worth to you at the end."),
    Term("Turn order token", "Face-down tokens turned one at a time to say who acts next this turn."),
    Term("Doomsday Virus", "A special biological any player may use once."),
    Term("Big Red Button", "A special card: the USA or Russia may press it to end the game at once."),
)

_CARDS = (
    RuleCard("Setting up", "Pawns go on the land territories and every power gets 10 Political Capital, its "
             "resource cards, control and nuke markers and some biologicals. Each power secretly keeps one of its "
             "secret objectives; the three Happening piles are shuffled.",
             ("Game Setup", "Objectives"), "tomorrow/01-setup-and-the-turn.ipynb"),
    RuleCard("The special cards", "Control of Cyberspace, the Doomsday Virus and the Big Red Button start with "
             "nobody. Cyberspace is won by a cyber attack; the Virus and the Button are used once.",
             ("Special Cards",), "tomorrow/01-setup-and-the-turn.ipynb"),
    RuleCard("A turn in four phases", "Each turn: a Happening is revealed, every power secretly picks its "
             "resources, the powers act one by one in a random order, then the clean up moves the Death marker. The "
             "panel always names the phase you are in.",
             ("Game Phases",), "tomorrow/01-setup-and-the-turn.ipynb"),
    RuleCard("Happenings", "The turn opens with a Happening from the green pile (later red, then black): "
             "something the world does to you, good or bad. Pawns it kills score for nobody.",
             ("I. Event Phase", "Happenings"), "tomorrow/06-the-global-threat-track.ipynb"),
    RuleCard("Secret picks", "Every power picks two of its resource cards face down (three with Control of "
             "Cyberspace). What you pick is what you can act with or block with this turn.",
             ("II. Resource Allocation Phase",), "tomorrow/02-resources-and-blocking.ipynb"),
    RuleCard("Acting in turn order", "Turn order tokens are revealed one by one; the power named acts with its "
             "picks, as many or as few as it likes, and ends its turn. A card kept back can block someone else's "
             "action later in the turn.",
             ("III. Resource Resolution Phase",), "tomorrow/02-resources-and-blocking.ipynb"),
    RuleCard("Resources, costs and blocks", "Attacking with a military, nuclear or biological card costs 1 PC; "
             "blocking any action with a matching card earns 1 PC. The target may block first, then the others "
             "around the table. A one-use card leaves the game once used.",
             ("Resources", "Bio Defense", "Counter Terrorism", "Cyber Defense", "Countermeasures",
              "Effective Insurgency", "Military"), "tomorrow/02-resources-and-blocking.ipynb"),
    RuleCard("Biological attack", "Play your biological card and choose one of your biologicals to unleash on a "
             "land territory, paying 1 PC. If nobody blocks it, the disease strikes as its card says.",
             ("Biological Attack",), "tomorrow/03-biologicals-and-duration.ipynb"),
    RuleCard("A disease strikes", "When a biological is unleashed it kills at once what its card says, sometimes "
             "one pawn for every five left. The pawns go to the attacker, and the Life marker moves down.",
             ("Biologicals A",), "tomorrow/03-biologicals-and-duration.ipynb"),
    RuleCard("A disease spreads", "Right after it strikes, a d10 is rolled for each neighbouring land territory: "
             "inside the card's range, the disease reaches it too. A spread lasts this turn only, whatever the card's "
             "duration.",
             ("Biologicals B", "Biologicals B/D"), "tomorrow/03-biologicals-and-duration.ipynb"),
    RuleCard("A disease lasts", "A biological with duration 2 or 3 stays on its territory and acts again on the "
             "next turns, then leaves. Only the random check comes again: the first strike and the spread happen once.",
             ("Biologicals C",), "tomorrow/03-biologicals-and-duration.ipynb"),
    RuleCard("The random annihilation check", "Each turn a disease is on a territory, roll a d10: if the roll is "
             "no more than the pawns there, one more dies. A territory with 10 pawns or more always loses one.",
             ("Biologicals D",), "tomorrow/03-biologicals-and-duration.ipynb"),
    RuleCard("The Doomsday Virus", "A special biological that anyone may unleash, once; then it is gone. It works "
             "like any other biological.",
             ("Doomsday Virus",), "tomorrow/03-biologicals-and-duration.ipynb"),
    RuleCard("Annihilated population", "Pawns killed by a power go in front of it (they score with its secret "
             "objective). The Life marker moves down by the pawns times the Global Impact of where they lived.",
             ("Annihilating Population", "Annihilating Population (Note)"), "tomorrow/06-the-global-threat-track.ipynb"),
    RuleCard("Nuclear attack", "A nuke kills one pawn plus one for every five left, and leaves a nuke marker. The "
             "fallout pushes the threat back up, so nukes are for revenge, not for lowering the threat. Only the USA "
             "and Russia can reach anywhere.",
             ("Nuclear",), "tomorrow/04-nukes.ipynb"),
    RuleCard("The Big Red Button", "The USA or Russia may press it on their turn to end the game at once. By our "
             "default ruling that is thermonuclear war: nobody wins (the rulings menu offers other readings).",
             ("The Big Red Button",), "tomorrow/04-nukes.ipynb"),
    RuleCard("Terror attack", "A terror attack on another power makes it give back one of its picks for this turn "
             "and lose 1 PC. A terror card kept back can block it.",
             ("Terror Attack",), "tomorrow/02-resources-and-blocking.ipynb"),
    RuleCard("Cyber attack", "A cyber attack that nobody blocks takes the Control of Cyberspace card: its holder "
             "picks three resources a turn instead of two. A cyber card kept back can block such an attack.",
             ("Cyber Attack", "Control of Cyberspace"), "tomorrow/02-resources-and-blocking.ipynb"),
    RuleCard("Invasion", "A military card takes a territory next to one you control (never a capitol), unless "
             "someone blocks with military. Your control marker goes on it; a marker already there goes to you.",
             ("Territory Invasion",), "tomorrow/05-vendettas.ipynb"),
    RuleCard("Air strike", "A military card aimed at another power's capitol voids the picks it has left this "
             "turn. You never take a capitol.",
             ("Air Strike on Another Player's Capitol",), "tomorrow/05-vendettas.ipynb"),
    RuleCard("Coup", "A diplomacy card reaches any land territory that is not a capitol: a free one gets your "
             "control, one held by someone else only loses their control. Another diplomacy card can block it.",
             ("Coup",), "tomorrow/02-resources-and-blocking.ipynb"),
    RuleCard("Control markers", "Control markers show who holds a territory. Each power has only so many: once "
             "they are spent, it cannot expand any more.",
             ("Control Markers",), "tomorrow/05-vendettas.ipynb"),
    RuleCard("Vendettas", "A successful attack on another power takes one of its control markers. If that power "
             "strikes back at you next turn, it takes the marker back; otherwise you keep it, worth points at the "
             "end.",
             ("Vendettas",), "tomorrow/05-vendettas.ipynb"),
    RuleCard("The Global Threat Track", "Life and Death markers share one track. Killing population moves Life "
             "down; each turn's clean up moves Death down by a die. If Death ever passes Life at the end of a "
             "turn, everyone loses.",
             ("Global Threat Track", "Global Impact Rating"), "tomorrow/06-the-global-threat-track.ipynb"),
    RuleCard("Clean up", "At the end of the turn the picks go back, the turn order tokens are mixed, and a d10 "
             "moves the Death marker down. By the end of the next turn Life must be below it.",
             ("IV. Clean Up", "Clean Up"), "tomorrow/06-the-global-threat-track.ipynb"),
    RuleCard("Political Capital", "PC is the score: everyone starts with 10, attacks cost 1, blocks earn 1, and "
             "the end adds much more. It is kept secret until the end.",
             ("Political Capital",), "tomorrow/07-end-game-scoring.ipynb"),
    RuleCard("End game scoring", "If humanity survives, each power adds its secret objective's points: the pawns "
             "it annihilated, the markers it took, the pawns it protects, one per territory held, minus nukes and "
             "diseases on its land. Then, in a random order, each may give PC to another; the most PC wins.",
             ("End Game Scoring",), "tomorrow/07-end-game-scoring.ipynb"),
)

RULE_CARDS: dict[str, RuleCard] = cards_by_section(*_CARDS)


def rule_card(section: str) -> RuleCard | None:
    """The card that tells ``section`` (None: a section no rule card covers, or no section)."""
    return find_card(RULE_CARDS, section)
