#!/usr/bin/env bash
# The learned evaluation from scratch (crates/shashki-engine/examples/train-eval): seeded
# self-play at a fixed depth by the evaluation in crates/shashki-engine/data/selfplay/ (the
# weights of the engine at the start of issue 13), in pieces of 2000 games cached in
# target/train-data/ (named by that file's checksum), then the terms and 4x4 patterns fitted together to the results and
# written to crates/shashki-engine/data/weights/<variant>.{tsv,patterns}, headed by this
# command. Builds in target/train so that a long run does not hold the shared build directory.
# Usage: scripts/train-eval.sh VARIANT [--smoke] [--out DIR] [--jobs N] [--games N]
#   --smoke: 200 games at depth 3 and one epoch, into target/train-smoke (CI).
#   --games N: another number of games than the committed weights were made from (an experiment;
#   the pieces already made are reused, since the first games of a seed are always the same).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
variant=${1:?usage: scripts/train-eval.sh VARIANT [--smoke] [--out DIR] [--jobs N] [--games N]}
shift
smoke=0 out=crates/shashki-engine/data/weights jobs=2 more=
while [[ $# -gt 0 ]]; do
  case $1 in
    --smoke) smoke=1 out=target/train-smoke; shift ;;
    --out) out=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --games) more=$2; shift 2 ;;
    *) echo "train-eval.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
# What each learned variant's committed weights were made from: games, depth, epochs and the
# L2 pull of the patterns (international's, unpulled, lost its match: README).
l2=0
case $variant in
  russian) games=100000 depth=6 epochs=6 ;;
  international) games=32000 depth=6 epochs=4 l2=1e-8 ;;
  brazilian) games=20000 depth=6 epochs=6 ;;
  *) echo "train-eval.sh: no learned evaluation for $variant" >&2; exit 2 ;;
esac
seed=1 piece=2000
if [[ -n $more ]]; then
  games=$more
fi
if [[ $smoke == 1 ]]; then
  games=200 depth=3 epochs=1 piece=200
fi
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target/train}"
cargo build --release --quiet -p shashki-engine --example train-eval
bin=$CARGO_TARGET_DIR/release/examples/train-eval
data=target/train-data
mkdir -p "$data"
player=crates/shashki-engine/data/selfplay/$variant.tsv
sum=$(cksum < "$player" | cut -d' ' -f1)
files=()
for ((from = 0; from < games; from += piece)); do
  to=$((from + piece < games ? from + piece : games))
  file=$data/$variant-$sum-seed$seed-depth$depth-$from-$to.tsv
  if [[ ! -f $file ]]; then
    "$bin" generate --variant "$variant" --weights "$player" --seed $seed --from $from --to $to --depth $depth \
      --jobs "$jobs" --out "$file"
  fi
  files+=("$file")
done
# The pieces in the order of their names (the order the committed weights were fitted in).
list=$(printf '%s\n' "${files[@]}" | LC_ALL=C sort | paste -sd, -)
made_by="$variant"
[[ $smoke == 1 ]] && made_by="$variant --smoke"
[[ -n $more ]] && made_by="$made_by --games $games"
"$bin" train --variant "$variant" --weights "$player" --data "$list" --epochs $epochs --batch 4096 --rate 1.0 \
  --l2 $l2 --seed $seed --out "$out" --made-by "$made_by"
