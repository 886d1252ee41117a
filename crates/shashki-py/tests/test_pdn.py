"""PDN: the project's real archives read and replay through the package; games write back."""

from pathlib import Path

import pytest

import shashki
from shashki import pdn

from conftest import REPO

GAMES = REPO / "crates" / "shashki-pdn" / "tests" / "data" / "games"

# (file, variant, games, games that replay): the counts of SOURCES.md and the Rust archive tests.
ARCHIVES = [
    ("russian-abatsiev-gamescheckers.pdn", "russian", 198, 196),
    ("russian-computers1998-shorthand-gamescheckers.pdn", "russian", 6, 6),
    ("international-gamescheckers-wk2003.pdn", "international", 190, 190),
    ("international-gamescheckers-dutch96h.pdn", "international", 194, 194),
    ("international-gamescheckers-az2000.pdn", "international", 29, 29),
    ("international-gamescheckers-candidate95.pdn", "international", 8, 8),
    ("english-tinsley-checkerboard.pdn", "english", 724, 723),
    ("english-british-computer-2002-gamescheckers.pdn", "english", 16, 16),
    ("italian-gamescheckers-40champ-1996.pdn", "italian", 302, 302),
    ("italian-gamescheckers-ci98-fero.pdn", "italian", 17, 17),
    ("czech-gamescheckers-mr2008.pdn", "czech", 40, 40),
    ("russian-ussr1924-protcenkoroman.pdn", "russian", 29, 29),
]


def replays(game):
    try:
        game.moves
    except ValueError:
        return False
    return True


@pytest.mark.parametrize("name,variant,count,replayed", ARCHIVES)
def test_archives_read_and_replay(name, variant, count, replayed):
    games = list(pdn.read(GAMES / name, variant=variant))
    assert len(games) == count
    assert sum(replays(g) for g in games) == replayed
    assert all(g.variant == variant for g in games)


def test_every_archive_is_covered():
    assert sorted(p.name for p in GAMES.glob("*.pdn")) == sorted(a[0] for a in ARCHIVES)


def test_a_path_given_as_str_is_read_as_the_file():
    path = str(GAMES / "russian-computers1998-shorthand-gamescheckers.pdn")
    assert len(list(pdn.read(path, variant="russian"))) == 6
    with pytest.raises(FileNotFoundError):
        pdn.read("no-such-file.pdn")


TEXT = """[Event "Test"]
[White "A"]
[Black "B"]
[GameType "25"]
{before the game}
1. c3-d4 {a note} f6-g5 2. b2-c3 g5-h4 1/2-1/2
"""


def test_headers_moves_result_and_comments_of_a_text():
    (game,) = pdn.read(TEXT)
    assert game.headers == {"Event": "Test", "White": "A", "Black": "B", "GameType": "25"}
    assert game.result == "1/2-1/2"
    assert game.comments == ["before the game"]
    assert game.move_texts == ["c3-d4", "f6-g5", "b2-c3", "g5-h4"]
    assert game.move_comments[0] == ["a note"]
    assert [str(m) for m in game.moves] == ["c3-d4", "f6-g5", "b2-c3", "g5-h4"]
    assert game.moves[0].from_square == 22 and game.moves[0].to_square == 18
    board = game.board()
    assert board.ply == 4 and board.turn == "white"
    again = list(pdn.read(game.write()))
    assert again[0].move_texts == game.move_texts
    assert again[0].headers == game.headers


def test_bytes_in_windows_1251_are_read():
    text = '[Event "Чемпионат"]\n[GameType "25"]\n1. c3-d4 *\n'.encode("cp1251")
    (game,) = pdn.read(text)
    assert game.headers["Event"] == "Чемпионат"


def test_a_bad_game_raises_with_its_line_and_the_reader_goes_on():
    text = '[Event "1"]\n1. c3-d4 ) *\n\n[Event "2"]\n1. c3-d4 *\n'
    games = pdn.read(text, variant="russian")
    with pytest.raises(ValueError, match="2:"):
        next(games)
    assert next(games).headers["Event"] == "2"
    with pytest.raises(StopIteration):
        next(games)


def test_a_move_that_does_not_replay_names_it():
    (game,) = pdn.read('[GameType "25"]\n1. c3-d4 a7-a6 *\n')
    with pytest.raises(ValueError, match="a7-a6"):
        game.moves


def test_a_game_without_a_variant_asks_for_one():
    (game,) = pdn.read("1. c3-d4 *\n")
    assert game.variant is None
    with pytest.raises(ValueError, match="variant"):
        game.moves


def test_a_board_s_game_is_recorded_with_its_variant_and_result():
    board = shashki.Board("international", "W:W28,K46:B23")
    board.push("28x19")
    game = pdn.Game.from_board(board, {"Event": "Study", "White": "X"})
    text = game.write()
    assert '[GameType "20,W,10,10,N2,0"]' in text
    assert '[FEN "W:W28,K46:B23"]' in text
    assert "28x19 2-0" in text
    (again,) = pdn.read(text)
    assert again.board() == board
    assert again.board().outcome().winner == "white"
