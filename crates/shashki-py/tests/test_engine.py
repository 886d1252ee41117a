"""The engine: forced wins found, limits obeyed, wrong boards refused, the GIL released."""

import threading

import pytest

import shashki


def test_analyse_finds_the_forced_win_and_its_line():
    engine = shashki.Engine("international")
    board = shashki.Board("international", "W:W28,K46:B23")
    analysis = engine.analyse(board, depth=3)
    assert str(analysis.best) == "28x19"
    assert analysis.win_in == 1 and analysis.score > 29000
    assert [str(m) for m in analysis.pv][:1] == ["28x19"]
    assert analysis.depth >= 1 and analysis.nodes > 0


def test_a_shot_is_found_where_the_static_count_is_behind():
    # Abdraimov - Abaciev, VKR-10 1987 (the engine crate's test): 16. f4-g5 gives one man, takes three.
    board = shashki.Board("russian", "W:W19,20,22,23,26,31,32:B1,2,3,10,11,12,13,21")
    analysis = shashki.Engine("russian").analyse(board, depth=8)
    assert str(analysis.best) == "f4-g5" and analysis.score > 100
    assert analysis.win_in is None
    pv = shashki.Board("russian", board.fen())
    for move in analysis.pv:
        pv.push(move)


def test_play_obeys_time_and_nodes():
    engine = shashki.Engine("russian", threads=1, hash_mb=16)
    board = shashki.Board()
    move = engine.play(board, time=0.05)
    assert move in board.legal_moves()
    analysis = engine.analyse(board, nodes=2000)
    assert analysis.nodes < 20000
    assert engine.analyse(board).time < 2.0  # the default 0.1 s


def test_bad_limits_and_boards_are_refused():
    engine = shashki.Engine("russian")
    with pytest.raises(ValueError, match="positive"):
        engine.analyse(shashki.Board(), time=-1)
    with pytest.raises(ValueError, match="this engine plays russian"):
        engine.analyse(shashki.Board("international"))
    with pytest.raises(ValueError, match="no legal move"):
        engine.play(shashki.Board("russian", "W:W5:B1"))


def test_probe_says_the_databases_are_not_in_this_build():
    with pytest.raises(NotImplementedError, match="not available in this build"):
        shashki.Engine("russian").probe(shashki.Board())


def count_while(work):
    """Runs `work` on a thread and counts how often this thread gets to run meanwhile."""
    thread = threading.Thread(target=work)
    thread.start()
    turns = 0
    while thread.is_alive():
        turns += 1
    thread.join()
    return turns


def test_perft_and_search_release_the_gil():
    board = shashki.Board("russian")
    assert count_while(lambda: board.perft(10)) > 1000
    engine = shashki.Engine("russian")
    assert count_while(lambda: engine.analyse(board, time=0.3)) > 1000
