"""PDN archives: ``read(path_or_text)`` gives the games one at a time; ``Game.write()`` writes one."""

from shashki._shashki import Game, Reader, read

__all__ = ["Game", "Reader", "read"]
