#!/usr/bin/env bash
# pydraughts' DXPEngine (PyPI pydraughts 0.6.7) plays complete international games against
# `shashki dxp --listen` over a local TCP connection, shashki as White and as Black; every
# shashki move legal on pydraughts' board, both sides agreeing on every result
# (tests/pydraughts/test_dxp.py).
# Usage: scripts/pydraughts-dxp-test.sh [PYTEST-ARGS...]
# Uses the virtual environment of scripts/pydraughts-hub-test.sh (target/pydraughts-venv,
# created on first use) and builds the release binary; SHASHKI_BIN overrides the binary.
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
# pydraughts' DXP client waits in busy loops without timeouts of its own: a hard limit keeps
# a stuck game from hanging CI.
exec timeout 600 "$venv/bin/python" -m pytest -q -s -p no:cacheprovider tests/pydraughts/test_dxp.py "$@"
