"""Named situations the Tomorrow lessons start from (the scenes room), and the exercises set in them.

Each scene is a function returning a fresh game; each exercise returns ``(scene, goal)`` for a guided move or
``(scene, question)`` for a prediction (``tabletop_nb.core.lessons``): one line in a lesson,
``guided(*scenes.exercise("china-blocks-the-blend"))``. Goals are predicates on the state a move leads to; keys
are computed by the engine; nothing here stores an answer.

The scenes follow the lesson notebooks (notebooks/tomorrow/): setup and the turn (1), resources and blocking (2),
biologicals (3), nukes (4), vendettas (5), the Global Threat Track (6), End Game Scoring (7), rulings (8).
"""

from __future__ import annotations

from typing import Any, Callable

from ..core.game import Action
from ..core import lessons
from ..core.lessons import Goal, Question
from .actions import BioAttack, Block, EndTurn, Give, NuclearAttack, Pick, TerrorAttack
from .data import powers, world_map
from .game import TomorrowGame
from .rules import TomorrowRules
from .script import Scripted, play_until, turn_over

SIX = ["usa", "eu", "russia", "china", "india", "caliphate"]
FOUR = ["usa", "russia", "china", "india"]
#: the Secret Objectives the four-power scenes keep (India's carries the rulebook's scoring example)
KEPT = {"usa": "Manifest Destiny", "russia": "Heartland", "china": "Middle Kingdom", "india": "Regional Focus"}
QUIET = ["Quiet News Cycle", "Ceasefire", "Last Stand"]  # Happenings that do nothing


# ---------------------------------------------------------------------------- 1. setup and the turn


def four_powers_first_picks() -> TomorrowGame:
    """Four powers (the USA, Russia, China, India; seed 1), each has kept its first Secret Objective; the USA is
    the first to pick its two secret resources of the turn."""
    game = TomorrowGame(players=4, seed=1)
    _keep_first_objectives(game)
    return game


def five_powers_at_setup() -> TomorrowGame:
    """A five-player game just set up (seed 11): the USA is the first to keep one of its three Secret
    Objectives; nobody has picked anything yet."""
    return TomorrowGame(players=5, seed=11)


def usa_acts_first() -> TomorrowGame:
    """Four powers, turn 1, quiet Happenings. Everyone has picked two resource cards (the USA its biological and
    terror cards, the others their first two cards); the USA's turn order token came up first and the USA now
    acts. The clean-up die of this turn is scripted to roll a 4."""
    game = TomorrowGame(players=4, seed=1, objectives=KEPT, turn_order=FOUR, happenings=QUIET)
    game.script_dice([4])
    play_until(game, Scripted(usa=[Pick("usa-biological"), Pick("usa-terror")]), _acting("usa"))
    return game


# ---------------------------------------------------------------------------- 2. resources and blocking


def hecker_aimed_at_china() -> TomorrowGame:
    """Six powers, turn 1 (seed 6; turn order as seated). The USA picked its biological and military cards, every
    other power its biological and terror cards; the USA now unleashes Professor Hecker's Blend on China, and
    China, the target, is the first asked whether it blocks with its own biological card."""
    return _hecker_aimed_at_china()


def _hecker_aimed_at_china(rules: TomorrowRules | None = None) -> TomorrowGame:
    game = TomorrowGame(rules, players=6, seed=6, bio_cards={"usa": ["Professor Hecker's Blend"]}, turn_order=SIX,
                        happenings=["Quiet News Cycle", "Ceasefire"])
    _keep_first_objectives(game)
    others: dict[str, list[Action]] = {p: [Pick(f"{p}-biological"), Pick(f"{p}-terror")] for p in SIX[1:]}
    policy = Scripted(usa=[Pick("usa-biological"), Pick("usa-military"),
                           BioAttack("usa-biological", "china", "Professor Hecker's Blend")], **others)
    play_until(game, policy, lambda g: g.pending is not None and g.pending.kind == "block")
    return game


# ---------------------------------------------------------------------------- 3. biologicals and duration


def hecker_before_the_attack(rules: TomorrowRules | None = None) -> TomorrowGame:
    """The rulebook's biological example, just before the attack: four powers (seed 3), the USA holds Professor
    Hecker's Blend among its biological cards, picked its biological and terror cards and acts first; nobody else
    picked a biological card, so nothing can block it. The spread dice are scripted as in the example (a 3 for
    Central Asia, a 9 for China's other land neighbours), then 1s for the clean-up rolls. ``rules``: a variant."""
    game = TomorrowGame(rules, players=4, seed=3, bio_cards={"usa": ["Professor Hecker's Blend"]}, objectives=KEPT,
                        turn_order=FOUR, happenings=QUIET)
    wm = world_map()
    game.script_dice([3 if t == "central_asia" else 9 for t in wm["china"].adjacent if wm[t].land] + [1, 1, 1])
    play_until(game, Scripted(usa=[Pick("usa-biological"), Pick("usa-terror")]), _acting("usa"))
    return game


def usa_holds_three_durations() -> TomorrowGame:
    """Four powers (seed 3), turn 1: the USA acts first with its biological and terror cards picked, and holds
    Vector Nine (duration 1), Silent Spring (duration 2), Hollow Bone (duration 3) and Grey Cough (duration 2, no
    random check), none of which spreads. Nobody else can block; the clean-up dice are scripted to roll 1s."""
    game = TomorrowGame(players=4, seed=3, bio_cards={"usa": ["Vector Nine", "Silent Spring", "Hollow Bone",
                                                              "Grey Cough"]},
                        objectives=KEPT, turn_order=FOUR, happenings=QUIET + ["Trade Boom"])
    game.script_dice([1] * 6)
    play_until(game, Scripted(usa=[Pick("usa-biological"), Pick("usa-terror")]), _acting("usa"))
    return game


# ---------------------------------------------------------------------------- 4. nukes


def russia_aims_a_nuke(rules: TomorrowRules | None = None) -> TomorrowGame:
    """The rulebook's nuclear example, just before the attack: four powers (seed 21), Russia's token came up first
    and Russia acts with its nuclear and terror cards picked. Russia's nukes are global (any land territory).
    ``rules``: a variant."""
    game = TomorrowGame(rules, players=4, seed=21, objectives=KEPT, turn_order=["russia", "usa", "china", "india"],
                        happenings=["Quiet News Cycle"])
    play_until(game, Scripted(russia=[Pick("russia-nuclear"), Pick("russia-terror")]), _acting("russia"))
    return game


def india_aims_a_nuke() -> TomorrowGame:
    """Four powers (seed 21), turn 1: India's token came up first and India acts with its nuclear and terror cards
    picked. India's nukes are short range: only land next to a territory India controls (here, only India)."""
    game = TomorrowGame(players=4, seed=21, objectives=KEPT, turn_order=["india", "usa", "russia", "china"],
                        happenings=["Quiet News Cycle"])
    play_until(game, Scripted(india=[Pick("india-nuclear"), Pick("india-terror")]), _acting("india"))
    return game


# ---------------------------------------------------------------------------- 5. vendettas


def usa_about_to_strike(rules: TomorrowRules | None = None) -> TomorrowGame:
    """Four powers (seed 11), turn 1, the Life marker moved to 40 (so quiet turns do not end the game): the USA
    acts first with its nuclear and terror cards picked; the others picked their first two cards, none of which
    can block a terror attack (and nothing blocks a nuke). ``rules``: a variant (notebook 8)."""
    game = TomorrowGame(rules, players=4, seed=11, objectives=KEPT, turn_order=FOUR, happenings=QUIET + ["Trade Boom"])
    game.edit("track", life=40)
    game.script_dice([1] * 6)  # clean-up rolls
    play_until(game, Scripted(usa=[Pick("usa-nuclear"), Pick("usa-terror")]), _acting("usa"))
    return game


def usa_holds_chinas_marker() -> TomorrowGame:
    """The vendetta of notebook 5 after turn 1: the USA nuked China and took one of China's control markers.
    Turn 2 is about to begin (everyone picks next); China has not struck back yet."""
    game = usa_about_to_strike()
    game.play(NuclearAttack("usa-nuclear", "china"))
    play_until(game, Scripted(), turn_over(1))
    return game


def china_may_strike_back() -> TomorrowGame:
    """The same vendetta, turn 2: China picked its terror and cyber cards and now acts; the others picked their
    first two cards (none of them a terror card, so nobody can block China's terror attack)."""
    game = usa_holds_chinas_marker()
    play_until(game, Scripted(china=[Pick("china-terror"), Pick("china-cyber")]), _acting("china"))
    return game


# ---------------------------------------------------------------------------- 6. the Global Threat Track


def eu_holds_grey_cough() -> TomorrowGame:
    """The rulebook's Global Impact example, before the attack: five powers (seed 8), the EU acts first with its
    biological and terror cards picked and holds Grey Cough (1 pawn at once, no spreading, no random check)."""
    game = TomorrowGame(players=5, seed=8, bio_cards={"eu": ["Grey Cough"]},
                        objectives={**KEPT, "eu": "Fortress Europe"}, turn_order=["eu", "usa", "russia", "china", "india"],
                        happenings=["Quiet News Cycle"])
    play_until(game, Scripted(eu=[Pick("eu-biological"), Pick("eu-terror")]), _acting("eu"))
    return game


def death_ahead_of_life() -> TomorrowGame:
    """Four powers (seed 1), turn 1: the Life marker stands at 33 and the Death marker at 31, already farther
    down. The USA acts first with its nuclear and biological cards picked and holds Grey Cough; the others picked
    their first two cards (none can block a biological attack)."""
    game = TomorrowGame(players=4, seed=1, bio_cards={"usa": ["Grey Cough"]}, objectives=KEPT, turn_order=FOUR,
                        happenings=QUIET)
    game.edit("track", life=33, death=31)
    game.script_dice([1] * 4)
    play_until(game, Scripted(usa=[Pick("usa-nuclear"), Pick("usa-biological")]), _acting("usa"))
    return game


def quiet_turn_at_clean_up() -> TomorrowGame:
    """Four powers (seed 1), turn 1, Life at 30 and Death at 31: everyone picked, and every power but India has
    ended its turn without using its picks; India, the last, is to act. The clean-up die will roll a 7."""
    game = TomorrowGame(players=4, seed=1, objectives=KEPT, turn_order=FOUR, happenings=QUIET)
    game.edit("track", life=30, death=31)
    game.script_dice([7, 1, 1])
    play_until(game, Scripted(), _acting("india"))
    return game


# ---------------------------------------------------------------------------- 7. End Game Scoring


def india_example(*, life: int | None = None, acting: str = "usa") -> TomorrowGame:
    """India's End Game Scoring example set up with scenario edits (four powers, seed 1, India keeps Regional
    Focus): India has 11 Political Capital, 3 Chinese and 4 Central Asian pawns in front of it, one of China's
    control markers, 7 pawns at home (with a Russian nuke marker and a Chinese disease), controls Southeast Asia
    (1 pawn), North Africa (2) and the Arabian Sea. ``life``: where the Life marker is moved to. ``acting``: the
    power whose token comes up first; it has picked its biological and nuclear cards and acts (the USA holds
    Grey Cough)."""
    order = [acting] + [p for p in FOUR if p != acting]
    game = TomorrowGame(players=4, seed=1, objectives=KEPT, bio_cards={"usa": ["Grey Cough"]}, turn_order=order,
                        happenings=QUIET)
    china_bio = game.state.bio_hand[game.state.powers.index("china")][0]
    game.edit("player:india", pc=11, annihilated={"china": 3, "central_asia": 4}, holds=["china"])
    game.edit("territory:india", population=7, nuke="russia", bio={"card": china_bio, "owner": "china", "left": 1})
    game.edit("territory:southeast_asia", population=1, controller="india")
    game.edit("territory:north_africa", population=2, controller="india")
    game.edit("territory:arabian_sea", controller="india")
    if life is not None:
        game.edit("track", life=life)
    picks: list[Action] = [Pick(f"{acting}-biological"), Pick(f"{acting}-nuclear")]
    play_until(game, Scripted(**{acting: picks}), _acting(acting))
    return game


def india_example_one_kill_from_the_end() -> TomorrowGame:
    """India's example position with the Life marker at 2: the USA acts first and holds Grey Cough; one pawn of a
    capital whose Global Impact is 2 or more ends the threat, and End Game Scoring follows."""
    return india_example(life=2)


def india_example_india_to_act() -> TomorrowGame:
    """India's example position, but India's token came up first: India acts with its biological and nuclear cards
    picked (its nukes reach the land next to India, Southeast Asia and North Africa)."""
    return india_example(acting="india")


def india_example_gifts() -> TomorrowGame:
    """India's example position scored: the USA saved humanity with Grey Cough on the Russian Federation, End
    Game Scoring is done, and the first turn order token turned over asks the USA whether it gives Political
    Capital away."""
    game = india_example_one_kill_from_the_end()
    game.play(BioAttack("usa-biological", "russia", "Grey Cough"))
    play_until(game, Scripted(), lambda g: g.pending is not None and g.pending.kind == "gift")
    return game


# ---------------------------------------------------------------------------- 8. rulings and variants


def hecker_blocked_refunded() -> TomorrowGame:
    """Notebook 2's six-power scene (Professor Hecker's Blend aimed at China, China asked first whether it
    blocks) at a table that plays ``blocked_attack_cost="refunded"``: a blocked attack costs nothing."""
    return _hecker_aimed_at_china(TomorrowRules().replace(blocked_attack_cost="refunded"))


def usa_broke_with_a_nuke() -> TomorrowGame:
    """Four powers (seed 1) at a table that plays ``pc_floor="zero"``: the USA has no Political Capital left, its
    token came up first and it acts with its nuclear and terror cards picked."""
    game = TomorrowGame(TomorrowRules().replace(pc_floor="zero"), players=4, seed=1, objectives=KEPT,
                        turn_order=FOUR, happenings=QUIET)
    game.edit("player:usa", pc=0)
    play_until(game, Scripted(usa=[Pick("usa-nuclear"), Pick("usa-terror")]), _acting("usa"))
    return game


def nukes_count_on_the_track() -> TomorrowGame:
    """Four powers (seed 21) at a table that plays ``nuke_threat="counts"`` (nuked pawns move the Life marker like
    any others), the Life marker at 6: Russia acts first with its nuclear and terror cards picked."""
    game = TomorrowGame(TomorrowRules().replace(nuke_threat="counts"), players=4, seed=21, objectives=KEPT,
                        turn_order=["russia", "usa", "china", "india"], happenings=QUIET)
    game.edit("track", life=6)
    play_until(game, Scripted(russia=[Pick("russia-nuclear"), Pick("russia-terror")]), _acting("russia"))
    return game


def vendettas_military_nuclear_only() -> TomorrowGame:
    """Notebook 5's turn 1 (the USA acts with its nuclear and terror cards picked) at a table that plays
    ``vendetta_attacks="military_nuclear"``: only military and nuclear attacks take a control marker."""
    return usa_about_to_strike(TomorrowRules().replace(vendetta_attacks="military_nuclear"))


# ---------------------------------------------------------------------------- helpers


def _keep_first_objectives(game: TomorrowGame) -> None:
    while game.pending is not None and game.pending.kind == "objective":
        game.play(game.legal_actions()[0])


def _acting(power: str) -> Callable[[Any], bool]:
    """A stop condition: ``power`` is asked to act (its token came up)."""
    return lambda g: g.pending is not None and g.pending.kind == "act" and g.state.powers[g.pending.who] == power


def _seat(game: TomorrowGame, power: str) -> int:
    return game.state.powers.index(power)


def _since(before: TomorrowGame, after: TomorrowGame, kind: str) -> list[Any]:
    """The events of one kind the move caused."""
    return [e for e in after.log[len(before.log):] if e.kind == kind]


def _played(*actions: Action, until: Callable[[Any], bool] | None = None) -> Callable[[Any], Any]:
    """Play ``actions`` on the game given (a copy), then quiet play until ``until`` (if given); return it."""
    def run(game: TomorrowGame) -> TomorrowGame:
        for a in actions:
            game.play(a)
        if until is not None:
            play_until(game, Scripted(), until)
        return game
    return run


def _power_name(p: str) -> str:
    return powers()[p].name


def _kills(before: TomorrowGame, after: TomorrowGame) -> int:
    return sum(e.data["count"] for e in _since(before, after, "pawns_annihilated"))


def _best(before: TomorrowGame, kind: type, measure: Callable[[TomorrowGame, TomorrowGame], int],
          only: Callable[[Action], bool] = lambda a: True) -> int:
    """The most ``measure`` any legal action of ``kind`` reaches from ``before`` (each tried on a copy)."""
    best = None
    for a in before.legal_actions():
        if isinstance(a, kind) and only(a):
            trial = before.copy()
            trial.play(a)
            m = measure(before, trial)
            best = m if best is None else max(best, m)
    assert best is not None, f"no legal {kind.__name__} here"
    return best


def _final_score(game: TomorrowGame, p: int) -> int:
    """Political Capital now plus every End Game Scoring term (the score ``p`` would end with)."""
    return game.state.pc[p] + sum(points for _term, points, _how in game.score_terms(p))


# ---- goals: the state a move leads to, judged by the engine


def _china_blocked(before: TomorrowGame, after: TomorrowGame) -> bool:
    china = after.state.powers.index("china")
    return len(after.state.exhausted[china]) > len(before.state.exhausted[china])


def _bio_and_military(before: TomorrowGame, after: TomorrowGame) -> bool | None:
    picked = set(after.state.picks[0])
    if not picked <= {"usa-biological", "usa-military"}:
        return False
    return True if len(picked) == 2 else None


def _kept_best_home_protection(before: TomorrowGame, after: TomorrowGame) -> bool:
    usa = _seat(after, "usa")
    kept = after.state.objective[usa]
    if kept is None:
        return False
    home = powers()["usa"].capital
    best = max(after.objs[n].protect_for(home) for n in before.state.objective_options[usa])
    return after.objs[kept].protect_for(home) == best


def _turn_ended_with_both_picks(before: TomorrowGame, after: TomorrowGame) -> bool:
    usa = _seat(after, "usa")
    return any(e.data["player"] == usa and e.data["kept"] == 2 for e in _since(before, after, "turn_ended"))


def _checked_without_a_roll(before: TomorrowGame, after: TomorrowGame) -> bool:
    unleashed = _since(before, after, "bio_unleashed")
    if not unleashed:
        return False
    where = unleashed[0].data["territory"]
    return any(e.data["territory"] == where and e.data["roll"] is None for e in _since(before, after, "random_check"))


def _comes_back_once_on_china(before: TomorrowGame, after: TomorrowGame) -> bool:
    return any(b["territory"] == "china" and b["left"] == 1 for b in after.state.bio_active
               if b not in before.state.bio_active)


def _most_pawns_nuked(before: TomorrowGame, after: TomorrowGame) -> bool:
    if not _since(before, after, "nuke_placed"):
        return False
    return _kills(before, after) == _best(before, NuclearAttack, _kills)


def _nuke_costs_another_power(before: TomorrowGame, after: TomorrowGame) -> bool:
    placed = _since(before, after, "nuke_placed")
    if not placed:
        return False
    owner = after.state.control[placed[0].data["territory"]]
    return owner is not None and owner != placed[0].data["player"]


def _took_back_from_usa(before: TomorrowGame, after: TomorrowGame) -> bool:
    usa, china = _seat(after, "usa"), _seat(after, "china")
    held = [h for h in after.state.held if h[0] == usa and h[1] == china]
    return not held and after.state.markers[china] > before.state.markers[china]


def _vendetta_on(power: str) -> Callable[[TomorrowGame, TomorrowGame], bool]:
    def met(before: TomorrowGame, after: TomorrowGame) -> bool:
        usa, q = _seat(after, "usa"), _seat(after, power)
        return any(h[0] == usa and h[1] == q and not h[3] for h in after.state.held)
    return met


def _life_drop(before: TomorrowGame, after: TomorrowGame) -> int:
    return before.state.life - after.state.life


def _grey_cough(a: Action) -> bool:
    return isinstance(a, BioAttack) and a.bio == "Grey Cough"


def _life_down_the_most(before: TomorrowGame, after: TomorrowGame) -> bool:
    used = _since(before, after, "bio_unleashed")
    if not used or used[0].data["card"] != "Grey Cough":
        return False
    return _life_drop(before, after) == _best(before, BioAttack, _life_drop, only=_grey_cough)


def _life_not_above_death(before: TomorrowGame, after: TomorrowGame) -> bool:
    return after.state.life <= after.state.death


def _threat_eliminated_by_a_nuke(before: TomorrowGame, after: TomorrowGame) -> bool:
    return bool(_since(before, after, "nuke_placed")) and after.state.life <= 0


def _scores_most_for_india(before: TomorrowGame, after: TomorrowGame) -> bool:
    india = _seat(after, "india")

    def gain(b: TomorrowGame, a: TomorrowGame) -> int:
        return _final_score(a, india) - _final_score(b, india)

    if not _since(before, after, "nuke_placed"):
        return False
    return gain(before, after) == _best(before, NuclearAttack, gain)


def _china_ahead(game: TomorrowGame) -> bool:
    pc, china = game.state.pc, _seat(game, "china")
    return all(pc[china] > x for i, x in enumerate(pc) if i != china)


def _just_enough_for_china(before: TomorrowGame, after: TomorrowGame) -> bool:
    gifts = _since(before, after, "pc_given")
    if not gifts or not _china_ahead(after):
        return False
    given = gifts[0].data["amount"]
    if given == 1:
        return True
    less = before.copy()  # one less: would China still be ahead?
    less.play(Give("china", given - 1))
    return not _china_ahead(less)


# ---- answer keys: computed by the engine from the scene


def _china_blocks(game: TomorrowGame) -> TomorrowGame:
    game.play(Block("china-biological"))
    return game


def _absent_power(game: TomorrowGame) -> str:
    return next(p for p in SIX if p not in game.state.powers)


def _pc_of(power: str, play: Callable[[Any], Any]) -> Callable[[Any], int]:
    return lambda g: (lambda after: after.state.pc[_seat(after, power)])(play(g))


def _pawns_in(territory: str, play: Callable[[Any], Any]) -> Callable[[Any], int]:
    return lambda g: play(g).state.pop[territory]


def _life_after(play: Callable[[Any], Any]) -> Callable[[Any], int]:
    return lambda g: play(g).state.life


_HECKER_ON_CHINA = _played(BioAttack("usa-biological", "china", "Professor Hecker's Blend"))
_SILENT_SPRING_TWO_TURNS = _played(BioAttack("usa-biological", "china", "Silent Spring"), until=turn_over(2))
_RUSSIA_NUKES_USA = _played(NuclearAttack("russia-nuclear", "usa"))
_RUSSIA_NUKES_CHINA = _played(NuclearAttack("russia-nuclear", "china"))
_CHINA_STRIKES_BACK = _played(TerrorAttack("china-terror", "usa"))
_TURN_ONE_OVER = _played(until=turn_over(1))
_GREY_COUGH_ON_USA = _played(BioAttack("eu-biological", "usa", "Grey Cough"))
_INTO_TURN_TWO = _played(until=turn_over(1))
_CHINA_LETS_IT_GO = _played(EndTurn(), until=turn_over(2))
_SAVED_AND_SCORED = _played(BioAttack("usa-biological", "russia", "Grey Cough"),
                            until=lambda g: g.pending is not None and g.pending.kind == "gift")
_SAVED_AND_OVER = _played(BioAttack("usa-biological", "russia", "Grey Cough"), until=lambda g: g.state.over)
_USA_NUKES_CHINA = _played(NuclearAttack("usa-nuclear", "china"))

WHERE_IS_THE_MARKER = ["kept by the USA for good", "back in China's supply", "in front of the USA, still open"]


def _where_is_chinas_marker(game: TomorrowGame) -> str:
    usa, china = _seat(game, "usa"), _seat(game, "china")
    held = [h for h in game.state.held if h[0] == usa and h[1] == china]
    if not held:
        return WHERE_IS_THE_MARKER[1]
    return WHERE_IS_THE_MARKER[0] if held[0][3] else WHERE_IS_THE_MARKER[2]


GAME_GOES_ON, HUMANITY_LOST = "turn 2 begins", "humanity is lost at once: everyone loses"


def _what_happens(game: TomorrowGame) -> str:
    return HUMANITY_LOST if game.state.over and not (game.state.result or {}).get("saved") else GAME_GOES_ON


def _markers_held_by(holder: str, owner: str, play: Callable[[Any], Any]) -> Callable[[Any], int]:
    def key(g: TomorrowGame) -> int:
        after = play(g)
        h, o = _seat(after, holder), _seat(after, owner)
        return sum(1 for x in after.state.held if x[0] == h and x[1] == o)
    return key


def _winner(game: TomorrowGame) -> str:
    return str(_SAVED_AND_OVER(game).state.result["winner"])


EXERCISES: dict[str, Callable[[], tuple[Any, Any]]] = {
    # ---- 1. setup and the turn
    "usa-keeps-the-home-objective": lambda: (five_powers_at_setup(), Goal(
        "As the USA, keep the Secret Objective that pays the most for each pawn you protect in your own capital, "
        "the United States.",
        _kept_best_home_protection,
        hint="compare the Protect numbers the three cards give the United States: the highest one pays the most "
             "per pawn left there at the end",
        section="Objectives")),
    "usa-keeps-its-picks-to-block": lambda: (usa_acts_first(), Goal(
        "As the USA, end your turn and keep both of your picks in front of you, ready to block.",
        _turn_ended_with_both_picks,
        hint="a pick you use is spent for the turn; end your turn without using any, and both stay ready to block "
             "the others' actions",
        section="III. Resource Resolution Phase")),
    "who-sits-out-at-five": lambda: (five_powers_at_setup(), Question(
        "This game has five players. Which power has no player, its capital a neutral territory?",
        answer=_absent_power, choices=lambda g: list(SIX), words=_power_name, section="Game Setup")),
    "death-after-clean-up": lambda: (usa_acts_first(), Question(
        "Nobody uses a card this turn, and at clean up the d10 rolls a 4. Where does the Death marker stand when "
        "turn 2 begins? (It starts at 75.)",
        answer=lambda g: _TURN_ONE_OVER(g).state.death, play=lambda g: _TURN_ONE_OVER(g), section="IV. Clean Up")),
    # ---- 2. resources and blocking
    "china-blocks-the-blend": lambda: (hecker_aimed_at_china(), Goal(
        "As China, block the biological attack aimed at you.",
        _china_blocked,
        hint="a power may block an action with a card it picked of the same kind, saved for this: China picked its "
             "biological card",
        section="Resources")),
    "usa-picks-biological-and-military": lambda: (four_powers_first_picks(), Goal(
        "As the USA, secretly pick your biological card and your military card (two picks).",
        _bio_and_military,
        hint="each power picks two of its resource cards, one at a time; a pick cannot be taken back",
        section="II. Resource Allocation Phase")),
    "russias-biological-cards": lambda: (four_powers_first_picks(), Question(
        "At four players, how many biological cards was Russia dealt at setup?",
        answer=lambda g: len(g.state.bio_hand[g.state.powers.index("russia")]),
        section="Game Setup")),
    "china-pc-after-blocking": lambda: (hecker_aimed_at_china(), Question(
        "China blocks the USA's biological attack. How many Political Capital points (PC, the score of the game) "
        "does China have then?",
        answer=lambda g: _china_blocks(g).state.pc[g.state.powers.index("china")],
        play=_china_blocks, section="Resources")),
    # ---- 3. biologicals and duration
    "hecker-pawns-claimed": lambda: (hecker_before_the_attack(), Question(
        "The USA releases Professor Hecker's Blend on China (20 pawns): 1 pawn at once, and the spread dice carry "
        "it to Central Asia only. How many pawns are in front of the USA once the attack is over?",
        answer=lambda g: _HECKER_ON_CHINA(g).state.kills(_seat(g, "usa")), play=_HECKER_ON_CHINA,
        section="Biologicals A-D")),
    "usa-checks-without-a-roll": lambda: (hecker_before_the_attack(), Goal(
        "As the USA, release a disease where its first random annihilation check kills a pawn without any roll.",
        _checked_without_a_roll,
        hint="the check needs no roll where 10 or more pawns are left; pick a card that has random checks and a "
             "territory that crowded",
        section="Biologicals D")),
    "usa-picks-the-duration": lambda: (usa_holds_three_durations(), Goal(
        "As the USA, release on China a disease that strikes China once more on its next turn, and then leaves "
        "play.",
        _comes_back_once_on_china,
        hint="that is a duration of 2: in effect this turn and the next; a duration 3 card would come back twice",
        section="Biologicals C")),
    "silent-spring-two-turns": lambda: (usa_holds_three_durations(), Question(
        "The USA releases Silent Spring on China (20 pawns): 1 pawn at once, no spreading, duration 2, random "
        "checks. How many pawns are left in China when turn 3 begins?",
        answer=_pawns_in("china", _SILENT_SPRING_TWO_TURNS), play=_SILENT_SPRING_TWO_TURNS,
        section="Biologicals C")),
    "spread-check-variant": lambda: (hecker_before_the_attack(TomorrowRules().replace(
            spread_check="immediate_and_check")), Question(
        "Change one ruling: a territory the disease spreads to now also gets a random annihilation check. The USA "
        "releases Professor Hecker's Blend on China again, and it spreads to Central Asia (5 pawns). How many pawns "
        "are left in Central Asia once the attack is over?",
        answer=_pawns_in("central_asia", _HECKER_ON_CHINA), play=_HECKER_ON_CHINA, section="Biologicals B/D")),
    # ---- 4. nukes
    "russia-nukes-the-most": lambda: (russia_aims_a_nuke(), Goal(
        "As Russia, nuke the territory where a single nuke annihilates the most pawns.",
        _most_pawns_nuked,
        hint="a nuke kills 1 pawn, then 1 more for every 5 still standing: the more pawns a territory has, the more "
             "die",
        section="Nuclear")),
    "india-nukes-a-rival": lambda: (india_aims_a_nuke(), Goal(
        "As India, leave your nuke marker on a territory another power controls: that power loses 1 PC for it at "
        "the end of the game.",
        _nuke_costs_another_power,
        hint="India's nukes are short range: the lit territories are next to India; of those, only a capital is "
             "controlled by a power (the others are neutral, so their nuke marker costs nobody)",
        section="Nuclear")),
    "life-after-russias-nuke": lambda: (russia_aims_a_nuke(), Question(
        "Russia nukes the United States: 1 of its 5 pawns dies, and the USA's Global Impact is 3. Where does the "
        "Life marker (now at 75) stand afterwards?",
        answer=_life_after(_RUSSIA_NUKES_USA), play=_RUSSIA_NUKES_USA, section="Nuclear")),
    "china-after-one-nuke": lambda: (russia_aims_a_nuke(), Question(
        "Russia nukes China, which has 20 pawns. How many pawns are left in China?",
        answer=_pawns_in("china", _RUSSIA_NUKES_CHINA), play=_RUSSIA_NUKES_CHINA, section="Nuclear")),
    "per-pawns-four": lambda: (russia_aims_a_nuke(TomorrowRules().replace(per_pawns=4)), Question(
        "Change one number: a nuke now kills 1 more pawn for every 4 still standing (not 5). Russia nukes the United "
        "States (5 pawns). How many pawns are left there?",
        answer=_pawns_in("usa", _RUSSIA_NUKES_USA), play=_RUSSIA_NUKES_USA, section="Nuclear")),
    # ---- 5. vendettas
    "usa-starts-a-vendetta-on-india": lambda: (usa_about_to_strike(), Goal(
        "As the USA, attack India successfully, so that you take one of its control markers (a vendetta).",
        _vendetta_on("india"),
        hint="a vendetta comes from a successful attack on a player: your attack must be aimed at India itself "
             "(its capital, or India as the target)",
        section="Vendettas")),
    "china-takes-its-marker-back": lambda: (china_may_strike_back(), Goal(
        "As China, take back the control marker the USA took from you on turn 1.",
        _took_back_from_usa,
        hint="only an attempt against the power that holds your marker, during the next turn, takes it back: "
             "aim an action at the USA",
        section="Vendettas")),
    "china-lets-it-go": lambda: (china_may_strike_back(), Question(
        "China ends its turn without doing anything against the USA, and nobody else acts against the USA either. "
        "Where is China's control marker at the end of turn 2?",
        answer=lambda g: _where_is_chinas_marker(_CHINA_LETS_IT_GO(g)), choices=lambda g: list(WHERE_IS_THE_MARKER),
        play=_CHINA_LETS_IT_GO, section="Vendettas")),
    "no-counter-vendetta": lambda: (china_may_strike_back(), Question(
        "China's terror attack on the USA goes through (nobody can block it). How many of the USA's control "
        "markers does China hold afterwards?",
        answer=_markers_held_by("china", "usa", _CHINA_STRIKES_BACK), play=_CHINA_STRIKES_BACK,
        section="Vendettas")),
    # ---- 6. the Global Threat Track
    "life-after-grey-cough": lambda: (eu_holds_grey_cough(), Question(
        "The EU releases Grey Cough on the United States: 1 pawn dies, and the USA's Global Impact is 3. Where "
        "does the Life marker (now at 75) stand afterwards?",
        answer=_life_after(_GREY_COUGH_ON_USA), play=_GREY_COUGH_ON_USA, section="Global Impact Rating")),
    "eu-moves-life-the-most": lambda: (eu_holds_grey_cough(), Goal(
        "As the EU, move the Life marker as far down as one Grey Cough can (it kills 1 pawn).",
        _life_down_the_most,
        hint="a pawn moves the Life marker by the Global Impact of the territory it came from: a capital uses its "
             "player aid's rating, every other territory counts 1",
        section="Global Impact Rating")),
    "usa-keeps-humanity-alive": lambda: (death_ahead_of_life(), Goal(
        "Death (31) is farther down the track than Life (33): as the USA, act so that humanity is not lost when "
        "this turn's check comes.",
        _life_not_above_death,
        hint="the Life marker must come down to the Death marker or below; nuked pawns do not help (their fallout "
             "moves Life back up as much), and a pawn from a territory with Global Impact 1 moves it only 1",
        section="Global Threat Track")),
    "death-passes-life": lambda: (quiet_turn_at_clean_up(), Question(
        "Life is at 30, Death at 31. India, the last to act this turn, ends its turn; then the clean-up d10 rolls "
        "a 7 and takes Death to 24, past Life. What happens next?",
        answer=lambda g: _what_happens(_INTO_TURN_TWO(_played(EndTurn())(g))),
        choices=lambda g: [GAME_GOES_ON, HUMANITY_LOST],
        play=lambda g: _INTO_TURN_TWO(_played(EndTurn())(g)), section="Global Threat Track")),
    # ---- 7. End Game Scoring
    "india-final-score": lambda: (india_example_one_kill_from_the_end(), Question(
        "The USA releases Grey Cough on the Russian Federation: Life reaches 0, humanity is saved and End Game "
        "Scoring begins. How much Political Capital does India have once it is scored (before any gifts)?",
        answer=_pc_of("india", _SAVED_AND_SCORED), play=_SAVED_AND_SCORED, section="End Game Scoring")),
    "who-wins-without-gifts": lambda: (india_example_one_kill_from_the_end(), Question(
        "Same end: the USA saves humanity with Grey Cough on the Russian Federation, and nobody gives Political "
        "Capital away. Which power wins?",
        answer=_winner, choices=lambda g: list(g.state.powers), words=_power_name, play=_SAVED_AND_OVER,
        section="End Game Scoring")),
    "india-nukes-for-its-objective": lambda: (india_example_india_to_act(), Goal(
        "As India, nuke the territory that adds the most to your score at the end (your Secret Objective is "
        "Regional Focus).",
        _scores_most_for_india,
        hint="each pawn you annihilate scores its colour's Annihilate number (orange, China's, pays 3); a nuke "
             "marker on a territory you control costs you 1, and dead pawns there no longer count as protected",
        section="End Game Scoring")),
    "usa-makes-china-win": lambda: (india_example_gifts(), Goal(
        "You promised China the win: as the USA, give China just enough Political Capital to have more than "
        "anyone else.",
        _just_enough_for_china,
        hint="China must end with more Political Capital than every other power (India leads); one point less "
             "than your gift must not have been enough",
        section="End Game Scoring")),
    # ---- 8. rulings and variants
    "refunded-block": lambda: (hecker_blocked_refunded(), Question(
        "This table plays the ruling that only an attack that goes through costs Political Capital. China blocks "
        "the Blend. How much Political Capital does the USA have then? (It started with 10.)",
        answer=_pc_of("usa", _china_blocks), play=_china_blocks, section="Resources")),
    "pc-floor-zero": lambda: (usa_broke_with_a_nuke(), Question(
        "This table plays the ruling that Political Capital stops at 0. The USA, with 0 left, nukes China. How much "
        "Political Capital does the USA have afterwards?",
        answer=_pc_of("usa", _USA_NUKES_CHINA), play=_USA_NUKES_CHINA, section="Political Capital")),
    "nuke-saves-humanity": lambda: (nukes_count_on_the_track(), Goal(
        "This table plays the ruling that nuked pawns move the Life marker like any others. Life is at 6: as "
        "Russia, eliminate the Global Threat with one nuke.",
        _threat_eliminated_by_a_nuke,
        hint="Life moves down by the pawns killed times their territory's Global Impact; a nuke kills 1, then 1 "
             "more per 5 still standing: aim where many pawns live, in a capital",
        section="Nuclear")),
    "vendetta-needs-a-nuke": lambda: (vendettas_military_nuclear_only(), Goal(
        "This table plays the ruling that only military and nuclear attacks start a vendetta. As the USA, take one "
        "of China's control markers.",
        _vendetta_on("china"),
        hint="under this ruling a terror attack takes no marker: only your nuclear card can start the vendetta",
        section="Vendettas / Control Markers")),
}


def exercise(name: str) -> tuple[Any, Any]:
    """A fresh ``(scene, goal)`` or ``(scene, question)`` by name (see ``EXERCISES``)."""
    return lessons.exercise(EXERCISES, name)
