#!/usr/bin/env python3
"""Regenerates crates/shashki/data/ballots/*.tsv from their sources (run from the repo root):

  python3 scripts/ballots.py PYDRAUGHTS_BALLOT_DIR

PYDRAUGHTS_BALLOT_DIR is draughts/ballot_files of pydraughts 0.6.7 (PyPI, MIT licence), e.g.
~/.cache/shashki-oracle/lib/python3.11/site-packages/draughts/ballot_files after running
scripts/rules-oracle once. Every opening is replayed with `shashki moves --json` (so the
moves are written in our notation and checked legal) and the position reached is compared with
the FEN pydraughts gives.
"""
import json, subprocess, sys
from pathlib import Path

BIN = Path("target/release/shashki")
MISMATCHES = []
# ACF three-move ballots left out of the 156-opening deck: CheckerBoard's three_move_table
# (eygilbert/CheckerBoard, utility.c, entries flagged OP_BARRED).
BARRED = {3, 13, 26, 35, 44, 45, 48, 52, 77, 88, 94, 109, 114, 137, 145, 156, 168, 171}


def moves(variant, fen):
    out = subprocess.run([BIN, "moves", "--variant", variant, "--fen", fen, "--json"],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def after(variant, fen, notation):
    out = subprocess.run([BIN, "perft", "--variant", variant, "--fen", fen, "--depth", "0",
                          "--json"], check=True, capture_output=True, text=True).stdout
    return json.loads(out)["fen"]


def canonical(variant, fen):
    return after(variant, fen, None)


def play(variant, fen, chosen):
    """The FEN after `chosen` (a move object of `shashki moves --json`)."""
    # Build the next position by hand from the move object: canonical numbers.
    side, w, b = fen.split(":")
    blocks = {w[0]: w[1:], b[0]: b[1:]}
    def parse(block):
        out = {}
        for t in filter(None, block.split(",")):
            k = t.startswith("K")
            out[int(t[1:] if k else t)] = k
        return out
    pieces = {c: parse(v) for c, v in blocks.items()}
    us, them = side, "B" if side == "W" else "W"
    king = pieces[us].pop(chosen["from"])
    promoted = (us == "W" and chosen["to"] <= 4) or (us == "B" and chosen["to"] >= 29)
    pieces[us][chosen["to"]] = king or promoted
    for c in chosen["captured"]:
        pieces[them].pop(c)
    def write(c):
        return c + ",".join(("K" if k else "") + str(n) for n, k in sorted(pieces[c].items()))
    return f"{them}:{write('W')}:{write('B')}"


def english(src):
    data = json.load(open(src / "3move_english.json"))["all"]
    lines = []
    for key, fen in data.items():
        number, *opening = key.split()
        number = int(number)
        pos = canonical("english", "startpos")
        written = []
        for text in opening:
            a, sep, b = text.partition("x") if "x" in text else text.partition("-")
            want = (int(a), int(b))
            found = [m for m in moves("english", pos) if (m["from"], m["to"]) == want]
            assert len(found) == 1, (key, text, found)
            written.append(found[0]["notation"])
            pos = play("english", pos, found[0])
        assert pos == canonical("english", fen), (key, pos, fen)
        lines.append(f"{number}\t{' '.join(written)}\t{'barred' if number in BARRED else 'deck'}")
    assert len(lines) == 174 and sum(l.endswith("deck") for l in lines) == 156
    return lines


def russian(src):
    data = json.load(open(src / "150russian_and_brazilian.json"))["all"]
    files = "abcdefgh"
    lines = []
    for key, fen in data.items():
        ident, *opening = key.split()
        if opening == ["Free"]:  # a free choice: the start position
            opening = []
        pos = canonical("russian", "startpos")
        written = []
        for text in opening:  # Russian short notation: start file, then the square reached
            file, to = text[0], text[1:]
            found = []
            for m in moves("russian", pos):
                path = m["notation"].replace(":", "-").split("-")
                if path[0][0] == file and path[-1] == to:
                    found.append(m)
            assert len(found) == 1, (key, text, found)
            written.append(found[0]["notation"])
            pos = play("russian", pos, found[0])
        if pos != canonical("russian", fen):
            # pydraughts' FEN disagrees with its own moves: keep the moves, report it.
            print(f"note: {key}: the moves reach {pos}, pydraughts gives {fen}", file=sys.stderr)
            MISMATCHES.append(ident)
        lines.append(f"{ident}\t{' '.join(written) or 'free'}")
    assert len(lines) == 150
    return lines


def main():
    src = Path(sys.argv[1])
    out = Path("crates/shashki/data/ballots")
    head = (
        "# ACF three-move ballots of English checkers, numbered as the ACF numbers them (1-174).\n"
        "# Third column: 'deck' for the 156 openings of the ACF 156-opening three-move deck\n"
        "# (usacheckers.com, \"The 156-Opening Three-Move Deck\"), 'barred' for the 18 left out.\n"
        "# Sources: the moves from pydraughts 0.6.7 (PyPI, MIT), ballot_files/3move_english.json;\n"
        "# the barred list from CheckerBoard (eygilbert/CheckerBoard, utility.c, OP_BARRED), which\n"
        "# agrees with pydraughts' 'lost' list except that pydraughts leaves out #26.\n"
        "# Generated by scripts/ballots.py; every opening replayed by shashki.\n")
    (out / "english-3move.tsv").write_text(head + "\n".join(english(src)) + "\n")
    head = (
        "# The 150-opening table of Russian (and Brazilian) draughts: openings of one to three\n"
        "# plies, named as pydraughts names them (1-I .. 15-X: fifteen first-move groups); 'free' leaves the opening to the\n"
        "# players.\n"
        "# Source: pydraughts 0.6.7 (PyPI, MIT), ballot_files/150russian_and_brazilian.json, its\n"
        "# 'basic positions' for russian and brazilian matches; short notation (cd4) rewritten in\n"
        "# full by scripts/ballots.py, every opening replayed by shashki.\n")
    lines = russian(src)
    if MISMATCHES:
        head += ("# pydraughts' position for " + ", ".join(MISMATCHES) + " does not follow from its\n"
                 "# moves; the moves are kept.\n")
    (out / "russian-150.tsv").write_text(head + "\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
