#!/usr/bin/env bash
# Runs every cargo-fuzz target (fuzz/Cargo.toml) for SECONDS each (default 60), JOBS at a time
# (default 2), through scripts/fuzz.sh; prints each target's executions and time, and exits 1
# when any target crashed (its log, in target/fuzz-logs/TARGET.log, names the input kept in
# fuzz/artifacts/TARGET/).
#
#   scripts/fuzz-all.sh [SECONDS] [JOBS]
#
# Needs cargo-fuzz (`cargo install cargo-fuzz --locked`); .ci/run installs it.
set -euo pipefail

seconds="${1:-60}"
jobs="${2:-2}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
logs="$root/target/fuzz-logs"
mkdir -p "$logs"

cd "$root/fuzz"
RUSTC_BOOTSTRAP=1 cargo fuzz build --debug-assertions
mapfile -t targets < <(cargo fuzz list)

# run TARGET: one target, its log and its exit status kept.
run() {
    local status=0
    "$root/scripts/fuzz.sh" "$seconds" "$1" >"$logs/$1.log" 2>&1 || status=$?
    echo "$status" >"$logs/$1.status"
}

running=0
for target in "${targets[@]}"; do
    run "$target" &
    running=$((running + 1))
    if ((running >= jobs)); then
        wait -n
        running=$((running - 1))
    fi
done
wait

failed=0
for target in "${targets[@]}"; do
    log="$logs/$target.log"
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    took=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -n 1)
    if [[ $(cat "$logs/$target.status") == 0 ]]; then
        echo "fuzz $target: ${runs:-?} executions in ${took:-?} s, no crash"
    else
        failed=1
        echo "fuzz $target: FAILED; the end of $log:"
        tail -n 30 "$log"
    fi
done
exit "$failed"
