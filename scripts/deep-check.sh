#!/usr/bin/env bash
# The ignored deep tests of the rules, Chinese checkers and endgame-table crates: the deep perft
# trees, the star references to depth 6, the star engine's strength.
#
#   scripts/deep-check.sh [--tables]
#
# --tables adds the 10,000 random positions of up to 5 pieces against russian tables built here
# (or read from SHASHKI_EGDB_DIR): minutes of table building, so CI leaves it out (it is data
# generation, not a check of a change). The 6-piece check runs when SHASHKI_EGDB_DIR holds
# 6-piece tables (README, endgame databases).
#
# They run in the test build `cargo test --workspace` makes (`cargo nextest run --workspace`
# runs what it built), where these three crates are optimised (Cargo.toml's profile.dev.package)
# with their debug assertions on: a release build of their tests was minutes of CI for runs that
# take seconds either way.
set -euo pipefail
cd "$(dirname "$0")/.."
filter='(package(shashki) | package(shashki-star) | package(shashki-egdb))'
case ${1:-} in
  --tables) ;;
  "") filter+=' & not test(ten_thousand_russian_positions_of_up_to_five_pieces_agree)' ;;
  *) sed -n '4,5p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac
[[ -n ${SHASHKI_EGDB_DIR:-} ]] || filter+=' & not test(russian_positions_of_up_to_six_pieces_agree)'
cargo nextest run --workspace --no-fail-fast --run-ignored only -E "$filter"
