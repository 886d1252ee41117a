"""Type stubs of the native module; ``shashki`` and ``shashki.pdn`` re-export it."""

import os
from typing import Iterator, Literal, Optional, Sequence, Union

import numpy as np
import numpy.typing as npt

__version__: str

def variants() -> list[str]:
    """The keys of every variant the package plays (INTERFACES.md §1)."""

class Move:
    """A legal move of a position; equal to another with the same variant, from, to and captured set."""

    @property
    def from_square(self) -> int:
        """The square the piece leaves (canonical number)."""
    @property
    def to_square(self) -> int:
        """The square the piece ends on (canonical number)."""
    @property
    def captured(self) -> list[int]:
        """The captured squares, sorted canonical numbers."""
    @property
    def path(self) -> list[int]:
        """The from square, then every landing square in order (canonical numbers)."""
    @property
    def is_capture(self) -> bool: ...
    @property
    def promotes(self) -> bool:
        """True when a man is crowned by this move."""
    def numeric(self) -> str:
        """The move with canonical numbers (``22:15`` for russian ``c3:e5``)."""
    def full(self) -> str:
        """The move with every landing square (``c3:e5:c7``)."""
    def __str__(self) -> str:
        """The move in the variant's notation, short unless ambiguous."""
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class Outcome:
    """How a finished game ended."""

    @property
    def winner(self) -> Optional[Literal["white", "black"]]:
        """The winner, or None for a draw."""
    @property
    def reason(self) -> str:
        """``no-moves``, ``no-pieces``, ``resignation``, ``time``, ``breakthrough`` or the draw rule."""
    @property
    def key(self) -> str:
        """``white``, ``black`` or ``draw:<rule>`` (INTERFACES.md §7)."""
    @property
    def result(self) -> str:
        """The PDN result marker (``1-0``, ``0-1``, ``1/2-1/2``; ``2-0``, ``0-2``, ``1-1`` on 10x10)."""

class Board:
    """A game of one variant: the start, the moves pushed and the position they reach."""

    def __init__(self, variant: str = "russian", fen: Optional[str] = None) -> None:
        """The start position of ``variant``, or ``fen``; ValueError for a bad variant or FEN."""
    @staticmethod
    def from_text(text: str, variant: str = "russian") -> Board:
        """The position a book writes: ``Белые: Д.e1, пр.c1, f2; Чёрные: Д.h6, b6``."""
    @property
    def variant(self) -> str: ...
    @property
    def turn(self) -> Literal["white", "black"]: ...
    @property
    def ply(self) -> int:
        """The number of moves pushed."""
    @property
    def move_stack(self) -> list[Move]: ...
    def legal_moves(self) -> list[Move]: ...
    def push(self, move: Union[Move, str]) -> Move:
        """Plays a move (a Move or any notation); ValueError when illegal or after the end."""
    def pop(self) -> Move:
        """Takes back the last move; IndexError at the start."""
    def copy(self) -> Board: ...
    def fen(self) -> str: ...
    def outcome(self) -> Optional[Outcome]:
        """None while the game goes on."""
    def counters(self) -> dict[str, dict[str, int]]:
        """``{rule: {"count": n, "limit": n}}`` for every draw rule that applies now."""
    def perft(self, depth: int) -> int:
        """Positions ``depth`` plies ahead (distinct moves); releases the GIL."""
    def divide(self, depth: int) -> dict[str, int]:
        """perft by first move."""
    def text(self, language: Literal["ru", "en"] = "ru") -> str:
        """The book position text."""
    def planes(self) -> npt.NDArray[np.float32]:
        """Shape (5, rows, rows): white men, white kings, black men, black kings, White to move."""
    def __str__(self) -> str:
        """A text diagram."""
    def __eq__(self, other: object) -> bool:
        """Same position (pieces and side to move)."""
    def __getstate__(self) -> tuple[str, str, list[str]]:
        """For pickle: the variant, the start's FEN, each move with its whole path."""
    def __setstate__(self, state: tuple[str, str, list[str]]) -> None: ...

def planes(boards: Sequence[Board]) -> npt.NDArray[np.float32]:
    """Shape (len(boards), 5, rows, rows); the boards must share one board size."""

def random_boards(
    variant: str = "russian", count: int = 1, max_plies: int = 40, seed: Optional[int] = None
) -> list[Board]:
    """Boards after 0 to ``max_plies`` random legal moves from the start; releases the GIL."""

def legal_moves_array(boards: Sequence[Board]) -> npt.NDArray[np.int64]:
    """Shape (moves, 4): board index, from, to, captured squares as a mask (bit n-1 for square n)."""

def push_random(boards: Sequence[Board], plies: int = 1, seed: Optional[int] = None) -> list[int]:
    """Pushes up to ``plies`` random legal moves on each board; returns how many on each."""

class Analysis:
    """What a search found."""

    score: int
    """Hundredths of a man for the side to move."""
    win_in: Optional[int]
    """Plies to a forced end: positive when the side to move wins, negative when it loses."""
    best: Optional[Move]
    pv: list[Move]
    depth: int
    nodes: int
    time: float
    """Seconds."""

class Engine:
    """The shashki engine for one variant."""

    def __init__(
        self,
        variant: str = "russian",
        threads: int = 1,
        hash_mb: int = 64,
        egdb: Union[str, "os.PathLike[str]", None] = None,
    ) -> None:
        """With ``egdb``, a folder holding ``<variant>/`` tables, the search and ``probe`` use them."""
    @property
    def variant(self) -> str: ...
    def analyse(
        self,
        board: Board,
        *,
        time: Optional[float] = None,
        depth: Optional[int] = None,
        nodes: Optional[int] = None,
    ) -> Analysis:
        """Searches within the limits given (0.1 s when none); releases the GIL."""
    def play(
        self,
        board: Board,
        *,
        time: Optional[float] = None,
        depth: Optional[int] = None,
        nodes: Optional[int] = None,
    ) -> Move: ...
    def new_game(self) -> None: ...
    def probe(self, board: Board) -> dict[str, Optional[Union[str, int]]]:
        """``{"wdl": "win"|"draw"|"loss", "plies": int|None, "rules_wdl": str|None}``; ValueError
        without tables or outside them."""

def build_egdb(
    variant: str, pieces: int, folder: Union[str, "os.PathLike[str]"], threads: int = 1
) -> dict[str, int]:
    """Builds the tables of up to ``pieces`` pieces into ``folder/<variant>``; releases the GIL."""

class Game:
    """One PDN game as written."""

    @property
    def headers(self) -> dict[str, str]: ...
    @property
    def comments(self) -> list[str]: ...
    @property
    def result(self) -> Optional[str]: ...
    @property
    def move_texts(self) -> list[str]: ...
    @property
    def move_comments(self) -> list[list[str]]: ...
    @property
    def variant(self) -> Optional[str]: ...
    @property
    def line(self) -> int: ...
    @property
    def moves(self) -> list[Move]:
        """The main line replayed; ValueError when a move does not replay."""
    def board(self) -> Board:
        """The board after the main line, history included."""
    def write(self) -> str:
        """PDN text that reads back to the same game."""
    @staticmethod
    def from_board(board: Board, headers: Optional[dict[str, str]] = None) -> Game: ...

class Reader(Iterator[Game]):
    """Games one at a time; a bad game raises ValueError, and iteration may go on after it."""

    def __iter__(self) -> Reader: ...
    def __next__(self) -> Game: ...

def read(
    source: Union[str, bytes, "os.PathLike[str]"], variant: Optional[str] = None
) -> Reader:
    """Games of a file (a path, or a one-line str naming a file or ending in .pdn) or of PDN text."""
