#!/usr/bin/env bash
# pydraughts (PyPI, 0.6.7) as an independent client of our protocols: its HubEngine plays complete
# games against `shashki hub` (tests/pydraughts/test_hub.py, every variant both play, and endings
# our draw rules end before pydraughts' do) and its
# DXPEngine against `shashki dxp --listen` (tests/pydraughts/test_dxp.py, international).
# Usage: scripts/pydraughts-test.sh [PYTEST-ARGS...]   e.g. tests/pydraughts/test_dxp.py
# Creates a virtual environment in target/pydraughts-venv on first use (pydraughts and pytest
# from PyPI) and builds the release binary; SHASHKI_BIN overrides the binary.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=$root/target/pydraughts-venv
if ! "$venv/bin/python" -c 'import pytest, importlib.metadata as m; assert m.version("pydraughts") == "0.6.7"' 2>/dev/null; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check pydraughts==0.6.7 'pytest>=8,<9'
fi
source "$root/scripts/shashki-bin.sh"
cd "$root"
if [[ $# -eq 0 ]]; then
  set -- tests/pydraughts
fi
# pydraughts' DXP client waits in busy loops without timeouts of its own: a hard limit keeps a
# stuck game from hanging CI.
exec timeout 900 "$venv/bin/python" -m pytest -q -s -p no:cacheprovider "$@"
