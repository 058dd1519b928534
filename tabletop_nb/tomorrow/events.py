"""Every kind of change a Tomorrow state can undergo, with its section and its sentence.

Apply functions are tiny and trust their data: the rules rooms decide, these record. Sentences
name powers and territories through the data files. Flow state lives here too: an action under
way (``state.attempt``) is set when it is declared, marked by a strike back, and cleared when it
is blocked or goes through, so a snapshot at any step knows it. Secrets carry ``seen_by``: a pick
and a kept Secret Objective are told to other seats by their ``hidden`` sentence.
"""

from __future__ import annotations

from ..core.events import Event, EventBook
from .data import powers, resource_cards, world_map
from .state import TomorrowState

book = EventBook()
define = book.define


def _t(tid: str) -> str:
    t = world_map().get(tid)
    return t.name if t else tid


def _card(cid: str) -> str:
    c = resource_cards().get(cid)
    if c is None:
        return cid
    return f"{c.kind} card" + (" (one-use)" if c.one_use else "")


def _p(e: Event, key: str) -> str:
    return e.data.get(key + "_name") or str(e.data[key])


def _why(e: Event) -> str:
    w = e.data.get("why")
    return f" ({w})" if w else ""


def _pl(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


# ------------------------------------------------------------------ setup


@define("powers_seated", "Game Setup", lambda e: f"The powers take their seats clockwise: {', '.join(e.data['names'])}; "
        f"each gets {e.data['pc']} Political Capital.")
def powers_seated(s: TomorrowState, e: Event) -> None:
    n = len(e.data["powers"])
    s.powers = list(e.data["powers"])
    s.pc = [e.data["pc"]] * n
    s.objective = [None] * n
    s.annihilated = [{} for _ in range(n)]
    s.picks = [[] for _ in range(n)]
    s.exhausted = [[] for _ in range(n)]
    s.removed = [[] for _ in range(n)]
    # every per-seat list has a place per seat from the start, so the board draws at every step
    s.markers = [0] * n
    s.nukes = [0] * n
    s.cards = [[] for _ in range(n)]
    s.bio_hand = [[] for _ in range(n)]
    s.objective_options = [[] for _ in range(n)]


def changed_control(control: dict[str, int | None], territory: str, player: int | None) -> dict[str, int | None]:
    """``control`` with ``territory`` controlled by ``player`` (None: nobody), as a new dict: the board's control
    is never changed in place, so the same dict is the same board (Legal.controlled_now keeps what it read
    from it; tests/tomorrow/test_legal.py checks every change makes a new one)."""
    new = dict(control)
    new[territory] = player
    return new


@define("world_set", "Game Setup", lambda e: f"{sum(e.data['pop'].values())} population pawns go on the land "
        f"territories; the territory cards of {', '.join(e.data['neutral']) or 'no absent power'} stay as neutral territories.")
def world_set(s: TomorrowState, e: Event) -> None:
    s.pop = dict(e.data["pop"])
    s.control = dict.fromkeys(e.data["pop"])  # nobody controls a territory yet (None)
    for t, p in e.data["homes"].items():
        s.control[t] = p
    s.nuke_damage = {t: [] for t in e.data["pop"]}
    s.happening_dead = {}


@define("supplies_given", "Resources", lambda e: "Each power takes its control markers, nuke markers and "
        "eight resource cards.")
def supplies_given(s: TomorrowState, e: Event) -> None:
    s.markers = list(e.data["markers"])
    s.nukes = list(e.data["nukes"])
    s.cards = [list(c) for c in e.data["cards"]]


@define("track_set", "Global Threat Track", lambda e: f"The Life and Death markers start at {e.data['life']}.")
def track_set(s: TomorrowState, e: Event) -> None:
    s.life = e.data["life"]
    s.death = e.data["death"]


@define("happenings_shuffled", "Game Setup", lambda e: f"The Happenings are shuffled pile by pile: "
        f"{len(e.data['deck'])} cards will be drawn ({e.data['how']}).")
def happenings_shuffled(s: TomorrowState, e: Event) -> None:
    s.deck = list(e.data["deck"])


@define("bio_dealt", "Game Setup", lambda e: "The biological cards are shuffled and dealt: "
        + ", ".join(f"{n} to {w}" for w, n in zip(e.data["names"], (len(h) for h in e.data["hands"])))
        + f"; {len(e.data['box'])} go back in the box.", chance=True)
def bio_dealt(s: TomorrowState, e: Event) -> None:
    s.bio_hand = [list(h) for h in e.data["hands"]]
    s.bio_box = list(e.data["box"])
    s.bio_active = []
    s.bio_spent = []


@define("specials_set", "Special Cards", lambda e: "Control of Cyberspace"
        + (", the Doomsday Virus" if e.data["doomsday"] == "middle" else "")
        + (" and the Big Red Button" if e.data["button"] == "middle" else "") + " start in no one's hands.")
def specials_set(s: TomorrowState, e: Event) -> None:
    s.cyberspace = None
    s.doomsday = e.data["doomsday"]
    s.button = e.data["button"]


@define("objectives_offered", "Game Setup", "Each power gets its three Secret Objective cards.")
def objectives_offered(s: TomorrowState, e: Event) -> None:
    s.objective_options = [list(o) for o in e.data["options"]]


@define("objective_kept", "Game Setup", lambda e: f"{e.who} secretly keeps the Secret Objective {e.data['name']}.",
        hidden="{who} secretly keeps one Secret Objective and boxes the others.")
def objective_kept(s: TomorrowState, e: Event) -> None:
    s.objective[e.data["player"]] = e.data["name"]


@define("tokens_mixed", "Clean Up", lambda e: "The Random Turn Order tokens are mixed and laid face down"
        + _why(e) + ".")
def tokens_mixed(s: TomorrowState, e: Event) -> None:
    s.order = list(e.data["order"])
    s.revealed = 0


# ------------------------------------------------------------------ the turn


@define("turn_started", "Game Phases", lambda e: f"Turn {e.data['turn']} begins.")
def turn_started(s: TomorrowState, e: Event) -> None:
    s.turn = e.data["turn"]


@define("phase_started", "Game Phases", lambda e: f"{e.data['title']} phase.")
def phase_started(s: TomorrowState, e: Event) -> None:
    s.phase = e.data["phase"]


@define("happening_revealed", "I. Event Phase", lambda e: f"Happening ({e.data['pile']} pile): {e.data['name']}.",
        chance=True)
def happening_revealed(s: TomorrowState, e: Event) -> None:
    s.deck.pop(0)
    s.happening = e.data["name"]


@define("resource_picked", "II. Resource Allocation Phase",
        lambda e: f"{e.who} secretly picks their {_card(e.data['card'])} ({e.data['card']}).",
        hidden="{who} secretly picks a resource card.")
def resource_picked(s: TomorrowState, e: Event) -> None:
    s.picks[e.data["player"]].append(e.data["card"])


def _token_turned(e: Event) -> str:
    """A turn order token turned over: in a turn its power acts; at End Game Scoring it may give."""
    does = "may give Political Capital" if e.data.get("section") == "End Game Scoring" else "takes their turn"
    return f"Turn order token {e.data['index'] + 1} is revealed: {e.who} {does}."


# chance: the tokens were mixed and laid face down (tokens_mixed); turning one over learns who goes next, as
# turning over the top card of a shuffled deck does
@define("token_revealed", "III. Resource Resolution Phase", _token_turned, chance=True)
def token_revealed(s: TomorrowState, e: Event) -> None:
    s.revealed = e.data["index"] + 1


@define("turn_ended", "III. Resource Resolution Phase", lambda e: f"{e.who} ends their turn"
        + (f", keeping {_pl(e.data['kept'], 'pick')} to block with" if e.data["kept"] else "") + ".")
def turn_ended(s: TomorrowState, e: Event) -> None:
    return None


@define("picks_returned", "IV. Clean Up", "Every resource card chosen this turn goes back to its owner's stock.")
def picks_returned(s: TomorrowState, e: Event) -> None:
    s.picks = [[] for _ in s.powers]
    s.exhausted = [[] for _ in s.powers]


# ------------------------------------------------------------------ resources


@define("card_used", "Resources", lambda e: f"{e.who} uses their {_card(e.data['card'])} to {e.data['use']}"
        + (", and the card leaves the game" if e.data["one_use"] else "") + ".")
def card_used(s: TomorrowState, e: Event) -> None:
    p, c = e.data["player"], e.data["card"]
    s.picks[p].remove(c)
    s.exhausted[p].append(c)
    if e.data["one_use"]:
        s.cards[p].remove(c)
        s.removed[p].append(c)


@define("pick_lost", "Terror Attack", lambda e: f"{e.who} must exhaust their {_card(e.data['card'])}{_why(e)}; "
        "it goes back to their stock unused.")
def pick_lost(s: TomorrowState, e: Event) -> None:
    p, c = e.data["player"], e.data["card"]
    s.picks[p].remove(c)
    s.exhausted[p].append(c)


@define("attack_declared", "Resources", lambda e: f"{e.who} declares {e.data['what']}.")
def attack_declared(s: TomorrowState, e: Event) -> None:
    d = e.data  # the action under way while the others are asked to block it
    s.attempt = {"action": d["action"], "attacker": d["player"], "target": d["target"], "kind": d["kind"],
                 "retaliation": False}


@define("attack_blocked", "Resources", lambda e: f"{e.who} blocks the {e.data['kind']} action of {_p(e, 'attacker')}.")
def attack_blocked(s: TomorrowState, e: Event) -> None:
    s.attempt = None  # blocked: nothing is left to settle


@define("nobody_blocked", "Resources", lambda e: f"Nobody blocks: the {e.data['kind']} action of {e.who} goes through.")
def nobody_blocked(s: TomorrowState, e: Event) -> None:
    s.attempt = None  # it goes through: the settling events follow


@define("pc_changed", "Political Capital", lambda e: f"{e.who} {'gains' if e.data['delta'] >= 0 else 'loses'} "
        f"{_pl(abs(e.data['delta']), 'Political Capital point')}{_why(e)}.")
def pc_changed(s: TomorrowState, e: Event) -> None:
    s.pc[e.data["player"]] += e.data["delta"]


# ------------------------------------------------------------------ population and the track


def _killed(e: Event) -> str:
    d = e.data
    who = f"claimed by {e.who}" if e.who else "removed from play, scoring for no one"
    text = f"{_pl(d['count'], 'pawn')} annihilated in {_t(d['territory'])}, {who}{_why(e)}"
    if d["life"]:
        text += f"; the Life marker moves {abs(d['life'])} down ({d['count']} x Global Impact {d['impact']})"
    return text + "."


@define("pawns_annihilated", "Annihilating Population", _killed)
def pawns_annihilated(s: TomorrowState, e: Event) -> None:
    d = e.data
    t = d["territory"]
    s.pop[t] -= d["count"]
    by = d["by"]
    if by is None:
        s.happening_dead[t] = s.happening_dead.get(t, 0) + d["count"]
    else:
        a = s.annihilated[by]
        a[t] = a.get(t, 0) + d["count"]
    s.life += d["life"]


@define("life_moved", "Global Threat Track", lambda e: f"The Life marker moves {abs(e.data['delta'])} "
        f"{'up' if e.data['delta'] > 0 else 'down'}{_why(e)}.")
def life_moved(s: TomorrowState, e: Event) -> None:
    s.life += e.data["delta"]


@define("death_moved", "IV. Clean Up", lambda e: f"The Death marker advances {abs(e.data['delta'])} "
        f"space{'s' if abs(e.data['delta']) != 1 else ''}{_why(e)}, to {e.data['to']}.")
def death_moved(s: TomorrowState, e: Event) -> None:
    s.death += e.data["delta"]


# ------------------------------------------------------------------ control, vendettas, nukes


@define("control_placed", "Control Markers", lambda e: f"{e.who} places a control marker on {_t(e.data['territory'])}{_why(e)}.")
def control_placed(s: TomorrowState, e: Event) -> None:
    p = e.data["player"]
    s.markers[p] -= 1
    s.control = changed_control(s.control, e.data["territory"], p)


@define("control_removed", "Control Markers", lambda e: f"{_p(e, 'owner')}'s control marker is removed from "
        f"{_t(e.data['territory'])}" + (f" and placed in front of {_p(e, 'holder')}" if e.data["holder"] is not None
                                         else " and goes back to its owner") + f"{_why(e)}.")
def control_removed(s: TomorrowState, e: Event) -> None:
    owner, holder = e.data["owner"], e.data["holder"]
    s.control = changed_control(s.control, e.data["territory"], None)
    if holder is None:
        s.markers[owner] += 1
    else:
        s.held.append([holder, owner, e.data["turn"], e.data["kept"]])


@define("vendetta_taken", "Vendettas", lambda e: f"Vendetta: {e.who} takes one of {_p(e, 'owner')}'s control markers.")
def vendetta_taken(s: TomorrowState, e: Event) -> None:
    s.markers[e.data["owner"]] -= 1
    s.held.append([e.data["holder"], e.data["owner"], e.data["turn"], False])


def _returned(e: Event) -> str:
    n = _pl(e.data["count"], "control marker")
    if e.data.get("why"):  # not a strike back: a Happening, or the open_vendettas ruling at the end
        return f"{_p(e, 'holder')} gives {n} back to {_p(e, 'owner')}{_why(e)}."
    return f"{_p(e, 'owner')} strikes back at {_p(e, 'holder')} and takes back {n}."


@define("vendetta_returned", "Vendettas", _returned)
def vendetta_returned(s: TomorrowState, e: Event) -> None:
    h, o = e.data["holder"], e.data["owner"]
    keep = [x for x in s.held if not (x[0] == h and x[1] == o and not x[3])]
    s.markers[o] += len(s.held) - len(keep)
    s.held = keep
    if not e.data.get("why") and s.attempt is not None:  # a strike back: the action under way is retaliation
        s.attempt = {**s.attempt, "retaliation": True}


@define("vendetta_kept", "Vendettas", lambda e: f"{_p(e, 'owner')} did not strike back: {_p(e, 'holder')} keeps "
        f"{_pl(e.data['count'], 'control marker')} for the rest of the game.")
def vendetta_kept(s: TomorrowState, e: Event) -> None:
    h, o, t = e.data["holder"], e.data["owner"], e.data["turn"]
    for x in s.held:
        if x[0] == h and x[1] == o and x[2] == t and not x[3]:
            x[3] = True


@define("nuke_placed", "Nuclear", lambda e: f"A nuke marker of {e.who} is placed on {_t(e.data['territory'])}.")
def nuke_placed(s: TomorrowState, e: Event) -> None:
    p = e.data["player"]
    s.nukes[p] -= 1
    s.nuke_damage[e.data["territory"]].append(p)


# ------------------------------------------------------------------ biologicals


@define("bio_unleashed", "Biological Attack", lambda e: f"{e.who} unleashes {e.data['card']} on {_t(e.data['territory'])}"
        + (f"; it stays for {_pl(e.data['left'], 'more turn')}" if e.data["left"] else "; it lasts this turn only") + ".")
def bio_unleashed(s: TomorrowState, e: Event) -> None:
    d = e.data
    p = d["player"]
    if d["card"] in s.bio_hand[p]:
        s.bio_hand[p].remove(d["card"])
    else:
        s.doomsday = "used"
    if d["left"]:
        s.bio_active.append({"card": d["card"], "territory": d["territory"], "owner": p, "target": d["target"],
                             "left": d["left"], "since": s.turn})
    elif d["card"] != "Doomsday Virus":
        s.bio_spent.append(d["card"])


@define("bio_spread", "Biologicals B", lambda e: f"{e.data['card']} spreads to {_t(e.data['territory'])} "
        "(this turn only).")
def bio_spread(s: TomorrowState, e: Event) -> None:
    return None


@define("bio_lingers", "Biologicals C", lambda e: f"{e.data['card']} resolves again in {_t(e.data['territory'])}"
        + (f"; {_pl(e.data['left'], 'resolution')} left" if e.data["left"] else " for the last time and leaves play") + ".")
def bio_lingers(s: TomorrowState, e: Event) -> None:
    b = s.bio_active[e.data["index"]]
    b["left"] -= 1
    b["since"] = s.turn
    if b["left"] == 0:
        s.bio_active.pop(e.data["index"])
        if b["card"] != "Doomsday Virus":
            s.bio_spent.append(b["card"])


@define("random_check", "Biologicals D", lambda e: f"Random annihilation check in {_t(e.data['territory'])}: "
        + (f"{e.data['pop']} pawns, no roll needed" if e.data["roll"] is None
           else f"rolled {e.data['roll']} against {e.data['pop']} pawns") + (", one dies." if e.data["hit"] else ", no one dies."))
def random_check(s: TomorrowState, e: Event) -> None:
    return None


# ------------------------------------------------------------------ special cards


@define("cyberspace_taken", "Control of Cyberspace", lambda e: f"{e.who} takes the Control of Cyberspace card.")
def cyberspace_taken(s: TomorrowState, e: Event) -> None:
    s.cyberspace = e.data["player"]


@define("cyberspace_lost", "Control of Cyberspace", lambda e: f"The Control of Cyberspace card returns to the "
        f"middle{_why(e)}.")
def cyberspace_lost(s: TomorrowState, e: Event) -> None:
    s.cyberspace = None


@define("button_pressed", "The Big Red Button", "{who} presses the Big Red Button.")
def button_pressed(s: TomorrowState, e: Event) -> None:
    s.button = "pressed"


# ------------------------------------------------------------------ the end


@define("scored", "End Game Scoring", lambda e: f"{e.who}: {e.data['term']} — {'+' if e.data['delta'] >= 0 else ''}"
        f"{e.data['delta']} PC{_why(e)}.")
def scored(s: TomorrowState, e: Event) -> None:
    s.pc[e.data["player"]] += e.data["delta"]


@define("pc_given", "End Game Scoring", lambda e: f"{e.who} gives {e.data['amount']} Political Capital to {_p(e, 'to')}.")
def pc_given(s: TomorrowState, e: Event) -> None:
    s.pc[e.data["player"]] -= e.data["amount"]
    s.pc[e.data["to"]] += e.data["amount"]


def power_name(pid: str) -> str:
    return powers()[pid].name


E = book.types
