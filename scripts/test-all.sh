#!/usr/bin/env bash
# npm test — everything: lint, formatting (prettier --check), typecheck, unit, API (PGlite, or
# PostgreSQL when DATABASE_URL is set), then a production build and the end-to-end suite in real
# Chromium. Each step's time is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
times=()
last=$SECONDS
step() {
  if [ -n "${current:-}" ]; then times+=("$current $((SECONDS - last))s"); fi
  current=$1
  last=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$1"
}
summary() {
  times+=("$current $((SECONDS - last))s")
  printf '\n\033[1m== step times\033[0m\n'
  printf '  %s\n' "${times[@]}" "total ${SECONDS}s"
}
step "lint";       npm run -s lint
step "format";     npx prettier --check .
# The route types (.next/types) first, so this one check covers what `next build` would check.
step "typecheck";  npx next typegen >/dev/null; npm run -s typecheck
step "unit";       npm run -s test:unit
step "api";        npm run -s test:api
step "build";      SAFQA_TYPES_CHECKED=1 npx next build
step "e2e";        npm run -s test:e2e
summary
