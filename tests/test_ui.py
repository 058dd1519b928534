"""Tests of tabletop_nb.ui against a small fake game built on the kernel (no real game needed).

"Duel": two seats, Ann and Bo. First each picks a secret number (hidden from the other). Then, for
three rounds, the player to act claims or marks one of three cells, buys gold, or ends the turn.
Claim and Mark both aim at a cell: a click on a cell means two actions (the board opens a menu).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import plotly.graph_objects as go
import pytest

from tabletop_nb.core import Action, EventBook, Game, IllegalAction, RandomPolicy, State, declared_games
from tabletop_nb.ui import (
    Board,
    Explorer,
    Stepper,
    TrackChart,
    app,
    chart_svg,
    distribution_figure,
    explore,
    seat_colours,
    table,
    track_colours,
    track_figure,
)
from tabletop_nb.ui import protocol as P
from tabletop_nb.ui._assets import front_end_file

REPO = Path(__file__).resolve().parents[1]
CELLS = ("a", "b", "c")
BOOK = EventBook()


@dataclass(frozen=True, repr=False)
class PickNumber(Action):
    n: int


@dataclass(frozen=True, repr=False)
class Claim(Action):
    cell: str


@dataclass(frozen=True, repr=False)
class Mark(Action):
    cell: str


@dataclass(frozen=True, repr=False)
class BuyGold(Action):
    pass


@dataclass(frozen=True, repr=False)
class EndTurn(Action):
    pass


class DuelState(State):
    def __init__(self) -> None:
        self.score = [0, 0]
        self.gold = [0, 0]
        self.secret = [None, None]
        self.owner: dict[str, int | None] = {c: None for c in CELLS}
        self.round = 0
        self.started = False
        self.pending = None
        self.over = False
        self.result = None


@BOOK.define("picked", "Duel 1: Secrets", "{who} picks {n}", hidden="{who} picks a secret number")
def _picked(s: DuelState, e: Any) -> None:
    s.secret[e.data["seat"]] = e.data["n"]


@BOOK.define("setup", "Duel 0: Setup", "The duel is set up")
def _setup(s: DuelState, e: Any) -> None:
    s.score = [10, 10]  # a track that only means something after setup: the chart must not jump


@BOOK.define("claimed", "Duel 2: Cells", "{who} claims cell {cell}")
def _claimed(s: DuelState, e: Any) -> None:
    s.owner[e.data["cell"]] = e.data["seat"]
    s.score[e.data["seat"]] += 2


@BOOK.define("marked", "Duel 2: Cells", "{who} marks cell {cell}")
def _marked(s: DuelState, e: Any) -> None:
    s.score[e.data["seat"]] += 1


@BOOK.define("bought", "Duel 3: Gold", "{who} buys gold")
def _bought(s: DuelState, e: Any) -> None:
    s.gold[e.data["seat"]] += 1


@BOOK.define("round", "Duel 4: Rounds", "Round {n} begins")
def _round(s: DuelState, e: Any) -> None:
    s.round = e.data["n"]


class Duel(Game):
    key = "test-duel"
    title = "Duel"
    ACTIONS = {c.__name__: c for c in (PickNumber, Claim, Mark, BuyGold, EndTurn)}
    round_name = "round"

    def new_state(self) -> DuelState:
        return DuelState()

    def seats(self) -> list[str]:
        return ["Ann", "Bo"]

    def player_name(self, player: int | None) -> str | None:
        return None if player is None else ["Ann", "Bo"][player]

    def begin(self) -> None:
        self.emit(BOOK["setup"])
        self.schedule(("pick", (0,)))

    def step_pick(self, seat: int) -> None:
        self.ask(seat, "secret", "pick a secret number", "Duel 1: Secrets",
                 options=[PickNumber(n) for n in (1, 2, 3)], then="picked", args=(seat,))

    def answer_picked(self, action: PickNumber, seat: int) -> None:
        self.emit(BOOK["picked"], self.player_name(seat), seat=seat, n=action.n, seen_by=[seat])
        if seat == 0:
            self.schedule(("pick", (1,)))
        else:
            self.schedule(("round", (1,)))

    def step_round(self, n: int) -> None:
        if n > 3:
            best = max(self.state.score)
            self.end({"winner": [i for i in (0, 1) if self.state.score[i] == best]}, "The duel is over.")
            return
        self.emit(BOOK["round"], None, n=n)
        self.schedule(("turn", (0, n)), ("turn", (1, n)), ("round", (n + 1,)))

    def step_turn(self, seat: int, n: int) -> None:
        self.decide(seat, "act", "take an action or end your turn", "Duel 2: Cells")

    def actions_for(self, d: Any) -> list[Action]:
        free = [c for c in CELLS if self.state.owner[c] is None]
        return [Claim(c) for c in free] + [Mark(c) for c in free] + [BuyGold(), EndTurn()]

    def resolve(self, action: Action) -> None:
        seat = self.state.pending.who if self.state.pending else self._last_who
        who = self.player_name(seat)
        if isinstance(action, Claim):
            self.emit(BOOK["claimed"], who, seat=seat, cell=action.cell)
        elif isinstance(action, Mark):
            self.emit(BOOK["marked"], who, seat=seat, cell=action.cell)
        elif isinstance(action, BuyGold):
            self.emit(BOOK["bought"], who, seat=seat)

    def play(self, action: Action, *, trusted: bool = False) -> list[Any]:
        self._last_who = self.state.pending.who if self.state.pending else None
        return super().play(action, trusted=trusted)

    def describe_action(self, action: Action) -> str:
        if isinstance(action, Claim):
            return f"claim cell {action.cell}"
        if isinstance(action, Mark):
            return f"mark cell {action.cell}"
        if isinstance(action, PickNumber):
            return f"pick {action.n}"
        return {"BuyGold": "buy gold", "EndTurn": "end your turn"}[type(action).__name__]

    def targets(self) -> list[str]:
        if self.state.pending is None or self.state.pending.kind != "act":
            return []
        return [f"cell:{c}" for c in CELLS if self.state.owner[c] is None]

    def track_values(self, s: DuelState) -> dict[str, float]:
        return {"Score Ann": s.score[0], "Score Bo": s.score[1], "Gold Ann": s.gold[0], "Gold Bo": s.gold[1]}

    def track_groups(self) -> dict[str, tuple[str, str]]:
        return {"Score Ann": ("Score", "points"), "Score Bo": ("Score", "points"),
                "Gold Ann": ("Gold", "coins"), "Gold Bo": ("Gold", "coins")}

    def round_of(self, state: DuelState) -> int:
        return state.round

    def svg_for(self, seat: int | None = None) -> str:
        s = self.state
        live = set(self.targets()) if not self.frozen else set()
        cells = "".join(
            f"<rect data-target='cell:{c}' class='tnb-target{' tnb-live' if f'cell:{c}' in live else ''}' "
            f"x='{10 + 40 * i}' y='10' width='30' height='30' fill='{'#ccc' if s.owner[c] is None else '#333'}'/>"
            for i, c in enumerate(CELLS))
        secret = "" if seat is None else f"<text>my secret {s.secret[seat]}</text>"
        others = "" if seat is not None else f"<text>secrets {s.secret}</text>"
        return f"<svg xmlns='http://www.w3.org/2000/svg' width='140' height='50'>{cells}{secret}{others}</svg>"

    def svg(self) -> str:
        return self.svg_for(None)


def to_turns(game: Duel) -> Duel:
    game.play(PickNumber(2))
    game.play(PickNumber(3))
    return game


def front(board: Board, **msg: Any) -> None:
    """What the front-end does: a custom comm message routed through ipywidgets' dispatcher."""
    board._handle_custom_msg(msg, [])


# -- front-end files -------------------------------------------------------------------
def test_front_end_files_exist_and_are_loaded_as_text() -> None:
    js = (REPO / "widgets" / "board.js").read_text()
    css = (REPO / "widgets" / "board.css").read_text()
    assert "export default" in js and "model.send" in js and '"act"' in js and '"click"' in js
    assert ".tnb-panel" in css and ".tnb-board-message" in css
    assert front_end_file("board.js").read_text() == js
    assert Board._esm == js and Board._css == css
    assert TrackChart._esm == front_end_file("chart.js").read_text()


# -- protocol fallbacks ----------------------------------------------------------------
def test_targets_of_field_convention_and_actions_at_never_choose() -> None:
    game = to_turns(Duel())
    assert P.targets_of(game, Claim("a")) == ["cell:a"]
    assert P.targets_of(game, BuyGold()) == []
    meant = P.actions_at(game, "cell:a")
    assert meant == [Claim("a"), Mark("a")]  # both meanings, none chosen
    assert P.seats(game) == ["Ann", "Bo"]


def test_groups_put_end_turn_last_and_name_classes_in_words() -> None:
    game = to_turns(Duel())
    titles = [t for t, _ in P.grouped(game, game.legal_actions())]
    assert titles == ["Claim", "Mark", "Buy gold", "End turn"]


# -- the board and its panel -------------------------------------------------------------
def test_panel_lists_every_legal_action_grouped_with_who_and_rule() -> None:
    game = to_turns(Duel())
    board = Board(game)
    p = board.panel
    assert p["who"] == "Ann" and p["section"] == "Duel 2: Cells" and "end your turn" in p["prompt"]
    labels = [a[1] for g in p["groups"] for a in g["actions"]]
    assert labels == ["Claim cell a", "Claim cell b", "Claim cell c", "Mark cell a", "Mark cell b",
                      "Mark cell c", "Buy gold", "End your turn"]
    assert len(labels) == len(game.legal_actions())
    # hovering "claim cell b" lights cell:b; a click on cell:b means claim or mark
    claim_b = next(a for g in p["groups"] for a in g["actions"] if a[1] == "Claim cell b")
    assert claim_b[2] == ["cell:b"]
    assert sorted(board.actions_at("cell:b"), key=repr) == sorted([Claim("b"), Mark("b")], key=repr)
    assert board.targets == ["cell:a", "cell:b", "cell:c"]


def test_a_click_with_two_meanings_plays_nothing_and_names_both() -> None:
    game = to_turns(Duel())
    board = Board(game)
    n = len(game.log)
    front(board, type="click", target="cell:a")
    assert len(game.log) == n
    assert "claim cell a" in board.message.lower() and "mark cell a" in board.message.lower()


def test_button_plays_and_feedback_shows_its_sentences_with_rules() -> None:
    game = to_turns(Duel())
    board = Board(game)
    seen: list[Any] = []
    board.on_change(seen.append)
    i = board.actions().index(Mark("b"))
    front(board, type="act", index=i)
    assert game.state.score == [11, 10]
    assert board.feedback[0] == ["Ann marks cell b", "Duel 2: Cells"]
    assert seen and board.panel["who"] == "Bo"  # one action a turn in the duel


def _recording(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str, list[str]]]:
    """Every message a widget sends: (widget class, method, state keys or custom content)."""
    import ipywidgets

    sent: list[tuple[str, str, list[str]]] = []

    def record(widget: Any, msg: dict[str, Any], buffers: Any = None) -> None:
        keys = sorted(msg.get("state", {})) if "state" in msg else [repr(msg.get("content"))]
        sent.append((type(widget).__name__, msg["method"], keys))

    monkeypatch.setattr(ipywidgets.Widget, "_send", record)
    return sent


def test_a_front_end_message_is_answered_in_the_message_that_redraws(monkeypatch: pytest.MonkeyPatch) -> None:
    view = explore(to_turns(Duel()))
    sent = _recording(monkeypatch)
    answered = view.board.answered
    i = view.board.actions().index(Mark("b"))
    front(view.board, type="act", index=i)
    board = [m for m in sent if m[0] == "Board"]
    # one message: the redraw (board, panel, feedback, chart) and the answer; no separate "done"
    assert len(board) == 1 and board[0][1] == "update", sent
    assert {"answered", "panel", "feedback", "pictures"} <= set(board[0][2])
    assert view.board.answered == answered + 1
    assert sent[0][0] == "Board", "the board's message goes out before the stepper's"
    assert view.stepper.total == view.stepper.step == len(view.game.log)  # no event loop: told at once
    # a refused click is answered too (its message says why), still in one message
    sent.clear()
    front(view.board, type="click", target="cell:nowhere")
    assert [m[0] for m in sent] == ["Board"] and "answered" in sent[0][2] and "message" in sent[0][2]
    assert view.board.answered == answered + 2


def test_in_a_kernel_the_stepper_follows_on_the_next_turn_of_the_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    import asyncio

    view = explore(to_turns(Duel()))
    sent = _recording(monkeypatch)
    i = view.board.actions().index(Mark("b"))

    async def click() -> tuple[int, int]:
        front(view.board, type="act", index=i)
        before = view.stepper.total  # the answer is out; the stepper has not been told yet
        await asyncio.sleep(0)
        return before, view.stepper.total

    before, after = asyncio.run(click())
    assert before < len(view.game.log) == after == view.stepper.step
    names = [m[0] for m in sent]
    assert names[0] == "Board" and names.count("Board") == 1 and len(names) > 1, sent


def test_no_garbage_collection_between_a_click_and_its_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    import asyncio
    import gc

    view = explore(to_turns(Duel()))
    i = view.board.actions().index(Mark("b"))
    seen: list[bool] = []
    play = type(view.game).play

    def watched(self: Any, action: Action, **kw: Any) -> list[Any]:
        seen.append(gc.isenabled())
        return play(self, action, **kw)

    monkeypatch.setattr(type(view.game), "play", watched)

    async def click() -> tuple[bool, bool]:
        front(view.board, type="act", index=i)
        answered = gc.isenabled()  # the answer is out; the collector waits for the next turn
        await asyncio.sleep(0)
        return answered, gc.isenabled()

    assert gc.isenabled()
    assert asyncio.run(click()) == (False, True) and seen == [False]
    front(view.board, type="click", target="cell:nowhere")  # no event loop: back on at once
    assert gc.isenabled()
    gc.disable()  # a user who switched it off keeps it off
    try:
        front(view.board, type="click", target="cell:nowhere")
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_refused_action_shows_reason_and_rule_and_changes_nothing() -> None:
    game = to_turns(Duel())
    board = Board(game)
    game.play(Claim("a"))  # in another cell: the board is stale now
    n = len(game.log)
    front(board, type="act", index=0)
    assert len(game.log) == n and "another cell" in board.message
    board.act(PickNumber(1))  # not a legal answer now
    assert len(game.log) == n
    assert board.message_tone == "error" and "rule: Duel 2: Cells" in board.message


def test_click_on_an_unoffered_target_says_why() -> None:
    game = Duel()  # the secret picks: no cell is offered
    board = Board(game)
    front(board, type="click", target="cell:a")
    assert board.message_tone == "error" and "pick a secret number" in board.message


def test_snapshot_click_does_not_play_on_the_live_game() -> None:
    game = to_turns(Duel())
    view = explore(game)
    view.stepper.go(2)
    n = len(game.log)
    front(view.board, type="click", target="cell:a")
    front(view.board, type="act", index=0)
    assert len(game.log) == n
    assert "latest step to play" in view.board.message
    assert view.board.past and view.board.targets == []


# -- hidden information, bots, hot seat ------------------------------------------------
def test_seat_view_hides_the_other_secret_and_panel_only_for_that_seat() -> None:
    game = Duel()
    view = explore(game, seat=1, bots={0: RandomPolicy(3)})
    # Ann (a bot) picked already; Bo sees that she picked but not what
    assert game.pending.who == 1
    assert view.board.panel["who"] == "Bo" and view.board.panel["groups"]
    assert "secrets" not in view.board.svg and "my secret None" in view.board.svg
    view.act(PickNumber(1))
    texts = " ".join(t for t, _ in view.board.feedback)
    assert "Bo picks 1" in texts
    caption_steps = [view.stepper.caption(k) for k in range(1, len(game.log) + 1)]
    assert any("Ann picks a secret number" in c for c in caption_steps)
    assert not any(re.search(r"Ann picks \d", c) for c in caption_steps)


def test_hot_seat_covers_the_table_between_two_players() -> None:
    game = Duel()
    view = explore(game, hotseat=True)
    board = view.board
    assert board.covered and board.panel["cover"] == "Ann" and board.targets == []
    assert "Pass the device to Ann" in board.svg
    front(board, type="reveal")
    assert not board.covered and board.panel["who"] == "Ann"
    board.act(PickNumber(3))
    assert board.covered and board.panel["cover"] == "Bo"
    assert "secrets [" not in board.svg and "my secret" not in board.svg and board.feedback == []  # nothing of Ann's pick is left on screen
    assert "hidden" in view.stepper.line.value
    front(board, type="reveal")
    assert "my secret None" in board.svg  # Bo's own view
    assert all(not re.search(r"Ann picks \d", view.stepper.caption(k)) for k in range(len(game.log) + 1))


def test_a_whole_game_by_buttons_only_with_bots_on_the_other_seat() -> None:
    import random

    game = Duel()
    view = explore(game, seat=0, bots="random")
    rng = random.Random(1)
    for _ in range(200):
        if game.is_over:
            break
        acts = view.board.actions()
        assert acts, f"no button while {game.pending} waits"
        view.act(rng.randrange(len(acts)))
    assert game.is_over
    assert view.board.panel["over"] and view.stepper.step == len(game.log)


# -- stepper and chart -----------------------------------------------------------------
def test_stepper_follows_moves_and_moves_the_chart_marker() -> None:
    game = to_turns(Duel())
    view = explore(game)
    view.act(view.board.actions().index(Claim("c")))
    assert view.stepper.total == len(game.log) == view.stepper.step
    x_end = view.chart.picture
    view.stepper.back()
    assert view.stepper.step < len(game.log) and view.chart.picture != x_end


def test_chart_panels_by_group_rounds_on_x_no_setup_jump() -> None:
    game = to_turns(Duel())
    game.play(Claim("a"))
    svg, _ = chart_svg(game)
    assert "Score (points)" in svg and "Gold (coins)" in svg
    assert "Tracks by round" in svg and ">round</text>" in svg
    assert "step " in svg  # the step is in the points' tooltips
    # the setup step (score 0 -> 10) is before the first decision: the line starts at 10
    series = TrackChart(game).series()
    assert series.values["Score Ann"][0] == 0 and series.start > 1
    assert min(v for v in series.values["Score Ann"][series.start:] if v is not None) == 10


def test_chart_colours_follow_the_seat_and_board_palette() -> None:
    game = Duel()
    colours = seat_colours(game)
    lines = track_colours(game, ["Score Ann", "Gold Ann", "Score Bo"])
    assert lines["Score Ann"][0] == lines["Gold Ann"][0] == colours[0]
    assert lines["Score Bo"][0] == colours[1] != colours[0]


def test_tomorrow_threat_track_has_the_board_colours_in_the_chart() -> None:
    from tabletop_nb.tomorrow import TomorrowGame
    from tabletop_nb.tomorrow.svg import TRACK_COLOURS

    game = TomorrowGame(players=4, seed=1)
    lines = track_colours(game, list(game.tracks()))
    board = game.svg()
    for name in ("Life", "Death"):
        assert lines[name][0] == TRACK_COLOURS[name]
        assert f"fill='{TRACK_COLOURS[name]}'><title>{name} " in board  # the board's bar, same colour
    assert lines["Life"][0] != lines["Death"][0]


def test_chart_with_kernel_defaults_uses_steps() -> None:
    class Plain(Duel):
        key = "test-duel-plain"

        def round_of(self, state: Any) -> int:
            return 0

        def track_groups(self) -> dict[str, tuple[str, str]]:
            return Game.track_groups(self)

    game = to_turns(Plain())
    svg, _ = chart_svg(game)
    assert "Tracks by step" in svg and "(points)" not in svg and ">Score</text>" in svg


@pytest.mark.parametrize("key", sorted(declared_games()))
def test_chart_keeps_its_points_when_a_move_adds_one(key: str) -> None:
    """While the game goes on, a redraw after a move adds points and moves none: wherever the panels'
    frames (axes, ticks) and the room of the round under way stay as they were, every point drawn
    before is drawn again, unchanged. (With x as the share of the round under way, every point of that
    round moved at every step.) When the game ends, its last round is laid out to fill its width.

    Games of successive seeds are played until 150 moves: how often a frame stays as it was is the game's own (a
    short race whose every roll moves an axis keeps fewer than a long game), so the check must have run at least
    ten times, whatever the game."""
    from tabletop_nb.ui.charts import _room
    from tabletop_nb.ui.series import SeriesCache

    cache = SeriesCache()

    def room() -> tuple[int, int]:  # the round under way and the room it is drawn in
        rounds = cache.series(game).rounds
        last = len(rounds) - 1
        first = last
        while first > 0 and rounds[first - 1] == rounds[last]:
            first -= 1
        return rounds[last], _room(last - first + 1)

    cls = declared_games()[key]
    frames = re.compile(r"<g class='tnb-chart-frame'>.*?</g>")
    points = re.compile(r"<circle [^>]*>.*?</circle>")
    kept = compared = moves = 0
    for seed in range(3, 100):
        if moves >= 150:
            break
        game = cls(seed=seed, **dict(getattr(cls, "CONTRACT_SETUP", {})))
        policy = RandomPolicy(seed)
        before, _ = chart_svg(game)
        was = room()
        while moves < 150 and not game.is_over:
            game.play(policy(game))
            moves += 1
            now, _ = chart_svg(game)
            if frames.findall(now) == frames.findall(before) and room() == was and not game.is_over:
                compared += 1
                gone = set(points.findall(before)) - set(points.findall(now))
                assert not gone, f"step {len(game.log)}: {len(gone)} points moved or went, e.g. {sorted(gone)[0]}"
                kept += len(points.findall(before))
            before, was = now, room()
    assert compared >= 10 and kept >= compared  # the check above ran, and had points to check


def test_chart_unknown_track_is_refused() -> None:
    with pytest.raises(KeyError, match="no track named 'nope'"):
        TrackChart(Duel(), tracks=["nope"])


def test_track_and_distribution_figures_still_plotly() -> None:
    game = to_turns(Duel())
    fig = track_figure(game, tracks=["Score Ann"], step=2)
    assert isinstance(fig, go.Figure) and [t.name for t in fig.data] == ["Score Ann"]
    dist = distribution_figure([{"x": 1, "v": "a"}, {"x": 2, "v": "b"}], "x", by="v")
    assert len(dist.data) == 2


# -- static picture, reprs, tables, app -----------------------------------------------
def test_explorer_static_repr_shows_the_board_and_chart() -> None:
    game = to_turns(Duel())
    view = explore(game)
    bundle = view._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert data["text/plain"].startswith("Explorer(") and "<svg" in data["text/html"]
    assert "Run All" in data["text/html"] and "tnb-chart-svg" in data["text/html"]
    assert data["text/html"].startswith("<!--tnb-static-->") and data["text/html"].endswith("<!--/tnb-static-->")


def test_reprs_have_no_addresses() -> None:
    view = explore(to_turns(Duel()))
    for text in (repr(view), repr(view.board), repr(view.stepper), repr(view.chart)):
        assert not re.search(r"0x[0-9a-f]+", text), text
    assert repr(view.chart).startswith("TrackChart(game='Duel', tracks=['Score Ann'")


def test_table_html_and_text() -> None:
    t = table([{"seed": 1, "winner": "Ann"}, {"seed": 2, "winner": "<Bo>"}], caption="wins")
    html = t._repr_html_()
    assert "<th" in html and "&lt;Bo&gt;" in html and "wins" in html
    assert repr(t).splitlines()[1].startswith("seed")


def test_app_builds_a_game_with_the_chosen_seat_and_bots() -> None:
    a = app(Duel)
    assert isinstance(a.explorer, Explorer)
    assert a.explorer.board.seat == 0 and a.explorer.board.policies.keys() == {1}
    a.mode.value = "hotseat"
    view = a.new_game()
    assert view is not None and view.board.covered


def test_stepper_api_kept() -> None:
    game = to_turns(Duel())
    board = Board(game)
    stepper = Stepper(game, board=board)
    stepper.go(0)
    assert stepper.step == 0 and not board.live
    stepper.to_end()
    assert board.live and stepper.total == len(game.log)


# -- the real games' boards draw at every step ------------------------------------------
@pytest.mark.parametrize("make", ["tomorrow", "turmoil"])
def test_real_boards_draw_at_every_setup_step(make: str) -> None:
    if make == "tomorrow":
        from tabletop_nb.tomorrow import TomorrowGame

        game: Any = TomorrowGame(players=4)
    else:
        from tabletop_nb.turmoil import TurmoilGame

        game = TurmoilGame(players=["Kim", "Stanley"])
    for k in range(len(game.log) + 1):
        assert game.at(k).svg().startswith("<svg")
    view = explore(game)
    view.stepper.go(3)  # was an IndexError before the bio cards were dealt
    assert "<svg" in view.board.svg
    texts = re.findall(r"font-size='(\d+)'", game.svg())
    assert texts and min(int(t) for t in texts) >= 12


def test_tomorrow_board_draws_adjacency_and_names() -> None:
    from tabletop_nb.tomorrow import TomorrowGame
    from tabletop_nb.tomorrow.data import world_map

    game = TomorrowGame(players=4)
    svg = game.svg()
    pairs = {tuple(sorted((t.id, o))) for t in world_map().values() for o in t.adjacent}
    assert svg.count("<path d=") >= len(pairs)
    assert "1 pawns" not in svg and "sea lane" in svg
    assert "Canada: 1 pawn " in svg or "Canada: 1 pawn (" in svg


def test_illegal_index_is_refused() -> None:
    board = Board(to_turns(Duel()))
    board.act(99)
    assert board.message_tone == "error"
    with pytest.raises(IllegalAction):
        board.game.play(PickNumber(1))
