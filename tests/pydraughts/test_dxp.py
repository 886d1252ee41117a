"""pydraughts' DXPEngine (PyPI pydraughts 0.6.7) plays `shashki dxp --listen` (INTERFACES.md
§9).

pydraughts is the initiator: it connects, sends the game request, gets our moves through
`DXPEngine.play(board)` and sends its own, chosen at random among the legal moves of its own
board, through the same call. Complete international games with shashki as White and as
Black: every move shashki sends must be legal on pydraughts' board, shashki must end the game
with GAMEEND exactly when pydraughts' board says it is over, its reason must match pydraughts'
winner, and shashki's own report (standard output, PDN) must give the same results. Run by
scripts/pydraughts-test.sh, which sets SHASHKI_BIN to the release binary.
"""

import json
import os
import random
import subprocess
import threading
import time

import draughts
import pytest
from draughts.engine import DXPEngine

SHASHKI = os.environ.get("SHASHKI_BIN", "target/release/shashki")
MAX_PLIES = 1000  # the draw rules end every game long before this
PATIENCE = 60  # seconds for one answer of shashki (it thinks 0.1 s a move here)
W, B = draughts.WHITE, draughts.BLACK
NAMES = {W: "white", B: "black", 0: "draw"}
# shashki's GAMEEND reason, as the side it plays sees it: 1 it loses, 2 draw, 3 it wins.
REASONS = {"1": "loses", "2": "draw", "3": "wins"}


class Follower:
    """`shashki dxp --listen` on a free port; its standard error is collected on a thread."""

    def __init__(self, games, pdn):
        self.p = subprocess.Popen(
            [SHASHKI, "dxp", "--listen", "--addr", "127.0.0.1:0", "--games", str(games),
             "--level", "3", "--move-time", "100", "--pdn", str(pdn)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        first = self.p.stderr.readline().strip()
        assert first.startswith("dxp: listening on "), f"shashki said: {first!r}"
        self.port = int(first.rsplit(":", 1)[1])
        self.log = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for line in self.p.stderr:
            self.log.append(line.rstrip("\n"))

    def tail(self, n=15):
        return "\n".join(self.log[-n:])

    def finish(self):
        try:
            out, _ = self.p.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            self.p.kill()
            pytest.fail(f"shashki dxp did not exit after its games:\n{self.tail()}")
        self.reader.join(timeout=5)
        return self.p.returncode, out

    def kill(self):
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait()


@pytest.fixture
def follower(tmp_path):
    made = []

    def start(games):
        f = Follower(games, tmp_path / "shashki.pdn")
        made.append(f)
        return f

    yield start
    for f in made:
        f.kill()


def hang_up(engine):
    """Closes pydraughts' socket at once (its receiving thread then ends), for failures."""
    sock = engine.sender.socket
    if sock.sock is not None and not sock.closed:
        sock.closed = True
        try:
            sock.sock.close()
        except OSError:
            pass


def shashki_move(engine, board, shashki):
    """shashki's move through DXPEngine.play (which first sends pydraughts' last move),
    checked legal on pydraughts' board. Fails clearly if shashki ends the game instead."""
    answer = {}
    thread = threading.Thread(target=lambda: answer.update(r=engine.play(board)), daemon=True)
    thread.start()
    deadline = time.monotonic() + PATIENCE
    while thread.is_alive():
        if engine.sender.current.result is not None:
            pytest.fail(f"shashki ended the game (reason {engine.sender.current.result}) "
                        f"where pydraughts plays on: {board.fen}\n{shashki.tail()}")
        if time.monotonic() > deadline:
            pytest.fail(f"no move from shashki within {PATIENCE} s in {board.fen} "
                        f"(an illegal move is dropped by pydraughts)\n{shashki.tail()}")
        time.sleep(0.01)
    move = answer["r"].move
    assert move is not None, f"pydraughts' receiver stopped\n{shashki.tail()}"
    legal = [m.board_move for m in board.legal_moves()]
    assert move.board_move in legal, f"illegal shashki move {move.steps_move} in {board.fen}"
    return move


def play_game(port, shashki_color, seed, shashki):
    """One complete game; returns (plies, pydraughts' winner, shashki's GAMEEND reason)."""
    engine = DXPEngine(None, {"engine-opened": True, "ip": "127.0.0.1", "port": port})
    board = draughts.Board("standard")
    rng = random.Random(seed)
    try:
        while not board.is_over():
            assert len(board.move_stack) < MAX_PLIES, "the game did not end"
            if board.turn == shashki_color:
                board.push(shashki_move(engine, board, shashki))
            else:
                board.push(rng.choice(board.legal_moves()))
        if board.turn == shashki_color:
            # pydraughts' move ended the game: shashki has yet to see it.
            engine.sender.send_move(board.move_stack[-1])
        deadline = time.monotonic() + PATIENCE
        while engine.sender.current.result is None:
            if time.monotonic() > deadline:
                pytest.fail(f"pydraughts' board says the game is over ({board.fen}) "
                            f"but shashki sent no GAMEEND\n{shashki.tail()}")
            time.sleep(0.01)
        reason = str(engine.sender.current.result)
    except BaseException:
        hang_up(engine)
        raise
    engine.quit()  # GAMEEND with stop code 1, then closes the connection
    return len(board.move_stack), board.winner(), reason


def expected_reason(winner, shashki_color):
    if winner == 0:
        return "2"
    return "3" if winner == shashki_color else "1"


def test_complete_games_against_pydraughts_dxp_engine(follower, tmp_path):
    shashki = follower(2)
    results = []
    for number, (color, seed) in enumerate([(W, 1), (B, 2)], start=1):
        plies, winner, reason = play_game(shashki.port, color, seed, shashki)
        assert winner is not None, "the game is over on pydraughts' board"
        assert reason == expected_reason(winner, color), (
            f"game {number}: pydraughts says {NAMES[winner]}, shashki ({NAMES[color]}) "
            f"says it {REASONS.get(reason, reason)}")
        print(f"\ngame {number}: shashki {NAMES[color]}, {plies} plies, "
              f"{NAMES[winner]}; shashki's GAMEEND: it {REASONS[reason]}")
        results.append((plies, winner))
    code, out = shashki.finish()
    assert code == 0, f"shashki dxp exited with {code}:\n{out}\n{shashki.tail()}"
    lines = [line for line in out.splitlines() if line.startswith("game ")]
    assert len(lines) == 2, out
    marks = {W: "2-0", B: "0-2", 0: "1-1"}
    for line, (plies, winner) in zip(lines, results):
        assert f": {marks[winner]} " in line and f"after {plies} plies" in line, (line, plies)
    check = subprocess.run([SHASHKI, "pdn", "check", "--json", str(tmp_path / "shashki.pdn")],
                           capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr
    games = [json.loads(line) for line in check.stdout.splitlines()][:-1]
    assert [g["plies"] for g in games] == [r[0] for r in results]
    assert [g["outcome"] for g in games] == [NAMES[w] for _, w in results]
