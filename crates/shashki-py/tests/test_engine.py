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


def test_probe_answers_from_tables_built_from_python(tmp_path):
    summary = shashki.build_egdb("russian", 3, tmp_path, threads=2)
    assert summary["built"] > 0 and (tmp_path / "russian").is_dir()
    assert shashki.build_egdb("russian", 3, tmp_path)["built"] == 0  # already there
    engine = shashki.Engine("russian", egdb=tmp_path)
    # Known endings (the egdb crate's tests): king against king is a draw unless one is caught
    # in the a1 corner; two kings take a lone king standing between them.
    draw = engine.probe(shashki.Board("russian", "W:WKc3:BKf8"))
    assert draw == {"wdl": "draw", "plies": None, "rules_wdl": "draw"}
    assert engine.probe(shashki.Board("russian", "W:WKa1:BKh8"))["wdl"] == "loss"
    assert engine.probe(shashki.Board("russian", "W:WKa1:BKh8"))["plies"] == 2
    assert engine.probe(shashki.Board("russian", "W:WKc1,Ke1:BKd2"))["plies"] == 1
    with pytest.raises(ValueError, match="no table"):
        engine.probe(shashki.Board("russian", "W:WKc1,Ke1:BKh8,Ka7"))
    with pytest.raises(ValueError, match="this engine plays russian"):
        engine.probe(shashki.Board("international"))
    won = engine.analyse(shashki.Board("russian", "W:WKa1:BKh8").copy(), depth=4)
    assert won.win_in == -2
    with pytest.raises(ValueError, match="no endgame tables"):
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
