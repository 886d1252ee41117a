#!/usr/bin/env bash
# Self-play: the current engine against its first working version, by `shashki match` (W/D/L,
# Elo and its 95% interval). The first engine commit (c2e21fd) has no `shashki hub`; the first
# with one is 3d00570, built once in a temporary git worktree into target/v1.
# Usage: scripts/vs-v1.sh [MATCH-OPTIONS...]
#   default options: --variant russian --games 40 --concurrency 2 --move-time 100
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
v1=3d00570ba0b65de2bfd4a92d19561bcee0204579
if [[ ! -x $root/target/v1/release/shashki ]]; then
  tree=$(mktemp -d)/v1
  git -C "$root" worktree add --detach "$tree" "$v1"
  (cd "$tree" && cargo build --release -p shashki-cli --target-dir "$root/target/v1")
  git -C "$root" worktree remove --force "$tree"
fi
(cd "$root" && cargo build --release --quiet -p shashki-cli)
if [[ $# -eq 0 ]]; then
  set -- --variant russian --games 40 --concurrency 2 --move-time 100
fi
exec "$root/target/release/shashki" match --engine1 "$root/target/release/shashki hub" \
  --engine2 "$root/target/v1/release/shashki hub" "$@"
