#!/usr/bin/env bash
# Runs the cargo-fuzz target pdn_reader (the PDN reader, writer round trip and replay) from the
# committed seeds for SECONDS (default 600).
#
#   scripts/fuzz-pdn.sh [SECONDS]
#   FUZZ_KEEP_GOING=1 scripts/fuzz-pdn.sh [SECONDS]   # go on after a crash (libFuzzer fork mode)
#
# Needs cargo-fuzz (`cargo install cargo-fuzz`); RUSTC_BOOTSTRAP=1 lets a stable toolchain accept
# the sanitizer flags. New inputs go to fuzz/corpus/pdn_reader (git-ignored); a crash is written
# to fuzz/artifacts/pdn_reader/ and the script exits non-zero. Replay one with
#   cd fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz run -a pdn_reader artifacts/pdn_reader/<file>
# The seeds are the openings of the reference archives and small texts with every construct.
set -euo pipefail

seconds="${1:-600}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root/fuzz"

flags=(-max_total_time="$seconds" -max_len=4096 -timeout=10 -print_final_stats=1)
if [[ "${FUZZ_KEEP_GOING:-0}" == 1 ]]; then
    flags+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
fi

mkdir -p corpus/pdn_reader
RUSTC_BOOTSTRAP=1 cargo fuzz run --debug-assertions pdn_reader \
    corpus/pdn_reader seeds/pdn_reader -- "${flags[@]}"
