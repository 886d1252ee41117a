#!/usr/bin/env bash
# The ignored deep tests of the rules, Chinese checkers and endgame-table crates, in release:
# the deep perft trees, the star references to depth 6, the star engine's strength.
#
#   scripts/deep-check.sh [--tables]
#
# --tables adds the 10,000 random positions of up to 5 pieces against russian tables built here
# (or read from SHASHKI_EGDB_DIR): minutes of table building, so CI leaves it out (it is data
# generation, not a check of a change). The 6-piece check runs when SHASHKI_EGDB_DIR holds
# 6-piece tables (README, endgame databases).
set -euo pipefail
cd "$(dirname "$0")/.."
skip=()
case ${1:-} in
  --tables) ;;
  "") skip=(--skip ten_thousand_russian_positions_of_up_to_five_pieces_agree) ;;
  *) sed -n '4,5p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac
[[ -n ${SHASHKI_EGDB_DIR:-} ]] || skip+=(--skip russian_positions_of_up_to_six_pieces_agree)
# Only the test targets that hold ignored tests are built (each other target in release is build
# time for nothing: minutes in CI): the files of tests/ that say #[ignore], and the library's
# unit tests when its src/ does.
for crate in shashki shashki-star shashki-egdb; do
  targets=()
  for file in $(grep -l '#\[ignore' crates/$crate/tests/*.rs 2>/dev/null); do
    targets+=(--test "$(basename "$file" .rs)")
  done
  grep -rqs '#\[ignore' crates/$crate/src && targets+=(--lib)
  [[ ${#targets[@]} -gt 0 ]] || continue
  cargo test --release -p "$crate" "${targets[@]}" -- --ignored "${skip[@]}"
done
