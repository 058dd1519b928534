"""The effect vocabulary: every card's text is a list of these, with arguments (the Golden Rule:
a card's effect may bend a rule of the book for the day, through ``mods`` the rule code consults).

Each effect is ``fn(game, card, **args)``; ``card`` is the id of the card whose text Resolves.
Effects that need a choice ask it (``game.ask_target``); the answer function finishes the effect
and the rest of the card's text carries on (``game.run_effects(card, key, index + 1)``).
"""

from __future__ import annotations

from typing import Any, Literal

from ..core.cards import Effects
from ..core.game import Choose

EFFECTS = Effects("wotw")
RES = ("hope", "health", "intuition", "shillings", "stamina")
Resource = Literal["hope", "health", "intuition", "shillings", "stamina"]


def _res(resource: str) -> str:
    if resource not in RES:
        raise ValueError(f"resource must be one of {', '.join(RES)}, not {resource!r}")
    return resource


@EFFECTS.effect("gain", section="Keywords")
def gain(game: Any, card: str, resource: Resource, n: int) -> None:
    game.change(_res(resource), n, game.titles[card])


@EFFECTS.effect("lose", section="Keywords")
def lose(game: Any, card: str, resource: Resource, n: int) -> None:
    game.change(_res(resource), -n, game.titles[card])


@EFFECTS.effect("lose_per", section="Keywords: Engage")
def lose_per(game: Any, card: str, resource: Resource, n: int, trait: str) -> None:
    count = sum(1 for c in game.state.zones["engaged"] if trait in game.by_id[c].traits)
    if count:
        game.change(_res(resource), -n * count, f"{game.titles[card]}: {count} Engaged {trait}")


@EFFECTS.effect("lose_either", section="Keywords")
def lose_either(game: Any, card: str, hope: int, health: int) -> None:
    game.ask(0, "choice", f"{game.titles[card]}: lose {hope} Hope or {health} Health", "Keywords: Resolve",
             options=[Choose("hope"), Choose("health")], then="either",
             args=(card, *game.ctx_args(), hope, health))


@EFFECTS.answer("either")
def answer_either(game: Any, action: Choose, card: str, key: str, i: int, hope: int, health: int) -> None:
    game.change(action.option, -(hope if action.option == "hope" else health), game.titles[card])
    game.run_effects(card, key, i + 1)


@EFFECTS.effect("draw", section="Keywords: Draw")
def draw(game: Any, card: str, n: int) -> None:
    game.draw_survivors(n, game.titles[card])


@EFFECTS.effect("engage", section="Keywords: Engage")
def engage(game: Any, card: str) -> None:
    game.engage(card)


@EFFECTS.effect("remove_self", section="Keywords (Remove)")
def remove_self(game: Any, card: str) -> None:
    game.remove(card, "its text says Remove this card")


@EFFECTS.effect("add_incoming", section="Component Overview: Incoming cards")
def add_incoming(game: Any, card: str, n: int) -> None:
    game.add_incoming(n, game.titles[card])


@EFFECTS.effect("draw_event", section="Turn Breakdown 2")
def draw_event(game: Any, card: str, n: int) -> None:
    for _ in range(n):
        game.schedule(("draw_event", ("Event",)), first=True)


@EFFECTS.effect("block_way", section="Component Overview: Way Ahead Blocked cards")
def block_way(game: Any, card: str, location: str = "") -> None:
    game.block_way(location, game.titles[card])


@EFFECTS.effect("open_way", section="Component Overview: Way Ahead Blocked cards")
def open_way(game: Any, card: str, location: str = "") -> None:
    if location:
        game.open_way(location, game.titles[card])
        return
    game.ask_target(card, "open_way", [f"way:{loc}" for loc in game.blocked()], (),
                    "choose a Blocked Way Ahead to turn Open")


@EFFECTS.effect("travel_mod", section="Turn Breakdown 6")
def travel_mod(game: Any, card: str, n: int) -> None:
    game.set_mod("travel_mod", game.state.mods.get("travel_mod", 0) + n, card,
                 f"Travel costs {'+' if n > 0 else ''}{n} Intuition")


@EFFECTS.effect("blocked_ok", section="The Golden Rule")
def blocked_ok(game: Any, card: str) -> None:
    game.set_mod("blocked_ok", 1, card, "you may Travel to a Blocked Location")


@EFFECTS.effect("no_evade", section="The Golden Rule")
def no_evade(game: Any, card: str) -> None:
    game.set_mod("no_evade", 1, card, "Engaged cards cannot be Evaded")


@EFFECTS.effect("gain_card", section="Component Overview: Survivor cards")
def gain_card(game: Any, card: str, name: str) -> None:
    game.gain_card(name)


@EFFECTS.effect("damage", section="Keywords: Damage")
def damage(game: Any, card: str, n: int, bonus_trait: str = "", bonus: int = 0) -> None:
    game.ask_target(card, "damage", game.damageable(), (("n", n), ("bonus_trait", bonus_trait), ("bonus", bonus)),
                    f"choose a card to take {n} Damage")


@EFFECTS.effect("damage_all", section="Keywords: Damage")
def damage_all(game: Any, card: str, n: int, trait: str = "") -> None:
    for c in game.damageable():
        if not trait or trait in game.by_id[c].traits:
            game.do_damage(c, n, card)


@EFFECTS.effect("dodge", section="Keywords: Dodge")
def dodge(game: Any, card: str) -> None:
    game.ask_target(card, "dodge", [c for c in game.state.zones["engaged"] if c not in game.state.dodged], (),
                    "choose an Engaged card to Dodge")


@EFFECTS.effect("evade", section="Keywords: Evade")
def evade(game: Any, card: str, trait: str = "") -> None:
    if game.state.mods.get("no_evade"):
        game.note(f"{game.titles[card]} cannot Evade today (a card says so: the Golden Rule).")
        return
    game.ask_target(card, "evade", [c for c in game.state.zones["engaged"]
                                    if not trait or trait in game.by_id[c].traits], (("trait", trait),),
                    "choose an Engaged card to Evade")


@EFFECTS.effect("discard_event", section="Keywords: Discard")
def discard_event(game: Any, card: str, trait: str = "") -> None:
    s = game.state
    cands = [c for c in s.zones["events"] if c not in s.turned and c != card] + list(s.zones["engaged"])
    game.ask_target(card, "discard", [c for c in cands if not trait or trait in game.by_id[c].traits],
                    (("trait", trait),), "choose an Event or Engaged card to Discard")


@EFFECTS.answer("target")
def answer_target(game: Any, action: Any, effect: str, card: str, key: str, i: int, pairs: tuple) -> None:
    game.apply_target(effect, action.card, dict(pairs), card)
    game.run_effects(card, key, i + 1)
