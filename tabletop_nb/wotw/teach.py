"""The War of the Worlds: One More Day, taught: the glossary and the rule cards of the first-game mode.

Every definition and card is in our own words (the rulebook's sentences are never copied); a card names the
rulebook section the game's events cite and the lesson notebook that teaches it (tabletop_nb/core/teach.py).
"""

from __future__ import annotations

from ..core.teach import RuleCard, Term, cards_by_section, find_card

#: the glossary as a notebook (a path under notebooks/)
GLOSSARY_NOTEBOOK = "wotw/00-glossary.ipynb"

GLOSSARY: tuple[Term, ...] = (
    Term("Journalist", "The Survivor you play: one person crossing a Martian-struck England, one day at a time."),
    Term("Hope", "How much the Journalist still believes they will make it (a track, at most 20). End a day at 0 "
                 "Hope and the game is lost."),
    Term("Health", "How injured the Journalist is (a track, at most 20). End a day at 0 Health and the game is lost."),
    Term("Day", "One turn of the game. Each day has the same nine steps, from Start of Day to End of Day."),
    Term("Time Tracking deck", "The calendar of the game: a twelve-day card, then a few shuffled cards with the "
                               "Victory card hidden among them, so nobody knows how many days are left (18 to 27)."),
    Term("Victory card", "The Time Tracking card that says the Martians are dying. Survive to the end of the day it "
                         "appears and, if your Story is also complete, you win."),
    Term("Story", "A small deck of Chapter cards, read in order. Each Chapter gives an objective; meeting it turns "
                  "the next Chapter up, and the last one is the Story's Victory."),
    Term("Survivor card", "A card of your own deck (the Journalist's ten to start with, and what you buy or are "
                          "given). You play them from your hand for their effect, or Discard them."),
    Term("Hand", "The five Survivor cards you draw each day; all of them are played or Discarded the same day."),
    Term("Event card", "A danger, a person or a chance that turns up in the Event area: Martians, panicking crowds, "
                       "smoke, a windfall. Incoming cards join the Event deck as the invasion grows."),
    Term("Incoming card", "A card that stands for a new cylinder from Mars: shuffled into the Event deck as the days "
                          "go by, so the dangers get worse."),
    Term("Event area", "Where the day's Event cards lie until they Resolve in the Events step."),
    Term("Location", "One of six places (Horsell Common, Weybridge, Leatherhead, London, Greenwich, The Coast), "
                     "each with its own deck of events and its own scavenging deck."),
    Term("On the Road", "Being at no Location (or at one whose deck is used up): the day's events then all come "
                        "from the Event deck."),
    Term("Way Ahead", "A card per Location saying whether you can go there: Open (with the Intuition it costs) or "
                      "Blocked."),
    Term("Scavenging card", "A card you may buy with Shillings: from The Road (always there) or from the Location "
                            "you are at. Bought cards go to your discard pile and come back in later hands."),
    Term("Intuition", "A token: knowing your way. You Spend it to Travel and for some cards."),
    Term("Shilling", "A token: money. You Spend it to buy Scavenging cards."),
    Term("Stamina", "A token: a spare burst of energy. Some cards use it; it can buy an extra draw."),
    Term("Energy", "The number in a hexagon on some Event cards: how much Damage the card can take."),
    Term("Damage", "Tokens put on an Event card to wear it down; as many as its Energy Destroys it."),
    Term("Destroy", "A card with Damage equal to its Energy is Destroyed: it is Removed from the game."),
    Term("Remove", "Take a card out of the game for good (it is not shuffled back anywhere)."),
    Term("Discard", "Put a card on its discard pile without doing what it says."),
    Term("Engage", "An enemy or a danger that Engages you moves in front of you and hurts you every day until you "
                   "get rid of it."),
    Term("Dodge", "Slip away from an Engaged card for the rest of the day: it is turned sideways and does nothing "
                  "until tomorrow."),
    Term("Evade", "Get clear of an Engaged card: it goes to the Event discard, which is shuffled back into the Event "
                  "deck (you may meet it again)."),
    Term("Active", "A card on the table that will Resolve in its step and that your cards may act on."),
    Term("Resolve", "Carry out what a card says."),
    Term("Remain in Play", "An event that stays in the Event area after it Resolves, until you leave the place."),
    Term("Spend", "Pay tokens you have (Intuition, Shillings, Stamina) back to the supply."),
    Term("Immediate Action", "An icon on a card: do what it says at once, as the card is drawn."),
    Term("Trait", "A word on a card (Martian, Human, Food, Tool...) that other cards may refer to."),
    Term("Golden Rule", "When a card and the rulebook disagree, the card wins."),
)

_CARDS = (
    RuleCard("The components", "The game lays out its decks: six Locations each with a scavenging deck, the Event "
             "and Incoming decks, The Road, the Time Tracking deck and your own Survivor deck. Tokens (Intuition, "
             "Shillings, Stamina, Damage) are limited to what is in the box, except Damage.",
             ("Components", "Component Overview: Various tokens"), "wotw/01-setup-and-the-time-deck.ipynb"),
    RuleCard("Setting up the table", "Each Location deck and its scavenging deck are shuffled and laid in a column; "
             "three Way Ahead cards come up Open and three Blocked. The Event, Incoming and Road decks are shuffled "
             "and five Road cards are laid out to buy. The Time Tracking deck is built so that the Victory card "
             "hides somewhere after day 12.",
             ("Game Setup 1", "Game Setup 2", "Game Setup 3", "Game Setup 4", "Game Setup 5", "Game Setup 6",
              "Game Setup 7", "Game Setup 8", "Game Setup 9", "Game Setup 10", "Game Setup 11"),
             "wotw/01-setup-and-the-time-deck.ipynb"),
    RuleCard("Your Survivor and your Story", "You play the Journalist, starting with the Hope and Health the Story "
             "gives and ten cards of your own. Hope and Health never go above 20; if either is at 0 when a day ends, "
             "you have lost.",
             ("Game Setup 10-11", "Component Overview: Hope & Health tracking cards"),
             "wotw/01-setup-and-the-time-deck.ipynb"),
    RuleCard("The Story deck", "Your Story is a short pile of Chapters. The Chapter on top says what to achieve "
             "(reach a place, survive some days...); once done, you read its outcome and turn up the next one. "
             "Winning needs the last Chapter reached as well as surviving.",
             ("Component Overview: Story deck",), "wotw/06-stories-and-victory.ipynb"),
    RuleCard("A day in nine steps", "Every day runs the same nine steps: start of day, draw events, draw five "
             "Survivor cards, play or discard them, resolve the events, maybe travel, engaged enemies attack, buy "
             "cards, end of day. The panel always says which step you are in.",
             ("Gameplay Overview",), "wotw/02-one-day-step-by-step.ipynb"),
    RuleCard("Step 1: start of day", "The Time Tracker moves on one day. When it lands on a red-circled day, the "
             "next Time Tracking card is turned up; once the Victory card shows, the end is near.",
             ("Turn Breakdown 1",), "wotw/01-setup-and-the-time-deck.ipynb"),
    RuleCard("Step 2: the day's events", "At a Location you draw one card of its deck and two Event cards; On the "
             "Road you draw three Event cards. They go to the Event area, and a card with the Immediate Action icon "
             "acts as soon as it is drawn.",
             ("Turn Breakdown 2",), "wotw/03-events-and-engagements.ipynb"),
    RuleCard("Step 3: draw five cards", "You draw five Survivor cards into your hand. If your draw pile runs out, "
             "your discard pile is shuffled into a new draw pile and you go on drawing.",
             ("Turn Breakdown 3",), "wotw/05-scavenging-and-the-deck.ipynb"),
    RuleCard("Step 4: play or discard your hand", "Each card in your hand is played (you do what it says, paying "
             "what it costs) or discarded; none is kept for tomorrow. This is when you Dodge, Evade or Damage the "
             "dangers in front of you.",
             ("Turn Breakdown 4",), "wotw/02-one-day-step-by-step.ipynb"),
    RuleCard("Step 5: the events catch up", "From left to right, each Active card in the Event area does what it "
             "says, then is turned sideways to show it is done. What you did not deal with in step 4 now hurts.",
             ("Turn Breakdown 5",), "wotw/02-one-day-step-by-step.ipynb"),
    RuleCard("Step 6: travel", "You may move to an Open Location by Spending the Intuition its Way Ahead card asks. "
             "Leaving puts the old Location's unused cards back, removes the cards that remained in play, and the new "
             "Location's deck becomes the one you draw from.",
             ("Turn Breakdown 6", "Component Overview: Way Ahead Blocked cards"), "wotw/04-travel-and-locations.ipynb"),
    RuleCard("Step 7: engaged enemies attack", "Every card still Engaged with you (and not Dodged) now does its "
             "harm: usually Hope or Health lost. Getting rid of them earlier is the only way to avoid it.",
             ("Gameplay Overview 7",), "wotw/02-one-day-step-by-step.ipynb"),
    RuleCard("Step 8: buying cards", "You may Spend Shillings to buy cards from The Road or from the scavenging deck "
             "of the Location you are at. A bought card goes to your discard pile, so it comes into your hands on "
             "later days.",
             ("Gameplay Overview 8", "Component Overview: Scavenging card", "Component Overview: Survivor cards"),
             "wotw/05-scavenging-and-the-deck.ipynb"),
    RuleCard("Step 9: end of day", "The day's events that are done go to the Event discard and Dodged cards stand "
             "up again. Then Hope and Health are checked: either at 0 and the game is lost.",
             ("Gameplay Overview 9",), "wotw/02-one-day-step-by-step.ipynb"),
    RuleCard("The invasion grows", "Incoming cards are new Martian cylinders: as the days pass they are shuffled "
             "into the Event deck. Later days therefore bring worse events than the first ones.",
             ("Component Overview: Incoming cards",), "wotw/03-events-and-engagements.ipynb"),
    RuleCard("Keywords", "Capitalised words on the cards (Spend, Draw, Remove, Resolve...) are keywords with one "
             "fixed meaning each; the glossary explains them. Tokens you gain or Spend and tracks that move all "
             "follow these words.",
             ("Keywords", "Keywords (Remove)", "Keywords (Spend)"), "wotw/03-events-and-engagements.ipynb"),
    RuleCard("Resolving a card", "To Resolve a card is to carry out what it says. When it offers a choice (lose Hope "
             "or lose Health, say), you pick which.",
             ("Keywords: Resolve", "Keywords (Resolve)"), "wotw/03-events-and-engagements.ipynb"),
    RuleCard("Cards that remain in play", "Some events stay in the Event area after they have Resolved, and keep "
             "acting until you leave the Location. Travelling removes them.",
             ("Keywords (Remain in Play)",), "wotw/04-travel-and-locations.ipynb"),
    RuleCard("Engaged", "A card that Engages you moves in front of your Survivor and hurts you in step 7 of every "
             "day. It stays until you Dodge it for a day, Evade it, Destroy it or Discard it.",
             ("Keywords: Engage",), "wotw/03-events-and-engagements.ipynb"),
    RuleCard("Damage and Destroy", "Some cards put Damage on an enemy. When its Damage reaches the Energy in its "
             "hexagon, it is Destroyed and leaves the game for good.",
             ("Keywords: Damage", "Keywords: Destroy"), "wotw/03-events-and-engagements.ipynb"),
    RuleCard("Dodge", "Dodging turns an Engaged card sideways: it does nothing for the rest of the day, then stands "
             "up again at the end of the day. It buys time, not safety.",
             ("Keywords: Dodge",), "wotw/03-events-and-engagements.ipynb"),
    RuleCard("Evade", "Evading sends an Engaged card to the Event discard, and that pile is shuffled back into the "
             "Event deck. You are free of it now, but it may turn up again.",
             ("Keywords: Evade",), "wotw/03-events-and-engagements.ipynb"),
    RuleCard("Draw and Discard", "Draw takes the top card of a deck. Discard puts a card on its discard pile without "
             "doing what it says (so discarding a bad event costs you nothing).",
             ("Keywords: Draw", "Keywords: Discard"), "wotw/05-scavenging-and-the-deck.ipynb"),
    RuleCard("The Golden Rule", "When a card says something different from the rulebook, do what the card says. "
             "Cards such as blocked roads change the usual costs in this way.",
             ("The Golden Rule",), "wotw/03-events-and-engagements.ipynb"),
    RuleCard("How the game ends", "You win by lasting to the end of the day on which the Victory card comes up, "
             "with your Story's last Chapter reached. You lose as soon as a day ends with Hope or Health at 0.",
             ("Victory Conditions",), "wotw/06-stories-and-victory.ipynb"),
)

RULE_CARDS: dict[str, RuleCard] = cards_by_section(*_CARDS)


def rule_card(section: str) -> RuleCard | None:
    """The card that tells ``section`` (None: a section no rule card covers, or no section)."""
    return find_card(RULE_CARDS, section)
