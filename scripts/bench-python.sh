#!/usr/bin/env bash
# Speed of the Python package against pydraughts 0.6.7 and py-draughts 1.10.1 (PyPI), side by
# side in one run: legal moves of COUNT random russian positions (the same FENs for all three)
# and perft(DEPTH) from the start through each library's own legal moves, push and pop; for
# shashki also its batch array of legal moves and its native perft. Each round runs every
# library once, in turn; the medians over the rounds are printed, with shashki's speed-up over
# the faster of the other two. Within a round, shashki and py-draughts time each task 5 times
# (median), pydraughts (about a minute a pass) once.
# Usage: scripts/bench-python.sh [ROUNDS] [COUNT] [DEPTH]   (defaults 3, 10000, 6)
# Installs shashki (this checkout, pip install ./crates/shashki-py) with pydraughts into one
# virtual environment and py-draughts into another, under target/bench-python (both import as
# `draughts`).
set -euo pipefail
root=$(git rev-parse --show-toplevel)
rounds=${1:-3}
count=${2:-10000}
depth=${3:-6}
dir=$root/target/bench-python
bench=$root/scripts/bench_python.py
if [[ ! -x $dir/ours/bin/python ]]; then
  python3 -m venv "$dir/ours"
  "$dir/ours/bin/pip" install -q pydraughts==0.6.7 numpy
fi
"$dir/ours/bin/pip" install -q --force-reinstall --no-deps "$root/crates/shashki-py"
if [[ ! -x $dir/theirs/bin/python ]]; then
  python3 -m venv "$dir/theirs"
  "$dir/theirs/bin/pip" install -q py-draughts==1.10.1
fi
"$dir/ours/bin/python" "$bench" positions "$count" 1 >"$dir/positions.txt"
: >"$dir/runs.jsonl"
for ((round = 1; round <= rounds; round++)); do
  "$dir/ours/bin/python" "$bench" run shashki "$dir/positions.txt" "$depth" >>"$dir/runs.jsonl"
  "$dir/ours/bin/python" "$bench" run pydraughts "$dir/positions.txt" "$depth" >>"$dir/runs.jsonl"
  "$dir/theirs/bin/python" "$bench" run py-draughts "$dir/positions.txt" "$depth" >>"$dir/runs.jsonl"
  echo "round $round of $rounds done" >&2
done
python3 - "$dir/runs.jsonl" "$count" "$depth" <<'PY'
import json, statistics, sys

runs = [json.loads(line) for line in open(sys.argv[1])]
count, depth = sys.argv[2], sys.argv[3]
rounds = [{r["library"]: r for r in runs[i:i + 3]} for i in range(0, len(runs), 3)]
theirs = {"legal": ("legal_seconds", "moves"), "perft": ("perft_seconds", "perft_nodes")}
ours = [
    ("legal", f"legal moves of {count} positions, board.legal_moves() each", "legal_seconds", "moves"),
    ("legal", f"legal moves of {count} positions, shashki.legal_moves_array(boards)", "array_seconds", "array_moves"),
    ("perft", f"perft({depth}) from the start, legal_moves/push/pop in Python", "perft_seconds", "perft_nodes"),
    ("perft", f"perft({depth}) from the start, board.perft({depth})", "native_perft_seconds", "native_perft_nodes"),
]
print(f"{len(rounds)} rounds; seconds are medians over the rounds (moves or nodes counted; pydraughts"
      " lists a capture twice where two routes take the same pieces); the speed-up is the median"
      " over the rounds of each round's ratio to the faster of pydraughts and py-draughts")
for library in ("pydraughts", "py-draughts"):
    for task, (key, counted) in theirs.items():
        seconds = statistics.median(r[library][key] for r in rounds)
        print(f"  {library:12} {task:6} {seconds:10.4f} s  ({rounds[0][library][counted]})")
for task, label, key, counted in ours:
    seconds = statistics.median(r["shashki"][key] for r in rounds)
    ratio = statistics.median(
        min(r[lib][theirs[task][0]] for lib in ("pydraughts", "py-draughts")) / r["shashki"][key]
        for r in rounds)
    print(f"  shashki {label}: {seconds:.4f} s ({rounds[0]['shashki'][counted]}), {ratio:.0f}x")
PY
