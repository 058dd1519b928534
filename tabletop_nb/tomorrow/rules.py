"""Tomorrow's tunables and rulings.

Plain fields are numbers the rulebook prints. Fields made with ``ruling`` are choices where
the rulebook is silent or ambiguous: each has a default and named alternatives.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.rules import Rules, ruling, tunable

RESOURCE_KINDS = ("biological", "nuclear", "terror", "cyber", "military", "diplomacy")
PILES = ("green", "red", "black")


@dataclass(frozen=True)
class TomorrowRules(Rules):
    """Every number Tomorrow prints, and the rulings where it is silent."""

    # Rulings whose default differs from what the engine did before they existed: saves that do not
    # name them replay with the earlier behaviour (see Rules.from_save).
    BEFORE_FIELD_ADDED = {"own_territory": "forbidden", "doomsday_cost": "one_pc"}

    # --- Game Setup
    start_pc: int = tunable(10, low=0, high=100, section="Game Setup", unit="PC")
    objectives_offered: int = tunable(3, low=1, high=3, section="Game Setup", unit="cards")
    # --- Resource Allocation
    picks: int = tunable(2, low=1, high=8, section="II. Resource Allocation Phase", unit="cards")
    picks_with_cyberspace: int = tunable(3, low=1, high=8, section="Control of Cyberspace", unit="cards")
    # --- Resources
    # Military, Nuclear or Biological used as an attack
    attack_pc_cost: int = tunable(1, low=0, high=10, section="Resources", unit="PC")
    block_pc_gain: int = tunable(1, low=0, high=10, section="Resources", unit="PC")
    terror_pc_loss: int = tunable(1, low=0, high=10, section="Terror Attack", unit="PC")
    # --- Nuclear / Biologicals
    nuke_pawns: int = tunable(1, low=0, high=20, section="Nuclear", unit="pawns")
    # one more pawn for every five still remaining
    per_pawns: int = tunable(5, low=1, high=100, section="Nuclear / Biologicals A", unit="pawns")
    die: int = tunable(10, low=2, high=100, section="Biologicals D", unit="sides")
    # --- Special cards
    doomsday_in_game: bool = True

    # --- Rulings
    spread_check: str = ruling(
        "immediate_only",
        {"immediate_only": "a spread territory suffers the card's immediate annihilation only (no random check)",
         "immediate_and_check": "a spread territory suffers the immediate annihilation and one random check",
         "check_only": "a spread territory gets one random annihilation check only"},
        section="Biologicals B/D",
        question="Does a territory the disease spreads to also get a random annihilation check?",
    )
    terror_pc: str = ruling(
        "target",
        {"target": "the target of the terror attack loses the Political Capital",
         "attacker": "the attacker pays it, as for the other attacks",
         "both": "both the target and the attacker lose 1"},
        section="Terror Attack",
        question="Who loses the Political Capital on a terror attack?",
    )
    nuke_threat: str = ruling(
        "net_zero",
        {"net_zero": "pawns a nuke kills move the Life marker down and the fallout moves it back up as much: no net gain",
         "counts": "nuked pawns move the Life marker like any other annihilation",
         "net_loss": "the fallout outweighs the deaths: the Life marker moves up by the pawns' Global Impact"},
        section="Nuclear",
        question="Does a nuke move the Global Threat Track, and how much ('not a net gain')?",
    )
    happening_deaths: str = ruling(
        "no_move",
        {"no_move": "pawns a Happening removes score for no one and do not move the Life marker",
         "move_life": "they score for no one but still move the Life marker by their Global Impact"},
        section="Annihilating Population (Note)",
        question="Do deaths caused by Happenings move the Life marker?",
    )
    big_red_button: str = ruling(
        "everyone_loses",
        {"everyone_loses": "pressing it ends the game in thermonuclear war: humanity is lost, nobody wins",
         "scores_now": "pressing it ends the game at once and it is scored as if humanity survived",
         "off": "the group leaves the card out (the rulebook allows it)"},
        section="The Big Red Button",
        question="What does the Big Red Button mean for the outcome?",
    )
    doomsday_virus: str = ruling(
        "global_strain",
        {"global_strain": "a bio attack: 2 at once + 1 per 5 left, spreads to every adjacent land territory, "
                          "duration 3, random checks",
         "plague": "a bio attack: 1 at once + 1 per 5 left, no spread, duration 2, random checks",
         "off": "the card is not in the game"},
        section="Doomsday Virus",
        question="What are the Doomsday Virus's numbers?",
    )
    game_length: str = ruling(
        "all_piles",
        {"all_piles": "all 36 Happenings, green pile then red then black; the game ends after the last one",
         "four_per_pile": "4 cards from each pile (12 turns), as the V1.1 rulebook",
         "mixed": "the three piles shuffled together, 36 turns at most"},
        section="Event Phase",
        question="How long does the game last (in what order are the three piles drawn)?",
    )
    track_start: int = ruling(
        75,
        {75: "Life and Death both start at 75 (V1.1) and move down toward 0",
         50: "a shorter track: both start at 50",
         100: "a longer track: both start at 100"},
        section="Global Threat Track",
        question="Where do the Life and Death markers start?",
    )
    bio_timing: str = ruling(
        "target_turn",
        {"target_turn": "a lasting bio resolves again when the target territory's player reveals their token "
                        "(at the start of the resolution phase if nobody controls it)",
         "after_event": "every lasting bio resolves again right after the next Event"},
        section="Biologicals C",
        question="When exactly does a Duration 2 or 3 biological resolve again?",
    )
    retaliation_window: str = ruling(
        "next_turn",
        {"next_turn": "only an attempt during the next turn takes the marker back",
         "rest_of_turn_too": "an attempt later in the same turn also counts"},
        section="Vendettas",
        question="When may the victim of a vendetta retaliate to take the marker back?",
    )
    vendetta_attacks: str = ruling(
        "any",
        {"any": "any successful attack action against a player starts a vendetta (Vendettas)",
         "military_nuclear": "only military and nuclear attacks do (Control Markers)"},
        section="Vendettas / Control Markers",
        question="Which successful attacks start a vendetta?",
    )
    invasion_capture: str = ruling(
        "is_vendetta",
        {"is_vendetta": "the control marker captured by an invasion is the vendetta marker",
         "kept_plus_vendetta": "the captured marker is kept for good, and a vendetta takes another one"},
        section="Territory Invasion",
        question="Is the marker captured by an invasion the vendetta marker, or an extra one?",
    )
    blocked_attack_cost: str = ruling(
        "paid",
        {"paid": "the attacker loses the Political Capital even if the attack is blocked",
         "refunded": "only an attack that goes through costs Political Capital"},
        section="Resources",
        question="Does a blocked military, nuclear or biological attack still cost 1 PC?",
    )
    own_territory: str = ruling(
        "allowed",
        {"allowed": "a biological attack, the Doomsday Virus or a nuke may hit any land territory in reach, "
                    "one the attacker controls included (the rulebook says 'any land territory on the board')",
         "forbidden": "they may only hit land territories the attacker does not control"},
        section="Biological Attack / Nuclear",
        question="May a power aim a biological attack, the Doomsday Virus or a nuke at its own territory?",
    )
    doomsday_cost: str = ruling(
        "free",
        {"free": "using the Doomsday Virus costs no Political Capital: it is a Special Card, not a Biological "
                 "Resource (any player may use it on their turn, with or without picks; bio defense blocks it)",
         "one_pc": "it costs 1 Political Capital, like a biological attack"},
        section="Doomsday Virus / Resources",
        question="Does using the Doomsday Virus cost Political Capital?",
    )
    pc_floor: str = ruling(
        "debt",
        {"debt": "Political Capital may drop below 0 (a power keeps paying for its attacks)",
         "zero": "Political Capital stops at 0: a loss, End Game Scoring's included, takes only what is left"},
        section="Political Capital",
        question="Can a power's Political Capital go below zero?",
    )
    deck_out: str = ruling(
        "survived",
        {"survived": "when no Happening is left to reveal, humanity has survived: End Game Scoring",
         "lost": "when no Happening is left and the threat is not eliminated, everyone loses"},
        section="I. Event Phase / End Game Scoring",
        question="What happens when the Happenings run out before the threat is eliminated?",
    )
    open_vendettas: str = ruling(
        "scored",
        {"scored": "at End Game Scoring a power scores every control marker in front of it, vendettas not yet "
                   "answered included",
         "returned": "vendetta markers whose owner could still strike back go home before scoring"},
        section="Vendettas / End Game Scoring",
        question="Does a vendetta taken on the last turn count at End Game Scoring?",
    )


RULEBOOK = TomorrowRules()
SECOND_EDITION = TomorrowRules(start_pc=25, game_length="four_per_pile", track_start=75)
PRESETS = {"rulebook": RULEBOOK, "v1.1": SECOND_EDITION}
