"""pydraughts' HubEngine (PyPI pydraughts 0.6.7) drives `shashki hub` (INTERFACES.md §6).

Complete games in every variant pydraughts and we both play, the engine against itself and
against random moves, with every kind of `level` pydraughts sends (depth, nodes, move time,
clock), and endings our draw rules end before pydraughts' do: pydraughts is the referee and the
engine plays on to its end. Every engine move must be legal for pydraughts (which builds it from
the engine's `done` line), and pydraughts must log no protocol warning. The engine runs with
`--pydraughts`: pydraughts numbers russian, brazilian and turkish moves from a1 and writes its
english board from the side that moves first. Run by scripts/pydraughts-test.sh, which sets
SHASHKI_BIN to the release binary.
"""

import logging
import os
import random
import threading
import time

import draughts
import pytest
from draughts.engine import HubEngine, Limit

SHASHKI = os.environ.get("SHASHKI_BIN", "target/release/shashki")
MAX_PLIES = 1000  # pydraughts' draw rules end every game long before this.
CUT = 300  # plies of a self-play game in every variant, to keep the run short

# Every variant of pydraughts 0.6.7 that `shashki hub` plays too: (pydraughts' name, ours).
# pydraughts' other one, frysk!, is not ours.
SHARED = [
    ("standard", "international"),
    ("russian", "russian"),
    ("brazilian", "brazilian"),
    ("english", "english"),
    ("italian", "italian"),
    ("turkish", "turkish"),
    ("frisian", "frisian"),
    ("antidraughts", "antidraughts"),
    ("breakthrough", "breakthrough"),
]


class Warnings(logging.Handler):
    """Collects what pydraughts logs at warning level: unexpected or `error` lines."""

    def __init__(self):
        super().__init__(level=logging.WARNING)
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())


@pytest.fixture
def warnings():
    handler = Warnings()
    logger = logging.getLogger("pydraughts")
    logger.addHandler(handler)
    yield handler.messages
    logger.removeHandler(handler)


def start(variant):
    """A HubEngine on `shashki hub --pydraughts`, handshake done, variant set."""
    engine = HubEngine([SHASHKI, "hub", "--pydraughts"])
    assert engine.id.get("name") == "shashki"
    assert {ours for _, ours in SHARED} | {"normal"} <= engine.variants
    engine.configure({"variant": variant})
    engine.init()
    engine.ping()
    return engine


def stop(engine):
    engine.quit()
    assert engine.p.wait(timeout=10) == 0
    assert engine.p.stdout.read() == "", "nothing after quit"


def engine_move(engine, board, limit):
    """The engine's move, checked legal by pydraughts."""
    legal = [m.board_move for m in board.legal_moves()]
    try:
        result = engine.play(board, limit, ponder=False)
    except (KeyError, ValueError, IndexError) as e:  # `done` named no legal move
        pytest.fail(f"no legal engine move ({e!r}) in {board.fen}")
    assert result.move.board_move in legal, f"{result.move.hub_move} in {board.fen}"
    if result.ponder is not None:
        after = board.copy().push(result.move)
        assert result.ponder.board_move in [m.board_move for m in after.legal_moves()]
    return result


def play(engine, variant, limits, seed=None, fen="startpos", cut=None):
    """One game refereed by pydraughts, from `fen`; `limits` maps a side (WHITE, BLACK) to its
    Limit, or to None for a random mover. Returns (plies, winner); winner None when the game
    was cut after `cut` plies (else it must end by pydraughts' rules)."""
    board = draughts.Board(variant, fen)
    rng = random.Random(seed)
    clocks = {}
    plies = 0
    while not board.is_over():
        if plies == cut:
            return plies, None
        assert plies < MAX_PLIES, "the game did not end"
        limit = limits[board.turn]
        if limit is None:
            move = rng.choice(board.legal_moves())
        elif callable(limit):
            move = limit(board, clocks)
        else:
            move = engine_move(engine, board, limit).move
        board.push(move)
        plies += 1
    return plies, board.winner()


def clocked(engine, initial, inc):
    """A mover on a clock of `initial` seconds plus `inc` a move, which must never fall."""

    def move(board, clocks):
        left = clocks.setdefault(board.turn, initial)
        began = time.monotonic()
        result = engine_move(engine, board, Limit(time=left, inc=inc))
        left += inc - (time.monotonic() - began)
        assert left > 0, "the engine lost on time"
        clocks[board.turn] = left
        return result.move

    return move


RESULTS = []


def record(variant, kind, plies, winner):
    names = {draughts.WHITE: "white", draughts.BLACK: "black", 0: "draw", None: "cut"}
    RESULTS.append((variant, kind, plies, names[winner]))
    print(f"\n{variant}: {kind}: {plies} plies, {names[winner]}")


W, B = draughts.WHITE, draughts.BLACK


@pytest.mark.parametrize("variant,hub_name", [("standard", "normal"), ("russian", "russian")])
def test_self_play_games_are_complete_and_legal(variant, hub_name, warnings):
    engine = start(hub_name)
    plies, winner = play(engine, variant, {W: Limit(movetime=0.03), B: Limit(depth=4)})
    record(variant, "self-play, move-time 0.03 s vs depth 4", plies, winner)
    plies, winner = play(engine, variant, {W: Limit(nodes=3000), B: Limit(nodes=3000)})
    record(variant, "self-play, 3000 nodes each", plies, winner)
    stop(engine)
    assert warnings == []


@pytest.mark.parametrize("variant,hub_name", SHARED)
def test_every_shared_variant_plays_a_complete_game(variant, hub_name, warnings):
    engine = start(hub_name)
    plies, winner = play(engine, variant, {W: Limit(depth=3), B: Limit(nodes=2000)}, cut=CUT)
    record(variant, f"self-play, depth 3 vs 2000 nodes (cut at {CUT})", plies, winner)
    stop(engine)
    assert warnings == []


# Endings our rules call drawn before pydraughts' do (pydraughts' FEN, a1-first for 8x8). In
# each a real game went on past our draw: the engine must go on playing what the referee asks.
ENDINGS = [
    # FMJD-64 7.2.8: king and man against a lone king, drawn after the strong side's fifth
    # move; pydraughts counts 10 plies from the last capture, so it asks for one move more.
    ("russian", "W:WKa1,c1:BKh6"),
    # FMJD: king and man against a lone king, 5 moves; pydraughts counts king moves only, so
    # White's man moves (41-36, 36-31) put its end later. The current binary refused the pos
    # at move 10 and answered a move of the position before it (KeyError in pydraughts).
    ("standard", "W:WK4,41:BK50"),
    # Turkish (RULES.md §9): one piece against one is drawn at once; pydraughts after
    # two moves each.
    ("turkish", "W:Wa3:Bh6"),
]


@pytest.mark.parametrize("variant,fen", ENDINGS)
def test_an_ending_our_rules_call_drawn_is_played_to_the_referees_end(variant, fen, warnings):
    engine = start(dict(SHARED)[variant])
    plies, winner = play(engine, variant, {W: Limit(depth=4), B: Limit(depth=4)}, fen=fen)
    record(variant, f"from {fen}, depth 4 each", plies, winner)
    stop(engine)
    assert warnings == []


@pytest.mark.parametrize(
    "variant,hub_name",
    [("standard", "international"), ("russian", "russian"), ("brazilian", "brazilian")],
)
def test_the_engine_beats_random_moves_with_either_colour(variant, hub_name, warnings):
    engine = start(hub_name)
    plies, winner = play(engine, variant, {W: Limit(depth=3), B: None}, seed=1)
    record(variant, "engine (depth 3) vs random", plies, winner)
    assert winner == W
    plies, winner = play(engine, variant, {W: None, B: clocked(engine, 3.0, 0.05)}, seed=2)
    record(variant, "random vs engine (clock 3 s + 0.05 s)", plies, winner)
    assert winner == B
    stop(engine)
    assert warnings == []


def test_ponder_hit_turns_a_ponder_search_into_a_move(warnings):
    engine = start("normal")
    board = draughts.Board("standard")
    answer = {}

    def ponder():
        answer["move"] = engine.go(board._game.initial_hub_fen, movetime=0.05, ponder=True)

    searcher = threading.Thread(target=ponder)
    searcher.start()
    searcher.join(timeout=0.5)
    assert searcher.is_alive(), "a ponder search waits for ponder-hit"
    engine.ponderhit()
    searcher.join(timeout=10)
    assert not searcher.is_alive()
    best, _ = answer["move"]
    assert best in [m.hub_move for m in board.legal_moves()]
    stop(engine)
    assert warnings == []


def test_stop_ends_an_infinite_analysis(warnings):
    # HubEngine.go always sends a finite level, so the infinite analysis is sent by hand.
    engine = start("russian")
    board = draughts.Board("russian")
    board.push(draughts.Move(board, hub_move="9-13"))
    engine.send(f'pos pos={board._game.initial_hub_fen} moves="9-13"')
    engine.send("level infinite")
    engine.send("go analyze")
    lines = []
    searcher = threading.Thread(target=lambda: lines.extend(until_done(engine)))
    searcher.start()
    searcher.join(timeout=0.5)
    assert searcher.is_alive(), "an infinite search waits for stop"
    engine.stop()
    searcher.join(timeout=10)
    assert not searcher.is_alive()
    assert all(line.startswith("info ") for line in lines[:-1]), lines
    move = lines[-1].split()[1].removeprefix("move=")
    assert move in [m.hub_move for m in board.legal_moves()], lines[-1]
    stop(engine)
    assert warnings == []


def until_done(engine):
    """The lines of a search up to its `done`."""
    lines = []
    while True:
        line = engine.recv()
        lines.append(line)
        if line.startswith("done"):
            return lines


def test_summary():
    """Prints the games played (run last by file order)."""
    games = len(RESULTS)
    plies = sum(r[2] for r in RESULTS)
    print(f"\npydraughts games: {games}, {plies} plies in all")
    for variant in sorted({r[0] for r in RESULTS}):
        mine = [r for r in RESULTS if r[0] == variant]
        print(f"  {variant}: {len(mine)} games, plies {[r[2] for r in mine]}")
