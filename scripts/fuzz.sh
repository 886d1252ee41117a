#!/usr/bin/env bash
# Runs one cargo-fuzz target from its committed seeds for SECONDS (default 600).
#
#   scripts/fuzz.sh [SECONDS] [TARGET]         # TARGET: fen_and_moves unless given
#   FUZZ_KEEP_GOING=1 scripts/fuzz.sh ...      # go on after a crash (libFuzzer fork mode)
#
# The targets (fuzz/fuzz_targets/; each file says what it checks): fen_and_moves (FEN and move
# texts of every variant), pdn_reader (the PDN reader, write round trip and replay), protocols
# (Hub lines, the DXP framer and messages), position_text (the Russian book position text),
# hub_board (the Hub board string) and weights (the engine's weights files).
# scripts/fuzz-all.sh runs them all.
#
# Needs cargo-fuzz (`cargo install cargo-fuzz --locked`). A stable toolchain is enough:
# RUSTC_BOOTSTRAP=1 lets it accept the sanitizer flags that cargo-fuzz passes. Debug assertions
# (and so overflow checks) are on. New inputs go to fuzz/corpus/TARGET (git-ignored); a crash is
# written to fuzz/artifacts/TARGET/ and the script exits non-zero. Replay one with
#   cd fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz run --debug-assertions TARGET artifacts/TARGET/<file>
# Seeds named crash-* reproduce crashes found earlier (fixed since); should one crash again, the
# plain run stops on it at once, and FUZZ_KEEP_GOING=1 looks past it for others.
set -euo pipefail

seconds="${1:-600}"
target="${2:-fen_and_moves}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root/fuzz"

# FEN and move texts are short; the other formats need room for whole files.
max_len=4096
[[ $target == fen_and_moves ]] && max_len=512
flags=(-max_total_time="$seconds" -max_len="$max_len" -timeout=10 -print_final_stats=1)
if [[ "${FUZZ_KEEP_GOING:-0}" == 1 ]]; then
    flags+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
fi

mkdir -p "corpus/$target"
RUSTC_BOOTSTRAP=1 cargo fuzz run --debug-assertions "$target" \
    "corpus/$target" "seeds/$target" -- "${flags[@]}"
