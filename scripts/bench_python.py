#!/usr/bin/env python3
"""One library's side of scripts/bench-python.sh: legal moves of many russian positions and
perft from the start, timed. Run through that script, which installs each library in a virtual
environment of its own (pydraughts and py-draughts both import as `draughts`).

  bench_python.py positions COUNT SEED   FENs of COUNT random positions (shashki.random_boards:
                                         0 to 60 random legal moves from the start), one a line
  bench_python.py run LIBRARY FENS DEPTH one JSON line of timings; LIBRARY is shashki,
                                         pydraughts or py-draughts
"""
import json
import statistics
import sys
import time
from pathlib import Path


def perft(board, depth, legal, push, pop):
    """perft through a library's own move list, push and pop (the last ply counted, not played)."""
    moves = legal(board)
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        push(board, move)
        total += perft(board, depth - 1, legal, push, pop)
        pop(board)
    return total


def timed(work, repeats):
    """The median time of `repeats` runs of `work`, and its value."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        value = work()
        times.append(time.perf_counter() - start)
    return statistics.median(times), value


def library(name):
    """(board from a canonical FEN, start board, legal moves, push, pop) of one library."""
    if name == "shashki":
        import shashki

        return (lambda fen: shashki.Board("russian", fen), lambda: shashki.Board("russian"),
                lambda b: b.legal_moves(), lambda b, m: b.push(m), lambda b: b.pop())
    if name == "pydraughts":
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from draughts import Board
        from oracle_pydraughts import canon_fen_to_pyd

        return (lambda fen: Board(variant="russian", fen=canon_fen_to_pyd(fen, "russian")),
                lambda: Board(variant="russian"),
                lambda b: b.legal_moves(), lambda b, m: b.push(m), lambda b: b.pop())
    if name == "py-draughts":
        from draughts import RussianBoard

        return (RussianBoard.from_fen, RussianBoard,
                lambda b: b.legal_moves, lambda b, m: b.push(m), lambda b: b.pop())
    sys.exit(f"bench_python.py: unknown library '{name}'; known: shashki, pydraughts, py-draughts")


def run(name, fens, depth):
    """Times one library. pydraughts takes about a minute a pass, so it runs each task once;
    the others run each task 5 times and give the median, so that a short pass is not one
    scheduler hiccup on a shared machine."""
    board_of, start, legal, push, pop = library(name)
    repeats = 1 if name == "pydraughts" else 5
    boards = [board_of(fen) for fen in fens]
    out = {"library": name, "positions": len(boards), "repeats": repeats}
    out["legal_seconds"], out["moves"] = timed(
        lambda: sum(len(legal(b)) for b in boards), repeats)
    out["perft_seconds"], out["perft_nodes"] = timed(
        lambda: perft(start(), depth, legal, push, pop), repeats)
    if name == "shashki":
        import shashki

        shashki.legal_moves_array(boards[:1])  # imports numpy's C interface, once
        out["array_seconds"], array = timed(lambda: shashki.legal_moves_array(boards), repeats)
        out["array_moves"] = len(array)
        out["native_perft_seconds"], out["native_perft_nodes"] = timed(
            lambda: shashki.Board("russian").perft(depth), repeats)
    return out


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "positions":
        import shashki

        boards = shashki.random_boards("russian", int(sys.argv[2]), 60, seed=int(sys.argv[3]))
        print("\n".join(b.fen() for b in boards))
    elif len(sys.argv) == 5 and sys.argv[1] == "run":
        fens = Path(sys.argv[3]).read_text().split()
        print(json.dumps(run(sys.argv[2], fens, int(sys.argv[4]))))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
