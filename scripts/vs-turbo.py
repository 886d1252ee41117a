#!/usr/bin/env python3
"""shashki (`shashki hub`) against py-draughts' TurboEngine, international draughts.

The acceptance test of issue 4: at least 75% over 40 games from varied openings, colours
reversed, equal time per move. Each opening is 2 to 4 random plies from the start (seeded) and
is played twice, once with each colour. py-draughts is the referee: it keeps the board, checks
every move of both sides against its legal moves and ends the game by its rules (no moves,
25-move king rule, threefold repetition, the 16- and 5-move endgame rules). Our engine is spoken
to through the Hub protocol with `level move-time=T`; TurboEngine gets `time_limit=T` and no
depth limit. A move that is not legal, a crash or no answer within T + 2 s loses the game for
shashki and is reported.

Squares: py-draughts numbers the 50 dark squares 0-49 in the FMJD order (0 = square 1, the
top-left playable square seen by White), so our canonical number is its index plus one.

Run it through scripts/vs-turbo.sh, which makes the virtual environment; `--help` lists the
options. The last line printed is a JSON summary.
"""

from __future__ import annotations

import argparse
import json
import queue
import random
import subprocess
import sys
import threading
import time

from draughts import Color, StandardBoard, TurboEngine

START_BOARD = "W" + "b" * 20 + "e" * 10 + "w" * 20
MAX_PLIES = 400


def hub_move(move) -> str:
    """A py-draughts move as the Hub protocol writes it: from-to, or fromxto x captured..."""
    frm, to = move.square_list[0] + 1, move.square_list[-1] + 1
    if not move.captured_list:
        return f"{frm}-{to}"
    captured = sorted(c + 1 for c in move.captured_list)
    return "x".join(str(s) for s in [frm, to, *captured])


def pdn_move(move) -> str:
    """The move for a PDN file: from-to, or the full path of a capture (never ambiguous)."""
    return str(move)


def identity(move) -> tuple:
    """What makes two moves the same move: from, to and the set of captured squares."""
    return (move.square_list[0], move.square_list[-1], frozenset(move.captured_list))


def find_legal(board, text: str):
    """The legal move of `board` that the Hub move `text` names, or None."""
    quiet = "-" in text
    parts = text.replace("X", "x").split("-" if quiet else "x")
    try:
        squares = [int(p) - 1 for p in parts]
    except ValueError:
        return None
    if len(squares) < 2:
        return None
    frm, to, captured = squares[0], squares[1], set(squares[2:])
    candidates = [
        m
        for m in board.legal_moves
        if m.square_list[0] == frm
        and m.square_list[-1] == to
        and bool(m.captured_list) != quiet
        and (not captured or set(m.captured_list) == captured)
    ]
    return candidates[0] if len(candidates) == 1 else None


class HubError(Exception):
    """The engine crashed, timed out or broke the protocol."""


class Hub:
    """A Hub engine process, spoken to as a GUI would."""

    def __init__(self, command: list[str]):
        self.proc = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )
        self.lines: queue.Queue = queue.Queue()
        self.errors: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()
        self.send("hub")
        self.wait_for("wait", 20)
        self.send("set-param name=variant value=international")
        self.send("init")
        self.wait_for("ready", 20)

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.strip())
        self.lines.put(None)

    def send(self, line: str):
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except OSError as e:
            raise HubError(f"cannot write to the engine: {e}") from e

    def wait_for(self, word: str, seconds: float) -> str:
        deadline = time.monotonic() + seconds
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise HubError(f"no '{word}' within {seconds:.3f} s")
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                raise HubError(f"no '{word}' within {seconds:.3f} s") from None
            if line is None:
                raise HubError("the engine exited")
            if line.split(" ", 1)[0] == "error":
                self.errors.append(line)
            if line.split(" ", 1)[0] == word:
                return line

    def new_game(self):
        self.send("new-game")
        self.send("ping")
        self.wait_for("pong", 20)

    def think(self, moves: list[str], seconds: float, grace: float) -> tuple[str | None, float]:
        pos = f"pos pos={START_BOARD}"
        if moves:
            pos += f' moves="{" ".join(moves)}"'
        self.send(pos)
        self.send(f"level move-time={seconds}")
        self.send("go think")
        start = time.monotonic()
        line = self.wait_for("done", seconds + grace)
        took = time.monotonic() - start
        for word in line.split()[1:]:
            if word.startswith("move="):
                return word[len("move=") :], took
        return None, took

    def close(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=2)
        except (HubError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()


def openings(count: int, seed: int, low: int, high: int) -> list[list]:
    """`count` distinct random openings of `low` to `high` plies that leave the game going."""
    rng = random.Random(seed)
    seen, out = set(), []
    tries = 0
    while len(out) < count:
        tries += 1
        board = StandardBoard()
        line = []
        for _ in range(rng.randint(low, high)):
            moves = board.legal_moves
            if not moves or board.game_over:
                break
            move = rng.choice(moves)
            line.append(move)
            board.push(move)
        key = tuple(hub_move(m) for m in line)
        if board.game_over or (key in seen and tries < 100 * count):
            continue
        seen.add(key)
        out.append(key)
    return out


def play(hub: Hub, opening, shashki_white: bool, seconds: float, grace: float) -> dict:
    """One game; returns its record. py-draughts is the referee."""
    board = StandardBoard()
    played: list = []
    for text in opening:
        move = find_legal(board, text)
        board.push(move)
        played.append(move)
    turbo = TurboEngine(depth_limit=None, time_limit=seconds)
    hub.new_game()
    fault = None
    times = {"shashki": [], "turbo": []}
    while not board.game_over and len(played) < MAX_PLIES:
        white_to_move = board.turn == Color.WHITE
        if white_to_move == shashki_white:
            try:
                text, took = hub.think([hub_move(m) for m in played], seconds, grace)
            except HubError as e:
                fault = f"shashki: {e}"
                break
            times["shashki"].append(took)
            move = find_legal(board, text) if text else None
            if move is None:
                fault = f"shashki: illegal move {text!r} in {board.fen}"
                break
        else:
            start = time.monotonic()
            move = turbo.get_best_move(board)
            times["turbo"].append(time.monotonic() - start)
            if all(identity(m) != identity(move) for m in board.legal_moves):
                fault = f"turbo: illegal move {move} in {board.fen}"
                break
        board.push(move)
        played.append(move)
    if fault is not None:
        loser_white = fault.startswith("shashki") == shashki_white
        result = "0-1" if loser_white else "1-0"
        reason = fault
    elif board.game_over:
        result = board.result
        reason = "no moves" if result != "1/2-1/2" else "draw rule"
    else:
        result, reason = "1/2-1/2", f"adjudicated after {MAX_PLIES} plies"
    points = {"1-0": 1.0, "0-1": 0.0}.get(result, 0.5)
    return {
        "opening": list(opening),
        "shashki_white": shashki_white,
        "result": result,
        "shashki_points": points if shashki_white else 1.0 - points,
        "reason": reason,
        "plies": len(played),
        "moves": [pdn_move(m) for m in played],
        "times": times,
    }


def write_pdn(out, number: int, game: dict):
    names = ("shashki", "TurboEngine") if game["shashki_white"] else ("TurboEngine", "shashki")
    result = {"1-0": "2-0", "0-1": "0-2"}.get(game["result"], "1-1")
    out.write(f'[Event "shashki vs TurboEngine"]\n[Round "{number}"]\n')
    out.write(f'[White "{names[0]}"]\n[Black "{names[1]}"]\n[Result "{result}"]\n')
    out.write('[GameType "20,W,10,10,N2,0"]\n')
    out.write(f'[Termination "{game["reason"]}"]\n\n')
    words = []
    for i, move in enumerate(game["moves"]):
        if i % 2 == 0:
            words.append(f"{i // 2 + 1}.")
        words.append(move)
    words.append(result)
    line = ""
    for word in words:
        if len(line) + len(word) + 1 > 80:
            out.write(line + "\n")
            line = word
        else:
            line = f"{line} {word}" if line else word
    out.write(line + "\n\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--engine", default="target/release/shashki hub",
                        help="our engine's command line (split on whitespace)")
    parser.add_argument("--games", type=int, default=40, help="games, two per opening")
    parser.add_argument("--time", type=float, default=0.2, help="seconds per move, both sides")
    parser.add_argument("--seed", type=int, default=1, help="seed of the openings")
    parser.add_argument("--grace", type=float, default=2.0,
                        help="seconds past its time before shashki loses on time")
    parser.add_argument("--pdn", help="write the games here (PDN)")
    args = parser.parse_args()

    began = time.monotonic()
    lines = openings((args.games + 1) // 2, args.seed, 2, 4)
    hub = Hub(args.engine.split())
    pdn = open(args.pdn, "w", encoding="utf-8") if args.pdn else None
    games = []
    for i in range(args.games):
        game = play(hub, lines[i // 2], i % 2 == 0, args.time, args.grace)
        if game["reason"].startswith("shashki"):
            hub.close()
            hub = Hub(args.engine.split())
        games.append(game)
        if pdn:
            write_pdn(pdn, i + 1, game)
            pdn.flush()
        wins = sum(g["shashki_points"] == 1.0 for g in games)
        draws = sum(g["shashki_points"] == 0.5 for g in games)
        colour = "white" if game["shashki_white"] else "black"
        print(
            f"game {i + 1:2}: shashki {colour:5} {game['result']:7} {game['plies']:3} plies "
            f"({game['reason']}); opening {' '.join(game['opening'])}; "
            f"running +{wins} ={draws} -{len(games) - wins - draws}",
            flush=True,
        )
    errors = hub.errors
    hub.close()
    if pdn:
        pdn.close()

    wins = sum(g["shashki_points"] == 1.0 for g in games)
    draws = sum(g["shashki_points"] == 0.5 for g in games)
    losses = len(games) - wins - draws
    points = wins + draws / 2
    ours = [t for g in games for t in g["times"]["shashki"]]
    theirs = [t for g in games for t in g["times"]["turbo"]]
    faults = [g["reason"] for g in games if g["reason"].startswith(("shashki:", "turbo:"))]
    summary = {
        "games": len(games),
        "wins": wins,
        "draws": draws,
        "losses": losses,
        "score": points / len(games),
        "time_per_move": args.time,
        "mean_move_seconds": {
            "shashki": sum(ours) / max(len(ours), 1),
            "turbo": sum(theirs) / max(len(theirs), 1),
        },
        "faults": faults,
        "engine_errors": errors,
        "seconds": round(time.monotonic() - began, 1),
    }
    print(
        f"shashki vs TurboEngine: +{wins} ={draws} -{losses}, {points}/{len(games)} "
        f"({100 * points / len(games):.1f}%), {args.time} s per move, "
        f"{summary['seconds']} s"
    )
    print(json.dumps(summary))
    return 1 if faults or errors else 0


if __name__ == "__main__":
    sys.exit(main())
