#!/usr/bin/env bash
# Texel tuning of the engine's evaluation weights (crates/shashki-engine/examples/tune):
# self-play at a fixed depth from random openings, logistic regression of the results on the
# evaluation terms, weights written to crates/shashki-engine/data/weights/<variant>.tsv.
# Builds in target/tune so a long run does not hold the shared build directory.
# Usage: scripts/tune.sh --variant russian --games 4000 --seed 1 [--depth 4] [--jobs 2]
#        scripts/tune.sh --defaults --variant all
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target/tune}" \
  exec cargo run --release --quiet -p shashki-engine --example tune -- "$@"
