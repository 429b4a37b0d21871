#!/usr/bin/env bash
# npm run test:locale -- --locale th: what a change to one locale can break,
# in a few minutes: its content guards and translations, a build of it (with
# zh and en, which its pages are compared against), the sweep of its pages,
# and its search eval. The full suite (npm test) still runs on every merge.
set -euo pipefail
cd "$(dirname "$0")/../.."
locale=""
while [ $# -gt 0 ]; do
  case "$1" in
    --locale) locale="${2:-}"; shift 2 ;;
    --locale=*) locale="${1#--locale=}"; shift ;;
    *) echo "usage: npm run test:locale -- --locale <key>" >&2; exit 2 ;;
  esac
done
[ -d node_modules ] || npm ci --no-audit --no-fund
# The sweep and eval name pages by URL: the locale's prefix (fil → /fb/), none for zh.
read -r prefix others < <(npx tsx -e "
  const {locales} = require('./src/data/locales');
  const l = locales.find((l) => l.key === '$locale');
  if (!l) { console.error('unknown locale \"$locale\"; one of: ' + locales.map((l) => l.key).join(' ')); process.exit(2); }
  console.log(l.prefix || '-', locales.map((l) => l.prefix).filter(Boolean).join('|'));
")
bash scripts/test/ensure-system-packages.sh
echo "== guards and unit tests"; npx vitest run
echo "== build: $locale, with zh and en"
builds=(--locale zh --locale en)
case "$locale" in zh | en) ;; *) builds+=(--locale "$locale") ;; esac
API_BASE_URL="http://127.0.0.1:${E2E_API_PORT:-4174}" GTAG_ID="${GTAG_ID:-G-E2ETEST00}" E2E_CRASH_PROBE=1 \
  npx docusaurus build "${builds[@]}"
if [ "$prefix" = - ]; then pages="\\s/(?!($others)/)"; else pages="\\s/$prefix/"; fi
echo "== its pages"; npx playwright test tests/e2e/pages.spec.ts --grep "$pages"
echo "== its search eval"; npx tsx scripts/search/eval.ts --check --locale "$locale"
npx playwright test tests/e2e/search.spec.ts --grep "\\s$locale: the search box"
