#!/usr/bin/env bash
# The web crate's tests on PostgreSQL (issue 19): installs PostgreSQL from Debian's packages when
# missing, starts a throwaway cluster in a temporary folder on a free port of 127.0.0.1 (as the
# user `postgres` when run as root: PostgreSQL refuses to run as root; trust on loopback, fsync
# off), and runs the web crate's tests (with `cargo nextest run --workspace`, so that the tests
# `cargo test --workspace` built are run as they are: `cargo test -p shashki-web` resolved the
# dependencies' features for that crate alone and built them all again, 100 s of CI) with
# SHASHKI_TEST_POSTGRES pointing at it: every API test then runs on its own schema of that
# database. Stops the cluster and removes the folder.
# The cluster runs with TLS (ssl=on, a certificate for localhost signed by a CA made here with
# openssl), so the tests connect over it as a server does with the default sslmode=prefer, and
# the sslmode tests (src/store/postgres/tls/tests.rs, told the certificates' folder by
# SHASHKI_TEST_POSTGRES_TLS) check require, verify-ca and verify-full; then the cluster is
# reloaded with ssl=off and they check that require fails there and prefer connects in plain.
# With --failover it runs the fault test instead: two `shashki serve` on the cluster ($SHASHKI_BIN,
# else the release build), a load of friend and engine games through both, kill -9 of one
# mid-load (scripts/failover.py).
# With --load it runs scripts/load-test.sh twice with the same arguments, first one server on
# SQLite, then two servers on the cluster, so that the two are compared in one run; the cluster
# then syncs its files (fsync on) but acknowledges a commit before its log is flushed
# (synchronous_commit off), the trade-off of SQLite's synchronous=NORMAL, and runs without TLS,
# as the figures of the README were measured.
# When PostgreSQL cannot be installed or started it says so and fails; it never skips.
# Usage: scripts/postgres-test.sh [arguments for cargo nextest run: test names, --no-capture...]
#        scripts/postgres-test.sh --failover [--games N] [--moves M] [--kill-after S] [--lease S]
#        scripts/postgres-test.sh --load [--games N] [--moves M] [--think-ms T] ...
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

fail() {
  echo "postgres-test: FAILED: $*" >&2
  exit 1
}

bin=
find_bin() { bin=$(find /usr/lib/postgresql -maxdepth 2 -name bin 2>/dev/null | sort -V | tail -n 1); }
find_bin
if [[ -z $bin || ! -x $bin/initdb ]]; then
  [[ $(id -u) == 0 ]] || fail "PostgreSQL is not installed, and installing it needs root (apt-get install postgresql)"
  echo "postgres-test: installing PostgreSQL from Debian's packages"
  # No cluster of the package's own, which would be started and left running.
  if [[ ! -e /etc/postgresql-common/createcluster.conf ]]; then
    mkdir -p /etc/postgresql-common
    echo "create_main_cluster = false" >/etc/postgresql-common/createcluster.conf
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o Dpkg::Options::=--force-confold \
    postgresql >/dev/null || fail "apt-get install postgresql did not succeed"
  find_bin
  [[ -n $bin && -x $bin/initdb ]] || fail "no /usr/lib/postgresql/*/bin/initdb after installing postgresql"
fi

as=()
tmp=$(mktemp -d)
if [[ $(id -u) == 0 ]]; then
  getent passwd postgres >/dev/null || fail "running as root, and there is no user postgres to run PostgreSQL as"
  chown postgres "$tmp"
  as=(runuser -u postgres --)
fi
data=$tmp/data
cleanup() {
  "${as[@]}" "$bin/pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT

# A CA, a server certificate it signs for localhost, and another CA that signed nothing.
tls=$tmp/tls
make_certificates() {
  command -v openssl >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openssl >/dev/null ||
    fail "openssl is not installed, and could not be"
  mkdir -p "$tls"
  local ca key=(-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes)
  for ca in ca other-ca; do
    openssl req -x509 "${key[@]}" -keyout "$tls/$ca.key" -out "$tls/$ca.crt" -days 2 \
      -subj "/CN=shashki test $ca" -addext basicConstraints=critical,CA:TRUE \
      -addext keyUsage=critical,keyCertSign 2>>"$tmp/openssl.log"
  done
  openssl req "${key[@]}" -keyout "$tls/server.key" -out "$tls/server.csr" -subj /CN=localhost \
    2>>"$tmp/openssl.log"
  printf 'subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n' \
    >"$tls/server.ext"
  openssl x509 -req -in "$tls/server.csr" -CA "$tls/ca.crt" -CAkey "$tls/ca.key" -CAcreateserial \
    -days 2 -extfile "$tls/server.ext" -out "$tls/server.crt" 2>>"$tmp/openssl.log" ||
    { cat "$tmp/openssl.log" >&2; fail "openssl did not make the test certificates"; }
  chmod 600 "$tls/server.key"
  [[ ${#as[@]} == 0 ]] || chown -R postgres "$tls"
}

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"${as[@]}" "$bin/initdb" -D "$data" -U shashki --auth=trust -E UTF8 --no-sync >"$tmp/initdb.log" 2>&1 ||
  { cat "$tmp/initdb.log" >&2; fail "initdb did not make a cluster in $data"; }
durability="-c fsync=off"
[[ ${1:-} == --load ]] && durability="-c synchronous_commit=off"
# In the cluster's file, not on the command line, so that ALTER SYSTEM can turn it off below.
if [[ ${1:-} != --load ]]; then
  make_certificates
  printf "ssl = on\nssl_cert_file = '%s'\nssl_key_file = '%s'\n" "$tls/server.crt" "$tls/server.key" \
    >>"$data/postgresql.conf"
fi
"${as[@]}" "$bin/pg_ctl" -D "$data" -l "$tmp/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $port -k $tmp $durability -c max_connections=200" start >/dev/null ||
  { cat "$tmp/server.log" >&2; fail "PostgreSQL ($bin) did not start on 127.0.0.1:$port"; }
echo "postgres-test: $("$bin/postgres" --version) on 127.0.0.1:$port"

export SHASHKI_TEST_POSTGRES="postgres://shashki@127.0.0.1:$port/postgres"
if [[ ${1:-} == --failover ]]; then
  shift
  source scripts/shashki-bin.sh
  python3 scripts/failover.py "$SHASHKI_BIN" "$SHASHKI_TEST_POSTGRES" "$@"
elif [[ ${1:-} == --load ]]; then
  shift
  echo "== one server, SQLite"
  scripts/load-test.sh "$@"
  echo "== two servers, PostgreSQL"
  DB=$SHASHKI_TEST_POSTGRES SERVERS=2 PORT=$((${PORT:-18080} + 10)) scripts/load-test.sh "$@"
else
  # The tests of what happens only on PostgreSQL are ignored in a plain `cargo test` (with that
  # reason); here they run too, all but the crash test's server process.
  web() { cargo nextest run --workspace --no-fail-fast --run-ignored all -E "package(shashki-web) & $1" "${@:2}"; }
  SHASHKI_TEST_POSTGRES_TLS=$tls web 'not test(child_server)' "$@"
  echo "postgres-test: the cluster without TLS (ssl=off, reloaded)"
  sql() { "$bin/psql" -X -q -A -t -h 127.0.0.1 -p "$port" -U shashki -d postgres -c "$1"; }
  sql "ALTER SYSTEM SET ssl = off" && sql "SELECT pg_reload_conf()" >/dev/null
  for _ in $(seq 50); do [[ $(sql "SHOW ssl") == off ]] && break; sleep 0.1; done
  [[ $(sql "SHOW ssl") == off ]] || fail "PostgreSQL kept ssl=on after a reload with ssl=off"
  SHASHKI_TEST_POSTGRES_TLS=off web 'test(/^store::postgres::tls::/)'
fi
