#!/usr/bin/env bash
# Runs the cargo-fuzz target fen_and_moves from the committed seeds for SECONDS (default 600).
#
#   scripts/fuzz.sh [SECONDS]
#   FUZZ_KEEP_GOING=1 scripts/fuzz.sh [SECONDS]   # go on after a crash (libFuzzer fork mode)
#
# Needs cargo-fuzz (`cargo install cargo-fuzz`). A stable toolchain is enough: RUSTC_BOOTSTRAP=1
# lets it accept the sanitizer flags that cargo-fuzz passes. Debug assertions (and so overflow
# checks) are on. New inputs go to fuzz/corpus/fen_and_moves (git-ignored); a crash is written
# to fuzz/artifacts/fen_and_moves/ and the script exits non-zero. Replay one with
#   cd fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz run -a fen_and_moves artifacts/fen_and_moves/<file>
# Seeds named crash-* reproduce crashes found earlier (fixed since); should one crash again, the
# plain run stops on it at once, and FUZZ_KEEP_GOING=1 looks past it for others.
set -euo pipefail

seconds="${1:-600}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root/fuzz"

flags=(-max_total_time="$seconds" -max_len=512 -timeout=10 -print_final_stats=1)
if [[ "${FUZZ_KEEP_GOING:-0}" == 1 ]]; then
    flags+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
fi

mkdir -p corpus/fen_and_moves
RUSTC_BOOTSTRAP=1 cargo fuzz run --debug-assertions fen_and_moves \
    corpus/fen_and_moves seeds/fen_and_moves -- "${flags[@]}"
