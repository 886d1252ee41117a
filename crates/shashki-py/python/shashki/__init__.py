"""shashki: draughts (шашки, checkers) for Python over the shashki Rust core.

Exact rules of every variant the core plays, PDN, the engine and arrays for machine learning;
see the package README for the API.
"""

from shashki._shashki import (
    Analysis,
    Board,
    Engine,
    Move,
    Outcome,
    __version__,
    build_egdb,
    legal_moves_array,
    planes,
    push_random,
    random_boards,
    variants,
)
from shashki import pdn

__all__ = [
    "Analysis",
    "Board",
    "Engine",
    "Move",
    "Outcome",
    "__version__",
    "build_egdb",
    "legal_moves_array",
    "pdn",
    "planes",
    "push_random",
    "random_boards",
    "variants",
]
