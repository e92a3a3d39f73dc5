#!/usr/bin/env bash
# `npm test`: every check, each one counted; the last line is "N passed, N failed".
set -u
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p reports
rm -f reports/*.json
: > reports/steps.txt

step() {
  local name=$1
  shift
  echo
  echo "=== $name"
  if "$@"; then echo "$name ok" >>reports/steps.txt; else echo "$name FAILED" >>reports/steps.txt; fi
}

step typecheck npm run typecheck --silent
step lint npm run lint --silent
step decision-ids npx tsx scripts/decision-ids.ts
step doc-refs npx tsx scripts/doc-refs.ts
step import-cycles npx tsx scripts/import-cycles.ts
step unit npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json
# The build comes before the server suite, which also checks the built dashboard's headers.
step build npm run build --silent
step server npx vitest run --config vitest.server.config.ts --reporter=default --reporter=json --outputFile.json=reports/server.json
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step server-postgres env DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --config vitest.server.config.ts \
    --reporter=default --reporter=json --outputFile.json=reports/server-postgres.json
  # nginx as docs/deploy.md sets it up, in front of two instances, through a rolling restart (issue 39).
  step deploy env DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --config vitest.deploy.config.ts \
    --reporter=default --reporter=json --outputFile.json=reports/deploy.json
fi
step e2e bash -c 'bash scripts/ensure-chromium.sh && npx playwright test'

node scripts/summarize.mjs
