"""The per-card telemetry counts what the event log says: times, games, seat-games, seat wins."""

from tabletop_nb.core.events import Event, EventType
from tabletop_nb.lab.play import CardTelemetry

USED = EventType("used", "", "", lambda s, e: None)
DEALT = EventType("dealt", "", "", lambda s, e: None)


class _Log:
    def __init__(self, *events: Event) -> None:
        self.log = list(events)


def test_counts_per_card_game_and_seat() -> None:
    names = ["a", "b", "c"]
    first = _Log(Event(DEALT, None, {"cards": [["x", "y"], ["x"], []]}),  # a deal: one list per seat
                 Event(USED, "a", {"player": 0, "card": "x"}),
                 Event(USED, "a", {"player": 0, "card": "x"}),  # the same seat again: one seat-game
                 Event(USED, "b", {"card": "x"}),  # the seat named by who
                 Event(USED, None, {"card": "y"}),  # nobody's
                 Event(USED, None, {"note": "no card"}))
    second = _Log(Event(USED, "c", {"player": 2, "cards": ["x", "z", 5]}))  # not a name: skipped
    t = CardTelemetry()
    t.add(first, names, [0])
    t.add(second, names, [])
    assert t.table() == {
        ("dealt", "x"): [2, 1, 2, 1], ("dealt", "y"): [1, 1, 1, 1],
        ("used", "x"): [4, 2, 3, 1], ("used", "y"): [1, 1, 0, 0], ("used", "z"): [1, 1, 1, 0]}


def test_a_seat_beyond_the_bit_masks() -> None:
    t = CardTelemetry()
    t.add(_Log(Event(USED, None, {"player": 1000, "card": "x"}), Event(USED, None, {"player": 1000, "card": "x"})),
          [], [1000])
    assert t.table() == {("used", "x"): [2, 1, 1, 1]}
