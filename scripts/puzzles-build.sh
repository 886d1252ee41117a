#!/usr/bin/env bash
# The shipped puzzle set (crates/shashki-web/data/puzzles.tsv) made again from the committed
# games, as its header says: every change of the search or the evaluation moves some verdicts
# at depth 12, so a change that CI's check of the set refuses comes with the set made here.
# Builds the release binary and the russian tables of up to 5 pieces the check at depth 16
# probes (target/egdb/russian, kept between runs; about 5 minutes the first time), and plays
# the engine's games the Russian puzzles come from as well (4 minutes). The build itself takes
# about 20 minutes of one core.
# Usage: scripts/puzzles-build.sh [--out FILE]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
out=crates/shashki-web/data/puzzles.tsv
if [[ ${1:-} == --out ]]; then out=${2:?usage: scripts/puzzles-build.sh [--out FILE]}; fi
cargo build --release -p shashki-cli
bin=target/release/shashki
"$bin" egdb build --variant russian --pieces 5 --dir target/egdb/russian
# Russian games of the engine against itself at few nodes a move, whose mistakes leave
# combinations: the archives here hold too few Russian games for the puzzles Russian players
# want (issue 33). Node-limited, one game at a time: the same games on every machine. The
# engine plays both sides alike, so each pair of the match (one opening, the colours reversed)
# is one game twice; the second is dropped.
selfplay=crates/shashki-web/data/selfplay
mkdir -p "$selfplay"
for nodes in 4000 12000; do
  "$bin" match --engine1 "$bin hub" --engine2 "$bin hub" --variant russian --openings russian150 \
    --games 300 --nodes "$nodes" --seed 1 --pdn target/selfplay-$nodes.pdn >/dev/null
  awk '/^\[Event /{n++} n % 2 == 1' target/selfplay-$nodes.pdn > "$selfplay/russian-selfplay-$nodes-nodes.pdn"
  rm target/selfplay-$nodes.pdn
done
games=crates/shashki-pdn/tests/data/games
"$bin" puzzles build --shallow 6 --deep 10 --verify 12 --confirm 16 --tables target/egdb \
  -o "$out" \
  "$games"/czech-gamescheckers-mr2008.pdn \
  "$games"/english-british-computer-2002-gamescheckers.pdn \
  "$games"/english-tinsley-checkerboard.pdn \
  "$games"/international-gamescheckers-az2000.pdn \
  "$games"/international-gamescheckers-candidate95.pdn \
  "$games"/international-gamescheckers-dutch96h.pdn \
  "$games"/international-gamescheckers-wk2003.pdn \
  "$games"/italian-gamescheckers-40champ-1996.pdn \
  "$games"/italian-gamescheckers-ci98-fero.pdn \
  "$games"/russian-abatsiev-gamescheckers.pdn \
  "$games"/russian-computers1998-shorthand-gamescheckers.pdn \
  "$games"/russian-ussr1924-protcenkoroman.pdn \
  "$selfplay"/russian-selfplay-4000-nodes.pdn \
  "$selfplay"/russian-selfplay-12000-nodes.pdn
"$bin" puzzles check "$out"
