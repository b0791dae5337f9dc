#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback for the integration tests and benchmarks, and
# prints its URL. Usage: scripts/postgres-scratch.sh [port] [stop]   (default 5433; data in /tmp/rd-pg-PORT)
# Tests run with fsync off; PG_FSYNC=on gives default durability, for published benchmark figures.
set -euo pipefail
port="${1:-5433}"
bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -x "$bindir/initdb" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }
dir="/tmp/rd-pg-$port"
run_as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

if [ "${2:-}" = stop ]; then
  run_as_postgres "'$bindir/pg_ctl' -D '$dir/data' -m fast stop"
  exit 0
fi

if [ -f "$dir/data/postmaster.pid" ] && run_as_postgres "'$bindir/pg_ctl' -D '$dir/data' status" >/dev/null; then
  run_as_postgres "'$bindir/pg_isready' -q -t 30 -h 127.0.0.1 -p $port" || { echo "PostgreSQL on $port is not answering" >&2; exit 1; }
else
  rm -rf "$dir"; mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  run_as_postgres "'$bindir/initdb' -D '$dir/data' -U postgres -A trust >/dev/null"
  run_as_postgres "'$bindir/pg_ctl' -D '$dir/data' -l '$dir/log' -w -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=${PG_FSYNC:-off} -c max_connections=200\" start >/dev/null"
fi
run_as_postgres "'$bindir/psql' -q -h 127.0.0.1 -p $port -U postgres -tc \"SELECT 1 FROM pg_database WHERE datname='reality_draft'\" | grep -q 1 || '$bindir/createdb' -h 127.0.0.1 -p $port -U postgres reality_draft"
echo "postgres://postgres@127.0.0.1:$port/reality_draft"
