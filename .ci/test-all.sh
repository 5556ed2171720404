#!/usr/bin/env bash
# `make test`: typecheck, build both bundles, tap module tests, browser journeys in Chromium.
# Every step runs even if an earlier one failed; the last line is "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
export FORCE_COLOR=0

step() { echo; echo "=== $1"; }

step "typecheck (tsc)"
if npx tsc --noEmit -p tsconfig.json; then echo "typecheck: ok"; echo "ok" > test-results/typecheck.status; else echo "not ok" > test-results/typecheck.status; fi

step "build (vite: public SSR + admin)"
if npm run build > test-results/build.log 2>&1; then echo "build: ok"; echo "ok" > test-results/build.status; else tail -40 test-results/build.log; echo "not ok" > test-results/build.status; fi

step "module tests (tap)"
npx tap --reporter=tap 2>&1 | tee test-results/tap.txt

step "browser journeys (playwright, chromium)"
rm -f test-results/e2e.json
if [ "$(cat test-results/build.status)" = "ok" ]; then
  npx playwright test
else
  echo "skipped: the build failed"
fi

node .ci/summarize.mjs
