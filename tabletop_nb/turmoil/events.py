"""Every kind of change a Turmoil state can undergo, with its section and its sentence.

Apply functions are tiny and trust their data: rule code (flow, parties, basegame, global events)
decides, these record.
"""

from __future__ import annotations

from ..core.events import Event, EventBook
from .rules import PARTY_NAMES
from .state import NEUTRAL, RESOURCE_NAMES, Committee, Player, TurmoilState

book = EventBook()
define = book.define


def _owner(e: Event, key: str = "owner") -> str:
    o = e.data[key]
    return "a neutral delegate" if o == NEUTRAL else e.data.get(key + "_name") or f"player {o}"


def _party(p: str | None) -> str:
    return PARTY_NAMES.get(p, str(p)) if p else "no party"


def _why(e: Event) -> str:
    w = e.data.get("why")
    return f" ({w})" if w else ""


# ------------------------------------------------------------------ setup


@define("players_seated", "Setup", lambda e: f"Players take their seats: {', '.join(e.data['names'])}; "
        f"each starts at TR {e.data['tr']} with {e.data['mc']} M€.")
def players_seated(s: TurmoilState, e: Event) -> None:
    s.players = [Player(n, e.data["tr"], e.data["mc"]) for n in e.data["names"]]
    s.temperature = e.data["temperature"]


@define("committee_set_up", "Setup 2", lambda e: f"Each player puts 1 delegate in the Lobby and "
        f"{e.data['reserve']} in the Delegate Reserve; a neutral delegate takes the Chairman seat, "
        f"{e.data['neutral_reserve']} neutrals wait in the Neutral Reserve.")
def committee_set_up(s: TurmoilState, e: Event) -> None:
    c = Committee(tuple(e.data["parties"]), len(s.players))
    c.lobby = [True] * len(s.players)
    c.reserve = [e.data["reserve"]] * len(s.players)
    c.chairman = NEUTRAL
    c.neutral_reserve = e.data["neutral_reserve"]
    s.committee = c


def _shuffled(e: Event) -> str:
    return f"The {len(e.data['order'])} global events are shuffled into a deck."


# The deck orders and the cards drawn are secrets (``seen_by``): the sentences never name them.
@define("global_events_shuffled", "Setup 3a", _shuffled, hidden=_shuffled)
def global_events_shuffled(s: TurmoilState, e: Event) -> None:
    s.deck = list(e.data["order"])


@define("projects_shuffled", "Setup (base game stand-in)",
        lambda e: f"The {len(e.data['order'])} stand-in project cards are shuffled into a deck.",
        hidden=lambda e: f"The {len(e.data['order'])} stand-in project cards are shuffled into a deck.")
def projects_shuffled(s: TurmoilState, e: Event) -> None:
    s.project_deck = list(e.data["order"])


@define("global_event_revealed", "Distant Global Event",
        lambda e: f"{e.data['card']} is drawn as the {e.data['slot']} global event.", chance=True)
def global_event_revealed(s: TurmoilState, e: Event) -> None:
    card = s.deck.pop(0)
    setattr(s, e.data["slot"], card)


@define("ruling_changed", "Turmoil 3a", lambda e: f"{_party(e.data['party'])} become the ruling party; "
        f"their policy tile goes on top{_why(e)}.")
def ruling_changed(s: TurmoilState, e: Event) -> None:
    s.committee.ruling = e.data["party"]


# ------------------------------------------------------------------ the committee


def _placed(e: Event) -> str:
    if e.data["owner"] == NEUTRAL:
        text = f"a neutral delegate joins {_party(e.data['party'])}{_why(e)}"
    else:
        text = (f"{_owner(e)} places a delegate from the {e.data['source']} in {_party(e.data['party'])}"
                + (f", paying {e.data['cost']} M€" if e.data.get("cost") else "") + _why(e))
    if "leads" in e.data:  # Party Leader: the first delegate, or one who now has more than the leader
        text += "; it becomes Party Leader" + (f" in place of {_owner(e, 'old')}" if e.data.get("old") is not None else "")
    return text + "."


@define("delegate_placed", "Lobbying", _placed)
def delegate_placed(s: TurmoilState, e: Event) -> None:
    c = s.committee
    o, src = e.data["owner"], e.data["source"]
    if src == "lobby":
        c.lobby[o] = False
    elif o == NEUTRAL:
        c.neutral_reserve -= 1
    else:
        c.reserve[o] -= 1
    if e.data.get("cost"):
        s.players[o].res["mc"] -= e.data["cost"]
    c.delegates[e.data["party"]].append(o)
    if "leads" in e.data:
        c.leader[e.data["party"]] = o


@define("dominance_changed", "Dominant Party", lambda e: f"{_party(e.data['party'])} become the Dominant party"
        + (f", taking the marker from {_party(e.data['old'])}" if e.data.get("old") else "") + f"{_why(e)}.")
def dominance_changed(s: TurmoilState, e: Event) -> None:
    s.committee.dominant = e.data["party"]


@define("delegates_returned", "Turmoil 3c", lambda e: (
    f"The {len(e.data['owners'])} non-leader delegates of {_party(e.data['party'])} go back to their reserves."
    if len(e.data["owners"]) != 1 else f"The non-leader delegate of {_party(e.data['party'])} goes back to its reserve."))
def delegates_returned(s: TurmoilState, e: Event) -> None:
    c = s.committee
    party = e.data["party"]
    for o in e.data["owners"]:
        c.delegates[party].remove(o)
        if o == NEUTRAL:
            c.neutral_reserve += 1
        else:
            c.reserve[o] += 1


def _chair(e: Event) -> str:
    old, new, party = e.data["old"], e.data["owner"], e.data.get("party")
    text = ""
    if old is not None:
        text = f"the former Chairman ({_owner(e, 'old')}) goes back to the reserve; "
    if new is None:
        return text + "the Chairman seat stays empty."
    src = f"from the leadership of {_party(party)}" if party else "from the neutral reserve"
    return text + f"{_owner(e)} takes the Chairman seat {src}."


@define("chairman_changed", "Turmoil 3c-3d", _chair)
def chairman_changed(s: TurmoilState, e: Event) -> None:
    c = s.committee
    old, new, party = e.data["old"], e.data["owner"], e.data.get("party")
    if old is not None:
        if old == NEUTRAL:
            c.neutral_reserve += 1
        else:
            c.reserve[old] += 1
    if new is not None:
        if party:
            c.delegates[party].remove(new)
            c.leader[party] = None
        else:
            c.neutral_reserve -= 1
    c.chairman = new


@define("lobby_refilled", "Turmoil 3f", lambda e: f"{e.who} moves a delegate from the reserve to the Lobby.")
def lobby_refilled(s: TurmoilState, e: Event) -> None:
    c = s.committee
    c.reserve[e.data["player"]] -= 1
    c.lobby[e.data["player"]] = True


# ------------------------------------------------------------------ global events


@define("global_events_advanced", "Turmoil 4a-4b", lambda e: f"Changing times: {e.data['coming']} becomes the "
        f"current global event" + (f" and {e.data['distant']} moves to coming" if e.data.get("distant") else "") + ".")
def global_events_advanced(s: TurmoilState, e: Event) -> None:
    if s.current:
        s.discard.append(s.current)
    s.current, s.coming, s.distant = s.coming, s.distant, None


@define("global_event_resolved", "Current Global Event", lambda e: f"The current global event, {e.data['card']}, "
        f"is performed.")
def global_event_resolved(s: TurmoilState, e: Event) -> None:
    return None


# ------------------------------------------------------------------ player sheet


def _amount(e: Event) -> str:
    d = e.data["delta"]
    return f"{'gains' if d >= 0 else 'loses'} {abs(d)}"


@define("resources_changed", "Player sheet", lambda e: f"{e.who} {_amount(e)} {RESOURCE_NAMES[e.data['res']]}{_why(e)}.")
def resources_changed(s: TurmoilState, e: Event) -> None:
    s.players[e.data["player"]].res[e.data["res"]] += e.data["delta"]


@define("production_changed", "Player sheet", lambda e: f"{e.who}'s {RESOURCE_NAMES[e.data['res']]} production "
        f"{'rises' if e.data['delta'] >= 0 else 'falls'} by {abs(e.data['delta'])}{_why(e)}.")
def production_changed(s: TurmoilState, e: Event) -> None:
    s.players[e.data["player"]].prod[e.data["res"]] += e.data["delta"]


@define("tr_changed", "Player sheet", lambda e: f"{e.who} {_amount(e)} TR{_why(e)}.")
def tr_changed(s: TurmoilState, e: Event) -> None:
    s.players[e.data["player"]].tr += e.data["delta"]


def _production_sentence(e: Event) -> str:
    owed = e.data.get("owed")
    if owed is None:
        return (f"{e.who} produces: {e.data['income']} M€ (TR + M€ production), turns {e.data['energy']} energy "
                "into heat.")
    paid = -e.data["income"]
    pays = (f"pays {paid} M€" if paid == -owed else "has no M€ to pay it with" if not paid else
            f"pays the {paid} M€ they have, not {-owed}")
    return (f"{e.who}'s income is {owed} M€ (TR + M€ production, below 0): {pays} (ruling negative_income: "
            f"M€ never goes below 0), and turns {e.data['energy']} energy into heat.")


@define("production_phase", "Production (base game)", _production_sentence)
def production_phase(s: TurmoilState, e: Event) -> None:
    p = s.players[e.data["player"]]
    res = p.res
    res["heat"] += res["energy"]
    res["energy"] = 0
    income = e.data["income"]
    for r, n in p.prod.items():
        res[r] += n if r != "mc" else income


@define("parameter_changed", "Global parameters", lambda e: f"{e.data['param'].capitalize()} goes from "
        f"{e.data['old']} to {e.data['new']}{_why(e)}.")
def parameter_changed(s: TurmoilState, e: Event) -> None:
    setattr(s, e.data["param"], e.data["new"])
    if e.data.get("reopens"):
        s.ocean_bonus_taken = False  # Special Cases: Snow Cover re-opens the 0 °C bonus


@define("ocean_bonus_taken", "Special Cases", "The 0 °C ocean bonus is triggered.")
def ocean_bonus_taken(s: TurmoilState, e: Event) -> None:
    s.ocean_bonus_taken = True


@define("tile_placed", "Player sheet", lambda e: f"{e.who} places a {e.data['tile']} tile"
        + (" on Mars" if e.data.get("on_mars", True) else " off Mars") + f"{_why(e)}.")
def tile_placed(s: TurmoilState, e: Event) -> None:
    p = s.players[e.data["player"]]
    t = e.data["tile"]
    if t == "city":
        if e.data.get("on_mars", True):
            p.cities_on_mars += 1
        else:
            p.cities_off_mars += 1
    elif t == "greenery":
        p.greeneries += 1
    if e.data.get("next_to_ocean"):
        p.tiles_next_to_ocean += 1


def _drawn(e: Event) -> str:
    n = len(e.data["cards"])
    return f"{e.who} draws {n} card{'s' if n != 1 else ''}{_why(e)}."


@define("cards_drawn", "Player sheet", _drawn, hidden=_drawn, chance=True)
def cards_drawn(s: TurmoilState, e: Event) -> None:
    p = s.players[e.data["player"]]
    cards = e.data["cards"]
    del s.project_deck[: len(cards)]  # drawn from the top
    p.hand.extend(cards)


@define("project_deck_reshuffled", "Player sheet", "The project discard pile is shuffled into a new deck.",
        hidden="The project discard pile is shuffled into a new deck.")
def project_deck_reshuffled(s: TurmoilState, e: Event) -> None:
    s.project_deck = list(e.data["order"])
    s.project_discard = []


@define("cards_discarded", "Player sheet", lambda e: f"{e.who} discards {len(e.data['cards'])} card"
        f"{'s' if len(e.data['cards']) != 1 else ''}{_why(e)}.")
def cards_discarded(s: TurmoilState, e: Event) -> None:
    p = s.players[e.data["player"]]
    for card in e.data["cards"]:
        p.hand.remove(card)
        s.project_discard.append(card)


@define("project_played", "Player sheet", lambda e: f"{e.who} plays {e.data['card']}{_why(e)}.")
def project_played(s: TurmoilState, e: Event) -> None:
    p = s.players[e.data["player"]]
    p.hand.remove(e.data["card"])
    tag = e.data["tag"]
    if tag == "event":
        p.events_played += 1
        s.project_discard.append(e.data["card"])
    else:
        p.tags[tag] += 1
    if e.data.get("blue"):
        p.blue_cards += 1
    if e.data.get("holds"):
        p.resource_cards.append([e.data["card"], e.data["holds"], 0])


@define("card_resources_changed", "Player sheet", lambda e: f"{e.who} {_amount(e)} {e.data['kind']} on "
        f"{e.data['card']}{_why(e)}.")
def card_resources_changed(s: TurmoilState, e: Event) -> None:
    s.players[e.data["player"]].resource_cards[e.data["index"]][2] += e.data["delta"]


# ------------------------------------------------------------------ the generation


@define("generation_started", "Generation", lambda e: f"Generation {e.data['generation']} begins; "
        f"{e.data['first_name']} is first player.")
def generation_started(s: TurmoilState, e: Event) -> None:
    s.generation = e.data["generation"]
    s.first_player = e.data["first"]
    for p in s.players:
        p.passed = False
        p.scientists_used = False


@define("phase_started", "Generation", lambda e: f"The {e.data['phase'].replace('_', ' ')} phase begins"
        f"{_why(e)}.")
def phase_started(s: TurmoilState, e: Event) -> None:
    s.phase = e.data["phase"]


@define("passed", "Action phase", "{who} passes for the rest of the generation.")
def passed(s: TurmoilState, e: Event) -> None:
    s.players[e.data["player"]].passed = True


@define("policy_used", "Ruling Policy", lambda e: f"{e.who} uses the {_party(e.data['party'])} policy action.")
def policy_used(s: TurmoilState, e: Event) -> None:
    if e.data["party"] == "scientists":
        s.players[e.data["player"]].scientists_used = True


@define("colonies_produced", "Solar phase step 3", "Trade fleets return; each colony track marker moves up one step.")
def colonies_produced(s: TurmoilState, e: Event) -> None:
    s.trade_fleets_out = 0
    s.colony_tracks = list(e.data["tracks"])


@define("vp_scored", "Final Scoring", lambda e: f"{e.who} scores {e.data['vp']} VP{_why(e)}.")
def vp_scored(s: TurmoilState, e: Event) -> None:
    return None


E = book.types
