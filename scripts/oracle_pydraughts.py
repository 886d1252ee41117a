#!/usr/bin/env python3
"""Rules oracle: legal moves from pydraughts (an independent Python library), in shashki's
canonical numbering (INTERFACES.md §2). Use it through `scripts/rules-oracle`.

  rules-oracle random VARIANT COUNT SEED   JSON lines {"variant", "fen", "moves"} for random
                                           positions (random games and random placements)
  rules-oracle moves VARIANT FEN           the legal moves of one position

Variants are pydraughts' names: russian, brazilian, standard (international), english,
italian, turkish, frisian. A move is [from, to, [captured...]], deduplicated on
(from, to, captured set). Numbering:
  8x8 a1-dark variants: 1=b8 .. 4=h8, 5=a7 .. 29=a1 .. 32=g1
  italian (a1 light):   1=a8 .. 4=g8 .. 29=b1 .. 32=h1  (pydraughts already uses it)
  international/frisian: 1..50 FMJD
  turkish: 1..64, 1=a8 row by row, 64=h1
Moves are deduplicated on (from, to, captured set).
"""
import json, random, string, sys
from draughts import Board

A1_BASED = {"russian", "brazilian", "turkish"}  # pydraughts numbers these from a1

def canon_from_pyd(sq, variant):
    sq = int(sq)
    if variant in ("russian", "brazilian"):
        rank = (sq - 1) // 4 + 1           # 1..8
        idx = (sq - 1) % 4
        file = idx * 2 + (0 if rank % 2 == 1 else 1)   # a1 dark: odd ranks start at a
        return (8 - rank) * 4 + file // 2 + 1
    if variant == "turkish":
        rank = (sq - 1) // 8 + 1
        file = (sq - 1) % 8
        return (8 - rank) * 8 + file + 1
    return sq

def canon_to_pyd_fen_square(n, variant):
    """canonical number -> pydraughts FEN square token"""
    if variant in ("russian", "brazilian"):
        row = (n - 1) // 4                  # 0 = rank 8
        rank = 8 - row
        file = ((n - 1) % 4) * 2 + (1 if rank % 2 == 0 else 0)
        return f"{string.ascii_lowercase[file]}{rank}"
    if variant == "turkish":
        row = (n - 1) // 8
        return f"{string.ascii_lowercase[(n - 1) % 8]}{8 - row}"
    return str(n)

def pyd_fen_to_canon(fen, variant):
    side, w, b = fen.split(":")[:3]
    out = []
    for part in (w, b):
        colour, toks = part[0], [t for t in part[1:].split(",") if t]
        sq = []
        for t in toks:
            king = t[0] in "Kk"
            t = t[1:] if king else t
            if t[0] in string.ascii_letters:
                file = string.ascii_lowercase.index(t[0].lower()); rank = int(t[1:])
                if variant == "turkish":
                    n = (8 - rank) * 8 + file + 1
                else:
                    n = (8 - rank) * 4 + file // 2 + 1
            else:
                n = int(t)
            sq.append((n, king))
        sq.sort()
        out.append(colour + ",".join(("K" if k else "") + str(n) for n, k in sq))
    return f"{side}:{out[0]}:{out[1]}"

def legal(board, variant):
    seen = set()
    for m in board.legal_moves():
        steps = m.board_move
        frm = canon_from_pyd(steps[0][0], variant)
        to = canon_from_pyd(steps[-1][1], variant)
        caps = tuple(sorted(canon_from_pyd(c, variant) for c in (m.captures or []) if c is not None))
        seen.add((frm, to, caps))
    return sorted([f, t, list(c)] for f, t, c in seen)

def random_placement(variant, rng):
    n_sq = {"standard": 50, "frisian": 50, "turkish": 64}.get(variant, 32)
    squares = rng.sample(range(1, n_sq + 1), rng.randint(3, 14))
    half = len(squares) // 2
    def toks(sqs, colour):
        res = []
        for s in sqs:
            row = (s - 1) // (8 if variant == "turkish" else (5 if n_sq == 50 else 4))
            last = 0 if colour == "W" else (9 if n_sq == 50 else 7)
            king = rng.random() < 0.5 or row == last   # no man on its own promotion row
            res.append(("K" if king else "") + canon_to_pyd_fen_square(s, variant))
        return ",".join(res)
    side = rng.choice("WB")
    return f"{side}:W{toks(squares[:half], 'W')}:B{toks(squares[half:], 'B')}"

def canon_fen_to_pyd(fen, variant):
    side, w, b = fen.split(":")[:3]
    blocks = []
    for part in (w, b):
        toks = [t for t in part[1:].split(",") if t]
        out = []
        for t in toks:
            king = t[0] in "Kk"
            n = int(t[1:] if king else t)
            out.append(("K" if king else "") + canon_to_pyd_fen_square(n, variant))
        blocks.append(part[0] + ",".join(out))
    return f"{side}:{blocks[0]}:{blocks[1]}"

def main():
    if sys.argv[1] == "moves":
        variant, fen = sys.argv[2], sys.argv[3]
        board = Board(variant=variant, fen=canon_fen_to_pyd(fen, variant))
        print(json.dumps(legal(board, variant)))
        return
    variant, count, seed = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    rng = random.Random(seed)
    produced = 0
    while produced < count:
        if rng.random() < 0.35:
            try:
                board = Board(variant=variant, fen=random_placement(variant, rng))
            except Exception:
                continue
        else:
            board = Board(variant=variant)
            for _ in range(rng.randint(0, 90)):
                ms = board.legal_moves()
                if not ms:
                    break
                board.push(rng.choice(ms))
        try:
            moves = legal(board, variant)
            fen = pyd_fen_to_canon(board.fen, variant)
        except Exception as e:
            continue
        print(json.dumps({"variant": variant, "fen": fen, "moves": moves}))
        produced += 1

if __name__ == "__main__":
    main()
