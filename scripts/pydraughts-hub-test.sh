#!/usr/bin/env bash
# pydraughts' HubEngine (PyPI pydraughts 0.6.7) plays complete games against `shashki hub`:
# international, russian and brazilian (these two through --pydraughts-russian), every engine
# move legal for pydraughts, no protocol warning (tests/pydraughts/test_hub.py).
# Usage: scripts/pydraughts-hub-test.sh [PYTEST-ARGS...]
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
if [[ -z ${SHASHKI_BIN:-} ]]; then
  (cd "$root" && cargo build --release --quiet -p shashki-cli)
  export SHASHKI_BIN=$root/target/release/shashki
fi
cd "$root"
exec "$venv/bin/python" -m pytest -q -s -p no:cacheprovider tests/pydraughts "$@"
