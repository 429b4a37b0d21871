#!/usr/bin/env bash
# Every test: the lock file, types, unit tests (translations and content guards
# included), a fresh 12-locale build, its weight budgets and its search
# quality, e2e in chromium.
set -euo pipefail
cd "$(dirname "$0")/../.."
# A step run beside others keeps its output in a file: this waits for it,
# prints the output, and fails as the step did.
collect() { local status=0; wait "$1" || status=$?; cat "$2"; rm -f "$2"; return "$status"; }
# Debian's packages download while npm installs and the code is checked: on a
# new machine each takes half a minute, and neither waits on the other.
packages_log=$(mktemp)
bash scripts/test/ensure-system-packages.sh >"$packages_log" 2>&1 &
packages=$!
# What every host runs first: fails when package.json and the lock file
# disagree, or the lock misses another platform's native binaries. Where the
# packages are installed already, the same check without installing.
if [ -d node_modules ]; then
  echo "== lock file"; npm ci --dry-run --no-audit --no-fund >/dev/null
else
  echo "== npm ci"; npm ci --no-audit --no-fund
fi
# Types and lint take one core each: side by side (4 s less), tsc's output after lint's.
echo "== typecheck and lint"
typecheck_log=$(mktemp)
npx tsc >"$typecheck_log" 2>&1 &
typecheck=$!
npm run --silent lint && lint_status=0 || lint_status=$?
collect "$typecheck" "$typecheck_log"
[ "$lint_status" -eq 0 ]
# The unit tests start nginx; the browser tests, Chromium.
echo "== system packages"; collect "$packages" "$packages_log"
echo "== unit"; npx vitest run
echo "== build"
# The form of the e2e build talks to the local API that Playwright starts.
# It also reports page views to a test analytics id (intercepted in e2e), and
# has the error pages' crash switch (compiled out of every other build).
API_BASE_URL="http://127.0.0.1:${E2E_API_PORT:-4174}" GTAG_ID="${GTAG_ID:-G-E2ETEST00}" E2E_CRASH_PROBE=1 \
  npx docusaurus build
# A second, two-locale build with the optional root redirect switched on.
ROOT_REDIRECT_LOCALE=vi npx docusaurus build --locale zh --locale vi --out-dir build-root-redirect >/dev/null
# Bytes from the built files, no browser: a page over its first-load budget fails here.
echo "== weight budget"; npx tsx scripts/test/weight-budget.ts
echo "== search eval"; npx tsx scripts/search/eval.ts --check
echo "== e2e"; npx playwright test
