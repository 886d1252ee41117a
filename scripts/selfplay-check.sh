#!/usr/bin/env bash
# The engine's own Russian games the puzzles come from (crates/shashki-web/data/selfplay/, made by
# scripts/puzzles-build.sh) are made again by this code: the first 20 games of each match are
# played again, one at a time and limited by nodes as the script plays them, and must be the
# files' first 10 (each pair of the match is one game twice, of which the files keep one). A
# change of the search or the evaluation changes them: run scripts/puzzles-build.sh then.
#
#   scripts/selfplay-check.sh      (runs $SHASHKI_BIN, else the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/shashki-bin.sh
dir=crates/shashki-web/data/selfplay
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for nodes in 4000 12000; do
  "$SHASHKI_BIN" match --engine1 "$SHASHKI_BIN hub" --engine2 "$SHASHKI_BIN hub" --variant russian \
    --openings russian150 --games 20 --nodes "$nodes" --seed 1 --pdn "$work/games.pdn" >/dev/null
  awk '/^\[Event /{n++} n % 2 == 1' "$work/games.pdn" > "$work/played.pdn"
  awk '/^\[Event /{n++} n <= 10' "$dir/russian-selfplay-$nodes-nodes.pdn" > "$work/kept.pdn"
  if ! cmp -s "$work/played.pdn" "$work/kept.pdn"; then
    echo "selfplay-check: the first games at $nodes nodes differ from $dir/russian-selfplay-$nodes-nodes.pdn:" >&2
    diff "$work/kept.pdn" "$work/played.pdn" | head -20 >&2
    echo "(the search or the evaluation changed: make them and the puzzle set again with scripts/puzzles-build.sh)" >&2
    exit 1
  fi
  echo "selfplay-check: the first 10 games at $nodes nodes are the committed ones"
done
