#!/usr/bin/env bash
# Differential check of `shashki moves --json` against pydraughts 0.6.7 (scripts/rules-oracle)
# on a FRESH random sample.
# Usage: scripts/oracle-check.sh VARIANT[,VARIANT...] COUNT [SEED]
#   VARIANT: russian, brazilian, international, english, italian, or `all` (the four founding
#   variants russian, brazilian, international, english). SEED defaults to a random one and is
#   printed, so that a failing sample can be drawn again.
# Prints every mismatch, then one line per variant, e.g.
#   russian: 2000 positions, 0 mismatches (seed 123)
# and exits 1 if any position disagrees. The CLI is target/release/shashki (built if absent;
# SHASHKI_BIN overrides it).
set -euo pipefail
if (($# < 2 || $# > 3)); then
  sed -n '4,7p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
root=$(git rev-parse --show-toplevel)
oracle=$root/scripts/rules-oracle
variants=$1
count=$2
seed=${3:-$(((RANDOM << 15 | RANDOM) % 1000000000))}
[[ $variants == all ]] && variants=russian,brazilian,international,english
for variant in ${variants//,/ }; do
  case $variant in
    russian | brazilian | international | english | italian) ;;
    *) echo "oracle-check: unknown variant '$variant'; known: russian, brazilian," \
      "international, english, italian, all" >&2; exit 2 ;;
  esac
done
if [[ ! $count =~ ^[0-9]+$ || ! $seed =~ ^[0-9]+$ ]]; then
  echo "oracle-check: COUNT and SEED are whole numbers" >&2
  exit 2
fi
source "$root/scripts/shashki-bin.sh"
bin=$SHASHKI_BIN
echo "oracle-check: $variants, $count positions each, seed $seed" >&2
"$oracle" random russian 1 0 >/dev/null # installs pydraughts once, before parallel runs

python3 - "$oracle" "$bin" "$variants" "$count" "$seed" <<'PY'
import json, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

oracle, shashki, variants, count, seed = sys.argv[1:]
PYDRAUGHTS_NAME = {"russian": "russian", "brazilian": "brazilian", "international": "standard",
                   "english": "english", "italian": "italian"}

def triples(moves):
    return sorted((m[0], m[1], sorted(m[2])) for m in moves)

def show(moves):
    return "[" + " ".join(f"{f}x{t}({','.join(map(str, c))})" if c else f"{f}-{t}"
                          for f, t, c in moves) + "]"

def ours(variant, fen):
    run = subprocess.run([shashki, "moves", "--variant", variant, "--fen", fen, "--json"],
                         capture_output=True, text=True)
    if run.returncode != 0:
        return None, f"exit {run.returncode}: {run.stderr.strip()}"
    return triples([m["from"], m["to"], m["captured"]] for m in json.loads(run.stdout)), None

def check(variant):
    """Compares one variant's sample; returns (mismatch report, summary line, mismatch count)."""
    sample = subprocess.Popen([oracle, "random", PYDRAUGHTS_NAME[variant], count, seed],
                              stdout=subprocess.PIPE, text=True)
    report, positions, mismatches = [], 0, 0
    for line in sample.stdout:
        record = json.loads(line)
        positions += 1
        theirs = triples(record["moves"])
        mine, error = ours(variant, record["fen"])
        if mine == theirs:
            continue
        mismatches += 1
        report.append(f"{variant} {record['fen']}")
        report.append(f"  ours:            {error or show(mine)}")
        report.append(f"  pydraughts:      {show(theirs)}")
        if not error:
            report.append(f"  only ours:       {show([m for m in mine if m not in theirs])}")
            report.append(f"  only pydraughts: {show([m for m in theirs if m not in mine])}")
    if sample.wait() != 0 or positions != int(count):
        report.append(f"{variant}: rules-oracle failed after {positions} positions")
        mismatches += 1
    summary = f"{variant}: {positions} positions, {mismatches} mismatches (seed {seed})"
    return report, summary, mismatches

names = variants.split(",")
# pydraughts is the slow side: one variant per core, results printed in the order asked.
failed = False
with ThreadPoolExecutor(max_workers=min(len(names), os.cpu_count() or 1)) as pool:
    for report, summary, mismatches in pool.map(check, names):
        print("\n".join(report + [summary]), flush=True)
        failed |= mismatches > 0
sys.exit(1 if failed else 0)
PY
