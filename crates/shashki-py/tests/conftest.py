"""Paths of the repository's test data, shared by the tests."""

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]


@pytest.fixture
def repo() -> Path:
    """The repository's root."""
    return REPO
