#!/usr/bin/env bash
# Every check, in the order a failure is cheapest to find: strings, lint, types, unit tests,
# then the production build and the end-to-end tests against it.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASTRO_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "System dependencies"
bash scripts/ensure-system-deps.sh

step "UI strings (messages/en.json and messages/es.json have the same keys)"
npm run --silent check:messages

step "Lint and format (Biome)"
npm run --silent lint

step "Type-check (strict): TypeScript and TSX (tsc)"
npm run --silent typecheck

step "Type-check (strict): the .astro route shells and layout (astro check; a warning fails too)"
npm run --silent check:astro

step "PostgreSQL for the database tests"
# A plain assignment, so that under CI=true the script's failure (no PostgreSQL) ends the run here.
test_database_url="${TEST_DATABASE_URL:-}"
[ -n "$test_database_url" ] || test_database_url=$(bash scripts/ensure-test-postgres.sh)
export TEST_DATABASE_URL="$test_database_url"
echo "${TEST_DATABASE_URL:-none: the PostgreSQL variants of the database tests are skipped}"

step "Unit and integration tests (Vitest)"
npm run --silent test:unit

step "Case screens (text of at least 9 px and at most 30 % blank on a 360 px phone)"
npm run --silent art:check

# The build under test configures both third parties, so their consent, privacy and idle rules and the
# Content-Security-Policy that allows them are exercised (tests/e2e/fixtures.ts stubs their scripts).
export GTM_ID="${GTM_ID:-GTM-TEST123}" REVIEWS_WIDGET_ID="${REVIEWS_WIDGET_ID:-1234567}"

step "Production build"
npm run --silent build

step "Resilience (production servers on loopback: load, content service outage, SIGKILL during posts, abuse, publishing, a fleet of two over PostgreSQL)"
npm run --silent test:resilience

step "End-to-end tests (Playwright, Debian Chromium, production server)"
CI=${CI:-true} npm run --silent test:e2e
