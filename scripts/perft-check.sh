#!/usr/bin/env bash
# Acceptance check through the command line: `shashki perft --json` against every fixture in
# crates/shashki/tests/data/perft up to a maximum depth (default 10; 9 for 10x10 start positions),
# the files in the drop convention.
# Usage: scripts/perft-check.sh [MAX_DEPTH]   (the binary: $SHASHKI_BIN, else the release build)
set -euo pipefail
top=$(git rev-parse --show-toplevel)
max=${1:-10}
source "$top/scripts/shashki-bin.sh"
bin=$SHASHKI_BIN
checked=0 failed=0
for file in "$top"/crates/shashki/tests/data/perft/*.perft; do
  # The CLI counts distinct moves; the files that count every route are for perft_routes.
  [[ $(awk '$1 == "convention" {print $2}' "$file") == keep ]] && continue
  variant=$(awk '$1 == "variant" {print $2}' "$file")
  fen=$(awk '$1 == "fen" {print $2}' "$file")
  limit=$max
  if [[ $fen == startpos && $variant =~ ^(international|killer|antidraughts|breakthrough|frisian)$ ]]; then
    limit=$(( max < 9 ? max : 9 ))
  fi
  while read -r depth expected; do
    (( depth <= limit )) || continue
    nodes=$("$bin" perft --variant "$variant" --fen "$fen" --depth "$depth" --json |
      python3 -c 'import json, sys; print(json.load(sys.stdin)["nodes"])')
    checked=$((checked + 1))
    if [[ $nodes != "$expected" ]]; then
      failed=$((failed + 1))
      echo "MISMATCH $(basename "$file") depth $depth: expected $expected, got $nodes"
    fi
  done < <(grep -E '^[0-9]+ [0-9]+$' "$file")
done
echo "perft via CLI: $checked checked, $failed mismatched"
[[ $failed == 0 ]]
