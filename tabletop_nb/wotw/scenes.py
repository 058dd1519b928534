"""Named situations the War of the Worlds lessons start from (the scenes room), and the exercises set in them.

Each scene is a function returning a fresh game; each exercise returns ``(scene, goal)`` for a guided move or
``(scene, question)`` for a prediction (``tabletop_nb.core.lessons``): one line in a lesson,
``guided(*scenes.exercise("a-cup-of-strong-tea"))``. Goals are predicates on the state a move leads to; keys are
computed by the engine; nothing here stores an answer.

Every scene is reached by legal actions and scenario edits only (no flow call by hand), so its save, its undo
and a lesson's "start again" replay it exactly. The lessons name cards by title; the ids stay in here.
"""

from __future__ import annotations

from typing import Any, Callable

from ..core import lessons
from ..core.lessons import Goal, Question
from .actions import Buy, Done, Play, Travel
from .game import WotWGame
from .legal import travel_cost
from .rules import WotWRules
from .script import discard_rest, play_until, quiet_start, set_hand, waiting
from .timedeck import game_length_distribution

# ---------------------------------------------------------------------------- helpers


def _card(game: WotWGame, title: str) -> str:
    """The card in the hand with this title (the lessons speak of cards by title)."""
    return next(c for c in game.state.zones["hand"] if game.titles[c] == title)


def _id(game: WotWGame, title: str) -> str:
    """The first card (by id) with this title, wherever it is (two copies of a card share a title)."""
    return min(c for c, t in game.titles.items() if t == title)


def _hand(game: WotWGame, titles: list[str]) -> WotWGame:
    """Make the hand exactly these cards (scenario edits, then one Discard: see ``script.set_hand``)."""
    set_hand(game, [_id(game, t) for t in titles])
    return game


def _to(game: WotWGame, title: str, zone: str) -> WotWGame:
    game.edit(f"card:{_id(game, title)}", to=zone)
    return game


ZONE_WORDS = {
    "engaged": "still Engaged", "events": "still in the Event area", "event_discard": "the Event Discard pile",
    "event_deck": "shuffled into the Event deck", "removed": "out of the game (Removed)",
    "hand": "the hand", "survivor_deck": "on top of the Draw deck", "survivor_discard": "the Discard pile",
    "road_market": "back in the Road market",
}


def _zone_words(zone: Any) -> str:
    z = str(zone)
    if z.startswith("loc:"):
        return f"under the {z[4:]} Location deck"
    if z.startswith("loc_discard:"):
        return f"the {z[12:]} Location Discard pile"
    return ZONE_WORDS.get(z, z)


def _yes_no(answer: Any) -> str:
    return "yes" if answer else "no"


def _won_lost(answer: Any) -> str:
    return "won" if answer else "lost"


# ---------------------------------------------------------------------------- lesson 2: one day


def first_morning() -> WotWGame:
    """The first day (seed 1, the Dispatch story) at step 4: three events lie in the Event area and the Journalist
    holds five Survivor cards (Ask Around, Strong Tea, Back Alleys, Press Card, Shorthand Notes), to play or
    discard one at a time. Hope 12, Health 11, no Shillings."""
    return WotWGame(seed=1)


def _more_hope(before: WotWGame, after: WotWGame) -> bool:
    return after.state.hope > before.state.hope


def _back_alleys_discarded(before: WotWGame, after: WotWGame) -> bool:
    card = _card(before, "Back Alleys")
    return card in after.state.zones["survivor_discard"] and after.state.hope == before.state.hope


def _strong_tea(game: WotWGame) -> WotWGame:
    game.play(Play(_card(game, "Strong Tea")))
    return game


# ---------------------------------------------------------------------------- lesson 1: setup and the Time deck


def a_short_invasion() -> WotWGame:
    """A game just set up (seed 6, the Dispatch story), at its first Play or Discard question. Under the Twelve
    Day Diary the Time Tracking deck reads, top first: 1 Day, 5 Days, 4 Days, Victory, 2 Days, 3 Days."""
    return WotWGame(seed=6, story="dispatch")


def time_deck_titles(game: WotWGame) -> list[str]:
    """The Time Tracking cards still to come, top first, by title (what the lesson shows of the deck)."""
    return [game.time_cards[c].title for c in game.state.zones["time_deck"]]


def _victory_drawn_on(game: WotWGame) -> int:
    """The day the Victory card comes up when the heuristic survivor plays this game out (the engine's count)."""
    play_until(game, lambda g: g.state.victory_day is not None)
    if game.state.victory_day is None:
        raise RuntimeError("the Journalist fell before the Victory card came up: choose another scene")
    return int(game.state.victory_day)


def _how_long(scene: WotWGame) -> Question:
    order = ", ".join(time_deck_titles(scene))
    return Question(f"Under the Twelve Day Diary this game's Time Tracking deck reads, top first: {order}. "
                    "On which day does the Victory card come up (the last day of the game)?",
                    answer=_victory_drawn_on, section="Game Setup 5, Turn Breakdown 1")


def _longest_chance(game: WotWGame) -> Any:
    dist = game_length_distribution(game.rules.victory_day)
    return dist[max(dist)]


def local_guide_in_hand() -> WotWGame:
    """The first morning of seed 6 (Dispatch): setup opened three Way Ahead cards and Blocked three; the hand holds
    Local Guide (turn a Blocked Way Ahead card to Open), Keep Calm and Press Card."""
    return _hand(a_short_invasion(), ["Local Guide", "Keep Calm", "Press Card"])


def _a_way_opened(before: WotWGame, after: WotWGame) -> bool | None:
    if len(after.state.zones["ways_open"]) > len(before.state.zones["ways_open"]):
        return True
    d = after.pending
    if d is not None and d.kind == "target" and d.args and d.args[0] == "open_way":
        return None  # Local Guide asks which way: so far so good
    return False


def tea_and_calm() -> WotWGame:
    """The first morning of seed 6 (Dispatch): Hope 10 and Health 11, as the Journalist's card sets them; the hand
    holds Strong Tea, Keep Calm, First Aid Kit and Pocket Money."""
    return _hand(a_short_invasion(), ["Strong Tea", "Keep Calm", "First Aid Kit", "Pocket Money"])


def _hope_up_by(n: int, start: int) -> Callable[[WotWGame, WotWGame], bool | None]:
    def met(before: WotWGame, after: WotWGame) -> bool | None:
        if after.state.hope >= start + n:
            return True
        return None if after.state.hope > before.state.hope else False
    return met


# ---------------------------------------------------------------------------- lesson 3: events and engagements


def deserter_engaged() -> WotWGame:
    """Day 1 (seed 1), an empty Event area: a Deserter with a Rifle (Energy 3; each day: lose 2 Health) has Engaged
    the Journalist, whose hand holds Quick Feet (Dodge), Walking Cane (1 Damage) and Kitchen Knife (2 Damage)."""
    g = _to(quiet_start(seed=1), "Deserter with a Rifle", "engaged")
    return _hand(g, ["Quick Feet", "Walking Cane", "Kitchen Knife"])


def _deserter(game: WotWGame) -> str:
    return _id(game, "Deserter with a Rifle")


def _deserter_still(before: WotWGame, after: WotWGame) -> bool:
    c = _deserter(after)
    return c in after.state.dodged or c not in after.state.zones["engaged"]


def _deserter_destroyed(before: WotWGame, after: WotWGame) -> bool | None:
    c = _deserter(after)
    if c in after.state.zones["removed"]:
        return True
    return None if after.state.damage.get(c, 0) > before.state.damage.get(c, 0) else False


def handling_machine_engaged(rules: WotWRules | None = None, intuition: int = 1) -> WotWGame:
    """Day 1 (seed 2), an empty Event area: a Handling Machine (Energy 6; each day: lose 1 Health and 1 Hope) has
    Engaged the Journalist; he has ``intuition`` Intuition and holds Back Alleys (Spend 1 Intuition: Evade an Engaged
    card), Quick Feet and Keep Calm."""
    g = _to(quiet_start(seed=2, rules=rules), "Handling Machine", "engaged")
    g.edit("journalist", intuition=intuition)
    return _hand(g, ["Back Alleys", "Quick Feet", "Keep Calm"])


def _back_alleys(game: WotWGame) -> WotWGame:
    game.play(Play(_card(game, "Back Alleys")))
    return game


def _where_machine_goes(game: WotWGame) -> str:
    return _back_alleys(game).where(_id(game, "Handling Machine"))


def _machine_zones(game: WotWGame) -> list[str]:
    return ["engaged", "event_discard", "event_deck", "removed"]


def flying_machine_overhead() -> WotWGame:
    """Day 2 (seed 2): this morning's step 2 drew a Flying Machine (Immediate: Engaged cards cannot be Evaded today).
    A Handling Machine has Engaged the Journalist; he has 1 Intuition and holds Back Alleys, Quick Feet and Keep
    Calm."""
    g = quiet_start(seed=2)
    _to(g, "Flying Machine", "event_deck")  # on top: the first card of tomorrow's step 2
    discard_rest(g)
    play_until(g, waiting("play", day=2))
    g.edit("journalist", intuition=1, hope=12, health=12)
    _to(g, "Handling Machine", "engaged")
    return _hand(g, ["Back Alleys", "Quick Feet", "Keep Calm"])


def deserter_dodged() -> WotWGame:
    """Day 1 (seed 4): a Deserter with a Rifle (each day: lose 2 Health) has Engaged the Journalist, who has just
    played Quick Feet on it (Dodged); Keep Calm is left in his hand."""
    g = _to(quiet_start(seed=4), "Deserter with a Rifle", "engaged")
    _hand(g, ["Quick Feet", "Keep Calm"])
    g.play(Play(_card(g, "Quick Feet")))
    return g


def _two_days_discarding(game: WotWGame) -> WotWGame:
    """Days 1 and 2 with every Survivor card Discarded (the heuristic survivor Travels and Purchases)."""
    discard_rest(game)
    play_until(game, waiting("play", day=2))
    discard_rest(game)
    return play_until(game, lambda g: g.state.day == 3 or g.is_over)


def _health_lost_to(title: str) -> Callable[[WotWGame], int]:
    def lost(game: WotWGame) -> int:
        mark = len(game.log)
        _two_days_discarding(game)
        return -int(sum(e.data["delta"] for e in game.log[mark:]
                    if e.kind == "changed" and e.data["what"] == "health" and e.data.get("why") == title))
    return lost


# ---------------------------------------------------------------------------- lesson 4: travel and Locations


def at_the_crossroads(intuition: int = 5, rules: WotWRules | None = None) -> WotWGame:
    """Day 1 (seed 9, Across the Red Weed) at step 6, Travel: Weybridge (2 Intuition), Leatherhead (3) and The
    Coast (4) are Open; the Journalist has ``intuition`` Intuition and is On the Road."""
    g = quiet_start(seed=9, story="brother", rules=rules)
    g.edit("journalist", intuition=intuition)
    discard_rest(g)
    return play_until(g, waiting("travel"))


def _travel_and_keep(n: int) -> Callable[[WotWGame, WotWGame], bool]:
    return lambda before, after: after.state.location != before.state.location and after.state.intuition >= n


def _cards_from_location_deck(game: WotWGame) -> int:
    """Travel to Weybridge, play on to tomorrow's step 4 and count tomorrow's cards drawn from the Location deck."""
    mark = len(game.log)
    game.play(Travel("Weybridge"))
    play_until(game, waiting("play", day=2))
    return sum(len(e.data["cards"]) for e in game.log[mark:]
               if e.kind == "cards_moved" and e.data["src"] == "area_b" and e.data["dst"] == "events")


def _to_weybridge(game: WotWGame) -> WotWGame:
    game.play(Travel("Weybridge"))
    return play_until(game, waiting("play", day=2))


def leaving_weybridge(rules: WotWRules | None = None) -> WotWGame:
    """Day 2 (seed 9, Across the Red Weed) at step 6, Travel: the Journalist reached Weybridge yesterday; this
    morning's step 2 drew Bridge Down (a Weybridge Location card) into the Event area, and a Red Weed Thicket (Remain
    in Play: Travel costs 1 more Intuition) lies there too; he has 10 Intuition. The Coast is Open."""
    g = at_the_crossroads(rules=rules)
    g.play(Travel("Weybridge"))
    play_until(g, waiting("play", day=2))
    _to(g, "Red Weed Thicket", "events")
    g.edit("journalist", intuition=10)
    discard_rest(g)
    return play_until(g, waiting("travel", day=2))


def _leave_for_the_coast(game: WotWGame) -> WotWGame:
    game.play(Travel("The Coast"))
    return game


def _after_leaving(title: str) -> Callable[[WotWGame], str]:
    return lambda game: _leave_for_the_coast(game).where(_id(game, title))


def poachers_path_played() -> WotWGame:
    """Day 1 (seed 5) at step 6, Travel: this morning the Journalist played Poacher's Path (you may Travel to a
    Blocked Location today); he has 10 Intuition. Blocked: Weybridge, Leatherhead, The Coast."""
    g = quiet_start(seed=5)
    g.edit("journalist", intuition=10)
    _hand(g, ["Poacher's Path", "Keep Calm"])
    g.play(Play(_card(g, "Poacher's Path")))
    discard_rest(g)
    return play_until(g, waiting("travel"))


def _red_weed_zones(game: WotWGame) -> list[str]:
    return ["events", "event_discard", "event_deck", "removed"]


def _bridge_down_zones(game: WotWGame) -> list[str]:
    return ["events", "loc:Weybridge", "loc_discard:Weybridge", "removed"]


def _to_a_blocked_location(before: WotWGame, after: WotWGame) -> bool:
    return f"way:{after.state.location}" in before.state.zones["ways_blocked"]


# ---------------------------------------------------------------------------- lesson 5: scavenging and the deck


def shopping_with_eight(rules: WotWRules | None = None) -> WotWGame:
    """Day 1 (seed 4) at step 8, Purchase: 8 Shillings; the Road market offers Loaf of Bread (1 Shilling), Kitchen
    Knife (2), Borrowed Sovereign (2), Ordnance Map (3) and Bicycle (3)."""
    g = quiet_start(seed=4, rules=rules)
    g.edit("journalist", shillings=8)
    discard_rest(g)
    return play_until(g, waiting("purchase"))


def _bought(before: WotWGame, after: WotWGame) -> list[str]:
    was = set(before.state.zones["road_market"]) | set(before.state.zones["location_offer"])
    return [c for c in was if c not in after.state.zones["road_market"] + after.state.zones["location_offer"]]


def _bought_a(trait: str) -> Callable[[WotWGame, WotWGame], bool]:
    return lambda before, after: any(trait in after.card(c).traits for c in _bought(before, after))


def _buy_loaf(game: WotWGame) -> WotWGame:
    game.play(Buy(_id(game, "Loaf of Bread")))
    return game


def _where_loaf_goes(game: WotWGame) -> str:
    return _buy_loaf(game).where(_id(game, "Loaf of Bread"))


def _purchase_zones(game: WotWGame) -> list[str]:
    return ["hand", "survivor_deck", "survivor_discard"]


def _buy_loaf_and_end(game: WotWGame) -> WotWGame:
    _buy_loaf(game).play(Done())
    return game


def a_spare_stamina() -> WotWGame:
    """Day 1 (seed 4), step 4: the Journalist has 1 Stamina and holds Keep Calm, Press Card and Pocket Money."""
    g = quiet_start(seed=4)
    g.edit("journalist", stamina=1)
    return _hand(g, ["Keep Calm", "Press Card", "Pocket Money"])


def _drew_with_stamina(before: WotWGame, after: WotWGame) -> bool:
    return after.state.stamina < before.state.stamina and len(after.state.zones["hand"]) >= len(before.state.zones["hand"])


# ---------------------------------------------------------------------------- lesson 6: stories and victory


def _story_at(game: WotWGame, number: int) -> WotWGame:
    """Scenario edits: the chapters before ``number`` are done (their Outcomes are not replayed)."""
    for c in list(game.state.zones["story"]):
        if game.chapters[c].number < number:
            game.edit(f"card:{c}", to="story_done")
    return game


def print_before_dawn() -> WotWGame:
    """The Last Dispatch at chapter 4, Print Before Dawn (objective: in a Purchase step, Spend 4 Shillings). Day 1
    (seed 4) at step 8, Purchase, with 6 Shillings."""
    g = _story_at(quiet_start(seed=4), 4)
    g.edit("journalist", shillings=6)
    discard_rest(g)
    return play_until(g, waiting("purchase"))


def _chapter_done(before: WotWGame, after: WotWGame) -> bool:
    return after.chapter().number > before.chapter().number


def the_pit_ahead() -> WotWGame:
    """The Last Dispatch at chapter 2, The Pit (objective: end a day at Horsell Common). Day 1 (seed 7) at step 6,
    Travel, with 4 Intuition: Weybridge, The Coast and Horsell Common are Open."""
    g = _story_at(quiet_start(seed=7), 2)
    g.edit("journalist", intuition=4)
    discard_rest(g)
    return play_until(g, waiting("travel"))


def _at_the_pit(before: WotWGame, after: WotWGame) -> bool | None:
    if after.chapter().number > before.chapter().number:
        return True
    return None if after.state.location == "Horsell Common" else False


def fleet_street() -> WotWGame:
    """The Last Dispatch at chapter 3, Fleet Street (while in play: Travel costs 1 more Intuition). Day 1 (seed 7),
    step 4."""
    return _story_at(quiet_start(seed=7), 3)


def victory_morning() -> WotWGame:
    """Seed 6, The Last Dispatch, played by the heuristic survivor to the morning the Victory card comes up (day 22);
    then scenario edits put the Story back at chapter 3, Fleet Street (objective: end a day in London), and set
    Hope and Health to 15."""
    g = WotWGame(seed=6, story="dispatch")
    play_until(g, lambda g: g.state.victory_day is not None and waiting("play")(g))
    for c in sorted(g.state.zones["story_done"], key=lambda c: -g.chapters[c].number):
        if g.chapters[c].number >= 3:
            g.edit(f"card:{c}", to="story")
    g.edit("journalist", hope=15, health=15)
    return g


def _play_out(game: WotWGame) -> WotWGame:
    return play_until(game, lambda g: False)


def _won(game: WotWGame) -> bool:
    result = _play_out(game).result
    return bool(result and result["won"])


# ---------------------------------------------------------------------------- lesson 7: rulings and variants


def partial_spend() -> WotWGame:
    """Variant ``spend_short="partial"`` (Spend what you have and the card still Resolves): day 1 (seed 2), a
    Handling Machine has Engaged the Journalist, who has 0 Intuition and holds Back Alleys (Spend 1 Intuition: Evade
    an Engaged card), Quick Feet and Keep Calm."""
    return handling_machine_engaged(WotWRules().replace(spend_short="partial"), intuition=0)


def _machine_gone(before: WotWGame, after: WotWGame) -> bool:
    return _id(after, "Handling Machine") not in after.state.zones["engaged"]


def _can_play_back_alleys(game: WotWGame) -> bool:
    return Play(_card(game, "Back Alleys")) in game.legal_actions()


def deck_top_shopping() -> WotWGame:
    """Variant ``purchase_to="deck_top"`` (a Purchased card goes on top of the Draw deck): the Purchase step of
    ``shopping_with_eight`` (8 Shillings; Loaf of Bread, Kitchen Knife, Borrowed Sovereign, Ordnance Map, Bicycle)."""
    return shopping_with_eight(WotWRules().replace(purchase_to="deck_top"))


def _weapon_on_top(before: WotWGame, after: WotWGame) -> bool:
    deck = after.state.zones["survivor_deck"]
    return bool(deck) and "Weapon" in after.card(deck[0]).traits and deck[0] not in before.state.zones["survivor_deck"]


def remove_to_discard() -> WotWGame:
    """Variant ``remove_means="to_discard"`` (Remove puts a card in its Discard pile): ``leaving_weybridge`` under it
    (day 2 at Weybridge, a Red Weed Thicket in the Event area, 10 Intuition, step 6)."""
    return leaving_weybridge(WotWRules().replace(remove_means="to_discard"))




# ---------------------------------------------------------------------------- the exercises


EXERCISES: dict[str, Callable[[], tuple[Any, Any]]] = {
    # lesson 2: one day, step by step
    "a-cup-of-strong-tea": lambda: (first_morning(), Goal(
        "Raise the Journalist's Hope this morning.",
        _more_hope,
        hint="read what each card in the panel does: one of them gives Hope when it is played",
        section="Turn Breakdown 4")),
    "no-use-for-back-alleys": lambda: (first_morning(), Goal(
        "Get rid of Back Alleys without playing it.",
        _back_alleys_discarded,
        hint="in step 4 every Survivor card in the hand is either played or discarded: discard this one",
        section="Turn Breakdown 4")),
    "events-in-the-area": lambda: (first_morning(), Question(
        "Step 2 drew this morning's events. How many event cards lie in the Event area now?",
        answer=lambda g: len(g.state.zones["events"]), section="Turn Breakdown 2")),
    "hope-after-strong-tea": lambda: (first_morning(), Question(
        "The Journalist has 12 Hope and plays Strong Tea. How much Hope then?",
        answer=lambda g: _strong_tea(g).state.hope, play=_strong_tea, section="Turn Breakdown 4")),
    # lesson 1: setup and the Time deck
    "how-long-this-invasion": lambda: (lambda s: (s, _how_long(s)))(a_short_invasion()),
    "chance-of-the-longest-game": lambda: (a_short_invasion(), Question(
        "Setup step 5 is random. What is the chance that a game lasts the longest possible number of days "
        "(27: every day card above the Victory card)?",
        answer=_longest_chance,
        choices=lambda g: sorted(set(game_length_distribution(g.rules.victory_day).values())),
        section="Game Setup 5")),
    "longest-game-one-more-day": lambda: (WotWGame(WotWRules().replace(victory_day="next_day"), seed=6), Question(
        "Read 'the end of the day after the Victory card is drawn' as one more day after the day it comes up "
        "(victory_day='next_day'). How many days does the longest possible game last then?",
        answer=lambda g: max(game_length_distribution(g.rules.victory_day)), section="Victory Conditions")),
    "a-way-opens": lambda: (local_guide_in_hand(), Goal(
        "Setup left three Way Ahead cards Blocked. Open one of them this morning.",
        _a_way_opened,
        hint="one card in the hand turns a Blocked Way Ahead card to Open: play it, then pick a Blocked Location",
        section="Game Setup 3")),
    "hope-from-the-card": lambda: (lambda s: (s, Goal(
        f"Hope stands at {s.state.hope} this morning. Raise it to {s.state.hope + 2} or more before the Events "
        "step.",
        _hope_up_by(2, s.state.hope),
        hint="only cards that say 'Gain ... Hope' move the Hope track; a card that raises it by 1 is kept, "
             "then play another",
        section="Game Setup 11")))(tea_and_calm()),
    # lesson 3: events and engagements
    "keep-the-deserter-still": lambda: (deserter_engaged(), Goal(
        "Stop the Deserter with a Rifle from acting against you today.",
        _deserter_still,
        hint="Damage below a card's Energy leaves it Active; Dodge turns it over for the rest of the day",
        section="Keywords: Dodge")),
    "destroy-the-deserter": lambda: (deserter_engaged(), Goal(
        "Destroy the Deserter with a Rifle (Energy 3) with the cards in your hand.",
        _deserter_destroyed,
        hint="a card is Destroyed when its Damage reaches its Energy: add up your Weapons; Dodge deals no Damage",
        section="Keywords: Damage, Destroy")),
    "where-an-evaded-card-goes": lambda: (handling_machine_engaged(), Question(
        "The Journalist Spends 1 Intuition and plays Back Alleys to Evade the Handling Machine. Where is the "
        "Handling Machine then?",
        answer=_where_machine_goes, choices=_machine_zones, play=_back_alleys, words=_zone_words,
        section="Keywords: Evade")),
    "evade-under-the-flying-machine": lambda: (flying_machine_overhead(), Question(
        "A Flying Machine came up this morning. The Journalist plays Back Alleys to Evade the Handling Machine. "
        "Where is the Handling Machine then?",
        answer=_where_machine_goes, choices=_machine_zones, play=_back_alleys, words=_zone_words,
        section="The Golden Rule")),
    "a-dodge-lasts-one-day": lambda: (deserter_dodged(), Question(
        "The Deserter was Dodged this morning (day 1). The Journalist discards every other card today and "
        "tomorrow. How much Health does the Deserter take from him over days 1 and 2 together?",
        answer=_health_lost_to("Deserter with a Rifle"), play=_two_days_discarding,
        section="Keywords: Dodge, Gameplay Overview 7")),
    # lesson 4: travel and Locations
    "travel-and-keep-two": lambda: (at_the_crossroads(), Goal(
        "Travel to a new Location and keep at least 2 Intuition for tomorrow.",
        _travel_and_keep(2),
        hint="each Way Ahead card shows what Travel there costs: subtract it from your 5 Intuition",
        section="Turn Breakdown 6")),
    "tomorrow-at-weybridge": lambda: (at_the_crossroads(), Question(
        "The Journalist Travels to Weybridge today. How many of tomorrow's step-2 cards come from the Weybridge "
        "Location deck?",
        answer=_cards_from_location_deck, play=_to_weybridge, section="Turn Breakdown 2")),
    "red-weed-left-behind": lambda: (leaving_weybridge(), Question(
        "The Journalist leaves Weybridge for The Coast. Where does the Red Weed Thicket (Remain in Play) go?",
        answer=_after_leaving("Red Weed Thicket"), choices=_red_weed_zones, play=_leave_for_the_coast,
        words=_zone_words, section="Turn Breakdown 6")),
    "bridge-down-left-behind": lambda: (leaving_weybridge(), Question(
        "The Journalist leaves Weybridge for The Coast. Where does Bridge Down, the Weybridge Location card drawn "
        "this morning, go?",
        answer=_after_leaving("Bridge Down"), choices=_bridge_down_zones, play=_leave_for_the_coast,
        words=_zone_words, section="Turn Breakdown 6")),
    "a-blocked-way-today": lambda: (poachers_path_played(), Goal(
        "Travel to a Location whose Way Ahead card is Blocked.",
        _to_a_blocked_location,
        hint="the rulebook forbids Blocked Locations, but Poacher's Path, played this morning, allows them today "
             "(the Golden Rule: a card beats the rulebook)",
        section="The Golden Rule, Turn Breakdown 6")),
    # lesson 5: scavenging and the deck
    "buy-a-weapon": lambda: (shopping_with_eight(), Goal(
        "Purchase a Weapon card for the Journalist's deck.",
        _bought_a("Weapon"),
        hint="each Scavenging card shows its traits (Weapon, Food, Money, Map...): pick one that deals Damage",
        section="Gameplay Overview 8")),
    "an-extra-card-for-stamina": lambda: (a_spare_stamina(), Goal(
        "Draw one more Survivor card today by Spending your Stamina.",
        _drew_with_stamina,
        hint="Stamina buys an extra action in step 4: Spend 1 to Draw 1 (the last option in the panel)",
        section="Component Overview: Various tokens")),
    "where-a-purchase-goes": lambda: (shopping_with_eight(), Question(
        "The Journalist Purchases the Loaf of Bread. Where does it go?",
        answer=_where_loaf_goes, choices=_purchase_zones, play=_buy_loaf, words=_zone_words,
        section="Gameplay Overview 8")),
    "road-market-after-a-purchase": lambda: (shopping_with_eight(), Question(
        "The Journalist Purchases the Loaf of Bread, then ends the Purchase step. How many cards does the Road "
        "market show then?",
        answer=lambda g: len(_buy_loaf_and_end(g).state.zones["road_market"]), play=_buy_loaf_and_end,
        section="Game Setup 9, Gameplay Overview 8")),
    # lesson 6: stories and victory
    "print-before-dawn": lambda: (print_before_dawn(), Goal(
        "Complete chapter 4 of the Story, Print Before Dawn.",
        _chapter_done,
        hint="read the chapter's objective: it asks for Shillings Spent in a Purchase step, not for a card",
        section="Component Overview: Story deck")),
    "end-a-day-at-the-pit": lambda: (the_pit_ahead(), Goal(
        "Complete chapter 2 of the Story, The Pit.",
        _at_the_pit,
        hint="the chapter's objective names a Location where the day must end: Travel there",
        section="Component Overview: Story deck")),
    "fleet-street-fare": lambda: (fleet_street(), Question(
        "Chapter 3, Fleet Street, is in play. The Way Ahead card to London shows 4 Intuition. How much Intuition "
        "does Travel to London cost while this chapter is in play?",
        answer=lambda g: travel_cost(g, "London"), section="Component Overview: Story deck")),
    "surviving-is-not-enough": lambda: (victory_morning(), Question(
        "The Victory card came up this morning; the Story stands at chapter 3 of 5, Fleet Street, and the "
        "Journalist has 15 Hope and 15 Health. If he lives to tonight, is the game won or lost?",
        answer=_won, choices=lambda g: [True, False], play=_play_out, words=_won_lost,
        section="Victory Conditions")),
    # lesson 7: rulings and variants
    "back-alleys-on-an-empty-purse": lambda: (handling_machine_engaged(intuition=0), Question(
        "Under the rulebook's default reading of Spend, can the Journalist play Back Alleys (Spend 1 Intuition) "
        "with 0 Intuition?",
        answer=_can_play_back_alleys, choices=lambda g: [True, False], words=_yes_no,
        section="Keywords (Spend)")),
    "evade-with-an-empty-purse": lambda: (partial_spend(), Goal(
        "Under spend_short='partial', get the Handling Machine out of the Engagement area with 0 Intuition.",
        _machine_gone,
        hint="under this ruling a card whose Spend you cannot pay is still Played: you Spend what you have",
        section="Keywords (Spend)")),
    "a-weapon-for-tomorrow": lambda: (deck_top_shopping(), Goal(
        "Under purchase_to='deck_top', make sure tomorrow's hand holds a Weapon.",
        _weapon_on_top,
        hint="under this ruling a Purchased card goes on top of the Draw deck, the first card drawn tomorrow",
        section="Gameplay Overview 8")),
    "red-weed-to-the-discard": lambda: (remove_to_discard(), Question(
        "Under remove_means='to_discard', the Journalist leaves Weybridge for The Coast. Where does the Red Weed "
        "Thicket (Remain in Play: Removed when you Travel) go?",
        answer=_after_leaving("Red Weed Thicket"), choices=_red_weed_zones, play=_leave_for_the_coast,
        words=_zone_words,
        section="Keywords (Remove)")),
}


def exercise(name: str) -> tuple[Any, Any]:
    """A fresh ``(scene, goal)`` or ``(scene, question)`` by name (see ``EXERCISES``)."""
    return lessons.exercise(EXERCISES, name)
