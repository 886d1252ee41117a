"""The Board and Move API: positions, moves, notation, outcomes, counters, texts, diagrams."""

import copy
import pickle

import pytest

import shashki

# Start-position perft counts from crates/shashki/tests/data/perft/ (the dctl test suite).
PERFT = {
    "russian": [7, 49, 302, 1469, 7482],
    "international": [9, 81, 658, 4265, 27117],
    "english": [7, 49, 302, 1469, 7361],
}


@pytest.mark.parametrize("variant,counts", PERFT.items())
def test_perft_from_the_start(variant, counts):
    board = shashki.Board(variant)
    assert [board.perft(d) for d in range(1, len(counts) + 1)] == counts


def test_acceptance_perft_8():
    assert shashki.Board("russian").perft(8) == 929899


def test_every_variant_starts_and_its_aliases_are_known():
    assert shashki.variants() == [
        "russian", "giveaway", "international", "brazilian", "english", "italian", "pool",
        "spanish", "czech", "antidraughts", "killer", "breakthrough", "frisian", "turkish",
        "armenian", "bashni", "stavropol", "samoedy",
    ]
    for v in shashki.variants():
        board = shashki.Board(v)
        assert board.variant == v and board.legal_moves()
    assert shashki.Board("shashki").variant == "russian"
    assert shashki.Board("poddavki").variant == "giveaway"


def test_bad_input_is_a_value_error_with_the_rust_message():
    with pytest.raises(ValueError, match="unknown variant 'chess'; known: russian"):
        shashki.Board("chess")
    with pytest.raises(ValueError):
        shashki.Board("russian", "W:W33:B1")
    with pytest.raises(ValueError, match="promotion row"):
        shashki.Board("russian", "W:W1:B12")
    board = shashki.Board()
    with pytest.raises(ValueError, match="not a legal move"):
        board.push("c3-c5")
    with pytest.raises(ValueError):
        board.push("z9-d4")
    with pytest.raises(TypeError):
        board.push(42)
    with pytest.raises(ValueError, match="a move of brazilian pushed on a board of russian"):
        board.push(shashki.Board("brazilian").legal_moves()[0])
    with pytest.raises(IndexError):
        board.pop()
    assert board.ply == 0


def test_moves_carry_canonical_squares_and_the_variant_s_notation():
    board = shashki.Board("russian", "W:W22:B18,11")
    (capture,) = board.legal_moves()
    assert (capture.from_square, capture.to_square) == (22, 8)
    assert capture.captured == [11, 18]
    assert capture.path == [22, 15, 8]
    assert str(capture) == "c3:g7"
    assert capture.numeric() == "22:8"
    assert capture.full() == "c3:e5:g7"
    assert capture.is_capture and not capture.promotes
    assert repr(capture) == "Move('c3:g7')"
    intl = shashki.Board("international")
    assert "32-28" in [str(m) for m in intl.legal_moves()]
    assert "32-28" in [m.numeric() for m in intl.legal_moves()]


def test_push_pop_copy_and_equality():
    board = shashki.Board()
    first = board.legal_moves()[0]
    played = board.push(first)
    assert played == first and hash(played) == hash(first)
    assert board.turn == "black" and board.ply == 1
    reply = board.push("f6-g5")
    assert str(reply) == "f6-g5"
    assert [str(m) for m in board.move_stack] == [str(first), "f6-g5"]
    snapshot = board.copy()
    assert copy.copy(board) == board and copy.deepcopy(board) == board
    assert board.pop() == reply
    assert board != snapshot and snapshot.ply == 2
    assert board.fen() == shashki.Board("russian", board.fen()).fen()
    assert shashki.Board() != shashki.Board("international")


def test_fen_reads_algebraic_and_writes_canonical():
    board = shashki.Board("russian", "B:Wc3,Ke1:Bh6")
    assert board.fen() == "B:W22,K31:B12"
    assert board.turn == "black"
    assert repr(board) == "Board('russian', fen='B:W22,K31:B12')"


def test_outcome_winner_reason_and_result():
    board = shashki.Board("international", "W:W28,K46:B23")
    assert board.outcome() is None
    board.push("28x19")
    outcome = board.outcome()
    assert (outcome.winner, outcome.reason, outcome.key) == ("white", "no-pieces", "white")
    assert outcome.result == "2-0"
    with pytest.raises(ValueError, match="the game is over"):
        board.push("46-41")
    giveaway = shashki.Board("giveaway", "W:W22:B15")
    giveaway.push("c3-d4")
    giveaway.push("e5:c3")
    assert giveaway.outcome().winner == "white"


def test_a_draw_by_repetition_names_its_rule_and_the_counters_count():
    board = shashki.Board("russian", "W:WK32:BK1")
    assert board.counters()["repetition"] == {"count": 1, "limit": 3}
    for _ in range(2):
        for text in ["g1-h2", "b8-a7", "h2-g1", "a7-b8"]:
            board.push(text)
    outcome = board.outcome()
    assert outcome.winner is None and outcome.key == "draw:repetition"
    assert outcome.reason == "repetition" and outcome.result == "1/2-1/2"


def test_the_book_position_text_both_ways():
    text = "Белые: Д.e1, пр.c1, f2; Чёрные: Д.h6, пр.b6, e5, e7, g7"
    board = shashki.Board.from_text(text)
    assert board.text("ru") == text
    english = board.text("en")
    assert english == "White: K.e1, m.c1, f2; Black: K.h6, m.b6, e5, e7, g7"
    assert shashki.Board.from_text(english) == board
    ukrainian = board.text("uk")
    assert ukrainian == "Білі: Д.e1, пр.c1, f2; Чорні: Д.h6, пр.b6, e5, e7, g7"
    assert shashki.Board.from_text(ukrainian) == board
    with pytest.raises(ValueError, match="known: ru, uk, en"):
        board.text("fr")
    with pytest.raises(ValueError):
        shashki.Board.from_text("Синие: e1")


def test_str_is_a_diagram():
    lines = str(shashki.Board()).splitlines()
    assert lines[0] == " 8   b   b   b   b"
    assert lines[7] == " 1 w   w   w   w"
    assert lines[-1] == "white to move"


def test_divide_sums_to_perft():
    board = shashki.Board("international")
    split = board.divide(3)
    assert len(split) == 9 and sum(split.values()) == board.perft(3)


def test_a_board_pickles_with_its_history():
    board = shashki.Board("russian", "W:WK32:BK1")
    for text in ["g1-h2", "b8-a7", "h2-g1", "a7-b8"]:
        board.push(text)
    again = pickle.loads(pickle.dumps(board))
    assert again == board and again.ply == 4
    assert again.counters() == board.counters()
    assert [m.full() for m in again.move_stack] == [m.full() for m in board.move_stack]
