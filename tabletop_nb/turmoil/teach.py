"""Terraforming Mars: Turmoil, taught: the glossary and the rule cards of the first-game mode.

Every definition and card is in our own words (the rulebook's sentences are never copied); a card names the
rulebook section the game's events cite and the lesson notebook that teaches it (tabletop_nb/core/teach.py).
Our game plays a small stand-in for the base game around the expansion; its cards say so.
"""

from __future__ import annotations

from ..core.teach import RuleCard, Term, cards_by_section, find_card

#: the glossary as a notebook (a path under notebooks/)
GLOSSARY_NOTEBOOK = "turmoil/00-glossary.ipynb"

GLOSSARY: tuple[Term, ...] = (
    Term("TR", "Terraform Rating: how much a player has done to make Mars livable. It is also income (each "
               "generation pays M€ equal to it) and it counts as victory points at the end."),
    Term("M€", "Mega-credits, the money of the game. Lobbying from the reserve costs 5 M€; projects cost M€."),
    Term("VP", "Victory points: at the end, TR plus points for party leaders, the Chairman and what was built. "
               "The most VP wins."),
    Term("Generation", "One round of the game: the action phase, then production, then the turmoil phase."),
    Term("Production", "What a player's economy yields each generation (M€, plants, energy, heat...)."),
    Term("Global parameters", "Temperature, oxygen and oceans: raising one raises the player's TR. When all are "
                              "at their goal, Mars is terraformed."),
    Term("Standard project", "An action any player may buy at a fixed price (a power plant, an aquifer, a "
                             "greenery...): our stand-in for the base game's project cards."),
    Term("Terraforming Committee", "The board with the six parties, their delegates, the Lobby and the "
                                   "Chairman's seat."),
    Term("Party", "One of six factions in the committee: Mars First, Scientists, Unity, Kelvinists, Reds, Greens. "
                  "Each has a ruling bonus and a policy."),
    Term("Delegate", "A player's marker in a party. More delegates in a party means leading it, and the party with "
                     "the most delegates is dominant."),
    Term("Lobby", "A free delegate each player has each generation: placing it in a party costs nothing."),
    Term("Delegate reserve", "A player's other delegates; placing one of them in a party costs 5 M€."),
    Term("Lobbying", "The action of moving one of your delegates (from the Lobby, or the reserve for 5 M€) into a "
                     "party. It may be done any number of times."),
    Term("Party Leader", "The delegate that leads a party: the first one placed, replaced when another player (or "
                         "the neutrals) has more delegates there."),
    Term("Chairman", "The head of the committee: the dominant party's leader becomes Chairman when that party takes "
                     "power, and gains 1 TR. Worth 1 influence and 1 VP at the end."),
    Term("Dominant party", "The party with the most delegates; it will rule next generation."),
    Term("Ruling party", "The party in power this generation: its policy applies to everyone."),
    Term("Policy", "The lasting effect (a discount, a tax, an extra action) of the ruling party."),
    Term("Ruling bonus", "A one-time gift (or cost) to every player when a party takes power."),
    Term("Neutral delegate", "A grey delegate that belongs to nobody; global events place them. It counts as a "
                             "separate player and can lead a party or hold the Chairman's seat."),
    Term("Influence", "0 to 3 points: owning the Chairman, the dominant party's leader, and other delegates in "
                      "the dominant party give 1 each. It shifts what global events count for you."),
    Term("Max 5 limit", "A global event counts at most 5 of anything for a player, before influence moves that "
                        "number up or down."),
    Term("Global event", "A card that affects every player. Each is seen three generations ahead: distant, then "
                         "coming, then current, when it happens."),
    Term("TR revision", "At the start of the turmoil phase every player loses 1 TR."),
    Term("Solar phase", "The end of a generation; with Turmoil it includes the turmoil phase (global event, new "
                        "government)."),
)

_CARDS = (
    RuleCard("Setting up the game", "Each player starts with a TR and some M€, and the stand-in project deck is "
             "shuffled. Our game stands in for the base game with a few standard projects, so that the expansion's "
             "rules have something to act on.",
             ("Setup", "Setup (base game stand-in)", "Components"), "turmoil/05-a-generation-by-random-policies.ipynb"),
    RuleCard("The committee at the start", "Each player puts one delegate in the Lobby and keeps six in the "
             "reserve; a neutral delegate sits as Chairman. The Greens' policy starts on top: they rule the first "
             "generation.",
             ("Setup 2", "Setup 4"), "turmoil/01-the-committee.ipynb"),
    RuleCard("The first global events", "The global event deck is shuffled. One card becomes the coming event and "
             "another the distant one; each puts a neutral delegate in the party it shows, and that party becomes "
             "dominant.",
             ("Setup 3a", "Setup 3b", "Setup 3c"), "turmoil/04-global-events.ipynb"),
    RuleCard("A generation", "A generation has an action phase, a production phase and then the turmoil phase. "
             "The first player changes each generation; the solar phase checks whether this was the last one.",
             ("Generation", "Solar phase step 1"), "turmoil/05-a-generation-by-random-policies.ipynb"),
    RuleCard("Your turn in the action phase", "On your turn you take an action (lobby, a standard project, a party "
             "action) or pass. Once you pass you are out for this generation; the phase ends when everybody has "
             "passed.",
             ("Action phase",), "turmoil/05-a-generation-by-random-policies.ipynb"),
    RuleCard("Standard projects", "Our stand-in base game: you spend M€ (or plants) on standard projects that raise "
             "production, or raise a global parameter and so your TR. The player sheet keeps your money and "
             "production.",
             ("Player sheet", "Global parameters"), "turmoil/05-a-generation-by-random-policies.ipynb"),
    RuleCard("Production", "After the actions, each player is paid M€ equal to TR plus M€ production, and energy "
             "left over turns into heat. Then the turmoil phase begins.",
             ("Production (base game)",), "turmoil/03-the-solar-phase.ipynb"),
    RuleCard("Lobbying", "Move one of your delegates into a party: from the Lobby for free, or from your reserve "
             "for 5 M€. You may lobby as often as you can pay. The first delegate in a party becomes its leader.",
             ("Lobbying", "The Lobby", "Party Leader"), "turmoil/01-the-committee.ipynb"),
    RuleCard("The dominant party", "The party with the most delegates holds the dominance marker; a party that "
             "gets more delegates takes it. The dominant party will take power at the end of the generation.",
             ("Dominant Party",), "turmoil/01-the-committee.ipynb"),
    RuleCard("Neutral delegates", "Grey delegates belong to nobody but act like one more player: global events "
             "place them. They can lead a party or become Chairman.",
             ("Neutral Delegates",), "turmoil/01-the-committee.ipynb"),
    RuleCard("The ruling party's policy", "While a party rules, its policy is in force for everyone: Greens pay for "
             "greeneries, Reds tax raising TR, Scientists and Kelvinists offer an action bought with M€, Mars First "
             "rewards building. The policy changes when another party takes power.",
             ("Ruling Policy", "Greens policy", "Reds policy", "Scientists policy", "Kelvinists policy",
              "Mars First policy", "Unity policy"), "turmoil/01-the-committee.ipynb"),
    RuleCard("The turmoil phase begins: TR revision", "After production comes the turmoil phase. First, every "
             "player loses 1 TR: the committee's budget comes from somewhere.",
             ("Turmoil 1", "TR Revision"), "turmoil/03-the-solar-phase.ipynb"),
    RuleCard("The current global event happens", "The current global event now acts on every player. What it "
             "counts stops at 5, and then your influence adds to (or takes from) that number.",
             ("Turmoil 2", "Current Global Event", "Influence and the Max 5 Limit"),
             "turmoil/02-influence-and-the-max-5-limit.ipynb"),
    RuleCard("A new government", "The dominant party takes power: its policy goes on top, and its ruling bonus "
             "is given to every player. That policy stays in force for the whole next generation.",
             ("Turmoil 3a", "Turmoil 3b", "Becoming Ruling"), "turmoil/03-the-solar-phase.ipynb"),
    RuleCard("A new Chairman", "The old Chairman and the ruling party's ordinary delegates go back to their "
             "reserves. The party's leader becomes Chairman, and its owner gains 1 TR.",
             ("Turmoil 3c", "Turmoil 3c-3d", "Turmoil 3d", "Turmoil 3b-3d", "Chairman"),
             "turmoil/03-the-solar-phase.ipynb"),
    RuleCard("Dominance moves on", "With the ruling party emptied, the dominance marker goes to the party that now "
             "has the most delegates. A tie goes to the first of them clockwise.",
             ("Turmoil 3e",), "turmoil/03-the-solar-phase.ipynb"),
    RuleCard("The Lobby is refilled", "Each player whose Lobby delegate was used puts a new one there from the "
             "reserve, ready for a free lobby next generation. With an empty reserve, the Lobby stays empty.",
             ("Turmoil 3f",), "turmoil/03-the-solar-phase.ipynb"),
    RuleCard("Global events move up", "The coming event becomes current and the distant one becomes coming, each "
             "adding a neutral delegate to a party as it moves. A new distant event is drawn, to happen three "
             "generations from now.",
             ("Turmoil 4a-4b", "Turmoil 4c", "Distant Global Event", "Coming Global Event"),
             "turmoil/04-global-events.ipynb"),
    RuleCard("Running out of delegates", "When a rule asks for a delegate that is not there (a reserve empty, no "
             "neutral left), that part is simply skipped. Nothing else changes.",
             ("Special Cases",), "turmoil/01-the-committee.ipynb"),
    RuleCard("Colonies in the solar phase", "With the Colonies expansion, the colony tracks also move up in the "
             "solar phase. Our game counts them only as a tunable.",
             ("Solar phase step 3",), "turmoil/03-the-solar-phase.ipynb"),
    RuleCard("The final scoring", "After the last generation, each party leader is worth 1 VP to its owner and so "
             "is the Chairman. The player with the most VP wins.",
             ("Final Scoring",), "turmoil/05-a-generation-by-random-policies.ipynb"),
)

RULE_CARDS: dict[str, RuleCard] = cards_by_section(*_CARDS)


def rule_card(section: str) -> RuleCard | None:
    """The card that tells ``section`` ("Turmoil 2: Riots" is told by "Turmoil 2"'s card)."""
    return find_card(RULE_CARDS, section)
