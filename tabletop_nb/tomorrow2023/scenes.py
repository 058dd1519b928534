"""Named situations the Tomorrow (2023) lessons start from (the scenes room), and the exercises set in them.

Each scene is a function returning a fresh game; each exercise returns ``(scene, goal)`` for a guided move or
``(scene, question)`` for a prediction (``tabletop_nb.core.lessons``): one line in a lesson,
``guided(*scenes.exercise("la-porte-voix-en-jeu"))``. Goals are predicates on the state a move leads to; keys are
computed by the engine; nothing here stores an answer. The scenes speak the lesson's language (French by default).
"""

from __future__ import annotations

from typing import Any, Callable

from ..core import TabletopError, lessons
from ..core.lessons import Goal, Question
from .actions import Discard, Draw, NoReaction, Play, UseAction
from .cards import box_deck, cards, validate_deck
from .game import Tomorrow2023Game
from .rules import Tomorrow2023Rules

REBELS = 0


def premier_tour(language: str = "fr") -> Tomorrow2023Game:
    """Turn 1 (seed 1): the Dragonflies (the rebels) hold « La Porte-Voix », « Tract » and « Vidéo
    compromettante » and 3 crédits, and take their first of two actions."""
    return Tomorrow2023Game(seed=1, language=language)


def _porte_voix_en_jeu(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool | None:
    if "porte_voix" in after.state.zones[f"play:{REBELS}"]:
        return True
    still = ("porte_voix" in after.state.zones[f"hand:{REBELS}"] and after.state.credits[REBELS] >= 3
             and after.state.turn == before.state.turn and after.state.side == REBELS)
    return None if still else False  # (kept while the card can still be played this turn)


def _credits_without_playing(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool:
    gained = after.state.credits[REBELS] > before.state.credits[REBELS]
    return gained and not after.state.zones[f"play:{REBELS}"]


def _discard_porte_voix(game: Tomorrow2023Game) -> Tomorrow2023Game:
    game.play(Discard("porte_voix"))
    return game


EXERCISES: dict[str, Callable[[], tuple[Any, Any]]] = {
    "la-porte-voix-en-jeu": lambda: (premier_tour(), Goal(
        "Mettez « La Porte-Voix » en jeu ce tour-ci (elle coûte 3 crédits ; les Dragonflies en ont 3).",
        _porte_voix_en_jeu,
        hint="jouer une carte paie son coût à la réserve ; défausser ou piocher garde les crédits mais pas la carte",
        section="Jouer une carte")),
    "des-credits-sans-jouer": lambda: (premier_tour(), Goal(
        "Gagnez des crédits sans mettre de carte en jeu.",
        _credits_without_playing,
        hint="défausser une carte de sa main rapporte son coût en crédits",
        section="Défausser une carte")),
    "credits-apres-defausse": lambda: (premier_tour(), Question(
        "Les Dragonflies ont 3 crédits et défaussent « La Porte-Voix » (coût 3). Combien de crédits ont-ils ensuite ?",
        answer=lambda g: _discard_porte_voix(g).state.credits[REBELS], play=_discard_porte_voix,
        section="Défausser une carte")),
    "cartes-en-main": lambda: (premier_tour(), Question(
        "Combien de cartes chaque camp a-t-il en main au début de la partie ?",
        answer=lambda g: len(g.state.zones[f"hand:{REBELS}"]), choices=lambda g: [2, 3, 4, 5],
        section="Mise en place")),
}


# ---------------------------------------------------------------------------------------------------------------
# The scenes of lessons 1 and 3 to 7 (#26). Each scene is named after the situation it sets, documented, and built
# from a seeded game with scenario edits (``edit``): the lesson shows the rule and the situation, not the set-up.
# A guided move played as one side is shown from that side's seat (``guided(..., seat=0)`` in the lesson): the
# other side's hand stays hidden. Questions are asked about the table as a teacher sees it (the replay shown after
# a wrong answer is the teacher's view); what they ask about is public (crédits, influence, where a card goes).

GOVERNMENT = 1


def _t(language: str, fr: str, en: str) -> str:
    return en if language == "en" else fr


def _hand(game: Tomorrow2023Game, side: int, *names: str) -> Tomorrow2023Game:
    """Exactly ``names`` in ``side``'s hand: the other cards of that hand go back on its deck."""
    for c in list(game.state.zones[f"hand:{side}"]):
        if c not in names:
            game.edit("place", card=c, zone=f"deck:{side}")
    for c in names:
        if c not in game.state.zones[f"hand:{side}"]:
            game.edit("place", card=c, zone=f"hand:{side}")
    return game


def _name(game: Tomorrow2023Game, card: str) -> str:
    c = game.cat[card]
    return f"« {c.fr} »" if game.lang != "en" else f"« {c.fr} » ({c.en})"


def _same_turn(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool:
    return (not after.is_over and after.state.turn == before.state.turn and after.state.side == before.state.side)


def _until_turn_of(game: Tomorrow2023Game, side: int) -> Tomorrow2023Game:
    """Draw (or let things happen) until ``side`` is asked for the first action of its next turn."""
    start = game.state.turn
    while not game.is_over and not (game.state.turn > start and _asked(game, "action")
                                     and game.state.side == side):
        legal = game.legal_actions()
        game.play(next((a for a in legal if isinstance(a, (Draw, NoReaction))), legal[0]))
    return game


def passer_le_tour(game: Tomorrow2023Game) -> Tomorrow2023Game:
    """Play out the rest of the current turn the plainest way (draw, or let the opponent's action happen) until the
    other side is asked for its first action; returns ``game`` (changed)."""
    side = game.state.side
    while not game.is_over and not (_asked(game, "action") and game.state.side != side):
        legal = game.legal_actions()
        game.play(next((a for a in legal if isinstance(a, (Draw, NoReaction))), legal[0]))
    return game


def _asked(game: Tomorrow2023Game, kind: str) -> bool:
    return game.pending is not None and game.pending.kind == kind


def _who_decides(game: Tomorrow2023Game) -> int | None:
    return None if game.pending is None else game.pending.who


def _winner(game: Tomorrow2023Game) -> str | None:
    return (game.result or {}).get("winner")


def _then(*actions: Any) -> Callable[[Tomorrow2023Game], Tomorrow2023Game]:
    def run(game: Tomorrow2023Game) -> Tomorrow2023Game:
        for a in actions:
            game.play(a)
        return game
    return run


# ---------------------------------------------------------------------------- lesson 1: setup and the turn

def trois_cartes_un_credit(language: str = "fr") -> Tomorrow2023Game:
    """Turn 1 (seed 7): the Dragonflies hold « Tract » (1 crédit, +2 influence), « Manifestation » (3 crédits,
    +4 influence) and « Collecte de fonds » (0 crédit, +2 crédits) and have 1 crédit; the NCG's hand holds no
    reaction (its « Censure » is back in its deck), so nothing cancels a rebel event."""
    g = Tomorrow2023Game(seed=7, language=language)
    _hand(g, REBELS, "tract", "manifestation", "collecte_de_fonds")
    _hand(g, GOVERNMENT, *[c for c in g.state.zones[f"hand:{GOVERNMENT}"] if c != "censure"])
    g.edit("credits", rebels=1)
    return g


def tract_et_manifestation(language: str = "fr") -> Tomorrow2023Game:
    """Turn 1 (seed 7): the Dragonflies hold « Tract » (1 crédit) and « Manifestation » (3 crédits) and have 1
    crédit; the NCG's hand holds no « Censure »."""
    g = Tomorrow2023Game(seed=7, language=language)
    _hand(g, REBELS, "tract", "manifestation")
    _hand(g, GOVERNMENT, *[c for c in g.state.zones[f"hand:{GOVERNMENT}"] if c != "censure"])
    g.edit("credits", rebels=1)
    return g


def reserve_de_credits_vide(language: str = "fr", **rules: Any) -> Tomorrow2023Game:
    """Turn 1 (seed 7): all 41 crédits of the box are on the table (31 for the Dragonflies, 10 for the NCG), the
    réserve is empty; « Collecte de fonds » (gain 2 crédits) is in the Dragonflies' hand. ``rules``: e.g.
    ``empty_supply="unlimited"``."""
    g = Tomorrow2023Game(Tomorrow2023Rules().replace(**rules), seed=7, language=language)
    g.edit("credits", rebels=31, government=10)
    g.edit("place", card="collecte_de_fonds", zone=f"hand:{REBELS}")
    return g


def reserve_avec_variante(language: str = "fr") -> Tomorrow2023Game:
    """A game set up with the variant of lesson 1's last cell: 3 actions a turn and 5 crédits each at the start."""
    return Tomorrow2023Game(Tomorrow2023Rules().replace(actions_per_turn=3, start_credits=5), seed=7,
                            language=language)


def _quatre_influence(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool | None:
    if after.influence() >= 4:
        return True
    can = ("manifestation" in after.state.zones[f"hand:{REBELS}"] and after.state.credits[REBELS] >= 3)
    return None if _same_turn(before, after) and can else False


def _cinq_cartes(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool | None:
    n = len(after.state.zones[f"hand:{REBELS}"])
    if after.state.side != REBELS and n == 5:
        return True
    return None if _same_turn(before, after) and n == len(before.state.zones[f"hand:{REBELS}"]) + 1 else False


def _actions_of_rebels(game: Tomorrow2023Game) -> Tomorrow2023Game:
    while not game.is_over and game.state.side == REBELS:
        game.play(Draw())
    return game


def _lesson1(language: str) -> dict[str, Callable[[], tuple[Any, Any]]]:
    L = language
    return {
        "deux-actions-pour-manifester" if L == "fr" else "two-actions-for-the-demonstration":
        lambda: (trois_cartes_un_credit(L), Goal(
            _t(L, "Mettez 4 jetons influence devant les Dragonflies ce tour-ci, avec 1 crédit seulement.",
               "Put 4 influence tokens in front of the Dragonflies this turn, with only 1 crédit."),
            _quatre_influence,
            hint=_t(L, "« Manifestation » coûte 3 crédits : trouvez d'abord de quoi la payer, sans perdre la carte",
                    "« Manifestation » costs 3 crédits: first find a way to pay for it, without losing the card"),
            section="Jouer une carte")),
        "finir-le-tour-avec-5-cartes" if L == "fr" else "end-the-turn-with-5-cards":
        lambda: (premier_tour(L), Goal(
            _t(L, "Terminez le tour des Dragonflies avec 5 cartes en main.",
               "End the Dragonflies' turn with 5 cards in hand."),
            _cinq_cartes,
            hint=_t(L, "3 cartes au départ, 2 actions par tour : chaque action doit ajouter une carte à la main",
                    "3 cards at the start, 2 actions a turn: each action must add a card to the hand"),
            section="Tour de jeu")),
        "actions-par-tour" if L == "fr" else "actions-per-turn":
        lambda: (premier_tour(L), Question(
            _t(L, "Les Dragonflies piochent jusqu'à ce que leur tour s'arrête. Combien de fois piochent-ils ?",
               "The Dragonflies draw until their turn ends. How many times do they draw?"),
            answer=_count_draws,
            choices=lambda g: [1, 2, 3, 4], play=_actions_of_rebels, section="Tour de jeu")),
        "credits-apres-defausse-et-tract" if L == "fr" else "credits-after-discard-and-leaflets":
        lambda: (trois_cartes_un_credit(L), Question(
            _t(L, "Les Dragonflies (1 crédit) défaussent « Manifestation », puis jouent « Tract ». Combien de "
                  "crédits leur reste-t-il ?",
               "The Dragonflies (1 crédit) discard « Manifestation », then play « Tract ». How many crédits do "
               "they have left?"),
            answer=lambda g: _then(Discard("manifestation"), Play("tract"))(g).state.credits[REBELS],
            play=_then(Discard("manifestation"), Play("tract")), section="Défausser une carte")),
        "reserve-avec-la-variante" if L == "fr" else "reserve-with-the-variant":
        lambda: (reserve_avec_variante(L), Question(
            _t(L, "Variante : chaque camp reçoit 5 crédits à la mise en place (la boîte en contient 41). Combien "
                  "de crédits reste-t-il dans la réserve une fois la partie mise en place ?",
               "Variant: each side gets 5 crédits at setup (the box holds 41). How many crédits are left in the "
               "réserve once the game is set up?"),
            answer=lambda g: g.credit_reserve(), section="Mise en place")),
    }


def _count_draws(game: Tomorrow2023Game) -> int:
    before = len(game.state.zones[f"deck:{REBELS}"])
    _actions_of_rebels(game)
    return before - len(game.state.zones[f"deck:{REBELS}"])


# ---------------------------------------------------------------------------- lesson 3: leaders, agents, Actions

def porte_voix_en_main(**rules: Any) -> Tomorrow2023Game:
    """Turn 1 (seed 5): « La Porte-Voix » (leader, 3 crédits; Action: 3 influence tokens on itself) is the
    Dragonflies' only card in hand, and they have 3 crédits. ``rules``: rules changed from the default (here and
    in every scene that takes them), e.g. ``new_card_acts="next_turn"``."""
    g = Tomorrow2023Game(Tomorrow2023Rules().replace(**rules), seed=5)
    _hand(g, REBELS, "porte_voix")
    return g


def deux_leaders_prets() -> Tomorrow2023Game:
    """Turn 1 (seed 5): « La Porte-Voix » (Action: 3 tokens on itself) and « Le Hacker » (Action: 1 token on
    itself and 1 crédit) are in play for the Dragonflies, ready, with no tokens yet."""
    g = Tomorrow2023Game(seed=5)
    g.edit("place", card="porte_voix", zone=f"play:{REBELS}")
    g.edit("place", card="hacker", zone=f"play:{REBELS}")
    return g


def porte_voix_a_12() -> Tomorrow2023Game:
    """Turn 1 (seed 5): « La Porte-Voix » is in play with 12 influence tokens on it, ready."""
    g = Tomorrow2023Game(seed=5)
    g.edit("place", card="porte_voix", zone=f"play:{REBELS}", tokens=12)
    return g


def mecene_en_jeu() -> Tomorrow2023Game:
    """Turn 1 (seed 5): « La Mécène » (automatic: 1 crédit at the start of each Dragonflies turn) is in play;
    the Dragonflies have 3 crédits; no agent is in play."""
    g = Tomorrow2023Game(seed=5)
    g.edit("place", card="mecene", zone=f"play:{REBELS}")
    return g


def mecene_en_main(**rules: Any) -> Tomorrow2023Game:
    """Turn 1 (seed 5): « La Mécène » (leader, 2 crédits; automatic: 1 crédit at the start of each Dragonflies
    turn) is the Dragonflies' only card in hand, and they have 3 crédits."""
    g = Tomorrow2023Game(Tomorrow2023Rules().replace(**rules), seed=5)
    _hand(g, REBELS, "mecene")
    return g


def commissaire_et_indic(**rules: Any) -> Tomorrow2023Game:
    """Turn 1 (seed 5): the NCG has « Le Commissaire » and « L'Indic » in play (two automatic agents); « La
    Porte-Voix » carries 2 tokens. Both agents act at the start of the NCG's next turn."""
    g = Tomorrow2023Game(Tomorrow2023Rules().replace(**rules), seed=5)
    g.edit("place", card="commissaire", zone=f"play:{GOVERNMENT}")
    g.edit("place", card="indic", zone=f"play:{GOVERNMENT}")
    g.edit("place", card="porte_voix", zone=f"play:{REBELS}", tokens=2)
    return g


def _jetons_sur(card: str, n: int) -> Callable[[Tomorrow2023Game, Tomorrow2023Game], bool | None]:
    def met(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool | None:
        if after.state.tokens.get(card, 0) >= n:
            return True
        ready = card in after.state.zones[f"play:{REBELS}"] and card not in after.state.used
        return None if _same_turn(before, after) and ready else False
    return met


def _quatre_sur_les_leaders(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool | None:
    on = sum(after.state.tokens.get(c, 0) for c in after.state.zones[f"play:{REBELS}"])
    if on >= 4:
        return True
    used = [c for c in ("porte_voix", "hacker") if c in after.state.used]
    return None if _same_turn(before, after) and len(used) == 1 else False


def _who_words(side: Any) -> str:
    return {0: "les Dragonflies", 1: "le NCG", "rebels": "les Dragonflies", "government": "le NCG",
            None: "personne : la partie continue"}.get(side, str(side))


EXERCISES.update({
    "porte-voix-en-jeu-et-en-action": lambda: (porte_voix_en_main(), Goal(
        "Posez 3 jetons influence sur « La Porte-Voix » ce tour-ci (elle est encore dans votre main).",
        _jetons_sur("porte_voix", 3),
        hint="un leader ne pose ses jetons qu'en jeu, avec son Action : il faut les deux actions du tour",
        section="Utiliser une action de Leader/Agent")),
    "quatre-jetons-sur-les-leaders": lambda: (deux_leaders_prets(), Goal(
        "Avec vos deux actions, posez 4 jetons influence sur vos leaders.",
        _quatre_sur_les_leaders,
        hint="chaque leader ne sert son Action qu'une fois par tour : servez-vous des deux",
        section="Utiliser une action de Leader/Agent")),
    "porte-voix-a-12-jetons": lambda: (porte_voix_a_12(), Question(
        "« La Porte-Voix » porte déjà 12 jetons. Les Dragonflies utilisent son Action. Qui a gagné ensuite ?",
        answer=lambda g: _then(UseAction("porte_voix"))(g).winner(),
        choices=lambda g: [None, "rebels", "government"], words=_who_words,
        play=_then(UseAction("porte_voix")), section="Précisions (Mettre des jetons sur un leader)")),
    "credits-avec-la-mecene": lambda: (mecene_en_jeu(), Question(
        "Les Dragonflies (3 crédits, « La Mécène » en jeu) piochent deux fois, puis le NCG aussi. Combien de "
        "crédits les Dragonflies ont-ils quand leur tour suivant leur demande leur première action ?",
        answer=lambda g: _until_turn_of(g, REBELS).state.credits[REBELS],
        play=lambda g: _until_turn_of(g, REBELS), section="Utiliser une action de Leader/Agent (Note)")),
    "qui-ordonne-les-capacites": lambda: (commissaire_et_indic(), Question(
        "Deux agents automatiques vont agir au début du tour du NCG (règle par défaut start_order=\"owner_chooses\"). "
        "Après les deux pioches des Dragonflies, qui doit répondre ?",
        answer=lambda g: _who_decides(_then(Draw(), Draw())(g)),
        choices=lambda g: [REBELS, GOVERNMENT], words=_who_words,
        play=_then(Draw(), Draw()), section="Utiliser une action de Leader/Agent (Note)")),
})


# ---------------------------------------------------------------------------- lesson 4: reactions and arrests

def arrestation_en_vue(credits: int = 3, video: bool = True, **rules: Any) -> Tomorrow2023Game:
    """Turn 2 (seed 9), the NCG to play: « La Porte-Voix » is in play with 4 tokens; the Dragonflies hold « Vidéo
    compromettante » and the two cards they drew (with ``video=False``, an empty hand), and have
    ``credits`` crédits; the NCG holds « Arrestation » (5 crédits) and has 6 crédits. ``rules``: named rulings
    changed from the default."""
    g = Tomorrow2023Game(Tomorrow2023Rules().replace(**rules), seed=9)
    g.edit("place", card="porte_voix", zone=f"play:{REBELS}", tokens=4)
    _hand(g, REBELS, "video_compromettante")
    _hand(g, GOVERNMENT, "arrestation")
    g.edit("credits", rebels=credits, government=6)
    g.play(Draw())
    g.play(Draw())
    if not video:
        _hand(g, REBELS)
    return g


def video_en_main() -> Tomorrow2023Game:
    """Turn 1 (seed 9), the Dragonflies to play: « Vidéo compromettante » (a reaction) is their only card in hand."""
    g = Tomorrow2023Game(seed=9)
    _hand(g, REBELS, "video_compromettante")
    return g


def censure_et_fuite() -> Tomorrow2023Game:
    """Turn 1 (seed 9), the Dragonflies to play with 5 crédits each side: the Dragonflies hold « Manifestation »
    and « Fuite de documents » (reaction to an agent played); the NCG holds « Censure » (reaction to a rebel
    event) and « Le Commissaire » (an agent)."""
    g = Tomorrow2023Game(seed=9)
    _hand(g, REBELS, "manifestation", "fuite_de_documents")
    _hand(g, GOVERNMENT, "censure", "commissaire")
    g.edit("credits", rebels=5, government=5)
    return g


def reaction_a_decider() -> Tomorrow2023Game:
    """``arrestation_en_vue()`` after the NCG has played « Arrestation » at « La Porte-Voix »: the Dragonflies are
    asked whether they react (they hold « Vidéo compromettante » and 3 crédits)."""
    g = arrestation_en_vue()
    g.play(Play("arrestation"))
    return g


def deux_leaders_exposes() -> Tomorrow2023Game:
    """Turn 2 (seed 9), the NCG to play, 6 crédits and « Arrestation » in hand: « La Porte-Voix » carries 5 tokens
    and « Le Hacker » 1; the Dragonflies hold no reaction."""
    g = Tomorrow2023Game(seed=9)
    g.edit("place", card="porte_voix", zone=f"play:{REBELS}", tokens=5)
    g.edit("place", card="hacker", zone=f"play:{REBELS}", tokens=1)
    _hand(g, GOVERNMENT, "arrestation")
    g.edit("credits", government=6)
    g.play(Draw())
    g.play(Draw())
    _hand(g, REBELS, *[c for c in g.state.zones[f"hand:{REBELS}"] if not g.cat[c].reaction])
    return g


def _porte_voix_sauvee(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool:
    return "porte_voix" in after.state.zones[f"play:{REBELS}"]


def _arrete(card: str) -> Callable[[Tomorrow2023Game, Tomorrow2023Game], bool | None]:
    def met(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool | None:
        if card in after.state.zones["score:1"]:
            return True
        asked = after.pending is not None and after.pending.kind == "arrest"
        can = ("arrestation" in after.state.zones[f"hand:{GOVERNMENT}"] and after.state.credits[GOVERNMENT] >= 5
               and _same_turn(before, after) and not after.state.zones["score:1"])
        return None if asked or can else False
    return met


_ZONES = {"play:0": "en jeu devant les Dragonflies", "score:1": "dans la zone de score du NCG",
          "discard:0": "dans la défausse des Dragonflies", "hand:0": "dans la main des Dragonflies"}


def _where(game: Tomorrow2023Game, card: str) -> str:
    return next(z for z, cards in game.state.zones.items() if card in cards)


EXERCISES.update({
    "sauver-la-porte-voix": lambda: (reaction_a_decider(), Goal(
        "Le NCG arrête « La Porte-Voix » (4 jetons). Sauvez-la.",
        _porte_voix_sauvee,
        hint="une arrestation se contre par une Réaction qui nomme l'arrestation, jouée maintenant, pendant le "
             "tour adverse",
        section="Précisions (Réaction)")),
    "arreter-le-plus-expose": lambda: (deux_leaders_exposes(), Goal(
        "Pour le NCG : arrêtez le leader dont l'arrestation coûte le plus d'influence aux rebelles.",
        _arrete("porte_voix"),
        hint="les jetons d'un leader arrêté sont défaussés : le plus chargé est celui qui coûte le plus",
        section="Précisions (Arrestations)")),
    "influence-apres-l-arrestation": lambda: (arrestation_en_vue(), Question(
        "Les Dragonflies ne réagissent pas à l'« Arrestation » de « La Porte-Voix » (4 jetons). Quelle est leur "
        "influence ensuite ?",
        answer=lambda g: _then(Play("arrestation"), NoReaction())(g).influence(),
        play=_then(Play("arrestation"), NoReaction()), section="Précisions (Arrestations)")),
    "reaction-sans-credits": lambda: (arrestation_en_vue(credits=0), Question(
        "Même scène, mais les Dragonflies n'ont plus aucun crédit. Le NCG joue « Arrestation ». Où finit « La "
        "Porte-Voix » ?",
        answer=lambda g: _where(_until_turn_of(_then(Play("arrestation"))(g), REBELS), "porte_voix"),
        choices=lambda g: list(_ZONES), words=lambda z: _ZONES.get(z, z),
        play=lambda g: _then(Play("arrestation"))(g), section="Précisions (Réaction)")),
})


# ---------------------------------------------------------------------------- lesson 5: end of the game

def treize_d_influence() -> Tomorrow2023Game:
    """Turn 1 (seed 4): 13 influence tokens in front of the Dragonflies, « Tract » (1 crédit, +2) their only card
    in hand; the NCG's hand is empty (no reaction can stop « Tract »)."""
    g = Tomorrow2023Game(seed=4)
    g.edit("pool", n=13)
    _hand(g, REBELS, "tract")
    _hand(g, GOVERNMENT)
    return g


def onze_d_influence() -> Tomorrow2023Game:
    """Turn 1 (seed 4): 11 influence tokens in front of the Dragonflies; they hold « Tract » (1 crédit, +2) and
    « Manifestation » (3 crédits, +4) and have 3 crédits; the NCG's hand holds no « Censure »."""
    g = Tomorrow2023Game(seed=4)
    g.edit("pool", n=11)
    _hand(g, REBELS, "tract", "manifestation")
    _hand(g, GOVERNMENT, *[c for c in g.state.zones[f"hand:{GOVERNMENT}"] if c != "censure"])
    return g


def deux_leaders_arretes() -> Tomorrow2023Game:
    """Turn 2 (seed 4), the NCG to play with « Arrestation » in hand and 5 crédits: « La Porte-Voix » and « Le
    Hacker » are already in the NCG's zone de score; « La Mécène » (no tokens) is the last leader in play; the
    Dragonflies hold no reaction."""
    g = Tomorrow2023Game(seed=4)
    g.edit("place", card="porte_voix", zone="score:1")
    g.edit("place", card="hacker", zone="score:1")
    g.edit("place", card="mecene", zone=f"play:{REBELS}")
    _hand(g, GOVERNMENT, "arrestation")
    g.edit("credits", government=5)
    g.play(Draw())
    g.play(Draw())
    _hand(g, REBELS, *[c for c in g.state.zones[f"hand:{REBELS}"] if not g.cat[c].reaction])
    return g


def les_deux_conditions() -> Tomorrow2023Game:
    """Turn 1 (seed 4) under the variant influence_counts="banked": the three leaders are in the NCG's zone de
    score and 15 influence tokens are in front of the rebels; the game ends at the next check."""
    g = Tomorrow2023Game(Tomorrow2023Rules().replace(influence_counts="banked"), seed=4)
    for leader in ("porte_voix", "hacker", "mecene"):
        g.edit("place", card=leader, zone="score:1")
    g.edit("pool", n=15)
    return g


def victoire_a_12() -> Tomorrow2023Game:
    """Turn 1 (seed 4) under the variant of lesson 5's last cell (influence_to_win=12): 10 influence tokens in
    front of the Dragonflies, « Tract » (+2) in hand, 3 crédits; the NCG's hand holds no « Censure »."""
    g = Tomorrow2023Game(Tomorrow2023Rules().replace(influence_to_win=12), seed=4)
    g.edit("pool", n=10)
    _hand(g, REBELS, "tract")
    _hand(g, GOVERNMENT, *[c for c in g.state.zones[f"hand:{GOVERNMENT}"] if c != "censure"])
    return g


def _gagne(side: str, card: str) -> Callable[[Tomorrow2023Game, Tomorrow2023Game], bool | None]:
    def met(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool | None:
        if after.is_over:
            return _winner(after) == side
        seat = REBELS if side == "rebels" else GOVERNMENT
        can = card in after.state.zones[f"hand:{seat}"] and after.state.credits[seat] >= after.cat[card].cost
        asked = after.pending is not None and after.pending.kind != "action" and after.pending.who == seat
        return None if asked or (_same_turn(before, after) and can) else False
    return met


EXERCISES.update({
    "gagner-ce-tour-ci": lambda: (onze_d_influence(), Goal(
        "Les Dragonflies ont 11 influence : gagnez la partie ce tour-ci.",
        _gagne("rebels", "manifestation"),
        hint="il faut 15 : « Tract » n'en donne que 2, et après lui il ne reste plus de quoi payer « Manifestation »",
        section="Fin de partie")),
    "le-troisieme-leader": lambda: (deux_leaders_arretes(), Goal(
        "Pour le NCG : deux leaders sont déjà arrêtés. Gagnez la partie.",
        _gagne("government", "arrestation"),
        hint="le NCG gagne quand les 3 leaders sont arrêtés : il en reste un en jeu",
        section="Fin de partie")),
    "les-deux-a-la-fois": lambda: (les_deux_conditions(), Question(
        "Les rebelles ont 15 influence et leurs 3 leaders sont arrêtés (variante influence_counts=\"banked\"). "
        "Les Dragonflies piochent. Qui gagne ?",
        answer=lambda g: _winner(_then(Draw())(g)),
        choices=lambda g: ["rebels", "government", None], words=_who_words,
        play=_then(Draw()), section="Fin de partie")),
    "victoire-a-12": lambda: (victoire_a_12(), Question(
        "Variante : les rebelles gagnent à 12 influence. Ils en ont 10 et jouent « Tract » (+2). Qui a gagné "
        "ensuite ?",
        answer=lambda g: _then(Play("tract"))(g).winner(),
        choices=lambda g: [None, "rebels", "government"], words=_who_words,
        play=_then(Play("tract")), section="Fin de partie")),
})


# ---------------------------------------------------------------------------- lesson 6: customising a deck

def paquet_recuperation_sabotage() -> Tomorrow2023Game:
    """Turn 1 of a game (seed 21) where the Dragonflies play a customised deck: the box's, with « Récupération »
    (take a card back from your défausse) and « Sabotage » (discard an agent in play) instead of « Appel à la
    grève » and « Collecte de fonds ». Their first action: « Manifestation » is in their défausse, « Récupération » and
    « Sabotage » in hand, 3 crédits; « Le Commissaire » and « L'Indic » are in play for the NCG, whose hand holds
    no reaction."""
    rebels = [c for c in box_deck(REBELS) if c not in ("appel_a_la_greve", "collecte_de_fonds")]
    g = Tomorrow2023Game(seed=21, decks={"rebels": rebels + ["recuperation", "sabotage"],
                                         "government": box_deck(GOVERNMENT)})
    _hand(g, GOVERNMENT, *[c for c in g.state.zones[f"hand:{GOVERNMENT}"] if not g.cat[c].reaction])
    g.edit("place", card="commissaire", zone=f"play:{GOVERNMENT}")
    g.edit("place", card="indic", zone=f"play:{GOVERNMENT}")
    g.edit("place", card="manifestation", zone=f"discard:{REBELS}")
    _hand(g, REBELS, "recuperation", "sabotage")
    g.edit("credits", rebels=3)
    return g


def paquets_de_la_lecon_6() -> Tomorrow2023Game:
    """The game of lesson 6 (seed 21): the Dragonflies play « L'Étudiante » and « L'Avocate » instead of « La
    Porte-Voix » and « Collecte de fonds »; the NCG « Contre-enquête » and « Désinformation » instead of
    « Subventions » and « Écoutes ». The decks a game was set up with are in ``game.setup["decks"]``."""
    rebels = [c for c in box_deck(REBELS) if c not in ("porte_voix", "collecte_de_fonds")] + ["etudiante", "avocate"]
    ncg = [c for c in box_deck(GOVERNMENT) if c not in ("subventions", "ecoutes")] + ["contre_enquete",
                                                                                       "desinformation"]
    return Tomorrow2023Game(seed=21, decks={"rebels": rebels, "government": ncg})


def _accepted(side: str, deck: list[str]) -> str:
    try:
        validate_deck(side, deck)
    except TabletopError:
        return "refusé"
    return "accepté"


def _swap(game: Tomorrow2023Game, side: str, out: str, into: str) -> list[str]:
    return [into if c == out else c for c in game.setup["decks"][side]]


def _card_back(card: str) -> Callable[[Tomorrow2023Game, Tomorrow2023Game], bool | None]:
    def met(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool | None:
        if card in after.state.zones[f"hand:{REBELS}"]:
            return True
        asked = after.pending is not None and after.pending.kind == "salvage"
        can = "recuperation" in after.state.zones[f"hand:{REBELS}"] and _same_turn(before, after)
        return None if asked or can else False
    return met


def _agent_out(card: str) -> Callable[[Tomorrow2023Game, Tomorrow2023Game], bool | None]:
    def met(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool | None:
        if card not in after.state.zones[f"play:{GOVERNMENT}"]:
            return True
        asked = after.pending is not None and after.pending.kind == "agent"
        can = "sabotage" in after.state.zones[f"hand:{REBELS}"] and after.state.credits[REBELS] >= 2 and \
            _same_turn(before, after) and len(after.state.zones[f"play:{GOVERNMENT}"]) == 2
        return None if asked or can else False
    return met


EXERCISES.update({
    "reprendre-la-manifestation": lambda: (paquet_recuperation_sabotage(), Goal(
        "Avec une carte à l'icône de personnalisation, reprenez « Manifestation » dans votre main.",
        _card_back("manifestation"),
        hint="« Récupération » reprend une carte de votre défausse : jouez-la, puis choisissez la bonne carte",
        section="Personnaliser son deck")),
    "saboter-le-commissaire": lambda: (paquet_recuperation_sabotage(), Goal(
        "Débarrassez-vous du « Commissaire », l'agent qui retire des jetons à vos leaders (l'Indic peut rester).",
        _agent_out("commissaire"),
        hint="« Sabotage » défausse l'agent de votre choix : jouez-le et choisissez le Commissaire",
        section="Personnaliser son deck")),
    "une-troisieme-carte-a-icone": lambda: (paquets_de_la_lecon_6(), Question(
        "Dans le paquet des Dragonflies de cette partie (déjà « L'Étudiante » et « L'Avocate », deux cartes à "
        "l'icône), on remplace « Tract » par « Sabotage », une carte à l'icône. Le paquet est-il accepté ?",
        answer=lambda g: _accepted("rebels", _swap(g, "rebels", "tract", "sabotage")),
        choices=lambda g: ["accepté", "refusé"], section="Personnaliser son deck")),
    "une-arrestation-pour-une-autre": lambda: (paquets_de_la_lecon_6(), Question(
        "Dans le paquet du NCG de cette partie (3 arrestations, 2 agents, déjà 2 cartes à l'icône), on remplace "
        "« Rafle » (arrestation) par « Perquisition » (arrestation à l'icône). Le paquet est-il accepté ?",
        answer=lambda g: _accepted("government", _swap(g, "government", "rafle", "perquisition")),
        choices=lambda g: ["accepté", "refusé"], section="Personnaliser son deck")),
    "un-troisieme-agent": lambda: (paquets_de_la_lecon_6(), Question(
        "Et si le NCG remplaçait plutôt « Désinformation » par « Le Drone » (un agent) ? Le paquet est-il "
        "accepté ?",
        answer=lambda g: _accepted("government", _swap(g, "government", "desinformation", "drone")),
        choices=lambda g: ["accepté", "refusé"], section="Personnaliser son deck")),
})


# ---------------------------------------------------------------------------- lesson 7: balance

def douze_d_influence() -> Tomorrow2023Game:
    """Turn 2 (seed 2), the NCG to play with « Arrestation » and « Propagande » (rebels lose 2 influence) in hand
    and 6 crédits: the rebels hold 12 influence, 6 tokens on « La Porte-Voix », 2 on « Le Hacker » and 4 in front
    of them; their hand holds no reaction."""
    g = Tomorrow2023Game(seed=2)
    g.edit("place", card="porte_voix", zone=f"play:{REBELS}", tokens=6)
    g.edit("place", card="hacker", zone=f"play:{REBELS}", tokens=2)
    g.edit("pool", n=4)
    _hand(g, GOVERNMENT, "arrestation", "propagande")
    g.edit("credits", government=6)
    g.play(Draw())
    g.play(Draw())
    _hand(g, REBELS, *[c for c in g.state.zones[f"hand:{REBELS}"] if not g.cat[c].reaction])
    return g


def course_a_15() -> Tomorrow2023Game:
    """Turn 1 (seed 2): the rebels hold 10 influence (6 tokens on « La Porte-Voix », ready, and 4 in front of
    them); in hand « Tract » (+2) and « Collecte de fonds » (+2 crédits), 1 crédit; the NCG's hand holds no
    « Censure »."""
    g = Tomorrow2023Game(seed=2)
    g.edit("place", card="porte_voix", zone=f"play:{REBELS}", tokens=6)
    g.edit("pool", n=4)
    _hand(g, REBELS, "tract", "collecte_de_fonds")
    _hand(g, GOVERNMENT, *[c for c in g.state.zones[f"hand:{GOVERNMENT}"] if c != "censure"])
    g.edit("credits", rebels=1)
    return g


def victoire_a_18() -> Tomorrow2023Game:
    """Turn 1 (seed 2) under the variant influence_to_win=18 with the default empty_supply="capped": all 15
    influence tokens of the box are in front of the rebels; « Tract » (+2) in hand."""
    g = Tomorrow2023Game(Tomorrow2023Rules().replace(influence_to_win=18), seed=2)
    g.edit("pool", n=15)
    _hand(g, REBELS, "tract")
    _hand(g, GOVERNMENT, *[c for c in g.state.zones[f"hand:{GOVERNMENT}"] if c != "censure"])
    return g


def le_ncg_commence() -> Tomorrow2023Game:
    """A game (seed 2) set up with first_player=1, the variant lesson 7 measures."""
    return Tomorrow2023Game(Tomorrow2023Rules().replace(first_player=1), seed=2)


def arrestation_a_3_credits() -> Tomorrow2023Game:
    """Lesson 7's last cell as a scene (seed 2): « Arrestation » costs 3 crédits instead of 5 (our own card data
    replaces the box's card of the same name); turn 2, the NCG to play with « Arrestation » in hand and 3 crédits;
    « La Porte-Voix » is in play with 2 tokens."""
    base = cards()["arrestation"]
    cheaper = [dict({k: getattr(base, k) for k in ("name", "fr", "en", "side", "kind", "effect", "args", "arrest")},
                    cost=3)]
    g = Tomorrow2023Game(seed=2, cards=cheaper)
    g.edit("place", card="porte_voix", zone=f"play:{REBELS}", tokens=2)
    _hand(g, GOVERNMENT, "arrestation")
    g.edit("credits", government=3)
    g.play(Draw())
    g.play(Draw())
    _hand(g, REBELS, *[c for c in g.state.zones[f"hand:{REBELS}"] if not g.cat[c].reaction])
    return g


def _influence_au_plus(n: int) -> Callable[[Tomorrow2023Game, Tomorrow2023Game], bool | None]:
    def met(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool | None:
        if after.influence() <= n:
            return True
        asked = after.pending is not None and after.pending.kind == "arrest"
        return None if asked else False
    return met


def _quinze_ce_tour(before: Tomorrow2023Game, after: Tomorrow2023Game) -> bool | None:
    if after.is_over:
        return _winner(after) == "rebels"
    if not _same_turn(before, after):
        return False
    best = 0
    if "porte_voix" in after.state.zones[f"play:{REBELS}"] and "porte_voix" not in after.state.used:
        best = 3
    if "tract" in after.state.zones[f"hand:{REBELS}"] and after.state.credits[REBELS] >= 1:
        best = max(best, 2)
    return None if after.influence() + best >= after.rules.influence_to_win else False


def _yes_no(x: Any) -> str:
    return "oui" if x else "non"


EXERCISES.update({
    "faire-retomber-l-influence": lambda: (douze_d_influence(), Goal(
        "Pour le NCG : les rebelles ont 12 influence. Faites-la retomber à 6 ou moins d'un seul coup.",
        _influence_au_plus(6),
        hint="« Propagande » n'en retire que 2 ; une arrestation défausse tous les jetons du leader arrêté",
        section="Précisions (Arrestations)")),
    "course-a-15": lambda: (course_a_15(), Goal(
        "Les rebelles ont 10 influence : atteignez 15 ce tour-ci, avant que le NCG ne puisse répondre.",
        _quinze_ce_tour,
        hint="deux actions : l'Action de « La Porte-Voix » (+3) et « Tract » (+2, 1 crédit) font juste 15",
        section="Fin de partie")),
    "au-dela-de-15": lambda: (victoire_a_18(), Question(
        "Variante : victoire à 18 influence. Les 15 jetons influence de la boîte sont devant les rebelles ; ils "
        "jouent « Tract » (+2). Quelle est leur influence ensuite ?",
        answer=lambda g: _then(Play("tract"))(g).influence(),
        play=_then(Play("tract")), section="Matériel")),
    "qui-joue-en-premier": lambda: (le_ncg_commence(), Question(
        "Variante first_player=1, celle que mesure ce cahier. Qui doit faire la première action de la partie ?",
        answer=_who_decides, choices=lambda g: [REBELS, GOVERNMENT], words=_who_words,
        section="Mise en place")),
    "arrestation-a-3-credits": lambda: (arrestation_a_3_credits(), Question(
        "« Arrestation » coûte ici 3 crédits au lieu de 5. Le NCG a 3 crédits : peut-il arrêter « La Porte-Voix » "
        "ce tour-ci ?",
        answer=lambda g: Play("arrestation") in g.legal_actions(),
        choices=lambda g: [True, False], words=_yes_no, section="Jouer une carte")),
})

EXERCISES.update(_lesson1("fr"))
EXERCISES.update(_lesson1("en"))


def exercise(name: str) -> tuple[Any, Any]:
    """A fresh ``(scene, goal)`` or ``(scene, question)`` by name (see ``EXERCISES``)."""
    return lessons.exercise(EXERCISES, name)
