#!/usr/bin/env python3
"""Second rules oracles for the variants pydraughts does not cover well: legal moves from kish
(Turkish draughts, a Rust engine with Python bindings) and from py-draughts' FrisianBoard, in
shashki's canonical numbering (INTERFACES.md §2). Use it through
`scripts/rules-oracle-second`, which installs kish 1.1.7 and py-draughts 1.10.1.

  oracle_second.py random turkish|frisian COUNT SEED   JSON lines {"variant", "fen", "moves"}
                                                       for random positions
  oracle_second.py moves turkish|frisian FEN           the legal moves of one position

A move is [from, to, [captured...]], deduplicated on (from, to, captured set). Numbering:
  turkish: 1..64, 1 = a8 row by row, 64 = h1 (kish: bit = row * 8 + file, row 0 = rank 1)
  frisian: 1..50 as international (py-draughts: square - 1)
py-draughts does not apply Frisian's limit of three quiet moves in a row by one king, so the
FENs written have no king-run field: the positions are read as having no such run.
kish 1.1.7 loses the squares of a capture that ends on its own start square (it writes the
square as "A9"); `random` leaves out the positions with such a move and says how many on stderr.
"""
import json, random, sys


def kish_square(n):
    """canonical number -> kish Square"""
    import kish
    row, file = 7 - (n - 1) // 8, (n - 1) % 8
    return kish.Square.from_row_col(row, file)


class LostSquare(Exception):
    """kish named a square off the board (a capture back to its start square)."""


def kish_number(square):
    if not (0 <= square.row() < 8 and 0 <= square.col() < 8):
        raise LostSquare(str(square))
    return (7 - square.row()) * 8 + square.col() + 1


class Turkish:
    squares, per_row, rows = 64, 8, 8

    def __init__(self):
        import kish
        self.kish = kish

    def start(self):
        return self.kish.Board()

    def from_fen(self, fen):
        side, w, b = fen.split(":")[:3]
        pieces = {"W": [], "B": []}
        kings = []
        for block in (w, b):
            for tok in filter(None, block[1:].split(",")):
                king = tok[0] in "Kk"
                n = int(tok[1:] if king else tok)
                pieces[block[0]].append(kish_square(n))
                if king:
                    kings.append(kish_square(n))
        team = self.kish.Team.White if side == "W" else self.kish.Team.Black
        return self.kish.Board.from_squares(team, pieces["W"], pieces["B"], kings)

    def moves(self, board):
        seen = set()
        for a in board.actions():
            caps = tuple(sorted(kish_number(s) for s in a.captured_pieces()))
            seen.add((kish_number(a.source()), kish_number(a.destination()), caps))
        return seen

    def play(self, board, rng):
        actions = board.actions()
        return board.apply(rng.choice(actions)) if actions else None

    def fen(self, board):
        kings = {kish_number(s) for s in board.kings()}
        side = "W" if board.turn == self.kish.Team.White else "B"
        blocks = []
        for colour, squares in (("W", board.white_pieces()), ("B", board.black_pieces())):
            ns = sorted(kish_number(s) for s in squares)
            blocks.append(colour + ",".join(("K" if n in kings else "") + str(n) for n in ns))
        return f"{side}:{blocks[0]}:{blocks[1]}"


class Frisian:
    squares, per_row, rows = 50, 5, 10

    def __init__(self):
        from draughts import FrisianBoard
        self.board = FrisianBoard

    def start(self):
        return self.board()

    def from_fen(self, fen):
        return self.board.from_fen(fen)

    def moves(self, board):
        seen = set()
        for m in board.legal_moves:
            caps = tuple(sorted(c + 1 for c in m.captured_list))
            seen.add((m.square_list[0] + 1, m.square_list[-1] + 1, caps))
        return seen

    def play(self, board, rng):
        moves = board.legal_moves
        if not moves:
            return None
        board.push(rng.choice(moves))
        return board

    def fen(self, board):
        return board.fen.split('"')[1]


def random_placement(game, rng):
    """3 to 14 pieces, kings and men, no man on its promotion row, either side to move."""
    squares = rng.sample(range(1, game.squares + 1), rng.randint(3, 14))
    half = len(squares) // 2
    blocks = []
    for colour, sqs in (("W", squares[:half]), ("B", squares[half:])):
        last = 0 if colour == "W" else game.rows - 1
        toks = []
        for s in sorted(sqs):
            row = (s - 1) // game.per_row
            king = rng.random() < 0.5 or row == last
            toks.append(("K" if king else "") + str(s))
        blocks.append(colour + ",".join(toks))
    return f"{rng.choice('WB')}:{blocks[0]}:{blocks[1]}"


def main():
    game = {"turkish": Turkish, "frisian": Frisian}[sys.argv[2]]()
    if sys.argv[1] == "moves":
        print(json.dumps(sorted([f, t, list(c)] for f, t, c in game.moves(game.from_fen(sys.argv[3])))))
        return
    count, seed = int(sys.argv[3]), int(sys.argv[4])
    rng = random.Random(seed)
    produced = left_out = 0
    while produced < count:
        if rng.random() < 0.35:
            board = game.from_fen(random_placement(game, rng))
        else:
            board = game.start()
            for _ in range(rng.randint(0, 90)):
                after = game.play(board, rng)
                if after is None:
                    break
                board = after
        try:
            moves = sorted([f, t, list(c)] for f, t, c in game.moves(board))
        except LostSquare:
            left_out += 1
            continue
        print(json.dumps({"variant": sys.argv[2], "fen": game.fen(board), "moves": moves}))
        produced += 1
    print(f"{left_out} positions left out (a capture back to its start square)", file=sys.stderr)


if __name__ == "__main__":
    main()
