#!/usr/bin/env bash
# Runs the cargo-fuzz target protocols (Hub command and reply lines, the DXP framer and
# messages: no panic, written values read back the same) for SECONDS (default 300).
#
#   scripts/fuzz-protocols.sh [SECONDS]
#
# Needs cargo-fuzz (`cargo install cargo-fuzz`); RUSTC_BOOTSTRAP=1 lets a stable toolchain accept
# the sanitizer flags. Seeds are written into fuzz/corpus/protocols (git-ignored) on first use;
# a crash goes to fuzz/artifacts/protocols/ and the script exits non-zero.
set -euo pipefail

seconds="${1:-300}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root/fuzz"

corpus=corpus/protocols
mkdir -p "$corpus"
# A few real lines of each protocol to start from.
printf 'hub\ninit\npos start=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves="32-28 19-23"\nlevel depth=5 move-time=1.5\ngo think\nping\nstop\nset-param name=variant value=russian\n' >"$corpus/hub-commands"
printf 'id name=shashki version=0.1\nparam name=variant value=normal type=enum values="normal killer"\nwait\ninfo depth=5 score=0.12 nodes=1234 pv="32-28 19-23"\ndone move=32-28 ponder=19-23\npong\nerror message="bad"\n' >"$corpus/hub-replies"
printf 'R01shashki                         W010000A\0A00shashki                         0\0M0012322702\0M00073228011923\0E10\0K0\0B005W\0Chello\0' >"$corpus/dxp"

RUSTC_BOOTSTRAP=1 cargo fuzz run --debug-assertions protocols "$corpus" -- \
    -max_total_time="$seconds" -max_len=4096 -timeout=10 -print_final_stats=1
