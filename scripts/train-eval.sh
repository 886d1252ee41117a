#!/usr/bin/env bash
# The learned evaluation from scratch (crates/shashki-engine/examples/train-eval): seeded
# self-play at a fixed depth by the evaluation in crates/shashki-engine/data/selfplay/ (the
# weights of the engine at the start of issue 13), in pieces of 2000 games cached in
# target/train-data/ (or $SHASHKI_TRAIN_DATA), then the terms and 4x4 patterns fitted together
# to the results and written to crates/shashki-engine/data/weights/<variant>.{tsv,patterns},
# headed by this command. Builds in target/train so that a long run does not hold the shared
# build directory.
# The games depend on the search as well as on the seed: every run first makes the smoke run
# (the first 200 games at the same depth, one epoch), whose checksums name the cached pieces
# (a piece made by another search is never reused) and head the weights written, with the
# commit whose code made them (so a later search may differ: the weights stay what that commit
# makes).
# Usage: scripts/train-eval.sh VARIANT [--smoke | --check] [--out DIR] [--jobs N] [--games N]
#   --smoke: only the smoke run, into target/train-smoke; prints its checksums.
#   --check: the smoke run compared with the checksums in the committed weights' header (CI):
#   this checkout's when the code that plays and fits is the one of the commit named there,
#   else that commit's (a worktree); fails when that code would not make them.
#   --games N: another number of games than the committed weights were made from (an experiment;
#   the pieces already made are reused, since the first games of a seed are always the same).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
usage="usage: scripts/train-eval.sh VARIANT [--smoke | --check] [--out DIR] [--jobs N] [--games N]"
variant=${1:?$usage}
shift
mode=full out=crates/shashki-engine/data/weights jobs=2 more=
while [[ $# -gt 0 ]]; do
  case $1 in
    --smoke) mode=smoke; shift ;;
    --check) mode=check; shift ;;
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
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target/train}"
# The code that plays the games and fits the weights (the weights it writes are not code).
code=(crates/shashki crates/shashki-egdb crates/shashki-engine scripts/train-eval.sh Cargo.lock
  ':(exclude)crates/shashki-engine/data/weights')
if [[ $mode == check ]]; then
  committed=crates/shashki-engine/data/weights/$variant.patterns
  line=$(sed -n 's/^# smoke: //p' "$committed")
  want=${line% at commit *}
  made_at=${line##* at commit }
  if [[ -z $line || $made_at == "$line" ]] || ! git rev-parse -q --verify "$made_at^{commit}" >/dev/null; then
    echo "train-eval.sh: $committed names no smoke run and commit of this repository: remake it" \
      "(README)" >&2
    exit 1
  fi
  if git diff --quiet "$made_at" HEAD -- "${code[@]}"; then
    # The code that plays and fits is the one that made the weights: this checkout's smoke run.
    got=$("$0" "$variant" --smoke | sed -n "s/^$variant smoke: //p")
  else
    # The code changed since (a search changed plays other games, whose smoke run differs): the
    # smoke run of the commit that made the weights, in a worktree. One folder per commit, kept
    # in target/, so the variants made at one commit build it once (cargo keys a crate's build
    # by its source path). This checkout's own run is not tried first: it took CI a release
    # build and three smoke runs to learn what the diff already says.
    tree=$root/target/train-check/src-$made_at
    if [[ $(git -C "$tree" rev-parse HEAD 2>/dev/null) != $(git rev-parse "$made_at^{commit}") ]]; then
      rm -rf "$tree"
      git worktree prune
      git worktree add --quiet --detach "$tree" "$made_at"
    fi
    got=$(CARGO_TARGET_DIR="$root/target/train-check" "$tree/scripts/train-eval.sh" \
      "$variant" --smoke | sed -n "s/^$variant smoke: //p")
  fi
  if [[ $got != "$want" ]]; then
    echo "train-eval.sh: the smoke run of commit $made_at ($got) is not the one in $committed" \
      "($want): that code no longer makes these weights; remake them with scripts/train-eval.sh" \
      "$variant and match them (README)" >&2
    exit 1
  fi
  echo "$variant: commit $made_at's smoke run is the one that made the committed weights"
  exit 0
fi
commit=$(git rev-parse --short=12 HEAD)
if [[ $mode == full ]] && ! git diff --quiet HEAD -- "${code[@]}"; then
  if [[ $out == crates/shashki-engine/data/weights ]]; then
    echo "train-eval.sh: uncommitted changes in ${code[*]}: commit them first, since the weights" \
      "name the commit whose code made them" >&2
    exit 2
  fi
  commit="$commit (with uncommitted changes)"
fi
cargo build --release --quiet -p shashki-engine --example train-eval
bin=$CARGO_TARGET_DIR/release/examples/train-eval
player=crates/shashki-engine/data/selfplay/$variant.tsv
sum=$(cksum < "$player" | cut -d' ' -f1)

# weights_sum DIR: the checksum of the weights in DIR without their `#` headers (which carry
# times).
weights_sum() {
  grep -hv '^#' "$1/$variant.tsv" "$1/$variant.patterns" | cksum | cut -d' ' -f1
}

# The smoke run: games 0..200 at the real depth, one epoch.
smoke_dir=target/train-smoke
mkdir -p "$smoke_dir"
smoke_data=$smoke_dir/$variant-$sum-seed$seed-depth$depth-0-200.tsv
"$bin" generate --variant "$variant" --weights "$player" --seed $seed --from 0 --to 200 --depth $depth \
  --jobs "$jobs" --out "$smoke_data"
"$bin" train --variant "$variant" --weights "$player" --data "$smoke_data" --epochs 1 --batch 4096 \
  --rate 1.0 --l2 $l2 --seed $seed --out "$smoke_dir" --made-by "$variant --smoke"
played=$(cksum < "$smoke_data" | cut -d' ' -f1)
sums="data $played weights $(weights_sum "$smoke_dir")"
echo "$variant smoke: $sums"
[[ $mode == smoke ]] && exit 0

# SHASHKI_TRAIN_DATA keeps the pieces elsewhere: a generation spread over several sessions
# keeps them outside target/, which clean-ups empty.
data=${SHASHKI_TRAIN_DATA:-target/train-data}
mkdir -p "$data"
files=()
for ((from = 0; from < games; from += piece)); do
  to=$((from + piece < games ? from + piece : games))
  file=$data/$variant-$sum-$played-seed$seed-depth$depth-$from-$to.tsv
  if [[ ! -f $file ]]; then
    "$bin" generate --variant "$variant" --weights "$player" --seed $seed --from $from --to $to --depth $depth \
      --jobs "$jobs" --out "$file"
  fi
  files+=("$file")
done
# The pieces in the order of their names (the order the committed weights were fitted in).
list=$(printf '%s\n' "${files[@]}" | LC_ALL=C sort | paste -sd, -)
made_by="$variant"
[[ -n $more ]] && made_by="$made_by --games $games"
"$bin" train --variant "$variant" --weights "$player" --data "$list" --epochs $epochs --batch 4096 --rate 1.0 \
  --l2 $l2 --seed $seed --out "$out" --made-by "$made_by" --smoke-sums "$sums at commit $commit"
