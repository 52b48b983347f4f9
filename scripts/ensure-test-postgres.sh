#!/usr/bin/env bash
# Prints a PostgreSQL URL for the integration tests (role lumbre, database lumbre_test), installing and
# starting Debian's PostgreSQL when it is missing and this is root (CI).
# When no PostgreSQL can be had: under CI=true it fails (exit 1, the reason on stderr), so a run that
# cannot test the PostgreSQL path is never green; elsewhere it prints nothing and the PostgreSQL
# variants of the tests are skipped (and say so).
set -uo pipefail

url="postgres://lumbre:lumbre@localhost:5432/lumbre_test"

unavailable() {
  echo "PostgreSQL is not available: $1" >&2
  if [ "${CI:-}" = "true" ]; then exit 1; fi
  exit 0
}

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  [ "$(id -u)" -eq 0 ] || unavailable "not installed (apt-get install postgresql as root)"
  echo "Installing PostgreSQL from Debian packages..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null 2>&1 ||
    unavailable "apt-get install postgresql failed"
fi

if ! pg_isready -q -h localhost 2>/dev/null; then
  [ "$(id -u)" -eq 0 ] || unavailable "no server answers on localhost:5432"
  version=$(ls /etc/postgresql 2>/dev/null | sort -n | tail -1)
  [ -n "$version" ] || unavailable "no cluster in /etc/postgresql"
  pg_ctlcluster "$version" main start >&2 || unavailable "the cluster did not start"
  for _ in $(seq 1 30); do pg_isready -q -h localhost && break; sleep 0.5; done
fi

if [ "$(id -u)" -eq 0 ]; then
  su postgres -c "psql -tAc \"SELECT 1 FROM pg_roles WHERE rolname='lumbre'\"" | grep -q 1 ||
    su postgres -c "psql -qc \"CREATE ROLE lumbre LOGIN PASSWORD 'lumbre' CREATEDB\"" >&2
  su postgres -c "psql -tAc \"SELECT 1 FROM pg_database WHERE datname='lumbre_test'\"" | grep -q 1 ||
    su postgres -c "psql -qc 'CREATE DATABASE lumbre_test OWNER lumbre'" >&2
fi

PGPASSWORD=lumbre psql -h localhost -U lumbre -d lumbre_test -tAc "SELECT 1" >/dev/null 2>&1 ||
  unavailable "cannot connect as lumbre to lumbre_test"
echo "$url"
