#!/usr/bin/env bash
# Strength acceptance of issue 4: `shashki hub` against py-draughts' TurboEngine (PyPI
# py-draughts 1.10.1, international only), 40 games from random 2-4 ply openings, each played
# with both colours, equal time per move; py-draughts referees every move (scripts/vs-turbo.py).
# The games are written to target/vs-turbo.pdn and replayed under our rules by `shashki pdn
# check` as a second legality check. Pass = a score of at least 75%.
# Usage: scripts/vs-turbo.sh [--games N] [--time SECONDS] [--seed N] ...  (see vs-turbo.py --help)
# Creates target/turbo-venv on first use: py-draughts imports as `draughts`, like pydraughts,
# hence a virtual environment of its own. SHASHKI_BIN overrides the binary.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=$root/target/turbo-venv
if ! "$venv/bin/python" -c 'import importlib.metadata as m; assert m.version("py-draughts") == "1.10.1"' 2>/dev/null; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check py-draughts==1.10.1
fi
if [[ -z ${SHASHKI_BIN:-} ]]; then
  (cd "$root" && cargo build --release --quiet -p shashki-cli)
  SHASHKI_BIN=$root/target/release/shashki
fi
pdn=$root/target/vs-turbo.pdn
status=0
"$venv/bin/python" "$root/scripts/vs-turbo.py" --engine "$SHASHKI_BIN hub" --pdn "$pdn" "$@" \
  | tee "$root/target/vs-turbo.log" || status=$?
"$SHASHKI_BIN" pdn check "$pdn" --json | tail -1
"$SHASHKI_BIN" pdn check "$pdn" >/dev/null || status=1
score=$(tail -1 "$root/target/vs-turbo.log" | "$venv/bin/python" -c 'import json,sys; print(json.load(sys.stdin)["score"])')
if "$venv/bin/python" -c "import sys; sys.exit(0 if $score >= 0.75 else 1)"; then
  echo "PASS: score $score >= 0.75"
else
  echo "FAIL: score $score < 0.75"
  status=1
fi
exit $status
