#!/usr/bin/env bash
# `make test`: typecheck, build both bundles, tap module tests, browser journeys in Chromium.
# Every step runs even if an earlier one failed; the last line is "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
rm -rf reports && mkdir -p reports
export FORCE_COLOR=0

step() { echo; echo "=== $1"; }

step "typecheck (tsc)"
if npx tsc --noEmit -p tsconfig.json; then echo "typecheck: ok"; echo "ok" > reports/typecheck.status; else echo "not ok" > reports/typecheck.status; fi

step "build (vite: public SSR + admin)"
if npm run build > reports/build.log 2>&1; then echo "build: ok"; echo "ok" > reports/build.status; else tail -40 reports/build.log; echo "not ok" > reports/build.status; fi

step "module tests (tap)"
npx tap build > /dev/null 2>&1
npx tap --reporter=tap 2>&1 | tee reports/tap.txt
echo "${PIPESTATUS[0]}" > reports/tap.exit

step "browser journeys (playwright, chromium)"
rm -f reports/e2e.json
if [ "$(cat reports/build.status)" = "ok" ]; then
  npx playwright test
  echo "$?" > reports/e2e.exit
else
  echo "skipped: the build failed"
fi

node .ci/summarize.mjs
