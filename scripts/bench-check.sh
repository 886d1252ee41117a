#!/usr/bin/env bash
# The engine's bench signature: `shashki bench` searches a fixed set of positions to a fixed
# depth, and its node count changes exactly when the search or the evaluation does. The count
# is kept in crates/shashki-engine/data/bench-nodes; this fails when the binary's count differs,
# so a change to the engine that meant to change nothing is caught, and one that meant to
# change the search updates the file in the same commit (with its match or "Bench: N" line).
#
#   scripts/bench-check.sh [BINARY]      (default $SHASHKI_BIN, else target/release/shashki)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="${1:-${SHASHKI_BIN:-$root/target/release/shashki}}"
want=$(grep -v '^#' "$root/crates/shashki-engine/data/bench-nodes" | tr -d '[:space:]')
got=$("$bin" bench | awk '$1 == "nodes" { print $2 }')
echo "bench nodes: $got (kept: $want)"
if [[ "$got" != "$want" ]]; then
  echo "the engine's bench signature changed: update crates/shashki-engine/data/bench-nodes" \
    "and name the count in the commit message (Bench: $got), or find what changed the search" >&2
  exit 1
fi
