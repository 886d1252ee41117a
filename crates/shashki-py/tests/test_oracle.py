"""Legal moves equal pydraughts' on the project's oracle fixtures (8,000 positions in five
variants; crates/shashki/tests/data/oracle/README.md gives their source and commands)."""

import json

import pytest

import shashki

from conftest import REPO

ORACLE = REPO / "crates" / "shashki" / "tests" / "data" / "oracle"
VARIANTS = ["russian", "brazilian", "international", "english", "italian"]


def triples(moves):
    return sorted((m.from_square, m.to_square, m.captured) for m in moves)


@pytest.mark.parametrize("variant", VARIANTS)
def test_legal_moves_equal_pydraughts(variant):
    lines = (ORACLE / f"{variant}.jsonl").read_text().splitlines()
    assert len(lines) >= 1000
    for line in lines:
        record = json.loads(line)
        board = shashki.Board(variant, record["fen"])
        theirs = sorted((f, t, sorted(c)) for f, t, c in record["moves"])
        assert triples(board.legal_moves()) == theirs, record["fen"]
