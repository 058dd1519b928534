"""The tables setup builds once (the cards in play, the seating) equal what it would build for each game."""

from tabletop_nb.tomorrow import TomorrowGame
from tabletop_nb.tomorrow.data import powers
from tabletop_nb.tomorrow.flow import Seating, cards_in_play


def test_the_cards_in_play_are_shared_and_equal_a_fresh_reading() -> None:
    for players in (4, 5, 6):
        a, b = TomorrowGame(players=players, seed=1), TomorrowGame(players=players, seed=2)
        assert a.in_play is b.in_play  # built once for the shipped tables and these sets
        fresh = cards_in_play(a.card_tables({"players": players}), ["base"])
        assert a.in_play == fresh
        assert fresh.bio_names == sorted(fresh.bios)
        for p in a.seating:
            assert fresh.objective_names[p] == [o.name for o in fresh.objs.values() if o.power == p]


def test_a_users_own_cards_get_their_own_tables() -> None:
    mine = {"name": "Just Mine", "power": "usa", "annihilate": {"orange": 1, "other": 2}, "protect": {"usa": 5, "other": 1}}
    shipped = TomorrowGame(players=4, seed=1)
    own = TomorrowGame(players=4, seed=1, cards={"objectives": [mine]})
    assert own.in_play is not shipped.in_play
    assert "Just Mine" in own.in_play.objective_names["usa"] and "Just Mine" not in shipped.in_play.objective_names["usa"]
    assert TomorrowGame(players=4, seed=3).in_play is shipped.in_play  # the user's cards did not replace ours


def test_the_seating_equals_the_player_aids() -> None:
    pw = powers()
    for players in (4, 5, 6):
        g = TomorrowGame(players=players, seed=0)
        aids = [pw[p] for p in g.seating]
        assert g.table == Seating(g.seating, [a.name for a in aids], {a.capital: i for i, a in enumerate(aids)},
                                  {a.capital: a.global_impact for a in aids}, [a.nuke_range for a in aids],
                                  [a.control_markers for a in aids], [a.nukes for a in aids],
                                  [[c.id for c in a.resources] for a in aids])
        assert g.names == [a.name for a in aids] and g.capitals == {a.capital: i for i, a in enumerate(aids)}
