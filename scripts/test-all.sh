#!/usr/bin/env bash
# npm test — everything: lint, formatting (prettier --check), typecheck, unit, API (PGlite, or
# PostgreSQL when DATABASE_URL is set), then a production build and the end-to-end suite in real
# Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
step "lint";       npm run -s lint
step "format";     npx prettier --check .
# The route types (.next/types) first, so this one check covers what `next build` would check.
step "typecheck";  npx next typegen >/dev/null; npm run -s typecheck
step "unit";       npm run -s test:unit
step "api";        npm run -s test:api
step "build";      SAFQA_TYPES_CHECKED=1 npx next build
step "e2e";        npm run -s test:e2e
