"""Arrays for machine learning and random play for many boards."""

import numpy as np
import pytest

import shashki


def test_planes_of_the_start():
    planes = shashki.Board().planes()
    assert planes.shape == (5, 8, 8) and planes.dtype == np.float32
    white_men, white_kings, black_men, black_kings, to_move = planes
    assert white_men.sum() == 12 and black_men.sum() == 12
    assert white_kings.sum() == 0 and black_kings.sum() == 0
    assert white_men[7, 0] == 1  # a1: bottom row, first column
    assert black_men[0, 1] == 1  # b8: top row, second column
    assert black_men[0, 0] == 0  # a8 is a light square
    assert (to_move == 1).all()


def test_planes_of_kings_and_black_to_move():
    planes = shashki.Board("international", "B:WK46:BK5").planes()
    assert planes.shape == (5, 10, 10)
    assert planes[1, 9, 0] == 1 and planes[1].sum() == 1  # white king on 46 = a1
    assert planes[3, 0, 9] == 1 and planes[3].sum() == 1  # black king on 5 = j10
    assert (planes[4] == 0).all()


def test_batch_planes_and_mixed_sizes():
    boards = shashki.random_boards("russian", count=50, max_plies=30, seed=7)
    batch = shashki.planes(boards)
    assert batch.shape == (50, 5, 8, 8)
    assert all((batch[i] == b.planes()).all() for i, b in enumerate(boards))
    with pytest.raises(ValueError, match="different sizes"):
        shashki.planes([shashki.Board(), shashki.Board("international")])


def test_random_boards_are_legal_games_and_repeat_with_their_seed():
    boards = shashki.random_boards("international", count=100, max_plies=60, seed=3)
    again = shashki.random_boards("international", count=100, max_plies=60, seed=3)
    assert [b.fen() for b in boards] == [b.fen() for b in again]
    assert len({b.fen() for b in boards}) > 50
    for b in boards[:10]:
        replay = shashki.Board("international")
        for move in b.move_stack:
            assert move in replay.legal_moves()
            replay.push(move)
        assert replay == b


def test_push_random_plays_until_the_end():
    boards = [shashki.Board("russian") for _ in range(20)]
    pushed = shashki.push_random(boards, plies=5, seed=1)
    assert pushed == [5] * 20 and all(b.ply == 5 for b in boards)
    finished = shashki.Board("international", "W:W28,K46:B23")
    assert shashki.push_random([finished], plies=10, seed=1) == [1]
    assert finished.outcome() is not None


def test_the_legal_moves_array_holds_every_board_s_moves_in_order():
    boards = shashki.random_boards("international", count=40, max_plies=80, seed=11)
    rows = shashki.legal_moves_array(boards)
    assert rows.dtype == np.int64 and rows.shape[1] == 4
    expected = [
        [i, m.from_square, m.to_square, sum(1 << (n - 1) for n in m.captured)]
        for i, b in enumerate(boards)
        for m in b.legal_moves()
    ]
    assert rows.tolist() == expected
    assert any(row[3] for row in expected)
    assert shashki.legal_moves_array([]).shape == (0, 4)
