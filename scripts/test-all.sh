#!/usr/bin/env bash
# npm test — everything: lint, formatting (prettier --check), typecheck, unused code (knip), the
# OpenAPI documents (Redocly's recommended rules), unit,
# API (PGlite, or PostgreSQL when DATABASE_URL is set — through a pooler when DATABASE_URL_UNPOOLED
# is set too), then a production build and the end-to-end suite in real Chromium. Each step's time
# is printed at the end. SAFQA_TEST_REPORTS=<folder>: the API and e2e runs also write their JSON
# reports there (api.json, e2e.json), which CI checks for skipped tests (scripts/check-skipped.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# npm puts node_modules/.bin first on PATH: the project's own Node 24 (the `node` package,
# decision 013) runs every step, whatever the system's Node is.
printf 'Node %s (%s)\n' "$(node --version)" "$(command -v node)"
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
# The five static checks run side by side (each is mostly one core); each one's output is shown
# after all five, and any failure stops here.
step "lint, format, typecheck, knip, openapi"
checks=$(mktemp -d)
npm run -s lint >"$checks/lint" 2>&1 &
lint=$!
npx prettier --check . >"$checks/format" 2>&1 &
format=$!
# The route types (.next/types) first, so this one check covers what `next build` would check.
(npx next typegen >/dev/null && npm run -s typecheck) >"$checks/typecheck" 2>&1 &
typecheck=$!
# No unused file, export, type or dependency (knip.jsonc says why each exception is one).
npm run -s knip >"$checks/knip" 2>&1 &
knip=$!
# Both OpenAPI documents pass Redocly's recommended rules without a warning (redocly.yaml).
npm run -s lint:api >"$checks/openapi" 2>&1 &
openapi=$!
failed=0
for check in lint format typecheck knip openapi; do
  if ! wait "${!check}"; then failed=1; printf '\n%s failed:\n' "$check"; fi
  cat "$checks/$check"
done
rm -rf "$checks"
[ "$failed" = 0 ] || exit 1
reports=${SAFQA_TEST_REPORTS:-}
api_report=()
if [ -n "$reports" ]; then
  mkdir -p "$reports"
  api_report=(--json "--outputFile=$reports/api.json")
fi
step "unit";       npm run -s test:unit
step "api";        npm run -s test:api -- "${api_report[@]}"
# Turbopack's build cache is written only where one is already kept (a developer's earlier
# build): on a clean checkout writing it is a quarter of the build, read by nothing (next.config.mjs).
build_cache=0
[ -d .next/cache/turbopack ] && build_cache=1
step "build";      SAFQA_TYPES_CHECKED=1 SAFQA_BUILD_CACHE=$build_cache npx next build
step "e2e";        E2E_JSON_REPORT=${reports:+$reports/e2e.json} npm run -s test:e2e
summary
