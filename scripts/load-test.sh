#!/usr/bin/env bash
# Load test of the web app (issues 5 and 19): builds the release `shashki`, serves it on
# 127.0.0.1 with the per-address limits raised (every player comes from 127.0.0.1), and runs
# the load generator crates/shashki-web/examples/load.rs: by default 500 concurrent games between
# two human seats, each player with its own HTTP connection and websocket, random legal moves, up
# to 40 moves a game. Prints the generator's figures (POST /moves round trip, and
# send-to-opponent's-websocket delivery), the machine's load, the servers' CPU time and memory
# and, when PostgreSQL runs here, its CPU time; stops the servers and removes what it made.
# Usage: scripts/load-test.sh [--games N] [--moves M] [--think-ms T] [--seed S] [--timeout-s S]
#   [--sockets 1|2] [--http N] (websockets a game; HTTP connections a server that all games
#   share, 0: one a player)
# Environment: PORT (default 18080; server k listens on PORT + k), SERVERS (default 1), DB (the
# database of every server; default a temporary SQLite file, one server only; a postgres:// URL
# for several, as scripts/postgres-test.sh --load gives), RUST_LOG for the servers (default
# info; their logs are summed up), SHASHKI the server's binary (default target/release/shashki,
# built here), to compare builds.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
port=${PORT:-18080}
servers=${SERVERS:-1}
db=${DB:-}
if [[ -z $db && $servers != 1 ]]; then
  echo "load-test: several servers need one database they share: set DB=postgres://..." >&2
  exit 2
fi

cargo build --release --quiet -p shashki-cli
cargo build --release --quiet -p shashki-web --example load
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

tmp=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  rm -rf "$tmp"
}
trap cleanup EXIT

addrs=()
for k in $(seq 0 $((servers - 1))); do
  addr=127.0.0.1:$((port + k))
  if curl -s -o /dev/null --max-time 1 "http://$addr/healthz"; then
    echo "load-test: something already answers on $addr; set PORT" >&2
    exit 1
  fi
  RUST_LOG=${RUST_LOG:-info} "${SHASHKI:-target/release/shashki}" serve --addr "$addr" \
    --db "${db:-$tmp/load.db}" --rate-limit 1000000 --sockets-per-address 1000000 2>"$tmp/server$k.log" &
  pids+=($!)
  addrs+=(--addr "$addr")
  # One at a time: the first creates the schema.
  for _ in $(seq 100); do
    curl -s -o /dev/null --max-time 1 "http://$addr/healthz" && break
    kill -0 "${pids[k]}" 2>/dev/null || { cat "$tmp/server$k.log" >&2; exit 1; }
    sleep 0.1
  done
  curl -s -o /dev/null --max-time 1 "http://$addr/healthz" || {
    echo "load-test: server $k did not come up on $addr" >&2
    exit 1
  }
done

ticks=$(getconf CLK_TCK)
# CPU ticks of the given processes, summed.
cpu() { for p in "$@"; do awk '{print $14 + $15}' "/proc/$p/stat" 2>/dev/null || echo 0; done | awk '{s += $1} END {print s + 0}'; }
# PostgreSQL's processes: those of the run's connections start during it (0 ticks before), so
# they are listed again at the end.
postgres_pids() { [[ $db == postgres* ]] && pgrep -x postgres || true; }
database=($(postgres_pids))
echo "machine: $(nproc) cpus, $(uname -srm); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "servers: $servers on ${db:-a temporary SQLite file}" | sed -E 's#(postgres://[^:@/]*)(:[^@]*)?@#\1@#'
cpu0=$(cpu "${pids[@]}")
db0=$(cpu "${database[@]}")
t0=$(date +%s.%N)
status=0
TIMEFORMAT='generator: %U s user + %S s system CPU in %R s of wall'
time target/release/examples/load "${addrs[@]}" "$@" || status=$?
t1=$(date +%s.%N)
cpu1=$(cpu "${pids[@]}")
database=($(postgres_pids))
db1=$(cpu "${database[@]}")
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
share() {
  awk -v c="$2" -v k="$ticks" -v a="$t0" -v b="$t1" -v who="$1" 'BEGIN {
    printf "%s: %.2f s of CPU in %.2f s of wall (%.0f%% of one cpu)\n", who, c / k, b - a, 100 * c / k / (b - a) }'
}
share "servers" "$((cpu1 - cpu0))"
if ((${#database[@]})); then
  share "PostgreSQL (${#database[@]} processes)" "$((db1 - db0))"
fi
for k in "${!pids[@]}"; do
  p=${pids[k]}
  echo "server $k: memory peak $(awk '/VmHWM/ {print $2, $3}' "/proc/$p/status"), after the run $(awk '/VmRSS/ {print $2, $3}' "/proc/$p/status"); open files $(ls "/proc/$p/fd" | wc -l); written to disk $(awk '/^write_bytes/ {printf "%.1f MB", $2 / 1e6}' "/proc/$p/io")"
  log=$tmp/server$k.log
  echo "server $k log: $(wc -l <"$log") lines, $(grep -c ' WARN ' "$log" || true) warnings, $(grep -c ' ERROR ' "$log" || true) errors"
  grep -E ' (WARN|ERROR) ' "$log" | head -5 || true
done
exit "$status"
