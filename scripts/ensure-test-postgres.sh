#!/usr/bin/env bash
# Prints a PostgreSQL URL for the integration tests (role lumbre, database lumbre_test), installing and
# starting Debian's PostgreSQL when it is missing and this is root (CI). Prints nothing when no
# PostgreSQL can be had: the PostgreSQL variants of the tests are then skipped (and say so).
set -uo pipefail

url="postgres://lumbre:lumbre@localhost:5432/lumbre_test"

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then exit 0; fi
  echo "Installing PostgreSQL from Debian packages..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null 2>&1 || exit 0
fi

if ! pg_isready -q -h localhost 2>/dev/null; then
  [ "$(id -u)" -eq 0 ] || exit 0
  version=$(ls /etc/postgresql 2>/dev/null | sort -n | tail -1)
  [ -n "$version" ] || exit 0
  pg_ctlcluster "$version" main start >&2 || exit 0
  for _ in $(seq 1 30); do pg_isready -q -h localhost && break; sleep 0.5; done
fi

if [ "$(id -u)" -eq 0 ]; then
  su postgres -c "psql -tAc \"SELECT 1 FROM pg_roles WHERE rolname='lumbre'\"" | grep -q 1 ||
    su postgres -c "psql -qc \"CREATE ROLE lumbre LOGIN PASSWORD 'lumbre' CREATEDB\"" >&2
  su postgres -c "psql -tAc \"SELECT 1 FROM pg_database WHERE datname='lumbre_test'\"" | grep -q 1 ||
    su postgres -c "psql -qc 'CREATE DATABASE lumbre_test OWNER lumbre'" >&2
fi

PGPASSWORD=lumbre psql -h localhost -U lumbre -d lumbre_test -tAc "SELECT 1" >/dev/null 2>&1 && echo "$url"
exit 0
