#!/usr/bin/env bash
# Compares our perft with dame-rs (PyPI, a Rust international draughts engine) on the
# international start position, in one run, alternating the two for several rounds so that a
# change in the machine's load falls on both alike.
#
#   scripts/bench-vs-dame.sh [ROUNDS] [DEPTH]        (defaults: 7 rounds, depth 9)
#
# dame-rs is installed into a private venv, target/bench-venv (DAME_VERSION, default 0.2.0, the
# version PERFT.md quotes). Ours is `target/release/shashki perft --json`, built here with
# `cargo build --release -p shashki-cli`. Each side is timed around perft alone: dame-rs inside
# Python with time.perf_counter(), ours by the `seconds` field of its JSON (the process's wall
# time is printed beside it). Both must count the same nodes, or the script fails. Each round
# pairs one run of each; the script prints the ratio of the medians and the median of the
# rounds' ratios (the figure to quote: a change of load mid-run falls on one pair only).
set -euo pipefail

rounds="${1:-7}"
depth="${2:-9}"
dame_version="${DAME_VERSION:-0.2.0}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

venv="$root/target/bench-venv"
if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check "dame-rs==$dame_version"

cargo build --release --quiet -p shashki-cli

"$venv/bin/python" - "$rounds" "$depth" "$root/target/release/shashki" <<'PY'
import json
import statistics
import subprocess
import sys
import time

import dame

rounds, depth, ours_bin = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]


def run_dame():
    board = dame.Board()  # the international start position, W:W31-50:B1-20
    started = time.perf_counter()
    nodes = dame.perft(board, depth)
    return nodes, time.perf_counter() - started


def run_ours():
    started = time.perf_counter()
    out = subprocess.run(
        [ours_bin, "perft", "--variant", "international", "--depth", str(depth), "--json"],
        check=True, capture_output=True, text=True,
    ).stdout
    wall = time.perf_counter() - started
    report = json.loads(out)
    return report["nodes"], report["seconds"], wall


print(f"international start, perft depth {depth}, {rounds} rounds alternating "
      f"(dame-rs {dame.__version__} vs shashki)")
print(f"{'round':>5}  {'dame-rs s':>10}  {'shashki s':>10}  {'(wall s)':>9}  {'speed ratio':>11}")
dame_times, ours_times, ratios = [], [], []
nodes = None
for r in range(1, rounds + 1):
    # Alternate which goes first, so neither always runs on a warmer or cooler machine.
    order = (run_dame, run_ours) if r % 2 else (run_ours, run_dame)
    results = {f: f() for f in order}
    d_nodes, d_s = results[run_dame]
    o_nodes, o_s, o_wall = results[run_ours]
    if d_nodes != o_nodes or (nodes is not None and nodes != o_nodes):
        sys.exit(f"node counts differ: dame-rs {d_nodes}, shashki {o_nodes}")
    nodes = o_nodes
    dame_times.append(d_s)
    ours_times.append(o_s)
    ratios.append(d_s / o_s)
    print(f"{r:>5}  {d_s:>10.4f}  {o_s:>10.4f}  {o_wall:>9.4f}  {d_s / o_s:>10.2f}x")

d_med = statistics.median(dame_times)
o_med = statistics.median(ours_times)
print(f"nodes: {nodes}")
print(f"median  dame-rs {d_med:.4f} s = {nodes / d_med / 1e6:.1f} M nodes/s")
print(f"median  shashki {o_med:.4f} s = {nodes / o_med / 1e6:.1f} M nodes/s")
print(f"ratio ours/dame: speed {d_med / o_med:.2f}x (time {o_med / d_med:.3f})")
print(f"median of the rounds' speed ratios: {statistics.median(ratios):.2f}x")
PY
