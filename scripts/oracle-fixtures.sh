#!/usr/bin/env bash
# Regenerates the committed oracle fixtures crates/shashki/tests/data/oracle/<variant>.jsonl:
# random positions with their legal moves from pydraughts 0.6.7, through scripts/rules-oracle,
# and for turkish and frisian from kish 1.1.7 and py-draughts 1.10.1 (scripts/rules-oracle-second).
# The output is fully determined by the seeds below, so running this again reproduces the files
# byte for byte.
# Usage: scripts/oracle-fixtures.sh [VARIANT...]   (our variant keys; all of them by default)
set -euo pipefail
root=$(git rev-parse --show-toplevel)
oracle=$root/scripts/rules-oracle
out=$root/crates/shashki/tests/data/oracle

# our key | oracle name | positions | seed
fixtures=(
  "russian       russian    2000 7101"
  "brazilian     brazilian  2000 7102"
  "international standard   2000 7103"
  "english       english    2000 7104"
  "italian       italian    1000 7105"
  "turkish       turkish    2000 7114"
  "frisian       frisian    2000 7115"
)

wanted=("$@")
for row in "${fixtures[@]}"; do
  read -r key name count seed <<<"$row"
  if ((${#wanted[@]})) && [[ " ${wanted[*]} " != *" $key "* ]]; then
    continue
  fi
  case $key in
    turkish | frisian) tool=$oracle-second ;;
    *) tool=$oracle ;;
  esac
  echo "$key: $(basename "$tool") random $name $count $seed" >&2
  "$tool" random "$name" "$count" "$seed" >"$out/$key.jsonl.tmp"
  mv "$out/$key.jsonl.tmp" "$out/$key.jsonl"
done
