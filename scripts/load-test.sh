#!/usr/bin/env bash
# Load test of the web app (issue 5, acceptance 3): builds the release `shashki`, serves it on
# 127.0.0.1 over a temporary database with the per-address rate limit raised (every player
# comes from 127.0.0.1), and runs the load generator crates/shashki-web/examples/load.rs:
# by default 500 concurrent games between two human seats, each player with its own HTTP
# connection and websocket, random legal moves, up to 40 moves a game. Prints the generator's
# figures (POST /moves round trip, and send-to-opponent's-websocket delivery), the machine's
# load and the server's CPU time and memory; stops the server and removes the database.
# Usage: scripts/load-test.sh [--games N] [--moves M] [--think-ms T] [--seed S] [--timeout-s S]
#   [--sockets 1|2] [--http N] (websockets a game; HTTP connections all games share, 0: one a player)
# Environment: PORT (default 18080), RUST_LOG for the server (default info; its log is summed up),
# SHASHKI the server's binary (default target/release/shashki, built here), to compare builds.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
port=${PORT:-18080}
addr=127.0.0.1:$port

cargo build --release --quiet -p shashki-cli
cargo build --release --quiet -p shashki-web --example load
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

if curl -s -o /dev/null --max-time 1 "http://$addr/healthz"; then
  echo "load-test: something already answers on $addr; set PORT" >&2
  exit 1
fi

tmp=$(mktemp -d)
server=
cleanup() {
  if [[ -n $server ]]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT

RUST_LOG=${RUST_LOG:-info} "${SHASHKI:-target/release/shashki}" serve --addr "$addr" --db "$tmp/load.db" \
  --rate-limit 1000000 2>"$tmp/server.log" &
server=$!
for _ in $(seq 100); do
  curl -s -o /dev/null --max-time 1 "http://$addr/healthz" && break
  kill -0 "$server" 2>/dev/null || { cat "$tmp/server.log" >&2; exit 1; }
  sleep 0.1
done
curl -s -o /dev/null --max-time 1 "http://$addr/healthz" || {
  echo "load-test: the server did not come up" >&2
  exit 1
}

ticks=$(getconf CLK_TCK)
cpu() { awk '{print $14 + $15}' "/proc/$server/stat"; }
echo "machine: $(nproc) cpus, $(uname -srm); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
cpu0=$(cpu)
t0=$(date +%s.%N)
status=0
TIMEFORMAT='generator: %U s user + %S s system CPU in %R s of wall'
time target/release/examples/load --addr "$addr" "$@" || status=$?
t1=$(date +%s.%N)
cpu1=$(cpu)
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
awk -v c="$((cpu1 - cpu0))" -v k="$ticks" -v a="$t0" -v b="$t1" 'BEGIN {
  printf "server: %.2f s of CPU in %.2f s of wall (%.0f%% of one cpu)\n", c / k, b - a, 100 * c / k / (b - a) }'
echo "server: memory peak $(awk '/VmHWM/ {print $2, $3}' "/proc/$server/status"), after the run $(awk '/VmRSS/ {print $2, $3}' "/proc/$server/status"); open files $(ls "/proc/$server/fd" | wc -l)"
echo "server log: $(wc -l <"$tmp/server.log") lines, $(grep -c ' WARN ' "$tmp/server.log" || true) warnings, $(grep -c ' ERROR ' "$tmp/server.log" || true) errors"
grep -E ' (WARN|ERROR) ' "$tmp/server.log" | head -5 || true
exit "$status"
