"""Global events: the card type, its loader, and one short effect function per kind of card.

A card is data (``data/global_events.json``): its parties, whether it is negative, the expansions it
needs, and the name of its effect with the effect's numbers (``effect`` and ``args``). The effects
are registered in ``EFFECTS`` (``core.cards.Effects``), so a card file that names an unknown effect
or gives it a wrong argument is refused when it is loaded. A card that asks a choice is data plus
one answer method (``answer_<name>``, in ``GlobalEvents``): the question carries its options and what it still owes.

Counting events obey Influence and the Max 5 Limit: the count is capped first, then influence is
added to a gain or taken off a loss (never below zero).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

from ..core.cards import load_cards, read_card_source
from ..core.errors import DataError
from ..core.game import Action, Choose
from .basegame import cite
from .cards import EFFECTS
from .parties import influence_of
from .events import E
from .rules import PARAMETERS, PARTIES
from .state import RESOURCES, TAGS, Player

if TYPE_CHECKING:
    from .game import TurmoilGame
else:
    TurmoilGame = Any  # EFFECTS reads the effects' type hints when they are registered, before the game class exists

DATA = Path(__file__).parent / "data"
EXPANSIONS = ("venus", "colonies")


@dataclass(frozen=True)
class GlobalEventCard:
    """One global event card."""

    name: str
    revealed: str  # party that gets a neutral delegate when the card is first shown
    current: str  # party that gets a neutral delegate when the card becomes current
    effect: str  # the effect function (EFFECTS) that performs the card
    args: dict[str, Any] = field(default_factory=dict)  # the effect's numbers
    negative: bool = False  # removed by the negative_events=False option
    needs: tuple[str, ...] = ()  # expansions the card needs ("venus", "colonies")
    text: str = ""  # a short summary in our own words
    set: str = "base"  # the card set; a game deals from the sets its setup names
    reconstructed: bool = False  # true where we made the card up


# ------------------------------------------------------------------ what a card may count

_COUNTS: dict[str, Any] = {
    "events_played": lambda pl: pl.events_played,
    "cities": lambda pl: pl.cities,
    "tiles_next_to_ocean": lambda pl: pl.tiles_next_to_ocean,
    "blue_cards": lambda pl: pl.blue_cards,
    "colonies": lambda pl: pl.colonies,
    "cards_in_hand": lambda pl: len(pl.hand),
    "tr": lambda pl: pl.tr,
}
for _t in TAGS:
    if _t not in ("wild", "event"):  # tags are counted raw: wild and event tags never count
        _COUNTS[f"{_t}_tags"] = (lambda t: lambda pl: pl.tags[t])(_t)
for _r in RESOURCES:
    _COUNTS[f"{_r}_production"] = (lambda r: lambda pl: pl.prod[r])(_r)
COUNTS: dict[str, Any] = _COUNTS
_LABELS = {"tr": "TR"}


def count_of(pl: Player, what: str) -> int:
    return int(COUNTS[what](pl))


def card_problem(card: GlobalEventCard) -> str | None:
    """Game rules a card file must obey beyond its field types ("field: problem")."""
    for fld in ("revealed", "current"):
        party = getattr(card, fld)
        if party not in PARTIES:
            return f"{fld}: {party!r} is not a party; use one of {', '.join(PARTIES)}"
    for need in card.needs:
        if need not in EXPANSIONS:
            return f"needs: {need!r} is not an expansion ({', '.join(EXPANSIONS)})"
    for key, value in card.args.items():
        values = value if isinstance(value, tuple | list) else (value,)
        if key == "count" and value not in COUNTS:
            return f"args.count: {value!r} is not something a card counts; use one of {', '.join(COUNTS)}"
        if key in ("res", "gain", "lose_all", "production", "lose_production") and any(v not in RESOURCES for v in values):
            return f"args.{key}: {value!r} is not a standard resource ({', '.join(RESOURCES)})"
        if key == "param" and value not in PARAMETERS:
            return f"args.param: {value!r} is not a global parameter ({', '.join(PARAMETERS)})"
        if key in ("per", "every", "keep", "discard", "floaters", "mc", "draw", "per_influence", "each_card", "remove") \
                and isinstance(value, int) and value < (1 if key == "every" else 0):
            return f"args.{key}: must be at least {1 if key == 'every' else 0}, got {value}"
    return None


def load_global_events(source: Any = None, *, file: str | None = None) -> dict[str, GlobalEventCard]:
    """Read and check global event cards (a path, JSON text, or a list of dicts); errors name the
    file, the card and the field."""
    if source is None:
        source = DATA / "global_events.json"
    name = file or (Path(source).name if isinstance(source, Path) else "global_events")
    data, name = read_card_source(source, name)
    entries = data.get("cards") if isinstance(data, dict) else data
    for i, entry in enumerate(entries if isinstance(entries, list) else ()):
        # Name the field "effect" itself when it names no effect (the loader reports the arguments).
        if isinstance(entry, dict) and "effect" in entry and (not isinstance(entry["effect"], str)
                                                             or entry["effect"] not in EFFECTS):
            label = entry.get("name") if isinstance(entry.get("name"), str) else f"#{i}"
            raise DataError(name, label, "effect", f"unknown effect {str(entry['effect'])[:40]!r}; known: "
                            + ", ".join(sorted(EFFECTS.effects)))
        if isinstance(entry, dict) and "effect" in entry:
            try:
                EFFECTS.check(entry["effect"], entry.get("args", {}), "args")
            except ValueError as e:  # "args.per must be ..." or "args.x: ...": name the field exactly
                msg = str(e)
                head, sep, rest = msg.partition(": ")
                fld, _, text = (head, "", rest) if sep and " " not in head else msg.partition(" ")
                label = entry.get("name") if isinstance(entry.get("name"), str) else f"#{i}"
                raise DataError(name, label, fld, text) from None
    return load_cards(data, GlobalEventCard, file=name, effects=EFFECTS, check=card_problem)


@lru_cache(maxsize=1)
def global_events() -> dict[str, GlobalEventCard]:
    """The shipped global events (all 36: the 31 of the base game and the 5 that need an expansion)."""
    return load_global_events()


# ------------------------------------------------------------------ shared arithmetic


def gain_count(game: "TurmoilGame", count: int, infl: int) -> int:
    """Max 5, then plus influence (a gain may exceed 5)."""
    return min(count, game.rules.event_count_cap) + infl


def loss_count(game: "TurmoilGame", count: int, infl: int) -> int:
    """Max 5, then minus influence, never below 0."""
    cap = game.rules.event_count_cap
    n = (cap if cap < count else count) - infl  # max(0, min(count, cap) - infl), without the builtins' calls
    return n if n > 0 else 0


def each(game: "TurmoilGame") -> Iterator[tuple[int, Player, int]]:
    """Players in generation order (from the first player), each with their influence."""
    s = game.state
    n = len(s.players)
    for k in range(n):
        i = (s.first_player + k) % n
        yield i, s.players[i], influence_of(s, i)  # game.influence(i), one call less


def podium(scores: dict[int, int]) -> tuple[list[int], list[int]]:
    """Friendly ties: all tied for first are first (then nobody is second); all tied for second are second."""
    if not scores:
        return [], []
    top = max(scores.values())
    first = [i for i, v in scores.items() if v == top]
    rest = {i: v for i, v in scores.items() if v != top}
    if len(first) > 1 or not rest:
        return first, []
    second_score = max(rest.values())
    return first, [i for i, v in rest.items() if v == second_score]


def ask_next(game: "TurmoilGame", card: str, then: str, queue: tuple[Any, ...]) -> None:
    """Ask the next player in ``queue`` (each entry: the player, then what the answer needs)."""
    if queue:
        QUESTIONS[then](game, card, queue[0], queue[1:])


# ------------------------------------------------------------------ effects that count


@EFFECTS.effect("gain_per")
def gain_per(game: "TurmoilGame", card: GlobalEventCard, res: str, count: str, per: int = 1, above: int = 0,
             every: int = 1, capped: bool = True) -> None:
    """``per`` of a resource for each counted thing (max 5 unless not ``capped``), plus influence.
    With ``above``/``every``: count the sets of ``every`` above ``above`` (never below 0)."""
    cap = game.rules.event_count_cap
    for i, pl, infl in each(game):
        n = count_of(pl, count)
        if above or every != 1:
            n = max(0, (n - above) // every)
        k = min(n, cap) if capped else n
        shown = f"{k} × {every} {_LABELS.get(count, count)} above {above}" if (above or every != 1) else f"{k}"
        game.gain(i, res, per * (k + infl), why=f"{card.name}: {per} × ({shown} + {infl} influence)")


@EFFECTS.effect("lose_per")
def lose_per(game: "TurmoilGame", card: GlobalEventCard, res: str, count: str, per: int = 1) -> None:
    """Lose ``per`` for each counted thing (max 5), less influence, never below 0."""
    for i, pl, infl in each(game):
        _lose_one(game, card, i, pl, infl, res, count, per)


def _lose_one(game: "TurmoilGame", card: GlobalEventCard, i: int, pl: Player, infl: int, res: str, count: str,
              per: int) -> None:
    n = count_of(pl, count)
    game.gain(i, res, -per * loss_count(game, n, infl),
              why=f"{card.name}: {per} × ({min(n, game.rules.event_count_cap)} − {infl} influence)")


@EFFECTS.effect("lose_all_then_per")
def lose_all_then_per(game: "TurmoilGame", card: GlobalEventCard, lose_all: str, res: str, count: str,
                      per: int = 1) -> None:
    """Global Dust Storm: lose all of one resource, then a counted loss less influence."""
    for i, pl, infl in each(game):
        game.gain(i, lose_all, -pl.res[lose_all], why=f"{card.name}: all {lose_all} lost")
        _lose_one(game, card, i, pl, infl, res, count, per)


@EFFECTS.effect("red_influence")
def red_influence(game: "TurmoilGame", card: GlobalEventCard, per: int, above: int, every: int, production: str) -> None:
    """Lose ``per`` M€ per set of TR above ``above`` (max 5; influence does not reduce it); +1 production per influence."""
    for i, pl, infl in each(game):
        sets = min(max(0, (pl.tr - above) // every), game.rules.event_count_cap)
        game.gain(i, "mc", -per * sets, why=f"{card.name}: {per} × {sets} × {every} TR above {above}")
        game.change_production(i, production, infl, why=f"{card.name}: 1 per influence")


@EFFECTS.effect("production_per_pair")
def production_per_pair(game: "TurmoilGame", card: GlobalEventCard, res: str, count: str) -> None:
    """Improved Energy Templates: 1 production per 2 counted tags, influence counting as tags."""
    for i, pl, infl in each(game):
        game.change_production(i, res, (count_of(pl, count) + infl) // 2,
                               why=f"{card.name}: half of {count.replace('_', ' ')} + influence")


@EFFECTS.effect("diversity")
def diversity(game: "TurmoilGame", card: GlobalEventCard, kinds: int, mc: int) -> None:
    """M€ to whoever has ``kinds`` different tags, influence counting as extra kinds (raw tags)."""
    for i, pl, infl in each(game):
        have = sum(1 for t, n in pl.tags.items() if n > 0 and t not in ("wild", "event"))
        if have + infl >= kinds:
            game.gain(i, "mc", mc, why=f"{card.name}: {have} tag kinds + {infl} influence ≥ {kinds}")


@EFFECTS.effect("keep_at_most")
def keep_at_most(game: "TurmoilGame", card: GlobalEventCard, res: str, keep: int) -> None:
    """Eco Sabotage: keep at most ``keep`` plus influence; lose the rest."""
    for i, pl, infl in each(game):
        k = keep + infl
        game.gain(i, res, -max(0, pl.res[res] - k), why=f"{card.name}: keeps {k} {res}")


@EFFECTS.effect("election")
def election(game: "TurmoilGame", card: GlobalEventCard, first: int, second: int, solo_two_at: int,
             solo_one_at: int) -> None:
    """Score = influence + building tags + own cities; first and second gain TR (friendly ties)."""
    scores = {i: infl + pl.tags["building"] + pl.cities for i, pl, infl in each(game)}
    if len(scores) == 1:
        (i, v), = scores.items()
        gain = first if v >= solo_two_at else second if v >= solo_one_at else 0
        if gain:
            game.change_tr(i, gain, why=f"{card.name} (solo): score {v}")
        return
    top, runner_up = podium(scores)
    for i in top:
        game.change_tr(i, first, why=f"{card.name}: first with {scores[i]}")
    for i in runner_up:
        game.change_tr(i, second, why=f"{card.name}: second with {scores[i]}")


@EFFECTS.effect("revolution")
def revolution(game: "TurmoilGame", card: GlobalEventCard, first: int, second: int, solo_at: int) -> None:
    """Score = Earth tags + influence; first and second lose TR; a score of 0 never loses."""
    scores = {i: pl.tags["earth"] + infl for i, pl, infl in each(game)}
    if len(scores) == 1:
        (i, v), = scores.items()
        if v >= solo_at:
            game.change_tr(i, -first, why=f"{card.name} (solo): score {v}")
        return
    top, runner_up = podium(scores)
    for i in top:
        if scores[i] > 0:
            game.change_tr(i, -first, why=f"{card.name}: first with {scores[i]}")
    for i in runner_up:
        if scores[i] > 0:
            game.change_tr(i, -second, why=f"{card.name}: second with {scores[i]}")


@EFFECTS.effect("war_on_earth")
def war_on_earth(game: "TurmoilGame", card: GlobalEventCard, tr: int) -> None:
    """Lose ``tr`` TR less influence; extra influence never gains TR."""
    for i, _pl, infl in each(game):
        game.change_tr(i, -max(0, tr - infl), why=f"{card.name}: {tr} − {infl} influence")


# ------------------------------------------------------------------ effects per influence


@EFFECTS.effect("parameter_then_per_influence")
def parameter_then_per_influence(game: "TurmoilGame", card: GlobalEventCard, param: str, steps: int,
                                 gain: tuple[str, ...] = (), production: tuple[str, ...] = (), draw: int = 0) -> None:
    """Move a global parameter (the first player's doing: no TR, no bonus; a maxed one never moves),
    then per influence: 1 of each ``gain`` resource, +1 of each ``production``, ``draw`` cards."""
    if steps > 0:
        game.raise_parameter(param, steps, None, f"{card.name} (no TR)")
    elif steps < 0:
        game.lower_parameter(param, -steps, card.name)
    for i, _pl, infl in each(game):
        for res in gain:
            game.gain(i, res, infl, why=f"{card.name}: 1 per influence")
        for res in production:
            game.change_production(i, res, infl, why=f"{card.name}: 1 per influence")
        if draw:
            game.draw_cards(i, draw * infl, why=f"{card.name}: {draw} per influence")


@EFFECTS.effect("sabotage")
def sabotage(game: "TurmoilGame", card: GlobalEventCard, lose_production: tuple[str, ...], gain: str) -> None:
    """Lower each listed production by 1 (as far as possible); 1 ``gain`` per influence."""
    for i, _pl, infl in each(game):
        for res in lose_production:
            game.change_production(i, res, -1, why=card.name)
        game.gain(i, gain, infl, why=f"{card.name}: 1 per influence")


@EFFECTS.effect("jovian_tax_rights")
def jovian_tax_rights(game: "TurmoilGame", card: GlobalEventCard, production: str, gain: str) -> None:
    """+1 production per colony; 1 ``gain`` per influence."""
    for i, pl, infl in each(game):
        game.change_production(i, production, pl.colonies, why=f"{card.name}: 1 per colony")
        game.gain(i, gain, infl, why=f"{card.name}: 1 per influence")


@EFFECTS.effect("discard_then_per_influence")
def discard_then_per_influence(game: "TurmoilGame", card: GlobalEventCard, discard: int, mc: int) -> None:
    """Paradigm Breakdown: discard cards from hand (as many as held, up to ``discard``); M€ per influence."""
    for i, pl, infl in each(game):
        if pl.hand and discard:
            cards = pl.hand[-discard:]  # the stand-in cards are interchangeable: the newest go
            game.emit(E["cards_discarded"], pl.name, player=i, cards=cards, why=card.name, **cite(game))
        game.gain(i, "mc", mc * infl, why=f"{card.name}: {mc} per influence")


@EFFECTS.effect("sponsored_projects")
def sponsored_projects(game: "TurmoilGame", card: GlobalEventCard, draw: int) -> None:
    """Every card holding a resource gains one; draw cards per influence."""
    for i, pl, infl in each(game):
        for k, (name, kind, n) in enumerate(pl.resource_cards):
            if n >= 1:
                game.emit(E["card_resources_changed"], pl.name, player=i, index=k, card=name, kind=kind, delta=1,
                          why=card.name, **cite(game))
        game.draw_cards(i, draw * infl, why=f"{card.name}: {draw} per influence")


# ------------------------------------------------------------------ effects that ask a choice
# Each asks the first player who must choose; the question carries the options and the rest of
# the queue (who else chooses, and how much each is owed), so nothing waits on the game object.


DRY_DESERTS_OPTIONS = tuple(Choose(r) for r in RESOURCES)


@EFFECTS.effect("dry_deserts")
def dry_deserts(game: "TurmoilGame", card: GlobalEventCard, remove: int = 1, per_influence: int = 1) -> None:
    """The first player removes an ocean (only if 1 to max-1 are out); per influence, a standard resource of choice."""
    s = game.state
    if remove and 1 <= s.oceans <= game.rules.oceans_max - 1:
        game.lower_parameter("oceans", remove, f"{card.name}: the first player removes an ocean")
    queue = tuple((i, infl * per_influence) for i, pl, infl in each(game) if infl * per_influence > 0)
    ask_next(game, card.name, "pick_resources", queue)


def _ask_pick_resources(game: "TurmoilGame", card: str, who: tuple[int, int], rest: tuple[Any, ...]) -> None:
    p, left = who
    game.ask(p, "dry_deserts", f"{card}: pick a standard resource ({left} left)", f"Turmoil 2: {card}",
             options=DRY_DESERTS_OPTIONS, then="pick_resources", args=(card, p, left, rest))


def answer_pick_resources(game: "TurmoilGame", action: Action, card: str, p: int, left: int,
                          rest: tuple[Any, ...]) -> None:
    assert isinstance(action, Choose)
    game.gain(p, action.option, 1, why=f"{card}: 1 per influence")
    if left > 1:
        _ask_pick_resources(game, card, (p, left - 1), rest)
    else:
        ask_next(game, card, "pick_resources", rest)


def _floater_cards(pl: Player) -> list[int]:
    return [k for k, c in enumerate(pl.resource_cards) if c[1] == "floaters"]


def _add_floaters(game: "TurmoilGame", card: str, p: int, k: int, n: int, why: str) -> None:
    pl = game.state.players[p]
    game.emit(E["card_resources_changed"], pl.name, player=p, index=k, card=pl.resource_cards[k][0], kind="floaters",
              delta=n, why=why, **cite(game))


@EFFECTS.effect("cloud_societies")
def cloud_societies(game: "TurmoilGame", card: GlobalEventCard, each_card: int = 1) -> None:
    """Each floater card gains ``each_card`` floaters; then influence floaters go on one card of the player's choice."""
    queue = []
    for i, pl, infl in each(game):
        cards = _floater_cards(pl)
        for k in cards:
            _add_floaters(game, card.name, i, k, each_card, card.name)
        if infl and cards:
            if len(cards) == 1:
                _add_floaters(game, card.name, i, cards[0], infl, f"{card.name}: influence")
            else:
                queue.append((i, infl))
    ask_next(game, card.name, "add_floaters", tuple(queue))


def _ask_add_floaters(game: "TurmoilGame", card: str, who: tuple[int, int], rest: tuple[Any, ...]) -> None:
    p, infl = who
    pl = game.state.players[p]
    game.ask(p, "cloud_societies", f"{card}: which card gets {infl} more floaters?", f"Turmoil 2: {card}",
             options=[Choose(pl.resource_cards[k][0]) for k in _floater_cards(pl)], then="add_floaters",
             args=(card, p, infl, rest))


def answer_add_floaters(game: "TurmoilGame", action: Action, card: str, p: int, infl: int,
                        rest: tuple[Any, ...]) -> None:
    assert isinstance(action, Choose)
    pl = game.state.players[p]
    k = next(k for k in _floater_cards(pl) if pl.resource_cards[k][0] == action.option)
    _add_floaters(game, card, p, k, infl, f"{card}: influence")
    ask_next(game, card, "add_floaters", rest)


LOSE_MC = "lose M€"


def _rich(pl: Player, floaters: int) -> list[str]:
    return [pl.resource_cards[k][0] for k in _floater_cards(pl) if pl.resource_cards[k][2] >= floaters]


@EFFECTS.effect("corrosive_rain")
def corrosive_rain(game: "TurmoilGame", card: GlobalEventCard, floaters: int = 2, mc: int = 10, draw: int = 1) -> None:
    """Remove ``floaters`` from a card that has them, or lose up to ``mc`` M€ (automatic when no card
    has them); draw cards per influence."""
    queue = []
    for i, pl, infl in each(game):
        if _rich(pl, floaters):
            queue.append((i, infl, floaters, mc, draw))
        else:
            game.gain(i, "mc", -mc, why=f"{card.name}: no card with {floaters} floaters")
            game.draw_cards(i, draw * infl, why=f"{card.name}: {draw} per influence")
    ask_next(game, card.name, "corrosive_rain", tuple(queue))


def _ask_corrosive_rain(game: "TurmoilGame", card: str, who: tuple[int, int, int, int, int],
                        rest: tuple[Any, ...]) -> None:
    p, infl, floaters, mc, draw = who
    pl = game.state.players[p]
    game.ask(p, "corrosive_rain", f"{card}: remove {floaters} floaters from a card, or lose up to {mc} M€",
             f"Turmoil 2: {card}", options=[Choose(c) for c in _rich(pl, floaters)] + [Choose(LOSE_MC)],
             then="corrosive_rain", args=(card, who, rest))


def answer_corrosive_rain(game: "TurmoilGame", action: Action, card: str, who: tuple[int, int, int, int, int],
                          rest: tuple[Any, ...]) -> None:
    assert isinstance(action, Choose)
    p, infl, floaters, mc, draw = who
    pl = game.state.players[p]
    if action.option == LOSE_MC:
        game.gain(p, "mc", -mc, why=card)
    else:
        k = next(k for k in _floater_cards(pl) if pl.resource_cards[k][0] == action.option)
        game.emit(E["card_resources_changed"], pl.name, player=p, index=k, card=action.option, kind="floaters",
                  delta=-floaters, why=card, **cite(game))
    game.draw_cards(p, draw * infl, why=f"{card}: {draw} per influence")
    ask_next(game, card, "corrosive_rain", rest)


QUESTIONS: dict[str, Any] = {"pick_resources": _ask_pick_resources, "add_floaters": _ask_add_floaters,
                             "corrosive_rain": _ask_corrosive_rain}


def event_cards(game: "TurmoilGame") -> dict[str, GlobalEventCard]:
    """The global events this game deals from (its sets, expansions and options applied)."""
    return game.cards.events


class GlobalEvents:
    """The global events of one game and the answers to the questions they ask (mixed into TurmoilGame):
    the functions above, as the game's methods."""

    event_cards = event_cards
    answer_pick_resources = answer_pick_resources
    answer_add_floaters = answer_add_floaters
    answer_corrosive_rain = answer_corrosive_rain
